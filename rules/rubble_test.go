package rules

import (
	"slices"
	"testing"

	"dun/board"
)

var collapsedPassage = DarkCard{ID: "rubble", Name: Text{En: "Collapsed Passage", Es: "Pasaje derrumbado"}, Type: CardObstacle, Cost: 2, Discard: 1,
	Place: []string{PlaceCorridor}, Effect: "card_blocked_access", Params: []CardParam{{Name: "element", Word: "rubble"}, {Name: "squares", Int: 2}}}

// R897: the rubble fills the two arrow squares as Taeral reveals the
// room: difficult terrain, hiding what lies beyond, no reveal from them;
// a hero with pickaxes clears one square an Action, and the way opens.
func TestCollapsedPassage(t *testing.T) {
	taeral := explorer("taeral", 6, 0)
	s := dpState(t, nil, taeral)
	s = withCards(t, s, collapsedPassage)
	s.Dark.Hand = []string{"rubble"}
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0))
	if s.Prompt == nil || !s.Prompt.has("play:rubble") {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	look := board.Look{Eye: 2, Target: 2}
	if b := s.Board; !b.Sight(b.Index(at(5, 0)), b.Index(at(7, 0)), look).Visible {
		t.Fatal("(5, 0) does not see (7, 0) before the rubble")
	}
	s, evs := play(t, s, nil, answer(Dark, "play:rubble"))
	if f, ok := find[RubbleFell](evs); !ok || !slices.Equal(f.Squares, []board.Pos{at(6, 0), at(6, 1)}) {
		t.Fatalf("fell %+v", f)
	}
	for _, p := range []board.Pos{at(6, 0), at(6, 1)} {
		if sq := s.Board.Square(p); sq.Terrain != board.Difficult || sq.Element == 0 {
			t.Fatalf("square %v: %+v", p, sq)
		}
	}
	if s.SectionRevealed(2) || s.Active.Action != "" {
		t.Fatalf("revealed %v action %q", s.SectionRevealed(2), s.Active.Action)
	}
	// It hides what lies beyond: (5, 0) no longer sees (7, 0) through it.
	g := s.Board
	if g.Sight(g.Index(at(5, 0)), g.Index(at(7, 0)), look).Visible {
		t.Fatal("sight passes the rubble")
	}
	refused(t, s, revealCmd("taeral", 6, 0), CodeDoorLocked)
	clear := ClearRubble{Header: Header{Seat: Heroes}, Figure: "taeral", At: at(6, 0)}
	refused(t, s, clear, CodeNoElement) // no pickaxes
	s.Figures[s.figure("taeral")].Items = append(s.Figures[s.figure("taeral")].Items, Item{ItemCard: &ItemCard{ID: pickaxeID, Name: Text{En: "Pickaxes", Es: "Picos"}, Kind: ItemObject}})
	if !slices.ContainsFunc(Options(s, Heroes), func(o Option) bool { return o.ID == "clear_rubble:taeral:6,0" }) {
		t.Fatal("clearing not offered")
	}
	s, evs = play(t, s, nil, clear)
	if _, ok := find[RubbleCleared](evs); !ok || s.Board.Square(at(6, 0)).Terrain != board.Normal || s.Board.Square(at(6, 0)).Element != 0 || len(s.Dark.Rubble) != 1 {
		t.Fatalf("cleared: %+v rubble %+v", s.Board.Square(at(6, 0)), s.Dark.Rubble)
	}
	refused(t, s, ClearRubble{Header: Header{Seat: Heroes}, Figure: "taeral", At: at(6, 1)}, CodeActionUsed)
	// The cleared arrow reveals on his next turn.
	s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"))
	if _, _, err := Apply(s, revealCmd("taeral", 6, 0), scriptedDice()); err != nil {
		t.Fatalf("the reveal after clearing: %v", err)
	}
}
