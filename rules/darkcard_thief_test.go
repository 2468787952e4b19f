package rules

import (
	"strings"
	"testing"

	"dun/dice"
)

// thiefCards is dpCatalogue with Thief! (starter pack, original): one
// creature worth up to 3, 3 squares from a hero.
func thiefCards(t testing.TB, s State, hand ...string) State {
	t.Helper()
	base := dpCatalogue(t)
	cards := append(base.Cards(), DarkCard{ID: "thief", Name: Text{En: "Thief!", Es: "¡Ladrón!"}, Type: CardEncounter, Cost: 3, Discard: 1,
		Place: []string{PlaceHero}, Effect: "card_spawn_thief", Params: []CardParam{{Name: "distance", Int: 3}}})
	var creatures []Figure
	for _, k := range base.CreatureKinds() {
		f, _ := base.Creature(k)
		creatures = append(creatures, *f)
	}
	c, err := NewCatalogue(cards, creatures)
	if err != nil {
		t.Fatal(err)
	}
	s.Dark.Cards = c
	s.Dark.Hand = hand
	return s
}

func thiefPlay(target string, kind string, x, y int) Command {
	return PlayCard{Header: Header{Seat: Dark}, Card: "thief", Target: target, Spawns: []Spawn{spawn(kind, x, y)}}
}

// Page 60 and the Thief! card: the creature appears exactly 3 squares
// from the hero it names, in his section even where the heroes began,
// more than 2 from every hero (page 49); elsewhere only when his section
// has no square that fits (R536). It costs its VP, at most the card's 3.
func TestThiefPlaced(t *testing.T) {
	for _, tc := range []struct {
		name string
		cmd  Command
		says string
	}{
		{"no hero named", thiefPlay("", "orc", 3, 1), "names the hero"},
		{"a creature named", thiefPlay("orc-1", "orc", 3, 1), "names the hero"},
		{"two creatures", PlayCard{Header: Header{Seat: Dark}, Card: "thief", Target: "taeral", Spawns: []Spawn{spawn("orc", 3, 1), spawn("orc", 4, 1)}}, "single creature"},
		{"worth more than 3", thiefPlay("taeral", "giant", 3, 1), "allows 3"},
		{"too near", thiefPlay("taeral", "orc", 2, 1), "more than 2 squares"},
		{"too far", thiefPlay("taeral", "orc", 4, 1), "appears 3 squares"},
		{"another section while his fits", thiefPlay("taeral", "orc", 7, 0), "fits"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			orc := creature("orc-1", "grunt", 1, false)
			orc.At = at(10, 4)
			s := thiefCards(t, dpState(t, nil, explorer("taeral", 0, 0), orc), "thief")
			s.Explore.Revealed[1] = true
			s = darkTurn(t, s)
			err := refused(t, s, tc.cmd, CodeSpawn)
			if !strings.Contains(err.Error(), tc.says) {
				t.Fatalf("refused for %q, want %q", err.Error(), tc.says)
			}
		})
	}
	t.Run("placed", func(t *testing.T) {
		s := thiefCards(t, dpState(t, nil, explorer("taeral", 0, 0)), "thief")
		s = darkTurn(t, s)
		s, evs := play(t, s, []int{6, 6, 1, 1}, thiefPlay("taeral", "orc", 3, 1))
		f, ok := s.Figure("orc-dp1")
		if !ok || f.Quarry() != "taeral" || !f.Activated || s.Available() != 19 {
			t.Fatalf("thief %+v reserve %d", f, s.Available())
		}
		if cp, _ := find[CardPlayed](evs); cp.Card != "thief" || cp.Cost != 1 || cp.Section != 1 {
			t.Fatalf("played %+v", cp)
		}
	})
	t.Run("nearer another hero", func(t *testing.T) {
		s := thiefCards(t, dpState(t, nil, explorer("taeral", 0, 0), explorer("shara", 5, 1)), "thief")
		s = darkTurn(t, s)
		err := refused(t, s, thiefPlay("taeral", "orc", 3, 1), CodeSpawn)
		if !strings.Contains(err.Error(), "squares from Shara") {
			t.Fatalf("refused %v", err)
		}
	})
	t.Run("beside his section", func(t *testing.T) {
		// Taeral in a corner of the corridor, Shara 3 squares off: no
		// square of the corridor is 3 from Taeral and no nearer Shara,
		// more than 2 from both.
		s := thiefCards(t, dpState(t, nil, explorer("taeral", 6, 0), explorer("shara", 3, 1)), "thief")
		s.Explore.Revealed[1] = true
		s = darkTurn(t, s)
		s, _ = play(t, s, []int{6, 6, 1, 1}, thiefPlay("taeral", "orc", 9, 0))
		if f, ok := s.Figure("orc-dp1"); !ok || f.Quarry() != "taeral" {
			t.Fatalf("thief %+v", f)
		}
	})
}

// The thief's snatch and flight (R537, R538): next to its hero it rolls
// its Dexterity against his Perception and takes an item of his backpack
// drawn with the dice; out of every enemy's melee range it leaves with
// it; knocked out, it drops the loot where any figure may pick it up.
func TestThiefSteals(t *testing.T) {
	rope := Item{ItemCard: &ItemCard{ID: "rope", Name: Text{En: "Rope", Es: "Cuerda"}}, Place: InPack}
	potion := Item{ItemCard: &ItemCard{ID: "potion", Name: Text{En: "Potion", Es: "Poción"}}, Place: InPack}
	sword := Item{ItemCard: &ItemCard{ID: "sword", Name: Text{En: "Sword", Es: "Espada"}, Kind: ItemMelee, Hands: 1, Dice: 2}, Place: InHand}
	setup := func(t *testing.T) State {
		h := explorer("taeral", 5, 0)
		h.Items = []Item{sword, rope, potion}
		thief := creature("orc-dp1", "grunt", 1, false)
		thief.At = at(6, 0)
		thief.SetQuarry("taeral")
		thief.EditAttrs().Dexterity = 3
		other := creature("orc-2", "grunt", 1, false)
		other.At = at(10, 4)
		s := thiefCards(t, dpState(t, nil, h, thief, other))
		s.Explore.Revealed[1] = true
		s = darkTurn(t, s)
		s, _ = play(t, s, nil, activate(Dark, "orc-dp1"))
		return s
	}
	t.Run("stolen", func(t *testing.T) {
		s := setup(t)
		if !strings.Contains(OptionIDs(Options(s, Dark)), "steal:orc-dp1:taeral") {
			t.Fatalf("no steal offered: %s", OptionIDs(Options(s, Dark)))
		}
		refused(t, s, Steal{Header: Header{Seat: Dark}, Figure: "orc-2", Target: "taeral"}, CodeNotActive)
		refused(t, s, Leave{Header: Header{Seat: Dark}, Figure: "orc-dp1"}, CodeCannotLeave)
		// 5+4+3 against 1+2+2; the die 4 draws the second of two items.
		s, evs := play(t, s, []int{5, 4, 1, 2, 4}, Steal{Header: Header{Seat: Dark}, Figure: "orc-dp1", Target: "taeral"})
		ev, ok := find[ItemStolen](evs)
		if !ok || !ev.Stolen || ev.ItemName.En != "Potion" {
			t.Fatalf("event %+v", ev)
		}
		h, _ := s.Figure("taeral")
		th, _ := s.Figure("orc-dp1")
		if len(h.Items) != 2 || h.Items[1].ID != "rope" || len(th.Items) != 1 || !th.Items[0].Stolen {
			t.Fatalf("hero %+v thief %+v", h.Items, th.Items)
		}
		refused(t, s, Steal{Header: Header{Seat: Dark}, Figure: "orc-dp1", Target: "taeral"}, CodeActionUsed)
		// Engaged by Taeral it may not flee; once he is away, it may.
		refused(t, s, Leave{Header: Header{Seat: Dark}, Figure: "orc-dp1"}, CodeCannotLeave)
		s.Figures[s.figure("taeral")].At = at(0, 0)
		if !strings.Contains(OptionIDs(Options(s, Dark)), "leave:orc-dp1") {
			t.Fatalf("no flight offered: %s", OptionIDs(Options(s, Dark)))
		}
		s, evs = play(t, s, nil, Leave{Header: Header{Seat: Dark}, Figure: "orc-dp1"})
		th, _ = s.Figure("orc-dp1")
		if fl, ok := find[ThiefFled](evs); !ok || fl.ItemName.En != "Potion" || !th.Left || s.Active != nil {
			t.Fatalf("fled %+v left %v active %+v", fl, th.Left, s.Active)
		}
		if err := s.Check(); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("caught", func(t *testing.T) {
		s := setup(t)
		s, evs := play(t, s, []int{1, 2, 5, 4}, Steal{Header: Header{Seat: Dark}, Figure: "orc-dp1", Target: "taeral"})
		if ev, ok := find[ItemStolen](evs); !ok || ev.Stolen {
			t.Fatalf("event %+v", ev)
		}
		if h, _ := s.Figure("taeral"); len(h.Items) != 3 {
			t.Fatalf("items %+v", h.Items)
		}
	})
	t.Run("dropped", func(t *testing.T) {
		s := setup(t)
		s, _ = play(t, s, []int{5, 4, 1, 2, 1}, Steal{Header: Header{Seat: Dark}, Figure: "orc-dp1", Target: "taeral"})
		e := &env{s: &s, dice: dice.NewRoller(dice.Scripted())}
		e.knockOut(s.figure("orc-dp1"), 0)
		th, _ := s.Figure("orc-dp1")
		if ld, ok := find[LootDropped](e.events); !ok || ld.ItemName.En != "Rope" || th.Items[0].Place != OnGround || th.Items[0].At != at(6, 0) {
			t.Fatalf("dropped %+v items %+v", ld, th.Items)
		}
		s.End, s.Active, s.Side = nil, nil, Heroes
		s, _ = play(t, s, nil, activate(Heroes, "taeral"), PickUp{Header: Header{Seat: Heroes}, Figure: "taeral", Owner: "orc-dp1", Item: 0})
		h, _ := s.Figure("taeral")
		if len(h.Items) != 3 || h.Items[2].ID != "rope" || h.Items[2].Stolen {
			t.Fatalf("picked up %+v", h.Items)
		}
	})
}

// A thief whose hero carries nothing in his backpack has nothing to
// steal, and nothing to flee with (R537).
func TestThiefOptionsWithoutLoot(t *testing.T) {
	h := explorer("taeral", 5, 0)
	thief := creature("orc-dp1", "grunt", 1, false)
	thief.At = at(6, 0)
	thief.SetQuarry("taeral")
	s := thiefCards(t, dpState(t, nil, h, thief))
	s = darkTurn(t, s)
	s, _ = play(t, s, nil, activate(Dark, "orc-dp1"))
	ids := OptionIDs(Options(s, Dark))
	if strings.Contains(ids, "steal:") || strings.Contains(ids, "leave:") {
		t.Fatalf("a hero with an empty backpack offers %s", ids)
	}
	err := refused(t, s, Steal{Header: Header{Seat: Dark}, Figure: "orc-dp1", Target: "taeral"}, CodeBadTarget)
	if err.Reason.Es == "" {
		t.Fatal("no Spanish reason")
	}
}
