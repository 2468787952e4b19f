package board

import "testing"

// Page 32's diagrams: a figure's 8 neighbours, F in front and B behind, for
// each facing. The orthogonal and diagonal diagrams both have 5 in front
// and 3 behind.
func TestInBackNeighbours(t *testing.T) {
	for _, c := range []struct {
		f    Dir
		rows [3]string
	}{
		{North, [3]string{"FFF", "F.F", "BBB"}},
		{NorthEast, [3]string{"FFF", "B.F", "BBF"}},
		{East, [3]string{"BFF", "B.F", "BFF"}},
		{SouthEast, [3]string{"BBF", "B.F", "FFF"}},
		{South, [3]string{"BBB", "F.F", "FFF"}},
		{SouthWest, [3]string{"FBB", "F.B", "FFF"}},
		{West, [3]string{"FFB", "F.B", "FFB"}},
		{NorthWest, [3]string{"FFF", "F.B", "FBB"}},
	} {
		p := Pos{5, 5}
		back := 0
		for y := 0; y < 3; y++ {
			for x := 0; x < 3; x++ {
				want := c.rows[y][x]
				if want == '.' {
					continue
				}
				q := Pos{p.X + x - 1, p.Y + y - 1}
				got := InBack(p, c.f, q)
				if got != (want == 'B') {
					t.Errorf("facing %s: %v in back %v, want %c", c.f, q, got, want)
				}
				if got {
					back++
				}
			}
		}
		if back != 3 {
			t.Errorf("facing %s: %d squares behind, want 3", c.f, back)
		}
		if InBack(p, c.f, p) {
			t.Errorf("facing %s: own square in back", c.f)
		}
	}
}

// Further away, the sides stay in front and the back is a half-plane.
func TestInBackDistance(t *testing.T) {
	p := Pos{10, 10}
	for _, c := range []struct {
		f    Dir
		t    Pos
		back bool
	}{
		{North, Pos{10, 3}, false},
		{North, Pos{17, 10}, false}, // level with it: a side
		{North, Pos{3, 11}, true},
		{NorthEast, Pos{14, 14}, false}, // on the diagonal across: a side
		{NorthEast, Pos{14, 15}, true},
		{NorthEast, Pos{6, 6}, false},
		{SouthWest, Pos{6, 6}, false},
		{SouthWest, Pos{7, 6}, true},
		{West, Pos{11, 0}, true},
	} {
		if got := InBack(p, c.f, c.t); got != c.back {
			t.Errorf("facing %s, %v: in back %v, want %v", c.f, c.t, got, c.back)
		}
	}
}

// A 2x2 base (the ## in the middle) keeps a single square's shape: sides
// as long as the base in front, the back only past its rear edge or corner.
func TestBodyInBackLarge(t *testing.T) {
	g := New(4, 4)
	body := []int{g.Index(Pos{1, 1}), g.Index(Pos{2, 1}), g.Index(Pos{1, 2}), g.Index(Pos{2, 2})}
	for _, c := range []struct {
		f    Dir
		rows [4]string
	}{
		{North, [4]string{"FFFF", "F##F", "F##F", "BBBB"}},
		{NorthEast, [4]string{"FFFF", "F##F", "B##F", "BBFF"}},
		{East, [4]string{"BFFF", "B##F", "B##F", "BFFF"}},
		{SouthEast, [4]string{"BBFF", "B##F", "F##F", "FFFF"}},
		{South, [4]string{"BBBB", "F##F", "F##F", "FFFF"}},
		{SouthWest, [4]string{"FFBB", "F##B", "F##F", "FFFF"}},
		{West, [4]string{"FFFB", "F##B", "F##B", "FFFB"}},
		{NorthWest, [4]string{"FFFF", "F##F", "F##B", "FFBB"}},
	} {
		for y := 0; y < 4; y++ {
			for x := 0; x < 4; x++ {
				want := c.rows[y][x]
				if want == '#' {
					continue
				}
				i := g.Index(Pos{x, y})
				if got := g.BodyInBack(body, c.f, []int{i}); got != (want == 'B') {
					t.Errorf("facing %s: (%d,%d) in back %v, want %c", c.f, x, y, got, want)
				}
			}
		}
	}
	// A Large target half behind a viewer is not behind it.
	viewer := []int{g.Index(Pos{1, 0})}
	if g.BodyInBack(viewer, South, body) {
		t.Error("a body in front of a viewer facing south is behind it")
	}
	half := []int{g.Index(Pos{0, 0}), g.Index(Pos{1, 0}), g.Index(Pos{0, 1}), g.Index(Pos{1, 1})}
	if g.BodyInBack([]int{g.Index(Pos{2, 0})}, SouthEast, half) {
		t.Error("a body partly beside a viewer is behind it")
	}
	if !g.BodyInBack([]int{g.Index(Pos{3, 3})}, SouthEast, half) {
		t.Error("a body wholly behind a viewer is not behind it")
	}
}

func TestToward(t *testing.T) {
	p := Pos{0, 0}
	for _, c := range []struct {
		t    Pos
		want Dir
	}{
		{Pos{0, -5}, North}, {Pos{1, -5}, North}, {Pos{2, -5}, North},
		{Pos{3, -5}, NorthEast}, {Pos{1, -1}, NorthEast}, {Pos{5, -3}, NorthEast},
		{Pos{5, -2}, East}, {Pos{5, 0}, East}, {Pos{3, 1}, East},
		{Pos{2, 1}, SouthEast}, {Pos{1, 2}, SouthEast}, {Pos{1, 3}, South},
		{Pos{-1, 1}, SouthWest}, {Pos{-3, 0}, West}, {Pos{-2, -2}, NorthWest},
		{Pos{0, 0}, North},
	} {
		if got := Toward(p, c.t); got != c.want {
			t.Errorf("Toward %v: %s, want %s", c.t, got, c.want)
		}
		if c.t != p && InBack(p, Toward(p, c.t), c.t) {
			t.Errorf("turned toward %v, it is behind", c.t)
		}
	}
}
