package rules

import (
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
)

// searchRoom is a room (section 1) with a table at (1,0) and a chest at
// (4,2), a secret door on the east side of (5,1) into corridor 2, an
// exploration arrow at (5,0) facing east into it, and a locked door on the
// east side of (5,2) into it too. The corridor is the Main section.
//
//	x 01234567
//	0 .T...>22
//	1 .....S22
//	2 ....cL22
func searchRoom(t testing.TB, figs ...Figure) State {
	t.Helper()
	g := parseMap(t, ".T....22", "......22", "......22")
	for _, d := range []struct {
		p board.Pos
		k board.DoorKind
	}{{at(5, 1), board.SecretDoor}, {at(5, 2), board.NormalDoor}} {
		if err := g.SetEdge(d.p, board.SideE, board.Edge{Kind: board.Door, Door: d.k}); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.SetEdge(at(5, 0), board.SideE, board.Edge{Kind: board.Opening}); err != nil {
		t.Fatal(err)
	}
	chest, err := g.AddElement(board.Element{Kind: "chest", Height: 1, NoObstacle: true}, at(4, 2))
	if err != nil {
		t.Fatal(err)
	}
	x := Exploration{
		Revealed: []bool{true, false},
		Arrows:   []ExplorationArrow{{At: at(5, 0), Facing: board.East, To: 2}},
		Doors:    []UnexploredDoor{{At: at(5, 2), Side: board.SideE, Width: 1, Locked: true}},
		Secret:   []UnexploredDoor{{At: at(5, 1), Side: board.SideE, Width: 1}},
		Sections: []SectionInfo{{Room: true}, {Main: true}},
		Elements: []ElementState{{Element: 0, Dice: 1}, {Element: chest, Chest: true}},
	}
	s, err := NewExploringState(g, figs, x)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// explorer is a hero with Perception and Dexterity 2 and no Fortune.
func explorer(id string, x, y int) Figure {
	f := heroFig(id, x, y, 5, 0)
	f.EditAttrs().Perception = 2
	f.EditAttrs().Dexterity = 2
	return f
}

func searchRoomCmd(id string) Command { return SearchRoom{Header: Header{Seat: Heroes}, Figure: id} }
func searchSecretCmd(id string) Command {
	return SearchSecretDoors{Header: Header{Seat: Heroes}, Figure: id}
}
func searchElementCmd(id string, x, y int) Command {
	return SearchElement{Header: Header{Seat: Heroes}, Figure: id, At: at(x, y)}
}
func openChestCmd(id string, x, y int) Command {
	return OpenChest{Header: Header{Seat: Heroes}, Figure: id, At: at(x, y)}
}
func pickLockCmd(id string, x, y int, side board.Side) Command {
	return PickLock{Header: Header{Seat: Heroes}, Figure: id, At: at(x, y), Side: side}
}
func closeDoorCmd(id string, x, y int, side board.Side) Command {
	return CloseDoor{Header: Header{Seat: Heroes}, Figure: id, At: at(x, y), Side: side}
}

// Page 25: a passed search finds 1D3+1 coins; the hero may not move after
// it, and the group has no second attempt at the room.
func TestSearchRoomCoins(t *testing.T) {
	s := searchRoom(t, explorer("taeral", 2, 1), explorer("shara", 2, 0))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	if !strings.Contains(OptionIDs(Options(s, Heroes)), "search_room:taeral") {
		t.Fatalf("search not offered: %s", OptionIDs(Options(s, Heroes)))
	}
	s, evs := play(t, s, []int{4, 4, 5}, searchRoomCmd("taeral"))
	ev, ok := find[RoomSearched](evs)
	if !ok || !ev.Found || ev.Coins != 4 || ev.Treasure || ev.Section != 1 {
		t.Fatalf("search: %+v", ev)
	}
	if f, _ := s.Figure("taeral"); f.Coins() != 4 {
		t.Fatalf("coins %d, want 4 (a D3 of 3, plus 1)", f.Coins())
	}
	if len(moveOpts(s, Heroes)) != 0 {
		t.Fatal("moves offered after searching")
	}
	refused(t, s, moveTo(Heroes, "taeral", 3, 1), CodeStill)
	s, _ = play(t, s, nil, endAct(Heroes, "taeral"), activate(Heroes, "shara"))
	refused(t, s, searchRoomCmd("shara"), CodeAlreadySearched)
}

// A double 6 finds a Treasure card instead of coins, unless Perception is
// below 0; a failure finds nothing.
func TestSearchRoomDoubleSix(t *testing.T) {
	s := searchRoom(t, explorer("taeral", 2, 1))
	s, _ = play(t, s, []int{6, 6}, activate(Heroes, "taeral"), searchRoomCmd("taeral"))
	if s.TreasureDraws != 1 || s.Figures[0].Coins() != 0 {
		t.Fatalf("treasure draws %d, coins %d", s.TreasureDraws, s.Figures[0].Coins())
	}
	blind := explorer("taeral", 2, 1)
	blind.EditAttrs().Perception = -1
	s = searchRoom(t, blind)
	s, _ = play(t, s, []int{6, 6, 1}, activate(Heroes, "taeral"), searchRoomCmd("taeral"))
	if s.TreasureDraws != 0 || s.Figures[0].Coins() != 2 {
		t.Fatalf("negative Perception: treasure draws %d, coins %d (want 0 and 2)", s.TreasureDraws, s.Figures[0].Coins())
	}
	s = searchRoom(t, explorer("taeral", 2, 1))
	s, evs := play(t, s, []int{2, 3}, activate(Heroes, "taeral"), searchRoomCmd("taeral"))
	if ev, _ := find[RoomSearched](evs); ev.Found || s.Figures[0].Coins() != 0 {
		t.Fatalf("a failed search found something: %+v", ev)
	}
	refused(t, s, searchRoomCmd("taeral"), CodeActionUsed)
}

// Page 28 (R61): a final double 1 on an exploratory test gives the Dark
// Player a Reserve Point; one rerolled away with Fortune does not.
func TestBlunderFeedsTheReserve(t *testing.T) {
	s := searchRoom(t, explorer("taeral", 2, 1))
	s, evs := play(t, s, []int{1, 1}, activate(Heroes, "taeral"), searchRoomCmd("taeral"))
	if g, ok := find[ReserveGained](evs); !ok || s.Reserve != 1 || g.Reserve != 1 {
		t.Fatalf("reserve %d after a double 1 (%+v)", s.Reserve, g)
	}
	lucky := explorer("taeral", 2, 1)
	lucky.EditAttrs().Fortune = 1
	s = searchRoom(t, lucky)
	s, _ = play(t, s, []int{1, 1, 5, 4, 2}, activate(Heroes, "taeral"), searchRoomCmd("taeral"), answer(Heroes, OptionReroll))
	if s.Reserve != 0 || s.Figures[0].Coins() != 2 {
		t.Fatalf("rerolled double 1: reserve %d, coins %d", s.Reserve, s.Figures[0].Coins())
	}
	s = searchRoom(t, lucky)
	s, _ = play(t, s, []int{1, 1}, activate(Heroes, "taeral"), searchRoomCmd("taeral"), answer(Heroes, OptionKeep))
	if s.Reserve != 1 {
		t.Fatalf("kept double 1: reserve %d", s.Reserve)
	}
}

func TestSearchRoomRefusals(t *testing.T) {
	s := searchRoom(t, explorer("taeral", 2, 1), explorer("shara", 4, 0))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 3, 1))
	refused(t, s, searchRoomCmd("taeral"), CodeAlreadyMoved)
	refused(t, s, searchSecretCmd("taeral"), CodeAlreadyMoved)

	// Shara reveals the Main section; the room explored before it is no
	// longer searched (page 25).
	s, _ = play(t, s, nil, endAct(Heroes, "taeral"), activate(Heroes, "shara"), moveTo(Heroes, "shara", 5, 0), reveal(Heroes, "shara", 5, 0))
	if len(s.Explore.PastMain) != 1 || s.Explore.PastMain[0] != 1 {
		t.Fatalf("past main: %v", s.Explore.PastMain)
	}
	s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"))
	refused(t, s, searchRoomCmd("taeral"), CodePastMain)
	s, _ = play(t, s, nil, moveTo(Heroes, "taeral", 2, 1))
	refused(t, s, searchElementCmd("taeral", 1, 0), CodePastMain)

	// A corridor is not searched for treasure.
	s = searchRoom(t, explorer("taeral", 6, 1))
	s.Explore.Revealed[1] = true
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, searchRoomCmd("taeral"), CodeNotARoom)

	// Not next to an enemy, not in a combat turn, only heroes.
	orc := fig("orc", Dark, SizeAverage, 3, 1, 4)
	s = searchRoom(t, explorer("taeral", 2, 1), orc)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, searchRoomCmd("taeral"), CodeEnemyAdjacent)
	orc.At = at(0, 2)
	s = searchRoom(t, explorer("taeral", 3, 0), orc)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, searchRoomCmd("taeral"), CodeCombatTurn)
	refused(t, s, searchSecretCmd("taeral"), CodeCombatTurn)
	merc := explorer("merc", 2, 1)
	merc.SetHero(false)
	s = searchRoom(t, merc)
	s, _ = play(t, s, nil, activate(Heroes, "merc"))
	refused(t, s, searchRoomCmd("merc"), CodeNotAHero)
	if strings.Contains(OptionIDs(Options(s, Heroes)), "search") {
		t.Fatalf("searches offered to a mercenary: %s", OptionIDs(Options(s, Heroes)))
	}
}

// Page 25: a passed search turns up the secret door of the section, an
// ordinary unexplored door from then on; a failed one finds nothing, and
// the book allows another try (R62).
func TestSearchSecretDoors(t *testing.T) {
	s := searchRoom(t, explorer("taeral", 2, 1), explorer("shara", 4, 1))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	s, evs := play(t, s, []int{2, 3}, searchSecretCmd("taeral"))
	if ev, _ := find[SecretDoorsSearched](evs); ev.Passed || len(ev.Found) != 0 || len(s.Explore.Secret) != 1 {
		t.Fatalf("failed search: %+v", ev)
	}
	refused(t, s, openDoor(Heroes, "shara", 5, 1, board.SideE), CodeNotActive)
	s, _ = play(t, s, nil, endAct(Heroes, "taeral"), activate(Heroes, "shara"))
	s, evs = play(t, s, []int{5, 4}, searchSecretCmd("shara"))
	ev, _ := find[SecretDoorsSearched](evs)
	if !ev.Passed || len(ev.Found) != 1 || ev.Found[0].At != at(5, 1) || s.Explore.Secret != nil || len(s.Explore.Doors) != 2 {
		t.Fatalf("passed search: %+v, doors %+v", ev, s.Explore.Doors)
	}
	s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "shara"), moveTo(Heroes, "shara", 5, 1))
	if !strings.Contains(OptionIDs(Options(s, Heroes)), "open_door:shara:5,1:east") {
		t.Fatalf("the found door is not offered: %s", OptionIDs(Options(s, Heroes)))
	}
	s, _ = play(t, s, nil, openDoor(Heroes, "shara", 5, 1, board.SideE))
	if !s.SectionRevealed(2) {
		t.Fatal("opening the found door revealed nothing")
	}
}

// Before it is found, a secret door is a wall to everyone: neither opened
// as an unexplored door nor as an explored one.
func TestSecretDoorStaysHidden(t *testing.T) {
	s := searchRoom(t, explorer("taeral", 5, 1))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, openDoor(Heroes, "taeral", 5, 1, board.SideE), CodeNoDoor)
	if strings.Contains(OptionIDs(Options(s, Heroes)), "5,1:east") {
		t.Fatalf("the secret door is offered: %s", OptionIDs(Options(s, Heroes)))
	}
}

// Page 25: an element is searched once, and the roll stays with it.
func TestSearchElement(t *testing.T) {
	s := searchRoom(t, explorer("taeral", 2, 1), explorer("shara", 0, 0))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	if ids := OptionIDs(Options(s, Heroes)); !strings.Contains(ids, "search_element:taeral:1,0") || strings.Contains(ids, "search_element:taeral:4,2") {
		t.Fatalf("element options: %s", ids)
	}
	refused(t, s, searchElementCmd("taeral", 4, 2), CodeNotAdjacent)
	refused(t, s, searchElementCmd("taeral", 3, 1), CodeNoElement)
	s, evs := play(t, s, []int{4}, searchElementCmd("taeral", 1, 0))
	ev, _ := find[ElementSearched](evs)
	if ev.Kind != "table" || ev.Result != 4 || !s.Explore.Elements[0].Searched || s.Explore.Elements[0].Result != 4 {
		t.Fatalf("search: %+v %+v", ev, s.Explore.Elements[0])
	}
	if len(moveOpts(s, Heroes)) == 0 {
		t.Fatal("searching an element stopped the hero moving")
	}
	s, _ = play(t, s, nil, endAct(Heroes, "taeral"), activate(Heroes, "shara"))
	refused(t, s, searchElementCmd("shara", 1, 0), CodeAlreadySearched)
	s, _ = play(t, s, nil, moveTo(Heroes, "shara", 3, 1))
	refused(t, s, searchElementCmd("shara", 4, 2), CodeNoElement)
}

// A 2D6 search table's double 1 is a blunder of an exploratory Action.
func TestSearchElementBlunder(t *testing.T) {
	s := searchRoom(t, explorer("taeral", 2, 1))
	s.Explore.Elements[0].Dice = 2
	s, _ = play(t, s, []int{1, 1}, activate(Heroes, "taeral"), searchElementCmd("taeral", 1, 0))
	if s.Reserve != 1 || s.Explore.Elements[0].Result != 2 {
		t.Fatalf("reserve %d, result %d", s.Reserve, s.Explore.Elements[0].Result)
	}
}

// Page 24: opening a chest is a Dexterity test, one attempt per group; a
// success earns a Treasure card. It is not an exploratory Action (R60), so
// a combat turn does not stop it, though an adjacent enemy does.
func TestOpenChest(t *testing.T) {
	orc := fig("orc", Dark, SizeAverage, 0, 2, 4)
	s := searchRoom(t, explorer("taeral", 3, 1), explorer("shara", 5, 1), orc)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	if !strings.Contains(OptionIDs(Options(s, Heroes)), "open_chest:taeral:4,2") {
		t.Fatalf("chest not offered: %s", OptionIDs(Options(s, Heroes)))
	}
	s, evs := play(t, s, []int{2, 3}, openChestCmd("taeral", 4, 2))
	if ev, _ := find[ChestTried](evs); ev.Opened || !s.Explore.Elements[1].Tried || s.TreasureDraws != 0 {
		t.Fatalf("failed attempt: %+v", ev)
	}
	if s.Reserve != 0 {
		t.Fatal("a chest's double 1 is no exploratory blunder, and this was no double 1")
	}
	s, _ = play(t, s, nil, endAct(Heroes, "taeral"), activate(Heroes, "shara"))
	refused(t, s, openChestCmd("shara", 4, 2), CodeAlreadyTried)

	s = searchRoom(t, explorer("taeral", 3, 1), orc)
	s, evs = play(t, s, []int{4, 4}, activate(Heroes, "taeral"), openChestCmd("taeral", 4, 2))
	if ev, _ := find[ChestTried](evs); !ev.Opened || !s.Explore.Elements[1].Opened || s.TreasureDraws != 1 {
		t.Fatalf("opened: %+v, draws %d", ev, s.TreasureDraws)
	}

	orc.At = at(4, 1)
	s = searchRoom(t, explorer("taeral", 3, 2), orc)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, openChestCmd("taeral", 4, 2), CodeEnemyAdjacent)
	s = searchRoom(t, explorer("taeral", 3, 1))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, openChestCmd("taeral", 1, 0), CodeNotAdjacent)
	refused(t, s, searchElementCmd("taeral", 4, 2), CodeNoElement)
}

// Page 24: a locked door is opened with a Dexterity test, once per group;
// after a failure only breaking it opens it.
func TestPickLock(t *testing.T) {
	s := searchRoom(t, explorer("borgron", 5, 2), explorer("shara", 4, 2))
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	refused(t, s, openDoor(Heroes, "borgron", 5, 2, board.SideE), CodeDoorLocked)
	if !strings.Contains(OptionIDs(Options(s, Heroes)), "pick_lock:borgron:5,2:east") {
		t.Fatalf("lock not offered: %s", OptionIDs(Options(s, Heroes)))
	}
	refused(t, s, pickLockCmd("borgron", 5, 1, board.SideE), CodeNoDoor)
	s2, evs := play(t, s, []int{1, 1}, pickLockCmd("borgron", 5, 2, board.SideE))
	if ev, _ := find[LockTried](evs); ev.Opened || !s2.Explore.Doors[0].Jammed || s2.Reserve != 1 {
		t.Fatalf("failed: %+v reserve %d", ev, s2.Reserve)
	}
	s2, _ = play(t, s2, nil, endAct(Heroes, "borgron"), activate(Heroes, "shara"), moveTo(Heroes, "shara", 5, 1), endAct(Heroes, "shara"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "borgron"))
	refused(t, s2, pickLockCmd("borgron", 5, 2, board.SideE), CodeAlreadyTried)
	refused(t, s2, openDoor(Heroes, "borgron", 5, 2, board.SideE), CodeDoorLocked)

	s, evs = play(t, s, []int{5, 4}, pickLockCmd("borgron", 5, 2, board.SideE))
	if ev, _ := find[LockTried](evs); !ev.Opened || !s.SectionRevealed(2) || s.Board.Edge(at(5, 2), board.SideE).State != board.Opened {
		t.Fatalf("opened: %+v", ev)
	}
	if _, ok := find[DoorOpened](evs); !ok {
		t.Fatal("no door_opened event")
	}
}

func TestPickLockRefusals(t *testing.T) {
	s := searchRoom(t, explorer("borgron", 4, 1))
	s.Explore.Doors[0].Locked = false
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	refused(t, s, pickLockCmd("borgron", 5, 2, board.SideE), CodeNotAdjacent)
	s, _ = play(t, s, nil, moveTo(Heroes, "borgron", 5, 2))
	refused(t, s, pickLockCmd("borgron", 5, 2, board.SideE), CodeNotLocked)
}

// Page 28: a door opened before may be closed and opened again as a Quick
// Action.
func TestExploredDoorQuickActions(t *testing.T) {
	s := searchRoom(t, explorer("borgron", 5, 2))
	s.Explore.Doors[0].Locked = false
	s, _ = play(t, s, nil, activate(Heroes, "borgron"), openDoor(Heroes, "borgron", 5, 2, board.SideE))
	if !strings.Contains(OptionIDs(Options(s, Heroes)), "close_door:borgron:5,2:east") {
		t.Fatalf("closing not offered: %s", OptionIDs(Options(s, Heroes)))
	}
	s, evs := play(t, s, nil, closeDoorCmd("borgron", 6, 2, board.SideW))
	if ev, ok := find[DoorClosed](evs); !ok || ev.At != at(5, 2) || s.Board.Edge(at(5, 2), board.SideE).State != board.Closed || s.Active.QuickActions != 1 {
		t.Fatalf("closed: %+v", ev)
	}
	refused(t, s, openDoor(Heroes, "borgron", 5, 2, board.SideE), CodeQuickActionUsed)
	s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "borgron"))
	refused(t, s, closeDoorCmd("borgron", 5, 2, board.SideE), CodeNoDoor)
	s, evs = play(t, s, nil, openDoor(Heroes, "borgron", 5, 2, board.SideE), closeDoorCmd("borgron", 5, 2, board.SideE))
	if ev, _ := find[DoorOpened](evs); !ev.Explored || s.Active.Action != "" || s.Active.QuickActions != 2 {
		t.Fatalf("reopened as a Quick Action: %+v, activation %+v", ev, s.Active)
	}
	refused(t, s, searchRoomCmd("borgron"), CodeActionUsed)
}

func TestExploredDoorRefusals(t *testing.T) {
	orc := fig("orc", Dark, SizeAverage, 6, 1, 4)
	s := searchRoom(t, explorer("borgron", 5, 2), orc)
	s.Explore.Doors = nil
	s.Explore.Revealed[1] = true
	g := s.Board.Clone()
	if err := g.SetEdge(at(5, 2), board.SideE, board.Edge{Kind: board.Door, State: board.Opened}); err != nil {
		t.Fatal(err)
	}
	s.Board = g
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	refused(t, s, closeDoorCmd("borgron", 5, 2, board.SideE), CodeEnemyAdjacent)
	refused(t, s, closeDoorCmd("borgron", 4, 2, board.SideE), CodeNoDoor)
}

// Every option offered in the positions of these Actions is accepted, with
// any dice (Options must offer exactly what Apply accepts).
func TestActionOptionsAccepted(t *testing.T) {
	sage := explorer("sage", 4, 1)
	sage.EditAttrs().Fortune = 1
	states := []State{
		searchRoom(t, explorer("taeral", 2, 1), explorer("shara", 4, 0)),
		searchRoom(t, explorer("borgron", 5, 2), sage),
		riddles(t, sage),
		trapCorridor(t, explorer("taeral", 2, 1), explorer("shara", 0, 0)),
	}
	dormant := trapCorridor(t, explorer("taeral", 2, 1))
	dormant.Explore.Traps[0].Dormant = true
	states = append(states, dormant)
	for i, s := range states {
		s, _ = play(t, s, nil, activate(Heroes, s.Figures[0].ID))
		for _, o := range Options(s, Heroes) {
			for _, seed := range []uint64{1, 2, 3} {
				if _, _, err := Apply(s, o.Command, dice.Seeded(seed)); err != nil {
					t.Errorf("position %d: option %s refused: %v", i, o.ID, err)
				}
			}
		}
	}
}

// R73: an element every hero may use (a fountain, an altar) gives each
// hero, once, what the first roll gave; nothing is rolled again.
func TestSharedElement(t *testing.T) {
	s := searchRoom(t, explorer("taeral", 2, 1), explorer("shara", 0, 1))
	s.Explore.Elements[0].Shared = true
	s, _ = play(t, s, []int{5}, activate(Heroes, "taeral"), searchElementCmd("taeral", 1, 0), endAct(Heroes, "taeral"), activate(Heroes, "shara"))
	s, evs := play(t, s, nil, searchElementCmd("shara", 1, 0))
	if ev, _ := find[ElementSearched](evs); !ev.Again || ev.Result != 5 || ev.Roll != 1 {
		t.Fatalf("second use: %+v", ev)
	}
	if _, ok := find[Rolled](evs); ok {
		t.Fatal("a shared element was rolled for again")
	}
	s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"))
	refused(t, s, searchElementCmd("taeral", 1, 0), CodeAlreadySearched)
}

// Random play from the positions of these Actions: every option offered is
// accepted and leaves a sound state, on both sides, for many seeds.
func TestExplorationRandomPlay(t *testing.T) {
	orc := fig("orc", Dark, SizeAverage, 7, 1, 4)
	starts := []func() State{
		func() State { return searchRoom(t, explorer("taeral", 2, 1), explorer("shara", 4, 1), orc) },
		func() State { return riddles(t, explorer("sage", 4, 1), explorer("borgron", 5, 2)) },
		func() State { return trapCorridor(t, explorer("taeral", 0, 1), explorer("shara", 0, 0)) },
	}
	for i, start := range starts {
		for seed := uint64(1); seed <= 40; seed++ {
			s := start()
			src := dice.Seeded(seed)
			pick := seed
			for step := 0; step < 60; step++ {
				opts := Options(s, s.CurrentSeat())
				if len(opts) == 0 {
					t.Fatalf("start %d seed %d step %d: no options", i, seed, step)
				}
				pick = pick*6364136223846793005 + 1442695040888963407
				o := opts[int(pick>>33)%len(opts)]
				n, _, err := Apply(s, o.Command, src)
				if err != nil {
					t.Fatalf("start %d seed %d step %d: %s refused: %v", i, seed, step, o.ID, err)
				}
				if err := n.Check(); err != nil {
					t.Fatalf("start %d seed %d step %d: %s broke the state: %v", i, seed, step, o.ID, err)
				}
				s = n
			}
		}
	}
}
