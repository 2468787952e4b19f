package rules

import (
	"fmt"
	"slices"
	"strings"

	"dun/board"
)

// The Dark Player's answers to what the heroes do (pages 47-49). When a
// hero is about to reveal a section from an exploration arrow, open an
// unexplored door or open a chest, and the Dark Player holds an obstacle
// he may play there, play stops on a question to him (PromptDarkTrap):
// pass, or play one of those cards. A trap is laid where the hero acts and
// goes off on him at once: he takes the Perception test of every trap
// (trap.go), and what he meant to do is not done. A locked door or a
// riddle shuts the door or chest; the hero keeps his Action. On a pass the
// hero's Action goes on.
//
// The placement rules: the card's icons must name the place (the room or
// corridor of the arrow, an unexplored door, a chest); one obstacle per
// door, chest or square, none next to another; at a chest, not in a
// section holding both heroes and the Dark Player's creatures. A search
// of furniture whose card allows it that ends in a blunder is asked too,
// after the roll (R1040), and so is the first step out of the Safety
// Zones (below).
//
// When a section has just been revealed and he holds an encounter for it
// (or his Leader waits for a square), play stops on PromptDarkReveal:
// while it is open he may play those encounters and place the Leader in
// the section, and his pass lets the creatures meet the heroes.

// The Dark Player's questions.
const (
	// PromptDarkTrap: the Dark Player may play an obstacle against the
	// hero's action. Options: OptionPass, "play:<card>".
	PromptDarkTrap PromptKind = "dark_trap"
	// PromptDarkReveal: the Dark Player may place creatures in the section
	// just revealed (PlayCard, PlaceLeader), then passes. Options:
	// OptionPass.
	PromptDarkReveal PromptKind = "dark_reveal"
	// OptionPass is the Dark Player's "nothing more".
	OptionPass = "pass"
)

// The actions the Dark Player answers, kept in the hero's Task while he
// decides.
const (
	reactReveal = "dark_react_reveal"
	reactDoor   = "dark_react_door"
	reactChest  = "dark_react_chest"
	// reactStep: the hero stepped on the first square out of the Safety
	// Zones (page 48).
	reactStep = "dark_react_step"
	// reactFurniture: the hero's search of a piece of furniture whose
	// card allows it was a blunder (page 48, R1040).
	reactFurniture = "dark_react_furniture"
)

func init() {
	promptHandlers[PromptDarkTrap] = answerDarkTrap
	promptHandlers[PromptDarkReveal] = answerDarkReveal
}

// obstacleSpot is where an obstacle would go: its square, and for a door
// the door's edge.
type obstacleSpot struct {
	kinds []string // the place kinds it is (room or corridor, unexplored_door, chest)
	at    board.Pos
	door  bool
	side  board.Side
	// squares are the squares it occupies, for the one-per-place and
	// adjacency rules.
	squares []board.Pos
	// section is the section of the place; mixed is set when heroes and
	// the Dark Player's creatures stand in it together.
	section uint8
}

// spotFor works out where an obstacle against hero fi's action would go.
func spotFor(s *State, fi int, rule string, at board.Pos, side board.Side) (obstacleSpot, bool) {
	x := s.Explore
	g := s.Board
	f := &s.Figures[fi]
	sp := obstacleSpot{at: at}
	switch rule {
	case reactStep, reactFurniture:
		sp.kinds = []string{PlaceRoom, PlaceCorridor}
		if si, ok := x.sectionInfo(g.Square(at).Section); ok {
			sp.kinds = []string{PlaceCorridor}
			if si.Room {
				sp.kinds = []string{PlaceRoom}
			}
		}
		sp.squares = []board.Pos{at}
	case reactReveal:
		sp.kinds = []string{PlaceRoom, PlaceCorridor}
		if si, ok := x.sectionInfo(g.Square(at).Section); ok {
			sp.kinds = []string{PlaceCorridor}
			if si.Room {
				sp.kinds = []string{PlaceRoom}
			}
		}
		sp.squares = []board.Pos{at}
	case reactDoor:
		k := doorAt(x, at, side)
		if k < 0 {
			return sp, false
		}
		d := x.Doors[k]
		sp.kinds, sp.door = []string{PlaceUnexploredDoor}, true
		for _, p := range d.Edges(nil) {
			q := p.Add(d.Side.Dir())
			sp.squares = append(sp.squares, p, q)
			// The trap waits on the hero's side of the door.
			if f.Covers(p) {
				sp.at, sp.side = p, d.Side
			} else if f.Covers(q) {
				sp.at, sp.side = q, (d.Side+2)&3
			}
		}
	case reactChest:
		sp.kinds = []string{PlaceChest}
		if el := g.Square(at).Element; el != 0 {
			sp.squares = chestSquares(s, int(el)-1)
		}
		if len(sp.squares) == 0 {
			sp.squares = []board.Pos{at}
		}
	default:
		return sp, false
	}
	sp.section = g.Square(sp.at).Section
	return sp, true
}

// mixedSection reports whether heroes and the Dark Player's creatures
// stand in section sec together.
func mixedSection(s *State, sec uint8) bool {
	var heroes, dark bool
	for i := range s.Figures {
		f := &s.Figures[i]
		if !f.Present() || s.Board.Square(f.At).Section != sec {
			continue
		}
		if f.Side == Heroes {
			heroes = true
		} else {
			dark = true
		}
	}
	return heroes && dark
}

// ObstacleSpot is the squares an obstacle would take at the open obstacle
// question (a door's both sides, a chest's squares), for page 48's rules
// of one obstacle per place and none beside another; nil with none open.
func ObstacleSpot(s State) []board.Pos {
	p, a := s.Prompt, s.Active
	if p == nil || p.Kind != PromptDarkTrap || a == nil || a.Task == nil {
		return nil
	}
	fi := s.figure(p.Figure)
	if fi < 0 {
		return nil
	}
	sp, ok := spotFor(&s, fi, a.Task.Rule, a.Task.At, a.Task.Side)
	if !ok {
		return nil
	}
	return slices.Clone(sp.squares)
}

// ObstacleSquares are the squares taken by the obstacles on the board,
// which page 48 keeps apart: a planner's view of them (obstacleSquares).
func ObstacleSquares(s State) []board.Pos { return obstacleSquares(&s) }

// obstacleSquares are the squares taken by the obstacles on the board:
// traps (those of the sheet too), and the unexplored doors and chests a
// lock or riddle shuts.
func obstacleSquares(s *State) []board.Pos {
	x := s.Explore
	if x == nil {
		return nil
	}
	var out []board.Pos
	for _, t := range x.Traps {
		out = append(out, t.At)
		if t.Long {
			out = append(out, t.Second)
		}
	}
	for _, d := range x.Doors {
		if d.Locked || d.Riddle || d.Runes {
			for _, p := range d.Edges(nil) {
				out = append(out, p, p.Add(d.Side.Dir()))
			}
		}
	}
	for _, el := range x.Elements {
		if el.Chest && (el.Riddle || el.Runes) {
			out = append(out, chestSquares(s, el.Element)...)
		}
	}
	return out
}

// obstacleNear refuses spot sp when an obstacle is on or next to one of
// its squares (page 48).
func obstacleNear(s *State, sp obstacleSpot) *RuleError {
	for _, p := range obstacleSquares(s) {
		for _, q := range sp.squares {
			if dx, dy := absInt(p.X-q.X), absInt(p.Y-q.Y); dx <= 1 && dy <= 1 {
				if dx == 0 && dy == 0 {
					return refuse(CodeCardPlace, "an obstacle is on %v already: one per door, chest or square (page 48)", "ya hay un obstáculo en %v: uno por puerta, cofre o casilla (página 48)", p)
				}
				return refuse(CodeCardPlace, "the obstacle on %v is next to %v: no obstacle next to another (page 48)", "el obstáculo de %v está junto a %v: ningún obstáculo junto a otro (página 48)", p, q)
			}
		}
	}
	return nil
}

// obstacleFits checks obstacle card c at spot sp against the placement
// rules of page 48.
func obstacleFits(s *State, c *DarkCard, sp obstacleSpot, rule string) *RuleError {
	if c.Type != CardObstacle {
		return refuse(CodeCardPlace, "%s is not an obstacle", "%s no es un obstáculo", c.Name.En)
	}
	if c.Effect == "card_darkness" {
		return darknessFits(s, c, sp, rule)
	}
	fits := false
	for _, k := range sp.kinds {
		fits = fits || c.places(k)
	}
	if !fits {
		return refuse(CodeCardPlace, "%s is not played on a %s", "%s no se juega en: %s", c.Name.En, strings.Join(sp.kinds, ", "))
	}
	if err := obstacleNear(s, sp); err != nil {
		return err
	}
	if (rule == reactChest || rule == reactStep || rule == reactFurniture) && mixedSection(s, sp.section) {
		return refuse(CodeCardPlace, "heroes and the Dark Player's creatures share section %d: no trap there but on revealing or opening a door (page 48)", "héroes y criaturas del Jugador Oscuro comparten la sección %d: ahí no hay trampas salvo al revelar o abrir una puerta (página 48)", sp.section)
	}
	switch c.Effect {
	case "locked_door":
		if !sp.door {
			return refuse(CodeCardPlace, "%s locks a door", "%s cierra una puerta", c.Name.En)
		}
	case "card_sealed_access":
		if rule != reactDoor && rule != reactChest {
			return refuse(CodeCardPlace, "%s seals a door or a chest", "%s sella una puerta o un cofre", c.Name.En)
		}
	case "card_riddle":
		if rule == reactReveal {
			return refuse(CodeCardPlace, "%s guards a door or a chest", "%s protege una puerta o un cofre", c.Name.En)
		}
	case "card_blocked_access":
		fits := grateFits
		if c.Word("element") == "rubble" {
			fits = rubbleFits
		}
		if err := fits(s, c, rule, sp.at); err != nil {
			return err
		}
	default:
		if !c.Trap {
			return refuse(CodeCardWaiting, "%s is not played against this action yet", "%s aún no se juega contra esta acción", c.Name.En)
		}
	}
	if rule == reactStep && !c.Trap {
		return refuse(CodeCardPlace, "only traps are laid under a hero's step", "solo se colocan trampas bajo el paso de un héroe")
	}
	if rule == reactFurniture && (!c.Trap || c.Effect == "card_pit") {
		return refuse(CodeCardPlace, "only traps are hidden in furniture, and no pit", "en un mueble solo se esconden trampas, y ningún foso")
	}
	return nil
}

// reactOptions are the obstacle cards the Dark Player may play against
// hero fi's action rule on at (and side, for a door), as prompt options.
func reactOptions(s *State, fi int, rule string, at board.Pos, side board.Side) []PromptOption {
	d := s.Dark
	if d == nil || s.Explore == nil {
		return nil
	}
	sp, ok := spotFor(s, fi, rule, at, side)
	if !ok {
		return nil
	}
	var out []PromptOption
	seen := map[string]bool{}
	for _, id := range d.Hand {
		if seen[id] {
			continue
		}
		seen[id] = true
		c, err := playable(s, id)
		if err != nil || trapCost(s, c) > s.Available() || obstacleFits(s, c, sp, rule) != nil {
			continue
		}
		out = append(out, pitOptions(s, c, sp, Text{En: fmt.Sprintf("Play %s (%d)", c.Name.En, trapCost(s, c)), Es: fmt.Sprintf("Jugar %s (%d)", c.Name.Es, trapCost(s, c))})...)
	}
	return out
}

// darkReacts opens the Dark Player's question before hero fi's action
// rule on at, when he holds an obstacle for it; it reports whether it did.
func (e *env) darkReacts(fi int, rule string, at board.Pos, side board.Side) bool {
	if e.noReact || e.s.Dark == nil || e.s.Active == nil {
		return false
	}
	opts := reactOptions(e.s, fi, rule, at, side)
	if len(opts) == 0 && !adpMayRoll(e.s) {
		return false
	}
	e.adpMoment("")
	f := &e.s.Figures[fi]
	e.s.Active.Task = &Task{Rule: rule, At: at, Side: side, Back: f.At, Door: rule == reactDoor}
	e.open(Prompt{Kind: PromptDarkTrap, Seat: Dark, Figure: f.ID,
		Options: append([]PromptOption{{ID: OptionPass, Label: Text{En: "Let it happen", Es: "Dejarlo pasar"}}}, opts...)})
	return true
}

// answerDarkTrap plays the obstacle the Dark Player chose, or lets the
// hero's action go on.
func answerDarkTrap(e *env, p Prompt, option string) error {
	s := e.s
	a := s.Active
	if a == nil || a.Task == nil || a.Figure != p.Figure {
		return refuse(CodeBadState, "no hero's action waits for the Dark Player", "ninguna acción de un héroe espera al Jugador Oscuro")
	}
	task := *a.Task
	a.Task = nil
	fi := s.figure(p.Figure)
	if option == OptionPass {
		e.noReact = true
		defer func() { e.noReact = false }()
		h := Header{Seat: s.Figures[fi].Side}
		switch task.Rule {
		case reactReveal:
			return Reveal{Header: h, Figure: p.Figure, At: task.At}.apply(e)
		case reactDoor:
			return OpenDoor{Header: h, Figure: p.Figure, At: task.At, Side: task.Side}.apply(e)
		case reactChest:
			return OpenChest{Header: h, Figure: p.Figure, At: task.At}.apply(e)
		case reactStep:
			// The hero stands where he stepped and may move on.
			return nil
		case reactFurniture:
			// The blunder's row of the furniture's table, as it would
			// have been read without the question.
			return e.furnitureBlunderPassed(fi, task.At)
		}
		return refuse(CodeBadState, "unknown action %q", "acción desconocida %q", task.Rule)
	}
	id, _ := strings.CutPrefix(option, "play:")
	id, rest, _ := strings.Cut(id, ":") // a long pit's second square (R1042)
	c, err := playable(s, id)
	if err != nil {
		return err
	}
	sp, ok := spotFor(s, fi, task.Rule, task.At, task.Side)
	if !ok {
		return refuse(CodeBadState, "the action's place is gone", "el lugar de la acción ya no existe")
	}
	if err := obstacleFits(s, c, sp, task.Rule); err != nil {
		return err
	}
	second, long, perr := pitSecond(s, c, sp, rest)
	if perr != nil {
		return perr
	}
	if err := e.pay(trapCost(s, c), c.Name.En); err != nil {
		return err
	}
	at, sec := sp.at, sp.section
	if c.Effect == "card_darkness" {
		sec = darknessSection(s, sp)
	}
	e.played(c, trapCost(s, c), CardPlayed{Target: p.Figure, At: &at, Section: sec})
	x := s.Explore
	switch c.Effect {
	case "card_darkness":
		e.darken(darknessSection(s, sp), c.Flag("complete"))
		e.noReact = true
		defer func() { e.noReact = false }()
		return Reveal{Header: Header{Seat: s.Figures[fi].Side}, Figure: p.Figure, At: task.At}.apply(e)
	case "locked_door":
		own(&x.Doors)[doorAt(x, task.At, task.Side)].Locked = true
		e.emit(DoorShut{At: task.At, Side: task.Side, Card: c.ID})
		return nil
	case "card_sealed_access":
		e.seal(c, task)
		return nil
	case "card_blocked_access":
		// The reveal is not done; the hero keeps his Action (R896, R897).
		if c.Word("element") == "rubble" {
			return e.dropRubble(c, task.At)
		}
		return e.dropGrate(c, task.At)
	case "card_riddle":
		if task.Rule == reactDoor {
			own(&x.Doors)[doorAt(x, task.At, task.Side)].Riddle = true
			e.emit(DoorShut{At: task.At, Side: task.Side, Card: c.ID})
			return nil
		}
		if el := s.Board.Square(task.At).Element; el != 0 {
			if k := x.elementIndex(int(el) - 1); k >= 0 {
				own(&x.Elements)[k].Riddle = true
			}
		}
		e.emit(ChestShut{At: task.At, Card: c.ID})
		return nil
	}
	t := e.cardTrap(c, sp.at, sp.door, sp.side)
	if task.Rule == reactChest {
		t.At = task.At
	}
	t.Long, t.Second = long, second
	x.Traps = append(x.Traps, t)
	if task.Rule == reactStep {
		return e.springTrap(fi, len(x.Traps)-1, Task{Back: task.Back, Stepped: true})
	}
	return e.springTrap(fi, len(x.Traps)-1, Task{Back: s.Figures[fi].At})
}

// furnitureBlunderPassed reads the furniture on at for hero fi, whose
// blunder the Dark Player let pass.
func (e *env) furnitureBlunderPassed(fi int, at board.Pos) error {
	el := e.s.Board.Square(at).Element
	k := e.s.Explore.elementIndex(int(el) - 1)
	if el == 0 || k < 0 {
		return refuse(CodeBadState, "the furniture on %v is gone", "el mueble de %v ya no está", at)
	}
	x := e.s.Explore.Elements[k]
	return e.elementLoot(fi, e.s.Board.Elements()[x.Element].Kind, x.Result)
}

// DoorShut: an obstacle card locked an unexplored door or set a riddle on
// it.
type DoorShut struct {
	At   board.Pos  `json:"at"`
	Side board.Side `json:"side"`
	Card string     `json:"card"`
}

// ChestShut: an obstacle card set a riddle on a chest.
type ChestShut struct {
	At   board.Pos `json:"at"`
	Card string    `json:"card"`
}

func (DoorShut) EventType() string  { return "door_shut" }
func (ChestShut) EventType() string { return "chest_shut" }

// doorTrap returns the index of the trap laid on the door with an edge on
// side of at, or -1.
func doorTrap(x *Exploration, at board.Pos, side board.Side) int {
	if x == nil {
		return -1
	}
	k := doorAt(x, at, side)
	if k < 0 {
		return -1
	}
	d := x.Doors[k]
	for i, t := range x.Traps {
		if !t.Door {
			continue
		}
		for _, p := range d.Edges(nil) {
			if t.At == p || t.At == p.Add(d.Side.Dir()) {
				return i
			}
		}
	}
	return -1
}

// revealWindow opens the Dark Player's question after hero fi revealed
// secs, when he may place creatures there; otherwise the creatures placed
// meet the heroes at once.
func (e *env) revealWindow(fi int, secs []uint8, placed []string, before bool) error {
	d := e.s.Dark
	if d != nil && len(secs) > 0 && mayPlaceIn(e.s, secs) {
		e.adpMoment(adpRevealPending(e.s, secs))
		d.Window = &DarkWindow{Sections: slices.Clone(secs), Hero: e.s.Figures[fi].ID, Placed: placed, Before: before, BrokeIn: e.brokeIn}
		e.open(Prompt{Kind: PromptDarkReveal, Seat: Dark, Figure: e.s.Figures[fi].ID,
			Options: []PromptOption{{ID: OptionPass, Label: Text{En: "Place nothing more", Es: "No colocar nada más"}}}})
		return nil
	}
	return e.meetEnemies(fi, placed, before)
}

// mayPlaceIn reports whether the Dark Player could place something in one
// of secs: his Leader waits, or he holds an encounter for a section being
// revealed that he could pay for.
func mayPlaceIn(s *State, secs []uint8) bool {
	d := s.Dark
	open := false
	for _, sec := range secs {
		open = open || !slices.Contains(d.Start, sec)
	}
	if !open {
		return false
	}
	if d.Leader != nil {
		return true
	}
	if d.Mode == DarkADP {
		return adpMayPlace(s, secs)
	}
	for _, id := range d.Hand {
		c, err := playable(s, id)
		if err == nil && c.Type == CardEncounter && c.places(PlaceRevealedSection) && s.Available() > 0 {
			return true
		}
	}
	return false
}

// answerDarkReveal closes the window: the creatures placed in it meet the
// heroes.
func answerDarkReveal(e *env, _ Prompt, _ string) error {
	d := e.s.Dark
	if d == nil || d.Window == nil {
		return refuse(CodeBadState, "no section waits for the Dark Player", "ninguna sección espera al Jugador Oscuro")
	}
	w := *d.Window
	d.Window = nil
	fi := e.s.figure(w.Hero)
	if fi < 0 {
		return unknownFigure(w.Hero)
	}
	e.brokeIn = w.BrokeIn
	defer func() { e.brokeIn = false }()
	return e.meetEnemies(fi, w.Placed, w.Before)
}

// windowCommand reports whether c is one the Dark Player may send while
// the section-revealed question is open.
func windowCommand(s *State, c Command) bool {
	if adpWindowCommand(s, c) {
		return true
	}
	if s.Prompt == nil || s.Prompt.Kind != PromptDarkReveal || c.head().Seat != Dark {
		return false
	}
	switch c.(type) {
	case PlayCard, PlaceLeader:
		return true
	}
	return false
}

// Recurrent obstacles (page 48): a trap the quest sheet fixes whose kind
// is one of the Dark Player's cards set aside face down (Recurrent) goes
// off only if he pays the card's cost when it would; lacking the reserve,
// it stays hidden and harmless. A trap already detected, or laid from his
// hand, is paid for.

// trapPayable reports whether trap k may go off as far as the Dark
// Player's reserve goes.
func trapPayable(s *State, k int) bool {
	c, ok := recurrentCard(s, k)
	return !ok || trapCost(s, c) <= s.Available()
}

// recurrentCard is the recurrent card trap k is activated with, if any.
func recurrentCard(s *State, k int) (*DarkCard, bool) {
	d := s.Dark
	if d == nil || s.Explore == nil {
		return nil, false
	}
	t := s.Explore.Traps[k]
	if t.Card != "" || t.Dormant || !slices.Contains(d.Recurrent, t.Kind) {
		return nil, false
	}
	return d.Cards.Card(t.Kind)
}

// payRecurrent pays for the recurrent card that sets off trap k; the card
// goes face down beside the decks again.
func (e *env) payRecurrent(k int) {
	c, ok := recurrentCard(e.s, k)
	if !ok || e.pay(trapCost(e.s, c), c.Name.En) != nil {
		return
	}
	at := e.s.Explore.Traps[k].At
	e.s.Dark.Played = append(e.s.Dark.Played, c.ID)
	e.emit(CardPlayed{Card: c.ID, Cost: trapCost(e.s, c), At: &at, Section: e.s.Board.Square(at).Section})
}

// Safety Zones (page 48): a hero's own, the squares within 2 of where his
// activation began, and every other figure of his side's, the squares
// within 2 of it (3 for a solo hero, page 65). The first square a hero
// steps on out of them all may hold a trap the Dark Player lays there and
// then; the Artificial Dark Player, which holds no hand, rolls its
// Scenario Die there (page 55).

// safetyZones marks the squares within the Safety Zones of hero fi.
func safetyZones(s *State, fi int) *board.Search {
	g := s.Board
	var from []int
	if a := s.Active; a != nil && a.Figure == s.Figures[fi].ID {
		from = append(from, g.Index(a.Start))
	}
	for i := range s.Figures {
		if o := &s.Figures[i]; i != fi && o.Side == Heroes && o.Present() {
			from = baseIndexesAt(g, o.At, o.baseSize(), from)
		}
	}
	search := measures.Get().(*board.Search)
	search.Measure(g, SafetyRadiusOf(s), from...)
	return search
}

// SafetyRadius is the radius of a Safety Zone (page 48).
const SafetyRadius = 2

// SoloSafetyRadius is a solo hero's (page 65).
const SoloSafetyRadius = 3

// SafetyRadiusOf is the radius of the Safety Zones in game s.
func SafetyRadiusOf(s *State) int {
	if s.Solo {
		return SoloSafetyRadius
	}
	return SafetyRadius
}

// stepAsked reports whether the Dark Player has anything to answer a
// step out of the Safety Zones with: a card in his hand, or for the ADP
// an obstacle to draw (adpMayRoll).
func stepAsked(s *State) bool {
	if adpMode(s) {
		return adpMayRoll(s)
	}
	return len(s.Dark.Hand) > 0
}

// stepOpen reports whether the Dark Player may answer hero fi's step on p:
// a card of his hand fits there, or, for the ADP, which draws its card
// only once the die is rolled, the square itself allows an obstacle (the
// card-independent rules of page 55: none on it nor next to it, and not in
// a section where heroes and its creatures meet).
func stepOpen(s *State, fi int, p board.Pos) bool {
	if len(reactOptions(s, fi, reactStep, p, 0)) > 0 {
		return true
	}
	if !adpMode(s) || !adpObstaclesLeft(s) {
		return false
	}
	sp, ok := spotFor(s, fi, reactStep, p, 0)
	if !ok || mixedSection(s, sp.section) {
		return false
	}
	for _, o := range obstacleSquares(s) {
		if board.Chebyshev(o, p) <= 1 {
			return false
		}
	}
	return true
}

// safetyStop finds the step of path where hero fi leaves the Safety Zones
// for a square the Dark Player could lay a trap on, and where he stood
// before it; only for a hero of average size or smaller whose Dark Player
// holds cards (or, the ADP, may draw one).
func safetyStop(s *State, fi int, ref Corner, path []board.Pos) (int, board.Pos, bool) {
	f := &s.Figures[fi]
	if s.Dark == nil || s.Explore == nil || !f.Hero() || f.Side != Heroes || f.Span() != 1 || !stepAsked(s) || f.Flying() {
		return 0, board.Pos{}, false
	}
	zones := safetyZones(s, fi)
	defer measures.Put(zones)
	g := s.Board
	inside := zones.Cost(g.Index(f.At)) != board.Unreached
	prev := f.At
	for n, p := range path {
		in := zones.Cost(g.Index(p)) != board.Unreached
		if inside && !in && !occupiedBy(s, fi, p) && stepOpen(s, fi, p) {
			return n, prev, true
		}
		inside = in
		if !occupiedBy(s, fi, p) {
			prev = p
		}
	}
	return 0, board.Pos{}, false
}

// darkReactsStep asks the Dark Player whether he lays a trap under hero
// fi's step, back being where the hero came from; the ADP's question is
// a moment of its own (its Scenario Die, page 55).
func (e *env) darkReactsStep(fi int, back board.Pos) {
	f := &e.s.Figures[fi]
	if e.s.Active == nil || !stepOpen(e.s, fi, f.At) {
		return
	}
	opts := reactOptions(e.s, fi, reactStep, f.At, 0)
	e.adpMoment("")
	e.s.Active.Task = &Task{Rule: reactStep, At: f.At, Back: back, Stepped: true}
	e.open(Prompt{Kind: PromptDarkTrap, Seat: Dark, Figure: f.ID,
		Options: append([]PromptOption{{ID: OptionPass, Label: Text{En: "Let him pass", Es: "Dejarlo pasar"}}}, opts...)})
}
