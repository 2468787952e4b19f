package rules

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// stateFields is State without its methods, so the JSON methods below can
// reuse the struct tags.
type stateFields State

// MarshalJSON writes the state with its board.
func (s State) MarshalJSON() ([]byte, error) {
	return json.Marshal(stateFields(s))
}

// UnmarshalJSON reads a state written by MarshalJSON and checks it (see
// Check): a state read from JSON is safe to hand to Apply.
func (s *State) UnmarshalJSON(b []byte) error {
	var w stateFields
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return fmt.Errorf("state: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("state: data after the state")
	}
	if w.Board == nil {
		return fmt.Errorf("state: the state has no board")
	}
	st := State(w)
	if err := st.Check(); err != nil {
		return fmt.Errorf("state: %v", err)
	}
	*s = st
	return nil
}
