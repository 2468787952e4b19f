package main

import (
	"regexp"
	"strings"
	"testing"
)

func TestContentValidateStarter(t *testing.T) {
	out, errw, code := cli(t, "content", "validate")
	if code != 0 || errw != "" || !regexp.MustCompile(`^ok: [1-9][0-9]* entries from 1 packs\n$`).MatchString(out) {
		t.Fatalf("exit %d\n%s%s", code, out, errw)
	}
}

func TestContentValidateBroken(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "skills.yaml", `- id: strong
  name: {en: Strong, es: Fuerte}
  group: combat
  use: passive
  hero: {en: a, es: b}
  effect: {id: nope}
  colour: red
`)
	write(t, dir, "classes.yaml", "- {id: c, name: {en: C, es: C}, group: fighter, learning: [{group: combat, from: 1, to: 6}], skills: [flying]}\n")
	out, errw, code := cli(t, "content", "validate", dir)
	if code == 0 || out != "" {
		t.Fatalf("exit %d, out %q", code, out)
	}
	for _, want := range []string{
		dir + `/classes.yaml:1:103: unknown skills "flying"`,
		dir + `/skills.yaml:7:3: skills[0]: unknown field "colour"`,
	} {
		if !strings.Contains(errw, want+"") {
			t.Errorf("missing %q in\n%s", want, errw)
		}
	}
	// The skill with an error is left out, so it cannot clash; fixed, it
	// clashes with the starter's, naming both places.
	write(t, dir, "skills.yaml", "- {id: strong, name: {en: S, es: F}, group: combat, use: passive, hero: {en: a, es: b}, effect: {id: undead}}\n")
	write(t, dir, "classes.yaml", "[]\n")
	_, errw, code = cli(t, "content", "validate", dir)
	if code == 0 || !strings.Contains(errw, dir+`/skills.yaml:1:3: skills "strong" is already defined at starter/skills/combat.yaml:`) {
		t.Fatalf("exit %d\n%s", code, errw)
	}
}

func TestContentList(t *testing.T) {
	out, _, code := cli(t, "content", "list")
	if code != 0 || !regexp.MustCompile(`(?m)^skills +[1-9][0-9]* +skills$`).MatchString(out) {
		t.Fatalf("exit %d\n%s", code, out)
	}
	out, _, code = cli(t, "content", "list", "skills")
	if code != 0 || !regexp.MustCompile(`(?m)^lethal_blow +Lethal Blow +combat +active +implemented$`).MatchString(out) ||
		!regexp.MustCompile(`(?m)^hardy +Hardy +combat +passive +implemented$`).MatchString(out) ||
		!regexp.MustCompile(`(?m)^lycanthropy +Lycanthropy +nature +active +implemented$`).MatchString(out) {
		t.Fatalf("exit %d\n%s", code, out)
	}
	out, _, _ = cli(t, "content", "list", "skills", "--lang", "es")
	if !strings.Contains(out, "Golpe letal") {
		t.Fatalf("no Spanish names:\n%s", out)
	}
	// The Achievement card's lines say what they earn, and for whom.
	out, _, code = cli(t, "content", "list", "achievements")
	if code != 0 || !regexp.MustCompile(`(?m)^elite_defeated +An elite enemy eliminated +heroes \+2$`).MatchString(out) ||
		!regexp.MustCompile(`(?m)^spells +A spell cast or dispelled +heroes \+1 \(max 5\)$`).MatchString(out) ||
		!regexp.MustCompile(`(?m)^hero_knocked_out +.* +dark \+VP$`).MatchString(out) {
		t.Fatalf("exit %d\n%s", code, out)
	}
	_, errw, code := cli(t, "content", "list", "monsters")
	if code == 0 || !strings.Contains(errw, `no kind "monsters"`) {
		t.Fatalf("exit %d\n%s", code, errw)
	}
}

// A spell is listed as implemented only when the rules can cast it: every
// spell of the starter pack is, and so is a new pack's cone (R1100).
func TestContentSpellsTruthful(t *testing.T) {
	out, _, code := cli(t, "content", "list", "spells")
	if code != 0 || strings.Contains(out, "not implemented") ||
		!regexp.MustCompile(`(?m)^fireball +Fireball +fire +projectile +implemented`).MatchString(out) ||
		!regexp.MustCompile(`(?m)^fire_wall +Fire Wall +fire +protecting +implemented`).MatchString(out) ||
		!regexp.MustCompile(`(?m)^clairvoyance +Clairvoyance +light +enhancing +implemented`).MatchString(out) {
		t.Fatalf("exit %d\n%s", code, out)
	}
	dir := t.TempDir()
	write(t, dir, "spells/extra.yaml", "- {id: fan_of_flames, name: {en: Fan of Flames, es: Abanico de llamas}, lore: fire, nature: damage, mana: 1, range: 1, area: cone, radius: 2, "+
		"learning: 10, text: {en: a, es: b}, effect: {id: spell_damage, params: {dice: 2}}}\n")
	out, errw, _ := cli(t, "content", "show", "fan_of_flames", "--pack", dir)
	if !strings.Contains(out, "rules: implemented") {
		t.Fatalf("show:\n%s%s", out, errw)
	}
}

// A magic object is listed as implemented only when the rules play every
// parameter of its card (R1023): the Magic Sword's all, the Warhammer's
// dice and quake, the wand's projectile, no power of a ring or amulet.
func TestContentMagicTruthful(t *testing.T) {
	out, _, code := cli(t, "content", "list", "magic")
	for _, re := range []string{
		`(?m)^magic_sword +Magic Sword +melee +implemented +original$`,
		`(?m)^flaming_sword +Flaming Sword +melee +implemented +original$`,
		`(?m)^hunters_bow +Hunter's Bow +ranged +implemented +original$`,
		`(?m)^dragon_slayer_broadsword +Dragon-slayer Broadsword +melee +implemented +original$`,
		`(?m)^earth_shattering_warhammer +Earth-shattering Warhammer +melee +implemented +original$`,
		`(?m)^spear_of_the_gods +Spear of the Gods +melee +implemented +original$`,
		`(?m)^magic_helm +Magic Helm +armor +implemented +original$`,
		`(?m)^dragonscale_armor +Dragonscale Armor +armor +implemented +original$`,
		`(?m)^diamond_shield +Diamond Shield +shield +implemented +original$`,
		`(?m)^wand_of_sparks +Wand of Sparks +item +implemented +original$`,
		`(?m)^staff_of_wisdom +Staff of Wisdom +item +implemented +original$`,
		`(?m)^unicorn_blood +Unicorn Blood +item +implemented +original$`,
		`(?m)^amulet_of_warding +Amulet of Warding +item +implemented +original$`,
		`(?m)^invisibility_ring +Invisibility Ring +item +implemented +original$`,
		`(?m)^boots_of_speed +Boots of Speed +item +implemented +original$`,
	} {
		if code != 0 || !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("exit %d, no line like %s:\n%s", code, re, out)
		}
	}
	out, _, _ = cli(t, "content", "show", "mithril_shield")
	if !strings.Contains(out, "rules: implemented") {
		t.Fatalf("show:\n%s", out)
	}
}

func TestContentShow(t *testing.T) {
	out, _, code := cli(t, "content", "show", "fireball")
	if code != 0 || !strings.Contains(out, "spells fireball: Fireball") || !strings.Contains(out, "lore: fire") ||
		!strings.Contains(out, "effect: spell_projectile (area_dice=3, dice=5, fire=true) [implemented]") {
		t.Fatalf("exit %d\n%s", code, out)
	}
	out, _, _ = cli(t, "content", "show", "fireball", "--lang", "es")
	if !strings.Contains(out, "Bola de fuego") {
		t.Fatalf("no Spanish:\n%s", out)
	}
	// undead is a skill, a behaviour card and a pending effect.
	out, _, _ = cli(t, "content", "show", "undead")
	if strings.Count(out, " undead: ") != 3 {
		t.Fatalf("want three entries:\n%s", out)
	}
	out, _, _ = cli(t, "content", "show", "behaviours/undead")
	if strings.Count(out, " undead: ") != 1 {
		t.Fatalf("want one entry:\n%s", out)
	}
	_, errw, code := cli(t, "content", "show", "nothing")
	if code == 0 || !strings.Contains(errw, `no entry "nothing"`) {
		t.Fatalf("exit %d\n%s", code, errw)
	}
}

func TestContentPackFlag(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "potions/extra.yaml", "- {id: elixir, name: {en: Elixir, es: Elixir}, text: {en: a, es: b}, effect: {id: heal, params: {vitality: 1}}}\n")
	out, errw, code := cli(t, "content", "list", "potions", "--pack", dir)
	if code != 0 || !strings.Contains(out, "elixir") {
		t.Fatalf("exit %d\n%s%s", code, out, errw)
	}
}

// The equipment listing says what the rules play: a card of plain
// numbers, and the effects registered (antidote, picklocks, rope, light,
// components) and the traits the rules read (the dagger's, the claws',
// the shield's, the elven armour's) are implemented; a weapon's traits
// the rules do not read are named; an effect no rule carries out is not
// implemented.
func TestContentEquipmentTruthful(t *testing.T) {
	out, _, code := cli(t, "content", "list", "equipment")
	for _, re := range []string{
		`(?m)^broadsword +Broadsword +melee +implemented +original$`,
		`(?m)^antidote +Antidote +common +implemented +original$`,
		`(?m)^picklocks +Picklocks +common +implemented +original$`,
		`(?m)^pickaxe +Pickaxes +common +implemented +original$`,
		`(?m)^rope +Rope +common +implemented`,
		`(?m)^torch +Torch +common +implemented +original$`,
		`(?m)^components_for_magic +Components for Magic +special +implemented$`,
		`(?m)^bastard_sword +Bastard Sword +melee +partly implemented \(not played: thrust\) +original$`,
		`(?m)^greek_fire +Greek Fire +special +implemented +original$`,
		`(?m)^holy_water +Holy Water +special +implemented +original$`,
		`(?m)^elven_armor +Elven Armor +armor +implemented +original$`,
		`(?m)^dagger +Dagger +melee +implemented +original$`,
		`(?m)^claws +Claws +melee +implemented$`,
		`(?m)^shield +Shield +shield +implemented +original$`,
		`(?m)^pack_of_provisions +Pack of Provisions +common +not implemented \(item_provisions: eaten in a campaign turn.*\) +original$`,
		`(?m)^healing_herbs +Healing Herbs +common +implemented +original$`,
		`(?m)^poison_flask +Poison Flask +special +implemented +original$`,
	} {
		if code != 0 || !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("exit %d, no line like %s:\n%s", code, re, out)
		}
	}
}
