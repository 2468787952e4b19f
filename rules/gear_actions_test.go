package rules

import (
	"testing"

	"dun/board"
)

func chainmail(place Place) Item {
	return Item{ItemCard: &ItemCard{ID: "chainmail", Name: Text{En: "Chainmail", Es: "Cota de malla"}, Kind: ItemArmour, ArmourBonus: 2, Heavy: true, Penalties: []Penalty{{Attribute: Movement, Value: -1}, {Attribute: Agility, Value: -1}}}, Place: place}
}

func potion(effect string, traits ...Trait) Item {
	return Item{ItemCard: &ItemCard{ID: "potion", Name: Text{En: "Potion", Es: "Poción"}, Kind: ItemObject, Effect: effect, Traits: traits}, Place: InPack}
}

// Action 13: taking armour off removes its bonus and penalties; putting it
// on adds them; not with a move, and no moving after.
func TestWearArmour(t *testing.T) {
	shara := armed(heroFig("shara", 1, 1, 4, 0), chainmail(Worn))
	shara.EditAttrs().Armour = 5
	shara.EditAttrs().Agility = 2
	s := newState(t, arena(t), shara)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	off := WearArmour{Header: Header{Seat: Heroes}, Figure: "shara", Item: 0}
	n, _ := play(t, s, nil, off)
	f := n.Figures[0]
	if f.Attrs().Armour != 3 || f.Attrs().Movement != 5 || f.Attrs().Agility != 3 || f.Items[0].Place != InPack || !n.Active.Still {
		t.Fatalf("off: %+v %+v", *f.Attrs(), f.Items[0])
	}
	refused(t, n, moveTo(Heroes, "shara", 2, 1), CodeStill)
	n, _ = play(t, n, nil, endAct(Heroes, "shara"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "shara"))
	n, _ = play(t, n, nil, off)
	if f := n.Figures[0]; f.Attrs().Armour != 5 || f.Attrs().Movement != 4 || f.Items[0].Place != Worn {
		t.Fatalf("on again: %+v", *f.Attrs())
	}
	moved, _ := play(t, s, nil, moveTo(Heroes, "shara", 2, 1))
	refused(t, moved, off, CodeAlreadyMoved)
}

// Quick Actions: giving an item to a companion next to the figure, and
// drinking a potion; potions the rules do not carry out are refused.
func TestGiveAndDrink(t *testing.T) {
	borgron := armed(heroFig("borgron", 1, 1, 4, 0), potion("heal", Trait{Name: "vitality", Value: 3}),
		potion("potion_bonus", Trait{Name: "attribute", Word: "strength"}, Trait{Name: "value", Value: 1}, Trait{Name: "until", Word: "quest"}),
		potion("potion_bonus", Trait{Name: "attribute", Word: "combat"}, Trait{Name: "value", Value: 1}, Trait{Name: "until", Word: "combat"}))
	borgron.Wounds = 2
	taeral := heroFig("taeral", 2, 1, 4, 0)
	s := newState(t, arena(t), borgron, taeral)
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	unknown := s.Clone()
	unknown.Figures[0].Items = append(unknown.Figures[0].Items, potion("potion_of_flight"))
	refused(t, unknown, Drink{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 3}, CodeBadItem)
	n, evs := play(t, s, nil, Drink{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 0})
	if n.Figures[0].Wounds != 0 || len(n.Figures[0].Items) != 2 || !hasEvent[PotionDrunk](evs) {
		t.Fatalf("healing: %+v", n.Figures[0])
	}
	n, _ = play(t, n, nil, Drink{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 0})
	if n.Figures[0].Attrs().Strength != 4 {
		t.Fatalf("strength %d", n.Figures[0].Attrs().Strength)
	}
	refused(t, n, Drink{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 0}, CodeQuickActionUsed)
	// Potions do not add up: a healing potion drunk next cancels the
	// strength one.
	again := s.Clone()
	again.Figures[0].Items = append(again.Figures[0].Items, potion("heal", Trait{Name: "vitality", Value: 1}))
	again, _ = play(t, again, nil, Drink{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 1}, endAct(Heroes, "borgron"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "borgron"))
	if again.Figures[0].Attrs().Strength != 4 {
		t.Fatalf("strength after the bonus potion: %d", again.Figures[0].Attrs().Strength)
	}
	again, _ = play(t, again, nil, Drink{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 2})
	if again.Figures[0].Attrs().Strength != 3 || again.Figures[0].PotionBonus() != nil {
		t.Fatalf("the second potion did not cancel the first: %d", again.Figures[0].Attrs().Strength)
	}
	g, _ := play(t, s, nil, Give{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 2, To: "taeral"})
	if len(g.Figures[1].Items) != 1 || g.Figures[1].Items[0].Effect != "potion_bonus" || len(g.Figures[0].Items) != 2 {
		t.Fatalf("give: %+v", g.Figures[1].Items)
	}
	far := s.Clone()
	far.Figures[1].At = at(5, 4)
	refused(t, far, Give{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 2, To: "taeral"}, CodeNotAdjacent)
}

// Page 72: a Heroic Potion's +1 Combat Skill and immunity to fear last
// until the combat ends, then wear off (R1046).
func TestHeroicPotion(t *testing.T) {
	heroic := potion("potion_bonus", Trait{Name: "attribute", Word: "combat"}, Trait{Name: "value", Value: 1},
		Trait{Name: "until", Word: "combat"}, Trait{Name: "fearless", Value: 1})
	borgron := armed(heroFig("borgron", 1, 1, 4, 0), heroic)
	orc := fig("orc", Dark, SizeAverage, 6, 4, 4)
	s := newState(t, arena(t), borgron, orc)
	cs := s.Figures[0].Attrs().CombatSkill
	s, _ = play(t, s, nil, activate(Heroes, "borgron"), Drink{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 0})
	f := s.Figures[0]
	leader := Figure{}.WithInfo(FigureInfo{Leader: true})
	if f.Attrs().CombatSkill != cs+1 || !f.PotionCombat() || f.FearImmune() != FearLevel(&leader) {
		t.Fatalf("after drinking: combat %d, %+v", f.Attrs().CombatSkill, f)
	}
	// The combat goes on: the bonus stays.
	n, evs := play(t, s, nil, endAct(Heroes, "borgron"), endTurn(Heroes))
	if hasEvent[PotionEnded](evs) || n.Figures[0].Attrs().CombatSkill != cs+1 {
		t.Fatalf("worn off in combat: %d", n.Figures[0].Attrs().CombatSkill)
	}
	// The orc falls: the next turn is no combat turn, and the potion
	// wears off.
	n.Figures[1].Conditions = n.Figures[1].Conditions.With(KnockedOut)
	n, evs = play(t, n, nil, endTurn(Dark))
	f = n.Figures[0]
	if !hasEvent[PotionEnded](evs) || f.Attrs().CombatSkill != cs || f.PotionCombat() || f.PotionBonus() != nil || f.FearImmune() != 0 {
		t.Fatalf("after the combat: combat %d, %+v", f.Attrs().CombatSkill, f)
	}
}

// Action 15: the corpses of a finished combat, before the next section;
// 1D6 a grunt, 2D6 an elite; 4+ a coin, the sixes objects; a Leader's
// magic objects always found.
func TestSearchCorpses(t *testing.T) {
	taeral := heroFig("taeral", 0, 0, 4, 0)
	gob := fig("gob", Dark, SizeSmall, 5, 4, 4)
	gob.Conditions = Conditions(0).With(KnockedOut)
	chief := fig("chief", Dark, SizeAverage, 6, 4, 4)
	chief.SetLevel("elite")
	chief.SetLeader(true)
	chief.Conditions = Conditions(0).With(KnockedOut)
	chief.Items = []Item{{ItemCard: &ItemCard{ID: "runeblade", Name: Text{En: "Runeblade", Es: "Espada rúnica"}, Kind: ItemMelee, Dice: 2, Effect: "magic_weapon"}, Place: InHand}}
	s := newState(t, arena(t), taeral, gob, chief)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	cmd := SearchCorpses{Header: Header{Seat: Heroes}, Figure: "taeral"}
	n, evs := play(t, s, []int{6, 4, 6}, cmd)
	c := lastOf[CorpsesSearched](t, evs)
	if c.Coins != 3 || c.Special != 1 || len(c.Leader) != 1 || n.Figures[0].Coins() != 3 || len(n.Figures[0].Items) != 1 {
		t.Fatalf("found %+v", c)
	}
	n, _ = play(t, n, nil, endAct(Heroes, "taeral"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"))
	refused(t, n, cmd, CodeNoElement)
	// In a combat turn: not yet.
	live := s.Clone()
	live.Figures = append(live.Figures, fig("orc", Dark, SizeAverage, 3, 3, 4))
	refused(t, live, cmd, CodeCombatTurn)
	_ = board.North
}
