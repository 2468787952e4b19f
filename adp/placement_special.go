package adp

import (
	"cmp"
	"slices"

	"dun/board"
	"dun/rules"
)

// The placements that follow no revealed section (page 60): Thief!, next
// to a hero; Ambush! and Reinforcements, in an explored section beside the
// heroes, as if a hero had just opened it.

// ThiefTarget is the hero the Thief! goes for (page 60): the hero with the
// worst Perception, the first listed among equals; -1 when no hero is in
// play.
func ThiefTarget(s *rules.State) int {
	best := -1
	for i := range s.Figures {
		f := &s.Figures[i]
		if !f.Hero() || !f.Present() || f.Side == rules.Dark {
			continue
		}
		if best < 0 || f.Attrs().Perception < s.Figures[best].Attrs().Perception {
			best = i
		}
	}
	return best
}

// ThiefCreature is the creature a Thief! card spawns (R325): the faction's
// dearest creature whose VP the card's cost covers, the first listed among
// equals.
func ThiefCreature(f *Faction, cost int) (SpawnCreature, bool) {
	best, ok := SpawnCreature{}, false
	for _, c := range f.Creatures {
		if c.VP <= cost && (!ok || c.VP > best.VP) {
			best, ok = c, true
		}
	}
	return best, ok
}

// PlaceThief places the Thief! (page 60, R325): in the section of the
// hero with the worst Perception, on a free square exactly distance
// squares from him and no nearer to any other hero; failing that, in an
// explored section beside his, on the free square nearest him that is no
// nearer to another hero and more than 2 squares from every hero. The
// first square in the board's order wins among equals. Taken are squares
// that creatures placed earlier in the same plan cover.
func PlaceThief(s *rules.State, c SpawnCreature, distance int, taken ...board.Pos) (Placement, rules.Text, bool) {
	ti := ThiefTarget(s)
	if ti < 0 {
		return Placement{}, text("no hero is in play", "no hay héroes en juego"), false
	}
	t := &s.Figures[ti]
	g := s.Board
	dist := func(from board.Pos, span int) *board.Search {
		var sr board.Search
		var sq []int
		for _, p := range baseSquares(from, span) {
			if g.In(p) {
				sq = append(sq, g.Index(p))
			}
		}
		sr.Measure(g, -1, sq...)
		return &sr
	}
	toTarget := dist(t.At, t.Span())
	var others []*board.Search
	for i := range s.Figures {
		f := &s.Figures[i]
		if i != ti && f.Side != rules.Dark && f.Present() {
			others = append(others, dist(f.At, f.Span()))
		}
	}
	nearerOther := func(i, d int) bool {
		for _, o := range others {
			if c := o.Cost(i); c != board.Unreached && c < d {
				return true
			}
		}
		return false
	}
	home := g.Square(t.At).Section
	area := func(sec uint8) Area {
		a := AreaOf(s, sec, t.At)
		a.Occupied = append(slices.Clone(a.Occupied), taken...)
		return a
	}
	try := func(sec uint8, exact bool) (int, bool) {
		p := newPlacer(area(sec))
		best, bestD := -1, 0
		for i := 0; i < g.Len(); i++ {
			if _, ok := p.fit(i, c.Size); !ok {
				continue
			}
			d := toTarget.Cost(i)
			if d == board.Unreached || (exact && d != distance) || nearerOther(i, d) {
				continue
			}
			if best < 0 || d < bestD {
				best, bestD = i, d
			}
		}
		return best, best >= 0
	}
	name := t.Name()
	if i, ok := try(home, true); ok {
		at, _ := newPlacer(area(home)).fit(i, c.Size)
		pl := Placement{Creature: c, At: g.Pos(at), Facing: faceTo(g.Pos(at), c.Size, t)}
		return pl, text("the thief appears %d squares from %s, the hero with the worst Perception", "el ladrón aparece a %d casillas de %s, el héroe con peor Percepción", distance, name), true
	}
	for _, sec := range neighbourSections(s, home) {
		if i, ok := try(sec, false); ok {
			at, _ := newPlacer(area(sec)).fit(i, c.Size)
			pl := Placement{Creature: c, At: g.Pos(at), Facing: faceTo(g.Pos(at), c.Size, t)}
			return pl, text("no square fits in %s's section: the thief appears in an explored section beside it", "no hay casilla válida en la sección de %s: el ladrón aparece en una sección explorada contigua", name), true
		}
	}
	return Placement{}, text("no square fits the thief near %s", "no hay casilla para el ladrón cerca de %s", name), false
}

func baseSquares(at board.Pos, n int) []board.Pos {
	n = max(n, 1)
	var out []board.Pos
	for dy := range n {
		for dx := range n {
			out = append(out, board.Pos{X: at.X + dx, Y: at.Y + dy})
		}
	}
	return out
}

func faceTo(at board.Pos, size int, t *rules.Figure) board.Dir {
	n := span(size)
	return board.Toward(board.Pos{X: 2*at.X + n - 1, Y: 2*at.Y + n - 1}, board.Pos{X: 2*t.At.X + t.Span() - 1, Y: 2*t.At.Y + t.Span() - 1})
}

// access is a door or opening between two sections: In is the square on
// the side of section Sec, Out the square across it.
type access struct {
	Sec     uint8
	In, Out board.Pos
}

// accesses lists every door and opening of the board, both ways.
func accesses(g *board.Grid) []access {
	var out []access
	for i := 0; i < g.Len(); i++ {
		p := g.Pos(i)
		a := g.At(i).Section
		for _, side := range []board.Side{board.SideE, board.SideS} {
			j, ok := g.Neighbor(i, side.Dir())
			if !ok {
				continue
			}
			b := g.At(j).Section
			e := g.EdgeAt(i, side)
			if a == 0 || b == 0 || a == b || (e.Kind != board.Opening && e.Kind != board.Door) {
				continue
			}
			q := g.Pos(j)
			out = append(out, access{Sec: a, In: p, Out: q}, access{Sec: b, In: q, Out: p})
		}
	}
	return out
}

// neighbourSections are the revealed sections joined to sec by a door or
// opening, in order of their IDs.
func neighbourSections(s *rules.State, sec uint8) []uint8 {
	var out []uint8
	for _, a := range accesses(s.Board) {
		if s.Board.Square(a.Out).Section == sec && a.Sec != sec && revealed(s, a.Sec) && !slices.Contains(out, a.Sec) {
			out = append(out, a.Sec)
		}
	}
	slices.Sort(out)
	return out
}

func revealed(s *rules.State, sec uint8) bool {
	if s.Explore == nil {
		return true
	}
	return s.SectionRevealed(sec)
}

// AmbushArea is where Ambush! or Reinforcements creatures come from (page
// 60, R327): an explored section with no hero in it, other than the
// heroes' starting section (page 48), joined by a door or opening to a
// section where a hero stands; they are placed as if a hero had just
// revealed it standing in front of that access. Among several, the access
// nearest to a hero, then the lowest section, then the board's order.
func AmbushArea(s *rules.State, start uint8) (Area, rules.Text, bool) {
	g := s.Board
	withHero := map[uint8]bool{}
	var from []int
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.Side == rules.Dark || !f.Present() {
			continue
		}
		for _, p := range f.Squares(nil) {
			if g.In(p) {
				withHero[g.Square(p).Section] = true
				from = append(from, g.Index(p))
			}
		}
	}
	if len(from) == 0 {
		return Area{}, text("no hero is in play", "no hay héroes en juego"), false
	}
	var sr board.Search
	sr.Measure(g, -1, from...)
	cost := func(p board.Pos) int {
		c := sr.Cost(g.Index(p))
		if c == board.Unreached {
			return int(^uint(0) >> 1)
		}
		return c
	}
	var cands []access
	for _, a := range accesses(g) {
		out := g.Square(a.Out).Section
		if a.Sec == start || withHero[a.Sec] || !withHero[out] || !revealed(s, a.Sec) {
			continue
		}
		cands = append(cands, a)
	}
	slices.SortStableFunc(cands, func(x, y access) int {
		if c := cmp.Compare(cost(x.Out), cost(y.Out)); c != 0 {
			return c
		}
		return cmp.Compare(x.Sec, y.Sec)
	})
	for _, a := range cands {
		area := AreaOf(s, a.Sec, a.Out)
		p := newPlacer(area)
		any := false
		for _, i := range p.sectionSquares() {
			if p.free(i) {
				any = true
				break
			}
		}
		if any {
			return area, text("from the explored section %d, beside the heroes, as if its access at (%d,%d) had just been opened", "desde la sección explorada %d, junto a los héroes, como si se acabara de abrir su acceso en (%d,%d)", a.Sec, a.In.X, a.In.Y), true
		}
	}
	return Area{}, text("no explored section beside the heroes has room for creatures", "ninguna sección explorada junto a los héroes tiene sitio para criaturas"), false
}
