package adp

import "dun/rules"

// Weapons, disengaging and the Leader breaking away (pages 62, 64).

// shootsOnceFree looks ahead: were figure fi to pass its disengaging
// tests, could it then move and shoot in this activation?
func (p *Player) shootsOnceFree(s *rules.State, fi int, card Card) bool {
	// A shallow copy with an activation of its own (in a look's memory):
	// the look ahead only reads the state it starts from (its moves are
	// built in a look's memory of its own).
	lk := newLook()
	defer lk.done()
	lk.ns, lk.active = *s, *s.Active
	lk.active.Disengaged = true
	lk.ns.Active = &lk.active
	return p.shoots(&lk.ns, fi, card, rules.LookOptions(lk.ns, rules.Dark))
}

func disengageOption(s *rules.State, f *rules.Figure, opts []rules.Option) (rules.Option, bool) {
	a := s.Active
	if a == nil || a.Disengaged || a.Still || len(a.DisengagedFrom) > 0 || a.Action != "" {
		return rules.Option{}, false
	}
	return optionByID(opts, "disengage:", f.ID)
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
			for _, pen := range it.ActivePenalties() {
				if pen.Attribute == rules.CombatSkill || pen.Attribute == rules.ShootingSkill {
					hit -= pen.Value
				}
			}
			if t.Attrs().Armour >= 5 {
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
// creature's hands hold none, a shooter's ranged weapon when no enemy is
// adjacent and it holds none, and a throwing or ranged weapon from the
// pack of a creature of another card when it could use it this
// activation (page 62: the most suitable weapon, no penalty for drawing,
// R841, R846).
func (p *Player) changeWeapon(s *rules.State, fi int, card Card, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	adjacent := false
	for _, ti := range enemiesOf(s, fi) {
		adjacent = adjacent || rules.Adjacent(*s, f.ID, s.Figures[ti].ID, true)
	}
	if d, ok := p.pickUpOwn(s, fi, adjacent, opts); ok {
		return d, true
	}
	if d, ok := p.drawThrowing(s, fi, card, adjacent, opts); ok {
		return d, true
	}
	want := rules.ItemKind(0)
	switch {
	case adjacent && !holdsMeleeWeapon(f):
		want = rules.ItemMelee
	case !adjacent && card.Ranged && !holds(f, rules.ItemRanged):
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
			En: f.Name() + " draws " + it.Name.En + ": an enemy is next to it and its hands hold no melee weapon",
			Es: f.Name() + " empuña " + it.Name.Es + ": tiene un enemigo al lado y ningún arma cuerpo a cuerpo en las manos",
		}}, true
	}
	return Decision{Option: best, Why: rules.Text{
		En: f.Name() + " takes up " + it.Name.En + ": a shooter with no enemy next to it",
		Es: f.Name() + " toma " + it.Name.Es + ": es un tirador sin enemigos al lado",
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
	return Decision{Option: o, Why: join(why, text("the Leader disengages to reach %s", "el Líder se destraba para alcanzar a %s", s.Figures[want.ti].Name()))}, true
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
	if card.Ranged || card.MeleeOnly || !holds(f, rules.ItemRanged) {
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

// pickUpOwn takes back a weapon the creature let fall (a blunder drops it
// in the rules), when no enemy is next to it so that it costs only a Quick
// Action: page 62 has ADP creatures keep their weapon after a blunder, and
// this is the nearest the rules allow (R305).
func (p *Player) pickUpOwn(s *rules.State, fi int, adjacent bool, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	if adjacent {
		return Decision{}, false
	}
	for _, o := range opts {
		pu, ok := o.Command.(rules.PickUp)
		if !ok || pu.Owner != f.ID || pu.Item < 0 || pu.Item >= len(f.Items) {
			continue
		}
		it := &f.Items[pu.Item]
		if !it.Weapon() || it.Broken {
			continue
		}
		return Decision{Option: o, Why: rules.Text{
			En: f.Name() + " picks up its " + it.Name.En + " from the ground",
			Es: f.Name() + " recoge del suelo su " + it.Name.Es,
		}}, true
	}
	return Decision{}, false
}

// drawThrowing takes a ranged or throwing weapon out of the pack of a
// creature whose card is not a shooter's (nor forbids shooting), with no
// enemy next to it, when, looking ahead, it could shoot with it in this
// activation: page 62 has such creatures behave as Ranged Fighters until
// those weapons are used up (R846). One that could not shoot yet keeps its
// melee weapon and comes closer.
func (p *Player) drawThrowing(s *rules.State, fi int, card Card, adjacent bool, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	if adjacent || card.Ranged || card.MeleeOnly || holds(f, rules.ItemRanged) {
		return Decision{}, false
	}
	for _, o := range opts {
		w, ok := o.Command.(rules.Wield)
		if !ok || w.Item < 0 || w.Item >= len(f.Items) {
			continue
		}
		it := &f.Items[w.Item]
		if it.Kind != rules.ItemRanged || it.Unloaded || it.Broken || it.Spent {
			continue
		}
		ns, ok := after(s, o)
		if !ok || ns.Active == nil {
			continue
		}
		if !p.shoots(&ns, fi, p.shooterCard(&ns, fi, card), rules.LookOptions(ns, rules.Dark)) {
			continue
		}
		return Decision{Option: o, Why: rules.Text{
			En: f.Name() + " takes up " + it.Name.En + " from its pack: with no enemy next to it, a creature with a throwing or ranged weapon acts as a Ranged Fighter until it has used it up",
			Es: f.Name() + " saca " + it.Name.Es + " de su mochila: sin enemigos al lado, una criatura con un arma arrojadiza o a distancia actúa como Tirador hasta agotarla",
		}}, true
	}
	return Decision{}, false
}

// holdsMeleeWeapon reports whether figure f has a melee weapon ready: a
// javelin it may fight with in melee is a thrown weapon still, and a
// creature next to an enemy draws a true melee weapon if it carries one
// (page 62's most suitable weapon).
func holdsMeleeWeapon(f *rules.Figure) bool {
	for _, k := range f.MeleeWeapons() {
		if f.Items[k].Kind == rules.ItemMelee {
			return true
		}
	}
	return false
}
