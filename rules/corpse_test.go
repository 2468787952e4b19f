package rules

import (
	"slices"
	"strings"
	"testing"

	"dun/dice"
)

// Page 26: with a Treasure book, the objects found on corpses are rolled
// on its tables and handed over, a potion unidentified (page 27).
func TestCorpseObjectsFromTables(t *testing.T) {
	potion := &ItemCard{ID: "healing_potion", Name: Text{En: "Healing potion", Es: "Poción de curación"}, Kind: ItemObject, Effect: "heal"}
	torch := &ItemCard{ID: "torch", Name: Text{En: "Torch", Es: "Antorcha"}, Kind: ItemObject}
	one := func(id string, f LootFind) LootTable {
		return LootTable{ID: id, Name: Text{En: id, Es: id}, Dice: 1, Rows: []LootRow{{From: 1, To: 6, LootFind: f}}}
	}
	b, err := NewTreasureBook(nil, []LootTable{
		one(TableCommon, LootFind{Text: Text{En: "A torch.", Es: "Una antorcha."}, Item: torch}),
		one(TableSpecial, LootFind{Text: Text{En: "A healing potion.", Es: "Una poción de curación."}, Item: potion, Unknown: true}),
	})
	if err != nil {
		t.Fatal(err)
	}
	taeral := heroFig("taeral", 0, 0, 4, 0)
	gob := fig("gob", Dark, SizeSmall, 5, 4, 4)
	gob.SetLevel("champion")
	gob.EditAttrs().Strength = 4
	gob.Conditions = Conditions(0).With(KnockedOut)
	s := newState(t, arena(t), taeral, gob)
	if s, err = WithTreasure(s, b); err != nil {
		t.Fatal(err)
	}
	cmd := SearchCorpses{Header: Header{Seat: Heroes}, Figure: "taeral"}
	// Three sixes: a common and a special object, each rolled on its
	// table (a 2, a 5); no table of magic objects, none owed.
	n, evs := play(t, s, []int{6, 6, 6, 1, 2, 5}, activate(Heroes, "taeral"), cmd)
	c := lastOf[CorpsesSearched](t, evs)
	f, _ := n.Figure("taeral")
	if c.Common != 0 || c.Special != 0 || len(c.Objects) != 2 || c.Objects[1].En != "Unidentified potion" || c.Coins != 3 {
		t.Fatalf("found %+v", c)
	}
	if len(f.Items) != 2 || f.Items[0].ID != "torch" || f.Items[0].Unknown || !f.Items[1].Unknown || !f.Items[0].Found || f.Coins() != 3 {
		t.Fatalf("items %+v coins %d", f.Items, f.Coins())
	}
	// Four sixes: a magic object, owed without a table.
	n, evs = play(t, s, []int{6, 6, 6, 6}, activate(Heroes, "taeral"), cmd)
	if c := lastOf[CorpsesSearched](t, evs); c.Magic != 1 || n.TreasureDraws != 1 {
		t.Fatalf("owed %+v draws %d", c, n.TreasureDraws)
	}
}

// corpseFight is taeral, unarmed, just after knocking out an orc with a
// sword and a magic ring; shara carries one weapon.
func corpseFight(t *testing.T) (State, Figure, Figure) {
	t.Helper()
	taeral := heroFig("taeral", 0, 0, 4, 0)
	taeral.SetLastKill("orc")
	shara := heroFig("shara", 1, 0, 4, 0)
	shara.Items = []Item{{ItemCard: &ItemCard{ID: "dagger", Name: Text{En: "Dagger", Es: "Daga"}, Kind: ItemMelee, Dice: 1}, Place: InHand}}
	orc := fig("orc", Dark, SizeAverage, 5, 4, 4)
	orc.Conditions = Conditions(0).With(KnockedOut)
	orc.Items = []Item{
		{ItemCard: &ItemCard{ID: "broadsword", Name: Text{En: "Broadsword", Es: "Espada ancha"}, Kind: ItemMelee, Dice: 3, Hands: 1}, Place: InHand},
		{ItemCard: &ItemCard{ID: "flame_blade", Name: Text{En: "Flame blade", Es: "Hoja de fuego"}, Kind: ItemMelee, Dice: 3, VP: 3}, Place: InPack},
		{ItemCard: &ItemCard{ID: "claws", Name: Text{En: "Claws", Es: "Garras"}, Kind: ItemMelee, Natural: true}, Place: InHand},
	}
	return newState(t, arena(t), taeral, shara, orc), shara, orc
}

// Page 26: an unarmed hero whose partners cannot spare a weapon takes the
// non-magic weapon of the last enemy he knocked out, his size, at -1 to
// his Combat Skill, worth nothing (R815).
func TestTakeWeapon(t *testing.T) {
	s, shara, orc := corpseFight(t)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	ids := OptionIDs(Options(s, Heroes))
	if !strings.Contains(ids, "take_weapon:taeral:0") || strings.Contains(ids, "take_weapon:taeral:1") || strings.Contains(ids, "take_weapon:taeral:2") {
		t.Fatalf("options: %s", ids)
	}
	refused(t, s, TakeWeapon{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 1}, CodeBadItem)
	refused(t, s, TakeWeapon{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 2}, CodeBadItem)
	n, evs := play(t, s, nil, TakeWeapon{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 0})
	f, _ := n.Figure("taeral")
	it := f.Items[0]
	if it.ID != "broadsword" || it.Place != InHand || it.penalty(CombatSkill) != -1 || !it.Has(traitScavenged) || it.VP != 0 {
		t.Fatalf("taken %+v", it)
	}
	if o, _ := n.Figure("orc"); len(o.Items) != 2 || o.Items[0].ID != "flame_blade" {
		t.Fatalf("the orc still has %+v", o.Items)
	}
	if ev, ok := find[WeaponTaken](evs); !ok || ev.From != "orc" {
		t.Fatalf("event %+v", ev)
	}
	if mods := combatModifiers(&n, n.figure("taeral"), n.figure("shara"), 0, true, false); !slices.ContainsFunc(mods, func(m Modifier) bool { return m.Value == -1 }) {
		t.Fatalf("no -1 in %+v", mods)
	}
	refused(t, n, TakeWeapon{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 0}, CodeActionUsed)

	// A partner with two weapons could give him one.
	s2, _, _ := corpseFight(t)
	s2.Figures[1].Items = append(s2.Figures[1].Items, shara.Items[0])
	s2, _ = play(t, s2, nil, activate(Heroes, "taeral"))
	refused(t, s2, TakeWeapon{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 0}, CodeBadItem)
	// An enemy of another size.
	s3, _, _ := corpseFight(t)
	s3.Figures[2].Size = SizeSmall
	s3, _ = play(t, s3, nil, activate(Heroes, "taeral"))
	refused(t, s3, TakeWeapon{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 0}, CodeBadTarget)
	// No kill since the last section was revealed.
	s4, _, _ := corpseFight(t)
	s4.Figures[0].SetLastKill("")
	s4, _ = play(t, s4, nil, activate(Heroes, "taeral"))
	refused(t, s4, TakeWeapon{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 0}, CodeBadTarget)
	// While another enemy fights on.
	s5, _, _ := corpseFight(t)
	s5.Figures = append(s5.Figures, fig("gob", Dark, SizeSmall, 6, 0, 4))
	s5, _ = play(t, s5, nil, activate(Heroes, "taeral"))
	refused(t, s5, TakeWeapon{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 0}, CodeCombatTurn)
	_ = orc
}

// A knockout by a blow records the enemy as the striker's last kill.
func TestLastKillRecorded(t *testing.T) {
	s, _, _ := corpseFight(t)
	s.Figures[0].SetLastKill("")
	s.Figures[2].Conditions = 0
	s.Figures[2].EditAttrs().Vitality = 1
	s.Figures[2].Wounds = 0
	e := &env{s: &s}
	if err := e.takeBlow(2, RollRecord{Rule: "test", Figure: "taeral", Target: 4, Roll: dice.Roll{Dice: []int{6}, Total: 6}}, nil); err != nil {
		t.Fatal(err)
	}
	if s.Figures[0].LastKill() != "orc" || s.Figures[2].Present() {
		t.Fatalf("last kill %q", s.Figures[0].LastKill())
	}
}

// Page 26: a hero takes the belongings of a knocked-out companion next to
// him: his items (armour taken off) and coins; not from afar (R816).
func TestSearchHero(t *testing.T) {
	taeral := heroFig("taeral", 0, 0, 4, 0)
	borgron := heroFig("borgron", 1, 1, 4, 0)
	borgron.Conditions = Conditions(0).With(KnockedOut)
	borgron.SetCoins(7)
	borgron.EditAttrs().Armour = 3
	borgron.Items = []Item{
		{ItemCard: &ItemCard{ID: "mail", Name: Text{En: "Mail", Es: "Cota"}, Kind: ItemArmour, ArmourBonus: 2}, Place: Worn},
		{ItemCard: &ItemCard{ID: "axe", Name: Text{En: "Axe", Es: "Hacha"}, Kind: ItemMelee, Dice: 3}, Place: InHand},
		{ItemCard: &ItemCard{ID: "shield", Name: Text{En: "Shield", Es: "Escudo"}, Kind: ItemShield}, Place: OnGround, At: at(2, 2)},
	}
	s := newState(t, arena(t), taeral, borgron)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	if ids := OptionIDs(Options(s, Heroes)); !strings.Contains(ids, "search_hero:taeral:borgron") {
		t.Fatalf("options %s", ids)
	}
	n, evs := play(t, s, nil, SearchHero{Header: Header{Seat: Heroes}, Figure: "taeral", Body: "borgron"})
	f, _ := n.Figure("taeral")
	b, _ := n.Figure("borgron")
	if f.Coins() != 7 || len(f.Items) != 2 || f.Items[0].Place != InPack || f.Items[1].Place != InPack || b.Coins() != 0 || len(b.Items) != 1 || b.Attrs().Armour != 1 {
		t.Fatalf("taeral %+v; borgron %+v", f, b)
	}
	if ev, ok := find[HeroSearched](evs); !ok || len(ev.Items) != 2 || ev.Coins != 7 {
		t.Fatalf("event %+v", ev)
	}
	refused(t, n, SearchHero{Header: Header{Seat: Heroes}, Figure: "taeral", Body: "borgron"}, CodeActionUsed)

	far := s.Clone()
	far.Figures[1].At = at(4, 3)
	refused(t, far, SearchHero{Header: Header{Seat: Heroes}, Figure: "taeral", Body: "borgron"}, CodeNotAdjacent)
	refused(t, s, SearchHero{Header: Header{Seat: Heroes}, Figure: "taeral", Body: "taeral"}, CodeBadTarget)
}
