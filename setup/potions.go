package setup

import (
	"sort"

	"dun/content"
)

// The effects of potions with a bonus and of mana potions
// (rules/gear_actions.go Drink, rules/potion.go): the pack declares them
// (content/starter/pack/effects/equipment.yaml); the rules carry them
// out, so they are registered here with the same parameters, and `dun
// content list potions` says so.
var potionParams = map[string][]content.Param{
	"potion_bonus": {
		{Name: "attribute", Type: content.ParamString, Required: true},
		{Name: "value", Type: content.ParamInt, Required: true},
		{Name: "attribute2", Type: content.ParamString},
		{Name: "value2", Type: content.ParamInt},
		{Name: "until", Type: content.ParamString, Required: true, Values: []string{"combat", "quest"}},
		{Name: "fearless", Type: content.ParamBool},
	},
	"potion_mana": {
		{Name: "mana", Type: content.ParamInt, Required: true},
		{Name: "remove_marker", Type: content.ParamBool},
	},
}

func init() {
	ids := make([]string, 0, len(potionParams))
	for id := range potionParams {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		if _, ok := content.Effects.Lookup(id); !ok {
			content.Effects.Register(id, potionParams[id]...)
		}
	}
}
