package server

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"reflect"
	"slices"
	"sync"

	"dun/rules"
)

// Seat is a place at the table: the Dark Player's, or a hero player's who
// controls some of the heroes. Whoever holds its secret token plays it;
// the server keeps only the token's hash.
type Seat struct {
	ID      string
	Side    rules.Side
	Figures []string // the heroes of a hero seat
	// Spectator marks a seat that watches what the heroes see and never
	// acts.
	Spectator bool
	// Bot marks a seat the server plays (bots.go).
	Bot  bool
	hash [sha256.Size]byte
}

// SeatInfo is a seat as the lobby and the protocol show it: never its
// token.
type SeatInfo struct {
	ID        string     `json:"id"`
	Side      rules.Side `json:"side"`
	Figures   []string   `json:"figures,omitempty"`
	Spectator bool       `json:"spectator,omitempty"`
	Bot       bool       `json:"bot,omitempty"`
}

func (s *Seat) info() SeatInfo {
	return SeatInfo{ID: s.ID, Side: s.Side, Figures: slices.Clone(s.Figures), Spectator: s.Spectator, Bot: s.Bot}
}

// newToken returns a fresh secret seat token and its hash.
func newToken() (string, [sha256.Size]byte) {
	b := make([]byte, 24)
	rand.Read(b) // crypto/rand.Read never fails (Go 1.24)
	t := base64.RawURLEncoding.EncodeToString(b)
	return t, sha256.Sum256([]byte(t))
}

// opens reports whether token is this seat's, in constant time.
func (s *Seat) opens(token string) bool {
	h := sha256.Sum256([]byte(token))
	return subtle.ConstantTimeCompare(h[:], s.hash[:]) == 1
}

// controls reports whether seat s commands the figure with that ID: the
// Dark Player all the dark side's figures; a hero player his heroes, their
// companions (page 74: a companion's Owner is its hero), and the heroes'
// side's figures that neither a hero seat names nor belong to a hero.
func controls(st *rules.State, seats []*Seat, s *Seat, id string) bool {
	f := figureOf(st, id)
	if f == nil || f.Side != s.Side {
		return false
	}
	if s.Side == rules.Dark || slices.Contains(s.Figures, id) {
		return true
	}
	if f.Owner() != "" {
		id = f.Owner() // a companion goes with its hero
		if slices.Contains(s.Figures, id) {
			return true
		}
	}
	for _, o := range seats {
		if o.Side == rules.Heroes && slices.Contains(o.Figures, id) {
			return false
		}
	}
	return true
}

// figureOf is the figure with that ID in st, read in place (State.Figure
// copies it, which the checks of every option would pay for).
func figureOf(st *rules.State, id string) *rules.Figure {
	for i := range st.Figures {
		if st.Figures[i].ID == id {
			return &st.Figures[i]
		}
	}
	return nil
}

// actor is who a command says acts: the side it speaks for and the figure
// it acts with. Every command embeds rules.Header; those that act with a
// figure have a Figure field. Reading them by reflection keeps a command
// type added to the rules checked like the others.
type actor struct {
	Seat   rules.Side
	Figure *string
}

// figureless are the command types that act with no figure of their own.
// The Dark Player's cards are his whole side's: the rules check that a
// power's target is one of his creatures. Withdrawing (page 11) is the
// whole group's.
var figureless = map[string]bool{rules.TypeEndTurn: true, rules.TypeAnswer: true, rules.TypeWithdraw: true,
	rules.TypeDrawCard: true, rules.TypeDiscardCard: true, rules.TypePlayCard: true, rules.TypePlaceLeader: true}

func commandActor(c rules.Command) (actor, error) {
	v := reflect.ValueOf(c)
	if v.Kind() == reflect.Pointer {
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return actor{}, fmt.Errorf("command %T is not a struct", c)
	}
	fs := actorFieldsOf(v.Type())
	if fs.header == nil {
		return actor{}, fmt.Errorf("command %T has no header", c)
	}
	h, ok := v.FieldByIndex(fs.header).Interface().(rules.Header)
	if !ok {
		return actor{}, fmt.Errorf("command %T has no header", c)
	}
	a := actor{Seat: h.Seat}
	if fs.figure != nil {
		id := v.FieldByIndex(fs.figure).String()
		a.Figure = &id
	}
	return a, nil
}

// actorFields are where a command type keeps its Header and its Figure
// (a string), found by name once per type (nil when it has none): the
// options of every seat are checked command by command after every
// command, and looking fields up by name each time was a tenth of it.
type actorFields struct{ header, figure []int }

var actorFieldsByType sync.Map // reflect.Type → actorFields

func actorFieldsOf(t reflect.Type) actorFields {
	if fs, ok := actorFieldsByType.Load(t); ok {
		return fs.(actorFields)
	}
	var fs actorFields
	if f, ok := t.FieldByName("Header"); ok {
		fs.header = f.Index
	}
	if f, ok := t.FieldByName("Figure"); ok && f.Type.Kind() == reflect.String {
		fs.figure = f.Index
	}
	actorFieldsByType.Store(t, fs)
	return fs
}

// mayAct checks that seat s may send command c in state st: it speaks for
// the seat's side, and the figure it acts with (or the figure a prompt
// asks about) is one the seat controls. Ending the turn is for any seat
// of the side whose turn it is. The rules then judge whether the command
// is legal.
func mayAct(st *rules.State, seats []*Seat, s *Seat, c rules.Command) *Problem {
	a, id, why := actFault(st, seats, s, c)
	switch why {
	case faultNone:
		return nil
	case faultSpectator:
		return problem(CodeNotYourSeat, "a spectator watches and does not play", "un espectador mira y no juega")
	case faultUnreadable:
		return problem(CodeBadMessage, "unreadable command: %v", "orden ilegible: %v", id)
	case faultSide:
		return &Problem{Code: CodeNotYourSeat, Reason: rules.Text{
			En: "this seat plays for " + s.Side.Text().En + ", not " + a.Seat.Text().En,
			Es: "este asiento juega por " + s.Side.Text().Es + ", no por " + a.Seat.Text().Es,
		}}
	case faultNobody:
		return problem(CodeNotYourFigure, "the server does not know who acts in a %q command", "el servidor no sabe quién actúa en una orden %q", c.Type())
	default:
		return problem(CodeNotYourFigure, "figure %q is not yours to command", "la figura %q no es tuya", id)
	}
}

// Why a seat may not send a command (actFault).
const (
	faultNone = iota
	faultSpectator
	faultUnreadable
	faultSide
	faultNobody
	faultFigure
)

// actFault is mayAct's judgement without its words (the options are
// filtered with it): the actor read from c, the figure in question (or
// the reason c could not be read) and the fault, faultNone when s may
// send c.
func actFault(st *rules.State, seats []*Seat, s *Seat, c rules.Command) (actor, string, int) {
	if s.Spectator {
		return actor{}, "", faultSpectator
	}
	a, err := commandActor(c)
	if err != nil {
		return a, err.Error(), faultUnreadable
	}
	if a.Seat != s.Side {
		return a, "", faultSide
	}
	var id string
	named := a.Figure != nil
	if named {
		id = *a.Figure
	} else if !figureless[c.Type()] {
		return a, "", faultNobody
	}
	if c.Type() == rules.TypeAnswer && st.Prompt != nil {
		id, named = st.Prompt.Figure, true
		if f := figureOf(st, id); f != nil && f.Side != s.Side {
			named = false // a prompt about an enemy is for the whole side
		}
	}
	if named && !controls(st, seats, s, id) {
		return a, id, faultFigure
	}
	return a, id, faultNone
}

// seatOptions is the options of st that seat s may choose.
func seatOptions(st *rules.State, seats []*Seat, s *Seat) []rules.Option {
	if s.Spectator {
		return nil
	}
	return filterOptions(st, seats, s, rules.Options(*st, s.Side))
}

// filterOptions is the options of all (the options of s's side) that
// seat s may choose.
func filterOptions(st *rules.State, seats []*Seat, s *Seat, all []rules.Option) []rules.Option {
	if s.Spectator {
		return nil
	}
	out := make([]rules.Option, 0, len(all))
	for _, o := range all {
		if _, _, why := actFault(st, seats, s, o.Command); why == faultNone {
			out = append(out, o)
		}
	}
	return out
}
