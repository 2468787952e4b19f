package adp1

import (
	"sort"
	"strconv"

	"dun/adp"
	"dun/rules"
)

// Activation order ("Orden de activación"): creatures with ranged attacks
// first, then spellcasters and battle sorcerers (Leaders among them), then
// the rest but the Leaders, then the Leaders; equals by higher VP, then
// higher Agility. Unlike the second edition (page 61) a shooter keeps its
// place whether or not it can shoot this turn, and casters come after the
// shooters (R601).

// Classes of the activation order, first to last.
const (
	classShooter = iota + 1
	classCaster
	classRest
	classLeader
)

var classText = map[int]rules.Text{
	classShooter: {En: "creatures with ranged attacks act first (first edition)", Es: "las criaturas con ataques a distancia actúan primero (1.ª edición)"},
	classCaster:  {En: "spellcasters act second (first edition)", Es: "los hechiceros actúan en segundo lugar (1.ª edición)"},
	classRest:    {En: "the other creatures act before the Leaders (first edition)", Es: "el resto de criaturas actúan antes que los Líderes (1.ª edición)"},
	classLeader:  {En: "Leaders act last (first edition)", Es: "los Líderes actúan los últimos (1.ª edición)"},
}

// Class places a creature in the earlier edition's activation order: 1
// ranged attacks, 2 spellcasters (a Leader too), 3 the rest, 4 Leaders. A
// Leader with ranged attacks who casts no spells is a Leader: of the
// first two classes only the casters' names the Leaders (R601).
func Class(f *rules.Figure, card adp.Card) int {
	switch {
	case card.Caster && f.Leader():
		return classCaster
	case f.Leader():
		return classLeader
	case hasRanged(f) && !card.MeleeOnly:
		return classShooter
	case card.Caster:
		return classCaster
	}
	return classRest
}

// hasRanged reports whether f carries a ranged weapon it could use, in
// hand or not: "posean ataques a distancia".
func hasRanged(f *rules.Figure) bool {
	for k := range f.Items {
		it := &f.Items[k]
		if it.Kind == rules.ItemRanged && it.Usable() {
			return true
		}
	}
	return false
}

// next activates the creature the order puts first, or ends the turn.
func (p *Player) next(s *rules.State, opts []rules.Option) adp.Decision {
	type entry struct {
		o     rules.Option
		fi    int
		class int
	}
	var es []entry
	for _, o := range opts {
		act, ok := o.Command.(rules.Activate)
		if !ok {
			continue
		}
		fi := find(s, act.Figure)
		if fi < 0 {
			continue
		}
		f := &s.Figures[fi]
		es = append(es, entry{o, fi, Class(f, p.cards[f.Behaviour()])})
	}
	if len(es) == 0 {
		for _, o := range opts {
			if _, ok := o.Command.(rules.EndTurn); ok {
				return adp.Decision{Option: o, Why: rules.Text{En: "every creature has acted: the Dark Player ends its turn", Es: "todas las criaturas han actuado: el Jugador Oscuro termina su turno"}}
			}
		}
		// A prompt-free Dark step that is neither: the first-offered
		// option (the rules order them), with the engine's reason.
		if d, err := p.melee.Choose(*s); err == nil {
			return d
		}
		return adp.Decision{Option: opts[len(opts)-1], Why: rules.Text{En: "nothing else to do", Es: "no hay nada más que hacer"}}
	}
	sort.SliceStable(es, func(a, b int) bool {
		x, y := es[a], es[b]
		fx, fy := &s.Figures[x.fi], &s.Figures[y.fi]
		switch {
		case x.class != y.class:
			return x.class < y.class
		case fx.VP() != fy.VP():
			return fx.VP() > fy.VP()
		}
		return fx.Attrs().Agility > fy.Attrs().Agility
	})
	e := es[0]
	f := &s.Figures[e.fi]
	ct := classText[e.class]
	vp := strconv.Itoa(f.VP())
	return adp.Decision{Option: e.o, Why: rules.Text{
		En: "activate " + f.Name() + ": " + ct.En + "; VP " + vp,
		Es: "activar " + f.Name() + ": " + ct.Es + "; PV " + vp,
	}}
}
