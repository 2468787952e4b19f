package rules_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"dun/autoplay"
	"dun/dice"
	"dun/rules"
	"dun/setup"
	"dun/sim"
)

// StrikeKindsAt is StrikeOptionsAt split by kind: the Attack commands,
// the Shoot commands, both in StrikeOptionsAt's order, or none. Checked
// at every figure on the states of games (the hero policy against the
// Artificial Dark Player, and random play), on those states crowded at
// random, and after each move the active figure is offered, where the
// Artificial Dark Player's look ahead asks it.
func TestStrikeKindsAtIsStrikeOptionsAt(t *testing.T) {
	plain, pack, _ := goblinChasm(t)
	dark := sim.ADP(setup.Behaviours(pack), nil)
	rnd := rand.New(rand.NewPCG(3, 4))
	var attacks, shots, states int
	check := func(s rules.State, where string) {
		t.Helper()
		states++
		seat := s.CurrentSeat()
		for _, f := range append(s.Figures, rules.Figure{ID: "nobody"}) {
			all := rules.StrikeOptionsAt(s, seat, f.ID)
			var melee, ranged []string
			for _, o := range all {
				switch o.Command.(type) {
				case rules.Attack:
					melee = append(melee, o.ID)
				case rules.Shoot:
					ranged = append(ranged, o.ID)
				default:
					t.Fatalf("%s: %s is neither an attack nor a shot", where, o.ID)
				}
			}
			if len(melee) > 0 && len(ranged) > 0 && !strings.HasPrefix(rules.OptionIDs(all), strings.Join(melee, " ")) {
				t.Fatalf("%s at %s: the attacks do not come first: %s", where, f.ID, rules.OptionIDs(all))
			}
			attacks, shots = attacks+len(melee), shots+len(ranged)
			for _, c := range []struct {
				melee, ranged bool
				want          string
			}{
				{true, true, rules.OptionIDs(all)},
				{true, false, strings.Join(melee, " ")},
				{false, true, strings.Join(ranged, " ")},
				{false, false, ""},
			} {
				if got := rules.OptionIDs(rules.StrikeKindsAt(s, seat, f.ID, c.melee, c.ranged)); got != c.want {
					t.Fatalf("%s: StrikeKindsAt %s, melee %v, ranged %v: %s, want %s", where, f.ID, c.melee, c.ranged, got, c.want)
				}
			}
		}
	}
	for seed := uint64(1); seed <= 24; seed++ {
		src := dice.Seeded(seed)
		pick := [2]autoplay.Policy{autoplay.Heroes{}, dark}
		if seed%2 == 1 {
			pick = [2]autoplay.Policy{autoplay.Random{Seed: seed}, autoplay.Random{Seed: seed}}
		}
		s := plain
		for k := 0; k < 2000 && s.End == nil; k++ {
			seat := s.CurrentSeat()
			opts := rules.Options(s, seat)
			check(s, "game")
			for range 3 {
				check(crowd(s, rnd), "crowded")
			}
			for _, o := range opts {
				if _, ok := o.Command.(rules.Move); ok {
					if n, _, err := rules.Apply(s, o.Command, dice.Seeded(seed)); err == nil {
						check(n, "after "+o.ID)
					}
				}
			}
			ch := pick[seat].Choose(&s, seat, opts)
			if ch.Index < 0 {
				t.Fatalf("seed %d step %d: no choice", seed, k)
			}
			n, _, err := rules.Apply(s, opts[ch.Index].Command, src)
			if err != nil {
				t.Fatal(err)
			}
			s = n
		}
	}
	t.Logf("%d states: %d attacks, %d shots", states, attacks, shots)
	if attacks < 1000 || shots < 1000 {
		t.Fatalf("only %d attacks and %d shots checked", attacks, shots)
	}
}
