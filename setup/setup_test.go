package setup

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
	"dun/quest"
	"dun/rules"
)

const cellar = `
id: cellar
title: {en: The cellar, es: La bodega}
mission: {en: Explore it, es: Explorarla}
map:
  sections: |
    AAAABBBB
    AAAABBBB
    CCCC....
sections:
  A: {kind: corridor}
  B: {kind: room}
  C: {kind: room}
doors:
  - {at: [1, 1], side: south}
arrows:
  - {at: [3, 0], facing: E, to: B}
  - {at: [3, 1], facing: E, to: B}
start: [[0, 0], [0, 1]]
leader: {kind: orc-chief, at: [7, 0], facing: W}
creatures:
  - {id: orc, kind: orc, at: [7, 1], facing: W, target: taeral}
  - {kind: giant-rat, at: [2, 2], facing: N}
`

func profiles(kind string) (rules.Figure, bool) {
	switch kind {
	case "orc", "orc-chief", "giant-rat":
		return rules.Figure{Size: rules.SizeAverage}.WithInfo(rules.FigureInfo{Name: kind,
			Attrs: rules.Attributes{Movement: 4, Vitality: 4, Intelligence: 3, Perception: 1}}), true
	}
	return rules.Figure{}, false
}

func heroes() []rules.Figure {
	return []rules.Figure{
		rules.Figure{ID: "borgron",
			Size:   rules.SizeAverage,
			Facing: board.East}.WithInfo(rules.FigureInfo{
			Name:  "Borgron",
			Hero:  true,
			Attrs: rules.Attributes{Movement: 4, Vitality: 8, Perception: 1},
		}),
		rules.Figure{ID: "taeral",
			Size:   rules.SizeAverage,
			Facing: board.East}.WithInfo(rules.FigureInfo{
			Name:  "Taeral",
			Hero:  true,
			Attrs: rules.Attributes{Movement: 5, Vitality: 6, Perception: 2},
		}),
	}
}

// A quest sheet starts with only the starting section revealed, the heroes
// on the starting squares, the arrows and closed doors unexplored, and the
// sheet's creatures hidden where their section is not revealed (page 22).
func TestGameFromQuestSheet(t *testing.T) {
	q, err := quest.Parse("cellar.yaml", []byte(cellar))
	if err != nil {
		t.Fatal(err)
	}
	s, err := Game(q, heroes(), profiles)
	if err != nil {
		t.Fatal(err)
	}
	x := s.Explore
	if !s.SectionRevealed(1) || s.SectionRevealed(2) || s.SectionRevealed(3) {
		t.Fatalf("revealed %v", x.Revealed)
	}
	if len(s.Figures) != 2 || s.Figures[0].At != (board.Pos{X: 0, Y: 0}) || s.Figures[1].At != (board.Pos{X: 0, Y: 1}) {
		t.Fatalf("heroes %+v", s.Figures)
	}
	if len(x.Arrows) != 2 || len(x.Doors) != 1 || len(x.Hidden) != 3 {
		t.Fatalf("arrows %v doors %v hidden %d", x.Arrows, x.Doors, len(x.Hidden))
	}
	if x.Hidden[0].ID != "orc-chief-0" || x.Hidden[2].ID != "giant-rat-2" || x.Hidden[1].Side != rules.Dark {
		t.Fatalf("hidden %+v", x.Hidden)
	}
	// The orc's specific target (page 62) reaches its figure.
	if x.Hidden[1].Hunts() != "taeral" || x.Hidden[2].Hunts() != "" {
		t.Fatalf("targets %q %q", x.Hidden[1].Hunts(), x.Hidden[2].Hunts())
	}
	if _, err := Game(q, heroes(), func(string) (rules.Figure, bool) { return rules.Figure{}, false }); err == nil {
		t.Fatal("an unknown creature kind accepted")
	}

	// Taeral walks to an arrow and reveals room B: the orc and its chief
	// enter play; Taeral wins the Initiative (with a die of 1: no one is caught
	// by surprise) and a new heroes' turn begins.
	h := rules.Header{Seat: rules.Heroes}
	src := dice.Scripted(6, 1, 2, 2)
	for _, c := range []rules.Command{
		rules.Activate{Header: h, Figure: "taeral"},
		rules.Move{Header: h, Figure: "taeral", To: board.Pos{X: 3, Y: 1}},
		rules.Reveal{Header: h, Figure: "taeral", At: board.Pos{X: 3, Y: 1}},
	} {
		if s, _, err = rules.Apply(s, c, src); err != nil {
			t.Fatal(err)
		}
	}
	if !s.SectionRevealed(2) || len(s.Figures) != 4 || len(s.Explore.Hidden) != 1 || s.Explore.Arrows != nil {
		t.Fatalf("after the reveal: %d figures, %+v", len(s.Figures), s.Explore)
	}
	if s.Side != rules.Heroes || s.Turn != 2 {
		t.Fatalf("side %v turn %d", s.Side, s.Turn)
	}
}

// Every example quest sheet starts: its starting sections revealed, its
// creatures in play or hidden, nothing lost.
func TestExampleQuestsStart(t *testing.T) {
	files, err := filepath.Glob("../examples/quests/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no example quests: %v", err)
	}
	plain := func(kind string) (rules.Figure, bool) {
		return rules.Figure{Size: rules.SizeAverage}.WithInfo(rules.FigureInfo{Name: kind,
			Attrs: rules.Attributes{Movement: 4, Vitality: 4}}), true
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		q, err := quest.Parse(file, data)
		if err != nil {
			t.Fatal(err)
		}
		s, err := Game(q, heroes()[:1], plain)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		want := 1 + len(q.Creatures)
		if q.Leader != nil && q.Leader.At != nil {
			want++
		}
		if got := len(s.Figures) + len(s.Explore.Hidden); got != want {
			t.Errorf("%s: %d figures in play or hidden, want %d", file, got, want)
		}
		if !s.SectionRevealed(s.Board.Square(q.Board.Start[0]).Section) {
			t.Errorf("%s: the starting section is not revealed", file)
		}
		checkMission(t, file, q, s)
	}
}

// checkMission: the sheet's objectives reach the state resolved to the
// state's figures, elements and sections, with the exits, turn limit and
// rewards; none is met at the start.
func checkMission(t *testing.T, file string, q *quest.Quest, s rules.State) {
	t.Helper()
	m := s.Mission
	if m == nil || len(m.Objectives) != len(q.Objectives) || len(q.Objectives) == 0 {
		t.Fatalf("%s: mission %+v", file, m)
	}
	if len(m.Exits) != len(q.Board.Start)+len(q.Board.Finish) || m.TurnLimit != q.TurnLimit || m.Coins != q.Rewards.Coins || m.Experience != q.Rewards.Experience {
		t.Errorf("%s: exits, turn limit or rewards wrong: %+v", file, m)
	}
	for k, o := range m.Objectives {
		if o.Met || o.Text.En == "" || o.Text.Es == "" || string(o.Kind) != string(q.Objectives[k].Kind) {
			t.Errorf("%s: objective %d: %+v", file, k, o)
		}
		switch o.Kind {
		case rules.ObjectiveDefeat:
			found := false
			for _, f := range append(append([]rules.Figure(nil), s.Figures...), s.Explore.Hidden...) {
				found = found || f.ID == o.Figure && f.Side == rules.Dark
			}
			if !found {
				t.Errorf("%s: objective %d: no figure %q to defeat", file, k, o.Figure)
			}
		case rules.ObjectiveSearch, rules.ObjectiveOpen:
			if el := q.Board.Elements[o.Element]; el.ID != q.Objectives[k].Target {
				t.Errorf("%s: objective %d: element %d is %q", file, k, o.Element, el.ID)
			}
		case rules.ObjectiveClear:
			if sec, _ := q.Board.Section(q.Objectives[k].Section); sec.ID != o.Section {
				t.Errorf("%s: objective %d: section %d", file, k, o.Section)
			}
		case rules.ObjectiveReach, rules.ObjectiveHold:
			if len(o.Squares) == 0 {
				t.Errorf("%s: objective %d: no squares", file, k)
			}
		}
	}
}

const vault = `
id: vault
title: {en: The vault, es: La cámara}
mission: {en: Search it, es: Registrarla}
map:
  sections: |
    AAAABBBB
    AAAABBBB
sections:
  A: {kind: room}
  B: {kind: corridor, main: true}
doors:
  - {at: [3, 0], side: east, kind: secret}
  - {at: [3, 1], side: east, locked: true}
start: [[0, 0]]
furniture:
  - {kind: cupboard, at: [0, 1]}
  - {kind: chest, at: [2, 1]}
  - {kind: column, at: [1, 0]}
traps:
  - {kind: stake, at: [2, 0], detect: 8, disarm: 6, dice: 4}
  - {kind: pit, at: [5, 1]}
  - {kind: spikes, at: [6, 0], hidden: false, disarm: 5}
`

// The layout carries what the exploratory Actions and traps need: section
// kinds, the secret door waiting to be found, the elements to search or
// open, and the traps with their card's numbers (R68, R69).
func TestLayoutForActions(t *testing.T) {
	q, err := quest.Parse("vault.yaml", []byte(vault))
	if err != nil {
		t.Fatal(err)
	}
	s, err := Game(q, heroes()[:1], profiles)
	if err != nil {
		t.Fatal(err)
	}
	x := s.Explore
	if len(x.Sections) != 2 || !x.Sections[0].Room || x.Sections[1].Room || !x.Sections[1].Main {
		t.Fatalf("sections %+v", x.Sections)
	}
	if len(x.Secret) != 1 || x.Secret[0].At != (board.Pos{X: 3, Y: 0}) || len(x.Doors) != 1 || !x.Doors[0].Locked {
		t.Fatalf("secret %+v doors %+v", x.Secret, x.Doors)
	}
	if len(x.Elements) != 2 || x.Elements[0].Dice != 2 || !x.Elements[1].Chest {
		t.Fatalf("elements %+v", x.Elements)
	}
	want := []rules.Trap{
		{Kind: "stake", At: board.Pos{X: 2, Y: 0}, Detect: 8, Disarm: 6, Dice: 4},
		{Kind: "pit", At: board.Pos{X: 5, Y: 1}, Detect: rules.TestTarget, Pit: 2},
		{Kind: "spikes", At: board.Pos{X: 6, Y: 0}, Detect: rules.TestTarget, Disarm: 5, Dormant: true},
	}
	if len(x.Traps) != 3 || x.Traps[0] != want[0] || x.Traps[1] != want[1] || x.Traps[2] != want[2] {
		t.Fatalf("traps %+v", x.Traps)
	}
	// The secret door is found by searching, then opened as any door.
	s, _, err = rules.Apply(s, rules.Activate{Header: rules.Header{Seat: rules.Heroes}, Figure: "borgron"}, dice.Scripted())
	if err != nil {
		t.Fatal(err)
	}
	s, _, err = rules.Apply(s, rules.SearchSecretDoors{Header: rules.Header{Seat: rules.Heroes}, Figure: "borgron"}, dice.Scripted(5, 4))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Explore.Secret) != 0 || len(s.Explore.Doors) != 2 {
		t.Fatalf("after the search: secret %+v doors %+v", s.Explore.Secret, s.Explore.Doors)
	}
}

// An objective naming an element the rules cannot search or open is
// refused when the game is set up, not left unreachable.
func TestMissionOfRefusesUntrackable(t *testing.T) {
	src := vault + `objectives:
  - {kind: search, target: pillar, text: {en: a, es: b}}
`
	src = strings.Replace(src, "{kind: column, at: [1, 0]}", "{id: pillar, kind: column, at: [1, 0]}", 1)
	q, err := quest.Parse("vault.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := MissionOf(q); err == nil || !strings.Contains(err.Error(), "cannot be searched") {
		t.Fatalf("searching a column: %v", err)
	}
	if _, err := Game(q, heroes()[:1], profiles); err == nil {
		t.Fatal("the game was set up")
	}
}

// Trapdoors and gates are unexplored doors (page 48, R40): the Bandits'
// Mill's cellar is reached through its trapdoor, its mill house through
// the yard gate.
func TestTrapdoorsAndGatesAreUnexplored(t *testing.T) {
	q := banditsMill(t)
	_, x := Layout(q.Board, heroes())
	want := map[board.Pos]bool{{X: 21, Y: 7}: true, {X: 13, Y: 3}: true}
	for _, d := range x.Doors {
		delete(want, d.At)
	}
	if len(want) != 0 {
		t.Fatalf("not unexplored doors: %v (doors %v)", want, x.Doors)
	}
}

// A section the sheet makes large stays large in the rules (page 10), where
// the Artificial Dark Player reads it (page 57): the Bandits' Mill's yard.
func TestLargeSectionsReachTheRules(t *testing.T) {
	q := banditsMill(t)
	_, x := Layout(q.Board, heroes())
	for i, sec := range q.Board.Sections {
		if x.Sections[i].Large != sec.Large {
			t.Errorf("section %s: large %v in the rules, %v on the sheet", sec.Name.En, x.Sections[i].Large, sec.Large)
		}
	}
	if !x.Sections[0].Large {
		t.Errorf("the yard is not large: %+v", x.Sections[0])
	}
}

// banditsMill is the second example quest's sheet.
func banditsMill(t *testing.T) *quest.Quest {
	t.Helper()
	data, err := os.ReadFile("../examples/quests/02-bandits-mill.yaml")
	if err != nil {
		t.Fatal(err)
	}
	q, err := quest.Parse("02-bandits-mill.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// A quest's riding_indoors reaches the rules' mission (page 102).
func TestMissionRidingIndoors(t *testing.T) {
	data, err := os.ReadFile("../examples/quests/01-drowned-chapel.yaml")
	if err != nil {
		t.Fatal(err)
	}
	q, err := quest.Parse("chapel", data)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []bool{false, true} {
		q.RidingIndoors = want
		m, err := MissionOf(q)
		if err != nil {
			t.Fatal(err)
		}
		if m.RidingIndoors != want {
			t.Fatalf("riding indoors %v, want %v", m.RidingIndoors, want)
		}
	}
}
