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

// defenceCtx is the defence roll of the attack st by figure ti against ai.
func defenceCtx(s *State, st *Strike, ti, ai int) rollCtx {
	t := &s.Figures[ti]
	return rollCtx{s: s, fi: ti, oi: ai, kind: RollMeleeDefence, attr: CombatSkill, item: strikeItem(t, defenceWeapon(t))}
}

// offerReactions keeps attack st waiting at StepReact and asks defender ti
// which reactions it declares, if it has any to declare. It reports
// whether a prompt opened.
func (e *env) offerReactions(st *Strike, ti, ai int) bool {
	ctx := defenceCtx(e.s, st, ti, ai)
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
	c := *st
	e.s.Strike = &c
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
		ctx := defenceCtx(e.s, st, ti, ai)
		if rerr := checkDeclared(&ctx, set); rerr != nil {
			return rerr
		}
		st.DefenceSkills = set
		t := &e.s.Figures[ti]
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
	it := strikeItem(t, defenceWeapon(t))
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
