package rules

import "fmt"

// Attribute tests (page 14): 2D6 plus the attribute plus any modifiers must
// reach 10, or another target the rule names. Whatever the modifiers, an
// unmodified double 1 always fails (a critical failure) and an unmodified
// double 6 always succeeds (a double critical). Bonuses from skills and
// companions add up to +3 at most, +5 when magic objects or spells take
// part (page 11). Every term is kept in the roll record with its source, so
// a log can show why a test passed.

// TestTarget is the result an attribute test must reach unless its rule
// says otherwise (page 14).
const TestTarget = 10

// Caps on the bonuses from skills and companions, without and with magic
// objects or spells (page 11).
const (
	BonusCap      = 3
	MagicBonusCap = 5
)

// capBonuses limits the bonuses of mods that the cap of page 11 covers:
// their positive sum may not exceed +3, or +5 when a magic object or spell
// gives one of them. It returns mods with a ModCap modifier appended when
// the cap takes something away, and the cap in force (0 when no capped
// bonus takes part). Penalties are never capped.
func capBonuses(mods []Modifier) ([]Modifier, int) {
	bonus, magic := 0, false
	for _, m := range mods {
		switch m.Kind {
		case ModSkill, ModCompanion, ModMagic:
			if m.Value > 0 {
				bonus += m.Value
				magic = magic || m.Kind == ModMagic
			}
		}
	}
	if bonus == 0 {
		return mods, 0
	}
	limit := BonusCap
	if magic {
		limit = MagicBonusCap
	}
	if bonus > limit {
		mods = append(mods, Modifier{Value: limit - bonus, Kind: ModCap, Why: Text{
			En: "bonuses from skills, companions and magic capped at " + signed(limit),
			Es: "bonificaciones de habilidades, acompañantes y magia limitadas a " + signed(limit),
		}})
	}
	return mods, limit
}

func signed(v int) string { return fmt.Sprintf("%+d", v) }

// judge sets the Outcome and Critical of a roll against its Target: a
// double 1 fails and a double 6 passes whatever the modifiers; otherwise
// the result with every modifier must reach the target.
func judge(r *RollRecord) {
	r.Critical = ""
	switch {
	case r.Double1():
		r.Outcome, r.Critical = Failed, CriticalFailure
	case r.Double6():
		r.Outcome, r.Critical = Passed, DoubleCritical
	case r.Result() >= r.Target:
		r.Outcome = Passed
	default:
		r.Outcome = Failed
	}
}

// conditionModifiers appends to dst a -1 for each condition of f that
// lowers attribute a (page 42: they add up).
func conditionModifiers(f *Figure, a Attribute, dst []Modifier) []Modifier {
	if !a.penalised() {
		return dst
	}
	for _, c := range f.Conditions.List() {
		if c.penalises() {
			t := c.Text()
			dst = append(dst, Modifier{Value: -1, Why: t})
		}
	}
	return dst
}

// TestModifiers lists what a test of attribute a adds to the dice for
// figure f: the attribute itself, a -1 for each condition that lowers it
// (page 42), then extra (skills, companions, magic, circumstances), capped
// as page 11 says. It returns the modifiers and the cap in force.
func TestModifiers(f Figure, a Attribute, extra ...Modifier) ([]Modifier, int) {
	mods := make([]Modifier, 0, 2+len(extra))
	mods = append(mods, Modifier{Value: a.Of(&f.Attrs), Kind: ModAttribute, Why: a.Text()})
	mods = conditionModifiers(&f, a, mods)
	mods = boonModifiers(&f, a, mods)
	mods = append(mods, extra...)
	return capBonuses(mods)
}

// test rolls an attribute test of figure fi under rule ("rise"): 2D6 plus
// TestModifiers against target (TestTarget when 0). It records and reports
// the roll, judged. A rule that tests a hero then calls offerFortune with
// the roll (worth it when it failed) and registers in rollSettlers what the
// final roll does, so the hero may reroll it first (page 14).
func (e *env) test(fi int, rule string, a Attribute, target int, extra ...Modifier) (RollRecord, error) {
	f := &e.s.Figures[fi]
	if target == 0 {
		target = TestTarget
	}
	if k, ok := autoPassing(f, a, rule); ok {
		// No dice: the test is passed (R704).
		e.s.Rolls++
		r := RollRecord{Rule: rule, Figure: f.ID, Target: target, Outcome: Passed}
		r.Seq = e.s.Rolls
		e.skillUsed(f, k, Text{En: "passes its " + a.Text().En + " test without rolling", Es: "supera su prueba de " + a.Text().Es + " sin tirar"})
		return r, nil
	}
	var r RollRecord
	var err error
	if k, ok := hasSkill(f, "cold_blooded"); ok && a == Courage && rule != ruleCast {
		r, err = e.rollKeepTwo(rule, f, false)
		e.skillUsed(f, k, Text{En: "rolls 3D6 and keeps the two highest", Es: "tira 3D6 y se queda con los dos más altos"})
	} else {
		r, err = e.roll2D6(rule, f)
	}
	if err != nil {
		return RollRecord{}, err
	}
	r.Modifiers, r.Cap = TestModifiers(*f, a, allySkillMods(e.s, fi, a, darkMods(e.s, fi, a, extra))...)
	r.Target = target
	judge(&r)
	recklessBlunder(f, &r)
	e.emit(Rolled{Roll: r.clone()})
	return r, nil
}

// rollD6Against rolls 1D6 for figure fi under rule, needing target or more
// with the modifiers given (the recovery roll of page 18), and records and
// reports the roll, judged.
func (e *env) rollD6Against(fi int, rule string, target int, mods ...Modifier) (RollRecord, error) {
	f := &e.s.Figures[fi]
	d, err := e.dice.D6(rule + ": " + f.name())
	if err != nil {
		return RollRecord{}, diceError(err)
	}
	r := e.record(d, rule, f.ID)
	r.Modifiers, r.Cap = capBonuses(append([]Modifier(nil), mods...))
	r.Target = target
	judge(&r)
	e.emit(Rolled{Roll: r.clone()})
	return r, nil
}

// failed reports whether a settled test failed.
func (r RollRecord) failed() bool { return r.Outcome == Failed }
