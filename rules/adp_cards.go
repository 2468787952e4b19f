package rules

import (
	"slices"
)

// The Artificial Dark Player's procedure with its cards (pages 54-57),
// the rules' side of mode adp. The ADP holds no hand: at the moments the
// book names it rolls the Scenario Die, and only when the face is the
// moment's deck may it reveal that deck's top card, which it then pays
// for, holds face up until it can act (page 57's Locked Door) or
// discards. The moments are the Dark Player's questions (dark_trap: an
// obstacle is risked; dark_reveal: a section is revealed) and the start
// of his own turn (a combat turn: the Power deck). Every die it rolls is
// a DarkRoll the rules make and record with its purpose, so a game
// replays from its command log with the same dice; the planner (adp/)
// reads them back from Dark.Rolled.
//
// What the ADP sends while one of its questions is open (windowCommand):
// DarkRoll, DrawCard, DiscardCard, PlayCard and PlaceLeader, then its
// answer. The limits that bind a human Dark Player's choices among
// creatures (half with ranged weapons, half the initial budget, more
// grunts than elites, the card's cost) do not bind the spawn table the
// ADP reads (R332, R370).

// DarkRoll is a die the ADP rolls (pages 54-58): the Scenario Die, the
// spawn table's 1D6, a die of extra skills, or a die that picks among
// equals. One D6 a command.
type DarkRoll struct {
	Header
	Purpose string
}

// TypeDarkRoll is DarkRoll's type tag.
const TypeDarkRoll = "dark_roll"

// The purposes of a DarkRoll.
const (
	RollScenarioDie = "scenario_die"
	RollSpawnTable  = "spawn_table"
	RollExtraSkills = "extra_skills"
	RollAmongEquals = "among_equals"
)

// The ADP's three decks (page 54) and the card that stands for the Main
// Room's group, placed without a card (page 56).
const (
	DeckADPObstacles = "obstacles"
	DeckADPPowers    = "powers"
	MainRoomGroup    = "main_room_group"
)

// DarkDie is one die the ADP rolled in the moment in progress.
type DarkDie struct {
	Purpose string `json:"purpose"`
	Die     int    `json:"die"`
}

// DarkRolled: the ADP rolled a die; Deck is the deck whose top card it
// may now reveal (the Scenario Die showed the moment's face).
type DarkRolled struct {
	Purpose string `json:"purpose"`
	Die     int    `json:"die"`
	Face    string `json:"face,omitempty"`
	Deck    string `json:"deck,omitempty"`
}

func (DarkRoll) Type() string                   { return TypeDarkRoll }
func (DarkRolled) EventType() string            { return "dark_rolled" }
func (c DarkRoll) toWire(w *wire)               { p := c.Purpose; w.Purpose = &p }
func (c DarkRoll) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// ScenarioFace reads a D6 as the Scenario Die (R320): 1-2 Obstacles, 3-4
// Encounter, 5-6 Power; it returns the deck the face names.
func ScenarioFace(d6 int) string {
	switch {
	case d6 <= 2:
		return DeckADPObstacles
	case d6 <= 4:
		return DeckEncounters
	}
	return DeckADPPowers
}

func adpMode(s *State) bool { return s.Dark != nil && s.Dark.Mode == DarkADP }

// adpDecides reports whether the ADP holds the decision now: one of its
// questions is open, or it is its turn with nothing in progress.
func adpDecides(s *State, seat Side) bool {
	if !adpMode(s) || seat != Dark {
		return false
	}
	if p := s.Prompt; p != nil {
		return p.Seat == Dark && (p.Kind == PromptDarkTrap || p.Kind == PromptDarkReveal)
	}
	return s.Side == Dark && s.Active == nil
}

// momentDeck is the deck the moment in progress calls for.
func momentDeck(s *State) string {
	if p := s.Prompt; p != nil {
		if p.Kind == PromptDarkTrap {
			return DeckADPObstacles
		}
		return DeckEncounters
	}
	return DeckADPPowers
}

// adpMoment starts one of the ADP's moments: its dice and draws begin
// anew. pending is a deck it may reveal without a roll (a large
// section's Encounter card, page 56; a Power card while the heroes fight
// in the Main Room, page 65).
func (e *env) adpMoment(pending string) {
	if !adpMode(e.s) {
		return
	}
	d := e.s.Dark
	d.Moment++
	d.Rolled, d.Pending, d.SkillDice = nil, nil, 0
	if pending != "" {
		d.Pending = []string{pending}
	}
}

// scenarioDice is how many Scenario Dice one moment allows: two when a
// section is revealed (the second after a miss, page 56), one otherwise,
// and a second after a miss at an obstacle or a combat turn when
// "Increase the challenge!" rerolls there (page 63, R890).
func scenarioDice(s *State) int {
	if p := s.Prompt; p != nil && p.Kind == PromptDarkReveal {
		return 2
	}
	again := ChallengePowerDie
	if p := s.Prompt; p != nil && p.Kind == PromptDarkTrap {
		again = ChallengeObstacleDie
	}
	if !challenged(s, again) {
		return 1
	}
	for _, r := range s.Dark.Rolled {
		if r.Purpose == RollScenarioDie && ScenarioFace(r.Die) == momentDeck(s) {
			return 1
		}
	}
	return 2
}

func (c DarkRoll) apply(e *env) error {
	s := e.s
	if !adpMode(s) {
		return refuse(CodeNoDarkPlayer, "only the Artificial Dark Player rolls its own dice", "solo el Jugador Oscuro Artificial tira sus propios dados")
	}
	if c.Purpose == RollNonOffensive {
		return e.adpActivationRoll(c)
	}
	if !adpDecides(s, c.Seat) {
		return refuse(CodeNotYourTurn, "the Artificial Dark Player rolls when one of its questions is open or on its turn", "el Jugador Oscuro Artificial tira cuando tiene una pregunta abierta o en su turno")
	}
	d := s.Dark
	switch c.Purpose {
	case RollScenarioDie:
		n := 0
		for _, r := range d.Rolled {
			if r.Purpose == RollScenarioDie {
				n++
			}
		}
		if n >= scenarioDice(s) {
			return refuse(CodeCannotDraw, "the Scenario Die has been rolled for this moment already", "ya se ha tirado el dado de escenario en este momento")
		}
	case RollSpawnTable, RollExtraSkills, RollAmongEquals:
	default:
		return badCommand("unknown purpose %q", "propósito desconocido %q", c.Purpose)
	}
	if len(d.Rolled) >= maxDarkRolls {
		return refuse(CodeBadState, "too many dice in one moment", "demasiados dados en un momento")
	}
	r, err := e.dice.D6("adp: " + c.Purpose)
	if err != nil {
		return diceError(err)
	}
	rec := e.record(r, "adp_"+c.Purpose, "")
	e.emit(Rolled{Roll: rec.clone()})
	ev := DarkRolled{Purpose: c.Purpose, Die: r.Total}
	if c.Purpose == RollScenarioDie {
		ev.Face = ScenarioFace(r.Total)
		if ev.Face == momentDeck(s) {
			d.Pending, ev.Deck = append(d.Pending, ev.Face), ev.Face
		}
	}
	d.Rolled = append(d.Rolled, DarkDie{Purpose: c.Purpose, Die: r.Total})
	e.emit(ev)
	return nil
}

// maxDarkRolls bounds the dice of one moment.
const maxDarkRolls = 64

// adpCanDraw says whether the ADP may reveal the top card of deck now:
// the moment's Scenario Die (or the moment itself) allows it.
func adpCanDraw(s *State, seat Side, deck string) (int, *RuleError) {
	d := s.Dark
	if !adpDecides(s, seat) {
		return -1, s.refuse(CodeCannotDraw, "the Artificial Dark Player draws only at its moments", "el Jugador Oscuro Artificial solo roba en sus momentos")
	}
	if len(d.Pending) == 0 || d.Pending[0] != deck {
		return -1, s.refuse(CodeCannotDraw, "the Scenario Die has not shown the %s deck", "el dado de escenario no ha mostrado el mazo %s", deck)
	}
	for k := range d.Decks {
		if d.Decks[k].ID == deck {
			if len(d.Decks[k].Cards) == 0 {
				return -1, s.refuse(CodeCannotDraw, "the %s deck has run out", "el mazo %s se ha agotado", deck)
			}
			return k, nil
		}
	}
	return -1, s.refuse(CodeCannotDraw, "there is no deck %q", "no hay ningún mazo %q", deck)
}

// adpWindowCommand: the commands the ADP sends while one of its questions
// is open.
func adpWindowCommand(s *State, c Command) bool {
	if !adpDecides(s, c.head().Seat) || s.Prompt == nil {
		return false
	}
	switch c.(type) {
	case DarkRoll, DrawCard, DiscardCard, PlayCard, PlaceLeader, TakeExtraSkills, ImproveLeader:
		return true
	}
	return false
}

// adpMayRoll reports whether an obstacle question is worth opening for
// the ADP: it has obstacles to draw or a card held face up.
func adpMayRoll(s *State) bool {
	d := s.Dark
	if !adpMode(s) {
		return false
	}
	return len(d.Hand) > 0 || adpObstaclesLeft(s)
}

// adpObstaclesLeft reports whether the ADP's Obstacles deck holds a card
// its Scenario Die could reveal (a card held face up is asked for by
// reactOptions where it fits).
func adpObstaclesLeft(s *State) bool {
	for _, k := range s.Dark.Decks {
		if k.ID == DeckADPObstacles && len(k.Cards) > 0 {
			return true
		}
	}
	return false
}

// adpMayPlace reports whether a revealed section is worth a question for
// the ADP: an Encounter card may come, or the Main Room's group.
func adpMayPlace(s *State, secs []uint8) bool {
	d := s.Dark
	for _, sec := range secs {
		if si, ok := s.Explore.sectionInfo(sec); ok && si.Main && !d.MainGroup {
			return true
		}
	}
	for _, k := range d.Decks {
		if k.ID == DeckEncounters && len(k.Cards) > 0 {
			return true
		}
	}
	return len(d.Hand) > 0
}

// adpRevealPending is the deck a revealed section lets the ADP draw from
// without a roll: a large section's Encounter card (page 56), not in the
// Main Room nor the starting section.
func adpRevealPending(s *State, secs []uint8) string {
	for _, sec := range secs {
		si, ok := s.Explore.sectionInfo(sec)
		if ok && si.Large && !si.Main && !slices.Contains(s.Dark.Start, sec) {
			return DeckEncounters
		}
	}
	return ""
}

// refreshTrapOptions offers, on the obstacle question, the cards the ADP
// now holds that may act there (a card just revealed).
func (e *env) refreshTrapOptions() {
	s := e.s
	p, a := s.Prompt, s.Active
	if p == nil || p.Kind != PromptDarkTrap || a == nil || a.Task == nil {
		return
	}
	fi := s.figure(p.Figure)
	if fi < 0 {
		return
	}
	opts := reactOptions(s, fi, a.Task.Rule, a.Task.At, a.Task.Side)
	p.Options = append(p.Options[:1:1], opts...)
}

// playMainGroup places the Main Room's group (page 56): the creatures of
// the spawn table's Enemy Spotted! row, paid for without a card, once.
func (e *env) playMainGroup(spawns []Spawn) error {
	s := e.s
	d := s.Dark
	w := d.Window
	if s.Prompt == nil || s.Prompt.Kind != PromptDarkReveal || w == nil {
		return refuse(CodeCardPlace, "the Main Room's group is placed as the Main Room is revealed", "el grupo de la Sala principal se coloca al revelarse la Sala principal")
	}
	if d.MainGroup {
		return refuse(CodeCardPlace, "the Main Room's group has been placed already", "el grupo de la Sala principal ya se colocó")
	}
	var main []uint8
	for _, sec := range w.Sections {
		if si, ok := s.Explore.sectionInfo(sec); ok && si.Main {
			main = append(main, sec)
		}
	}
	if len(main) == 0 {
		return refuse(CodeCardPlace, "the section revealed is not the Main Room", "la sección revelada no es la Sala principal")
	}
	c := &DarkCard{ID: MainRoomGroup, Name: Text{En: "the Main Room's group", Es: "el grupo de la Sala principal"}, Type: CardEncounter, Cost: maxCoins}
	d.MainGroup = true
	return e.playEncounter(c, spawns, main)
}

// adpInitiative is the creature the ADP rolls Initiative with (page 60):
// the best Perception among its creatures in play, then the higher
// Intelligence, then the first listed; -1 with none.
func adpInitiative(s *State) int {
	best := -1
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.Side != Dark || !f.Present() {
			continue
		}
		if best < 0 {
			best = i
			continue
		}
		b := &s.Figures[best]
		if f.Attrs.Perception > b.Attrs.Perception || (f.Attrs.Perception == b.Attrs.Perception && f.Attrs.Intelligence > b.Attrs.Intelligence) {
			best = i
		}
	}
	return best
}

// heroesInPlay counts the heroes not knocked out nor gone.
func heroesInPlay(s *State) int {
	n := 0
	for i := range s.Figures {
		if f := &s.Figures[i]; f.Hero && f.Present() {
			n++
		}
	}
	return n
}

// ObstacleSpotRefusal is why no obstacle may be placed where the hero's
// action that the open obstacle question waits on takes place (an
// obstacle on or next to its squares, page 48), or nil: a planner
// rolls no Scenario Die for an obstacle there.
func ObstacleSpotRefusal(s *State) *RuleError {
	p, a := s.Prompt, s.Active
	if p == nil || p.Kind != PromptDarkTrap || a == nil || a.Task == nil || s.Explore == nil {
		return nil
	}
	fi := s.figure(p.Figure)
	if fi < 0 {
		return nil
	}
	sp, ok := spotFor(s, fi, a.Task.Rule, a.Task.At, a.Task.Side)
	if !ok {
		return nil
	}
	if err := obstacleNear(s, sp); err != nil {
		err.settle()
		return err
	}
	return nil
}

// ObstacleRefusal is why obstacle card could not be played on the open
// obstacle question, or nil: what a planner's refused answer meant.
func ObstacleRefusal(s *State, card string) *RuleError {
	p, a := s.Prompt, s.Active
	if p == nil || p.Kind != PromptDarkTrap || a == nil || a.Task == nil || s.Dark == nil {
		return refuse(CodeNoPrompt, "no obstacle question is open", "no hay ninguna pregunta de obstáculo abierta")
	}
	c, err := playable(s, card)
	if err != nil {
		return err
	}
	fi := s.figure(p.Figure)
	if fi < 0 {
		return unknownFigure(p.Figure)
	}
	sp, ok := spotFor(s, fi, a.Task.Rule, a.Task.At, a.Task.Side)
	if !ok {
		return refuse(CodeBadState, "the action's place is gone", "el lugar de la acción ya no existe")
	}
	if err := obstacleFits(s, c, sp, a.Task.Rule); err != nil {
		return err
	}
	if trapCost(s, c) > s.Available() {
		return refuse(CodeReserve, "%s costs %d reserve points and the Dark Player has %d", "%s cuesta %d puntos de reserva y el Jugador Oscuro tiene %d", c.Name.En, trapCost(s, c), s.Available())
	}
	return nil
}

// adpMainFight: heroes and the ADP's creatures both stand in the Main
// Room, where the Scenario Die counts as Power (page 65, R374).
func adpMainFight(s *State) bool {
	main := s.Explore.mainSection()
	if main == 0 {
		return false
	}
	var heroes, dark bool
	for i := range s.Figures {
		f := &s.Figures[i]
		if !f.Present() || !s.Board.In(f.At) || s.Board.Square(f.At).Section != main {
			continue
		}
		heroes = heroes || f.Side == Heroes
		dark = dark || f.Side == Dark
	}
	return heroes && dark
}

// ADPMainFight is adpMainFight for the planner.
func ADPMainFight(s *State) bool { return adpMainFight(s) }
