package yamldec

import (
	"fmt"
	"sort"
	"strings"
)

// Error is one problem in a file, at a 1-based line and column.
type Error struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Col  int    `json:"col"`
	Msg  string `json:"msg"`
}

func (e Error) Error() string { return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg) }

// Errors is every problem found in a file (or in a file and the files it
// refers to), one per line when printed.
type Errors []Error

func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Sorted returns a copy of the errors in file order (by file name, line and
// column, keeping the order in which problems were found at one position),
// without repeats.
func (es Errors) Sorted() Errors {
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
