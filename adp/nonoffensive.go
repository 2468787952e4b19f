package adp

import (
	"sort"
	"strconv"

	"dun/rules"
)

// Non-offensive actions (page 61, R848): "a creature that can perform
// non-offensive Actions (such as using certain healing skills or
// supporting allies), will roll 1D6 at the beginning of its activation.
// With a result of 4+, it will perform this type of Action and will not
// directly attack heroes." The actions the ADP weighs are the spells that
// heal, protect or enhance an ally (or the caster) where they help: a
// healing spell on a wounded ally, a protecting or enhancing one on an
// ally who fights (next to an enemy) or on the Leader, not while the
// caster keeps the same spell in play. The die is the rules' (a dark_roll
// of purpose non_offensive, once at the start of the activation).

// supportPlan is a supporting cast or skill the ADP weighs.
type supportPlan struct {
	o      rules.Option
	name   rules.Text // the spell's or the skill's
	verb   rules.Text // what it does with it: casts, uses
	target int
	rank   int // lower first
}

var (
	castsVerb = rules.Text{En: "casts", Es: "lanza"}
	usesVerb  = rules.Text{En: "uses", Es: "usa"}
)

// supportive reports whether a spell heals, protects or enhances.
func supportive(sp *rules.Spell) bool {
	switch sp.Effect.ID {
	case rules.EffectHeal, rules.EffectProtect, rules.EffectEnhance:
		return sp.Missing == ""
	}
	return false
}

// supportPlans lists the useful supporting casts of figure fi among opts,
// best first: healing the most wounded (the Leader first among equals),
// then protecting or enhancing the Leader, then an ally who fights, the
// dearest first.
func supportPlans(s *rules.State, fi int, opts []rules.Option) []supportPlan {
	f := &s.Figures[fi]
	var out []supportPlan
	for _, o := range opts {
		c, ok := o.Command.(rules.Cast)
		if !ok || c.Figure != f.ID || c.Square != nil {
			continue
		}
		sp := spellOf(f, c.Spell)
		if sp == nil || !supportive(sp) || keeps(s, f.ID, sp.ID) {
			continue
		}
		ti := find(s, c.Target)
		if ti < 0 || s.Figures[ti].Side != f.Side || !s.Figures[ti].Present() {
			continue
		}
		t := &s.Figures[ti]
		rank := 0
		switch {
		case sp.Effect.ID == rules.EffectHeal:
			if t.Wounds == 0 {
				continue
			}
			rank = 100 - 10*int(t.Wounds)
		case t.Leader():
			rank = 200
		case fights(s, ti):
			rank = 300 - t.VP()
		default:
			continue
		}
		if t.Leader() {
			rank--
		}
		out = append(out, supportPlan{o: o, name: sp.Name, verb: castsVerb, target: ti, rank: rank})
	}
	out = append(out, healingSkills(s, fi, opts)...)
	sort.SliceStable(out, func(a, b int) bool { return out[a].rank < out[b].rank })
	return out
}

// keeps reports whether caster id keeps spell in play already (page 62:
// two of the same spell cannot be kept).
func keeps(s *rules.State, id, spell string) bool {
	for _, m := range s.Magic {
		if m.Caster == id && m.Spell == spell {
			return true
		}
	}
	return false
}

// fights reports whether figure ti stands next to an enemy.
func fights(s *rules.State, ti int) bool {
	for _, ei := range enemiesOf(s, ti) {
		if rules.Adjacent(*s, s.Figures[ti].ID, s.Figures[ei].ID, true) {
			return true
		}
	}
	return false
}

// nonOffensive rolls the die of a creature that has a supporting action to
// weigh and, on 4+, takes it (R848).
func (p *Player) nonOffensive(s *rules.State, fi int, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	if p.card(f).NoSupport {
		return Decision{}, false // its card: never a non-offensive action
	}
	plans := supportPlans(s, fi, opts)
	if len(plans) == 0 {
		return Decision{}, false
	}
	best := plans[0]
	t := &s.Figures[best.target]
	die := rules.NonOffensiveDie(*s, f.ID)
	if die == 0 {
		o, ok := optionByID(opts, "dark_roll:"+rules.RollNonOffensive)
		if !ok {
			return Decision{}, false
		}
		return Decision{Option: o, Why: rules.Text{
			En: f.Name() + " could support its side (" + best.name.En + " on " + t.Name() + "): it rolls 1D6, and on 4+ it does so instead of attacking",
			Es: f.Name() + " podría apoyar a su bando (" + best.name.Es + " sobre " + t.Name() + "): tira 1D6 y con 4+ lo hace en lugar de atacar",
		}}, true
	}
	if die < 4 {
		return Decision{}, false
	}
	n := strconv.Itoa(die)
	return Decision{Option: best.o, Why: rules.Text{
		En: "1D6 = " + n + " (4+): a non-offensive action; " + f.Name() + " " + best.verb.En + " " + best.name.En + " on " + t.Name() + " and does not attack the heroes",
		Es: "1D6 = " + n + " (4+): una acción no ofensiva; " + f.Name() + " " + best.verb.Es + " " + best.name.Es + " sobre " + t.Name() + " y no ataca a los héroes",
	}}, true
}
