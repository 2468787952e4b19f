// Package yamldec reads YAML files through yaml.Node so that every problem
// can be reported as file:line:column: message, all problems of a file in
// one run rather than the first alone. Quest sheets, scenario files and
// content packs share it, so that they refuse the same mistakes (unknown,
// repeated or missing keys, aliases, values of the wrong type or out of
// range) with the same words.
//
// A Decoder collects problems instead of stopping at the first: each
// reading method reports what is wrong with the node it is given and says
// whether it got a value, and the caller goes on with the next node. The
// package does no I/O: callers pass the bytes and the name of the file used
// in messages.
package yamldec

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Format describes a kind of file: how messages name it and the rules its
// readers share.
type Format struct {
	// Name names the kind of file in messages: with "quest", an alias is
	// refused with "aliases are not allowed in quest files". Empty means
	// "YAML".
	Name string
	// EmptyIsAbsent makes an optional key written with an empty value
	// ("doors:" with nothing after it) count as absent. Without it such a
	// key is an error, as it is for a required key in any format.
	EmptyIsAbsent bool
	// MaxCoord is the largest x or y that Pos accepts; 0 means no limit
	// but the size of an int.
	MaxCoord int
}

// Decoder reads the nodes of one file, collecting every problem.
type Decoder struct {
	file   string
	src    []byte
	lines  []string // src split into lines, on first use
	format Format
	errs   Errors
}

// New returns a decoder for file, whose content is src (nil when the
// caller decodes nodes without their source; then Document finds nothing
// and SourceLine nothing).
func New(file string, src []byte, f Format) *Decoder {
	if f.Name == "" {
		f.Name = "YAML"
	}
	if f.MaxCoord <= 0 {
		f.MaxCoord = int(^uint(0) >> 1)
	}
	return &Decoder{file: file, src: src, format: f}
}

// File is the name of the file in messages.
func (d *Decoder) File() string { return d.file }

// ErrorfAt reports a problem at a 1-based line and column (clamped to 1).
func (d *Decoder) ErrorfAt(line, col int, format string, a ...any) {
	d.errs = append(d.errs, Error{File: d.file, Line: max(line, 1), Col: max(col, 1), Msg: fmt.Sprintf(format, a...)})
}

// Errorf reports a problem at node n (at the start of the file if n is nil).
func (d *Decoder) Errorf(n *yaml.Node, format string, a ...any) {
	line, col := 1, 1
	if n != nil {
		line, col = n.Line, n.Column
	}
	d.ErrorfAt(line, col, format, a...)
}

// Add adds problems found elsewhere, such as in a file this one refers to;
// they keep their own files and positions.
func (d *Decoder) Add(es ...Error) { d.errs = append(d.errs, es...) }

// Failed reports whether any problem has been found so far.
func (d *Decoder) Failed() bool { return len(d.errs) > 0 }

// Errors returns the problems found so far, in file order, without repeats.
func (d *Decoder) Errors() Errors { return d.errs.Sorted() }

// Err returns the problems found so far as an Errors value, or nil when
// there are none.
func (d *Decoder) Err() error {
	if len(d.errs) == 0 {
		return nil
	}
	return d.errs.Sorted()
}

// SourceLine returns line n (1-based) of the source, without its line
// ending, and false when the decoder has no source or no such line.
func (d *Decoder) SourceLine(n int) (string, bool) {
	if d.src == nil {
		return "", false
	}
	if d.lines == nil {
		d.lines = strings.Split(string(d.src), "\n")
	}
	if n < 1 || n > len(d.lines) {
		return "", false
	}
	return strings.TrimSuffix(d.lines[n-1], "\r"), true
}

// Document parses the source, which must hold exactly one YAML document,
// and returns its top node, or nil when there is nothing to read (an empty
// file, a syntax error). A second document is reported and ignored.
func (d *Decoder) Document() *yaml.Node {
	dec := yaml.NewDecoder(bytes.NewReader(d.src))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			d.ErrorfAt(1, 1, "the file is empty")
		} else {
			d.syntax(err)
		}
		return nil
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		d.Errorf(&extra, "a %s file holds one YAML document; remove the second", d.format.Name)
	} else if !errors.Is(err, io.EOF) {
		d.syntax(err)
	}
	root := &doc
	if root.Kind == yaml.DocumentNode {
		if len(root.Content) != 1 {
			d.Errorf(root, "the file is empty")
			return nil
		}
		root = root.Content[0]
	}
	return root
}

var yamlLine = regexp.MustCompile(`(?s)^yaml: line (\d+): (.*)$`)

// syntax reports an error of the YAML parser at the line it names.
func (d *Decoder) syntax(err error) {
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
	d.ErrorfAt(line, 1, "YAML syntax: %s", msg)
}

// Usable reports whether n can be read. A nil node cannot; an alias is
// refused, since aliases can form cycles and a file gains nothing from them.
func (d *Decoder) Usable(n *yaml.Node) bool {
	if n == nil {
		return false
	}
	if n.Kind == yaml.AliasNode {
		d.Errorf(n, "aliases (*%s) are not allowed in %s files; write the value out", n.Value, d.format.Name)
		return false
	}
	return true
}

// IsNull reports whether n is an empty value (nothing, ~ or null).
func IsNull(n *yaml.Node) bool {
	return n != nil && n.Kind == yaml.ScalarNode && n.Tag == "!!null"
}

// List calls fn for each item of sequence n that can be read. what names
// the list in messages.
func (d *Decoder) List(n *yaml.Node, what string, fn func(i int, item *yaml.Node)) {
	if !d.Usable(n) {
		return
	}
	if n.Kind != yaml.SequenceNode {
		d.Errorf(n, "%s: want a list", what)
		return
	}
	for i, item := range n.Content {
		if d.Usable(item) {
			fn(i, item)
		}
	}
}

// Pairs calls fn for each key and value of mapping n, in order. It reports
// and skips keys that are aliases, that are not plain names or that were
// already given; values are passed as they are, aliases included. It
// returns whether n is a mapping whose every pair went to fn. A caller
// whose message for a node that is not a mapping says more than "want a
// mapping" checks the kind first.
func (d *Decoder) Pairs(n *yaml.Node, what string, fn func(k, v *yaml.Node)) bool {
	if !d.Usable(n) {
		return false
	}
	if n.Kind != yaml.MappingNode {
		d.Errorf(n, "%s: want a mapping", what)
		return false
	}
	ok := true
	seen := make(map[string]bool, len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !d.Usable(k) {
			ok = false
			continue
		}
		if k.Kind != yaml.ScalarNode {
			d.Errorf(k, "%s: a key must be a plain name", what)
			ok = false
			continue
		}
		if seen[k.Value] {
			d.Errorf(k, "%s: duplicate key %q", what, k.Value)
			ok = false
			continue
		}
		seen[k.Value] = true
		fn(k, v)
	}
	return ok
}
