package adp_test

import (
	"maps"
	"slices"
	"testing"

	"dun/adp"
	"dun/board"
	"dun/dice"
)

// The planner writes nothing of the card state it is given: the card
// player plans a moment again from it for every die (its slices have room
// to append in place here, and an encounter is counted, a card held face
// up played and cards drawn and discarded).
func TestPlannerLeavesCardState(t *testing.T) {
	// room is xs with room to grow, filled with a mark that an append in
	// place would overwrite.
	room := func(xs ...string) []string {
		r := []string{"·", "·", "·", "·", "·", "·", "·", "·"}
		return r[:copy(r, xs)]
	}
	whole := func(xs []string) []string { return xs[:cap(xs)] }
	same := func(a, b adp.CardState) bool {
		return a.Reserve == b.Reserve && slices.Equal(whole(a.Decks.Obstacles), whole(b.Decks.Obstacles)) && slices.Equal(whole(a.Decks.Encounters), whole(b.Decks.Encounters)) &&
			slices.Equal(whole(a.FaceUp), whole(b.FaceUp)) && slices.Equal(whole(a.Discards), whole(b.Discards)) && slices.Equal(a.Obstacles, b.Obstacles) && maps.Equal(a.Encounters, b.Encounters)
	}
	clone := func(xs []string) []string { return slices.Clone(whole(xs))[:len(xs)] }
	snapshot := func(c adp.CardState) adp.CardState {
		c.Decks.Obstacles, c.Decks.Encounters = clone(c.Decks.Obstacles), clone(c.Decks.Encounters)
		c.FaceUp, c.Discards, c.Obstacles, c.Encounters = clone(c.FaceUp), clone(c.Discards), slices.Clone(c.Obstacles), maps.Clone(c.Encounters)
		return c
	}

	s := explored(t, false, hero(t, "borgron", 0, 3, board.East), hero(t, "shara", 0, 0, board.East))
	p := planner(t, "great_orc_clans")
	cs := adp.CardState{Reserve: 20, Heroes: 2, GroupVP: 29, Decks: adp.Decks{Encounters: room("wandering_creature")}, Discards: room("x"), Encounters: map[uint8]int{1: 1}}
	before := snapshot(cs)
	plan, err := p.Reveal(&s, cs, adp.RevealEvent{Hero: "borgron", Section: 2, From: board.Pos{X: 0, Y: 3}}, dice.Scripted(3, 1))
	if err != nil {
		t.Fatal(err)
	}
	if plan.Cards.Encounters[2] != 1 || !same(cs, before) {
		t.Fatalf("reveal: the card state given changed: %+v, was %+v (plan's %+v)", cs, before, plan.Cards)
	}

	s = explored(t, false, hero(t, "taeral", 0, 1, board.South))
	cs = adp.CardState{Reserve: 5, Heroes: 1, FaceUp: room("locked_door"), Decks: adp.Decks{Obstacles: room("closing_walls")}, Discards: room(), Obstacles: []board.Pos{{X: 9, Y: 9}}}
	before = snapshot(cs)
	door := adp.ObstacleEvent{Hero: "taeral", Trigger: adp.TriggerOpenDoor, At: board.Pos{X: 0, Y: 5}}
	plan, err = p.Obstacle(&s, cs, door, dice.Scripted())
	if err != nil {
		t.Fatal(err)
	}
	if len(plan.Cards.FaceUp) != 0 || !same(cs, before) {
		t.Fatalf("obstacle: the card state given changed: %+v, was %+v (plan's %+v)", cs, before, plan.Cards)
	}
}
