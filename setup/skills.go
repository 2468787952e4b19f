package setup

import (
	"sort"

	"dun/content"
	"dun/rules"
)

// The rules play skills by content ID but may not import content; setup,
// which sees both, registers in content.Effects the effects of the skills
// the rules implement, so a pack loaded by a program that links setup
// (the dun command, scenarios) checks those skills' parameters against
// the engine and lists them as implemented.
func init() { RegisterSkillEffects(content.Effects) }

// SkillEffects returns, for each effect ID the implemented skills name,
// the parameters it takes, in ID order. Two skills naming one effect must
// declare the same parameters; a disagreement is a programming error the
// tests catch (SkillEffectsDisagree).
func SkillEffects() (ids []string, params map[string][]content.Param) {
	params = map[string][]content.Param{}
	for _, s := range rules.Skills() {
		if !s.Implemented {
			continue
		}
		if _, seen := params[s.Effect]; seen {
			continue
		}
		ps := make([]content.Param, 0, len(s.Params))
		for _, p := range s.Params {
			ps = append(ps, content.Param{Name: p.Name, Type: content.ParamType(p.Type), Required: p.Required})
		}
		params[s.Effect] = ps
		ids = append(ids, s.Effect)
	}
	sort.Strings(ids)
	return ids, params
}

// RegisterSkillEffects registers in reg the effects of the implemented
// skills that reg does not have yet.
func RegisterSkillEffects(reg *content.Registry) {
	ids, params := SkillEffects()
	for _, id := range ids {
		if _, ok := reg.Lookup(id); !ok {
			reg.Register(id, params[id]...)
		}
	}
}
