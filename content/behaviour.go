package content

// Behaviour is a behaviour card of the Artificial Dark Player (pages
// 61-65): how creatures of one behaviour type choose targets, attack,
// disengage, move, defend and push, and the Leader's 1D3 table.
type Behaviour struct {
	Entry       `key:",inline"`
	Targets     []Text `key:"targets" req:"true"`
	AttackOrder Text   `key:"attack_order" req:"true"`
	Disengage   Text   `key:"disengage" req:"true"`
	Movement    Text   `key:"movement" req:"true"`
	Defence     Text   `key:"defence" req:"true"`
	Pushing     Text   `key:"pushing" req:"true"`
	// Leader is the Leader's table, one text per result of 1D3.
	Leader []Text `key:"leader"`
}
