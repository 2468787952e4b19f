package rules

// Jumping with a body (page 43): a figure carrying a knocked-out ally may
// make a great jump, but besides the Agility test it needs a Strength
// test. The Agility test comes first (a failure is the usual fall, the
// body going down with its carrier); once it has passed, the Strength
// test is rolled, with Fortune, and its failure is a failed jump too: the
// fall, unless an ally with a rope makes it good (R819, R820).

const ruleJumpBody = "jump_body"

// jumpWithBody rolls the Strength test of figure fi, whose jump l passed
// its Agility test while carrying a body.
func (e *env) jumpWithBody(fi int, l Leap) error {
	e.s.Active.Leap = &l
	r, err := e.test(fi, ruleJumpBody, Strength, 0, testSkillMods(e.s, fi, Strength, ruleJumpBody, nil)...)
	if err != nil {
		return err
	}
	return e.offerFortune(&e.s.Figures[fi], r, r.failed())
}

// settleJumpBody applies the final Strength test of a jump with a body.
func settleJumpBody(e *env, r RollRecord) error {
	fi, l, err := e.takeLeap(r, Text{En: "jump with a body", Es: "salto con un cuerpo"})
	if err != nil {
		return err
	}
	if r.failed() {
		if l.Roped == 0 && e.offerRope(fi, l, r) {
			return nil
		}
		return e.jumpFails(fi, l, r.Seq)
	}
	return e.jumpLands(fi, l, r.Seq)
}
