package rules

// Shields against hits (page 43). A figure hit by a melee attack or a shot
// while holding a shield may try to block: 1D6 at or above the shield's
// blocking roll, one more per critical of the hit; a double critical
// cannot be blocked, nor an attack from behind. A blocked hit does no
// damage, but its knock-down still happens. Shielding is blocking with
// rerolls: every blocking roll until the figure's next activation may be
// rolled again, and that activation may neither attack nor run. A blocked
// weapon that breaks shields calls for the shield's breaking roll; a shield
// that breaks lets one damage die through.

// PromptBlock asks a figure hit whether to block with its shield.
// Options: OptionBlock, OptionShielding, OptionNoBlock.
const PromptBlock PromptKind = "block"

// Option IDs of PromptBlock.
const (
	OptionBlock     = "block"
	OptionShielding = "shielding"
	OptionNoBlock   = "no_block"
	// OptionWeaponBlock blocks with a greatsword or bastard sword (the
	// skill Blocking).
	OptionWeaponBlock = "block_weapon"
)

func init() { promptHandlers[PromptBlock] = answerBlock }

// blockNeed is the blocking roll figure si needs against the attack in
// progress, and whether it may block at all.
func (e *env) blockNeed(ai, si int) (sh, need int, ok bool) {
	st := e.s.Strike
	t := &e.s.Figures[si]
	sh = t.Shield()
	block := 0
	_, ignored := e.shieldIgnored(ai)
	switch {
	case sh >= 0 && ignored:
		// The attacker's weapon gets past shields (weapon_criticals.go).
	case sh >= 0 && !(st.Ranged && t.Items[sh].Has("melee_only")):
		block = t.Items[sh].Block
		if v := magicBlock(&t.Items[sh]); v > 0 {
			block = v // an identified magic shield's own roll (page 72)
		}
	case sh < 0:
		// A protecting spell may let its figure block like a shield
		// (content's spell_protect block, R119).
		block = boonBlock(t)
	}
	if block <= 0 || !t.Present() || st.Criticals >= 2 || sh >= 0 && berserk(t) {
		return 0, 0, false
	}
	if st.Struck == st.Target && st.Behind || st.Struck != st.Target && attackFromBehind(e.s, ai, si) {
		return 0, 0, false
	}
	need = block + st.Criticals
	if need > 6 {
		return 0, 0, false
	}
	return sh, need, true
}

// offerBlock asks the figure hit whether it blocks, if it can. It reports
// whether a prompt opened.
func (e *env) offerBlock(ai int) bool {
	st := e.s.Strike
	si := e.s.figure(st.Struck)
	if si < 0 {
		return false
	}
	t := &e.s.Figures[si]
	var opts []PromptOption
	if sh, need, ok := e.blockNeed(ai, si); ok {
		block := Text{En: "Block with the shield (" + itoa(need) + "+)", Es: "Bloquear con el escudo (" + itoa(need) + "+)"}
		if sh < 0 {
			block = Text{En: "Block with the spell's protection (" + itoa(need) + "+)", Es: "Bloquear con la protección del hechizo (" + itoa(need) + "+)"}
		}
		opts = append(opts, PromptOption{ID: OptionBlock, Label: block})
		if !t.Shielding() {
			opts = append(opts, PromptOption{ID: OptionShielding, Label: Text{En: "Shield yourself: reroll failed blocks this turn, but no attacking or running next activation", Es: "Protegerse con el escudo: repetir los bloqueos fallidos este turno, pero sin atacar ni correr en la próxima activación"}})
		}
	}
	if k, need, ok := e.weaponBlockNeed(ai, si); ok {
		it := &t.Items[k]
		opts = append(opts, PromptOption{ID: OptionWeaponBlock, Label: Text{
			En: "Block with the " + it.Name.En + " (" + itoa(need) + "+, skill: Blocking)",
			Es: "Bloquear con " + it.Name.Es + " (" + itoa(need) + "+, habilidad: Bloquear)"}})
	}
	if len(opts) == 0 {
		return false
	}
	opts = append(opts, PromptOption{ID: OptionNoBlock, Label: Text{En: "Do not block", Es: "No bloquear"}})
	e.open(Prompt{Kind: PromptBlock, Seat: t.Side, Figure: t.ID, Options: opts})
	return true
}

func answerBlock(e *env, p Prompt, option string) error {
	st := e.s.Strike
	if st == nil {
		return refuse(CodeBadState, "there is no attack in progress", "no hay ningún ataque en curso")
	}
	if option == OptionNoBlock {
		return e.advanceStrike()
	}
	ai, si := e.s.figure(st.Attacker), e.s.figure(p.Figure)
	if ai < 0 || si < 0 {
		return unknownFigure(p.Figure)
	}
	if option == OptionWeaponBlock {
		return e.weaponBlock(ai, si)
	}
	_, need, ok := e.blockNeed(ai, si)
	if !ok {
		return refuse(CodeBadState, "%s can no longer block", "%s ya no puede bloquear", e.s.Figures[si].name())
	}
	t := &e.s.Figures[si]
	if option == OptionShielding {
		t.SetShielding(true)
	}
	r, err := e.rollD6Against(si, ruleBlock, need)
	if err != nil {
		return err
	}
	if r.failed() && t.Shielding() {
		if r, err = e.reroll(r); err != nil {
			return err
		}
		e.emit(Rolled{Roll: r.clone()})
	}
	return e.offerFortune(t, r, r.failed())
}

// settleBlock applies a final blocking roll.
func settleBlock(e *env, r RollRecord) error {
	st := e.s.Strike
	if st == nil {
		return refuse(CodeBadState, "there is no attack in progress", "no hay ningún ataque en curso")
	}
	si, ai := e.s.figure(r.Figure), e.s.figure(st.Attacker)
	if si < 0 || ai < 0 {
		return unknownFigure(r.Figure)
	}
	st.Blocked = !r.failed()
	e.emit(BlockRolled{Figure: r.Figure, Roll: r.Seq, Need: r.Target, Blocked: st.Blocked})
	if st.WeaponBlock {
		// The weapon does not break blocking (Blocking, page 110).
		if st.Blocked {
			e.markWeaponBlock(si)
		}
		return e.advanceStrike()
	}
	if st.Blocked {
		it := strikeItem(&e.s.Figures[ai], st.Item)
		breaker, outright := e.shieldBreaking(ai, si)
		breaker = breaker || it != nil && it.ShieldBreaker
		t := &e.s.Figures[si]
		switch sh := t.Shield(); {
		case sh < 0:
		case outright && unbreakable(&t.Items[sh]):
			e.emit(ItemPowerUsed{Figure: t.ID, ItemName: t.Items[sh].Name, What: Text{En: "never breaks", Es: "nunca se rompe"}})
		case outright && magicGear(&t.Items[sh]):
			// Pages 115-116: a magic shield that a Large or Huge blow would
			// break outright takes the usual breaking roll instead (R1025).
			if v := t.Items[sh].BreakBlock; v > 0 {
				broke, err := e.breakingRoll(si, sh, v)
				if err != nil {
					return err
				}
				st.ShieldBroke = broke
			}
		case outright:
			t.editItem(sh).Broken = true
			st.ShieldBroke = true
			e.emit(ShieldBroken{Figure: t.ID, Item: sh, ItemName: t.Items[sh].Name})
		case breaker && t.Items[sh].BreakBlock > 0:
			broke, err := e.breakingRoll(si, sh, t.Items[sh].BreakBlock)
			if err != nil {
				return err
			}
			st.ShieldBroke = broke
		}
	}
	return e.advanceStrike()
}
