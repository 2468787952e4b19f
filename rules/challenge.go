package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// Other attribute tests (page 28, Action 25): "A character can devote an
// Action to performing a test in order to overcome an obstacle or help a
// partner ... These tests will be required by the activation of a card or
// by a certain situation indicated on the Quest Sheet." The quest sheet's
// situations are Challenges, in the scene: a text, the attribute tested
// and the result to reach (10 unless said), the squares the tester must
// stand on or next to, who may try again after a failure, and what
// passing and failing do (R934).
//
// A figure of the heroes' side (a hero or a companion) spends its Action
// on the test, under the Actions' usual conditions: not next to an enemy
// nor within an enemy's melee range (page 22). The test is not
// exploratory (the book does not mark it so): it may be made in a combat
// turn, and a double 1 feeds no Reserve Point. Fortune may change it as
// any test of the hero's. A passed challenge is overcome for good.

// Attempts after a failure (the quest sheet's words).
const (
	ChallengeUnlimited = ""      // anyone, any number of times
	ChallengeEach      = "each"  // each figure once
	ChallengeGroup     = "group" // one attempt for the group
)

// Challenge is a situation of the quest sheet calling for a test.
type Challenge struct {
	ID        string           `json:"id"`
	Text      Text             `json:"text"`
	Attribute Attribute        `json:"attribute"`
	Target    int              `json:"target"`
	At        []board.Pos      `json:"at"`
	Attempts  string           `json:"attempts,omitempty"`
	Success   ChallengeOutcome `json:"success"`
	Failure   ChallengeOutcome `json:"failure"`
	// Passed: the challenge is overcome; Failed: the group's one attempt
	// failed; Tried lists the figures whose attempt failed.
	Passed bool     `json:"passed,omitempty"`
	Failed bool     `json:"failed,omitempty"`
	Tried  []string `json:"tried,omitempty"`
}

// ChallengeOutcome is what passing or failing a challenge does: its text
// for the players, an element taken off the board (Remove, 1 + its ID; 0
// for none), a closed door opened (OpenDoor, at Door and DoorSide), and an
// effect on the tester (Effect.ID "" for none).
type ChallengeOutcome struct {
	Text     Text       `json:"text"`
	Remove   int        `json:"remove,omitempty"`
	OpenDoor bool       `json:"open_door,omitempty"`
	Door     board.Pos  `json:"door"`
	DoorSide board.Side `json:"door_side,omitempty"`
	Effect   FindEffect `json:"effect"`
}

// AttemptChallenge is Action 25: figure Figure tests itself against the
// challenge Target of the scene.
type AttemptChallenge struct {
	Header
	Figure string
	Target string
}

// TypeAttemptChallenge is the command's type.
const TypeAttemptChallenge = "attribute_test"

func (AttemptChallenge) Type() string { return TypeAttemptChallenge }

// MarshalJSON writes the command's tagged form.
func (c AttemptChallenge) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c AttemptChallenge) toWire(w *wire) { w.Figure, w.Target = &c.Figure, &c.Target }

const ruleChallenge = "attribute_test"

// CodeNoChallenge: there is no such challenge, or this figure may not
// attempt it (any more).
const CodeNoChallenge = "no_challenge"

func init() {
	commandFields[TypeAttemptChallenge] = map[string]bool{"figure": true, "target": true}
	wireDecoders[TypeAttemptChallenge] = func(a wireArgs) (Command, error) {
		return AttemptChallenge{Header: a.h, Figure: a.fig, Target: a.target}, nil
	}
	// Its settler, settleChallenge, is in rollSettlers (prompt.go).
}

// ChallengeTried: Figure made the test of challenge Challenge (roll Roll)
// and Passed it or not; Text is what the outcome says.
type ChallengeTried struct {
	Figure    string `json:"figure"`
	Challenge string `json:"challenge"`
	Roll      int    `json:"roll"`
	Passed    bool   `json:"passed"`
	Text      Text   `json:"text"`
}

func (ChallengeTried) EventType() string { return "challenge_tried" }

// ElementRemoved: an element was taken off the board (a challenge
// overcome); Squares are those it stood on.
type ElementRemoved struct {
	Element int         `json:"element"`
	Kind    string      `json:"kind"`
	Squares []board.Pos `json:"squares"`
}

func (ElementRemoved) EventType() string { return "element_removed" }

func challengeIndex(s *State, id string) int {
	if s.Scene == nil {
		return -1
	}
	for k := range s.Scene.Challenges {
		if s.Scene.Challenges[k].ID == id {
			return k
		}
	}
	return -1
}

// canChallenge checks that the active figure fi may attempt challenge id
// now, and returns its index.
func canChallenge(s *State, fi int, a *Activation, id string) (int, *RuleError) {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return -1, err
	}
	k := challengeIndex(s, id)
	if k < 0 {
		return -1, refuse(CodeNoChallenge, "there is no challenge %q", "no hay ningún reto %q", id)
	}
	c := &s.Scene.Challenges[k]
	switch {
	case f.Side != Heroes:
		return -1, refuse(CodeNoChallenge, "the quest's challenges are the heroes' to overcome", "los retos de la misión son de los héroes")
	case inPit(s.Board, f.At, f.baseSize()):
		return -1, refuse(CodeInPit, "%s is in a pit: it must climb out first", "%s está en un foso: primero debe trepar para salir", f.name())
	case a.Action != "":
		return -1, refuse(CodeActionUsed, "%s has already used its Action (%s)", "%s ya ha usado su Acción (%s)", f.name(), a.Action)
	case !a.ActionLeft():
		return -1, refuse(CodeActionUsed, "%s gave up its Action for a second Quick Action", "%s cambió su Acción por una segunda Acción rápida", f.name())
	case c.Passed:
		return -1, refuse(CodeNoChallenge, "%q is already overcome", "%q ya está superado", c.Text.En)
	case c.Attempts == ChallengeGroup && c.Failed:
		return -1, refuse(CodeNoChallenge, "the group has had its one attempt at %q", "el grupo ya hizo su único intento en %q", c.Text.En)
	case c.Attempts == ChallengeEach && slices.Contains(c.Tried, f.ID):
		return -1, refuse(CodeNoChallenge, "%s has had its attempt at %q", "%s ya hizo su intento en %q", f.name(), c.Text.En)
	case !slices.ContainsFunc(c.At, func(p board.Pos) bool { return besides(s.Board, f, p) && s.SectionRevealed(s.Board.Square(p).Section) }):
		return -1, refuse(CodeNotAdjacent, "%s must stand on or next to a square of %q", "%s debe estar en una casilla de %q o junto a ella", f.name(), c.Text.En)
	case enemyAdjacent(s, fi, f.At):
		return -1, refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción", f.name())
	}
	if err := unthreatened(s, fi); err != nil {
		return -1, err
	}
	return k, nil
}

func (c AttemptChallenge) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	k, rerr := canChallenge(e.s, fi, a, c.Target)
	if rerr != nil {
		return rerr
	}
	if err := e.spendAction(f, a, ruleChallenge); err != nil {
		return err
	}
	ch := &e.s.Scene.Challenges[k]
	a.Task = &Task{Rule: ruleChallenge, Challenge: ch.ID}
	r, err := e.test(fi, ruleChallenge, ch.Attribute, ch.Target, testSkillMods(e.s, fi, ch.Attribute, ruleChallenge, nil)...)
	if err != nil {
		return err
	}
	return e.offerFortune(f, r, r.failed())
}

// settleChallenge applies the final test of a challenge.
func settleChallenge(e *env, r RollRecord) error {
	fi, task, err := e.takeTask(r)
	if err != nil {
		return err
	}
	k := challengeIndex(e.s, task.Challenge)
	if k < 0 {
		return refuse(CodeNoChallenge, "there is no challenge %q", "no hay ningún reto %q", task.Challenge)
	}
	ch := &e.s.Scene.Challenges[k]
	f := &e.s.Figures[fi]
	passed := !r.failed()
	out := ch.Failure
	if passed {
		ch.Passed, out = true, ch.Success
	} else {
		ch.Failed = true
		if !slices.Contains(ch.Tried, f.ID) {
			ch.Tried = append(ch.Tried, f.ID)
		}
	}
	e.emit(ChallengeTried{Figure: f.ID, Challenge: ch.ID, Roll: r.Seq, Passed: passed, Text: out.Text})
	return e.challengeOutcome(fi, out)
}

// challengeOutcome does what outcome o says, for figure fi.
func (e *env) challengeOutcome(fi int, o ChallengeOutcome) error {
	if o.Remove > 0 {
		id := o.Remove - 1
		if id < len(e.s.Board.Elements()) {
			sq := e.s.Board.ElementSquares(id, nil)
			if len(sq) > 0 {
				g := e.s.Board.Clone()
				g.RemoveElement(id)
				e.s.Board = g
				e.emit(ElementRemoved{Element: id, Kind: g.Elements()[id].Kind, Squares: sq})
			}
		}
	}
	if o.Effect.ID != "" {
		x := o.Effect
		if err := e.findEffect(fi, &x); err != nil || e.s.Prompt != nil {
			return err
		}
	}
	if o.OpenDoor {
		return e.challengeDoor(fi, o.Door, o.DoorSide)
	}
	return nil
}

// challengeDoor opens the door on side of square at for figure fi: an
// unexplored one as Action 2 does, revealing what is behind it; an
// explored one that is closed simply swings open.
func (e *env) challengeDoor(fi int, at board.Pos, side board.Side) error {
	if k := doorAt(e.s.Explore, at, side); k >= 0 {
		return e.openUnexplored(fi, k)
	}
	g := e.s.Board
	if !g.In(at) {
		return nil
	}
	ed := g.Edge(at, side)
	if ed.Kind != board.Door || ed.State != board.Closed {
		return nil
	}
	ng := g.Clone()
	ed.State = board.Opened
	if err := ng.SetEdge(at, side, ed); err != nil {
		return refuse(CodeBadState, "the door at %v: %v", "la puerta de %v: %v", at, err.Error())
	}
	e.s.Board = ng
	e.emit(DoorOpened{Figure: e.s.Figures[fi].ID, At: at, Side: side, Width: 1, Explored: true})
	return nil
}

func challengeOptions(s *State, fi int, h Header) []Option {
	if s.Scene == nil || len(s.Scene.Challenges) == 0 {
		return nil
	}
	f := &s.Figures[fi]
	var out []Option
	for _, c := range s.Scene.Challenges {
		if _, err := canChallenge(s, fi, s.Active, c.ID); err == nil {
			lb := Text{En: c.Text.En + fmt.Sprintf(" (%s test, %d)", c.Attribute.Text().En, c.Target),
				Es: c.Text.Es + fmt.Sprintf(" (prueba de %s, %d)", c.Attribute.Text().Es, c.Target)}
			out = append(out, Option{ID: TypeAttemptChallenge + ":" + f.ID + ":" + c.ID, Command: AttemptChallenge{Header: h, Figure: f.ID, Target: c.ID}, Label: &lb})
		}
	}
	return out
}

// check verifies a challenge against the state.
func (c *Challenge) check(s *State) error {
	if c.ID == "" || len(c.At) == 0 || len(c.At) > maxPath || c.Target < 2 || c.Target > 20 || c.Attribute >= numAttributes || len(c.Tried) > maxFigures {
		return fmt.Errorf("challenge %q is malformed", c.ID)
	}
	switch c.Attempts {
	case ChallengeUnlimited, ChallengeEach, ChallengeGroup:
	default:
		return fmt.Errorf("challenge %q: attempts %q", c.ID, c.Attempts)
	}
	for _, p := range c.At {
		if !s.Board.In(p) {
			return fmt.Errorf("challenge %q: square %v is off the board", c.ID, p)
		}
	}
	for _, o := range []ChallengeOutcome{c.Success, c.Failure} {
		if o.Remove < 0 || o.Remove > len(s.Board.Elements()) || o.OpenDoor && !s.Board.In(o.Door) {
			return fmt.Errorf("challenge %q: an outcome names no element or door on the board", c.ID)
		}
		if o.Effect.ID != "" {
			if err := o.Effect.check(); err != nil {
				return fmt.Errorf("challenge %q: %v", c.ID, err)
			}
		}
	}
	return nil
}
