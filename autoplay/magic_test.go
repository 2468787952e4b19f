package autoplay

import (
	"strings"
	"testing"

	"dun/board"
	"dun/content"
	"dun/content/load"
	"dun/content/starter"
	"dun/dice"
	"dun/rules"
	"dun/setup"
)

// The objects as the starter pack's magic.yaml describes them.
func wand() rules.Item {
	return rules.Item{ItemCard: &rules.ItemCard{ID: "wand_of_sparks", Name: rules.Text{En: "Wand of Sparks", Es: "Varita de chispas"}, Kind: rules.ItemObject, Hands: 1,
		Effect: rules.EffectMagicItem, Traits: []rules.Trait{{Name: "dice", Value: 3}, {Name: "power", Word: "magic_projectile"}, {Name: "range", Value: 8}, {Name: "uses", Value: 2}}}}
}

func blood() rules.Item {
	return rules.Item{ItemCard: &rules.ItemCard{ID: "unicorn_blood", Name: rules.Text{En: "Unicorn Blood", Es: "Sangre de unicornio"}, Kind: rules.ItemObject,
		Effect: rules.EffectMagicItem, Traits: []rules.Trait{{Name: "power", Word: "full_recovery"}, {Name: "uses", Value: 1}}}}
}

func antidote() rules.Item {
	return rules.Item{ItemCard: &rules.ItemCard{ID: "antidote", Name: rules.Text{En: "Antidote", Es: "Antídoto"}, Kind: rules.ItemObject,
		Effect: rules.EffectCure, Traits: []rules.Trait{{Name: "condition", Word: "poisoned"}}}}
}

func hammer() rules.Item {
	return rules.Item{ItemCard: &rules.ItemCard{ID: "earth_shattering_warhammer", Name: rules.Text{En: "Earth-shattering Warhammer", Es: "Gran martillo rompetierra"}, Kind: rules.ItemMelee, Hands: 2,
		Dice: 1, PlusStrength: true, Piercing: -1, Breaks: 2, Effect: rules.EffectMagicWeapon, Traits: []rules.Trait{{Name: "dice", Value: 2}, {Name: "power", Word: "quake"}}}, Place: rules.InHand}
}

func TestMagicObjectsUsed(t *testing.T) {
	wieldHammer := func(f *rules.Figure) {
		for i := range f.Items {
			if f.Items[i].Place == rules.InHand {
				f.Items[i].Place = rules.InPack
			}
		}
		f.Items = append(f.Items, hammer())
	}
	for _, c := range []struct {
		name  string
		hero  string
		foes  []board.Pos
		setup func(f *rules.Figure)
		want  string
	}{
		{"a badly wounded hero drinks the Unicorn Blood", "borgron", []board.Pos{pos(12, 8)}, func(f *rules.Figure) {
			f.Items = append([]rules.Item{}, f.Items[0], blood())
			f.Wounds = int32(f.Attrs().Vitality - 1)
		}, "use_item:borgron:1"},
		{"a poisoned hero drinks his antidote", "borgron", []board.Pos{pos(12, 8)}, func(f *rules.Figure) {
			f.Items = append([]rules.Item{}, f.Items[0], antidote())
			f.Conditions = f.Conditions.With(rules.Poisoned)
		}, "drink:borgron:1"},
		{"a hero not poisoned keeps it", "borgron", []board.Pos{pos(12, 8)}, func(f *rules.Figure) {
			f.Items = append([]rules.Item{}, f.Items[0], antidote())
		}, "!drink:"},
		{"a hale hero keeps it", "borgron", []board.Pos{pos(12, 8)}, func(f *rules.Figure) {
			f.Items = append([]rules.Item{}, f.Items[0], blood())
		}, "!use_item:"},
		{"an enemy out of a blow's reach gets the wand's sparks", "shara", []board.Pos{pos(10, 4)}, func(f *rules.Figure) {
			f.Items = append(f.Items, wand())
			freeShield(f)
		}, "use_item:shara:"},
		{"an enemy beside him gets the sword, not the wand (no Action next to an enemy)", "shara", []board.Pos{pos(6, 4)}, func(f *rules.Figure) {
			f.Items = append(f.Items, wand())
			freeShield(f)
		}, "attack:shara:foe0"},
		{"two enemies beside her are felled by the quake", "shara", []board.Pos{pos(6, 4), pos(4, 4)}, wieldHammer, "use_item:shara:"},
		{"one enemy beside her gets a blow", "shara", []board.Pos{pos(6, 4)}, wieldHammer, "attack:shara:foe0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := yard(t, []string{c.hero}, []board.Pos{pos(5, 4)}, c.foes)
			c.setup(figure(&s, c.hero))
			a, opts := activate(t, s, c.hero)
			ch := act(&a, opts)
			id := opts[ch.Index].ID
			if neg, ok := strings.CutPrefix(c.want, "!"); ok {
				if strings.HasPrefix(id, neg) {
					t.Errorf("chose %s (%s)", id, ch.Why.En)
				}
				return
			}
			if !strings.HasPrefix(id, c.want) {
				t.Errorf("chose %s (%s), want %s", id, ch.Why.En, c.want)
			}
			if ch.Why.En == "" || ch.Why.Es == "" {
				t.Errorf("no reason: %+v", ch.Why)
			}
		})
	}
}

// A hero whose shield blocks magic (the Diamond Shield) blocks a magic
// projectile rather than only raising the shield.
func TestDiamondShieldAnswer(t *testing.T) {
	diamond := rules.Item{ItemCard: &rules.ItemCard{ID: "diamond_shield", Name: rules.Text{En: "Diamond Shield", Es: "Escudo de diamante"}, Kind: rules.ItemShield, Hands: 1, Block: 5, BreakBlock: 2,
		Effect: rules.EffectMagicArmour, Traits: []rules.Trait{{Name: "block", Value: 4}, {Name: "immune", Word: "breaking"}, {Name: "power", Word: "blocks_magic_projectiles"}}}, Place: rules.InHand}
	for _, c := range []struct {
		name    string
		unknown bool
		want    string
	}{{"identified", false, "answer:block"}, {"unidentified", true, "answer:use_shield"}} {
		t.Run(c.name, func(t *testing.T) {
			s := yard(t, []string{"shara"}, []board.Pos{pos(5, 4)}, []board.Pos{pos(10, 4)})
			f := figure(&s, "shara")
			freeShield(f)
			d := diamond
			d.Unknown = c.unknown
			f.Items = append(f.Items, d)
			figure(&s, "foe0").Items = []rules.Item{wand()}
			s.Side = rules.Dark
			h := rules.Header{Seat: rules.Dark}
			for _, cmd := range []rules.Command{rules.Activate{Header: h, Figure: "foe0"}, rules.UseItem{Header: h, Figure: "foe0", Item: 0, Target: "shara"}} {
				var err error
				if s, _, err = rules.Apply(s, cmd, dice.Scripted()); err != nil {
					t.Fatal(err)
				}
			}
			if s.Prompt == nil || s.Prompt.Kind != rules.PromptSpellShield {
				t.Fatalf("prompt %+v", s.Prompt)
			}
			opts := rules.Options(s, rules.Heroes)
			if ch := answerPrompt(&s, opts); opts[ch.Index].ID != c.want {
				t.Errorf("chose %s (%s), want %s", opts[ch.Index].ID, ch.Why.En, c.want)
			}
		})
	}
}

// packItem and packSpell are the starter pack's item and spell id.
func packItem(t *testing.T, id string) rules.Item {
	t.Helper()
	pack, errs := load.Packs(content.Effects, starter.Source())
	if len(errs) > 0 {
		t.Fatal(errs[0])
	}
	it, err := setup.Item(pack, id)
	if err != nil {
		t.Fatal(err)
	}
	return it
}

func packSpell(t *testing.T, id string) rules.Spell {
	t.Helper()
	pack, errs := load.Packs(content.Effects, starter.Source())
	if len(errs) > 0 {
		t.Fatal(errs[0])
	}
	sp, err := setup.Spell(pack, id)
	if err != nil {
		t.Fatal(err)
	}
	return sp
}

// Flasks are thrown where they do the most harm and none to the party;
// healing herbs tend the most wounded outside combat; a hero with a cone
// spell turns to take an enemy in.
func TestFlasksHerbsAndCones(t *testing.T) {
	// Borgron carries the objects and, for a fair test of them, no
	// spells (his lightning would outdo a flask).
	carry := func(ids ...string) func(t *testing.T, s *rules.State) {
		return func(t *testing.T, s *rules.State) {
			f := figure(s, "borgron")
			f.Spells = nil
			for _, id := range ids {
				f.Items = append(f.Items, packItem(t, id))
			}
		}
	}
	both := func(fs ...func(t *testing.T, s *rules.State)) func(t *testing.T, s *rules.State) {
		return func(t *testing.T, s *rules.State) {
			for _, f := range fs {
				f(t, s)
			}
		}
	}
	undead := func(t *testing.T, s *rules.State) {
		f := figure(s, "foe0")
		f.Skills = append(f.Skills, rules.SkillUndead)
	}
	wounded := func(id string, n int) func(t *testing.T, s *rules.State) {
		return func(t *testing.T, s *rules.State) { figure(s, id).Wounds = int32(n) }
	}
	breath := func(t *testing.T, s *rules.State) {
		f := figure(s, "borgron")
		f.Spells = []rules.Spell{packSpell(t, "grave_breath")}
	}
	for _, c := range []struct {
		name  string
		ids   []string
		at    []board.Pos
		foes  []board.Pos
		setup func(t *testing.T, s *rules.State)
		want  string
	}{
		{"greek fire at two enemies side by side", []string{"borgron"}, []board.Pos{pos(5, 4)}, []board.Pos{pos(8, 4), pos(9, 4)},
			carry("greek_fire"), "use_item:borgron:"},
		{"no greek fire where the burst reaches a hero", []string{"borgron", "shara"}, []board.Pos{pos(5, 4), pos(8, 5)}, []board.Pos{pos(8, 4)},
			carry("greek_fire"), "!use_item:"},
		{"holy water at the undead", []string{"borgron"}, []board.Pos{pos(5, 4)}, []board.Pos{pos(8, 4)},
			both(carry("holy_water"), undead), "use_item:borgron:"},
		{"no holy water at the living", []string{"borgron"}, []board.Pos{pos(5, 4)}, []board.Pos{pos(8, 4)},
			carry("holy_water"), "!use_item:"},
		{"herbs on the wounded ally beside him", []string{"borgron", "shara"}, []board.Pos{pos(5, 4), pos(6, 4)}, nil,
			both(carry("healing_herbs"), wounded("borgron", 1), wounded("shara", 3)), "use_item:borgron:8:shara"},
		{"herbs on himself", []string{"borgron"}, []board.Pos{pos(5, 4)}, nil,
			both(carry("healing_herbs"), wounded("borgron", 2)), "use_item:borgron:8"},
		{"no herbs unhurt", []string{"borgron"}, []board.Pos{pos(5, 4)}, nil,
			carry("healing_herbs"), "!use_item:"},
		{"turn to breathe on the enemy behind", []string{"borgron"}, []board.Pos{pos(5, 4)}, []board.Pos{pos(3, 4)},
			breath, "face:borgron:W"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := yard(t, c.ids, c.at, c.foes)
			c.setup(t, &s)
			if err := s.Check(); err != nil {
				t.Fatal(err)
			}
			a, opts := activate(t, s, "borgron")
			ch := act(&a, opts)
			id := opts[ch.Index].ID
			if neg, ok := strings.CutPrefix(c.want, "!"); ok {
				if strings.HasPrefix(id, neg) {
					t.Errorf("chose %s (%s)", id, ch.Why.En)
				}
				if strings.Contains(c.name, "burst") && find(opts, "use_item:borgron:") < 0 {
					t.Error("the flask is not even offered: the policy has nothing to decline")
				}
				return
			}
			if id != c.want && !(strings.HasSuffix(c.want, ":") && strings.HasPrefix(id, c.want)) {
				t.Errorf("chose %s (%s), want %s", id, ch.Why.En, c.want)
			}
			if ch.Why.En == "" || ch.Why.Es == "" {
				t.Errorf("no reason: %+v", ch.Why)
			}
		})
	}
}
