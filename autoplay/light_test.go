package autoplay

import (
	"strings"
	"testing"

	"dun/board"
	"dun/rules"
)

// The hero policy lights the torch it carries when it stands in the dark,
// and leaves it in the pack where the section is lit.
func TestHeroPolicyLightsTorch(t *testing.T) {
	g := board.New(5, 3)
	for y := 0; y < 3; y++ {
		for x := 0; x < 5; x++ {
			g.Set(board.Pos{X: x, Y: y}, board.Square{Section: 1})
		}
	}
	g.Seal()
	hero := rules.Figure{
		ID:    "taeral",
		Side:  rules.Heroes,
		Size:  rules.SizeAverage,
		At:    board.Pos{X: 1, Y: 1},
		Items: []rules.Item{{ItemCard: &rules.ItemCard{ID: "torch", Name: rules.Text{En: "Torch", Es: "Antorcha"}, Kind: rules.ItemObject, Hands: 1, Effect: "item_light"}}},
	}.WithInfo(rules.FigureInfo{
		Name:  "Taeral",
		Hero:  true,
		Attrs: rules.Attributes{Movement: 5, Strength: 3, Vitality: 6},
	})
	for _, dark := range []bool{false, true} {
		s, err := rules.NewState(g, []rules.Figure{hero})
		if err != nil {
			t.Fatal(err)
		}
		if dark {
			if s, err = rules.WithScene(s, rules.Scene{Dark: []rules.DarkSection{{Section: 1}}}); err != nil {
				t.Fatal(err)
			}
		}
		s, _, err = rules.Apply(s, rules.Activate{Header: rules.Header{Seat: rules.Heroes}, Figure: "taeral"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		opts := rules.Options(s, rules.Heroes)
		c := Heroes{}.Choose(&s, rules.Heroes, opts)
		if lit := strings.HasPrefix(opts[c.Index].ID, "light:"); lit != dark {
			t.Fatalf("dark %v: chose %s (%s)", dark, opts[c.Index].ID, c.Why.En)
		}
	}
}
