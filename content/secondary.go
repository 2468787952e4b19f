package content

// Secondary is a secondary skill of RPG mode (page 100): a trade or
// pastime (foraging, carving wood, gambling...) a hero learns with
// experience points and tests on 2D6 plus his bonus in it. The book names
// three and lists none; the pack's others are dun's own (original), and
// every text saying what a skill lets a hero do is dun's own.
type Secondary struct {
	Entry `key:",inline"`
	// Text says what the skill lets a hero do when its test passes: the
	// game master's guide, read by the players.
	Text Text `key:"text" req:"true"`
}
