package yamldec

import (
	"regexp"
	"strconv"
	"strings"

	"dun/board"

	"go.yaml.in/yaml/v3"
)

// Each reader takes the node and what names it in messages, reports what
// is wrong with the node, and returns the value and whether it got one.

// Scalar returns the text of a single value that is not empty.
func (d *Decoder) Scalar(n *yaml.Node, what string) (string, bool) {
	if !d.Usable(n) {
		return "", false
	}
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		d.Errorf(n, "%s: want a single value", what)
		return "", false
	}
	return n.Value, true
}

// Str reads a text that is not blank.
func (d *Decoder) Str(n *yaml.Node, what string) (string, bool) {
	s, ok := d.Scalar(n, what)
	if !ok {
		return "", false
	}
	if strings.TrimSpace(s) == "" {
		d.Errorf(n, "%s: empty text", what)
		return "", false
	}
	return s, true
}

// Int reads a whole number within [lo, hi].
func (d *Decoder) Int(n *yaml.Node, what string, lo, hi int) (int, bool) {
	s, ok := d.Scalar(n, what)
	if !ok {
		return 0, false
	}
	v, err := strconv.ParseInt(strings.ReplaceAll(s, "_", ""), 0, 64)
	if n.Tag != "!!int" || err != nil {
		d.Errorf(n, "%s: want a whole number, not %q", what, s)
		return 0, false
	}
	if v < int64(lo) || v > int64(hi) {
		d.Errorf(n, "%s: %d is out of range %d-%d", what, v, lo, hi)
		return 0, false
	}
	return int(v), true
}

// Bool reads true or false (and no other spelling, such as yes or on).
func (d *Decoder) Bool(n *yaml.Node, what string) (bool, bool) {
	s, ok := d.Scalar(n, what)
	if !ok {
		return false, false
	}
	var b bool
	if n.Tag != "!!bool" || n.Decode(&b) != nil {
		d.Errorf(n, "%s: want true or false, not %q", what, s)
		return false, false
	}
	return b, true
}

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]{0,63}$`)

// Ident reads an ID: lower-case letters, digits, '-', '_' and '.',
// starting with a letter or digit, at most 64 characters.
func (d *Decoder) Ident(n *yaml.Node, what string) (string, bool) {
	s, ok := d.Scalar(n, what)
	if !ok {
		return "", false
	}
	if !idPattern.MatchString(s) {
		d.Errorf(n, "%s: %q is not an ID (lower-case letters, digits, '-', '_' or '.', starting with a letter or digit, at most 64 characters)", what, s)
		return "", false
	}
	return s, true
}

// ParseScalar reads a single value with parse, whose error becomes the
// message: ParseScalar(d, n, "facing", board.ParseDir) reports
// "facing: unknown direction ...". On an error the value is parse's.
func ParseScalar[T any](d *Decoder, n *yaml.Node, what string, parse func(string) (T, error)) (T, bool) {
	s, ok := d.Scalar(n, what)
	if !ok {
		var zero T
		return zero, false
	}
	v, err := parse(s)
	if err != nil {
		d.Errorf(n, "%s: %v", what, err)
		return v, false
	}
	return v, true
}

// Pos reads a square [x, y], each from 0 to the format's MaxCoord. Whether
// it lies on a map is the caller's to check.
func (d *Decoder) Pos(n *yaml.Node, what string) (board.Pos, bool) {
	if !d.Usable(n) {
		return board.Pos{}, false
	}
	if n.Kind != yaml.SequenceNode || len(n.Content) != 2 {
		d.Errorf(n, "%s: want a square [x, y]", what)
		return board.Pos{}, false
	}
	x, okx := d.Int(n.Content[0], what+" x", 0, d.format.MaxCoord)
	y, oky := d.Int(n.Content[1], what+" y", 0, d.format.MaxCoord)
	return board.Pos{X: x, Y: y}, okx && oky
}

// Dir reads one of the eight directions (N, NE, ... NW).
func (d *Decoder) Dir(n *yaml.Node, what string) (board.Dir, bool) {
	return ParseScalar(d, n, what, board.ParseDir)
}

// SquareSide reads a side of a square (north, east, south, west or N, E, S,
// W).
func (d *Decoder) SquareSide(n *yaml.Node, what string) (board.Side, bool) {
	return ParseScalar(d, n, what, board.ParseSide)
}

// Cover reads a degree of cover (none, light or heavy).
func (d *Decoder) Cover(n *yaml.Node, what string) (board.Cover, bool) {
	return ParseScalar(d, n, what, board.ParseCover)
}
