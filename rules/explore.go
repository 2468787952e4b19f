package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// Exploration (pages 22 and 30): a quest begins with only the section of
// the starting squares revealed. The heroes reveal the others by standing
// on an exploration arrow (reveal.go) or by opening a door no one has
// opened yet (opendoor.go); a revealed section shows its creatures, and
// meeting enemies calls for an Initiative roll (initiative.go).
//
// Exploration is the plain-data layout a quest sheet gives the rules. The
// creatures still hidden in unrevealed sections are hidden information
// (ARCHITECTURE.md, principle 6): a seat's view must never carry them.

// Exploration is what the rules know about a quest's unexplored map.
type Exploration struct {
	// Revealed[k] says whether board section k+1 is revealed.
	Revealed []bool `json:"revealed"`
	// Arrows are the exploration arrows still on the board.
	Arrows []ExplorationArrow `json:"arrows,omitempty"`
	// Doors are the closed doors no one has opened yet.
	Doors []UnexploredDoor `json:"doors,omitempty"`
	// Hidden are the creatures the quest sheet fixes in sections not yet
	// revealed; each enters play when the section of its square is.
	Hidden []Figure `json:"hidden,omitempty"`
	// Surprise is the "Caught by surprise!" moves still to choose after an
	// Initiative roll, if any (surprise.go).
	Surprise *Surprise `json:"surprise,omitempty"`

	// Sections says what kind each section is (Sections[k] is section
	// k+1); empty when the layout does not say. Clones share it: never
	// write to it.
	Sections []SectionInfo `json:"sections,omitempty"`
	// RoomsSearched are the rooms the group has searched for treasure
	// (page 25: one attempt per room).
	RoomsSearched []uint8 `json:"rooms_searched,omitempty"`
	// PastMain are the sections explored before the Main Room was
	// revealed: from then on nothing in them may be searched (page 25).
	PastMain []uint8 `json:"past_main,omitempty"`
	// Secret are the secret doors of the sheet no one has found yet:
	// hidden information (principle 6).
	Secret []UnexploredDoor `json:"secret,omitempty"`
	// Elements are the furniture and special elements the heroes may
	// search, and the chests they may open.
	Elements []ElementState `json:"elements,omitempty"`
	// Traps are the traps on the map; those not Dormant are hidden
	// information.
	Traps []Trap `json:"traps,omitempty"`
	// Noise counts the turns in which the heroes hit a door or chest since
	// their last encounter; NoiseTurn is the last such turn (page 25).
	Noise     int `json:"noise,omitempty"`
	NoiseTurn int `json:"noise_turn,omitempty"`
	// Sensed are the hidden creatures (IDs of Hidden) a revealing spell
	// showed the heroes: their view shows where they stand and their size,
	// nothing more, until their section is revealed (spell_reveal.go).
	Sensed []string `json:"sensed,omitempty"`
	// Free are the hidden creatures (IDs of Hidden) whose placing costs
	// the Dark Player nothing (page 89): the sheet says they come at no
	// cost, or the set-up paid for them already. The others are paid from
	// the reserve as their section is revealed, or not placed when it
	// lacks the points (sheet_pay.go). Hidden information.
	Free []string `json:"free,omitempty"`
}

// ExplorationArrow is an exploration arrow: a hero standing on At may
// reveal section To, which lies the way Facing points.
type ExplorationArrow struct {
	At     board.Pos `json:"at"`
	Facing board.Dir `json:"facing"`
	To     uint8     `json:"to"`
}

// UnexploredDoor is a closed door of the quest sheet that has never been
// opened: Width edges from the Side of square At, running east (north and
// south sides) or south (east and west sides), as quest sheets draw them.
type UnexploredDoor struct {
	At     board.Pos  `json:"at"`
	Side   board.Side `json:"side"`
	Width  int        `json:"width"`
	Locked bool       `json:"locked,omitempty"`
	// Jammed is set once the group's one attempt to pick its lock failed:
	// only breaking it down opens it now (page 24).
	Jammed bool `json:"jammed,omitempty"`
	// Riddle is set while a riddle guards the door (page 24, Action 5).
	Riddle bool `json:"riddle,omitempty"`
	// Runes is set while a Magic Seal shuts the door (seal.go), RunesMod
	// the modifier to the test that breaks them.
	Runes    bool `json:"runes,omitempty"`
	RunesMod int  `json:"runes_mod,omitempty"`
	// Wounds is the Vitality the door has lost to blows (Action 6).
	Wounds int `json:"wounds,omitempty"`
}

// Edges appends the squares whose Side the door covers to dst.
func (d UnexploredDoor) Edges(dst []board.Pos) []board.Pos {
	along := board.East
	if d.Side == board.SideE || d.Side == board.SideW {
		along = board.South
	}
	p := d.At
	for range d.Width {
		dst = append(dst, p)
		p = p.Add(along)
	}
	return dst
}

// SectionRevealed reports whether board section id is revealed. Without an
// exploration layout every section is.
func (s *State) SectionRevealed(id uint8) bool {
	x := s.Explore
	if x == nil {
		return true
	}
	return id == 0 || int(id) > len(x.Revealed) || x.Revealed[id-1]
}

// maxSections bounds the sections an exploration layout may name (a board
// square holds its section in a byte).
const maxSections = 255

// NewExploringState returns the state at the start of a quest played from
// its sheet: NewState's, with the exploration layout x (copied).
func NewExploringState(g *board.Grid, figs []Figure, x Exploration) (State, error) {
	s := State{Version: 1, Board: g, Turn: 1, Side: Heroes, Figures: make([]Figure, 0, len(figs))}
	for _, f := range figs {
		s.Figures = append(s.Figures, f.clone())
	}
	c := x.clone()
	c.Hidden = cloneFigures(x.Hidden)
	s.Explore = &c
	questBegins(&s)
	if err := s.Check(); err != nil {
		return State{}, err
	}
	return s, nil
}

// clone copies the layout but for its lists, which it shares: the
// hidden creatures never change while hidden (a quest's starting state
// holds most of its creatures there, and every command clones the
// state), and revealing a section builds a new slice of those still
// hidden and places copies of the others; the other lists change a few
// times a game and never in place (cow.go).
func (x Exploration) clone() Exploration {
	x.Revealed = shared(x.Revealed)
	x.Arrows = shared(x.Arrows)
	x.Doors = shared(x.Doors)
	if x.Surprise != nil {
		u := *x.Surprise
		u.Pending = slices.Clone(u.Pending)
		x.Surprise = &u
	}
	cloneExploreItems(&x)
	return x
}

// checkShape checks what the rules index: squares on the board, section
// numbers, hidden creatures' bases, pending surprise figures.
func (x *Exploration) checkShape(s *State) error {
	g := s.Board
	if len(x.Revealed) > maxSections {
		return fmt.Errorf("exploration: %d sections (at most %d)", len(x.Revealed), maxSections)
	}
	for _, a := range x.Arrows {
		if !g.In(a.At) || a.Facing > board.NorthWest || a.To == 0 || int(a.To) > len(x.Revealed) {
			return fmt.Errorf("exploration: arrow at %v is malformed", a.At)
		}
	}
	var buf [8]board.Pos // the edges of most doors: no allocation
	sq := buf[:0]
	for k := range x.Doors {
		d := &x.Doors[k]
		if d.Side > board.SideW || d.Width < 1 || d.Width > maxCoord {
			return fmt.Errorf("exploration: door at %v is malformed", d.At)
		}
		sq = d.Edges(sq[:0])
		for _, p := range sq {
			if !g.In(p) {
				return fmt.Errorf("exploration: door at %v leaves the board", d.At)
			}
		}
	}
	for i := range x.Hidden {
		f := &x.Hidden[i]
		n := f.Span() - 1
		if f.Size < SizeSmall || f.Size > SizeHuge || f.Facing > board.NorthWest || !f.Side.Valid() ||
			!g.In(f.At) || !g.In(board.Pos{X: f.At.X + n, Y: f.At.Y + n}) {
			return fmt.Errorf("exploration: hidden figure %q is malformed", f.ID)
		}
	}
	if u := x.Surprise; u != nil {
		if !u.Winner.Valid() {
			return fmt.Errorf("exploration: invalid surprise winner %d", u.Winner)
		}
		for _, id := range u.Pending {
			if s.figure(id) < 0 {
				return fmt.Errorf("exploration: surprise names unknown figure %q", id)
			}
		}
	}
	return x.checkItems(g)
}

// check is the rest of State.Check for the layout: hidden creatures have
// IDs no other figure has and sound profiles.
func (x *Exploration) check(seen *idSet) error {
	for i := range x.Hidden {
		f := &x.Hidden[i]
		if f.ID == "" || seen.has(f.ID) {
			return fmt.Errorf("exploration: hidden figure %q has no id or a taken one", f.ID)
		}
		seen.add(f.ID)
		if err := f.Attrs().check(); err != nil {
			return fmt.Errorf("hidden figure %q: %v", f.ID, err)
		}
	}
	for _, id := range x.Sensed {
		if !slices.ContainsFunc(x.Hidden, func(f Figure) bool { return f.ID == id }) {
			return fmt.Errorf("exploration: sensed figure %q is not hidden", id)
		}
	}
	for _, id := range x.Free {
		if !slices.ContainsFunc(x.Hidden, func(f Figure) bool { return f.ID == id }) {
			return fmt.Errorf("exploration: free figure %q is not hidden", id)
		}
	}
	return nil
}

// revealSection reveals board section id: the arrows leading to it leave
// the board, and the creatures the sheet hides there enter play, each
// paid from the reserve or left out when it cannot be (sheet_pay.go). It
// returns those that entered.
func (e *env) revealSection(id uint8) (placed []string) {
	x := e.s.Explore
	if x == nil || id == 0 || int(id) > len(x.Revealed) || x.Revealed[id-1] {
		return nil
	}
	own(&x.Revealed)[id-1] = true
	// The bodies of the last fight can no longer be searched (page 26).
	for i := range e.s.Figures {
		if f := &e.s.Figures[i]; f.Side == Dark && !f.Present() {
			f.SetSearched(true)
		}
		e.s.Figures[i].SetLastKill("")
	}
	if id == x.mainSection() {
		for k, r := range x.Revealed {
			if r && uint8(k+1) != id {
				x.PastMain = append(x.PastMain, uint8(k+1))
			}
		}
	}
	x.Arrows = deleteShared(x.Arrows, func(a ExplorationArrow) bool { return a.To == id })
	e.emit(SectionRevealed{Section: id})
	g := e.s.Board
	// x.Hidden is shared with the states this one was cloned from (see
	// Exploration.clone): build new slices, and place copies.
	var kept []Figure
	var gone []string
	for i := range x.Hidden {
		if g.Square(x.Hidden[i].At).Section != id {
			kept = append(kept, x.Hidden[i])
			continue
		}
		f := x.Hidden[i].clone()
		// Page 89: the reserve pays for it as it is placed, and it is
		// not placed at all when it cannot (sheet_pay.go).
		cost, ok := e.sheetCost(&f)
		if !ok {
			gone = append(gone, f.ID)
			continue
		}
		if !freeForBase(e.s, f.baseSize(), f.At, -1) {
			f.At = nearestFree(e.s, f, id)
		}
		e.s.Figures = append(e.s.Figures, f)
		placed = append(placed, f.ID)
		e.emit(FigurePlaced{Figure: f.ID, At: f.At, Facing: f.Facing})
		if cost > 0 {
			e.s.Dark.Spent += cost
			e.emit(SheetCreaturePaid{Figure: f.ID, Cost: cost})
		}
	}
	x.Hidden = kept
	e.takeOffWhenPlaced(placed)
	// The creatures sensed there are in plain sight now (or never will
	// be); the free ones are no longer hidden.
	out := func(id string) bool { return slices.Contains(placed, id) || slices.Contains(gone, id) }
	x.Sensed = deleteShared(x.Sensed, out)
	if len(x.Sensed) == 0 {
		x.Sensed = nil
	}
	x.Free = deleteShared(x.Free, out)
	if len(x.Free) == 0 {
		x.Free = nil
	}
	return placed
}

// freeForBase reports whether a base of size at at lies on the board where
// its mover stands unhindered and no present figure but skip covers it.
func freeForBase(s *State, size int, at board.Pos, skip int) bool {
	if baseFit(s.Board, board.MoverOf(size), span(size), at) != board.Free {
		return false
	}
	for _, p := range baseAt(at, size, nil) {
		for i := range s.Figures {
			if i != skip && s.Figures[i].Present() && s.Figures[i].Covers(p) {
				return false
			}
		}
	}
	return true
}

// nearestFree is where a creature goes whose sheet square a figure already
// covers: the free square of its section nearest to it (R44), or its own
// square when there is none.
func nearestFree(s *State, f Figure, id uint8) board.Pos {
	g := s.Board
	search := measures.Get().(*board.Search)
	defer measures.Put(search)
	search.Measure(g, -1, g.Index(f.At))
	best, bestCost := f.At, int(^uint(0)>>1)
	for i := 0; i < g.Len(); i++ {
		c := search.Cost(i)
		p := g.Pos(i)
		if c == board.Unreached || c >= bestCost || g.At(i).Section != id || !freeForBase(s, f.baseSize(), p, -1) {
			continue
		}
		best, bestCost = p, c
	}
	return best
}
