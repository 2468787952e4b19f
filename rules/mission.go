package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// The end of a quest (pages 11-12): the mission's objectives, the squares
// the heroes leave by, the turn limit, and the Achievement points of both
// sides. The quest sheet's objectives reach the state as plain data
// (setup); endquest.go tracks them and ends the quest.

// ObjectiveKind is what an objective asks of the heroes; the kinds are
// the quest sheet's (quest.ObjectiveKind).
type ObjectiveKind string

// The kinds of objective.
const (
	ObjectiveDefeat ObjectiveKind = "defeat"
	ObjectiveReach  ObjectiveKind = "reach"
	ObjectiveHold   ObjectiveKind = "hold"
	ObjectiveSearch ObjectiveKind = "search"
	ObjectiveOpen   ObjectiveKind = "open"
	ObjectiveClear  ObjectiveKind = "clear"
	ObjectiveLeave  ObjectiveKind = "leave"
)

// Valid reports whether k is one of the kinds above.
func (k ObjectiveKind) Valid() bool {
	switch k {
	case ObjectiveDefeat, ObjectiveReach, ObjectiveHold, ObjectiveSearch, ObjectiveOpen, ObjectiveClear, ObjectiveLeave:
		return true
	}
	return false
}

// Objective is one victory condition of the mission and how far the
// heroes are with it.
type Objective struct {
	Kind ObjectiveKind `json:"kind"`
	Text Text          `json:"text"`
	// Figure is the figure to defeat.
	Figure string `json:"figure,omitempty"`
	// Squares are the squares to reach or hold.
	Squares []board.Pos `json:"squares,omitempty"`
	// Turns is how many heroes' turns in a row a goal must be held; Held
	// counts them so far.
	Turns int `json:"turns,omitempty"`
	Held  int `json:"held,omitempty"`
	// Element is the board element (board.Grid.Elements ID) to search or
	// open.
	Element int `json:"element,omitempty"`
	// Section is the board section to clear.
	Section uint8 `json:"section,omitempty"`
	// Met is set once the objective is met, in game turn Turn.
	Met  bool `json:"met,omitempty"`
	Turn int  `json:"turn,omitempty"`
}

// Mission is what the quest sheet says about the end of the quest.
type Mission struct {
	// Objectives are the victory conditions; the mission is accomplished
	// when every one is met.
	Objectives []Objective `json:"objectives,omitempty"`
	// Exits are the starting and finishing squares, where a hero may
	// leave the scenario (page 11).
	Exits []board.Pos `json:"exits,omitempty"`
	// TurnLimit is the last game turn (0: none).
	TurnLimit int `json:"turn_limit,omitempty"`
	// Coins and Experience are the sheet's rewards (page 89); 0
	// Experience means the standard award of page 79.
	Coins      int `json:"coins,omitempty"`
	Experience int `json:"experience,omitempty"`
	// RidingIndoors: the quest allows riding inside dungeons and
	// buildings (page 102); otherwise only outdoor sections.
	RidingIndoors bool `json:"riding_indoors,omitempty"`
}

// Achievements are the Achievement Counter (page 12).
type Achievements struct {
	Heroes int `json:"heroes,omitempty"`
	Dark   int `json:"dark,omitempty"`
	// KnockedOut are the heroes the Dark Player has scored for knocking
	// out: each counts once (page 12).
	KnockedOut []string `json:"knocked_out,omitempty"`
	// MainEntered is set once a hero has entered the Main Room: the Dark
	// Player scores no more points for the turns (page 12).
	MainEntered bool `json:"main_entered,omitempty"`
	// Feats is what each line of the Achievement card has scored, in the
	// order they first scored (a line's max, page 12).
	Feats []FeatTally `json:"feats,omitempty"`
}

// EndReason says why a quest ended.
type EndReason string

// The ways a quest ends (page 11, R401).
const (
	// EndKnockedOut: every hero is knocked out.
	EndKnockedOut EndReason = "knocked_out"
	// EndLeft: every hero still standing has left the scenario.
	EndLeft EndReason = "left"
	// EndWithdrew: the mission accomplished, the heroes chose to leave at
	// once (page 11).
	EndWithdrew EndReason = "withdrew"
	// EndTurnLimit: the quest's last turn is over.
	EndTurnLimit EndReason = "turn_limit"
)

// QuestEnd is the result of a finished quest.
type QuestEnd struct {
	Victory bool      `json:"victory"`
	Reason  EndReason `json:"reason"`
	// Turn is the game turn the quest ended in.
	Turn int `json:"turn"`
}

// Accomplished reports whether every objective is met, counting the
// leave objectives as met when skipLeave is set.
func (m *Mission) Accomplished(skipLeave bool) bool {
	if m == nil {
		return false
	}
	for i := range m.Objectives {
		o := &m.Objectives[i]
		if !o.Met && !(skipLeave && o.Kind == ObjectiveLeave) {
			return false
		}
	}
	return true
}

// IsExit reports whether p is a starting or finishing square.
func (m *Mission) IsExit(p board.Pos) bool {
	return m != nil && slices.Contains(m.Exits, p)
}

// clone copies the mission but for its lists: its objectives' squares
// and exits, which the quest sheet fixes and no rule changes, are shared
// as the board is; its objectives, written a few times a game, are
// shared and never written in place (cow.go).
func (m Mission) clone() Mission {
	m.Objectives = shared(m.Objectives)
	m.Exits = shared(m.Exits)
	return m
}

// clone copies the achievements, sharing their lists, which change by
// an append or in a copy (cow.go).
func (a Achievements) clone() Achievements {
	a.KnockedOut = shared(a.KnockedOut)
	a.Feats = shared(a.Feats)
	return a
}

// maxObjectives bounds the objectives a state may hold.
const maxObjectives = 64

// check verifies the mission against the board and the figures.
func (m *Mission) check(g *board.Grid) error {
	if len(m.Objectives) > maxObjectives {
		return fmt.Errorf("mission: %d objectives, at most %d", len(m.Objectives), maxObjectives)
	}
	if m.TurnLimit < 0 || m.Coins < 0 || m.Coins > maxCoins || m.Experience < 0 || m.Experience > maxCoins {
		return fmt.Errorf("mission: turn limit, coins and experience must not be negative")
	}
	for _, p := range m.Exits {
		if !g.In(p) {
			return fmt.Errorf("mission: exit %v is off the board", p)
		}
	}
	for i := range m.Objectives {
		o := &m.Objectives[i]
		if !o.Kind.Valid() {
			return fmt.Errorf("mission: objective %d has unknown kind %q", i+1, o.Kind)
		}
		if o.Turns < 0 || o.Held < 0 || o.Turn < 0 || o.Element < 0 || o.Turns > attrLimit || o.Held > attrLimit {
			return fmt.Errorf("mission: objective %d has a negative or too large count", i+1)
		}
		for _, p := range o.Squares {
			if !g.In(p) {
				return fmt.Errorf("mission: objective %d: square %v is off the board", i+1, p)
			}
		}
	}
	return nil
}

func (a *Achievements) check() error {
	if a.Heroes < 0 || a.Dark < 0 || a.Heroes > maxCoins || a.Dark > maxCoins {
		return fmt.Errorf("achievement points %d and %d must be 0..%d", a.Heroes, a.Dark, maxCoins)
	}
	if len(a.KnockedOut) > maxFigures {
		return fmt.Errorf("too many knocked-out heroes scored")
	}
	if len(a.Feats) > maxFeats {
		return fmt.Errorf("%d lines of the Achievement card scored, at most %d", len(a.Feats), maxFeats)
	}
	for _, t := range a.Feats {
		if t.Points < 0 || t.Points > maxCoins {
			return fmt.Errorf("line %s of the Achievement card scored %d", t.Feat, t.Points)
		}
	}
	return nil
}

// WithMission returns s with the quest's mission m (copied), checked.
func WithMission(s State, m Mission) (State, error) {
	c := m.clone()
	s.Mission = &c
	if err := s.Check(); err != nil {
		return State{}, err
	}
	return s, nil
}

func (h *hasher) mission(m *Mission, a *Achievements, end *QuestEnd) {
	h.i(a.Heroes)
	h.i(a.Dark)
	h.strs(a.KnockedOut)
	h.b(a.MainEntered)
	h.i(len(a.Feats))
	for _, t := range a.Feats {
		h.str(t.Feat)
		h.i(t.Points)
	}
	if end == nil {
		h.b(false)
	} else {
		h.b(true)
		h.b(end.Victory)
		h.str(string(end.Reason))
		h.i(end.Turn)
	}
	if m == nil {
		h.b(false)
		return
	}
	h.b(true)
	h.b(m.RidingIndoors)
	h.i(len(m.Objectives))
	for i := range m.Objectives {
		o := &m.Objectives[i]
		h.str(string(o.Kind))
		h.text(o.Text)
		h.str(o.Figure)
		h.i(len(o.Squares))
		for _, p := range o.Squares {
			h.pos(p)
		}
		h.i(o.Turns)
		h.i(o.Held)
		h.i(o.Element)
		h.u(uint64(o.Section))
		h.b(o.Met)
		h.i(o.Turn)
	}
	h.i(len(m.Exits))
	for _, p := range m.Exits {
		h.pos(p)
	}
	h.i(m.TurnLimit)
	h.i(m.Coins)
	h.i(m.Experience)
}

// GroupVP is the Value Points of the group of heroes (page 9): the VP of
// every figure of the heroes' side in figs (heroes, mercenaries and pets)
// and of the magic objects, relics and special objects they carry.
// Figures that have left the scenario or are knocked out still count: the
// sum is the group that started the quest.
func GroupVP(figs []Figure) int {
	total := 0
	for i := range figs {
		f := &figs[i]
		if f.Side != Heroes {
			continue
		}
		total += f.VP()
		for k := range f.Items {
			total += f.Items[k].VP
		}
	}
	return total
}

// GroupVP is the Value Points of the state's group of heroes (page 9).
func (s *State) GroupVP() int { return GroupVP(s.Figures) }
