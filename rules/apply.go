package rules

import (
	"errors"
	"sync"

	"dun/dice"
)

// env is one command being applied: the new state being built, the dice
// and the events so far.
type env struct {
	s      *State
	dice   *dice.Roller
	events []Event
	// brokeIn is set while a section is revealed by breaking its door
	// down: nobody is caught by surprise then (page 30).
	brokeIn bool
	// noReact is set while a hero's action goes on after the Dark Player
	// passed on playing an obstacle against it (darkcard_react.go).
	noReact bool
}

func (e *env) emit(ev Event) {
	if cap(e.events) == 0 {
		// Every command emits, most of them one to four events: one
		// allocation instead of up to three as the list doubles.
		e.events = make([]Event, 0, 4)
	}
	e.events = append(e.events, ev)
}

// Apply plays command c on state s, drawing any dice from src, and returns
// the next state and the events that explain it. It is pure: s is never
// changed, and the same s, c and dice give the same result. On any error the
// returned state is s itself and the error is a *RuleError. A command is
// accepted exactly when it is among Options(s, c's seat) (moves and paths
// are checked against the same movement rules rather than looked up).
func Apply(s State, c Command, src dice.Source) (State, []Event, error) {
	n, evs, err := apply(s, c, src)
	return n, evs, settled(err)
}

func apply(s State, c Command, src dice.Source) (State, []Event, error) {
	return applyIn(nil, s, c, src)
}

// applyIn is apply building the new state's figures in sc's memory (nil:
// new memory; scratch.go).
func applyIn(sc *Scratch, s State, c Command, src dice.Source) (State, []Event, error) {
	// A command is always refused with its full reason, even on a copy an
	// option list made quiet.
	s.quiet = false
	if c == nil {
		return s, nil, badCommand("no command", "no hay orden")
	}
	if err := s.checkShape(); err != nil {
		return s, nil, refuse(CodeBadState, "the game state is broken: %v", "el estado de la partida está dañado: %v", err.Error())
	}
	h := c.head()
	if !h.Seat.Valid() {
		return s, nil, badCommand("unknown seat %d", "asiento desconocido %d", int(h.Seat))
	}
	if h.At != 0 && h.At != s.Version {
		return s, nil, refuse(CodeStaleState, "the command was made for version %d of the game, which is now at version %d", "la orden se hizo para la versión %d de la partida, que ya va por la %d", h.At, s.Version)
	}
	if s.End != nil {
		return s, nil, refuse(CodeQuestOver, "the quest is over", "la misión ha terminado")
	}
	if s.Prompt != nil {
		if _, ok := c.(Answer); !ok && !windowCommand(&s, c) {
			p := s.Prompt
			return s, nil, refuse(CodePromptPending, "%s must first answer: %s", "hay una pregunta pendiente para %s: %s", p.Seat, p.Kind)
		}
	}
	if err := overHand(&s, c); err != nil {
		return s, nil, err
	}
	if err := animalRefusal(&s, c); err != nil {
		return s, nil, err
	}
	m := applyPool.Get().(*applyMem)
	defer m.release()
	m.n = s.cloneIn(sc)
	m.dice.Quiet(src)
	m.e = env{s: &m.n, dice: &m.dice}
	if sc != nil {
		// The events' list too is built over the last result's.
		m.e.events = sc.events[:0]
	}
	e, n := &m.e, &m.n
	err := c.apply(e)
	if err == nil {
		err = e.leaderFalls()
	}
	if err == nil {
		// Werewolves may turn back as their activations end (Lycanthropy).
		err = e.beastsTurnBack()
	}
	if err != nil {
		var re *RuleError
		if !errors.As(err, &re) {
			re = refuse(CodeBadState, "%v", "%v", err.Error())
		}
		return s, nil, re
	}
	if len(n.Magic) > 0 {
		e.refreshWards()
	}
	e.followSaddles(s.Figures)
	e.followReins()
	e.saddleFalls()
	e.upAndBack()
	e.afterCommand()
	n.Version++
	evs := e.events
	if sc != nil {
		sc.events = evs
		if len(evs) == 0 {
			evs = nil // as when the list is made for the first event
		}
	}
	return *n, evs, nil
}

// applyMem is the memory a command is applied in: the new state's
// header, the env and its roller escape through the commands' interface
// calls, three allocations for every command and every look ahead,
// a few thousand a simulated game. The state and events returned are
// copied out of it or allocated apart, so nothing of it outlives applyIn.
type applyMem struct {
	n    State
	e    env
	dice dice.Roller
}

var applyPool = sync.Pool{New: func() any { return new(applyMem) }}

// release clears m, so that the pool holds no state's memory alive, and
// gives it back.
func (m *applyMem) release() {
	*m = applyMem{}
	applyPool.Put(m)
}
