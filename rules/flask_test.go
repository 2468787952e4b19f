package rules

import (
	"slices"
	"strings"
	"testing"

	"dun/board"
)

// The flasks as content/starter/pack/equipment.yaml describes them.
func greekFire() Item {
	return Item{ItemCard: &ItemCard{ID: "greek_fire", Name: Text{En: "Greek Fire", Es: "Fuego griego"}, Kind: ItemObject, Cost: 4, VP: 1,
		Effect: EffectThrownDamage, Traits: []Trait{{Name: "adjacent_dice", Value: 1}, {Name: "dice", Value: 3}, {Name: "fire", Value: 1}, {Name: "range", Value: 4}}}}
}

func holyWater() Item {
	return Item{ItemCard: &ItemCard{ID: "holy_water", Name: Text{En: "Holy Water", Es: "Agua bendita"}, Kind: ItemObject, Cost: 3, VP: 1,
		Effect: EffectThrownDamage, Traits: []Trait{{Name: "against", Word: "undead_underworld"}, {Name: "dice", Value: 3}, {Name: "natural_armor", Value: 1}, {Name: "range", Value: 4}}}}
}

// damageOn lists the damage rolls of evs on figure id.
func damageOn(evs []Event, id string) []DamageRolled {
	var out []DamageRolled
	for _, e := range evs {
		if d, ok := e.(DamageRolled); ok && d.Figure == id {
			out = append(out, d)
		}
	}
	return out
}

// Thrown flasks (pages 34-35, 70-73; the pack's cards; R1240-R1245): a
// ranged attack with the Shooting Skill, within the card's range, the
// card's dice (fire, to the adjacent figures, against Natural Armour, or
// only against the Undead and Underworld as the card says), the flask
// used up whatever the roll.
func TestThrownFlasks(t *testing.T) {
	// Nariant (Shooting 4) at (0,2) facing east throws at the orc at (3,2),
	// point-blank; a second orc stands at (4,2) and Borgron at (3,3), both
	// next to it.
	base := func(flask Item, mod func(s *State)) State {
		nariant := heroFig("nariant", 0, 2, 5, 0)
		nariant.EditAttrs().ShootingSkill = 4
		nariant.Facing = board.East
		nariant.Items = []Item{armed(Figure{}, bow()).Items[0], flask}
		orc := fig("orc", Dark, SizeAverage, 3, 2, 4)
		orc2 := fig("orc2", Dark, SizeAverage, 4, 2, 4)
		borgron := heroFig("borgron", 3, 3, 4, 0)
		s := newState(t, parseMap(t, room(t, 10, 5)...), nariant, orc, orc2, borgron)
		if mod != nil {
			mod(&s)
		}
		s, _ = play(t, s, nil, activate(Heroes, "nariant"))
		return s
	}
	undead := func(ids ...string) func(s *State) {
		return func(s *State) {
			for _, id := range ids {
				f := &s.Figures[s.figure(id)]
				f.Skills = append(f.Skills, SkillUndead)
			}
		}
	}
	type want struct {
		hit     string         // the figure the flask struck, "" for none
		damage  map[string]int // damage dice rolled on each figure
		flaming bool
		against Attribute
		spent   bool // the flask left Nariant's belongings
		ended   bool // the activation ended
		prompt  PromptKind
	}
	for _, c := range []struct {
		name   string
		flask  Item
		mod    func(s *State)
		target string
		dice   []int
		want   want
	}{
		{"greek fire bursts on the orc and its neighbours", greekFire(), nil, "orc",
			// 4+3+4 = 11 hits; 3 fire dice on the orc, then 1 on the
			// other orc and 1 on Borgron, next to it.
			[]int{4, 3, 5, 5, 1, 5, 2},
			want{hit: "orc", damage: map[string]int{"orc": 3, "orc2": 1, "borgron": 1}, flaming: true, against: Armour, spent: true}},
		{"a missed flask is used up all the same", greekFire(), nil, "orc",
			[]int{2, 3}, want{spent: true}},
		{"a failed throw with a 1 bursts on the ally next to the target", greekFire(), nil, "orc",
			// 1+3+4 = 8 misses, a 1: Borgron is hit, and the burst reaches
			// both orcs beside him.
			[]int{1, 3, 4, 4, 4, 6, 6},
			want{hit: "borgron", damage: map[string]int{"borgron": 3, "orc": 1, "orc2": 1}, flaming: true, against: Armour, spent: true}},
		{"a blundered flask ends the activation", greekFire(), nil, "orc",
			// No ally is next to the path from (0,2) to (3,2) but Borgron,
			// at (3,3) beside (2,2): he is hit.
			[]int{1, 1, 4, 4, 4, 6, 6},
			want{hit: "borgron", damage: map[string]int{"borgron": 3, "orc": 1, "orc2": 1}, flaming: true, against: Armour, spent: true, ended: true}},
		{"holy water burns the undead against its natural armour", holyWater(), undead("orc"), "orc",
			[]int{4, 3, 5, 5, 1},
			want{hit: "orc", damage: map[string]int{"orc": 3}, against: NaturalArmour, spent: true}},
		{"holy water on a living ally does nothing", holyWater(), undead("orc"), "orc",
			[]int{1, 3}, want{hit: "borgron", damage: map[string]int{}, spent: true}},
		{"hatred of the underworld may throw the holy water again", holyWater(), func(s *State) {
			undead("orc")(s)
			s.Figures[0].Skills = append(s.Figures[0].Skills, skillHatredUnderworld)
		}, "orc", []int{2, 3}, want{prompt: PromptShotReroll}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := base(c.flask, c.mod)
			if got := useOptions(s, Heroes, "nariant"); !slices.Contains(got, "use_item:nariant:1:"+c.target) {
				t.Fatalf("options %v", got)
			}
			n, evs := play(t, s, c.dice, useItem("nariant", 1, c.target))
			if c.want.prompt != "" {
				if n.Prompt == nil || n.Prompt.Kind != c.want.prompt {
					t.Fatalf("prompt %+v", n.Prompt)
				}
				return
			}
			w := lastOf[RoundWon](t, evs)
			if w.Hit != (c.want.hit != "") || w.Struck != c.want.hit {
				t.Errorf("round %+v, want %q hit", w, c.want.hit)
			}
			for id, dice := range c.want.damage {
				d := damageOn(evs, id)
				if len(d) != 1 || d[0].Dice != dice || d[0].Flaming != c.want.flaming || (dice == 3 && d[0].Against != c.want.against) {
					t.Errorf("damage on %s: %+v, want %d dice", id, d, dice)
				}
			}
			if got := len(damageOn(evs, "nariant")) + len(damageOn(evs, "orc")) + len(damageOn(evs, "orc2")) + len(damageOn(evs, "borgron")); got != len(c.want.damage) {
				t.Errorf("%d damage rolls, want %d", got, len(c.want.damage))
			}
			spent := len(n.Figures[0].Items) == 1
			if spent != c.want.spent || spent && !hasEvent[FlaskSpent](evs) {
				t.Errorf("items %+v", n.Figures[0].Items)
			}
			if (n.Active == nil) != c.want.ended {
				t.Errorf("active %+v", n.Active)
			}
			if !c.want.ended && (n.Active.Action != ruleThrowFlask || len(useOptions(n, Heroes, "nariant")) != 0) {
				t.Errorf("activation %+v, options %v", n.Active, useOptions(n, Heroes, "nariant"))
			}
			if c.want.hit != "" && c.want.damage[c.want.hit] == 0 && !hasEvent[FlaskHarmless](evs) {
				t.Error("holy water spared the living without saying so")
			}
		})
	}
	for _, c := range []struct {
		name   string
		flask  Item
		mod    func(s *State)
		target string
		code   string
	}{
		{"holy water at the living", holyWater(), nil, "orc", CodeBadTarget},
		{"beyond 4 squares", greekFire(), func(s *State) { s.Figures[1].At = at(5, 1) }, "orc", CodeBadTarget},
		{"an enemy beside the thrower", greekFire(), func(s *State) { s.Figures[2].At = at(1, 2) }, "orc", CodeEnemyAdjacent},
		{"no target", greekFire(), nil, "", CodeBadTarget},
		{"an ally", greekFire(), nil, "borgron", CodeBadTarget},
		{"an unknown flask", greekFire(), func(s *State) { s.Figures[0].Items[1].Unknown = true }, "orc", CodeBadItem},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := base(c.flask, c.mod)
			if got := useOptions(s, Heroes, "nariant"); slices.Contains(got, "use_item:nariant:1:"+c.target) {
				t.Errorf("offered %v", got)
			}
			refused(t, s, useItem("nariant", 1, c.target), c.code)
		})
	}
	t.Run("one flask per Action, after no shot", func(t *testing.T) {
		s := base(greekFire(), nil)
		n, _ := play(t, s, []int{2, 3}, shoot(Heroes, "nariant", "orc"))
		refused(t, n, useItem("nariant", 1, "orc"), CodeActionUsed)
	})
	t.Run("the hatred's second throw", func(t *testing.T) {
		s := base(holyWater(), func(s *State) {
			undead("orc")(s)
			s.Figures[0].Skills = append(s.Figures[0].Skills, skillHatredUnderworld)
		})
		n, _ := play(t, s, []int{2, 3}, useItem("nariant", 1, "orc"))
		ids := []string{}
		for _, o := range n.Prompt.Options {
			ids = append(ids, o.ID)
		}
		if strings.Join(ids, " ") != "reroll:hatred_underworld keep" {
			t.Fatalf("prompt options %v", ids)
		}
		n, evs := play(t, n, []int{4, 3, 6, 6, 6}, answer(Heroes, "reroll:hatred_underworld"))
		r := lastOf[Rolled](t, evs)
		for _, e := range evs {
			if x, ok := e.(Rolled); ok && x.Roll.Rule == ruleShoot {
				r = x
			}
		}
		if r.Roll.RerolledBy != skillHatredUnderworld {
			t.Errorf("roll %+v", r.Roll)
		}
		if d := damageOn(evs, "orc"); len(d) != 1 || d[0].Wounds != 3 || d[0].Against != NaturalArmour {
			t.Errorf("damage %+v", d)
		}
		if len(n.Figures[0].Items) != 1 {
			t.Errorf("flask kept: %+v", n.Figures[0].Items)
		}
	})
	t.Run("fortune after the hatred's second throw", func(t *testing.T) {
		// Page 14: Fortune rerolls a throw as any shot, and the hatred's
		// second throw does not use it up.
		s := base(holyWater(), func(s *State) {
			undead("orc")(s)
			s.Figures[0].Skills = append(s.Figures[0].Skills, skillHatredUnderworld)
			s.Figures[0].EditAttrs().Fortune = 2
		})
		n, _ := play(t, s, []int{2, 3}, useItem("nariant", 1, "orc"))
		n, _ = play(t, n, []int{1, 2}, answer(Heroes, OptionHolyReroll))
		if n.Prompt == nil || n.Prompt.Kind != PromptStrikeFortune || !n.Prompt.has(OptionRerollOwn) {
			t.Fatalf("prompt %+v", n.Prompt)
		}
		n, evs := play(t, n, []int{6, 5, 3, 3, 3, 3}, answer(Heroes, OptionRerollOwn))
		if d := damageOn(evs, "orc"); len(d) != 1 || d[0].Dice != 4 {
			t.Errorf("damage %+v (a critical adds a die)", d)
		}
		if n.Figures[0].FortuneLeft() != 1 || len(n.Figures[0].Items) != 1 {
			t.Errorf("fortune %d, items %+v", n.Figures[0].FortuneLeft(), n.Figures[0].Items)
		}
	})
	t.Run("a poisonous thrower's flask carries no venom", func(t *testing.T) {
		s := base(greekFire(), func(s *State) { s.Figures[0].Skills = append(s.Figures[0].Skills, "poisonous") })
		_, evs := play(t, s, []int{4, 3, 5, 5, 1, 5, 2}, useItem("nariant", 1, "orc"))
		for _, e := range evs {
			if r, ok := e.(Rolled); ok && r.Roll.Rule == ruleVenom {
				t.Fatalf("a venom roll: %+v", r.Roll)
			}
		}
	})
	t.Run("a flask is thrown with both hands full", func(t *testing.T) {
		s := base(greekFire(), nil)
		if s.Figures[0].FreeHand() {
			t.Fatal("the bow leaves a hand free")
		}
		if got := useOptions(s, Heroes, "nariant"); len(got) == 0 {
			t.Error("not offered")
		}
	})
}
