package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// The Dark Player's turn with his cards (pages 47-49). At the beginning of
// his turn he may draw a card from one of his decks (DrawCard), unless the
// heroes fight creatures of the Main Room or have accomplished their
// mission; he may discard cards for reserve points (DiscardCard) and must
// discard down to his hand limit before anything else; he plays power
// cards on his creatures and Ambush!-like encounters into explored
// sections (PlayCard), and places the Quest Leader the sheet left to him
// (PlaceLeader). Obstacles and the encounters of a section just revealed
// are played in answer to what the heroes do (darkcard_react.go).
//
// In classic mode (page 99) he draws nothing and gains a reserve point at
// the start of each turn instead, and may not discard for points; in RPG
// mode (page 100) he draws nothing and gains nothing. The Dark Player's
// Achievement point for each of his turns is scored with the rest of the
// counter (endquest.go).

// DrawCard draws the top card of the Dark Player's deck Deck (page 47).
type DrawCard struct {
	Header
	Deck string
}

// DiscardCard discards a card from the Dark Player's hand, face up, for
// its reserve points (page 47).
type DiscardCard struct {
	Header
	Card string
}

// PlayCard activates a card of the Dark Player's hand, paying its cost.
// Target names the creature a power card acts on; Spawns are the
// creatures an encounter card places, each with its kind, level, square
// and facing (page 49), chosen by whoever plays the Dark Player.
type PlayCard struct {
	Header
	Card   string
	Target string
	Spawns []Spawn
}

// Spawn is one creature an encounter card places: its profile (Kind, the
// content ID), its Level as the player reads it from the Bestiary (empty:
// the profile's), its square (the top-left of a 2x2 base) and facing.
type Spawn struct {
	Kind   string    `json:"kind"`
	Level  string    `json:"level,omitempty"`
	At     board.Pos `json:"at"`
	Facing board.Dir `json:"facing"`
	// Equipment are the Equipment cards bought for it (page 103,
	// objects.go).
	Equipment []string `json:"equipment,omitempty"`
}

// PlaceLeader places the Quest Leader the sheet leaves to the Dark Player
// (page 49) on At facing Facing, buying the optional Upgrades named.
type PlaceLeader struct {
	Header
	At       board.Pos
	Facing   board.Dir
	Upgrades []string
	// Equipment are the Equipment cards bought for him as he is placed
	// (page 103: three times the price for a Leader, R898).
	Equipment []string
}

// Type tags of the Dark Player's commands.
const (
	TypeDrawCard    = "draw_card"
	TypeDiscardCard = "discard_card"
	TypePlayCard    = "play_card"
	TypePlaceLeader = "place_leader"
)

func (DrawCard) Type() string    { return TypeDrawCard }
func (DiscardCard) Type() string { return TypeDiscardCard }
func (PlayCard) Type() string    { return TypePlayCard }
func (PlaceLeader) Type() string { return TypePlaceLeader }

// MarshalJSON writes the command's tagged form.
func (c DrawCard) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c DiscardCard) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c PlayCard) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c PlaceLeader) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// Codes of the Dark Player's refusals.
const (
	CodeNoDarkPlayer = "no_dark_player"
	CodeCannotDraw   = "cannot_draw"
	CodeNoCard       = "no_card"
	CodeHandFull     = "hand_full"
	CodeReserve      = "reserve"
	CodeCardPlace    = "card_place"
	CodeCardWaiting  = "card_waiting"
	CodeSpawn        = "spawn"
)

// CardDrawn: the Dark Player drew a card; the heroes see the deck, not
// the card (SeatEvents).
type CardDrawn struct {
	Deck string `json:"deck"`
	Card string `json:"card,omitempty"`
}

// CardDiscarded: a card went face up to the discard pile; Points is the
// reserve it gave (0 for a card discarded without points).
type CardDiscarded struct {
	Card   string `json:"card"`
	Points int    `json:"points,omitempty"`
}

// CardPlayed: the Dark Player activated a card, paying Cost.
type CardPlayed struct {
	Card    string     `json:"card"`
	Cost    int        `json:"cost"`
	Target  string     `json:"target,omitempty"`
	At      *board.Pos `json:"at,omitempty"`
	Section uint8      `json:"section,omitempty"`
}

// UpgradeBought: the Leader got an optional upgrade for VP reserve points.
type UpgradeBought struct {
	Figure  string `json:"figure"`
	Upgrade string `json:"upgrade"`
	VP      int    `json:"vp"`
}

// CreatureFled: a grunt near its fallen Leader failed its Courage test and
// left the game (page 49).
type CreatureFled struct {
	Figure string `json:"figure"`
	Roll   int    `json:"roll"`
}

func (CardDrawn) EventType() string     { return "card_drawn" }
func (CardDiscarded) EventType() string { return "card_discarded" }
func (CardPlayed) EventType() string    { return "card_played" }
func (UpgradeBought) EventType() string { return "upgrade_bought" }
func (CreatureFled) EventType() string  { return "creature_fled" }

// darkTurn checks that the Dark Player may act on his own turn now: he
// has cards, it is his turn, nothing else waits.
func darkOwnTurn(s *State, seat Side) *RuleError {
	switch {
	case s.Dark == nil:
		return s.refuse(CodeNoDarkPlayer, "this game has no Dark Player's cards", "esta partida no tiene cartas del Jugador Oscuro")
	case seat != Dark:
		return s.refuse(CodeNotYourTurn, "only the Dark Player plays his cards", "solo el Jugador Oscuro juega sus cartas")
	case s.Side != Dark:
		return notYourTurn(seat, s.Side)
	case s.Active != nil:
		return s.refuse(CodeActivationInProgress, "the activation in progress must end first", "primero debe terminar la activación en curso")
	}
	return nil
}

// powerTime checks that the Dark Player may play a power card now: on his
// turn, nothing waiting for an answer, between activations or during the
// acting phase of one of his creatures' (R514).
func powerTime(s *State, seat Side) *RuleError {
	if a := s.Active; a != nil && s.Dark != nil && seat == Dark && s.Side == Dark && s.Prompt == nil && a.Phase == Acting {
		if i := s.figure(a.Figure); i >= 0 && s.Figures[i].Side == Dark {
			return nil
		}
	}
	if err := darkOwnTurn(s, seat); err != nil {
		return err
	}
	if s.Prompt != nil {
		return refuse(CodePromptPending, "a question waits for an answer", "hay una pregunta pendiente")
	}
	return nil
}

// overHand refuses anything but a discard while the Dark Player holds
// more cards than his limit on his turn with no activation in progress
// (page 47); a limit that falls during an activation (a hero knocked
// out) is met once it ends.
func overHand(s *State, c Command) *RuleError {
	d := s.Dark
	if d == nil || d.Mode == DarkADP || c.head().Seat != Dark || s.Side != Dark || s.Active != nil || len(d.Hand) <= s.HandLimit() {
		return nil
	}
	switch c.(type) {
	case DiscardCard, Answer:
		return nil
	}
	return refuse(CodeHandFull, "the Dark Player holds %d cards, more than his limit of %d: he must discard first", "el Jugador Oscuro tiene %d cartas, más que su límite de %d: primero debe descartarse", len(d.Hand), s.HandLimit())
}

// canDraw says whether the Dark Player may draw from deck k now.
func canDraw(s *State, seat Side, deck string) (int, *RuleError) {
	if adpMode(s) {
		return adpCanDraw(s, seat, deck)
	}
	if err := darkOwnTurn(s, seat); err != nil {
		return -1, err
	}
	d := s.Dark
	switch {
	case d.Mode == DarkClassic || d.Mode == DarkRPG:
		return -1, refuse(CodeCannotDraw, "in %s mode the Dark Player draws no cards", "en el modo %s el Jugador Oscuro no roba cartas", d.Mode)
	case d.Drew:
		return -1, refuse(CodeCannotDraw, "the Dark Player has drawn this turn already", "el Jugador Oscuro ya ha robado este turno")
	case darkActed(s):
		return -1, refuse(CodeCannotDraw, "the Dark Player draws at the beginning of his turn, before activating anything", "el Jugador Oscuro roba al comienzo de su turno, antes de activar nada")
	case s.Mission != nil && len(s.Mission.Objectives) > 0 && s.Mission.Accomplished(true):
		return -1, refuse(CodeCannotDraw, "the heroes have accomplished their mission: no more cards are drawn", "los héroes han cumplido su misión: ya no se roban cartas")
	case fightingMain(s):
		return -1, refuse(CodeCannotDraw, "the heroes are fighting the creatures of the Main Room: no card is drawn", "los héroes luchan contra las criaturas de la Sala Principal: no se roban cartas")
	}
	for k := range d.Decks {
		if d.Decks[k].ID != deck {
			continue
		}
		if len(d.Decks[k].Cards) == 0 {
			return -1, refuse(CodeCannotDraw, "the %s deck has run out", "el mazo %s se ha agotado", deck)
		}
		return k, nil
	}
	return -1, refuse(CodeCannotDraw, "there is no deck %q", "no hay ningún mazo %q", deck)
}

// darkActed reports whether a Dark figure has been activated this turn.
func darkActed(s *State) bool {
	for i := range s.Figures {
		if f := &s.Figures[i]; f.Side == Dark && f.Activated {
			return true
		}
	}
	return false
}

// fightingMain reports whether a hero is engaged with a creature standing
// in the Main Room or section (page 47; R501).
func fightingMain(s *State) bool {
	main := s.Explore.mainSection()
	if main == 0 {
		return false
	}
	g := s.Board
	for i := range s.Figures {
		h := &s.Figures[i]
		if h.Side != Heroes || !h.Present() {
			continue
		}
		for _, j := range engagers(s, i, h.At) {
			if g.Square(s.Figures[j].At).Section == main {
				return true
			}
		}
	}
	return false
}

func (c DrawCard) apply(e *env) error {
	k, err := canDraw(e.s, c.Seat, c.Deck)
	if err != nil {
		return err
	}
	d := e.s.Dark
	deck := &own(&d.Decks)[k] // shared with clones (cow.go)
	card := deck.Cards[0]
	deck.Cards = shared(deck.Cards[1:])
	if len(deck.Cards) == 0 {
		deck.Cards = nil
	}
	d.Drew = true
	if d.Mode == DarkADP {
		d.Pending = shared(d.Pending[1:])
		if len(d.Pending) == 0 {
			d.Pending = nil
		}
	}
	e.emit(CardDrawn{Deck: deck.ID, Card: card})
	if e.s.Available() < 0 {
		// Until the Leader is paid off every card drawn is discarded for
		// its points (page 49).
		e.discard(card, true)
		return nil
	}
	d.Hand = append(d.Hand, card)
	e.refreshTrapOptions()
	return nil
}

// discard puts card on the discard pile, face up, with its points if
// points is set.
func (e *env) discard(card string, points bool) {
	d := e.s.Dark
	n := 0
	if c, ok := d.Cards.Card(card); ok && points {
		n = c.Discard
		d.Gained = min(d.Gained+n, maxCoins)
	}
	d.Discards = append(d.Discards, card)
	e.emit(CardDiscarded{Card: card, Points: n})
}

// takeFromHand removes one copy of card from the hand.
func (d *DarkPlayer) takeFromHand(card string) bool {
	i := slices.Index(d.Hand, card)
	if i < 0 {
		return false
	}
	d.Hand = deleteAt(d.Hand, i)
	if len(d.Hand) == 0 {
		d.Hand = nil
	}
	return true
}

func canDiscard(s *State, seat Side, card string) *RuleError {
	if adpMode(s) && !adpDecides(s, seat) {
		return refuse(CodeNotYourTurn, "the Artificial Dark Player discards only at its moments", "el Jugador Oscuro Artificial solo se descarta en sus momentos")
	}
	if err := darkOwnTurn(s, seat); err != nil && !adpMode(s) {
		return err
	}
	d := s.Dark
	if !slices.Contains(d.Hand, card) {
		return refuse(CodeNoCard, "the Dark Player holds no card %q", "el Jugador Oscuro no tiene ninguna carta %q", card)
	}
	if d.Mode == DarkClassic && len(d.Hand) <= s.HandLimit() {
		return refuse(CodeNoCard, "in classic mode the Dark Player may not discard for reserve points", "en el modo clásico el Jugador Oscuro no puede descartarse para ganar puntos de reserva")
	}
	return nil
}

func (c DiscardCard) apply(e *env) error {
	if err := canDiscard(e.s, c.Seat, c.Card); err != nil {
		return err
	}
	e.s.Dark.takeFromHand(c.Card)
	e.discard(c.Card, e.s.Dark.Mode != DarkClassic)
	return nil
}

// pay spends cost reserve points, refusing when the reserve lacks them
// (page 47).
func (e *env) pay(cost int, what string) *RuleError {
	if av := e.s.Available(); cost > av {
		return refuse(CodeReserve, "%s costs %d reserve points and the Dark Player has %d", "%s cuesta %d puntos de reserva y el Jugador Oscuro tiene %d", what, cost, av)
	}
	e.s.Dark.Spent += cost
	return nil
}

// playable checks that the Dark Player holds card id and may pay for it
// in his mode, and returns it.
func playable(s *State, id string) (*DarkCard, *RuleError) {
	d := s.Dark
	c, ok := d.Cards.Card(id)
	if !ok || !slices.Contains(d.Hand, id) {
		return nil, refuse(CodeNoCard, "the Dark Player holds no card %q", "el Jugador Oscuro no tiene ninguna carta %q", id)
	}
	if why, waits := CardWaiting(c); waits {
		return nil, refuse(CodeCardWaiting, "%s cannot be played yet: %s", "%s aún no se puede jugar: %s", c.Name.En, why)
	}
	if d.Mode == DarkClassic {
		n := 0
		for _, p := range d.Played {
			if p == id {
				n++
			}
		}
		if n >= 3 {
			return nil, refuse(CodeNoCard, "in classic mode a card is played 3 times at most", "en el modo clásico una carta se juega 3 veces como mucho")
		}
	}
	if !c.AnyCreature && c.Type != CardEncounter && trapCost(s, c) > s.Available() {
		return nil, refuse(CodeReserve, "%s costs %d reserve points and the Dark Player has %d", "%s cuesta %d puntos de reserva y el Jugador Oscuro tiene %d", c.Name.En, trapCost(s, c), s.Available())
	}
	return c, nil
}

// played moves card from the hand to the discard pile as activated.
func (e *env) played(c *DarkCard, cost int, ev CardPlayed) {
	d := e.s.Dark
	d.takeFromHand(c.ID)
	d.Played = append(d.Played, c.ID)
	d.Discards = append(d.Discards, c.ID)
	ev.Card, ev.Cost = c.ID, cost
	e.emit(ev)
}

func (c PlayCard) apply(e *env) error {
	s := e.s
	if s.Dark == nil {
		return refuse(CodeNoDarkPlayer, "this game has no Dark Player's cards", "esta partida no tiene cartas del Jugador Oscuro")
	}
	if c.Seat != Dark {
		return refuse(CodeNotYourTurn, "only the Dark Player plays his cards", "solo el Jugador Oscuro juega sus cartas")
	}
	if c.Card == MainRoomGroup && adpMode(s) {
		return e.playMainGroup(c.Spawns)
	}
	card, err := playable(s, c.Card)
	if err != nil {
		return err
	}
	window := s.Prompt != nil && s.Prompt.Kind == PromptDarkReveal
	switch card.Type {
	case CardObstacle:
		return refuse(CodeCardPlace, "an obstacle is played when a hero reveals a section or opens an unexplored door or a chest, in answer to the Dark Player's question", "un obstáculo se juega cuando un héroe revela una sección o abre una puerta sin explorar o un cofre, al responder a la pregunta del Jugador Oscuro")
	case CardEncounter:
		if window && s.Dark.Window.Alarm {
			return e.playEncounter(card, c.Spawns, s.Dark.Window.Sections)
		}
		if card.Effect == "card_spawn_thief" {
			if !adpDecides(s, c.Seat) {
				if err := darkOwnTurn(s, c.Seat); err != nil {
					return err
				}
				if s.Prompt != nil {
					return refuse(CodePromptPending, "a question waits for an answer", "hay una pregunta pendiente")
				}
			}
			return e.playThief(card, c.Target, c.Spawns)
		}
		if card.places(PlaceRevealedSection) {
			if !window {
				return refuse(CodeCardPlace, "%s is played as a section is revealed", "%s se juega al revelarse una sección", card.Name.En)
			}
			return e.playEncounter(card, c.Spawns, s.Dark.Window.Sections)
		}
		if card.places(PlaceExploredSection) {
			if adpDecides(s, c.Seat) {
				// The ADP's Ambush! and Thief! act when they come up,
				// on whatever question they come up (page 55).
				return e.playEncounter(card, c.Spawns, nil)
			}
			if err := darkOwnTurn(s, c.Seat); err != nil {
				return err
			}
			if s.Prompt != nil {
				return refuse(CodePromptPending, "a question waits for an answer", "hay una pregunta pendiente")
			}
			return e.playEncounter(card, c.Spawns, nil)
		}
		return refuse(CodeCardPlace, "%s has no place the rules know", "%s no tiene un lugar que las reglas conozcan", card.Name.En)
	}
	if err := powerTime(s, c.Seat); err != nil {
		return err
	}
	if len(c.Spawns) > 0 {
		return refuse(CodeCardPlace, "a power card places no creatures", "una carta de poder no coloca criaturas")
	}
	ti := s.figure(c.Target)
	if ti < 0 || s.Figures[ti].Side != Dark || !s.Figures[ti].Present() {
		return refuse(CodeCardPlace, "%s acts on one of the Dark Player's creatures in play", "%s actúa sobre una de las criaturas del Jugador Oscuro en juego", card.Name.En)
	}
	if err := powerFits(s, card, ti); err != nil {
		return err
	}
	if err := e.pay(card.Cost, card.Name.En); err != nil {
		return err
	}
	e.played(card, card.Cost, CardPlayed{Target: c.Target})
	return e.power(card, ti)
}

// darkTurnBegins is the start of the Dark Player's turn for his cards.
func (e *env) darkTurnBegins() {
	d := e.s.Dark
	if d == nil {
		return
	}
	d.Drew = false
	if d.Mode == DarkADP {
		// Page 65: while the heroes fight in the Main Room the die counts
		// as Power, unless a hero is alone.
		pending := ""
		if adpMainFight(e.s) && heroesInPlay(e.s) > 1 {
			pending = DeckADPPowers
		}
		e.adpMoment(pending)
	}
	if d.Mode == DarkClassic {
		d.Gained = min(d.Gained+1, maxCoins)
		// Classic mode: a point at the start of each of his turns (page 99).
		e.emit(ReserveGained{Points: 1, Reserve: d.Gained + e.s.Reserve})
	}
}

// darkOptions are the Dark Player's card commands on his own turn with
// no activation in progress: discards (only those while over his hand
// limit), draws, and power cards on each creature they suit. Placing the
// Leader and the creatures of an encounter are not listed, square by
// square: PlaceLeader and PlayCard's spawns are checked when sent, like a
// move's path.
func darkOptions(s *State, h Header) []Option {
	d := s.Dark
	if d == nil || h.Seat != Dark || darkOwnTurn(s, h.Seat) != nil {
		return nil
	}
	var out []Option
	seen := map[string]bool{}
	for _, id := range d.Hand {
		if seen[id] {
			continue
		}
		seen[id] = true
		if canDiscard(s, h.Seat, id) == nil {
			out = append(out, Option{ID: "discard_card:" + id, Command: DiscardCard{Header: h, Card: id}})
		}
	}
	if len(d.Hand) > s.HandLimit() {
		return out
	}
	for _, k := range d.Decks {
		if _, err := canDraw(s, h.Seat, k.ID); err == nil {
			out = append(out, Option{ID: "draw_card:" + k.ID, Command: DrawCard{Header: h, Deck: k.ID}})
		}
	}
	return append(out, powerOptions(s, h)...)
}

// powerOptions are the power cards the Dark Player may play now, on each
// creature they suit.
func powerOptions(s *State, h Header) []Option {
	d := s.Dark
	if d == nil || powerTime(s, h.Seat) != nil {
		return nil
	}
	var out []Option
	seen := map[string]bool{}
	for _, id := range d.Hand {
		if seen[id] {
			continue
		}
		seen[id] = true
		c, err := playable(s, id)
		if err != nil || c.Type != CardPower || c.Cost > s.Available() {
			continue
		}
		for i := range s.Figures {
			f := &s.Figures[i]
			if f.Side == Dark && f.Present() && powerFits(s, c, i) == nil {
				out = append(out, Option{ID: fmt.Sprintf("play_card:%s:%s", id, f.ID), Command: PlayCard{Header: h, Card: id, Target: f.ID}})
			}
		}
	}
	return out
}
