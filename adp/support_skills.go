package adp

import (
	"strconv"

	"dun/rules"
)

// Supporting skills (pages 61, 112; R917). Page 61's non-offensive actions
// include "using certain healing skills": First Aid is weighed with the
// supporting spells under the 4+ die, and its creature text (page 112)
// picks the patient: "the ally with the highest VP in the same section"
// that has lost Vitality; as First Aid may not be combined with a move,
// the creature heals an ally next to it (or itself) where it stands.
// Encouraging's creature text (page 112) needs no die: "the creature will
// use this skill if there are at least 3 allies within the skill's AoE at
// the beginning of its activation". The skill limit (R911) holds for both
// as for every active skill.

// healingSkills lists the First Aid options of figure fi among opts on a
// wounded ally (or itself), the dearest patient first after the healing
// spells (supportPlans sorts them).
func healingSkills(s *rules.State, fi int, opts []rules.Option) []supportPlan {
	f := &s.Figures[fi]
	if _, barred := skillBarred(f, "first_aid"); barred {
		return nil // no attack is lost by passing it over
	}
	var out []supportPlan
	for _, o := range opts {
		c, ok := o.Command.(rules.SkillAction)
		if !ok || c.Figure != f.ID || c.Skill != "first_aid" || len(c.Targets) != 1 {
			continue
		}
		ti := find(s, c.Targets[0])
		if ti < 0 || s.Figures[ti].Side != f.Side || s.Figures[ti].Wounds == 0 {
			continue
		}
		out = append(out, supportPlan{o: o, name: rules.SkillName("first_aid"), verb: usesVerb, target: ti, rank: 150 - s.Figures[ti].VP()})
	}
	return out
}

// encourage uses Encouraging at the start of the activation of figure fi
// when three allies or more are within its reach.
func (p *Player) encourage(s *rules.State, fi int, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	o, ok := optionByID(opts, "skill_action:", f.ID, ":encouraging")
	if !ok {
		return Decision{}, false
	}
	if _, barred := skillBarred(f, "encouraging"); barred {
		return Decision{}, false
	}
	n := len(rules.SkillActionTargets(*s, f.ID, "encouraging"))
	if n < 3 {
		return Decision{}, false
	}
	name := rules.SkillName("encouraging")
	return Decision{Option: o, Why: rules.Text{
		En: f.Name() + " uses " + name.En + ": " + strconv.Itoa(n) + " allies within six squares at the start of its activation (its creature text: three or more)",
		Es: f.Name() + " usa " + name.Es + ": " + strconv.Itoa(n) + " aliados a seis casillas o menos al comienzo de su activación (su texto de criatura: tres o más)",
	}}, true
}

// mislead uses Mislead at once when the rules offer it: its creature text
// (page 116) says "the creature uses this skill as soon as the necessary
// conditions are met" (R917).
func (p *Player) mislead(s *rules.State, fi int, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	for _, o := range opts {
		c, ok := o.Command.(rules.SkillAction)
		if !ok || c.Figure != f.ID || c.Skill != "mislead" {
			continue
		}
		if _, barred := skillBarred(f, "mislead"); barred {
			return Decision{}, false
		}
		who := "its enemy"
		quien := "su enemigo"
		if len(c.Targets) == 1 {
			if ti := find(s, c.Targets[0]); ti >= 0 {
				who, quien = s.Figures[ti].Name(), s.Figures[ti].Name()
			}
		}
		name := rules.SkillName("mislead")
		return Decision{Option: o, Why: rules.Text{
			En: f.Name() + " uses " + name.En + " on " + who + " as soon as it can (its creature text)",
			Es: f.Name() + " usa " + name.Es + " contra " + quien + " en cuanto puede (su texto de criatura)",
		}}, true
	}
	return Decision{}, false
}
