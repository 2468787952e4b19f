package dice

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Faces is the number of faces of every die in the game.
const Faces = 6

// Request tells a Source what the die it must produce is for.
type Request struct {
	Roll    int    `json:"roll"`    // 1-based number of the roll on its Roller
	Purpose string `json:"purpose"` // what the roll decides, e.g. "run: Taeral"
	Kind    string `json:"kind"`    // the dice rolled, e.g. "2D6"
	Die     int    `json:"die"`     // 1-based number of this die within the roll
	Of      int    `json:"of"`      // how many dice the roll throws
}

// What describes the roll the die belongs to: "roll 3 (run: Taeral 2D6)".
func (r Request) What() string {
	what := r.Kind
	if r.Purpose != "" {
		what = r.Purpose + " " + r.Kind
	}
	return fmt.Sprintf("roll %d (%s)", r.Roll, what)
}

// String is What followed by the die wanted: "roll 3 (run: Taeral 2D6) die 2 of 2".
func (r Request) String() string { return fmt.Sprintf("%s die %d of %d", r.What(), r.Die, r.Of) }

// Source produces six-sided dice, one at a time.
type Source interface {
	// Die returns a result from 1 to 6 for the die described by req.
	Die(req Request) (int, error)
}

// ErrOutOfRange is wrapped by the errors for die results outside 1-6.
var ErrOutOfRange = errors.New("die result out of range 1-6")

// ErrExhausted is wrapped by the error a Script returns when it has no
// forced result left.
var ErrExhausted = errors.New("dice script exhausted")

// Generator is a deterministic pseudo-random Source: the same seed always
// reproduces the same dice. It uses PCG, whose output is fixed by its
// specification, and draws faces by rejection so that every face is equally
// likely.
type Generator struct {
	pcg   *rand.PCG
	seed  uint64
	draws uint64
}

// Seeded returns a Generator started from seed.
func Seeded(seed uint64) *Generator {
	return &Generator{pcg: rand.NewPCG(seed, seed^0x9e3779b97f4a7c15), seed: seed}
}

// Seed is the seed the generator was started from.
func (g *Generator) Seed() uint64 { return g.seed }

// Draws is the number of dice produced so far.
func (g *Generator) Draws() uint64 { return g.draws }

// Die returns the next die; it never fails.
func (g *Generator) Die(Request) (int, error) {
	// The largest multiple of 6 that fits in a uint64 bounds the accepted
	// values, so faces come out uniform.
	const limit = ^uint64(0) - ^uint64(0)%Faces
	for {
		v := g.pcg.Uint64()
		if v < limit {
			g.draws++
			return int(v%Faces) + 1, nil
		}
	}
}

// MarshalBinary saves the generator's position, so a game resumed from a
// snapshot continues with the dice it would have rolled.
func (g *Generator) MarshalBinary() ([]byte, error) {
	b, err := g.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	var tail [16]byte
	for i := range 8 {
		tail[i] = byte(g.seed >> (8 * i))
		tail[8+i] = byte(g.draws >> (8 * i))
	}
	return append(b, tail[:]...), nil
}

// UnmarshalBinary restores a position saved by MarshalBinary.
func (g *Generator) UnmarshalBinary(data []byte) error {
	if len(data) < 16 {
		return errors.New("dice: generator state too short")
	}
	n := len(data) - 16
	if g.pcg == nil {
		g.pcg = &rand.PCG{}
	}
	if err := g.pcg.UnmarshalBinary(data[:n]); err != nil {
		return fmt.Errorf("dice: generator state: %w", err)
	}
	tail := data[n:]
	g.seed, g.draws = 0, 0
	for i := range 8 {
		g.seed |= uint64(tail[i]) << (8 * i)
		g.draws |= uint64(tail[8+i]) << (8 * i)
	}
	return nil
}

// Script is a Source of forced results, given in order. Scenario files and
// tests use it to decide every die; Used tells them whether all the forced
// dice were consumed.
type Script struct {
	values []int
	next   int
}

// Scripted returns a Script that produces values in order. A value outside
// 1-6 is reported when it is reached, or at once by Check.
func Scripted(values ...int) *Script {
	return &Script{values: append([]int(nil), values...)}
}

// Check reports the first forced value outside 1-6, naming its position
// (1-based) in the script.
func (s *Script) Check() error {
	for i, v := range s.values {
		if v < 1 || v > Faces {
			return fmt.Errorf("dice script value %d at position %d: %w", v, i+1, ErrOutOfRange)
		}
	}
	return nil
}

// Die returns the next forced result.
func (s *Script) Die(req Request) (int, error) {
	if s.next >= len(s.values) {
		return 0, fmt.Errorf("%w: %s wanted die %d of %d", ErrExhausted, req.What(), req.Die, req.Of)
	}
	v := s.values[s.next]
	if v < 1 || v > Faces {
		return 0, fmt.Errorf("dice script value %d at position %d for %s: %w", v, s.next+1, req, ErrOutOfRange)
	}
	s.next++
	return v, nil
}

// Used is the number of forced results consumed so far.
func (s *Script) Used() int { return s.next }

// Len is the number of forced results the script was given.
func (s *Script) Len() int { return len(s.values) }

// Remaining returns the forced results not yet consumed.
func (s *Script) Remaining() []int { return append([]int(nil), s.values[s.next:]...) }

// Manual is a Source whose dice are entered by a person: the function asks
// for the die described by the request (the CLI prompts, a browser shows a
// dialog) and returns what was rolled. A result outside 1-6 is an error.
type Manual func(req Request) (int, error)

// Die asks for one die.
func (m Manual) Die(req Request) (int, error) {
	if m == nil {
		return 0, fmt.Errorf("dice: no one to ask for %s", req)
	}
	v, err := m(req)
	if err != nil {
		return 0, err
	}
	if v < 1 || v > Faces {
		return 0, fmt.Errorf("die %d entered for %s: %w", v, req, ErrOutOfRange)
	}
	return v, nil
}
