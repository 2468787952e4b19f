package adp_test

import (
	"slices"
	"strings"
	"testing"

	"dun/adp"
	"dun/board"
	"dun/dice"
	"dun/rules"
)

// explored is a state in the heroes' turn 4 on a west-room board
// (corridor section 1, a 6 x 6 room, not large, section 2), both sections
// revealed; main marks the room as the Main Room.
func explored(t *testing.T, main bool, figs ...rules.Figure) rules.State {
	t.Helper()
	g := westRoom(t, 6, 6, 3)
	x := rules.Exploration{Revealed: []bool{true, true}, Sections: []rules.SectionInfo{{}, {Room: true, Main: main}}}
	s, err := rules.NewExploringState(g, figs, x)
	if err != nil {
		t.Fatal(err)
	}
	s.Turn = 4
	return s
}

func planner(t *testing.T, faction string) *adp.Planner {
	return &adp.Planner{Cards: cardInfos(t), Faction: factionOf(t, faction)}
}

func factionOf(t *testing.T, id string) adp.Faction { return faction(t, id) }

func kindsOf(steps []adp.CardStep) []adp.StepKind {
	var out []adp.StepKind
	for _, s := range steps {
		out = append(out, s.Kind)
	}
	return out
}

func checkReasons(t *testing.T, p adp.Plan) {
	t.Helper()
	for _, s := range p.Steps {
		if s.Why.En == "" || s.Why.Es == "" {
			t.Errorf("step %s has no reason in both languages: %+v", s.Kind, s.Why)
		}
	}
}

// Page 57: a Locked Door revealed in a corridor stays face up; when a
// hero then tries an unexplored door it acts, paying its cost, with no
// roll. Closing Walls, which acts only in rooms, is discarded there for
// its discard value.
func TestObstacleHeldAndDiscarded(t *testing.T) {
	s := explored(t, false, hero(t, "taeral", 0, 1, board.South))
	p := planner(t, "great_orc_clans")
	cs := adp.CardState{Reserve: 5, Heroes: 1, Decks: adp.Decks{Obstacles: []string{"locked_door", "closing_walls"}}}
	step := adp.ObstacleEvent{Hero: "taeral", Trigger: adp.TriggerStep, At: board.Pos{X: 0, Y: 1}}
	plan, err := p.Obstacle(&s, cs, step, dice.Scripted(1))
	if err != nil {
		t.Fatal(err)
	}
	checkReasons(t, plan)
	if got, want := kindsOf(plan.Steps), []adp.StepKind{adp.StepRoll, adp.StepDraw, adp.StepHold}; !slices.Equal(got, want) {
		t.Fatalf("steps %v, want %v", got, want)
	}
	cs = plan.Cards
	if !slices.Equal(cs.FaceUp, []string{"locked_door"}) || cs.Reserve != 5 {
		t.Errorf("face up %v reserve %d", cs.FaceUp, cs.Reserve)
	}
	door := adp.ObstacleEvent{Hero: "taeral", Trigger: adp.TriggerOpenDoor, At: board.Pos{X: 0, Y: 5}}
	plan, err = p.Obstacle(&s, cs, door, dice.Scripted()) // no die may be rolled
	if err != nil {
		t.Fatal(err)
	}
	if got := kindsOf(plan.Steps); !slices.Equal(got, []adp.StepKind{adp.StepActivate}) || plan.Cards.Reserve != 4 || len(plan.Cards.FaceUp) != 0 {
		t.Fatalf("held card: %v, reserve %d, face up %v", plan.Steps, plan.Cards.Reserve, plan.Cards.FaceUp)
	}
	cs = plan.Cards
	// the corridor again, far from the door: Closing Walls is discarded
	plan, err = p.Obstacle(&s, cs, adp.ObstacleEvent{Hero: "taeral", Trigger: adp.TriggerStep, At: board.Pos{X: 0, Y: 2}}, dice.Scripted(2))
	if err != nil {
		t.Fatal(err)
	}
	if got := kindsOf(plan.Steps); !slices.Equal(got, []adp.StepKind{adp.StepRoll, adp.StepDraw, adp.StepDiscard}) || plan.Cards.Reserve != 6 {
		t.Errorf("closing walls: %v, reserve %d (want 4 + 2)", plan.Steps, plan.Cards.Reserve)
	}
}

// Page 66 (turn 2): Borgron steps out of the Safety Zone in the room; the
// die shows Obstacles and Electric Shock is paid 3. With 2 Reserve Points
// it would have been discarded for 2.
func TestObstacleElectricShock(t *testing.T) {
	s := explored(t, false, hero(t, "borgron", 4, 3, board.East), hero(t, "shara", 0, 3, board.East))
	p := planner(t, "great_orc_clans")
	ev := adp.ObstacleEvent{Hero: "borgron", Trigger: adp.TriggerStep, At: board.Pos{X: 4, Y: 3}}
	for _, c := range []struct {
		reserve, after int
		last           adp.StepKind
	}{{10, 7, adp.StepActivate}, {2, 4, adp.StepDiscard}} {
		cs := adp.CardState{Reserve: c.reserve, Decks: adp.Decks{Obstacles: []string{"electric_shock"}}}
		plan, err := p.Obstacle(&s, cs, ev, dice.Scripted(2))
		if err != nil {
			t.Fatal(err)
		}
		if k := kindsOf(plan.Steps); k[len(k)-1] != c.last || plan.Cards.Reserve != c.after {
			t.Errorf("reserve %d: %v, reserve after %d, want %s and %d", c.reserve, plan.Steps, plan.Cards.Reserve, c.last, c.after)
		}
		if c.last == adp.StepActivate && !slices.Equal(plan.Cards.Obstacles, []board.Pos{ev.At}) {
			t.Errorf("the obstacle's square is not remembered: %v", plan.Cards.Obstacles)
		}
	}
}

// Page 55: when the die is not rolled for an obstacle.
func TestObstacleNoRoll(t *testing.T) {
	orc := creature(t, "orc_warrior", "orc", 6, 3, board.West)
	s := explored(t, false, hero(t, "borgron", 2, 3, board.East), orc)
	p := planner(t, "great_orc_clans")
	cs := adp.CardState{Reserve: 10, Decks: adp.Decks{Obstacles: []string{"pit"}}, Obstacles: []board.Pos{{X: 0, Y: 0}}}
	for _, c := range []struct {
		name string
		ev   adp.ObstacleEvent
		roll bool
	}{
		{"a trap of the sheet", adp.ObstacleEvent{Trigger: adp.TriggerStep, At: board.Pos{X: 0, Y: 5}, OnTrap: true}, false},
		{"heroes and creatures in the room", adp.ObstacleEvent{Trigger: adp.TriggerSearchRoom, At: board.Pos{X: 2, Y: 3}}, false},
		{"but opening a door is rolled for", adp.ObstacleEvent{Trigger: adp.TriggerOpenDoor, At: board.Pos{X: 2, Y: 3}}, true},
		{"an obstacle was there", adp.ObstacleEvent{Trigger: adp.TriggerStep, At: board.Pos{X: 0, Y: 0}}, false},
		{"an obstacle is next to it", adp.ObstacleEvent{Trigger: adp.TriggerStep, At: board.Pos{X: 0, Y: 1}}, false},
		{"the corridor further on", adp.ObstacleEvent{Trigger: adp.TriggerStep, At: board.Pos{X: 0, Y: 2}}, true},
		// A door's far side next to an obstacle (R1249).
		{"a door whose far side is next to one", adp.ObstacleEvent{Trigger: adp.TriggerOpenDoor, At: board.Pos{X: 0, Y: 3},
			Squares: []board.Pos{{X: 0, Y: 3}, {X: 1, Y: 1}}}, false},
	} {
		ok, why := adp.ObstacleRoll(&s, c.ev, cs.Obstacles)
		if ok != c.roll || why.En == "" || why.Es == "" {
			t.Errorf("%s: roll %v (%s), want %v", c.name, ok, why.En, c.roll)
		}
		plan, err := p.Obstacle(&s, cs, c.ev, dice.Scripted(1))
		if err != nil {
			t.Fatal(err)
		}
		if rolled := len(plan.Rolls) > 0; rolled != c.roll {
			t.Errorf("%s: planner rolled %v", c.name, rolled)
		}
	}
}

// Page 48's placement binds a card held face up as it binds one drawn:
// none next to another obstacle, though its condition is met (R1249).
func TestObstacleFaceUpKeepsApart(t *testing.T) {
	s := explored(t, false, hero(t, "taeral", 0, 1, board.South))
	p := planner(t, "great_orc_clans")
	door := adp.ObstacleEvent{Hero: "taeral", Trigger: adp.TriggerOpenDoor, At: board.Pos{X: 0, Y: 5}}
	for _, c := range []struct {
		name string
		used []board.Pos
		want []adp.StepKind
	}{
		{"free", nil, []adp.StepKind{adp.StepActivate}},
		{"next to an obstacle", []board.Pos{{X: 1, Y: 4}}, []adp.StepKind{adp.StepNothing}},
	} {
		cs := adp.CardState{Reserve: 5, Heroes: 1, FaceUp: []string{"locked_door"}, Obstacles: c.used}
		plan, err := p.Obstacle(&s, cs, door, dice.Scripted())
		if err != nil {
			t.Fatal(err)
		}
		checkReasons(t, plan)
		if got := kindsOf(plan.Steps); !slices.Equal(got, c.want) {
			t.Errorf("%s: steps %v, want %v", c.name, got, c.want)
		}
	}
}

// Page 67 (turn 4): a Wandering Creature card brings one orc archer and
// one orc warrior (1 VP each); the warrior is placed first, 3 squares in
// front of Borgron.
func TestRevealWalkthroughTurn4(t *testing.T) {
	s := explored(t, false, hero(t, "borgron", 0, 3, board.East), hero(t, "shara", 0, 0, board.East))
	p := planner(t, "great_orc_clans")
	cs := adp.CardState{Reserve: 20, Heroes: 2, GroupVP: 29, Decks: adp.Decks{Encounters: []string{"wandering_creature"}}}
	// die 3: Encounter; 1D6 1: the row of the archer and the warrior
	plan, err := p.Reveal(&s, cs, adp.RevealEvent{Hero: "borgron", Section: 2, From: board.Pos{X: 0, Y: 3}}, dice.Scripted(3, 1))
	if err != nil {
		t.Fatal(err)
	}
	checkReasons(t, plan)
	want := []adp.StepKind{adp.StepRoll, adp.StepDraw, adp.StepActivate, adp.StepSpawn}
	if got := kindsOf(plan.Steps); !slices.Equal(got, want) {
		t.Fatalf("steps %v, want %v", plan.Steps, want)
	}
	sp := plan.Steps[3]
	if len(sp.Placements) != 2 || sp.Placements[0].Creature.Kind != "orc_warrior" || sp.Placements[0].At != (board.Pos{X: 3, Y: 3}) || sp.Placements[1].Creature.Kind != "orc_archer" {
		t.Errorf("placements %v", sp.Placements)
	}
	if plan.Cards.Reserve != 18 || plan.Cards.Encounters[2] != 1 || plan.Cards.Quiet != 0 {
		t.Errorf("after: reserve %d, encounters %v, quiet %d", plan.Cards.Reserve, plan.Cards.Encounters, plan.Cards.Quiet)
	}
}

// Page 56: with 4 Reserve Points an Enemy Spotted! roll of 3 falls back
// to 4 skeletons; with 3 the card is discarded for its discard value.
func TestRevealFallBack(t *testing.T) {
	s := explored(t, false, hero(t, "borgron", 0, 3, board.East))
	p := planner(t, "creatures_of_the_night")
	for _, c := range []struct {
		reserve, after, placed int
	}{{4, 0, 4}, {3, 5, 0}} {
		cs := adp.CardState{Reserve: c.reserve, Heroes: 2, Decks: adp.Decks{Encounters: []string{"enemy_spotted"}}}
		plan, err := p.Reveal(&s, cs, adp.RevealEvent{Hero: "borgron", Section: 2, From: board.Pos{X: 0, Y: 3}}, dice.Scripted(4, 3))
		if err != nil {
			t.Fatal(err)
		}
		n := len(placementsOf(plan))
		if plan.Cards.Reserve != c.after || n != c.placed {
			t.Errorf("reserve %d: %d placed, reserve after %d; want %d and %d\n%v", c.reserve, n, plan.Cards.Reserve, c.placed, c.after, plan.Steps)
		}
	}
}

func placementsOf(p adp.Plan) []adp.Placement {
	var out []adp.Placement
	for _, s := range p.Steps {
		out = append(out, s.Placements...)
	}
	return out
}

// Page 56: no die in the heroes' first turn; a missed die is rolled again
// when the heroes broke a door, or after two sections with no enemy.
func TestRevealRerolls(t *testing.T) {
	p := planner(t, "great_orc_clans")
	ev := adp.RevealEvent{Hero: "borgron", Section: 2, From: board.Pos{X: 0, Y: 3}}
	cs := adp.CardState{Reserve: 20, Heroes: 2, Decks: adp.Decks{Encounters: []string{"wandering_creature"}}}

	s := explored(t, false, hero(t, "borgron", 0, 3, board.East))
	s.Turn = 1
	plan, err := p.Reveal(&s, cs, ev, dice.Scripted())
	if err != nil || len(plan.Rolls) != 0 || plan.Cards.Quiet != 1 {
		t.Errorf("first turn: %v rolls %v quiet %d", err, plan.Rolls, plan.Cards.Quiet)
	}

	s.Turn = 3
	plan, _ = p.Reveal(&s, cs, ev, dice.Scripted(1))
	if len(plan.Rolls) != 1 {
		t.Errorf("a plain miss rolled %d times", len(plan.Rolls))
	}
	broke := ev
	broke.BrokeDoor = true
	plan, _ = p.Reveal(&s, cs, broke, dice.Scripted(1, 3, 1))
	if len(placementsOf(plan)) != 2 {
		t.Errorf("broken door: %v", plan.Steps)
	}
	quiet := cs
	quiet.Quiet = 2
	plan, _ = p.Reveal(&s, quiet, ev, dice.Scripted(6, 4, 2))
	if len(placementsOf(plan)) != 2 || plan.Cards.Quiet != 0 {
		t.Errorf("two quiet sections: %v quiet %d", plan.Steps, plan.Cards.Quiet)
	}
}

// Page 56: the Main Room gets an Enemy Spotted! group before the die; a
// large section other than the Main Room always gets an Encounter card.
func TestRevealMainAndLarge(t *testing.T) {
	p := planner(t, "great_orc_clans")
	ev := adp.RevealEvent{Hero: "borgron", Section: 2, From: board.Pos{X: 0, Y: 3}}
	cs := adp.CardState{Reserve: 30, Heroes: 2, Decks: adp.Decks{Encounters: []string{"wandering_creature"}}}
	s := explored(t, true, hero(t, "borgron", 0, 3, board.East))
	// 1D6 1 for the group (3 warriors and 2 archers, 5 VP), then the die misses
	plan, err := p.Reveal(&s, cs, ev, dice.Scripted(1, 6))
	if err != nil {
		t.Fatal(err)
	}
	checkReasons(t, plan)
	if plan.Steps[0].Kind != adp.StepSpawn || len(plan.Steps[0].Placements) != 5 || plan.Cards.Reserve != 25 {
		t.Errorf("main room: %v reserve %d", plan.Steps, plan.Cards.Reserve)
	}
	if len(plan.Cards.Decks.Encounters) != 1 {
		t.Error("the Main Room drew an extra card")
	}

	g := westRoom(t, 8, 7, 3) // 56 squares: large
	x := rules.Exploration{Revealed: []bool{true, true}, Sections: []rules.SectionInfo{{}, {Room: true}}}
	ls, err := rules.NewExploringState(g, []rules.Figure{hero(t, "borgron", 0, 3, board.East)}, x)
	if err != nil {
		t.Fatal(err)
	}
	ls.Turn = 3
	// the card at once: 1D6 1 (+1 large) = 2; then the die misses
	plan, err = p.Reveal(&ls, cs, ev, dice.Scripted(1, 6))
	if err != nil {
		t.Fatal(err)
	}
	if got := kindsOf(plan.Steps); !slices.Equal(got, []adp.StepKind{adp.StepDraw, adp.StepActivate, adp.StepSpawn, adp.StepRoll, adp.StepNothing}) {
		t.Errorf("large section: %v", plan.Steps)
	}
}

// Page 67 (turn 4): at the start of the combat turn the die shows Power;
// Fortune (2) goes to the creature of highest VP, drawn among the two
// orcs of 1 VP; the Leader would always take it. In the Main Room the
// Power face is taken as rolled (not for a solo hero, page 65).
func TestCombatTurnPower(t *testing.T) {
	p := planner(t, "great_orc_clans")
	cs := adp.CardState{Reserve: 10, Heroes: 2, Decks: adp.Decks{Powers: []string{"fortune"}}}
	warrior := creature(t, "orc_warrior", "warrior", 4, 3, board.West)
	archer := creature(t, "orc_archer", "archer", 4, 5, board.West)
	s := explored(t, false, hero(t, "borgron", 1, 3, board.East), hero(t, "shara", 0, 3, board.East), warrior, archer)
	// die 5: Power; then a die for the draw between equals: 2 -> the second
	plan, err := p.CombatTurn(&s, cs, dice.Scripted(5, 2))
	if err != nil {
		t.Fatal(err)
	}
	checkReasons(t, plan)
	last := plan.Steps[len(plan.Steps)-1]
	if last.Kind != adp.StepPower || last.Figure != "archer" || plan.Cards.Reserve != 8 {
		t.Errorf("fortune: %v reserve %d", plan.Steps, plan.Cards.Reserve)
	}
	boss := creature(t, "orc_boss", "boss", 6, 3, board.West)
	boss.SetLeader(true)
	s = explored(t, false, hero(t, "borgron", 1, 3, board.East), warrior, boss, archer)
	plan, _ = p.CombatTurn(&s, cs, dice.Scripted(6))
	if last := plan.Steps[len(plan.Steps)-1]; last.Figure != "boss" {
		t.Errorf("the Leader should prevail: %v", plan.Steps)
	}
	s = explored(t, true, hero(t, "borgron", 1, 3, board.East), hero(t, "shara", 0, 3, board.East), warrior)
	plan, _ = p.CombatTurn(&s, cs, dice.Scripted())
	if len(plan.Rolls) != 0 || plan.Steps[len(plan.Steps)-1].Figure != "warrior" {
		t.Errorf("main room: %v rolls %v", plan.Steps, plan.Rolls)
	}
	solo := cs
	solo.Heroes = 1
	plan, _ = p.CombatTurn(&s, solo, dice.Scripted(1))
	if len(plan.Rolls) != 1 || plan.Steps[len(plan.Steps)-1].Kind != adp.StepNothing {
		t.Errorf("main room, solo hero: %v", plan.Steps)
	}
}

// Page 60: Reinforcements from the Power deck come from an explored
// section beside the heroes; a solo hero meets a Wandering Creature's
// group instead (page 65).
func TestReinforcements(t *testing.T) {
	p := planner(t, "great_orc_clans")
	s := explored(t, false, hero(t, "borgron", 0, 3, board.East), hero(t, "shara", 0, 5, board.East))
	cs := adp.CardState{Reserve: 20, Heroes: 2, Decks: adp.Decks{Powers: []string{"reinforcements"}}}
	plan, err := p.CombatTurn(&s, cs, dice.Scripted(5, 1))
	if err != nil {
		t.Fatal(err)
	}
	checkReasons(t, plan)
	pl := placementsOf(plan)
	if len(pl) != 5 || plan.Cards.Reserve != 15 {
		t.Errorf("reinforcements: %v reserve %d", plan.Steps, plan.Cards.Reserve)
	}
	cs.Heroes = 1
	plan, _ = p.CombatTurn(&s, cs, dice.Scripted(5, 1))
	if pl := placementsOf(plan); len(pl) != 2 {
		t.Errorf("solo reinforcements: %v", plan.Steps)
	}
}

// Page 60: the ADP rolls Initiative with the best Perception among its
// creatures, wherever they stand (the wolf's +1).
func TestInitiativeBestPerception(t *testing.T) {
	orc := creature(t, "orc_warrior", "orc", 3, 3, board.West)
	wolf := creature(t, "dire_wolf", "wolf", 6, 1, board.West)
	s := explored(t, false, hero(t, "borgron", 0, 3, board.East), orc, wolf)
	i, why := adp.Initiative(&s)
	if i < 0 || s.Figures[i].ID != "wolf" || !strings.Contains(why.En, "Perception") {
		t.Errorf("initiative by %d (%s), want the wolf", i, why.En)
	}
}

// Page 66 (turn 2): Borgron, starting in the corridor with Shara beside
// him, enters the room; the die is rolled on the third square, the first
// outside the Safety Zones.
func TestSafetyZone(t *testing.T) {
	g := westRoom(t, 6, 6, 3)
	path := []board.Pos{{X: 1, Y: 3}, {X: 2, Y: 3}, {X: 3, Y: 3}, {X: 4, Y: 3}}
	if got := adp.FirstStepOutside(g, path, board.Pos{X: 0, Y: 3}, []board.Pos{{X: 0, Y: 4}}, adp.SafetyRadius(2)); got != 2 {
		t.Errorf("first step outside: %d, want 2", got)
	}
	// a solo hero's zone is 3 squares wide (page 65)
	if got := adp.FirstStepOutside(g, path, board.Pos{X: 0, Y: 3}, nil, adp.SafetyRadius(1)); got != 3 {
		t.Errorf("solo: %d, want 3", got)
	}
}

// Page 65: a Leader with no square on the sheet comes with the Main Room,
// behind its group; he rolls 1D6 per hero for extra skills (here 4 and 1:
// Inspiring and Hardy, 5 points) and the reserve above 10 becomes his
// Vitality, 1 for every 2 points: 30 - 5 (group) - 5 = 20, so 5.
func TestRevealMainLeader(t *testing.T) {
	boss := spawnCreature(t, "orc_boss", nil)
	p := &adp.Planner{Cards: cardInfos(t), Faction: faction(t, "great_orc_clans"), Leader: &boss, PlaceLeader: true}
	s := explored(t, true, hero(t, "borgron", 0, 3, board.East), hero(t, "shara", 0, 1, board.East))
	cs := adp.CardState{Reserve: 30, Heroes: 2}
	plan, err := p.Reveal(&s, cs, adp.RevealEvent{Hero: "borgron", Section: 2, From: board.Pos{X: 0, Y: 3}}, dice.Scripted(1, 6, 4, 1))
	if err != nil {
		t.Fatal(err)
	}
	checkReasons(t, plan)
	pl := placementsOf(plan)
	if len(pl) != 6 || !pl[5].Leader {
		t.Fatalf("placements %v", pl)
	}
	deepest := 0
	for _, q := range pl[:5] {
		deepest = max(deepest, q.At.X)
	}
	if pl[5].At.X <= deepest {
		t.Errorf("the Leader at %v is not behind the group (deepest x %d)", pl[5].At, deepest)
	}
	var skills, leader *adp.CardStep
	for k := range plan.Steps {
		switch plan.Steps[k].Kind {
		case adp.StepSkills:
			skills = &plan.Steps[k]
		case adp.StepLeader:
			leader = &plan.Steps[k]
		}
	}
	if skills == nil || skills.Pay != 5 || len(skills.Skills) != 2 || skills.Skills[0].Skill != "inspiring" {
		t.Errorf("skills: %+v", skills)
	}
	if leader == nil || leader.Vitality != 5 || leader.Actions != 0 || plan.Cards.Reserve != 10 {
		t.Errorf("improvement: %+v, reserve %d", leader, plan.Cards.Reserve)
	}
	// Without the reserve for a group, he still comes.
	plan, err = p.Reveal(&s, adp.CardState{Reserve: 2, Heroes: 2}, adp.RevealEvent{Hero: "borgron", Section: 2, From: board.Pos{X: 0, Y: 3}}, dice.Scripted(1, 6, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if pl := placementsOf(plan); len(pl) != 1 || !pl[0].Leader {
		t.Errorf("alone: %v", plan.Steps)
	}
}

// Page 49: while the reserve is below zero (a Leader dearer than the
// budget) every card drawn is discarded for its points as it is drawn, by
// the rules' DrawCard itself; the plan neither plays it nor sends a
// discard of a card the Dark Player no longer holds.
func TestNegativeReserveDiscardsAsDrawn(t *testing.T) {
	s := explored(t, false, hero(t, "taeral", 0, 1, board.South))
	p := planner(t, "great_orc_clans")
	cs := adp.CardState{Reserve: -3, Heroes: 1, Decks: adp.Decks{Obstacles: []string{"ambush", "locked_door"}}}
	step := adp.ObstacleEvent{Hero: "taeral", Trigger: adp.TriggerStep, At: board.Pos{X: 0, Y: 1}}
	plan, err := p.Obstacle(&s, cs, step, dice.Scripted(1))
	if err != nil {
		t.Fatal(err)
	}
	checkReasons(t, plan)
	if got, want := kindsOf(plan.Steps), []adp.StepKind{adp.StepRoll, adp.StepDraw, adp.StepNothing}; !slices.Equal(got, want) {
		t.Fatalf("steps %v, want %v", got, want)
	}
	if got := plan.Cards.Reserve; got != -3+2 {
		t.Errorf("reserve %d, want -3 + Ambush!'s discard of 2", got)
	}
	if !slices.Equal(plan.Cards.Discards, []string{"ambush"}) || len(plan.Cards.Decks.Obstacles) != 1 {
		t.Errorf("discards %v, obstacles left %v", plan.Cards.Discards, plan.Cards.Decks.Obstacles)
	}
}
