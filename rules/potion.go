package rules

// Drinking a potion (page 28: a Quick Action; page 38: the Mana Potion).
// The rules know two potions' effects so far: a mana potion gives back
// mana and may take one marker off a spell already cast, so it may be cast
// once more (page 38); a healing potion gives back Vitality. The potion is
// used up. Like any Quick Action it is not drunk next to an enemy.

// The content effects of the potions the rules implement.
const (
	effectPotionMana = "potion_mana"
	effectHeal       = "heal"
)

// Drink drinks the potion at index Item of the figure's equipment; Spell
// names the spell whose marker a mana potion takes off, if any.
type Drink struct {
	Header
	Figure string
	Item   int
	Spell  string
}

// TypeDrink is Drink's tag.
const TypeDrink = "drink"

// Type is the command's tag.
func (Drink) Type() string { return TypeDrink }

// MarshalJSON writes the command's tagged form.
func (c Drink) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// PotionDrunk: Figure drank the potion Name; Mana is the mana it gave
// back, Spell the spell whose marker it took off, Vitality what it healed.
type PotionDrunk struct {
	Figure   string `json:"figure"`
	Item     int    `json:"item"`
	Name     Text   `json:"name"`
	Mana     int    `json:"mana,omitempty"`
	ManaLeft int    `json:"mana_left,omitempty"`
	Spell    string `json:"spell,omitempty"`
	Vitality int    `json:"vitality,omitempty"`
}

// EventType is the event's tag.
func (PotionDrunk) EventType() string { return "potion_drunk" }

// drinkCheck checks that figure fi may drink item k now, taking the marker
// off spell (if named).
func drinkCheck(s *State, fi int, a *Activation, k int, spell string) *RuleError {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return err
	}
	if k < 0 || k >= len(f.Items) {
		return refuse(CodeBadItem, "%s has no item %d", "%s no tiene objeto %d", f.name(), k)
	}
	it := &f.Items[k]
	switch {
	case it.Effect != effectPotionMana && it.Effect != effectHeal || it.Kind != ItemObject || !it.Usable():
		return refuse(CodeBadItem, "%s is not a potion the rules know how to drink", "%s no es una poción que las reglas sepan beber", it.Name)
	case a.QuickActionsLeft() == 0:
		return refuse(CodeQuickActionUsed, "%s has no Quick Action left", "a %s no le queda ninguna Acción rápida", f.name())
	case enemyAdjacent(s, fi, f.At):
		return refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Quick Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción rápida", f.name())
	}
	if spell != "" {
		if _, ok := it.Trait("remove_marker"); !ok || it.Effect != effectPotionMana {
			return refuse(CodeBadItem, "%s takes no marker off a spell", "%s no retira ningún marcador de un hechizo", it.Name)
		}
		j := f.spell(spell)
		if j < 0 {
			return refuse(CodeUnknownSpell, "%s does not know a spell %q", "%s no conoce ningún hechizo %q", f.name(), spell)
		}
		if f.Spells[j].Casts == 0 {
			return refuse(CodeUnknownSpell, "%s has not cast %s yet", "%s aún no ha lanzado %s", f.name(), f.Spells[j].Name)
		}
	}
	return nil
}

func (c Drink) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if rerr := drinkCheck(e.s, fi, a, c.Item, c.Spell); rerr != nil {
		return rerr
	}
	if rerr := e.spendQuick(f, a); rerr != nil {
		return rerr
	}
	it := f.Items[c.Item]
	f.Items = append(f.Items[:c.Item:c.Item], f.Items[c.Item+1:]...)
	ev := PotionDrunk{Figure: f.ID, Item: c.Item, Name: it.Name}
	switch it.Effect {
	case effectPotionMana:
		n, _ := it.Trait("mana")
		ev.Mana = min(max(n, 0), f.ManaUsed)
		f.ManaUsed -= ev.Mana
		ev.ManaLeft = f.ManaLeft()
		if c.Spell != "" {
			f.Spells[f.spell(c.Spell)].Casts--
			ev.Spell = c.Spell
		}
		e.emit(ev)
	case effectHeal:
		n, _ := it.Trait("vitality")
		e.emit(ev)
		e.heal(fi, n)
	}
	return nil
}

// drinkOptions lists the potions figure fi may drink now, and for a mana
// potion each spell whose marker it may take off.
func drinkOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	var out []Option
	for k := range f.Items {
		if drinkCheck(s, fi, a, k, "") != nil {
			continue
		}
		id := "drink:" + f.ID + ":" + itoa(k)
		out = append(out, Option{ID: id, Command: Drink{Header: h, Figure: f.ID, Item: k}})
		for _, sp := range f.Spells {
			if drinkCheck(s, fi, a, k, sp.ID) == nil {
				out = append(out, Option{ID: id + ":" + sp.ID, Command: Drink{Header: h, Figure: f.ID, Item: k, Spell: sp.ID}})
			}
		}
	}
	return out
}
