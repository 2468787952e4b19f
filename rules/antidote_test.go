package rules

import "testing"

// Page 72: an antidote, drunk with a Quick Action, removes Poisoned; it is
// refused (and not offered) while the drinker is not poisoned, and it does
// not cancel the last potion's bonus (R1180).
func TestAntidote(t *testing.T) {
	antidote := potion(EffectCure, Trait{Name: "condition", Word: "poisoned"})
	bonus := potion("potion_bonus", Trait{Name: "attribute", Word: "strength"}, Trait{Name: "value", Value: 1}, Trait{Name: "until", Word: "quest"})
	borgron := armed(heroFig("borgron", 1, 1, 4, 0), bonus, antidote)
	s := newState(t, arena(t), borgron)
	s, _ = play(t, s, nil, activate(Heroes, "borgron"), Drink{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 0},
		endAct(Heroes, "borgron"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "borgron"))
	drink := Drink{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 0}
	cases := []struct {
		name     string
		poisoned bool
		want     string
	}{
		{"poisoned", true, ""},
		{"healthy", false, CodeBadItem},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := s.Clone()
			if tc.poisoned {
				c.Figures[0].Conditions = c.Figures[0].Conditions.With(Poisoned)
			}
			offered := false
			for _, o := range Options(c, Heroes) {
				if o.ID == "drink:borgron:0" {
					offered = true
				}
			}
			if offered != (tc.want == "") {
				t.Fatalf("offered %v", offered)
			}
			if tc.want != "" {
				refused(t, c, drink, tc.want)
				return
			}
			strength := c.Figures[0].Attrs().Strength
			n, evs := play(t, c, nil, drink)
			f := n.Figures[0]
			if f.Conditions.Has(Poisoned) || len(f.Items) != 0 || !hasEvent[ConditionLost](evs) || !hasEvent[PotionDrunk](evs) {
				t.Fatalf("after the antidote: %+v", f)
			}
			if f.Attrs().Strength != strength || f.PotionBonus() == nil {
				t.Fatalf("the antidote cancelled the potion: strength %d, was %d", f.Attrs().Strength, strength)
			}
		})
	}
}
