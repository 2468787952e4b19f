package rules

// Encouraging in an attack (page 112): "All allied characters six or less
// spaces away from him may reroll failed attribute tests, attack or
// defense rolls until the beginning of their next turn." Failed tests go
// through the skill reroll question (skill_reroll.go); an attack roll or a
// defence roll fails when its side loses the exchange, so the figure on
// the losing side is asked, before Fortune, whether to roll its own roll
// again, once per roll (R1191).

// PromptEncouragedStrike asks an encouraged figure whether it rolls its
// losing attack or defence roll again. Options: OptionReroll, OptionKeep.
const PromptEncouragedStrike PromptKind = "encouraged_strike"

func init() { promptHandlers[PromptEncouragedStrike] = answerEncouragedStrike }

// offerEncouragedStrike asks the figure whose roll is losing the attack in
// progress (ai attacking ti), if an ally's Encouraging lets it roll again;
// it reports whether a prompt opened.
func (e *env) offerEncouragedStrike(ai, ti int) bool {
	st := e.s.Strike
	hit, _ := e.strikeWinner(ai, ti)
	fi, r, asked := ai, &st.Attack, &st.AttackEncouraged
	if hit {
		if st.Defence == nil {
			return false // a shot has no defence roll
		}
		fi, r, asked = ti, st.Defence, &st.DefenceEncouraged
	}
	f := &e.s.Figures[fi]
	if *asked || !f.Present() || !contains(f.Marks, markEncouraged) {
		return false
	}
	*asked = true
	what := Text{En: "Roll your attack again (an ally's Encouraging)", Es: "Repetir tu ataque (Insuflar ánimo de un aliado)"}
	if hit {
		what = Text{En: "Roll your defence again (an ally's Encouraging)", Es: "Repetir tu defensa (Insuflar ánimo de un aliado)"}
	}
	rr := r.clone()
	e.open(Prompt{Kind: PromptEncouragedStrike, Seat: f.Side, Figure: f.ID, Roll: &rr, Options: []PromptOption{
		{ID: OptionReroll, Label: what},
		{ID: OptionKeep, Label: Text{En: "Keep the roll", Es: "Mantener la tirada"}},
	}})
	return true
}

func answerEncouragedStrike(e *env, p Prompt, option string) error {
	st := e.s.Strike
	fi := e.s.figure(p.Figure)
	if st == nil || fi < 0 || (p.Figure != st.Attacker && p.Figure != st.Target) {
		return refuse(CodeBadState, "there is no attack roll to roll again", "no hay ninguna tirada de ataque que repetir")
	}
	if option != OptionReroll {
		return e.advanceStrike()
	}
	target := &st.Attack
	if p.Figure != st.Attacker {
		if st.Defence == nil {
			return refuse(CodeBadOption, "there is no defence roll to roll again", "no hay tirada de defensa que repetir")
		}
		target = st.Defence
	}
	r, err := e.reroll(*target)
	if err != nil {
		return err
	}
	if r.Target == 0 {
		markCritical(&r)
	}
	r.RerolledBy = "encouraging"
	f := &e.s.Figures[fi]
	e.skillUsed(f, skillTable["encouraging"], Text{En: "an ally's Encouraging: the roll again", Es: "Insuflar ánimo de un aliado: la tirada de nuevo"})
	e.emit(Rolled{Roll: r.clone()})
	*target = r
	return e.advanceStrike()
}
