package sim

import (
	"os"
	"path/filepath"
	"testing"

	"dun/dice"
	"dun/quest"
	"dun/rules"
	"dun/setup"
)

// R1280-R1281 on the starter quests and the example parties: every sheet
// was measured for the three heroes of three-heroes.yaml and says so; that
// party keeps the sheet's amount; no party, one hero or four, starts the
// Artificial Dark Player below zero where the book's budget (the group's
// Value Points less the Leader's, page 46) is not.
func TestReserveForEveryParty(t *testing.T) {
	pack := testPack(t)
	quests, err := filepath.Glob(filepath.Join("..", "examples", "quests", "*.yaml"))
	if err != nil || len(quests) == 0 {
		t.Fatal("no example quests", err)
	}
	parties, err := filepath.Glob(filepath.Join("..", "examples", "parties", "*.yaml"))
	if err != nil || len(parties) < 4 {
		t.Fatal("fewer than four example parties", err)
	}
	for _, qf := range quests {
		data, err := os.ReadFile(qf)
		if err != nil {
			t.Fatal(err)
		}
		q, err := quest.Parse(filepath.Base(qf), data)
		if err != nil {
			t.Fatal(err)
		}
		leader, ok := setup.Creatures(pack)(q.Leader.Kind)
		if !ok {
			t.Fatalf("%s: no Leader profile %q", qf, q.Leader.Kind)
		}
		sizes := map[int]bool{}
		for _, pf := range parties {
			src, err := os.ReadFile(pf)
			if err != nil {
				t.Fatal(err)
			}
			p, err := ParseParty(pf, src)
			if err != nil {
				t.Fatal(err)
			}
			figs, err := p.Figures(pack)
			if err != nil {
				t.Fatal(err)
			}
			s, err := setup.Game(q, figs, setup.Creatures(pack))
			if err != nil {
				t.Fatal(err)
			}
			g, err := setup.WithDark(pack, q, s, rules.DarkADP, dice.Seeded(1))
			if err != nil {
				t.Fatal(err)
			}
			vp, budget := s.GroupVP(), g.Dark.Budget
			book := vp - leader.VP()
			name := filepath.Base(qf) + ", " + filepath.Base(pf)
			if book >= 0 && budget < 0 {
				t.Errorf("%s: the book's budget is %d, the ADP's %d", name, book, budget)
			}
			if filepath.Base(pf) == "three-heroes.yaml" {
				if q.ADPReserveVP != vp {
					t.Errorf("%s: the sheet was measured for %d VP, the party has %d", name, q.ADPReserveVP, vp)
				}
				if want := book + q.ADPReserve; budget != want {
					t.Errorf("%s: budget %d, want the sheet's %d", name, budget, want)
				}
			}
			sizes[len(p.Heroes)] = true
		}
		for n := 1; n <= 4; n++ {
			if !sizes[n] {
				t.Errorf("no example party of %d heroes", n)
			}
		}
	}
}
