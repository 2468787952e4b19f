package rules

import "strings"

// Reactions (page 110): active skills a figure uses when attacked, in its
// opponent's turn. They are declared before any die is rolled, as the
// answer to PromptReaction, which opens only when the defender has a
// reaction it may declare; a reaction is never combined with the
// defender's other active skills (it has none in the opponent's turn).

// PromptReaction asks a figure attacked in melee which of its reaction
// skills it uses against this attack. Options: OptionNoReaction, and
// "skills:" followed by the skills joined with "+".
const PromptReaction PromptKind = "reaction"

// OptionNoReaction declares no skill.
const OptionNoReaction = "no_skill"

// optionSkillsPrefix starts the options that declare skills.
const optionSkillsPrefix = "skills:"

func init() { promptHandlers[PromptReaction] = answerReaction }

// defenceCtx is the defence roll of figure ti against attacker ai.
func defenceCtx(s *State, ti, ai int) rollCtx {
	t := &s.Figures[ti]
	return rollCtx{s: s, fi: ti, oi: ai, kind: RollMeleeDefence, attr: CombatSkill, item: strikeItem(t, defenceWeapon(t))}
}

// offerReactions keeps attack st waiting at StepReact and asks defender ti
// which reactions it declares, if it has any to declare. It reports
// whether a prompt opened.
func (e *env) offerReactions(st *Strike, ti, ai int) bool {
	ctx := defenceCtx(e.s, ti, ai)
	sets := declarations(&ctx)
	if len(sets) < 2 {
		return false
	}
	t := &e.s.Figures[ti]
	opts := []PromptOption{{ID: OptionNoReaction, Label: Text{En: "Use no skill", Es: "No usar ninguna habilidad"}}}
	for _, set := range sets[1:] {
		var en, es []string
		for _, id := range set {
			en, es = append(en, skillTable[id].name.En), append(es, skillTable[id].name.Es)
		}
		opts = append(opts, PromptOption{ID: optionSkillsPrefix + strings.Join(set, "+"), Label: Text{
			En: "Use " + strings.Join(en, " and "), Es: "Usar " + strings.Join(es, " y ")}})
	}
	st.Step = StepReact
	e.s.Strike = st
	e.open(Prompt{Kind: PromptReaction, Seat: t.Side, Figure: t.ID, Options: opts})
	return true
}

func answerReaction(e *env, p Prompt, option string) error {
	st := e.s.Strike
	if st == nil || st.Step != StepReact {
		return refuse(CodeBadState, "there is no attack waiting for reactions", "no hay ningún ataque esperando reacciones")
	}
	ai, ti, err := e.strikeFigures()
	if err != nil {
		return err
	}
	if option != OptionNoReaction {
		set := strings.Split(strings.TrimPrefix(option, optionSkillsPrefix), "+")
		ctx := defenceCtx(e.s, ti, ai)
		if rerr := checkDeclared(&ctx, set); rerr != nil {
			return rerr
		}
		st.DefenceSkills = set
		t := &e.s.Figures[ti]
		countSkills(t, set, false)
		for _, id := range set {
			e.skillUsed(t, skillTable[id], Text{En: "declared against this attack", Es: "declarada contra este ataque"})
		}
	}
	if err := e.meleeRolls(st); err != nil {
		return err
	}
	st.Step = StepRolls
	return e.advanceStrike()
}

// rollEffects applies what the final melee rolls do through the skills
// declared for them (Dirty Fighter's stun on doubles), and whether the
// defender foresaw the attack (Foresight).
func (e *env) rollEffects(ai, ti int, hit bool) {
	st := e.s.Strike
	dirty := func(by, victim int, r *RollRecord, declared []string) {
		f, v := &e.s.Figures[by], &e.s.Figures[victim]
		k, ok := hasSkill(f, "dirty_fighter")
		if !ok || !contains(declared, "dirty_fighter") || !doubles(r) || v.Size == SizeHuge || !v.Present() {
			return
		}
		e.skillUsed(f, k, Text{En: "doubles stun " + v.name(), Es: "un doble aturde a " + v.name()})
		e.gain(victim, Stunned)
	}
	dirty(ai, ti, &st.Attack, st.Skills)
	if st.Defence != nil {
		dirty(ti, ai, st.Defence, st.DefenceSkills)
		t := &e.s.Figures[ti]
		if k, ok := hasSkill(t, "foresight"); ok && !hit && contains(st.DefenceSkills, "foresight") && doubles(st.Defence) && e.s.Figures[ai].Present() {
			st.Counter = true
			e.skillUsed(t, k, Text{En: "foresaw the attack and strikes back", Es: "previó el ataque y devuelve el golpe"})
		}
	}
}

// doubles reports whether a 2D6 roll shows doubles other than a critical
// failure.
func doubles(r *RollRecord) bool {
	return len(r.Dice) == 2 && r.Dice[0] == r.Dice[1] && r.Dice[0] != 1
}

// counterBlow is the blow of a defender that foresaw the attack: its
// defence weapon's damage on the attacker, one more die per critical of
// its roll (Foresight). Against an Invulnerable attacker only a double
// critical wounds; it reports false when the blow does nothing.
func (e *env) counterBlow(ai, ti int) (Blow, bool) {
	st := e.s.Strike
	a, t := &e.s.Figures[ai], &e.s.Figures[ti]
	if _, inv := hasSkill(a, "invulnerable"); inv && !st.Defence.Double6() {
		if k, ok := hasSkill(t, "foresight"); ok {
			e.skillUsed(t, k, Text{En: "only a double critical wounds an Invulnerable foe", Es: "solo un doble crítico hiere a un enemigo invulnerable"})
		}
		return Blow{}, false
	}
	b := Blow{Rule: ruleStrike, Target: a.ID, By: t.ID, Against: Armour}
	k := defenceWeapon(t)
	it := strikeItem(t, k)
	switch {
	case it == nil || it.Unarmed:
		b.Dice = attributeNow(t, Strength)
		b.Modifiers = append(b.Modifiers, Modifier{Value: 1, Why: Text{En: "unarmed", Es: "desarmado"}})
	default:
		b.Dice = it.Dice
		if it.PlusStrength {
			b.Dice += attributeNow(t, Strength)
		}
		if it.Piercing != 0 {
			b.Modifiers = append(b.Modifiers, Modifier{Value: it.Piercing, Why: weaponText(it)})
		}
	}
	// A counter hits the attacker from the front (it attacked the
	// defender), so only a knock-down makes it a blow from behind.
	weaponTraits(e.s, &b, ti, ai, k, it, false, false)
	b.Dice = DamageDice(b.Dice, Criticals(*st.Defence))
	return b, true
}

// blockingWeapons are the weapons Blocking blocks with (page 110).
var blockingWeapons = map[string]bool{"greatsword": true, "bastard_sword": true}

// weaponBlockNeed is the item figure si blocks the attack in progress
// with through Blocking, and the roll it needs: a melee hit, not from
// behind, not a double critical, 5+ and one more per critical (R220).
func (e *env) weaponBlockNeed(ai, si int) (k, need int, ok bool) {
	st := e.s.Strike
	t := &e.s.Figures[si]
	if _, has := hasSkill(t, "blocking"); !has || st.Ranged || st.Behind || st.Struck != st.Target || st.Criticals >= 2 || !t.Present() {
		return 0, 0, false
	}
	for _, w := range t.Held(ItemMelee) {
		if blockingWeapons[t.Items[w].ID] {
			need = weaponBlockRoll + st.Criticals
			return w, need, need <= 6
		}
	}
	return 0, 0, false
}

// weaponBlockRoll is what Blocking needs on 1D6.
const weaponBlockRoll = 5

// weaponBlock rolls figure si's block with its weapon.
func (e *env) weaponBlock(ai, si int) error {
	_, need, ok := e.weaponBlockNeed(ai, si)
	if !ok {
		return refuse(CodeBadState, "%s can no longer block", "%s ya no puede bloquear", e.s.Figures[si].name())
	}
	t := &e.s.Figures[si]
	e.s.Strike.WeaponBlock = true
	e.skillUsed(t, skillTable["blocking"], Text{En: "blocks with its weapon", Es: "bloquea con su arma"})
	r, err := e.rollD6Against(si, ruleBlock, need)
	if err != nil {
		return err
	}
	return e.offerFortune(t, r, r.failed())
}

// markWeaponBlock leaves figure fi at -1 on its next melee attack.
func (e *env) markWeaponBlock(fi int) {
	f := &e.s.Figures[fi]
	if !contains(f.Marks, "blocking") {
		f.Marks = append(f.Marks, "blocking")
	}
}

// PromptMartialArts asks a figure whose melee critical hit a foe no
// bigger than itself, with Martial Arts declared, what the hit does:
// OptionDamageStun or OptionDieKnockDown (page 111).
const PromptMartialArts PromptKind = "martial_arts"

// Options of PromptMartialArts.
const (
	OptionDamageStun   = "damage_stun"
	OptionDieKnockDown = "die_knock_down"
)

func init() { promptHandlers[PromptMartialArts] = answerMartialArts }

// martialArts reports whether the hit of the attack in progress on figure
// si lets attacker ai choose through Martial Arts.
func (e *env) martialArts(ai, si int) bool {
	st := e.s.Strike
	a, t := &e.s.Figures[ai], &e.s.Figures[si]
	_, ok := hasSkill(a, "martial_arts")
	return ok && !st.Ranged && st.Criticals > 0 && contains(st.Skills, "martial_arts") && t.Size <= a.Size
}

// offerMartialArts asks the attacker what its critical does to figure
// si (not a Leader: a Leader is never knocked down this way).
func (e *env) offerMartialArts(ai, si int) {
	a, t := &e.s.Figures[ai], &e.s.Figures[si]
	opts := []PromptOption{
		{ID: OptionDamageStun, Label: Text{En: "Damage and stun " + t.name(), Es: "Dañar y aturdir a " + t.name()}},
		{ID: OptionDieKnockDown, Label: Text{En: "One damage die and knock " + t.name() + " down", Es: "Un dado de daño y derribar a " + t.name()}},
	}
	e.s.Strike.Step = StepDamage
	e.open(Prompt{Kind: PromptMartialArts, Seat: a.Side, Figure: a.ID, Options: opts})
}

func answerMartialArts(e *env, p Prompt, option string) error {
	st := e.s.Strike
	if st == nil || st.Step != StepDamage {
		return refuse(CodeBadState, "there is no hit waiting for its effect", "no hay ningún impacto esperando su efecto")
	}
	ai, si := e.s.figure(st.Attacker), e.s.figure(st.Struck)
	if ai < 0 || si < 0 || !e.martialArts(ai, si) {
		return refuse(CodeBadState, "martial arts no longer apply", "las artes marciales ya no se aplican")
	}
	return e.martialArtsBlow(ai, si, option)
}

// martialArtsBlow deals the hit of attacker ai on figure si as option
// chose: its damage and a stun, or one die and a knock-down.
func (e *env) martialArtsBlow(ai, si int, option string) error {
	st := e.s.Strike
	st.Step = StepPush
	a, t := &e.s.Figures[ai], &e.s.Figures[si]
	stationary := t.Conditions.Has(Stationary)
	b := e.strikeBlow(ai, si)
	if stationary {
		e.lose(si, Stationary, 0)
	}
	k := skillTable["martial_arts"]
	if option == OptionDieKnockDown {
		b.Dice = 1
		b.Effects = append(b.Effects, KnockedDown)
		e.skillUsed(a, k, Text{En: "one damage die and a knock-down", Es: "un dado de daño y un derribo"})
	} else {
		b.Effects = append(b.Effects, Stunned)
		e.skillUsed(a, k, Text{En: "damage and a stun", Es: "daño y aturdimiento"})
	}
	return e.damage(b)
}

// StrikeLowersArmour reports whether the hit of the attack in progress
// lowers the Armour of the figure it strikes: the armour terms of its
// blow (a weapon's or a magic weapon's piercing, a spear charge, a
// skill's) add up below zero. The Artificial Dark Player's text for
// Blocking (page 110) blocks only such hits. It is false with no attack
// in progress; s is not changed.
func StrikeLowersArmour(s State) bool {
	st := s.Strike
	if st == nil {
		return false
	}
	c := s.Clone()
	ai, si := c.figure(st.Attacker), c.figure(st.Struck)
	if ai < 0 || si < 0 {
		return false
	}
	e := env{s: &c}
	sum := 0
	for _, m := range e.strikeBlow(ai, si).Modifiers {
		sum += m.Value
	}
	return sum < 0
}
