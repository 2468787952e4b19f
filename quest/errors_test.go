package quest

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

const head = `id: test
title: {en: Test, es: Prueba}
mission: {en: Go in, es: Entra}
`

// body is a small valid map: corridor A, room B east of it through a door,
// room C south of A through an opening with an exploration arrow.
const body = `map:
  sections: |
    AAABBB
    AAABBB
    CC.BBB
sections:
  A: {kind: corridor}
  B: {kind: room}
  C: {kind: room}
doors:
  - {at: [2, 0], side: east}
openings:
  - {at: [0, 1], side: south}
start: [[0, 0], [1, 0]]
arrows:
  - {at: [0, 1], facing: S, to: C}
`

// mut returns head+body with each old string replaced by the new one that
// follows it.
func mut(pairs ...string) string {
	s := head + body
	for i := 0; i+1 < len(pairs); i += 2 {
		if !strings.Contains(s, pairs[i]) {
			panic("mut: " + pairs[i] + " not found")
		}
		s = strings.Replace(s, pairs[i], pairs[i+1], 1)
	}
	return s
}

func add(extra string) string { return head + body + extra }

// bodyArrows is body's list of exploration arrows, the last key.
const bodyArrows = "arrows:\n  - {at: [0, 1], facing: S, to: C}\n"

// arrow returns head+body with one more exploration arrow.
func arrow(item string) string { return mut(bodyArrows, bodyArrows+item) }

// where is the 1-based line and column of an occurrence of needle in src:
// the first, or with off = 1000*n + k the (n+1)th, moved right by k
// characters.
func where(t *testing.T, src, needle string, off int) (int, int) {
	t.Helper()
	nth := off / 1000
	off %= 1000
	i := -1
	for k := 0; k <= nth; k++ {
		j := strings.Index(src[i+1:], needle)
		if j < 0 {
			t.Fatalf("needle %q (occurrence %d) not in source", needle, nth)
		}
		i += 1 + j
	}
	before := src[:i]
	line := strings.Count(before, "\n") + 1
	col := utf8.RuneCountInString(before[strings.LastIndex(before, "\n")+1:]) + 1 + off
	return line, col
}

func TestValidBase(t *testing.T) {
	if _, err := Parse("base.yaml", []byte(head+body)); err != nil {
		t.Fatal(err)
	}
}

// riding_indoors lets riders ride in the quest's indoor sections (page
// 102); it is false unless the sheet says so.
func TestRidingIndoors(t *testing.T) {
	for _, c := range []struct {
		extra string
		want  bool
	}{{"", false}, {"riding_indoors: true\n", true}, {"riding_indoors: false\n", false}} {
		q, err := Parse("riding.yaml", []byte(head+c.extra+body))
		if err != nil {
			t.Fatal(err)
		}
		if q.RidingIndoors != c.want {
			t.Fatalf("%q: riding indoors %v", c.extra, q.RidingIndoors)
		}
	}
	if _, err := Parse("riding.yaml", []byte(head+"riding_indoors: sometimes\n"+body)); err == nil || !strings.Contains(err.Error(), "true or false") {
		t.Fatalf("a word accepted: %v", err)
	}
}

func TestValidationErrors(t *testing.T) {
	big := head + `map:
  sections: |
    AAAAAAA
    AAAAAAA
    AAAAAAA
    AAAAAAA
    AAAAAAA
    AAAAAAA
sections:
  A: {kind: room, large: false}
start: [[0, 0]]
`
	cases := []struct {
		name   string
		src    string
		needle string
		off    int
		msg    string
	}{
		// Structure.
		{"unknown top field", add("colour: red\n"), "colour", 0, `unknown field "colour"`},
		{"missing title", strings.Replace(head+body, "title: {en: Test, es: Prueba}\n", "", 1), "id:", 0, `missing "title"`},
		{"missing es", mut("{en: Test, es: Prueba}", "{en: Test}"), "{en: Test}", 0, `missing "es"`},
		{"empty en", mut("{en: Test, es: Prueba}", `{en: "", es: Prueba}`), `""`, 0, "empty text"},
		{"unknown text field", mut("{en: Test, es: Prueba}", "{en: Test, es: Prueba, fr: Test}"), "fr:", 0, `unknown field "fr"`},
		{"duplicate key", add("id: again\n"), "id: again", 0, `duplicate key "id"`},
		{"alias", mut("title: {en: Test, es: Prueba}", "title: &t {en: Test, es: Prueba}", "mission: {en: Go in, es: Entra}", "mission: *t"), "*t", 0, "aliases"},
		{"yaml syntax", add("doors: [\n"), "doors: [", 0, "YAML syntax"},
		{"not a mapping", "just words\n", "just", 0, "want a mapping"},
		{"empty file", "", "", 0, "the file is empty"},
		{"two documents", add("---\nid: other\n"), "---", 0, "one YAML document"},
		{"bad id", mut("id: test", "id: Big Quest"), "Big Quest", 0, "is not an ID"},
		{"turn limit zero", add("turn_limit: 0\n"), "0\n", 0, "out of range 1-999"},
		{"turn limit text", add("turn_limit: ten\n"), "ten", 0, "want a whole number"},
		{"adp reserve out of range", add("adp_reserve: -101\n"), "-101", 0, "out of range -100-100"},
		{"adp reserve vp zero", add("adp_reserve_vp: 0\n"), "0\n", 0, "out of range 1-1000"},
		{"bool as word", mut("B: {kind: room}", "B: {kind: room, main: yes}"), "yes", 0, "want true or false"},
		{"special rule without es", add("special_rules:\n  - {en: Only English}\n"), "{en: Only English}", 0, `missing "es"`},
		{"square not a pair", mut("start: [[0, 0], [1, 0]]", "start: [[0], [1, 0]]"), "[0]", 0, "want a square [x, y]"},

		// Layers.
		{"undeclared section", mut("    CC.BBB", "    CCDBBB"), "CCDBBB", 2, `section "D" is not declared`},
		{"bad section char", mut("    CC.BBB", "    CC*BBB"), "CC*BBB", 2, "is not a section letter"},
		{"layer not a block", mut("  sections: |\n    AAABBB\n    AAABBB\n    CC.BBB", "  sections: AAABBB"), "AAABBB", 0, "literal block"},
		{"terrain too wide", mut("    CC.BBB\n", "    CC.BBB\n  terrain: |\n    .......\n    ......\n    ......\n"), ".......", 6, "wider than the sections layer"},
		{"terrain too few rows", mut("    CC.BBB\n", "    CC.BBB\n  terrain: |\n    ......\n"), "terrain: |", 9, "1 rows, but the sections layer has 3"},
		{"unknown terrain", mut("    CC.BBB\n", "    CC.BBB\n  terrain: |\n    .x....\n    ......\n    ......\n"), ".x....", 1, `unknown terrain "x"`},
		{"terrain on rock", mut("    CC.BBB\n", "    CC.BBB\n  terrain:\n    - '......'\n    - '......'\n    - '..~...'\n"), "'..~...'", 3, "on rock"},
		{"level too high", mut("    CC.BBB\n", "    CC.BBB\n  levels: |\n    ...7..\n    ......\n    ......\n"), "...7..", 3, "level 7 is out of range 0-5"},
		{"level not a digit", mut("    CC.BBB\n", "    CC.BBB\n  levels: |\n    ..a...\n    ......\n    ......\n"), "..a...", 2, "is not a level"},
		{"unknown map field", mut("  sections: |", "  height: |\n    111111\n  sections: |"), "height", 0, `unknown field "height"`},

		// Sections.
		{"declared not drawn", mut("  C: {kind: room}", "  C: {kind: room}\n  D: {kind: room}"), "D: {kind", 0, "declared but not drawn"},
		{"bad section kind", mut("B: {kind: room}", "B: {kind: hall}"), "hall", 0, "neither room nor corridor"},
		{"two main sections", mut("B: {kind: room}", "B: {kind: room, main: true}", "C: {kind: room}", "C: {kind: room, main: true}"), "C: {kind", 0, "one Main Room"},
		{"bad section letter", mut("  C: {kind: room}", "  C: {kind: room}\n  CD: {kind: room}"), "CD:", 0, "is not a section letter"},
		{"large false but large", big, "A: {kind", 0, "cannot be declared large: false"},

		// Doors and openings.
		{"door inside a section", mut("{at: [2, 0], side: east}", "{at: [0, 0], side: east}"), "[0, 0], side: east", 0, "lies inside section A"},
		{"door onto rock", mut("{at: [2, 0], side: east}", "{at: [1, 2], side: east}"), "[1, 2]", 0, "is rock"},
		{"door on the border", mut("{at: [2, 0], side: east}", "{at: [2, 0], side: north}"), "[2, 0]", 0, "edge of the map"},
		{"door off the map", mut("{at: [2, 0], side: east}", "{at: [9, 9], side: east}"), "[9, 9]", 0, "off the 6x3 map"},
		{"door twice", mut("  - {at: [2, 0], side: east}", "  - {at: [2, 0], side: east}\n  - {at: [3, 0], side: west}"), "[3, 0]", 0, "already has a door"},
		{"opening on a door", mut("  - {at: [0, 1], side: south}", "  - {at: [0, 1], side: south}\n  - {at: [2, 0], side: east}"), "[2, 0], side: east}", 1000, "already has a door"},
		{"unknown door kind", mut("side: east}", "side: east, kind: wooden}"), "wooden", 0, "unknown door kind"},
		{"unknown door state", mut("side: east}", "side: east, state: ajar}"), "ajar", 0, "unknown door state"},
		{"unknown side", mut("side: east}", "side: up}"), "up}", 0, "unknown side"},
		{"riddle on an open door", mut("side: east}", "side: east, state: open, riddle: true}"), "open,", 0, "guarded by a riddle must be closed"},
		{"locked open door", mut("side: east}", "side: east, state: open, locked: true}"), "open,", 0, "locked door must be closed"},
		{"secret door open", mut("side: east}", "side: east, kind: secret, state: broken}"), "broken", 0, "secret door starts closed"},
		{"double door runs onto rock", mut("{at: [2, 0], side: east}", "{at: [2, 1], side: east, kind: double}"), "[2, 1]", 0, "[2, 2] is rock"},
		{"width too large", mut("side: east}", "side: east, width: 9}"), "9}", 0, "out of range 1-8"},
		{"door missing side", mut("{at: [2, 0], side: east}", "{at: [2, 0]}"), "{at: [2, 0]}", 0, `missing "side"`},
		{"duplicate IDs", mut("side: east}", "side: east, id: gate}", "side: south}", "side: south}\nfurniture:\n  - {id: gate, kind: table, at: [5, 2]}"), "gate, kind", 0, `duplicate ID "gate"`},

		// Arrows.
		{"arrow to unknown section", arrow("  - {at: [0, 1], facing: S, to: Z}\n"), "Z}", 0, `"Z" is not a declared section`},
		{"arrow to its own section", arrow("  - {at: [0, 0], facing: S, to: A}\n"), "A}\n", 0, "leads to it"},
		{"arrow facing elsewhere", arrow("  - {at: [0, 0], facing: E, to: C}\n"), "E, to", 0, "is not in section C"},
		{"arrow facing diagonally", arrow("  - {at: [1, 1], facing: SE, to: C}\n"), "SE", 0, "faces north, east"},
		{"arrow facing a door", arrow("  - {at: [2, 0], facing: E, to: B}\n"), "E, to", 0, "not a door"},
		{"arrow on rock", arrow("  - {at: [2, 2], facing: N, to: A}\n"), "[2, 2]", 0, "rock"},

		// Starting squares and reachability.
		{"start missing", strings.Replace(head+body, "start: [[0, 0], [1, 0]]\n", "", 1), "id:", 0, `missing "start"`},
		{"start off the map", mut("[1, 0]]", "[6, 0]]"), "[6, 0]", 0, "off the 6x3 map"},
		{"start on rock", mut("[1, 0]]", "[2, 2]]"), "[2, 2]", 0, "is rock"},
		{"start impassable", mut("    CC.BBB\n", "    CC.BBB\n  terrain: |\n    .#....\n    ......\n    ......\n", "[1, 0]]", "[1, 0]]"), "[1, 0]", 0, "is impassable"},
		{"start twice", mut("[1, 0]]", "[0, 0]]"), "[0, 0]]", 0, "listed twice"},
		{"start unreachable", mut("  - {at: [2, 0], side: east}\n", "  - {at: [0, 1], side: east}\n", "  - {at: [0, 1], side: south}", "  - {at: [1, 1], side: south}", "[1, 0]]", "[4, 0]]"), "[4, 0]", 0, "cannot be reached from the first starting square"},
		{"section behind an opening alone", mut(bodyArrows, ""), "C: {kind", 0, "section C can never be revealed"},
		{"section unreachable", mut("openings:\n  - {at: [0, 1], side: south}\n", "", bodyArrows, ""), "C: {kind", 0, "section C cannot be reached"},
		{"start on furniture", add("furniture:\n  - {kind: barrel, at: [1, 0]}\n"), "[1, 0]]", 0, "must be free"},
		{"finish unreachable", mut("  - {at: [2, 0], side: east}\n", "  - {at: [0, 1], side: east}\n", "  - {at: [0, 1], side: south}", "  - {at: [1, 1], side: south}") + "finish: [[5, 2]]\n", "[5, 2]", 0, "finish square [5, 2] cannot be reached"},
		{"start on a stair too high", mut("    CC.BBB\n", "    CC.BBB\n  terrain: |\n    .>....\n    ......\n    ......\n  levels: |\n    .2....\n    ......\n    ......\n"), ".>....", 1, "must be one level lower"},

		// Stairs and pits.
		{"stair at level 0", mut("    CC.BBB\n", "    CC.BBB\n  terrain: |\n    ....^.\n    ......\n    ......\n"), "....^.", 4, "is at level 0"},
		{"stair access on floor", add("stairs:\n  - {at: [4, 1], access: [north]}\n"), "[4, 1]", 0, "is not a stair"},
		{"stair access twice", mut("    CC.BBB\n", "    CC.BBB\n  terrain: |\n    ......\n    ....^.\n    ......\n  levels: |\n    ......\n    ....1.\n    ......\n") + "stairs:\n  - {at: [4, 1], access: [north, north]}\n", "north]", 0, "listed twice"},
		{"pit depth on floor", add("pits:\n  - {at: [4, 1], depth: 2}\n"), "[4, 1]", 0, "is not a pit"},
		{"ladder to a floor no higher", add("ladders:\n  - {at: [4, 1], up: north}\n"), "north}", 0, "must lead to a higher floor"},
		{"ladder climbing diagonally", mut("    CC.BBB\n", "    CC.BBB\n  levels: |\n    ....3.\n    ......\n    ......\n") + "ladders:\n  - {at: [4, 1], up: NE}\n", "NE}", 0, "climbs north, east, south or west"},
		{"ladder twice", mut("    CC.BBB\n", "    CC.BBB\n  levels: |\n    ....3.\n    ......\n    ......\n") + "ladders:\n  - {at: [4, 1], up: north}\n  - {at: [4, 1], up: north}\n", "[4, 1]", 1000, "already has a ladder"},
		{"ladder off the map", mut("    CC.BBB\n", "    CC.BBB\n  levels: |\n    ....3.\n    ......\n    ......\n") + "ladders:\n  - {at: [4, 0], up: north}\n", "north}", 0, "off the map or into rock"},
		{"ladder in a pit", mut("    CC.BBB\n", "    CC.BBB\n  terrain: |\n    ......\n    ....p.\n    ......\n") + "ladders:\n  - {at: [4, 1], up: north}\n", "[4, 1]", 0, "a ladder stands on floor"},
		{"pit too deep", mut("    CC.BBB\n", "    CC.BBB\n  terrain: |\n    ......\n    ....p.\n    ......\n") + "pits:\n  - {at: [4, 1], depth: 9}\n", "9}", 0, "out of range 1-5"},

		// Furniture and elements.
		{"element overlap", add("furniture:\n  - {kind: table, at: [4, 1], size: [2, 1]}\n  - {kind: barrel, at: [5, 1]}\n"), "[5, 1]", 0, "already taken by table"},
		{"element on rock", add("furniture:\n  - {kind: barrel, at: [2, 2]}\n"), "[2, 2]", 0, "is rock"},
		{"element off the map", add("elements:\n  - {kind: statue, at: [5, 2], size: [2, 1]}\n"), "[5, 2]", 0, "[6, 2] is off the 6x3 map"},
		{"element on impassable", mut("    CC.BBB\n", "    CC.BBB\n  terrain: |\n    ......\n    .....#\n    ......\n") + "elements:\n  - {kind: statue, at: [5, 1]}\n", "[5, 1]", 0, "impassable terrain"},
		{"element unknown kind", add("elements:\n  - {kind: altar-of-bones, at: [5, 1]}\n"), "altar-of-bones", 0, "no built-in values"},
		{"element spans sections", add("furniture:\n  - {kind: bed, squares: [[1, 1], [1, 2]]}\n"), "[1, 2]]", 0, "spans sections A and C"},
		{"element at and squares", add("furniture:\n  - {kind: bed, at: [4, 1], squares: [[5, 1]]}\n"), "[[5, 1]]", 0, "either at"},
		{"element without squares", add("furniture:\n  - {kind: bed}\n"), "{kind: bed}", 0, `missing "at" or "squares"`},
		{"element on a stair", mut("    CC.BBB\n", "    CC.BBB\n  terrain: |\n    ......\n    ....^.\n    ......\n  levels: |\n    ......\n    ....1.\n    ......\n") + "furniture:\n  - {kind: chair, at: [4, 1]}\n", "[4, 1]", 0, "is a stair"},
		{"furniture on an entry", add("furniture:\n  - {kind: table, at: [3, 0]}\n"), "{kind: table", 0, "entry square"},
		{"bad cover", add("elements:\n  - {kind: statue, at: [4, 1], cover: thick}\n"), "thick", 0, "unknown cover"},
		{"height too high", add("elements:\n  - {kind: statue, at: [4, 1], height: 7}\n"), "7}", 0, "out of range 1-5"},
		{"size too large", add("elements:\n  - {kind: statue, at: [4, 1], size: [20, 1]}\n"), "20", 0, "out of range 1-10"},
		{"bad kind id", add("elements:\n  - {kind: Statue, at: [4, 1]}\n"), "Statue", 0, "is not an ID"},

		// Traps, creatures and the Leader.
		{"trap on rock", add("traps:\n  - {kind: pit, at: [2, 2]}\n"), "[2, 2]", 0, "is rock"},
		{"riddle on a table", add("furniture:\n  - {kind: table, at: [4, 1], riddle: true}\n"), "true}", 0, "a riddle guards only a chest or a door"},
		{"trap detect out of range", add("traps:\n  - {kind: stake, at: [4, 1], detect: 13}\n"), "13}", 0, "out of range 2-12"},
		{"trap dice out of range", add("traps:\n  - {kind: stake, at: [4, 1], dice: 21}\n"), "21}", 0, "out of range 0-20"},
		{"two traps on a square", add("traps:\n  - {kind: pit, at: [4, 1]}\n  - {kind: darts, at: [4, 1]}\n"), "[4, 1]", 1000, "another trap"},
		{"creature on a column", add("elements:\n  - {kind: column, at: [4, 1]}\ncreatures:\n  - {kind: orc, at: [4, 1], facing: W}\n"), "[4, 1], facing", 0, "impassable"},
		{"creature on a starting square", add("creatures:\n  - {kind: orc, at: [1, 0], facing: W}\n"), "[1, 0], facing", 0, "is already a starting square"},
		{"two creatures on a square", add("creatures:\n  - {kind: orc, at: [4, 1], facing: W}\n  - {kind: goblin, at: [4, 1], facing: W}\n"), "[4, 1], facing: W", 1000, "already taken by creatures[0]"},
		{"target of the Dark side", add("creatures:\n  - {id: grok, kind: orc, at: [4, 1], facing: W}\n  - {kind: orc, at: [5, 1], facing: W, target: grok}\n"), "grok}", 0, `target "grok" is no hero or NPC`},
		{"creature without facing", add("creatures:\n  - {kind: orc, at: [4, 1]}\n"), "{kind: orc", 0, `missing "facing"`},
		{"creature bad facing", add("creatures:\n  - {kind: orc, at: [4, 1], facing: up}\n"), "up}", 0, "unknown direction"},
		{"leader without facing", add("leader: {kind: orc-boss, at: [4, 1]}\n"), "{kind: orc-boss", 0, `missing "facing"`},
		{"leader facing without square", add("leader: {kind: orc-boss, facing: N}\n"), "N}", 0, "not the square"},
		{"leader and creature share", add("leader: {kind: orc-boss, at: [4, 1], facing: N}\ncreatures:\n  - {kind: orc, at: [4, 1], facing: W}\n"), "[4, 1], facing: W", 0, "taken by the leader"},
		{"rewards negative", add("rewards: {coins: -3}\n"), "-3", 0, "out of range"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			q, err := Parse("t.yaml", []byte(c.src))
			if err == nil {
				t.Fatalf("no error; quest %+v", q.ID)
			}
			if q != nil {
				t.Fatal("a quest came back with errors")
			}
			var es Errors
			if !errors.As(err, &es) {
				t.Fatalf("error is %T, not Errors", err)
			}
			line, col := 1, 1
			if c.needle != "" {
				line, col = where(t, c.src, c.needle, c.off)
			}
			for _, e := range es {
				if e.Line < 1 || e.Col < 1 || e.File != "t.yaml" {
					t.Errorf("bad position in %v", e)
				}
			}
			for _, e := range es {
				if e.Line == line && e.Col == col && strings.Contains(e.Msg, c.msg) {
					return
				}
			}
			t.Fatalf("want an error at %d:%d containing %q; got\n%v", line, col, c.msg, err)
		})
	}
}

// All the problems of a file come back together, in file order.
func TestErrorsAllAtOnce(t *testing.T) {
	src := mut("B: {kind: room}", "B: {kind: hall}", "side: east}", "side: east, kind: wooden}", "[1, 0]]", "[9, 0]]") +
		"colour: red\n"
	_, err := Parse("all.yaml", []byte(src))
	es, ok := err.(Errors)
	if !ok || len(es) < 4 {
		t.Fatalf("want at least 4 errors, got %v", err)
	}
	for i := 1; i < len(es); i++ {
		if es[i].Line < es[i-1].Line || es[i].Line == es[i-1].Line && es[i].Col < es[i-1].Col {
			t.Fatalf("errors out of order:\n%v", err)
		}
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != len(es) || !strings.HasPrefix(lines[0], "all.yaml:") {
		t.Fatalf("Error() = %q", err.Error())
	}
}
