package adp

import (
	"fmt"
	"strings"
	"sync"

	"dun/board"
	"dun/dice"
	"dun/rules"
)

// Player is the Artificial Dark Player with the behaviour cards of a
// content pack, by card ID.
type Player struct {
	Cards map[string]Card
}

// New returns a Player that reads the given cards.
func New(cards map[string]Card) *Player { return &Player{Cards: cards} }

// Decision is one choice of the policy: an option rules.Options offered
// the Dark seat, and why it was taken.
type Decision struct {
	Option rules.Option `json:"option"`
	Why    rules.Text   `json:"why"`
}

// String is the option's ID and the English reason.
func (d Decision) String() string { return d.Option.ID + ": " + d.Why.En }

// ErrNothingToDo is returned by Choose when the Dark seat has no option.
var ErrNothingToDo = fmt.Errorf("adp: the Dark Player has nothing to decide")

// Choose picks one of rules.Options(s, rules.Dark) with its reason: the
// answer to the Dark seat's open prompt, the next creature to activate,
// what the active creature does next, or the end of the turn.
func (p *Player) Choose(s rules.State) (Decision, error) {
	return p.ChooseFrom(s, rules.Options(s, rules.Dark))
}

// ChooseFrom is Choose for a caller that holds opts, which must be
// rules.Options(s, rules.Dark): a simulation lists them for every
// decision already, and listing them is much of a decision's cost.
func (p *Player) ChooseFrom(s rules.State, opts []rules.Option) (Decision, error) {
	if len(opts) == 0 {
		return Decision{}, ErrNothingToDo
	}
	// The decision reads s through a pointer that escapes (the look
	// ahead's callbacks): a pooled copy of the header, rather than s
	// itself moved to the heap at every decision.
	sp := headers.Get().(*rules.State)
	*sp = s
	var d Decision
	switch {
	case s.Prompt != nil:
		d = p.answer(sp, opts)
	case s.Active == nil:
		d = p.next(sp, opts)
	default:
		d = p.act(sp, opts)
	}
	*sp = rules.State{}
	headers.Put(sp)
	for _, o := range opts {
		if o.ID == d.Option.ID {
			return d, nil
		}
	}
	// A broken invariant of this package: never send what was not offered.
	return Decision{Option: last(opts), Why: rules.Text{En: "no rule applies; the last option offered", Es: "no se aplica ninguna regla; la última opción ofrecida"}}, nil
}

var headers = sync.Pool{New: func() any { return new(rules.State) }}

// Step is one decision applied: what was chosen, why, and what followed.
type Step struct {
	Decision
	Events []rules.Event `json:"events"`
}

// MaxSteps bounds the decisions of one call to Play for a state with n
// figures: every activation takes a few dozen at most (moves shrink the
// allowance, facings and weapon changes happen once), so running past it
// means the policy is stuck.
func MaxSteps(n int) int { return 64 + 64*n }

// Play makes the Dark side's decisions until it has none left: the rest
// of its turn, or the prompts it must answer during the heroes' turn. It
// stops when the turn passes to the heroes or a prompt waits for them,
// and returns the state reached and every step with its events. An error
// means the rules refused a choice or the policy ran past MaxSteps; the
// state returned is then the last good one.
func (p *Player) Play(s rules.State, src dice.Source) (rules.State, []Step, error) {
	return PlayAll(p, "adp", s, src)
}

// A Chooser makes the Dark side's decisions one at a time: a Player of
// this edition's rules or another's (adp1).
type Chooser interface {
	Choose(s rules.State) (Decision, error)
}

// PlayAll applies c's decisions until it has none left (ErrNothingToDo),
// naming it in errors. On an error the state returned is the last good one.
func PlayAll(c Chooser, name string, s rules.State, src dice.Source) (rules.State, []Step, error) {
	var steps []Step
	limit := MaxSteps(len(s.Figures))
	for len(steps) < limit {
		d, err := c.Choose(s)
		if err == ErrNothingToDo {
			return s, steps, nil
		}
		if err != nil {
			return s, steps, err
		}
		n, evs, err := rules.Apply(s, d.Option.Command, src)
		if err != nil {
			return s, steps, fmt.Errorf("%s: %s refused: %w", name, d.Option.ID, err)
		}
		steps = append(steps, Step{Decision: d, Events: evs})
		s = n
	}
	return s, steps, fmt.Errorf("%s: no end after %d decisions", name, limit)
}

// card is the behaviour card of figure f.
func (p *Player) card(f *rules.Figure) Card {
	if c, ok := p.Cards[f.Behaviour()]; ok {
		if c.ID == "" {
			c.ID = f.Behaviour()
		}
		return c
	}
	c := fallbackCard
	c.ID = f.Behaviour()
	return c
}

func last(opts []rules.Option) rules.Option { return opts[len(opts)-1] }

// find is the index of figure id in s, or -1.
func find(s *rules.State, id string) int {
	for i := range s.Figures {
		if s.Figures[i].ID == id {
			return i
		}
	}
	return -1
}

// optionByID is the option with the given ID, given whole or in parts
// (joined, without building the string: the IDs asked are a figure's).
func optionByID(opts []rules.Option, id ...string) (rules.Option, bool) {
	n := 0
	for _, p := range id {
		n += len(p)
	}
next:
	for _, o := range opts {
		if len(o.ID) != n {
			continue
		}
		k := 0
		for _, p := range id {
			if o.ID[k:k+len(p)] != p {
				continue next
			}
			k += len(p)
		}
		return o, true
	}
	return rules.Option{}, false
}

// faceOption is optionByID(opts, "face:"+id+":"+d.String()), the option
// turning figure id to face d, without building the ID.
func faceOption(opts []rules.Option, id string, d board.Dir) (rules.Option, bool) {
	ds := d.String()
	n := len("face:") + len(id) + 1 + len(ds)
	for _, o := range opts {
		if len(o.ID) == n && strings.HasPrefix(o.ID, "face:") && o.ID[5:5+len(id)] == id && o.ID[5+len(id)] == ':' && o.ID[6+len(id):] == ds {
			return o, true
		}
	}
	return rules.Option{}, false
}

// faceOptions indexes in opts the options turning figure id to each
// facing: the first of each, as faceOption finds it (-1 for none), for a
// caller that asks for several facings.
func faceOptions(opts []rules.Option, id string) [8]int {
	idx := [8]int{-1, -1, -1, -1, -1, -1, -1, -1}
	for k, o := range opts {
		if len(o.ID) <= 6+len(id) || !strings.HasPrefix(o.ID, "face:") || o.ID[5:5+len(id)] != id || o.ID[5+len(id)] != ':' {
			continue
		}
		rest := o.ID[6+len(id):]
		for d := board.North; d <= board.NorthWest; d++ {
			if idx[d] < 0 && rest == d.String() {
				idx[d] = k
			}
		}
	}
	return idx
}

func text(en, es string, args ...any) rules.Text {
	return rules.Text{En: sprintf(en, args), Es: sprintf(es, args)}
}
