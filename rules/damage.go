package rules

import "slices"

// Damage (page 41). Whatever hits a figure (a melee attack or a shot that
// hits, a spell, a trap, a fall) rolls damage dice against the figure's
// Armour, or its Natural Armour, or another attribute the rule names: each
// die equal to or above it takes one Vitality point (a wound), and a 1
// never does. The dice are the caller's to count (Strength and weapon, or
// a fixed number) with one more per critical of the roll to hit
// (DamageDice). A blow that leaves fewer than one die still rolls one,
// against one more point of armour. Armour after modifiers is at most 6;
// when the modifiers would raise it further, each 6 is rolled again and
// only a second 6 wounds (R48).
//
// The wounds are kept on Figure.Wounds (wounds.go). A blow that would knock
// out a figure with Fortune left waits for its answer (fatalblow.go); once
// the blow is settled, either way, play goes on through the follow-up the
// blow's rule registered in blowFollowUps.

// ruleDamage names a damage roll whose rule gave no name of its own.
const ruleDamage = "damage"

// MaxArmour is the highest armour after modifiers (page 41); it is also
// the most any attribute a damage roll is made against counts for (R48).
const MaxArmour = 6

// maxDamageDice bounds the dice of one damage roll; more is a broken caller.
const maxDamageDice = attrLimit

// Blow is damage about to be dealt: what the attack, trap, fall or spell
// worked out, and what the damage roll needs.
type Blow struct {
	// Rule names what deals the damage ("melee", "trap", ...): the roll is
	// recorded under it and blowFollowUps[Rule] resumes play once the blow
	// is settled. Empty means ruleDamage, with no follow-up.
	Rule string
	// Target is the figure hit; By the figure dealing the blow, if any
	// (none for traps and events).
	Target string
	By     string
	// Dice is the number of damage dice, criticals included (DamageDice).
	// It may be below one after penalties: one die is rolled then, at +1
	// armour.
	Dice int
	// Against is the attribute the dice must reach: Armour, NaturalArmour,
	// or another one ("damage against other attributes").
	Against Attribute
	// Modifiers change the armour (a weapon's "-1 armour"), each with its
	// source.
	Modifiers []Modifier
	// Flaming marks fire damage (page 41): recorded for the skills of the
	// creatures it affects.
	Flaming bool
	// Effects are the extra effects of the hit (HitEffect), applied after
	// the damage unless the target is knocked out (page 42).
	Effects []Condition
	// Ones is how many damage dice showing 1 a skill of the attacker
	// (OnesBy) rolls again (Cruel, Heart Seeker).
	Ones   int
	OnesBy string
	// SixesAdd names the skill of the attacker by which each 6 of the
	// damage roll adds one die (Powerful Blow).
	SixesAdd string
	// DiceMods explain the changes to Dice that weapons, armours and
	// shields made (addDice); the damage roll shows them.
	DiceMods []Modifier
}

// addDice changes the blow's dice by n for the reason why, and records
// it for the damage roll to show.
func (b *Blow) addDice(n int, why Text) {
	b.Dice += n
	b.DiceMods = append(b.DiceMods, Modifier{Value: n, Why: why})
}

func (b *Blow) rule() string {
	if b.Rule == "" {
		return ruleDamage
	}
	return b.Rule
}

// BlowResult is how a blow ended, as its follow-up sees it.
type BlowResult struct {
	Target string
	// Roll is the Seq of the final damage roll.
	Roll int
	// Wounds is the Vitality points the target lost.
	Wounds     int
	KnockedOut bool
	// Avoided: the target spent Fortune and the blow was ignored (page 14).
	Avoided bool
}

// blowFollowUps maps the Rule of a blow to what play does once the blow
// is settled: the next attack of a multiple attack, the end of an
// activation after a fall, ... Rules that deal damage register themselves
// from an init function.
var blowFollowUps = map[string]func(e *env, r BlowResult) error{}

// DamageDice is the damage dice of a hit: base (Strength and weapon, or the
// fixed number of a trap or spell) and one more for each critical of the
// roll to hit (page 41).
func DamageDice(base, criticals int) int { return base + criticals }

// Criticals is the number of critical hits of a roll to hit or to cast:
// each unmodified 6 (page 41); a double 6 is a double critical.
func Criticals(hit RollRecord) int { return hit.Sixes() }

// DamageArmour is what each damage die of a blow must reach on figure f:
// the attribute against, less one for each condition that lowers it (page
// 42: none lowers Natural Armour; R50), the blow's modifiers, and
// +1 when the blow has fewer than one die (page 41). Above MaxArmour a
// ModCap modifier brings it back to 6 and marks the roll as one whose
// sixes are rolled again. It returns the terms and the armour they add up
// to; bonuses to armour are not capped as roll bonuses are (page 11).
func DamageArmour(f Figure, against Attribute, dice int, extra ...Modifier) ([]Modifier, int) {
	mods := make([]Modifier, 0, 3+len(extra))
	mods = append(mods, Modifier{Value: against.Of(f.Attrs()), Kind: ModAttribute, Why: against.Text()})
	mods = conditionModifiers(&f, against, mods)
	// A spell's armour is armour, not a bonus to a roll: page 11's cap
	// does not take it (R126).
	for _, m := range boonModifiers(&f, against, nil) {
		m.Kind = ModSituation
		mods = append(mods, m)
	}
	mods = magicArmourMods(&f, against, mods)
	mods = append(mods, extra...)
	if dice < 1 {
		mods = append(mods, Modifier{Value: 1, Why: Text{
			En: "fewer than one damage die: one die at +1 armour",
			Es: "menos de un dado de daño: un dado con +1 a la armadura",
		}})
	}
	armour := 0
	for _, m := range mods {
		armour += m.Value
	}
	if armour > MaxArmour {
		mods = append(mods, Modifier{Value: MaxArmour - armour, Kind: ModCap, Why: Text{
			En: "armour capped at 6: each 6 is rolled again and wounds on a new 6",
			Es: "armadura limitada a 6: cada 6 se repite y hiere con un nuevo 6",
		}})
		armour = MaxArmour
	}
	return mods, armour
}

// beyondMax reports whether a damage roll's armour went past MaxArmour.
func beyondMax(mods []Modifier) bool {
	for _, m := range mods {
		if m.Kind == ModCap {
			return true
		}
	}
	return false
}

// DamageWounds is the wounds a final damage roll deals: the dice reaching
// its Target (the armour), a 1 never counting; past MaxArmour, the dice
// rolled again that came up 6 a second time; plus the dice a skill added
// that reach it; less what a skill spared.
func DamageWounds(r RollRecord) int {
	added := 0
	for _, d := range r.Added {
		if d >= max(r.Target, 2) {
			added++
		}
	}
	return max(rawWounds(r)+added-r.Spared, 0)
}

func rawWounds(r RollRecord) int {
	if beyondMax(r.Modifiers) {
		n := 0
		for _, k := range r.Rerolled {
			if k >= 0 && k < len(r.Dice) && r.Dice[k] == 6 {
				n++
			}
		}
		return n
	}
	return r.AtLeast(max(r.Target, 2))
}

// damage deals blow b: it rolls the damage dice against the target's
// armour, records and reports the roll, then wounds the target or asks
// whether it spends Fortune to avoid a fatal blow. The damage roll is kept
// as a RollRecord whose Target is the armour and whose Modifiers are the
// terms of the armour (DamageArmour), so that a prompt can hold it.
func (e *env) damage(b Blow) error {
	ti := e.s.figure(b.Target)
	if ti < 0 {
		return unknownFigure(b.Target)
	}
	t := &e.s.Figures[ti]
	if !t.Present() {
		return refuse(CodeBadState, "%s is knocked out and takes no more damage", "%s está fuera de combate y no recibe más daño", t.name())
	}
	if b.Dice > maxDamageDice {
		return refuse(CodeBadState, "%d damage dice: at most %d", "%d dados de daño: como mucho %d", b.Dice, maxDamageDice)
	}
	if b.By != "" && e.s.figure(b.By) < 0 {
		return unknownFigure(b.By)
	}
	if e.etherealSpares(t, &b) {
		e.skillUsed(t, skillTable[skillEthereal], Text{En: "the blow passes through it: only spells and magic or spell-enhanced weapons wound it",
			Es: "el golpe lo atraviesa: solo le hieren hechizos y armas mágicas o hechizadas"})
		return e.afterBlow(b.rule(), BlowResult{Target: t.ID, Avoided: true})
	}
	vulnerableArmour(t, &b)
	e.invulnerableToTrap(t, &b)
	if k, ok := hasSkill(t, "underworld"); ok && b.Flaming {
		b.addDice(-1, k.text())
		e.skillUsed(t, k, Text{En: "one damage die fewer from fire", Es: "un dado de daño menos por fuego"})
	}
	e.fewerDice(t, &b, false)
	rule := b.rule()
	mods, armour := DamageArmour(*t, b.Against, b.Dice, b.Modifiers...)
	d, err := e.dice.ND6(max(b.Dice, 1), rule+": "+t.name())
	if err != nil {
		return diceError(err)
	}
	r := e.record(d, rule, b.By)
	r.Modifiers, r.Target, r.DiceModifiers = mods, armour, slices.Clone(b.DiceMods)
	e.emit(Rolled{Roll: r.clone()})
	if k, ok := skillTable[b.OnesBy]; ok && b.Ones > 0 {
		if bi := e.s.figure(b.By); bi >= 0 {
			if err := e.rerollOnesOf(&r, b.Ones, &e.s.Figures[bi], k, nil); err != nil {
				return err
			}
		}
	}
	beyond := beyondMax(mods)
	sixes := sixIndexes(r.Dice)
	if beyond && len(sixes) > 0 {
		d, err := e.dice.Reroll(r.Roll, sixes, r.Purpose)
		if err != nil {
			return diceError(err)
		}
		again := e.record(d, rule, b.By)
		again.Modifiers, again.Target, again.DiceModifiers = slices.Clone(mods), armour, slices.Clone(b.DiceMods)
		e.emit(Rolled{Roll: again.clone()})
		r = again
	}
	if err := e.addSixesDice(b, &r, len(sixes)); err != nil {
		return err
	}
	if err := e.harden(ti, &r); err != nil {
		return err
	}
	w := DamageWounds(r)
	e.emit(DamageRolled{Figure: t.ID, By: b.By, Roll: r.Seq, Against: b.Against, Dice: b.Dice,
		Armour: armour, Beyond: beyond, Flaming: b.Flaming, Wounds: w})
	// A hero may make an enemy (or a trap) roll its damage against him
	// again with a Fortune point (page 14), before the blow lands.
	if w > 0 && (b.By != "" || trapBlow(b.Rule)) && t.Present() && fortuneLeft(e.s, t) > 0 {
		rr := r.clone()
		e.open(Prompt{Kind: PromptDamageReroll, Seat: t.Side, Figure: t.ID, Roll: &rr, Effects: slices.Clone(b.Effects),
			Options: []PromptOption{
				{ID: OptionKeep, Label: Text{En: "Take the damage", Es: "Recibir el daño"}},
				{ID: OptionReroll, Label: Text{En: "Spend a Fortune point: the damage is rolled again", Es: "Gastar un punto de Fortuna: el daño se tira de nuevo"}},
			}})
		return nil
	}
	return e.landBlow(ti, r, b.Effects)
}

// trapBlow reports whether a blow of rule is a trap's damage: the damage
// a trap sprung deals (its blow's rule is one of these, not the test's).
func trapBlow(rule string) bool {
	switch rule {
	case ruleTrap, ruleTrapBlow, ruleTrapDisarm, ruleTrapArea:
		return true
	}
	return false
}

// landBlow lands a final damage roll r on figure ti: a fatal one waits for
// the figure's Fortune (fatalblow.go), any other wounds it at once.
func (e *env) landBlow(ti int, r RollRecord, effects []Condition) error {
	t := &e.s.Figures[ti]
	if w := DamageWounds(r); w > 0 && int(t.Wounds)+w >= t.Attrs().Vitality && mayAvoidFatalBlow(e.s, t) {
		e.offerAvoidance(t, r)
		return nil
	}
	return e.takeBlow(ti, r, effects)
}

// PromptDamageReroll asks a hero whether to spend Fortune on making an
// enemy's damage roll against him again (page 14). Options: OptionKeep,
// OptionReroll.
const PromptDamageReroll PromptKind = "damage_reroll"

func init() { promptHandlers[PromptDamageReroll] = answerDamageReroll }

func answerDamageReroll(e *env, p Prompt, option string) error {
	if p.Roll == nil {
		return refuse(CodeBadState, "the damage question has no roll", "la pregunta de daño no tiene tirada")
	}
	ti := e.s.figure(p.Figure)
	if ti < 0 {
		return unknownFigure(p.Figure)
	}
	r := *p.Roll
	if option == OptionKeep {
		return e.landBlow(ti, r, p.Effects)
	}
	// A solo hero's companion spends its owner's points (page 65).
	f := fortuneOf(e.s, &e.s.Figures[ti])
	if f == nil || f.FortuneLeft() <= 0 {
		return refuse(CodeBadOption, "%s has no Fortune points left", "a %s no le quedan puntos de Fortuna", e.s.Figures[ti].name())
	}
	f.SetFortuneUsed(f.FortuneUsed() + 1)
	d, err := e.dice.Reroll(r.Roll, nil, r.Purpose)
	if err != nil {
		return diceError(err)
	}
	again := e.record(d, r.Rule, r.Figure)
	again.Modifiers, again.Target, again.PaidBy = slices.Clone(r.Modifiers), r.Target, f.ID
	again.DiceModifiers = slices.Clone(r.DiceModifiers)
	e.emit(FortuneSpent{Figure: f.ID, Left: f.FortuneLeft(), Roll: r.Seq})
	e.emit(Rolled{Roll: again.clone()})
	if sixes := sixIndexes(again.Dice); beyondMax(again.Modifiers) && len(sixes) > 0 {
		d2, err := e.dice.Reroll(again.Roll, sixes, again.Purpose)
		if err != nil {
			return diceError(err)
		}
		third := e.record(d2, r.Rule, r.Figure)
		third.Modifiers, third.Target, third.PaidBy = slices.Clone(r.Modifiers), r.Target, f.ID
		third.DiceModifiers = slices.Clone(r.DiceModifiers)
		e.emit(Rolled{Roll: third.clone()})
		again = third
	}
	e.emit(DamageRerolled{Figure: f.ID, Roll: again.Seq, Before: r.Seq, Wounds: DamageWounds(again)})
	return e.landBlow(ti, again, p.Effects)
}

// sixIndexes lists the indexes of the dice showing 6.
func sixIndexes(dice []int) []int {
	var out []int
	for k, d := range dice {
		if d == 6 {
			out = append(out, k)
		}
	}
	return out
}

// afterBlow resumes play once a blow of rule is settled.
func (e *env) afterBlow(rule string, r BlowResult) error {
	if fn, ok := blowFollowUps[rule]; ok {
		return fn(e, r)
	}
	return nil
}
