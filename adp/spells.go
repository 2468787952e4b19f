package adp

import (
	"slices"
	"sort"
	"strconv"

	"dun/rules"
)

// Spellcasters (pages 61-62, R843): a creature that can cast prefers
// spells to every other attack ("Different attacks"); it casts at enemies
// even when a spell's area takes allies too, so long as it takes more
// enemies than allies ("Spells"); a spell that catches two or more enemies
// beats one that catches one ("Maximum targets"); among spells on one
// target the one with the most damage dice is the most effective. The
// target of single-target spells is chosen like any attack's (the spread,
// the card's priorities, at random). Spells that heal, protect or enhance
// are non-offensive actions (page 61's 1D6 on 4+) and summonings,
// teleports and terrain spells attack nobody: the ADP does not cast them
// (R843).

// castPlan is one cast the ADP weighs.
type castPlan struct {
	o                rules.Option
	spell            *rules.Spell
	target           int // the enemy targeted, -1 for a square
	enemies, allies  int
	dice             int
	aid              bool
	enemyName, place string
}

// offensive reports whether a spell attacks: projectiles, damage and
// control (page 38's natures aimed at enemies).
func offensive(sp *rules.Spell) bool {
	switch sp.Effect.ID {
	case rules.EffectProjectile, rules.EffectDamage, rules.EffectControl:
		return sp.Missing == ""
	}
	return false
}

// spellOf is figure f's spell id, or nil, also for a spell of a lore
// the creature does not use (inLore).
func spellOf(f *rules.Figure, id string) *rules.Spell {
	for k := range f.Spells {
		if f.Spells[k].ID == id {
			if !inLore(f, &f.Spells[k]) {
				return nil
			}
			return &f.Spells[k]
		}
	}
	return nil
}

// loreOf is the lore a caster of several uses (page 62: "If they can
// choose among different lores, choose a random one"): drawn once for the
// creature, from its ID alone, so the choice holds all quest long (R1192).
// It is "" for a caster of one lore or none.
func loreOf(f *rules.Figure) string {
	var lores []string
	for k := range f.Spells {
		if l := f.Spells[k].Lore; l != "" && !slices.Contains(lores, l) {
			lores = append(lores, l)
		}
	}
	if len(lores) < 2 {
		return ""
	}
	return lores[stableRoll(0, len(lores), f.ID, "lore")]
}

// inLore reports whether the ADP's creature f casts spell sp: one of its
// drawn lore when it has several.
func inLore(f *rules.Figure, sp *rules.Spell) bool {
	l := loreOf(f)
	return l == "" || sp.Lore == l
}

// castPlans lists the offensive casts of figure fi among opts that take
// more enemies than allies.
func castPlans(s *rules.State, fi int, opts []rules.Option) []castPlan {
	f := &s.Figures[fi]
	var out []castPlan
	for _, o := range opts {
		c, ok := o.Command.(rules.Cast)
		if !ok || c.Figure != f.ID {
			continue
		}
		sp := spellOf(f, c.Spell)
		if sp == nil || !offensive(sp) {
			continue
		}
		pl := castPlan{o: o, spell: sp, target: -1, dice: sp.Effect.Dice, aid: c.Aid != ""}
		if c.Square == nil {
			ti := find(s, c.Target)
			if ti < 0 || s.Figures[ti].Side == f.Side {
				continue // an attack spell aimed at an ally is no attack
			}
			pl.target, pl.enemyName, pl.place = ti, s.Figures[ti].Name(), s.Figures[ti].Name()
		} else {
			pl.place = c.Square.String()
		}
		for _, id := range rules.CastAffects(*s, c) {
			if k := find(s, id); k >= 0 && s.Figures[k].Side == f.Side {
				pl.allies++
			} else {
				pl.enemies++
			}
		}
		if pl.enemies == 0 || pl.enemies <= pl.allies {
			continue
		}
		out = append(out, pl)
	}
	return out
}

// castSpell picks the ADP's cast among opts, if any (R843).
func (p *Player) castSpell(s *rules.State, fi int, card Card, opts []rules.Option) (Decision, bool) {
	plans := castPlans(s, fi, opts)
	if len(plans) == 0 {
		return Decision{}, false
	}
	f := &s.Figures[fi]
	most := 0
	for _, pl := range plans {
		most = max(most, pl.enemies)
	}
	var why rules.Text
	var pool []castPlan
	if most >= 2 {
		for _, pl := range plans {
			if pl.enemies == most {
				pool = append(pool, pl)
			}
		}
		why = text("its spell catches %d enemies (the most it can)", "su hechizo alcanza a %d enemigos (los más que puede)", most)
	} else {
		var cands []candidate
		seen := map[int]bool{}
		for _, pl := range plans {
			if pl.target >= 0 && !seen[pl.target] {
				seen[pl.target] = true
				cands = append(cands, candidate{ti: pl.target, ranged: true, first: pl.o})
			}
		}
		if len(cands) == 0 {
			pool = plans
			why = text("its spell catches an enemy", "su hechizo alcanza a un enemigo")
		} else {
			c, w := p.choose(s, fi, card, cands)
			why = w
			for _, pl := range plans {
				if pl.target == c.ti {
					pool = append(pool, pl)
				}
			}
		}
	}
	// The most effective: fewer allies caught, more damage dice, an aid
	// (a disposable casting bonus, used as soon as possible, page 62),
	// then the cheaper spell, then the order offered.
	sort.SliceStable(pool, func(a, b int) bool {
		x, y := pool[a], pool[b]
		if x.allies != y.allies {
			return x.allies < y.allies
		}
		if x.dice != y.dice {
			return x.dice > y.dice
		}
		if x.aid != y.aid {
			return x.aid
		}
		return x.spell.Mana < y.spell.Mana
	})
	best := pool[0]
	caught := ""
	if best.allies > 0 {
		caught = " (" + strconv.Itoa(best.enemies) + " enemies, " + strconv.Itoa(best.allies) + " allies)"
	}
	return Decision{Option: best.o, Why: join(why, rules.Text{
		En: f.Name() + " casts " + best.spell.Name.En + " at " + best.place + caught + ": spells come before other attacks",
		Es: f.Name() + " lanza " + best.spell.Name.Es + " contra " + best.place + caught + ": los hechizos van antes que otros ataques",
	})}, true
}

// mayCast reports whether figure fi could cast an offensive spell at all
// this activation: it knows one and has the mana for it.
func mayCast(f *rules.Figure) bool { return castRange(f) > 0 }

// castRange is the longest range of the offensive spells figure f may
// still cast (mana left, casts left), 0 for none.
func castRange(f *rules.Figure) int {
	r := 0
	for k := range f.Spells {
		if sp := &f.Spells[k]; offensive(sp) && sp.Mana <= f.ManaLeft() && sp.Casts < rules.CastsPerSpell(f.Sorcery()) && inLore(f, sp) {
			r = max(r, sp.Range+sp.Radius, 1)
		}
	}
	return r
}

// castAfterTurning looks for a cast the creature could make after turning
// toward an enemy (turning is free, page 19): the face option to take.
func (p *Player) castAfterTurning(s *rules.State, fi int, card Card, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	tried := map[string]bool{}
	for _, ti := range enemiesOf(s, fi) {
		want := toward(f, &s.Figures[ti])
		id := "face:" + f.ID + ":" + want.String()
		o, ok := optionByID(opts, id)
		if !ok || tried[id] {
			continue
		}
		tried[id] = true
		ns, ok := after(s, o)
		if !ok || ns.Active == nil {
			continue
		}
		if d, ok := p.castSpell(&ns, fi, card, rules.CastOptions(ns, rules.Dark)); ok {
			return Decision{Option: o, Why: join(d.Why, text("%s turns first", "%s se gira primero", f.Name()))}, true
		}
	}
	return Decision{}, false
}

// castsFrom reports whether figure fi of s could cast at an enemy, as it
// faces or after turning toward one (turning is free, page 19).
func castsFrom(s *rules.State, fi int) bool {
	if len(castPlans(s, fi, rules.CastOptions(*s, rules.Dark))) > 0 {
		return true
	}
	ns := *s
	ns.Figures = append([]rules.Figure(nil), s.Figures...)
	f := &ns.Figures[fi]
	facing := f.Facing
	for _, ti := range enemiesOf(s, fi) {
		if want := toward(f, &ns.Figures[ti]); want != facing {
			f.Facing = want
			if len(castPlans(&ns, fi, rules.CastOptions(ns, rules.Dark))) > 0 {
				return true
			}
		}
	}
	return false
}

// castSpot moves a caster that can cast nothing from where it stands to
// the cheapest square from which it could cast at an enemy, away from
// enemies' sides where it can (the Sorcerer keeps its distance; a basic
// spell may follow a move, page 39).
func (p *Player) castSpot(s *rules.State, fi int, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	reach := castRange(f)
	type move struct {
		o    rules.Option
		near bool
	}
	var moves []move
	for _, o := range opts {
		mv, ok := o.Command.(rules.Move)
		if !ok {
			continue
		}
		near, inRange := false, false
		for _, ti := range enemiesOf(s, fi) {
			t := &s.Figures[ti]
			g := gap(mv.To, f.Span(), t.At, t.Span())
			near = near || g <= 1
			inRange = inRange || g <= reach
		}
		if inRange {
			moves = append(moves, move{o, near})
		}
	}
	sort.SliceStable(moves, func(a, b int) bool {
		if moves[a].near != moves[b].near {
			return !moves[a].near
		}
		return moves[a].o.Cost < moves[b].o.Cost
	})
	// Looking ahead is dear: the cheapest few squares in reach will do.
	if len(moves) > maxCastSpots {
		moves = moves[:maxCastSpots]
	}
	for _, m := range moves {
		ns, ok := after(s, m.o)
		if !ok || ns.Active == nil || !castsFrom(&ns, fi) {
			continue
		}
		to := m.o.Command.(rules.Move).To
		return Decision{Option: m.o, Why: text("%s moves to %s, the nearest square from which it can cast at an enemy",
			"%s se mueve a %s, la casilla más cercana desde la que puede lanzar un hechizo a un enemigo", f.Name(), to)}, true
	}
	return Decision{}, false
}

// maxCastSpots bounds the squares castSpot looks at from each position.
const maxCastSpots = 12

// SorcererCard is the card ID of the Sorcerer, who "keeps two or more
// squares from every enemy" (the starter pack's card, R849).
const SorcererCard = "sorcerer"

// keepAway drops from opts the moves that would bring a Sorcerer that can
// still cast next to an enemy: it approaches, but stays a square off
// (R849). Any other creature's options are returned as they are.
func keepAway(s *rules.State, fi int, opts []rules.Option) []rules.Option {
	f := &s.Figures[fi]
	if f.Behaviour() != SorcererCard || !mayCast(f) {
		return opts
	}
	enemies := enemiesOf(s, fi)
	out := make([]rules.Option, 0, len(opts))
	for _, o := range opts {
		if mv, ok := o.Command.(rules.Move); ok {
			near := false
			for _, ti := range enemies {
				t := &s.Figures[ti]
				near = near || gap(mv.To, f.Span(), t.At, t.Span()) < 2
			}
			if near {
				continue
			}
		}
		out = append(out, o)
	}
	return out
}
