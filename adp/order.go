package adp

import (
	"strconv"

	"dun/rules"
)

// Activation order (page 61): spellcasters and battle sorcerers first
// (Leaders among them included), then creatures with ranged attacks that
// can shoot this turn, then Leaders, then the rest, and last the shooters
// that cannot shoot this turn. Equals go by higher VP, then higher
// Agility, then the order the rules list them in.

// Classes of the activation order, first to last.
const (
	classCaster = iota + 1
	classShooter
	classLeader
	classRest
	classIdleShooter
)

var classText = map[int]rules.Text{
	classCaster:      {En: "spellcasters act first", Es: "los lanzadores de hechizos actúan primero"},
	classShooter:     {En: "it can shoot this turn, and shooters act second", Es: "puede disparar en este turno, y los tiradores actúan en segundo lugar"},
	classLeader:      {En: "Leaders act after casters and shooters", Es: "los Líderes actúan tras lanzadores y tiradores"},
	classRest:        {En: "creatures with neither spells nor shots act after the Leaders", Es: "las criaturas sin hechizos ni disparos actúan tras los Líderes"},
	classIdleShooter: {En: "a shooter that cannot shoot this turn acts last", Es: "un tirador que no puede disparar en este turno actúa el último"},
}

// next activates the creature the order puts first, or ends the turn.
func (p *Player) next(s *rules.State, opts []rules.Option) Decision {
	type entry struct {
		o     rules.Option
		fi    int
		class int
		// unsure: class is classShooter only as a bound; looking ahead
		// (canShoot) settles it (see below).
		unsure bool
	}
	for _, o := range opts {
		// A creature Vanish took off the board comes back first, on the
		// first square offered: no rule of the ADP's chapter picks it
		// (R544).
		if r, ok := o.Command.(rules.Reappear); ok {
			return Decision{Option: o, Why: text("%s comes back out of the heroes' sight, on %v", "%s vuelve fuera de la vista de los héroes, en %v", r.Figure, r.At)}
		}
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
		c, unsure := p.class(s, fi)
		es = append(es, entry{o, fi, c, unsure})
	}
	if len(es) == 0 {
		for _, o := range opts {
			if _, ok := o.Command.(rules.EndTurn); ok {
				return Decision{Option: o, Why: rules.Text{En: "every creature has acted: the Dark Player ends its turn", Es: "todas las criaturas han actuado: el Jugador Oscuro termina su turno"}}
			}
		}
		return Decision{Option: last(opts), Why: rules.Text{En: "nothing else to do", Es: "no hay nada más que hacer"}}
	}
	less := func(x, y entry) bool {
		fx, fy := &s.Figures[x.fi], &s.Figures[y.fi]
		switch {
		case x.class != y.class:
			return x.class < y.class
		case fx.VP() != fy.VP():
			return fx.VP() > fy.VP()
		}
		return fx.Attrs().Agility > fy.Attrs().Agility
	}
	// The first in the order, equals in the rules' order. Whether a
	// shooter can shoot takes a look ahead at every square it could
	// move to, so it is asked only of the shooter that would come first
	// if it could: a shooter that cannot shoot only falls back in the
	// order (classShooter is the best it can be), and a creature that
	// comes first on its settled class comes first whatever the others
	// would have turned out to be.
	var e entry
	for {
		b := 0
		for i := 1; i < len(es); i++ {
			if less(es[i], es[b]) {
				b = i
			}
		}
		if e = es[b]; !e.unsure {
			break
		}
		es[b].class, es[b].unsure = p.shooterClass(s, e.fi, e.o), false
	}
	f := &s.Figures[e.fi]
	ct := classText[e.class]
	vp := strconv.Itoa(f.VP())
	return Decision{Option: e.o, Why: rules.Text{
		En: "activate " + f.Name() + ": " + ct.En + "; VP " + vp,
		Es: "activar " + f.Name() + ": " + ct.Es + "; PV " + vp,
	}}
}

// class places figure fi in the activation order; for a creature with a
// ranged weapon it may use, the class depends on whether it can shoot
// this turn, and class returns classShooter, the best it can be, with
// unsure set (shooterClass settles it).
func (p *Player) class(s *rules.State, fi int) (class int, unsure bool) {
	f := &s.Figures[fi]
	card := p.card(f)
	switch {
	case card.Caster:
		return classCaster, false
	case hasRanged(f) && !card.MeleeOnly:
		return classShooter, true
	case f.Leader():
		return classLeader, false
	}
	return classRest, false
}

// shooterClass is the class of figure fi, a creature with a ranged
// weapon, once activated by option activate.
func (p *Player) shooterClass(s *rules.State, fi int, activate rules.Option) int {
	if p.canShoot(s, fi, activate) {
		return classShooter
	}
	if s.Figures[fi].Leader() {
		return classLeader
	}
	return classIdleShooter
}

// hasRanged reports whether f carries a ranged weapon it could use.
func hasRanged(f *rules.Figure) bool {
	for k := range f.Items {
		it := &f.Items[k]
		if it.Kind == rules.ItemRanged && !it.Broken && !it.Spent && it.Place != rules.OnGround {
			return true
		}
	}
	return false
}

// canShoot looks ahead: activated now, could figure fi shoot at someone,
// turning or after one move if need be?
func (p *Player) canShoot(s *rules.State, fi int, activate rules.Option) bool {
	// The walk below takes a look of its own: ns stays good throughout.
	lk := newLook()
	defer lk.done()
	var ok bool
	lk.ns, ok = lk.after(s, activate)
	ns := &lk.ns
	if !ok || ns.Active == nil || ns.Prompt != nil {
		return false
	}
	card := p.card(&ns.Figures[fi])
	card.MeleeOnly = false
	return p.shoots(ns, fi, card, rules.LookOptions(*ns, rules.Dark))
}
