package rules

// Opposed rolls (page 14): each contestant rolls 2D6 and adds the attribute
// the rule names; the higher result, every modifier applied, wins. An
// unmodified double 6 wins and an unmodified double 1 loses whatever the
// modifiers, unless both contestants rolled the same double (R31). A tie is
// broken by the rule's own tie-breaks, in order (Initiative: the higher
// Intelligence, page 30; melee: Agility, then a shield, then the defender,
// page 36); when none decides, both roll again.

// OpposedWinner compares two opposed rolls: 1 when a wins, -1 when b wins,
// 0 on a tie.
func OpposedWinner(a, b RollRecord) int {
	if ga, gb := grade(a), grade(b); ga != gb {
		return sign(ga - gb)
	}
	return sign(a.Result() - b.Result())
}

// grade ranks the unmodified dice: a double 1 (or another double a weapon
// fumbles on, weaponFumble) below everything, a double 6 above.
func grade(r RollRecord) int {
	switch {
	case fumbled(r):
		return 0
	case r.Double6():
		return 2
	}
	return 1
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// TieBreak is one way a rule breaks a tie in an opposed roll: Decide
// returns 1 when the first contestant wins, -1 when the second does, 0
// when it does not decide.
type TieBreak struct {
	Why    Text
	Decide func(a, b *Figure) int
}

// HigherAttribute is the tie-break won by the contestant with the higher
// value of attribute at (conditions included, page 42).
func HigherAttribute(at Attribute) TieBreak {
	t := at.Text()
	return TieBreak{
		Why: Text{En: "higher " + t.En, Es: "más " + t.Es},
		Decide: func(a, b *Figure) int {
			return sign(attributeNow(a, at) - attributeNow(b, at))
		},
	}
}

// attributeNow is f's attribute with the penalties of its conditions and
// the bonuses of spells on it.
func attributeNow(f *Figure, at Attribute) int {
	v := at.Of(f.Attrs())
	for _, m := range boonModifiers(f, at, conditionModifiers(f, at, nil)) {
		v += m.Value
	}
	return v
}

// OpposedRoll is an opposed roll once decided: the contestants' last
// rolls (earlier tied ones are in the Rolled events), the winner's figure,
// and the tie-break that decided it, if one did.
type OpposedRoll struct {
	Rule     string     `json:"rule"`
	First    RollRecord `json:"first"`
	Second   RollRecord `json:"second"`
	Winner   string     `json:"winner"`
	TieBreak *Text      `json:"tie_break,omitempty"`
	// Rolled is how many times both contestants rolled (ties rolled again).
	Rolled int `json:"rolled"`
}

// maxOpposedRolls bounds the rolls again after ties; a source that keeps
// tying for this long is broken.
const maxOpposedRolls = 100

// opposed rolls an opposed roll of rule between figures ai and bi, on
// attributes aa and ba with the extra modifiers given, breaking ties with
// breaks and otherwise rolling again, and reports it (OpposedRolled).
func (e *env) opposed(rule string, ai int, aa Attribute, aExtra []Modifier, bi int, ba Attribute, bExtra []Modifier, breaks ...TieBreak) (OpposedRoll, error) {
	o := OpposedRoll{Rule: rule}
	side := func(fi int, at Attribute, extra []Modifier) (RollRecord, error) {
		f := &e.s.Figures[fi]
		r, err := e.roll2D6(rule, f)
		if err != nil {
			return RollRecord{}, err
		}
		if rule == ruleInitiative {
			// No command makes this roll, so nothing is declared for it:
			// the active skills that only add to it are used (R232). The
			// skills of the enemy rolled against change it too (Mimetism).
			other := bi
			if fi == bi {
				other = ai
			}
			ctx := rollCtx{s: e.s, fi: fi, oi: other, kind: RollInitiative, attr: at, declared: f.Skills}
			extra = opponentSkillMods(&ctx, skillMods(&ctx, append([]Modifier(nil), extra...)))
		}
		r.Modifiers, r.Cap = TestModifiers(*f, at, darkMods(e.s, fi, at, extra)...)
		switch {
		case r.Double1():
			r.Critical = CriticalFailure
		case r.Double6():
			r.Critical = DoubleCritical
		}
		e.emit(Rolled{Roll: r.clone()})
		if rule == ruleInitiative {
			ctx := rollCtx{s: e.s, fi: fi, oi: -1, kind: RollInitiative, attr: at}
			if err := e.skillRerollOnes(&r, &ctx); err != nil {
				return RollRecord{}, err
			}
		}
		return r, nil
	}
	for o.Rolled < maxOpposedRolls {
		o.Rolled++
		var err error
		if o.First, err = side(ai, aa, aExtra); err != nil {
			return OpposedRoll{}, err
		}
		if o.Second, err = side(bi, ba, bExtra); err != nil {
			return OpposedRoll{}, err
		}
		w := OpposedWinner(o.First, o.Second)
		for k := 0; w == 0 && k < len(breaks); k++ {
			if w = breaks[k].Decide(&e.s.Figures[ai], &e.s.Figures[bi]); w != 0 {
				why := breaks[k].Why
				o.TieBreak = &why
			}
		}
		if w != 0 {
			o.Winner = e.s.Figures[ai].ID
			if w < 0 {
				o.Winner = e.s.Figures[bi].ID
			}
			e.emit(OpposedRolled{Opposed: o.clone()})
			return o, nil
		}
	}
	return OpposedRoll{}, refuse(CodeDice, "the opposed roll tied %d times", "la tirada enfrentada empató %d veces", maxOpposedRolls)
}

func (o OpposedRoll) clone() OpposedRoll {
	o.First, o.Second = o.First.clone(), o.Second.clone()
	if o.TieBreak != nil {
		t := *o.TieBreak
		o.TieBreak = &t
	}
	return o
}
