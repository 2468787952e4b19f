package server

import (
	"encoding/json"
	"slices"
	"sort"

	"dun/rules"
)

const heroesSide = rules.Heroes

// Competitive play (Options.Competitive, page 98): beside the party's
// achievement points, each hero's own are counted. A point the heroes
// score goes to the hero the rules name for it, else to the hero of the
// seat that sent the command when that seat plays one hero (else to the
// party alone). At the quest's end the hero with the most earns one extra
// experience point and, with three heroes or more, the one with the
// fewest one less (never below nothing): Scores says who.

// Scores are the game's own scores, shown to every seat.
type Scores struct {
	// Heroes are each hero's achievement points (competitive play).
	Heroes map[string]int `json:"heroes,omitempty"`
	// Penalties are the Dark Player's extra points for heroes that ran
	// over their time (time limits); Dark is his points with them.
	Penalties []Penalty `json:"penalties,omitempty"`
	Dark      int       `json:"dark"`
	// Best and Worst name the heroes who gain and lose an experience
	// point, once the quest has ended (competitive play).
	Best  []string `json:"best,omitempty"`
	Worst []string `json:"worst,omitempty"`
}

// scoresLocked brings the heroes' points up to the log and reports the
// scores.
func (g *Game) scoresLocked() *Scores {
	sc := &Scores{Penalties: slices.Clone(g.penalties), Dark: g.state.Achievements.Dark + len(g.penalties)}
	if !g.Options.Competitive {
		return sc
	}
	if g.heroPoints == nil || g.pointsN > g.n {
		g.heroPoints, g.pointsN = map[string]int{}, 0
		for _, s := range g.seats {
			if s.Side == heroesSide && !s.Spectator {
				for _, f := range s.Figures {
					g.heroPoints[f] = 0
				}
			}
		}
	}
	for ; g.pointsN < g.n; g.pointsN++ {
		it := g.log[g.pointsN]
		var evs []struct {
			Type   string `json:"type"`
			Side   string `json:"side"`
			Points int    `json:"points"`
			Figure string `json:"figure"`
		}
		if json.Unmarshal(it.dark, &evs) != nil {
			continue
		}
		for _, e := range evs {
			if e.Type != "achievement_scored" || e.Side != "heroes" {
				continue
			}
			hero := ""
			if f := figureOf(&g.state, e.Figure); f != nil && f.Side == heroesSide {
				hero = f.ID
				if f.Owner() != "" {
					hero = f.Owner()
				}
			} else if s := g.seat(it.seat); s != nil && len(s.Figures) == 1 {
				hero = s.Figures[0]
			}
			if hero != "" {
				g.heroPoints[hero] += e.Points
			}
		}
	}
	sc.Heroes = map[string]int{}
	for h, p := range g.heroPoints {
		sc.Heroes[h] = p
	}
	if g.state.End != nil && len(sc.Heroes) > 1 {
		names := make([]string, 0, len(sc.Heroes))
		for h := range sc.Heroes {
			names = append(names, h)
		}
		sort.Strings(names)
		hi, lo := sc.Heroes[names[0]], sc.Heroes[names[0]]
		for _, h := range names {
			hi, lo = max(hi, sc.Heroes[h]), min(lo, sc.Heroes[h])
		}
		if hi > lo {
			for _, h := range names {
				if sc.Heroes[h] == hi {
					sc.Best = append(sc.Best, h)
				}
				if sc.Heroes[h] == lo && len(names) >= 3 {
					sc.Worst = append(sc.Worst, h)
				}
			}
		}
	}
	return sc
}

// seat is the seat with that ID.
func (g *Game) seat(id string) *Seat {
	for _, s := range g.seats {
		if s.ID == id {
			return s
		}
	}
	return nil
}
