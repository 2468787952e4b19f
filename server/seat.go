package server

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"slices"

	"dun/rules"
)

// Seat is a place at the table: the Dark Player's, or a hero player's who
// controls some of the heroes. Whoever holds its secret token plays it;
// the server keeps only the token's hash.
type Seat struct {
	ID      string
	Side    rules.Side
	Figures []string // the heroes of a hero seat
	hash    [sha256.Size]byte
}

// SeatInfo is a seat as the lobby and the protocol show it: never its
// token.
type SeatInfo struct {
	ID      string     `json:"id"`
	Side    rules.Side `json:"side"`
	Figures []string   `json:"figures,omitempty"`
}

func (s *Seat) info() SeatInfo {
	return SeatInfo{ID: s.ID, Side: s.Side, Figures: slices.Clone(s.Figures)}
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
// Dark Player all the dark side's figures; a hero player his heroes and
// the heroes' side's figures no hero seat names (companions).
func controls(st *rules.State, seats []*Seat, s *Seat, id string) bool {
	f, ok := st.Figure(id)
	if !ok || f.Side != s.Side {
		return false
	}
	if s.Side == rules.Dark || slices.Contains(s.Figures, id) {
		return true
	}
	for _, o := range seats {
		if o.Side == rules.Heroes && slices.Contains(o.Figures, id) {
			return false
		}
	}
	return true
}

// commandFigure is the figure a command acts with, if it names one.
func commandFigure(c rules.Command) (string, bool) {
	switch c := c.(type) {
	case rules.Activate:
		return c.Figure, true
	case rules.Move:
		return c.Figure, true
	case rules.Face:
		return c.Figure, true
	case rules.Run:
		return c.Figure, true
	case rules.EndActivation:
		return c.Figure, true
	case rules.Reveal:
		return c.Figure, true
	case rules.OpenDoor:
		return c.Figure, true
	case rules.Jump:
		return c.Figure, true
	case rules.Climb:
		return c.Figure, true
	case rules.Swim:
		return c.Figure, true
	}
	return "", false
}

// mayAct checks that seat s may send command c in state st: it speaks for
// the seat's side, and the figure it acts with (or the figure a prompt
// asks about) is one the seat controls. Ending the turn is for any seat
// of the side whose turn it is. The rules then judge whether the command
// is legal.
func mayAct(st *rules.State, seats []*Seat, s *Seat, c rules.Command) *Problem {
	seat := headerSeat(c)
	if seat != s.Side {
		return problem(CodeNotYourSeat, "this seat plays %s, not %s", "este asiento juega por %s, no por %s", s.Side.Text().En, seat.Text().En)
	}
	id, named := commandFigure(c)
	if _, ok := c.(rules.Answer); ok && st.Prompt != nil {
		id, named = st.Prompt.Figure, true
		if f, ok := st.Figure(id); ok && f.Side != s.Side {
			named = false // a prompt about an enemy is for the whole side
		}
	}
	if named && !controls(st, seats, s, id) {
		return problem(CodeNotYourFigure, "figure %q is not yours to command", "la figura %q no es tuya", id)
	}
	return nil
}

// headerSeat is the side a command says it comes from.
func headerSeat(c rules.Command) rules.Side {
	switch c := c.(type) {
	case rules.Activate:
		return c.Seat
	case rules.Move:
		return c.Seat
	case rules.Face:
		return c.Seat
	case rules.Run:
		return c.Seat
	case rules.EndActivation:
		return c.Seat
	case rules.EndTurn:
		return c.Seat
	case rules.Answer:
		return c.Seat
	case rules.Reveal:
		return c.Seat
	case rules.OpenDoor:
		return c.Seat
	case rules.Jump:
		return c.Seat
	case rules.Climb:
		return c.Seat
	case rules.Swim:
		return c.Seat
	}
	return rules.Side(255)
}

// seatOptions is the options of st that seat s may choose.
func seatOptions(st *rules.State, seats []*Seat, s *Seat) []rules.Option {
	all := rules.Options(*st, s.Side)
	out := make([]rules.Option, 0, len(all))
	for _, o := range all {
		if mayAct(st, seats, s, o.Command) == nil {
			out = append(out, o)
		}
	}
	return out
}
