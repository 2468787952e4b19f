package autoplay

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
	"dun/rules"
)

// A locked door is no goal while another way is open: in the Smugglers'
// Cistern the heroes head for the sluice gate, not the locked sluice door
// whose lock may not be tried while the drowned keep it a combat turn.
func TestGoalsLeaveLockedDoorsForLast(t *testing.T) {
	s := game(t, filepath.Join("..", "examples", "quests", "05-smugglers-cistern.yaml"))
	f := figure(&s, "borgron")
	gs := goals(&s, f, false, nil)
	if slices.Contains(gs, board.Pos{X: 13, Y: 4}) || slices.Contains(gs, board.Pos{X: 14, Y: 4}) {
		t.Errorf("the locked sluice door is a goal: %v", gs)
	}
	if !slices.Contains(gs, board.Pos{X: 13, Y: 9}) {
		t.Errorf("the sluice gate is no goal: %v", gs)
	}
	// With every other way gone, the locked door is tried.
	s.Explore.Arrows = nil
	s.Explore.Doors = slices.DeleteFunc(slices.Clone(s.Explore.Doors), func(d rules.UnexploredDoor) bool { return !d.Locked })
	if gs := goals(&s, f, false, nil); !slices.Contains(gs, board.Pos{X: 13, Y: 4}) {
		t.Errorf("the last way, a locked door, is no goal: %v", gs)
	}
}

// An enemy in deep water cannot be walked up to: the ranger takes up his
// longbow rather than standing by the water's edge, and the others do
// not count it as an enemy to close in on.
func TestEnemyOutOfReach(t *testing.T) {
	s := game(t, filepath.Join("..", "examples", "quests", "05-smugglers-cistern.yaml"))
	foe := *figure(&s, "borgron")
	foe.ID = "drowned-x"
	foe.Side = rules.Dark
	foe.SetHero(false)
	foe.At = board.Pos{X: 6, Y: 3}
	if s.Board.Square(foe.At).Terrain != board.DeepWater {
		t.Fatalf("%v is not deep water", foe.At)
	}
	s.Figures = append(slices.Clone(s.Figures), foe)
	f := figure(&s, "borgron")
	if field := distances(s.Board, goals(&s, f, true, nil), board.Average); field[s.Board.Index(f.At)] < far {
		t.Fatalf("an enemy in deep water is in walking reach from %v", f.At)
	}
	// Taeral starts with his longbow in hand (his sword in the pack): he
	// has no reason to change weapons; with the sword in hand he takes
	// the bow up.
	tae := figure(&s, "taeral")
	if k := rangedWield(tae, nil); k != -1 {
		t.Fatalf("rangedWield with the bow in hand: %d", k)
	}
	for i := range tae.Items {
		if tae.Items[i].Kind == rules.ItemRanged && tae.Items[i].Place == rules.InHand {
			tae.Items[i].Place = rules.InPack
		}
	}
	a, _, err := rules.Apply(s, rules.Activate{Header: rules.Header{Seat: rules.Heroes}, Figure: "taeral"}, dice.Seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	opts := rules.Options(a, rules.Heroes)
	c := act(&a, opts)
	w, ok := opts[c.Index].Command.(rules.Wield)
	if !ok || figure(&a, "taeral").Items[w.Item].Kind != rules.ItemRanged {
		t.Fatalf("Taeral chose %s (%s)", opts[c.Index].ID, c.Why.En)
	}
}

func TestFindJoinIsFind(t *testing.T) {
	opts := []rules.Option{{ID: "move:1"}, {ID: "skill_action:shara:giant_tamer:ogre"}, {ID: "skill_action:sh"}, {ID: "skill_action:taeral:lycanthropy"}}
	for _, c := range [][3]string{
		{"skill_action:", "shara", ":giant_tamer:"}, {"skill_action:", "taeral", ":lycanthropy"}, {"skill_action:", "sh", ""},
		{"skill_action:", "shara", ":lycanthropy"}, {"", "", ""}, {"skill_action:", "taeral", ":lycanthropy:x"}, {"move", ":", "1"},
	} {
		if got, want := findJoin(opts, c[0], c[1], c[2]), find(opts, c[0]+c[1]+c[2]); got != want {
			t.Errorf("findJoin(%q) = %d, find = %d", c, got, want)
		}
	}
}

func TestFindIsHasPrefix(t *testing.T) {
	opts := []rules.Option{{ID: "move:1"}, {ID: ""}, {ID: "m"}, {ID: "search_room:a"}, {ID: "search_element:b"}, {ID: "end_turn"}}
	for _, prefix := range []string{"", "m", "move:", "move:12", "search_", "search_element:", "end_turn", "end_turn:", "x", "s"} {
		want := -1
		for i, o := range opts {
			if strings.HasPrefix(o.ID, prefix) {
				want = i
				break
			}
		}
		if got := find(opts, prefix); got != want {
			t.Errorf("find(%q) = %d, want %d", prefix, got, want)
		}
	}
	if got := find(nil, ""); got != -1 {
		t.Errorf("find(nil, \"\") = %d", got)
	}
}
