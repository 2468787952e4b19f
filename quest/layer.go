package quest

import (
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// MaxSize is the largest width and height of a map, in squares.
const MaxSize = 200

// layer is one text layer of the map: rows of characters, each with the
// line and column of its first character in the file.
type layer struct {
	node *yaml.Node
	rows [][]rune
	line []int
	col  []int
}

// at is the file position of character x of row y.
func (l *layer) at(x, y int) (line, col int) { return l.line[y], l.col[y] + x }

// readLayer reads a layer written as a literal block (|) or as a list of
// strings, one per row. key is the mapping key, used to guess the
// indentation when the source text is not available.
func (d decoder) readLayer(key, n *yaml.Node, what string) *layer {
	if !d.Usable(n) {
		return nil
	}
	l := &layer{node: n}
	switch {
	case n.Kind == yaml.ScalarNode && n.Style&yaml.LiteralStyle != 0:
		rows := strings.Split(n.Value, "\n")
		for len(rows) > 0 && rows[len(rows)-1] == "" {
			rows = rows[:len(rows)-1]
		}
		for r, row := range rows {
			line := n.Line + 1 + r
			col := key.Column + 2
			if src, ok := d.SourceLine(line); ok {
				if strings.HasSuffix(src, row) {
					col = utf8.RuneCountInString(src) - utf8.RuneCountInString(row) + 1
				}
			}
			l.add(row, line, col)
		}
	case n.Kind == yaml.SequenceNode:
		for _, item := range n.Content {
			if !d.Usable(item) {
				return nil
			}
			if item.Kind != yaml.ScalarNode || item.Tag == "!!null" {
				d.Errorf(item, "%s: each row is a string of characters", what)
				return nil
			}
			col := item.Column
			if item.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 {
				col++
			}
			l.add(item.Value, item.Line, col)
		}
	default:
		d.Errorf(n, "%s: write the layer as a literal block (|) or as a list of rows", what)
		return nil
	}
	if len(l.rows) == 0 {
		d.Errorf(n, "%s: the layer has no rows", what)
		return nil
	}
	if len(l.rows) > MaxSize {
		d.Errorf(n, "%s: %d rows, more than the %d allowed", what, len(l.rows), MaxSize)
		return nil
	}
	for y, row := range l.rows {
		if len(row) > MaxSize {
			line, col := l.at(MaxSize, y)
			d.ErrorfAt(line, col, "%s: row %d is longer than the %d squares allowed", what, y, MaxSize)
			return nil
		}
	}
	return l
}

func (l *layer) add(row string, line, col int) {
	l.rows = append(l.rows, []rune(row))
	l.line = append(l.line, line)
	l.col = append(l.col, col)
}

// width is the length of the longest row.
func (l *layer) width() int {
	w := 0
	for _, r := range l.rows {
		w = max(w, len(r))
	}
	return w
}

// char returns the character at (x, y), or a space past the end of a
// shorter row: a missing character means the same as a space.
func (l *layer) char(x, y int) rune {
	if x < len(l.rows[y]) {
		return l.rows[y][x]
	}
	return ' '
}

// fits checks that l is no larger than w x h, reporting the first
// character beyond the map or the missing rows.
func (d decoder) fits(l *layer, w, h int, what string) bool {
	ok := true
	if len(l.rows) != h {
		d.Errorf(l.node, "%s: %d rows, but the sections layer has %d", what, len(l.rows), h)
		ok = false
	}
	for y, row := range l.rows {
		if len(row) > w {
			line, col := l.at(w, y)
			d.ErrorfAt(line, col, "%s: row %d has %d characters, wider than the sections layer (%d)", what, y, len(row), w)
			ok = false
		}
	}
	return ok
}
