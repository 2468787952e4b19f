package rules

import (
	"strings"
	"testing"
)

func herbsItem() Item {
	return Item{ItemCard: &ItemCard{ID: "healing_herbs", Name: Text{En: "Healing Herbs", Es: "Hierbas curativas"}, Kind: ItemObject, Effect: EffectHerbs,
		Traits: []Trait{{Name: "vitality", Value: 1}}}, Place: InPack}
}

// Page 70 (the pack's card): outside combat an Action of the herbs heals 1
// Vitality to the user or an ally next to him, and they are used up; not
// in a combat turn, not on the unhurt, not on a far ally, and they are not
// drunk as a potion (R1183).
func TestHealingHerbs(t *testing.T) {
	borgron := armed(heroFig("borgron", 1, 1, 4, 0), herbsItem())
	taeral := heroFig("taeral", 2, 1, 4, 0)
	far := heroFig("shara", 5, 3, 4, 0)
	s := newState(t, arena(t), borgron, taeral, far)
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	use := func(target string) UseItem {
		return UseItem{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 0, Target: target}
	}
	hurt := func(ids ...string) State {
		c := s.Clone()
		for _, id := range ids {
			c.Figures[c.figure(id)].Wounds = 2
		}
		return c
	}
	for _, tc := range []struct {
		name   string
		s      State
		target string
		want   string
		healed string
	}{
		{"himself", hurt("borgron"), "", "", "borgron"},
		{"the ally beside him", hurt("taeral"), "taeral", "", "taeral"},
		{"an unhurt ally", hurt("borgron"), "taeral", CodeBadTarget, ""},
		{"unhurt himself", hurt("taeral"), "", CodeBadTarget, ""},
		{"a far ally", hurt("shara"), "shara", CodeNotAdjacent, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.want != "" {
				refused(t, tc.s, use(tc.target), tc.want)
				return
			}
			id := "use_item:borgron:0"
			if tc.target != "" {
				id += ":" + tc.target
			}
			if ids := OptionIDs(Options(tc.s, Heroes)); !strings.Contains(ids, id) || strings.Contains(ids, "drink:borgron:0") {
				t.Fatalf("options: %s", ids)
			}
			n, evs := play(t, tc.s, nil, use(tc.target))
			if h := n.Figures[n.figure(tc.healed)]; h.Wounds != 1 || len(n.Figures[0].Items) != 0 || !hasEvent[HerbsUsed](evs) || n.Active.Action == "" {
				t.Fatalf("after the herbs: %+v %+v", h, n.Active)
			}
		})
	}
	// In a combat turn they wait.
	orc := fig("orc", Dark, SizeAverage, 6, 4, 4)
	c := newState(t, arena(t), armed(heroFig("borgron", 1, 1, 4, 0), herbsItem()), orc)
	c.Figures[0].Wounds = 2
	c, _ = play(t, c, nil, activate(Heroes, "borgron"))
	if !CombatTurn(c) {
		t.Fatal("no combat turn")
	}
	refused(t, c, use(""), CodeCombatTurn)
}
