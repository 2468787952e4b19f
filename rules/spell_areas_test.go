package rules

import (
	"slices"
	"testing"

	"dun/board"
)

func coneSpell() Spell {
	return Spell{SpellCard: &SpellCard{ID: "breath", Name: Text{En: "Grave Breath", Es: "Aliento de la tumba"}, Nature: NatureDamage, Mana: 1, Range: 3,
		Radius: 3, Area: AreaCone, Effect: SpellEffect{ID: EffectDamage, Dice: 3, Against: Armour}}}
}

// spellDiceOn lists the figures a cast rolled damage dice on, in order.
func spellDiceOn(evs []Event) []string {
	var out []string
	for _, e := range evs {
		if d, ok := e.(SpellDice); ok {
			out = append(out, d.Figure)
		}
	}
	return out
}

// R1100: a cone leaves the caster's front along his facing, one square
// wider each side at each step; it takes enemies and allies, not what
// lies beside or behind the caster nor behind a wall, and its target must
// be in it.
func TestConeSpell(t *testing.T) {
	g := parseMap(t,
		"...#......",
		"...#......",
		"..........",
		"..........",
		"..........")
	orc := fig("orc", Dark, SizeAverage, 3, 2, 4)       // step 2, straight ahead: the target
	far := fig("far", Dark, SizeAverage, 4, 4, 4)       // step 3, two squares aside
	hidden := fig("hidden", Dark, SizeAverage, 4, 0, 4) // step 3, behind the wall
	side := fig("side", Dark, SizeAverage, 2, 0, 4)     // step 1, two squares aside: outside
	back := fig("back", Dark, SizeAverage, 0, 0, 4)     // behind the caster
	ally := heroFig("ally", 3, 3, 4, 0)                 // step 2, one square aside: caught
	for _, f := range []*Figure{&orc, &far, &hidden, &side, &back, &ally} {
		f.EditAttrs().Armour = 6
		f.EditAttrs().Vitality = 9
	}
	s := newState(t, g, caster("maelis", 1, 2, 5, coneSpell()), orc, far, hidden, side, back, ally)
	s, _ = play(t, s, nil, activate(Heroes, "maelis"))
	refused(t, s, cast(Heroes, "maelis", "breath", "side"), CodeBadTarget)
	if got := CastAffects(s, Cast{Figure: "maelis", Spell: "breath", Target: "orc"}); !slices.Equal(got, []string{"orc", "far", "ally"}) {
		t.Errorf("the cone takes %v, want orc, far and ally", got)
	}
	// cast 3+4 +5 = 12; three dice each, all 1s against Armour 6.
	_, evs := play(t, s, []int{3, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1}, cast(Heroes, "maelis", "breath", "orc"))
	if got := spellDiceOn(evs); !slices.Equal(got, []string{"orc", "far", "ally"}) {
		t.Errorf("dice rolled on %v", got)
	}
	// Turned to the north, the caster's cone holds the two figures two
	// rows up and not the orc.
	s, _ = play(t, s, nil, Face{Header: Header{Seat: Heroes}, Figure: "maelis", Facing: board.North})
	refused(t, s, cast(Heroes, "maelis", "breath", "orc"), CodeBadTarget)
	if got := CastAffects(s, Cast{Figure: "maelis", Spell: "breath", Target: "side"}); !slices.Equal(got, []string{"side", "back"}) {
		t.Errorf("facing north the cone takes %v", got)
	}
}

// R1100: the cone's squares, for a spell whose area is fixed at the cast,
// are those the caster sees.
func TestConeSquares(t *testing.T) {
	g := parseMap(t,
		".....",
		"..#..",
		".....",
		".....")
	s := newState(t, g, caster("maelis", 2, 3, 5, coneSpell()))
	s.Figures[0].Facing = board.North
	sp := coneSpell()
	sp.Radius = 2
	got := spellArea(&s, 0, &sp, &CastState{Square: &board.Pos{X: 2, Y: 2}})
	want := []board.Pos{{X: 1, Y: 1}, {X: 3, Y: 1}, {X: 2, Y: 2}}
	if !slices.Equal(got, want) {
		t.Errorf("cone squares %v, want %v (the wall's square is rock)", got, want)
	}
}

// R1101: a section spell takes every figure in its target's section, seen
// or not, and nothing in the next room.
func TestSectionSpell(t *testing.T) {
	g := parseMap(t,
		".....2222",
		".....2222",
		"....+2222",
		".....2222")
	hush := Spell{SpellCard: &SpellCard{ID: "hush", Name: Text{En: "Deep Silence", Es: "Silencio profundo"}, Nature: NatureControl, Mana: 1, Range: 8,
		Area: AreaSection, Affects: AffectsEnemies, Effect: SpellEffect{ID: EffectControl, Condition: Conditions(0).With(Stunned)}}}
	a := fig("a", Dark, SizeAverage, 5, 2, 4)
	b := fig("b", Dark, SizeAverage, 8, 0, 4) // out of the caster's sight
	c := fig("c", Dark, SizeAverage, 2, 0, 4) // in the caster's section
	ally := heroFig("ally", 7, 3, 4, 0)
	s := newState(t, g, caster("maelis", 1, 2, 5, hush), a, b, c, ally)
	s, _ = play(t, s, nil, activate(Heroes, "maelis"))
	if seen, _ := Sight(s, "maelis", "b"); seen.Visible {
		t.Fatal("the test needs b out of sight")
	}
	s, _ = play(t, s, []int{3, 4}, cast(Heroes, "maelis", "hush", "a"))
	for id, want := range map[string]bool{"a": true, "b": true, "c": false, "ally": false} {
		if f, _ := s.Figure(id); f.Conditions.Has(Stunned) != want {
			t.Errorf("%s stunned: %v, want %v", id, !want, want)
		}
	}
	// Cast on an empty square, the section is that square's.
	sp := hush
	got := spellArea(&s, 0, &sp, &CastState{Square: &board.Pos{X: 6, Y: 1}})
	if len(got) != 17 || got[0] != at(5, 0) || !slices.Contains(got, at(4, 2)) || slices.Contains(got, at(3, 2)) {
		t.Errorf("the section's squares %v", got)
	}
}

// R1102: the whole board is every figure in the explored sections; a
// magic projectile may not have such an area.
func TestBoardSpell(t *testing.T) {
	g := parseMap(t,
		".....2222",
		"....+2222",
		".....2222")
	call := Spell{SpellCard: &SpellCard{ID: "call", Name: Text{En: "Lord of the Beasts", Es: "Señor de las bestias"}, Nature: NatureEnhancing, Mana: 1,
		Area: AreaBoard, Affects: AffectsAllies, Permanent: true, Effect: SpellEffect{ID: EffectEnhance, Attribute: CombatSkill, Bonus: 1}}}
	near := heroFig("near", 3, 2, 4, 0)
	far := heroFig("far", 8, 0, 4, 0)
	orc := fig("orc", Dark, SizeAverage, 6, 2, 4)
	s := newState(t, g, caster("maelis", 1, 1, 5, call), near, far, orc)
	s, _ = play(t, s, nil, activate(Heroes, "maelis"))
	if got := CastAffects(s, Cast{Figure: "maelis", Spell: "call", Target: "maelis"}); !slices.Equal(got, []string{"maelis", "near", "far"}) {
		t.Errorf("the board's allies %v", got)
	}
	s.Explore = &Exploration{Revealed: []bool{true, false}}
	if got := CastAffects(s, Cast{Figure: "maelis", Spell: "call", Target: "maelis"}); !slices.Equal(got, []string{"maelis", "near"}) {
		t.Errorf("with section 2 unexplored: %v", got)
	}
	s.Explore = nil
	s, _ = play(t, s, []int{3, 4}, cast(Heroes, "maelis", "call", "maelis"))
	if f, _ := s.Figure("far"); len(f.Boons) != 1 || f.Boons[0].Value != 1 {
		t.Errorf("far's boons %+v", f.Boons)
	}
	bad := fireball(0, 0)
	bad.Area = AreaBoard
	if err := bad.check(); err == nil {
		t.Error("a projectile over the whole board passed the check")
	}
}

// The shaped areas are asked once per figure of the board: how dear is
// it to know whom a cone or the whole board takes?
func BenchmarkShapedAreas(b *testing.B) {
	g := parseMap(b,
		"....................",
		"....................",
		"........#...........",
		"....................",
		"....................",
		"....................")
	figs := []Figure{caster("maelis", 1, 2, 5, coneSpell())}
	for k := 0; k < 12; k++ {
		figs = append(figs, fig("orc"+string(rune('a'+k)), Dark, SizeAverage, 3+k, k%6, 4))
	}
	s := newState(b, g, figs...)
	cone := coneSpell()
	board := coneSpell()
	board.SpellCard = &SpellCard{ID: "all", Name: cone.Name, Nature: NatureDamage, Mana: 1, Range: 3, Area: AreaBoard, Effect: cone.Effect}
	c := &CastState{Target: "orca"}
	e := env{s: &s}
	for _, sp := range []Spell{cone, board} {
		b.Run(sp.Area, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				_ = e.spellTargets(0, &sp, c)
			}
		})
	}
}

// R1100 with page 40's projectiles: a cone of a magic projectile gives its
// target the card's dice and the others in it the area's two fewer, each
// term explained.
func TestConeProjectile(t *testing.T) {
	g := parseMap(t, room(t, 8, 5)...)
	spray := Spell{SpellCard: &SpellCard{ID: "spray", Name: Text{En: "Ice Spray", Es: "Rociada de hielo"}, Nature: NatureProjectile, Mana: 1, Range: 3,
		Radius: 3, Area: AreaCone, Effect: SpellEffect{ID: EffectProjectile, Dice: 4, Against: Armour}}}
	orc := fig("orc", Dark, SizeAverage, 3, 2, 4)
	gob := fig("goblin", Dark, SizeSmall, 4, 1, 4)
	for _, f := range []*Figure{&orc, &gob} {
		f.EditAttrs().Armour = 6
		f.EditAttrs().Vitality = 9
	}
	s := newState(t, g, caster("maelis", 1, 2, 5, spray), orc, gob)
	_, evs := play(t, s, []int{3, 4, 1, 1, 1, 1, 1, 1}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "spray", "orc"))
	var got []SpellDice
	for _, e := range evs {
		if d, ok := e.(SpellDice); ok {
			got = append(got, d)
		}
	}
	if len(got) != 2 || got[0].Figure != "orc" || got[0].Dice != 4 || got[1].Figure != "goblin" || got[1].Dice != 2 {
		t.Fatalf("spell dice %+v", got)
	}
	if terms := got[1].Terms; len(terms) != 2 || terms[1].Value != -2 || terms[1].Why.En != "in the area, not the target: two dice fewer" {
		t.Errorf("the goblin's terms %+v", terms)
	}
}
