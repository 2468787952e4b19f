package autoplay

import (
	"path/filepath"
	"strings"
	"testing"

	"dun/rules"
)

// gallery is the Goblin Chasm with Taeral on its gallery, beside the
// chasm, the way on (an arrow into the cave) beyond it, every section but
// the cave and the larder revealed and no enemy in play.
func gallery(t *testing.T) rules.State {
	t.Helper()
	s := gameWith(t, filepath.Join("..", "examples", "quests", "03-goblin-chasm.yaml"), "taeral")
	var heroes []rules.Figure
	for _, f := range s.Figures {
		if f.Hero() {
			heroes = append(heroes, f)
		}
	}
	s.Figures = heroes
	x := s.Explore
	x.Hidden, x.Doors = nil, nil
	cave := s.Board.Square(pos(19, 8)).Section
	for _, p := range [...]struct{ x, y int }{{0, 0}, {8, 3}, {15, 2}} {
		x.Revealed[s.Board.Square(pos(p.x, p.y)).Section-1] = true
	}
	x.Arrows = []rules.ExplorationArrow{{At: pos(20, 3), To: cave}}
	figure(&s, "taeral").At = pos(16, 2)
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return s
}

// A hero jumps a chasm when the way on lies across it and he clears it
// often enough; badly wounded, or clumsy, he does not.
func TestJumpTheChasm(t *testing.T) {
	for _, c := range []struct {
		name  string
		setup func(f *rules.Figure)
		jump  bool
	}{
		{"an agile hero jumps the one-square chasm", nil, true},
		{"a badly wounded one does not risk the fall", func(f *rules.Figure) { f.Wounds = int32(f.Attrs().Vitality - 1) }, false},
		{"a clumsy one does not either", func(f *rules.Figure) { f.EditAttrs().Agility = 1 }, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := gallery(t)
			if c.setup != nil {
				c.setup(figure(&s, "taeral"))
			}
			a, opts := activate(t, s, "taeral")
			if find(opts, "jump:") < 0 {
				t.Fatalf("no jump offered among %s", rules.OptionIDs(opts))
			}
			got := (Heroes{}).Choose(&a, rules.Heroes, opts)
			if jumped := strings.HasPrefix(opts[got.Index].ID, "jump:taeral:18,2"); jumped != c.jump {
				t.Errorf("chose %s (%s)", opts[got.Index].ID, got.Why.En)
			}
		})
	}
}
