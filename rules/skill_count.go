package rules

import "slices"

// The count of a figure's active skills (page 61, R910): the Artificial
// Dark Player may use one active skill of a creature at most 3 times in a
// quest, and never twice running while it has other ways to attack. The
// rules keep the count for every figure, as they keep Mana and Fortune
// spent, so that any Dark Player (and a replay) can read it; they refuse
// nothing by it, since the limit binds the ADP's choices only.
//
// A use is counted where the rules report a skill as declared or used as
// an Action: the active skills declared with an Action's first attack or
// shot, a skill Action or declaration (Sweep, Trampling, Berserker), and
// a reaction skill declared against an attack. Figure.LastSkills is what
// the figure's last Action declared: an Action with none clears it, a
// reaction leaves it alone (it is not one of the figure's own Actions).

// SkillUse is how many times a figure used one active skill this quest.
type SkillUse struct {
	Skill string `json:"skill"`
	N     int    `json:"n"`
}

// SkillUsesOf is how many times figure f used active skill id this quest.
func (f *Figure) SkillUsesOf(id string) int {
	for _, u := range f.SkillUses() {
		if u.Skill == id {
			return u.N
		}
	}
	return 0
}

// UsedLast reports whether figure f's last Action used active skill id.
func (f *Figure) UsedLast(id string) bool { return slices.Contains(f.LastSkills(), id) }

// countSkills counts one use of each active skill in used by figure f.
// With action, used is what the figure's Action declared, and becomes its
// last (an empty one clears it).
func countSkills(f *Figure, used []string, action bool) {
	for _, id := range used {
		if k, ok := skillTable[id]; !ok || !k.active {
			continue
		}
		// A new list: the figure's is shared with the state's clones.
		uses := slices.Clone(f.SkillUses())
		k := slices.IndexFunc(uses, func(u SkillUse) bool { return u.Skill == id })
		if k < 0 {
			uses = append(uses, SkillUse{Skill: id})
			k = len(uses) - 1
		}
		uses[k].N++
		f.edit().SkillUses = uses // uses is the figure's own
		f.settle()
	}
	if !action {
		return
	}
	var last []string // a new slice: clones may share the old one's array
	for _, id := range used {
		if k, ok := skillTable[id]; ok && k.active {
			last = append(last, id)
		}
	}
	f.SetLastSkills(last)
}
