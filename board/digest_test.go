package board

import (
	"sync"
	"testing"
)

// A grid's digest is the same for equal grids, changes with every kind of
// change, and is kept only until the next one.
func TestDigest(t *testing.T) {
	bm := loadBenchMap(t, "mapB")
	g := bm.g
	d := g.Digest()
	if g.Digest() != d || g.Clone().Digest() != d {
		t.Fatal("a grid and its clone digest differently")
	}
	seen := map[uint64]string{d: "the map"}
	change := func(what string, edit func(c *Grid)) {
		t.Helper()
		c := g.Clone()
		c.Digest() // cached before the change: the change must invalidate it
		edit(c)
		got := c.Digest()
		if prev, ok := seen[got]; ok {
			t.Errorf("%s: digest %x, as %s", what, got, prev)
		}
		seen[got] = what
		if g.Digest() != d {
			t.Fatalf("%s: the original's digest moved", what)
		}
	}
	p := g.Pos(bm.starts[0])
	change("terrain", func(c *Grid) { c.Set(p, Square{Section: 1, Terrain: Difficult}) })
	change("section", func(c *Grid) { c.Set(p, Square{Section: 2}) })
	change("level", func(c *Grid) { c.Set(p, Square{Section: 1, Level: 1}) })
	change("stairs", func(c *Grid) { c.Set(p, Square{Section: 1, HasStair: true, Stairs: Stairs{Up: East, Access: 1}}) })
	change("ladder", func(c *Grid) { c.Set(p, Square{Section: 1, HasLadder: true, LadderUp: North}) })
	change("ladder up", func(c *Grid) { c.Set(p, Square{Section: 1, HasLadder: true, LadderUp: West}) })
	change("wall", func(c *Grid) {
		if err := c.SetEdge(p, SideE, Edge{Kind: Wall}); err != nil {
			t.Fatal(err)
		}
	})
	change("door", func(c *Grid) {
		if err := c.SetEdge(p, SideS, Edge{Kind: Door, State: Closed}); err != nil {
			t.Fatal(err)
		}
	})
	for _, e := range []Element{{Kind: "barrel", Height: 1}, {Kind: "table", Height: 1}, {Kind: "barrel", Height: 2},
		{Kind: "barrel", Height: 1, Cover: HeavyCover}, {Kind: "barrel", Height: 1, Impassable: true},
		{Kind: "barrel", Height: 1, Movable: true}, {Kind: "barrel", Height: 1, Special: true},
		{Kind: "barrel", Height: 1, NoObstacle: true}, {Kind: "a-very-long-element-kind", Height: 1}} {
		change("element "+e.Kind, func(c *Grid) {
			if _, err := c.AddElement(e, p); err != nil {
				t.Fatal(err)
			}
		})
	}
	c := g.Clone()
	id, err := c.AddElement(Element{Kind: "barrel", Height: 1}, p)
	if err != nil {
		t.Fatal(err)
	}
	with := c.Digest()
	c.RemoveElement(id)
	if c.Digest() == with {
		t.Error("removing an element kept the digest")
	}
}

// The digest may be asked for from several goroutines at once (run with
// -race).
func TestDigestConcurrent(t *testing.T) {
	g := loadBenchMap(t, "mapA").g
	want := g.Clone().Digest()
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if got := g.Digest(); got != want {
				t.Errorf("digest %x, want %x", got, want)
			}
		}()
	}
	wg.Wait()
}

// BenchmarkDigest is a digest computed afresh (after a change), which the
// state hash pays once per board version.
func BenchmarkDigest(b *testing.B) {
	for _, name := range benchMapNames {
		b.Run(name, func(b *testing.B) {
			g := loadBenchMap(b, name).g
			for b.Loop() {
				_ = g.computeDigest()
			}
		})
	}
}
