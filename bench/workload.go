package bench

import (
	"fmt"
	"regexp"
)

// Op is one timed unit of a workload's work. It returns an error when the
// engine refuses or miscomputes something, which stops the measurement.
type Op func() error

// Workload is one core operation on one map or quest, ready to prepare and
// measure.
type Workload struct {
	// Name is Op and On joined by a slash ("reach/mapA"); filters match it.
	Name string
	// Op is the operation ("reach", "clone", ...), On what it runs on: a
	// bench map ("mapA") or an example quest ("goblin-chasm").
	Op, On string
	// Queries is how many queries one op makes (16 searches, 64 paths,
	// 1024 sight checks, 1 clone, 200 commands), for per-query figures.
	Queries int
	// Unit names one query ("search", "path", "command", ...).
	Unit string
	// Doc says what one op does.
	Doc string

	prepare func() (Op, error)
}

// Prepare builds the workload's input (the map, the state, the command)
// outside any timing and returns its op.
func (w Workload) Prepare() (Op, error) {
	op, err := w.prepare()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", w.Name, err)
	}
	return op, nil
}

// kind is an operation that runs on several maps or quests.
type kind struct {
	op      string
	queries int
	unit    string
	doc     string
	prepare func(on string) (Op, error)
}

var boardKinds = []kind{
	{"reach", 16, "search", "whole-map movement-cost search (an average mover) from each of the 16 start squares, the 8 ally squares costing +1",
		prepareReach},
	{"route", 64, "path", "the 64 point-to-point paths, each returned as a new slice, the 8 ally squares costing +1",
		prepareRoute},
	{"sight", 1024, "check", "line of sight and cover for the 1024 pairs (cover from grazed rock corners), no figures on the map",
		prepareSight},
	{"sight-figures", 1024, "check", "the same 1024 sight checks with 24 average figures standing on the start and ally squares",
		prepareSightFigures},
}

var stateKinds = []kind{
	{"clone", 1, "clone", "rules.State.Clone of a game in progress (a hero activated; 16 figures with their equipment from the starter pack)",
		prepareClone},
	{"clone-scratch", 1, "clone", "rules.Scratch.Clone of the same state: the copy built over the last one's memory, as a look ahead that keeps one copy at a time makes it",
		prepareCloneScratch},
	{"hash", 1, "hash", "rules.State.Hash of the same state (the board's squares and edges included)",
		prepareHash},
	{"options", 1, "call", "rules.Options for the activated hero: its moves (a movement search), attacks, shots, facings, ending",
		prepareOptions},
	{"apply-move", 1, "command", "rules.Apply of the activated hero's move to its farthest reachable square",
		prepareApplyMove},
	{"apply-attack", 1, "attack", "rules.Apply of a hero's melee attack on an adjacent creature, then the first option of every prompt it opens until none is open, with seeded dice",
		prepareApplyAttack},
}

// The example quest the quest workloads run on, with the predesigned
// heroes and the creatures of the starter content pack.
const (
	playoutQuest = "goblin-chasm"
	playoutSteps = 200
	playoutSeed  = 1
	// targetQuest is the quest whose simulated games issue 8's games a
	// second count (quest 01, melee creatures only), where the goblin
	// chasm has shooters: the simulator's workloads run on both.
	targetQuest = "drowned-chapel"
)

var (
	adpDarkKind = kind{"adp-dark", darkGames, "game", fmt.Sprintf("adp.CardPlayer.ChooseFrom for every decision of the Artificial Dark Player with his cards in games 0-%d of the game workload's run (his moments, creatures and answers; states and options recorded beforehand), a new card player for each game", darkGames-1),
		prepareDarkDecisions}
	optionsGameKind = kind{"options-game", 1, "game", "rules.Options of the seat to decide at every decision of game 0 of the game workload (states recorded beforehand), as dun sim lists them before each command",
		prepareOptionsGame}
	gameKind = kind{"game", 1, "game", fmt.Sprintf("one simulated quest as dun sim plays it: the party with the hero policy against the Artificial Dark Player playing his cards, the state checked after every command; games 0-%d of a run seeded 1 in turn", simGames-1),
		prepareGame}
)

var questKinds = []kind{
	{"clone", 1, "clone", "rules.State.Clone of the quest's starting state (heroes placed, creatures hidden in unexplored sections)",
		prepareClone},
	{"clone-scratch", 1, "clone", "rules.Scratch.Clone of the quest's starting state, over the last copy's memory",
		prepareCloneScratch},
	{"hash", 1, "hash", "rules.State.Hash of the quest's starting state",
		prepareHash},
	{"options", 1, "call", "rules.Options for the first hero activated at the start of the quest",
		prepareOptions},
	optionsGameKind,
	{"playout", playoutSteps, "command", fmt.Sprintf("a random-legal playout of %d commands from the start of the quest: every command drawn uniformly from rules.Options of the seat to decide, seeded dice (the random-legal policy's game)", playoutSteps),
		preparePlayout},
	{"adp-decision", 1, "decision", "adp.Player.ChooseFrom, the Artificial Dark Player's choice for a creature with a ranged weapon in hand just activated (the first in game 0 of the game workload): a look ahead at every square it could move to",
		prepareDecision},
	{"adp-creatures", 1, "game", "adp.Player.ChooseFrom for every decision of the Artificial Dark Player's creatures in game 0 of the game workload (activated, no prompt open; melee creatures and shooters), one after the other",
		prepareCreatureDecisions},
	adpDarkKind,
	gameKind,
}

// targetKinds are the simulator's workloads, run on targetQuest too.
var targetKinds = []kind{optionsGameKind, adpDarkKind, gameKind}

// Workloads lists every workload, in the order dun bench runs them: the
// board's geometry and the rules' state operations on each bench map, then
// the quest workloads.
func Workloads() []Workload {
	var out []Workload
	add := func(kinds []kind, on string) {
		for _, k := range kinds {
			out = append(out, Workload{Name: k.op + "/" + on, Op: k.op, On: on, Queries: k.queries, Unit: k.unit, Doc: k.doc,
				prepare: func() (Op, error) { return k.prepare(on) }})
		}
	}
	for _, m := range MapNames {
		add(boardKinds, m)
	}
	for _, m := range MapNames {
		add(stateKinds, m)
	}
	add(questKinds, playoutQuest)
	add(targetKinds, targetQuest)
	return out
}

// Filter returns the workloads whose Name matches re (all when re is nil).
func Filter(ws []Workload, re *regexp.Regexp) []Workload {
	var out []Workload
	for _, w := range ws {
		if re == nil || re.MatchString(w.Name) {
			out = append(out, w)
		}
	}
	return out
}
