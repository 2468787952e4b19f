package adp

import (
	"fmt"

	"dun/rules"
)

// Moving without an attack to make (page 61): toward the nearest enemy,
// or, for a shooter, until it sees one.

// approach moves a creature that cannot attack this activation toward the
// nearest enemy it can reach (page 62), running first when walking would
// get it closer but not next to that enemy and it is not engaged (when no
// walk gets closer, a run would not either).
func (p *Player) approach(s *rules.State, fi int, opts []rules.Option, engaged *engagement) (Decision, bool) {
	ni, passed := nearestOnFoot(s, fi)
	if ni < 0 {
		return Decision{}, false
	}
	// Say why a closer enemy was passed over (page 61, R845).
	note := func(why rules.Text) rules.Text { return why }
	if passed >= 0 {
		p := s.Figures[passed].Name()
		note = func(why rules.Text) rules.Text {
			return join(why, text("%s is closer, but only across a pit or deep water (an Agility test)", "%s está más cerca, pero solo cruzando un foso o aguas profundas (una prueba de Agilidad)", p))
		}
	}
	return p.approachTo(s, fi, ni, opts, engaged, note, "the nearest enemy", "el enemigo más cercano")
}

// approachTo moves figure fi toward enemy ni, running first as approach
// does; note adds to each reason, and who (in English and Spanish) says
// what ni is to it.
func (p *Player) approachTo(s *rules.State, fi, ni int, opts []rules.Option, engaged *engagement, note func(rules.Text) rules.Text, who, quien string) (Decision, bool) {
	f := &s.Figures[fi]
	t := &s.Figures[ni]
	d := measureFrom(s, t)
	defer d.release()
	here := d.to(f, f.At)
	var best rules.Option
	bd, bc, bcrowd, bway := here, 0, 0, 0
	found, tied := false, false
	gd := newGuard(s, fi) // the way to its Leader (R919)
	for _, o := range opts {
		mv, ok := o.Command.(rules.Move)
		if !ok {
			continue
		}
		dist := d.to(f, mv.To)
		if dist < 0 {
			continue
		}
		crowd := alliesNear(s, fi, mv.To)
		way := gd.score(mv.To)
		if found && dist == bd && way != bway {
			tied = true
		}
		if dist < bd || found && dist == bd && (way < bway || way == bway && (o.Cost < bc || o.Cost == bc && crowd < bcrowd)) {
			if dist < bd {
				tied = false
			}
			best, bd, bc, bcrowd, bway, found = o, dist, o.Cost, crowd, way, true
		}
	}
	moveNote := note
	if found && tied && gd != nil && bway != notInTheWay {
		gd.score(best.Command.(rules.Move).To)
		why := gd.inTheWay()
		moveNote = func(t rules.Text) rules.Text { return join(note(t), why) }
	}
	a := s.Active
	if found && !a.Moved && bd > 1 && !engaged.is() {
		for _, o := range opts {
			if _, ok := o.Command.(rules.Run); ok && runGetsCloser(s, o, f, d, bd) {
				return Decision{Option: o, Why: note(rules.Text{
					En: fmt.Sprintf("%s cannot attack this activation and walking would not bring it next to %s, %s: it runs", f.Name(), t.Name(), who),
					Es: fmt.Sprintf("%s no puede atacar en esta activación y andando no llegaría junto a %s, %s: corre", f.Name(), t.Name(), quien)})}, true
			}
		}
	}
	if !found {
		return Decision{}, false
	}
	to := best.Command.(rules.Move).To
	return Decision{Option: best, Why: moveNote(rules.Text{
		En: fmt.Sprintf("%s cannot attack this activation: it moves to %s, %d squares from %s, %s", f.Name(), to, bd, t.Name(), who),
		Es: fmt.Sprintf("%s no puede atacar en esta activación: se mueve a %s, a %d casillas de %s, %s", f.Name(), to, bd, t.Name(), quien)})}, true
}

// seesEnemy reports whether figure fi sees an enemy, or would on turning.
func seesEnemy(s *rules.State, fi int) bool {
	f := &s.Figures[fi]
	lk := newLook()
	defer lk.done()
	for _, ti := range enemiesOf(s, fi) {
		// A shallow copy in which the figure turns: Sight only reads.
		look := *s
		look.Figures = lk.figures(s)
		look.Figures[fi].Facing = toward(f, &s.Figures[ti])
		if seen, err := rules.Sight(look, f.ID, s.Figures[ti].ID); err == nil && seen.Visible {
			return true
		}
	}
	return false
}

// sightSpot moves a shooter that cannot shoot this activation the least it
// can to a square from which it sees an enemy (page 61: "or until it has
// line of sight to one"; the Ranged Fighter moves only as far as needed).
func (p *Player) sightSpot(s *rules.State, fi int, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	var best rules.Option
	found, seenName := false, ""
	lk := newLook()
	defer lk.done()
	for _, o := range opts {
		if _, ok := o.Command.(rules.Move); !ok || found && o.Cost >= best.Cost {
			continue
		}
		ns, ok := lk.after(s, o)
		if !ok {
			continue
		}
		for _, ti := range enemiesOf(&ns, fi) {
			// A shallow copy in which the figure turns: Sight only reads.
			look := ns
			look.Figures = lk.figures(&ns)
			look.Figures[fi].Facing = toward(&look.Figures[fi], &look.Figures[ti])
			if seen, err := rules.Sight(look, f.ID, look.Figures[ti].ID); err == nil && seen.Visible {
				best, found, seenName = o, true, look.Figures[ti].Name()
				break
			}
		}
	}
	if !found {
		return Decision{}, false
	}
	to := best.Command.(rules.Move).To
	return Decision{Option: best, Why: rules.Text{
		En: f.Name() + " cannot shoot this activation: it moves to " + to.String() + ", the nearest square from which it sees " + seenName,
		Es: f.Name() + " no puede disparar en esta activación: se mueve a " + to.String() + ", la casilla más cercana desde la que ve a " + seenName,
	}}, true
}

// runGetsCloser looks ahead at a run (a middling roll): a running figure
// may not step next to an enemy (page 23), so in a crowded room the
// squares beyond a walk may all be barred to it. It runs only when some
// square it could then reach is closer to the nearest enemy than the best
// a walk reaches (walk); otherwise it walks, keeping its Action.
func runGetsCloser(s *rules.State, run rules.Option, f *rules.Figure, d *distances, walk int) bool {
	lk := newLook()
	defer lk.done()
	ns, ok := lk.after(s, run)
	if !ok || ns.Active == nil {
		return false
	}
	for _, o := range rules.LookOptions(ns, rules.Dark) {
		if mv, ok := o.Command.(rules.Move); ok {
			if dist := d.to(f, mv.To); dist >= 0 && dist < walk {
				return true
			}
		}
	}
	return false
}
