package rules

import (
	"strings"
	"testing"

	"dun/board"
)

// sealCards is dpCatalogue with Magic Seal (starter pack, original).
func sealCards(t testing.TB, s State, hand ...string) State {
	t.Helper()
	base := dpCatalogue(t)
	cards := append(base.Cards(), DarkCard{ID: "magic_seal", Name: Text{En: "Magic Seal", Es: "Sello mágico"}, Type: CardObstacle, Cost: 2, Discard: 1,
		Place: []string{PlaceUnexploredDoor, PlaceChest}, Effect: "card_sealed_access",
		Params: []CardParam{{Name: "test", Word: "intelligence"}, {Name: "modifier", Int: -1}, {Name: "spellcasters_only", Flag: true}}})
	var creatures []Figure
	for _, k := range base.CreatureKinds() {
		f, _ := base.Creature(k)
		creatures = append(creatures, *f)
	}
	c, err := NewCatalogue(cards, creatures)
	if err != nil {
		t.Fatal(err)
	}
	s.Dark.Cards = c
	s.Dark.Hand = hand
	return s
}

// Magic Seal: the runes shut the door (to be broken down) or the chest
// (neither opened nor broken) until a spellcaster's Intelligence test at
// -1 breaks them, one Action a try (R542).
func TestMagicSealDoor(t *testing.T) {
	s := sealCards(t, dpState(t, nil, explorer("borgron", 1, 1), caster("maelis", 2, 1, 3, healSpell())), "magic_seal")
	open := OpenDoor{Header: Header{Seat: Heroes}, Figure: "borgron", At: at(1, 1), Side: board.SideS}
	s, _ = play(t, s, nil, activate(Heroes, "borgron"), open, answer(Dark, "play:magic_seal"))
	if d := s.Explore.Doors[0]; !d.Runes || d.RunesMod != -1 || s.Available() != 18 {
		t.Fatalf("door %+v reserve %d", d, s.Available())
	}
	refused(t, s, open, CodeSealed)
	refused(t, s, pickLockCmd("borgron", 1, 1, board.SideS), CodeSealed)
	if ids := OptionIDs(Options(s, Heroes)); !strings.Contains(ids, "break:borgron") || strings.Contains(ids, "break_seal:borgron") {
		t.Fatalf("options %s", ids)
	}
	refused(t, s, BreakSeal{Header: Header{Seat: Heroes}, Figure: "borgron", At: at(1, 1), Side: board.SideS, Door: true}, CodeNotASpellcaster)
	s, _ = play(t, s, nil, EndActivation{Header: Header{Seat: Heroes}, Figure: "borgron"}, activate(Heroes, "maelis"))
	brk := BreakSeal{Header: Header{Seat: Heroes}, Figure: "maelis", At: at(1, 1), Side: board.SideS, Door: true}
	if !strings.Contains(OptionIDs(Options(s, Heroes)), "break_seal:maelis:1,1:south") {
		t.Fatalf("options %s", OptionIDs(Options(s, Heroes)))
	}
	// Intelligence 3 and the runes' -1: 3+4 makes 9, failed.
	s, evs := play(t, s, []int{3, 4}, brk)
	if st, ok := find[SealTried](evs); !ok || st.Broken || !s.Explore.Doors[0].Runes {
		t.Fatalf("tried %+v door %+v", st, s.Explore.Doors[0])
	}
	refused(t, s, brk, CodeActionUsed)
	s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "maelis"))
	s, evs = play(t, s, []int{4, 5}, brk)
	if st, ok := find[SealTried](evs); !ok || !st.Broken {
		t.Fatalf("tried %+v", st)
	}
	if d := s.Explore.Doors[0]; d.Runes || d.Locked || d.Jammed {
		t.Fatalf("door %+v", d)
	}
}

func TestMagicSealChest(t *testing.T) {
	s := sealCards(t, dpState(t, nil, explorer("borgron", 3, 1), caster("maelis", 4, 1, 3, healSpell())), "magic_seal")
	open := OpenChest{Header: Header{Seat: Heroes}, Figure: "borgron", At: at(3, 0)}
	s, _ = play(t, s, nil, activate(Heroes, "borgron"), open, answer(Dark, "play:magic_seal"))
	if !s.Explore.Elements[0].Runes {
		t.Fatalf("chest %+v", s.Explore.Elements[0])
	}
	refused(t, s, open, CodeSealed)
	refused(t, s, Break{Header: Header{Seat: Heroes}, Figure: "borgron", At: at(3, 0)}, CodeSealed)
	s, _ = play(t, s, nil, EndActivation{Header: Header{Seat: Heroes}, Figure: "borgron"}, activate(Heroes, "maelis"))
	s, _ = play(t, s, []int{5, 5}, BreakSeal{Header: Header{Seat: Heroes}, Figure: "maelis", At: at(3, 0)})
	if s.Explore.Elements[0].Runes {
		t.Fatalf("chest %+v", s.Explore.Elements[0])
	}
}
