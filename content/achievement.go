package content

// Achievement is a line of the Achievement card (page 12): the happenings
// that earn a side Achievement points, and how many each earns. The
// happenings are those the engine knows (rules.Triggers()); a line's are
// all of one side.
type Achievement struct {
	Entry    `key:",inline"`
	Triggers []string `key:"triggers" req:"true" enum:"enemy_defeated|leader_defeated|spell_cast|spell_dispelled|special_element_found|main_room_found|trap_detected|trap_disarmed|secret_door_found|lock_picked|chest_picked|riddle_solved|fortune_spent|turn|hero_knocked_out"`
	// Level limits an enemy_defeated line to enemies of one level.
	Level string `key:"level" enum:"grunt|elite|champion"`
	// Points is what each happening earns; VP earns instead the Value
	// Points of the hero knocked out.
	Points int  `key:"points" min:"0" max:"99"`
	VP     bool `key:"vp"`
	// Max is the most the line earns in a quest (0 or absent: no limit).
	Max int `key:"max" min:"0" max:"99"`
}

// DarkTriggers are the happenings that earn the Dark Player points; the
// others earn the heroes theirs.
var DarkTriggers = []string{"fortune_spent", "turn", "hero_knocked_out"}
