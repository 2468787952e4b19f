package rules

import (
	"bytes"
	"encoding/json"
	"slices"

	"dun/board"
)

// View is what one seat may see of a game (ARCHITECTURE.md, principle 6).
// It is a distinct type built by copying only what the seat may see, so a
// field added to State stays hidden until someone decides otherwise here.
//
// The Dark Player sees everything the rules hold. The heroes see the
// revealed sections only (not even the rock around them): their squares, the edges around them (a secret
// door that is still closed shows as a wall), the elements on them, the
// figures in play there and the exploration arrows and unexplored doors
// that touch them. The creatures a quest sheet hides in unrevealed
// sections, the layout of those sections, the number of sections, the
// traps not yet detected and the secret doors not yet found (they show as
// walls) are left out; of the hidden creatures a revealing spell sensed,
// the heroes see only where they stand and their size (Sensed).
type View struct {
	Seat    Side               `json:"seat"`
	Version uint64             `json:"version"`
	Turn    int                `json:"turn"`
	Side    Side               `json:"side"`
	Board   BoardView          `json:"board"`
	Figures []Figure           `json:"figures"`
	Active  *Activation        `json:"active,omitempty"`
	Prompt  *Prompt            `json:"prompt,omitempty"`
	Arrows  []ExplorationArrow `json:"arrows,omitempty"`
	Doors   []UnexploredDoor   `json:"doors,omitempty"`
	// Hidden are the creatures waiting in unrevealed sections: the Dark
	// Player's view only.
	Hidden []Figure `json:"hidden,omitempty"`
	// Unrevealed lists the sections not yet revealed: the Dark Player's
	// view only.
	Unrevealed []int `json:"unrevealed,omitempty"`
	// Traps are the traps the seat knows of: for the heroes the detected
	// (dormant) ones, known to everyone; for the Dark Player all.
	Traps []Trap `json:"traps,omitempty"`
	// Magic is the spells in play, known to all: they are cast in the
	// open (page 38), and a wall of flames must be seen to be avoided.
	Magic []Enchantment `json:"magic,omitempty"`
	// Sensed are the creatures still hidden in unrevealed sections that a
	// revealing spell showed the heroes: where each stands and its size,
	// nothing more (spell_reveal.go). Both seats see them.
	Sensed []SensedFigure `json:"sensed,omitempty"`
	// Reserve is the Dark Player's reserve points: the Dark Player's view
	// only.
	Reserve int `json:"reserve,omitempty"`
	// Achievements are both sides' achievement points, known to all.
	Achievements Achievements `json:"achievements"`
	// End is how the quest ended, once it has.
	End *QuestEnd `json:"end,omitempty"`
	// Scene is the darkness, footbridges and NPCs the seat sees
	// (scene_view.go).
	Scene *Scene `json:"scene,omitempty"`
	// Dark is the Dark Player's cards as the seat sees them
	// (darkplayer_view.go).
	Dark *DarkView `json:"dark,omitempty"`
	// The mission's objectives are left out for now: one may name a
	// creature still hidden.
}

// SensedFigure is a hidden creature as a revealing spell shows it: the
// square of its base's north-west corner and its size.
type SensedFigure struct {
	At   board.Pos `json:"at"`
	Size int       `json:"size"`
}

// BoardView is the part of the board a seat sees: W x H squares row by
// row, with Seen false (and nothing else) for the squares it may not see,
// the edges that border a seen square, and the elements on seen squares.
type BoardView struct {
	W        int           `json:"w"`
	H        int           `json:"h"`
	Squares  []SquareView  `json:"squares"`
	Edges    []EdgeView    `json:"edges,omitempty"`
	Elements []ElementView `json:"elements,omitempty"`
}

// SquareView is one square as a seat sees it. Element is 1 + the index
// of the element in BoardView.Elements, 0 for none.
type SquareView struct {
	Seen     bool          `json:"seen"`
	Section  uint8         `json:"section,omitempty"`
	Terrain  board.Terrain `json:"terrain,omitempty"`
	PitDepth uint8         `json:"pit_depth,omitempty"`
	Level    uint8         `json:"level,omitempty"`
	Element  int           `json:"element,omitempty"`
	// StairsUp is 1 + the direction of ascent of a stair square; 0 for none.
	StairsUp int `json:"stairs_up,omitempty"`
	// LadderUp is 1 + the direction a ladder square climbs; 0 for none.
	LadderUp int `json:"ladder_up,omitempty"`
}

// EdgeView is a wall, opening or door on the east or south side of At:
// Kind is "wall", "opening" or "door"; doors carry their kind ("normal",
// "reinforced", "double", "secret", "portcullis"...) and state ("closed",
// "open", "broken").
type EdgeView struct {
	At    board.Pos `json:"at"`
	Side  string    `json:"side"`
	Kind  string    `json:"kind"`
	Door  string    `json:"door,omitempty"`
	State string    `json:"state,omitempty"`
}

// ElementView is a piece of furniture or special element a seat sees, and
// the seen squares it stands on.
type ElementView struct {
	Kind       string      `json:"kind"`
	Height     uint8       `json:"height"`
	Impassable bool        `json:"impassable,omitempty"`
	Special    bool        `json:"special,omitempty"`
	Squares    []board.Pos `json:"squares"`
}

// SeatView returns what seat may see of s. An invalid seat or a broken
// state sees an empty board.
func SeatView(s State, seat Side) View { return seatView(s, seat, nil) }

// BoardCache keeps the board view SeatViewCached built last for a seat
// and what it was built from: the grid (states share it until a rule
// changes the board, which makes a new grid; its version covers changes
// made in place), the sections revealed and the secret doors not found.
// While they are the same the board view is not built again.
type BoardCache struct {
	grid     *board.Grid
	version  uint64
	seat     Side
	explore  bool
	revealed []bool
	secret   []UnexploredDoor
	board    BoardView
	// pile is the Dark Player's face-up discard pile as the last view
	// showed it (darkplayer_view.go); keep leaves it be.
	pile pileCache
}

// pileCache keeps the discard pile's cards as a view shows them, built
// from the IDs ids with the catalogue cat: the pile only grows and is
// copied card by card into every view, so while it holds the same cards
// the views share one slice (nobody may change it).
type pileCache struct {
	cat   *Catalogue
	ids   []string
	cards []DarkCard
}

// SeatViewCached is SeatView, with the board view of c when the board,
// the sections revealed and the secret doors found are those it was
// built from (then the view's board shares its slices with the views
// returned before: nobody may change them).
func SeatViewCached(s State, seat Side, c *BoardCache) View { return seatView(s, seat, c) }

// fresh reports whether c holds the board view of seat in s.
func (c *BoardCache) fresh(s *State, seat Side) bool {
	if c.grid != s.Board || c.version != s.Board.Version() || c.seat != seat || c.explore != (s.Explore != nil) {
		return false
	}
	return s.Explore == nil || slices.Equal(c.revealed, s.Explore.Revealed) && slices.Equal(c.secret, s.Explore.Secret)
}

func (c *BoardCache) keep(s *State, seat Side, b BoardView) {
	*c = BoardCache{grid: s.Board, version: s.Board.Version(), seat: seat, explore: s.Explore != nil, board: b, pile: c.pile}
	if x := s.Explore; x != nil {
		c.revealed, c.secret = slices.Clone(x.Revealed), slices.Clone(x.Secret)
	}
}

func seatView(s State, seat Side, c *BoardCache) View {
	v := View{Seat: seat, Version: s.Version, Turn: s.Turn, Side: s.Side}
	if s.checkShape() != nil || !seat.Valid() {
		return v
	}
	dark := seat == Dark
	if dark {
		v.Reserve = s.Reserve
	}
	v.Achievements = s.Achievements
	v.Achievements.KnockedOut = slices.Clone(s.Achievements.KnockedOut)
	v.Achievements.Feats = slices.Clone(s.Achievements.Feats)
	if s.End != nil {
		e := *s.End
		v.End = &e
	}
	g := s.Board
	seen := make([]bool, g.Len())
	for i := range seen {
		// Rock (section 0) is seen only by the Dark Player: its shape
		// would outline the sections still unexplored.
		sec := g.At(i).Section
		seen[i] = dark || (sec != 0 && s.SectionRevealed(sec))
	}
	if c != nil && c.fresh(&s, seat) {
		v.Board = c.board
	} else {
		v.Board = boardView(&s, seen, dark)
		if c != nil {
			c.keep(&s, seat, v.Board)
		}
	}
	for i := range s.Figures {
		f := &s.Figures[i]
		if dark || f.Side == Heroes || figureSeen(g, f, seen) {
			v.Figures = append(v.Figures, f.clone())
			if !dark {
				maskUnknown(&v.Figures[len(v.Figures)-1])
			}
			if !rpgMode(&s) {
				// Secondary skills are RPG mode's alone (page 100).
				v.Figures[len(v.Figures)-1].SetSecondary(nil)
			}
		}
	}
	for i := range s.Magic {
		v.Magic = append(v.Magic, s.Magic[i].clone())
	}
	v.Scene = sceneView(&s, seen, dark)
	if s.Active != nil && v.has(s.Active.Figure) {
		a := s.Active.clone()
		v.Active = &a
	}
	if s.Prompt != nil && v.has(s.Prompt.Figure) {
		p := s.Prompt.clone()
		if !dark {
			p = heroesPrompt(p)
		}
		v.Prompt = &p
	}
	var pile *pileCache
	if c != nil {
		pile = &c.pile
	}
	v.Dark = darkView(&s, dark, pile)
	if x := s.Explore; x != nil {
		for _, a := range x.Arrows {
			if dark || seen[g.Index(a.At)] {
				v.Arrows = append(v.Arrows, a)
			}
		}
		var sq []board.Pos
		for _, d := range x.Doors {
			if dark || doorSeen(g, d, seen, sq[:0]) {
				v.Doors = append(v.Doors, d)
			}
		}
		for _, t := range x.Traps {
			if dark || (t.Dormant && seen[g.Index(t.At)]) {
				v.Traps = append(v.Traps, t)
			}
		}
		for i := range x.Hidden {
			if h := &x.Hidden[i]; slices.Contains(x.Sensed, h.ID) {
				v.Sensed = append(v.Sensed, SensedFigure{At: h.At, Size: h.Size})
			}
		}
		if dark {
			for i := range x.Hidden {
				v.Hidden = append(v.Hidden, x.Hidden[i].clone())
			}
			for k, r := range x.Revealed {
				if !r {
					v.Unrevealed = append(v.Unrevealed, k+1)
				}
			}
		}
	}
	return v
}

func (v *View) has(id string) bool {
	for i := range v.Figures {
		if v.Figures[i].ID == id {
			return true
		}
	}
	return false
}

// figureSeen reports whether any square of f's base is seen.
func figureSeen(g *board.Grid, f *Figure, seen []bool) bool {
	for _, p := range f.Squares(nil) {
		if g.In(p) && seen[g.Index(p)] {
			return true
		}
	}
	return false
}

// doorSeen reports whether a square on either side of door d is seen.
func doorSeen(g *board.Grid, d UnexploredDoor, seen []bool, sq []board.Pos) bool {
	for _, p := range d.Edges(sq) {
		if seen[g.Index(p)] {
			return true
		}
		if q := p.Add(d.Side.Dir()); g.In(q) && seen[g.Index(q)] {
			return true
		}
	}
	return false
}

func boardView(s *State, seen []bool, dark bool) BoardView {
	g := s.Board
	b := BoardView{W: g.W(), H: g.H(), Squares: make([]SquareView, g.Len())}
	elems := g.Elements()
	elemIndex := map[uint16]int{}
	for i := range b.Squares {
		if !seen[i] {
			continue
		}
		sq := g.At(i)
		sv := SquareView{Seen: true, Section: sq.Section, Terrain: sq.Terrain, PitDepth: sq.PitDepth, Level: sq.Level}
		if sq.HasStair {
			sv.StairsUp = int(sq.Stairs.Up) + 1
		}
		if sq.HasLadder {
			sv.LadderUp = int(sq.LadderUp) + 1
		}
		if sq.Element != 0 && int(sq.Element) <= len(elems) {
			k, ok := elemIndex[sq.Element]
			if !ok {
				e := elems[sq.Element-1]
				b.Elements = append(b.Elements, ElementView{Kind: e.Kind, Height: e.Height, Impassable: e.Impassable, Special: e.Special})
				k = len(b.Elements)
				elemIndex[sq.Element] = k
			}
			sv.Element = k
			b.Elements[k-1].Squares = append(b.Elements[k-1].Squares, g.Pos(i))
		}
		b.Squares[i] = sv
	}
	for i := range b.Squares {
		p := g.Pos(i)
		for _, side := range [2]board.Side{board.SideE, board.SideS} {
			q := p.Add(side.Dir())
			if !g.In(q) || !(seen[i] || seen[g.Index(q)]) {
				continue
			}
			e := g.EdgeAt(i, side)
			if !dark && e.Kind == board.Door && hiddenSecret(s, e, p, side) {
				e = board.Edge{Kind: board.Wall}
			}
			if ev, ok := edgeView(e); ok {
				ev.At, ev.Side = p, sideName(side)
				b.Edges = append(b.Edges, ev)
			}
		}
	}
	return b
}

// hiddenSecret reports whether door edge e on side of p is a secret door
// the heroes have not found: one the exploration layout lists as unfound,
// or, without a layout, any closed secret door.
func hiddenSecret(s *State, e board.Edge, p board.Pos, side board.Side) bool {
	if s.Explore == nil {
		return e.Door == board.SecretDoor && e.State == board.Closed
	}
	return secretAt(s.Explore, p, side)
}

// edgeView describes an edge.
func edgeView(e board.Edge) (EdgeView, bool) {
	switch e.Kind {
	case board.Wall:
		return EdgeView{Kind: "wall"}, true
	case board.Opening:
		return EdgeView{Kind: "opening"}, true
	case board.Door:
		return EdgeView{Kind: "door", Door: e.Door.String(), State: e.State.String()}, true
	}
	return EdgeView{}, false
}

func sideName(s board.Side) string {
	if s == board.SideE {
		return "e"
	}
	return "s"
}

// SeatEvents returns the events of a command that seat may see, given the
// state after the command. The heroes never see an event that names a
// creature still hidden in an unrevealed section or held back for want
// of reserve points, the card the Dark Player drew, nor the cards his
// questions offer him; the Dark Player
// sees them all. Events that cannot be encoded are dropped.
func SeatEvents(after State, seat Side, evs []Event) []Event {
	if seat == Dark {
		return evs
	}
	var hidden [][]byte
	if x := after.Explore; x != nil {
		for i := range x.Hidden {
			q, err := json.Marshal(x.Hidden[i].ID)
			if err == nil {
				hidden = append(hidden, q)
			}
		}
	}
	out := make([]Event, 0, len(evs))
	for _, ev := range evs {
		switch x := ev.(type) {
		case SheetCreatureWithheld:
			// What the sheet held back is the Dark Player's to know.
			continue
		case CardDrawn:
			// The heroes see which deck, not which card (page 47).
			x.Card = ""
			ev = x
		case PromptOpened:
			x.Prompt = heroesPrompt(x.Prompt)
			ev = x
		}
		b, err := EncodeEvent(ev)
		if err != nil {
			continue
		}
		leak := false
		for _, h := range hidden {
			if bytes.Contains(b, h) {
				leak = true
				break
			}
		}
		if !leak {
			out = append(out, ev)
		}
	}
	return out
}
