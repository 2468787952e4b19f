package hero

import (
	"slices"
	"strings"
	"testing"

	"dun/content"
	"dun/rules"
)

func mustCheck(t *testing.T, src string) *Sheet {
	t.Helper()
	f, err := Parse("t.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p := starterPack(t)
	s, err := Check(p, f)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Ysolde's card: the human's minimums, her development, Hunter's +1
// Perception, the leather armour's +1 Armor and -1 Agility; two Mana for
// her spell, the 4 coins left, 10 VP.
func TestSheetAttributes(t *testing.T) {
	s := checkFile(t, starterPack(t), "../examples/heroes/ysolde.yaml")
	f, err := s.Figure()
	if err != nil {
		t.Fatal(err)
	}
	want := rules.Attributes{Movement: 6, CombatSkill: 3, Strength: 3, ShootingSkill: 5, NaturalArmour: 3, Armour: 4,
		Agility: 3, Intelligence: 3, Mana: 2, Courage: 3, Vitality: 6, Perception: 1, Fortune: 2}
	if *f.Attrs() != want {
		t.Errorf("attributes %+v\nwant %+v", *f.Attrs(), want)
	}
	if s.Bare.Agility != 4 || s.Bare.Armour != 3 {
		t.Errorf("bare agility %d armour %d; want 4 and 3", s.Bare.Agility, s.Bare.Armour)
	}
	if f.Coins() != 4 || f.VP() != 10 || !f.Hero() || f.ID != "ysolde" || f.Alignment() != "good" || f.Race() != "human" {
		t.Errorf("coins %d VP %d hero %v id %q alignment %q race %q", f.Coins(), f.VP(), f.Hero(), f.ID, f.Alignment(), f.Race())
	}
	if f.Sorcery() != rules.SorceryApprentice || len(f.Spells) != 1 {
		t.Errorf("sorcery %v, %d spells", f.Sorcery(), len(f.Spells))
	}
	if len(s.Warnings) != 0 {
		t.Errorf("warnings %v", s.Warnings)
	}
}

// The race's developed Mana goes past the caps (page 76, note 2): Aelis
// has two per spell and one more.
func TestRacialMana(t *testing.T) {
	s := checkFile(t, starterPack(t), "../examples/heroes/aelis.yaml")
	f, _ := s.Figure()
	if f.Attrs().Mana != 6 || f.ManaRacial() != 1 || f.ManaPool() != 7 {
		t.Errorf("mana %d, racial %d, pool %d; want 6, 1, 7", f.Attrs().Mana, f.ManaRacial(), f.ManaPool())
	}
	// A runic master's Battle Wizard caps his pool at his Intelligence;
	// the race's Mana is beyond that cap too.
	s = mustCheck(t, heroYAML("elf", "runic_master", "development: {mana: 2}", "spells: ["+strings.Join(loreSpells(t, "runic")[:3], ", ")+"]"))
	f, _ = s.Figure()
	if f.ManaPool() != f.Attrs().Intelligence+2 {
		t.Errorf("runic master: pool %d, Intelligence %d; want Intelligence + 2", f.ManaPool(), f.Attrs().Intelligence)
	}
}

// Heavy armour costs a Movement point, which Used to Armors gives back
// (page 112), as when the armour is put on in play.
func TestUsedToArmors(t *testing.T) {
	knight, _ := mustCheck(t, heroYAML("human", "knight", "equipment: [chainmail]")).Figure()
	warrior, _ := mustCheck(t, heroYAML("human", "warrior", "equipment: [chainmail]")).Figure()
	if knight.Attrs().Movement != 5 || warrior.Attrs().Movement != 4 || knight.Attrs().Armour != 5 {
		t.Errorf("knight movement %d armour %d, warrior movement %d; want 5, 5, 4", knight.Attrs().Movement, knight.Attrs().Armour, warrior.Attrs().Movement)
	}
	// The shield in hand costs its Agility as the card prints it (R96).
	s, _ := mustCheck(t, heroYAML("human", "warrior", "equipment: [broadsword, shield]")).Figure()
	if s.Attrs().Agility != 2 {
		t.Errorf("agility with a shield %d; want 2", s.Attrs().Agility)
	}
}

// Alignment: the race's, evil for an evil class, and for a human who is
// a sorcerer or learns Corruption (page 78).
func TestAlignment(t *testing.T) {
	for _, c := range []struct {
		src, want string
	}{
		{heroYAML("elf", "warrior"), "good"},
		{heroYAML("orc", "warrior"), "evil"},
		{heroYAML("human", "sorcerer", "spells: [dark_arrow]"), "evil"},
		{heroYAML("human", "wizard", "spells: [inner_fire]"), "evil"},
		{heroYAML("human", "wizard", "spells: [fireball]"), "good"},
		{heroYAML("cyclops", "necromancer", "spells: ["+loreSpell(t, "necromancy")+"]"), "evil"},
	} {
		s := mustCheck(t, c.src)
		if s.Alignment != c.want {
			t.Errorf("%s: alignment %s; want %s", strings.ReplaceAll(c.src, "\n", " "), s.Alignment, c.want)
		}
	}
}

// loreSpells are the IDs of the spells of lore, in pack order.
func loreSpells(t *testing.T, lore string) []string {
	var out []string
	for _, it := range starterPack(t).List("spells") {
		if it.(*content.Spell).Lore.ID == lore {
			out = append(out, it.Base().ID)
		}
	}
	if len(out) == 0 {
		t.Fatalf("no spell of %s", lore)
	}
	return out
}

func loreSpell(t *testing.T, lore string) string { return loreSpells(t, lore)[0] }

// Battle Wizard lets a wizard, whose class forbids armour, wear light
// armour (page 111); heavy armour stays forbidden.
func TestBattleWizardArmour(t *testing.T) {
	s := mustCheck(t, heroYAML("human", "wizard", "skills: [battle_wizard]", "spells: [fireball]", "equipment: [leather_armor]"))
	if f, _ := s.Figure(); f.Attrs().Armour != 4 {
		t.Errorf("armour %d; want 4", f.Attrs().Armour)
	}
	// The wizard's class did not start with it: -1 to cast and dispel
	// (page 111, R1193), marked on the figure; a runic master's did.
	if f, _ := s.Figure(); !slices.Contains(f.Marks, rules.MarkBattleWizardLearned) {
		t.Errorf("a wizard who learnt Battle Wizard is not marked: %v", f.Marks)
	}
	if f, _ := mustCheck(t, heroYAML("dwarf", "runic_master", "spells: [accurate_attack]")).Figure(); !slices.Contains(f.Skills, rules.SkillBattleWizard) || slices.Contains(f.Marks, rules.MarkBattleWizardLearned) {
		t.Errorf("a runic master's class skill: skills %v, marks %v", f.Skills, f.Marks)
	}
	f, _ := Parse("t.yaml", []byte(heroYAML("human", "wizard", "skills: [battle_wizard]", "spells: [fireball]", "equipment: [chainmail]")))
	if _, err := Check(starterPack(t), f); err == nil || !strings.Contains(err.Error(), "no armour") {
		t.Errorf("chainmail on a battle wizard: %v", err)
	}
}

// A Champion of the Gods learns one spell of his list with the skill
// (page 112): outside his class's lores and count, with no Mana, for a
// hero of the right alignment (R1272).
func TestChampionSpell(t *testing.T) {
	s := mustCheck(t, heroYAML("human", "warrior", "skills: [champion_good]", "spells: [healing_light]"))
	f, _ := s.Figure()
	if len(f.Spells) != 1 || f.Attrs().Mana != 0 || f.ManaPool() != 0 {
		t.Errorf("champion warrior: %d spells, Mana %d, pool %d; want 1, 0, 0", len(f.Spells), f.Attrs().Mana, f.ManaPool())
	}
	s = mustCheck(t, heroYAML("human", "wizard", "skills: [champion_good]", "spells: [fireball, burning_fist, skin_of_fire, holy_light]"))
	if f, _ := s.Figure(); len(f.Spells) != 4 || f.Attrs().Mana != 6 {
		t.Errorf("champion wizard: %d spells, Mana %d; want 4 and 6", len(f.Spells), f.Attrs().Mana)
	}
	// A human who learns an Underworld spell is evil (page 78), as the
	// Gods of Evil want their champion.
	if s := mustCheck(t, heroYAML("human", "warrior", "skills: [champion_evil]", "spells: [regeneration]")); s.Alignment != "evil" {
		t.Errorf("the human champion of evil is %s", s.Alignment)
	}
	for _, c := range []struct{ src, want string }{
		{heroYAML("human", "warrior", "skills: [champion_good]", "spells: [healing_light, holy_light]"), "t.yaml:5:25: a Champion of the Gods learns one spell of his list"},
		{heroYAML("human", "sorcerer", "skills: [champion_good]", "spells: [dark_arrow, holy_light]"), "t.yaml:5:22: the Gods of Good favour a hero of good or neutral alignment (page 112); this hero is evil"},
		{heroYAML("orc", "warrior", "skills: [champion_good]", "spells: [holy_light]"), "the Orc race starts with 0 professional skills"},
		{heroYAML("human", "warrior", "spells: [healing_light]"), "the Warrior class learns no spells"},
	} {
		f, _ := Parse("t.yaml", []byte(c.src))
		if _, err := Check(starterPack(t), f); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want %q", strings.ReplaceAll(c.src, "\n", " "), err, c.want)
		}
	}
}

// A Herbalist names the potion he starts each quest with (page 112).
func TestHerbalistPotion(t *testing.T) {
	s := mustCheck(t, heroYAML("human", "warrior", "skills: [herbalist]", "potion: strength_potion"))
	f, _ := s.Figure()
	if n := len(f.Items); n != 1 || f.Items[0].ID != "strength_potion" {
		t.Errorf("items %v; want the strength potion", f.Items)
	}
	for _, c := range []struct{ src, want string }{
		{heroYAML("human", "warrior", "skills: [herbalist]", "potion: mana_potion"), "t.yaml:5:9: a Herbalist chooses a potion of the packs, neither a Mana potion nor a poison"},
		{heroYAML("human", "warrior", "skills: [herbalist]", "potion: rope"), `not "rope"`},
		{heroYAML("human", "warrior", "potion: healing_potion"), "t.yaml:4:9: potion names the free potion of a Herbalist"},
	} {
		f, _ := Parse("t.yaml", []byte(c.src))
		if _, err := Check(starterPack(t), f); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want %q", strings.ReplaceAll(c.src, "\n", " "), err, c.want)
		}
	}
}
