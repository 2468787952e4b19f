package sim

import (
	"strings"
	"testing"
)

// Page 88's advice on a party's heroes is said, in both languages.
func TestPartyWarnings(t *testing.T) {
	pack := testPack(t)
	for _, c := range []struct {
		heroes    []string
		want, not []string
	}{
		{heroes: []string{"shara", "borgron", "taeral"}, want: nil},
		{heroes: []string{"shara", "maeliss", "nariant"}, want: []string{"should have one Explorer", "Shara and Maeliss are of one race, human"}},
		{heroes: []string{"shara", "grumak"}, want: []string{"Shara is good and Grumak evil: good and evil heroes should not be mixed"}},
		{heroes: []string{"herbod", "aki"}, want: []string{"Herbod and Aki both have the professional skill taming_animals", "of one race, human"}},
		{heroes: []string{"thorgar", "grumak", "velkyr"}, want: []string{"should have one Spellcaster"}},
		// Two dwarves share the race's Hardy: no professional skill.
		{heroes: []string{"thorgar", "borgron"}, want: []string{"of one race, dwarf"}, not: []string{"hardy"}},
	} {
		p := &Party{Heroes: c.heroes}
		var en, es []string
		for _, w := range p.Warnings(pack) {
			en, es = append(en, w.En), append(es, w.Es)
		}
		got := strings.Join(en, "\n")
		if len(c.want) == 0 && got != "" {
			t.Errorf("%v: warned %q", c.heroes, got)
		}
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%v: warnings\n%s\nwant %q", c.heroes, got, w)
			}
		}
		for _, w := range c.not {
			if strings.Contains(got, w) {
				t.Errorf("%v: warnings\n%s\nwant no %q (a race's skill is innate)", c.heroes, got, w)
			}
		}
		if len(es) != len(en) || (len(es) > 0 && !strings.Contains(strings.Join(es, "\n"), "página 88")) {
			t.Errorf("%v: Spanish warnings %q", c.heroes, es)
		}
	}
}
