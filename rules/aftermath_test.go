package rules

import (
	"slices"
	"testing"

	"dun/dice"
)

// finished is a quest over with the given result, shara standing with 5
// coins and borgron knocked out with 3.
func finished(t *testing.T, victory bool, m Mission) State {
	t.Helper()
	s := questState(t, m, heroFig("shara", 1, 0, 5, 2), heroFig("borgron", 2, 0, 4, 2))
	s.Figures[0].SetCoins(5)
	s.Figures[1].SetCoins(3)
	s.Figures[1].Conditions = s.Figures[1].Conditions.With(KnockedOut)
	s.Figures[1].Wounds = 6
	s.Figures[1].SetVP(12)
	s.End = &QuestEnd{Victory: victory, Reason: EndLeft, Turn: 5}
	return s
}

// Page 44: 1D6 for a knocked-out hero, on the table of recovered bodies
// (here: the mission accomplished, R403) or of bodies left behind; the
// injured roll 2D6 on the injuries table. No Fortune is asked for.
func TestAfterQuestFates(t *testing.T) {
	for _, tc := range []struct {
		name      string
		victory   bool
		dice      []int
		fate      Fate
		injury    InjuryKind
		incurable bool
		lost      int
		ransom    int
	}{
		{"recovered, dead", true, []int{1}, FateDead, "", false, 0, 0},
		{"recovered, injured", true, []int{2, 2, 3}, FateInjured, InjuryWeakenedMuscles, false, 2, 0},
		{"recovered, injured on a 6", true, []int{6, 6, 6}, FateInjured, InjuryBrainDamage, false, 2, 0},
		{"left behind, dead", false, []int{1}, FateDead, "", false, 0, 0},
		{"left behind, revenge", false, []int{2}, FateRevenge, "", false, 0, 0},
		{"left behind, prisoner", false, []int{3}, FatePrisoner, "", false, 0, Ransom},
		{"left behind, serious on 4", false, []int{4, 5, 6}, FateSeriousInjuries, InjuryDamagedThorax, true, 2, 0},
		{"left behind, serious on 5", false, []int{5, 1, 1}, FateSeriousInjuries, InjuryOneArmed, true, 2, 0},
		{"left behind, escape", false, []int{6}, FateEscaped, "", false, 2, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := finished(t, tc.victory, Mission{})
			src := dice.Scripted(tc.dice...)
			am, err := AfterQuest(s, src)
			if err != nil {
				t.Fatal(err)
			}
			if left := src.Remaining(); len(left) > 0 {
				t.Fatalf("dice left %v", left)
			}
			h := am.Heroes[1]
			if h.Fate != tc.fate || h.Recovered != tc.victory || h.LostObjects != tc.lost || h.Ransom != tc.ransom || h.FateRoll == 0 {
				t.Fatalf("aftermath %+v", h)
			}
			if (h.Injury == nil) != (tc.injury == "") || h.Injury != nil && (h.Injury.Kind != tc.injury || h.Injury.Incurable != tc.incurable) {
				t.Fatalf("injury %+v, want %s", h.Injury, tc.injury)
			}
			if am.Heroes[0].Fate != FateUnharmed || am.Heroes[0].FateRoll != 0 {
				t.Fatalf("shara was standing: %+v", am.Heroes[0])
			}
			if tc.incurable && h.Hero.VP() != 10 {
				t.Fatalf("incurable injury: VP %d, want 10", h.Hero.VP())
			}
			if h.Fate.Returns() {
				// Wounded with 1 Vitality point (page 44, note 1).
				if f := h.Hero; f.Conditions.Has(KnockedOut) || !f.Conditions.Has(Wounded) || f.Attrs().Vitality-int(f.Wounds) != 1 {
					t.Fatalf("returning hero %+v", f)
				}
			}
			for k, r := range am.Rolls {
				if r.Seq != s.Rolls+k+1 || r.Figure != "borgron" {
					t.Fatalf("roll %d: %+v", k, r)
				}
			}
		})
	}
}

// The prisoner result in a scenario of outdoor tiles only, and when every
// hero ends up a prisoner, becomes serious injuries (page 44).
func TestAfterQuestNoPrisoners(t *testing.T) {
	s := finished(t, false, Mission{})
	for i := range s.Explore.Sections {
		s.Explore.Sections[i].Outdoor = true
	}
	am, err := AfterQuest(s, dice.Scripted(3, 2, 3))
	if err != nil || am.Heroes[1].Fate != FateSeriousInjuries || am.Heroes[1].Injury.Kind != InjuryWeakenedMuscles {
		t.Fatalf("outdoor: %+v %v", am.Heroes[1], err)
	}
	s = finished(t, false, Mission{})
	s.Figures[0].Conditions = s.Figures[0].Conditions.With(KnockedOut)
	am, err = AfterQuest(s, dice.Scripted(3, 3, 1, 1, 2, 1))
	if err != nil || am.Heroes[0].Fate != FateSeriousInjuries || am.Heroes[1].Fate != FateSeriousInjuries {
		t.Fatalf("all prisoners: %+v %v", am.Heroes, err)
	}
	if am.Heroes[0].Injury.Kind != InjuryOneArmed || am.Heroes[1].Injury.Kind != InjuryDamagedJoints {
		t.Fatalf("injuries %+v %+v", am.Heroes[0].Injury, am.Heroes[1].Injury)
	}
}

// Every line of the injuries table lowers what page 44 says.
func TestInjuryTable(t *testing.T) {
	base := heroFig("shara", 0, 0, 5, 2)
	base.EditAttrs().Dexterity = 2
	base.EditAttrs().ShootingSkill = 2
	base.EditAttrs().Courage = 2
	base.EditAttrs().Perception = 2
	for total, want := range map[int]struct {
		kind   InjuryKind
		lowers []Attribute
	}{
		2: {InjuryOneArmed, []Attribute{CombatSkill, Dexterity}}, 3: {InjuryDamagedJoints, []Attribute{Agility}},
		4: {InjuryWeakenedKnee, []Attribute{Movement}}, 5: {InjuryWeakenedMuscles, []Attribute{Strength}},
		6: {InjuryUnspecified, nil}, 7: {InjuryUnspecified, nil}, 8: {InjuryAmnesia, nil},
		9: {InjuryDamagedNerves, []Attribute{Courage}}, 10: {InjuryOneEyed, []Attribute{ShootingSkill, Perception}},
		11: {InjuryDamagedThorax, []Attribute{Vitality}}, 12: {InjuryBrainDamage, []Attribute{Intelligence}},
	} {
		f, in, err := Injure(base, total, false)
		if err != nil || in.Kind != want.kind || len(f.Injuries()) != 1 {
			t.Fatalf("%d: %+v %v", total, in, err)
		}
		if in.Pending != (want.lowers == nil) {
			t.Errorf("%d: pending %v", total, in.Pending)
		}
		for a := Attribute(0); a < numAttributes; a++ {
			d := a.Of(base.Attrs()) - a.Of(f.Attrs())
			lowered := 0
			for _, l := range want.lowers {
				if l == a {
					lowered = 1
				}
			}
			if d != lowered {
				t.Errorf("%d (%s): %s lowered by %d, want %d", total, in.Kind, a, d, lowered)
			}
		}
		if r, _ := InjuryFor(total); r.Text.En == "" || r.Text.Es == "" || r.Text.En == r.Text.Es {
			t.Errorf("%d: text %+v", total, r.Text)
		}
	}
	for _, bad := range []int{0, 1, 13} {
		if _, _, err := Injure(base, bad, false); err == nil {
			t.Errorf("injury for %d", bad)
		}
	}
}

// Coins and experience (pages 12, 79, 89).
func TestAfterQuestShares(t *testing.T) {
	for _, tc := range []struct {
		name       string
		victory    bool
		m          Mission
		ach        Achievements
		dice       []int
		coins      [2]int
		experience [2]int
	}{
		// The body recovered: its 3 coins join shara's 5 and the reward 4;
		// borgron, injured, returns and shares; knocked out, no experience.
		{"victory, sheet experience", true, Mission{Coins: 4, Experience: 3}, Achievements{}, []int{2, 3, 4}, [2]int{6, 6}, [2]int{3, 0}},
		{"victory, standard, more points", true, Mission{Coins: 1}, Achievements{Heroes: 3, Dark: 2}, []int{2, 3, 4}, [2]int{5, 4}, [2]int{2, 0}},
		{"victory, standard, fewer points", true, Mission{}, Achievements{Heroes: 2, Dark: 2}, []int{1}, [2]int{8, 0}, [2]int{1, 0}},
		// Defeat: borgron left behind and dead; his coins are lost, no
		// reward, no experience.
		{"defeat", false, Mission{Coins: 4, Experience: 3}, Achievements{Heroes: 9}, []int{1}, [2]int{5, 0}, [2]int{0, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := finished(t, tc.victory, tc.m)
			s.Achievements = tc.ach
			am, err := AfterQuest(s, dice.Scripted(tc.dice...))
			if err != nil {
				t.Fatal(err)
			}
			for k := range 2 {
				h := am.Heroes[k]
				if h.Coins != tc.coins[k] || h.Hero.Coins() != tc.coins[k] || h.Experience != tc.experience[k] {
					t.Errorf("%s: coins %d experience %d, want %d and %d", h.Figure, h.Coins, h.Experience, tc.coins[k], tc.experience[k])
				}
			}
		})
	}
}

// Bad input is answered with errors.
func TestAfterQuestErrors(t *testing.T) {
	s := finished(t, true, Mission{})
	if _, err := AfterQuest(s, nil); err == nil {
		t.Error("no dice accepted")
	}
	if _, err := AfterQuest(s, dice.Scripted()); err == nil {
		t.Error("ran out of dice without an error")
	}
	s.End = nil
	if _, err := AfterQuest(s, dice.Scripted(1)); err == nil {
		t.Error("a quest in progress settled")
	}
}

// Page 9's example: Aki (10 VP) with her wolf (2), a Dexterity potion (1)
// and a magic sword (4) starts the quest with 17; the Dark Player's
// figures do not count, and a hero who left or fell still does.
func TestGroupVP(t *testing.T) {
	aki := heroFig("aki", 0, 0, 5, 2)
	aki.SetVP(10)
	aki.Items = []Item{{ItemCard: &ItemCard{ID: "dexterity-potion", Kind: ItemObject, VP: 1}}, {ItemCard: &ItemCard{ID: "magic-sword", Kind: ItemMelee, VP: 4}}, {ItemCard: &ItemCard{ID: "torch", Kind: ItemObject}}}
	wolf := fig("wolf", Heroes, SizeAverage, 1, 0, 6)
	wolf.SetVP(2)
	orc := fig("orc", Dark, SizeAverage, 3, 0, 4)
	orc.SetVP(7)
	if got := GroupVP([]Figure{aki, wolf, orc}); got != 17 {
		t.Fatalf("group VP %d, want 17", got)
	}
	aki.Left = true
	s := newState(t, parseMap(t, room(t, 4, 1)...), aki, wolf, orc)
	if s.GroupVP() != 17 {
		t.Fatalf("state group VP %d", s.GroupVP())
	}
}

// Page 12: the objects the group found are shared out as evenly as
// possible (R814): by the Value Points the heroes know, then by number;
// what a hero brought stays his; a body left behind keeps nothing for the
// group.
func TestAfterQuestSharesObjects(t *testing.T) {
	obj := func(id string, vp int, found, unknown bool) Item {
		return Item{ItemCard: &ItemCard{ID: id, Name: Text{En: id, Es: id}, Kind: ItemObject, VP: vp}, Found: found, Unknown: unknown}
	}
	ids := func(f Figure) (out []string) {
		for _, it := range f.Items {
			if it.Found {
				t.Errorf("%s: %s still marked found after the share-out", f.ID, it.ID)
			}
			out = append(out, it.ID)
		}
		return out
	}
	armour := obj("mail", 3, true, false)
	armour.Kind, armour.ArmourBonus, armour.Place = ItemArmour, 2, Worn

	// Victory: borgron's body is recovered and he comes back (injured).
	s := finished(t, true, Mission{})
	s.Figures[0].Items = []Item{obj("sword", 0, false, false), obj("ring", 4, true, false), obj("potion", 1, true, false), obj("amulet", 2, true, true)}
	s.Figures[1].Items = []Item{armour}
	s.Figures[1].EditAttrs().Armour += 2
	am, err := AfterQuest(s, dice.Scripted(2, 2, 3))
	if err != nil {
		t.Fatal(err)
	}
	// The ring (4) to shara, who carries it; the mail (3) to borgron, the
	// poorer; then the potion (1) to borgron (3 against 4), the unknown
	// amulet (0) to whoever is worth least: borgron has 4, shara 4, and
	// shara holds fewer.
	sh, bo := ids(am.Heroes[0].Hero), ids(am.Heroes[1].Hero)
	if !slices.Equal(sh, []string{"sword", "ring", "amulet"}) || !slices.Equal(bo, []string{"mail", "potion"}) {
		t.Fatalf("shara %v, borgron %v", sh, bo)
	}
	if am.Heroes[1].Hero.Attrs().Armour != s.Figures[1].Attrs().Armour-2 || am.Heroes[1].Hero.Items[0].Place != InPack {
		t.Errorf("the mail is still worn: armour %d", am.Heroes[1].Hero.Attrs().Armour)
	}
	if len(am.Heroes[0].Objects) != 2 || am.Heroes[0].Objects[1].En != "Unidentified magic object" {
		t.Errorf("shara's share: %+v", am.Heroes[0].Objects)
	}

	// Defeat: borgron dies where he fell; the ring on his body is lost.
	s = finished(t, false, Mission{})
	s.Figures[0].Items = []Item{obj("potion", 1, true, false)}
	s.Figures[1].Items = []Item{obj("ring", 4, true, false)}
	am, err = AfterQuest(s, dice.Scripted(1))
	if err != nil {
		t.Fatal(err)
	}
	if sh := ids(am.Heroes[0].Hero); !slices.Equal(sh, []string{"potion"}) {
		t.Fatalf("shara %v", sh)
	}
}
