package rules

// Skills that change the tests of Actions (exploring, picking locks,
// disarming traps, riddles, casting) and the Courage of fights against
// a kind of foe (pages 111-114). The tests of exploratory Actions go
// through startTask, which adds the skill modifiers of the task's rule
// (testSkillMods); casting adds them in castModifiers.

// opposedSkillMods are the skill modifiers of figure fi's roll of
// attribute a in an opposed roll under rule (Acrobat's +1 to opposed
// Agility rolls).
func opposedSkillMods(s *State, fi int, a Attribute, rule string) []Modifier {
	return testSkillMods(s, fi, a, rule, nil)
}

// testSkillModsAgainst is testSkillMods for a test made against figure oi
// (a Courage test before fighting a Fearsome foe).
func testSkillModsAgainst(s *State, fi, oi int, a Attribute, rule string, extra []Modifier) []Modifier {
	ctx := rollCtx{s: s, fi: fi, oi: oi, kind: RollTest, attr: a, declared: s.Figures[fi].Skills, rule: rule}
	return skillMods(&ctx, append([]Modifier(nil), extra...))
}

// underworldFoe reports whether figure o is Undead or of the Underworld
// (Hatred Towards the Underworld).
func underworldFoe(o *Figure) bool {
	return o != nil && (o.HasSkill("undead") || o.HasSkill("underworld"))
}

// testRule reports whether roll c is a test under one of rules.
func testRule(c *rollCtx, rules ...string) bool {
	return c.kind == RollTest && contains(rules, c.rule)
}

func init() {
	registerSkill(&skill{
		id: "acrobat", name: Text{En: "Acrobat", Es: "Acróbata"}, active: true, effect: "acrobat",
		params: []SkillParam{intParam("value")}, values: map[string]any{"value": 1},
		minimum: &skillMinimum{attr: Agility, value: 4},
		usable:  func(c *rollCtx) bool { return c.kind == RollTest && c.attr == Agility },
		mod:     func(c *rollCtx) int { return 1 },
	})
	registerSkill(&skill{
		id: "locksmith", name: Text{En: "Locksmith", Es: "Cerrajería"}, active: true, effect: "locksmith",
		params: []SkillParam{intParam("value")}, values: map[string]any{"value": 2},
		usable: func(c *rollCtx) bool { return testRule(c, rulePickLock) },
		mod:    func(c *rollCtx) int { return 2 },
	})
	registerSkill(&skill{
		id: "expert_trapper", name: Text{En: "Expert Trapper", Es: "Manipular trampas"}, active: true, effect: "expert_trapper",
		params: []SkillParam{intParam("value")}, values: map[string]any{"value": 1},
		usable: func(c *rollCtx) bool { return testRule(c, ruleTrap, ruleDisarmTrap) },
		mod:    func(c *rollCtx) int { return 1 },
	})
	registerSkill(&skill{
		id: "cautious_trapper", name: Text{En: "Cautious Trapper", Es: "Artificiero"}, active: true, effect: "cautious_trapper",
		params: []SkillParam{intParam("armor")}, values: map[string]any{"armor": 1},
		usable: func(c *rollCtx) bool { return false }, // worn while disarming (cautiousArmour)
	})
	registerSkill(&skill{
		id: "polyglot", name: Text{En: "Polyglot", Es: "Conocer las lenguas"}, effect: "polyglot",
		params: []SkillParam{intParam("value")}, values: map[string]any{"value": 1},
		later: "libraries and sorcery tables belong to the campaign",
		mod: func(c *rollCtx) int {
			if testRule(c, ruleRiddle) {
				return 1
			}
			return 0
		},
	})
	registerSkill(&skill{
		id: "powerful_mind", name: Text{En: "Powerful Mind", Es: "Habilidad mental"}, effect: "powerful_mind",
		params:  []SkillParam{intParam("coins"), intParam("experience"), intParam("riddles")},
		values:  map[string]any{"coins": 5, "experience": 2, "riddles": 2},
		minimum: &skillMinimum{attr: Intelligence, value: 4},
		later:   "learning spells for less belongs to the campaign; its creature text (+2 to dispel Control spells) is the Artificial Dark Player's",
		mod: func(c *rollCtx) int {
			if testRule(c, ruleRiddle) {
				return 2
			}
			return 0
		},
	})
	registerSkill(&skill{
		id: "hatred_underworld", name: Text{En: "Hatred Towards the Underworld", Es: "Odio al submundo"}, effect: "hatred_underworld",
		params: []SkillParam{boolParam("holy_water")}, values: map[string]any{"holy_water": true},
		// Its failed throws of Holy Water: PromptShotReroll (flask.go).
		mod: func(c *rollCtx) int {
			if testRule(c, ruleFear) && underworldFoe(c.o()) {
				return 1
			}
			return 0
		},
		ones: func(c *rollCtx) int {
			if c.kind == RollMeleeAttack && underworldFoe(c.o()) {
				return allOnes
			}
			return 0
		},
	})
	registerSkill(&skill{
		id: "reckless_wizard", name: Text{En: "Reckless Wizard", Es: "Magia temeraria"}, active: true, effect: "reckless_wizard",
		params: []SkillParam{intParam("value"), intParam("blunder_up_to")}, values: map[string]any{"value": 1, "blunder_up_to": 3},
		usable: func(c *rollCtx) bool { return testRule(c, ruleCast) },
		mod:    func(c *rollCtx) int { return 1 },
	})
	registerSkill(&skill{
		id: "experienced_wizard", name: Text{En: "Experienced Wizard", Es: "Hechicero veterano"}, active: true, effect: "experienced_wizard",
		perQuest: 1,
		rerollFailed: func(e *env, f *Figure, r *RollRecord) bool {
			return r.Rule == ruleCast && r.Critical != CriticalFailure && usesLeft(f, "experienced_wizard", 1) > 0
		},
	})
}

// recklessBlunder turns a cast roll r of figure f with Reckless Wizard
// showing a double 2 or 3 into a critical failure (page 112); it reports
// whether it did.
func recklessBlunder(f *Figure, r *RollRecord) bool {
	if _, ok := hasSkill(f, "reckless_wizard"); !ok || r.Rule != ruleCast || len(r.Dice) != 2 || r.Dice[0] != r.Dice[1] || r.Dice[0] > 3 || r.Dice[0] == 1 {
		return false
	}
	r.Outcome, r.Critical = Failed, CriticalFailure
	return true
}

// cautiousArmour is Cautious Trapper's breastplate: +1 Armour against a
// trap set off while figure f was disarming it (page 113).
func cautiousArmour(f *Figure, rule string, mods []Modifier) []Modifier {
	if k, ok := hasSkill(f, "cautious_trapper"); ok && rule == ruleTrapDisarm {
		return append(mods, Modifier{Value: 1, Why: k.text()})
	}
	return mods
}

// polyglotScroll adds Polyglot's +1 to a cast or dispel of figure f with
// aid it when the aid is a scroll (an aid that may dispel, page 112).
func polyglotScroll(f *Figure, it *Item, mods []Modifier) []Modifier {
	if _, scroll := it.Trait("dispel"); !scroll {
		return mods
	}
	if k, ok := hasSkill(f, "polyglot"); ok {
		return append(mods, Modifier{Value: 1, Kind: ModSkill, Why: k.text()})
	}
	return mods
}

func init() {
	registerSkill(&skill{
		// Its light armour and common weapon are hero creation's
		// (hero/equipment.go).
		id: SkillBattleWizard, name: Text{En: "Battle Wizard", Es: "Hechicero guerrero"}, effect: "battle_wizard",
		params: []SkillParam{intParam("penalty")}, values: map[string]any{"penalty": 1},
		mod: func(c *rollCtx) int {
			if !testRule(c, ruleCast, ruleDispel) {
				return 0
			}
			n := 0
			if heavyArmour(c.f()) {
				n--
			}
			if contains(c.f().Marks, MarkBattleWizardLearned) {
				n-- // cumulative with the heavy armour's (page 111, R1193)
			}
			return n
		},
	})
}

// SkillBattleWizard casts in light armour, its Mana no higher than its
// Intelligence (page 111).
const SkillBattleWizard = "battle_wizard"

// MarkBattleWizardLearned marks a hero whose class did not start with
// Battle Wizard: -1 more to cast and dispel (page 111).
const MarkBattleWizardLearned = "battle_wizard:learned"

// usedToArmour is penalty p of armour it as figure f bears it: Used to
// Armors takes one point off the Movement penalty of heavy armour (page
// 111). The attributes printed on a card already count the armour worn
// with the skill; this is what putting it on or taking it off in play
// changes.
func usedToArmour(f *Figure, it *Item, p Penalty) Penalty {
	if _, ok := hasSkill(f, "used_to_armors"); ok && it.Heavy && p.Attribute == Movement && p.Value < 0 {
		p.Value++
	}
	return p
}

func init() {
	registerSkill(&skill{
		id: "used_to_armors", name: Text{En: "Used to Armors", Es: "Sobrellevar armadura"}, effect: "used_to_armors",
		params: []SkillParam{intParam("movement")}, values: map[string]any{"movement": 1},
	})
}

// thief rolls again the 1s and 2s of figure f's corpse search r with
// Thief (page 114). No question is asked: those dice find nothing, so
// rolling them again never costs the figure anything (R263).
func (e *env) thief(f *Figure, r RollRecord) (RollRecord, error) {
	k, ok := hasSkill(f, "thief")
	if !ok {
		return r, nil
	}
	var idx []int
	for i, v := range r.Dice {
		if v <= 2 {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return r, nil
	}
	d, err := e.dice.Reroll(r.Roll, idx, r.Purpose)
	if err != nil {
		return r, diceError(err)
	}
	nr := e.record(d, r.Rule, r.Figure)
	nr.RerolledBy = k.id
	what := Text{En: "rolls again its die of 1 or 2", Es: "repite su dado de 1 o 2"}
	if len(idx) > 1 {
		what = Text{En: "rolls again its dice of 1 or 2", Es: "repite sus dados de 1 o 2"}
	}
	e.skillUsed(f, k, what)
	e.emit(Rolled{Roll: nr.clone()})
	return nr, nil
}

func init() {
	registerSkill(&skill{
		id: "thief", name: Text{En: "Thief", Es: "Robar"}, active: true, effect: "thief",
		params: []SkillParam{intParam("up_to")}, values: map[string]any{"up_to": 2},
		later:  "its creature text (stealing from the nearest hero) is the Artificial Dark Player's",
		usable: func(c *rollCtx) bool { return false }, // used on every corpse search (thief)
	})
	registerSkill(&skill{
		id: "great_explorer", name: Text{En: "Great Explorer", Es: "Gran explorador"}, active: true, effect: "great_explorer",
		params: []SkillParam{intParam("uses")}, values: map[string]any{"uses": 3}, perQuest: 3,
		later: "its creature text (+1 Perception) is printed in the profile",
		rerollFailed: func(e *env, f *Figure, r *RollRecord) bool {
			return (r.Rule == ruleSearchRoom || r.Rule == ruleSearchSecret) && usesLeft(f, "great_explorer", 3) > 0
		},
	})
}

// secretsNear reports whether figure fi, searching a room, is within
// fewer than six squares of a figure of its side with Secrets of Magic
// (itself included): a double 5 then finds a treasure too (page 112).
func secretsNear(s *State, fi int) bool {
	f := &s.Figures[fi]
	for oi := range s.Figures {
		o := &s.Figures[oi]
		if _, ok := hasSkill(o, "secrets_of_magic"); ok && o.Side == f.Side && o.Present() && (oi == fi || baseGap(f, o) < 6) {
			return true
		}
	}
	return false
}

func init() {
	registerSkill(&skill{
		id: "secrets_of_magic", name: Text{En: "Secrets of Magic", Es: "Secretos de la magia"}, active: true, effect: "secrets_of_magic",
		later:  "identifying magic objects and relics waits for unidentified objects (campaign); its creature text (+1 to dispel) is the Artificial Dark Player's",
		usable: func(c *rollCtx) bool { return false }, // applied to room searches nearby (secretsNear)
	})
}

// championSpells are the spells each Champion skill may learn (page 112).
var championSpells = map[string][]string{
	"champion_good": {"healing_light", "sheltering_light", "holy_light", "scourge_of_evil"},
	"champion_evil": {"favour_of_the_gods", "regeneration", "marshy_ground", "inner_fire"},
}

// ChampionSpells are the spells Champion skill id may learn (page 112),
// for hero creation.
func ChampionSpells(id string) []string { return append([]string(nil), championSpells[id]...) }

// championSpell reports whether figure f casts spell id as a Champion of
// the Gods (page 112): with a Courage test, no Mana, once per quest, and
// beyond dispelling (R275).
func championSpell(f *Figure, id string) bool {
	for skill, spells := range championSpells {
		if _, ok := hasSkill(f, skill); ok && contains(spells, id) {
			return true
		}
	}
	return false
}

// castsAllowed is how many times figure f may cast spell sp this quest:
// SoloCasts more for a solo hero (page 65), but a spell's own limit (a
// champion's once) stands.
func castsAllowed(s *State, f *Figure, sp *Spell) int {
	if championSpell(f, sp.ID) {
		return 1
	}
	if s.Solo && f.Hero() {
		return CastsPerSpell(f.Sorcery()) + SoloCasts
	}
	return CastsPerSpell(f.Sorcery())
}

func init() {
	for _, c := range []struct {
		id, alignment string
		name          Text
	}{
		{"champion_good", "good", Text{En: "Champion of the Gods of Good", Es: "El favor de los dioses benignos"}},
		{"champion_evil", "evil", Text{En: "Champion of the Gods of Evil", Es: "El favor de los dioses malignos"}},
	} {
		registerSkill(&skill{
			id: c.id, name: c.name, active: true, effect: "divine_favour",
			params: []SkillParam{{Name: "alignment", Type: "string", Required: true}}, values: map[string]any{"alignment": c.alignment},
			later:  "learning more of the list's spells as new skills belongs to advancement (campaign); the starter pack's predesigned heroes have no champion",
			usable: func(c *rollCtx) bool { return false }, // its spells are cast with Cast
		})
	}
}

// familiarOf is the index of caster f's familiar next to it (Familiar,
// page 115): a present companion of f with the skill, adjacent; -1 none.
// The link is the companion's owner (R276).
func familiarOf(s *State, f *Figure) int {
	for i := range s.Figures {
		o := &s.Figures[i]
		if _, ok := hasSkill(o, "familiar"); ok && o.Owner() == f.ID && o.Present() && adjacentFor(s, f, o) {
			return i
		}
	}
	return -1
}

// familiarShares deals a caster's familiar the Vitality its caster lost
// to a critical failure (page 115), whether next to it or not.
func (e *env) familiarShares(res BlowResult) {
	if res.Wounds <= 0 {
		return
	}
	for i := range e.s.Figures {
		o := &e.s.Figures[i]
		if _, ok := hasSkill(o, "familiar"); ok && o.Owner() == res.Target && o.Present() {
			e.skillUsed(o, skillTable["familiar"], Text{En: "shares its caster's wounds", Es: "comparte las heridas de su lanzador"})
			e.loseVitality(i, res.Wounds, res.Roll)
		}
	}
}

func init() {
	registerSkill(&skill{
		id: "familiar", name: Text{En: "Familiar", Es: "Familiar"}, effect: "familiar",
		params: []SkillParam{intParam("value")}, values: map[string]any{"value": 1},
	})
}
