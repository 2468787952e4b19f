package rules

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"dun/board"
)

// revealSpell is a revealing spell of range 0 like the starter pack's
// (Smell Enemies, Reveal Environment, Clairvoyance).
func revealSpell(id, what string, squares int) Spell {
	return Spell{SpellCard: &SpellCard{ID: id, Name: Text{En: "Reveal " + what, Es: "Revelar " + what}, Nature: NatureEnhancing, Mana: 1, Range: 0,
		Effect: SpellEffect{ID: EffectReveal, Reveal: what, Squares: squares}}}
}

// asCaster gives figure id of s Intelligence 5, two mana per spell and
// spells.
func asCaster(s *State, id string, spells ...Spell) {
	f := &s.Figures[s.figure(id)]
	f.EditAttrs().Intelligence = 5
	f.EditAttrs().Mana = 2 * len(spells)
	f.Spells = spells
}

func heroesJSON(t *testing.T, v View) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// R781: a spell that senses enemies shows the heroes where the creatures
// hidden within its squares stand and their size, and nothing more: not
// their names, profiles or the squares around them; the orc beyond its
// reach stays unknown. Revealing the section puts them in plain sight.
func TestSenseEnemiesView(t *testing.T) {
	s := borgronRoom(t)
	asCaster(&s, "borgron", revealSpell("smell", RevealEnemies, 4))
	before := SeatView(s, Heroes)
	if len(before.Sensed) != 0 || len(before.Figures) != 1 {
		t.Fatalf("before the spell the heroes see %+v and %d figures", before.Sensed, len(before.Figures))
	}
	s, evs := play(t, s, []int{3, 4}, activate(Heroes, "borgron"), cast(Heroes, "borgron", "smell", "borgron"))
	r, ok := find[SpellRevealed](evs)
	if !ok || r.What != RevealEnemies || !slices.Equal(r.Squares, []board.Pos{at(5, 1), at(5, 2)}) {
		t.Fatalf("revealed %+v", r)
	}
	after := SeatView(s, Heroes)
	want := []SensedFigure{{At: at(5, 1), Size: SizeAverage}, {At: at(5, 2), Size: SizeAverage}}
	if !slices.Equal(after.Sensed, want) {
		t.Fatalf("the heroes sense %+v, want %+v", after.Sensed, want)
	}
	js := heroesJSON(t, after)
	for _, leak := range []string{"skeleton", "orc", "Skeleton"} {
		if strings.Contains(js, leak) {
			t.Errorf("the heroes' view names %q", leak)
		}
	}
	if len(after.Figures) != 1 || len(after.Hidden) != 0 || after.Board.Squares[s.Board.Index(at(5, 1))].Seen {
		t.Error("the heroes see more than where the creatures stand")
	}
	if !slices.ContainsFunc(SeatEvents(s, Heroes, evs), func(ev Event) bool { _, ok := ev.(SpellRevealed); return ok }) {
		t.Error("the heroes were not told what the spell showed")
	}
	if dv := SeatView(s, Dark); !slices.Equal(dv.Sensed, want) || len(dv.Hidden) != 3 {
		t.Errorf("the Dark Player's view: sensed %+v, %d hidden", dv.Sensed, len(dv.Hidden))
	}
	// Opening the door reveals them: nothing is left sensed.
	s, _ = play(t, s, nil, endAct(Heroes, "borgron"), endTurn(Heroes), endTurn(Dark))
	s, _ = play(t, s, []int{2, 3, 1, 2}, activate(Heroes, "borgron"), openDoor(Heroes, "borgron", 3, 1, board.SideE))
	if s.Explore.Sensed != nil || len(SeatView(s, Heroes).Sensed) != 0 {
		t.Errorf("still sensed after the reveal: %v", s.Explore.Sensed)
	}
}

// R781: only the heroes' side has anything hidden from it, and only a game
// with an unexplored map hides anything.
func TestRevealRefusals(t *testing.T) {
	s := borgronRoom(t)
	orc := fig("sorcerer", Dark, SizeAverage, 0, 3, 4)
	orc.EditAttrs().Intelligence = 5
	orc.EditAttrs().Mana = 2
	orc.Spells = []Spell{revealSpell("smell", RevealEnemies, 6)}
	s.Figures = append(s.Figures, orc)
	s = darkTurn(t, s)
	s, _ = play(t, s, nil, activate(Dark, "sorcerer"))
	refused(t, s, cast(Dark, "sorcerer", "smell", "sorcerer"), CodeNotAHero)

	plain := newState(t, parseMap(t, magicRoom(t)...), caster("maelis", 0, 2, 5, revealSpell("smell", RevealEnemies, 6)))
	plain, _ = play(t, plain, nil, activate(Heroes, "maelis"))
	refused(t, plain, cast(Heroes, "maelis", "smell", "maelis"), CodeNothingToExplore)
	if strings.Contains(OptionIDs(Options(plain, Heroes)), "cast:maelis:smell") {
		t.Error("a spell with nothing to reveal is offered")
	}
}

// R781: Clairvoyance looks through an arrow or door of the caster's
// section, his player choosing which when there are several; the section
// beyond is revealed as a hero's look reveals it, and the door stays shut.
func TestClairvoyance(t *testing.T) {
	s := arrowCorridor(t)
	asCaster(&s, "taeral", revealSpell("clairvoyance", RevealSection, 0))
	s, _ = play(t, s, []int{3, 4}, activate(Heroes, "taeral"), cast(Heroes, "taeral", "clairvoyance", "taeral"))
	if s.Prompt == nil || s.Prompt.Kind != PromptLookInto || OptionIDs(Options(s, Heroes)) != "answer:arrow:3,0 answer:arrow:3,2" {
		t.Fatalf("prompt %+v, options %s", s.Prompt, OptionIDs(Options(s, Heroes)))
	}
	refused(t, s, answer(Heroes, "arrow:9,9"), CodeBadOption)
	before := SeatView(s, Heroes)
	s, evs := play(t, s, nil, answer(Heroes, "arrow:3,2"))
	if !s.SectionRevealed(3) || s.SectionRevealed(2) || s.Active.Cast != nil {
		t.Fatalf("revealed %v, cast %+v", s.Explore.Revealed, s.Active.Cast)
	}
	if r, _ := find[SpellRevealed](evs); r.Section != 3 {
		t.Errorf("revealed %+v", r)
	}
	k := s.Board.Index(at(0, 3))
	if before.Board.Squares[k].Seen || !SeatView(s, Heroes).Board.Squares[k].Seen {
		t.Error("the heroes' view did not open onto section 3")
	}
	if arrowAt(s.Explore, at(3, 2)) >= 0 || arrowAt(s.Explore, at(3, 0)) < 0 {
		t.Errorf("arrows left %+v", s.Explore.Arrows)
	}

	// Borgron looks through his only door: no question; the skeletons
	// enter play and the Initiative is rolled; the door stays closed.
	b := borgronRoom(t)
	asCaster(&b, "borgron", revealSpell("clairvoyance", RevealSection, 0))
	b, evs = play(t, b, []int{3, 4, 2, 3, 1, 2}, activate(Heroes, "borgron"), cast(Heroes, "borgron", "clairvoyance", "borgron"))
	if !b.SectionRevealed(2) || len(b.Figures) != 4 {
		t.Fatalf("section A not revealed with its creatures: %+v", b.Explore)
	}
	if _, ok := find[OpposedRolled](evs); !ok {
		t.Error("no Initiative when the enemies appeared")
	}
	if b.Board.Edge(at(3, 1), board.SideE).State != board.Closed {
		t.Error("the spell opened the door")
	}
	// Nothing more to look into: the spell is refused.
	c := borgronRoom(t)
	c.Explore.Revealed[1] = true
	c.Explore.Hidden, c.Explore.Doors = nil, nil
	asCaster(&c, "borgron", revealSpell("clairvoyance", RevealSection, 0))
	c, _ = play(t, c, nil, activate(Heroes, "borgron"))
	refused(t, c, cast(Heroes, "borgron", "clairvoyance", "borgron"), CodeNothingToExplore)
}

// R781: traps within the spell's squares on revealed sections are
// detected, as if a hero had found them, and show in the heroes' view;
// those farther or in unrevealed sections stay hidden. Secret doors within
// reach turn up and show as doors instead of walls.
func TestRevealTrapsAndSecretDoors(t *testing.T) {
	s := arrowCorridor(t)
	g := s.Board.Clone()
	if err := g.SetEdge(at(0, 2), board.SideS, board.Edge{Kind: board.Door, Door: board.SecretDoor, State: board.Closed}); err != nil {
		t.Fatal(err)
	}
	s.Board = g
	s.Explore.Secret = []UnexploredDoor{{At: at(0, 2), Side: board.SideS, Width: 1}}
	s.Explore.Traps = []Trap{
		{Kind: "needle", At: at(2, 0), Detect: 9, Dice: 2}, // near, revealed
		{Kind: "blade", At: at(10, 3), Detect: 9, Dice: 2}, // revealed but 10 squares away
		{Kind: "needle", At: at(5, 0), Detect: 9, Dice: 2}, // near, section 2 not revealed
	}
	asCaster(&s, "taeral", revealSpell("spirits", RevealTraps, 6), revealSpell("eyes", RevealSecretDoors, 6))
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	traps := func(v View) []board.Pos {
		var out []board.Pos
		for _, tr := range v.Traps {
			out = append(out, tr.At)
		}
		return out
	}
	if got := traps(SeatView(s, Heroes)); len(got) != 0 {
		t.Fatalf("the heroes see traps %v before the spell", got)
	}
	s, evs := play(t, s, []int{3, 4}, activate(Heroes, "taeral"), cast(Heroes, "taeral", "spirits", "taeral"))
	if r, _ := find[SpellRevealed](evs); !slices.Equal(r.Squares, []board.Pos{at(2, 0)}) {
		t.Errorf("revealed %+v", r)
	}
	if got := traps(SeatView(s, Heroes)); !slices.Equal(got, []board.Pos{at(2, 0)}) {
		t.Errorf("the heroes see traps %v, want (2,0)", got)
	}
	if s.Explore.Traps[1].Dormant || s.Explore.Traps[2].Dormant {
		t.Error("a trap out of reach was detected")
	}

	door := func(v View) string {
		for _, e := range v.Board.Edges {
			if e.At == at(0, 2) && e.Side == "s" {
				return e.Kind
			}
		}
		return ""
	}
	if k := door(SeatView(s, Heroes)); k != "wall" {
		t.Fatalf("the secret door shows as %q before the spell", k)
	}
	s, _ = play(t, s, nil, endAct(Heroes, "taeral"), endTurn(Heroes), endTurn(Dark))
	s, evs = play(t, s, []int{3, 4}, activate(Heroes, "taeral"), cast(Heroes, "taeral", "eyes", "taeral"))
	if r, _ := find[SpellRevealed](evs); len(r.Doors) != 1 || r.Doors[0].At != at(0, 2) {
		t.Errorf("revealed %+v", r)
	}
	if k := door(SeatView(s, Heroes)); k != "door" || len(s.Explore.Secret) != 0 || doorAt(s.Explore, at(0, 2), board.SideS) < 0 {
		t.Errorf("the secret door shows as %q, unexplored doors %+v", k, s.Explore.Doors)
	}
}
