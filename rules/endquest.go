package rules

import (
	"slices"

	"dun/board"
)

// The end of a quest (pages 11-12). A hero standing on a starting or
// finishing square may declare that he leaves the scenario (Leave): he is
// out of play, not knocked out. Once every objective but leaving is met,
// the heroes may instead agree to leave at once (Withdraw, page 11). After
// every command the rules score the Achievement Counter from what
// happened (page 12), mark the objectives met, and end the quest when
// every hero is knocked out or out of the scenario, or the last turn is
// over; from then on no command is accepted and Options offers nothing.

// Leave: the active figure, on a starting or finishing square, leaves the
// scenario (page 11). It is not an Action and costs no movement.
type Leave struct {
	Header
	Figure string
}

// Withdraw: with every objective but leaving met, the heroes agree to
// perform no more exploratory Actions and leave at once (page 11); their
// knocked-out partners' bodies go with them (page 44, note 2).
type Withdraw struct {
	Header
}

// Type tags of the end-of-quest commands.
const (
	TypeLeave    = "leave"
	TypeWithdraw = "withdraw"
)

func (Leave) Type() string    { return TypeLeave }
func (Withdraw) Type() string { return TypeWithdraw }

// MarshalJSON writes the command's tagged form.
func (c Leave) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Withdraw) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// CodeQuestOver: the quest has ended; no command is accepted.
const CodeQuestOver = "quest_over"

// CodeCannotLeave: the figure may not leave the scenario here or now, or
// the mission is not accomplished for the heroes to withdraw.
const CodeCannotLeave = "cannot_leave"

// HeroLeft: a figure left the scenario through a starting or finishing
// square (page 11).
type HeroLeft struct {
	Figure string    `json:"figure"`
	At     board.Pos `json:"at"`
	Why    LeaveWhy  `json:"why"`
}

// LeaveWhy says how a figure left.
type LeaveWhy string

// The ways of leaving.
const (
	LeftByExit    LeaveWhy = "exit"
	LeftWithdrawn LeaveWhy = "withdrew"
)

// ObjectiveMet: an objective of the mission is met.
type ObjectiveMet struct {
	Index int           `json:"index"`
	Kind  ObjectiveKind `json:"kind"`
	Text  Text          `json:"text"`
}

// AchievementWhy is what scored Achievement points.
type AchievementWhy string

// What scores Achievement points (page 12, R402).
const (
	ScoredFortune    AchievementWhy = "fortune_spent"
	ScoredKnockedOut AchievementWhy = "hero_knocked_out"
	ScoredTurn       AchievementWhy = "turn"
	ScoredObjective  AchievementWhy = "objective"
	// ScoredSolo: a solo hero's points doubled as the quest ends (page 65).
	ScoredSolo AchievementWhy = "solo_doubled"
)

// AchievementScored: a side scored Achievement points; Total is its
// counter after them. Why is what happened, Figure the figure it names;
// Feat is the ID of the Achievement card's line that scored it and Name
// that line's name (for an objective, no line and the objective's text).
type AchievementScored struct {
	Side   Side           `json:"side"`
	Points int            `json:"points"`
	Total  int            `json:"total"`
	Why    AchievementWhy `json:"why"`
	Figure string         `json:"figure,omitempty"`
	Feat   string         `json:"feat,omitempty"`
	Name   Text           `json:"name"`
}

// MainRoomEntered: a hero entered the Main Room; the Dark Player scores
// no more points for the turns (page 12).
type MainRoomEntered struct {
	Figure string `json:"figure"`
}

// QuestEnded: the quest is over.
type QuestEnded struct {
	End QuestEnd `json:"end"`
}

func (HeroLeft) EventType() string          { return "hero_left" }
func (ObjectiveMet) EventType() string      { return "objective_met" }
func (AchievementScored) EventType() string { return "achievement_scored" }
func (MainRoomEntered) EventType() string   { return "main_room_entered" }
func (QuestEnded) EventType() string        { return "quest_ended" }

func (c Leave) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	if f.Side == Dark && f.Quarry() != "" {
		// A thief flees with its loot (darkcard_thief.go).
		fi := e.s.figure(f.ID)
		if err := canFlee(e.s, fi, a); err != nil {
			return err
		}
		e.flee(fi)
		return nil
	}
	if err := canLeave(e.s, f, a); err != nil {
		return err
	}
	f.Left = true
	e.emit(HeroLeft{Figure: f.ID, At: f.At, Why: LeftByExit})
	e.endActivation()
	return nil
}

// canLeave says whether figure f, active as a, may leave the scenario now:
// a quest with exits, a figure of the heroes' side standing (not lying)
// with a base square on one, no swim or run roll pending.
func canLeave(s *State, f *Figure, a *Activation) *RuleError {
	m := s.Mission
	if m == nil || len(m.Exits) == 0 {
		return s.refuse(CodeCannotLeave, "this game has no starting or finishing squares to leave by", "esta partida no tiene casillas de salida ni de llegada por las que salir")
	}
	if f.Side != Heroes {
		return s.refuse(CodeCannotLeave, "only the heroes' side leaves the scenario", "solo el bando de los héroes sale del escenario")
	}
	if err := lying(f); err != nil {
		return err
	}
	if (a.Run != nil && !a.Run.Settled) || (a.Swim != nil && !a.Swim.Settled) || a.Leap != nil || a.Task != nil {
		return s.refuse(CodeCannotLeave, "%s must finish what he is doing first", "%s debe terminar antes lo que está haciendo", f.name())
	}
	var sq [4]board.Pos
	for _, p := range f.Squares(sq[:0]) {
		if m.IsExit(p) {
			return nil
		}
	}
	return s.refuse(CodeCannotLeave, "%s is not on a starting or finishing square", "%s no está en una casilla de salida ni de llegada", f.name())
}

func (c Withdraw) apply(e *env) error {
	s := e.s
	if c.Seat != Heroes || s.Side != Heroes {
		return notYourTurn(c.Seat, s.Side)
	}
	if err := canWithdraw(s); err != nil {
		return err
	}
	e.endActivation()
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.Side == Heroes && f.Present() {
			f.Left = true
			e.emit(HeroLeft{Figure: f.ID, At: f.At, Why: LeftWithdrawn})
		}
	}
	e.finish(EndWithdrew)
	return nil
}

func canWithdraw(s *State) *RuleError {
	if !s.Mission.Accomplished(true) || len(s.Mission.Objectives) == 0 {
		return s.refuse(CodeCannotLeave, "the mission is not accomplished yet", "la misión aún no está cumplida")
	}
	return nil
}

// endOptions are the end-of-quest options of the heroes' seat: leaving for
// the active figure, withdrawing for the group.
func endOptions(s *State, h Header) []Option {
	var out []Option
	if a := s.Active; a != nil && a.Phase == Acting {
		fi := s.figure(a.Figure)
		f := &s.Figures[fi]
		if f.Side == Dark && f.Quarry() != "" {
			if canFlee(s, fi, a) == nil {
				out = append(out, Option{ID: "leave:" + f.ID, Command: Leave{Header: h, Figure: f.ID}})
			}
		} else if canLeave(s, f, a) == nil {
			out = append(out, Option{ID: "leave:" + f.ID, Command: Leave{Header: h, Figure: f.ID}})
		}
	}
	if s.Side == Heroes && h.Seat == Heroes && canWithdraw(s) == nil {
		out = append(out, Option{ID: "withdraw", Command: Withdraw{Header: h}})
	}
	return out
}

// afterCommand runs after every command: it scores the Achievement Counter from
// the command's events, marks the objectives met and ends the quest when
// its time has come (page 11).
func (e *env) afterCommand() {
	s := e.s
	if s.End != nil {
		return
	}
	e.enterMain()
	e.carryOn()
	n := len(e.events)
	for k := 0; k < n; k++ {
		e.feats(e.events[k])
		if ev, ok := e.events[k].(TurnEnded); ok && ev.Side == Heroes {
			e.holdGoals()
		}
	}
	e.trackObjectives()
	e.checkEnd()
}

// score adds points to side's counter for why; feat and name are the
// line of the Achievement card that scored them, or the objective met.
func (e *env) score(side Side, points int, why AchievementWhy, figure, feat string, name Text) {
	a := &e.s.Achievements
	total := &a.Heroes
	if side == Dark {
		total = &a.Dark
	}
	*total = min(*total+points, maxCoins)
	e.emit(AchievementScored{Side: side, Points: points, Total: *total, Why: why, Figure: figure, Feat: feat, Name: name})
}

// enterMain notes the first hero standing in the Main Room.
func (e *env) enterMain() {
	s := e.s
	if s.Achievements.MainEntered || s.Explore == nil {
		return
	}
	var base [4]board.Pos // after every command until the Main Room is entered: no allocation
	sq := base[:0]
	for i := range s.Figures {
		f := &s.Figures[i]
		if !f.Hero() || !f.Present() {
			continue
		}
		for _, p := range f.Squares(sq[:0]) {
			if sec := s.Board.Square(p).Section; sec > 0 && int(sec) <= len(s.Explore.Sections) && s.Explore.Sections[sec-1].Main {
				s.Achievements.MainEntered = true
				e.emit(MainRoomEntered{Figure: f.ID})
				return
			}
		}
	}
}

// heroOn reports whether a present figure of the heroes' side has a base
// square among squares.
func heroOn(s *State, squares []board.Pos) bool {
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.Side != Heroes || !f.Present() {
			continue
		}
		var sq [4]board.Pos
		for _, p := range f.Squares(sq[:0]) {
			if slices.Contains(squares, p) {
				return true
			}
		}
	}
	return false
}

// holdGoals counts the heroes' turns in a row that ended with a hero on
// the squares of each hold objective.
func (e *env) holdGoals() {
	m := e.s.Mission
	if m == nil {
		return
	}
	for i := range m.Objectives {
		o := &m.Objectives[i]
		if o.Kind != ObjectiveHold || o.Met {
			continue
		}
		if heroOn(e.s, o.Squares) {
			own(&m.Objectives)[i].Held++
		} else if o.Held != 0 {
			own(&m.Objectives)[i].Held = 0
		}
	}
}

// met reports whether objective o is met in s now.
func met(s *State, o *Objective) bool {
	switch o.Kind {
	case ObjectiveDefeat:
		i := s.figure(o.Figure)
		return i >= 0 && s.Figures[i].Conditions.Has(KnockedOut)
	case ObjectiveReach:
		return heroOn(s, o.Squares)
	case ObjectiveHold:
		return o.Turns > 0 && o.Held >= o.Turns
	case ObjectiveSearch, ObjectiveOpen:
		if s.Explore == nil {
			return false
		}
		for _, el := range s.Explore.Elements {
			if el.Element == o.Element {
				return o.Kind == ObjectiveSearch && (el.Searched || len(el.Users) > 0) || o.Kind == ObjectiveOpen && el.Opened
			}
		}
		return false
	case ObjectiveClear:
		if !s.SectionRevealed(o.Section) {
			return false
		}
		for i := range s.Figures {
			f := &s.Figures[i]
			if f.Side == Dark && f.Present() && s.Board.Square(f.At).Section == o.Section {
				return false
			}
		}
		return true
	case ObjectiveLeave:
		left := false
		for i := range s.Figures {
			f := &s.Figures[i]
			if f.Hero() && f.Present() {
				return false
			}
			left = left || f.Hero() && f.Left
		}
		return left
	}
	return false
}

// trackObjectives marks the objectives met by now; each scores the heroes
// 1 Achievement point (R402).
func (e *env) trackObjectives() {
	m := e.s.Mission
	if m == nil {
		return
	}
	for i := range m.Objectives {
		o := &m.Objectives[i]
		if o.Met || !met(e.s, o) {
			continue
		}
		o = &own(&m.Objectives)[i]
		o.Met, o.Turn = true, e.s.Turn
		e.emit(ObjectiveMet{Index: i, Kind: o.Kind, Text: o.Text})
		e.score(Heroes, 1, ScoredObjective, "", "", o.Text)
	}
}

// checkEnd ends a quest played from a sheet when every hero is knocked out
// or out of the scenario, or when its last turn is over (R401).
func (e *env) checkEnd() {
	s := e.s
	if s.Mission == nil || s.End != nil {
		return
	}
	heroes, standing := false, false
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.Hero() {
			heroes = true
			standing = standing || f.Present()
		}
	}
	switch {
	case heroes && !standing:
		if s.anyHeroLeft() {
			e.finish(EndLeft)
		} else {
			e.finish(EndKnockedOut)
		}
	case s.Mission.TurnLimit > 0 && s.Turn > s.Mission.TurnLimit:
		e.finish(EndTurnLimit)
	}
}

func (s *State) anyHeroLeft() bool {
	for i := range s.Figures {
		if s.Figures[i].Hero() && s.Figures[i].Left {
			return true
		}
	}
	return false
}

// finish ends the quest: victory when every objective is met (page 12:
// heroes who leave without the mission, or are all knocked out, lose).
func (e *env) finish(why EndReason) {
	s := e.s
	e.trackObjectives()
	victory := why != EndKnockedOut && len(s.Mission.Objectives) > 0 && s.Mission.Accomplished(why == EndWithdrew)
	if why == EndWithdrew {
		// The heroes have left: the leave objectives are met with it.
		for i := range s.Mission.Objectives {
			if o := &s.Mission.Objectives[i]; !o.Met {
				o = &own(&s.Mission.Objectives)[i]
				o.Met, o.Turn = true, s.Turn
				e.emit(ObjectiveMet{Index: i, Kind: o.Kind, Text: o.Text})
				e.score(Heroes, 1, ScoredObjective, "", "", o.Text)
			}
		}
	}
	e.doubleSoloAchievements()
	s.Active, s.Prompt, s.Strike = nil, nil, nil
	if s.Explore != nil {
		s.Explore.Surprise = nil
	}
	end := QuestEnd{Victory: victory, Reason: why, Turn: s.Turn}
	s.End = &end
	e.emit(QuestEnded{End: end})
}

// Over reports whether the quest has ended.
func (s *State) Over() bool { return s.End != nil }
