package rules

// Nature skills (pages 114-116) the engine plays: sizes, immunities and
// the extra attacks of creatures.

// smallerHit reports whether the figure hit is smaller than the attacker.
func smallerHit(h *hitCtx) bool { return h.t().Size < h.a().Size }

func init() {
	registerSkill(&skill{
		id: "large", name: Text{En: "Large", Es: "Tamaño grande"}, effect: "size_large",
		later: "the -1 Perception and Dexterity are printed in the profile; costs of equipment belong to the campaign",
		armour: func(h *hitCtx) int {
			if smallerHit(h) {
				return -1
			}
			return 0
		},
		// It breaks the shields of smaller figures, even unarmed; with a
		// shield-breaking weapon they break without a roll (R205).
		shieldBreak: func(h *hitCtx) (bool, bool) {
			if h.st.Ranged || !smallerHit(h) {
				return false, false
			}
			it := h.item()
			return true, it != nil && it.ShieldBreaker
		},
	})
	registerSkill(&skill{
		id: "huge", name: Text{En: "Huge", Es: "Tamaño enorme"}, effect: "size_huge",
		later: "the Perception penalty is printed in the profile; its movement (obstacles of height 1-2, difficult terrain, pits narrower than its base) is the board's huge mover (R251)",
		armour: func(h *hitCtx) int {
			if smallerHit(h) {
				return -1
			}
			return 0
		},
		// Shields blocking it break; a magic one rolls instead (R205,
		// R1025: shield.go).
		shieldBreak: func(h *hitCtx) (bool, bool) { return !h.st.Ranged, !h.st.Ranged },
	})
	registerSkill(&skill{
		// Spells hurt it as any figure (they are no strikes); traps only
		// with sixes (invulnerableToTrap); travel events belong to the
		// campaign, which dun does not play.
		id: skillInvulnerable, name: Text{En: "Invulnerable", Es: "Invulnerable"}, effect: "invulnerable",
		ward: func(h *hitCtx) (bool, Text) {
			if h.st.Auto || h.st.Criticals > 0 || spellEnhanced(h.a()) || piercesInvulnerable(h) {
				return false, Text{}
			}
			return true, Text{En: "only a critical hit wounds it", Es: "solo un impacto crítico lo hiere"}
		},
		onlySixes: func(h *hitCtx) bool { return h.st.Auto && !spellEnhanced(h.a()) && !piercesInvulnerable(h) },
	})
	registerSkill(&skill{
		id: "projectile_immunity", name: Text{En: "Projectile Immunity", Es: "Inmune a proyectiles"}, effect: "projectile_immunity",
		// A magic weapon's shot is a magic projectile (R1026, as R707 for
		// Ethereal).
		ward: func(h *hitCtx) (bool, Text) {
			if !h.st.Ranged || spellEnhanced(h.a()) || magicWeapon(h.item()) {
				return false, Text{}
			}
			return true, Text{En: "ordinary projectiles and thrown weapons do not harm it", Es: "los proyectiles y armas arrojadizas normales no le afectan"}
		},
		wardAll: true,
	})
	registerSkill(&skill{
		id: "undead", name: Text{En: "Undead", Es: "No-muerto"}, effect: "undead",
		// Sight in the dark: light.go; control spells: spelleffect.go (R115);
		// Poisonous's extra Vitality goes with the poison it ignores.
		immune: func(c Condition) bool {
			return c == Poisoned || c == Diseased || c == Wounded || c == Stunned
		},
	})
	registerSkill(&skill{
		// The rules of magic read it by its ID (spelleffect.go, R115): a
		// hostile spell has no effect on MagicResistanceRoll or more, a
		// magic projectile rolls one die fewer.
		id: SkillMagicResistance, name: Text{En: "Magic Resistance", Es: "Resistencia mágica"}, effect: "magic_resistance",
		params: []SkillParam{{Name: "roll", Type: "int", Required: true}},
		values: map[string]any{"roll": MagicResistanceRoll},
	})
	registerSkill(&skill{
		// One die fewer from fire: damage.go; sight in the dark: light.go;
		// the two spells it ignores: controllable (spelleffect.go).
		// Poisonous's extra Vitality goes with the poison it ignores.
		id: SkillUnderworld, name: Text{En: "Underworld", Es: "Inframundo"}, effect: "underworld",
		immune: func(c Condition) bool { return c == Poisoned || c == Diseased },
	})
	registerSkill(&skill{
		id: "staggering", name: Text{En: "Staggering", Es: "Tambaleante"}, effect: "staggering",
		forbids: []string{ruleRun, ruleSwim, ruleJump},
	})
	registerSkill(&skill{
		id: "double_attack", name: Text{En: "Double Attack", Es: "Dos ataques"}, effect: "extra_offensive_actions",
		params: []SkillParam{intParam("actions")}, values: map[string]any{"actions": 1},
		attacks: func(c *rollCtx) int { return 1 },
		shots:   func(c *rollCtx) int { return 1 },
	})
	registerSkill(&skill{
		id: "multiple_attacks", name: Text{En: "Multiple Attacks", Es: "Múltiples ataques"}, effect: "extra_offensive_actions",
		params: []SkillParam{intParam("actions")}, values: map[string]any{"actions": 2},
		attacks: func(c *rollCtx) int { return 2 },
		shots:   func(c *rollCtx) int { return 2 },
	})
	registerSkill(&skill{
		id: "small", name: Text{En: "Small", Es: "Tamaño pequeño"}, effect: "size_small",
		later: "the -1 to shots at it is the size rule of page 35, played from its Size; its +1 Perception is printed in the profile",
		dice: func(h *hitCtx) int {
			if it := h.item(); h.st.Ranged && it != nil && !thrown(it) {
				return -1
			}
			return 0
		},
	})
	registerSkill(&skill{
		id: "sting", name: Text{En: "Sting", Es: "Aguijón"}, active: true, effect: "sting",
		params: []SkillParam{intParam("penalty"), intParam("armor")}, values: map[string]any{"penalty": 1, "armor": 1},
		usable: meleeAttack,
		mod:    func(c *rollCtx) int { return -1 },
		weapon: func(h *hitCtx, b *Blow) bool {
			if h.st.Ranged || !h.declared("sting") {
				return false
			}
			b.Dice = attributeNow(h.a(), Strength)
			b.Modifiers = []Modifier{{Value: -1, Why: skillTable["sting"].text()}}
			return true
		},
	})
	registerSkill(&skill{
		id: "tentacles", name: Text{En: "Tentacles", Es: "Tentáculos"}, effect: "reach",
		params: []SkillParam{intParam("squares"), intParam("huge_squares")}, values: map[string]any{"squares": 2, "huge_squares": 3},
		later: "its reach serves melee attacks; other actions that need adjacency come with them",
	})
	registerSkill(&skill{
		id: "watchman", name: Text{En: "Watchman", Es: "Centinela"}, active: true, effect: "watchman",
		params: []SkillParam{intParam("initiative")}, values: map[string]any{"initiative": 2},
		// Doors in combat turns: watchman_door.go; its creature text is
		// the Artificial Dark Player's.
		mod: func(c *rollCtx) int {
			// Not for a creature an Ambush or Reinforcements card brought
			// (page 116, R1189).
			if c.kind == RollInitiative && !contains(c.f().Marks, markCardArrival) {
				return 2
			}
			return 0
		},
	})
	registerSkill(&skill{
		id: "spell_enhanced_attacks", name: Text{En: "Spell-enhanced Attacks", Es: "Ataques hechizados"}, effect: "spell_enhanced_attacks",
	})
}

// spellEnhanced reports whether figure f's weapons count as
// spell-enhanced (Spell-Enhanced Attacks): Invulnerable and Projectile
// Immunity do not protect against them.
func spellEnhanced(f *Figure) bool {
	_, ok := hasSkill(f, "spell_enhanced_attacks")
	return ok
}

// skillReach is how far figure f's melee attacks reach through a skill
// (Tentacles: 2 squares, 3 for a Huge figure); 1 without one.
func skillReach(f *Figure) int {
	if _, ok := hasSkill(f, "tentacles"); ok {
		if f.Size == SizeHuge {
			return 3
		}
		return 2
	}
	return 1
}

// markCardArrival marks a creature an Ambush or Reinforcements card
// placed: a Watchman among them gets no Initiative bonus (page 116).
const markCardArrival = "card_arrival"

// skillInvulnerable: only critical hits wound the figure (page 115).
const skillInvulnerable = "invulnerable"

// invulnerableToTrap makes a trap's blow b wound an Invulnerable figure t
// only with sixes, which page 115 counts as critical hits: its armour
// against the roll is raised to the maximum (R1185).
func (e *env) invulnerableToTrap(t *Figure, b *Blow) {
	if r := b.rule(); !trapBlow(r) && r != ruleTrapper {
		return
	}
	k, ok := hasSkill(t, skillInvulnerable)
	if !ok {
		return
	}
	if _, armour := DamageArmour(*t, b.Against, b.Dice, b.Modifiers...); armour < MaxArmour {
		b.Modifiers = append(b.Modifiers, Modifier{Value: MaxArmour - armour, Why: Text{
			En: "a trap wounds it only with sixes: " + k.text().En, Es: "una trampa solo lo hiere con seises: " + k.text().Es}})
	}
}
