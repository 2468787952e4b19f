package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
	"dun/rules"
)

// Page 61, "Skills" (R920): a creature declares its active skills with
// its Action's first attack, unless the skill limit bars them, and uses a
// reaction skill against a hero's attack.
func TestSkillsInEachAttack(t *testing.T) {
	g := room(t, 8, 3)
	orc := func(last []string) rules.Figure {
		f := creature(t, "orc_warrior", "orc", 4, 1, board.West)
		f.Skills = append(f.Skills, "powerful_blow", "dirty_fighter")
		f.SetLastSkills(last)
		return f
	}
	for _, c := range []struct {
		name, want, reason string
		last               []string
	}{
		{"both skills", "attack:orc:borgron+dirty_fighter+powerful_blow", "declares", nil},
		{"one used last", "attack:orc:borgron+dirty_fighter", "never uses a skill twice running", []string{"powerful_blow"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := activated(t, darkState(t, g, hero(t, "borgron", 3, 1, board.East), orc(c.last)), "orc")
			d := choose(t, player(t), s)
			got := d.Option.ID
			// The rules list a declaration's skills in their own order.
			if !sameSkills(got, c.want) || !strings.Contains(d.Why.En, c.reason) {
				t.Fatalf("got %s (%s), want %s", got, d.Why.En, c.want)
			}
		})
	}

	t.Run("a reaction against Borgron's attack", func(t *testing.T) {
		s, err := rules.NewState(g, []rules.Figure{hero(t, "borgron", 3, 1, board.East), orc(nil)})
		if err != nil {
			t.Fatal(err)
		}
		h := rules.Header{Seat: rules.Heroes}
		for _, c := range []rules.Command{rules.Activate{Header: h, Figure: "borgron"}, rules.Attack{Header: h, Figure: "borgron", Target: "orc", Item: -1}} {
			if s, _, err = rules.Apply(s, c, dice.Scripted()); err != nil {
				t.Fatal(err)
			}
		}
		if s.Prompt == nil || s.Prompt.Kind != rules.PromptReaction {
			t.Fatalf("no reaction prompt for the orc: %+v", s.Prompt)
		}
		d := choose(t, player(t), s)
		if d.Option.ID != "answer:skills:dirty_fighter" || !strings.Contains(d.Why.En, "Dirty Fighter") {
			t.Fatalf("got %s (%s)", d.Option.ID, d.Why.En)
		}
	})
}

// sameSkills compares two option IDs whose declared skills may come in
// another order.
func sameSkills(a, b string) bool {
	pa, pb := strings.Split(a, "+"), strings.Split(b, "+")
	if len(pa) != len(pb) || pa[0] != pb[0] {
		return false
	}
	for _, x := range pa[1:] {
		if !strings.Contains(b, "+"+x) {
			return false
		}
	}
	return true
}
