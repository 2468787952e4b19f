package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// Terrain spells that hurt (content's spell_terrain with dice, R123,
// R780): a wall of fire or a hedge of thorns deals its damage dice to
// whoever enters its squares and to whoever starts an activation on them,
// friend or foe unless the card limits its area, for as long as the spell
// lasts. The dice are fixed at the cast: the card's, one more for each 6
// of the cast (page 39: a spell that rolls for damage), one fewer for an
// apprentice (page 40). A move that enters the squares is hurt once per
// spell, however many of them it crosses, as Aura's damage is counted
// (page 115); the damage comes after Aura's, and each blow is explained by
// a GroundHarm event with its terms.

const (
	// ruleGround is the damage of a terrain spell whose squares a figure
	// entered; ruleGroundStart of one it starts its activation on.
	ruleGround      = "ground"
	ruleGroundStart = "ground_start"
)

func init() {
	blowFollowUps[ruleGround] = func(e *env, r BlowResult) error {
		if fi, ok := e.hurtActive(r.Target); ok {
			// The terrain spells' harms, then the lethal gazes the move
			// met (skills_gaze.go).
			return e.moveHarms(fi)
		}
		// A mover the blow knocked out is offered nothing more: his
		// activation ends, as after a blow at its start (found by
		// TestRandomPlayConformance: a knocked-out hero was still offered
		// moves).
		if a, fi := e.s.Active, e.s.figure(r.Target); a != nil && a.Figure == r.Target && fi >= 0 && !e.s.Figures[fi].Present() {
			e.endActivation()
		}
		return nil
	}
	// Aura's damage in a move comes first; the terrain spells entered by
	// the same move follow it.
	blowFollowUps[ruleAura] = blowFollowUps[ruleGround]
	blowFollowUps[ruleGroundStart] = afterStartBlow
}

// hurtActive returns the index of target when it is the active figure
// and still stands.
func (e *env) hurtActive(target string) (int, bool) {
	a := e.s.Active
	fi := e.s.figure(target)
	if a == nil || a.Figure != target || fi < 0 || !e.s.Figures[fi].Present() {
		return -1, false
	}
	return fi, true
}

// afterStartBlow carries an activation on once a blow dealt at its start
// (Aura's, a terrain spell's) is settled: a figure knocked out ends it.
func afterStartBlow(e *env, r BlowResult) error {
	a := e.s.Active
	fi := e.s.figure(r.Target)
	if a == nil || a.Figure != r.Target || fi < 0 {
		return nil
	}
	if !e.s.Figures[fi].Present() {
		e.endActivation()
		return nil
	}
	return e.startOn(fi)
}

// startOn goes on with the activation of fi once Aura's damage is dealt:
// the terrain spells it starts on hurt it, then its skills act and it
// recovers.
func (e *env) startOn(fi int) error {
	if dealt, err := e.nextHarm(fi, ruleGroundStart); dealt || err != nil {
		return err
	}
	if ended, err := e.activationSkills(fi); ended || err != nil {
		return err
	}
	return e.recover()
}

// groundHarm is the damage dice terms of terrain spell sp cast by f with
// cast c: none when the card deals no damage.
func groundHarm(f *Figure, sp *Spell, c *CastState) []Modifier {
	if sp.Effect.ID != EffectTerrain || sp.Effect.Dice <= 0 {
		return nil
	}
	terms := []Modifier{{Value: sp.Effect.Dice, Why: Text{En: sp.Name.En + "'s damage dice", Es: "dados de daño de " + sp.Name.Es}}}
	if n := Criticals(c.Roll); n > 0 {
		terms = append(terms, Modifier{Value: n, Why: Text{En: fmt.Sprintf("%d critical(s) in the cast", n), Es: fmt.Sprintf("%d crítico(s) al lanzar", n)}})
	}
	if f.Sorcery() == SorceryApprentice {
		terms = append(terms, Modifier{Value: -1, Why: Text{En: "an apprentice's spell", Es: "hechizo de aprendiz"}})
	}
	return terms
}

// groundArea is the squares of a terrain spell's cast that may hurt: its
// area less rock.
func groundArea(s *State, fi int, sp *Spell, c *CastState) []board.Pos {
	g := s.Board
	return slices.DeleteFunc(spellArea(s, fi, sp, c), func(p board.Pos) bool { return !g.In(p) || g.Square(p).Section == 0 })
}

// groundUnder lists the hurting terrain spells in play (by the Seq of
// their cast) with a square under figure fi's base anchored at at, which
// their area takes.
func groundUnder(s *State, fi int, at board.Pos) []int {
	f := &s.Figures[fi]
	var out []int
	var sq [4]board.Pos
	base := baseAt(at, f.baseSize(), sq[:0])
	for i := range s.Magic {
		m := &s.Magic[i]
		if len(m.Harm) == 0 || !affects(m.Affects, m.Side, f.Side) {
			continue
		}
		if slices.ContainsFunc(base, func(p board.Pos) bool { return slices.Contains(m.Area, p) }) {
			out = append(out, m.Roll)
		}
	}
	return out
}

// groundEntered lists the hurting terrain spells figure fi entered moving
// from from through anchors: under its base at a step, not at the one
// before; each once.
func groundEntered(s *State, fi int, from board.Pos, anchors []board.Pos) []int {
	var hit []int
	prev := groundUnder(s, fi, from)
	for _, at := range anchors {
		now := groundUnder(s, fi, at)
		for _, r := range now {
			if !slices.Contains(prev, r) && !slices.Contains(hit, r) {
				hit = append(hit, r)
			}
		}
		prev = now
	}
	return hit
}

// enchantment returns the spell in play cast with roll seq, or nil.
func (s *State) enchantment(seq int) *Enchantment {
	for i := range s.Magic {
		if s.Magic[i].Roll == seq {
			return &s.Magic[i]
		}
	}
	return nil
}

// nextHarm deals the damage of the next terrain spell queued to hurt the
// active figure fi (Activation.Harms) under rule, and reports whether it
// dealt one. A spell that ended meanwhile hurts no more.
func (e *env) nextHarm(fi int, rule string) (bool, error) {
	a := e.s.Active
	if a == nil {
		return false, nil
	}
	for len(a.Harms) > 0 && e.s.Figures[fi].Present() {
		seq := a.Harms[0]
		a.Harms = a.Harms[1:]
		m := e.s.enchantment(seq)
		if m == nil {
			continue
		}
		dice := 0
		for _, t := range m.Harm {
			dice += t.Value
		}
		dice = min(dice, maxDamageDice)
		f := &e.s.Figures[fi]
		ev := GroundHarm{Figure: f.ID, Caster: m.Caster, Spell: m.Spell, Dice: dice, Terms: slices.Clone(m.Harm),
			Why: Text{En: "entered its squares", Es: "entró en sus casillas"}}
		if rule == ruleGroundStart {
			ev.Why = Text{En: "began its activation on its squares", Es: "empezó su activación en sus casillas"}
		}
		e.emit(ev)
		if len(a.Harms) == 0 {
			a.Harms = nil
		}
		return true, e.damage(Blow{Rule: rule, Target: f.ID, Dice: dice, Against: Armour, Flaming: m.Flaming})
	}
	a.Harms = nil
	return false, nil
}
