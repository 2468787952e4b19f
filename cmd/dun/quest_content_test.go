package main

import (
	"os"
	"path/filepath"
	"testing"

	"dun/content"
	"dun/content/load"
	"dun/content/starter"
	"dun/quest"
)

// questsBeforeThePack are example sheets checked for form only; none are
// left since quests 01 and 02 were ported to the starter pack's IDs.
var questsBeforeThePack = map[string]bool{}

// Every example quest names only entries of the starter pack: its
// faction, the kinds of its creatures and Leader and the Leader's
// equipment, its furniture and special elements, and its traps (Dark
// Player cards that are traps).
func TestExampleQuestsUseTheStarterPack(t *testing.T) {
	p, errs := load.Packs(content.Effects, starter.Source())
	for _, e := range errs {
		t.Fatal(e)
	}
	has := func(id string, kinds ...string) bool {
		for _, k := range kinds {
			if _, ok := p.Get(k, id); ok {
				return true
			}
		}
		return false
	}
	files, err := filepath.Glob("../../examples/quests/*.yaml")
	if err != nil || len(files) < 5 {
		t.Fatalf("examples: %v %v", files, err)
	}
	for _, f := range files {
		if questsBeforeThePack[filepath.Base(f)] {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		q, err := quest.Parse(f, data)
		if err != nil {
			t.Fatal(err)
		}
		if q.Faction != "" && !has(q.Faction, "factions") {
			t.Errorf("%s: no faction %q in the starter pack", f, q.Faction)
		}
		kinds := []string{}
		for _, c := range q.Creatures {
			kinds = append(kinds, c.Kind)
		}
		if q.Leader != nil {
			kinds = append(kinds, q.Leader.Kind)
			for _, e := range q.Leader.Equipment {
				if !has(e, "equipment", "magic", "potions") {
					t.Errorf("%s: the Leader's %q is no equipment, magic object or potion of the starter pack", f, e)
				}
			}
		}
		for _, k := range kinds {
			if !has(k, "creatures") {
				t.Errorf("%s: no creature %q in the starter pack", f, k)
			}
		}
		for _, e := range q.Board.Elements {
			// The quest format's own kinds (table, barrel, wardrobe...)
			// carry their values and need no pack entry.
			if _, builtin := quest.BuiltinKind(e.Kind); !builtin && !has(e.Kind, "furniture") {
				t.Errorf("%s: no furniture or special element %q in the starter pack", f, e.Kind)
			}
		}
		for _, tr := range q.Board.Traps {
			c, ok := p.Get("dark_cards", tr.Kind)
			if !ok || !c.(*content.DarkCard).Trap {
				t.Errorf("%s: no trap card %q in the starter pack", f, tr.Kind)
			}
		}
	}
}
