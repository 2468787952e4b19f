package rules

import "unsafe"

// An option list holds up to some hundred commands of one type: a move to
// every square in reach, a turn to every facing. Put in the Command
// interface, each would be copied into an allocation of its own (a third
// of a list's cost); instead the list builds its commands in one array
// and each interface points at its command there.
//
// A non-empty interface is two words, its itab and a pointer to its value
// when the value is wider than a pointer (all commands are): the layout
// reflect and the runtime are written against. A value in an interface is
// never written through it, and nothing else writes the array once its
// commands are shared: the list that built it keeps no other reference.
// TestSharedCommands checks that a shared command is the command in every
// way a caller can tell (==, type switches, JSON).

type ifaceWords struct{ tab, data unsafe.Pointer }

func itabOf(c Command) unsafe.Pointer { return (*ifaceWords)(unsafe.Pointer(&c)).tab }

// The itabs of the commands shared, taken once.
var (
	moveItab     = itabOf(Move{})
	faceItab     = itabOf(Face{})
	activateItab = itabOf(Activate{})
	answerItab   = itabOf(Answer{})
	runItab      = itabOf(Run{})
	endActItab   = itabOf(EndActivation{})
	endTurnItab  = itabOf(EndTurn{})
)

func shared(tab, v unsafe.Pointer) (c Command) {
	w := (*ifaceWords)(unsafe.Pointer(&c))
	w.tab, w.data = tab, v
	return c
}

// sharedMove is *m as a Command holding m itself: *m is never written
// after.
func sharedMove(m *Move) Command { return shared(moveItab, unsafe.Pointer(m)) }

// sharedFace is *c as a Command holding c itself, as sharedMove.
func sharedFace(c *Face) Command { return shared(faceItab, unsafe.Pointer(c)) }

// sharedActivate is *c as a Command holding c itself, as sharedMove.
func sharedActivate(c *Activate) Command { return shared(activateItab, unsafe.Pointer(c)) }

// sharedAnswer is *c as a Command holding c itself, as sharedMove.
func sharedAnswer(c *Answer) Command { return shared(answerItab, unsafe.Pointer(c)) }

// sharedRun is *c as a Command holding c itself, as sharedMove.
func sharedRun(c *Run) Command { return shared(runItab, unsafe.Pointer(c)) }

// sharedEndActivation is *c as a Command holding c itself, as sharedMove.
func sharedEndActivation(c *EndActivation) Command {
	return shared(endActItab, unsafe.Pointer(c))
}

// sharedEndTurn is *c as a Command holding c itself, as sharedMove.
func sharedEndTurn(c *EndTurn) Command { return shared(endTurnItab, unsafe.Pointer(c)) }
