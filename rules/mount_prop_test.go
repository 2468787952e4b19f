package rules

import (
	"testing"

	"dun/dice"

	"pgregory.net/rapid"
)

// Random legal play with riders (one on a Large mount), riderless mounts
// and a raging mount keeps every invariant: each option offered is accepted, the state
// passes Check after every command (each rider on his mount's square,
// both naming each other), and nobody is ever left riding a mount that
// went down or away once no question is open.
func TestRandomRidingKeepsInvariants(tt *testing.T) {
	g := parseMap(tt, "..........", "..........", "..~~......", "..........", "..........", "..........")
	mount := func(id string, side Side, x, y int, skill string) Figure {
		m := fig(id, side, SizeAverage, x, y, 8)
		m.Skills = []string{skill}
		m.EditAttrs().Courage = 3
		m.Items = []Item{naturalFangs()}
		return m
	}
	aldric := heroFig("aldric", 1, 1, 5, 1)
	aldric.SetRiding("horse")
	horse := mount("horse", Heroes, 1, 1, skillMount)
	horse.SetRider("aldric")
	horse.SetOwner("aldric")
	taeral := heroFig("taeral", 1, 4, 5, 1)
	taeral.Skills = []string{skillExpertRider}
	mare := mount("mare", Heroes, 2, 4, skillMount)
	goblin := fig("goblin", Dark, SizeSmall, 8, 1, 4)
	goblin.SetRiding("wolf")
	wolf := mount("wolf", Dark, 8, 1, skillRagingMount)
	wolf.SetRider("goblin")
	orc := fig("orc", Dark, SizeAverage, 8, 4, 4)
	// Borgron rides a Large beast, on its whole 2x2 base (R1107).
	borgron := heroFig("borgron", 5, 3, 4, 1)
	beast := mount("beast", Heroes, 5, 3, skillMount)
	beast.Size = SizeLarge
	beast.SetRider("borgron")
	borgron.SetRiding("beast")
	borgron.Saddle = 2
	x := Exploration{Revealed: []bool{true}, Sections: []SectionInfo{{Outdoor: true}}}
	base, err := NewExploringState(g, []Figure{aldric, horse, taeral, mare, goblin, wolf, orc, borgron, beast}, x)
	if err != nil {
		tt.Fatal(err)
	}
	rapid.Check(tt, func(t *rapid.T) {
		s := base.Clone()
		src := dice.Seeded(rapid.Uint64().Draw(t, "seed"))
		for step := 0; step < 150 && s.End == nil; step++ {
			opts := Options(s, s.CurrentSeat())
			if len(opts) == 0 {
				t.Fatalf("step %d: no options for %v", step, s.CurrentSeat())
			}
			o := rapid.SampledFrom(opts).Draw(t, "option")
			n, _, err := Apply(s, o.Command, src)
			if err != nil {
				t.Fatalf("step %d: option %s refused: %v", step, o.ID, err)
			}
			if err := n.Check(); err != nil {
				t.Fatalf("step %d: after %s: %v", step, o.ID, err)
			}
			if n.Prompt == nil {
				for i := range n.Figures {
					f := &n.Figures[i]
					if mi := mountOf(&n, i); mi >= 0 {
						m := &n.Figures[mi]
						if !f.Present() || f.Conditions.Has(KnockedDown) || !m.Present() || m.Conditions.Has(KnockedDown) {
							t.Fatalf("step %d: after %s %s still rides %s (%v, %v)", step, o.ID, f.ID, m.ID, f.Conditions, m.Conditions)
						}
					}
				}
			}
			s = n
		}
	})
}

// naturalFangs is the fangs of the pack: Strength dice, a natural weapon.
func naturalFangs() Item {
	return Item{ItemCard: &ItemCard{ID: "fangs", Name: Text{En: "Fangs", Es: "Colmillos"}, Kind: ItemMelee, Natural: true, Dice: 0, PlusStrength: true}, Place: InHand}
}
