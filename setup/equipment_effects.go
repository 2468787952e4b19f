package setup

import (
	"sort"
	"strings"

	"dun/content"
	"dun/rules"
)

// The effects of usual equipment (pages 70-73) that the rules carry out:
// the pack declares them (content/starter/pack/effects/equipment.yaml);
// they are registered here with the same parameters, so that `dun content
// list equipment` says which cards are played. Light sources are
// rules/light.go, the rope rules/rope.go and rules/footbridge.go (by the
// item's ID), cures rules/antidote.go, test bonuses rules/item_bonus.go, the
// poison flask rules/poison_flask.go, healing herbs rules/herbs.go, the
// thrown flasks (Greek Fire, Holy Water) rules/flask.go.
var equipmentParams = map[string][]content.Param{
	"item_light": nil,
	"item_rope":  nil,
	rules.EffectCure: {
		{Name: "condition", Type: content.ParamString, Required: true, Values: conditionWords()},
	},
	rules.EffectTestBonus: {
		{Name: "test", Type: content.ParamString, Required: true, Values: []string{"climb", "dexterity"}},
		{Name: "value", Type: content.ParamInt, Required: true},
	},
	rules.EffectHerbs: {{Name: "vitality", Type: content.ParamInt, Required: true}},
	rules.EffectThrownDamage: {
		{Name: "dice", Type: content.ParamInt, Required: true},
		{Name: "range", Type: content.ParamInt, Required: true},
		{Name: "adjacent_dice", Type: content.ParamInt},
		{Name: "fire", Type: content.ParamBool},
		{Name: "natural_armor", Type: content.ParamBool},
		{Name: "against", Type: content.ParamString, Values: rules.FlaskAgainst},
	},
	rules.EffectPoisonWeapon: {
		{Name: "until", Type: content.ParamString, Required: true, Values: []string{"combat"}},
	},
	// Components for Magic and Magic Scrolls (rules/cast.go aidCheck,
	// rules/dispel.go).
	"casting_bonus": {
		{Name: "value", Type: content.ParamInt, Required: true},
		{Name: "dispel", Type: content.ParamBool},
	},
}

// equipmentWhy says why the rules do not carry out an effect of usual
// equipment yet.
var equipmentWhy = map[string]string{
	"item_provisions": "eaten in a campaign turn, before the travel event roll (pages 91-97); the rules play no campaign turns",
}

// EquipmentWhy is the reason the rules give for not carrying out effect
// id, "" if none is recorded.
func EquipmentWhy(id string) string { return equipmentWhy[id] }

// EquipmentMissing says why the rules do not carry out the effect of
// equipment card e, or which of its traits they leave to its text; ""
// when they play all of it (a card without effect is only its numbers).
func EquipmentMissing(e *content.Equipment) string {
	u := e.Effect
	switch {
	case u == nil:
		return ""
	case u.ID == "weapon_traits" || u.ID == "shield_traits" || u.ID == "armor_traits":
		var not []string
		for _, name := range sortedKeys(u.Params) {
			if name != "against" && !rules.TraitPlayed(name) {
				not = append(not, name)
			}
		}
		return strings.Join(not, ", ")
	case content.Implemented(content.Effects, u):
		return ""
	}
	return u.ID
}

func init() {
	ids := make([]string, 0, len(equipmentParams))
	for id := range equipmentParams {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		if _, ok := content.Effects.Lookup(id); !ok {
			content.Effects.Register(id, equipmentParams[id]...)
		}
	}
}
