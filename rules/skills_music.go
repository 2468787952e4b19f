package rules

// Inspiring Music (page 113): an Action playing an instrument, regarded
// as a permanent Enhancing spell costing 1 Mana. An Intelligence test
// passed, the musician and every ally within three squares get +1 to
// Combat Skill, Shooting Skill and Courage tests for as many turns as the
// lower of the test's two dice. As a spell in play (spell.go's
// Enchantment) it counts down at the end of its side's turns, ends when
// the musician is knocked out, when he casts another permanent spell or
// plays again, or at his will (end_spell); its bonuses are boons named
// after the skill. The Mana is paid when the music works, as a spell's is
// (R744). The test is the musician's roll: Fortune and rerolling skills
// may change it (page 14).

const ruleMusic = ruleSkillAction + "inspiring_music"

// musicRange is how far Inspiring Music reaches, in squares.
const musicRange = 3

func init() {
	registerSkillAct(&skill{
		id: "inspiring_music", name: Text{En: "Inspiring Music", Es: "Música enardecedora"}, active: true, effect: "inspiring_music",
		params: []SkillParam{intParam("mana"), intParam("range"), intParam("value")},
		values: map[string]any{"mana": 1, "range": musicRange, "value": 1},
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		ready: func(s *State, fi int) *RuleError {
			if f := &s.Figures[fi]; f.ManaLeft() < 1 {
				return refuse(CodeBadSkill, "%s has no Mana left to play", "a %s no le queda Maná para tocar", f.name())
			}
			return nil
		},
		do: func(e *env, fi int, _ []int) error {
			r, err := e.test(fi, ruleMusic, Intelligence, 0)
			if err != nil {
				return err
			}
			return e.offerFortune(&e.s.Figures[fi], r, r.failed())
		},
	}, nil)
	rollSettlers[ruleMusic] = settleMusic
}

// settleMusic plays out the final test r of Inspiring Music.
func settleMusic(e *env, r RollRecord) error {
	fi := e.s.figure(r.Figure)
	if fi < 0 {
		return unknownFigure(r.Figure)
	}
	f := &e.s.Figures[fi]
	k := skillTable["inspiring_music"]
	if r.failed() {
		e.skillUsed(f, k, Text{En: "the tune stirs nobody", Es: "la melodía no enardece a nadie"})
		return nil
	}
	for i := len(e.s.Magic) - 1; i >= 0; i-- {
		if m := &e.s.Magic[i]; m.Caster == f.ID && m.Permanent {
			e.endEnchantment(i, EndedReplaced)
		}
	}
	f.spendMana(1)
	turns := min(r.Dice[0], r.Dice[1])
	m := Enchantment{Roll: r.Seq, Caster: f.ID, Spell: k.id, Name: k.name, Side: f.Side, Permanent: true, Turns: turns}
	for ti := range e.s.Figures {
		t := &e.s.Figures[ti]
		if t.Side != f.Side || !t.Present() || (ti != fi && baseGap(f, t) > musicRange) {
			continue
		}
		for _, a := range []Attribute{CombatSkill, ShootingSkill, Courage} {
			b := Boon{Roll: r.Seq, Why: k.text(), Attribute: a, Value: 1}
			t.Boons = append(t.Boons, b)
			e.emit(BoonGained{Figure: t.ID, Spell: k.id, Boon: b})
		}
		m.Held = append(m.Held, Held{Figure: t.ID})
	}
	e.s.Magic = append(e.s.Magic, m)
	e.skillUsed(f, k, Text{
		En: "plays for " + itoa(turns) + " turns: +1 Combat Skill, Shooting Skill and Courage within " + itoa(musicRange) + " squares",
		Es: "toca durante " + itoa(turns) + " turnos: +1 a Cuerpo a Cuerpo, Disparo y Valentía a " + itoa(musicRange) + " casillas"})
	return nil
}
