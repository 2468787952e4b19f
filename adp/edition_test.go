package adp_test

import (
	"slices"
	"testing"

	"dun/adp"
	"dun/adp1"
	"dun/board"
	"dun/dice"
)

// The earlier edition's part of the planner (R915, seed 002 "Activación
// de cartas de encuentro" and "Colocación de criaturas"): the die rolled
// for a section revealed in the heroes' first turn, no second roll after
// two quiet sections, no spawn modifier, and long weapons placed first
// among equals in a room. The planner the second edition uses is left as
// it was.
func TestEarlierEditionPlanner(t *testing.T) {
	second := planner(t, "great_orc_clans")
	first := adp1.Planner(second)
	if second.Edition.Encounter != nil || first.Edition.Encounter == nil {
		t.Fatal("adp1.Planner changed the planner it copied")
	}
	ev := adp.RevealEvent{Hero: "borgron", Section: 2, From: board.Pos{X: 0, Y: 3}}
	cs := adp.CardState{Reserve: 20, Heroes: 2, GroupVP: 60, Decks: adp.Decks{Encounters: []string{"wandering_creature"}}}
	s := explored(t, false, hero(t, "borgron", 0, 3, board.East))

	s.Turn = 1
	if plan, err := first.Reveal(&s, cs, ev, dice.Scripted(6)); err != nil || len(plan.Rolls) != 1 {
		t.Errorf("first turn, earlier edition: %v, %d rolls", err, len(plan.Rolls))
	}
	if plan, _ := second.Reveal(&s, cs, ev, dice.Scripted()); len(plan.Rolls) != 0 {
		t.Errorf("first turn, second edition: %d rolls", len(plan.Rolls))
	}

	s.Turn = 3
	quiet := cs
	quiet.Quiet = 2
	if plan, _ := first.Reveal(&s, quiet, ev, dice.Scripted(6)); len(plan.Rolls) != 1 || len(placementsOf(plan)) != 0 {
		t.Errorf("two quiet sections, earlier edition: %v", plan.Steps)
	}

	// A broken door: a miss, the second roll an Encounter, the spawn die 1:
	// 1 + 2 (60 VP) in the second edition, 1 in the earlier.
	broke := ev
	broke.BrokeDoor = true
	total := func(p *adp.Planner) int {
		plan, err := p.Reveal(&s, cs, broke, dice.Scripted(1, 3, 1))
		if err != nil {
			t.Fatal(err)
		}
		checkReasons(t, plan)
		for _, st := range plan.Steps {
			if st.Spawn != nil {
				return st.Spawn.Total
			}
		}
		t.Fatalf("no spawn: %v", plan.Steps)
		return 0
	}
	if a, b := total(first), total(second); a != 1 || b != 3 {
		t.Errorf("spawn totals: earlier %d, second %d", a, b)
	}

	// Equal VP in a room: the earlier edition places the long weapon first.
	cs2 := []adp.SpawnCreature{{Kind: "warrior", VP: 1, Reach: adp.ReachMelee}, {Kind: "spear", VP: 1, Reach: adp.ReachLong}, {Kind: "archer", VP: 1, Reach: adp.ReachRanged}}
	kinds := func(cs []adp.SpawnCreature) []string {
		var out []string
		for _, c := range cs {
			out = append(out, c.Kind)
		}
		return out
	}
	if got := kinds(first.Edition.Order(cs2, true)); !slices.Equal(got, []string{"spear", "warrior", "archer"}) {
		t.Errorf("earlier edition, room: %v", got)
	}
	if got := kinds(adp.PlaceOrder(cs2, true)); !slices.Equal(got, []string{"warrior", "spear", "archer"}) {
		t.Errorf("second edition, room: %v", got)
	}
	if got := kinds(first.Edition.Order(cs2, false)); !slices.Equal(got, []string{"warrior", "archer", "spear"}) {
		t.Errorf("earlier edition, corridor: %v", got)
	}
}

// The earlier edition's placements where its chapter differs (R1150,
// R1151): it has no page 59 "Single creatures", so a lone creature spawned
// in a room takes the checkerboard's first square, 3 squares in front of
// the revealer, not the centre; and no page 65 solo rules, so a solo
// hero's Ambush! rolls the Ambush! column, not the Wandering Creature one.
func TestEarlierEditionPlacesItsOwnWay(t *testing.T) {
	second := planner(t, "great_orc_clans")
	first := adp1.Planner(second)
	at := board.Pos{X: 0, Y: 3}
	s := explored(t, false, hero(t, "borgron", at.X, at.Y, board.East))
	ev := adp.RevealEvent{Hero: "borgron", Section: 2, From: at}
	cs := adp.CardState{Reserve: 20, Heroes: 2, Decks: adp.Decks{Encounters: []string{"special_creature"}}}
	lone := func(p *adp.Planner) board.Pos {
		t.Helper()
		// The Encounter face, then 3 on the Special Creature column: an
		// orc shaman alone.
		plan, err := p.Reveal(&s, cs, ev, dice.Scripted(3, 3))
		if err != nil {
			t.Fatal(err)
		}
		checkReasons(t, plan)
		pl := placementsOf(plan)
		if len(pl) != 1 || pl[0].Creature.Kind != "orc_shaman" {
			t.Fatalf("placements %v", pl)
		}
		return pl[0].At
	}
	// The pattern's first square is the first of a group of two; the
	// centre is where the second edition's planner puts one alone.
	area := adp.AreaOf(&s, 2, at)
	shaman := spawnCreature(t, "orc_shaman", nil)
	pair, _ := adp.PlaceGroup(area, []adp.SpawnCreature{shaman, shaman}, nil)
	alone, _ := adp.PlaceGroup(area, []adp.SpawnCreature{shaman}, nil)
	if pair[0].At == alone[0].At {
		t.Fatalf("the pattern's first square %v is the centre too: the test shows nothing", pair[0].At)
	}
	if got := lone(first); got != pair[0].At || board.Chebyshev(got, at) != 3 {
		t.Errorf("earlier edition: the lone shaman at %v, want the pattern's first square %v", got, pair[0].At)
	}
	if got := lone(second); got != alone[0].At {
		t.Errorf("second edition: the lone shaman at %v, want the centre %v", got, alone[0].At)
	}

	// A solo hero in the corridor steps out; the die shows Obstacles and
	// the card is Ambush!: the orcs come from the room beside him.
	solo := explored(t, false, hero(t, "taeral", 0, 1, board.South))
	amb := adp.CardState{Reserve: 20, Heroes: 1, Decks: adp.Decks{Obstacles: []string{"ambush"}}}
	step := adp.ObstacleEvent{Hero: "taeral", Trigger: adp.TriggerStep, At: board.Pos{X: 0, Y: 1}}
	column := func(p *adp.Planner) string {
		t.Helper()
		plan, err := p.Obstacle(&solo, amb, step, dice.Scripted(1, 1))
		if err != nil {
			t.Fatal(err)
		}
		checkReasons(t, plan)
		for _, st := range plan.Steps {
			if st.Spawn != nil {
				return st.Spawn.Column
			}
		}
		t.Fatalf("no spawn: %v", plan.Steps)
		return ""
	}
	if got := column(first); got != adp.ColumnAmbush {
		t.Errorf("earlier edition, solo Ambush!: column %q", got)
	}
	if got := column(second); got != adp.ColumnWandering {
		t.Errorf("second edition, solo Ambush!: column %q", got)
	}

	// A solo hero reveals the Main Room: its group is Enemy Spotted!'s in
	// the earlier edition, a Wandering Creature's in the second.
	main := explored(t, true, hero(t, "taeral", at.X, at.Y, board.East))
	mainCS := adp.CardState{Reserve: 20, Heroes: 1}
	mainColumn := func(p *adp.Planner) string {
		t.Helper()
		plan, err := p.Reveal(&main, mainCS, adp.RevealEvent{Hero: "taeral", Section: 2, From: at}, dice.Scripted(1, 1))
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range plan.Steps {
			if st.Spawn != nil {
				return st.Spawn.Column
			}
		}
		t.Fatalf("no spawn: %v", plan.Steps)
		return ""
	}
	if got := mainColumn(first); got != adp.ColumnEnemySpotted {
		t.Errorf("earlier edition, solo Main Room: column %q", got)
	}
	if got := mainColumn(second); got != adp.ColumnWandering {
		t.Errorf("second edition, solo Main Room: column %q", got)
	}
}

// The earlier edition's ADP rolls no extra skills (R1153): its Leader,
// placed with the Main Room, comes with his profile's skills alone, and
// the dice the second edition would roll for them are not rolled.
func TestEarlierEditionNoExtraSkills(t *testing.T) {
	boss := spawnCreature(t, "orc_boss", nil)
	second := &adp.Planner{Cards: cardInfos(t), Faction: faction(t, "great_orc_clans"), Leader: &boss, PlaceLeader: true}
	first := adp1.Planner(second)
	s := explored(t, true, hero(t, "borgron", 0, 3, board.East), hero(t, "shara", 0, 1, board.East))
	ev := adp.RevealEvent{Hero: "borgron", Section: 2, From: board.Pos{X: 0, Y: 3}}
	skilled := func(p *adp.Planner, rolls ...int) bool {
		t.Helper()
		plan, err := p.Reveal(&s, adp.CardState{Reserve: 30, Heroes: 2}, ev, dice.Scripted(rolls...))
		if err != nil {
			t.Fatal(err)
		}
		checkReasons(t, plan)
		if pl := placementsOf(plan); len(pl) == 0 || !pl[len(pl)-1].Leader {
			t.Fatalf("the Leader is not placed: %v", pl)
		}
		for _, st := range plan.Steps {
			if st.Kind == adp.StepSkills {
				return true
			}
		}
		return false
	}
	// The group's spawn die, the Scenario Die, then 2D6 for the skills
	// in the second edition only (the scripted dice must all be used).
	if !skilled(second, 1, 6, 4, 1) {
		t.Error("the second edition's Leader rolled no extra skills")
	}
	if skilled(first, 1, 6) {
		t.Error("the earlier edition's Leader rolled extra skills")
	}
}
