package adp_test

import (
	"fmt"
	"testing"

	"dun/adp"
	"dun/board"
	"dun/dice"
	"dun/rules"

	"pgregory.net/rapid"
)

// genArea draws a section 2 of random size east of a corridor (section
// 1), with rock, pits, furniture low and high, figures standing in it,
// and one to three heroes in the corridor or the section.
func genArea(t *rapid.T) adp.Area {
	w, h := rapid.IntRange(3, 12).Draw(t, "w"), rapid.IntRange(2, 9).Draw(t, "h")
	g := board.New(w+1, h)
	for y := range h {
		g.Set(board.Pos{X: 0, Y: y}, board.Square{Section: 1})
		for x := 1; x <= w; x++ {
			sq := board.Square{Section: 2}
			switch rapid.IntRange(0, 19).Draw(t, fmt.Sprintf("sq%d,%d", x, y)) {
			case 0:
				sq = board.Square{Terrain: board.Impassable}
			case 1:
				sq.Terrain, sq.PitDepth = board.Pit, 2
			case 2:
				sq.Terrain = board.Difficult
			}
			g.Set(board.Pos{X: x, Y: y}, sq)
		}
	}
	door := rapid.IntRange(0, h-1).Draw(t, "door")
	if err := g.SetEdge(board.Pos{X: 1, Y: door}, board.SideW, board.Edge{Kind: board.Opening}); err != nil {
		t.Fatal(err)
	}
	for k := range rapid.IntRange(0, 3).Draw(t, "furniture") {
		p := board.Pos{X: rapid.IntRange(1, w).Draw(t, fmt.Sprintf("fx%d", k)), Y: rapid.IntRange(0, h-1).Draw(t, fmt.Sprintf("fy%d", k))}
		if g.Square(p).Section != 2 || g.Square(p).Element != 0 {
			continue
		}
		height := uint8(rapid.IntRange(1, 3).Draw(t, fmt.Sprintf("fh%d", k)))
		if _, err := g.AddElement(board.Element{Kind: "f", Height: height, Impassable: height == 3}, p); err != nil {
			t.Fatal(err)
		}
	}
	g.Seal()
	a := adp.Area{Board: g, Section: 2, Room: rapid.Bool().Draw(t, "room"), Revealer: board.Pos{X: 0, Y: door}}
	a.Large = a.Room && rapid.Bool().Draw(t, "large")
	a.Enemies = append(a.Enemies, adp.Enemy{ID: "h0", At: a.Revealer, Span: 1})
	for k := range rapid.IntRange(0, 2).Draw(t, "more heroes") {
		p := board.Pos{X: rapid.IntRange(0, w).Draw(t, fmt.Sprintf("hx%d", k)), Y: rapid.IntRange(0, h-1).Draw(t, fmt.Sprintf("hy%d", k))}
		a.Enemies = append(a.Enemies, adp.Enemy{ID: fmt.Sprintf("h%d", k+1), At: p, Span: 1})
	}
	for _, e := range a.Enemies {
		a.Occupied = append(a.Occupied, e.At)
	}
	for k := range rapid.IntRange(0, 3).Draw(t, "others") {
		a.Occupied = append(a.Occupied, board.Pos{X: rapid.IntRange(1, w).Draw(t, fmt.Sprintf("ox%d", k)), Y: rapid.IntRange(0, h-1).Draw(t, fmt.Sprintf("oy%d", k))})
	}
	return a
}

func genCreatures(t *rapid.T, big bool) []adp.SpawnCreature {
	var out []adp.SpawnCreature
	for k := range rapid.IntRange(1, 9).Draw(t, "creatures") {
		size := rules.SizeAverage
		if big && rapid.IntRange(0, 4).Draw(t, fmt.Sprintf("big%d", k)) == 0 {
			size = rules.SizeLarge
		}
		out = append(out, adp.SpawnCreature{Kind: fmt.Sprintf("c%d", k), VP: rapid.IntRange(1, 4).Draw(t, fmt.Sprintf("vp%d", k)),
			Size: size, Reach: adp.Reach(rapid.IntRange(0, 2).Draw(t, fmt.Sprintf("reach%d", k)))})
	}
	return out
}

// standable is the test's own reading of page 58 and page 48: a square a
// creature may be placed on.
func standable(a adp.Area, near map[board.Pos]bool, taken map[board.Pos]bool, q board.Pos) bool {
	g := a.Board
	if !g.In(q) || taken[q] || near[q] {
		return false
	}
	sq := g.Square(q)
	if sq.Section != a.Section || sq.Terrain == board.Impassable || sq.Terrain == board.Pit || sq.Terrain == board.DeepWater {
		return false
	}
	if e, ok := g.Element(q); ok && (e.Impassable || e.Height >= 2) {
		return false
	}
	return true
}

func nearEnemies(a adp.Area) map[board.Pos]bool {
	g := a.Board
	var from []int
	for _, e := range a.Enemies {
		from = append(from, g.Index(e.At))
	}
	var s board.Search
	s.Measure(g, 2, from...)
	out := map[board.Pos]bool{}
	for i := 0; i < g.Len(); i++ {
		if c := s.Cost(i); c != board.Unreached && c <= 2 {
			out[g.Pos(i)] = true
		}
	}
	return out
}

// Placements never stand on rock, pits, high furniture, figures or each
// other, never within 2 squares of a hero, account for every creature,
// and face a hero; in rooms of average creatures the pattern is a
// checkerboard and is filled before any other square is used.
func TestPlacementProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := genArea(t)
		in := genCreatures(t, true)
		placed, left := adp.PlaceGroup(a, in, nil)
		if len(placed)+len(left) != len(in) {
			t.Fatalf("%d placed + %d left != %d", len(placed), len(left), len(in))
		}
		near := nearEnemies(a)
		taken := map[board.Pos]bool{}
		for _, q := range a.Occupied {
			taken[q] = true
		}
		for _, p := range placed {
			n := 1
			if p.Creature.Size >= rules.SizeLarge {
				n = 2
			}
			for _, q := range baseOf(p.At, n) {
				if !standable(a, near, taken, q) {
					t.Fatalf("%v covers %v, which is not free for it", p, q)
				}
			}
			for _, q := range baseOf(p.At, n) {
				taken[q] = true
			}
		}
	})
}

func TestRoomPatternProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := genArea(t)
		a.Room = true
		in := genCreatures(t, false)
		pattern, _ := adp.RoomPattern(a)
		inPattern := map[board.Pos]bool{}
		for _, q := range pattern {
			inPattern[q] = true
		}
		for _, q := range pattern {
			for _, d := range []board.Dir{board.North, board.East, board.South, board.West} {
				if inPattern[q.Add(d)] {
					t.Fatalf("pattern squares %v and %v touch orthogonally", q, q.Add(d))
				}
			}
		}
		placed, _ := adp.PlaceGroup(a, in, nil)
		near := nearEnemies(a)
		taken := map[board.Pos]bool{}
		for _, q := range a.Occupied {
			taken[q] = true
		}
		outside := false
		for _, p := range placed {
			taken[p.At] = true
			outside = outside || !inPattern[p.At]
		}
		if !outside || (len(in) == 1) {
			return
		}
		for _, q := range pattern {
			if standable(a, near, taken, q) {
				t.Fatalf("a creature left the pattern while %v was free: %v", q, placed)
			}
		}
	})
}

// The planner never spends more than the reserve: every step's payment
// is covered, and the reserve after a plan is the one before less what
// was paid plus what discards gave.
func TestPlannerBudgetProperty(t *testing.T) {
	p := &adp.Planner{Cards: cardInfos(t), Faction: faction(t, "great_orc_clans")}
	encounters := []string{"wandering_creature", "enemy_spotted", "special_creature", "ambush", "reinforcements", "thief"}
	powers := []string{"fortune", "regeneration", "reinforcements"}
	obstacles := []string{"locked_door", "pit", "closing_walls", "electric_shock", "thief", "ambush"}
	rapid.Check(t, func(rt *rapid.T) {
		main := rapid.Bool().Draw(rt, "main")
		figs := []rules.Figure{hero(t, "borgron", 0, rapid.IntRange(0, 5).Draw(rt, "y"), board.East)}
		if rapid.Bool().Draw(rt, "orc") {
			figs = append(figs, creature(t, "orc_warrior", "orc", 5, 2, board.West))
		}
		s := explored(t, main, figs...)
		s.Turn = rapid.IntRange(1, 6).Draw(rt, "turn")
		pick := func(from []string, label string) []string {
			var out []string
			for k := range rapid.IntRange(0, 3).Draw(rt, label) {
				out = append(out, rapid.SampledFrom(from).Draw(rt, fmt.Sprintf("%s%d", label, k)))
			}
			return out
		}
		cs := adp.CardState{Reserve: rapid.IntRange(0, 15).Draw(rt, "reserve"), Heroes: rapid.IntRange(1, 4).Draw(rt, "heroes"),
			GroupVP: rapid.IntRange(0, 130).Draw(rt, "vp"), Quiet: rapid.IntRange(0, 2).Draw(rt, "quiet"),
			Decks: adp.Decks{Obstacles: pick(obstacles, "o"), Powers: pick(powers, "p"), Encounters: pick(encounters, "e")}}
		src := dice.Seeded(rapid.Uint64().Draw(rt, "seed"))
		var plan adp.Plan
		var err error
		switch rapid.IntRange(0, 2).Draw(rt, "moment") {
		case 0:
			plan, err = p.Reveal(&s, cs, adp.RevealEvent{Hero: "borgron", Section: 2, From: s.Figures[0].At, BrokeDoor: rapid.Bool().Draw(rt, "broke")}, src)
		case 1:
			plan, err = p.CombatTurn(&s, cs, src)
		default:
			plan, err = p.Obstacle(&s, cs, adp.ObstacleEvent{Hero: "borgron", Trigger: adp.Trigger(rapid.IntRange(0, 5).Draw(rt, "trigger")), At: s.Figures[0].At}, src)
		}
		if err != nil {
			rt.Fatal(err)
		}
		r := cs.Reserve
		for _, st := range plan.Steps {
			if st.Pay > r {
				rt.Fatalf("step %v pays %d with %d in reserve", st, st.Pay, r)
			}
			r += st.Gain - st.Pay
			if st.Why.En == "" || st.Why.Es == "" {
				rt.Fatalf("step %v has no reason", st)
			}
		}
		if r != plan.Cards.Reserve || r < 0 {
			rt.Fatalf("reserve %d after the steps, plan says %d", r, plan.Cards.Reserve)
		}
		for sec, n := range plan.Cards.Encounters {
			if n > 2 {
				rt.Fatalf("%d encounter cards in section %d", n, sec)
			}
		}
	})
}
