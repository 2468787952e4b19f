package rules

// Skills of the book the engine does not play yet, each with what it
// waits for. setup's test fails when a skill of the starter pack is
// neither here nor implemented, or both.

func init() {
	for id, why := range map[string]string{
		"hardy":                "raises Vitality when a hero learns it: hero creation and advancement (campaign) do not exist; predesigned cards and profiles print their attributes",
		"hatred":               "the kind of foe it names is chosen when a hero learns it (hero creation, campaign), and figures carry no kind to match it against yet",
		"quick_reloading":      "needs a declaration at the start of the activation and reloading as a Quick Action",
		"spinning_blow":        "attacking up to three enemies with one roll needs multi-target attacks",
		"strong":               "raises Strength when a hero learns it: hero creation and advancement (campaign) do not exist; predesigned cards and profiles print their attributes",
		"expert_rider":         "mounts do not exist yet",
		"flying_jump":          "jumping over an enemy needs a new move",
		"hunter":               "raises Perception when a hero learns it (hero creation, campaign)",
		"lucky":                "treasure cards do not exist yet",
		"scout":                "ignoring difficult terrain needs a per-figure terrain cost in the movement tables",
		"skilled_hands":        "raises Dexterity when a hero learns it (hero creation, campaign)",
		"stealth":              "ignoring a Melee Range once per combat turn needs a declaration before the move",
		"survival":             "inns and provisions belong to the campaign",
		"tracker":              "Encounter cards and the Dark Player's hand do not exist yet",
		"trapper":              "traps do not exist yet",
		"up_and_back_to_fight": "standing up in a melee range needs a recovery-phase option beside the rise test",
		"aquatic_animal":       "hidden creatures coming up from water need the Dark Player's turn",
		"aura":                 "damage for entering or starting next to it needs movement triggers",
		"breath":               "breath attacks (a line, Agility to dodge) do not exist yet",
		"clumsy_hands":         "lowers Dexterity when learnt: printed in profiles; hero creation (campaign) does not exist",
		"ethereal":             "magic weapons, passing through figures and ignoring melee ranges need movement changes",
		"familiar":             "familiars and casting do not exist yet (magic)",
		"fly":                  "flying outdoors, chosen at the start of each activation, needs outdoor sections and a declaration",
		"grab_and_throw":       "a special attack Action that does not exist yet",
		"lethal_gaze":          "a trigger on entering or starting within range needs movement triggers",
		"lost_in_the_dark":     "light and darkness do not exist yet",
		"lycanthropy":          "transforming into another profile does not exist yet",
		"mimetism":             "terrain kinds and Initiative penalties are not modelled yet",
		"mount":                "mounts do not exist yet",
		"pathfinder":           "terrain kinds named by profiles are not modelled yet",
		"raging_mount":         "mounts do not exist yet",
		"rock_throwing":        "a special ranged attack Action that does not exist yet",
		"sharp_senses":         "raises Perception when learnt: printed in profiles (hero creation, campaign)",
		"vulnerable":           "needs the element it is vulnerable to (no parameter in the pack) and elemental attacks",
		"alchemist":            "potions' identification and the alchemy tables belong to the campaign",
		"champion_good":        "spells and casting do not exist yet (magic)",
		"champion_evil":        "spells and casting do not exist yet (magic)",
		"combat_instructor":    "acts before a quest (campaign)",
		"eloquence":            "mercenaries and Persuasion belong to the campaign",
		"expert_poisoner":      "free items at the start of a quest belong to the campaign",
		"giant_tamer":          "giants directed by a hero need control of a Dark Player figure",
		"herbalist":            "free items at the start of a quest belong to the campaign",
		"inspiring_music":      "an Enhancing spell effect (magic) does not exist yet",
		"iron_will":            "raises Courage when a hero learns it (hero creation, campaign)",
		"taming_animals":       "kennels and Persuasion belong to the campaign",
		"torturer":             "searching corpses and Persuasion do not exist yet",
	} {
		waitingSkills[id] = why
	}
}
