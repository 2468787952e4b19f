package adp

import (
	"dun/board"
	"dun/rules"
)

// act decides the next step of the active creature's activation (pages
// 61-62): cast an attack spell at its enemies (cast.go), change weapons when its hands hold the wrong kind, disengage
// when its card wants to, attack the target its card prefers among those
// it can reach this activation (turning or moving first if needed),
// otherwise run and move toward the nearest enemy, face it, and end.
func (p *Player) act(s *rules.State, opts []rules.Option) (d Decision) {
	a := s.Active
	fi := find(s, a.Figure)
	if fi < 0 {
		return endActivation(opts, rules.Text{En: "the active figure is gone", Es: "la figura activa ya no está"})
	}
	f := &s.Figures[fi]
	if d, ok := p.thief(s, fi, opts); ok {
		return d
	}
	if d, ok := p.watchman(s, fi, opts); ok {
		return d // page 116: a Watchman's door first
	}
	// The skill limit (page 61, R911): what it bars is gone from opts.
	opts, note := withinLimit(s, fi, opts)
	if note.En != "" {
		defer func() { d = noteLimit(d, note) }()
	}
	card := p.shooterCard(s, fi, p.card(f))
	started := a.Attacks > 0 || a.Shots > 0
	// A creature that can fly takes off before anything else (page 114:
	// creatures fly when they come into play; the Flying card's creatures
	// land only to attack, which the rules do with the attack).
	if !f.Flying() {
		if o, ok := optionByID(opts, "skill_action:", f.ID, ":fly"); ok {
			return Decision{Option: o, Why: text("%s takes off: flying, it passes over figures and furniture and ignores melee ranges", "%s alza el vuelo: volando pasa sobre figuras y mobiliario e ignora las Zonas de Influencia", f.Name())}
		}
	}
	if !started && a.Action == "" {
		if d, ok := p.breathe(s, fi, opts); ok {
			return d
		}
	}
	// Whether it is engaged is asked only where it matters (rules.Engagers
	// checks the whole state's shape).
	engaged := engagement{s: s, id: f.ID}

	if !started && card.Ranged && !card.NeverDisengage && holds(f, rules.ItemRanged) && engaged.is() {
		if o, ok := disengageOption(s, f, opts); ok && p.shootsOnceFree(s, fi, card) {
			return Decision{Option: o, Why: rules.Text{
				En: f.Name() + " disengages so that it can shoot (" + card.Name.En + ")",
				Es: f.Name() + " se destraba para poder disparar (" + card.Name.Es + ")",
			}}
		}
	}

	if !started && a.Action == "" && !a.Moved && a.QuickActions == 0 {
		// Encouraging's and Mislead's creature texts need no die (R917).
		if d, ok := p.encourage(s, fi, opts); ok {
			return d
		}
		if d, ok := p.mislead(s, fi, opts); ok {
			return d
		}
		// Page 61: a creature that can support its side rolls 1D6 first.
		if d, ok := p.nonOffensive(s, fi, opts); ok {
			return d
		}
	}
	if !started && a.Action == "" {
		// Leech Mana's creature text: skills first (page 61, R1104).
		if d, ok := p.leech(s, fi, opts); ok {
			return d
		}
	}
	if !started && a.Action == "" && mayCast(f) {
		// The Battle Sorcerer's own spells first (R917).
		if d, ok := p.selfSpell(s, fi, card, opts); ok {
			return d
		}
		// Spells before every other attack (page 61, R843).
		if d, ok := p.castSpell(s, fi, card, opts); ok {
			return d
		}
		if d, ok := p.castAfterTurning(s, fi, card, opts); ok {
			return d
		}
		if card.Caster && !engaged.is() {
			if d, ok := p.castSpot(s, fi, opts); ok {
				return d
			}
		}
	}

	if !started && a.QuickActions == 0 {
		if d, ok := p.changeWeapon(s, fi, card, opts); ok {
			return d
		}
	}
	// Disposable objects at the first opportunity (page 62, R916): those
	// of a Quick Action, then those of its Action (R1246).
	if d, ok := p.quickObject(s, fi, card, opts); ok {
		return d
	}
	if d, ok := p.actionObject(s, fi, card, opts); ok {
		return d
	}
	if !started && a.Action == "" {
		// Deafening Roar at two or more enemies beside it (R1103).
		if d, ok := p.roar(s, fi, opts); ok {
			return d
		}
	}
	if !started && a.Action == "" && !(card.Ranged && holds(f, rules.ItemRanged)) && !hunting(s, fi, &engaged) {
		// Maximum targets (page 62, R912): a skill striking two enemies.
		if d, ok := p.manyTargets(s, fi, opts); ok {
			return d
		}
	}
	cands := p.candidates(s, fi, card, opts, !started)
	if d, ok := p.hunt(s, fi, cands, opts, &engaged, started); ok {
		return d // the quest's specific target (page 62, R913)
	}
	if len(cands) > 0 {
		if f.Leader() && !started && engaged.is() {
			if o, ok := disengageOption(s, f, opts); ok {
				if d, ok := p.leaderBreaksAway(s, fi, card, cands, o); ok {
					return d
				}
			}
		}
		c, why := p.choose(s, fi, card, cands)
		if d, ok, note := p.skillOnTarget(s, fi, c, why, opts); ok {
			return d
		} else if note.En != "" {
			why = join(why, note) // the skill limit kept a skill back
		}
		return p.carryOut(s, fi, c, why, opts)
	}

	for _, o := range opts {
		switch c := o.Command.(type) {
		case rules.Reload:
			if card.Ranged && c.Item >= 0 && c.Item < len(f.Items) && f.Items[c.Item].Place == rules.InHand {
				return Decision{Option: o, Why: text("%s reloads: no enemy to shoot this activation", "%s recarga: no hay enemigo al que disparar en esta activación", f.Name())}
			}
		case rules.Climb:
			return Decision{Option: o, Why: text("%s climbs out of the pit", "%s sale del foso", f.Name())}
		}
	}
	if !started {
		shooter := card.Ranged && holds(f, rules.ItemRanged)
		if shooter && !seesEnemy(s, fi) {
			if d, ok := p.sightSpot(s, fi, opts); ok {
				return d
			}
		}
		if !shooter || !seesEnemy(s, fi) {
			if d, ok := p.approach(s, fi, keepAway(s, fi, opts), &engaged); ok {
				return d
			}
		}
		// Shut off behind an explored door (page 61, R918).
		if d, ok := p.openDoor(s, fi, opts); ok {
			return d
		}
	}
	// Which enemy is the nearest takes two searches of the board: asked
	// only when some enemy is behind it and could be turned to.
	if turnable(s, fi, opts) {
		if ni := nearest(s, fi); ni >= 0 {
			want := toward(f, &s.Figures[ni])
			if seen, err := rules.Sight(*s, f.ID, s.Figures[ni].ID); err == nil && seen.Behind && want != f.Facing {
				if o, ok := optionByID(opts, "face:"+f.ID+":"+want.String()); ok {
					return Decision{Option: o, Why: text("%s turns to face %s, the nearest enemy, who is behind it", "%s se gira hacia %s, el enemigo más cercano, que está a su espalda", f.Name(), s.Figures[ni].Name())}
				}
			}
		}
	}
	// Its Action spent, a creature with an extra Action (the Leader's
	// improvement, "Increase the challenge!") takes it and begins anew.
	if o, ok := optionByID(opts, "take_extra_action:", f.ID); ok {
		return Decision{Option: o, Why: text("%s has spent its Action and takes one of its extra Actions", "%s ha gastado su Acción y toma una de sus Acciones extra", f.Name())}
	}
	why := text("%s has nothing more to do", "%s no tiene nada más que hacer", f.Name())
	if started {
		why = text("%s has made its attacks", "%s ya ha hecho sus ataques", f.Name())
	}
	return endActivation(opts, why)
}

// engagement is whether figure id is engaged in s (rules.Engagers),
// worked out when first asked.
type engagement struct {
	s              *rules.State
	id             string
	known, engaged bool
}

func (e *engagement) is() bool {
	if !e.known {
		e.engaged, e.known = len(rules.Engagers(*e.s, e.id)) > 0, true
	}
	return e.engaged
}

// turnable reports whether some enemy of figure fi is behind it, seen,
// and not where it faces, with an option to turn toward it: what the
// nearest enemy must be for fi to turn to it as act's last step.
func turnable(s *rules.State, fi int, opts []rules.Option) bool {
	f := &s.Figures[fi]
	for _, ti := range enemiesOf(s, fi) {
		want := toward(f, &s.Figures[ti])
		if want == f.Facing {
			continue
		}
		if _, ok := faceOption(opts, f.ID, want); !ok {
			continue
		}
		if seen, err := rules.Sight(*s, f.ID, s.Figures[ti].ID); err == nil && seen.Behind {
			return true
		}
	}
	return false
}

func endActivation(opts []rules.Option, why rules.Text) Decision {
	for _, o := range opts {
		if _, ok := o.Command.(rules.EndActivation); ok {
			return Decision{Option: o, Why: why}
		}
	}
	return Decision{Option: last(opts), Why: why}
}

// candidates lists, one per enemy, the attacks the creature can make this
// activation: now, after turning, or (when it may still move and has not
// attacked) after one move; shots before melee (page 62) unless the card
// forbids them or, for a creature whose card is not a shooter's, an enemy
// is already adjacent.
func (p *Player) candidates(s *rules.State, fi int, card Card, opts []rules.Option, move bool) []candidate {
	type way struct {
		candidate
		key          int // 2*ti, +1 for a shot
		cover, crowd int
	}
	// best holds the best way to each key in the order the keys were
	// first found: a handful, searched in place.
	var best []way
	at := func(k int) int {
		for i := range best {
			if best[i].key == k {
				return i
			}
		}
		return -1
	}
	// Among ways of equal effort, the one whose attack has the least cover
	// in the way, then the cheapest, then the one with fewest allies
	// around (page 61: no easy targets for area attacks).
	worse := func(old, c way) bool {
		if old.effort != c.effort {
			return old.effort < c.effort
		}
		if old.cover != c.cover {
			return old.cover < c.cover
		}
		if old.cost != c.cost {
			return old.cost < c.cost
		}
		return old.crowd <= c.crowd
	}
	enemies := enemiesOf(s, fi)
	// settled reports whether every way of the given kind to ti with this
	// effort, cost and crowd would lose to the one kept, whatever its
	// cover (none is less than 0): ways need not list them.
	settled := func(ti int, ranged bool, effort, cost, crowd int) bool {
		if ranged && card.MeleeOnly {
			return true // dropped below
		}
		k := 2 * ti
		if ranged {
			k++
		}
		i := at(k)
		if i < 0 {
			return false
		}
		old := best[i]
		return old.effort < effort || old.effort == effort && old.cover == 0 && (old.cost < cost || old.cost == cost && old.crowd <= crowd)
	}
	p.ways(s, fi, card, opts, enemies, move, settled, func(c candidate, from *rules.State, crowd int) bool {
		if c.ranged && card.MeleeOnly {
			return true
		}
		k := 2 * c.ti
		if c.ranged {
			k++
		}
		i := at(k)
		if i >= 0 {
			// worse keeps the way kept without looking at the cover when
			// it took less effort, or when both are made from the same
			// state (now or after turning, or the same move), where the
			// cover, cost and crowd are the same.
			old := best[i]
			if old.effort < c.effort || old.effort == c.effort && (c.effort < 2 || old.first.ID == c.first.ID) {
				return true
			}
		}
		w := way{c, k, coverOf(from, fi, c.ti), crowd}
		if i < 0 {
			best = append(best, w)
		} else if !worse(best[i], w) {
			best[i] = w
		}
		return true
	})
	ranged := false
	for _, w := range best {
		ranged = ranged || w.ranged
	}
	keepRanged := ranged && prefersShots(s, fi, card, enemies)
	n := 0
	for _, w := range best {
		if w.ranged == keepRanged {
			n++
		}
	}
	if n == 0 {
		// The preferred kind of attack is not possible: the other one is
		// better than none (page 61: maximise the attacks).
		keepRanged, n = !keepRanged, len(best)
	}
	if n == 0 {
		return nil
	}
	out := make([]candidate, 0, n)
	for _, w := range best {
		if w.ranged == keepRanged {
			out = append(out, w.candidate)
		}
	}
	return out
}

// prefersShots reports whether candidates keeps the shots when there are
// any: for a shooter's card, or with no enemy adjacent.
func prefersShots(s *rules.State, fi int, card Card, enemies []int) bool {
	if card.Ranged {
		return true
	}
	f := &s.Figures[fi]
	for _, ti := range enemies {
		if rules.Adjacent(*s, f.ID, s.Figures[ti].ID, true) {
			return false
		}
	}
	return true
}

// shoots looks ahead: is there a shot among candidates(s, fi, card, opts,
// true)? It answers from the first ways that settle it (a shot when shots
// are preferred, a melee attack when they are not), so a creature that
// can shoot from where it stands is not walked to every square it could
// reach. As ways reads only the moves, attacks, shots and turns of opts,
// rules.LookOptions will do for rules.Options.
func (p *Player) shoots(s *rules.State, fi int, card Card, opts []rules.Option) bool {
	if card.MeleeOnly {
		return false // candidates drops every shot
	}
	enemies := enemiesOf(s, fi)
	prefer := prefersShots(s, fi, card, enemies)
	ranged, melee := false, false
	// Only what could change the answer is worked out: the attacks count
	// only when shots are not preferred, and the shots until one is found.
	settled := func(_ int, shot bool, _, _, _ int) bool {
		if shot {
			return ranged
		}
		return prefer
	}
	p.ways(s, fi, card, opts, enemies, true, settled, func(c candidate, _ *rules.State, _ int) bool {
		if c.ranged {
			ranged = true
			return !prefer
		}
		melee = true
		return prefer
	})
	// With shots preferred any shot is kept; otherwise the shots are
	// kept only when there is no melee attack at all.
	return ranged && (prefer || !melee)
}

// ways walks the attacks figure fi can make this activation, as
// candidates considers them and in its order: the attacks offered now,
// those after turning toward each enemy, and (with move) those after
// each move that brings it near an enemy (any move for a creature with
// a ranged weapon in hand). visit gets each with the state it would be
// made from and, after a move, how many allies touch the square; it
// returns false to stop the walk. The ways of a kind (melee or shots) to
// an enemy that settled (nil: none) says visit would drop, given their
// effort, cost and crowd, are not worked out.
func (p *Player) ways(s *rules.State, fi int, card Card, opts []rules.Option, enemies []int, move bool, settled func(ti int, ranged bool, effort, cost, crowd int) bool, visit func(c candidate, from *rules.State, crowd int) bool) {
	// kinds is which strikes at ti the rules need list in st, where
	// figure fi reaches reach in melee and has something to shoot or not:
	// none that the rules could not offer, and none that settled rules out.
	kinds := func(st *rules.State, ti int, reach int, shoots bool, effort, cost, crowd int) (melee, ranged bool) {
		g, t := &st.Figures[fi], &st.Figures[ti]
		melee = meleeWithin(st.Board, g, g.At, t, reach)
		ranged = shoots
		if settled != nil {
			melee = melee && !settled(ti, false, effort, cost, crowd)
			ranged = ranged && !settled(ti, true, effort, cost, crowd)
		}
		return melee, ranged
	}
	f := &s.Figures[fi]
	for _, o := range opts {
		if t, r, ok := attackOf(o); ok {
			if ti := find(s, t); ti >= 0 {
				if !visit(candidate{ti: ti, ranged: r, first: o}, s, 0) {
					return
				}
			}
		}
	}
	lk := newLook()
	defer lk.done()
	reach, shoots := rules.MeleeReach(f), rules.CanShoot(f)
	faces := faceOptions(opts, f.ID)
	for _, ti := range enemies {
		k := faces[toward(f, &s.Figures[ti])&7]
		if k < 0 {
			continue
		}
		o := opts[k]
		melee, ranged := kinds(s, ti, reach, shoots, 1, 0, 0)
		for _, so := range strikesOf(s, fi, ti, lk, melee, ranged) {
			_, r, _ := attackOf(so)
			if !visit(candidate{ti: ti, ranged: r, effort: 1, first: o}, s, 0) {
				return
			}
		}
	}
	if !move {
		return
	}
	shooter := holds(f, rules.ItemRanged) && !card.MeleeOnly
	for _, o := range opts {
		mv, ok := o.Command.(rules.Move)
		if !ok {
			continue
		}
		near := false
		for _, ti := range enemies {
			t := &s.Figures[ti]
			near = near || gap(mv.To, f.Span(), t.At, t.Span()) <= 2
		}
		if !near && !shooter {
			continue
		}
		if settled != nil && !worthLooking(s, fi, mv.To, o.Cost, enemies, settled, lk) {
			continue
		}
		lk.ns, ok = lk.after(s, o)
		ns := &lk.ns // in the look's memory, which visit may read
		if !ok || ns.Active == nil {
			continue
		}
		crowd := alliesNear(ns, fi, mv.To)
		g := &ns.Figures[fi]
		reach, shoots := rules.MeleeReach(g), rules.CanShoot(g)
		for _, ti := range enemies {
			melee, ranged := kinds(ns, ti, reach, shoots, 2, o.Cost, crowd)
			for _, so := range strikesOf(ns, fi, ti, lk, melee, ranged) {
				_, r, _ := attackOf(so)
				if !visit(candidate{ti: ti, ranged: r, effort: 2, cost: o.Cost, first: o}, ns, crowd) {
					return
				}
			}
		}
	}
}

// worthLooking reports whether a move of figure fi to square to, at the
// given cost, could give it a way to an enemy that settled does not
// rule out: an attack at an enemy within its melee reach of the square
// (adjacent to it there, for a reach of 1), or a shot when it has
// something to shoot, at an enemy it would see from there (lk.seesFrom).
// After a move from which it can strike a Dark figure stands where it
// went and the others where they stood (so its allies around it are
// those around the square now), and no move gives it a shot or a longer
// reach (rules.CanShoot, rules.MeleeReach, rules.TestMoveKeepsStrikers),
// so the moves that could not are not applied.
func worthLooking(s *rules.State, fi int, to board.Pos, cost int, enemies []int, settled func(ti int, ranged bool, effort, cost, crowd int) bool, lk *look) bool {
	f := &s.Figures[fi]
	shoots, reach := rules.CanShoot(f), rules.MeleeReach(f)
	crowd := -1 // counted when first asked
	crowdAt := func() int {
		if crowd < 0 {
			crowd = alliesNear(s, fi, to)
		}
		return crowd
	}
	for _, ti := range enemies {
		t := &s.Figures[ti]
		if gap(to, f.Span(), t.At, t.Span()) <= reach && !settled(ti, false, 2, cost, crowdAt()) && meleeWithin(s.Board, f, to, t, reach) && lk.seesFrom(s, fi, to, ti) {
			return true
		}
		if shoots && !settled(ti, true, 2, cost, crowdAt()) && lk.seesFrom(s, fi, to, ti) {
			return true
		}
	}
	return false
}

// coverOf is the cover target ti has against figure fi where they stand.
func coverOf(s *rules.State, fi, ti int) int {
	seen, err := rules.Sight(*s, s.Figures[fi].ID, s.Figures[ti].ID)
	if err != nil {
		return 0
	}
	return int(seen.Cover)
}

// enemiesOf lists the present enemies of figure fi.
func enemiesOf(s *rules.State, fi int) []int {
	var out []int
	for i := range s.Figures {
		if o := &s.Figures[i]; o.Side != s.Figures[fi].Side && o.Present() {
			out = append(out, i)
		}
	}
	return out
}

// nearest is the closest present enemy of figure fi by distance (page
// 18), or -1 when none can be reached; an enemy it could only reach
// through an Agility test (a jump, a swim) is never the nearest while
// another can be reached on foot (page 61, R845).
func nearest(s *rules.State, fi int) int {
	ni, _ := nearestOnFoot(s, fi)
	return ni
}

// nearestOnFoot is nearest, and the closer enemy it passed over for being
// beyond an Agility test (-1 for none).
func nearestOnFoot(s *rules.State, fi int) (best, passed int) {
	j := newJudge(s, fi, false)
	defer j.release()
	all := enemiesOf(s, fi)
	closest := func(among []int) int {
		b, bd := -1, 1<<20
		for _, ti := range among {
			if d := j.closeness(ti); d < bd {
				b, bd = ti, d
			}
		}
		return b
	}
	best, passed = closest(all), -1
	if best < 0 || len(all) < 2 {
		// No enemy can be reached, or the one enemy is the one left
		// (onFoot's search of the board would change neither).
		return best, passed
	}
	if walk := onFoot(s, fi, all); len(walk) > 0 && len(walk) < len(all) {
		if w := closest(walk); w != best {
			best, passed = w, best
		}
	}
	return best, passed
}

// carryOut returns the option that starts candidate c, with the target's
// reason and what the step does.
func (p *Player) carryOut(s *rules.State, fi int, c candidate, why rules.Text, opts []rules.Option) Decision {
	f, t := &s.Figures[fi], &s.Figures[c.ti]
	switch c.effort {
	case 0:
		o := pickWeapon(s, fi, c, opts)
		if spin, w, _ := p.spinning(s, fi, o, opts); w.En != "" {
			o, why = spin, join(why, w)
		}
		if d, w := declare(s, fi, o, opts); w.En != "" {
			o, why = d, join(why, w) // skills in each attack (R920)
		}
		if c.ranged {
			return Decision{Option: o, Why: join(why, text("%s shoots at %s", "%s dispara a %s", f.Name(), t.Name()))}
		}
		return Decision{Option: o, Why: join(why, text("%s attacks %s", "%s ataca a %s", f.Name(), t.Name()))}
	case 1:
		return Decision{Option: c.first, Why: join(why, text("%s turns to face %s before attacking", "%s se gira hacia %s antes de atacar", f.Name(), t.Name()))}
	}
	to := f.At
	if mv, ok := c.first.Command.(rules.Move); ok {
		to = mv.To
	}
	return Decision{Option: c.first, Why: join(why, text("%s moves to %s (%d Movement) to attack %s", "%s se mueve a %s (%d de Movimiento) para atacar a %s", f.Name(), to, c.cost, t.Name()))}
}

func join(a, b rules.Text) rules.Text {
	return rules.Text{En: a.En + "; " + b.En, Es: a.Es + "; " + b.Es}
}
