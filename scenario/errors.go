package scenario

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"dun/quest"
)

// Error is one problem in a scenario file, at a 1-based line and column.
type Error struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Col  int    `json:"col"`
	Msg  string `json:"msg"`
}

func (e Error) Error() string { return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg) }

// Errors is every problem found in a file, in file order. Parse returns it
// as its error when it is not empty.
type Errors []Error

func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// sorted returns the errors in file order, without repeats.
func (es Errors) sorted() Errors {
	out := append(Errors(nil), es...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	k := 0
	for i, e := range out {
		if i > 0 && e == out[k-1] {
			continue
		}
		out[k] = e
		k++
	}
	return out[:k]
}

// fromQuest converts the errors of the quest package, keeping their files
// and positions.
func fromQuest(err error) Errors {
	var qe quest.Errors
	if errors.As(err, &qe) {
		out := make(Errors, len(qe))
		for i, e := range qe {
			out[i] = Error{File: e.File, Line: e.Line, Col: e.Col, Msg: e.Msg}
		}
		return out
	}
	return nil
}
