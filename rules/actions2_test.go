package rules

import (
	"reflect"
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
)

func torch(place Place) Item {
	return Item{ItemCard: &ItemCard{ID: "torch", Name: Text{En: "Torch", Es: "Antorcha"}, Kind: ItemObject, Hands: 1, Effect: lightEffect, Weight: 1}, Place: place}
}

func greataxe() Item {
	return Item{ItemCard: &ItemCard{ID: "greataxe", Name: Text{En: "Greataxe", Es: "Gran hacha"}, Kind: ItemMelee, Hands: 2, Dice: 2, Weight: 4}, Place: InHand}
}

func withScene(t *testing.T, s State, c Scene) State {
	t.Helper()
	n, err := WithScene(s, c)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func modSum(mods []Modifier) int {
	v := 0
	for _, m := range mods {
		v += m.Value
	}
	return v
}

// Page 27, Action 16 and the Darkness cards (R130-R132): the penalties in
// a dark section, and a lit torch held there lifting them.
func TestDarkness(t *testing.T) {
	for _, tc := range []struct {
		name                  string
		complete, lit, undead bool
		perception, cs, shoot int
		seesFar               bool
	}{
		{name: "darkness", perception: -1, shoot: -1},
		{name: "complete darkness", complete: true, perception: -1, cs: -1, shoot: -2},
		{name: "darkness lit", lit: true, seesFar: true},
		{name: "complete darkness lit", complete: true, lit: true, seesFar: true},
		{name: "undead in complete darkness", complete: true, undead: true, seesFar: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hero := heroFig("taeral", 0, 2, 5, 0)
			hero.Facing = board.East
			if tc.lit {
				hero.Items = []Item{torch(InHand)}
				hero.Items[0].Lit = true
			}
			if tc.undead {
				hero.Skills = []string{"undead"}
			}
			orc := fig("orc", Dark, SizeAverage, 6, 2, 4)
			s := newState(t, arena(t), hero, orc)
			s = withScene(t, s, Scene{Dark: []DarkSection{{Section: 1, Complete: tc.complete}}})
			if v := modSum(darkMods(&s, 0, Perception, nil)); v != tc.perception {
				t.Errorf("perception %d, want %d", v, tc.perception)
			}
			if v := modSum(darkMods(&s, 0, CombatSkill, nil)); v != tc.cs {
				t.Errorf("combat skill %d, want %d", v, tc.cs)
			}
			m, _ := darkShot(&s, 0, 1)
			if m.Value != tc.shoot {
				t.Errorf("shooting %d, want %d", m.Value, tc.shoot)
			}
			seen, err := Sight(s, "taeral", "orc")
			if err != nil || seen.Visible != tc.seesFar {
				t.Errorf("sight 6 squares away: %+v %v, want %v", seen, err, tc.seesFar)
			}
		})
	}
}

// The Perception test of an exploratory Action takes the darkness penalty
// as a modifier that explains itself.
func TestDarknessInATest(t *testing.T) {
	s := newState(t, arena(t), heroFig("taeral", 1, 1, 5, 0))
	s = withScene(t, s, Scene{Dark: []DarkSection{{Section: 1}}})
	e := &env{s: &s, dice: dice.NewRoller(scriptedDice(3, 4))}
	r, err := e.test(0, "probe", Perception, 0)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, m := range r.Modifiers {
		found = found || (m.Value == -1 && m.Why.En == "darkness" && m.Why.Es == "penumbra")
	}
	if !found {
		t.Fatalf("no darkness modifier in %+v", r.Modifiers)
	}
}

func TestLightRefusals(t *testing.T) {
	light := func(k int) Command { return LightSource{Header: Header{Seat: Heroes}, Figure: "taeral", Item: k} }
	place := func(k, x, y int) Command {
		return PlaceLight{Header: Header{Seat: Heroes}, Figure: "taeral", Item: k, At: at(x, y)}
	}
	lit := torch(InHand)
	lit.Lit = true
	for _, tc := range []struct {
		name  string
		items []Item
		orc   bool
		cmd   Command
		code  string
	}{
		{"no light source", []Item{chainmail(Worn)}, false, light(0), CodeBadItem},
		{"already lit", []Item{lit}, false, light(0), CodeBadItem},
		{"no free hand", []Item{greataxe(), torch(InPack)}, false, light(1), CodeNoFreeHand},
		{"next to an enemy", []Item{torch(InPack)}, true, light(0), CodeEnemyAdjacent},
		{"not lit", []Item{torch(InHand)}, false, place(0, 1, 1), CodeBadItem},
		{"too far", []Item{lit}, false, place(0, 3, 1), CodeNotAdjacent},
	} {
		t.Run(tc.name, func(t *testing.T) {
			figs := []Figure{armed(heroFig("taeral", 1, 1, 5, 0), tc.items...)}
			if tc.orc {
				figs = append(figs, fig("orc", Dark, SizeAverage, 2, 1, 4))
			}
			s := newState(t, arena(t), figs...)
			s, _ = play(t, s, nil, activate(Heroes, "taeral"))
			refused(t, s, tc.cmd, tc.code)
		})
	}
	// Lighting spends the Action; a second light is refused.
	s := newState(t, arena(t), armed(heroFig("taeral", 1, 1, 5, 0), torch(InPack), torch(InPack)))
	s, evs := play(t, s, nil, activate(Heroes, "taeral"), light(0))
	if !hasEvent[LightLit](evs) || !s.Figures[0].Items[0].Lit || s.Figures[0].Items[0].Place != InHand {
		t.Fatalf("not lit: %+v", s.Figures[0].Items[0])
	}
	refused(t, s, light(1), CodeActionUsed)
	// Set down, then picked up into a free hand: still burning.
	s, _ = play(t, s, nil, place(0, 2, 1))
	s, _ = play(t, s, nil, endAct(Heroes, "taeral"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"),
		PickUp{Header: Header{Seat: Heroes}, Figure: "taeral", Owner: "taeral", Item: 0})
	if it := s.Figures[0].Items[0]; !it.Lit || it.Place != InHand {
		t.Fatalf("picked up: %+v", it)
	}
}

// chasm is a corridor crossed by a pit three squares wide (columns 2-4).
func chasm(t *testing.T) *board.Grid {
	t.Helper()
	return parseMap(t, "..ppp..", "..ppp..", "..ppp..", "..ppp..")
}

func rope() Item {
	return Item{ItemCard: &ItemCard{ID: ropeID, Name: Text{En: "Rope", Es: "Cuerda"}, Kind: ItemObject, Weight: 1}}
}
func pickaxe() Item {
	return Item{ItemCard: &ItemCard{ID: pickaxeID, Name: Text{En: "Pickaxes", Es: "Piquetas"}, Kind: ItemObject, Weight: 1}}
}

func build(id string, x, y int) Command {
	return BuildFootbridge{Header: Header{Seat: Heroes}, Figure: id, To: at(x, y)}
}

// Page 27, Action 18: the builders' refusals, and the tools spent.
func TestFootbridge(t *testing.T) {
	setup := func(t *testing.T, tools bool) State {
		b := heroFig("borgron", 5, 1, 4, 0)
		if tools {
			b = armed(b, rope(), pickaxe())
		}
		s := newState(t, chasm(t), heroFig("taeral", 1, 1, 5, 0), b)
		s, _ = play(t, s, nil, activate(Heroes, "taeral"))
		return s
	}
	s := setup(t, false)
	pitted := s.Clone()
	pitted.Figures = append(pitted.Figures, fig("goblin", Dark, SizeSmall, 3, 1, 4))
	refused(t, pitted, build("taeral", 5, 1), CodeOccupied)
	refused(t, s, build("taeral", 4, 1), CodeNoBridge) // ends on the pit
	refused(t, s, build("taeral", 6, 2), CodeNoBridge) // not a straight line
	refused(t, s, build("taeral", 1, 3), CodeNoBridge) // crosses no pit
	s, evs := play(t, s, nil, build("taeral", 5, 1), endAct(Heroes, "taeral"), activate(Heroes, "borgron"))
	if !hasEvent[FootbridgeDeclared](evs) {
		t.Fatal("no declaration")
	}
	refused(t, s, build("borgron", 1, 1), CodeNoTools)

	s = setup(t, true)
	// A declaration lapses with the turn.
	late, _ := play(t, s, nil, build("taeral", 5, 1), endTurn(Heroes), endTurn(Dark), activate(Heroes, "borgron"), build("borgron", 1, 1))
	if late.Scene != nil && len(late.Scene.Bridges) > 0 {
		t.Fatal("a declaration of an earlier turn built a footbridge")
	}
	s, evs = play(t, s, nil, build("taeral", 5, 1), endAct(Heroes, "taeral"), activate(Heroes, "borgron"), build("borgron", 1, 1))
	built, ok := find[FootbridgeBuilt](evs)
	if !ok || built.SpentBy != "borgron" || len(built.Squares) != 3 || len(s.Figures[1].Items) != 0 {
		t.Fatalf("built %+v, borgron keeps %+v", built, s.Figures[1].Items)
	}
	for x := 2; x <= 4; x++ {
		if sq := s.Board.Square(at(x, 1)); sq.Terrain != board.Difficult {
			t.Fatalf("(%d,1) is %v", x, sq.Terrain)
		}
	}
	// Destroyed under Borgron, who falls into the pit with it (R135).
	s, _ = play(t, s, nil, moveTo(Heroes, "borgron", 3, 1), endAct(Heroes, "borgron"), endTurn(Heroes))
	orc := fig("orc", Dark, SizeAverage, 6, 3, 4)
	s.Figures = append(s.Figures, orc)
	s, _ = play(t, s, nil, activate(Dark, "orc"), moveTo(Dark, "orc", 5, 2))
	refused(t, s, DestroyFootbridge{Header: Header{Seat: Dark}, Figure: "orc", At: at(1, 1)}, CodeNoBridge)
	s, evs = play(t, s, []int{1, 2, 3, 1}, DestroyFootbridge{Header: Header{Seat: Dark}, Figure: "orc", At: at(3, 1)})
	fell, ok := find[Fell](evs)
	b := s.Figures[1]
	if !ok || fell.Figure != "borgron" || b.At != at(3, 1) || !inPit(s.Board, b.At, b.Size) || !b.Conditions.Has(Stunned) || b.Wounds != 2 {
		t.Fatalf("borgron after the fall: %+v %+v", fell, b)
	}
	if s.Scene.Falling != nil || s.Active == nil || s.Active.Figure != "orc" {
		t.Fatalf("falling %v, active %+v", s.Scene.Falling, s.Active)
	}
}

// bridged is the chasm with a footbridge two squares wide over rows 1-2,
// for a 2x2 base to cross.
func bridged(t *testing.T, big Figure) State {
	t.Helper()
	g := chasm(t)
	var fb Footbridge
	for y := 1; y <= 2; y++ {
		for x := 2; x <= 4; x++ {
			sq := g.Square(at(x, y))
			fb.Squares = append(fb.Squares, at(x, y))
			fb.Depths = append(fb.Depths, sq.PitDepth)
			sq.Terrain = board.Difficult
			g.Set(at(x, y), sq)
		}
	}
	s := newState(t, g, big)
	s = withScene(t, s, Scene{Bridges: []Footbridge{fb}})
	s.Side = big.Side
	return s
}

// Page 27: a Large creature crossing rolls 1D6 and brings the footbridge
// down on a 1; a Huge one always does; either falls with it (R135).
func TestFootbridgeUnderBigCreatures(t *testing.T) {
	for _, tc := range []struct {
		name     string
		size     int
		dice     []int
		collapse bool
	}{
		{"large, a 2", SizeLarge, []int{2}, false},
		{"large, a 1", SizeLarge, []int{1, 6, 6, 6, 6}, true},
		{"huge", SizeHuge, []int{6, 6, 6, 6}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			troll := fig("troll", Dark, tc.size, 0, 1, 8)
			troll.EditAttrs().NaturalArmour = 6
			troll.EditAttrs().Vitality = 10
			s := bridged(t, troll)
			s, evs := play(t, s, tc.dice, activate(Dark, "troll"), moveTo(Dark, "troll", 3, 1))
			d, ok := find[FootbridgeDestroyed](evs)
			if ok != tc.collapse || (ok && !d.Collapsed) {
				t.Fatalf("collapsed %v (%+v), want %v", ok, d, tc.collapse)
			}
			if tc.collapse {
				if s.Scene.Bridges != nil && len(s.Scene.Bridges) != 0 || s.Board.Square(at(3, 1)).Terrain != board.Pit || !s.Figures[0].Conditions.Has(Stunned) || s.Active != nil {
					t.Fatalf("after the fall: bridges %v, stunned %v, active %v", s.Scene.Bridges, s.Figures[0].Conditions, s.Active)
				}
			}
		})
	}
}

func npcScene(n NPC) Scene {
	if n.Intelligence == 0 {
		n.Intelligence = DefaultNPCAttribute
	}
	if n.Courage == 0 {
		n.Courage = DefaultNPCAttribute
	}
	return Scene{NPCs: []NPC{n}}
}

func persuade(id string, fear bool) Command {
	return Persuade{Header: Header{Seat: Heroes}, Figure: id, Target: "hermit", Fear: fear}
}

// Page 27, Actions 19 and 20: the opposed roll, its modifiers, one attempt
// each, and the blunder that closes the NPC.
func TestPersuasion(t *testing.T) {
	start := func(t *testing.T, n NPC, heroes ...Figure) State {
		s := newState(t, arena(t), heroes...)
		s = withScene(t, s, npcScene(n))
		s, _ = play(t, s, nil, activate(Heroes, heroes[0].ID))
		return s
	}
	elf := heroFig("taeral", 1, 1, 5, 0)
	elf.EditAttrs().Intelligence = 3
	elf.SetRace("elf")
	elf.SetAlignment("good")
	// Hero 2D6+3 against 2D6+3: 4+4 = 11 beats 3+4 = 10.
	s, evs := play(t, start(t, NPC{ID: "hermit"}, elf), []int{4, 4, 3, 4}, persuade("taeral", false))
	if tr, _ := find[PersuasionTried](evs); !tr.Persuaded || !s.Scene.NPCs[0].Persuaded {
		t.Fatalf("not persuaded: %+v", tr)
	}
	refused(t, s, persuade("taeral", true), CodeActionUsed)
	// A tie fails (R136).
	s, evs = play(t, start(t, NPC{ID: "hermit"}, elf, heroFig("shara", 2, 1, 5, 0)), []int{3, 4, 3, 4}, persuade("taeral", false))
	if tr, _ := find[PersuasionTried](evs); tr.Persuaded || s.Scene.NPCs[0].Attempts != 1 {
		t.Fatalf("a tie persuaded: %+v", tr)
	}
	s, _ = play(t, s, nil, endAct(Heroes, "taeral"), activate(Heroes, "shara"))
	// The second hero rolls at -1 for the attempt before; an evil NPC of
	// another race gives no race bonus.
	s2, evs := play(t, s, []int{5, 5, 3, 3}, persuade("shara", false))
	if tr, _ := find[PersuasionTried](evs); modSum(tr.Hero.Modifiers) != 3-1 {
		t.Fatalf("second attempt modifiers %+v", tr.Hero.Modifiers)
	}
	_ = s2
	// Taeral may not try again.
	s3, _ := play(t, s, nil, endAct(Heroes, "shara"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"))
	refused(t, s3, persuade("taeral", false), CodeNoPersuasion)

	// Fortune on a failed persuasion (page 14): the NPC rolls again.
	lucky := elf
	lucky.EditAttrs().Fortune = 1
	s, _ = play(t, start(t, NPC{ID: "hermit"}, lucky), []int{3, 4, 3, 4}, persuade("taeral", false))
	if s.Prompt == nil || s.Prompt.Kind != PromptPersuasionFortune {
		t.Fatalf("no Fortune question: %+v", s.Prompt)
	}
	s, evs = play(t, s, []int{1, 2}, answer(Heroes, OptionRerollEnemy))
	if tr, _ := find[PersuasionTried](evs); !tr.Persuaded || !hasEvent[FortuneSpent](evs) || s.Scene.Persuasion != nil {
		t.Fatalf("after the reroll: %+v", tr)
	}
	// Race and alignment.
	mods := persuasionMods(&elf, &NPC{Race: "elf", Alignment: "evil"}, false)
	if modSum(mods) != 0 || len(mods) != 2 {
		t.Fatalf("same race, opposite alignment: %+v", mods)
	}
	// A blunder closes the NPC to everyone.
	s, _ = play(t, start(t, NPC{ID: "hermit"}, elf, heroFig("shara", 2, 1, 5, 0)), []int{1, 1, 3, 4}, persuade("taeral", false), endAct(Heroes, "taeral"), activate(Heroes, "shara"))
	refused(t, s, persuade("shara", false), CodeNoPersuasion)
	// Through fear: Strength against Courage, once for the group, +1
	// Fearsome.
	brute := heroFig("borgron", 1, 1, 4, 0)
	brute.EditAttrs().Strength = 4
	brute.Skills = []string{"fearsome"}
	s, evs = play(t, start(t, NPC{ID: "hermit", Courage: 5}, brute, heroFig("shara", 2, 1, 5, 0)), []int{3, 3, 3, 3}, persuade("borgron", true))
	tr, _ := find[PersuasionTried](evs)
	if modSum(tr.Hero.Modifiers) != 5 || modSum(tr.Target.Modifiers) != 5 || tr.Persuaded {
		t.Fatalf("fear: %+v against %+v", tr.Hero.Modifiers, tr.Target.Modifiers)
	}
	s, _ = play(t, s, nil, endAct(Heroes, "borgron"), activate(Heroes, "shara"))
	refused(t, s, persuade("shara", true), CodeNoPersuasion)
	// Next to the NPC when it stands on the board.
	hermit := fig("hermit", Heroes, SizeAverage, 5, 3, 3)
	s = start(t, NPC{ID: "hermit"}, elf, hermit)
	refused(t, s, persuade("taeral", false), CodeNotAdjacent)
	refused(t, s, Persuade{Header: Header{Seat: Heroes}, Figure: "taeral", Target: "nobody"}, CodeNoPersuasion)
}

func unknownPotion() Item {
	p := potion("heal", Trait{Name: "vitality", Value: 3})
	p.Unknown = true
	return p
}

// Page 27, Action 21: only the right skill identifies; an unidentified
// potion cannot be drunk.
func TestIdentify(t *testing.T) {
	ident := func(k int) Command { return Identify{Header: Header{Seat: Heroes}, Figure: "taeral", Item: k} }
	plain := heroFig("taeral", 1, 1, 5, 0)
	s := newState(t, arena(t), armed(plain, unknownPotion(), potion("heal")))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, ident(0), CodeBadSkill)
	refused(t, s, ident(1), CodeBadItem)
	refused(t, s, Drink{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 0}, CodeBadItem)
	alch := armed(heroFig("taeral", 1, 1, 5, 0), unknownPotion())
	alch.Skills = []string{"alchemist"}
	alch.EditAttrs().Intelligence = 4
	s = newState(t, arena(t), alch)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	if !strings.Contains(OptionIDs(Options(s, Heroes)), "identify:taeral:taeral:0") {
		t.Fatalf("identifying not offered: %s", OptionIDs(Options(s, Heroes)))
	}
	failed, evs := play(t, s, []int{2, 3}, ident(0))
	if id, _ := find[ItemIdentified](evs); id.Identified || !failed.Figures[0].Items[0].Unknown {
		t.Fatal("a failed test identified the potion")
	}
	s, evs = play(t, s, []int{3, 3}, ident(0))
	if id, _ := find[ItemIdentified](evs); !id.Identified || s.Figures[0].Items[0].Unknown {
		t.Fatal("a passed test did not identify the potion")
	}
	s, _ = play(t, s, nil, Drink{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 0})
	// In a combat turn, no identifying.
	s = newState(t, arena(t), alch, fig("orc", Dark, SizeAverage, 6, 4, 4))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, ident(0), CodeCombatTurn)
}

// Page 79: the weight limit and the other limits, and what breaking them
// does when the figure begins to act (R138).
func TestWeightLimits(t *testing.T) {
	heavy := func(w int) Item { return Item{ItemCard: &ItemCard{ID: "anvil", Kind: ItemObject, Weight: w}} }
	for _, tc := range []struct {
		name           string
		items          []Item
		coins          int
		broken         int
		stunned, still bool
	}{
		{"within", []Item{heavy(18)}, 30, 0, false, false},
		{"too heavy", []Item{heavy(19)}, 0, 1, true, false},
		{"too many coins", nil, 31, 1, true, false},
		{"two limits", []Item{heavy(19)}, 31, 2, true, true},
		{"more than doubled", []Item{heavy(37)}, 0, 1, true, true},
		{"two shields", []Item{{ItemCard: &ItemCard{ID: "shield", Kind: ItemShield}}, {ItemCard: &ItemCard{ID: "shield", Kind: ItemShield}}}, 0, 1, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := armed(heroFig("taeral", 1, 1, 5, 0), tc.items...)
			f.SetCoins(tc.coins)
			if l := LoadOf(&f); l.Limit != 18 || l.Broken != tc.broken {
				t.Fatalf("load %+v", l)
			}
			s := newState(t, arena(t), f)
			s, evs := play(t, s, nil, activate(Heroes, "taeral"))
			if hasEvent[Overloaded](evs) != tc.stunned || s.Figures[0].Conditions.Has(Stunned) != tc.stunned || s.Active.Still != tc.still {
				t.Fatalf("stunned %v still %v", s.Figures[0].Conditions, s.Active.Still)
			}
			if tc.still {
				refused(t, s, moveTo(Heroes, "taeral", 2, 1), CodeStill)
			}
		})
	}
}

// Page 43: carrying a knocked-out partner.
func TestCarryPartner(t *testing.T) {
	shara := heroFig("shara", 2, 1, 5, 0)
	shara.Conditions = shara.Conditions.With(KnockedOut)
	borgron := heroFig("borgron", 1, 1, 5, 0)
	borgron.EditAttrs().Strength = 2
	ogre := fig("ogre", Heroes, SizeLarge, 4, 3, 5)
	s := newState(t, arena(t), borgron, shara)
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	carry := Carry{Header: Header{Seat: Heroes}, Figure: "borgron", Target: "shara"}
	if !strings.Contains(OptionIDs(Options(s, Heroes)), "carry:borgron:shara") {
		t.Fatalf("carrying not offered: %s", OptionIDs(Options(s, Heroes)))
	}
	s, evs := play(t, s, nil, carry)
	if up, _ := find[BodyTakenUp](evs); up.Allowance != 2 || s.Active.Allowance != 2 {
		t.Fatalf("allowance %d", s.Active.Allowance)
	}
	refused(t, s, moveTo(Heroes, "borgron", 4, 1), CodeTooFar)
	refused(t, s, run(Heroes, "borgron"), CodeCannotRun)
	s, _ = play(t, s, nil, moveTo(Heroes, "borgron", 3, 1))
	if figAt(t, s, "shara") != at(3, 1) {
		t.Fatalf("the body stayed at %v", figAt(t, s, "shara"))
	}
	s, _ = play(t, s, nil, PutDown{Header: Header{Seat: Heroes}, Figure: "borgron"})
	s, _ = play(t, s, nil, endAct(Heroes, "borgron"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "borgron"))
	if s.Active.Allowance != 5 {
		t.Fatalf("after putting down, allowance %d", s.Active.Allowance)
	}
	// Refusals: a larger ally, one too far, a standing one.
	big := ogre
	big.Conditions = big.Conditions.With(KnockedOut)
	big.At = at(2, 2)
	s = newState(t, arena(t), borgron, big, heroFig("taeral", 5, 1, 5, 0))
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	refused(t, s, Carry{Header: Header{Seat: Heroes}, Figure: "borgron", Target: "ogre"}, CodeBadTarget)
	refused(t, s, Carry{Header: Header{Seat: Heroes}, Figure: "borgron", Target: "taeral"}, CodeBadTarget)
}

// Page 14: the hero who lost the Initiative may spend Fortune to make the
// enemy roll again (R140).
func TestInitiativeFortune(t *testing.T) {
	s := borgronRoom(t)
	s.Figures[0].EditAttrs().Fortune = 2
	s, _ = play(t, s, []int{1, 2, 4, 2}, activate(Heroes, "borgron"), openDoor(Heroes, "borgron", 3, 1, board.SideE))
	if s.Prompt == nil || s.Prompt.Kind != PromptInitiativeFortune {
		t.Fatalf("no Fortune question: %+v", s.Prompt)
	}
	kept, evs := play(t, s, nil, answer(Heroes, OptionKeep))
	if won, _ := find[InitiativeWon](evs); won.Side != Dark || kept.Side != Dark {
		t.Fatalf("kept: %+v", won)
	}
	// Borgron's 3+1 against the enemy's new 1 and 2: the heroes win.
	s, evs = play(t, s, []int{1, 2}, answer(Heroes, OptionRerollEnemy))
	if won, _ := find[InitiativeWon](evs); won.Side != Heroes || s.Figures[0].FortuneUsed() != 1 || s.Side != Heroes || s.Turn != 2 {
		t.Fatalf("after the reroll: %+v, side %v", won, s.Side)
	}
}

// The commands of this file survive encoding and decoding, and decode
// from their documented JSON.
func TestActionsCommandsRoundTrip(t *testing.T) {
	h := Header{Seat: Heroes, At: 7}
	for _, c := range []Command{
		LightSource{Header: h, Figure: "taeral", Item: 1},
		PlaceLight{Header: h, Figure: "taeral", Item: 0, At: at(3, 4)},
		BuildFootbridge{Header: h, Figure: "borgron", To: at(5, 1)},
		DestroyFootbridge{Header: h, Figure: "orc", At: at(4, 1)},
		Persuade{Header: h, Figure: "taeral", Target: "hermit"},
		Persuade{Header: h, Figure: "borgron", Target: "hermit", Fear: true},
		Identify{Header: h, Figure: "taeral", Item: 2},
		Identify{Header: h, Figure: "taeral", Owner: "shara", Item: 0},
		Carry{Header: h, Figure: "borgron", Target: "shara"},
		PutDown{Header: h, Figure: "borgron"},
	} {
		b, err := EncodeCommand(c)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeCommand(b)
		if err != nil || !reflect.DeepEqual(back, c) {
			t.Fatalf("%s: %#v, %v", b, back, err)
		}
	}
	for _, bad := range []string{
		`{"type":"light","seat":"heroes","figure":"taeral"}`,
		`{"type":"place_light","seat":"heroes","figure":"taeral","item":0}`,
		`{"type":"build_footbridge","seat":"heroes","figure":"taeral","square":[1,1]}`,
		`{"type":"persuade","seat":"heroes","figure":"taeral"}`,
		`{"type":"identify","seat":"heroes","figure":"taeral","item":0,"owner":""}`,
	} {
		if _, err := DecodeCommand([]byte(bad)); err == nil {
			t.Errorf("%s decoded", bad)
		}
	}
}

// Page 70: each gunpowder weapon fired gives the Dark Player +1 to the next
// encounter's Initiative, once per weapon (R142).
func TestGunfireNoise(t *testing.T) {
	s := newState(t, arena(t), heroFig("taeral", 1, 1, 5, 0), fig("orc", Dark, SizeAverage, 5, 3, 4))
	e := &env{s: &s}
	e.gunfire(&s.Figures[0], 0)
	e.gunfire(&s.Figures[0], 0)
	e.gunfire(&s.Figures[0], 2)
	e.gunfire(&s.Figures[1], 0) // the Dark Player's own guns do not count
	mods := e.gunfireMods(nil)
	if len(mods) != 1 || mods[0].Value != 2 || s.Scene.Gunfire != nil {
		t.Fatalf("mods %+v, left %v", mods, s.Scene.Gunfire)
	}
	if len(e.gunfireMods(nil)) != 0 {
		t.Fatal("the count did not start again")
	}
	// In an encounter: the skeleton's roll carries +2.
	r := borgronRoom(t)
	r = withScene(t, r, Scene{Gunfire: []string{"borgron:0", "shara:1"}})
	_, evs := play(t, r, []int{4, 4, 3, 3}, activate(Heroes, "borgron"), openDoor(Heroes, "borgron", 3, 1, board.SideE))
	o, _ := find[OpposedRolled](evs)
	found := false
	for _, m := range o.Opposed.Second.Modifiers {
		found = found || m.Value == 2 && strings.Contains(m.Why.En, "gunpowder")
	}
	if !found {
		t.Fatalf("no gunpowder modifier: %+v", o.Opposed.Second.Modifiers)
	}
}

// A defeated Leader's magic object comes unidentified (page 27); a hero
// with Secrets of Magic identifies it with an Intelligence test.
func TestLeaderObjectUnidentified(t *testing.T) {
	taeral := heroFig("taeral", 0, 0, 4, 0)
	taeral.Skills = []string{"secrets_of_magic"}
	taeral.EditAttrs().Intelligence = 4
	chief := fig("chief", Dark, SizeAverage, 6, 4, 4)
	chief.SetLevel("elite")
	chief.SetLeader(true)
	chief.Conditions = Conditions(0).With(KnockedOut)
	chief.Items = []Item{{ItemCard: &ItemCard{ID: "runeblade", Name: Text{En: "Runeblade", Es: "Espada rúnica"}, Kind: ItemMelee, Dice: 2, Effect: "magic_weapon"}, Place: InHand}}
	s := newState(t, arena(t), taeral, chief)
	s, _ = play(t, s, []int{3, 2}, activate(Heroes, "taeral"), SearchCorpses{Header: Header{Seat: Heroes}, Figure: "taeral"})
	if it := s.Figures[0].Items[0]; !it.Unknown {
		t.Fatalf("the runeblade is known: %+v", it)
	}
	s, _ = play(t, s, nil, endAct(Heroes, "taeral"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"))
	s, evs := play(t, s, []int{3, 3}, Identify{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 0})
	if id, _ := find[ItemIdentified](evs); !id.Identified || s.Figures[0].Items[0].Unknown {
		t.Fatalf("not identified: %+v", id)
	}
}

// The heroes' view hides what an unidentified item is; the Dark Player's
// shows it. Dark sections and footbridges the heroes see are in their
// view.
func TestViewOfTheScene(t *testing.T) {
	s := newState(t, arena(t), armed(heroFig("taeral", 1, 1, 5, 0), unknownPotion()))
	s = withScene(t, s, Scene{Dark: []DarkSection{{Section: 1, Complete: true}}, NPCs: []NPC{{ID: "hermit", Intelligence: 3, Courage: 3}}})
	hv, dv := SeatView(s, Heroes), SeatView(s, Dark)
	if it := hv.Figures[0].Items[0]; it.Effect != "" || it.Traits != nil || it.Name.En != "Unidentified potion" {
		t.Fatalf("heroes see %+v", it)
	}
	if it := dv.Figures[0].Items[0]; it.Effect != "heal" {
		t.Fatalf("the Dark Player sees %+v", it)
	}
	if s.Figures[0].Items[0].Effect != "heal" {
		t.Fatal("the view changed the state")
	}
	if hv.Scene == nil || len(hv.Scene.Dark) != 1 || len(hv.Scene.NPCs) != 1 {
		t.Fatalf("heroes' scene %+v", hv.Scene)
	}
	// A dark section not yet revealed is the Dark Player's secret.
	r := withScene(t, borgronRoom(t), Scene{Dark: []DarkSection{{Section: 2}}})
	if hv := SeatView(r, Heroes); len(hv.Scene.Dark) != 0 {
		t.Fatalf("heroes see an unrevealed dark section: %+v", hv.Scene)
	}
	if dv := SeatView(r, Dark); len(dv.Scene.Dark) != 1 {
		t.Fatalf("the Dark Player's scene %+v", dv.Scene)
	}
}

// A goblin standing on the far end of a footbridge a Huge troll brings
// down falls into the pit after the troll (R135).
func TestFootbridgeDropsWhoStandsOnIt(t *testing.T) {
	troll := fig("troll", Dark, SizeHuge, 0, 1, 8)
	troll.EditAttrs().NaturalArmour = 6
	troll.EditAttrs().Vitality = 10
	s := bridged(t, troll)
	gob := fig("gob", Dark, SizeSmall, 4, 1, 4)
	s.Figures = append(s.Figures, gob)
	s, evs := play(t, s, []int{6, 6, 6, 6, 1, 1, 1, 1}, activate(Dark, "troll"), moveTo(Dark, "troll", 1, 1))
	var fell []string
	for _, ev := range evs {
		if f, ok := ev.(Fell); ok {
			fell = append(fell, f.Figure)
		}
	}
	if strings.Join(fell, " ") != "troll gob" || !inPit(s.Board, at(4, 1), SizeSmall) || !s.Figures[1].Conditions.Has(Stunned) || s.Scene.Falling != nil {
		t.Fatalf("fell %v, goblin %+v", fell, s.Figures[1])
	}
}
