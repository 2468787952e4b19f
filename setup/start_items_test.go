package setup

import (
	"testing"

	"dun/rules"
)

// Pages 112-114: the free objects skills give at the start of each quest
// (R743).
func TestStartItems(t *testing.T) {
	p := starterPack(t)
	has := func(f rules.Figure, id string) bool {
		for _, it := range f.Items {
			if it.ID == id && it.Place == rules.InPack {
				return true
			}
		}
		return false
	}
	for _, c := range []struct {
		name   string
		skills []string
		mana   int
		want   string
		absent string
	}{
		{"expert poisoner", []string{"expert_poisoner"}, 0, "poison_flask", ""},
		{"survival", []string{"survival"}, 0, "pack_of_provisions", ""},
		{"herbalist", []string{"herbalist"}, 0, DefaultHerbalistPotion, ""},
		{"alchemist spellcaster", []string{"alchemist"}, 2, "components_for_magic", ""},
		{"alchemist without magic", []string{"alchemist"}, 0, "", "components_for_magic"},
		{"no such skill", []string{"tough"}, 0, "", "poison_flask"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := rules.Figure{ID: "h", Skills: c.skills}.WithInfo(rules.FigureInfo{Hero: true})
			f.EditAttrs().Mana = c.mana
			if err := startItems(p, &f, ""); err != nil {
				t.Fatal(err)
			}
			if c.want != "" && !has(f, c.want) {
				t.Fatalf("no %s in %+v", c.want, f.Items)
			}
			if c.absent != "" && has(f, c.absent) {
				t.Fatalf("%s given: %+v", c.absent, f.Items)
			}
		})
	}
	// The starter pack's heroes: Maeliss the herbalist chooses, Aldren the
	// alchemist casts, Herbod survives.
	count := func(f rules.Figure, id string) int {
		n := 0
		for _, it := range f.Items {
			if it.ID == id {
				n++
			}
		}
		return n
	}
	m, err := HeroStart(p, "maeliss", "strength_potion")
	if err != nil || !has(m, "strength_potion") || count(m, DefaultHerbalistPotion) != 1 {
		t.Fatalf("maeliss %v %+v", err, m.Items)
	}
	if _, err := HeroStart(p, "maeliss", "mana_potion"); err == nil {
		t.Fatal("a mana potion chosen")
	}
	if _, err := HeroStart(p, "maeliss", "poison_flask"); err == nil {
		t.Fatal("a poison chosen")
	}
	if m, _ := Hero(p, "maeliss"); count(m, DefaultHerbalistPotion) != 2 {
		t.Fatalf("maeliss by default %+v", m.Items)
	}
	if a, _ := Hero(p, "aldren"); !has(a, "components_for_magic") {
		t.Fatalf("aldren %+v", a.Items)
	}
	if h, _ := Hero(p, "herbod"); !has(h, "pack_of_provisions") {
		t.Fatalf("herbod %+v", h.Items)
	}
}
