package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"dun/rules"
)

// ProtocolVersion is the version of the WebSocket messages (docs/protocol.md).
// Every message carries it as "v"; a client speaking another is refused.
const ProtocolVersion = 1

// MaxMessage is the largest WebSocket message a client may send, in bytes.
const MaxMessage = 16 << 10

// ClientMessage is what a client sends: a hello opening the connection or
// a command chosen from the offered options.
type ClientMessage struct {
	V    int    `json:"v"`
	Type string `json:"type"`
	// hello
	Game  string `json:"game,omitempty"`
	Token string `json:"token,omitempty"`
	// Since is the last command number whose events the client has seen;
	// the events after it are sent again.
	Since uint64 `json:"since,omitempty"`
	// Deltas asks for updates whose view, after the first, holds only
	// what changed since the view the connection was sent before
	// (Update.ViewDelta).
	Deltas bool `json:"deltas,omitempty"`
	// AckInUpdate asks for the acknowledgement of each command this
	// connection sends inside the update that follows it (Update.Ack),
	// not as a message of its own: one frame instead of two.
	AckInUpdate bool `json:"ack_in_update,omitempty"`
	// FigureDeltas asks, with Deltas, for the figures of a view delta
	// figure by figure (ViewDelta.Figures) rather than the whole list.
	FigureDeltas bool `json:"figure_deltas,omitempty"`
	// command
	Seq     uint64          `json:"seq,omitempty"`
	Command json.RawMessage `json:"command,omitempty"`
	// replay: the number of commands after which to show the game
	N uint64 `json:"n,omitempty"`
	// dice: the physical dice rolled for the die the server asked for
	// (Roll and Die name it), that die and the next ones of its roll.
	Roll   int   `json:"roll,omitempty"`
	Die    int   `json:"die,omitempty"`
	Values []int `json:"values,omitempty"`
}

// Client message types.
const (
	MsgHello   = "hello"
	MsgCommand = "command"
	// MsgReplay asks for the seat's view after command N (and is the
	// answer's type too).
	MsgReplay = "replay"
	// MsgUndo takes back command N, the game's last, the seat's own.
	MsgUndo = "undo"
	// MsgDice enters physical dice the server asked for.
	MsgDice = "dice"
)

// DecodeClientMessage reads one client message: strict JSON (unknown
// fields and trailing data refused), the protocol version, a known type
// and the fields that type needs. It never panics.
func DecodeClientMessage(data []byte) (ClientMessage, error) {
	var m ClientMessage
	if len(data) > MaxMessage {
		return m, fmt.Errorf("message of %d bytes (at most %d)", len(data), MaxMessage)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return ClientMessage{}, fmt.Errorf("invalid JSON: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return ClientMessage{}, fmt.Errorf("data after the message")
	}
	if m.V != ProtocolVersion {
		return ClientMessage{}, fmt.Errorf("protocol version %d (this server speaks %d)", m.V, ProtocolVersion)
	}
	switch m.Type {
	case MsgHello:
		if m.Game == "" || m.Token == "" || len(m.Game) > 64 || len(m.Token) > 128 {
			return ClientMessage{}, fmt.Errorf("hello needs a game and a token")
		}
		if m.Seq != 0 || m.Command != nil || m.N != 0 || m.Values != nil || m.Roll != 0 || m.Die != 0 {
			return ClientMessage{}, fmt.Errorf("hello carries no command")
		}
	case MsgCommand:
		if m.Seq == 0 {
			return ClientMessage{}, fmt.Errorf("a command needs a sequence number from 1")
		}
		if len(m.Command) == 0 || m.Game != "" || m.Token != "" || m.Since != 0 || m.N != 0 {
			return ClientMessage{}, fmt.Errorf("a command carries only seq and command")
		}
	case MsgReplay:
		if m.Game != "" || m.Token != "" || m.Since != 0 || m.Seq != 0 || m.Command != nil {
			return ClientMessage{}, fmt.Errorf("a replay carries only n")
		}
	case MsgUndo:
		if m.N == 0 || m.Game != "" || m.Token != "" || m.Since != 0 || m.Seq != 0 || m.Command != nil {
			return ClientMessage{}, fmt.Errorf("an undo carries only n, the command to take back")
		}
	case MsgDice:
		if m.Roll <= 0 || m.Die <= 0 || len(m.Values) == 0 || len(m.Values) > 64 {
			return ClientMessage{}, fmt.Errorf("dice carry the roll, the die and 1 to 64 values")
		}
		if m.Game != "" || m.Token != "" || m.Since != 0 || m.Seq != 0 || m.Command != nil || m.N != 0 {
			return ClientMessage{}, fmt.Errorf("dice carry only roll, die and values")
		}
	case MsgPause, MsgResume:
		if m.Game != "" || m.Token != "" || m.Since != 0 || m.Seq != 0 || m.Command != nil || m.N != 0 {
			return ClientMessage{}, fmt.Errorf("a %s carries nothing but its type", m.Type)
		}
	default:
		return ClientMessage{}, fmt.Errorf("unknown message type %q", m.Type)
	}
	if m.Type != MsgHello && (m.Deltas || m.AckInUpdate || m.FigureDeltas) {
		return ClientMessage{}, fmt.Errorf("only a hello asks for deltas or acks in updates")
	}
	if m.FigureDeltas && !m.Deltas {
		return ClientMessage{}, fmt.Errorf("figure deltas come with deltas")
	}
	if m.Type != MsgDice && (m.Values != nil || m.Roll != 0 || m.Die != 0) {
		return ClientMessage{}, fmt.Errorf("only dice carry values")
	}
	return m, nil
}

// Server message types.
const (
	MsgWelcome = "welcome"
	MsgUpdate  = "update"
	MsgAck     = "ack"
	MsgError   = "error"
)

// Welcome answers a hello: the seat the token opened and the game.
type Welcome struct {
	V     int        `json:"v"`
	Type  string     `json:"type"`
	Game  GameInfo   `json:"game"`
	Seat  SeatInfo   `json:"seat"`
	Seats []SeatInfo `json:"seats"`
}

// Update is a seat's view after a change (or on joining): the state as
// the seat may see it, the options it may choose now, and the log entries
// after the last one the client saw.
type Update struct {
	V    int    `json:"v"`
	Type string `json:"type"`
	N    uint64 `json:"n"`
	// View is the seat's rules.View, encoded. A connection that asked
	// for deltas is sent the view whole only when it holds none it could
	// build on (its first update, after an undo); else ViewDelta.
	View json.RawMessage `json:"view,omitempty"`
	// ViewID names this update's view, for a connection that asked for
	// deltas: a delta names the view it changes.
	ViewID uint64 `json:"view_id,omitempty"`
	// ViewDelta is the view as a change to the view the connection was
	// sent last.
	ViewDelta *ViewDelta     `json:"view_delta,omitempty"`
	Options   []rules.Option `json:"options"`
	Waiting   string         `json:"waiting,omitempty"`
	// LastSeq is the client sequence number of the seat's last applied
	// command: a client (another tab, a reloaded page) numbers its next
	// command after it.
	LastSeq uint64 `json:"last_seq"`
	// Undo says the seat may take back the game's last command, its own.
	Undo bool `json:"undo,omitempty"`
	// Dice is the die the game waits for, with physical dice.
	Dice *DicePrompt `json:"dice,omitempty"`
	// Clock is the time limit running, with time limits.
	Clock *Clock `json:"clock,omitempty"`
	// Scores are the game's own scores, with time limits or competitive
	// play.
	Scores *Scores `json:"scores,omitempty"`
	// AfterQuest is what becomes of the heroes, once the quest is over.
	AfterQuest *AfterQuest `json:"after_quest,omitempty"`
	// Ack acknowledges the command this connection sent, for a
	// connection that asked for acks in updates (ClientMessage.AckInUpdate):
	// the update that follows the command carries it, and no ack message
	// is sent.
	Ack *UpdateAck `json:"ack,omitempty"`
	Log []LogEntry `json:"log"`
}

// UpdateAck is an acknowledgement carried by an update: command Seq of
// the connection is on disk as command N.
type UpdateAck struct {
	Seq uint64 `json:"seq"`
	N   uint64 `json:"n"`
}

// ViewDelta makes a view from the one a connection was sent before, Base:
// each field of Set replaces the field of that name (a field's value is
// always whole), and the fields named in Unset are removed (they are
// empty now). Fields in neither are as they were.
type ViewDelta struct {
	Base  uint64                     `json:"base"`
	Set   map[string]json.RawMessage `json:"set"`
	Unset []string                   `json:"unset,omitempty"`
	// Figures, for a connection that asked for figure deltas, replaces
	// the view's figures when they changed (and Set then has none).
	Figures *FigureDelta `json:"figures,omitempty"`
}

// FigureDelta makes the view's figures from those of the view before:
// IDs lists every figure in order; each is Set's figure of that ID, or
// else the figure of that ID before (unchanged).
type FigureDelta struct {
	IDs []string                   `json:"ids"`
	Set map[string]json.RawMessage `json:"set"`
}

// LogEntry is one applied command as a seat sees it: its number, the seat
// that sent it and the events the seat may see.
type LogEntry struct {
	N      uint64          `json:"n"`
	Seat   string          `json:"seat"`
	Events json.RawMessage `json:"events"`
	// Why is a bot's reason for the command (the Artificial Dark Player's
	// narration), in English and Spanish.
	Why *rules.Text `json:"why,omitempty"`
}

// Replay answers a replay request: the seat's view of the game after
// command N (N = 0: the start), and the number of commands so far.
type Replay struct {
	V     int             `json:"v"`
	Type  string          `json:"type"`
	N     uint64          `json:"n"`
	Total uint64          `json:"total"`
	View  json.RawMessage `json:"view"`
}

// Ack confirms that command Seq of this connection's seat is on disk as
// command N. Duplicate is set when it had been applied already (a retry).
type Ack struct {
	V         int    `json:"v"`
	Type      string `json:"type"`
	Seq       uint64 `json:"seq"`
	N         uint64 `json:"n"`
	Duplicate bool   `json:"duplicate,omitempty"`
	// inUpdate: the update that followed the command carried it
	// (Update.Ack); it is not sent again.
	inUpdate bool
}

// ErrorMsg refuses a message: a stable code and the reason in English and
// Spanish. Seq names the refused command, if it was one.
type ErrorMsg struct {
	V      int        `json:"v"`
	Type   string     `json:"type"`
	Seq    uint64     `json:"seq,omitempty"`
	Code   string     `json:"code"`
	Reason rules.Text `json:"reason"`
}

// Error codes of the protocol; the rules' own codes (rules/errors.go)
// pass through unchanged.
const (
	CodeBadMessage    = "bad_message"
	CodeBadToken      = "bad_token"
	CodeNotJoined     = "not_joined"
	CodeNotYourSeat   = "not_your_seat"
	CodeNotYourFigure = "not_your_figure"
	CodeStaleSeq      = "stale_seq"
	CodeCannotUndo    = "cannot_undo"
	CodeRateLimited   = "rate_limited"
	CodeShuttingDown  = "shutting_down"
	// CodeBadDice refuses entered dice: out of 1-6, too many, for
	// another die, or not the seat's to enter.
	CodeBadDice = "bad_dice"
	// CodeDicePending refuses a command while the game waits for dice.
	CodeDicePending = "dice_pending"
	CodeInternal    = "internal"
)

// Problem is a refusal with a stable code and a reason in both languages.
type Problem struct {
	Code   string
	Reason rules.Text
}

func (p *Problem) Error() string { return p.Code + ": " + p.Reason.En }

func problem(code, en, es string, args ...any) *Problem {
	return &Problem{Code: code, Reason: rules.Text{En: fmt.Sprintf(en, args...), Es: fmt.Sprintf(es, args...)}}
}

func errorMsg(seq uint64, p *Problem) ErrorMsg {
	return ErrorMsg{V: ProtocolVersion, Type: MsgError, Seq: seq, Code: p.Code, Reason: p.Reason}
}
