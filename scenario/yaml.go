package scenario

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"dun/board"
	"dun/rules"

	"go.yaml.in/yaml/v3"
)

// decoder walks yaml.Nodes, collecting every problem instead of stopping at
// the first.
type decoder struct {
	file string
	errs Errors
}

func (d *decoder) addAt(line, col int, format string, a ...any) {
	d.errs = append(d.errs, Error{File: d.file, Line: max(line, 1), Col: max(col, 1), Msg: fmt.Sprintf(format, a...)})
}

// errf reports a problem at node n.
func (d *decoder) errf(n *yaml.Node, format string, a ...any) {
	line, col := 1, 1
	if n != nil {
		line, col = n.Line, n.Column
	}
	d.addAt(line, col, format, a...)
}

// usable reports whether n can be read: aliases are refused, since they can
// form cycles and a scenario gains nothing from them.
func (d *decoder) usable(n *yaml.Node) bool {
	if n == nil {
		return false
	}
	if n.Kind == yaml.AliasNode {
		d.errf(n, "aliases (*%s) are not allowed in scenario files; write the value out", n.Value)
		return false
	}
	return true
}

func isNull(n *yaml.Node) bool {
	return n != nil && n.Kind == yaml.ScalarNode && n.Tag == "!!null"
}

// handlers maps the keys of a mapping to what reads their values.
type handlers map[string]func(k, v *yaml.Node)

// object reads mapping n: unknown and repeated keys are errors, and so are
// missing required ones. what names the mapping in messages.
func (d *decoder) object(n *yaml.Node, what string, required []string, h handlers) bool {
	if !d.usable(n) {
		return false
	}
	if n.Kind != yaml.MappingNode {
		d.errf(n, "%s: want a mapping with the keys %s", what, keyList(h))
		return false
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !d.usable(k) || !d.usable(v) {
			continue
		}
		if k.Kind != yaml.ScalarNode {
			d.errf(k, "%s: a key must be a plain name", what)
			continue
		}
		if seen[k.Value] {
			d.errf(k, "%s: duplicate key %q", what, k.Value)
			continue
		}
		seen[k.Value] = true
		fn, ok := h[k.Value]
		if !ok {
			d.errf(k, "%s: unknown field %q (want %s)", what, k.Value, keyList(h))
			continue
		}
		if isNull(v) {
			d.errf(k, "%s: %q has no value", what, k.Value)
			continue
		}
		fn(k, v)
	}
	for _, r := range required {
		if !seen[r] {
			d.errf(n, "%s: missing %q", what, r)
		}
	}
	return true
}

func keyList(h handlers) string {
	names := make([]string, 0, len(h))
	for k := range h {
		names = append(names, k)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// list calls fn for each item of sequence n.
func (d *decoder) list(n *yaml.Node, what string, fn func(i int, item *yaml.Node)) {
	if !d.usable(n) {
		return
	}
	if n.Kind != yaml.SequenceNode {
		d.errf(n, "%s: want a list", what)
		return
	}
	for i, item := range n.Content {
		if d.usable(item) {
			fn(i, item)
		}
	}
}

// scalar returns the text of a non-null scalar.
func (d *decoder) scalar(n *yaml.Node, what string) (string, bool) {
	if !d.usable(n) {
		return "", false
	}
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		d.errf(n, "%s: want a single value", what)
		return "", false
	}
	return n.Value, true
}

// str reads a non-empty string.
func (d *decoder) str(n *yaml.Node, what string) (string, bool) {
	s, ok := d.scalar(n, what)
	if !ok {
		return "", false
	}
	if strings.TrimSpace(s) == "" {
		d.errf(n, "%s: empty text", what)
		return "", false
	}
	return s, true
}

// integer reads a whole number within [lo, hi].
func (d *decoder) integer(n *yaml.Node, what string, lo, hi int) (int, bool) {
	s, ok := d.scalar(n, what)
	if !ok {
		return 0, false
	}
	v, err := strconv.ParseInt(strings.ReplaceAll(s, "_", ""), 0, 64)
	if n.Tag != "!!int" || err != nil {
		d.errf(n, "%s: want a whole number, not %q", what, s)
		return 0, false
	}
	if v < int64(lo) || v > int64(hi) {
		d.errf(n, "%s: %d is out of range %d-%d", what, v, lo, hi)
		return 0, false
	}
	return int(v), true
}

// boolean reads true or false.
func (d *decoder) boolean(n *yaml.Node, what string) (bool, bool) {
	s, ok := d.scalar(n, what)
	if !ok {
		return false, false
	}
	var b bool
	if n.Tag != "!!bool" || n.Decode(&b) != nil {
		d.errf(n, "%s: want true or false, not %q", what, s)
		return false, false
	}
	return b, true
}

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]{0,63}$`)

// ident reads an ID: lower-case letters, digits, '-', '_' and '.', starting
// with a letter or digit, at most 64 characters.
func (d *decoder) ident(n *yaml.Node, what string) (string, bool) {
	s, ok := d.scalar(n, what)
	if !ok {
		return "", false
	}
	if !idPattern.MatchString(s) {
		d.errf(n, "%s: %q is not an ID (lower-case letters, digits, '-', '_' or '.', starting with a letter or digit, at most 64 characters)", what, s)
		return "", false
	}
	return s, true
}

// maxCoord bounds the coordinates a scenario may write.
const maxCoord = 4095

// pos reads a square [x, y].
func (d *decoder) pos(n *yaml.Node, what string) (board.Pos, bool) {
	if !d.usable(n) {
		return board.Pos{}, false
	}
	if n.Kind != yaml.SequenceNode || len(n.Content) != 2 {
		d.errf(n, "%s: want a square [x, y]", what)
		return board.Pos{}, false
	}
	x, okx := d.integer(n.Content[0], what+" x", 0, maxCoord)
	y, oky := d.integer(n.Content[1], what+" y", 0, maxCoord)
	return board.Pos{X: x, Y: y}, okx && oky
}

// squares reads a list of squares.
func (d *decoder) squares(n *yaml.Node, what string) ([]board.Pos, bool) {
	var out []board.Pos
	ok := true
	d.list(n, what, func(i int, item *yaml.Node) {
		p, good := d.pos(item, fmt.Sprintf("%s[%d]", what, i))
		if good {
			out = append(out, p)
		} else {
			ok = false
		}
	})
	return out, ok && n.Kind == yaml.SequenceNode
}

func (d *decoder) dir(n *yaml.Node, what string) (board.Dir, bool) {
	s, ok := d.scalar(n, what)
	if !ok {
		return 0, false
	}
	dir, err := board.ParseDir(s)
	if err != nil {
		d.errf(n, "%s: %v", what, err)
		return 0, false
	}
	return dir, true
}

func (d *decoder) side(n *yaml.Node, what string) (rules.Side, bool) {
	s, ok := d.scalar(n, what)
	if !ok {
		return 0, false
	}
	side, err := rules.ParseSide(s)
	if err != nil {
		d.errf(n, "%s: %v", what, err)
		return 0, false
	}
	return side, true
}

func (d *decoder) cover(n *yaml.Node, what string) (board.Cover, bool) {
	s, ok := d.scalar(n, what)
	if !ok {
		return 0, false
	}
	c, err := board.ParseCover(s)
	if err != nil {
		d.errf(n, "%s: %v", what, err)
		return 0, false
	}
	return c, true
}

// maxDepth bounds the nesting of a free-form value.
const maxDepth = 32

// value turns a free-form node (a command, an event to match) into plain
// data: map[string]any, []any, int64, float64, string, bool or nil.
func (d *decoder) value(n *yaml.Node, what string, depth int) (any, bool) {
	if !d.usable(n) {
		return nil, false
	}
	if depth > maxDepth {
		d.errf(n, "%s: nested too deeply", what)
		return nil, false
	}
	switch n.Kind {
	case yaml.MappingNode:
		m := map[string]any{}
		ok := true
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if !d.usable(k) {
				ok = false
				continue
			}
			if k.Kind != yaml.ScalarNode {
				d.errf(k, "%s: a key must be a plain name", what)
				ok = false
				continue
			}
			if _, dup := m[k.Value]; dup {
				d.errf(k, "%s: duplicate key %q", what, k.Value)
				ok = false
				continue
			}
			x, good := d.value(v, what+" "+k.Value, depth+1)
			ok = ok && good
			m[k.Value] = x
		}
		return m, ok
	case yaml.SequenceNode:
		l := make([]any, 0, len(n.Content))
		ok := true
		for i, item := range n.Content {
			x, good := d.value(item, fmt.Sprintf("%s[%d]", what, i), depth+1)
			ok = ok && good
			l = append(l, x)
		}
		return l, ok
	case yaml.ScalarNode:
		switch n.Tag {
		case "!!null":
			return nil, true
		case "!!bool":
			var b bool
			if n.Decode(&b) != nil {
				d.errf(n, "%s: bad boolean %q", what, n.Value)
				return nil, false
			}
			return b, true
		case "!!int":
			v, err := strconv.ParseInt(strings.ReplaceAll(n.Value, "_", ""), 0, 64)
			if err != nil {
				d.errf(n, "%s: bad number %q", what, n.Value)
				return nil, false
			}
			return v, true
		case "!!float":
			var f float64
			if n.Decode(&f) != nil {
				d.errf(n, "%s: bad number %q", what, n.Value)
				return nil, false
			}
			return f, true
		}
		return n.Value, true
	}
	d.errf(n, "%s: unexpected YAML", what)
	return nil, false
}
