package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/rules"
)

// Pages 61-62 (R911, R912): the ADP's creatures use the skill that
// strikes two enemies before a conventional attack (maximum targets),
// use their skills first against the target they chose, and never use one
// active skill a fourth time in a quest or twice running while they have
// another way to attack.
func TestAttackSkills(t *testing.T) {
	g := grid(t,
		"..........",
		"..........",
		"..........",
		"..........",
	)
	// A troll (2x2 at 5,1) facing west, Borgron and Shara in front of it.
	troll := func(skills []string, uses []rules.SkillUse, last []string, size int) rules.Figure {
		f := creature(t, "troll", "troll", 5, 1, board.West)
		f.Skills = append([]string{"large"}, skills...) // not Stupid: it acts
		f.SetSkillUses(uses)
		f.SetLastSkills(last)
		f.Size = size
		return f
	}
	two := func(f rules.Figure) rules.State {
		return darkState(t, g, hero(t, "borgron", 4, 1, board.East), hero(t, "shara", 4, 2, board.East), f)
	}
	one := func(f rules.Figure) rules.State {
		return darkState(t, g, hero(t, "borgron", 4, 1, board.East), f)
	}
	for _, c := range []struct {
		name   string
		s      rules.State
		want   string // the option's ID, or its prefix with a trailing *
		reason string
	}{
		{"sweep catches two", two(troll([]string{"sweep"}, nil, nil, rules.SizeLarge)), "skill_action:troll:sweep:borgron+shara", "maximum targets"},
		{"trampling catches two", two(troll([]string{"trampling"}, nil, nil, rules.SizeHuge)), "skill_action:troll:trampling", "maximum targets"},
		{"the most targets", two(troll([]string{"grab_and_throw", "sweep"}, nil, nil, rules.SizeLarge)), "skill_action:troll:sweep:borgron+shara", "2 enemies at once"},
		{"sweep used 3 times", two(troll([]string{"sweep"}, []rules.SkillUse{{Skill: "sweep", N: 3}}, nil, rules.SizeLarge)), "attack:troll:*", "target"},
		{"sweep used last", two(troll([]string{"sweep"}, []rules.SkillUse{{Skill: "sweep", N: 1}}, []string{"sweep"}, rules.SizeLarge)), "attack:troll:*", "target"},
		{"another skill after sweep", two(troll([]string{"sweep", "trampling"}, []rules.SkillUse{{Skill: "sweep", N: 1}}, []string{"sweep"}, rules.SizeHuge)), "skill_action:troll:trampling", "used Sweep in its last Action"},
		{"grab and throw the target", one(troll([]string{"grab_and_throw"}, nil, nil, rules.SizeLarge)), "skill_action:troll:grab_and_throw:borgron", "use their skills first"},
		{"grab and throw twice running", one(troll([]string{"grab_and_throw"}, []rules.SkillUse{{Skill: "grab_and_throw", N: 2}}, []string{"grab_and_throw"}, rules.SizeLarge)), "attack:troll:borgron*", "target Borgron"},
		{"spinning blow among two", two(troll([]string{"spinning_blow"}, nil, nil, rules.SizeLarge)), "attack:troll:*+spinning_blow", "declares Spinning Blow"},
		{"no spinning blow on one", one(troll([]string{"spinning_blow"}, nil, nil, rules.SizeLarge)), "attack:troll:borgron", "target Borgron"},
		{"the shriek catches two", two(troll([]string{"shriek_underworld"}, nil, nil, rules.SizeLarge)), "skill_action:troll:shriek_underworld", "2 enemies at once"},
		{"grab and eat the target", one(troll([]string{"grab_and_eat"}, nil, nil, rules.SizeLarge)), "skill_action:troll:grab_and_eat:borgron", "use their skills first"},
		{"spinning blow used 3 times", two(troll([]string{"spinning_blow"}, []rules.SkillUse{{Skill: "spinning_blow", N: 3}}, nil, rules.SizeLarge)), "attack:troll:*", "the ADP's limit"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := activated(t, c.s, "troll")
			d := choose(t, player(t), s)
			got := d.Option.ID
			ok := got == c.want
			if pre, wild := strings.CutSuffix(c.want, "*"); wild {
				ok = strings.HasPrefix(got, pre) && !strings.Contains(got[len(pre):], "+")
			}
			if pre, suf, wild := strings.Cut(c.want, "*"); wild && suf != "" {
				ok = strings.HasPrefix(got, pre) && strings.HasSuffix(got, suf)
			}
			if !ok || !strings.Contains(d.Why.En, c.reason) {
				t.Fatalf("got %s (%s), want %s (%q)", got, d.Why.En, c.want, c.reason)
			}
		})
	}
}

// R911: a troll that has thrown three rocks this quest throws no fourth
// while it can walk to a hero and fight; with no other way to attack (it
// cannot move, say), it still throws.
func TestRockThrowingLimit(t *testing.T) {
	g := grid(t,
		"..............",
		"..............",
		"..............",
	)
	throw := func(movement int) string {
		troll := creature(t, "troll", "troll", 12, 0, board.West)
		troll.Skills = []string{"large", "rock_throwing"}
		troll.EditAttrs().Strength = 6
		troll.EditAttrs().Movement = movement
		troll.SetSkillUses([]rules.SkillUse{{Skill: "rock_throwing", N: 3}})
		s := activated(t, darkState(t, g, hero(t, "borgron", 7, 1, board.East), troll), "troll")
		d := choose(t, player(t), s)
		return d.Option.ID + " (" + d.Why.En + ")"
	}
	if got := throw(6); strings.Contains(got, "rock_throwing") || !strings.Contains(got, "3 times this quest") {
		t.Fatalf("within walking reach: %s", got)
	}
	if got := throw(0); !strings.HasPrefix(got, "shoot:troll:borgron+rock_throwing") {
		t.Fatalf("unable to walk: %s", got)
	}
}

// R912: a creature with Onslaught that walks into contact with its target
// charges it with the skill rather than attack it conventionally.
func TestOnslaughtAfterTheWalk(t *testing.T) {
	g := grid(t,
		"..........",
		"..........",
		"..........",
	)
	orc := creature(t, "orc_warrior", "orc", 6, 1, board.West)
	orc.Skills = append(orc.Skills, "onslaught")
	s := activated(t, darkState(t, g, hero(t, "borgron", 2, 1, board.East), orc), "orc")
	p := player(t)
	d := choose(t, p, s)
	if _, ok := d.Option.Command.(rules.Move); !ok {
		t.Fatalf("first %s (%s), want the walk", d.Option.ID, d.Why.En)
	}
	s = apply(t, s, d)
	for k := 0; k < 3 && s.Active != nil; k++ {
		d = choose(t, p, s)
		if _, ok := d.Option.Command.(rules.Face); !ok {
			break
		}
		s = apply(t, s, d)
	}
	if d.Option.ID != "skill_action:orc:onslaught:borgron" || !strings.Contains(d.Why.En, "Onslaught") {
		t.Fatalf("then %s (%s), want the Onslaught", d.Option.ID, d.Why.En)
	}
}
