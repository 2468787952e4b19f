package hero

import (
	"fmt"
	"strings"
)

// Problem is one thing wrong with (or, as a warning, worth saying about)
// a hero file, at the place it concerns, in English and Spanish.
type Problem struct {
	Path   string
	At     Pos
	En, Es string
}

// In returns the problem as file:line:col: text in lang ("es" or English).
func (p Problem) In(lang string) string {
	msg := p.En
	if lang == "es" {
		msg = p.Es
	}
	return fmt.Sprintf("%s:%d:%d: %s", p.Path, max(p.At.Line, 1), max(p.At.Col, 1), msg)
}

func (p Problem) Error() string { return p.In("en") }

// Problems are every problem Check found, one per line when printed.
type Problems []Problem

func (ps Problems) Error() string { return ps.In("en") }

// In returns the problems in lang, one per line.
func (ps Problems) In(lang string) string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.In(lang)
	}
	return strings.Join(lines, "\n")
}

// report collects problems of one file.
type report struct {
	path string
	list Problems
}

// add reports a problem at at, already worded in both languages.
func (r *report) add(at Pos, en, es string) {
	r.list = append(r.list, Problem{Path: r.path, At: at, En: en, Es: es})
}
