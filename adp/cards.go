package adp

import (
	"fmt"
	"slices"
	"strconv"

	"dun/board"
	"dun/dice"
	"dun/rules"
)

// The Artificial Dark Player's cards in play (pages 54-57 and 64-65). The
// Planner answers, at each moment the book names (an obstacle risked, a
// section revealed, a combat turn begun), what the ADP does with its
// decks and reserve: the dice it rolls, the card it draws, whether it pays
// for it, holds it or discards it, and where the creatures go. It returns
// plain steps and the card state after them; the rules carry them out
// (their own commands to play an encounter, a trap or a power), so the
// planner knows nothing of those commands.

// CardInfo is what the planner reads of a Dark Player card.
type CardInfo struct {
	ID      string     `json:"id"`
	Name    rules.Text `json:"name"`
	Type    string     `json:"type"` // obstacle, encounter or power
	Cost    int        `json:"cost"`
	Discard int        `json:"discard"`
	// AnyCreature: the card buys a single creature of any cost (Special
	// Creature).
	AnyCreature bool `json:"any_creature,omitempty"`
	// Places are the card's placement conditions, as content names them
	// (room, corridor, unexplored_door, chest, revealed_section, ...).
	Places []string `json:"places"`
	// Column is the spawn column an encounter card reads.
	Column string `json:"column,omitempty"`
	// Effect is the content ID of the card's effect (card_escape for
	// Vanish, vanish.go).
	Effect string `json:"effect,omitempty"`
	// OnReveal: the obstacle acts only as a hero reveals a section from
	// an exploration arrow (Portcullis, Collapsed Passage, R896, R897;
	// Darkness, R1162).
	OnReveal bool `json:"on_reveal,omitempty"`
}

// CardState is the ADP's side of the cards: the reserve, the three decks
// (top card first), the cards face up waiting for their condition, the
// discards, and what the rules of placement need to remember.
type CardState struct {
	Reserve int `json:"reserve"`
	// Budget is the reserve at the start of the quest.
	Budget  int   `json:"budget"`
	Heroes  int   `json:"heroes"`
	GroupVP int   `json:"group_vp"`
	Decks   Decks `json:"decks"`
	// FaceUp are cards revealed where they could not act and kept until
	// they can (page 57: a Locked Door).
	FaceUp   []string `json:"face_up,omitempty"`
	Discards []string `json:"discards,omitempty"`
	// Obstacles are the squares where obstacles were activated (one per
	// square, door or chest, none beside another, page 55).
	Obstacles []board.Pos `json:"obstacles,omitempty"`
	// Encounters counts the Encounter cards activated in each section
	// (page 48: two at most).
	Encounters map[uint8]int `json:"encounters,omitempty"`
	// Quiet counts the sections revealed in a row in which no enemy
	// appeared (page 56: after two, the die is rolled again).
	Quiet int `json:"quiet,omitempty"`
	// Start is the heroes' starting section: no encounter there (page 48).
	Start uint8 `json:"start,omitempty"`
	// LeaderDone: the Leader has had his extra skills and improvement;
	// LeaderSkilled: his extra skills (a Leader met before the Main Room
	// rolls for them then, and is improved there, page 64-65).
	LeaderDone    bool `json:"leader_done,omitempty"`
	LeaderSkilled bool `json:"leader_skilled,omitempty"`
	// Challenges are the tiers of "Increase the challenge!" in force
	// (page 63, rules.ADPChallenges): the Scenario Die rolled again.
	Challenges []string `json:"challenges,omitempty"`
}

// challenged reports whether tier id is in force.
func (c CardState) challenged(id string) bool { return slices.Contains(c.Challenges, id) }

// cost is what creature cr costs the reserve: its VP, doubled (by 25 at
// most) when a tier in force improves its level (page 63's footnote), as
// the rules will ask (R892).
func (c CardState) cost(cr SpawnCreature) int {
	if len(c.Challenges) == 0 {
		return cr.VP // no tier in force: no figure to ask about
	}
	f := rules.Figure{}.WithInfo(rules.FigureInfo{
		Level: cr.Level,
		VP:    cr.VP,
	})
	return rules.CreatureCostUnder(c.Challenges, &f)
}

// rowCost is what spawn row r costs the reserve.
func (c CardState) rowCost(r SpawnRow) int {
	n := 0
	for _, e := range r.Entries {
		n += e.Count * c.cost(e.SpawnCreature)
	}
	return n
}

// shared is a copy of c that shares its slices and map: the slices
// clipped, so that appending to the copy's copies them first. A planning
// works on such a copy and writes none of them in place (a card leaves
// the face-up cards by a new slice, a deck's top card by reslicing, and
// the encounters' map is copied before its first count, countEncounter),
// so the caller's card state stays as it was: the card player plans a
// moment again from it for every die the plan needs.
func (c CardState) shared() CardState {
	n := c
	n.Decks = Decks{Obstacles: slices.Clip(c.Decks.Obstacles), Powers: slices.Clip(c.Decks.Powers), Encounters: slices.Clip(c.Decks.Encounters)}
	n.FaceUp = slices.Clip(c.FaceUp)
	n.Challenges = slices.Clip(c.Challenges)
	n.Discards = slices.Clip(c.Discards)
	n.Obstacles = slices.Clip(c.Obstacles)
	return n
}

// StepKind names what a step of a plan does.
type StepKind string

const (
	StepRoll     StepKind = "roll"     // the Scenario Die
	StepDraw     StepKind = "draw"     // a card is drawn
	StepActivate StepKind = "activate" // a card's cost is paid and it acts
	StepDiscard  StepKind = "discard"  // a card goes to the spare corner for its discard value
	StepHold     StepKind = "hold"     // a card stays face up until it can act
	StepSpawn    StepKind = "spawn"    // creatures are placed
	StepSkills   StepKind = "skills"   // extra skills bought for a creature
	StepPower    StepKind = "power"    // the creature a power card favours
	StepLeader   StepKind = "leader"   // the Leader's improvement
	StepNothing  StepKind = "nothing"  // nothing happens, and why
)

// CardStep is one step of a plan, with its reason in both languages.
type CardStep struct {
	Kind StepKind `json:"kind"`
	Card string   `json:"card,omitempty"`
	Face Face     `json:"face"`
	Die  int      `json:"die,omitempty"`
	// Pay is taken from the reserve, Gain added to it.
	Pay  int `json:"pay,omitempty"`
	Gain int `json:"gain,omitempty"`
	// At is where an obstacle acts.
	At      *board.Pos `json:"at,omitempty"`
	Section uint8      `json:"section,omitempty"`
	// Spawn is the row read; Placements the creatures placed (a Skills
	// step names the creature by its index in the spawn step before it).
	Spawn      *SpawnChoice `json:"spawn,omitempty"`
	Placements []Placement  `json:"placements,omitempty"`
	Creature   int          `json:"creature,omitempty"`
	Skills     []SkillCost  `json:"skills,omitempty"`
	// Figure is the figure a power card favours, or the Leader; for a
	// Thief! spawn, the hero it goes for.
	Figure string `json:"figure,omitempty"`
	// Vitality and Actions are the Leader's improvement.
	Vitality int        `json:"vitality,omitempty"`
	Actions  int        `json:"actions,omitempty"`
	Why      rules.Text `json:"why"`
}

func (c CardStep) String() string { return string(c.Kind) + " " + c.Card + ": " + c.Why.En }

// Plan is what the ADP does at one moment: its steps in order, the card
// state after them, and the rolls made. The card state shares with the
// one the plan began from what the plan left unchanged; the planner
// writes neither in place.
type Plan struct {
	Steps []CardStep  `json:"steps"`
	Cards CardState   `json:"cards"`
	Rolls []dice.Roll `json:"rolls,omitempty"`
}

// Planner plans the ADP's cards for a quest: the cards of the packs, the
// faction, and the Leader's profile (his extra skills; PlaceLeader when
// the sheet gives him no square and he comes with the Main Room, page 65).
//
// Wiring: the caller keeps the CardState (BuildDecks and Budget give its
// first value) and calls Obstacle when a hero declares an exploratory
// action or steps on the square FirstStepOutside finds, before the rules
// carry the action out; Reveal after the rules revealed a section (its
// sheet creatures already in the state); CombatTurn when a combat turn of
// the Dark side begins, before any creature is activated. It then applies
// the steps in order with the rules' own commands (an activate step with
// At is an obstacle placed there; a spawn step's placements, an encounter
// played with explicit placements; a skills step, skills given to the
// creature; a power step, the card's effect on Figure; a leader step, the
// Leader's Vitality and Actions), keeps Plan.Cards, and rolls Initiative
// with the creature Initiative names after any spawn. The plan's rolls
// are the game's dice, in order; replaying the same source replays it.
type Planner struct {
	Cards   map[string]CardInfo
	Faction Faction
	// Edition is another edition's part (edition.go); zero: this one's.
	Edition Edition
	Leader  *SpawnCreature
	// PlaceLeader: the Leader has no square on the sheet and is placed
	// with the Main Room's group.
	PlaceLeader bool
}

type planning struct {
	p  *Planner
	s  *rules.State
	c  CardState
	r  *dice.Roller
	st []CardStep
	// ownEncounters: c.Encounters is the planning's own map, no longer
	// the caller's.
	ownEncounters bool
}

// start begins a plan on s with the card state cs, which it leaves as it
// was; the plan's Cards may share cs's slices and map.
func (pl *Planner) start(s *rules.State, cs CardState, src dice.Source) *planning {
	c := cs.shared()
	if c.Heroes == 0 {
		for i := range s.Figures {
			if s.Figures[i].Hero() {
				c.Heroes++
			}
		}
	}
	return &planning{p: pl, s: s, c: c, r: dice.NewRoller(src)}
}

func (g *planning) done() Plan {
	return Plan{Steps: g.st, Cards: g.c, Rolls: g.r.Log()}
}

func (g *planning) add(st CardStep) { g.st = append(g.st, st) }

func (g *planning) card(id string) CardInfo {
	if c, ok := g.p.Cards[id]; ok {
		return c
	}
	return CardInfo{ID: id, Name: rules.Text{En: id, Es: id}}
}

func (g *planning) roll(purpose string) (Face, error) {
	f, d, err := RollScenarioDie(g.r, purpose)
	if err != nil {
		return 0, err
	}
	g.add(CardStep{Kind: StepRoll, Face: f, Die: d, Why: rules.Text{
		En: "Scenario Die " + strconv.Itoa(d) + ": " + f.text().En,
		Es: "dado de escenario " + strconv.Itoa(d) + ": " + f.text().Es,
	}})
	return f, nil
}

func (g *planning) draw(deck *[]string, what rules.Text) (CardInfo, bool) {
	if len(*deck) == 0 {
		g.add(CardStep{Kind: StepNothing, Why: rules.Text{En: "the " + what.En + " deck is spent", Es: "el mazo de " + what.Es + " se ha agotado"}})
		return CardInfo{}, false
	}
	id := (*deck)[0]
	*deck = (*deck)[1:]
	c := g.card(id)
	g.add(CardStep{Kind: StepDraw, Card: id, Why: rules.Text{En: "draws " + c.Name.En, Es: "roba " + c.Name.Es}})
	if g.c.Reserve < 0 {
		// Until the Leader is paid off, the rules discard every card drawn
		// for its points as it is drawn (page 49, DrawCard): there is no
		// card to play, nor one to discard by a command.
		g.c.Reserve += c.Discard
		g.c.Discards = append(g.c.Discards, c.ID)
		g.add(CardStep{Kind: StepNothing, Card: c.ID, Why: rules.Text{
			En: fmt.Sprintf("%s is discarded as it is drawn, for %d Reserve Points: the reserve is below zero until the Leader is paid off (page 49)", c.Name.En, c.Discard),
			Es: fmt.Sprintf("%s se descarta al robarla, por %d puntos de Reserva: la reserva está por debajo de cero hasta pagar al Líder (página 49)", c.Name.Es, c.Discard),
		}})
		return CardInfo{}, false
	}
	return c, true
}

func (g *planning) discard(c CardInfo, why rules.Text) {
	g.c.Reserve += c.Discard
	g.c.Discards = append(g.c.Discards, c.ID)
	g.add(CardStep{Kind: StepDiscard, Card: c.ID, Gain: c.Discard, Why: rules.Text{
		En: c.Name.En + " is discarded for " + strconv.Itoa(c.Discard) + " Reserve Points: " + why.En,
		Es: c.Name.Es + " se descarta por " + strconv.Itoa(c.Discard) + " puntos de Reserva: " + why.Es,
	}})
}

func (g *planning) activate(c CardInfo, cost int, at *board.Pos, why rules.Text) {
	g.c.Reserve -= cost
	g.c.Discards = append(g.c.Discards, c.ID)
	g.add(CardStep{Kind: StepActivate, Card: c.ID, Pay: cost, At: at, Why: rules.Text{
		En: c.Name.En + " is activated for " + strconv.Itoa(cost) + " Reserve Points: " + why.En,
		Es: c.Name.Es + " se activa por " + strconv.Itoa(cost) + " puntos de Reserva: " + why.Es,
	}})
}

var (
	deckObstacles  = rules.Text{En: "Obstacles", Es: "Obstáculos"}
	deckEncounters = rules.Text{En: "Encounter", Es: "Encuentro"}
	deckPowers     = rules.Text{En: "Power", Es: "Poder"}
)

// Obstacle plans the ADP's answer to a hero risking an obstacle (page
// 55): a card held face up that can now act does so without a roll;
// otherwise the die is rolled if the rules allow it, and on the Obstacles
// face the top card of the deck is activated, held or discarded. Thief!
// and Ambush! act as their cards say.
func (pl *Planner) Obstacle(s *rules.State, cs CardState, ev ObstacleEvent, src dice.Source) (Plan, error) {
	g := pl.start(s, cs, src)
	where := g.placeOf(ev)
	acts := func(c CardInfo) bool { return fits(c, where) && (!c.OnReveal || ev.Trigger == TriggerReveal) }
	// Page 48's placement binds a card held face up as one drawn: none on
	// or next to another obstacle, none in a shared section but at a door.
	ok, why := ObstacleRoll(s, ev, g.c.Obstacles)
	if !ok {
		g.add(CardStep{Kind: StepNothing, Why: why})
		return g.done(), nil
	}
	for k, id := range g.c.FaceUp {
		c := g.card(id)
		if !acts(c) {
			continue
		}
		if c.Cost > g.c.Reserve {
			g.add(CardStep{Kind: StepHold, Card: id, Why: rules.Text{En: fmt.Sprintf("%s could act here but the reserve holds %d of its %d", c.Name.En, g.c.Reserve, c.Cost), Es: fmt.Sprintf("%s podría actuar aquí pero la reserva tiene %d de sus %d", c.Name.Es, g.c.Reserve, c.Cost)}})
			continue
		}
		g.c.FaceUp = slices.Concat(g.c.FaceUp[:k], g.c.FaceUp[k+1:]) // not in place: cs's
		at := ev.At
		g.c.Obstacles = append(g.c.Obstacles, at)
		g.activate(c, c.Cost, &at, text("the card held face up meets its condition", "la carta boca arriba cumple su condición"))
		return g.done(), nil
	}
	f, err := g.roll(why.En)
	if err != nil {
		return Plan{}, err
	}
	if f != FaceObstacle && g.c.challenged(rules.ChallengeObstacleDie) {
		g.add(CardStep{Kind: StepNothing, Why: text("Increase the challenge! (above 75 VP): the die is rolled again", "¡Aumenta el reto! (más de 75 PV): se vuelve a tirar el dado")})
		if f, err = g.roll(why.En); err != nil {
			return Plan{}, err
		}
	}
	if f != FaceObstacle {
		g.add(CardStep{Kind: StepNothing, Why: text("not the Obstacles face: no card", "no es la cara de Obstáculos: ninguna carta")})
		return g.done(), nil
	}
	c, ok := g.draw(&g.c.Decks.Obstacles, deckObstacles)
	if !ok {
		return g.done(), nil
	}
	switch c.ID {
	case CardThief:
		return g.thief(c)
	case CardAmbush:
		return g.ambush(c, ColumnAmbush)
	}
	if !acts(c) {
		if c.OnReveal && fits(c, where) {
			g.c.FaceUp = append(g.c.FaceUp, c.ID)
			g.add(CardStep{Kind: StepHold, Card: c.ID, Why: rules.Text{En: fmt.Sprintf("%s acts only as a hero reveals a section: it stays face up until one does", c.Name.En), Es: fmt.Sprintf("%s solo actúa cuando un héroe revela una sección: queda boca arriba hasta entonces", c.Name.Es)}})
			return g.done(), nil
		}
		if heldKind(c) {
			g.c.FaceUp = append(g.c.FaceUp, c.ID)
			g.add(CardStep{Kind: StepHold, Card: c.ID, Why: rules.Text{En: fmt.Sprintf("%s cannot act %s: it stays face up until it can", c.Name.En, whereText(where).En), Es: fmt.Sprintf("%s no puede actuar %s: queda boca arriba hasta que pueda", c.Name.Es, whereText(where).Es)}})
			return g.done(), nil
		}
		g.discard(c, rules.Text{En: "it cannot act " + whereText(where).En, Es: "no puede actuar " + whereText(where).Es})
		return g.done(), nil
	}
	if c.Cost > g.c.Reserve {
		g.discard(c, text("the reserve holds %d of its %d", "la reserva tiene %d de sus %d", g.c.Reserve, c.Cost))
		return g.done(), nil
	}
	at := ev.At
	g.c.Obstacles = append(g.c.Obstacles, at)
	g.activate(c, c.Cost, &at, rules.Text{En: "it acts " + whereText(where).En, Es: "actúa " + whereText(where).Es})
	return g.done(), nil
}

// placeOf is the placement condition the event meets (page 55): an
// unexplored door, a chest, or the room or corridor of the square.
func (g *planning) placeOf(ev ObstacleEvent) string {
	switch ev.Trigger {
	case TriggerOpenDoor:
		return "unexplored_door"
	case TriggerOpenChest:
		return "chest"
	}
	if g.s.Board.In(ev.At) {
		if sectionInfo(g.s, g.s.Board.Square(ev.At).Section).Room {
			return "room"
		}
	}
	return "corridor"
}

func whereText(where string) rules.Text {
	switch where {
	case "unexplored_door":
		return rules.Text{En: "on an unexplored door", Es: "en una puerta inexplorada"}
	case "chest":
		return rules.Text{En: "on a chest", Es: "en un cofre"}
	case "room":
		return rules.Text{En: "in a room", Es: "en una sala"}
	}
	return rules.Text{En: "in a corridor", Es: "en un pasillo"}
}

// fits says whether card c may act where.
func fits(c CardInfo, where string) bool {
	for _, p := range c.Places {
		switch {
		case p == where, p == "anywhere":
			return true
		case p == "door" && where == "unexplored_door":
			return true
		case p == "section" && (where == "room" || where == "corridor"):
			return true
		}
	}
	return false
}

// heldKind: a card that acts on doors or chests only is kept face up
// when it comes up elsewhere, as the Locked Door of page 57 (R321).
func heldKind(c CardInfo) bool {
	if len(c.Places) == 0 {
		return false
	}
	for _, p := range c.Places {
		if p != "door" && p != "unexplored_door" && p != "chest" {
			return false
		}
	}
	return true
}

func (g *planning) thief(c CardInfo) (Plan, error) {
	cr, ok := ThiefCreature(&g.p.Faction, c.Cost)
	if !ok {
		g.discard(c, text("the faction has no creature worth %d or less", "la facción no tiene criatura de valor %d o menos", c.Cost))
		return g.done(), nil
	}
	if g.c.cost(cr) > g.c.Reserve {
		g.discard(c, text("the reserve holds %d of the thief's %d", "la reserva tiene %d de los %d del ladrón", g.c.Reserve, g.c.cost(cr)))
		return g.done(), nil
	}
	// The creatures this plan placed already take their squares.
	var taken []board.Pos
	for _, p := range placementsSince(g.st) {
		taken = append(taken, baseSquares(p.At, span(p.Creature.Size))...)
	}
	pl, why, ok := PlaceThief(g.s, cr, 3, taken...)
	if !ok {
		g.discard(c, why)
		return g.done(), nil
	}
	g.activate(c, g.c.cost(cr), nil, rules.Text{En: "a " + cr.Name.En + " is the thief", Es: "un " + cr.Name.Es + " es el ladrón"})
	// The rules' Thief! names the hero it goes for (R536).
	g.add(CardStep{Kind: StepSpawn, Card: c.ID, Section: g.s.Board.Square(pl.At).Section, Placements: []Placement{pl}, Figure: g.s.Figures[ThiefTarget(g.s)].ID, Why: why})
	return g.done(), nil
}

func (g *planning) ambush(c CardInfo, column string) (Plan, error) {
	area, why, ok := AmbushArea(g.s, g.c.Start)
	if !ok {
		g.discard(c, why)
		return g.done(), nil
	}
	// The creatures this plan placed already take their squares.
	area = g.areaAfter(area, placementsSince(g.st))
	if err := g.encounter(c, column, area, false, why); err != nil {
		return Plan{}, err
	}
	return g.done(), nil
}

// encounter activates encounter card c in area: 1D6 on the column (the
// Wandering Creature column for Ambush! and Reinforcements with a solo
// hero, page 65, in this edition), the previous rows while the reserve cannot pay, the
// placement, the cost of what was placed, and the extra skills of the
// Large and Huge creatures.
func (g *planning) encounter(c CardInfo, column string, area Area, large bool, where rules.Text) error {
	if g.c.Encounters[area.Section] >= 2 {
		g.discard(c, text("two Encounter cards have been played in the section already", "ya se han jugado dos cartas de Encuentro en la sección"))
		return nil
	}
	column = g.soloColumn(column, false)
	placed, ok, err := g.spawn(c.ID, column, area, large, c.Name)
	if err != nil || !ok {
		if err == nil {
			g.discard(c, text("no creature could be spawned", "no se pudo generar ninguna criatura"))
		}
		return err
	}
	cost := 0
	for _, p := range placed.Placements {
		cost += g.c.cost(p.Creature)
	}
	g.countEncounter(area.Section)
	g.activate(c, cost, nil, where)
	g.st[len(g.st)-1], g.st[len(g.st)-2] = g.st[len(g.st)-2], g.st[len(g.st)-1] // pay, then place (page 56)
	return g.extraSkills(placed.Placements)
}

// countEncounter counts an Encounter card activated in section sec, in
// a map of the planning's own (the caller's stays as it was).
func (g *planning) countEncounter(sec uint8) {
	if !g.ownEncounters {
		m := make(map[uint8]int, len(g.c.Encounters)+1)
		for k, v := range g.c.Encounters {
			m[k] = v
		}
		g.c.Encounters, g.ownEncounters = m, true
	}
	g.c.Encounters[sec]++
}

// spawn rolls on the column and places the row in area; ok is false when
// nothing is placed (nothing is then paid, page 58).
func (g *planning) spawn(card, column string, area Area, large bool, what rules.Text) (CardStep, bool, error) {
	col, ok := g.p.Faction.Column(column)
	if !ok {
		g.add(CardStep{Kind: StepNothing, Why: text("the faction has no %s column", "la facción no tiene columna %s", column)})
		return CardStep{}, false, nil
	}
	roll, err := g.r.D6("spawn table: " + what.En)
	if err != nil {
		return CardStep{}, false, err
	}
	mod := g.spawnModifier(column, large)
	ch := ChooseRowPriced(col, column, roll.Total, mod, g.c.Reserve, g.c.rowCost)
	if ch.Row < 0 {
		g.add(CardStep{Kind: StepNothing, Spawn: &ch, Why: ch.Why})
		return CardStep{}, false, nil
	}
	var leader *SpawnCreature
	if g.p.PlaceLeader && g.p.Leader != nil && !g.c.LeaderDone && sectionInfo(g.s, area.Section).Main && !leaderPlaced(g.st) {
		leader = g.p.Leader
	}
	placed, left := placeOrdered(area, g.placeOrder(ch.Spawn.Creatures(), area.Room), leader, !g.p.Edition.NoCentre)
	st := CardStep{Kind: StepSpawn, Card: card, Section: area.Section, Spawn: &ch, Placements: placed, Why: ch.Why}
	if len(left) > 0 {
		st.Why = rules.Text{
			En: fmt.Sprintf("%s; %d find no square and are neither placed nor paid", ch.Why.En, len(left)),
			Es: fmt.Sprintf("%s; %d no encuentran casilla y ni se colocan ni se pagan", ch.Why.Es, len(left)),
		}
	}
	var creatures []Placement
	for _, p := range placed {
		if !p.Leader {
			creatures = append(creatures, p)
		}
	}
	if len(creatures) == 0 {
		g.add(CardStep{Kind: StepNothing, Spawn: &ch, Why: st.Why})
		return CardStep{}, false, nil
	}
	g.add(st)
	return st, true, nil
}

// extraSkills rolls 1D6 per hero for each Large or Huge creature placed
// (page 58) and buys what the reserve pays.
func (g *planning) extraSkills(placed []Placement) error {
	if g.p.Edition.NoExtraSkills {
		return nil
	}
	for k, p := range placed {
		if p.Creature.Size < rules.SizeLarge || p.Leader || len(p.Creature.Extra) == 0 {
			continue
		}
		roll, err := g.r.ND6(max(g.c.Heroes, 1), "extra skills: "+p.Creature.Kind)
		if err != nil {
			return err
		}
		got, paid := ExtraSkills(p.Creature.Extra, p.Creature.Skills, roll.Dice, g.c.Reserve, nil)
		g.c.Reserve -= paid
		g.add(CardStep{Kind: StepSkills, Creature: k, Skills: got, Pay: paid, Why: skillsWhy(p.Creature.Name, roll.Dice, got, paid)})
	}
	return nil
}

func skillsWhy(name rules.Text, dice []int, got []SkillCost, paid int) rules.Text {
	var en, es string
	for k, s := range got {
		if k > 0 {
			en, es = en+", ", es+", "
		}
		en += fmt.Sprintf("%s (+%d)", s.Skill, s.VP)
		es += fmt.Sprintf("%s (+%d)", s.Skill, s.VP)
	}
	if en == "" {
		en, es = "none", "ninguna"
	}
	return rules.Text{
		En: fmt.Sprintf("%s rolls %v for extra skills: %s, %d Reserve Points", name.En, dice, en, paid),
		Es: fmt.Sprintf("%s tira %v por habilidades extra: %s, %d puntos de Reserva", name.Es, dice, es, paid),
	}
}

// RevealEvent is a section just revealed by a hero standing on From.
type RevealEvent struct {
	Hero    string    `json:"hero"`
	Section uint8     `json:"section"`
	From    board.Pos `json:"from"`
	// BrokeDoor: the heroes entered by breaking a door down.
	BrokeDoor bool `json:"broke_door,omitempty"`
}

// Reveal plans what follows a revealed section (page 56): in the Main
// Room, first the group of an Enemy Spotted! card (a Wandering Creature's
// for a solo hero); in a large section, an Encounter card at once; then
// the Scenario Die (not in the heroes' first turn), rolled again once when
// it missed and the heroes broke a door or met no enemy in the last two
// sections. When the Leader comes into play, his extra skills and, in the
// Main Room, his improvement (pages 64-65).
func (pl *Planner) Reveal(s *rules.State, cs CardState, ev RevealEvent, src dice.Source) (Plan, error) {
	g := pl.start(s, cs, src)
	info := sectionInfo(s, ev.Section)
	area := AreaOf(s, ev.Section, ev.From)
	enemiesBefore := darkIn(s, ev.Section)
	spawned := false
	enc := g.encounterRules(info, ev.BrokeDoor)
	if enc.MainRoomEnemies {
		column := g.soloColumn(ColumnEnemySpotted, true)
		name := rules.Text{En: "the Main Room's group", Es: "el grupo de la Sala principal"}
		st, ok, err := g.spawn("", column, area, info.Large, name)
		if err != nil {
			return Plan{}, err
		}
		if ok {
			cost := 0
			for _, p := range st.Placements {
				if !p.Leader {
					cost += g.c.cost(p.Creature)
				}
			}
			g.c.Reserve -= cost
			g.st[len(g.st)-1].Pay = cost
			spawned = true
			area = g.areaAfter(area, st.Placements)
			if err := g.extraSkills(st.Placements); err != nil {
				return Plan{}, err
			}
		}
	}
	if info.Main && g.p.PlaceLeader && g.p.Leader != nil && !g.c.LeaderDone && !leaderPlaced(g.st) {
		// page 65: the Leader comes with the Main Room even when no group
		// could be paid (his cost was paid at the start)
		placed, _ := PlaceGroup(area, nil, g.p.Leader)
		if len(placed) > 0 {
			g.add(CardStep{Kind: StepSpawn, Section: ev.Section, Placements: placed, Why: text("the Leader, who has no square on the sheet, is placed in the Main Room", "el Líder, sin casilla en la hoja, se coloca en la Sala principal")})
			area = g.areaAfter(area, placed)
		}
	}
	if enc.ExtraCard && ev.Section != g.c.Start {
		if c, ok := g.draw(&g.c.Decks.Encounters, deckEncounters); ok {
			n := len(g.st)
			if err := g.playEncounter(c, area, info.Large, rules.Text{En: "a large section always brings an Encounter card", Es: "una sección grande siempre trae una carta de Encuentro"}); err != nil {
				return Plan{}, err
			}
			spawned = spawned || placedSince(g.st[n:])
			area = g.areaAfter(area, placementsSince(g.st[n:]))
		}
	}
	switch {
	case s.Turn <= 1 && s.Side == rules.Heroes && !enc.FirstTurn:
		g.add(CardStep{Kind: StepNothing, Why: text("the heroes' first turn: no Scenario Die for encounters", "primer turno de los héroes: no se tira el dado de escenario por encuentros")})
	case ev.Section == g.c.Start:
		g.add(CardStep{Kind: StepNothing, Why: text("no encounters in the starting section", "no hay encuentros en la sección inicial")})
	default:
		quiet := g.quietSections()
		again := enc.Reroll
		for try := 0; try < 2; try++ {
			f, err := g.roll("a section is revealed")
			if err != nil {
				return Plan{}, err
			}
			if f == FaceEncounter {
				if c, ok := g.draw(&g.c.Decks.Encounters, deckEncounters); ok {
					n := len(g.st)
					if err := g.playEncounter(c, area, info.Large, rules.Text{En: "the Scenario Die shows Encounter", Es: "el dado de escenario muestra Encuentro"}); err != nil {
						return Plan{}, err
					}
					spawned = spawned || placedSince(g.st[n:])
				}
				break
			}
			if !again || try == 1 {
				g.add(CardStep{Kind: StepNothing, Why: text("no Encounter face: no card", "no sale la cara de Encuentro: ninguna carta")})
				break
			}
			why := text("the heroes broke a door to enter: the die is rolled again", "los héroes derribaron una puerta para entrar: se vuelve a tirar el dado")
			if !ev.BrokeDoor && quiet == 1 {
				why = text("no enemy appeared in the last section revealed (Increase the challenge!, above 100 VP): the die is rolled again", "no aparecieron enemigos en la última sección revelada (¡Aumenta el reto!, más de 100 PV): se vuelve a tirar el dado")
			} else if !ev.BrokeDoor {
				why = text("no enemy appeared in the last two sections revealed: the die is rolled again", "no aparecieron enemigos en las dos últimas secciones reveladas: se vuelve a tirar el dado")
			}
			g.add(CardStep{Kind: StepNothing, Why: why})
		}
	}
	if spawned || enemiesBefore {
		g.c.Quiet = 0
	} else {
		g.c.Quiet++
	}
	if err := g.leader(ev.Section, info); err != nil {
		return Plan{}, err
	}
	return g.done(), nil
}

// playEncounter activates an encounter card drawn for a revealed section:
// Thief!, Ambush! and Reinforcements as their cards say, the others in the
// section.
func (g *planning) playEncounter(c CardInfo, area Area, large bool, why rules.Text) error {
	var err error
	switch c.ID {
	case CardThief:
		_, err = g.thief(c)
	case CardAmbush:
		_, err = g.ambush(c, ColumnAmbush)
	case CardReinforcements:
		_, err = g.ambush(c, ColumnReinforce)
	default:
		column := c.Column
		if column == "" {
			column = c.ID
		}
		err = g.encounter(c, column, area, large, why)
	}
	return err
}

func leaderPlaced(st []CardStep) bool {
	for _, p := range placementsSince(st) {
		if p.Leader {
			return true
		}
	}
	return false
}

func placedSince(st []CardStep) bool { return len(placementsSince(st)) > 0 }

func placementsSince(st []CardStep) []Placement {
	var out []Placement
	for _, s := range st {
		if s.Kind == StepSpawn {
			out = append(out, s.Placements...)
		}
	}
	return out
}

// areaAfter is area with the squares of placed creatures taken.
func (g *planning) areaAfter(a Area, placed []Placement) Area {
	a.Occupied = slices.Clone(a.Occupied)
	for _, p := range placed {
		a.Occupied = append(a.Occupied, baseSquares(p.At, span(p.Creature.Size))...)
	}
	return a
}

func darkIn(s *rules.State, sec uint8) bool {
	for i := range s.Figures {
		if f := &s.Figures[i]; f.Side == rules.Dark && f.Present() && figureIn(s.Board, f, sec) {
			return true
		}
	}
	return false
}

// leader gives the Leader, once he is in play (on the board or placed by
// this plan), his extra skills (page 65), and when he stands in the Main
// Room, his improvement from the reserve left (page 64).
func (g *planning) leader(sec uint8, info SectionKind) error {
	if g.c.LeaderDone {
		return nil
	}
	var lf *rules.Figure
	for i := range g.s.Figures {
		if f := &g.s.Figures[i]; f.Leader() && f.Side == rules.Dark && f.Present() {
			lf = f
		}
	}
	if lf == nil && !leaderPlaced(g.st) {
		return nil
	}
	name, id := rules.Text{En: "the Leader", Es: "el Líder"}, ""
	var has []string
	tough := false
	if lf != nil {
		name, id, has = rules.Text{En: lf.Name(), Es: lf.Name()}, lf.ID, lf.Skills
		tough = lf.HasSkill("invulnerable") || lf.Attrs().Armour >= 6
	}
	// The Leader's profile's extra skills: the catalogue's for the one in
	// play, the planner's for the one it places.
	var offer []SkillCost
	if lf != nil && g.s.Dark != nil {
		for _, x := range g.s.Dark.Cards.Extras(lf.Profile()) {
			offer = append(offer, SkillCost{Skill: x.Skill, VP: x.VP})
		}
	}
	if len(offer) == 0 && g.p.Leader != nil {
		offer = g.p.Leader.Extra
	}
	if !g.c.LeaderSkilled && len(offer) > 0 && !g.p.Edition.NoExtraSkills {
		roll, err := g.r.ND6(max(g.c.Heroes, 1), "extra skills: the Leader")
		if err != nil {
			return err
		}
		if lf == nil {
			has = g.p.Leader.Skills
			tough = slices.Contains(has, "invulnerable")
		}
		got, paid := ExtraSkills(offer, has, roll.Dice, g.c.Reserve, nil)
		g.c.Reserve -= paid
		for _, x := range got {
			tough = tough || x.Skill == "invulnerable"
		}
		g.add(CardStep{Kind: StepSkills, Creature: -1, Figure: id, Skills: got, Pay: paid, Why: skillsWhy(name, roll.Dice, got, paid)})
	}
	g.c.LeaderSkilled = true
	if !info.Main {
		// Met before the Main Room: improved when the heroes see it.
		return nil
	}
	v, a, left := LeaderImprovement(g.c.Reserve, g.c.Heroes, tough)
	spent := g.c.Reserve - left
	g.c.Reserve = left
	g.add(CardStep{Kind: StepLeader, Figure: id, Vitality: v, Actions: a, Pay: spent, Why: rules.Text{
		En: fmt.Sprintf("the Main Room is seen: the reserve falls to %d; %s gains %d Vitality and %d extra Actions each turn", left, name.En, v, a),
		Es: fmt.Sprintf("se ve la Sala principal: la reserva baja a %d; %s gana %d de Vitalidad y %d Acciones extra por turno", left, name.Es, v, a),
	}})
	g.c.LeaderDone = true
	return nil
}

// CombatTurn plans the start of a combat turn of the Dark Player (page
// 57): the Scenario Die (the Power face is taken as rolled while the
// heroes fight creatures in the Main Room, unless the hero is alone, page
// 65); on the Power face the top card of the Power deck, paid and given
// to the Leader or else the dearest creature (dice pick among equals), or
// discarded when the reserve cannot pay; Reinforcements arrive as their
// card says.
func (pl *Planner) CombatTurn(s *rules.State, cs CardState, src dice.Source) (Plan, error) {
	g := pl.start(s, cs, src)
	// Heroes and creatures both in the Main Room: the rules' test (R374).
	if rules.ADPMainFight(s) && g.c.Heroes > 1 {
		g.add(CardStep{Kind: StepRoll, Face: FacePower, Why: text("the fight is in the Main Room: the die counts as Power", "el combate es en la Sala principal: el dado cuenta como Poder")})
	} else {
		f, err := g.roll("a combat turn begins")
		if err != nil {
			return Plan{}, err
		}
		if f != FacePower && g.c.challenged(rules.ChallengePowerDie) {
			g.add(CardStep{Kind: StepNothing, Why: text("Increase the challenge! (above 125 VP): the die is rolled again", "¡Aumenta el reto! (más de 125 PV): se vuelve a tirar el dado")})
			if f, err = g.roll("a combat turn begins"); err != nil {
				return Plan{}, err
			}
		}
		if f != FacePower {
			g.add(CardStep{Kind: StepNothing, Why: text("not the Power face: no card", "no es la cara de Poder: ninguna carta")})
			return g.done(), nil
		}
	}
	c, ok := g.draw(&g.c.Decks.Powers, deckPowers)
	if !ok {
		return g.done(), nil
	}
	if c.ID == CardReinforcements {
		return g.ambush(c, ColumnReinforce)
	}
	if c.Cost > g.c.Reserve {
		g.discard(c, text("the reserve holds %d of its %d", "la reserva tiene %d de sus %d", g.c.Reserve, c.Cost))
		return g.done(), nil
	}
	id, why, err := g.beneficiary(c)
	if err != nil {
		return Plan{}, err
	}
	if id == "" {
		g.discard(c, why)
		return g.done(), nil
	}
	g.activate(c, c.Cost, nil, why)
	g.add(CardStep{Kind: StepPower, Card: c.ID, Figure: id, Why: why})
	return g.done(), nil
}

// beneficiary is the creature power card c favours when the card names
// none (page 57): the Leader, else the one of highest VP, a die choosing
// among equals; a Vanish only one it can save (vanish.go, R914).
func (g *planning) beneficiary(c CardInfo) (string, rules.Text, error) {
	var best []int
	for i := range g.s.Figures {
		f := &g.s.Figures[i]
		if f.Side != rules.Dark || !f.Present() || !mayBenefit(g.s, c, i) {
			continue
		}
		if f.Leader() {
			return f.ID, text("%s, the Leader, benefits", "%s, el Líder, se beneficia", f.Name()), nil
		}
		switch {
		case len(best) == 0 || f.VP() > g.s.Figures[best[0]].VP():
			best = []int{i}
		case f.VP() == g.s.Figures[best[0]].VP():
			best = append(best, i)
		}
	}
	if len(best) == 0 {
		if c.Effect == escapeEffect {
			return "", noEscape, nil
		}
		return "", text("no creature is in play to benefit", "no hay criatura en juego que se beneficie"), nil
	}
	k := 0
	if len(best) > 1 {
		var err error
		if k, err = g.r.Uniform(len(best), "power card: among equals"); err != nil {
			return "", rules.Text{}, err
		}
	}
	f := &g.s.Figures[best[k]]
	if len(best) > 1 {
		return f.ID, text("%s benefits, drawn among %d creatures of %d VP", "%s se beneficia, sorteado entre %d criaturas de %d PV", f.Name(), len(best), f.VP()), nil
	}
	return f.ID, text("%s, the dearest creature (%d VP), benefits", "%s, la criatura de más valor (%d PV), se beneficia", f.Name(), f.VP()), nil
}

// Initiative is the creature whose Perception the ADP rolls Initiative
// with (page 60): the best Perception among all its creatures, wherever
// they stand; among equals the higher Intelligence, then the first
// listed. It returns -1 when the ADP has no creature in play.
func Initiative(s *rules.State) (int, rules.Text) {
	best := -1
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.Side != rules.Dark || !f.Present() {
			continue
		}
		if best < 0 {
			best = i
			continue
		}
		b := &s.Figures[best]
		if f.Attrs().Perception > b.Attrs().Perception || (f.Attrs().Perception == b.Attrs().Perception && f.Attrs().Intelligence > b.Attrs().Intelligence) {
			best = i
		}
	}
	if best < 0 {
		return -1, text("the Dark Player has no creature in play", "el Jugador Oscuro no tiene criaturas en juego")
	}
	f := &s.Figures[best]
	return best, text("the ADP rolls Initiative with %s's Perception (%d), the best among its creatures", "el JOA tira Iniciativa con la Percepción de %s (%d), la mejor entre sus criaturas", f.Name(), f.Attrs().Perception)
}
