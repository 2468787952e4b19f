package rules

// playedTraits are the weapon, shield and armour traits (the
// weapon_traits, shield_traits and armor_traits effects of the packs)
// whose rule the engine carries out; a card's other traits are only
// described by its text. `dun content list equipment` reads this to say
// which parts of a card are played. Keep it in step with the Has and
// Trait calls that read them (melee.go, ranged.go, defensive.go,
// break.go, shield.go, strike_rolls.go, skills_combat.go, weapon_dice.go,
// natural_weapons.go, shield_cover.go, and setup's reading of thrown).
var playedTraits = map[string]bool{
	"thrown": true, "free_draw": true, "heavy_armor_dice": true, "defending_combat": true,
	"pair_no_penalty": true, "point_blank": true, "no_defensive_shot": true, "shots": true,
	"double_critical_stun": true, "melee_only": true,
	// weapon_dice.go, natural_weapons.go, shield_cover.go
	"behind_armor": true, "two_hands_dice": true, "large_target_dice": true, "mounted_dice": true,
	"still_armor": true, "fewer_dice": true, "slashing": true, "lost_to_unarmed": true,
	"onslaught_armed": true, "stunned_on_break": true, "breath_aura_cover": true,
}

// TraitPlayed reports whether the rules carry out the item trait name.
func TraitPlayed(name string) bool { return playedTraits[name] }
