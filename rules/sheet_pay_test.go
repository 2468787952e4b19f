package rules

import (
	"slices"
	"testing"

	"dun/board"
)

// Page 89: the creatures the sheet hides in section A are paid from the
// reserve as Borgron's door reveals them, in the sheet's order; one the
// reserve cannot pay for is not placed, and the heroes never hear of it.
// Free ones, the Leader and a game without the Dark Player's cards cost
// nothing; an improved creature costs its doubled price (page 46).
func TestSheetCreaturesPaid(t *testing.T) {
	for _, tc := range []struct {
		name      string
		noDark    bool
		budget    int
		free      []string
		leader    string // the hidden figure that is the Quest Leader
		elite     bool   // the orc is elite and the elite improvement is in force
		placed    []string
		paid      map[string]int
		withheld  map[string]int // figure: points lacking
		available int
	}{
		{name: "no cards, no counter", noDark: true, placed: []string{"skeleton1", "skeleton2", "orc"}},
		{name: "the reserve pays what it can", budget: 3, placed: []string{"skeleton1", "orc"},
			paid: map[string]int{"skeleton1": 2, "orc": 1}, withheld: map[string]int{"skeleton2": 1}, available: 0},
		{name: "a free skeleton", budget: 3, free: []string{"skeleton2"}, placed: []string{"skeleton1", "skeleton2", "orc"},
			paid: map[string]int{"skeleton1": 2, "orc": 1}, available: 0},
		{name: "the Leader was paid at set-up", budget: 2, leader: "skeleton1", placed: []string{"skeleton1", "skeleton2"},
			paid: map[string]int{"skeleton2": 2}, withheld: map[string]int{"orc": 1}, available: 0},
		{name: "below zero nothing is placed", budget: -1, placed: nil,
			withheld: map[string]int{"skeleton1": 3, "skeleton2": 3, "orc": 2}, available: -1},
		{name: "an improved elite costs double", budget: 5, elite: true, placed: []string{"skeleton1", "skeleton2"},
			paid: map[string]int{"skeleton1": 2, "skeleton2": 2}, withheld: map[string]int{"orc": 3}, available: 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := borgronRoom(t)
			x := s.Explore
			x.Hidden = cloneFigures(x.Hidden)
			for i := range x.Hidden {
				f := &x.Hidden[i]
				f.SetVP(2)
				if f.ID == "orc" {
					f.SetVP(1)
					if tc.elite {
						f.SetVP(2)
						f.SetLevel("elite")
					}
				}
				f.SetLeader(f.ID == tc.leader)
			}
			x.Free = tc.free
			if !tc.noDark {
				d := DarkPlayer{Mode: DarkHuman, Cards: dpCatalogue(t), Budget: tc.budget, Initial: 20}
				if tc.elite {
					d.Challenges = []string{ChallengeElite}
				}
				var err error
				if s, err = WithDarkPlayer(s, d); err != nil {
					t.Fatal(err)
				}
			}
			s, _ = play(t, s, nil, activate(Heroes, "borgron"))
			var initiative []int // rolled only when a creature enters play
			if len(tc.placed) > 0 {
				initiative = []int{2, 3, 1, 2}
			}
			s, evs := play(t, s, initiative, openDoor(Heroes, "borgron", 3, 1, board.SideE))
			var placed []string
			paid, withheld := map[string]int{}, map[string]int{}
			for _, ev := range evs {
				switch e := ev.(type) {
				case FigurePlaced:
					placed = append(placed, e.Figure)
				case SheetCreaturePaid:
					paid[e.Figure] = e.Cost
				case SheetCreatureWithheld:
					withheld[e.Figure] = e.Lacks
					if e.Section != 2 || e.Lacks <= 0 || e.Lacks > e.Cost && tc.budget >= 0 {
						t.Errorf("withheld %+v", e)
					}
				}
			}
			if !slices.Equal(placed, tc.placed) {
				t.Errorf("placed %v, want %v", placed, tc.placed)
			}
			if len(paid)+len(tc.paid) > 0 && !mapsEqual(paid, tc.paid) || len(withheld)+len(tc.withheld) > 0 && !mapsEqual(withheld, tc.withheld) {
				t.Errorf("paid %v withheld %v, want %v and %v", paid, withheld, tc.paid, tc.withheld)
			}
			if s.Available() != tc.available {
				t.Errorf("available %d, want %d", s.Available(), tc.available)
			}
			if s.Explore.Hidden != nil || s.Explore.Free != nil {
				t.Errorf("hidden %v free %v after the reveal", s.Explore.Hidden, s.Explore.Free)
			}
			for id := range withheld {
				if _, ok := s.Figure(id); ok {
					t.Errorf("%s is on the board", id)
				}
			}
			heard := func(seat Side) bool {
				for _, ev := range SeatEvents(s, seat, evs) {
					if _, ok := ev.(SheetCreatureWithheld); ok {
						return true
					}
				}
				return false
			}
			if heard(Heroes) || len(withheld) > 0 && !heard(Dark) {
				t.Errorf("the heroes heard %v, the Dark Player %v", heard(Heroes), heard(Dark))
			}
		})
	}
}

func mapsEqual(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// A free creature must be one still hidden: State.Check refuses another.
func TestFreeMustBeHidden(t *testing.T) {
	s := borgronRoom(t)
	s.Explore.Free = []string{"borgron"}
	if err := s.Check(); err == nil {
		t.Fatal("a free figure that is not hidden passed the check")
	}
}
