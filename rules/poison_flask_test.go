package rules

import (
	"strings"
	"testing"
)

func poisonFlaskItem() Item {
	return Item{ItemCard: &ItemCard{ID: "poison_flask", Name: Text{En: "Poison Flask", Es: "Pócima de veneno"}, Kind: ItemObject, Effect: EffectPoisonWeapon,
		Traits: []Trait{{Name: "until", Word: "combat"}}}, Place: InPack}
}

func maceItem() Item {
	return Item{ItemCard: &ItemCard{ID: "mace", Name: Text{En: "Mace", Es: "Maza"}, Kind: ItemMelee, Hands: 1, Dice: 1, PlusStrength: true, Breaks: 1}, Place: InPack}
}

// Page 72 and page 70: a poison flask coats a weapon with a Quick Action
// and is spent; natural and blunt weapons take no poison (R1182).
func TestCoatWeapon(t *testing.T) {
	claws := Item{ItemCard: &ItemCard{ID: "claws", Name: Text{En: "Claws", Es: "Garras"}, Kind: ItemMelee, Natural: true, Breaks: 1}, Place: InHand}
	// Items: 0 the flask, 1 the sword, 2 the mace, 3 claws.
	shara := armed(heroFig("shara", 1, 1, 4, 0), poisonFlaskItem(), sword(), maceItem(), claws)
	s := newState(t, arena(t), shara)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	coat := func(k int) CoatWeapon { return CoatWeapon{Header: Header{Seat: Heroes}, Figure: "shara", Item: k} }
	for _, tc := range []struct {
		name string
		item int
		want string
	}{
		{"the flask itself", 0, CodeBadItem},
		{"a blunt mace", 2, CodeBadItem},
		{"natural claws", 3, CodeBadItem},
		{"no such item", 9, CodeBadItem},
	} {
		t.Run(tc.name, func(t *testing.T) { refused(t, s, coat(tc.item), tc.want) })
	}
	if ids := OptionIDs(Options(s, Heroes)); !strings.Contains(ids, "coat:shara:1") || strings.Contains(ids, "coat:shara:2") || strings.Contains(ids, "coat:shara:3") {
		t.Fatalf("options: %s", ids)
	}
	n, evs := play(t, s, nil, coat(1))
	f := n.Figures[0]
	ev, ok := find[WeaponCoated](evs)
	if !ok || ev.Item != 0 || len(f.Items) != 3 || !f.Items[0].Venom || f.Items[0].ID != "broadsword" {
		t.Fatalf("coated: %+v %+v", ev, f.Items)
	}
	// The flask is spent: with no other, nothing more is coated.
	refused(t, n, coat(1), CodeBadItem)
}

// A coated weapon's wounding blow poisons as Poisonous does: 1D6 against
// the victim's Natural Armour (Shara's 2), then Poisoned and 1 more
// Vitality; the coat dries when the combat is over (R1182).
func TestCoatedWeaponPoisons(t *testing.T) {
	coated := sword()
	coated.Venom = true
	d := duel(t, armed(heroFig("shara", 0, 0, 4, 0), sword()), armed(fig("orc", Dark, SizeAverage, 0, 0, 4), coated))
	d, _ = play(t, d, nil, endAct(Heroes, "shara"), endTurn(Heroes), activate(Dark, "orc"))
	for _, tc := range []struct {
		name   string
		venom  int
		poison bool
	}{
		{"the poison takes", 2, true},
		{"a 1 fails", 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, evs := applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 1, 2, 5, 1, 1, 1, tc.venom)
			f := n.Figures[0]
			if f.Conditions.Has(Poisoned) != tc.poison || (tc.poison && f.Wounds != 2) || hasEvent[ItemPowerUsed](evs) != tc.poison {
				t.Fatalf("%+v %v", f, evs)
			}
		})
	}
	// The combat over, the coat is gone.
	d.Figures[0].Conditions = d.Figures[0].Conditions.With(KnockedOut)
	n, _ := play(t, d, nil, endAct(Dark, "orc"), endTurn(Dark))
	if n.Figures[1].Items[0].Venom {
		t.Fatal("the coat outlived the combat")
	}
}

// The coat_weapon command in JSON: the weapon's index is required.
func TestCoatWeaponCodec(t *testing.T) {
	c := CoatWeapon{Header: Header{Seat: Heroes, At: 3}, Figure: "shara", Item: 1}
	b, err := EncodeCommand(c)
	if err != nil {
		t.Fatal(err)
	}
	if back, err := DecodeCommand(b); err != nil || back != c {
		t.Errorf("%s: decoded %#v, %v", b, back, err)
	}
	if _, err := DecodeCommand([]byte(`{"type":"coat_weapon","seat":"heroes","figure":"shara"}`)); err == nil {
		t.Errorf("a weapon is required")
	}
}
