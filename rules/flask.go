package rules

// Thrown flasks (pages 70-73 and 123-124 list Greek Fire and Holy Water
// among the special objects; the cards' numbers and wording are the
// pack's own): content's item_thrown_damage. A flask is thrown with the
// use_item command at a target figure, as a ranged attack (pages 34-35):
// the thrower's Action, a Shooting Skill test against 10 with page 35's
// modifiers (a throwing, so moving one or two squares costs nothing and
// criticals add dice at any range), within the card's range and in sight,
// never next to an enemy. The rest is any shot's course (strike.go):
// Fortune, the shield's block, the damage roll with a die more per
// critical. What the flask adds (R1240-R1245):
//
//   - its damage is the card's dice, fire when the card says fire (page
//     41: Underworld creatures take one die fewer), against the Natural
//     Armour when the card says natural_armor;
//   - a card's `against` names the only figures it harms (Holy Water:
//     Undead and Underworld creatures): it is thrown at no other, and a
//     miss that lands on another harms nobody;
//   - `adjacent_dice` burst on every figure next to the figure hit,
//     friend or foe (Greek Fire), once each, after the hit's own damage;
//   - Hatred Towards the Underworld may roll a failed throw of Holy Water
//     again (page 111), before Fortune;
//   - the flask is used up once thrown, whatever the roll (it leaves the
//     thrower's belongings when the attack ends).
//
// A flask is taken from the belt as it is thrown: no hand need be free
// and no Quick Action draws it (R1240).

// EffectThrownDamage is the content effect of a thrown flask.
const EffectThrownDamage = "item_thrown_damage"

// ruleThrowFlask names the Action of throwing a flask.
const ruleThrowFlask = "throw_flask"

// Against words of a flask's card: the kinds of figure it harms.
const flaskAgainstUnderworld = "undead_underworld"

// FlaskAgainst lists the `against` words the rules know, for content.
var FlaskAgainst = []string{flaskAgainstUnderworld}

// isFlask reports whether item it is a thrown flask.
func isFlask(it *Item) bool {
	return it != nil && it.ItemCard != nil && it.Effect == EffectThrownDamage
}

// IsFlask reports whether item it is a thrown flask (Greek Fire, Holy
// Water), thrown with use_item at a target.
func IsFlask(it *Item) bool { return isFlask(it) }

// flaskHarms reports whether flask it harms figure t: any figure, or
// only those of the kind its card's `against` names.
func flaskHarms(it *Item, t *Figure) bool {
	switch it.word("against") {
	case "":
		return true
	case flaskAgainstUnderworld:
		return underworldFoe(t)
	}
	return false
}

// FlaskHarms reports whether flask it would harm figure t.
func FlaskHarms(it *Item, t *Figure) bool { return flaskHarms(it, t) }

// flaskAgainstText names the figures a flask's `against` word allows.
func flaskAgainstText(it *Item) Text {
	if it.word("against") == flaskAgainstUnderworld {
		return Text{En: "Undead and Underworld creatures", Es: "criaturas no muertas y del Inframundo"}
	}
	return Text{En: "nobody", Es: "nadie"}
}

// flaskRange is the squares flask it may be thrown.
func flaskRange(it *Item) int {
	r, _ := it.Trait("range")
	return r
}

// flaskCheck checks that figure fi may throw its flask k at target now,
// declaring skills, and returns the target's index and distance.
func flaskCheck(s *State, fi int, a *Activation, k int, target string, skills []string) (int, int, *RuleError) {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return -1, 0, err
	}
	it := &f.Items[k]
	ti := s.figure(target)
	switch {
	case !it.Usable() || it.Unknown || it.Stolen:
		return -1, 0, refuse(CodeBadItem, "%s cannot throw %s", "%s no puede lanzar %s", f.name(), it.Name)
	case target == "":
		return -1, 0, refuse(CodeBadTarget, "%s is thrown at someone: name the target", "%s se lanza contra alguien: indica el objetivo", it.Name)
	case a.Cast != nil:
		return -1, 0, refuse(CodePromptPending, "%s's cast is not resolved yet", "el hechizo de %s aún no está resuelto", f.name())
	case a.NoAttack:
		return -1, 0, refuse(CodeCannotAct, "%s may not attack in this activation", "%s no puede atacar en esta activación", f.name())
	case a.Attacks > 0 || a.Shots > 0 || a.Action != "":
		return -1, 0, refuse(CodeActionUsed, "%s has already used its Action (%s)", "%s ya ha usado su Acción (%s)", f.name(), a.Action)
	case !a.ActionLeft():
		return -1, 0, refuse(CodeActionUsed, "%s gave up its Action for a second Quick Action", "%s cambió su Acción por una segunda Acción rápida", f.name())
	case ti < 0:
		return -1, 0, unknownFigure(target)
	case !flaskHarms(it, &s.Figures[ti]):
		w := flaskAgainstText(it)
		return -1, 0, refuse(CodeBadTarget, "%s harms only %s: not %s", "%s solo daña a %s: no a %s", it.Name, w, s.Figures[ti].name())
	}
	dist, _, err := shotTarget(s, fi, ti, k)
	if err != nil {
		return -1, 0, err
	}
	ctx := rollCtx{s: s, fi: fi, oi: ti, kind: RollShot, attr: ShootingSkill, item: it}
	if err := checkDeclared(&ctx, skills); err != nil {
		return -1, 0, err
	}
	return ti, dist, nil
}

// throwFlask throws figure fi's flask k at target: the attack's course is
// a shot's, from the Courage tests on (advanceStrike).
func (e *env) throwFlask(fi int, a *Activation, k int, target string, skills []string) error {
	s := e.s
	ti, dist, rerr := flaskCheck(s, fi, a, k, target, skills)
	if rerr != nil {
		return rerr
	}
	f := &s.Figures[fi]
	if rerr := e.startAttack(f, a, ruleThrowFlask); rerr != nil {
		return rerr
	}
	a.Shots++
	e.declareSkills(fi, a, skills)
	e.attacked(ti, f.Side)
	behind := attackFromBehind(s, fi, ti)
	t := &s.Figures[ti]
	t.Attacked = true
	mountAttacked(s, fi, ti, false)
	name := f.Items[k].Name
	e.emit(AttackDeclared{Figure: f.ID, Target: t.ID, Ranged: true, Item: k, ItemName: &name, Behind: behind, Distance: dist})
	return e.beginStrike(Strike{Ranged: true, Attacker: f.ID, Target: t.ID, Item: k, Behind: behind,
		Skills: cloneStrings(skills), Step: StepFear})
}

// flaskOptions lists the throws of figure fi's flask k now: one per
// target it may hit and set of skills it may declare.
func flaskOptions(s *State, fi int, a *Activation, k int, h Header, id string) []Option {
	f := &s.Figures[fi]
	it := &f.Items[k]
	if a.Action != "" || a.Shots > 0 || a.Attacks > 0 || !it.Usable() || it.Unknown || it.Stolen {
		return nil
	}
	var out []Option
	for ti := range s.Figures {
		t := &s.Figures[ti]
		if !hostileTo(s, f, t) || !t.Present() {
			continue
		}
		if _, _, err := flaskCheck(s, fi, a, k, t.ID, nil); err != nil {
			continue
		}
		ctx := rollCtx{s: s, fi: fi, oi: ti, kind: RollShot, attr: ShootingSkill, item: it}
		for _, set := range declarations(&ctx) {
			out = append(out, Option{ID: id + ":" + t.ID + skillSuffix(set), Command: UseItem{Header: h, Figure: f.ID, Item: k, Target: t.ID, Skills: set}})
		}
	}
	return out
}

// flaskBlow is the damage of flask it, thrown by figure a, on figure si:
// the card's dice (no Strength: a flask is no weapon), fire when the card
// says so, against the Natural Armour when it says natural_armor.
func flaskBlow(it *Item, b *Blow) {
	b.Dice, _ = it.Trait("dice")
	b.Flaming = it.Has("fire")
	if it.Has("natural_armor") {
		b.Against = NaturalArmour
	}
}

// flaskOfStrike is the flask the attack in progress throws, nil when it
// throws none.
func (e *env) flaskOfStrike() *Item {
	st := e.s.Strike
	if st == nil || !st.Ranged {
		return nil
	}
	ai := e.s.figure(st.Attacker)
	if ai < 0 {
		return nil
	}
	if it := strikeItem(&e.s.Figures[ai], st.Item); isFlask(it) {
		return it
	}
	return nil
}

// flaskSpares reports whether the flask of the attack in progress cannot
// harm figure si (Holy Water on a living figure), telling so; the hit is
// then over with no damage.
func (e *env) flaskSpares(si int) bool {
	it := e.flaskOfStrike()
	if it == nil || flaskHarms(it, &e.s.Figures[si]) {
		return false
	}
	e.emit(FlaskHarmless{Figure: e.s.Figures[si].ID, ItemName: it.Name, Harms: flaskAgainstText(it)})
	return true
}

// flaskSplash lists the figures the burst of the attack's flask reaches
// beyond figure si, which it hit (burstAround).
func (e *env) flaskSplash(si int) []string {
	return burstAround(e.s, e.flaskOfStrike(), si)
}

// burstAround lists the figures the burst of flask it reaches beyond
// figure si, which it hits: each figure next to it that the flask harms,
// in the state's order; none without adjacent_dice.
func burstAround(s *State, it *Item, si int) []string {
	if it == nil {
		return nil
	}
	if n, _ := it.Trait("adjacent_dice"); n <= 0 {
		return nil
	}
	var out []string
	for i := range s.Figures {
		g := &s.Figures[i]
		if i != si && g.Present() && flaskHarms(it, g) && figuresAdjacent(s, i, si) {
			out = append(out, g.ID)
		}
	}
	return out
}

// FlaskBurst lists the figures the burst of flask it would reach if it
// hit figure target: those next to it that it harms; none for a flask
// without adjacent_dice or an unknown target.
func FlaskBurst(s State, it *Item, target string) []string {
	ti := s.figure(target)
	if ti < 0 || !isFlask(it) {
		return nil
	}
	return burstAround(&s, it, ti)
}

// nextSplash deals the burst's dice to the next figure of the attack's
// splash still in play; it reports false when none is left.
func (e *env) nextSplash(ai int) (Blow, bool) {
	st := e.s.Strike
	it := e.flaskOfStrike()
	for it != nil && len(st.Splash) > 0 {
		id := st.Splash[0]
		st.Splash = st.Splash[1:]
		gi := e.s.figure(id)
		if gi < 0 || !e.s.Figures[gi].Present() {
			continue
		}
		n, _ := it.Trait("adjacent_dice")
		b := Blow{Rule: ruleStrike, Target: id, By: e.s.Figures[ai].ID, Dice: n, Against: Armour, Flaming: it.Has("fire")}
		e.emit(FlaskSplashed{Figure: id, By: b.By, ItemName: it.Name, Dice: n})
		return b, true
	}
	st.Splash = nil
	return Blow{}, false
}

// spendFlask takes the flask the attack threw out of its thrower's
// belongings once the attack is over: a flask thrown is used up,
// whatever the roll. A flask not thrown (the thrower lost the attack to
// fear before the roll) stays.
func (e *env) spendFlask(st *Strike) {
	ai := e.s.figure(st.Attacker)
	if ai < 0 || !st.Ranged || st.Item < 0 {
		return
	}
	f := &e.s.Figures[ai]
	if st.Item >= len(f.Items) || !isFlask(&f.Items[st.Item]) || !f.Items[st.Item].Spent {
		return
	}
	name := f.Items[st.Item].Name
	f.Items = append(f.Items[:st.Item:st.Item], f.Items[st.Item+1:]...)
	e.emit(FlaskSpent{Figure: f.ID, ItemName: name})
}

// holyReroll reports whether figure f may roll its failed throw of flask
// it at figure t again with Hatred Towards the Underworld: Holy Water
// (a flask against the Undead and Underworld) at such a foe.
func holyReroll(f *Figure, it *Item, t *Figure) bool {
	_, ok := hasSkill(f, skillHatredUnderworld)
	return ok && isFlask(it) && it.word("against") == flaskAgainstUnderworld && underworldFoe(t)
}

// skillHatredUnderworld is Hatred Towards the Underworld's ID.
const skillHatredUnderworld = "hatred_underworld"

// optionHolyReroll answers PromptShotReroll by rolling a failed throw of
// Holy Water again with Hatred Towards the Underworld.
const optionHolyReroll = optionRerollPrefix + skillHatredUnderworld

// OptionHolyReroll is the answer to PromptShotReroll that rolls a failed
// throw of Holy Water again with Hatred Towards the Underworld.
const OptionHolyReroll = optionHolyReroll

// FlaskHarmless: the flask that hit Figure harms only Harms: no damage.
type FlaskHarmless struct {
	Figure   string `json:"figure"`
	ItemName Text   `json:"item_name"`
	Harms    Text   `json:"harms"`
}

func (FlaskHarmless) EventType() string { return "flask_harmless" }

// FlaskSplashed: the burst of flask ItemName, thrown by By, reaches Figure
// next to the figure hit with Dice damage dice.
type FlaskSplashed struct {
	Figure   string `json:"figure"`
	By       string `json:"by"`
	ItemName Text   `json:"item_name"`
	Dice     int    `json:"dice"`
}

func (FlaskSplashed) EventType() string { return "flask_splashed" }

// FlaskSpent: Figure's thrown flask is used up.
type FlaskSpent struct {
	Figure   string `json:"figure"`
	ItemName Text   `json:"item_name"`
}

func (FlaskSpent) EventType() string { return "flask_spent" }
