package adp

import "dun/rules"

// Specific target (page 62, R913): "if a character or creature controlled
// by the ADP has, because of a specific rule in the quest, a specific
// target to eliminate, it will always move (as long as it is not engaged)
// towards that target, running if necessary, ignoring the criteria for
// prioritizing its attacks described in the previous section." The quest
// sheet names the target (a creature's or the Leader's `target`, which
// setup copies to Figure.Hunts). While the target is in play:
//
//   - the creature attacks it whenever it can this activation, whatever
//     its card's priorities or the spread of attacks say;
//   - otherwise, unless engaged, it moves toward it (running if walking
//     would not bring it there), never toward another enemy, and makes no
//     attack on another enemy on the way;
//   - engaged, it fights as the general rules say (the page's "as long as
//     it is not engaged").
//
// Spells keep their place before every other attack (page 61).

// hunted is the index of figure fi's specific target while it is in play
// and an enemy, or -1.
func hunted(s *rules.State, fi int) int {
	f := &s.Figures[fi]
	if f.Hunts() == "" {
		return -1
	}
	ti := find(s, f.Hunts())
	if ti < 0 || !s.Figures[ti].Present() || s.Figures[ti].Side == f.Side {
		return -1
	}
	return ti
}

// hunting reports whether figure fi is after its specific target and free
// to go after it (not engaged).
func hunting(s *rules.State, fi int, engaged *engagement) bool {
	return hunted(s, fi) >= 0 && !engaged.is()
}

// hunt attacks figure fi's specific target when one of cands reaches it,
// or, not engaged and before acting, moves toward it.
func (p *Player) hunt(s *rules.State, fi int, cands []candidate, opts []rules.Option, engaged *engagement, started bool) (Decision, bool) {
	ti := hunted(s, fi)
	if ti < 0 {
		return Decision{}, false
	}
	f, t := &s.Figures[fi], &s.Figures[ti]
	for _, c := range cands {
		if c.ti == ti {
			return p.carryOut(s, fi, c, rules.Text{
				En: "target " + t.Name() + ": the quest's specific target for " + f.Name() + ", its card's priorities ignored",
				Es: "objetivo " + t.Name() + ": el objetivo concreto de " + f.Name() + " en la misión, sin atender a las prioridades de su carta",
			}, opts), true
		}
	}
	if started || engaged.is() {
		return Decision{}, false
	}
	note := func(why rules.Text) rules.Text {
		return join(why, rules.Text{
			En: f.Name() + " goes after the quest's specific target and attacks no other enemy",
			Es: f.Name() + " va a por el objetivo concreto de la misión y no ataca a ningún otro enemigo",
		})
	}
	if d, ok := p.approachTo(s, fi, ti, opts, engaged, note, "its specific target", "su objetivo concreto"); ok {
		return d, true
	}
	return Decision{}, false
}
