package rules

import (
	"encoding/json"
	"fmt"
	"math/bits"
)

// Condition is one of the states of page 42 a figure can be in. Their
// effects are filled in by the rules that cause and resolve them; here they
// are only recorded.
type Condition uint8

const (
	KnockedDown Condition = iota
	Stunned
	Frightened
	Wounded
	Diseased
	Poisoned
	Stationary
	KnockedOut
	numConditions
)

var conditionNames = [numConditions]string{
	"knocked_down", "stunned", "frightened", "wounded", "diseased", "poisoned", "stationary", "knocked_out",
}

func (c Condition) String() string {
	if c < numConditions {
		return conditionNames[c]
	}
	return fmt.Sprintf("condition(%d)", c)
}

// ParseCondition reads a condition by its name ("knocked_down", ...).
func ParseCondition(s string) (Condition, error) {
	for i, n := range conditionNames {
		if n == s {
			return Condition(i), nil
		}
	}
	return 0, fmt.Errorf("unknown condition %q (want one of %v)", s, conditionNames)
}

// Conditions is a set of conditions, bit 1<<Condition. It serialises as a
// sorted list of names.
type Conditions uint16

// Has reports whether c is in the set.
func (cs Conditions) Has(c Condition) bool { return cs&(1<<c) != 0 }

// With returns the set with c added.
func (cs Conditions) With(c Condition) Conditions { return cs | 1<<c }

// Without returns the set with c removed.
func (cs Conditions) Without(c Condition) Conditions { return cs &^ (1 << c) }

// List returns the conditions in the set, in declaration order.
func (cs Conditions) List() []Condition {
	out := make([]Condition, 0, bits.OnesCount16(uint16(cs)))
	for c := Condition(0); c < numConditions; c++ {
		if cs.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// MarshalJSON writes the set as a list of names.
func (cs Conditions) MarshalJSON() ([]byte, error) {
	names := make([]string, 0, 4)
	for _, c := range cs.List() {
		names = append(names, c.String())
	}
	return json.Marshal(names)
}

// UnmarshalJSON reads a list of condition names.
func (cs *Conditions) UnmarshalJSON(b []byte) error {
	var names []string
	if err := json.Unmarshal(b, &names); err != nil {
		return err
	}
	var set Conditions
	for _, n := range names {
		c, err := ParseCondition(n)
		if err != nil {
			return err
		}
		set = set.With(c)
	}
	*cs = set
	return nil
}
