package autoplay

import (
	"dun/board"
	"dun/rules"
)

// SeatState is what seat may see of s (rules.SeatView), as a state a
// policy can read: the figures, arrows, unexplored doors and traps of the
// seat's view; for the heroes, the squares of the sections not revealed
// are solid rock, the secret doors not found are walls, and the creatures
// still hidden and the Dark Player's reserve are gone. The Dark Player
// sees everything: his seat gets s itself. The result shares nothing
// mutable with s.
//
// It costs a copy of the board, so simulations, where the policy is
// trusted, play on the true state; the server's bots, which must not
// know more than their seat, decide on this one (Sighted).
func SeatState(s *rules.State, seat rules.Side) rules.State {
	if seat == rules.Dark {
		return s.Clone()
	}
	v := rules.SeatView(*s, seat)
	c := s.Clone()
	c.Figures, c.Active, c.Prompt, c.Reserve = v.Figures, v.Active, v.Prompt, v.Reserve
	if s.Board == nil || len(v.Board.Squares) != s.Board.Len() {
		return c
	}
	g := s.Board.Clone()
	for i, sq := range v.Board.Squares {
		if !sq.Seen {
			g.Set(g.Pos(i), board.Square{Terrain: board.Impassable})
		}
	}
	if x := c.Explore; x != nil {
		for _, d := range x.Secret {
			for _, p := range d.Edges(nil) {
				_ = g.SetEdge(p, d.Side, board.Edge{Kind: board.Wall})
			}
		}
		x.Arrows, x.Doors, x.Traps, x.Hidden, x.Secret = v.Arrows, v.Doors, v.Traps, nil, nil
		x.Free = nil // which hidden creatures cost nothing is the Dark Player's to know
	}
	c.Board = g
	return c
}

// Sighted plays Policy from what its seat may see (SeatState) rather than
// the true state: the heroes' bots of the server, whose seat must not
// learn hidden information through its choices (ARCHITECTURE.md,
// principle 6).
type Sighted struct{ Policy Policy }

// Choose asks the wrapped policy on the seat's view of s.
func (p Sighted) Choose(s *rules.State, seat rules.Side, opts []rules.Option) Choice {
	v := SeatState(s, seat)
	return p.Policy.Choose(&v, seat, opts)
}
