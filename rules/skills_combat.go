package rules

import "slices"

// Combat skills (pages 110-112) the engine plays. Each registers its hooks
// (skill.go); the numbers are the book's and match the pack's parameters.

// skillCruel rolls a damage die of 1 again, in melee and with Damage
// spells.
const skillCruel = "cruel"

func intParam(name string) SkillParam  { return SkillParam{Name: name, Type: "int", Required: true} }
func boolParam(name string) SkillParam { return SkillParam{Name: name, Type: "bool"} }

// meleeWith reports whether roll c is a melee attack.
func meleeAttack(c *rollCtx) bool { return c.kind == RollMeleeAttack }

// shot reports whether roll c is a shot or a throw.
func shot(c *rollCtx) bool { return c.kind == RollShot }

// twoHanded reports whether item it needs both hands.
func twoHanded(it *Item) bool { return it != nil && it.Hands >= 2 && !it.Unarmed }

// enemiesFighting counts the present enemies with a melee range adjacent
// to figure fi: the enemies it fights at once.
func enemiesFighting(s *State, fi int) int {
	f := &s.Figures[fi]
	n := 0
	for oi := range s.Figures {
		o := &s.Figures[oi]
		if oi == fi || o.Side == f.Side || !o.Present() || !hasMeleeRange(o) {
			continue
		}
		if adjacentAt(s.Board, f, f.At, o) {
			n++
		}
	}
	return n
}

// oneHandedPair reports whether figure f holds two one-handed melee
// weapons, and whether one of them fights in pairs without penalty.
func oneHandedPair(f *Figure) (pair, free bool) {
	n := 0
	for _, k := range f.Held(ItemMelee) {
		if it := &f.Items[k]; it.Hands == 1 {
			n++
			free = free || it.Has("pair_no_penalty")
		}
	}
	return n >= 2, free
}

// attackRoll reports whether the hit was scored with doubles that are not
// a critical failure.
func doublesHit(h *hitCtx) bool {
	d := h.st.Attack.Dice
	return len(d) == 2 && d[0] == d[1] && d[0] != 1
}

func init() {
	registerSkill(&skill{
		id: "accurate_shooting", name: Text{En: "Accurate Shooting", Es: "Disparo certero"}, active: true,
		effect: "extra_damage_die", params: []SkillParam{{Name: "attack", Type: "string", Required: true}, intParam("dice")},
		values: map[string]any{"attack": "ranged", "dice": 1},
		usable: shot,
		dice: func(h *hitCtx) int {
			if h.st.Ranged && h.declared("accurate_shooting") {
				return 1
			}
			return 0
		},
	})
	registerSkill(&skill{
		id: "brutal_blow", name: Text{En: "Brutal Blow", Es: "Golpe brutal"}, active: true,
		effect: "brutal_blow", params: []SkillParam{intParam("critical_from"), intParam("penalty")},
		values:   map[string]any{"critical_from": 4, "penalty": 1},
		usable:   func(c *rollCtx) bool { return meleeAttack(c) && twoHanded(c.item) },
		mod:      func(c *rollCtx) int { return -1 },
		critFrom: 4,
		mark:     true, markDefence: -1,
	})
	registerSkill(&skill{
		id: "mighty_blow", name: Text{En: "Mighty Blow", Es: "Golpe poderoso"}, active: true,
		effect: "mighty_blow", params: []SkillParam{intParam("penalty"), intParam("armor")},
		values: map[string]any{"penalty": 1, "armor": 1},
		usable: meleeAttack,
		mod:    func(c *rollCtx) int { return -1 },
		armour: func(h *hitCtx) int {
			if !h.st.Ranged && h.declared("mighty_blow") {
				return -1
			}
			return 0
		},
		shieldBreak: func(h *hitCtx) (bool, bool) { return !h.st.Ranged && h.declared("mighty_blow"), false },
	})
	lethal := func(ranged bool, id string) func(h *hitCtx) bool {
		return func(h *hitCtx) bool { return h.st.Ranged == ranged && h.declared(id) && h.st.Criticals > 0 }
	}
	lethalArmour := func(ranged bool, id string) func(h *hitCtx) int {
		return func(h *hitCtx) int {
			if h.st.Ranged == ranged && h.declared(id) && !h.st.NoCriticalDice {
				return -h.st.Criticals
			}
			return 0
		}
	}
	registerSkill(&skill{
		id: "lethal_blow", name: Text{En: "Lethal Blow", Es: "Golpe letal"}, active: true,
		effect: "lethal_critical", params: []SkillParam{boolParam("ranged")},
		usable: meleeAttack, noCritDice: lethal(false, "lethal_blow"), armour: lethalArmour(false, "lethal_blow"),
	})
	registerSkill(&skill{
		id: "lethal_shot", name: Text{En: "Lethal Shot", Es: "Disparo letal"}, active: true,
		effect: "lethal_critical", params: []SkillParam{boolParam("ranged")}, values: map[string]any{"ranged": true},
		usable: shot, noCritDice: lethal(true, "lethal_shot"), armour: lethalArmour(true, "lethal_shot"),
	})
	registerSkill(&skill{
		id: "tricky_fighter", name: Text{En: "Tricky Fighter", Es: "Combatiente astuto"}, active: true,
		effect: "tricky_fighter", params: []SkillParam{intParam("armor")}, values: map[string]any{"armor": 1},
		minimum: &skillMinimum{attr: Intelligence, value: 4},
		usable:  meleeAttack,
		armour: func(h *hitCtx) int {
			if !h.st.Ranged && h.declared("tricky_fighter") && doublesHit(h) {
				return -1
			}
			return 0
		},
	})
	registerSkill(&skill{
		id: "fast_shooting", name: Text{En: "Fast Shooting", Es: "Tiro rápido"}, active: true,
		effect: "fast_shooting", params: []SkillParam{intParam("penalty")}, values: map[string]any{"penalty": 1},
		usable: func(c *rollCtx) bool {
			a := c.s.Active
			return shot(c) && c.item != nil && !c.item.Reload && (a == nil || a.Figure != c.f().ID || !a.Moved)
		},
		mod:   func(c *rollCtx) int { return -1 },
		shots: func(c *rollCtx) int { return 1 },
	})
	registerSkill(&skill{
		id: "expert_shooter", name: Text{En: "Expert Shooter", Es: "Tirador experto"}, active: true,
		effect: "expert_shooter",
		usable: func(c *rollCtx) bool {
			a := c.s.Active
			return shot(c) && a != nil && a.Figure == c.f().ID && a.Spent > 0 && a.Spent <= mountMoveBase(c.s, c.fi)/2
		},
	})
	registerSkill(&skill{
		id: "combat_master", name: Text{En: "Combat Master", Es: "Maestro en combate"}, active: true,
		effect:  "extra_attack_two_enemies",
		minimum: &skillMinimum{attr: CombatSkill, value: 4},
		usable:  func(c *rollCtx) bool { return meleeAttack(c) && enemiesFighting(c.s, c.fi) >= 2 },
		attacks: func(c *rollCtx) int { return 1 },
	})
	registerSkill(&skill{
		id: "two_weapon_fighting", name: Text{En: "Two-Weapon Fighting", Es: "Combatir con dos armas"}, active: true,
		effect: "two_weapon_fighting", params: []SkillParam{intParam("penalty")}, values: map[string]any{"penalty": 1},
		usable: func(c *rollCtx) bool {
			pair, _ := oneHandedPair(c.f())
			return meleeAttack(c) && pair
		},
		mod: func(c *rollCtx) int {
			if _, free := oneHandedPair(c.f()); free {
				return 0
			}
			return -1
		},
		attacks: func(c *rollCtx) int { return 1 },
	})
	registerSkill(&skill{
		id: "swift_drawing", name: Text{En: "Swift Drawing", Es: "Desenvainado rápido"},
		effect: "swift_drawing",
	})
	registerSkill(&skill{
		id: "giant_killer", name: Text{En: "Giant Killer", Es: "Matagigantes"}, active: true,
		effect: "giant_killer", params: []SkillParam{intParam("dice")}, values: map[string]any{"dice": 1},
		// A failed Courage test against a Large or Huge Fearsome foe may
		// be rolled again (offered whether or not the attack declared it:
		// the answer is its use, R229).
		rerollFailed: func(e *env, f *Figure, r *RollRecord) bool {
			st := e.s.Strike
			if r.Rule != ruleFear || st == nil {
				return false
			}
			foe := st.Target
			if f.ID == st.Target {
				foe = st.Attacker
			}
			oi := e.s.figure(foe)
			return oi >= 0 && e.s.Figures[oi].Size >= SizeLarge
		},
		usable: func(c *rollCtx) bool {
			o := c.o()
			return (c.kind == RollMeleeAttack || c.kind == RollShot) && o != nil && o.Size >= SizeLarge
		},
		dice: func(h *hitCtx) int {
			if h.declared("giant_killer") && h.t().Size >= SizeLarge {
				return 1
			}
			return 0
		},
	})
	registerSkill(&skill{
		id: "tough", name: Text{En: "Tough", Es: "Resistente"}, effect: "tough",
		params: []SkillParam{intParam("value")}, values: map[string]any{"value": 1},
		later: "its +1 to rolls to avoid Stunned, Diseased or Poisoned waits for such rolls (the venoms' roll is the attacker's, against the Natural Armour Tough raises, skills_wounds.go); harsh surroundings are the campaign's travels",
		mod: func(c *rollCtx) int {
			if c.kind == RollRecovery {
				return 1
			}
			return 0
		},
	})
	// Rerolling ones (effect reroll_ones): a die showing 1 can only
	// improve, so a declared or passive skill rolls them again at once
	// (R206).
	onesParams := []SkillParam{{Name: "roll", Type: "string", Required: true}, {Name: "all", Type: "bool", Required: true}}
	onesIn := func(kind RollKind) func(c *rollCtx) int {
		return func(c *rollCtx) int {
			if c.kind == kind {
				return allOnes
			}
			return 0
		}
	}
	registerSkill(&skill{
		id: "elite", name: Text{En: "Elite", Es: "Élite"}, active: true,
		effect: "reroll_ones", params: onesParams, values: map[string]any{"roll": "melee_hit", "all": true},
		minimum: &skillMinimum{attr: CombatSkill, value: 4},
		usable:  meleeAttack, ones: onesIn(RollMeleeAttack),
	})
	registerSkill(&skill{
		id: "expert_thrower", name: Text{En: "Expert Thrower", Es: "Lanzador experto"}, active: true,
		effect: "reroll_ones", params: onesParams, values: map[string]any{"roll": "throw_hit", "all": true},
		minimum: &skillMinimum{attr: ShootingSkill, value: 4},
		usable:  func(c *rollCtx) bool { return shot(c) && c.item != nil && thrown(c.item) },
		ones:    onesIn(RollShot),
	})
	registerSkill(&skill{
		id: "heart_seeker", name: Text{En: "Heart Seeker", Es: "Disparo a zonas vitales"}, active: true,
		effect: "reroll_ones", params: onesParams, values: map[string]any{"roll": "damage_ranged", "all": true},
		usable: shot,
		damageOnes: func(h *hitCtx) int {
			if h.st.Ranged && h.declared("heart_seeker") {
				return allOnes
			}
			return 0
		},
	})
	registerSkill(&skill{
		// With a Damage spell it needs no declaration: nextHit (R1184).
		id: skillCruel, name: Text{En: "Cruel", Es: "Cruel"}, active: true,
		effect: "reroll_ones", params: onesParams, values: map[string]any{"roll": "damage_melee_or_spell", "all": false},
		usable: meleeAttack,
		damageOnes: func(h *hitCtx) int {
			if !h.st.Ranged && h.declared(skillCruel) {
				return 1
			}
			return 0
		},
	})
	registerSkill(&skill{
		id: "sword_master", name: Text{En: "Sword Master", Es: "Maestro espadachín"}, active: true,
		effect: "sword_master", minimum: &skillMinimum{attr: CombatSkill, value: 4},
		usable: func(c *rollCtx) bool { return meleeAttack(c) && c.item != nil && swords[c.item.ID] },
		grants: func(h *hitCtx, bonus bool) int {
			if bonus || !h.st.Hit {
				return 0 // attacks it granted grant no more
			}
			return h.st.Criticals
		},
	})
	registerSkill(&skill{
		id: "dance_battler", name: Text{En: "Dance Battler", Es: "Danza de combate"}, active: true,
		effect: "dance_battler", minimum: &skillMinimum{attr: Agility, value: 3},
		usable: func(c *rollCtx) bool { return meleeAttack(c) && !heavyArmour(c.f()) },
		grants: func(h *hitCtx, bonus bool) int {
			if slices.Contains(h.s.Active.Granted, "dance_battler") {
				return 0 // one per turn
			}
			agi := attributeNow(h.t(), Agility)
			d := h.st.Attack.Dice
			if len(d) == 2 && d[0] >= agi && d[1] >= agi {
				return 1
			}
			return 0
		},
	})
	registerSkill(&skill{
		id: "dirty_fighter", name: Text{En: "Dirty Fighter", Es: "Pelea sucia"}, active: true,
		effect: "dirty_fighter",
		usable: func(c *rollCtx) bool { return c.kind == RollMeleeAttack || c.kind == RollMeleeDefence },
	})
	registerSkill(&skill{
		id: "foresight", name: Text{En: "Foresight", Es: "Anticipación"}, active: true, reaction: true,
		effect: "foresight",
		usable: func(c *rollCtx) bool { return c.kind == RollMeleeDefence },
	})
	registerSkill(&skill{
		id: "blocking", name: Text{En: "Blocking", Es: "Bloquear"}, active: true, reaction: true,
		effect: "weapon_block", params: []SkillParam{intParam("roll")}, values: map[string]any{"roll": weaponBlockRoll},
		usable:     func(c *rollCtx) bool { return false }, // offered at the block prompt, not declared with a roll
		markAttack: -1,
	})
	registerSkill(&skill{
		id: "martial_arts", name: Text{En: "Martial Arts", Es: "Artes marciales"}, active: true,
		effect: "martial_arts",
		usable: meleeAttack,
	})
	registerSkill(&skill{
		id: "powerful_blow", name: Text{En: "Powerful Blow", Es: "Golpes enérgicos"}, active: true,
		effect: "powerful_blow", params: []SkillParam{intParam("penalty")}, values: map[string]any{"penalty": 1},
		usable:    meleeAttack,
		mod:       func(c *rollCtx) int { return -1 },
		sixesDice: func(h *hitCtx) bool { return !h.st.Ranged && h.declared("powerful_blow") },
	})
}

// swords are the weapons of Sword Master: swords, sabres, scimitars and
// katanas (R207).
var swords = map[string]bool{
	"broadsword": true, "short_sword": true, "bastard_sword": true, "elven_sword": true, "fausal_sword": true,
	"saber": true, "scimitar": true, "katana": true,
}

// rollKeepTwo rolls 3D6 for figure f under rule and keeps the two highest
// dice (Cold-Blooded, Fast Attacks); with onesFail, any two 1s among the
// three are kept as a double 1, a critical failure (Fast Attacks, page
// 110). The die set aside is recorded in Dropped.
func (e *env) rollKeepTwo(rule string, f *Figure, onesFail bool) (RollRecord, error) {
	d, err := e.dice.ND6(3, rule+": "+f.name())
	if err != nil {
		return RollRecord{}, diceError(err)
	}
	r := e.record(d, rule, f.ID)
	keepTwo(&r, onesFail)
	return r, nil
}

// keepTwo sets aside one die of three-dice roll r: the lowest, or, with
// onesFail and two 1s among them, the one that is not a 1.
func keepTwo(r *RollRecord, onesFail bool) {
	d := slices.Clone(r.Dice)
	slices.Sort(d)
	kept, dropped := []int{d[2], d[1]}, []int{d[0]}
	if onesFail && d[1] == 1 {
		kept, dropped = []int{1, 1}, []int{d[2]}
	}
	r.Dice, r.Dropped, r.Total = kept, dropped, kept[0]+kept[1]
}

// rerollKept rolls a kept-two roll prev again as it was made: three dice,
// two kept (page 14: the whole roll is rolled again).
func (e *env) rerollKept(prev RollRecord) (RollRecord, error) {
	d, err := e.dice.ND6(3, prev.Purpose)
	if err != nil {
		return RollRecord{}, diceError(err)
	}
	n := e.record(d, prev.Rule, prev.Figure)
	keepTwo(&n, prev.Rule == ruleMelee)
	n.Modifiers = slices.Clone(prev.Modifiers)
	n.Target, n.Cap = prev.Target, prev.Cap
	if n.Target > 0 {
		e.rejudge(&n)
	}
	return n, nil
}

// attackRoll is the melee attack roll of figure f for roll c: 3D6 keeping
// two with Fast Attacks declared, on the Action's first attack only.
func (e *env) attackRoll(f *Figure, c *rollCtx) (RollRecord, error) {
	if slices.Contains(c.declared, "fast_attacks") && fastAttackFirst(c) {
		r, err := e.rollKeepTwo(ruleMelee, f, true)
		if err == nil {
			e.skillUsed(f, skillTable["fast_attacks"], Text{En: "rolls 3D6 and keeps two", Es: "tira 3D6 y se queda con dos"})
		}
		return r, err
	}
	return e.roll2D6(ruleMelee, f)
}

// fastAttackFirst reports whether roll c is the first melee attack of its
// figure's Action (Fast Attacks serves one attack per activation).
func fastAttackFirst(c *rollCtx) bool {
	a := c.s.Active
	return a == nil || a.Figure != c.f().ID || a.Attacks <= 1
}

func init() {
	registerSkill(&skill{
		id: "fast_attacks", name: Text{En: "Fast Attacks", Es: "Ataques rápidos"}, active: true, effect: "fast_attacks",
		params: []SkillParam{intParam("penalty")}, values: map[string]any{"penalty": 1},
		usable: func(c *rollCtx) bool { return meleeAttack(c) && fastAttackFirst(c) },
		mod:    func(c *rollCtx) int { return -1 },
	})
	registerSkill(&skill{
		id: "cold_blooded", name: Text{En: "Cold-blooded", Es: "Sangre fría"}, effect: "extra_test_die",
		params: []SkillParam{{Name: "attribute", Type: "string", Required: true}}, values: map[string]any{"attribute": "courage"},
		later: "Courage rolls of the Champion skills' casts, which it does not serve, wait for those skills",
	})
}
