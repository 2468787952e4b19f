package rules

import (
	"strings"
	"testing"
)

// Page 115: only spells and magic or spell-enhanced weapons wound an
// Ethereal figure (R707): an ordinary sword's hit passes through it, a
// magic one's wounds it; a trap's blow passes through it.
func TestEtherealWounds(t *testing.T) {
	// duel names the wraith "orc".
	wraith := skilled(fig("wraith", Dark, SizeAverage, 0, 0, 5), "ethereal")
	s := duel(t, armed(heroFig("shara", 0, 0, 4, 0), sword()), wraith)
	n, evs := play(t, s, []int{5, 4, 1, 2}, attack(Heroes, "shara", "orc"))
	if u, ok := skillUsed(evs, "ethereal"); !ok || !strings.Contains(u.What.En, "passes through it") {
		t.Fatalf("the ward is not reported: %+v", u)
	}
	if w, _ := n.Figure("orc"); w.Wounds != 0 {
		t.Fatalf("an ordinary sword wounded the wraith: %d", w.Wounds)
	}
	if _, ok := find[DamageRolled](evs); ok {
		t.Fatal("damage rolled against an Ethereal figure")
	}

	magic := sword()
	magic.ItemCard = &ItemCard{ID: "fausal_sword", Name: Text{En: "Fausal Sword", Es: "Espada Fausal"}, Kind: ItemMelee, Hands: 1, Dice: 1, PlusStrength: true, Breaks: 1, VP: 5}
	s = duel(t, armed(heroFig("shara", 0, 0, 4, 0), magic), wraith)
	n, _ = play(t, s, []int{5, 4, 1, 2, 6, 6, 6, 6}, attack(Heroes, "shara", "orc"))
	if w, _ := n.Figure("orc"); w.Wounds != 4 {
		t.Fatalf("a magic sword should wound: %d", w.Wounds)
	}

	e := &env{s: &s}
	if err := e.damage(Blow{Rule: ruleTrap, Target: "orc", Dice: 3, Against: Armour}); err != nil {
		t.Fatal(err)
	}
	if _, ok := skillUsed(e.events, "ethereal"); !ok {
		t.Fatal("a trap's blow should pass through it")
	}
}

// Page 115: an Ethereal figure ignores melee ranges, passes through
// figures (not ending on them), ignores difficult terrain, and passes its
// Agility tests without a roll (R704).
func TestEtherealMoves(t *testing.T) {
	g := parseMap(t,
		"~~~~~~",
		"......",
		"..p...",
		"......")
	wraith := skilled(fig("wraith", Dark, SizeAverage, 0, 1, 5), "ethereal")
	s := newState(t, g, heroFig("shara", 1, 1, 4, 0), heroFig("borgron", 2, 1, 4, 0), wraith)
	s = darkTurn(t, s)
	s, _ = play(t, s, nil, activate(Dark, "wraith"))
	if by := Engagers(s, "wraith"); len(by) != 0 {
		t.Fatalf("engaged by %v", by)
	}
	refused(t, s, moveTo(Dark, "wraith", 1, 1), CodeOccupied)
	n, evs := play(t, s, nil, moveAlong(Dark, "wraith", at(1, 1), at(2, 1), at(3, 1)))
	if mv, _ := find[Moved](evs); mv.Cost != 3 {
		t.Fatalf("through two heroes for %d, want 3", mv.Cost)
	}
	_ = n
	n, evs = play(t, s, nil, moveAlong(Dark, "wraith", at(0, 0), at(1, 0), at(2, 0), at(3, 0), at(4, 0)))
	if mv, _ := find[Moved](evs); mv.Cost != 5 {
		t.Fatalf("five difficult squares for %d, want 5", mv.Cost)
	}
	if f, _ := n.Figure("wraith"); onDifficult(n.Board, &f) {
		t.Fatal("an Ethereal figure has no -1 on difficult terrain")
	}

	// Its jump over the pit passes without dice.
	s = newState(t, g, heroFig("shara", 5, 3, 4, 0), skilled(fig("wraith", Dark, SizeAverage, 2, 1, 5), "ethereal"))
	s = darkTurn(t, s)
	s, evs = play(t, s, nil, activate(Dark, "wraith"), Jump{Header: Header{Seat: Dark}, Figure: "wraith", To: at(2, 3)})
	if figAt(t, s, "wraith") != at(2, 3) {
		t.Fatal("the jump did not land")
	}
	if u, ok := skillUsed(evs, "ethereal"); !ok || !strings.Contains(u.What.En, "Agility test without rolling") {
		t.Fatalf("not reported: %+v", u)
	}
}
