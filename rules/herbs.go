package rules

// Healing herbs (page 70, usual equipment; the pack's card, original
// wording): outside combat, an Action heals 1 Vitality to the user or to
// an ally next to him, and the herbs are used up. They are used with the
// use_item command, its target the ally ("" for the user). Not in a combat
// turn (the card), nor on a figure that has lost no Vitality: nothing
// would be healed and the herbs would be lost (R1183). The card's use in
// a campaign turn waits for the campaign turns the rules do not play.

// EffectHerbs is the content effect of healing herbs.
const EffectHerbs = "item_heal"

// herbsCheck checks that figure fi may use its herbs k on target now and
// returns the index of the figure healed.
func herbsCheck(s *State, fi int, a *Activation, k int, target string) (int, *RuleError) {
	f := &s.Figures[fi]
	it := &f.Items[k]
	ti := fi
	if target != "" {
		ti = s.figure(target)
	}
	switch {
	case !it.Usable() || it.Unknown || it.Stolen:
		return -1, refuse(CodeBadItem, "%s cannot use %s", "%s no puede usar %s", f.name(), it.Name)
	case CombatTurn(*s):
		return -1, refuse(CodeCombatTurn, "this is a combat turn: %s are used outside combat", "es un turno de combate: %s se usan fuera de combate", it.Name)
	case a.Action != "" || !a.ActionLeft():
		return -1, refuse(CodeActionUsed, "%s has no Action left", "a %s no le queda Acción", f.name())
	case ti < 0:
		return -1, unknownFigure(target)
	case ti != fi && (s.Figures[ti].Side != f.Side || !s.Figures[ti].Present() || !figuresAdjacent(s, fi, ti)):
		return -1, refuse(CodeNotAdjacent, "%s may tend only himself or an ally next to him", "%s solo puede atenderse a sí mismo o a un aliado a su lado", f.name())
	case s.Figures[ti].Wounds == 0:
		return -1, refuse(CodeBadTarget, "%s has lost no Vitality: %s would be wasted", "%s no ha perdido Vitalidad: %s se desperdiciarían", s.Figures[ti].name(), it.Name)
	}
	return ti, nil
}

// herbs uses figure fi's herbs k on target: an Action, the herbs used up.
func (e *env) herbs(fi int, a *Activation, k int, target string) error {
	ti, rerr := herbsCheck(e.s, fi, a, k, target)
	if rerr != nil {
		return rerr
	}
	f := &e.s.Figures[fi]
	if rerr := e.spendAction(f, a, ruleUseItem); rerr != nil {
		return rerr
	}
	it := f.Items[k]
	f.Items = append(f.Items[:k:k], f.Items[k+1:]...)
	e.emit(HerbsUsed{Figure: f.ID, Target: e.s.Figures[ti].ID, ItemName: it.Name})
	v, _ := it.Trait("vitality")
	e.heal(ti, v)
	return nil
}

// herbsOptions lists the uses of figure fi's herbs k now: on itself and on
// each ally next to it that has lost Vitality.
func herbsOptions(s *State, fi int, a *Activation, k int, h Header, id string) []Option {
	var out []Option
	f := &s.Figures[fi]
	if _, err := herbsCheck(s, fi, a, k, ""); err == nil {
		out = append(out, Option{ID: id, Command: UseItem{Header: h, Figure: f.ID, Item: k}})
	}
	for ti := range s.Figures {
		if ti == fi || s.Figures[ti].Side != f.Side {
			continue
		}
		if _, err := herbsCheck(s, fi, a, k, s.Figures[ti].ID); err == nil {
			out = append(out, Option{ID: id + ":" + s.Figures[ti].ID, Command: UseItem{Header: h, Figure: f.ID, Item: k, Target: s.Figures[ti].ID}})
		}
	}
	return out
}

// HerbsUsed: a figure used its healing herbs (ItemName) on Target, itself
// or an ally next to it.
type HerbsUsed struct {
	Figure   string `json:"figure"`
	Target   string `json:"target"`
	ItemName Text   `json:"item_name"`
}

func (HerbsUsed) EventType() string { return "herbs_used" }
