package rules

import (
	"strings"

	"dun/board"
)

// Dispelling (page 39). Once a cast passes, and unless it was a double 6,
// the caster's enemies are asked whether one of their spellcasters tries
// to dispel it: one with mana left, within 8 squares of the caster or of
// the target, not in an enemy's melee range and not stationary (page 43;
// a knocked-down one may). He rolls 2D6 plus Intelligence, +2 with a
// scroll that allows it (one aid per turn), and must beat the cast's
// result: it is an opposed roll, which the caster wins on a tie (R101).
// A dispel that works costs the dispeller 1 mana; the caster's mana is
// spent all the same and the cast counts. One attempt per cast (R102).

// PromptDispel: an enemy spellcaster may try to dispel the cast in
// progress; Figure is the caster and Roll the cast roll. Options:
// "dispel:<figure>", "dispel:<figure>:<scroll>" and OptionNoDispel.
const PromptDispel PromptKind = "dispel"

// OptionNoDispel lets the spell be.
const OptionNoDispel = "no_dispel"

const ruleDispel = "dispel"

func init() {
	promptHandlers[PromptDispel] = answerDispel
}

// mayDispel reports whether figure di may try to dispel the cast c of
// figure ci (page 39).
func mayDispel(s *State, ci, di int, c *CastState) bool {
	caster, d := &s.Figures[ci], &s.Figures[di]
	if di == ci || d.Side == caster.Side || !d.Present() || !d.Spellcaster() || d.ManaLeft() < 1 ||
		d.Conditions.Has(Stationary) || enemyAdjacent(s, di, d.At) || waterBound(s.Board, d) {
		return false
	}
	if dd := figureDistance(s, di, ci, DispelRange); dd != board.Unreached && dd <= DispelRange {
		return true
	}
	dd := castDistance(s, di, c, DispelRange)
	return dd != board.Unreached && dd <= DispelRange
}

// dispelOptions lists the answers to a dispel question about cast c of
// figure ci: each eligible dispeller, with each scroll he may use, then
// OptionNoDispel (always last, so one option means nobody may dispel).
func dispelOptions(s *State, ci int, c *CastState) []PromptOption {
	var out []PromptOption
	for di := range s.Figures {
		if !mayDispel(s, ci, di, c) {
			continue
		}
		d := &s.Figures[di]
		out = append(out, PromptOption{ID: "dispel:" + d.ID, Label: Text{En: d.name() + " tries to dispel it", Es: d.name() + " intenta disiparlo"}})
		if d.AidTurn() == s.Turn {
			continue
		}
		var seen []string
		for j := range d.Items {
			it := &d.Items[j]
			if _, ok := it.Trait("dispel"); ok && it.Effect == effectCastingBonus && it.Usable() && !contains(seen, it.ID) {
				seen = append(seen, it.ID)
				out = append(out, PromptOption{ID: "dispel:" + d.ID + ":" + it.ID, Label: Text{
					En: d.name() + " tries to dispel it with " + it.Name.En, Es: d.name() + " intenta disiparlo con " + it.Name.Es}})
			}
		}
	}
	// The Dark Player's Counterspell cards answer the same question
	// (spell_counterspell.go).
	out = append(out, counterspellOptions(s, ci)...)
	return append(out, PromptOption{ID: OptionNoDispel, Label: Text{En: "Let the spell be", Es: "Dejar que el hechizo surta efecto"}})
}

func answerDispel(e *env, p Prompt, option string) error {
	a := e.s.Active
	if a == nil || a.Cast == nil || a.Figure != p.Figure {
		return refuse(CodeBadState, "no cast is waiting to be dispelled", "ningún hechizo espera a ser disipado")
	}
	if option == OptionNoDispel {
		return e.resolveCast()
	}
	if strings.HasPrefix(option, optionCounterspellPrefix) {
		return e.counterspell(p, option)
	}
	parts := strings.Split(option, ":")
	if len(parts) < 2 || len(parts) > 3 || parts[0] != "dispel" {
		return refuse(CodeBadOption, "%q is not a way to dispel", "%q no es una forma de disipar", option)
	}
	di := e.s.figure(parts[1])
	if di < 0 {
		return unknownFigure(parts[1])
	}
	d := &e.s.Figures[di]
	c := a.Cast
	var mods []Modifier
	mods = difficultPenalty(e.s, d, difficultCasting, mods)
	if len(parts) == 3 {
		aid := -1
		for j := range d.Items {
			if it := &d.Items[j]; it.ID == parts[2] && it.Effect == effectCastingBonus && it.Usable() {
				aid = j
				break
			}
		}
		if aid < 0 {
			return refuse(CodeBadAid, "%s has no scroll %q", "%s no tiene ningún pergamino %q", d.name(), parts[2])
		}
		it := &d.Items[aid]
		v, _ := it.Trait("value")
		mods = append(mods, Modifier{Value: v, Why: Text{En: it.Name.En + " to dispel", Es: it.Name.Es + " para disipar"}})
		mods = polyglotScroll(d, it, mods)
		d.SetAidTurn(e.s.Turn)
		d.Items = append(d.Items[:aid:aid], d.Items[aid+1:]...)
	}
	mods = magicDispelMods(d, mods)
	c.Dispeller = d.ID
	e.emit(DispelDeclared{Figure: d.ID, Caster: p.Figure, Spell: c.Spell})
	// The dispeller must beat the cast's result (an opposed roll the caster
	// wins on a tie): a test against one more than the cast's result is
	// judged the same way, double 1 and double 6 included.
	r, err := e.test(di, ruleDispel, Intelligence, c.Roll.Result()+1, testSkillMods(e.s, di, Intelligence, ruleDispel, mods)...)
	if err != nil {
		return err
	}
	if ci := e.s.figure(p.Figure); ci >= 0 && !r.failed() {
		// A dispel is an enemy's roll against the caster: a hero may make
		// him roll it again (page 14).
		if caster := &e.s.Figures[ci]; caster.Hero() && caster.Present() && caster.FortuneLeft() > 0 {
			e.askFortune(caster, r)
			return nil
		}
	}
	return e.offerFortune(d, r, r.failed())
}

// settleDispel applies the final dispel roll r.
func settleDispel(e *env, r RollRecord) error {
	a := e.s.Active
	if a == nil || a.Cast == nil || a.Cast.Dispeller != r.Figure {
		return refuse(CodeBadState, "no dispel by %q is waiting for its roll", "ninguna disipación de %q espera su tirada", r.Figure)
	}
	c := a.Cast
	ci, di := e.s.figure(a.Figure), e.s.figure(r.Figure)
	if ci < 0 || di < 0 {
		return unknownFigure(r.Figure)
	}
	winner := a.Figure
	if !r.failed() {
		winner = r.Figure
	}
	e.emit(OpposedRolled{Opposed: OpposedRoll{Rule: ruleDispel, First: c.Roll.clone(), Second: r.clone(), Winner: winner, Rolled: 1}})
	if r.failed() {
		e.emit(DispelFailed{Figure: r.Figure, Caster: a.Figure, Spell: c.Spell, Roll: r.Seq})
		return e.resolveCast()
	}
	d := &e.s.Figures[di]
	d.spendMana(1)
	f := &e.s.Figures[ci]
	k := f.spell(c.Spell)
	paid := 0
	if k >= 0 {
		paid = f.spendMana(f.Spells[k].Mana)
		own(&f.Spells)[k].Casts++ // shared with clones (cow.go)
	}
	e.emit(SpellDispelled{Figure: d.ID, Caster: f.ID, Spell: c.Spell, Roll: r.Seq, ManaLeft: d.ManaLeft(), CasterMana: paid, CasterManaLeft: f.ManaLeft()})
	a.Cast = nil
	return nil
}
