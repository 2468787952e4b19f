package adp

import (
	"strings"

	"dun/rules"
)

// Skills in each attack (page 61, R920): "The ADP characters will
// prioritize the use of their skills in each of their attacks or actions."
// With the Action's first attack or shot the creature declares every
// active skill the rules let it combine there, and the skill limit
// (R911) allows: the largest such set the rules offer. Spinning Blow is
// declared by maximum targets alone (R912), as one enemy gains nothing
// from its -1. A reaction skill offered against an enemy's attack is
// declared so too (the limit holding, and no other attack being at stake
// there, a barred one is simply left out).

// declare returns the variant of attack or shot option o (the Action's
// first) that declares the most active skills allowed, with its reason;
// o itself when there is none.
func declare(s *rules.State, fi int, o rules.Option, opts []rules.Option) (rules.Option, rules.Text) {
	f := &s.Figures[fi]
	a := s.Active
	if a == nil || a.Attacks+a.Shots > 0 {
		return o, rules.Text{}
	}
	target, item, skills, ok := strikeOf(o)
	if !ok || len(skills) > 0 {
		return o, rules.Text{}
	}
	// Two-Weapon Fighting's creature text gives fighting with two
	// weapons priority: a set that holds it beats any that does not.
	score := func(set []string) int {
		n := len(set)
		if contains(set, skillTwoWeapons) {
			n += 100
		}
		return n
	}
	best, bn := o, 0
	var barred rules.Text
	for _, x := range opts {
		t, it, set, ok := strikeOf(x)
		if !ok || t != target || it != item || score(set) <= bn || !sameKind(o, x) || contains(set, "spinning_blow") {
			continue
		}
		allowed := true
		for _, id := range set {
			if why, no := skillBarred(f, id); no {
				allowed = false
				if barred.En == "" {
					barred = why
				}
			}
		}
		if allowed {
			best, bn = x, score(set)
		}
	}
	if bn == 0 {
		return o, barred
	}
	_, _, set, _ := strikeOf(best)
	names := skillNames(set)
	why := rules.Text{
		En: f.Name() + " declares " + names.En + ": the ADP's creatures use their skills in each attack",
		Es: f.Name() + " declara " + names.Es + ": las criaturas del JOA usan sus habilidades en cada ataque",
	}
	if barred.En != "" {
		why = join(why, barred)
	}
	return best, why
}

// strikeOf reads an attack or shot option.
func strikeOf(o rules.Option) (target string, item int, skills []string, ok bool) {
	switch c := o.Command.(type) {
	case rules.Attack:
		return c.Target, c.Item, c.Skills, true
	case rules.Shoot:
		return c.Target, c.Item, c.Skills, true
	case rules.UseItem:
		// A thrown flask is a shot (R1240); other objects declare nothing.
		return c.Target, c.Item, c.Skills, c.Target != ""
	}
	return "", 0, nil, false
}

func sameKind(a, b rules.Option) bool { return a.Command.Type() == b.Command.Type() }

// skillNames joins the skills' names: "Powerful Blow and Elite".
func skillNames(ids []string) rules.Text {
	var en, es []string
	for _, id := range ids {
		n := rules.SkillName(id)
		en, es = append(en, n.En), append(es, n.Es)
	}
	return rules.Text{En: strings.Join(en, " and "), Es: strings.Join(es, " y ")}
}

// reaction answers a reaction prompt of figure fi: the largest set of
// reaction skills offered that the limit allows, or none.
func reaction(s *rules.State, fi int, opts []rules.Option) (Decision, bool) {
	if fi < 0 {
		return Decision{}, false
	}
	f := &s.Figures[fi]
	var best rules.Option
	var bset []string
	for _, o := range opts {
		a, ok := o.Command.(rules.Answer)
		if !ok || !strings.HasPrefix(a.Option, "skills:") {
			continue
		}
		set := strings.Split(strings.TrimPrefix(a.Option, "skills:"), "+")
		if len(set) <= len(bset) {
			continue
		}
		allowed := true
		for _, id := range set {
			if _, no := skillBarred(f, id); no {
				allowed = false
			}
		}
		if allowed {
			best, bset = o, set
		}
	}
	if len(bset) == 0 {
		return Decision{}, false
	}
	names := skillNames(bset)
	return Decision{Option: best, Why: rules.Text{
		En: f.Name() + " uses " + names.En + " against the attack: the ADP's creatures use their skills first",
		Es: f.Name() + " usa " + names.Es + " contra el ataque: las criaturas del JOA usan antes sus habilidades",
	}}, true
}
