package server

import (
	"context"
	"errors"
	"strings"

	"dun/dice"
	"dun/rules"
)

// Physical dice (Options.Dice "physical"): the players roll real dice and
// type what they rolled. A command is applied with the dice entered so
// far; when the rules ask for one more, the command is held (nothing is
// applied, stored or acknowledged), every seat is told which die the game
// waits for and which seat rolls it, and that seat alone may enter it
// (with the rest of its roll, if it likes). Each entry is checked: whole
// numbers from 1 to 6, for the die asked, from the seat asked, no more
// than the roll has left. Once the rules have every die the command is
// applied, stored with its dice (a replay uses them) and acknowledged to
// the seat that sent it.
//
// The seat that rolls is the one that commands the figure the roll is
// for (the rules name it in the roll's purpose, "run: Shara"); when no
// person commands it (a bot's figure, an unnamed roll), the seat that sent
// the command rolls, or else the first hero seat a person plays.

// pendingDice is a command held for its dice.
type pendingDice struct {
	seat   *Seat // the seat that sent it
	seq    uint64
	cmd    rules.Command
	why    *rules.Text
	vals   []int        // the dice entered so far, in order
	req    dice.Request // the die asked for now
	by     *Seat        // the seat that rolls it
	roller string       // its ID
}

// DicePrompt tells every seat which physical die the game waits for.
type DicePrompt struct {
	// Seat rolls it and types the result.
	Seat    string `json:"seat"`
	Roll    int    `json:"roll"`
	Die     int    `json:"die"`
	Of      int    `json:"of"`
	Kind    string `json:"kind"`
	Purpose string `json:"purpose"`
	// Entered is how many dice the held command has had so far.
	Entered int `json:"entered"`
}

// errNeedDie is what the entered dice answer when they run out.
var errNeedDie = errors.New("server: waiting for a die to be entered")

// entered serves the dice entered so far, then records the die wanted.
type entered struct {
	vals []int
	next int
	need *dice.Request
}

func (e *entered) Die(q dice.Request) (int, error) {
	if e.next < len(e.vals) {
		v := e.vals[e.next]
		e.next++
		return v, nil
	}
	r := q
	e.need = &r
	return 0, errNeedDie
}

// applyEnteredLocked tries the held command p with its dice: applied
// when they are enough, held again (and the seats told) when one more is
// needed.
func (g *Game) applyEnteredLocked(ctx context.Context, srv *Server, p *pendingDice) (uint64, *Problem) {
	src := &entered{vals: p.vals}
	_, _, err := rules.Apply(g.state, p.cmd, src)
	if src.need != nil {
		p.req = *src.need
		p.by = g.rollerLocked(p)
		p.roller = p.by.ID
		g.pending = p
		for c := range g.clients {
			g.sendUpdateLocked(c)
		}
		return 0, nil
	}
	if err != nil {
		return 0, ruleProblem(err)
	}
	if src.next != len(p.vals) {
		return 0, problem(CodeBadDice, "%d dice entered, the roll used %d", "%d dados introducidos, la tirada usó %d", len(p.vals), src.next)
	}
	held := g.pending
	g.pending = nil // the updates the commit sends carry no prompt
	n, pr := g.commitLocked(ctx, srv, p.seat, p.seq, p.cmd, p.why, p.vals)
	if pr != nil {
		g.pending = held
	}
	return n, pr
}

// rollerLocked is the seat that rolls the die p waits for.
func (g *Game) rollerLocked(p *pendingDice) *Seat { return g.rollerForLocked(p.req.Purpose, p.seat) }

// rollerForLocked is the seat that rolls a die of the purpose given: the
// person commanding the figure it names, else sender when a person plays
// it, else the first hero seat a person plays, else any person's seat.
func (g *Game) rollerForLocked(purpose string, sender *Seat) *Seat {
	person := func(s *Seat) bool { return s != nil && !s.Bot && !s.Spectator }
	if name := rollFigure(purpose); name != "" {
		for i := range g.state.Figures {
			f := &g.state.Figures[i]
			if f.Name() != name && f.ID != name {
				continue
			}
			for _, s := range g.seats {
				if person(s) && controls(&g.state, g.seats, s, f.ID) {
					return s
				}
			}
		}
	}
	if person(sender) {
		return sender
	}
	for _, s := range g.seats {
		if person(s) && s.Side == rules.Heroes {
			return s
		}
	}
	for _, s := range g.seats {
		if person(s) {
			return s
		}
	}
	if sender == nil && len(g.seats) > 0 {
		return g.seats[0]
	}
	return sender
}

// rollFigure is the figure a roll's purpose names: "rule: Name" or
// "rule: Name, more".
func rollFigure(purpose string) string {
	_, name, ok := strings.Cut(purpose, ": ")
	if !ok {
		return ""
	}
	name, _, _ = strings.Cut(name, ", ")
	return strings.TrimSpace(name)
}

// dicePromptLocked is the prompt updates carry while a command is held,
// or, once the quest is over, while its settlement waits for a die
// (afterQuestLocked, called first, says which).
func (g *Game) dicePromptLocked() *DicePrompt {
	p := g.pending
	if p == nil {
		if q := g.afterNeed; q != nil && g.afterBy != nil {
			return &DicePrompt{Seat: g.afterBy.ID, Roll: q.Roll, Die: q.Die, Of: q.Of, Kind: q.Kind, Purpose: q.Purpose, Entered: len(g.afterDice)}
		}
		return nil
	}
	return &DicePrompt{Seat: p.roller, Roll: p.req.Roll, Die: p.req.Die, Of: p.req.Of, Kind: p.req.Kind, Purpose: p.req.Purpose, Entered: len(p.vals)}
}

// checkEntry checks dice entered for die need: its roll and die, no
// more values than the roll has left, each 1 to 6.
func checkEntry(need *dice.Request, roll, die int, values []int) *Problem {
	if roll != need.Roll || die != need.Die {
		return problem(CodeBadDice, "the game waits for die %d of roll %d, not die %d of roll %d", "la partida espera el dado %d de la tirada %d, no el dado %d de la tirada %d", need.Die, need.Roll, die, roll)
	}
	if left := need.Of - need.Die + 1; len(values) > left {
		return problem(CodeBadDice, "the roll has %d dice left, not %d", "a la tirada le quedan %d dados, no %d", left, len(values))
	}
	for _, v := range values {
		if v < 1 || v > dice.Faces {
			return problem(CodeBadDice, "a die shows 1 to 6, not %d", "un dado muestra de 1 a 6, no %d", v)
		}
	}
	return nil
}

// enterDice takes physical dice from seat s for the held command. A
// refused entry changes nothing: the command stays held, asking for the
// same die.
func (g *Game) enterDice(ctx context.Context, srv *Server, s *Seat, roll, die int, values []int) *Problem {
	g.mu.Lock()
	defer g.mu.Unlock()
	p := g.pending
	if p == nil {
		if g.state.End != nil && g.Options.physical() {
			return g.enterAfterDiceLocked(ctx, srv, s, roll, die, values)
		}
		return problem(CodeBadDice, "no dice are awaited", "no se esperan dados")
	}
	if s != p.by {
		return problem(CodeNotYourSeat, "%s rolls this die", "esta tirada la hace %s", p.roller)
	}
	if pr := checkEntry(&p.req, roll, die, values); pr != nil {
		return pr
	}
	try := &pendingDice{seat: p.seat, seq: p.seq, cmd: p.cmd, why: p.why, vals: append(append([]int{}, p.vals...), values...)}
	n, pr := g.applyEnteredLocked(ctx, srv, try)
	if pr != nil {
		// Refused: the held command waits for the same die as before.
		g.pending = p
		return pr
	}
	if n > 0 {
		ack := Ack{V: ProtocolVersion, Type: MsgAck, Seq: p.seq, N: n}
		for c := range g.clients {
			if c.seat == p.seat {
				c.send(ack)
			}
		}
		g.wakeBotsLocked(srv)
	}
	return nil
}
