package scenario

import (
	"slices"

	"dun/board"
	"dun/internal/yamldec"
	"dun/rules"

	"go.yaml.in/yaml/v3"
)

// expectHeroesView reads heroes_view: what the heroes' seat sees of the
// state (rules.SeatView), the place where hidden information is held back
// (ARCHITECTURE.md, principle 6): the squares it sees and does not see,
// the traps it knows of and the hidden creatures a spell sensed, exactly.
func (p *parser) expectHeroesView(n *yaml.Node, what string, add adder) {
	var seen, unseen, traps, sensed []board.Pos
	var hasSeen, hasUnseen, hasTraps, hasSensed bool
	p.Object(n, what, nil, yamldec.Handlers{
		"seen":   func(v *yaml.Node) { seen, hasSeen = p.boardSquares(v, what+" seen") },
		"unseen": func(v *yaml.Node) { unseen, hasUnseen = p.boardSquares(v, what+" unseen") },
		"traps":  func(v *yaml.Node) { traps, hasTraps = p.boardSquares(v, what+" traps") },
		"sensed": func(v *yaml.Node) { sensed, hasSensed = p.boardSquares(v, what+" sensed") },
	})
	view := func(r *run) rules.View { return rules.SeatView(r.st, rules.Heroes) }
	squares := func(label string, want []board.Pos, is bool) {
		add(n.Line, label, func(r *run) (bool, string, string) {
			v := view(r)
			var wrong []board.Pos
			for _, q := range want {
				if v.Board.Squares[q.Y*v.Board.W+q.X].Seen != is {
					wrong = append(wrong, q)
				}
			}
			return len(wrong) == 0, squaresText(want), "not so for " + squaresText(wrong)
		})
	}
	exactly := func(label string, want []board.Pos, got func(v rules.View) []board.Pos) {
		add(n.Line, label, func(r *run) (bool, string, string) {
			g := got(view(r))
			a, b := slices.Clone(want), slices.Clone(g)
			less := func(x, y board.Pos) int {
				if x.Y != y.Y {
					return x.Y - y.Y
				}
				return x.X - y.X
			}
			slices.SortFunc(a, less)
			slices.SortFunc(b, less)
			return slices.Equal(a, b), squaresText(want), squaresText(g)
		})
	}
	if hasSeen {
		squares("the squares the heroes see", seen, true)
	}
	if hasUnseen {
		squares("the squares hidden from the heroes", unseen, false)
	}
	if hasTraps {
		exactly("the traps the heroes know of", traps, func(v rules.View) []board.Pos {
			var out []board.Pos
			for _, t := range v.Traps {
				out = append(out, t.At)
			}
			return out
		})
	}
	if hasSensed {
		exactly("the hidden creatures the heroes sensed", sensed, func(v rules.View) []board.Pos {
			var out []board.Pos
			for _, s := range v.Sensed {
				out = append(out, s.At)
			}
			return out
		})
	}
}
