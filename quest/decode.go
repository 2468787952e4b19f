package quest

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"dun/board"

	"go.yaml.in/yaml/v3"
)

// field is one key of a YAML mapping.
type field struct {
	name     string
	required bool
}

// spec lists the keys of one kind of mapping. The JSON Schema test compares
// these lists with docs/schema/quest.schema.json, so the parser and the
// schema cannot drift apart.
type spec []field

func req(name string) field { return field{name, true} }
func opt(name string) field { return field{name, false} }

var specs = map[string]spec{
	"board": {req("map"), req("sections"), opt("doors"), opt("openings"), opt("stairs"), opt("pits"),
		opt("furniture"), opt("elements"), opt("start"), opt("finish"), opt("goals"), opt("arrows"), opt("traps")},
	"quest": {req("id"), req("title"), req("mission"), opt("background"), opt("faction"), opt("difficulty"),
		opt("leader"), opt("creatures"), opt("turn_limit"), opt("special_rules"), opt("rewards"),
		opt("success"), opt("failure")},
	"map":      {req("sections"), opt("terrain"), opt("levels")},
	"section":  {req("kind"), opt("main"), opt("outdoor"), opt("large"), opt("name")},
	"text":     {req("en"), req("es")},
	"door":     {opt("id"), req("at"), req("side"), opt("kind"), opt("state"), opt("locked"), opt("width")},
	"opening":  {req("at"), req("side"), opt("width")},
	"stair":    {req("at"), req("access")},
	"pit":      {req("at"), req("depth")},
	"element":  {opt("id"), req("kind"), opt("at"), opt("size"), opt("squares"), opt("height"), opt("cover"), opt("impassable"), opt("movable")},
	"arrow":    {req("at"), req("facing"), req("to")},
	"trap":     {opt("id"), req("kind"), req("at"), opt("hidden")},
	"leader":   {opt("id"), req("kind"), opt("at"), opt("facing"), opt("equipment"), opt("notes")},
	"creature": {opt("id"), req("kind"), req("at"), req("facing"), opt("notes")},
	"rewards":  {opt("coins"), opt("experience"), opt("text")},
}

func (s spec) has(name string) (field, bool) {
	for _, f := range s {
		if f.name == name {
			return f, true
		}
	}
	return field{}, false
}

func (s spec) names() string {
	n := make([]string, len(s))
	for i, f := range s {
		n[i] = f.name
	}
	return strings.Join(n, ", ")
}

// decoder walks yaml.Nodes, collecting every problem instead of stopping at
// the first.
type decoder struct {
	file  string
	lines []string // the source, for the columns of layer characters
	errs  Errors
}

func newDecoder(file string, src []byte) *decoder {
	d := &decoder{file: file}
	if src != nil {
		d.lines = strings.Split(string(src), "\n")
	}
	return d
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
// form cycles and a quest file gains nothing from them.
func (d *decoder) usable(n *yaml.Node) bool {
	if n == nil {
		return false
	}
	if n.Kind == yaml.AliasNode {
		d.errf(n, "aliases (*%s) are not allowed in quest files; write the value out", n.Value)
		return false
	}
	return true
}

func isNull(n *yaml.Node) bool {
	return n != nil && n.Kind == yaml.ScalarNode && n.Tag == "!!null"
}

type handler func(v *yaml.Node)

// object reads mapping n whose keys follow specs[kind]: unknown and repeated
// keys are errors, missing required ones too. A key with an empty (null)
// value counts as absent. what names the mapping in messages.
func (d *decoder) object(n *yaml.Node, kind, what string, h map[string]handler) bool {
	s, ok := specs[kind]
	if !ok || len(s) != len(h) {
		panic("quest: handlers do not match the spec of " + kind)
	}
	if !d.usable(n) {
		return false
	}
	if n.Kind != yaml.MappingNode {
		d.errf(n, "%s: want a mapping with the keys %s", what, s.names())
		return false
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !d.usable(k) {
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
		f, ok := s.has(k.Value)
		if !ok {
			d.errf(k, "%s: unknown field %q (want %s)", what, k.Value, s.names())
			continue
		}
		if isNull(v) {
			if f.required {
				d.errf(k, "%s: %q has no value", what, k.Value)
			}
			continue
		}
		fn := h[k.Value]
		if fn == nil {
			panic("quest: no handler for " + kind + "." + k.Value)
		}
		fn(v)
	}
	for _, f := range s {
		if f.required && !seen[f.name] {
			d.errf(n, "%s: missing %q", what, f.name)
		}
	}
	return true
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

// integer reads an integer within [lo, hi].
func (d *decoder) integer(n *yaml.Node, what string, lo, hi int) (int, bool) {
	s, ok := d.scalar(n, what)
	if !ok {
		return 0, false
	}
	if n.Tag != "!!int" {
		d.errf(n, "%s: want a whole number, not %q", what, s)
		return 0, false
	}
	v, err := strconv.ParseInt(strings.ReplaceAll(s, "_", ""), 0, 64)
	if err != nil {
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
	if n.Tag != "!!bool" {
		d.errf(n, "%s: want true or false, not %q", what, s)
		return false, false
	}
	var b bool
	if err := n.Decode(&b); err != nil {
		d.errf(n, "%s: want true or false, not %q", what, s)
		return false, false
	}
	return b, true
}

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]{0,63}$`)

// ident reads a content ID: lower-case letters, digits, '-', '_' and '.',
// starting with a letter or digit, at most 64 characters.
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

// Text is a text in English and Spanish.
type Text struct {
	En string `json:"en"`
	Es string `json:"es"`
}

// IsZero reports whether the text was not given.
func (t Text) IsZero() bool { return t.En == "" && t.Es == "" }

func (d *decoder) text(n *yaml.Node, what string) Text {
	var t Text
	d.object(n, "text", what, map[string]handler{
		"en": func(v *yaml.Node) { t.En, _ = d.str(v, what+" en") },
		"es": func(v *yaml.Node) { t.Es, _ = d.str(v, what+" es") },
	})
	return t
}

// pos reads a square [x, y]; whether it lies on the map is checked later.
func (d *decoder) pos(n *yaml.Node, what string) (board.Pos, bool) {
	if !d.usable(n) {
		return board.Pos{}, false
	}
	if n.Kind != yaml.SequenceNode || len(n.Content) != 2 {
		d.errf(n, "%s: want a square [x, y]", what)
		return board.Pos{}, false
	}
	x, okx := d.integer(n.Content[0], what+" x", 0, MaxSize-1)
	y, oky := d.integer(n.Content[1], what+" y", 0, MaxSize-1)
	return board.Pos{X: x, Y: y}, okx && oky
}

func (d *decoder) side(n *yaml.Node, what string) (board.Side, bool) {
	s, ok := d.scalar(n, what)
	if !ok {
		return 0, false
	}
	side, err := board.ParseSide(s)
	if err != nil {
		d.errf(n, "%s: %v", what, err)
		return 0, false
	}
	return side, true
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

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// syntax turns an error of the YAML parser into an Error.
func (d *decoder) syntax(err error) {
	msg := err.Error()
	line := 1
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		if v, e := strconv.Atoi(m[1]); e == nil {
			line = v
		}
		msg = m[2]
	} else {
		msg = strings.TrimPrefix(msg, "yaml: ")
	}
	d.addAt(line, 1, "YAML syntax: %s", msg)
}
