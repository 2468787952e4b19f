package rules

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"sync"

	"dun/board"
)

// Option is one legal choice for a seat: the command that makes it, ready
// to send, and a stable ID. Moves carry their cost in Movement points;
// prompt answers their label.
type Option struct {
	ID      string  `json:"id"`
	Command Command `json:"command"`
	Cost    int     `json:"cost,omitempty"`
	Label   *Text   `json:"label,omitempty"`
}

// UnmarshalJSON reads an option, decoding its command with DecodeCommand.
func (o *Option) UnmarshalJSON(b []byte) error {
	var w struct {
		ID      string          `json:"id"`
		Command json.RawMessage `json:"command"`
		Cost    int             `json:"cost"`
		Label   *Text           `json:"label"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	c, err := DecodeCommand(w.Command)
	if err != nil {
		return err
	}
	*o = Option{ID: w.ID, Command: c, Cost: w.Cost, Label: w.Label}
	return nil
}

// Options lists every command seat may send now, in a stable order: the
// answers to the open prompt if it is the seat's to answer (and nothing
// else while a prompt is open); with no activation in progress, the
// figures it may activate and ending the turn; during an activation, the
// active figure's moves (each reachable destination with its cheapest
// cost), running, swimming, revealing sections and opening unexplored
// doors, great jumps and climbing out of a pit, the searches, opening
// chests, picking locks, disarming traps, opening and closing explored
// doors, facings (none of them for
// a figure lying knocked down), ending the activation and ending the turn.
//
// Every command returned is accepted by Apply on s; moves with an explicit
// path and other corners of a 2x2 base are accepted when legal even though
// only the automatic form is listed.
func Options(s State, seat Side) []Option {
	if s.checkShape() != nil || !seat.Valid() || s.End != nil {
		return nil
	}
	q := quietCopy(&s)
	defer q.release()
	h := Header{Seat: seat, At: q.Version}
	if p := q.Prompt; p != nil {
		if p.Seat != seat {
			return nil
		}
		return answerList(p, h)
	}
	if seat != q.Side {
		return nil
	}
	a := q.Active
	if a == nil && q.Dark != nil && seat == Dark && len(q.Dark.Hand) > q.HandLimit() {
		// Over his hand limit the Dark Player discards before anything
		// else (page 47).
		return darkOptions(q, h)
	}
	if a == nil && seat == Dark && vanishedWaits(q) != nil {
		// A vanished creature comes back before anything else but his
		// cards (darkcard_vanish.go).
		return append(darkOptions(q, h), reappearOptions(q, h)...)
	}
	buf := optionBufs.Get().(*[]Option)
	out := appendOptions((*buf)[:0], q, seat, h)
	// The list handed out is allocated at its length: built in a kept
	// buffer, it costs no room reserved on a guess and no copy as it
	// grows (docs/performance.md, "Session 10").
	list := make([]Option, len(out))
	copy(list, out)
	clear(out)
	*buf = out[:0]
	optionBufs.Put(buf)
	return list
}

// optionBufs keeps the buffers Options builds its lists in.
var optionBufs = sync.Pool{New: func() any { return new([]Option) }}

// quietStates keeps the copies of the states the option lists work on.
var quietStates = sync.Pool{New: func() any { return new(State) }}

// quietCopy is a copy of *s marked quiet, for an option list to refuse
// without reasons (errors.go); the list's helpers keep pointers to it
// (the pooled reach, a roll's context), so it would be copied to the heap
// for every list were it Options' own variable. Release it once the list
// is built: nothing the list hands out points into it (the options'
// commands and IDs are values and strings, their labels the prompt's).
func quietCopy(s *State) *State {
	q := quietStates.Get().(*State)
	*q = *s
	q.quiet = true
	return q
}

// release gives back a copy quietCopy made; q must not be used after.
func (q *State) release() {
	*q = State{}
	quietStates.Put(q)
}

// appendOptions appends the options of Options(s, seat) with no prompt
// open, no discard nor vanished creature waiting, to out: with no
// activation in progress, the figures seat may activate and ending the
// turn; during one, the active figure's options.
func appendOptions(out []Option, s *State, seat Side, h Header) []Option {
	a := s.Active
	if a == nil {
		out = append(out, darkOptions(s, h)...)
		out = activateList(s, out, seat, h)
		out = append(out, endOptions(s, h)...)
		return append(out, Option{ID: "end_turn", Command: EndTurn{Header: h}})
	}
	fi := s.figure(a.Figure)
	f := &s.Figures[fi]
	// The IDs of running and of ending the activation, in one string.
	tailIDs := "run:" + f.ID + "end_activation:" + f.ID
	runID, endID := tailIDs[:len("run:")+len(f.ID)], tailIDs[len("run:")+len(f.ID):]
	if a.Phase == Acting && lying(f) == nil {
		out = moveOptions(out, s, fi, h)
		if canRun(s, fi, a) == nil {
			out = append(out, Option{ID: runID, Command: Run{Header: h, Figure: f.ID}})
		}
		out = append(out, swimOptions(s, fi, h)...)
		out = append(out, revealOptions(s, fi, h)...)
		out = append(out, openDoorOptions(s, fi, h)...)
		out = append(out, jumpOptions(s, fi, h)...)
		out = append(out, flyingJumpOptions(s, fi, h)...)
		out = append(out, climbOptions(s, fi, h)...)
		out = append(out, castOptions(s, fi, h)...)
		out = append(out, endSpellOptions(s, fi, h)...)
		out = append(out, attackOptions(s, fi, h, -1)...)
		out = append(out, shootOptions(s, fi, h, -1)...)
		out = append(out, weaponOptions(s, fi, h)...)
		out = append(out, thiefOptions(s, fi, h)...)
		out = append(out, escapeNetOptions(s, fi, h)...)
		out = append(out, extraActionOptions(s, fi, h)...)
		out = append(out, grateOptions(s, fi, h)...)
		out = append(out, rubbleOptions(s, fi, h)...)
		// One look at the exploratory Actions' shared conditions (a combat
		// turn is a search of the board) serves every one of them.
		calm := s.Explore != nil && calmExploring(s, fi, a) == nil
		out = append(out, searchRoomOptions(s, fi, h, calm)...)
		out = append(out, searchSecretOptions(s, fi, h, calm)...)
		out = append(out, searchElementOptions(s, fi, h, calm)...)
		out = append(out, openChestOptions(s, fi, h)...)
		out = append(out, pickLockOptions(s, fi, h, calm)...)
		out = append(out, disarmOptions(s, fi, h, calm)...)
		out = append(out, riddleOptions(s, fi, h)...)
		out = append(out, breakSealOptions(s, fi, h)...)
		out = append(out, moveFurnitureOptions(s, fi, h)...)
		out = append(out, breakOptions(s, fi, h)...)
		out = append(out, skillActionOptions(s, fi, h)...)
		out = append(out, gearOptions(s, fi, h)...)
		out = append(out, mountOptions(s, fi, h)...)
		out = append(out, reinsOptions(s, fi, h)...)
		out = append(out, unloadOptions(s, fi, h)...)
		out = append(out, actionsOptions(s, fi, h, calm)...)
		out = append(out, swingOptions(s, fi, h, true)...)
		out = append(out, swingOptions(s, fi, h, false)...)
		out = append(out, adpActivationRollOptions(s, h)...)
		out = faceList(out, f, h)
	}
	out = withoutAnimalRefusals(s, out)
	if a.Phase == Acting {
		out = append(out, powerOptions(s, h)...)
		out = append(out, Option{ID: endID, Command: EndActivation{Header: h, Figure: f.ID}})
	}
	out = append(out, endOptions(s, h)...)
	return append(out, Option{ID: "end_turn", Command: EndTurn{Header: h}})
}

// moveOptions appends the active figure fi's moves to out.
func moveOptions(out []Option, s *State, fi int, h Header) []Option {
	a := s.Active
	if saddleStill(s, fi) != nil {
		return out
	}
	id := s.Figures[fi].ID
	// A rider's move is his mount's (mount_ride.go): the search is the
	// mount's, the options name the rider.
	rider := riding(&s.Figures[fi])
	fi = carrier(s, fi)
	f := &s.Figures[fi]
	limit := a.Remaining()
	if limit <= 0 || a.Still || a.Superior || (a.Run != nil && !a.Run.Settled) || (a.Swim != nil && !a.Swim.Settled) || inPit(s.Board, f.At, f.baseSize()) {
		return out
	}
	wet := a.Swimming() || f.Flying() || aquatic(f) // it may go into deep water
	if !wet && wetBase(s.Board, f.At, f.baseSize()) {
		return out
	}
	r := newReach(s, fi)
	defer r.release()
	var ds []dest
	if start := engagers(s, fi, f.At); len(start) > 0 && !a.Disengaged {
		if a.Moved {
			return out
		}
		for _, sh := range r.shifts(start, limit) {
			if wet || !wetBase(s.Board, sh.To, f.baseSize()) {
				ds = append(ds, dest{To: sh.To, Cost: sh.Cost})
			}
		}
		return moveList(out, s, r, ds, id, rider, h)
	}
	ds = r.destinations(limit)
	return moveList(out, s, r, ds, id, rider, h)
}

// faceList appends the options turning f to each facing but its own,
// their IDs carved from one string as moveList's are, their commands
// boxed in one array (options_box.go).
func faceList(out []Option, f *Figure, h Header) []Option {
	var buf strings.Builder
	buf.Grow(int(board.NorthWest) * (len("face:") + len(f.ID) + len(":north")))
	var faces [board.NorthWest]Face // the seven facings but f's
	k := 0
	for d := board.North; d <= board.NorthWest; d++ {
		if d != f.Facing {
			buf.WriteString("face:")
			buf.WriteString(f.ID)
			buf.WriteByte(':')
			buf.WriteString(d.String())
			if k < len(faces) {
				faces[k] = Face{Header: h, Figure: f.ID, Facing: d}
			}
			k++
		}
	}
	ids := buf.String()
	var cmds boxes
	if k == len(faces) {
		cmds = boxArray(faces)
	}
	out = slices.Grow(out, k)
	at, k := 0, 0
	for d := board.North; d <= board.NorthWest; d++ {
		if d != f.Facing {
			n := len("face:") + len(f.ID) + 1 + len(d.String())
			var c Command
			if cmds.arr.IsValid() {
				c = cmds.at(k)
			} else {
				c = Face{Header: h, Figure: f.ID, Facing: d}
			}
			out = append(out, Option{ID: ids[at : at+n], Command: c})
			at += n
			k++
		}
	}
	return out
}

// moveList appends the options moving figure id to each of ds (a rider's
// only where he may ride) to out. Not fmt.Sprintf, nor a string per ID: a
// simulation lists some hundred moves per command, so their IDs are
// carved from one string, and their commands boxed in one array
// (options_box.go) built in r's buffer.
func moveList(out []Option, s *State, r *reach, ds []dest, id string, rider bool, h Header) []Option {
	if rider {
		ds = slices.DeleteFunc(ds, func(d dest) bool { return !mayRideAt(s, d.To) })
	}
	if len(ds) == 0 {
		return out
	}
	var buf strings.Builder // its String is its bytes, not a copy
	buf.Grow(len(ds) * (len("move:") + len(id) + len(":00,00")))
	var num [20]byte
	for _, d := range ds {
		buf.WriteString("move:")
		buf.WriteString(id)
		buf.WriteByte(':')
		buf.Write(strconv.AppendInt(num[:0], int64(d.To.X), 10))
		buf.WriteByte(',')
		buf.Write(strconv.AppendInt(num[:0], int64(d.To.Y), 10))
	}
	ids := buf.String()
	moves := r.moves[:0]
	for _, d := range ds {
		moves = append(moves, Move{Header: h, Figure: id, To: d.To})
	}
	cmds := boxesOf(moves)
	clear(moves) // the pool keeps no figure's ID
	r.moves = moves[:0]
	out = slices.Grow(out, len(ds))
	at := 0
	for k, d := range ds {
		n := len("move:") + len(id) + 1 + digits(d.To.X) + 1 + digits(d.To.Y)
		out = append(out, Option{ID: ids[at : at+n], Command: cmds.at(k), Cost: d.Cost})
		at += n
	}
	return out
}

// activateList appends the options activating each figure of seat that
// may be, their IDs carved from one string as moveList's.
func activateList(s *State, out []Option, seat Side, h Header) []Option {
	var room [32]int
	may := room[:0]
	n := 0
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.Side == seat && f.Present() && !f.Activated && mayActivateInGroup(s, f) == nil && giantWaits(f) == nil {
			may = append(may, i)
			n += len("activate:") + len(f.ID)
		}
	}
	if len(may) == 0 {
		return out
	}
	var buf strings.Builder
	buf.Grow(n)
	for _, i := range may {
		buf.WriteString("activate:")
		buf.WriteString(s.Figures[i].ID)
	}
	ids := buf.String()
	out = slices.Grow(out, len(may))
	at := 0
	for _, i := range may {
		id := s.Figures[i].ID
		out = append(out, Option{ID: ids[at : at+len("activate:")+len(id)], Command: Activate{Header: h, Figure: id}})
		at += len("activate:") + len(id)
	}
	return out
}

// answerList is the options answering prompt p, their IDs carved from
// one string, their labels in one array.
func answerList(p *Prompt, h Header) []Option {
	n := 0
	for _, po := range p.Options {
		n += len("answer:") + len(po.ID)
	}
	var buf strings.Builder
	buf.Grow(n)
	for _, po := range p.Options {
		buf.WriteString("answer:")
		buf.WriteString(po.ID)
	}
	ids := buf.String()
	out := make([]Option, len(p.Options))
	labels := make([]Text, len(p.Options))
	at := 0
	for k, po := range p.Options {
		labels[k] = po.Label
		out[k] = Option{ID: ids[at : at+len("answer:")+len(po.ID)], Command: Answer{Header: h, Prompt: p.Seq, Option: po.ID}, Label: &labels[k]}
		at += len("answer:") + len(po.ID)
	}
	return out
}

// digits is the length of n in decimal.
func digits(n int) int {
	k := 1
	if n < 0 {
		k, n = 2, -n
	}
	for ; n >= 10; n /= 10 {
		k++
	}
	return k
}

// StrikeOptions is the part of Options(s, seat) that attacks and shoots:
// the same options in the same order, without working out the rest (the
// moves above all), for players that look ahead at their attacks.
func StrikeOptions(s State, seat Side) []Option { return strikeOptions(s, seat, -1) }

// StrikeOptionsAt is StrikeOptions(s, seat) but for the attacks and shots
// at figure target alone (none when no figure is target): those of
// StrikeOptions whose command names target, in their order, without
// working out the others.
func StrikeOptionsAt(s State, seat Side, target string) []Option {
	ti := s.figure(target)
	if ti < 0 {
		return nil
	}
	return strikeOptions(s, seat, ti)
}

// strikeOptions is StrikeOptions, at figure only alone when only is not
// -1.
func strikeOptions(s State, seat Side, only int) []Option {
	fi, h, ok := s.lookingAt(seat)
	if !ok {
		return nil
	}
	return append(attackOptions(&s, fi, h, only), shootOptions(&s, fi, h, only)...)
}

// lookingAt is where the partial lists (StrikeOptions, StrikeKindsAt,
// LookOptions) begin: the acting figure of seat's activation and the
// header of its commands, ok only when Options would list its acting
// options. It marks s quiet: the caller's copy refuses without reasons.
func (s *State) lookingAt(seat Side) (fi int, h Header, ok bool) {
	a := s.Active
	if s.checkShape() != nil || !seat.Valid() || s.End != nil || s.Prompt != nil || seat != s.Side || a == nil || a.Phase != Acting {
		return 0, Header{}, false
	}
	s.quiet = true
	fi = s.figure(a.Figure)
	if lying(&s.Figures[fi]) != nil {
		return 0, Header{}, false
	}
	return fi, Header{Seat: seat, At: s.Version}, true
}

// OptionIDs returns the IDs of opts, handy in tests and logs.
func OptionIDs(opts []Option) string {
	ids := make([]string, len(opts))
	for i, o := range opts {
		ids[i] = o.ID
	}
	return strings.Join(ids, " ")
}
