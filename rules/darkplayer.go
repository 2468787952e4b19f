package rules

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"

	"dun/board"
)

// The Dark Player's card game (pages 46-49, 98-100). The Dark Player holds
// a hand of cards drawn from his decks, pays their activation cost from his
// reserve, discards cards for reserve points, and plays obstacles, powers
// and encounters. Everything a card says is plain data in a Catalogue that
// setup builds from the content packs once per game: the catalogue never
// changes, so every clone of a state shares it (State.Clone copies the
// slices of the Dark Player's hand and decks, never the cards).
//
// What the heroes never see (view.go): the hand, the order and contents of
// the decks, the recurrent cards kept face down, the Quest Leader not yet
// placed and the reserve. The traps played from cards wait in
// Exploration.Traps with their card's numbers, hidden like the quest
// sheet's traps until detected.

// DarkMode is how the Dark Player plays (pages 46, 99, 100; 54 for the
// Artificial Dark Player).
type DarkMode string

// The Dark Player's modes.
const (
	// DarkHuman: a person plays with random decks (pages 46-49).
	DarkHuman DarkMode = "human"
	// DarkClassic: an omniscient game director chooses his cards; no
	// random decks, no hand limit, no discarding for points, one reserve
	// point at the start of each of his turns, three plays at most of one
	// card (page 99).
	DarkClassic DarkMode = "classic"
	// DarkRPG: the game director improvises with every card; no draws, no
	// reserve points during his turns (page 100).
	DarkRPG DarkMode = "rpg"
	// DarkADP: the Artificial Dark Player's decks (pages 54-57), played by
	// the adp planners through the same commands.
	DarkADP DarkMode = "adp"
)

// Valid reports whether m is one of the modes.
func (m DarkMode) Valid() bool {
	switch m {
	case DarkHuman, DarkClassic, DarkRPG, DarkADP:
		return true
	}
	return false
}

// CardType is a Dark Player card's group (page 47).
type CardType string

// The card types.
const (
	CardObstacle  CardType = "obstacle"
	CardEncounter CardType = "encounter"
	CardPower     CardType = "power"
)

// Where a card may be played (page 48's icons; the pack's place kinds).
const (
	PlaceDoor             = "door"
	PlaceUnexploredDoor   = "unexplored_door"
	PlaceRoom             = "room"
	PlaceCorridor         = "corridor"
	PlaceSection          = "section"
	PlaceRevealedSection  = "revealed_section"
	PlaceExploredSection  = "explored_section"
	PlaceChest            = "chest"
	PlaceHero             = "hero"
	PlaceAnywhere         = "anywhere"
	maxCardParams         = 16
	maxCatalogueCards     = 512
	maxCatalogueCreatures = 512
	maxDarkCards          = 1024
)

// DarkCard is one Dark Player card as the rules read it.
type DarkCard struct {
	ID   string   `json:"id"`
	Name Text     `json:"name"`
	Type CardType `json:"type"`
	// Cost is the activation cost; AnyCreature marks an encounter's "X"
	// (one creature of any Value Points, page 49).
	Cost        int  `json:"cost,omitempty"`
	AnyCreature bool `json:"any_creature,omitempty"`
	// Discard is the reserve points a discard gives.
	Discard int `json:"discard,omitempty"`
	// Trap marks a trap; Detect and Disarm are its numbers (Disarm 0: it
	// cannot be disarmed).
	Trap   bool `json:"trap,omitempty"`
	Detect int  `json:"detect,omitempty"`
	Disarm int  `json:"disarm,omitempty"`
	// Place lists where it may be played.
	Place []string `json:"place"`
	// Effect is the effect ID, Params its numbers and words, by name.
	Effect string      `json:"effect"`
	Params []CardParam `json:"params,omitempty"`
}

// CardParam is one parameter of a card's effect: a number, a word or a
// flag.
type CardParam struct {
	Name string `json:"name"`
	Int  int    `json:"int,omitempty"`
	Word string `json:"word,omitempty"`
	Flag bool   `json:"flag,omitempty"`
}

// Int returns the number parameter name, or 0.
func (c *DarkCard) Int(name string) int {
	for _, p := range c.Params {
		if p.Name == name {
			return p.Int
		}
	}
	return 0
}

// Word returns the word parameter name, or "".
func (c *DarkCard) Word(name string) string {
	for _, p := range c.Params {
		if p.Name == name {
			return p.Word
		}
	}
	return ""
}

// Flag returns the flag parameter name.
func (c *DarkCard) Flag(name string) bool {
	for _, p := range c.Params {
		if p.Name == name {
			return p.Flag
		}
	}
	return false
}

func (c *DarkCard) places(kind string) bool { return slices.Contains(c.Place, kind) }

// Catalogue is the cards and creature profiles a game's Dark Player may
// use: immutable once built, shared by every clone of the state.
type Catalogue struct {
	cards     []DarkCard
	creatures []Figure
	// items are the Equipment cards he may buy for his creatures (page
	// 103, objects.go).
	items []ItemCard
	// extras are the extra skills each creature kind may buy (improve.go).
	extras map[string][]ExtraSkill
	digest uint64
	// byID indexes cards by ID: State.Check, after every simulated
	// command, looks up every card the Dark Player holds.
	byID map[string]int32
}

// NewCatalogue builds the catalogue of cards and creature profiles (each
// profile's ID is its content ID; its Level and VP say what it costs). It
// copies what it is given and refuses repeated IDs and broken numbers.
func NewCatalogue(cards []DarkCard, creatures []Figure) (*Catalogue, error) {
	return NewCatalogueWithItems(cards, creatures, nil)
}

// NewCatalogueWithItems is NewCatalogue with the Equipment cards the Dark
// Player may buy for his creatures (page 103).
func NewCatalogueWithItems(cards []DarkCard, creatures []Figure, items []ItemCard) (*Catalogue, error) {
	if len(items) > maxCatalogueCards {
		return nil, fmt.Errorf("catalogue: %d items (at most %d)", len(items), maxCatalogueCards)
	}
	if len(cards) > maxCatalogueCards || len(creatures) > maxCatalogueCreatures {
		return nil, fmt.Errorf("catalogue: %d cards and %d creatures (at most %d and %d)", len(cards), len(creatures), maxCatalogueCards, maxCatalogueCreatures)
	}
	c := &Catalogue{cards: make([]DarkCard, len(cards)), creatures: make([]Figure, len(creatures))}
	for i, d := range cards {
		d.Place = slices.Clone(d.Place)
		d.Params = slices.Clone(d.Params)
		sort.Slice(d.Params, func(a, b int) bool { return d.Params[a].Name < d.Params[b].Name })
		c.cards[i] = d
	}
	for i := range creatures {
		c.creatures[i] = creatures[i].clone()
	}
	for _, it := range items {
		it.Penalties, it.Traits = slices.Clone(it.Penalties), slices.Clone(it.Traits)
		c.items = append(c.items, it)
	}
	sort.Slice(c.items, func(a, b int) bool { return c.items[a].ID < c.items[b].ID })
	for i := range c.items {
		if c.items[i].ID == "" || len(c.items[i].ID) > maxIDLen || (i > 0 && c.items[i-1].ID == c.items[i].ID) {
			return nil, fmt.Errorf("catalogue: item %q has no id, a long one or a repeated one", c.items[i].ID)
		}
	}
	sort.Slice(c.cards, func(a, b int) bool { return c.cards[a].ID < c.cards[b].ID })
	sort.Slice(c.creatures, func(a, b int) bool { return c.creatures[a].ID < c.creatures[b].ID })
	c.byID = make(map[string]int32, len(c.cards))
	for i := range c.cards {
		c.byID[c.cards[i].ID] = int32(i)
	}
	for i := range c.cards {
		d := &c.cards[i]
		if d.ID == "" || len(d.ID) > maxIDLen || (i > 0 && c.cards[i-1].ID == d.ID) {
			return nil, fmt.Errorf("catalogue: card %q has no id, a long one or a repeated one", d.ID)
		}
		switch d.Type {
		case CardObstacle, CardEncounter, CardPower:
		default:
			return nil, fmt.Errorf("catalogue: card %q has unknown type %q", d.ID, d.Type)
		}
		if d.Cost < 0 || d.Cost > attrLimit || d.Discard < 0 || d.Discard > attrLimit || d.Detect < 0 || d.Detect > attrLimit ||
			d.Disarm < 0 || d.Disarm > attrLimit || len(d.Params) > maxCardParams || d.Effect == "" {
			return nil, fmt.Errorf("catalogue: card %q has numbers out of range or no effect", d.ID)
		}
		for k := 1; k < len(d.Params); k++ {
			if d.Params[k].Name == d.Params[k-1].Name {
				return nil, fmt.Errorf("catalogue: card %q repeats parameter %q", d.ID, d.Params[k].Name)
			}
		}
	}
	for i := range c.creatures {
		f := &c.creatures[i]
		if f.ID == "" || (i > 0 && c.creatures[i-1].ID == f.ID) {
			return nil, fmt.Errorf("catalogue: creature %q has no id or a repeated one", f.ID)
		}
		if err := f.Attrs().check(); err != nil {
			return nil, fmt.Errorf("catalogue: creature %q: %v", f.ID, err)
		}
		if f.Size < SizeSmall || f.Size > SizeHuge || f.VP() < 0 || f.VP() > attrLimit {
			return nil, fmt.Errorf("catalogue: creature %q has a bad size or VP", f.ID)
		}
		if err := f.checkItems(); err != nil {
			return nil, fmt.Errorf("catalogue: creature %q: %v", f.ID, err)
		}
	}
	h := hasher{h: 0x6461726b}
	h.i(len(c.cards))
	for i := range c.cards {
		d := &c.cards[i]
		h.str(d.ID)
		h.text(d.Name)
		h.str(string(d.Type))
		h.i(d.Cost)
		h.i(d.Discard)
		h.i(d.Detect)
		h.i(d.Disarm)
		h.flags(d.AnyCreature, d.Trap)
		h.strs(d.Place)
		h.str(d.Effect)
		h.i(len(d.Params))
		for _, p := range d.Params {
			h.str(p.Name)
			h.i(p.Int)
			h.str(p.Word)
			h.b(p.Flag)
		}
	}
	h.i(len(c.creatures))
	for i := range c.creatures {
		h.figure(&c.creatures[i])
	}
	h.i(len(c.items))
	for i := range c.items {
		h.item(&Item{ItemCard: &c.items[i]})
	}
	c.digest = h.h
	return c, nil
}

// unshared is ids without the cards it shares with was at its start and
// at its end: a card drawn, played or discarded changes a list at one
// place, and the rest of it is what it was.
func unshared(ids, was []string) []string {
	i := 0
	for i < len(ids) && i < len(was) && ids[i] == was[i] {
		i++
	}
	ids, was = ids[i:], was[i:]
	j := 0
	for j < len(ids) && j < len(was) && ids[len(ids)-1-j] == was[len(was)-1-j] {
		j++
	}
	return ids[:len(ids)-j]
}

// Card returns the card with that ID.
func (c *Catalogue) Card(id string) (*DarkCard, bool) {
	if c == nil {
		return nil, false
	}
	i, ok := c.byID[id]
	if !ok {
		return nil, false
	}
	return &c.cards[i], true
}

// Creature returns the profile of creature kind.
func (c *Catalogue) Creature(kind string) (*Figure, bool) {
	if c == nil {
		return nil, false
	}
	for i := range c.creatures {
		if c.creatures[i].ID == kind {
			return &c.creatures[i], true
		}
	}
	return nil, false
}

// Cards returns a copy of every card, in ID order.
func (c *Catalogue) Cards() []DarkCard {
	if c == nil {
		return nil
	}
	return slices.Clone(c.cards)
}

// CreatureKinds returns the IDs of the creature profiles, in order.
func (c *Catalogue) CreatureKinds() []string {
	if c == nil {
		return nil
	}
	out := make([]string, len(c.creatures))
	for i := range c.creatures {
		out[i] = c.creatures[i].ID
	}
	return out
}

type catalogueJSON struct {
	Cards     []DarkCard              `json:"cards"`
	Creatures []Figure                `json:"creatures,omitempty"`
	Items     []ItemCard              `json:"items,omitempty"`
	Extras    map[string][]ExtraSkill `json:"extras,omitempty"`
}

// MarshalJSON writes the cards and creatures.
func (c *Catalogue) MarshalJSON() ([]byte, error) {
	return json.Marshal(catalogueJSON{Cards: c.cards, Creatures: c.creatures, Items: c.items, Extras: c.extras})
}

// UnmarshalJSON reads a catalogue written by MarshalJSON, checking it as
// NewCatalogue does.
func (c *Catalogue) UnmarshalJSON(b []byte) error {
	var w catalogueJSON
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	n, err := NewCatalogueWithItems(w.Cards, w.Creatures, w.Items)
	if err != nil {
		return err
	}
	if len(w.Extras) > 0 {
		if n, err = n.WithExtras(w.Extras); err != nil {
			return err
		}
	}
	*c = *n
	return nil
}

// Deck is one of the Dark Player's draw piles, top card first.
type Deck struct {
	ID    string   `json:"id"`
	Cards []string `json:"cards,omitempty"`
}

// The human Dark Player's two decks (page 46).
const (
	DeckObstacles  = "obstacles_powers"
	DeckEncounters = "encounters"
)

// LeaderUpgrade is an optional upgrade of the Quest Leader's profile,
// bought when he is placed (page 49): a skill or an item.
type LeaderUpgrade struct {
	ID    string `json:"id"`
	VP    int    `json:"vp"`
	Skill string `json:"skill,omitempty"`
	Item  *Item  `json:"item,omitempty"`
}

// DarkWindow is a section just revealed while the Dark Player may still
// place encounters and the Leader in it (page 49): the hero who revealed
// it waits, and the creatures already placed meet the heroes once the
// Dark Player is done.
type DarkWindow struct {
	Sections []uint8  `json:"sections"`
	Hero     string   `json:"hero"`
	Placed   []string `json:"placed,omitempty"`
	Before   bool     `json:"before,omitempty"`
	// Alarm: an Alarm card rang; the encounter he holds may go into any of
	// Sections, whatever its place.
	Alarm bool `json:"alarm,omitempty"`
	// BrokeIn: the section was revealed by breaking its door down, so
	// nobody is caught by surprise (page 30).
	BrokeIn bool `json:"broke_in,omitempty"`
}

// TrapArea is what a trap still deals around the hero who set it off:
// the same blow for each figure in Targets, in order.
type TrapArea struct {
	Card    string      `json:"card"`
	Dice    int         `json:"dice"`
	Effects []Condition `json:"effects,omitempty"`
	Flaming bool        `json:"flaming,omitempty"`
	Targets []string    `json:"targets"`
	// Ends is the hero whose activation ends once the area is dealt.
	Ends string `json:"ends,omitempty"`
}

// DarkPlayer is the Dark Player's cards and reserve.
type DarkPlayer struct {
	Mode DarkMode `json:"mode"`
	// Cards is the catalogue, shared by every clone of the state.
	Cards *Catalogue `json:"catalogue"`
	// Decks are the draw piles, top card first.
	Decks []Deck `json:"decks,omitempty"`
	// Hand is the cards in hand; Discards the face-up pile of the cards
	// played or discarded, oldest first.
	Hand     []string `json:"hand,omitempty"`
	Discards []string `json:"discards,omitempty"`
	// Recurrent are the cards kept face down beside the decks for the
	// obstacles the quest sheet repeats (page 48): outside the hand.
	Recurrent []string `json:"recurrent,omitempty"`
	// Budget is the starting reserve (page 46): the group's Value Points,
	// 2 more per hero when they entered before, less the Leader's cost;
	// negative when the Leader costs more. Gained is what discards and
	// turns added since; Spent what cards, creatures and upgrades cost.
	// State.Reserve (critical failures of exploratory Actions) adds too.
	Budget int `json:"budget"`
	// Initial is the budget before the Leader's cost: no creature may
	// cost more than half of it (page 49).
	Initial int `json:"initial"`
	Gained  int `json:"gained,omitempty"`
	Spent   int `json:"spent,omitempty"`
	// Drew is set once the Dark Player drew (or gained his point, in
	// classic mode) this turn.
	Drew bool `json:"drew,omitempty"`
	// Played lists the cards activated this quest, in order (classic
	// mode: three plays of one card at most, page 99).
	Played []string `json:"played,omitempty"`
	// Bought lists the Equipment cards bought for his creatures this
	// quest (page 103: three of one item at most; objects.go).
	Bought []string `json:"bought,omitempty"`
	// Encounters lists the section of each encounter card played (page
	// 49: two per section at most).
	Encounters []uint8 `json:"encounters,omitempty"`
	// Start are the sections where the heroes began: no encounter there.
	Start []uint8 `json:"start,omitempty"`
	// Leader is the Quest Leader chosen and paid for at set-up whose
	// square the sheet leaves to the Dark Player, until he is placed;
	// Upgrades are his optional upgrades.
	Leader   *Figure         `json:"leader,omitempty"`
	Upgrades []LeaderUpgrade `json:"upgrades,omitempty"`
	// Window is the section just revealed, while he may place creatures.
	Window *DarkWindow `json:"window,omitempty"`
	// Area is the blows a trap still deals around its victim.
	Area *TrapArea `json:"area,omitempty"`
	// Spawned counts the creatures his cards placed (their IDs).
	Spawned int `json:"spawned,omitempty"`
	// The ADP's moment in progress (adp_cards.go): its count, the dice
	// rolled in it, the deck whose top card it may reveal, and whether
	// the Main Room's group was placed.
	Moment    int       `json:"moment,omitempty"`
	Rolled    []DarkDie `json:"rolled,omitempty"`
	Pending   []string  `json:"pending,omitempty"`
	MainGroup bool      `json:"main_group,omitempty"`
	// Challenges are the improvements of "Increase the challenge!" in
	// force (challenge.go).
	Challenges []string `json:"challenges,omitempty"`
	// Improved: the ADP's Leader has had his improvement (page 64);
	// Skilled lists the creatures that rolled for their extra skills.
	Improved bool     `json:"improved,omitempty"`
	Skilled  []string `json:"skilled,omitempty"`
	// Walls are the rooms whose walls are closing (trap_walls.go);
	// Grates the portcullises his cards dropped (portcullis.go).
	Walls  []ClosingWalls `json:"walls,omitempty"`
	Grates []Grate        `json:"grates,omitempty"`
	// Rubble is the squares his cards filled with rubble (rubble.go).
	Rubble []Rubble `json:"rubble,omitempty"`
	// SkillDice counts the extra skill dice of the moment in progress
	// already spent on a creature's extra skills (improve.go).
	SkillDice int `json:"skill_dice,omitempty"`
}

// Available is the reserve the Dark Player may spend now: negative while
// the Leader is not paid off (page 49).
func (s *State) Available() int {
	if s.Dark == nil {
		return 0
	}
	d := s.Dark
	return d.Budget + d.Gained + s.Reserve - d.Spent
}

// HandLimit is the most cards the Dark Player may hold (page 47): two per
// hero not knocked out (nor gone), at least 4 and at most 10; no limit in
// classic mode (page 99).
func (s *State) HandLimit() int {
	// RPG mode holds every card (page 100): a limit would make him
	// discard them all at his first turn (R518).
	if s.Dark != nil && (s.Dark.Mode == DarkClassic || s.Dark.Mode == DarkRPG) {
		return maxDarkCards
	}
	n := 0
	for i := range s.Figures {
		if f := &s.Figures[i]; f.Hero() && f.Present() {
			n++
		}
	}
	return min(max(2*n, 4), 10)
}

// clone copies the Dark Player. His lists are shared between clones: a command changes one in about one command in
// ten, by an append, a new list, or in a copy of its own (cow.go), while
// copying the decks' cards took as long as the rest of a clone.
func (d DarkPlayer) clone() DarkPlayer {
	d.Decks = shared(d.Decks)
	d.Hand = shared(d.Hand)
	d.Discards = shared(d.Discards)
	d.Recurrent = shared(d.Recurrent)
	d.Played = shared(d.Played)
	d.Bought = shared(d.Bought)
	d.Encounters = shared(d.Encounters)
	d.Start = shared(d.Start)
	d.Rolled = shared(d.Rolled)
	d.Pending = shared(d.Pending)
	d.Challenges = shared(d.Challenges)
	d.Skilled = shared(d.Skilled)
	d.Walls = shared(d.Walls)
	d.Rubble = shared(d.Rubble)
	d.Grates = shared(d.Grates) // and their edges, which never change
	if d.Leader != nil {
		l := d.Leader.clone()
		d.Leader = &l
	}
	if d.Upgrades != nil {
		u := make([]LeaderUpgrade, len(d.Upgrades))
		for i, x := range d.Upgrades {
			if x.Item != nil {
				it := *x.Item
				it.Penalties = slices.Clone(it.Penalties)
				it.Traits = slices.Clone(it.Traits)
				x.Item = &it
			}
			u[i] = x
		}
		d.Upgrades = u
	}
	if d.Window != nil {
		w := *d.Window
		w.Sections = slices.Clone(w.Sections)
		w.Placed = slices.Clone(w.Placed)
		d.Window = &w
	}
	if d.Area != nil {
		a := *d.Area
		a.Effects = slices.Clone(a.Effects)
		a.Targets = slices.Clone(a.Targets)
		d.Area = &a
	}
	return d
}

// check verifies the Dark Player's invariants: known mode and cards, a
// reserve never spent below zero, sound IDs. prev, when not nil, is the
// Dark Player of an earlier state that passed check with the same
// catalogue (State.CheckFrom): the cards a list shares with prev's at its
// start and end are known already, and only the others are looked up.
func (d *DarkPlayer) check(s *State, seen *idSet, prev *DarkPlayer) error {
	if !d.Mode.Valid() {
		return fmt.Errorf("dark player: unknown mode %q", d.Mode)
	}
	if d.Cards == nil {
		return fmt.Errorf("dark player: no catalogue")
	}
	if prev != nil && prev.Cards != d.Cards {
		prev = nil
	}
	n := 0
	known := func(what string, ids, was []string) error {
		n += len(ids)
		for _, id := range unshared(ids, was) {
			if _, ok := d.Cards.Card(id); !ok {
				return fmt.Errorf("dark player: %s names unknown card %q", what, id)
			}
		}
		return nil
	}
	for k := range d.Decks {
		dk := &d.Decks[k]
		if dk.ID == "" {
			return fmt.Errorf("dark player: a deck has no id")
		}
		var was []string
		if prev != nil && k < len(prev.Decks) && prev.Decks[k].ID == dk.ID {
			was = prev.Decks[k].Cards
		}
		// The deck's name is written only for an error: this runs after
		// every simulated command.
		if err := known("", dk.Cards, was); err != nil {
			return known("deck "+dk.ID, dk.Cards, nil)
		}
	}
	var hand, discards, recurrent, played []string
	if prev != nil {
		hand, discards, recurrent, played = prev.Hand, prev.Discards, prev.Recurrent, prev.Played
	}
	for _, l := range []struct {
		what     string
		ids, was []string
	}{{"the hand", d.Hand, hand}, {"the discards", d.Discards, discards}, {"the recurrent cards", d.Recurrent, recurrent}, {"the cards played", d.Played, played}} {
		if err := known(l.what, l.ids, l.was); err != nil {
			return err
		}
	}
	if n > 4*maxDarkCards {
		return fmt.Errorf("dark player: %d cards", n)
	}
	if d.Gained < 0 || d.Spent < 0 || d.Gained > maxCoins || d.Spent > maxCoins || d.Budget < -maxCoins || d.Budget > maxCoins || d.Initial < 0 || d.Initial > maxCoins || d.Spawned < 0 || d.Spawned > maxCoins {
		return fmt.Errorf("dark player: reserve numbers out of range")
	}
	// A card is paid only from what the reserve holds, and the reserve
	// only grows otherwise: once anything is spent it stays at 0 or more.
	if d.Spent > 0 && s.Available() < 0 {
		return fmt.Errorf("dark player: %d spent leaves the reserve at %d", d.Spent, s.Available())
	}
	for _, ids := range [...][]uint8{d.Encounters, d.Start} {
		for _, id := range ids {
			if s.Explore != nil && (id == 0 || int(id) > len(s.Explore.Revealed)) {
				return fmt.Errorf("dark player: section %d does not exist", id)
			}
		}
	}
	if l := d.Leader; l != nil {
		if l.ID == "" || seen.has(l.ID) {
			return fmt.Errorf("dark player: the Leader %q has no id or a taken one", l.ID)
		}
		if err := l.Attrs().check(); err != nil {
			return fmt.Errorf("dark player: the Leader: %v", err)
		}
		if l.Size < SizeSmall || l.Size > SizeHuge || l.Facing > board.NorthWest {
			return fmt.Errorf("dark player: the Leader is malformed")
		}
	}
	for _, w := range d.Walls {
		if s.Explore == nil || w.Section == 0 || int(w.Section) > len(s.Explore.Revealed) || w.Dice < 0 || w.Dice > maxTrapDice || w.Turn < 0 || w.Turn > s.Turn+maxWallTurns {
			return fmt.Errorf("dark player: closing walls %+v are malformed", w)
		}
	}
	if err := checkGrates(s, d.Grates); err != nil {
		return err
	}
	if err := checkRubble(s, d.Rubble); err != nil {
		return err
	}
	if d.SkillDice < 0 || d.SkillDice > len(d.Rolled) {
		return fmt.Errorf("dark player: %d extra skill dice spent of %d rolled", d.SkillDice, len(d.Rolled))
	}
	for i, id := range d.Challenges {
		if !knownChallenge(id) || contains(d.Challenges[:i], id) {
			return fmt.Errorf("dark player: improvement %q unknown or repeated", id)
		}
	}
	if len(d.Rolled) > maxDarkRolls || len(d.Pending) > maxDarkRolls || d.Moment < 0 {
		return fmt.Errorf("dark player: the ADP's moment is out of range")
	}
	for _, r := range d.Rolled {
		if r.Die < 1 || r.Die > 6 {
			return fmt.Errorf("dark player: the ADP rolled %d", r.Die)
		}
	}
	for _, u := range d.Upgrades {
		if u.ID == "" || u.VP < 0 || u.VP > attrLimit {
			return fmt.Errorf("dark player: upgrade %q is malformed", u.ID)
		}
	}
	if w := d.Window; w != nil {
		if s.figure(w.Hero) < 0 || len(w.Sections) == 0 {
			return fmt.Errorf("dark player: the revealed section's hero %q is unknown", w.Hero)
		}
		for _, id := range w.Placed {
			if s.figure(id) < 0 {
				return fmt.Errorf("dark player: the revealed section names unknown figure %q", id)
			}
		}
	}
	if a := d.Area; a != nil {
		for _, id := range a.Targets {
			if s.figure(id) < 0 {
				return fmt.Errorf("dark player: the trap's area names unknown figure %q", id)
			}
		}
		if a.Dice < 0 || a.Dice > maxTrapDice {
			return fmt.Errorf("dark player: the trap's area dice are out of range")
		}
	}
	return nil
}

func (h *hasher) dark(d *DarkPlayer) {
	if d == nil {
		h.b(false)
		return
	}
	h.b(true)
	h.str(string(d.Mode))
	if d.Cards == nil {
		h.b(false)
	} else {
		h.u(d.Cards.digest)
	}
	h.i(len(d.Decks))
	for _, k := range d.Decks {
		h.str(k.ID)
		h.strs(k.Cards)
	}
	h.strs(d.Hand)
	h.strs(d.Discards)
	h.strs(d.Recurrent)
	h.i(d.Budget)
	h.i(d.Initial)
	h.i(d.Gained)
	h.i(d.Spent)
	h.b(d.Drew)
	h.strs(d.Played)
	h.strs(d.Bought)
	h.i(len(d.Encounters))
	for _, id := range d.Encounters {
		h.u(uint64(id))
	}
	h.i(len(d.Start))
	for _, id := range d.Start {
		h.u(uint64(id))
	}
	if d.Leader == nil {
		h.b(false)
	} else {
		h.b(true)
		h.figure(d.Leader)
	}
	h.i(len(d.Upgrades))
	for i := range d.Upgrades {
		u := &d.Upgrades[i]
		h.str(u.ID)
		h.i(u.VP)
		h.str(u.Skill)
		if u.Item == nil {
			h.b(false)
		} else {
			h.b(true)
			h.item(u.Item)
		}
	}
	if w := d.Window; w == nil {
		h.b(false)
	} else {
		h.b(true)
		h.i(len(w.Sections))
		for _, id := range w.Sections {
			h.u(uint64(id))
		}
		h.str(w.Hero)
		h.strs(w.Placed)
		h.b(w.Before)
		h.b(w.Alarm)
		h.b(w.BrokeIn)
	}
	if a := d.Area; a == nil {
		h.b(false)
	} else {
		h.b(true)
		h.str(a.Card)
		h.i(a.Dice)
		h.i(len(a.Effects))
		for _, c := range a.Effects {
			h.u(uint64(c))
		}
		h.b(a.Flaming)
		h.strs(a.Targets)
		h.str(a.Ends)
	}
	h.i(d.Spawned)
	h.i(d.Moment)
	h.i(len(d.Rolled))
	for _, r := range d.Rolled {
		h.str(r.Purpose)
		h.i(r.Die)
	}
	h.strs(d.Pending)
	h.b(d.MainGroup)
	h.strs(d.Challenges)
	h.b(d.Improved)
	h.strs(d.Skilled)
	h.i(len(d.Walls))
	for _, w := range d.Walls {
		h.str(w.Card)
		h.u(uint64(w.Section))
		h.i(w.Dice)
		h.i(w.Turn)
	}
	h.i(len(d.Rubble))
	for _, r := range d.Rubble {
		h.str(r.Card)
		h.pos(r.At)
		h.i(r.Element)
		h.u(uint64(r.Was))
	}
	h.i(len(d.Grates))
	for _, gr := range d.Grates {
		h.str(gr.Card)
		h.i(len(gr.Edges))
		for _, p := range gr.Edges {
			h.pos(p)
		}
		h.u(uint64(gr.Side))
		h.u(uint64(gr.Section))
		h.i(gr.Armour)
		h.i(gr.Vitality)
		h.i(gr.Wounds)
		h.i(gr.Lift)
	}
	h.i(d.SkillDice)
}

// WithDarkPlayer returns s with the Dark Player's cards d (copied; the
// catalogue is shared), checked.
func WithDarkPlayer(s State, d DarkPlayer) (State, error) {
	c := s.Clone()
	dd := d.clone()
	c.Dark = &dd
	if err := c.Check(); err != nil {
		return State{}, err
	}
	return c, nil
}
