package rules

import (
	"fmt"
	"strconv"
	"strings"

	"dun/board"
)

// The Pit card's second square (R1042). The pack's Pit is "a pit two
// squares long" (its `squares` parameter), and page 48's note speaks of
// "a two-square pit placed after its detection". The first square is
// where the hero sets it off; the second is the Dark Player's choice among
// the squares orthogonally next to it with no wall between: floor of a
// revealed section (no element, stair, pit or impassable rock), no figure
// on it, and no other obstacle on or next to it (page 48). A human Dark
// Player names it in his answer ("play:pit:x,y", one option per square);
// the ADP, whose rules say nothing of it, answers "play:pit" and the first
// square in reading order is taken. With no such square the pit is one
// square long. Either square sets the hidden pit off; detected or sprung,
// both open, and a hero on either falls into the one under him.

// pitSeconds are the squares the second square of a long pit card c at
// spot sp may go on, in reading order; nil for any other card.
func pitSeconds(s *State, c *DarkCard, sp obstacleSpot) []board.Pos {
	if c.Effect != "card_pit" || c.Int("squares") < 2 {
		return nil
	}
	g := s.Board
	taken := obstacleSquares(s)
	var out []board.Pos
	// Reading order: north, west, east, south.
	for _, d := range [...]board.Dir{board.North, board.West, board.East, board.South} {
		q := sp.at.Add(d)
		if !g.In(q) || !g.Adjacent(g.Index(sp.at), g.Index(q)) {
			continue
		}
		sq := g.Square(q)
		if sq.Element != 0 || sq.HasStair || sq.Terrain == board.Impassable || sq.Terrain == board.Pit || !s.SectionRevealed(sq.Section) {
			continue
		}
		free := true
		for i := range s.Figures {
			if f := &s.Figures[i]; f.Present() && f.Covers(q) {
				free = false
			}
		}
		for _, p := range taken {
			if absInt(p.X-q.X) <= 1 && absInt(p.Y-q.Y) <= 1 {
				free = false
			}
		}
		if free {
			out = append(out, q)
		}
	}
	return out
}

// pitOptions are the answers that play long pit card c at sp: one per
// second square for a human Dark Player, the card alone for the ADP or
// when no second square fits.
func pitOptions(s *State, c *DarkCard, sp obstacleSpot, label Text) []PromptOption {
	seconds := pitSeconds(s, c, sp)
	if len(seconds) == 0 || adpMode(s) {
		return []PromptOption{{ID: "play:" + c.ID, Label: label}}
	}
	var out []PromptOption
	for _, q := range seconds {
		xy := fmt.Sprintf("%d,%d", q.X, q.Y)
		out = append(out, PromptOption{ID: "play:" + c.ID + ":" + xy, Label: Text{En: label.En + ", on to " + xy, Es: label.Es + ", hasta " + xy}})
	}
	return out
}

// pitSecond reads the second square of the answer's rest ("x,y", or ""
// for the card alone) for long pit card c at sp; ok is false when the
// square is not one it may go on.
func pitSecond(s *State, c *DarkCard, sp obstacleSpot, rest string) (board.Pos, bool, *RuleError) {
	seconds := pitSeconds(s, c, sp)
	if rest == "" {
		if len(seconds) == 0 {
			return board.Pos{}, false, nil
		}
		return seconds[0], true, nil
	}
	xs, ys, _ := strings.Cut(rest, ",")
	x, err1 := strconv.Atoi(xs)
	y, err2 := strconv.Atoi(ys)
	q := board.Pos{X: x, Y: y}
	for _, p := range seconds {
		if err1 == nil && err2 == nil && p == q {
			return q, true, nil
		}
	}
	return board.Pos{}, false, refuse(CodeCardPlace, "the pit cannot run on to %s", "el foso no puede seguir hasta %s", rest)
}

// openPitSquares opens the pit of trap t: its square and, when long, the
// second; it reports whether any opened.
func (e *env) openPitSquares(t Trap) bool {
	opened := e.setPit(t.At, t.Pit)
	if t.Long && e.setPit(t.Second, t.Pit) {
		opened = true
	}
	return opened
}
