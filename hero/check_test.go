package hero

import (
	"errors"
	"strings"
	"testing"
)

// heroYAML is a hero file: race, class and the other lines as given.
func heroYAML(race, class string, lines ...string) string {
	return "name: Test\nrace: " + race + "\nclass: " + class + "\n" + strings.Join(lines, "\n") + "\n"
}

// Each broken hero file is refused with the problem at its place, in both
// languages.
func TestCheckRefuses(t *testing.T) {
	p := starterPack(t)
	for _, c := range []struct {
		name, src, want, wantEs string
	}{
		{"over the development points", heroYAML("human", "warrior", "development: {strength: 1, combat: 2, vitality: 2}"),
			"t.yaml:4:25: the development costs 10 points, 2 over the 8 of page 76", "el desarrollo cuesta 10 puntos, 2 más de los 8"},
		{"above the racial maximum", heroYAML("human", "warrior", "development: {strength: 2}"),
			"t.yaml:4:25: Strength 5 is above the Human maximum of 4 (page 76)", "Fuerza 5 supera el máximo de 4 de la raza Humano"},
		{"mana for a race without", heroYAML("human", "wizard", "development: {mana: 1}", "spells: [fireball]"),
			"t.yaml:4:21: the Human race has no Mana to develop", "la raza Humano no tiene Maná"},
		{"mana above the race's", heroYAML("elf", "wizard", "development: {mana: 3}", "spells: [fireball]"),
			"t.yaml:4:21: Mana +3 is above the +2 of the Elf race", "Maná +3 supera el +2"},
		{"mana without spells", heroYAML("elf", "warrior", "development: {mana: 1}"),
			"t.yaml:4:21: Mana serves only a hero who knows spells", "El Maná solo sirve"},
		{"a second professional skill", heroYAML("human", "warrior", "skills: [iron_will, lynx]"),
			"t.yaml:4:21: the Human race starts with 1 professional skills of the player's choice (page 78), and this is number 2", "y esta es la número 2"},
		{"a skill of choice for a race without", heroYAML("elf", "warrior", "skills: [iron_will]"),
			"t.yaml:4:10: the Elf race starts with 0 professional skills", "la raza Elfo empieza con 0"},
		{"a Nature skill", heroYAML("human", "warrior", "skills: [regeneration]"),
			"t.yaml:4:10: Regeneration is a Nature skill", "es una habilidad de Naturaleza"},
		{"a group the class does not learn", heroYAML("human", "barbarian", "skills: [eloquence]"),
			"t.yaml:4:10: Eloquence is a Scholarly and Leadership skill, a group the Barbarian class does not learn", "un grupo que la profesión Bárbaro no aprende"},
		{"a skill's minimum", heroYAML("human", "warrior", "skills: [combat_master]"),
			"t.yaml:4:10: Combat Master needs Combat Skill 4; the hero has 3", "requiere Cuerpo a Cuerpo 4"},
		{"a skill the class gives", heroYAML("human", "warrior", "skills: [strong]"),
			"t.yaml:4:10: the hero has Strong already, from his race or class", "el héroe ya tiene"},
		{"Hatred without its foes", heroYAML("human", "warrior", "skills: [hatred]"),
			"t.yaml:1:1: Hatred needs the kinds of being the hero hates", "Odio necesita"},
		{"Hatred of an unknown kind", heroYAML("human", "warrior", "skills: [hatred]", "hates: [orc, dragons]"),
			`t.yaml:5:14: no creature, companion or race of the packs is of kind "dragons"`, `del tipo "dragons"`},
		{"foes without Hatred", heroYAML("human", "warrior", "hates: [orc]"),
			"t.yaml:4:9: hates names the foes of the skill Hatred", "hates nombra"},
		{"over budget", heroYAML("human", "warrior", "equipment: [full_armor, broadsword, shield]"),
			"t.yaml:4:37: the equipment costs 21 coins, 1 over the budget of 20 (page 79); the overrun starts here", "el equipo cuesta 21 monedas, 1 más del presupuesto de 20"},
		{"a Large hero pays double for weapons and armour", heroYAML("ogre", "warrior", "equipment: [chainmail, broadsword, shield]"),
			"t.yaml:4:36: the equipment costs 22 coins, 2 over the budget of 20", "22 monedas"},
		{"over a solo hero's budget", heroYAML("human", "warrior", "solo: true", "equipment: [full_armor, superior_armor, shield]"),
			"t.yaml:5:41: the equipment costs 31 coins, 1 over the budget of 30 (page 65)", "31 monedas"},
		{"a magic object", heroYAML("human", "warrior", "equipment: [magic_sword]"),
			"t.yaml:4:13: Magic Sword is a magic object", "es un objeto mágico"},
		{"a natural weapon", heroYAML("human", "warrior", "equipment: [claws]"),
			"t.yaml:4:13: Claws is not sold", "no se vende"},
		{"unknown equipment", heroYAML("human", "warrior", "equipment: [lightsaber]"),
			`t.yaml:4:13: "lightsaber" is neither equipment nor a potion`, "no es equipo ni poción"},
		{"armour for a wizard", heroYAML("human", "wizard", "spells: [fireball]", "equipment: [leather_armor]"),
			"t.yaml:5:13: the Wizard class may not use Leather Armor: no armour", "la profesión Mago no puede usar Armadura de cuero: sin armadura"},
		{"heavy armour for a scout", heroYAML("human", "scout", "equipment: [chainmail]"),
			"t.yaml:4:13: the Scout class may not use Chainmail: no heavy armour", "sin armadura pesada"},
		{"a two-handed weapon for a wizard", heroYAML("human", "wizard", "spells: [fireball]", "equipment: [longbow]"),
			"t.yaml:5:13: the Wizard class may not use Longbow: no two-handed weapons", "sin armas a dos manos"},
		{"a shield for a battle dancer", heroYAML("human", "battle_dancer", "equipment: [shield]"),
			"t.yaml:4:13: the Battle Dancer class may not use Shield: no shields", "sin escudos"},
		{"spells for a warrior", heroYAML("human", "warrior", "spells: [fireball]"),
			"t.yaml:4:10: the Warrior class learns no spells", "no aprende hechizos"},
		{"spells for an orc ranger", heroYAML("orc", "ranger", "spells: [hunting_spear]"),
			"t.yaml:4:10: a Ranger of the Orc race learns no spells (page 78)", "de la raza Orco no aprende hechizos (página 78)"},
		{"a spell of another lore", heroYAML("human", "wizard", "spells: [hunting_spear]"),
			"t.yaml:4:10: Hunting Spear is a spell of Nature; a Wizard of the Human race learns Fire, Earth, Air, Water, Light, Corruption or Underworld", "un Mago de la raza Humano aprende"},
		{"a lore the race forbids", heroYAML("elf", "wizard", "spells: [inner_fire]"),
			"t.yaml:4:10: Inner Fire is a spell of Corruption; a Wizard of the Elf race learns Fire, Earth, Air, Water or Light", "Fuego, Tierra, Aire, Agua o Luz"},
		{"two lores for a spellcaster", heroYAML("human", "wizard", "spells: [fireball, healing_light]"),
			"t.yaml:4:20: Healing Light is of Light, but a spellcaster chooses one lore and the first spell is of Fire (page 38)", "elige un saber"},
		{"a spellcaster without spells", heroYAML("human", "wizard"),
			"t.yaml:1:1: a Wizard starts with a Mana pool and spells (page 77): choose 1 to 3 spells", "elige de 1 a 3 hechizos"},
		{"too many spells", heroYAML("human", "wizard", "spells: [fireball, burning_fist, skin_of_fire, fire_wall]"),
			"t.yaml:4:48: a new Wizard knows 3 spells at most (R1266), and this is number 4", "y este es el número 4"},
		{"a spell twice", heroYAML("human", "wizard", "spells: [fireball, fireball]"),
			"t.yaml:4:20: Fireball is chosen twice", "está elegido dos veces"},
		{"a pet without Taming Animals", heroYAML("human", "warrior", "companion: wolf"),
			"t.yaml:4:12: Wolf is a pet: only a hero with Taming Animals acquires one (page 79)", "solo un héroe con Domar animales"},
		{"a companion over budget", heroYAML("human", "warrior", "equipment: [full_armor, broadsword]", "companion: dwarf_mercenary"),
			"t.yaml:5:12: with Dwarf Mercenary the hero spends 23 coins, 3 over the budget of 20", "más del presupuesto de 20"},
		{"an unknown race", heroYAML("gnome", "warrior"),
			`t.yaml:2:7: race "gnome" is not in the content packs`, `la raza "gnome" no está`},
		{"an unknown class", heroYAML("human", "jester"),
			`t.yaml:3:8: class "jester" is not in the content packs`, `la profesión "jester" no está`},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, err := Parse("t.yaml", []byte(c.src))
			if err != nil {
				t.Fatal(err)
			}
			_, err = Check(p, f)
			var ps Problems
			if !errors.As(err, &ps) {
				t.Fatalf("want problems, got %v", err)
			}
			if !strings.Contains(ps.In("en"), c.want) {
				t.Errorf("got\n%s\nwant %q", ps.In("en"), c.want)
			}
			if !strings.Contains(ps.In("es"), c.wantEs) {
				t.Errorf("got\n%s\nwant %q", ps.In("es"), c.wantEs)
			}
		})
	}
}
