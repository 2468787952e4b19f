package quest

import (
	"strings"
	"testing"
)

// objBase is head+body with a chest, a cupboard, a named creature and a
// Leader, for objectives to name.
const objBase = head + body + `furniture:
  - {id: box, kind: chest, at: [4, 0]}
  - {id: shelf, kind: cupboard, at: [5, 2]}
leader: {id: boss, kind: orc-chief, at: [4, 1], facing: W}
creatures:
  - {id: grunt, kind: orc, at: [3, 2], facing: W}
objectives:
  - {kind: defeat, target: leader, text: {en: Kill the chief, es: Matad al jefe}}
`

func TestObjectivesParse(t *testing.T) {
	src := objBase + `  - {kind: defeat, target: grunt, text: {en: a, es: b}}
  - {kind: reach, at: [[5, 1]], text: {en: a, es: b}}
  - {kind: hold, at: [[5, 1]], turns: 2, text: {en: a, es: b}}
  - {kind: search, target: shelf, text: {en: a, es: b}}
  - {kind: open, target: box, text: {en: a, es: b}}
  - {kind: clear, section: B, text: {en: a, es: b}}
  - {kind: leave, text: {en: a, es: b}}
`
	q, err := Parse("o.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(q.Objectives) != 8 {
		t.Fatalf("%d objectives", len(q.Objectives))
	}
	if o := q.Objectives[3]; o.Kind != Hold || o.Turns != 2 || len(o.At) != 1 {
		t.Fatalf("hold %+v", o)
	}
	if o := q.Objectives[0]; o.Target != LeaderTarget || o.Text.Es != "Matad al jefe" {
		t.Fatalf("defeat %+v", o)
	}
}

// Every mistake in an objective is reported at its line and column.
func TestObjectiveErrors(t *testing.T) {
	for _, c := range []struct {
		name, line, needle, msg string
	}{
		{"unknown kind", "{kind: escort, text: {en: a, es: b}}", "escort", `unknown kind "escort"`},
		{"no text", "{kind: leave}", "{kind: leave}", `missing "text"`},
		{"defeat no target", "{kind: defeat, text: {en: a, es: b}}", "{kind: defeat, text", "needs target"},
		{"defeat unknown", "{kind: defeat, target: troll, text: {en: a, es: b}}", "troll", `no leader or creature has the id "troll"`},
		{"extra key", "{kind: leave, turns: 2, text: {en: a, es: b}}", "2,", "takes no turns"},
		{"hold no turns", "{kind: hold, at: [[5, 1]], text: {en: a, es: b}}", "{kind: hold", "needs turns"},
		{"hold too long", "{kind: hold, at: [[5, 1]], turns: 100, text: {en: a, es: b}}", "100", "turns"},
		{"reach no goals", "{kind: reach, text: {en: a, es: b}}", "{kind: reach", "goal squares"},
		{"reach off map", "{kind: reach, at: [[9, 9]], text: {en: a, es: b}}", "[9, 9]", "off the"},
		{"open not chest", "{kind: open, target: shelf, text: {en: a, es: b}}", "shelf, text", "not a chest"},
		{"search chest", "{kind: search, target: box, text: {en: a, es: b}}", "box, text", "is a chest"},
		{"search unknown", "{kind: search, target: well, text: {en: a, es: b}}", "well", `no furniture or element has the id "well"`},
		{"clear unknown", "{kind: clear, section: Z, text: {en: a, es: b}}", "Z,", `no section "Z"`},
		{"unknown field", "{kind: leave, points: 3, text: {en: a, es: b}}", "points", `unknown field "points"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := objBase + "  - " + c.line + "\n"
			_, err := Parse("o.yaml", []byte(src))
			es, ok := err.(Errors)
			if !ok {
				t.Fatalf("want errors, got %v", err)
			}
			off := 0
			if n := strings.Count(objBase, c.needle); n > 0 {
				off = 1000 * n
			}
			line, col := where(t, src, c.needle, off)
			for _, e := range es {
				if e.Line == line && e.Col == col && strings.Contains(e.Msg, c.msg) {
					return
				}
			}
			t.Fatalf("want an error at %d:%d containing %q; got\n%v", line, col, c.msg, err)
		})
	}
	// A defeat of the Leader needs one.
	src := head + body + "objectives:\n  - {kind: defeat, target: leader, text: {en: a, es: b}}\n"
	if _, err := Parse("o.yaml", []byte(src)); err == nil || !strings.Contains(err.Error(), "no leader") {
		t.Fatalf("no leader: %v", err)
	}
	src = head + body + "objectives:\n" + strings.Repeat("  - {kind: leave, text: {en: a, es: b}}\n", MaxObjectives+1)
	if _, err := Parse("o.yaml", []byte(src)); err == nil || !strings.Contains(err.Error(), "at most") {
		t.Fatalf("too many: %v", err)
	}
}
