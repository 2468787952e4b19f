package rules

// The commands of combat (pages 32-37 and 70): attacking in melee,
// shooting or throwing, disengaging, and handling weapons.

// Attack makes a melee attack (page 36) on Target with the weapon at index
// Item of the figure's Items; Item -1 picks the figure's first melee
// weapon, or fights unarmed when it has none. The first attack of an
// activation is its Action; a figure with several attacks makes the others
// with the same Action (at most 3, page 34).
type Attack struct {
	Header
	Figure string
	Target string
	Item   int
	// Skills are the active skills declared for this attack (page 110).
	Skills []string
	// Thrust: the wielder of a weapon that may thrust (the bastard sword,
	// page 123) chose to before the roll: the target's Armour -1, his
	// Combat Skill and damage dice -1 for this attack (weapon_thrust.go).
	Thrust bool
}

// Shoot makes a ranged attack (page 34) on Target with the ranged weapon
// at index Item (-1: the first one held).
type Shoot struct {
	Header
	Figure string
	Target string
	Item   int
	// Skills are the active skills declared for this shot (page 110).
	Skills []string
	// Pair: the Action's first throw of a weapon thrown two at once (the
	// shuriken, page 124) declares that two go, each at its penalty
	// (weapon_pair.go).
	Pair bool
}

// Disengage tries to leave the melee ranges the figure is engaged in
// (page 32): one Agility test per enemy, before its Action.
type Disengage struct {
	Header
	Figure string
}

// Wield is the Quick Action of drawing or switching weapons (page 28):
// the item at index Item goes to the figure's hands, and what no longer
// fits goes to the backpack.
type Wield struct {
	Header
	Figure string
	Item   int
}

// PickUp takes back an item lying on the ground (page 36): Owner's item
// at index Item. A Quick Action, or an Action with an Agility test inside
// an enemy's melee range.
type PickUp struct {
	Header
	Figure string
	Owner  string
	Item   int
}

// Reload is the Action of reloading the weapon at index Item (page 70).
type Reload struct {
	Header
	Figure string
	Item   int
}

// Command types of combat.
const (
	TypeAttack    = "attack"
	TypeShoot     = "shoot"
	TypeDisengage = "disengage"
	TypeWield     = "wield"
	TypePickUp    = "pick_up"
	TypeReload    = "reload"
)

func (Attack) Type() string    { return TypeAttack }
func (Shoot) Type() string     { return TypeShoot }
func (Disengage) Type() string { return TypeDisengage }
func (Wield) Type() string     { return TypeWield }
func (PickUp) Type() string    { return TypePickUp }
func (Reload) Type() string    { return TypeReload }

// MarshalJSON writes the command's tagged form.
func (c Attack) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Shoot) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Disengage) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Wield) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c PickUp) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Reload) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// Refusal codes of combat.
const (
	// CodeBadTarget: the figure may not attack that target now (not an
	// enemy, out of reach or sight, behind the attacker, ...), or may not
	// cast that spell on it (knocked out, on the wrong side, not the
	// caster for a spell of range 0).
	CodeBadTarget = "bad_target"
	// CodeBadItem: the item named is not one the figure may use so.
	CodeBadItem = "bad_item"
	// CodeNotTriedYet: a door or chest is broken only after it was tried
	// without violence (page 25).
	CodeNotTriedYet = "not_tried_yet"
)
