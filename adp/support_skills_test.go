package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/rules"
)

// R917: what the cards and the creature texts say of supporting actions.
// The Berserker never rolls for one; the Battle Sorcerer first casts an
// enhancing or protecting spell on itself while none is in force on it;
// First Aid on a wounded ally next to the creature is a non-offensive
// action under page 61's die; Encouraging is used, without a die, when
// three allies stand within six squares.
func TestSupportFromCardsAndTexts(t *testing.T) {
	roll := "dark_roll:" + rules.RollNonOffensive
	g := room(t, 12, 5)

	t.Run("the Berserker never supports", func(t *testing.T) {
		b := creature(t, "orc_shaman", "shaman", 1, 2, board.East)
		b.SetBehaviour("berserker")
		s := activated(t, adpMode(t, darkState(t, g, b, hero(t, "borgron", 5, 2, board.West), creature(t, "orc_warrior", "orc", 5, 3, board.North))), "shaman")
		if d := choose(t, player(t), s); d.Option.ID == roll {
			t.Fatalf("a berserker rolled for a non-offensive action: %s", d.Why.En)
		}
	})

	t.Run("the Battle Sorcerer enhances itself first", func(t *testing.T) {
		sorc := creature(t, "devastator_sorcerer", "sorc", 1, 2, board.East)
		s := activated(t, adpMode(t, darkState(t, g, sorc, hero(t, "borgron", 6, 2, board.West))), "sorc")
		d := choose(t, player(t), s)
		c, ok := d.Option.Command.(rules.Cast)
		if !ok || c.Target != "sorc" || !strings.Contains(d.Why.En, "on itself first") {
			t.Fatalf("got %s (%s), want a spell on itself", d.Option.ID, d.Why.En)
		}
		// With a bonus in force it goes on to its attack spells.
		sorc.Boons = []rules.Boon{{Attribute: rules.Strength, Value: 1, Why: rules.Text{En: "a spell", Es: "un hechizo"}}}
		s = activated(t, adpMode(t, darkState(t, g, sorc, hero(t, "borgron", 6, 2, board.West))), "sorc")
		if d := choose(t, player(t), s); strings.Contains(d.Why.En, "on itself first") {
			t.Fatalf("enhanced itself again: %s (%s)", d.Option.ID, d.Why.En)
		}
	})

	t.Run("First Aid on a wounded ally", func(t *testing.T) {
		medic := creature(t, "orc_warrior", "medic", 1, 2, board.East)
		medic.Skills = append(medic.Skills, "first_aid")
		hurt := creature(t, "orc_warrior", "hurt", 1, 3, board.East)
		hurt.Wounds = 2
		s := activated(t, adpMode(t, darkState(t, g, medic, hurt, hero(t, "borgron", 8, 2, board.West))), "medic")
		d := choose(t, player(t), s)
		if d.Option.ID != roll || !strings.Contains(d.Why.En, "First Aid on") {
			t.Fatalf("got %s (%s), want the die for First Aid", d.Option.ID, d.Why.En)
		}
		s = apply(t, s, d, 5)
		if d := choose(t, player(t), s); d.Option.ID != "skill_action:medic:first_aid:hurt" {
			t.Fatalf("on a 5: %s (%s)", d.Option.ID, d.Why.En)
		}
	})

	t.Run("Mislead as soon as it can", func(t *testing.T) {
		trickster := creature(t, "orc_warrior", "trickster", 1, 2, board.East)
		trickster.Skills = append(trickster.Skills, "mislead")
		s := activated(t, adpMode(t, darkState(t, g, trickster, hero(t, "borgron", 6, 2, board.West))), "trickster")
		if d := choose(t, player(t), s); d.Option.ID != "skill_action:trickster:mislead:borgron" || !strings.Contains(d.Why.En, "as soon as it can") {
			t.Fatalf("got %s (%s)", d.Option.ID, d.Why.En)
		}
		trickster.SetSkillUses([]rules.SkillUse{{Skill: "mislead", N: 1}})
		trickster.SetLastSkills([]string{"mislead"})
		s = activated(t, adpMode(t, darkState(t, g, trickster, hero(t, "borgron", 6, 2, board.West))), "trickster")
		if d := choose(t, player(t), s); strings.Contains(d.Option.ID, "mislead") {
			t.Fatalf("misled twice running: %s", d.Option.ID)
		}
	})

	t.Run("Encouraging among three allies", func(t *testing.T) {
		boss := creature(t, "orc_warrior", "boss", 1, 2, board.East)
		boss.Skills = append(boss.Skills, "encouraging")
		figs := []rules.Figure{boss, hero(t, "borgron", 10, 2, board.West)}
		for k, y := range []int{0, 1, 3} {
			figs = append(figs, creature(t, "orc_warrior", "orc"+string(rune('a'+k)), 2, y, board.East))
		}
		s := activated(t, adpMode(t, darkState(t, g, figs...)), "boss")
		if d := choose(t, player(t), s); d.Option.ID != "skill_action:boss:encouraging" || !strings.Contains(d.Why.En, "3 allies") {
			t.Fatalf("got %s (%s)", d.Option.ID, d.Why.En)
		}
		s = activated(t, adpMode(t, darkState(t, g, figs[:4]...)), "boss")
		if d := choose(t, player(t), s); d.Option.ID == "skill_action:boss:encouraging" {
			t.Fatalf("encouraged two allies: %s", d.Why.En)
		}
	})
}
