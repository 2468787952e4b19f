package adp_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dun/adp"
	"dun/board"
	"dun/dice"
	"dun/quest"
	"dun/rules"
	"dun/setup"
)

// goblinChasm is quest 03 at its start with three heroes.
func goblinChasm(t *testing.T) (rules.State, *quest.Quest) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "examples", "quests", "03-goblin-chasm.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	q, err := quest.Parse("03-goblin-chasm.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	var heroes []rules.Figure
	for _, id := range []string{"shara", "borgron", "taeral"} {
		heroes = append(heroes, hero(t, id, 0, 0, board.East))
	}
	s, err := setup.Game(q, heroes, setup.Creatures(starterPack(t)))
	if err != nil {
		t.Fatal(err)
	}
	return s, q
}

// The placements of every Enemy Spotted! and Special Creature row of the
// Goblin Clans in each section of quest 03, revealed by Shara from the
// door or opening that leads to it, and the plan of the Main Room's
// reveal with seeded dice; compared with testdata/goblin-chasm-placements.txt
// (go test ./adp -update rewrites it).
func TestGoldenGoblinChasmPlacements(t *testing.T) {
	s0, q := goblinChasm(t)
	f := faction(t, "goblin_clans")
	var out strings.Builder
	for _, c := range []struct {
		letter string
		from   board.Pos
	}{{"B", board.Pos{X: 5, Y: 0}}, {"C", board.Pos{X: 13, Y: 2}}, {"D", board.Pos{X: 20, Y: 3}}, {"E", board.Pos{X: 9, Y: 5}}} {
		sec, ok := q.Board.Section(c.letter)
		if !ok {
			t.Fatalf("no section %s", c.letter)
		}
		s := s0
		s.Figures = append([]rules.Figure(nil), s0.Figures...)
		s.Figures[0].At = c.from
		a := adp.AreaOf(&s, sec.ID, c.from)
		fmt.Fprintf(&out, "== section %s (%s, room %v, large %v) revealed from %v\n", c.letter, sec.Name.En, a.Room, a.Large, c.from)
		for _, column := range []string{adp.ColumnEnemySpotted, adp.ColumnSpecial} {
			col, _ := f.Column(column)
			for _, r := range col.Rows {
				placed, left := adp.PlaceGroup(a, r.Creatures(), nil)
				fmt.Fprintf(&out, "%s %d-%d: %d placed, %d left\n", column, r.From, r.To, len(placed), len(left))
				for _, p := range placed {
					fmt.Fprintf(&out, "  %s\n", p)
				}
			}
		}
	}
	// The Main Room revealed from the gallery in turn 5, with 30 Reserve
	// Points: its group, the die, and the Leader's extra skills and
	// improvement.
	s := s0
	s.Figures = append([]rules.Figure(nil), s0.Figures...)
	s.Figures[0].At = board.Pos{X: 20, Y: 3}
	s.Turn = 5
	d, _ := q.Board.Section("D")
	ex := s.Explore.Revealed
	s.Explore = &rules.Exploration{Revealed: append([]bool(nil), ex...), Sections: s0.Explore.Sections}
	s.Explore.Revealed[d.ID-1] = true
	// the sheet's creatures of the cave enter with it
	for _, h := range s0.Explore.Hidden {
		if q.Board.Grid.Square(h.At).Section == d.ID {
			s.Figures = append(s.Figures, h)
		}
	}
	chief := spawnCreature(t, "goblin_chieftain", nil)
	p := &adp.Planner{Cards: cardInfos(t), Faction: f, Leader: &chief}
	cs := adp.CardState{Reserve: 30, Budget: 40, Heroes: 3, GroupVP: 55, Decks: adp.Decks{Encounters: []string{"wandering_creature", "enemy_spotted"}}}
	plan, err := p.Reveal(&s, cs, adp.RevealEvent{Hero: s.Figures[0].ID, Section: d.ID, From: s.Figures[0].At}, dice.Seeded(3))
	if err != nil {
		t.Fatal(err)
	}
	out.WriteString("== plan: the Main Room revealed\n")
	for _, st := range plan.Steps {
		fmt.Fprintf(&out, "%s %s\n  en: %s\n  es: %s\n", st.Kind, st.Card, st.Why.En, st.Why.Es)
		for _, p := range st.Placements {
			fmt.Fprintf(&out, "  %s\n", p)
		}
	}
	fmt.Fprintf(&out, "reserve %d, encounters left %v\n", plan.Cards.Reserve, plan.Cards.Decks.Encounters)

	path := filepath.Join("testdata", "goblin-chasm-placements.txt")
	if *update {
		if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./adp -update)", err)
	}
	if got := out.String(); got != string(want) {
		t.Errorf("the placements differ from %s (go test ./adp -update rewrites it):\n%s", path, firstDiff(string(want), got))
	}
}
