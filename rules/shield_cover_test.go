package rules

import (
	"testing"

	"dun/board"
)

// bucklerItem blocks melee attacks only and has no cover trait.
func bucklerItem() Item {
	return Item{ItemCard: &ItemCard{ID: "buckler", Name: Text{En: "Buckler", Es: "Rodela"}, Kind: ItemShield, Hands: 1, Block: 6, BreakBlock: 1,
		Traits: []Trait{{Name: "melee_only", Value: 1}, {Name: "double_critical_stun", Value: 1}}}, Place: InHand}
}

// coverShield is the pack's shield, with its light cover against Breath
// and Aura.
func coverShield() Item {
	return Item{ItemCard: &ItemCard{ID: "shield", Name: Text{En: "Shield", Es: "Escudo"}, Kind: ItemShield, Hands: 1, Block: 5, Push: true, BreakBlock: 2,
		Traits: []Trait{{Name: "breath_aura_cover", Value: 1}, {Name: "double_critical_stun", Value: 1}}}, Place: InHand}
}

// Page 43 (R1228): a shield with breath_aura_cover gives light cover, one
// damage die fewer, against an Aura; page 41's example: one Aura die
// against a shield is one die at +1 Armour. Not from behind, not a
// buckler, not in the backpack.
func TestShieldCoverAgainstAura(t *testing.T) {
	cases := []struct {
		name   string
		item   Item
		facing board.Dir
		dice   int
		armour int
	}{
		{"shield facing the aura", coverShield(), board.East, 0, 4},
		{"shield, the aura behind", coverShield(), board.West, 1, 3},
		{"buckler", bucklerItem(), board.East, 1, 3},
		{"shield in the pack", func() Item { it := coverShield(); it.Place = InPack; return it }(), board.East, 1, 3},
	}
	for _, c := range cases {
		fire := skilled(fig("fire", Dark, SizeAverage, 4, 2, 4), "aura")
		shara := armed(heroFig("shara", 3, 2, 4, 0), c.item)
		shara.Facing = c.facing
		s := newState(t, arena(t), shara, fire)
		_, evs := play(t, s, []int{3}, activate(Heroes, "shara"))
		d := lastOf[DamageRolled](t, evs)
		if d.Dice != c.dice || d.Armour != c.armour {
			t.Errorf("%s: %+v, want %d dice at %d", c.name, d, c.dice, c.armour)
		}
		rs := rolls(evs)
		if covered := c.dice == 0; covered != (len(rs[len(rs)-1].DiceModifiers) == 1) {
			t.Errorf("%s: dice modifiers %+v", c.name, rs[len(rs)-1].DiceModifiers)
		}
	}
}

// Page 43 (R1228): the shield's cover against a Breath, facing the
// breather; none with the breather in the bearer's back.
func TestShieldCoverAgainstBreath(t *testing.T) {
	g := parseMap(t,
		"#####",
		"#...#",
		"#####")
	for _, c := range []struct {
		facing board.Dir
		forced []int
		dice   int
	}{
		{board.West, []int{5, 5}, 2},
		{board.East, []int{5, 5, 5}, 3},
	} {
		drake := skilled(fig("drake", Dark, SizeAverage, 1, 1, 4), "breath")
		drake.Facing = board.East
		shara := armed(heroFig("shara", 2, 1, 4, 0), coverShield())
		shara.Facing = c.facing
		s := newState(t, g, shara, drake)
		s = darkTurn(t, s)
		_, evs := play(t, s, c.forced, activate(Dark, "drake"), useSkill(Dark, "drake", "breath", "shara"))
		if d := lastOf[DamageRolled](t, evs); d.Dice != c.dice {
			t.Errorf("facing %v: %+v, want %d dice", c.facing, d, c.dice)
		}
	}
}

// Behind a table's light cover the shield adds nothing: covers do not add
// up (R110, R1228).
func TestShieldCoverDoesNotAddToCover(t *testing.T) {
	g := parseMap(t,
		"######",
		"#.T..#",
		"######")
	drake := skilled(fig("drake", Dark, SizeAverage, 1, 1, 4), "breath")
	drake.Facing = board.East
	shara := armed(heroFig("shara", 3, 1, 4, 0), coverShield())
	shara.Facing = board.West
	s := darkTurn(t, newState(t, g, shara, drake))
	_, evs := play(t, s, []int{5, 5}, activate(Dark, "drake"), useSkill(Dark, "drake", "breath", "shara"))
	if d := lastOf[DamageRolled](t, evs); d.Dice != 2 {
		t.Fatalf("%+v, want 2 dice: the table's cover only", d)
	}
}

// Two Auras at once are one blow of two dice (R271); the shield, facing
// them, takes one die off it (R1229); with both in its back, none.
func TestShieldCoverAgainstTwoAuras(t *testing.T) {
	for _, c := range []struct {
		facing board.Dir
		dice   int
	}{{board.South, 1}, {board.North, 2}} {
		east := skilled(fig("east", Dark, SizeAverage, 4, 3, 4), "aura")
		west := skilled(fig("west", Dark, SizeAverage, 2, 3, 4), "aura")
		shara := armed(heroFig("shara", 3, 2, 4, 0), coverShield())
		shara.Facing = c.facing
		s := newState(t, arena(t), shara, east, west)
		forced := []int{3, 3}[:c.dice]
		_, evs := play(t, s, forced, activate(Heroes, "shara"))
		if d := lastOf[DamageRolled](t, evs); d.Dice != c.dice || d.Armour != 3 {
			t.Errorf("facing %v: %+v, want %d dice at 3", c.facing, d, c.dice)
		}
	}
}
