package rules

import (
	"testing"

	"dun/board"
)

// fireWall is the starter pack's Fire Wall: a line of 3 squares of flames
// dealing 2 fire damage dice, and leaving the ground as it is.
func fireWall() Spell {
	return Spell{SpellCard: &SpellCard{ID: "fire_wall", Name: Text{En: "Fire Wall", Es: "Muro de fuego"}, Nature: NatureProtecting, Mana: 1, RangeMin: 1, Range: 6, Radius: 3, Line: true, Permanent: true,
		Effect: SpellEffect{ID: EffectTerrain, Dice: 2, Flaming: true}}}
}

// R780: a terrain spell's damage dice hurt whoever enters its squares
// (once per move, however many of them it crosses) and whoever starts an
// activation on them, explained term by term, while the spell lasts.
func TestGroundHurts(t *testing.T) {
	g := parseMap(t, room(t, 10, 5)...)
	orc := fig("orc", Dark, SizeAverage, 7, 2, 6)
	orc.Facing = board.West
	goblin := fig("goblin", Dark, SizeAverage, 4, 4, 4)
	s := newState(t, g, caster("maelis", 0, 2, 5, fireWall()), orc, goblin)
	// the wall runs south from (4,2): (4,2), (4,3), (4,4), the goblin's
	// square among them
	s, _ = play(t, s, []int{3, 4}, activate(Heroes, "maelis"), Cast{Header: Header{Seat: Heroes}, Figure: "maelis", Spell: "fire_wall", Square: &board.Pos{X: 4, Y: 2}})
	s, evs := play(t, s, nil, answer(Heroes, "S"))
	if _, ok := find[GroundChanged](evs); ok {
		t.Error("a wall of fire changed the ground")
	}
	if len(s.Magic) != 1 || len(s.Magic[0].Area) != 3 || len(s.Magic[0].Harm) != 1 || s.Magic[0].Harm[0].Value != 2 || !s.Magic[0].Flaming {
		t.Fatalf("in play %+v", s.Magic)
	}
	if _, ok := find[GroundHarm](evs); ok {
		t.Error("the goblin standing there was hurt by the cast itself")
	}
	// Both seats see where the flames are.
	for _, seat := range []Side{Heroes, Dark} {
		if v := SeatView(s, seat); len(v.Magic) != 1 || len(v.Magic[0].Area) != 3 || v.Magic[0].Harm[0].Value != 2 {
			t.Errorf("the %s's view of the spells in play: %+v", seat, v.Magic)
		}
	}
	s = darkTurn(t, s)

	// The orc crosses the wall at (4,2) and walks along it to (4,4)'s
	// side: one harm, not one per square of flames.
	s, evs = play(t, s, []int{6, 2}, activate(Dark, "orc"), moveAlong(Dark, "orc", at(6, 2), at(5, 2), at(4, 2), at(4, 3), at(3, 3)))
	if n := len(find2[GroundHarm](evs)); n != 1 {
		t.Errorf("%d harms for one move across the flames", n)
	}
	h, ok := find[GroundHarm](evs)
	if !ok || h.Figure != "orc" || h.Caster != "maelis" || h.Spell != "fire_wall" || h.Dice != 2 || h.Why.En != "entered its squares" || len(h.Terms) != 1 {
		t.Fatalf("harm %+v", h)
	}
	if d, _ := find[DamageRolled](evs); !d.Flaming || d.Dice != 2 || d.Wounds != 1 {
		t.Errorf("damage %+v", d)
	}
	// moving on, away from the flames, hurts no more
	s, evs = play(t, s, nil, moveTo(Dark, "orc", 2, 2), endAct(Dark, "orc"))
	if _, ok := find[GroundHarm](evs); ok {
		t.Error("leaving the flames hurt")
	}

	// The goblin begins its activation in the flames, then acts.
	s, evs = play(t, s, []int{5, 5}, activate(Dark, "goblin"))
	h, ok = find[GroundHarm](evs)
	if !ok || h.Figure != "goblin" || h.Why.En != "began its activation on its squares" {
		t.Fatalf("harm at the start %+v", h)
	}
	if s.Active == nil || s.Active.Phase != Acting || s.Active.Harms != nil {
		t.Fatalf("the goblin's activation did not go on: %+v", s.Active)
	}
	// a step within the flames is no new entry
	_, evs = play(t, s, nil, moveTo(Dark, "goblin", 4, 3))
	if _, ok := find[GroundHarm](evs); ok {
		t.Error("a step within the flames hurt again")
	}

	// The spell ended, the squares hurt no one.
	s, _ = play(t, s, nil, endAct(Dark, "goblin"), endTurn(Dark), activate(Heroes, "maelis"), EndSpell{Header: Header{Seat: Heroes}, Figure: "maelis", Spell: "fire_wall"})
	s, _ = play(t, s, nil, endAct(Heroes, "maelis"), endTurn(Heroes))
	_, evs = play(t, s, nil, activate(Dark, "goblin"))
	if _, ok := find[GroundHarm](evs); ok {
		t.Error("an ended spell hurt")
	}
}

// R780: the dice are fixed at the cast: each 6 of the cast adds one, an
// apprentice rolls one fewer (pages 39-40).
func TestGroundHarmTerms(t *testing.T) {
	wall := fireWall()
	for _, c := range []struct {
		name    string
		dice    []int
		sorcery Sorcery
		want    int
	}{
		{"plain", []int{3, 4}, SorceryNormal, 2},
		{"a critical", []int{6, 2}, SorceryNormal, 3},
		{"a double critical", []int{6, 6}, SorceryNormal, 4},
		{"an apprentice", []int{3, 4}, SorceryApprentice, 1},
	} {
		f := Figure{}.WithInfo(FigureInfo{Sorcery: c.sorcery})
		cs := &CastState{}
		cs.Roll.Dice = c.dice
		n := 0
		for _, m := range groundHarm(&f, &wall, cs) {
			if m.Why.En == "" || m.Why.Es == "" {
				t.Errorf("%s: a term without its reason: %+v", c.name, m)
			}
			n += m.Value
		}
		if n != c.want {
			t.Errorf("%s: %d dice, want %d", c.name, n, c.want)
		}
	}
	if h := groundHarm(&Figure{}, &Spell{SpellCard: &SpellCard{Effect: SpellEffect{ID: EffectTerrain, Terrain: board.Difficult}}}, &CastState{}); h != nil {
		t.Errorf("a marsh without dice hurts: %+v", h)
	}
}

// R780, R123: a hedge of thorns is difficult terrain that hurts too; when
// the spell ends the ground is given back and hurts no more.
func TestThornsAreDifficultAndHurt(t *testing.T) {
	thorns := Spell{SpellCard: &SpellCard{ID: "veil_of_thorns", Name: Text{En: "Veil of Thorns", Es: "Velo de espinas"}, Nature: NatureProtecting, Mana: 1, RangeMin: 1, Range: 6, Radius: 3, Line: true, Permanent: true,
		Effect: SpellEffect{ID: EffectTerrain, Terrain: board.Difficult, Dice: 2}}}
	orc := fig("orc", Dark, SizeAverage, 7, 2, 6)
	s := newState(t, parseMap(t, room(t, 10, 5)...), caster("maelis", 0, 2, 5, thorns), orc)
	s, _ = play(t, s, []int{3, 4}, activate(Heroes, "maelis"), Cast{Header: Header{Seat: Heroes}, Figure: "maelis", Spell: "veil_of_thorns", Square: &board.Pos{X: 4, Y: 1}})
	s, _ = play(t, s, nil, answer(Heroes, "S"))
	if s.Board.Square(at(4, 2)).Terrain != board.Difficult || len(s.Magic) != 1 || s.Magic[0].Flaming {
		t.Fatalf("thorns %v, in play %+v", s.Board.Square(at(4, 2)).Terrain, s.Magic)
	}
	// The orc pushes through the hedge: 2 Movement for the thorny square,
	// and 2 damage dice, not fire.
	s = darkTurn(t, s)
	s, evs := play(t, s, []int{3, 3}, activate(Dark, "orc"), moveAlong(Dark, "orc", at(6, 2), at(5, 2), at(4, 2), at(3, 2)))
	if m, _ := find[Moved](evs); m.Cost != 5 {
		t.Errorf("moved %+v: the thorns are not difficult", m)
	}
	if d, _ := find[DamageRolled](evs); d.Flaming || d.Dice != 2 || d.Wounds != 2 {
		t.Errorf("damage %+v", d)
	}
	// Ended, the hedge is gone and hurts no one.
	s, _ = play(t, s, nil, endAct(Dark, "orc"), endTurn(Dark), activate(Heroes, "maelis"), EndSpell{Header: Header{Seat: Heroes}, Figure: "maelis", Spell: "veil_of_thorns"})
	if s.Board.Square(at(4, 2)).Terrain != board.Normal || len(s.Magic) != 0 {
		t.Fatalf("the thorns outlived their spell: %v %+v", s.Board.Square(at(4, 2)).Terrain, s.Magic)
	}
	s, _ = play(t, s, nil, endAct(Heroes, "maelis"), endTurn(Heroes))
	_, evs = play(t, s, nil, activate(Dark, "orc"), moveAlong(Dark, "orc", at(4, 2), at(5, 2)))
	if _, ok := find[GroundHarm](evs); ok {
		t.Error("ended thorns hurt")
	}
}

// R780: a move halted for a defensive shot enters the flames before the
// halt; they hurt once, when the move is over.
func TestGroundHurtsAChargeOnceOver(t *testing.T) {
	taeral := armed(heroFig("taeral", 0, 0, 5, 0), bow())
	taeral.Facing = board.East
	orc := fig("orc", Dark, SizeAverage, 6, 0, 6)
	orc.Facing = board.West
	s := newState(t, parseMap(t, room(t, 9, 1)...), taeral, orc)
	s.Magic = []Enchantment{{Roll: 99, Caster: "taeral", Spell: "fire_wall", Name: Text{En: "Fire Wall", Es: "Muro de fuego"}, Side: Heroes, Permanent: true, Turns: 3,
		Area: []board.Pos{at(5, 0)}, Harm: []Modifier{{Value: 2, Why: Text{En: "Fire Wall's damage dice", Es: "dados de daño de Muro de fuego"}}}, Flaming: true}}
	s, evs := play(t, s, nil, endTurn(Heroes), activate(Dark, "orc"), moveTo(Dark, "orc", 1, 0))
	if _, ok := find[ChargeHalted](evs); !ok || s.Prompt == nil || s.Prompt.Kind != PromptDefensiveShot {
		t.Fatalf("no halt: %+v", s.Prompt)
	}
	if _, ok := find[GroundHarm](evs); ok {
		t.Fatal("the flames hurt before the move was over")
	}
	s, evs = play(t, s, []int{3, 3}, answer(Heroes, OptionNoShot))
	if n := len(find2[GroundHarm](evs)); n != 1 || figAt(t, s, "orc") != at(1, 0) {
		t.Fatalf("%d harms, the orc at %v", n, figAt(t, s, "orc"))
	}
}
