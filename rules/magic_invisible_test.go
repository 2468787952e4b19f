package rules

import (
	"strings"
	"testing"

	"dun/board"
)

func turnInvisible(id string, k int) Command {
	return TurnInvisible{Header: Header{Seat: Heroes}, Figure: id, Item: k}
}

// The Invisibility Ring (R1056): a Quick Action, twice a quest; until its
// next activation no enemy attacks, shoots or casts on the wearer, and it
// moves past melee ranges.
func TestInvisibilityRing(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	taeral := armed(heroFig("taeral", 2, 2, 4, 0), worn(invisibilityRing()))
	orc := armed(fig("orc", Dark, SizeAverage, 4, 2, 4), sword())
	orc.Facing = board.West
	archer := armed(fig("archer", Dark, SizeAverage, 9, 2, 4), bow())
	archer.Facing = board.West
	shaman := fig("shaman", Dark, SizeAverage, 9, 5, 4)
	shaman.Spells = []Spell{boltSpell()}
	shaman.EditAttrs().Mana = 2
	shaman.Facing = board.West
	s := newState(t, g, taeral, orc, archer, shaman)
	s, evs := play(t, s, nil, activate(Heroes, "taeral"), turnInvisible("taeral", 0))
	f := s.Figures[0]
	if !invisible(&f) || f.Items[0].Used != 1 || s.Active.QuickActions != 1 {
		t.Fatalf("invisible %v, used %d, quick %d", invisible(&f), f.Items[0].Used, s.Active.QuickActions)
	}
	if u, ok := find[ItemPowerUsed](evs); !ok || !strings.HasSuffix(u.What.En, "uses left this quest: 1") || !strings.HasSuffix(u.What.Es, "en esta aventura: 1") {
		t.Errorf("power used %+v", u)
	}
	// The orc's melee range does not stop it: it walks past to (5, 1).
	if _, ok := moveOpts(s, Heroes)[at(5, 1)]; !ok {
		t.Errorf("no move past the orc: %v", moveOpts(s, Heroes))
	}
	s, _ = play(t, s, nil, moveTo(Heroes, "taeral", 5, 1), endAct(Heroes, "taeral"), endTurn(Heroes))
	for _, c := range []Command{
		Activate{Header: Header{Seat: Dark}, Figure: "orc"},
		Activate{Header: Header{Seat: Dark}, Figure: "archer"},
		Activate{Header: Header{Seat: Dark}, Figure: "shaman"},
	} {
		d, _ := play(t, s, nil, c)
		id := c.(Activate).Figure
		for _, cmd := range []Command{
			Attack{Header: Header{Seat: Dark}, Figure: id, Target: "taeral", Item: -1},
			Shoot{Header: Header{Seat: Dark}, Figure: id, Target: "taeral", Item: -1},
			Cast{Header: Header{Seat: Dark}, Figure: id, Spell: "bolt", Target: "taeral"},
		} {
			n, _, err := Apply(d, cmd, scriptedDice(6, 6, 6, 6, 6, 6))
			if err == nil {
				t.Errorf("%s accepted against an invisible hero: %+v", describe(cmd), n.Figures[0])
			}
		}
		for _, o := range Options(d, Dark) {
			switch x := o.Command.(type) {
			case Attack:
				if x.Target == "taeral" {
					t.Errorf("option %s", o.ID)
				}
			case Shoot:
				if x.Target == "taeral" {
					t.Errorf("option %s", o.ID)
				}
			case Cast:
				if x.Target == "taeral" {
					t.Errorf("option %s", o.ID)
				}
			}
		}
	}
	re := refused(t, mustActivate(t, s, "archer"), Shoot{Header: Header{Seat: Dark}, Figure: "archer", Target: "taeral", Item: -1}, CodeBadTarget)
	if !strings.Contains(re.Reason.En, "invisible") || !strings.Contains(re.Reason.Es, "invisible") {
		t.Errorf("reason %+v", re.Reason)
	}
	// Its next activation ends it; a second use is left, then none (the
	// orc steps away: no Quick Action next to an enemy, page 28).
	s.Figures[1].At = at(0, 5)
	s, _ = play(t, s, nil, endTurn(Dark), activate(Heroes, "taeral"))
	if f := s.Figures[0]; invisible(&f) {
		t.Fatal("still invisible at its next activation")
	}
	s, _ = play(t, s, nil, turnInvisible("taeral", 0), endAct(Heroes, "taeral"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"))
	re = refused(t, s, turnInvisible("taeral", 0), CodeBadItem)
	if !strings.Contains(re.Reason.En, "no use of Invisibility Ring left") {
		t.Errorf("reason %q", re.Reason.En)
	}
}

func mustActivate(t *testing.T, s State, id string) State {
	t.Helper()
	s, _ = play(t, s, nil, Activate{Header: Header{Seat: Dark}, Figure: id})
	return s
}

// What TurnInvisible refuses: a ring not worn or not identified, or a
// hero already invisible.
func TestInvisibilityRefusals(t *testing.T) {
	for _, c := range []struct {
		name string
		it   Item
		mark bool
	}{
		{"in the backpack", invisibilityRing(), false},
		{"unidentified", worn(unknown(invisibilityRing())), false},
		{"already invisible", worn(invisibilityRing()), true},
		{"another ring", worn(ringOfProtection()), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newState(t, arena(t), armed(heroFig("taeral", 1, 1, 4, 0), c.it))
			s, _ = play(t, s, nil, activate(Heroes, "taeral"))
			if c.mark {
				s.Figures[0].Marks = []string{markInvisible}
			}
			refused(t, s, turnInvisible("taeral", 0), CodeBadItem)
			for _, o := range Options(s, Heroes) {
				if _, ok := o.Command.(TurnInvisible); ok {
					t.Errorf("option %s", o.ID)
				}
			}
		})
	}
}

// A new quest gives the ring its uses back.
func TestInvisibilityUsesPerQuest(t *testing.T) {
	it := worn(invisibilityRing())
	it.Used = 2
	s := newState(t, arena(t), armed(heroFig("taeral", 1, 1, 4, 0), it))
	if n := itemUsesLeft(&s.Figures[0].Items[0]); n != 2 {
		t.Fatalf("%d uses left at the start of a quest", n)
	}
}
