package adp

import "dun/rules"

// act decides the next step of the active creature's activation (pages
// 61-62): change weapons when its hands hold the wrong kind, disengage
// when its card wants to, attack the target its card prefers among those
// it can reach this activation (turning or moving first if needed),
// otherwise run and move toward the nearest enemy, face it, and end.
func (p *Player) act(s *rules.State, opts []rules.Option) Decision {
	a := s.Active
	fi := find(s, a.Figure)
	if fi < 0 {
		return endActivation(opts, rules.Text{En: "the active figure is gone", Es: "la figura activa ya no está"})
	}
	f := &s.Figures[fi]
	card := p.shooterCard(s, fi, p.card(f))
	started := a.Attacks > 0 || a.Shots > 0
	engaged := len(rules.Engagers(*s, f.ID)) > 0

	if !started && engaged && card.Ranged && !card.NeverDisengage && len(f.Held(rules.ItemRanged)) > 0 {
		if o, ok := disengageOption(s, f, opts); ok && p.shootsOnceFree(s, fi, card) {
			return Decision{Option: o, Why: rules.Text{
				En: f.Name + " disengages so that it can shoot (" + card.Name.En + ")",
				Es: f.Name + " se destraba para poder disparar (" + card.Name.Es + ")",
			}}
		}
	}

	if !started && a.QuickActions == 0 {
		if d, ok := p.changeWeapon(s, fi, card, opts); ok {
			return d
		}
	}
	cands := p.candidates(s, fi, card, opts, !started)
	if len(cands) > 0 {
		if f.Leader && engaged && !started {
			if o, ok := disengageOption(s, f, opts); ok {
				if d, ok := p.leaderBreaksAway(s, fi, card, cands, o); ok {
					return d
				}
			}
		}
		c, why := p.choose(s, fi, card, cands)
		return p.carryOut(s, fi, c, why, opts)
	}

	for _, o := range opts {
		switch c := o.Command.(type) {
		case rules.Reload:
			if card.Ranged && c.Item >= 0 && c.Item < len(f.Items) && f.Items[c.Item].Place == rules.InHand {
				return Decision{Option: o, Why: text("%s reloads: no enemy to shoot this activation", "%s recarga: no hay enemigo al que disparar en esta activación", f.Name)}
			}
		case rules.Climb:
			return Decision{Option: o, Why: text("%s climbs out of the pit", "%s sale del foso", f.Name)}
		}
	}
	if !started {
		shooter := card.Ranged && len(f.Held(rules.ItemRanged)) > 0
		if shooter && !seesEnemy(s, fi) {
			if d, ok := p.sightSpot(s, fi, opts); ok {
				return d
			}
		}
		if !shooter || !seesEnemy(s, fi) {
			if d, ok := p.approach(s, fi, opts, engaged); ok {
				return d
			}
		}
	}
	if ni := nearest(s, fi); ni >= 0 {
		want := toward(f, &s.Figures[ni])
		if seen, err := rules.Sight(*s, f.ID, s.Figures[ni].ID); err == nil && seen.Behind && want != f.Facing {
			if o, ok := optionByID(opts, "face:"+f.ID+":"+want.String()); ok {
				return Decision{Option: o, Why: text("%s turns to face %s, the nearest enemy, who is behind it", "%s se gira hacia %s, el enemigo más cercano, que está a su espalda", f.Name, s.Figures[ni].Name)}
			}
		}
	}
	why := text("%s has nothing more to do", "%s no tiene nada más que hacer", f.Name)
	if started {
		why = text("%s has made its attacks", "%s ya ha hecho sus ataques", f.Name)
	}
	return endActivation(opts, why)
}

func endActivation(opts []rules.Option, why rules.Text) Decision {
	for _, o := range opts {
		if _, ok := o.Command.(rules.EndActivation); ok {
			return Decision{Option: o, Why: why}
		}
	}
	return Decision{Option: last(opts), Why: why}
}

// shootsOnceFree looks ahead: were figure fi to pass its disengaging
// tests, could it then move and shoot in this activation?
func (p *Player) shootsOnceFree(s *rules.State, fi int, card Card) bool {
	ns := s.Clone()
	ns.Active.Disengaged = true
	for _, c := range p.candidates(&ns, fi, card, rules.Options(ns, rules.Dark), true) {
		if c.ranged {
			return true
		}
	}
	return false
}

func disengageOption(s *rules.State, f *rules.Figure, opts []rules.Option) (rules.Option, bool) {
	a := s.Active
	if a == nil || a.Disengaged || len(a.DisengagedFrom) > 0 || a.Action != "" {
		return rules.Option{}, false
	}
	return optionByID(opts, "disengage:"+f.ID)
}

// candidates lists, one per enemy, the attacks the creature can make this
// activation: now, after turning, or (when it may still move and has not
// attacked) after one move; shots before melee (page 62) unless the card
// forbids them or, for a creature whose card is not a shooter's, an enemy
// is already adjacent.
func (p *Player) candidates(s *rules.State, fi int, card Card, opts []rules.Option, move bool) []candidate {
	f := &s.Figures[fi]
	type way struct {
		candidate
		cover, crowd int
	}
	best := map[int]way{}
	var order []int
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
	consider := func(c candidate, cover, crowd int) {
		if c.ranged && card.MeleeOnly {
			return
		}
		k := 2 * c.ti
		if c.ranged {
			k++
		}
		w := way{c, cover, crowd}
		if old, ok := best[k]; ok {
			if worse(old, w) {
				return
			}
		} else {
			order = append(order, k)
		}
		best[k] = w
	}
	for _, o := range opts {
		if t, r, ok := attackOf(o); ok {
			if ti := find(s, t); ti >= 0 {
				consider(candidate{ti: ti, ranged: r, first: o}, coverOf(s, fi, ti), 0)
			}
		}
	}
	enemies := enemiesOf(s, fi)
	for _, ti := range enemies {
		want := toward(f, &s.Figures[ti])
		o, ok := optionByID(opts, "face:"+f.ID+":"+want.String())
		if !ok {
			continue
		}
		for _, so := range strikes(s, fi, ti) {
			_, r, _ := attackOf(so)
			consider(candidate{ti: ti, ranged: r, effort: 1, first: o}, coverOf(s, fi, ti), 0)
		}
	}
	if move {
		shooter := len(f.Held(rules.ItemRanged)) > 0 && !card.MeleeOnly
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
			ns, ok := after(s, o)
			if !ok || ns.Active == nil {
				continue
			}
			crowd := alliesNear(&ns, fi, mv.To)
			for _, ti := range enemies {
				for _, so := range strikes(&ns, fi, ti) {
					_, r, _ := attackOf(so)
					consider(candidate{ti: ti, ranged: r, effort: 2, cost: o.Cost, first: o}, coverOf(&ns, fi, ti), crowd)
				}
			}
		}
	}
	var all []candidate
	ranged := false
	for _, k := range order {
		all = append(all, best[k].candidate)
		ranged = ranged || best[k].ranged
	}
	adjacent := false
	for _, ti := range enemies {
		adjacent = adjacent || rules.Adjacent(*s, f.ID, s.Figures[ti].ID, true)
	}
	keepRanged := ranged && (card.Ranged || !adjacent)
	var out, rest []candidate
	for _, c := range all {
		if c.ranged == keepRanged {
			out = append(out, c)
		} else {
			rest = append(rest, c)
		}
	}
	if len(out) == 0 {
		// The preferred kind of attack is not possible: the other one is
		// better than none (page 61: maximise the attacks).
		return rest
	}
	return out
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
// 18), or -1 when none can be reached.
func nearest(s *rules.State, fi int) int {
	j := newJudge(s, fi)
	best, bd := -1, 1<<20
	for _, ti := range enemiesOf(s, fi) {
		if d := j.closeness(ti); d < bd {
			best, bd = ti, d
		}
	}
	return best
}

// carryOut returns the option that starts candidate c, with the target's
// reason and what the step does.
func (p *Player) carryOut(s *rules.State, fi int, c candidate, why rules.Text, opts []rules.Option) Decision {
	f, t := &s.Figures[fi], &s.Figures[c.ti]
	switch c.effort {
	case 0:
		o := pickWeapon(s, fi, c, opts)
		if c.ranged {
			return Decision{Option: o, Why: join(why, text("%s shoots at %s", "%s dispara a %s", f.Name, t.Name))}
		}
		return Decision{Option: o, Why: join(why, text("%s attacks %s", "%s ataca a %s", f.Name, t.Name))}
	case 1:
		return Decision{Option: c.first, Why: join(why, text("%s turns to face %s before attacking", "%s se gira hacia %s antes de atacar", f.Name, t.Name))}
	}
	to := f.At
	if mv, ok := c.first.Command.(rules.Move); ok {
		to = mv.To
	}
	return Decision{Option: c.first, Why: join(why, text("%s moves to %s (%d Movement) to attack %s", "%s se mueve a %s (%d de Movimiento) para atacar a %s", f.Name, to, c.cost, t.Name))}
}

func join(a, b rules.Text) rules.Text {
	return rules.Text{En: a.En + "; " + b.En, Es: a.Es + "; " + b.Es}
}

// pickWeapon chooses among the options attacking c's target the most
// suitable weapon (page 62): against heavy armour (Armour 5 or more) the
// one that lowers it most, otherwise the one with the smallest penalty to
// hit; a weapon before fighting unarmed.
func pickWeapon(s *rules.State, fi int, c candidate, opts []rules.Option) rules.Option {
	f, t := &s.Figures[fi], &s.Figures[c.ti]
	best, bk := c.first, 1<<20
	for _, o := range opts {
		target, r, ok := attackOf(o)
		if !ok || target != t.ID || r != c.ranged {
			continue
		}
		item := -1
		switch cmd := o.Command.(type) {
		case rules.Attack:
			item = cmd.Item
		case rules.Shoot:
			item = cmd.Item
		}
		k := 1000 // unarmed
		if item >= 0 && item < len(f.Items) {
			it := &f.Items[item]
			hit := 0
			for _, pen := range it.Penalties {
				if pen.Attribute == rules.CombatSkill || pen.Attribute == rules.ShootingSkill {
					hit -= pen.Value
				}
			}
			if t.Attrs.Armour >= 5 {
				k = 10*it.Piercing - it.Dice
			} else {
				k = 10*hit - it.Dice
			}
		}
		if k < bk {
			best, bk = o, k
		}
	}
	return best
}

// changeWeapon draws a melee weapon when an enemy is adjacent and the
// creature's hands hold none, and a shooter's ranged weapon when no enemy
// is adjacent and it holds none (page 62: the most suitable weapon, and
// no penalty for drawing; the rules still apply theirs, R305).
func (p *Player) changeWeapon(s *rules.State, fi int, card Card, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	adjacent := false
	for _, ti := range enemiesOf(s, fi) {
		adjacent = adjacent || rules.Adjacent(*s, f.ID, s.Figures[ti].ID, true)
	}
	want := rules.ItemKind(0)
	switch {
	case adjacent && len(f.MeleeWeapons()) == 0:
		want = rules.ItemMelee
	case !adjacent && card.Ranged && len(f.Held(rules.ItemRanged)) == 0:
		want = rules.ItemRanged
	default:
		return Decision{}, false
	}
	var best rules.Option
	bd := -1
	for _, o := range opts {
		w, ok := o.Command.(rules.Wield)
		if !ok || w.Item < 0 || w.Item >= len(f.Items) {
			continue
		}
		it := &f.Items[w.Item]
		if it.Kind != want || it.Unloaded || !it.Usable() {
			continue
		}
		if it.Dice > bd {
			best, bd = o, it.Dice
		}
	}
	if bd < 0 {
		return Decision{}, false
	}
	it := &f.Items[best.Command.(rules.Wield).Item]
	if want == rules.ItemMelee {
		return Decision{Option: best, Why: rules.Text{
			En: f.Name + " draws " + it.Name.En + ": an enemy is next to it and its hands hold no melee weapon",
			Es: f.Name + " empuña " + it.Name.Es + ": tiene un enemigo al lado y ningún arma cuerpo a cuerpo en las manos",
		}}, true
	}
	return Decision{Option: best, Why: rules.Text{
		En: f.Name + " takes up " + it.Name.En + ": a shooter with no enemy next to it",
		Es: f.Name + " toma " + it.Name.Es + ": es un tirador sin enemigos al lado",
	}}, true
}

// leaderBreaksAway disengages a Leader whose roll points at an enemy it
// cannot attack from where it stands (page 64: a Leader always tries to
// disengage when it must to reach its target).
func (p *Player) leaderBreaksAway(s *rules.State, fi int, card Card, cands []candidate, o rules.Option) (Decision, bool) {
	var all []candidate
	for _, ti := range enemiesOf(s, fi) {
		all = append(all, candidate{ti: ti, effort: 2})
	}
	if len(all) == 0 {
		return Decision{}, false
	}
	want, why := p.choose(s, fi, card, all)
	for _, c := range cands {
		if c.ti == want.ti {
			return Decision{}, false
		}
	}
	return Decision{Option: o, Why: join(why, text("the Leader disengages to reach %s", "el Líder se destraba para alcanzar a %s", s.Figures[want.ti].Name))}, true
}

// approach moves a creature that cannot attack this activation toward the
// nearest enemy it can reach (page 62), running first when walking would
// not bring it next to that enemy and it is not engaged.
func (p *Player) approach(s *rules.State, fi int, opts []rules.Option, engaged bool) (Decision, bool) {
	f := &s.Figures[fi]
	ni := nearest(s, fi)
	if ni < 0 {
		return Decision{}, false
	}
	t := &s.Figures[ni]
	d := measureFrom(s, t)
	here := d.to(f, f.At)
	var best rules.Option
	bd, bc, bcrowd := here, 0, 0
	found := false
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
		if dist < bd || found && dist == bd && (o.Cost < bc || o.Cost == bc && crowd < bcrowd) {
			best, bd, bc, bcrowd, found = o, dist, o.Cost, crowd, true
		}
	}
	a := s.Active
	if !a.Moved && !engaged && bd > 1 {
		for _, o := range opts {
			if _, ok := o.Command.(rules.Run); ok {
				return Decision{Option: o, Why: text("%s cannot attack this activation and walking would not bring it next to %s, the nearest enemy: it runs",
					"%s no puede atacar en esta activación y andando no llegaría junto a %s, el enemigo más cercano: corre", f.Name, t.Name)}, true
			}
		}
	}
	if !found {
		return Decision{}, false
	}
	to := best.Command.(rules.Move).To
	return Decision{Option: best, Why: text("%s cannot attack this activation: it moves to %s, %d squares from %s, the nearest enemy",
		"%s no puede atacar en esta activación: se mueve a %s, a %d casillas de %s, el enemigo más cercano", f.Name, to, bd, t.Name)}, true
}

// RangedCard is the card ID whose priorities a creature with a ranged
// weapon in hand follows while no enemy is adjacent (page 62).
const RangedCard = "ranged"

// shooterCard is the card figure fi follows now: a creature whose card is
// not a shooter's but who holds a usable ranged weapon, with no enemy
// adjacent, behaves as a Ranged Fighter (page 62) until the weapon is
// spent or an enemy comes next to it.
func (p *Player) shooterCard(s *rules.State, fi int, card Card) Card {
	f := &s.Figures[fi]
	if card.Ranged || card.MeleeOnly || len(f.Held(rules.ItemRanged)) == 0 {
		return card
	}
	for _, ti := range enemiesOf(s, fi) {
		if rules.Adjacent(*s, f.ID, s.Figures[ti].ID, true) {
			return card
		}
	}
	r, ok := p.Cards[RangedCard]
	if !ok {
		return card
	}
	// Keep what the creature's own card says of defence and melee.
	r.ID, r.Name = card.ID, card.Name
	r.NoShield, r.Push, r.Follow, r.NeverDisengage, r.Leader = card.NoShield, card.Push, card.Follow, card.NeverDisengage, card.Leader
	return r
}

// seesEnemy reports whether figure fi sees an enemy, or would on turning.
func seesEnemy(s *rules.State, fi int) bool {
	f := &s.Figures[fi]
	for _, ti := range enemiesOf(s, fi) {
		look := s.Clone()
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
	for _, o := range opts {
		if _, ok := o.Command.(rules.Move); !ok || found && o.Cost >= best.Cost {
			continue
		}
		ns, ok := after(s, o)
		if !ok {
			continue
		}
		for _, ti := range enemiesOf(&ns, fi) {
			look := ns.Clone()
			look.Figures[fi].Facing = toward(&look.Figures[fi], &look.Figures[ti])
			if seen, err := rules.Sight(look, f.ID, look.Figures[ti].ID); err == nil && seen.Visible {
				best, found, seenName = o, true, look.Figures[ti].Name
				break
			}
		}
	}
	if !found {
		return Decision{}, false
	}
	to := best.Command.(rules.Move).To
	return Decision{Option: best, Why: rules.Text{
		En: f.Name + " cannot shoot this activation: it moves to " + to.String() + ", the nearest square from which it sees " + seenName,
		Es: f.Name + " no puede disparar en esta activación: se mueve a " + to.String() + ", la casilla más cercana desde la que ve a " + seenName,
	}}, true
}
