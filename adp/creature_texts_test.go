package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
	"dun/rules"
	"dun/setup"
)

// armedWith gives figure f only the starter pack's items ids, in hand.
func armedWith(t *testing.T, f rules.Figure, ids ...string) rules.Figure {
	t.Helper()
	f.Items = nil
	for _, id := range ids {
		it, err := setup.Item(starterPack(t), id)
		if err != nil {
			t.Fatal(err)
		}
		it.Place = rules.InHand
		f.Items = append(f.Items, it)
	}
	return f
}

// strike plays side's figure a activating and attacking b with its first
// item, declaring skills, with forced dice; the state waits on a prompt.
func strike(t *testing.T, s rules.State, side rules.Side, a, b string, skills []string, forced ...int) rules.State {
	t.Helper()
	src := dice.Scripted(forced...)
	h := rules.Header{Seat: side}
	for _, c := range []rules.Command{rules.Activate{Header: h, Figure: a}, rules.Attack{Header: h, Figure: a, Target: b, Item: 0, Skills: skills}} {
		n, _, err := rules.Apply(s, c, src)
		if err != nil {
			t.Fatal(err)
		}
		s = n
	}
	if s.Prompt == nil {
		t.Fatal("no prompt")
	}
	return s
}

// Blocking's creature text (page 110): the ADP blocks with its weapon a
// hit that would lower its Armour, and no other.
func TestBlockingCreatureText(t *testing.T) {
	for _, c := range []struct{ weapon, want string }{
		{"axe", "answer:" + rules.OptionWeaponBlock},    // piercing -1
		{"broadsword", "answer:" + rules.OptionNoBlock}, // no piercing
	} {
		t.Run(c.weapon, func(t *testing.T) {
			orc := armedWith(t, creature(t, "orc_warrior", "orc", 3, 1, board.West), "bastard_sword")
			orc.Skills = append(orc.Skills, "blocking")
			shara := armedWith(t, hero(t, "shara", 2, 1, board.East), c.weapon)
			s, err := rules.NewState(room(t, 6, 3), []rules.Figure{shara, orc})
			if err != nil {
				t.Fatal(err)
			}
			s = strike(t, s, rules.Heroes, "shara", "orc", nil, 5, 4, 1, 2)
			if s.Prompt.Kind != rules.PromptBlock {
				t.Fatalf("prompt %s", s.Prompt.Kind)
			}
			if d := choose(t, player(t), s); d.Option.ID != c.want {
				t.Fatalf("got %s (%s), want %s", d.Option.ID, d.Why.En, c.want)
			}
		})
	}
}

// Martial Arts' creature text (page 111): always the knock-down.
func TestMartialArtsCreatureText(t *testing.T) {
	orc := armedWith(t, creature(t, "orc_warrior", "orc", 3, 1, board.West), "unarmed")
	orc.Skills = append(orc.Skills, "martial_arts")
	shara := armedWith(t, hero(t, "shara", 2, 1, board.East), "broadsword")
	shara.EditAttrs().Fortune = 0
	s := darkState(t, room(t, 6, 3), shara, orc)
	s = strike(t, s, rules.Dark, "orc", "shara", []string{"martial_arts"}, 6, 4, 1, 2)
	if s.Prompt.Kind != rules.PromptMartialArts {
		t.Fatalf("prompt %s", s.Prompt.Kind)
	}
	if d := choose(t, player(t), s); d.Option.ID != "answer:"+rules.OptionDieKnockDown {
		t.Fatalf("got %s (%s)", d.Option.ID, d.Why.En)
	}
}

// Deafening Roar (R1103): made when two or more enemies stand next to the
// creature, not with one.
func TestDeafeningRoarTwoEnemies(t *testing.T) {
	for _, c := range []struct {
		name   string
		heroes int
		roars  bool
	}{{"two beside it", 2, true}, {"one beside it", 1, false}} {
		t.Run(c.name, func(t *testing.T) {
			ogre := creature(t, "orc_warrior", "ogre", 3, 1, board.West)
			ogre.Skills = append(ogre.Skills, "deafening_roar")
			figs := []rules.Figure{ogre, hero(t, "shara", 2, 1, board.East)}
			if c.heroes == 2 {
				figs = append(figs, hero(t, "borgron", 4, 1, board.West))
			}
			s := darkState(t, room(t, 7, 3), figs...)
			s, _, err := rules.Apply(s, rules.Activate{Header: rules.Header{Seat: rules.Dark}, Figure: "ogre"}, dice.Scripted())
			if err != nil {
				t.Fatal(err)
			}
			d := choose(t, player(t), s)
			if got := d.Option.ID == "skill_action:ogre:deafening_roar"; got != c.roars {
				t.Fatalf("roars %v: %s (%s)", got, d.Option.ID, d.Why.En)
			}
		})
	}
}

// Leech Mana's text (page 115, R1104): on the enemy with Mana in sight
// with the lowest Intelligence, before attacking.
func TestLeechManaLowestIntelligence(t *testing.T) {
	wraith := creature(t, "orc_warrior", "wraith", 5, 1, board.West)
	wraith.Skills = append(wraith.Skills, "leech_mana")
	maeliss := hero(t, "maeliss", 1, 0, board.East)
	nariant := hero(t, "nariant", 1, 2, board.East)
	maeliss.EditAttrs().Intelligence = 5
	nariant.EditAttrs().Intelligence = 3
	if maeliss.ManaLeft() == 0 || nariant.ManaLeft() == 0 {
		t.Fatal("the test needs two heroes with Mana")
	}
	s := darkState(t, room(t, 8, 3), wraith, maeliss, nariant)
	s, _, err := rules.Apply(s, rules.Activate{Header: rules.Header{Seat: rules.Dark}, Figure: "wraith"}, dice.Scripted())
	if err != nil {
		t.Fatal(err)
	}
	d := choose(t, player(t), s)
	if d.Option.ID != "skill_action:wraith:leech_mana:nariant" || !strings.Contains(d.Why.En, "lowest Intelligence") {
		t.Fatalf("got %s (%s)", d.Option.ID, d.Why.En)
	}
}

// Two-Weapon Fighting's creature text (page 116): the creature fights
// with both weapons, declaring the skill with its first attack.
func TestTwoWeaponsCreatureText(t *testing.T) {
	orc := armedWith(t, creature(t, "orc_warrior", "orc", 4, 1, board.West), "short_sword", "short_sword")
	orc.Items[1].ID = "short_sword_2"
	orc.Skills = append(orc.Skills, "two_weapon_fighting")
	s := activated(t, darkState(t, room(t, 8, 3), hero(t, "borgron", 3, 1, board.East), orc), "orc")
	d := choose(t, player(t), s)
	if !strings.HasPrefix(d.Option.ID, "attack:orc:borgron") || !strings.Contains(d.Option.ID, "+two_weapon_fighting") {
		t.Fatalf("got %s (%s)", d.Option.ID, d.Why.En)
	}
}
