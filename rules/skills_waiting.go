package rules

// Skills of the book the engine does not play yet, each with what it
// waits for. setup's test fails when a skill of the starter pack is
// neither here nor implemented, or both.

func init() {
	for id, why := range map[string]string{
		"hatred":               "the foes it hates are chosen when a hero learns it (hero creation and advancement, the campaign), and a figure carries neither its creature kind nor the kind it hates; no predesigned hero or profile of the pack has it (R254)",
		"expert_rider":         "mounts do not exist yet",
		"flying_jump":          "jumping over an enemy needs a new move",
		"lucky":                "Treasure cards are counted as draws (State.TreasureDraws) but no deck is drawn from yet, so there is no second card to choose",
		"scout":                "ignoring difficult terrain needs a per-figure terrain cost in the movement tables",
		"survival":             "inns and provisions belong to the campaign",
		"tracker":              "Encounter cards and the Dark Player's hand are being built in another branch (dp)",
		"trapper":              "a reaction in the enemy's move or activation (a trap three squares away, a Perception test of 8+) needs a movement trigger for the Dark side's figures",
		"up_and_back_to_fight": "springing up at once when knocked down (an Agility roll, stunned instead) needs a prompt in the middle of the blow that knocks down",
		"lycanthropy":          "the pack has no Werewolf profile (the book's Animals and Creatures deck), and a figure carries no second profile to turn into and back from",
		"mount":                "mounts do not exist yet",
		"raging_mount":         "mounts do not exist yet",
		"alchemist":            "potions' identification and the alchemy tables belong to the campaign",
		"combat_instructor":    "acts before a quest (campaign)",
		"eloquence":            "mercenaries and Persuasion belong to the campaign",
		"expert_poisoner":      "free items at the start of a quest belong to the campaign",
		"giant_tamer":          "giants directed by a hero need control of a Dark Player figure",
		"herbalist":            "free items at the start of a quest belong to the campaign",
		"inspiring_music":      "a permanent Enhancing effect cast by a skill (1 Mana, Intelligence test, allies within 3 squares) needs casts that are not spells",
		"taming_animals":       "kennels and Persuasion belong to the campaign",
		"torturer":             "a 6 in a corpse search lets the heroes roll the next Initiative again, which needs a reroll of the Initiative roll; Persuasion belongs to the campaign",
	} {
		waitingSkills[id] = why
	}
}
