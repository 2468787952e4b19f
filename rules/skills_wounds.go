package rules

// Nature skills that act once a blow has wounded (Leech Vitality, Plague
// Bearer, Poisonous, Paralyzing Poison) or at the start of an activation
// (Regeneration, a poison that costs the activation).

const (
	ruleRegeneration = "regeneration"
	ruleVenom        = "venom"
)

// hardenedRoll is what Hardened needs on 1D6 (page 111).
const hardenedRoll = 4

const ruleHardened = "hardened"

// harden rolls figure ti's Hardened after a damage roll r of a melee or
// ranged attack that takes Vitality from it: on 4+ the loss is one point
// less (r.Spared), kept in the roll so a Fortune prompt holds it too.
func (e *env) harden(ti int, r *RollRecord) error {
	t := &e.s.Figures[ti]
	k, ok := hasSkill(t, "hardened")
	if !ok || (r.Rule != ruleStrike && r.Rule != ruleWallDie && r.Rule != ruleDart) || DamageWounds(*r) == 0 {
		return nil
	}
	hr, err := e.rollD6Against(ti, ruleHardened, hardenedRoll)
	if err != nil {
		return err
	}
	if !hr.failed() {
		r.Spared++
		e.skillUsed(t, k, Text{En: "one point less of Vitality lost", Es: "pierde un punto menos de Vitalidad"})
	}
	return nil
}

// regenerationRoll is what each die of Regeneration needs (page 116).
const regenerationRoll = 5

func init() {
	registerSkill(&skill{
		id: "hardened", name: Text{En: "Hardened", Es: "Curtido"}, effect: "hardened",
		params: []SkillParam{intParam("roll")}, values: map[string]any{"roll": hardenedRoll},
	})
	registerSkill(&skill{
		id: "regeneration", name: Text{En: "Regeneration", Es: "Regeneración"}, effect: "regeneration",
		params: []SkillParam{intParam("roll")}, values: map[string]any{"roll": regenerationRoll},
	})
	registerSkill(&skill{
		id: "leech_vitality", name: Text{En: "Leech Vitality", Es: "Drenaje"}, active: true, effect: "leech_vitality",
		params: []SkillParam{intParam("per_damage")}, values: map[string]any{"per_damage": 2},
		usable: meleeAttack,
	})
	registerSkill(&skill{
		id: "plague_bearer", name: Text{En: "Plague Bearer", Es: "Transmite enfermedades"}, effect: "plague_bearer",
	})
	registerSkill(&skill{
		id: "poisonous", name: Text{En: "Poisonous", Es: "Veneno"}, effect: "poisonous",
		params: []SkillParam{intParam("extra_vitality")}, values: map[string]any{"extra_vitality": 1},
	})
	registerSkill(&skill{
		id: "paralyzing_poison", name: Text{En: "Paralyzing Poison", Es: "Veneno paralizante"}, effect: "paralyzing_poison",
	})
}

// regenerate rolls figure fi's Regeneration at the start of its
// activation: one die per Vitality lost since its previous activation
// began (R221), each 5+ giving one back.
func (e *env) regenerate(fi, recent int) error {
	f := &e.s.Figures[fi]
	k, ok := hasSkill(f, "regeneration")
	if !ok || recent <= 0 || f.Wounds == 0 {
		return nil
	}
	n := min(recent, int(f.Wounds), maxDamageDice)
	d, err := e.dice.ND6(n, ruleRegeneration+": "+f.name())
	if err != nil {
		return diceError(err)
	}
	r := e.record(d, ruleRegeneration, f.ID)
	r.Target = regenerationRoll
	e.emit(Rolled{Roll: r.clone()})
	if got := e.heal(fi, r.AtLeast(regenerationRoll)); got > 0 {
		e.skillUsed(f, k, Text{En: "gets back " + itoa(got) + " Vitality", Es: "recupera " + itoa(got) + " de Vitalidad"})
	}
	return nil
}

// afterWound applies the skills of the figure that dealt the attack's
// blow r, if it wounded: Leech Vitality heals it, Plague Bearer,
// Poisonous and Paralyzing Poison roll 1D6 against the victim's Natural
// Armour.
func (e *env) afterWound(r BlowResult) error {
	st := e.s.Strike
	if r.Wounds <= 0 || r.Avoided {
		return nil
	}
	if e.flaskOfStrike() != nil {
		// A flask's fire or water is no blow of the thrower's fangs or
		// blade: no venom of his follows it (R1243).
		return nil
	}
	by := st.Attacker
	if r.Target == st.Attacker {
		by = st.Target // a counter blow (Foresight)
	}
	bi, vi := e.s.figure(by), e.s.figure(r.Target)
	if bi < 0 || vi < 0 || !e.s.Figures[bi].Present() {
		return nil
	}
	b := &e.s.Figures[bi]
	if k, ok := hasSkill(b, "leech_vitality"); ok && !st.Ranged && by == st.Attacker && contains(st.Skills, k.id) {
		if got := e.heal(bi, r.Wounds/2); got > 0 {
			e.skillUsed(b, k, Text{En: "drains " + itoa(got) + " Vitality", Es: "drena " + itoa(got) + " de Vitalidad"})
		}
	}
	if r.KnockedOut {
		return nil
	}
	if venomBlow(e.s, b, by) && e.s.Figures[vi].Present() {
		if err := e.venom(bi, vi); err != nil {
			return err
		}
	}
	for _, id := range [...]string{"plague_bearer", "poisonous", "paralyzing_poison"} {
		k, ok := hasSkill(b, id)
		v := &e.s.Figures[vi]
		if !ok || !v.Present() {
			continue
		}
		rr, err := e.rollD6Against(bi, ruleVenom, max(v.Attrs().NaturalArmour, 1), toughAgainstVenom(v)...)
		if err != nil {
			return err
		}
		if rr.failed() {
			continue
		}
		switch id {
		case "plague_bearer":
			e.skillUsed(b, k, Text{En: v.name() + " catches a disease", Es: v.name() + " contrae una enfermedad"})
			e.gain(vi, Diseased)
		case "poisonous":
			e.skillUsed(b, k, Text{En: v.name() + " is poisoned and loses 1 more Vitality", Es: v.name() + " queda envenenado y pierde 1 de Vitalidad más"})
			e.gain(vi, Poisoned)
			if _, immune := immuneTo(v, Poisoned); !immune {
				e.loseVitality(vi, 1, rr.Seq)
			}
		case "paralyzing_poison":
			if !contains(v.Marks, id) {
				v.Marks = append(v.Marks, id)
			}
			e.skillUsed(b, k, Text{En: v.name() + " will lose its next activation", Es: v.name() + " perderá su próxima activación"})
		}
	}
	return nil
}

// loseVitality takes n Vitality from figure fi outside a damage roll (a
// poison's extra point): wounded, or knocked out at none left.
func (e *env) loseVitality(fi, n, roll int) {
	f := &e.s.Figures[fi]
	lost := min(n, VitalityLeft(f))
	if lost <= 0 {
		return
	}
	f.Wounds += int32(lost)
	f.SetWoundsRecent(f.WoundsRecent() + lost)
	e.emit(WoundsTaken{Figure: f.ID, Wounds: lost, Vitality: VitalityLeft(f), Roll: roll})
	if int(f.Wounds) >= f.Attrs().Vitality {
		e.knockOut(fi, roll)
	} else if woundedNow(f) {
		e.gain(fi, Wounded)
	}
}

// loseActivation ends at once the activation of figure fi that a
// paralyzing poison costs it, and reports whether it did.
func (e *env) loseActivation(fi int) bool {
	f := &e.s.Figures[fi]
	for _, l := range lostActivations {
		if !contains(f.Marks, l.mark) {
			continue
		}
		f.Marks = removeString(f.Marks, l.mark)
		e.emit(ActivationStarted{Figure: f.ID, Allowance: 0, Combat: CombatTurn(*e.s)})
		e.skillUsed(f, skillTable[markSkill(l.mark)], l.why)
		e.endActivation()
		return true
	}
	return false
}

// lostActivations are the marks that cost a figure its next activation:
// a paralyzing poison, and the skill Actions that make it lose a turn
// (skills_actions.go).
var lostActivations = []struct {
	mark string
	why  Text
}{
	{"paralyzing_poison", Text{En: "paralysed, it loses this activation", Es: "paralizado, pierde esta activación"}},
	{markSuffocated, Text{En: "still choking, it loses this activation", Es: "aún asfixiado, pierde esta activación"}},
	{markMisled, Text{En: "misled, it loses this activation", Es: "engañado, pierde esta activación"}},
}

func removeString(list []string, s string) []string {
	var out []string
	for _, x := range list {
		if x != s {
			out = append(out, x)
		}
	}
	return out
}

// toughAgainstVenom is what a Tough victim's Natural Armour, 1 higher
// against poisons and diseases (page 116), takes off the 1D6 a venom rolls
// against it: the same as a target one higher, and it shows in the roll.
func toughAgainstVenom(v *Figure) []Modifier {
	if _, ok := hasSkill(v, "tough"); !ok {
		return nil
	}
	return []Modifier{{Value: -1, Why: Text{En: v.name() + " is Tough: Natural Armour +1 against poison and disease", Es: v.name() + " es Resistente: Armadura Natural +1 contra venenos y enfermedades"}}}
}
