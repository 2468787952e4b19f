package rules

import "dun/board"

// The rolls of an attack and the Fortune that may change them (page 14):
// the hero who is losing the exchange may spend a point to reroll his own
// roll or the roll his enemy made against him. Each roll is rerolled at
// most once; when a reroll turns the exchange, the other side may answer
// with its own point on a roll not yet rerolled. The rolls are final when
// the losing side keeps them or can change nothing more.

// PromptStrikeFortune asks a hero whether to spend Fortune on the rolls
// of an attack. Options: OptionKeep, OptionRerollOwn, OptionRerollEnemy.
const PromptStrikeFortune PromptKind = "strike_fortune"

// Option IDs of PromptStrikeFortune.
const (
	OptionRerollOwn   = "reroll_own"
	OptionRerollEnemy = "reroll_enemy"
)

func init() { promptHandlers[PromptStrikeFortune] = answerStrikeFortune }

// markCritical sets the Critical of a 2D6 roll that is not a test (the
// rolls of an opposed roll).
func markCritical(r *RollRecord) {
	switch {
	case r.Double1():
		r.Critical = CriticalFailure
	case r.Double6():
		r.Critical = DoubleCritical
	default:
		r.Critical = ""
	}
}

// meleeTieBreaks are the tie-breaks of a melee round (page 36): the
// higher Agility, then the one using a shield, then the defender (the
// second contestant) always.
func meleeTieBreaks(behind bool) []TieBreak {
	shield := func(f *Figure) int {
		if f.Shield() >= 0 {
			return 1
		}
		return 0
	}
	return []TieBreak{
		HigherAttribute(Agility),
		{Why: Text{En: "uses a shield", Es: "usa escudo"}, Decide: func(a, b *Figure) int {
			sb := shield(b)
			if behind {
				sb = 0 // no shield against an attack from behind (page 33)
			}
			return sign(shield(a) - sb)
		}},
		{Why: Text{En: "the defender wins ties", Es: "el defensor gana los empates"}, Decide: func(a, b *Figure) int { return -1 }},
	}
}

// strikeWinner says how the rolls stand now: whether the attack hits the
// target, and for melee the tie-break that decided, if one did.
func (e *env) strikeWinner(ai, ti int) (hit bool, why *Text) {
	st := e.s.Strike
	if st.Ranged {
		return st.Attack.Outcome == Passed, nil
	}
	w := OpposedWinner(st.Attack, *st.Defence)
	if w != 0 {
		return w > 0, nil
	}
	for _, tb := range meleeTieBreaks(st.Behind) {
		if w = tb.Decide(&e.s.Figures[ai], &e.s.Figures[ti]); w != 0 {
			t := tb.Why
			return w > 0, &t
		}
	}
	return false, nil
}

// offerStrikeFortune opens the Fortune prompt for the side losing the
// exchange, if it is a hero who may and can change a roll. It reports
// whether a prompt opened.
func (e *env) offerStrikeFortune(ai, ti int) bool {
	st := e.s.Strike
	hit, _ := e.strikeWinner(ai, ti)
	fi, declined := ai, st.AttackerDeclined
	own, enemy := !st.AttackRerolled, !st.Ranged && !st.DefenceRerolled
	if hit {
		fi, declined = ti, st.DefenderDeclined
		own, enemy = !st.Ranged && !st.DefenceRerolled, !st.AttackRerolled
	}
	f := &e.s.Figures[fi]
	if declined || !f.Hero() || !f.Present() || f.FortuneLeft() <= 0 || (!own && !enemy) {
		return false
	}
	opts := append(make([]PromptOption, 0, 3), PromptOption{ID: OptionKeep, Label: Text{En: "Keep the rolls", Es: "Mantener las tiradas"}})
	if own {
		opts = append(opts, PromptOption{ID: OptionRerollOwn, Label: Text{En: "Spend a Fortune point to reroll your roll", Es: "Gastar un punto de Fortuna para repetir tu tirada"}})
	}
	if enemy {
		opts = append(opts, PromptOption{ID: OptionRerollEnemy, Label: Text{En: "Spend a Fortune point to reroll your enemy's roll", Es: "Gastar un punto de Fortuna para repetir la tirada de tu enemigo"}})
	}
	// The prompt shows the asker's own roll, or the shot against him.
	shown := &st.Attack
	if hit && st.Defence != nil {
		shown = st.Defence
	}
	roll := shown.clone()
	e.open(Prompt{Kind: PromptStrikeFortune, Seat: f.Side, Figure: f.ID, Roll: &roll, Options: opts})
	return true
}

func answerStrikeFortune(e *env, p Prompt, option string) error {
	st := e.s.Strike
	if st == nil {
		return refuse(CodeBadState, "there is no attack in progress", "no hay ningún ataque en curso")
	}
	attacker := p.Figure == st.Attacker
	if option == OptionKeep {
		if attacker {
			st.AttackerDeclined = true
		} else {
			st.DefenderDeclined = true
		}
		return e.advanceStrike()
	}
	fi := e.s.figure(p.Figure)
	if fi < 0 {
		return unknownFigure(p.Figure)
	}
	f := &e.s.Figures[fi]
	if f.FortuneLeft() <= 0 {
		return refuse(CodeBadOption, "%s has no Fortune points left", "a %s no le quedan puntos de Fortuna", f.name())
	}
	// Which roll: the attacker's own is Attack, the defender's own Defence.
	useAttack := (option == OptionRerollOwn) == attacker
	target := &st.Attack
	if !useAttack {
		if st.Defence == nil {
			return refuse(CodeBadOption, "there is no defence roll to reroll", "no hay tirada de defensa que repetir")
		}
		target = st.Defence
	}
	if (useAttack && st.AttackRerolled) || (!useAttack && st.DefenceRerolled) {
		return refuse(CodeBadOption, "that roll was already rerolled", "esa tirada ya se repitió")
	}
	f.SetFortuneUsed(f.FortuneUsed() + 1)
	r, err := e.reroll(*target)
	if err != nil {
		return err
	}
	r.PaidBy = f.ID
	if r.Target == 0 {
		markCritical(&r)
	}
	e.markStrikeFumble(&r, useAttack)
	e.emit(FortuneSpent{Figure: f.ID, Left: f.FortuneLeft(), Roll: target.Seq})
	e.emit(Rolled{Roll: r.clone()})
	*target = r
	if useAttack {
		st.AttackRerolled = true
	} else {
		st.DefenceRerolled = true
	}
	// The exchange may have turned: the other side may answer.
	if attacker {
		st.DefenderDeclined = false
	} else {
		st.AttackerDeclined = false
	}
	return e.advanceStrike()
}

// settleStrikeRolls applies the final rolls: who won, blunders, the hit
// and its criticals, and who may push; then the attack moves on.
func (e *env) settleStrikeRolls(ai, ti int) error {
	st := e.s.Strike
	hit, why := e.strikeWinner(ai, ti)
	if st.Ranged {
		return e.settleShot(ai, ti, hit)
	}
	a, t := &e.s.Figures[ai], &e.s.Figures[ti]
	st.Winner = t.ID
	if hit {
		st.Winner = a.ID
	}
	if fumbled(st.Attack) {
		st.Blunder, st.EndsActivation = true, true
		e.emit(Blunder{Figure: a.ID})
		saddleBlunder(a)
		if err := e.blunderDrop(ai, st.Item, t.At); err != nil {
			return err
		}
	}
	if fumbled(*st.Defence) {
		e.emit(Blunder{Figure: t.ID})
		k := -1
		if sh := t.Shield(); sh >= 0 && !st.Behind {
			k = sh // a defender using a shield loses the shield (page 43)
		} else if w := t.MeleeWeapons(); len(w) > 0 {
			k = w[0]
		}
		if err := e.blunderDrop(ti, k, a.At); err != nil {
			return err
		}
	}
	if hit {
		st.Hit, st.Struck, st.Criticals = true, t.ID, e.hitCriticals(ai)
		if t.Size <= a.Size {
			st.Pusher = a.ID
		}
		st.Step = StepBlock
	} else {
		st.Step = StepPush
		if e.defenderPushes(ti, ai) {
			st.Pusher = t.ID
		}
		// Most shields stun the attacker on a double critical in defence
		// (page 43).
		if sh := t.Shield(); sh >= 0 && !st.Behind && st.Defence.Double6() && t.Items[sh].Has("double_critical_stun") && a.Present() {
			e.gain(ai, Stunned)
		}
	}
	e.grantAttacks(ai, ti)
	e.rollEffects(ai, ti, hit)
	if st.Counter {
		st.Step = StepCounter
	}
	e.emit(RoundWon{Attacker: a.ID, Target: t.ID, Winner: st.Winner, TieBreak: why, Hit: st.Hit, Struck: st.Struck, Criticals: st.Criticals})
	return nil
}

// defenderPushes reports whether defender di, having won the round, may
// push attacker ai: with a shield that pushes, or a long-reach weapon, and
// an attacker no larger than itself (pages 37, 43).
func (e *env) defenderPushes(di, ai int) bool {
	d, a := &e.s.Figures[di], &e.s.Figures[ai]
	if a.Size > d.Size || !a.Present() || e.s.Strike.Behind {
		return false
	}
	if sh := d.Shield(); sh >= 0 && d.Items[sh].Push {
		return true
	}
	for _, k := range d.MeleeWeapons() {
		if d.Items[k].LongReach {
			return true
		}
	}
	return false
}

// blunderDrop lets item k of figure fi fall on square at and makes its
// breaking roll (pages 36, 41, 43). Natural weapons and bare hands do not
// fall, but roll all the same (natural_weapons.go).
func (e *env) blunderDrop(fi, k int, at board.Pos) error {
	f := &e.s.Figures[fi]
	if k == -1 || k >= 0 && k < len(f.Items) && (f.Items[k].Natural || f.Items[k].Unarmed) {
		return e.bodyBlunder(fi, k)
	}
	if k < 0 || k >= len(f.Items) {
		return nil
	}
	if !adpCreature(e.s, fi) {
		e.dropItem(fi, k, at) // an ADP creature keeps it unless it breaks (R842)
	}
	v := f.Items[k].Breaks
	if f.Items[k].Kind == ItemShield {
		v = f.Items[k].BreakBlock // a shield's card has the one breaking value
	}
	if v > 0 {
		if _, err := e.breakingRoll(fi, k, v); err != nil {
			return err
		}
	}
	return nil
}
