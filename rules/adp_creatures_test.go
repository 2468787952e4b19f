package rules

import (
	"testing"

	"dun/board"
)

// withADP turns s into a game whose Dark Player is the Artificial one
// (mode adp), with no cards: what matters here is the mode.
func withADP(t *testing.T, s State) State {
	t.Helper()
	n, err := WithDarkPlayer(s, DarkPlayer{Mode: DarkADP, Cards: dpCatalogue(t)})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// R840: an ADP creature that fails to disengage does not end its
// activation; it may not move or try again, and fights in melee. A hero
// (or a human Dark Player's creature) still ends it (page 32).
func TestADPFailedDisengageFights(t *testing.T) {
	orc := armed(fig("orc", Dark, SizeAverage, 2, 2, 4), sword())
	orc.Facing = board.East
	shara := armed(heroFig("shara", 3, 2, 4, 0), sword())
	human := newState(t, arena(t), shara, orc)
	human.Side = Dark
	adp := withADP(t, human)
	dis := Disengage{Header: Header{Seat: Dark}, Figure: "orc"}

	h, _ := play(t, human, []int{1, 2}, activate(Dark, "orc"), dis)
	if h.Active != nil {
		t.Fatal("a human Dark Player's creature went on after failing to disengage")
	}

	s, _ := play(t, adp, []int{1, 2}, activate(Dark, "orc"), dis)
	if s.Active == nil || !s.Active.Still || s.Active.Action != "" {
		t.Fatalf("the ADP's orc should fight on: %+v", s.Active)
	}
	ids := OptionIDs(Options(s, Dark))
	for _, no := range []string{"disengage:orc", "move:orc:"} {
		if containsPrefix(ids, no) {
			t.Fatalf("offered %q after a failed disengage: %s", no, ids)
		}
	}
	refused(t, s, dis, CodeActionUsed)
	if !containsPrefix(ids, "attack:orc:shara") {
		t.Fatalf("no attack offered: %s", ids)
	}
	s, evs := play(t, s, []int{5, 5, 2, 2, 1, 1, 1, 1}, attack(Dark, "orc", "shara"))
	if !hasEvent[RoundWon](evs) {
		t.Fatal("the orc did not fight")
	}

	// A critical failure: Shara's automatic hit first, then the orc fights.
	c, evs := play(t, adp, []int{1, 1, 1, 1, 1, 1}, activate(Dark, "orc"), dis)
	if !hasEvent[StruckAutomatically](evs) {
		t.Fatal("no automatic hit on a critical failure")
	}
	if c.Figures[1].Present() && (c.Active == nil || !containsPrefix(OptionIDs(Options(c, Dark)), "attack:orc:shara")) {
		t.Fatalf("the orc stands but does not fight: %+v", c.Active)
	}
}

// R841: an ADP creature draws a weapon next to an enemy without the -1;
// anyone else pays it (page 37).
func TestADPDrawsWithoutPenalty(t *testing.T) {
	axe := axeItem()
	axe.Place = InPack
	orc := armed(fig("orc", Dark, SizeAverage, 2, 2, 4), axe)
	shara := heroFig("shara", 3, 2, 4, 0)
	human := newState(t, arena(t), shara, orc)
	human.Side = Dark
	wield := Wield{Header: Header{Seat: Dark}, Figure: "orc", Item: 0}
	h, _ := play(t, human, nil, activate(Dark, "orc"), wield)
	a, _ := play(t, withADP(t, human), nil, activate(Dark, "orc"), wield)
	if !h.Active.DrewInMelee || a.Active.DrewInMelee {
		t.Fatalf("drew in melee: human %v, adp %v", h.Active.DrewInMelee, a.Active.DrewInMelee)
	}
}

// R842: an ADP creature's blunder ends its activation but leaves its
// weapon in its hands unless the breaking roll breaks it.
func TestADPBlunderKeepsTheWeapon(t *testing.T) {
	orc := armed(fig("orc", Dark, SizeAverage, 2, 2, 4), sword())
	orc.Facing = board.East
	shara := heroFig("shara", 3, 2, 4, 0)
	s := newState(t, arena(t), shara, orc)
	s.Side = Dark
	for _, tc := range []struct {
		name     string
		adp      bool
		breaking int
		place    Place
		broken   bool
	}{
		{"a human Dark Player's orc drops it", false, 4, OnGround, false},
		{"the ADP's orc keeps it", true, 4, InHand, false},
		{"the ADP's orc keeps it broken", true, 1, InHand, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := s
			if tc.adp {
				g = withADP(t, s)
			}
			n, _ := play(t, g, []int{1, 1, 3, 3, tc.breaking}, activate(Dark, "orc"), attack(Dark, "orc", "shara"))
			it := n.Figures[1].Items[0]
			if it.Place != tc.place || it.Broken != tc.broken || n.Active != nil {
				t.Fatalf("sword %v broken %v, active %+v", it.Place, it.Broken, n.Active)
			}
		})
	}
}

func containsPrefix(ids, prefix string) bool {
	for _, id := range splitIDs(ids) {
		if len(id) >= len(prefix) && id[:len(prefix)] == prefix {
			return true
		}
	}
	return false
}

// R844: a sorcerer of the ADP casts with its two-handed staff in hand; a
// human Dark Player's must free a hand first (page 38).
func TestADPCastsWithFullHands(t *testing.T) {
	staff := Item{ItemCard: &ItemCard{ID: "staff", Name: Text{En: "Staff", Es: "Bastón"}, Kind: ItemMelee, Hands: 2, PlusStrength: true}, Place: InHand}
	shaman := armed(caster("shaman", 0, 2, 4, boltSpell()), staff)
	shaman.Side = Dark
	shaman.SetHero(false)
	human := newState(t, arena(t), shaman, heroFig("shara", 5, 2, 4, 0))
	human.Side = Dark
	bolt := cast(Dark, "shaman", "bolt", "shara")
	h, _ := play(t, human, nil, activate(Dark, "shaman"))
	refused(t, h, bolt, CodeNoFreeHand)
	a, _ := play(t, withADP(t, human), nil, activate(Dark, "shaman"))
	if _, evs := play(t, a, []int{6, 6, 1, 1, 1, 1, 1}, bolt); !hasEvent[SpellCast](evs) {
		t.Fatal("the ADP's shaman did not cast")
	}
}

// R848: the ADP's die for a non-offensive action: offered and rolled once
// at the very start of one of its creatures' activations, kept with the
// creature's ID; refused after anything else and outside adp mode.
func TestADPNonOffensiveDie(t *testing.T) {
	orc := fig("orc", Dark, SizeAverage, 0, 0, 4)
	human := newState(t, arena(t), heroFig("shara", 6, 4, 4, 0), orc)
	human.Side = Dark
	roll := DarkRoll{Header: Header{Seat: Dark}, Purpose: RollNonOffensive}
	h, _ := play(t, human, nil, activate(Dark, "orc"))
	refused(t, h, roll, CodeNoDarkPlayer)
	s, _ := play(t, withADP(t, human), nil, activate(Dark, "orc"))
	if !contains(splitIDs(OptionIDs(Options(s, Dark))), "dark_roll:"+RollNonOffensive) {
		t.Fatal("the die is not offered")
	}
	moved, _ := play(t, s, nil, moveTo(Dark, "orc", 1, 0))
	refused(t, moved, roll, CodeActionUsed)
	r, evs := play(t, s, []int{5}, roll)
	if NonOffensiveDie(r, "orc") != 5 || NonOffensiveDie(r, "shara") != 0 || !hasEvent[DarkRolled](evs) {
		t.Fatalf("die %d", NonOffensiveDie(r, "orc"))
	}
	refused(t, r, roll, CodeCannotDraw)
	if contains(splitIDs(OptionIDs(Options(r, Dark))), "dark_roll:"+RollNonOffensive) {
		t.Fatal("offered twice")
	}
}
