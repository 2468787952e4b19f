package scenario

import (
	"os"
	"slices"
	"testing"
)

// Issue 4: each skill of the rulebook's list has at least one scenario
// showing it, that is a figure of some shipped scenario bearing it (the
// scenario's expectations then show what it does).
func TestEverySkillHasAScenario(t *testing.T) {
	pack, err := starterPack()
	if err != nil {
		t.Fatal(err)
	}
	borne := map[string]bool{}
	for _, f := range scenarioFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc, err := Parse(f, data, osLoader)
		if err != nil {
			t.Fatal(err)
		}
		for _, fig := range sc.Figures {
			for _, s := range fig.Skills {
				borne[s] = true
			}
		}
	}
	var missing []string
	for _, it := range pack.List("skills") {
		if id := it.Base().ID; !borne[id] {
			missing = append(missing, id)
		}
	}
	slices.Sort(missing)
	if len(missing) > 0 {
		t.Errorf("%d skills have no scenario with a figure bearing them: %v", len(missing), missing)
	}
}
