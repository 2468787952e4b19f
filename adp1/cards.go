package adp1

import (
	"fmt"
	"sort"

	"dun/adp"
	"dun/dice"
)

// The earlier edition's handling of the Dark Player's cards, as pure
// functions with plain results: the rules engine does not model the
// Artificial Dark Player's decks yet (branch dp), so these are what a
// caller asks when a card is revealed, a section seen or a Leader met.
// Sections of the chapter are cited by their Spanish titles.

// Budget is the reserve the earlier edition's ADP starts with ("Contador
// de puntos de reserva"): the group's Value Points less the Leader's VP
// without its optional improvements. Unlike the second edition (page 54)
// a group that entered the scenario before brings no extra points (R605).
func Budget(groupVP, leaderVP int) int { return groupVP - leaderVP }

// PowerPerHero is the Power deck's random cards per hero: 5 in the earlier
// edition ("Mazos del Jugador Oscuro Artificial"), 6 in the second.
const PowerPerHero = 5

// BuildDecks builds the earlier edition's decks: obstacles, heroes x 6
// with Thief! and Ambush! (a second Ambush! above two heroes); powers,
// heroes x 5 with Reinforcements (a second above two heroes); encounters,
// groupVP / 10 rounded up, or as many as there are. The obstacle and
// encounter decks are the second edition's (adp.BuildDecks); the power
// deck drops one drawn card per hero and is shuffled again.
func BuildDecks(cards []adp.DeckCard, heroes, groupVP int, src dice.Source) (adp.Decks, error) {
	d, err := adp.BuildDecks(cards, heroes, groupVP, src)
	if err != nil {
		return adp.Decks{}, err
	}
	drop := heroes * (6 - PowerPerHero)
	var powers []string
	for _, id := range d.Powers {
		if id != adp.CardReinforcements && drop > 0 {
			// The drawn cards are a uniform sample: dropping any of them
			// leaves a uniform sample of the smaller size.
			drop--
			continue
		}
		powers = append(powers, id)
	}
	r := dice.NewRoller(src)
	if err := r.Shuffle(powers, "shuffle: powers (first edition)"); err != nil {
		return adp.Decks{}, err
	}
	d.Powers = powers
	return d, nil
}

// Revealed is a Dark Player card as revealed: its activation cost, the
// points its discard gives, and whether the card's own conditions allow
// it here (a locked door in a corridor does not).
type Revealed struct {
	ID          string
	Cost        int
	Discard     int
	Activatable bool
}

// Outcome is what becomes of a revealed card.
type Outcome struct {
	Activate bool   `json:"activate"`
	Reserve  int    `json:"reserve"`
	Reason   string `json:"reason"`
}

// Reveal decides a revealed card ("Contador de puntos de reserva",
// "Descartes"): activated for its cost when its conditions hold and the
// reserve covers it; otherwise discarded for its discard points. The
// earlier edition discards an Encounter card the reserve cannot pay; the
// second steps down the spawn table first (page 57, R606).
func Reveal(reserve int, c Revealed) Outcome {
	switch {
	case !c.Activatable:
		return Outcome{Reserve: reserve + c.Discard, Reason: "not_activatable"}
	case reserve < c.Cost:
		return Outcome{Reserve: reserve + c.Discard, Reason: "reserve_short"}
	}
	return Outcome{Activate: true, Reserve: reserve - c.Cost, Reason: "paid"}
}

// Trigger is an event that may make the Conductor roll the Scenario Die
// for an obstacle.
type Trigger string

// The triggers of either edition.
const (
	// TriggerTrapSquare: a hero steps on the first square where the Dark
	// Player may set traps (R607: the square outside the Safety Zone).
	TriggerTrapSquare Trigger = "trap_square"
	// TriggerOpenDoor: a hero declares he opens a door.
	TriggerOpenDoor Trigger = "open_door"
	// TriggerOpenChest: a hero declares he opens a chest.
	TriggerOpenChest Trigger = "open_chest"
	// TriggerExplorationArrow: a hero means to step on an exploration
	// arrow (the second edition: declares he reveals a section).
	TriggerExplorationArrow Trigger = "exploration_arrow"
	// TriggerFurnitureBlunder: a furniture card's blunder says a trap may
	// be set.
	TriggerFurnitureBlunder Trigger = "furniture_blunder"
	// TriggerSearchRoom: a hero searches a room (second edition only).
	TriggerSearchRoom Trigger = "search_room"
)

// ObstacleRoll reports whether the earlier edition rolls the Scenario Die
// for an obstacle on trigger t ("Activación de cartas de obstáculos"):
// every trigger but a room search, which only the second edition lists.
func ObstacleRoll(t Trigger) bool {
	switch t {
	case TriggerTrapSquare, TriggerOpenDoor, TriggerOpenChest, TriggerExplorationArrow, TriggerFurnitureBlunder:
		return true
	}
	return false
}

// Section is a section the heroes have just seen.
type Section struct {
	Main       bool // the Main Room
	Large      bool
	BrokenDoor bool // entered by breaking a door
}

// EncounterPlan is what seeing a section brings ("Activación de cartas de
// encuentro").
type EncounterPlan struct {
	// MainRoomEnemies: before the die, place the creatures of an
	// "Enemies" card at the usual cost, if the reserve pays for them.
	MainRoomEnemies bool `json:"main_room_enemies"`
	// ExtraCard: a large section but the Main Room also activates an
	// Encounter card at the usual cost, whatever the die says.
	ExtraCard bool `json:"extra_card"`
	// Reroll: roll the die again when it gave no encounter.
	Reroll bool `json:"reroll"`
	// SpawnModifier is added to the 1D6 on the Creature Spawn Table: none
	// in the earlier edition (the second adds up to +4, page 57).
	SpawnModifier int `json:"spawn_modifier"`
}

// Encounter plans the encounter for section sec. The earlier edition
// rolls on every section, the heroes' first turn included, and rerolls
// only for a broken door (the second also after two sections with no
// enemies, page 56, R608).
func Encounter(sec Section) EncounterPlan {
	return EncounterPlan{MainRoomEnemies: sec.Main, ExtraCard: sec.Large && !sec.Main, Reroll: sec.BrokenDoor}
}

// PowerAlways reports whether the Scenario Die counts as a Power result
// without rolling ("Cartas de poder"): in a combat turn against the Main
// Room's creatures, unless a single hero is in the scenario.
func PowerAlways(mainRoomCombat bool, heroesInScenario int) bool {
	return mainRoomCombat && heroesInScenario > 1
}

// Creature is a Dark figure as the card decisions see it.
type Creature struct {
	ID     string `json:"id"`
	VP     int    `json:"vp"`
	Leader bool   `json:"leader,omitempty"`
	// LongWeapon: a spear, halberd or other long weapon.
	LongWeapon bool `json:"long_weapon,omitempty"`
	// Ranged: it has ranged attacks.
	Ranged bool `json:"ranged,omitempty"`
}

// PowerBeneficiary is the creature a Power card favours when the card
// names no kind or several may benefit ("Cartas de poder"): the Leader
// over all, then the highest VP among those placed; equals by the order
// given (the order they were placed, R609). Empty when there is none.
func PowerBeneficiary(placed []Creature) string {
	best := -1
	for i, c := range placed {
		switch {
		case best < 0:
			best = i
		case c.Leader != placed[best].Leader:
			if c.Leader {
				best = i
			}
		case c.VP > placed[best].VP:
			best = i
		}
	}
	if best < 0 {
		return ""
	}
	return placed[best].ID
}

// PlacementOrder is the order in which spawned creatures are placed
// ("Colocación de criaturas tras la activación..."): lowest VP first; in
// a room equals go long weapon, then no ranged attacks, then ranged
// attacks; in a corridor no ranged attacks, then ranged attacks, then a
// long weapon. A creature with both a long weapon and ranged attacks
// counts by its long weapon (R610). The second edition puts the long
// weapons second in rooms (page 58).
func PlacementOrder(cs []Creature, corridor bool) []string {
	rank := func(c Creature) int {
		switch {
		case corridor && c.LongWeapon:
			return 2
		case corridor && c.Ranged:
			return 1
		case corridor:
			return 0
		case c.LongWeapon:
			return 0
		case !c.Ranged:
			return 1
		}
		return 2
	}
	idx := make([]int, len(cs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		x, y := cs[idx[a]], cs[idx[b]]
		if x.VP != y.VP {
			return x.VP < y.VP
		}
		return rank(x) < rank(y)
	})
	out := make([]string, len(idx))
	for k, i := range idx {
		out[k] = cs[i].ID
	}
	return out
}

// LeaderBoost is the Leader's improvement when the heroes see the Main
// Room.
type LeaderBoost struct {
	Vitality int `json:"vitality"` // extra Vitality points
	Reserve  int `json:"reserve"`  // the reserve left
}

// ReserveCap is the reserve the earlier edition's Leader improvement
// leaves: points above it become Vitality ("Mejora del Líder").
const ReserveCap = 20

// ImproveLeader is the earlier edition's Leader improvement ("Mejora del
// Líder"), once every creature of the Main Room is placed: with the ADP,
// 1 Vitality per reserve point above 20; when players take turns as the
// Dark Player instead (human), 1 per 3 points above 20. With the ADP the
// reserve drops to 20; in the human mode only the points turned into
// Vitality are spent (R603). The second edition drops it to 10 and gives
// 1 per 2 points (page 64).
func ImproveLeader(reserve int, human bool) LeaderBoost {
	if reserve <= ReserveCap {
		return LeaderBoost{Reserve: reserve}
	}
	above := reserve - ReserveCap
	if human {
		return LeaderBoost{Vitality: above / 3, Reserve: reserve - 3*(above/3)}
	}
	return LeaderBoost{Vitality: above, Reserve: ReserveCap}
}

// LeaderExtraActions are the Leader's extra actions at the start of each
// activation: one per hero above two, at most two ("Mejora del Líder";
// the same in the second edition).
func LeaderExtraActions(heroes int) int { return min(max(heroes-2, 0), 2) }

// String helps tests and logs.
func (o Outcome) String() string {
	return fmt.Sprintf("activate=%v reserve=%d (%s)", o.Activate, o.Reserve, o.Reason)
}
