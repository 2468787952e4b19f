package rules

// Fearsome (page 116). Before an attack (melee or shot) on a Fearsome
// figure, the attacker tests Courage; before a Fearsome figure's attack,
// its target does. A figure is spared the test by a Fearsome skill of its own
// against foes of its size or smaller, and by a test passed in this
// combat against Fearsome foes of that level or lower (Leader > Champion
// > Elite > Troop; heroes and their companions count as Leaders). A
// passed test makes it immune so; a failed one leaves it Frightened, and
// an attacker that fails against a Large or Huge foe, or with a critical
// failure, loses the attack and its activation ends. A Frightened figure
// fails such tests without rolling (page 42). A hero may spend Fortune on
// the test (page 14).

const ruleFear = "fear"

func init() {
	registerSkill(&skill{
		id: "fearsome", name: Text{En: "Fearsome", Es: "Temible"}, effect: "fearsome",
	})
	rollSettlers[ruleFear] = settleFear
}

// FearLevel is the rank of figure f for Fearsome: 4 for Leaders, heroes
// and their companions, 3 champions, 2 elites, 1 everyone else.
func FearLevel(f *Figure) int {
	switch {
	case f.Leader() || f.Side == Heroes:
		return 4
	case f.Level() == "champion":
		return 3
	case f.Level() == "elite":
		return 2
	}
	return 1
}

// fearTest reports whether figure x must test Courage against figure o.
func fearTest(x, o *Figure) bool {
	if !isFearsome(o) || !x.Present() || !o.Present() {
		return false
	}
	if berserk(x) || isFearsome(x) && o.Size <= x.Size {
		return false
	}
	return x.FearImmune() < FearLevel(o)
}

// fearTests makes the Courage tests the attack in progress calls for, the
// attacker's first. It reports true once none is left to make; false when
// a test was made, whose settler carries the attack on.
func (e *env) fearTests(ai, ti int) (bool, error) {
	st := e.s.Strike
	// A rider's mount tests as its rider does (page 102, R868).
	for _, p := range [4][2]int{{ai, ti}, {ti, ai}, {mountOf(e.s, ai), ti}, {mountOf(e.s, ti), ai}} {
		xi, oi := p[0], p[1]
		if xi < 0 {
			continue
		}
		x, o := &e.s.Figures[xi], &e.s.Figures[oi]
		if contains(st.Feared, x.ID) || !fearTest(x, o) {
			continue
		}
		if x.Conditions.Has(Frightened) {
			st.Feared = append(st.Feared, x.ID)
			e.skillUsed(o, skillTable["fearsome"], Text{En: x.name() + " is frightened and fails at once", Es: x.name() + " está asustado y falla sin tirar"})
			if e.fearFailed(xi, oi, false) {
				return false, nil
			}
			continue
		}
		r, err := e.test(xi, ruleFear, Courage, 0, testSkillModsAgainst(e.s, xi, oi, Courage, ruleFear, nil)...)
		if err != nil {
			return false, err
		}
		return false, e.offerFortune(x, r, r.failed())
	}
	return true, nil
}

// settleFear applies a final Courage test against a Fearsome foe and
// carries the attack on.
func settleFear(e *env, r RollRecord) error {
	st := e.s.Strike
	if st == nil || st.Step != StepFear {
		return refuse(CodeBadState, "no attack waits for a Courage test", "ningún ataque espera una prueba de Valentía")
	}
	ai, ti, err := e.strikeFigures()
	if err != nil {
		return err
	}
	xi, oi := ai, ti
	if r.Figure == st.Target {
		xi, oi = ti, ai
	}
	if mi := e.s.figure(r.Figure); mi >= 0 && mi != ai && mi != ti {
		// The mount of one of the two (R868).
		xi = mi
		if mi == mountOf(e.s, ti) {
			oi = ai
		}
	}
	x, o := &e.s.Figures[xi], &e.s.Figures[oi]
	st.Feared = append(st.Feared, x.ID)
	k := skillTable["fearsome"]
	if !r.failed() {
		x.SetFearImmune(max(x.FearImmune(), FearLevel(o)))
		e.skillUsed(o, k, Text{En: x.name() + " overcomes the fear", Es: x.name() + " supera el miedo"})
		return e.advanceStrike()
	}
	e.courageFailed(xi)
	if e.fearFailed(xi, oi, r.Double1()) {
		return nil
	}
	return e.advanceStrike()
}

// fearFailed frightens figure xi, which failed against Fearsome figure
// oi; an attacker facing a Large or Huge foe, or failing with a critical
// failure, loses the attack and ends its activation (it reports true
// then, the attack being over).
func (e *env) fearFailed(xi, oi int, blunder bool) bool {
	st := e.s.Strike
	x, o := &e.s.Figures[xi], &e.s.Figures[oi]
	e.skillUsed(o, skillTable["fearsome"], Text{En: x.name() + " is frightened", Es: x.name() + " queda asustado"})
	e.gain(xi, Frightened)
	if (x.ID != st.Attacker && (x.Rider() == "" || x.Rider() != st.Attacker)) || (o.Size < SizeLarge && !blunder) {
		return false
	}
	st.EndsActivation = true
	if err := e.endStrike(); err != nil {
		return true
	}
	return true
}
