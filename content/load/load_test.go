package load_test

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"dun/content"
	"dun/content/load"
	"dun/content/starter"
)

// pack builds a pack called p from files.
func pack(files map[string]string) load.Source {
	fsys := fstest.MapFS{}
	for name, src := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(src)}
	}
	return load.Source{Name: "p", FS: fsys}
}

const skill = `- id: s
  name: {en: S, es: S}
  group: combat
  use: passive
  hero: {en: a, es: b}
  effect: {id: undead}
`

const spell = `- id: sp
  name: {en: S, es: S}
  lore: fire
  nature: damage
  mana: 1
  range: 1
  area: single
  learning: 10
  text: {en: a, es: b}
  effect: {id: spell_damage, params: {dice: 3}}
`

const achievement = `- id: a
  name: {en: A, es: A}
  triggers: [spell_cast]
  points: 1
`

// Each broken pack, read after the starter pack, gives the error wanted,
// at its place.
func TestBrokenPacks(t *testing.T) {
	for _, c := range []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"unknown field", map[string]string{"skills.yaml": skill + "  colour: red\n"},
			`p/skills.yaml:7:3: skills[0]: unknown field "colour"`},
		{"missing Spanish", map[string]string{"skills.yaml": strings.Replace(skill, "{en: a, es: b}", "{en: a}", 1)},
			`p/skills.yaml:5:9: skills[0].hero: missing "es"`},
		{"unknown effect", map[string]string{"skills.yaml": strings.Replace(skill, "id: undead", "id: nope", 1)},
			`p/skills.yaml:6:11: unknown effect "nope": the engine does not implement it and no effects file declares it pending`},
		{"effect parameter", map[string]string{"skills.yaml": strings.Replace(skill, "{id: undead}", "{id: heal, params: {vitality: lots}}", 1)},
			`p/skills.yaml:6:11: effect heal: parameter "vitality" wants a int, not a string`},
		{"effect missing parameter", map[string]string{"skills.yaml": strings.Replace(skill, "{id: undead}", "{id: heal}", 1)},
			`p/skills.yaml:6:11: effect heal: missing parameter "vitality"`},
		{"bad enum", map[string]string{"skills.yaml": strings.Replace(skill, "group: combat", "group: cooking", 1)},
			`p/skills.yaml:3:10: skills[0].group: "cooking" is not one of combat, scholarly, exploration, nature`},
		{"bad id", map[string]string{"skills.yaml": strings.Replace(skill, "id: s", "id: S S", 1)},
			`p/skills.yaml:1:7: skills[0].id: "S S" is not an ID`},
		{"out of range", map[string]string{"potions.yaml": "- {id: p, name: {en: P, es: P}, vp: 100, text: {en: a, es: b}, effect: {id: undead}}\n"},
			`p/potions.yaml:1:37: potions[0].vp: 100 is out of range 0-99`},
		{"duplicate id", map[string]string{"skills.yaml": skill + skill},
			`p/skills.yaml:7:3: duplicate skills id "s": already defined at p/skills.yaml:1:3`},
		{"clash with an earlier pack", map[string]string{"skills.yaml": strings.Replace(skill, "id: s", "id: strong", 1)},
			`p/skills.yaml:1:3: skills "strong" is already defined at starter/skills/combat.yaml:`},
		{"override of nothing", map[string]string{"skills.yaml": skill + "  override: true\n"},
			`p/skills.yaml:1:3: skills "s" has override: true but no earlier pack defines it`},
		{"class naming an unknown skill", map[string]string{"classes.yaml": "- id: c\n  name: {en: C, es: C}\n  group: fighter\n  learning: [{group: combat, from: 1, to: 6}]\n  skills: [flying]\n"},
			`p/classes.yaml:5:12: unknown skills "flying"`},
		{"faction naming an unknown creature", map[string]string{"factions.yaml": faction("[zombie, ghost]", "zombie", 2)},
			`p/factions.yaml:3:23: unknown creatures "ghost"`},
		{"spawn table that cannot be paid", map[string]string{"factions.yaml": faction("[zombie]", "zombie", 3)},
			`p/factions.yaml:8:11: the row says 3 VP but its creatures cost 2: it cannot be paid as written`},
		{"spawn of another faction's creature", map[string]string{"factions.yaml": faction("[zombie]", "mummy", 4)},
			`p/factions.yaml:8:55: creature "mummy" is not one of the faction's creatures`},
		{"spawn equipment that is no option", map[string]string{"factions.yaml": strings.Replace(faction("[zombie]", "zombie", 2), "count: 2}", "count: 2, with: [spear]}", 1)},
			`p/factions.yaml:8:80: "spear" is not an option of creature "zombie"`},
		{"spawn rows that stop short", map[string]string{"factions.yaml": strings.Replace(faction("[zombie]", "zombie", 2), "to: 10", "to: 8", 1)},
			`p/factions.yaml:6:7: the rows stop at 8; with modifiers 1D6 reaches 10`},
		{"property of another equipment type", map[string]string{"equipment.yaml": "- id: e\n  name: {en: E, es: E}\n  type: armor\n  block: 5\n"},
			`p/equipment.yaml:4:3: block is a property of shield equipment, not of armor`},
		{"search table with a gap", map[string]string{"treasure.yaml": "- id: t\n  name: {en: T, es: T}\n  dice: 1D6\n  rows:\n    - {from: 1, to: 3, text: {en: a, es: b}}\n    - {from: 5, to: 6, text: {en: a, es: b}}\n"},
			`p/treasure.yaml:6:7: row 5-6 should start at 4`},
		{"blunder trap on one die", map[string]string{"furniture.yaml": "- id: f\n  name: {en: F, es: F}\n  element: furniture\n  width: 1\n  length: 1\n  search_dice: 1D6\n  blunder_trap: true\n  search:\n    - {from: 1, to: 6, text: {en: a, es: b}}\n"},
			`p/furniture.yaml:7:3: a blunder trap needs a 2D6 search table`},
		{"blunder trap on a special element", map[string]string{"furniture.yaml": "- id: f\n  name: {en: F, es: F}\n  element: special\n  width: 1\n  length: 1\n  search_dice: 2D6\n  blunder_trap: true\n  search:\n    - {from: 2, to: 12, text: {en: a, es: b}}\n"},
			`p/furniture.yaml:7:3: only furniture hides a blunder trap`},
		{"race minimum above maximum", map[string]string{"races.yaml": strings.Replace(race, "movement: {min: 5, max: 6", "movement: {min: 7, max: 6", 1)},
			`p/races.yaml:7:15: minimum 7 is above maximum 6`},
		{"spell parameter not among its words", map[string]string{"spells.yaml": strings.Replace(spell, "dice: 3", "dice: 3, against: luck", 1)},
			`p/spells.yaml:10:11: effect spell_damage: parameter "against" is "luck", not one of armor, natural_armor,`},
		{"summoning an unknown creature", map[string]string{"spells.yaml": strings.Replace(spell, "{id: spell_damage, params: {dice: 3}}", "{id: spell_summon, params: {creature: dragon}}", 1)},
			`p/spells.yaml:10:11: effect spell_summon: parameter "creature" names unknown creatures "dragon"`},
		{"aura without a radius", map[string]string{"spells.yaml": strings.Replace(spell, "area: single", "area: aura", 1)},
			`p/spells.yaml:7:3: area aura needs a radius`},
		{"radius of a single target", map[string]string{"spells.yaml": strings.Replace(spell, "area: single", "area: single\n  radius: 1", 1)},
			`p/spells.yaml:8:3: a radius belongs to area aura, line or cone, not single`},
		{"race narrowing a class to a lore it lacks", map[string]string{"races.yaml": race + "  class_lores:\n    - {class: wizard, lores: [runic]}\n"},
			`p/races.yaml:16:31: lore runic is not one class wizard may learn`},
		{"spells for a class without lores", map[string]string{"classes.yaml": "- id: c\n  name: {en: C, es: C}\n  group: fighter\n  learning: [{group: combat, from: 1, to: 6}]\n  spells: 1\n"},
			`p/classes.yaml:5:3: a class without lores knows no spells`},
		{"hero with a spell of another lore", map[string]string{"heroes.yaml": "- id: h\n  name: {en: H, es: H}\n  race: human\n  class: wizard\n  attributes: {intelligence: 4, mana: 2}\n  spells: [lightning]\n"},
			`p/heroes.yaml:6:12: spell "lightning" is of lore runic, which class wizard may not learn`},
		{"pending parameter referring to no kind", map[string]string{"effects.yaml": "- id: e\n  name: {en: E, es: E}\n  text: {en: a, es: b}\n  params:\n    - {name: x, type: string, ref: monsters}\n"},
			`p/effects.yaml:4:3: parameter "x" refers to "monsters", which is not a kind`},
		{"words for a number parameter", map[string]string{"effects.yaml": "- id: e\n  name: {en: E, es: E}\n  text: {en: a, es: b}\n  params:\n    - {name: x, type: int, values: [a]}\n"},
			`p/effects.yaml:4:3: parameter "x": values and ref belong to string parameters`},
		{"achievement of an unknown happening", map[string]string{"achievements.yaml": strings.Replace(achievement, "[spell_cast]", "[dragon_slain]", 1)},
			`p/achievements.yaml:3:14: achievements[0].triggers[0]: "dragon_slain" is not one of enemy_defeated,`},
		{"achievement of both sides", map[string]string{"achievements.yaml": strings.Replace(achievement, "[spell_cast]", "[spell_cast, turn]", 1)},
			`p/achievements.yaml:3:3: a line earns points for one side`},
		{"achievement happening twice", map[string]string{"achievements.yaml": strings.Replace(achievement, "[spell_cast]", "[spell_cast, spell_cast]", 1)},
			`p/achievements.yaml:3:3: spell_cast is named twice`},
		{"achievement level of a spell", map[string]string{"achievements.yaml": achievement + "  level: elite\n"},
			`p/achievements.yaml:5:3: level belongs to a line whose only trigger is enemy_defeated`},
		{"achievement vp of a spell", map[string]string{"achievements.yaml": strings.Replace(achievement, "points: 1", "vp: true", 1)},
			`p/achievements.yaml:4:3: vp (the knocked-out hero's Value Points) belongs to a line whose only trigger is hero_knocked_out`},
		{"achievement of no points", map[string]string{"achievements.yaml": strings.Replace(achievement, "points: 1", "max: 5", 1)},
			`p/achievements.yaml:1:3: a line earns points: give points (1-99) or vp: true`},
		{"achievement of points and vp", map[string]string{"achievements.yaml": strings.Replace(achievement, "[spell_cast]", "[hero_knocked_out]", 1) + "  vp: true\n"},
			`p/achievements.yaml:4:3: a line earns either points or vp, not both`},
		{"unknown kind", map[string]string{"monsters.yaml": skill},
			`p/monsters.yaml:1:1: not a kind of content`},
		{"YAML syntax", map[string]string{"skills.yaml": "- id: [\n"},
			`p/skills.yaml:1:1: YAML syntax:`},
		{"not a list", map[string]string{"skills.yaml": "id: s\n"},
			`p/skills.yaml:1:1: skills: want a list`},
		{"alias", map[string]string{"skills.yaml": "- &a {id: s}\n- *a\n"},
			`p/skills.yaml:2:3: aliases (*a) are not allowed in content pack files`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, errs := load.Packs(content.Effects, starter.Source(), pack(c.files))
			var all []string
			for _, e := range errs {
				all = append(all, e.Error())
				if strings.HasPrefix(e.Error(), c.want) {
					return
				}
			}
			t.Errorf("want an error starting %q, got:\n%s", c.want, strings.Join(all, "\n"))
		})
	}
}

// faction is a faction of the starter's creatures whose spawn table has
// one column: row 1-10 spawns two of spawned and says it costs vp.
func faction(creatures, spawned string, vp int) string {
	return `- id: f
  name: {en: F, es: F}
  creatures: ` + creatures + `
  leaders: [zombie]
  spawn:
    - encounters: [wandering_creature]
      rows:
        - {from: 1, to: 10, vp: ` + string(rune('0'+vp)) + `, spawn: [{creature: ` + spawned + `, count: 2}]}
`
}

const race = `- id: r
  name: {en: R, es: R}
  alignment: good
  size: average
  fortune: 1
  attributes:
    movement: {min: 5, max: 6, cost: 1}
    strength: {min: 3, max: 4, cost: 3}
    combat: {min: 3, max: 5, cost: 2}
    shooting: {min: 3, max: 5, cost: 2}
    agility: {min: 3, max: 5, cost: 2}
    intelligence: {min: 3, max: 5, cost: 2}
    courage: {min: 3, max: 5, cost: 2}
    vitality: {min: 5, max: 7, cost: 2}
`

// All problems of a run are reported, across files, in file order.
func TestAllErrorsInOneRun(t *testing.T) {
	_, errs := load.Packs(content.Effects, pack(map[string]string{
		"skills.yaml":  strings.Replace(skill, "group: combat", "group: x", 1) + "  colour: red\n",
		"potions.yaml": "- {id: p, name: {en: P, es: P}, vp: 100, text: {en: a, es: b}, effect: {id: nope}}\n",
	}))
	if len(errs) < 3 {
		t.Fatalf("want 3 or more errors, got %v", errs)
	}
	for i := 1; i < len(errs); i++ {
		if errs[i].File < errs[i-1].File {
			t.Errorf("not in file order: %v", errs)
		}
	}
}

// A later pack replaces an entry it marks override: true, and adds new
// ones.
func TestOverrideAndAdd(t *testing.T) {
	p, errs := load.Packs(content.Effects, starter.Source(), pack(map[string]string{
		"skills/mine.yaml": strings.Replace(skill, "id: s", "id: strong", 1) + "  override: true\n" + strings.Replace(skill, "id: s", "id: brand_new", 1),
	}))
	if len(errs) != 0 {
		t.Fatal(errs)
	}
	it, _ := p.Get("skills", "strong")
	if got := it.Base().At.File; got != "p/skills/mine.yaml" {
		t.Errorf("strong comes from %s", got)
	}
	if _, ok := p.Get("skills", "brand_new"); !ok {
		t.Error("brand_new was not added")
	}
	// The starter's own references to strong still resolve.
	if _, ok := p.Get("classes", "warrior"); !ok {
		t.Error("warrior lost")
	}
}

// Two packs after the starter: the third may override the second's entry.
func TestOverrideChain(t *testing.T) {
	second := pack(map[string]string{"skills.yaml": skill})
	third := pack(map[string]string{"skills.yaml": strings.Replace(skill, "{en: S, es: S}", "{en: T, es: T}", 1) + "  override: true\n"})
	third.Name = "q"
	p, errs := load.Packs(content.Effects, starter.Source(), second, third)
	if len(errs) != 0 {
		t.Fatal(errs)
	}
	it, _ := p.Get("skills", "s")
	if it.Base().Name.En != "T" {
		t.Errorf("s is %v", it.Base().Name)
	}
}

// An effect the engine registers needs no pending declaration and is
// shown as implemented; its parameters are checked against the registry.
func TestRegistry(t *testing.T) {
	reg := content.NewRegistry()
	reg.Register("fly", content.Param{Name: "height", Type: content.ParamInt, Required: true})
	src := strings.Replace(skill, "{id: undead}", "{id: fly, params: {height: 2}}", 1)
	p, errs := load.Packs(reg, pack(map[string]string{"skills.yaml": src}))
	if len(errs) != 0 {
		t.Fatal(errs)
	}
	s := content.All[*content.Skill](p, "skills")[0]
	if !content.Implemented(reg, s.Effect) {
		t.Error("fly should be implemented")
	}
	_, errs = load.Packs(reg, pack(map[string]string{"skills.yaml": strings.Replace(src, "height: 2", "depth: 2", 1)}))
	if len(errs) != 2 {
		t.Errorf("want an unknown and a missing parameter, got %v", errs)
	}
}

func FuzzLoad(f *testing.F) {
	f.Add(skill)
	f.Add(faction("[zombie]", "zombie", 2))
	f.Add(race)
	f.Add("- &a {id: s}\n- *a\n")
	f.Add("- {id: p, name: {en: P, es: P}, vp: 100, text: {en: a, es: b}, effect: {id: heal, params: {x: [1]}}}\n")
	f.Fuzz(func(t *testing.T, src string) {
		for _, k := range content.Kinds {
			p, errs := load.Packs(content.Effects, pack(map[string]string{k.Name + ".yaml": src}))
			for _, e := range errs {
				if e.Line < 1 || e.Col < 1 || e.File == "" {
					t.Fatalf("bad position: %v", e)
				}
			}
			for _, it := range p.List(k.Name) {
				load.Show(k.Name, it, "es", content.Effects)
			}
		}
	})
}

// The example of docs/content-format.md is a valid skill file.
func TestFormatDocExample(t *testing.T) {
	doc, err := os.ReadFile("../../docs/content-format.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(doc)
	i := strings.Index(s, "```yaml\n")
	j := strings.Index(s[i+8:], "```")
	k, _ := content.KindNamed("skills")
	items, errs := load.File("doc.yaml", []byte(s[i+8:i+8+j]), k)
	if len(errs) != 0 || len(items) != 1 {
		t.Fatalf("%d items, %v", len(items), errs)
	}
}
