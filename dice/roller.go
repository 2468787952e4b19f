package dice

import (
	"fmt"
	"slices"
)

// Roller rolls the dice of the rules over a Source and records every roll.
// It is not safe for concurrent use; the rules use one per game.
type Roller struct {
	src  Source
	seq  int
	log  []Roll
	take int // log[take:] has not been returned by Take yet
	// quiet: no log is kept (Quiet).
	quiet bool
}

// NewRoller returns a Roller drawing from src.
func NewRoller(src Source) *Roller { return &Roller{src: src} }

// Quiet makes r a new Roller drawing from src that keeps no log: Log and
// Take return nothing. The rolls it returns are those a NewRoller would;
// the rules, which read only the rolls returned, roll hundreds of times a
// game, and a logged roll is copied twice (the log's and the caller's).
func (r *Roller) Quiet(src Source) { *r = Roller{src: src, quiet: true} }

// Source is the source the roller draws from.
func (r *Roller) Source() Source { return r.src }

// Rolls is the number of rolls made so far.
func (r *Roller) Rolls() int { return r.seq }

// Log returns every roll made so far, oldest first. The slice is the
// roller's own; callers must not change it.
func (r *Roller) Log() []Roll { return r.log }

// Take returns the rolls made since the previous Take (or since the start),
// so a command can attach the rolls it caused to its events.
func (r *Roller) Take() []Roll {
	out := slices.Clone(r.log[r.take:])
	r.take = len(r.log)
	return out
}

// draw asks the source for n dice of one roll.
func (r *Roller) draw(purpose, kind string, n int) ([]int, error) {
	dice := make([]int, n)
	for k := range n {
		req := Request{Roll: r.seq + 1, Purpose: purpose, Kind: kind, Die: k + 1, Of: n}
		if r.src == nil {
			return nil, fmt.Errorf("dice: no source for %s", req)
		}
		v, err := r.src.Die(req)
		if err != nil {
			return nil, err
		}
		if v < 1 || v > Faces {
			return nil, fmt.Errorf("die %d from the source for %s: %w", v, req, ErrOutOfRange)
		}
		dice[k] = v
	}
	return dice, nil
}

func (r *Roller) record(roll Roll) Roll {
	r.seq++
	roll.Seq = r.seq
	if r.quiet {
		return roll // its slices are new: nothing else holds them
	}
	r.log = append(r.log, roll)
	return roll.Clone()
}

// ND6 rolls n six-sided dice and records the roll as "nD6"; Total is their
// sum. n must be at least 1.
func (r *Roller) ND6(n int, purpose string) (Roll, error) {
	if n < 1 {
		return Roll{}, fmt.Errorf("dice: cannot roll %d dice for %q", n, purpose)
	}
	kind := ndKind(n)
	dice, err := r.draw(purpose, kind, n)
	if err != nil {
		return Roll{}, err
	}
	return r.record(Roll{Purpose: purpose, Kind: kind, Dice: dice, Total: sum(dice)}), nil
}

// D6 rolls one six-sided die ("1D6").
func (r *Roller) D6(purpose string) (Roll, error) { return r.ND6(1, purpose) }

// Two rolls two six-sided dice ("2D6"), the roll of tests and opposed rolls.
func (r *Roller) Two(purpose string) (Roll, error) { return r.ND6(2, purpose) }

// D3 rolls one six-sided die and halves it rounding up (page 10); Dice keeps
// the face, Total the D3 value.
func (r *Roller) D3(purpose string) (Roll, error) {
	dice, err := r.draw(purpose, "D3", 1)
	if err != nil {
		return Roll{}, err
	}
	return r.record(Roll{Purpose: purpose, Kind: "D3", Dice: dice, Total: D3(dice[0])}), nil
}

// Reroll rolls again the dice of prev at the given indexes (all of them when
// which is empty, as a Fortune point requires, page 14) and records a new
// roll of the same kind whose new faces are final even if worse (page 10).
func (r *Roller) Reroll(prev Roll, which []int, purpose string) (Roll, error) {
	if len(prev.Dice) == 0 {
		return Roll{}, fmt.Errorf("dice: nothing to reroll for %q", purpose)
	}
	if len(which) == 0 {
		which = make([]int, len(prev.Dice))
		for i := range which {
			which[i] = i
		}
	}
	seen := make([]bool, len(prev.Dice))
	for _, k := range which {
		if k < 0 || k >= len(prev.Dice) || seen[k] {
			return Roll{}, fmt.Errorf("dice: bad die index %d to reroll in %v for %q", k, prev.Dice, purpose)
		}
		seen[k] = true
	}
	if prev.Kind == "D3" && len(prev.Dice) != 1 {
		return Roll{}, fmt.Errorf("dice: malformed D3 roll %v", prev.Dice)
	}
	fresh, err := r.draw(purpose, prev.Kind, len(which))
	if err != nil {
		return Roll{}, err
	}
	dice := slices.Clone(prev.Dice)
	before := make([]int, len(which))
	for n, k := range which {
		before[n] = dice[k]
		dice[k] = fresh[n]
	}
	total := sum(dice)
	if prev.Kind == "D3" {
		total = D3(dice[0])
	}
	return r.record(Roll{Purpose: purpose, Kind: prev.Kind, Dice: dice, Total: total,
		Rerolled: slices.Clone(which), Before: before}), nil
}

// ndKinds are the kinds of rolls of up to 9 dice, written once.
var ndKinds = [...]string{"0D6", "1D6", "2D6", "3D6", "4D6", "5D6", "6D6", "7D6", "8D6", "9D6"}

// ndKind is the kind of a roll of n six-sided dice ("2D6").
func ndKind(n int) string {
	if n < len(ndKinds) {
		return ndKinds[n]
	}
	return fmt.Sprintf("%dD6", n)
}

func sum(dice []int) int {
	t := 0
	for _, d := range dice {
		t += d
	}
	return t
}
