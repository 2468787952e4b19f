package adp

import (
	"dun/board"
	"dun/rules"
)

// The thief a Thief! card brings (R539). No behaviour card of page 61
// says what a thief does, so the ADP plays the card's words: the creature
// goes for its hero's backpack, snatches an item, and flees with it. In
// order: it flees when the rules let it (loot in hand, no enemy's melee
// range on it); carrying loot, it disengages, then walks to the square
// farthest from the heroes; without loot it steals when next to its hero,
// or walks to the square nearest him. Anything else (its hero is gone or
// carries nothing in his backpack, it cannot move) leaves it to its
// behaviour card, as any creature.

// thief decides the next step of the active thief fi, if the card's words
// decide it.
func (p *Player) thief(s *rules.State, fi int, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	if f.Quarry() == "" {
		return Decision{}, false
	}
	carrying := false
	for k := range f.Items {
		carrying = carrying || f.Items[k].Stolen
	}
	if o, ok := optionByID(opts, "leave:", f.ID); ok && carrying {
		return Decision{Option: o, Why: text("%s flees with what it stole", "%s huye con lo que ha robado", f.Name())}, true
	}
	if carrying {
		if o, ok := disengageOption(s, f, opts); ok {
			return Decision{Option: o, Why: text("%s gets away to flee with what it stole", "%s se aparta para huir con lo que ha robado", f.Name())}, true
		}
		return p.thiefWalk(s, fi, opts, -1)
	}
	if o, ok := optionByID(opts, "steal:", f.ID, ":", f.Quarry()); ok {
		return Decision{Option: o, Why: text("%s is next to %s: it tries to snatch an item from his backpack", "%s está junto a %s: intenta quitarle un objeto de la mochila", f.Name(), f.Quarry())}, true
	}
	qi := find(s, f.Quarry())
	if qi < 0 || !s.Figures[qi].Present() || !hasPack(&s.Figures[qi]) {
		return Decision{}, false
	}
	return p.thiefWalk(s, fi, opts, qi)
}

// hasPack reports whether hero h carries anything a thief may snatch.
func hasPack(h *rules.Figure) bool {
	for k := range h.Items {
		if it := &h.Items[k]; it.Place == rules.InPack && !it.Natural && !it.Unarmed {
			return true
		}
	}
	return false
}

// thiefWalk moves thief fi to the square nearest hero qi, or, qi < 0, to
// the one farthest from every hero; none when no move improves on where
// it stands.
func (p *Player) thiefWalk(s *rules.State, fi int, opts []rules.Option, qi int) (Decision, bool) {
	f := &s.Figures[fi]
	var score func(at board.Pos) int
	if qi >= 0 {
		d := measureFrom(s, &s.Figures[qi])
		defer d.release()
		score = func(at board.Pos) int {
			if c := d.to(f, at); c >= 0 {
				return -c
			}
			return -1 << 20
		}
	} else {
		var ds []*distances
		for _, ei := range enemiesOf(s, fi) {
			ds = append(ds, measureFrom(s, &s.Figures[ei]))
		}
		defer func() {
			for _, d := range ds {
				d.release()
			}
		}()
		score = func(at board.Pos) int {
			best := 1 << 20
			for _, d := range ds {
				if c := d.to(f, at); c >= 0 {
					best = min(best, c)
				}
			}
			return best
		}
	}
	here := score(f.At)
	var best rules.Option
	bs, found := here, false
	for _, o := range opts {
		mv, ok := o.Command.(rules.Move)
		if !ok {
			continue
		}
		if sc := score(mv.To); sc > bs || found && sc == bs && o.Cost < best.Cost {
			best, bs, found = o, sc, true
		}
	}
	if !found {
		return Decision{}, false
	}
	if qi >= 0 {
		return Decision{Option: best, Why: text("%s goes for %s's backpack", "%s va a por la mochila de %s", f.Name(), s.Figures[qi].Name())}, true
	}
	return Decision{Option: best, Why: text("%s runs off with what it stole", "%s escapa con lo que ha robado", f.Name())}, true
}
