package rules

import (
	"reflect"
	"strings"
	"testing"

	"dun/board"
	"dun/dice"

	"pgregory.net/rapid"
)

// The objects as content/starter/pack/magic.yaml describes them.
func wandOfSparks() Item {
	return Item{ItemCard: &ItemCard{ID: "wand_of_sparks", Name: Text{En: "Wand of Sparks", Es: "Varita de chispas"}, Kind: ItemObject, Hands: 1,
		Effect: EffectMagicItem, Traits: []Trait{{Name: "dice", Value: 3}, {Name: "power", Word: "magic_projectile"}, {Name: "range", Value: 8}, {Name: "uses", Value: 2}}}}
}

func unicornBlood() Item {
	return Item{ItemCard: &ItemCard{ID: "unicorn_blood", Name: Text{En: "Unicorn Blood", Es: "Sangre de unicornio"}, Kind: ItemObject,
		Effect: EffectMagicItem, Traits: []Trait{{Name: "power", Word: "full_recovery"}, {Name: "uses", Value: 1}}}}
}

func quakeHammer() Item {
	return Item{ItemCard: &ItemCard{ID: "earth_shattering_warhammer", Name: Text{En: "Earth-shattering Warhammer", Es: "Gran martillo rompetierra"}, Kind: ItemMelee, Hands: 2,
		Dice: 1, PlusStrength: true, Piercing: -1, Breaks: 2, Penalties: []Penalty{{Attribute: CombatSkill, Value: -1}},
		Effect: EffectMagicWeapon, Traits: []Trait{{Name: "dice", Value: 2}, {Name: "power", Word: "quake"}}}, Place: InHand}
}

func useItem(id string, k int, target string) Command {
	return UseItem{Header: Header{Seat: Heroes}, Figure: id, Item: k, Target: target}
}

// useOptions are the use_item options of seat's figure id.
func useOptions(s State, seat Side, id string) []string {
	var out []string
	for _, o := range Options(s, seat) {
		if c, ok := o.Command.(UseItem); ok && c.Figure == id {
			out = append(out, o.ID)
		}
	}
	return out
}

// The Wand of Sparks: an Action shoots 3 damage dice at an enemy up to 8
// squares away, with no casting roll, twice a quest; only identified, with
// a hand free, no enemy beside (R1070).
func TestWandOfSparks(t *testing.T) {
	base := func(mod func(f *Figure, orc *Figure), after ...func(s *State)) State {
		aldren := heroFig("aldren", 0, 2, 4, 0)
		aldren.Items = []Item{wandOfSparks()}
		aldren.Facing = board.East
		orc := fig("orc", Dark, SizeAverage, 5, 2, 4)
		if mod != nil {
			mod(&aldren, &orc)
		}
		s := newState(t, parseMap(t, room(t, 12, 5)...), aldren, orc)
		for _, f := range after {
			f(&s)
		}
		s, _ = play(t, s, nil, activate(Heroes, "aldren"))
		return s
	}
	t.Run("shoots three dice and counts the use", func(t *testing.T) {
		s := base(nil)
		if got := useOptions(s, Heroes, "aldren"); strings.Join(got, " ") != "use_item:aldren:0:orc" {
			t.Fatalf("options %v", got)
		}
		n, evs := play(t, s, []int{4, 4, 4}, useItem("aldren", 0, "orc"))
		used := lastOf[ItemUsed](t, evs)
		if used.UsesLeft != 1 || n.Figures[0].Items[0].Used != 1 {
			t.Errorf("used %+v, item %+v", used, n.Figures[0].Items[0])
		}
		d := lastOf[SpellDice](t, evs)
		if d.Dice != 3 || d.Figure != "orc" || d.Caster != "aldren" {
			t.Errorf("dice %+v", d)
		}
		if hasEvent[Rolled](evs) && lastOf[Rolled](t, evs).Roll.Rule == ruleCast {
			t.Errorf("a casting roll was made")
		}
		if n.Active.Cast != nil || n.Active.Action != ruleUseItem {
			t.Errorf("activation %+v", n.Active)
		}
		if lastOf[DamageRolled](t, evs).Wounds != 3 {
			t.Errorf("damage %+v", lastOf[DamageRolled](t, evs))
		}
	})
	t.Run("an apprentice's wand is not weaker", func(t *testing.T) {
		s := base(func(f, _ *Figure) { f.SetSorcery(SorceryApprentice) })
		_, evs := play(t, s, []int{1, 1, 1}, useItem("aldren", 0, "orc"))
		if d := lastOf[SpellDice](t, evs); d.Dice != 3 {
			t.Errorf("dice %+v", d)
		}
	})
	for _, c := range []struct {
		name  string
		mod   func(f, orc *Figure)
		code  string
		after func(s *State)
	}{
		// Uses are counted in play: a state's own (a quest may give them
		// back when it begins).
		{"used up", func(*Figure, *Figure) {}, CodeNoUsesLeft, func(s *State) { s.Figures[0].Items[0].Used = 2 }},
		{"unidentified", func(f, _ *Figure) { f.Items[0].Unknown = true }, CodeBadItem, nil},
		{"no hand free", func(f, _ *Figure) { f.Items = append(f.Items, bow()) }, CodeNoFreeHand, nil},
		{"beyond 8 squares", func(_, o *Figure) { o.At = at(10, 2) }, CodeOutOfRange, nil},
		{"enemy beside", func(_, o *Figure) { o.At = at(1, 2) }, CodeEnemyAdjacent, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			var after []func(*State)
			if c.after != nil {
				after = append(after, c.after)
			}
			s := base(c.mod, after...)
			if got := useOptions(s, Heroes, "aldren"); len(got) != 0 {
				t.Errorf("offered %v", got)
			}
			refused(t, s, useItem("aldren", 0, "orc"), c.code)
		})
	}
	t.Run("an ally is no target, nor is none", func(t *testing.T) {
		s := base(nil)
		refused(t, s, useItem("aldren", 0, ""), CodeBadTarget)
		refused(t, s, useItem("aldren", 0, "aldren"), CodeBadTarget)
	})
}

// Unicorn Blood: a Quick Action, once a quest, gives back every Vitality
// point and lifts every condition (R1071).
func TestUnicornBlood(t *testing.T) {
	shara := heroFig("shara", 1, 1, 4, 0)
	shara.Items = []Item{unicornBlood()}
	shara.Wounds = 5
	shara.Conditions = Conditions(0).With(Wounded).With(Diseased).With(Poisoned)
	orc := fig("orc", Dark, SizeAverage, 6, 4, 4)
	s := newState(t, arena(t), shara, orc)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	if got := useOptions(s, Heroes, "shara"); strings.Join(got, " ") != "use_item:shara:0" {
		t.Fatalf("options %v", got)
	}
	refused(t, s, useItem("shara", 0, "orc"), CodeBadTarget)
	n, evs := play(t, s, nil, useItem("shara", 0, ""))
	f := n.Figures[0]
	if f.Wounds != 0 || f.Conditions != 0 || n.Active.QuickActions != 1 || n.Active.Action != "" {
		t.Errorf("after: wounds %d conditions %v activation %+v", f.Wounds, f.Conditions, n.Active)
	}
	if !hasEvent[Healed](evs) || !hasEvent[ConditionLost](evs) {
		t.Errorf("events %v", evs)
	}
	if len(f.Items) != 1 {
		t.Errorf("the relic was used up: %v", f.Items)
	}
	refused(t, n, useItem("shara", 0, ""), CodeNoUsesLeft)
	if got := useOptions(n, Heroes, "shara"); len(got) != 0 {
		t.Errorf("offered again: %v", got)
	}
	// Not next to an enemy (page 28).
	s.Figures[1].At = at(2, 1)
	refused(t, s, useItem("shara", 0, ""), CodeEnemyAdjacent)
}

// The Earth-shattering Warhammer's quake: every adjacent enemy of the
// wielder's size or smaller, on the ground, is knocked down; once a quest
// (R1074).
func TestQuake(t *testing.T) {
	borgron := heroFig("borgron", 3, 2, 4, 0)
	borgron.Items = []Item{quakeHammer()}
	orc := fig("orc", Dark, SizeAverage, 4, 2, 4)
	goblin := fig("goblin", Dark, SizeSmall, 2, 2, 4)
	troll := fig("troll", Dark, SizeLarge, 3, 0, 4)
	bat := fig("bat", Dark, SizeSmall, 3, 3, 4)
	bat.SetFlying(true)
	far := fig("far", Dark, SizeAverage, 6, 4, 4)
	s := newState(t, arena(t), borgron, orc, goblin, troll, bat, far)
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	if got := useOptions(s, Heroes, "borgron"); strings.Join(got, " ") != "use_item:borgron:0" {
		t.Fatalf("options %v", got)
	}
	n, _ := play(t, s, nil, useItem("borgron", 0, ""))
	for i, want := range []bool{false, true, true, false, false, false} {
		if got := n.Figures[i].Conditions.Has(KnockedDown); got != want {
			t.Errorf("%s knocked down %v, want %v", n.Figures[i].ID, got, want)
		}
	}
	if n.Active.Action != ruleQuake {
		t.Errorf("action %q", n.Active.Action)
	}
	if powerUsesLeft(&n.Figures[0].Items[0]) != 0 {
		t.Errorf("the quake is still there: %+v", n.Figures[0].Items[0])
	}
	again := s.Clone()
	again.Figures[0].editItem(0).Used = 1 // items are shared with s (item.go)
	refused(t, again, useItem("borgron", 0, ""), CodeNoUsesLeft)
	// Unidentified: an ordinary warhammer.
	s.Figures[0].Items[0].Unknown = true
	refused(t, s, useItem("borgron", 0, ""), CodeBadItem)
	// In the backpack: no blow.
	s.Figures[0].Items[0].Unknown = false
	s.Figures[0].Items[0].Place = InPack
	refused(t, s, useItem("borgron", 0, ""), CodeBadItem)
}

// The use_item command in JSON.
func TestUseItemCodec(t *testing.T) {
	for _, c := range []Command{
		UseItem{Header: Header{Seat: Heroes}, Figure: "aldren", Item: 2, Target: "orc"},
		UseItem{Header: Header{Seat: Heroes, At: 4}, Figure: "shara", Item: 0},
		UseItem{Header: Header{Seat: Heroes}, Figure: "nariant", Item: 3, Target: "skeleton", Skills: []string{"expert_thrower"}},
	} {
		b, err := EncodeCommand(c)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeCommand(b)
		if err != nil || !reflect.DeepEqual(back, c) {
			t.Errorf("%s: decoded %#v, %v", b, back, err)
		}
	}
	if _, err := DecodeCommand([]byte(`{"type":"use_item","seat":"heroes","figure":"shara"}`)); err == nil {
		t.Errorf("an item is required")
	}
}

// Random play among heroes carrying every object with a power and
// creatures with the Diamond Shield: every option offered is accepted and
// keeps the state sound (the objects' Options and Apply agree).
func TestMagicObjectsRandomPlay(t *testing.T) {
	g := parseMap(t, room(t, 9, 5)...)
	rapid.Check(t, func(rt *rapid.T) {
		aldren := heroFig("aldren", 0, 1, 4, 1)
		aldren.EditAttrs().Mana = 2
		aldren.EditAttrs().Intelligence = 4
		aldren.Items = []Item{wandOfSparks(), staffOfWisdom(), unicornBlood()}
		borgron := heroFig("borgron", 1, 3, 4, 1)
		borgron.Items = []Item{quakeHammer()}
		taeral := heroFig("taeral", 0, 3, 4, 0)
		taeral.EditAttrs().ShootingSkill = 4
		taeral.Items = []Item{spearOfTheGods(), unicornBlood(), greekFire(), holyWater()}
		taeral.Skills = []string{skillHatredUnderworld, "expert_thrower"}
		taeral.Wounds = 3
		orc := fig("orc", Dark, SizeAverage, 6, 1, 4)
		orc.Items = []Item{diamondShield()}
		goblin := fig("goblin", Dark, SizeSmall, 5, 3, 4)
		goblin.Skills = []string{SkillUndead}
		s, err := NewState(g, []Figure{aldren, borgron, taeral, orc, goblin})
		if err != nil {
			rt.Fatal(err)
		}
		t := rt
		src := dice.Seeded(rapid.Uint64().Draw(t, "seed"))
		for step := 0; step < 60 && s.End == nil; step++ {
			opts := Options(s, s.CurrentSeat())
			if len(opts) == 0 {
				t.Fatalf("step %d: no options", step)
			}
			k := rapid.IntRange(0, len(opts)-1).Draw(t, "pick")
			n, evs, err := Apply(s, opts[k].Command, src)
			if err != nil {
				t.Fatalf("step %d: option %s refused: %v", step, opts[k].ID, err)
			}
			checkInvariants(t, step, opts[k].ID, s, n, evs)
			if err := n.Check(); err != nil {
				t.Fatalf("step %d: %s broke the state: %v", step, opts[k].ID, err)
			}
			s = n
		}
	})
}

// Page 72: no Large or Huge figure uses a relic, Unicorn Blood included.
func TestRelicUseRefusedToTheLarge(t *testing.T) {
	ogre := heroFig("ogre", 1, 1, 4, 0)
	ogre.Size = SizeLarge
	blood := unicornBlood()
	blood.ItemCard.Relic = true
	ogre.Items = []Item{blood}
	ogre.Wounds = 2
	s := newState(t, arena(t), ogre)
	s, _ = play(t, s, nil, activate(Heroes, "ogre"))
	if got := useOptions(s, Heroes, "ogre"); len(got) != 0 {
		t.Errorf("offered %v", got)
	}
	refused(t, s, useItem("ogre", 0, ""), CodeBadItem)
}
