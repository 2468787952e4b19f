package rules

import (
	"testing"

	"dun/board"
)

func daggerItem() Item {
	return Item{ItemCard: &ItemCard{ID: "dagger", Name: Text{En: "Dagger", Es: "Daga"}, Kind: ItemMelee, Hands: 1, Dice: 0, PlusStrength: true, Breaks: 1}, Place: InHand}
}

// Page 21: in deep water only daggers, natural weapons and fists fight,
// at -1 for a figure that is not aquatic (R706); no shooting or casting
// there; a target in the water has light cover against attacks from
// outside it. An aquatic animal moves there as on floor, never swims nor
// drowns, and fights without the penalty (page 116, R705).
func TestDeepWaterFighting(t *testing.T) {
	g := parseMap(t,
		"......",
		"wwwwww",
		"......")
	borgron := armed(heroFig("borgron", 2, 1, 4, 0), axeItem(), daggerItem(), bow())
	borgron.Items[1].Place, borgron.Items[2].Place = InPack, InPack
	borgron.Facing = board.East
	drowned := skilled(armed(fig("drowned", Dark, SizeAverage, 3, 1, 4), fangs()), "aquatic_animal")
	drowned.Facing = board.West
	drowned.EditAttrs().Agility = -1 // it never drowns
	s := newState(t, g, borgron, drowned)
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	refused(t, s, Attack{Header: Header{Seat: Heroes}, Figure: "borgron", Target: "drowned", Item: 0}, CodeDeepWater)

	// With the dagger: -1 for fighting in the water; the drowned defends
	// without it.
	s.Figures[0].Items[0].Place, s.Figures[0].Items[1].Place = InPack, InHand
	_, evs := play(t, s, []int{3, 3, 3, 3}, Attack{Header: Header{Seat: Heroes}, Figure: "borgron", Target: "drowned", Item: 1})
	for _, e := range evs {
		r, ok := e.(Rolled)
		if !ok || r.Roll.Rule != ruleMelee {
			continue
		}
		switch r.Roll.Figure {
		case "borgron":
			if !hasModifier(r.Roll, -1, "fighting in deep water") {
				t.Fatalf("Borgron in the water: %+v", r.Roll.Modifiers)
			}
		case "drowned":
			if !skillModifier(r.Roll, 0, "Aquatic Animal") && !hasModifier(r.Roll, 0, "in deep water, no penalty: skill: Aquatic Animal") {
				t.Fatalf("the drowned: %+v", r.Roll.Modifiers)
			}
		}
	}

	// The bow: no shooting from the water.
	s.Figures[0].Items[1].Place, s.Figures[0].Items[2].Place = InPack, InHand
	s.Figures = append(s.Figures, fig("orc", Dark, SizeAverage, 5, 0, 4))
	refused(t, s, Shoot{Header: Header{Seat: Heroes}, Figure: "borgron", Target: "orc", Item: 2}, CodeDeepWater)

	// The drowned moves along the channel without swimming, and ends its
	// activation there with Agility -1 unharmed.
	s = newState(t, g, heroFig("shara", 0, 2, 4, 0), drowned)
	s = darkTurn(t, s)
	s, _ = play(t, s, nil, activate(Dark, "drowned"))
	if opts := moveOpts(s, Dark); opts[at(5, 1)] != 2 || opts[at(0, 1)] != 3 {
		t.Fatalf("the moves offered in the water: %v", opts)
	}
	s, evs = play(t, s, nil, moveAlong(Dark, "drowned", at(4, 1), at(5, 1)), endAct(Dark, "drowned"))
	if mv, _ := find[Moved](evs); mv.Cost != 2 {
		t.Fatalf("moved %+v", mv)
	}
	if _, ok := find[DamageRolled](evs); ok {
		t.Fatal("an aquatic animal drowned")
	}
}
