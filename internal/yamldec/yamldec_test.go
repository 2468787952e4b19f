package yamldec

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"dun/board"

	"go.yaml.in/yaml/v3"
)

var (
	strict  = Format{Name: "test", MaxCoord: 99}
	lenient = Format{Name: "test", MaxCoord: 99, EmptyIsAbsent: true}
)

// point is the shape most cases read: a mapping with a required name, an
// optional count of 1-9, an optional flag and an optional square.
type point struct {
	Name  string
	Count int
	Flag  bool
	At    board.Pos
}

func readPoint(d *Decoder, n *yaml.Node) point {
	var p point
	d.Object(n, "point", Keys{Req("name"), Opt("count")}, Handlers{
		"name":  func(v *yaml.Node) { p.Name, _ = d.Str(v, "point name") },
		"count": func(v *yaml.Node) { p.Count, _ = d.Int(v, "point count", 1, 9) },
		"flag":  func(v *yaml.Node) { p.Flag, _ = d.Bool(v, "point flag") },
		"at":    func(v *yaml.Node) { p.At, _ = d.Pos(v, "point at") },
	})
	return p
}

// decode runs read on the document of src and returns every problem as
// "line:col: message".
func decode(t *testing.T, f Format, src string, read func(d *Decoder, root *yaml.Node)) []string {
	t.Helper()
	d := New("t.yaml", []byte(src), f)
	if root := d.Document(); root != nil {
		read(d, root)
	}
	err := d.Err()
	if err == nil {
		if d.Failed() {
			t.Fatal("Failed without Err")
		}
		return nil
	}
	var es Errors
	if !errors.As(err, &es) {
		t.Fatalf("Err is %T", err)
	}
	var out []string
	for _, e := range es {
		if e.File != "t.yaml" {
			t.Errorf("error in file %q", e.File)
		}
		out = append(out, fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg))
	}
	return out
}

func TestObject(t *testing.T) {
	const keys = "name, count, at, flag"
	cases := []struct {
		name string
		f    Format
		src  string
		want []string
		got  point
	}{
		{"valid", strict, "name: a\ncount: 3\nflag: true\nat: [4, 5]\n", nil, point{"a", 3, true, board.Pos{X: 4, Y: 5}}},
		{"unknown key", strict, "name: a\ncolour: red\n", []string{`2:1: point: unknown field "colour" (want ` + keys + `)`}, point{Name: "a"}},
		{"repeated key", strict, "name: a\ncount: 1\ncount: 2\n", []string{`3:1: point: duplicate key "count"`}, point{Name: "a", Count: 1}},
		{"repeated unknown key", strict, "name: a\nx: 1\nx: 2\n", []string{`2:1: point: unknown field "x" (want ` + keys + `)`, `3:1: point: duplicate key "x"`}, point{Name: "a"}},
		{"missing required key", strict, "count: 2\n", []string{`1:1: point: missing "name"`}, point{Count: 2}},
		{"missing required key, nested", strict, "p:\n  count: 2\n", []string{`2:3: point: missing "name"`}, point{Count: 2}},
		{"not a mapping", strict, "[1, 2]\n", []string{"1:1: point: want a mapping with the keys " + keys}, point{}},
		{"key not a name", strict, "name: a\n[1]: 2\n", []string{"2:1: point: a key must be a plain name"}, point{Name: "a"}},
		{"null optional, strict", strict, "name: a\ncount:\n", []string{`2:1: point: "count" has no value`}, point{Name: "a"}},
		{"null optional, lenient", lenient, "name: a\ncount:\nflag: ~\n", nil, point{Name: "a"}},
		{"null required, lenient", lenient, "name:\n", []string{`1:1: point: "name" has no value`}, point{}},
		{"null required, strict", strict, "name: null\n", []string{`1:1: point: "name" has no value`}, point{}},
		{"alias value", strict, "name: &n a\ncount: *n\n", []string{"2:8: aliases (*n) are not allowed in test files; write the value out"}, point{Name: "a"}},
		{"alias required value", strict, "count: &n 1\nname: *n\n", []string{"2:7: aliases (*n) are not allowed in test files; write the value out"}, point{Count: 1}},
		{"alias key", strict, "name: &n a\n*n : 2\n", []string{"2:1: aliases (*n) are not allowed in test files; write the value out"}, point{Name: "a"}},
		{"alias mapping", strict, "a: &p {name: x}\nb: *p\n", []string{"2:4: aliases (*p) are not allowed in test files; write the value out"}, point{}},
		{"wrong type: text for a number", strict, "name: a\ncount: three\n", []string{`2:8: point count: want a whole number, not "three"`}, point{Name: "a"}},
		{"wrong type: float for a number", strict, "name: a\ncount: 2.5\n", []string{`2:8: point count: want a whole number, not "2.5"`}, point{Name: "a"}},
		{"wrong type: quoted number", strict, "name: a\ncount: \"2\"\n", []string{`2:8: point count: want a whole number, not "2"`}, point{Name: "a"}},
		{"wrong type: list for a text", strict, "name: [a]\n", []string{"1:7: point name: want a single value"}, point{}},
		{"wrong type: yes for a boolean", strict, "name: a\nflag: yes\n", []string{`2:7: point flag: want true or false, not "yes"`}, point{Name: "a"}},
		{"blank text", strict, "name: \" \"\n", []string{"1:7: point name: empty text"}, point{}},
		{"integer too large", strict, "name: a\ncount: 10\n", []string{"2:8: point count: 10 is out of range 1-9"}, point{Name: "a"}},
		{"integer too small", strict, "name: a\ncount: 0\n", []string{"2:8: point count: 0 is out of range 1-9"}, point{Name: "a"}},
		{"integer forms", strict, "name: a\ncount: 0x9\n", nil, point{Name: "a", Count: 9}},
		{"integer overflow", strict, "name: a\ncount: 99999999999999999999\n", []string{`2:8: point count: want a whole number, not "99999999999999999999"`}, point{Name: "a"}},
		{"square not a pair", strict, "name: a\nat: [1]\n", []string{"2:5: point at: want a square [x, y]"}, point{Name: "a"}},
		{"square of three", strict, "name: a\nat: [1, 2, 3]\n", []string{"2:5: point at: want a square [x, y]"}, point{Name: "a"}},
		{"square as text", strict, "name: a\nat: 1, 2\n", []string{"2:5: point at: want a square [x, y]"}, point{Name: "a"}},
		{"square out of range", strict, "name: a\nat: [100, -1]\n", []string{
			"2:6: point at x: 100 is out of range 0-99",
			"2:11: point at y: -1 is out of range 0-99",
		}, point{Name: "a"}},
		{"square of words", strict, "name: a\nat: [x, 2]\n", []string{`2:6: point at x: want a whole number, not "x"`}, point{Name: "a", At: board.Pos{Y: 2}}},
		{"every problem at once, in file order", strict, "colour: red\ncount: 0\ncount: 1\n", []string{
			`1:1: point: unknown field "colour" (want ` + keys + `)`,
			`1:1: point: missing "name"`,
			"2:8: point count: 0 is out of range 1-9",
			`3:1: point: duplicate key "count"`,
		}, point{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got point
			errs := decode(t, c.f, c.src, func(d *Decoder, root *yaml.Node) {
				if c.name == "missing required key, nested" {
					root = root.Content[1]
				}
				if strings.HasPrefix(c.name, "alias mapping") {
					root = root.Content[3]
				}
				got = readPoint(d, root)
			})
			if !reflect.DeepEqual(errs, c.want) {
				t.Errorf("errors\n%s\nwant\n%s", strings.Join(errs, "\n"), strings.Join(c.want, "\n"))
			}
			if got != c.got {
				t.Errorf("read %+v, want %+v", got, c.got)
			}
		})
	}
}

// Handlers never see aliases or empty values, and run once per key.
func TestObjectHandlersSeeValues(t *testing.T) {
	src := "a: &x 1\nb: *x\nc:\nd: 2\n"
	seen := map[string]int{}
	decode(t, lenient, src, func(d *Decoder, root *yaml.Node) {
		h := Handlers{}
		for _, k := range []string{"a", "b", "c", "d"} {
			h[k] = func(v *yaml.Node) {
				if v.Kind == yaml.AliasNode || IsNull(v) {
					t.Errorf("%s: handler got %v %q", k, v.Kind, v.Value)
				}
				seen[k]++
			}
		}
		d.Object(root, "m", nil, h)
	})
	if !reflect.DeepEqual(seen, map[string]int{"a": 1, "d": 1}) {
		t.Errorf("handlers ran %v", seen)
	}
}

func TestObjectNeedsAHandlerPerKey(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("no panic for a key without a handler")
		}
	}()
	d := New("t.yaml", nil, strict)
	d.Object(&yaml.Node{Kind: yaml.MappingNode}, "m", Keys{Req("a")}, Handlers{"b": func(*yaml.Node) {}})
}

func TestKeys(t *testing.T) {
	ks := Required("b", "a")
	if !reflect.DeepEqual(ks, Keys{{"b", true}, {"a", true}}) {
		t.Errorf("Required = %v", ks)
	}
	if k, ok := ks.Find("a"); !ok || !k.Required {
		t.Errorf("Find(a) = %v, %v", k, ok)
	}
	if _, ok := ks.Find("c"); ok {
		t.Error("Find(c) found it")
	}
	h := Handlers{"a": nil, "b": nil, "d": nil, "c": nil}
	if got := keyList(ks, h); got != "b, a, c, d" {
		t.Errorf("keyList = %q", got)
	}
	if got := keyList(nil, h); got != "a, b, c, d" {
		t.Errorf("keyList without keys = %q", got)
	}
}

func TestDocument(t *testing.T) {
	cases := []struct {
		name, src string
		want      []string
	}{
		{"empty file", "", []string{"1:1: the file is empty"}},
		{"only a comment", "# nothing\n", []string{"1:1: the file is empty"}},
		{"syntax error", "a: 1\nb: [\n", []string{"2:1: YAML syntax: did not find expected node content"}},
		{"syntax error without a line", "\t", []string{"1:1: YAML syntax: found character that cannot start any token"}},
		{"two documents", "a: 1\n---\nb: 2\n", []string{"2:1: a test file holds one YAML document; remove the second"}},
		{"a bad second document", "a: 1\n---\nb: [\n", []string{"3:1: YAML syntax: did not find expected node content"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := decode(t, strict, c.src, func(*Decoder, *yaml.Node) {})
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("errors\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
		})
	}
	d := New("t.yaml", []byte("a: 1\n"), strict)
	if root := d.Document(); root == nil || root.Kind != yaml.MappingNode || d.Err() != nil {
		t.Errorf("Document = %v, %v", root, d.Err())
	}
	d = New("t.yaml", nil, Format{})
	d.Usable(&yaml.Node{Kind: yaml.AliasNode, Value: "a"})
	if got := d.Errors()[0].Msg; got != "aliases (*a) are not allowed in YAML files; write the value out" {
		t.Errorf("without a format name: %q", got)
	}
}

func TestReaders(t *testing.T) {
	cases := []struct {
		name, src string
		read      func(d *Decoder, n *yaml.Node) any
		want      any
		errs      []string
	}{
		{"ident", "kind: orc-boss_2.a", func(d *Decoder, n *yaml.Node) any { s, _ := d.Ident(n, "kind"); return s }, "orc-boss_2.a", nil},
		{"bad ident", "kind: Orc", func(d *Decoder, n *yaml.Node) any { s, _ := d.Ident(n, "kind"); return s }, "",
			[]string{`1:7: kind: "Orc" is not an ID (lower-case letters, digits, '-', '_' or '.', starting with a letter or digit, at most 64 characters)`}},
		{"null scalar", "kind: ~", func(d *Decoder, n *yaml.Node) any { s, _ := d.Scalar(n, "kind"); return s }, "",
			[]string{"1:7: kind: want a single value"}},
		{"dir", "f: SE", func(d *Decoder, n *yaml.Node) any { v, _ := d.Dir(n, "f"); return v }, board.SouthEast, nil},
		{"bad dir", "f: up", func(d *Decoder, n *yaml.Node) any { v, _ := d.Dir(n, "f"); return v }, board.Dir(0),
			[]string{`1:4: f: unknown direction "up" (want N, NE, E, SE, S, SW, W or NW)`}},
		{"square side", "s: west", func(d *Decoder, n *yaml.Node) any { v, _ := d.SquareSide(n, "s"); return v }, board.SideW, nil},
		{"bad square side", "s: NE", func(d *Decoder, n *yaml.Node) any { v, _ := d.SquareSide(n, "s"); return v }, board.Side(0),
			[]string{`1:4: s: unknown side "NE" (want north, east, south or west)`}},
		{"cover", "c: heavy", func(d *Decoder, n *yaml.Node) any { v, _ := d.Cover(n, "c"); return v }, board.HeavyCover, nil},
		{"bad cover", "c: [heavy]", func(d *Decoder, n *yaml.Node) any { v, _ := d.Cover(n, "c"); return v }, board.Cover(0),
			[]string{"1:4: c: want a single value"}},
		{"list", "l: [1, &a 2, *a]", func(d *Decoder, n *yaml.Node) any {
			var out []int
			d.List(n, "l", func(i int, item *yaml.Node) {
				if v, ok := d.Int(item, fmt.Sprintf("l[%d]", i), 0, 9); ok {
					out = append(out, v)
				}
			})
			return out
		}, []int{1, 2}, []string{"1:14: aliases (*a) are not allowed in test files; write the value out"}},
		{"not a list", "l: 1", func(d *Decoder, n *yaml.Node) any { d.List(n, "l", nil); return nil }, nil, []string{"1:4: l: want a list"}},
		{"value", "v: {a: [1, 2.5, x, true, ~], b: {c: 0x10}}", func(d *Decoder, n *yaml.Node) any { v, _ := d.Value(n, "v"); return v },
			map[string]any{"a": []any{int64(1), 2.5, "x", true, nil}, "b": map[string]any{"c": int64(16)}}, nil},
		{"value with a repeated key", "v: {a: 1, a: 2}", func(d *Decoder, n *yaml.Node) any { _, ok := d.Value(n, "v"); return ok }, false,
			[]string{`1:11: v: duplicate key "a"`}},
		{"value with an alias", "v: {a: &x 1, b: *x}", func(d *Decoder, n *yaml.Node) any { _, ok := d.Value(n, "v"); return ok }, false,
			[]string{"1:17: aliases (*x) are not allowed in test files; write the value out"}},
		{"value too deep", "v: " + strings.Repeat("[", 40) + strings.Repeat("]", 40), func(d *Decoder, n *yaml.Node) any { _, ok := d.Value(n, "v"); return ok }, false,
			[]string{"1:37: v" + strings.Repeat("[0]", 33) + ": nested too deeply"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got any
			errs := decode(t, strict, c.src, func(d *Decoder, root *yaml.Node) { got = c.read(d, root.Content[1]) })
			if !reflect.DeepEqual(errs, c.errs) {
				t.Errorf("errors\n%s\nwant\n%s", strings.Join(errs, "\n"), strings.Join(c.errs, "\n"))
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("read %#v, want %#v", got, c.want)
			}
		})
	}
}

// ParseScalar turns the error of a domain's parser into a message at the
// node.
func TestParseScalar(t *testing.T) {
	parse := func(s string) (int, error) {
		if s == "one" {
			return 1, nil
		}
		return -1, fmt.Errorf("unknown number %q", s)
	}
	var got []int
	errs := decode(t, strict, "[one, two]", func(d *Decoder, root *yaml.Node) {
		for _, n := range root.Content {
			v, _ := ParseScalar(d, n, "n", parse)
			got = append(got, v)
		}
	})
	if want := []string{`1:7: n: unknown number "two"`}; !reflect.DeepEqual(errs, want) {
		t.Errorf("errors %q, want %q", errs, want)
	}
	if !reflect.DeepEqual(got, []int{1, -1}) {
		t.Errorf("values %v", got)
	}
}

func TestPairs(t *testing.T) {
	var pairs []string
	ok := true
	errs := decode(t, strict, "a: &x 1\nb: *x\na: 3\n{c: 1}: 4\n*x : 5\nd: 6\n", func(d *Decoder, root *yaml.Node) {
		ok = d.Pairs(root, "m", func(k, v *yaml.Node) { pairs = append(pairs, k.Value+"="+v.Value) })
	})
	// The alias value is passed on: what to do with it is the caller's.
	if want := []string{"a=1", "b=x", "d=6"}; !reflect.DeepEqual(pairs, want) {
		t.Errorf("pairs %v, want %v", pairs, want)
	}
	want := []string{
		`3:1: m: duplicate key "a"`,
		"4:1: m: a key must be a plain name",
		"5:1: aliases (*x) are not allowed in test files; write the value out",
	}
	if !reflect.DeepEqual(errs, want) {
		t.Errorf("errors\n%s\nwant\n%s", strings.Join(errs, "\n"), strings.Join(want, "\n"))
	}
	if ok {
		t.Error("Pairs says every pair was read")
	}
	errs = decode(t, strict, "[1]", func(d *Decoder, root *yaml.Node) {
		if d.Pairs(root, "m", nil) {
			t.Error("Pairs read a list")
		}
	})
	if want := []string{"1:1: m: want a mapping"}; !reflect.DeepEqual(errs, want) {
		t.Errorf("errors %q, want %q", errs, want)
	}
}

func TestSourceLine(t *testing.T) {
	d := New("t.yaml", []byte("a: 1\r\nb: 2\n"), strict)
	for _, c := range []struct {
		n    int
		want string
		ok   bool
	}{{0, "", false}, {1, "a: 1", true}, {2, "b: 2", true}, {3, "", true}, {4, "", false}} {
		if got, ok := d.SourceLine(c.n); got != c.want || ok != c.ok {
			t.Errorf("SourceLine(%d) = %q, %v; want %q, %v", c.n, got, ok, c.want, c.ok)
		}
	}
	if _, ok := New("t.yaml", nil, strict).SourceLine(1); ok {
		t.Error("a line without a source")
	}
}

func TestErrors(t *testing.T) {
	d := New("b.yaml", nil, strict)
	if d.Err() != nil || d.Failed() {
		t.Fatal("errors before any problem")
	}
	d.ErrorfAt(3, 2, "third")
	d.Errorf(&yaml.Node{Line: 1, Column: 5}, "first %d", 1)
	d.ErrorfAt(0, -4, "clamped")
	d.ErrorfAt(3, 2, "third")
	d.Errorf(nil, "at the start")
	d.Add(Error{File: "a.yaml", Line: 9, Col: 9, Msg: "elsewhere"})
	got := d.Errors()
	want := Errors{
		{"a.yaml", 9, 9, "elsewhere"},
		{"b.yaml", 1, 1, "clamped"},
		{"b.yaml", 1, 1, "at the start"},
		{"b.yaml", 1, 5, "first 1"},
		{"b.yaml", 3, 2, "third"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Errors() = %v", got)
	}
	if s := d.Err().Error(); s != "a.yaml:9:9: elsewhere\nb.yaml:1:1: clamped\nb.yaml:1:1: at the start\nb.yaml:1:5: first 1\nb.yaml:3:2: third" {
		t.Errorf("Error() = %q", s)
	}
	if d.File() != "b.yaml" {
		t.Errorf("File() = %q", d.File())
	}
}

func TestJSON(t *testing.T) {
	var n yaml.Node
	if err := yaml.Unmarshal([]byte("a: [1, 2.5, 1_000]\nb: {c: true, d: ~, e: text}\n"), &n); err != nil {
		t.Fatal(err)
	}
	got, err := json.Marshal(JSON(&n))
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"a":[1,2.5,1000],"b":{"c":true,"d":null,"e":"text"}}`; string(got) != want {
		t.Fatalf("got %s, want %s", got, want)
	}
}
