package rules

import (
	"testing"

	"dun/dice"
)

// Cruel with a Damage spell (page 111, R1184): one damage die of 1 is
// rolled again, with no declaration.
func TestCruelDamageSpell(t *testing.T) {
	mind := Spell{SpellCard: &SpellCard{ID: "mind", Name: Text{En: "Damage Mind", Es: "Dañar la mente"}, Nature: NatureDamage, Mana: 1, Range: 8,
		Effect: SpellEffect{ID: EffectDamage, Dice: 4, Against: Intelligence}}}
	for _, cruel := range []bool{false, true} {
		maelis := caster("maelis", 0, 0, 5, mind)
		if cruel {
			maelis.Skills = []string{"cruel"}
		}
		orc := fig("orc", Dark, SizeAverage, 4, 0, 4)
		orc.EditAttrs().Vitality = 10
		s := newState(t, parseMap(t, magicRoom(t)...), maelis, orc)
		// Cast 4+4+5; damage 1, 1, 5, 5 against Intelligence 3; Cruel's
		// reroll of one 1 gives a 6.
		rolls := []int{4, 4, 1, 1, 5, 5}
		if cruel {
			rolls = append(rolls, 6)
		}
		n, evs := play(t, s, rolls, activate(Heroes, "maelis"), cast(Heroes, "maelis", "mind", "orc"))
		_, used := skillUsed(evs, "cruel")
		want := 2
		if cruel {
			want = 3
		}
		if o, _ := n.Figure("orc"); used != cruel || int(o.Wounds) != want {
			t.Errorf("cruel %v: used %v, wounds %d", cruel, used, o.Wounds)
		}
	}
}

// Invulnerable against a trap (page 115, R1185): only sixes wound.
func TestInvulnerableTrap(t *testing.T) {
	for _, c := range []struct {
		rule   string
		wounds int
	}{{ruleTrap, 1}, {ruleTrapArea, 1}, {ruleFall, 3}} {
		s := newState(t, arena(t), skilled(fig("golem", Dark, SizeAverage, 1, 1, 4), "invulnerable"))
		e := &env{s: &s, dice: dice.NewRoller(dice.Scripted(5, 5, 6))}
		if err := e.damage(Blow{Rule: c.rule, Target: "golem", Dice: 3, Against: NaturalArmour}); err != nil {
			t.Fatal(err)
		}
		if int(s.Figures[0].Wounds) != c.wounds {
			t.Errorf("%s: %d wounds, want %d", c.rule, s.Figures[0].Wounds, c.wounds)
		}
	}
}

// Underworld ignores Demonic Seduction and Placate Tempers (page 116).
func TestUnderworldIgnoresSpells(t *testing.T) {
	for _, id := range []string{"demonic_seduction", "placate_tempers", "sleep"} {
		sp := Spell{SpellCard: &SpellCard{ID: id, Name: Text{En: id, Es: id}, Nature: NatureControl, Mana: 1, Range: 8,
			Effect: SpellEffect{ID: EffectControl, Condition: Conditions(0).With(Stunned)}}}
		imp := skilled(fig("imp", Dark, SizeAverage, 4, 0, 4), "underworld")
		s := newState(t, parseMap(t, magicRoom(t)...), caster("maelis", 0, 0, 5, sp), imp)
		n, evs := play(t, s, []int{4, 4}, activate(Heroes, "maelis"), cast(Heroes, "maelis", id, "imp"))
		_, resisted := find[SpellResisted](evs)
		ignores := id != "sleep"
		if o, _ := n.Figure("imp"); resisted != ignores || o.Conditions.Has(Stunned) == ignores {
			t.Errorf("%s: resisted %v, stunned %v", id, resisted, o.Conditions.Has(Stunned))
		}
	}
}

// Vermin block sight as average figures (page 116): a Large ogre stands
// out above a swarm on a large base, not above a Large troll.
func TestVerminSight(t *testing.T) {
	for _, vermin := range []bool{false, true} {
		swarm := fig("swarm", Dark, SizeLarge, 3, 2, 4)
		if vermin {
			swarm.Skills = []string{"vermin"}
		}
		ogre := fig("ogre", Dark, SizeLarge, 7, 2, 4)
		s := newState(t, parseMap(t, magicRoom(t)...), heroFig("shara", 0, 2, 4, 0), swarm, ogre)
		seen, err := Sight(s, "shara", "ogre")
		if err != nil {
			t.Fatal(err)
		}
		if seen.Visible != vermin {
			t.Errorf("vermin %v: ogre visible %v", vermin, seen.Visible)
		}
	}
}
