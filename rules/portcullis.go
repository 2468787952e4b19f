package rules

import (
	"fmt"
	"slices"
	"strconv"

	"dun/board"
)

// Portcullis (the card_blocked_access effect with element portcullis, an
// original card of the starter pack). The Dark Player plays it when a
// hero in a corridor declares he reveals a section from an exploration
// arrow: an iron grate drops on the edges between the arrows into that
// section and the section itself, a closed portcullis door of the board
// (Line of Sight passes between its bars, movement does not), and the
// hero's reveal is not done (he keeps his Action, as a Locked Door leaves
// it, R896). No reveal crosses it while it is down. A figure next to it
// may spend its Action lifting it, a Strength test with the card's
// modifier (it then stays up), or hitting it as a door (page 25: the
// card's Armour and Vitality; broken, it is gone).

const (
	ruleLiftGrate = "lift_portcullis"
	maxGrateEdges = 8
)

// Grate is a portcullis a card dropped: the edges on Side (east or south)
// of the squares Edges, barring Section, with its toughness, the wounds
// blows gave it, and the modifier of the test that lifts it.
type Grate struct {
	Card     string      `json:"card"`
	Edges    []board.Pos `json:"edges"`
	Side     board.Side  `json:"side"`
	Section  uint8       `json:"section"`
	Armour   int         `json:"armour"`
	Vitality int         `json:"vitality"`
	Wounds   int         `json:"wounds,omitempty"`
	Lift     int         `json:"lift,omitempty"`
}

// LiftPortcullis: the active figure tries to lift the portcullis on edge
// At/Side.
type LiftPortcullis struct {
	Header
	Figure string
	At     board.Pos
	Side   board.Side
}

// TypeLiftPortcullis is LiftPortcullis's type tag.
const TypeLiftPortcullis = "lift_portcullis"

func (LiftPortcullis) Type() string { return TypeLiftPortcullis }

// MarshalJSON writes the command's tagged form.
func (c LiftPortcullis) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// PortcullisDropped: a card's grate fell on Edges (Side of each), barring
// Section.
type PortcullisDropped struct {
	Card    string      `json:"card"`
	Edges   []board.Pos `json:"edges"`
	Side    board.Side  `json:"side"`
	Section uint8       `json:"section"`
}

// PortcullisLifted: Figure's test (Roll) lifted the grate on At, or not.
type PortcullisLifted struct {
	Figure string    `json:"figure"`
	At     board.Pos `json:"at"`
	Roll   int       `json:"roll"`
	Lifted bool      `json:"lifted,omitempty"`
}

// PortcullisHit: Figure's blow (Roll) gave the grate on At Wounds; Left
// is its Vitality left, Broken once it is gone.
type PortcullisHit struct {
	Figure string    `json:"figure"`
	At     board.Pos `json:"at"`
	Roll   int       `json:"roll"`
	Wounds int       `json:"wounds"`
	Left   int       `json:"left"`
	Broken bool      `json:"broken,omitempty"`
}

func (PortcullisDropped) EventType() string { return "portcullis_dropped" }
func (PortcullisLifted) EventType() string  { return "portcullis_lifted" }
func (PortcullisHit) EventType() string     { return "portcullis_hit" }

// dirSide is the side of a square an orthogonal direction crosses.
func dirSide(d board.Dir) (board.Side, bool) {
	if d%2 != 0 {
		return 0, false
	}
	return board.Side(d / 2), true
}

// grateEdges are the edges a grate would drop on for the reveal from
// arrow square at: those of every arrow into the same section, on their
// facing side, as canonical (east or south) edges.
func grateEdges(s *State, at board.Pos) ([]board.Pos, board.Side, uint8, bool) {
	x := s.Explore
	k := arrowAt(x, at)
	if k < 0 {
		return nil, 0, 0, false
	}
	to := x.Arrows[k].To
	side, ok := dirSide(x.Arrows[k].Facing)
	if !ok {
		return nil, 0, 0, false
	}
	var edges []board.Pos
	var sd board.Side
	for _, ar := range x.Arrows {
		if ar.To != to || ar.Facing != x.Arrows[k].Facing {
			continue
		}
		p, c := canonEdge(ar.At, side)
		if !s.Board.In(p) || !s.Board.In(p.Add(c.Dir())) {
			return nil, 0, 0, false
		}
		edges, sd = append(edges, p), c
	}
	if len(edges) == 0 || len(edges) > maxGrateEdges {
		return nil, 0, 0, false
	}
	return edges, sd, to, true
}

// grateFits checks that card c may drop its grate for the action rule on
// at: only as a hero reveals a section from an arrow.
func grateFits(s *State, c *DarkCard, rule string, at board.Pos) *RuleError {
	if rule != reactReveal {
		return refuse(CodeCardPlace, "%s drops as a hero reveals a section from an exploration arrow", "%s cae cuando un héroe revela una sección desde una flecha de exploración", c.Name.En)
	}
	if _, _, _, ok := grateEdges(s, at); !ok {
		return refuse(CodeCardPlace, "%s finds no edge to drop on at %v", "%s no encuentra dónde caer en %v", c.Name.En, at)
	}
	return nil
}

// dropGrate lets card c's grate fall for the reveal from at.
func (e *env) dropGrate(c *DarkCard, at board.Pos) error {
	s := e.s
	edges, sd, sec, ok := grateEdges(s, at)
	if !ok {
		return refuse(CodeCardPlace, "%s finds no edge to drop on at %v", "%s no encuentra dónde caer en %v", c.Name.En, at)
	}
	g := s.Board.Clone()
	for _, p := range edges {
		if err := g.SetEdge(p, sd, board.Edge{Kind: board.Door, Door: board.Portcullis, State: board.Closed}); err != nil {
			return refuse(CodeBadState, "the grate at %v: %v", "la reja de %v: %v", p, err.Error())
		}
	}
	s.Board = g
	gr := Grate{Card: c.ID, Edges: edges, Side: sd, Section: sec, Armour: min(max(c.Int("armor"), 0), MaxArmour), Vitality: min(max(c.Int("vitality"), 1), attrLimit), Lift: min(max(c.Int("lift_modifier"), -6), 6)}
	s.Dark.Grates = append(s.Dark.Grates, gr)
	e.emit(PortcullisDropped{Card: c.ID, Edges: slices.Clone(edges), Side: sd, Section: sec})
	return nil
}

// grateAt is the index of the grate with an edge on side of at, or -1.
func grateAt(s *State, at board.Pos, side board.Side) int {
	if s.Dark == nil {
		return -1
	}
	p, sd := canonEdge(at, side)
	for k, gr := range s.Dark.Grates {
		if gr.Side == sd && slices.Contains(gr.Edges, p) {
			return k
		}
	}
	return -1
}

// grateBars reports whether a grate stands between arrow square at and
// the section it leads to.
func grateBars(s *State, at board.Pos) bool {
	x := s.Explore
	k := arrowAt(x, at)
	if k < 0 || s.Dark == nil || len(s.Dark.Grates) == 0 {
		return false
	}
	side, ok := dirSide(x.Arrows[k].Facing)
	return ok && grateAt(s, at, side) >= 0
}

// grateNear checks that figure fi may act on grate k: next to one of its
// edges (not diagonally), its Action left, no enemy next to it.
func grateNear(s *State, fi int, a *Activation, k int) *RuleError {
	f := &s.Figures[fi]
	gr := s.Dark.Grates[k]
	near := false
	for _, p := range gr.Edges {
		near = near || f.Covers(p) || f.Covers(p.Add(gr.Side.Dir()))
	}
	switch {
	case !near:
		return refuse(CodeNotAdjacent, "%s must stand next to the portcullis", "%s debe estar junto al rastrillo", f.name())
	case !a.ActionLeft():
		return refuse(CodeActionUsed, "%s has no Action left", "a %s no le queda ninguna Acción", f.name())
	case enemyAdjacent(s, fi, f.At):
		return refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción", f.name())
	}
	return lying(f)
}

func (c LiftPortcullis) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	k := grateAt(e.s, c.At, c.Side)
	if k < 0 {
		return refuse(CodeNoDoor, "there is no portcullis on the %s side of %v", "no hay ningún rastrillo en el lado %s de %v", c.Side, c.At)
	}
	if rerr := grateNear(e.s, fi, a, k); rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleLiftGrate); rerr != nil {
		return rerr
	}
	gr := e.s.Dark.Grates[k]
	var mods []Modifier
	if gr.Lift != 0 {
		mods = append(mods, Modifier{Value: gr.Lift, Why: Text{En: "a heavy portcullis", Es: "un rastrillo pesado"}})
	}
	a.Task = &Task{Rule: ruleLiftGrate, At: gr.Edges[0], Side: gr.Side, Door: true}
	r, rerr := e.test(fi, ruleLiftGrate, Strength, 0, testSkillMods(e.s, fi, Strength, ruleLiftGrate, mods)...)
	if rerr != nil {
		return rerr
	}
	return e.offerFortune(f, r, r.failed())
}

// settleLiftGrate applies the final Strength test: passed, the grate is up
// for good.
func settleLiftGrate(e *env, r RollRecord) error {
	fi, task, err := e.takeTask(r)
	if err != nil {
		return err
	}
	f := &e.s.Figures[fi]
	lifted := !r.failed()
	e.emit(PortcullisLifted{Figure: f.ID, At: task.At, Roll: r.Seq, Lifted: lifted})
	if !lifted {
		return nil
	}
	return e.raiseGrate(grateAt(e.s, task.At, task.Side), board.Opened)
}

// raiseGrate takes grate k away, leaving its edges open (lifted) or
// broken.
func (e *env) raiseGrate(k int, state board.DoorState) error {
	d := e.s.Dark
	if k < 0 || k >= len(d.Grates) {
		return nil
	}
	gr := d.Grates[k]
	g := e.s.Board.Clone()
	for _, p := range gr.Edges {
		if err := g.SetEdge(p, gr.Side, board.Edge{Kind: board.Door, Door: board.Portcullis, State: state}); err != nil {
			return refuse(CodeBadState, "the grate at %v: %v", "la reja de %v: %v", p, err.Error())
		}
	}
	e.s.Board = g
	d.Grates = append(d.Grates[:k:k], d.Grates[k+1:]...)
	if len(d.Grates) == 0 {
		d.Grates = nil
	}
	return nil
}

// breakGrate is the Break Action at grate k: a blow as at a door, with
// the card's Armour and Vitality.
func (e *env) breakGrate(f *Figure, a *Activation, k int, at board.Pos) error {
	fi := e.s.figure(f.ID)
	if rerr := grateNear(e.s, fi, a, k); rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleBreak); rerr != nil {
		return rerr
	}
	w, _ := breakWeapon(f)
	gr := &own(&e.s.Dark.Grates)[k]
	r, err := e.hitElement(f, w, gr.Armour)
	if err != nil {
		return err
	}
	hits := DamageWounds(r)
	gr.Wounds = min(gr.Wounds+hits, gr.Vitality)
	broken := gr.Wounds >= gr.Vitality
	e.emit(PortcullisHit{Figure: f.ID, At: at, Roll: r.Seq, Wounds: hits, Left: gr.Vitality - gr.Wounds, Broken: broken})
	if !broken {
		return nil
	}
	return e.raiseGrate(k, board.Broken)
}

// grateOptions offers the active figure lifting and hitting each grate it
// stands next to.
func grateOptions(s *State, fi int, h Header) []Option {
	a := s.Active
	if s.Dark == nil || len(s.Dark.Grates) == 0 || a == nil {
		return nil
	}
	f := &s.Figures[fi]
	var out []Option
	for k, gr := range s.Dark.Grates {
		if grateNear(s, fi, a, k) != nil {
			continue
		}
		p := gr.Edges[0]
		ref := strconv.Itoa(p.X) + "," + strconv.Itoa(p.Y) + ":" + gr.Side.String()
		out = append(out,
			Option{ID: "lift_portcullis:" + f.ID + ":" + ref, Command: LiftPortcullis{Header: h, Figure: f.ID, At: p, Side: gr.Side}},
			Option{ID: "break:" + f.ID + ":" + ref, Command: Break{Header: h, Figure: f.ID, At: p, Side: gr.Side, Door: true}})
	}
	return out
}

// checkGrates verifies the grates: edges on the board, sound numbers.
func checkGrates(s *State, gs []Grate) error {
	for _, gr := range gs {
		if len(gr.Edges) == 0 || len(gr.Edges) > maxGrateEdges || gr.Side > board.SideW || gr.Armour < 0 || gr.Armour > attrLimit ||
			gr.Vitality < 1 || gr.Vitality > attrLimit || gr.Wounds < 0 || gr.Wounds > gr.Vitality || gr.Lift < -6 || gr.Lift > 6 {
			return fmt.Errorf("dark player: a portcullis is malformed")
		}
		for _, p := range gr.Edges {
			if !s.Board.In(p) {
				return fmt.Errorf("dark player: a portcullis is off the board at %v", p)
			}
		}
	}
	return nil
}
