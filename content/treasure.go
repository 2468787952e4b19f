package content

// Treasure is a treasure table: what a roll finds. With dice "deck" it is
// a deck of cards instead (the Treasure deck, page 4): each row is a card,
// From to To numbering its copies from 1, drawn at random.
type Treasure struct {
	Entry `key:",inline"`
	Dice  string `key:"dice" req:"true" enum:"1D6|2D6|deck"`
	Rows  []Find `key:"rows" req:"true"`
}

// Find is what a search or treasure roll from From to To gives: a text,
// coins, an object or another treasure table.
type Find struct {
	From  int  `key:"from" req:"true" min:"1" max:"12"`
	To    int  `key:"to" req:"true" min:"1" max:"12"`
	Text  Text `key:"text" req:"true"`
	Coins int  `key:"coins" min:"0" max:"99999"`
	Item  *Ref `key:"item" ref:"equipment|magic|potions|treasure"`
	// Effect is what the row does to the figure that finds it (a search
	// table's row: find_harm, find_condition, find_heal, find_fortune,
	// find_mana).
	Effect *EffectUse `key:"effect"`
	// Original marks a row designed for dun.
	Original bool `key:"original"`
	At       Pos
}
