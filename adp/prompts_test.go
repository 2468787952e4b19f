package adp_test

import (
	"testing"

	"dun/board"
	"dun/dice"
	"dun/rules"
)

// attackWith plays: side's figure a activates and attacks b, with forced
// dice; it returns the state, which should wait on a prompt.
func attackWith(t tb, s rules.State, side rules.Side, a, b string, forced ...int) rules.State {
	t.Helper()
	src := dice.Scripted(forced...)
	h := rules.Header{Seat: side}
	for _, c := range []rules.Command{rules.Activate{Header: h, Figure: a}, rules.Attack{Header: h, Figure: a, Target: b, Item: -1}} {
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

// Page 62: creatures always block with their shield; a berserker's card
// says it never does.
func TestBlockAnswers(t *testing.T) {
	for _, c := range []struct{ kind, want string }{
		{"orc_warrior", "answer:block"},
		{"devastator_marauder", "answer:no_block"},
	} {
		t.Run(c.kind, func(t *testing.T) {
			orc := creature(t, c.kind, "orc", 3, 1, board.West)
			if orc.Shield() < 0 {
				w := creature(t, "orc_warrior", "x", 0, 0, 0)
				orc.Items = append(orc.Items, w.Items[w.Shield()])
				orc.Items[len(orc.Items)-1].Place = rules.InHand
				for k := range orc.Items {
					if orc.Items[k].Hands == 2 && orc.Items[k].Place == rules.InHand {
						orc.Items[k].Place = rules.InPack
					}
				}
			}
			shara := hero(t, "shara", 2, 1, board.East)
			s, err := rules.NewState(room(t, 6, 3), []rules.Figure{shara, orc})
			if err != nil {
				t.Fatal(err)
			}
			s = attackWith(t, s, rules.Heroes, "shara", "orc", 5, 4, 1, 2)
			if s.Prompt.Kind != rules.PromptBlock {
				t.Fatalf("prompt %s", s.Prompt.Kind)
			}
			if d := choose(t, player(t), s); d.Option.ID != c.want {
				t.Fatalf("got %s (%s), want %s", d.Option.ID, d.Why.En, c.want)
			}
		})
	}
}

// Pushing in a straight line (page 62), never for animals; following into
// the square left per the card.
func TestPushAndFollow(t *testing.T) {
	for _, c := range []struct {
		kind   string
		push   string
		follow string // "" when no follow prompt is expected
	}{
		{"orc_warrior", "answer:push:1,1", "answer:follow"},
		{"orc_archer", "answer:push:1,1", "answer:stay"},
		{"ghoul", "answer:no_push", ""},
	} {
		t.Run(c.kind, func(t *testing.T) {
			b := hero(t, "borgron", 2, 1, board.East)
			b.EditAttrs().Fortune = 0
			s := darkState(t, room(t, 6, 3), b, creature(t, c.kind, "orc", 3, 1, board.West))
			s = attackWith(t, s, rules.Dark, "orc", "borgron", 5, 4, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1)
			if s.Prompt.Kind != rules.PromptPush {
				t.Fatalf("prompt %s", s.Prompt.Kind)
			}
			p := player(t)
			d := choose(t, p, s)
			if d.Option.ID != c.push {
				t.Fatalf("got %s (%s), want %s", d.Option.ID, d.Why.En, c.push)
			}
			s = apply(t, s, d)
			if c.follow == "" {
				return
			}
			if s.Prompt == nil || s.Prompt.Kind != rules.PromptFollow {
				t.Fatal("no follow prompt")
			}
			if d = choose(t, p, s); d.Option.ID != c.follow {
				t.Fatalf("got %s (%s), want %s", d.Option.ID, d.Why.En, c.follow)
			}
		})
	}
}

// A creature with Fortune (from a card) spends it against a blow that
// would knock it out, as the walkthrough's archer does (page 69).
func TestFatalBlowAnswer(t *testing.T) {
	orc := creature(t, "orc_archer", "orc", 3, 1, board.West)
	orc.EditAttrs().Fortune = 1
	orc.Wounds = 4
	shara := hero(t, "shara", 2, 1, board.East)
	s, err := rules.NewState(room(t, 6, 3), []rules.Figure{shara, orc})
	if err != nil {
		t.Fatal(err)
	}
	s = attackWith(t, s, rules.Heroes, "shara", "orc", 5, 4, 1, 2, 6, 6, 6, 6, 6, 6)
	if s.Prompt.Kind != rules.PromptFatalBlow || s.Prompt.Seat != rules.Dark {
		t.Fatalf("prompt %s for %v", s.Prompt.Kind, s.Prompt.Seat)
	}
	if d := choose(t, player(t), s); d.Option.ID != "answer:"+rules.OptionFortuneRoll {
		t.Fatalf("got %s (%s)", d.Option.ID, d.Why.En)
	}
}

// Page 62: a creature raises its shield against a magic projectile, and a
// spellcaster tries to dispel a hero's spell, with a scroll when it has one.
func TestSpellAnswers(t *testing.T) {
	bolt := rules.Spell{SpellCard: &rules.SpellCard{ID: "bolt", Name: rules.Text{En: "Bolt", Es: "Rayo"}, Nature: rules.NatureProjectile, Mana: 1, Range: 8, Effect: rules.SpellEffect{ID: rules.EffectProjectile, Dice: 3, Against: rules.Armour}}}
	maeliss := hero(t, "maeliss", 0, 1, board.East)
	maeliss.Items = nil
	maeliss.Spells = []rules.Spell{bolt}
	maeliss.EditAttrs().Mana = 2
	maeliss.EditAttrs().Intelligence = 5
	orc := creature(t, "orc_warrior", "orc", 4, 1, board.West)
	shaman := creature(t, "orc_warrior", "shaman", 5, 2, board.West)
	shaman.Items = []rules.Item{{ItemCard: &rules.ItemCard{ID: "magic_scroll", Kind: rules.ItemObject, Effect: "casting_bonus", Traits: []rules.Trait{{Name: "dispel", Value: 1}, {Name: "value", Value: 2}}}, Place: rules.InPack}}
	shaman.Spells = []rules.Spell{bolt}
	shaman.EditAttrs().Mana = 2
	shaman.EditAttrs().Intelligence = 4
	s, err := rules.NewState(room(t, 8, 4), []rules.Figure{maeliss, orc, shaman})
	if err != nil {
		t.Fatal(err)
	}
	h := rules.Header{Seat: rules.Heroes}
	src := dice.Scripted(4, 3)
	for _, c := range []rules.Command{rules.Activate{Header: h, Figure: "maeliss"}, rules.Cast{Header: h, Figure: "maeliss", Spell: "bolt", Target: "orc"}} {
		if s, _, err = rules.Apply(s, c, src); err != nil {
			t.Fatal(err)
		}
	}
	if d := choose(t, player(t), s); d.Option.ID != "answer:dispel:shaman:magic_scroll" {
		t.Fatalf("dispel: got %s (%s)", d.Option.ID, d.Why.En)
	}
	if s, _, err = rules.Apply(s, rules.Answer{Header: rules.Header{Seat: rules.Dark}, Option: rules.OptionNoDispel}, dice.Scripted()); err != nil {
		t.Fatal(err)
	}
	if s.Prompt == nil || s.Prompt.Kind != rules.PromptSpellShield {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	if d := choose(t, player(t), s); d.Option.ID != "answer:use_shield" {
		t.Fatalf("shield: got %s (%s)", d.Option.ID, d.Why.En)
	}
}
