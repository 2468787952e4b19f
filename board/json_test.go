package board

import (
	"encoding/json"
	"strings"
	"testing"
)

func jsonTestGrid(t *testing.T) *Grid {
	g := New(4, 3)
	for x := 2; x < 4; x++ {
		for y := 0; y < 3; y++ {
			g.Set(Pos{x, y}, Square{Section: 2, Terrain: Difficult, Level: 1})
		}
	}
	g.Set(Pos{0, 2}, Square{Section: 1, Level: 1, HasStair: true, Stairs: Stairs{Up: North, Access: 1<<SideN | 1<<SideS}})
	if err := g.SetEdge(Pos{1, 1}, SideE, Edge{Kind: Door, Door: ReinforcedDoor, State: Opened}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.AddElement(Element{Kind: "table", Height: 1, Cover: LightCover, Movable: true}, Pos{0, 0}, Pos{1, 0}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.AddElement(Element{Kind: "chest", Height: 1, NoObstacle: true}, Pos{3, 2}); err != nil {
		t.Fatal(err)
	}
	g.Seal()
	return g
}

// A grid survives JSON: the same squares, edges and elements, so the same
// movement and sight, and the same bytes when written again.
func TestGridJSONRoundTrip(t *testing.T) {
	g := jsonTestGrid(t)
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	var h Grid
	if err := json.Unmarshal(b, &h); err != nil {
		t.Fatal(err)
	}
	b2, _ := json.Marshal(&h)
	if string(b) != string(b2) {
		t.Fatalf("written again differently:\n%s\n%s", b, b2)
	}
	for i := 0; i < g.Len(); i++ {
		for d := Dir(0); d < 8; d++ {
			j1, c1, ok1 := g.Step(i, d, Average)
			j2, c2, ok2 := h.Step(i, d, Average)
			if j1 != j2 || c1 != c2 || ok1 != ok2 {
				t.Fatalf("step %v %s differs after JSON", g.Pos(i), d)
			}
		}
	}
	// A decoded board keeps its edges through a later Seal.
	h.Seal()
	if b3, _ := json.Marshal(&h); string(b3) != string(b) {
		t.Fatal("Seal changed a decoded board")
	}
}

func TestGridJSONRefusesMalformed(t *testing.T) {
	good, _ := json.Marshal(jsonTestGrid(t))
	for _, c := range []struct{ what, from, to string }{
		{"unknown field", `"w":4`, `"w":4,"x":1`},
		{"size", `"w":4`, `"w":5`},
		{"negative size", `"h":3`, `"h":-3`},
		{"terrain", `"Terrain":1`, `"Terrain":9`},
		{"level", `"Level":1`, `"Level":6`},
		{"element index", `"Element":2`, `"Element":7`},
		{"door kind", `"Door":1`, `"Door":12`},
		{"edge kind", `"Kind":3`, `"Kind":4`},
		{"element height", `"Height":1`, `"Height":9`},
	} {
		bad := strings.Replace(string(good), c.from, c.to, 1)
		if bad == string(good) {
			t.Fatalf("%s: %q not in %s", c.what, c.from, good)
		}
		g := New(1, 1)
		if err := json.Unmarshal([]byte(bad), g); err == nil {
			t.Errorf("%s: accepted", c.what)
		} else if g.W() != 1 {
			t.Errorf("%s: the grid changed on error", c.what)
		}
	}
}
