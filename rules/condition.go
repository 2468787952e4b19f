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

var conditionTexts = [numConditions]Text{
	{En: "knocked down", Es: "derribado"}, {En: "stunned", Es: "aturdido"}, {En: "frightened", Es: "atemorizado"},
	{En: "wounded", Es: "herido"}, {En: "diseased", Es: "enfermo"}, {En: "poisoned", Es: "envenenado"},
	{En: "stationary", Es: "inmóvil"}, {En: "knocked out", Es: "fuera de combate"},
}

// Text names the condition for players, in English and Spanish.
func (c Condition) Text() Text {
	if c < numConditions {
		return conditionTexts[c]
	}
	return Text{En: c.String(), Es: c.String()}
}

// MarshalText writes the condition's name ("knocked_down").
func (c Condition) MarshalText() ([]byte, error) {
	if c >= numConditions {
		return nil, fmt.Errorf("invalid condition %d", c)
	}
	return []byte(conditionNames[c]), nil
}

// UnmarshalText reads a condition's name.
func (c *Condition) UnmarshalText(b []byte) error {
	v, err := ParseCondition(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// penalises reports whether the condition gives -1 to the figure's
// attributes (page 42: knocked down, stunned, and those "the same as
// stunned"). The penalties of several conditions add up.
func (c Condition) penalises() bool {
	switch c {
	case KnockedDown, Stunned, Frightened, Wounded, Diseased, Poisoned:
		return true
	}
	return false
}

// stopsRunning reports whether the condition forbids running (page 42:
// stunned, and wounded, diseased and poisoned, which are "the same as
// stunned"; a frightened figure may run). A knocked-down figure may not
// act at all.
func (c Condition) stopsRunning() bool {
	switch c {
	case Stunned, Wounded, Diseased, Poisoned:
		return true
	}
	return false
}

// gain gives figure fi condition c, if it lacks it, and reports it.
func (e *env) gain(fi int, c Condition) {
	f := &e.s.Figures[fi]
	if f.Conditions.Has(c) {
		return
	}
	if k, ok := immuneTo(f, c); ok {
		e.skillUsed(f, k, Text{En: "immune to " + c.Text().En, Es: "inmune a " + c.Text().Es})
		return
	}
	if c != KnockedOut && f.immune(c) {
		e.emit(ConditionWarded{Figure: f.ID, Condition: c})
		return
	}
	if it := wornImmune(f, c); it != nil {
		e.emit(ItemPowerUsed{Figure: f.ID, ItemName: it.Name, What: Text{En: "immune to " + c.Text().En, Es: "inmune a " + c.Text().Es}})
		return
	}
	f.Conditions = f.Conditions.With(c)
	e.emit(ConditionGained{Figure: f.ID, Condition: c})
}

// lose removes condition c from figure fi, if it has it, and reports it;
// roll is the Seq of the roll that removed it, 0 if none. A figure that
// stands up forgets that it was lying at its last activation.
func (e *env) lose(fi int, c Condition, roll int) {
	f := &e.s.Figures[fi]
	if !f.Conditions.Has(c) {
		return
	}
	f.Conditions = f.Conditions.Without(c)
	if c == KnockedDown {
		f.SetDownLastActivation(false)
	}
	e.emit(ConditionLost{Figure: f.ID, Condition: c, Roll: roll})
}
