package scenario

import (
	"dun/board"
	"dun/quest"
	"dun/rules"
)

// Scenario is a parsed scenario file, ready to run.
type Scenario struct {
	File  string `json:"file"`
	Name  string `json:"name"`
	Page  int    `json:"page"`
	Rule  string `json:"rule"`
	About string `json:"about"`

	// Board is the map: the inline one or the quest sheet's.
	Board *quest.Board `json:"-"`
	// QuestFile is the quest sheet the map comes from, if any.
	QuestFile string `json:"quest,omitempty"`

	Figures []rules.Figure `json:"figures"`
	// Turn and Side start play (turn 1, the heroes, unless given); Active
	// is a figure whose activation has already begun.
	Turn   int        `json:"turn"`
	Side   rules.Side `json:"side"`
	Active string     `json:"active,omitempty"`
	// Explore starts the quest unexplored: only the sections of the
	// starting squares and of the heroes are revealed, and the Dark
	// Player's figures elsewhere wait hidden (setup.Layout).
	Explore bool `json:"explore,omitempty"`
	// Free are the Dark Player's figures hidden at the start that the
	// sheet places at no cost (page 89); the others are paid from the
	// reserve as their section is revealed.
	Free []string `json:"free,omitempty"`
	// Solo plays the scenario under the rules for solo heroes (page 65,
	// rules.WithSolo): its one hero gets his extra Fortune.
	Solo bool `json:"solo,omitempty"`
	// Mission, when set (the mission key), is the end of quest the rules
	// track: the quest sheet's objectives, exits, turn limit and rewards,
	// or for an inline map its starting and finishing squares as exits.
	Mission *rules.Mission `json:"mission,omitempty"`
	// Dark is the Dark Player's cards (the dark key), with the starter
	// pack's catalogue; nil without them.
	Dark *rules.DarkPlayer `json:"dark,omitempty"`
	// DarkFaction is the faction of the Dark Player's cards: the ADP's
	// spawn table in adp mode.
	DarkFaction string `json:"dark_faction,omitempty"`
	// Treasure is the starter pack's Treasure deck and tables (the
	// treasure_deck key) and TreasureDeck the cards left in the deck, as
	// indices from 0; nil without them.
	Treasure     *rules.TreasureBook `json:"-"`
	TreasureDeck []int               `json:"treasure_deck,omitempty"`
	// AchievementCard is the starter pack's Achievement card (the
	// achievement_card key); nil plays with the rules' own.
	AchievementCard *rules.AchievementCard `json:"-"`
	// activeLine is where Active was given.
	activeLine int

	// Dice are the forced results, in order; every one must be used.
	Dice     []int `json:"dice,omitempty"`
	diceLine int

	Steps []Step `json:"steps"`
	// Final holds the expectations checked once every step has been played.
	Final *Expect `json:"-"`
}

// Step is one command and what must hold after it, or only expectations.
type Step struct {
	Line int `json:"line"`
	// Command is the command as a JSON object, without "seat" when the file
	// leaves it out (it then defaults to the seat of the open prompt, or to
	// the side whose turn it is). Nil for a step that only checks.
	Command map[string]any `json:"command,omitempty"`
	// Refused is the refusal the command must meet, if any.
	Refused *Refusal `json:"refused,omitempty"`
	// Note is a free comment shown by verbose runs.
	Note string `json:"note,omitempty"`
	// ADP: the Artificial Dark Player (package adp, with the starter pack's
	// behaviour cards) makes the Dark side's decisions until the heroes
	// must act; Command is then nil.
	ADP bool `json:"adp,omitempty"`
	// ADP1: the same with the earlier edition's Artificial Dark Player
	// (package adp1).
	ADP1   bool    `json:"adp1,omitempty"`
	Expect *Expect `json:"-"`
}

// Refusal is a rules error a step expects: its code, and optionally a piece
// of its English reason.
type Refusal struct {
	Code string `json:"code"`
	Says string `json:"says,omitempty"`
	Line int    `json:"line"`
}

// Expect is a set of expectations, checked in the order written.
type Expect struct {
	Line   int
	checks []check
}

// check is one expectation: eval returns what was wanted and what was
// found, and whether they agree.
type check struct {
	line int
	what string
	eval func(r *run) (ok bool, want, got string)
}

// figureIndex returns the index of the figure with that ID in sc.Figures.
func (sc *Scenario) figureIndex(id string) int {
	for i := range sc.Figures {
		if sc.Figures[i].ID == id {
			return i
		}
	}
	return -1
}

// grid is the scenario's board grid.
func (sc *Scenario) grid() *board.Grid {
	if sc.Board == nil {
		return nil
	}
	return sc.Board.Grid
}
