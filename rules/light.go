package rules

import (
	"fmt"

	"dun/board"
)

// Darkness and light (page 27, Action 16). Sections are lit unless a
// Darkness or Complete Darkness card (the Dark Player's, or the quest
// sheet's) falls on them; a light source, lit with an Action and held in
// one hand or set down on a square, lights its whole section again. What
// the two darknesses do is the starter pack's card text (the book names
// the cards but not their numbers; R130):
//
//   - Darkness: -1 to Perception and to Shooting Skill, and no line of
//     sight to a figure in it more than 4 squares away.
//   - Complete Darkness: as Darkness, and besides -1 to Combat Skill, -2
//     to Shooting Skill in all, and a figure in it is seen only from next
//     to it. Undead and Underworld creatures ignore both (R131).
//
// Who is in the dark is read where each figure stands: a test of
// Perception or a melee attack by the figure's own section, a shot by the
// darker of the shooter's and the target's, a line of sight by the
// target's (R132).

const (
	ruleLight      = "light"
	rulePlaceLight = "place_light"
	// lightEffect is the content effect of torches and lanterns.
	lightEffect = "item_light"
)

// Gloom is how dark a figure finds a place: none, Darkness or Complete
// Darkness.
type Gloom uint8

const (
	GloomNone Gloom = iota
	GloomDark
	GloomComplete
)

// LightSource lights the torch or lantern at index Item (page 27, Action
// 16): it goes to the figure's hand if it was in the backpack.
type LightSource struct {
	Header
	Figure string
	Item   int
}

// PlaceLight sets the lit light held at index Item down on square At, the
// figure's or one next to it: it keeps lighting that square's section.
type PlaceLight struct {
	Header
	Figure string
	Item   int
	At     board.Pos
}

const (
	TypeLight      = "light"
	TypePlaceLight = "place_light"
)

func (LightSource) Type() string { return TypeLight }
func (PlaceLight) Type() string  { return TypePlaceLight }

// MarshalJSON writes the command's tagged form.
func (c LightSource) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c PlaceLight) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c LightSource) toWire(w *wire) {
	w.Figure, w.Item = &c.Figure, itemRef(c.Item)
}

func (c PlaceLight) toWire(w *wire) {
	at := c.At
	w.Figure, w.Item, w.At2 = &c.Figure, itemRef(c.Item), &at
}

func init() {
	commandFields[TypeLight] = map[string]bool{"figure": true, "item": true}
	commandFields[TypePlaceLight] = map[string]bool{"figure": true, "item": true, "square": true}
	wireDecoders[TypeLight] = func(a wireArgs) (Command, error) {
		return LightSource{Header: a.h, Figure: a.fig, Item: a.item}, nil
	}
	wireDecoders[TypePlaceLight] = func(a wireArgs) (Command, error) {
		p, err := squareArg(a)
		if err != nil {
			return nil, err
		}
		return PlaceLight{Header: a.h, Figure: a.fig, Item: a.item, At: p}, nil
	}
}

// squareArg is the "square" of a decoded command.
func squareArg(a wireArgs) (board.Pos, error) {
	if a.w.At2 == nil {
		return board.Pos{}, badCommand(`"square" must be a square`, `"square" debe ser una casilla`)
	}
	if err := checkPos("square", *a.w.At2); err != nil {
		return board.Pos{}, err
	}
	return *a.w.At2, nil
}

// LightLit: a figure lit a light source, which it now holds.
type LightLit struct {
	Figure   string `json:"figure"`
	Item     int    `json:"item"`
	ItemName Text   `json:"item_name"`
	Section  uint8  `json:"section"`
}

// LightPlaced: a figure set a lit light source down on a square.
type LightPlaced struct {
	Figure   string    `json:"figure"`
	Item     int       `json:"item"`
	ItemName Text      `json:"item_name"`
	At       board.Pos `json:"at"`
	Section  uint8     `json:"section"`
}

// SectionDarkened: a section fell into Darkness or Complete Darkness.
type SectionDarkened struct {
	Section  uint8 `json:"section"`
	Complete bool  `json:"complete,omitempty"`
}

func (LightLit) EventType() string        { return "light_lit" }
func (LightPlaced) EventType() string     { return "light_placed" }
func (SectionDarkened) EventType() string { return "section_darkened" }

// isLight reports whether it is a torch or lantern.
func isLight(it *Item) bool { return it.Effect == lightEffect }

// shining reports whether light it gives light: lit, whole, and held or
// set down (a light in the backpack lights nothing).
func shining(it *Item) bool {
	return isLight(it) && it.Lit && !it.Broken && (it.Place == InHand || it.Place == OnGround)
}

// sectionLit reports whether a light shines in section sec: held by a
// figure standing there, or set down on one of its squares.
func sectionLit(s *State, sec uint8) bool {
	g := s.Board
	for i := range s.Figures {
		f := &s.Figures[i]
		for k := range f.Items {
			it := &f.Items[k]
			if !shining(it) {
				continue
			}
			switch {
			case it.Place == OnGround && g.In(it.At) && g.Square(it.At).Section == sec:
				return true
			case it.Place == InHand && f.Present() && g.Square(f.At).Section == sec:
				return true
			}
		}
	}
	return false
}

// gloomOf is the darkness section sec is in, light sources considered.
func gloomOf(s *State, sec uint8) Gloom {
	if s.Scene == nil || sec == 0 {
		return GloomNone
	}
	for _, d := range s.Scene.Dark {
		if d.Section != sec {
			continue
		}
		if sectionLit(s, sec) {
			return GloomNone
		}
		if d.Complete {
			return GloomComplete
		}
		return GloomDark
	}
	return GloomNone
}

// GloomAt is the darkness on square p for figure viewer (whose kind may
// ignore it), light sources considered.
func GloomAt(s State, viewer string, p board.Pos) Gloom {
	if s.checkShape() != nil || !s.Board.In(p) {
		return GloomNone
	}
	i := s.figure(viewer)
	if i >= 0 && seesInDark(&s.Figures[i]) {
		return GloomNone
	}
	return gloomOf(&s, s.Board.Square(p).Section)
}

// seesInDark reports whether f ignores darkness: Undead and Underworld
// creatures ignore Complete Darkness (page 116), and so a lesser one too
// (R131).
func seesInDark(f *Figure) bool { return f.HasSkill("undead") || f.HasSkill("underworld") }

// gloomFor is the darkness figure f finds where it stands.
func gloomFor(s *State, f *Figure) Gloom {
	if seesInDark(f) || !f.Present() {
		return GloomNone
	}
	return gloomOf(s, s.Board.Square(f.At).Section)
}

var (
	darkText     = Text{En: "darkness", Es: "penumbra"}
	completeText = Text{En: "complete darkness", Es: "oscuridad total"}
)

// darkMods appends the darkness modifiers to a test of attribute a by
// figure fi where it stands: Perception in either darkness, Combat Skill
// in Complete Darkness. Shots are judged in shotModifiers (darkShot).
func darkMods(s *State, fi int, a Attribute, extra []Modifier) []Modifier {
	if s.Scene == nil || len(s.Scene.Dark) == 0 || fi < 0 || fi >= len(s.Figures) {
		return extra
	}
	extra = lostMods(s, &s.Figures[fi], a, extra)
	gl := gloomFor(s, &s.Figures[fi])
	switch {
	case a == Perception && gl == GloomDark:
		return append(extra, Modifier{Value: -1, Why: darkText})
	case a == Perception && gl == GloomComplete:
		return append(extra, Modifier{Value: -1, Why: completeText})
	case a == CombatSkill && gl == GloomComplete:
		return append(extra, Modifier{Value: -1, Why: completeText})
	}
	return extra
}

// darkShot is the darkness modifier of a shot by figure fi at ti: the
// darker of where each stands, as the shooter sees it.
func darkShot(s *State, fi, ti int) (Modifier, bool) {
	if s.Scene == nil || len(s.Scene.Dark) == 0 {
		return Modifier{}, false
	}
	f := &s.Figures[fi]
	if seesInDark(f) {
		return Modifier{}, false
	}
	gl := max(gloomOf(s, s.Board.Square(f.At).Section), gloomOf(s, s.Board.Square(s.Figures[ti].At).Section))
	switch gl {
	case GloomDark:
		return Modifier{Value: -1, Why: darkText}, true
	case GloomComplete:
		return Modifier{Value: -2, Why: completeText}, true
	}
	return Modifier{}, false
}

// darkSight reports whether viewer v may see target t for darkness: a
// target in Darkness is seen from at most 4 squares, one in Complete
// Darkness only from next to it.
func darkSight(s *State, v, t *Figure) bool {
	if s.Scene == nil || len(s.Scene.Dark) == 0 || seesInDark(v) {
		return true
	}
	reach := 0
	switch gloomOf(s, s.Board.Square(t.At).Section) {
	case GloomNone:
		return true
	case GloomDark:
		reach = 4
	case GloomComplete:
		reach = 1
	}
	return baseGap(v, t) <= reach
}

// darken puts section sec in Darkness, or Complete Darkness; a darker card
// on a section already dark makes it darker, never lighter. The Dark
// Player's Darkness cards call it.
func (e *env) darken(sec uint8, complete bool) {
	sc := e.s.scene()
	for k := range sc.Dark {
		if sc.Dark[k].Section == sec {
			d := &own(&sc.Dark)[k] // shared with clones (cow.go)
			d.Complete = d.Complete || complete
			e.emit(SectionDarkened{Section: sec, Complete: sc.Dark[k].Complete})
			return
		}
	}
	sc.Dark = append(sc.Dark, DarkSection{Section: sec, Complete: complete})
	e.emit(SectionDarkened{Section: sec, Complete: complete})
}

// canLight checks Action 16 for item k of figure fi.
func canLight(s *State, fi int, a *Activation, k int) *RuleError {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return err
	}
	if k < 0 || k >= len(f.Items) || !isLight(&f.Items[k]) || f.Items[k].Broken || (f.Items[k].Place != InHand && f.Items[k].Place != InPack) {
		return refuse(CodeBadItem, "%s has no light source %d to light", "%s no tiene ninguna fuente de luz %d que encender", f.name(), k)
	}
	it := &f.Items[k]
	if shining(it) {
		return refuse(CodeBadItem, "%s already shines", "%s ya está encendida", it.Name)
	}
	if it.Place == InPack && f.HandsUsed()+max(it.Hands, 1) > 2 {
		return refuse(CodeNoFreeHand, "%s needs a free hand to hold %s", "%s necesita una mano libre para sostener %s", f.name(), it.Name)
	}
	if !a.ActionLeft() {
		return refuse(CodeActionUsed, "%s has no Action left", "a %s no le queda ninguna Acción", f.name())
	}
	if enemyAdjacent(s, fi, f.At) {
		return refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción", f.name())
	}
	return unthreatened(s, fi)
}

func (c LightSource) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if rerr := canLight(e.s, fi, a, c.Item); rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleLight); rerr != nil {
		return rerr
	}
	it := f.editItem(c.Item)
	it.Lit, it.Place = true, InHand
	e.emit(LightLit{Figure: f.ID, Item: c.Item, ItemName: it.Name, Section: sectionOf(e.s, f)})
	return nil
}

// canPlaceLight checks setting down the lit light k of figure fi on at.
func canPlaceLight(s *State, fi int, a *Activation, k int, at board.Pos) *RuleError {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return err
	}
	if k < 0 || k >= len(f.Items) || !shining(&f.Items[k]) || f.Items[k].Place != InHand {
		return refuse(CodeBadItem, "%s holds no lit light source %d", "%s no sostiene ninguna fuente de luz encendida %d", f.name(), k)
	}
	g := s.Board
	if !g.In(at) || g.Square(at).Section == 0 || g.Square(at).Terrain == board.Impassable || !besides(g, f, at) {
		return refuse(CodeNotAdjacent, "%s can set a light down only on its square or a floor square next to it, not on %v", "%s solo puede dejar una luz en su casilla o en una casilla de suelo junto a ella, no en %v", f.name(), at)
	}
	if a.QuickActionsLeft() == 0 {
		return refuse(CodeQuickActionUsed, "%s has no Quick Action left", "a %s no le queda ninguna Acción rápida", f.name())
	}
	return nil
}

// PlaceLight: setting a light down is a Quick Action (R133): page 28 lets
// a figure put down what it holds, and the light keeps burning there.
func (c PlaceLight) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if rerr := canPlaceLight(e.s, fi, a, c.Item, c.At); rerr != nil {
		return rerr
	}
	if rerr := e.spendQuick(f, a); rerr != nil {
		return rerr
	}
	it := f.editItem(c.Item)
	it.Place, it.At = OnGround, c.At
	e.emit(LightPlaced{Figure: f.ID, Item: c.Item, ItemName: it.Name, At: c.At, Section: e.s.Board.Square(c.At).Section})
	return nil
}

// lightPickedUp keeps a lit light burning when it is picked up into a free
// hand; one that must go into the backpack goes out (R133).
func lightPickedUp(f *Figure, it *Item) {
	if !isLight(it) {
		return
	}
	if it.Lit && f.HandsUsed()+max(it.Hands, 1) <= 2 {
		it.Place = InHand
		return
	}
	it.Lit = false
}

// lightOptions lists lighting the figure's light sources and setting down
// the lit ones it holds.
func lightOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	var out []Option
	g := s.Board
	for k := range f.Items {
		it := &f.Items[k]
		if !isLight(it) {
			continue
		}
		if canLight(s, fi, a, k) == nil {
			out = append(out, Option{ID: fmt.Sprintf("light:%s:%d", f.ID, k), Command: LightSource{Header: h, Figure: f.ID, Item: k}})
		}
		if !shining(it) || it.Place != InHand {
			continue
		}
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				p := board.Pos{X: f.At.X + dx, Y: f.At.Y + dy}
				if g.In(p) && canPlaceLight(s, fi, a, k, p) == nil {
					out = append(out, Option{ID: fmt.Sprintf("place_light:%s:%d:%d,%d", f.ID, k, p.X, p.Y), Command: PlaceLight{Header: h, Figure: f.ID, Item: k, At: p}})
				}
			}
		}
	}
	return out
}
