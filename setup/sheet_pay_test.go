package setup

import (
	"slices"
	"testing"

	"dun/board"
	"dun/dice"
	"dun/quest"
	"dun/rules"
)

// Page 89: a creature of the sheet on the board at set-up is paid then,
// the budget going below zero if it must; one an objective asks the heroes
// to defeat is paid then too and placed at no further cost when its
// section is revealed, as is one the sheet marks free; the others wait,
// hidden, to be paid as they are placed (rules TestSheetCreaturesPaid).
func TestSheetCreaturesAtSetUp(t *testing.T) {
	p := starterPack(t)
	base, _ := millGame(t, p)
	warrior, _ := Creatures(p)("devastator_warrior")
	hound, _ := Creatures(p)("war_hound")
	lord, _ := Creatures(p)("devastator_lord")
	heroes := func(t *testing.T) []rules.Figure {
		var hs []rules.Figure
		for _, id := range []string{"shara", "borgron", "taeral"} {
			h, err := Hero(p, id)
			if err != nil {
				t.Fatal(err)
			}
			h.ID = id
			hs = append(hs, h)
		}
		return hs
	}
	for _, tc := range []struct {
		name  string
		edit  func(q *quest.Quest)
		cost  int      // taken from the budget at set-up
		free  []string // hidden and placed at no cost later
		shown string   // a creature on the board at set-up
	}{
		{name: "the sheet as it is", edit: func(*quest.Quest) {}},
		{name: "a warrior in the yard at set-up", edit: func(q *quest.Quest) {
			q.Creatures = append(q.Creatures, quest.Creature{ID: "yard-guard", Kind: "devastator_warrior", At: board.Pos{X: 2, Y: 6}, Facing: board.East})
		}, cost: warrior.VP(), shown: "yard-guard"},
		{name: "the same warrior free", edit: func(q *quest.Quest) {
			q.Creatures = append(q.Creatures, quest.Creature{ID: "yard-guard", Kind: "devastator_warrior", At: board.Pos{X: 2, Y: 6}, Facing: board.East, Free: true})
		}, shown: "yard-guard"},
		{name: "the dog free", edit: func(q *quest.Quest) { q.Creatures[2].Free = true }, free: []string{"guard-dog"}},
		{name: "the dog to defeat", edit: func(q *quest.Quest) {
			q.Objectives = append(q.Objectives, quest.Objective{Kind: quest.Defeat, Target: "guard-dog", Text: quest.Text{En: "Kill the dog", Es: "Matad al perro"}})
		}, cost: hound.VP(), free: []string{"guard-dog"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := *base
			q.Creatures = slices.Clone(base.Creatures)
			q.Objectives = slices.Clone(base.Objectives)
			tc.edit(&q)
			s, err := Game(&q, heroes(t), Creatures(p))
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(s.Explore.Free, tc.free) {
				t.Errorf("free %v, want %v", s.Explore.Free, tc.free)
			}
			if _, ok := s.Figure(tc.shown); tc.shown != "" && !ok {
				t.Fatalf("%s is not on the board at set-up", tc.shown)
			}
			for _, m := range []rules.DarkMode{rules.DarkHuman, rules.DarkADP} {
				d, err := DarkPlayer(p, &q, s, DarkOptions{Mode: m}, dice.Seeded(7))
				if err != nil {
					t.Fatal(err)
				}
				want := s.GroupVP() - lord.VP() - tc.cost
				if m == rules.DarkADP {
					want += q.ADPReserve
				}
				if d.Budget != want {
					t.Errorf("%s: budget %d, want %d", m, d.Budget, want)
				}
			}
		})
	}
	if warrior.VP() == 0 || hound.VP() == 0 {
		t.Fatal("the profiles have no VP: the test checks nothing")
	}
}
