package rules

import (
	"slices"
	"sort"
	"strings"
)

// Skills (pages 110-116). The rules know a skill by its content ID only
// (rules never read a pack): each skill the engine implements is a *skill
// in skillTable, with small hooks that the combat and test code call at
// fixed points; a skill the engine cannot play yet is listed in
// waitingSkills with the reason. Skill numbers are the ones the book
// prints; the pack names the same numbers as its effect's parameters, and
// setup's test checks that both agree.
//
// Passive skills always apply. Active skills apply only when declared: an
// attack or a shot names them (Attack.Skills, Shoot.Skills), and the
// options offer each declaration the figure may make; a defender declares
// its reactions in answer to PromptReaction (skill_reaction.go); a skill
// that rolls a failed roll again is used by answering PromptSkillReroll
// (skill_reroll.go); skills that only add to a roll no command declares
// anything for (Initiative, the tests of moving and disengaging) are used
// (testSkillMods, R232, R236). A hero combines at
// most two active skills in one roll (page 110); creatures, companions and
// mercenaries have no such limit. A figure below a skill's minimum
// attribute does not use it (page 110).
// Bonuses of skills are ModSkill modifiers named after the skill, so the
// cap of page 11 applies to them.

// SkillParam is one parameter of the effect a skill names, as content
// declares effect parameters: Type is "int", "bool" or "string".
type SkillParam struct {
	Name     string
	Type     string
	Required bool
}

// SkillInfo describes one skill of the book as the engine knows it.
type SkillInfo struct {
	ID   string
	Name Text
	// Implemented skills: the effect the pack names for them, the
	// parameters that effect takes and the values this implementation
	// plays with (the pack must name the same ones).
	Implemented bool
	Effect      string
	Params      []SkillParam
	Values      map[string]any
	Active      bool
	Reaction    bool
	// Minimum is the attribute a figure needs to use the skill, if any:
	// its name as content writes it ("combat") and the value.
	MinimumAttribute string
	MinimumValue     int
	// Later names the parts of the skill whose trigger belongs to a part of
	// the game that does not exist yet; they apply once it does.
	Later string
	// Waiting is why the engine does not play the skill yet.
	Waiting string
}

// skill is an implemented skill and its hooks; a nil hook does nothing.
type skill struct {
	id     string
	name   Text
	effect string
	params []SkillParam
	values map[string]any
	active bool
	// minimum: the figure uses the skill only with at least this value of
	// the attribute (page 110).
	minimum *skillMinimum
	later   string

	// usable says whether the skill may be declared for, or applies to,
	// the roll (a weapon it needs, a condition of use). Nil: always.
	usable func(c *rollCtx) bool
	// mod is the skill's change to the roll, 0 for none.
	mod func(c *rollCtx) int
	// attacks and shots are the extra melee attacks and shots the skill
	// gives with one Action (maxAttacksOf, maxShotsOf).
	attacks func(c *rollCtx) int
	shots   func(c *rollCtx) int
	// critFrom makes hits of this value or more on a die count as
	// criticals (Brutal Blow).
	critFrom int
	// dice and armour change the damage of a hit: more dice, and a change
	// to the target's armour (negative lowers it). noCritDice: criticals
	// add no damage dice.
	dice       func(h *hitCtx) int
	armour     func(h *hitCtx) int
	noCritDice func(h *hitCtx) bool
	// shieldBreak makes the attacker's hit break the shield that blocks it
	// (breakOutright: no breaking roll) or call for its breaking roll.
	shieldBreak func(h *hitCtx) (breaker, outright bool)
	// ward is the skill of the figure hit: it keeps the hit from wounding
	// (true, with why) before the damage is rolled.
	ward func(h *hitCtx) (bool, Text)
	// wardAll: the ward stops the hit's extra effects too.
	wardAll bool
	// onlySixes: the figure hit is wounded only by damage dice of 6.
	onlySixes func(h *hitCtx) bool
	// immune lists the conditions the figure never gains.
	immune func(c Condition) bool
	// lessDamage is a roll after a blow that wounds to take one point
	// off the loss (Hardened): the 1D6 result needed, 0 for none.
	lessDamage func(b *Blow) int
	// weapon replaces the weapon's damage of hit h (Sting: Strength dice
	// at -1 armour), before criticals and the other skills.
	weapon func(h *hitCtx, b *Blow) bool
	// sixesDice: each 6 of the damage roll of hit h adds one die.
	sixesDice func(h *hitCtx) bool
	// ones is how many dice showing 1 the skill rolls again in roll c
	// (never a critical failure): 0 none, allOnes every one.
	// damageOnes is the same for the damage roll of hit h.
	ones       func(c *rollCtx) int
	damageOnes func(h *hitCtx) int
	// grants is the melee attacks the skill grants once the rolls of the
	// attack in progress are final (hit or not), during the Action.
	grants func(h *hitCtx, bonus bool) int
	// rerollFailed says whether the skill may roll again the failed roll
	// r of its bearer (asked with PromptSkillReroll).
	rerollFailed func(e *env, f *Figure, r *RollRecord) bool
	// forbids names the actions the figure never performs ("run").
	forbids []string
	// mark: declaring the skill marks the figure (Figure.Marks);
	// markDefence is the mark's change to its melee defence until its next
	// activation, markAttack its change to its next melee attack.
	mark        bool
	markDefence int
	markAttack  int
	// reaction: an active skill used in the opponent's turn, declared in
	// answer to PromptReaction or at the block prompt (page 110).
	reaction bool
	// raises is the attribute the skill raises for good when the figure
	// gains it in play (skills_attributes.go).
	raises *attrRaise
	// perQuest: the skill's reroll serves so many times per quest (a mark
	// records each use); 0 without limit.
	perQuest int
	// autoPass: the figure's test of attribute a under rule passes without
	// a roll (Flying's jumps and climbs, Ethereal's Agility tests).
	autoPass func(f *Figure, a Attribute, rule string) bool
}

// attributeContentName is how content names the attributes of minimums.
var attributeContentName = map[Attribute]string{
	CombatSkill: "combat", ShootingSkill: "shooting", Agility: "agility", Intelligence: "intelligence",
	Strength: "strength", Courage: "courage", Perception: "perception", Dexterity: "dexterity", Movement: "movement",
}

type skillMinimum struct {
	attr  Attribute
	value int
}

// RollKind is the kind of roll a skill may change.
type RollKind uint8

// The rolls skills change.
const (
	RollMeleeAttack RollKind = iota
	RollMeleeDefence
	RollShot
	RollTest
	// RollRecovery: the recovery roll of a stunned figure (page 18).
	RollRecovery
	// RollInitiative: a side's Initiative roll (page 30).
	RollInitiative
)

// rollCtx is a roll about to be made by figure fi (rule names the test,
// "disengage", for RollTest) (against oi, -1 for
// none): its kind, the attribute of a test, the weapon (nil unarmed), and
// the active skills declared for it.
type rollCtx struct {
	s        *State
	fi, oi   int
	kind     RollKind
	attr     Attribute
	item     *Item
	declared []string
	rule     string
}

func (c *rollCtx) f() *Figure { return &c.s.Figures[c.fi] }

func (c *rollCtx) o() *Figure {
	if c.oi < 0 || c.oi >= len(c.s.Figures) {
		return nil
	}
	return &c.s.Figures[c.oi]
}

// hitCtx is the hit of the attack in progress: attacker ai, figure hit ti.
type hitCtx struct {
	s      *State
	st     *Strike
	ai, ti int
}

func (h *hitCtx) a() *Figure { return &h.s.Figures[h.ai] }
func (h *hitCtx) t() *Figure { return &h.s.Figures[h.ti] }
func (h *hitCtx) item() *Item {
	return strikeItem(h.a(), h.st.Item)
}

// declared reports whether the attack declared active skill id.
func (h *hitCtx) declared(id string) bool { return slices.Contains(h.st.Skills, id) }

var skillTable = map[string]*skill{}

// waitingSkills lists the skills of the book the engine does not play yet,
// each with the reason, so that content naming one loads and says why it
// does nothing. Every skill of pages 110-116 is played today: it is empty.
var waitingSkills = map[string]string{}

func registerSkill(k *skill) {
	if _, dup := skillTable[k.id]; dup {
		panic("rules: skill " + k.id + " registered twice")
	}
	skillTable[k.id] = k
}

// Skills lists every skill the engine knows, implemented or waiting, by ID.
func Skills() []SkillInfo {
	out := make([]SkillInfo, 0, len(skillTable)+len(waitingSkills))
	for _, k := range skillTable {
		info := SkillInfo{ID: k.id, Name: k.name, Implemented: true, Effect: k.effect,
			Params: slices.Clone(k.params), Values: cloneValues(k.values), Active: k.active, Reaction: k.reaction, Later: k.later}
		if m := k.minimum; m != nil {
			info.MinimumAttribute, info.MinimumValue = attributeContentName[m.attr], m.value
		}
		out = append(out, info)
	}
	for id, why := range waitingSkills {
		out = append(out, SkillInfo{ID: id, Waiting: why})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

func cloneValues(m map[string]any) map[string]any {
	if m == nil {
		return nil
	}
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// SkillImplemented reports whether the engine plays skill id.
func SkillImplemented(id string) bool { _, ok := skillTable[id]; return ok }

// skillText is how a roll names a skill: "skill: Brutal Blow".
func (k *skill) text() Text {
	return Text{En: "skill: " + k.name.En, Es: "habilidad: " + k.name.Es}
}

// meets reports whether figure f reaches the skill's minimum attribute:
// the attribute with its equipment counted, as the card prints it (page
// 110: "once the armor modifiers have been applied"); conditions do not
// take a skill away (R202).
func (k *skill) meets(f *Figure) bool {
	return k.minimum == nil || k.minimum.attr.Of(f.Attrs()) >= k.minimum.value
}

// skillsOf calls fn with each implemented skill figure f uses now: its
// passive skills and the active ones in declared, minimum met. Skills are
// visited in the figure's order, a repeated one once.
func skillsOf(f *Figure, declared []string, fn func(k *skill)) {
	for i, id := range f.Skills {
		k, ok := skillTable[id]
		if !ok || !k.meets(f) || slices.Contains(f.Skills[:i], id) {
			continue
		}
		if k.active && !slices.Contains(declared, id) {
			continue
		}
		fn(k)
	}
}

// skillMods appends to dst the modifiers the skills of the roller give to
// roll c, each a ModSkill modifier named after its skill.
func skillMods(c *rollCtx, dst []Modifier) []Modifier {
	dst = challengeMods(c, dst)
	skillsOf(c.f(), c.declared, func(k *skill) {
		if k.mod == nil || (k.usable != nil && !k.usable(c)) {
			return
		}
		if v := k.mod(c); v != 0 {
			dst = append(dst, Modifier{Value: v, Kind: ModSkill, Why: k.text()})
		}
	})
	return dst
}

// opponentSkillMods appends the changes the skills of roll c's opponent
// make to it (Slippery: shots at it are harder): circumstance modifiers
// named after the opponent's skill, never capped.
func opponentSkillMods(c *rollCtx, dst []Modifier) []Modifier {
	o := c.o()
	if o == nil {
		return dst
	}
	ids := o.Skills
	for _, b := range o.Boons {
		// A spell's skill (Cloak of Leaves' Mimetism) counts too.
		if b.Skill != "" && !slices.Contains(ids, b.Skill) {
			ids = append(slices.Clip(ids), b.Skill)
		}
	}
	for _, id := range ids {
		k, ok := skillTable[id]
		if !ok || k.active || !k.meets(o) {
			continue
		}
		if v := opposingMod(k, c); v != 0 {
			dst = append(dst, Modifier{Value: v, Why: Text{En: "target's " + k.text().En, Es: k.text().Es + " del objetivo"}})
		}
	}
	return dst
}

// opposing lists the passive skills that change the rolls made against
// their bearer.
var opposing = map[string]func(c *rollCtx) int{}

func opposingMod(k *skill, c *rollCtx) int {
	if fn, ok := opposing[k.id]; ok {
		return fn(c)
	}
	return 0
}

// declarable lists the active skills of figure fi that may be declared for
// roll c, sorted by ID.
func declarable(c *rollCtx) []string {
	var out []string
	f := c.f()
	for _, id := range f.Skills {
		k, ok := skillTable[id]
		if !ok || !k.active || !k.meets(f) || slices.Contains(out, id) {
			continue
		}
		if k.usable != nil && !k.usable(c) {
			continue
		}
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// maxDeclared is how many active skills figure f combines in one roll:
// two for heroes; creatures, companions and mercenaries have no limit,
// and four is more attack skills than any of them has
// (page 110).
func maxDeclared(f *Figure) int {
	if f.Hero() {
		return 2
	}
	return 4
}

// declarations lists the sets of active skills figure fi may declare for
// roll c: none first, then each allowed combination of declarable ones.
func declarations(c *rollCtx) [][]string {
	skills := declarable(c)
	if len(skills) == 0 {
		return noDeclarations // most figures' rolls: options ask for every target
	}
	out := [][]string{nil}
	limit := maxDeclared(c.f())
	n := min(len(skills), 8)
	for mask := 1; mask < 1<<n; mask++ {
		var set []string
		for b := 0; b < n; b++ {
			if mask&(1<<b) != 0 {
				set = append(set, skills[b])
			}
		}
		if len(set) <= limit && !mixesReactions(set) {
			out = append(out, set)
		}
	}
	return out
}

// noDeclarations is declarations' list when nothing may be declared; its
// callers only read it.
var noDeclarations = [][]string{nil}

// checkDeclared refuses a declaration figure fi may not make for roll c.
func checkDeclared(c *rollCtx, declared []string) *RuleError {
	f := c.f()
	if len(declared) > maxDeclared(f) {
		return refuse(CodeBadSkill, "%s combines at most %d active skills in one roll", "%s combina como mucho %d habilidades activas en una tirada", f.name(), maxDeclared(f))
	}
	if mixesReactions(declared) {
		return refuse(CodeBadSkill, "a reaction skill is not combined with other active skills", "una habilidad de reacción no se combina con otras habilidades activas")
	}
	ok := declarable(c)
	for i, id := range declared {
		if slices.Contains(declared[:i], id) {
			return refuse(CodeBadSkill, "skill %s is declared twice", "la habilidad %s se declara dos veces", id)
		}
		if !slices.Contains(ok, id) {
			return refuse(CodeBadSkill, "%s cannot use skill %s in this roll", "%s no puede usar la habilidad %s en esta tirada", f.name(), id)
		}
	}
	return nil
}

// mixesReactions reports whether a declaration combines a reaction skill
// with other active skills (page 110 forbids it).
func mixesReactions(set []string) bool {
	reactions := 0
	for _, id := range set {
		if k, ok := skillTable[id]; ok && k.reaction {
			reactions++
		}
	}
	return reactions > 0 && reactions < len(set)
}

// skillSuffix is the part of an option ID naming declared skills.
func skillSuffix(declared []string) string {
	if len(declared) == 0 {
		return ""
	}
	return "+" + strings.Join(declared, "+")
}

// extraFrom adds up what hook gives for roll c over the roller's skills.
func extraFrom(c *rollCtx, hook func(k *skill) func(c *rollCtx) int) int {
	n := 0
	skillsOf(c.f(), c.declared, func(k *skill) {
		if fn := hook(k); fn != nil && (k.usable == nil || k.usable(c)) {
			n += fn(c)
		}
	})
	return n
}

// immuneTo reports whether figure f never gains condition c because of a
// skill, and the skill.
func immuneTo(f *Figure, c Condition) (*skill, bool) {
	for _, id := range f.Skills {
		if k, ok := skillTable[id]; ok && k.immune != nil && k.meets(f) && k.immune(c) {
			return k, true
		}
	}
	return nil, false
}

// autoPassing returns the skill of figure f that makes its test of
// attribute a under rule pass without a roll, if any.
func autoPassing(f *Figure, a Attribute, rule string) (*skill, bool) {
	for _, id := range f.Skills {
		if k, ok := skillTable[id]; ok && k.autoPass != nil && k.meets(f) && k.autoPass(f, a, rule) {
			return k, true
		}
	}
	return nil, false
}

// forbidden reports the skill that keeps figure f from action ("run").
func forbidden(f *Figure, action string) (*skill, bool) {
	for _, id := range f.Skills {
		if k, ok := skillTable[id]; ok && slices.Contains(k.forbids, action) {
			return k, true
		}
	}
	return nil, false
}

// skillUsed reports that figure f's skill k did what (a SkillUsed event).
func (e *env) skillUsed(f *Figure, k *skill, what Text) {
	e.emit(SkillUsed{Figure: f.ID, Skill: k.id, Name: k.name, What: what})
}

// hasSkill returns skill id if figure f has it, the engine implements it
// and f meets its minimum.
func hasSkill(f *Figure, id string) (*skill, bool) {
	// The figure's few skills first: most figures lack most skills, and
	// the table's lookup (hashing id) cost more than the walk.
	if !f.HasSkill(id) {
		return nil, false
	}
	k, ok := skillTable[id]
	if !ok || !k.meets(f) {
		return nil, false
	}
	return k, true
}

// heavyArmour reports whether figure f wears heavy armour.
func heavyArmour(f *Figure) bool {
	for i := range f.Items {
		it := &f.Items[i]
		if it.Kind == ItemArmour && it.Heavy && it.Place == Worn && !it.Broken {
			return true
		}
	}
	return false
}

// actionSkills returns the active skills in force for an attack or shot of
// the active figure: those cmd declares with the Action's first attack or
// shot, then the same ones for the rest of the Action (page 110: they are
// chosen when the action is declared).
func actionSkills(c *rollCtx, a *Activation, cmd []string) ([]string, *RuleError) {
	if a.Attacks > 0 || a.Shots > 0 {
		if len(cmd) > 0 {
			return nil, refuse(CodeBadSkill, "active skills are declared with the Action's first attack", "las habilidades activas se declaran con el primer ataque de la Acción")
		}
		return a.Skills, nil
	}
	if err := checkDeclared(c, cmd); err != nil {
		return nil, err
	}
	return cmd, nil
}

// actionDeclarations lists the declarations the options offer for roll c:
// every allowed one for the Action's first attack or shot, the Action's
// own afterwards.
func actionDeclarations(c *rollCtx, a *Activation) [][]string {
	if a.Attacks > 0 || a.Shots > 0 {
		return [][]string{a.Skills}
	}
	return declarations(c)
}

// declareSkills records the active skills declared for the Action of
// figure fi, reports each, and leaves the marks that outlast the attack.
func (e *env) declareSkills(fi int, a *Activation, declared []string) {
	if a.Attacks+a.Shots != 1 {
		return
	}
	f := &e.s.Figures[fi]
	a.Skills = cloneStrings(declared)
	countSkills(f, declared, true)
	for _, id := range declared {
		k := skillTable[id]
		e.skillUsed(f, k, Text{En: "declared for this Action", Es: "declarada para esta Acción"})
		if k.mark && !slices.Contains(f.Marks, id) {
			f.Marks = append(f.Marks, id)
		}
	}
}

// markMods appends to dst what the marks of figure f change in its melee
// roll, attacking or defending: a Brutal Blow leaves it at -1 in defence
// until its next activation, a block with Blocking at -1 on its next
// attack.
func markMods(f *Figure, attacking bool, dst []Modifier) []Modifier {
	dst = roarMods(f, attacking, dst)
	dst = berserkMods(f, dst)
	for _, id := range f.Marks {
		k, ok := skillTable[id]
		if !ok {
			continue
		}
		v := k.markDefence
		if attacking {
			v = k.markAttack
		}
		if v != 0 {
			dst = append(dst, Modifier{Value: v, Kind: ModSkill, Why: Text{
				En: "after using " + k.text().En, Es: "tras usar " + k.text().Es}})
		}
	}
	return dst
}

// markSkill is the skill a mark belongs to: the mark itself, or what
// precedes its colon ("mislead:lost").
func markSkill(mark string) string {
	if i := strings.IndexByte(mark, ':'); i >= 0 {
		return mark[:i]
	}
	return mark
}

// endAttackMarks removes from figure fi the marks its attack used up.
func (e *env) endAttackMarks(fi int) {
	f := &e.s.Figures[fi]
	f.Marks = deleteShared(f.Marks, func(id string) bool {
		k, ok := skillTable[markSkill(id)]
		return !ok || k.markAttack != 0
	})
	if len(f.Marks) == 0 {
		f.Marks = nil
	}
}

// endActivationMarks removes from figure f, whose activation begins, the
// marks that last until then (a Brutal Blow's defence penalty).
func endActivationMarks(f *Figure) {
	f.Marks = deleteShared(f.Marks, func(id string) bool {
		k, ok := skillTable[markSkill(id)]
		return !ok || k.markDefence != 0
	})
	if len(f.Marks) == 0 {
		f.Marks = nil
	}
}

// hitCriticals is the criticals of the attack in progress, which hit:
// each unmodified 6 of the attacker's roll (page 41), or each die at or
// above the lowest critFrom of a skill the attack declared (Brutal Blow).
func (e *env) hitCriticals(ai int) int {
	st := e.s.Strike
	from := 6
	var by *skill
	skillsOf(&e.s.Figures[ai], st.Skills, func(k *skill) {
		if k.critFrom > 0 && k.critFrom < from {
			from, by = k.critFrom, k
		}
	})
	n := st.Attack.AtLeast(from)
	if by != nil && n > st.Attack.Sixes() {
		e.skillUsed(&e.s.Figures[ai], by, Text{
			En: "hits of " + itoa(from) + "+ count as criticals: " + itoa(n),
			Es: "los impactos de " + itoa(from) + "+ cuentan como críticos: " + itoa(n)})
	}
	return n
}

// noCriticalDice reports whether a skill of the attacker turns the
// criticals of hit h into something else than damage dice (Lethal Blow).
func (e *env) noCriticalDice(h *hitCtx) bool {
	none := false
	skillsOf(h.a(), h.st.Skills, func(k *skill) {
		if k.noCritDice != nil && k.noCritDice(h) {
			none = true
		}
	})
	return none
}

// skillBlow adds to blow b what the skills of the attacker and of the
// figure hit change in it: more dice (reported), armour terms named after
// the skill, and an armour of 6 when only sixes wound.
func (e *env) skillBlow(h *hitCtx, b *Blow) {
	a := h.a()
	skillsOf(a, h.st.Skills, func(k *skill) {
		if k.dice != nil {
			if n := k.dice(h); n != 0 {
				b.Dice += n
				e.skillUsed(a, k, diceText(n, "damage die", "damage dice", "dado de daño", "dados de daño"))
			}
		}
		if k.sixesDice != nil && k.sixesDice(h) {
			b.SixesAdd = k.id
		}
		if k.damageOnes != nil {
			if n := k.damageOnes(h); n > b.Ones {
				b.Ones, b.OnesBy = n, k.id
			}
		}
		if k.armour != nil {
			if v := k.armour(h); v != 0 {
				// Armour terms are never capped (page 11 caps rolls), so
				// they are not ModSkill.
				b.Modifiers = append(b.Modifiers, Modifier{Value: v, Why: k.text()})
			}
		}
	})
	t := h.t()
	skillsOf(t, nil, func(k *skill) {
		if k.onlySixes == nil || !k.onlySixes(h) {
			return
		}
		_, armour := DamageArmour(*t, b.Against, b.Dice, b.Modifiers...)
		if armour < MaxArmour {
			b.Modifiers = append(b.Modifiers, Modifier{Value: MaxArmour - armour, Why: Text{
				En: "only sixes wound it: " + k.text().En, Es: "solo los seises lo hieren: " + k.text().Es}})
		}
	})
}

// warded reports whether a skill of figure si keeps the hit of the
// attack in progress from wounding it; the hit's extra effects still
// happen unless the skill makes it immune to the attack altogether.
func (e *env) warded(ai, si int) bool {
	h := hitCtx{s: e.s, st: e.s.Strike, ai: ai, ti: si}
	t := h.t()
	var by *skill
	var why Text
	skillsOf(t, nil, func(k *skill) {
		if by == nil && k.ward != nil {
			if ok, w := k.ward(&h); ok {
				by, why = k, w
			}
		}
	})
	if by == nil {
		return false
	}
	e.skillUsed(t, by, why)
	if !by.wardAll {
		e.strikeEffectsOnly(ai, si)
	}
	return true
}

// shieldBreaking reports whether a skill of attacker ai breaks the shield
// of figure si that blocked its hit: with a breaking roll, or outright.
func (e *env) shieldBreaking(ai, si int) (breaker, outright bool) {
	h := hitCtx{s: e.s, st: e.s.Strike, ai: ai, ti: si}
	a := h.a()
	skillsOf(a, h.st.Skills, func(k *skill) {
		if k.shieldBreak == nil {
			return
		}
		b, o := k.shieldBreak(&h)
		switch {
		case o:
			e.skillUsed(a, k, Text{En: "breaks the blocking shield", Es: "rompe el escudo que bloquea"})
		case b:
			e.skillUsed(a, k, Text{En: "the blocking shield makes its breaking roll", Es: "el escudo que bloquea hace su tirada de rotura"})
		}
		breaker, outright = breaker || b, outright || o
	})
	return breaker, outright
}

// allOnes: a skill rolls again every die showing 1.
const allOnes = 6

// skillRerollOnes rolls again the dice showing 1 of roll r that a skill
// of its roller rolls again in roll c (never a critical failure), reports
// the skill and the new roll (a Rolled event), and leaves the new roll in
// r with the same modifiers and target, judged again.
func (e *env) skillRerollOnes(r *RollRecord, c *rollCtx) error {
	if r.Double1() {
		return nil
	}
	n := 0
	var by *skill
	skillsOf(c.f(), c.declared, func(k *skill) {
		if k.ones == nil || (k.usable != nil && !k.usable(c)) {
			return
		}
		if v := k.ones(c); v > n {
			n, by = v, k
		}
	})
	if by == nil {
		return nil
	}
	finish := markCritical
	if r.Target > 0 {
		finish = judge
	}
	return e.rerollOnesOf(r, n, c.f(), by, finish)
}

// rerollOnesOf rolls again up to n dice of r showing 1 for skill k of
// figure f; finish judges the new roll as its rule does.
func (e *env) rerollOnesOf(r *RollRecord, n int, f *Figure, k *skill, finish func(*RollRecord)) error {
	var idx []int
	for i, d := range r.Dice {
		if d == 1 && len(idx) < n {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return nil
	}
	d, err := e.dice.Reroll(r.Roll, idx, r.Purpose)
	if err != nil {
		return diceError(err)
	}
	nr := e.record(d, r.Rule, r.Figure)
	nr.Modifiers, nr.Target, nr.Cap = slices.Clone(r.Modifiers), r.Target, r.Cap
	nr.DiceModifiers = slices.Clone(r.DiceModifiers)
	if finish != nil {
		finish(&nr)
	}
	e.skillUsed(f, k, Text{En: "rolls again its dice of 1", Es: "repite sus dados de 1"})
	e.emit(Rolled{Roll: nr.clone()})
	*r = nr
	return nil
}

// grantAttacks gives the active figure the melee attacks its declared
// skills grant after the attack in progress (ai attacking ti), never past
// the limit of 3 (maxAttacksOf caps them).
func (e *env) grantAttacks(ai, ti int) {
	a := e.s.Active
	f := &e.s.Figures[ai]
	if a == nil || a.Figure != f.ID || e.s.Strike.Ranged {
		return
	}
	h := hitCtx{s: e.s, st: e.s.Strike, ai: ai, ti: ti}
	ctx := rollCtx{s: e.s, fi: ai, oi: ti, kind: RollMeleeAttack, attr: CombatSkill, item: h.item(), declared: a.Skills}
	bonus := a.Attacks > baseAttacksOf(&ctx) // this attack was itself granted
	skillsOf(f, a.Skills, func(k *skill) {
		if k.grants == nil || (k.usable != nil && !k.usable(&ctx)) {
			return
		}
		if n := k.grants(&h, bonus); n > 0 {
			for i := 0; i < n; i++ {
				a.Granted = append(a.Granted, k.id)
			}
			e.skillUsed(f, k, diceText(n, "melee attack", "melee attacks", "ataque cuerpo a cuerpo", "ataques cuerpo a cuerpo"))
		}
	})
}

// diceText is "+1 damage die" or "+2 damage dice", in both languages.
func diceText(n int, en1, en, es1, es string) Text {
	if n == 1 || n == -1 {
		return Text{En: signed(n) + " " + en1, Es: signed(n) + " " + es1}
	}
	return Text{En: signed(n) + " " + en, Es: signed(n) + " " + es}
}

// skillWeapon lets a declared skill of the attacker replace the weapon's
// damage of hit h in blow b, and reports it.
func (e *env) skillWeapon(h *hitCtx, b *Blow) {
	a := h.a()
	done := false
	skillsOf(a, h.st.Skills, func(k *skill) {
		if !done && k.weapon != nil && k.weapon(h, b) {
			done = true
			e.skillUsed(a, k, diceText(b.Dice, "damage die", "damage dice", "dado de daño", "dados de daño"))
		}
	})
}

// addSixesDice rolls the dice a skill adds to damage roll r of blow b, one
// per 6 of the roll (n; Powerful Blow): their own roll, kept in r.Added.
// The added dice add no more.
func (e *env) addSixesDice(b Blow, r *RollRecord, n int) error {
	k, ok := skillTable[b.SixesAdd]
	bi := e.s.figure(b.By)
	if !ok || n == 0 || bi < 0 {
		return nil
	}
	ti := e.s.figure(b.Target)
	d, err := e.dice.ND6(min(n, maxDamageDice), b.rule()+": "+e.s.Figures[ti].name())
	if err != nil {
		return diceError(err)
	}
	extra := e.record(d, b.rule(), b.By)
	extra.Target = r.Target
	e.emit(Rolled{Roll: extra.clone()})
	r.Added = append(r.Added, extra.Dice...)
	e.skillUsed(&e.s.Figures[bi], k, diceText(n, "damage die for its 6", "damage dice for its sixes", "dado de daño por su 6", "dados de daño por sus seises"))
	return nil
}

// testSkillMods appends to extra the skill modifiers of figure fi's test
// of attribute a under rule ("disengage"). Tests are made by actions that
// declare no skills (moving, disengaging, rising), so the figure's active
// skills that only add to the test are used, as no other active skill
// can be combined with them there and using them costs nothing (R236).
func testSkillMods(s *State, fi int, a Attribute, rule string, extra []Modifier) []Modifier {
	ctx := rollCtx{s: s, fi: fi, oi: -1, kind: RollTest, attr: a, declared: s.Figures[fi].Skills, rule: rule}
	return skillMods(&ctx, append([]Modifier(nil), extra...))
}
