package server

import (
	"testing"

	"dun/rules"
)

// Every kind of furniture and special element on the boards of the
// quests the server offers has a name in English and in Spanish, so the
// board never shows a player an English word alone.
func TestElementNamesInBothLanguages(t *testing.T) {
	cat := testCatalog(t)
	names := cat.Names().Elements
	kinds := 0
	for _, qi := range cat.Quests() {
		q, ok := cat.Quest(qi.ID)
		if !ok || q.Board == nil {
			continue
		}
		for _, e := range q.Board.Elements {
			kinds++
			n, ok := names[e.Kind]
			if !ok || n.En == "" || n.Es == "" {
				t.Errorf("quest %s: element %q (%s) has no name in both languages: %+v", qi.ID, e.ID, e.Kind, n)
			}
		}
	}
	if kinds == 0 {
		t.Fatal("no quest has furniture: the test proves nothing")
	}
}

// Every kind of lasting injury is said in both languages.
func TestInjuryNamesInBothLanguages(t *testing.T) {
	names := testCatalog(t).Names().Injuries
	if len(names) != len(rules.InjuryTable) {
		t.Fatalf("%d injuries named, the table has %d", len(names), len(rules.InjuryTable))
	}
	for _, r := range rules.InjuryTable {
		if n := names[string(r.Kind)]; n.En == "" || n.Es == "" || n.En == n.Es {
			t.Errorf("injury %s: %+v", r.Kind, n)
		}
	}
}
