package setup

import (
	"fmt"
	"sort"

	"dun/content"
	"dun/rules"
)

// The effects of finds (rules/find_effect.go): what a row of an element's
// search table does to the figure that finds it. The pack declares them
// (content/starter/pack/effects/finds.yaml); the rules implement them, so
// they are registered here with the same parameters.

var findParams = map[string][]content.Param{
	rules.EffectFindHarm: {
		{Name: "dice", Type: content.ParamInt, Required: true},
		{Name: "against", Type: content.ParamString, Values: []string{"armor", "natural_armor"}},
		{Name: "fire", Type: content.ParamBool},
	},
	rules.EffectFindCondition: {
		{Name: "condition", Type: content.ParamString, Required: true, Values: conditionWords()},
	},
	rules.EffectFindHeal:    {{Name: "vitality", Type: content.ParamInt}},
	rules.EffectFindFortune: {{Name: "points", Type: content.ParamInt, Required: true}},
	rules.EffectFindMana:    {{Name: "points", Type: content.ParamInt, Required: true}},
}

func init() {
	ids := make([]string, 0, len(findParams))
	for id := range findParams {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		if _, ok := content.Effects.Lookup(id); !ok {
			content.Effects.Register(id, findParams[id]...)
		}
	}
}

// findEffect is the rules' form of a find's effect.
func findEffect(use *content.EffectUse) (*rules.FindEffect, error) {
	if use == nil {
		return nil, nil
	}
	if _, ok := findParams[use.ID]; !ok {
		return nil, fmt.Errorf("a search row's effect %q is not a find effect", use.ID)
	}
	x := &rules.FindEffect{ID: use.ID, Against: rules.Armour}
	num := func(k string) int {
		n, _ := use.Params[k].(int)
		return n
	}
	switch use.ID {
	case rules.EffectFindHarm:
		x.Dice = num("dice")
		if w, _ := use.Params["against"].(string); w == "natural_armor" {
			x.Against = rules.NaturalArmour
		}
		x.Fire, _ = use.Params["fire"].(bool)
	case rules.EffectFindCondition:
		w, _ := use.Params["condition"].(string)
		c, err := rules.ParseCondition(w)
		if err != nil {
			return nil, err
		}
		x.Condition = c
	case rules.EffectFindHeal:
		x.Amount = num("vitality")
	case rules.EffectFindFortune, rules.EffectFindMana:
		x.Amount = num("points")
	}
	return x, nil
}
