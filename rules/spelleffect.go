package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// The effects of a cast that worked (page 40), by the spell's effect:
//
//   - projectiles and damage spells roll damage on the target and, with an
//     area, on every other figure in it (two dice fewer unless the spell
//     says otherwise); each 6 of the cast adds a die (page 39), an
//     apprentice rolls one fewer (page 40). A projectile is drawn like a
//     shot: light cover takes a die away, heavy cover two, and a shield
//     its bearer chooses to raise gives light cover and then a breaking
//     roll (page 43). A Large or Huge figure is hit once however many of
//     its squares the area covers (page 40). Projectiles have the extra
//     effects of a hit (page 42);
//   - healing gives Vitality back and lifts conditions;
//   - enhancing gives a bonus (a magic one: page 11's cap is +5) to the
//     allies in the area at the cast, which they keep wherever they go;
//   - protecting spells fix their area at the cast: the caster's side's
//     figures in it have the protection, and lose it on leaving (page 40);
//   - control spells give a condition, or turn the targets to the caster's
//     side; a Large or Huge figure or a Champion is affected only by a
//     cast with a critical (page 40).
//
// Conditions a spell gives last as long as the spell (page 40): a
// permanent spell's turns, or until the end of the turn for an immediate
// one (page 38). The spell in play is an Enchantment in State.Magic.

const (
	ruleSpell = "spell"
	// ruleResistSpell names a Courage test against a control spell.
	ruleResistSpell = "resist_spell"
)

// PromptSpellShield: the figure a magic projectile is about to hit may
// raise its shield for light cover (page 43). Options: OptionUseShield,
// OptionNoShield.
const PromptSpellShield PromptKind = "spell_shield"

// Options of PromptSpellShield.
const (
	OptionUseShield = "use_shield"
	OptionNoShield  = "no_shield"
)

func init() {
	promptHandlers[PromptSpellShield] = answerSpellShield
	blowFollowUps[ruleSpell] = afterSpellBlow
	blowFollowUps[ruleMiscast] = afterMiscast
}

// casting returns the active caster's index, its cast and its spell.
func (e *env) casting() (int, *CastState, *Spell, error) {
	a := e.s.Active
	if a == nil || a.Cast == nil {
		return -1, nil, nil, refuse(CodeBadState, "no spell is being cast", "no se está lanzando ningún hechizo")
	}
	fi := e.s.figure(a.Figure)
	if fi < 0 {
		return -1, nil, nil, unknownFigure(a.Figure)
	}
	if sp := castItem(&e.s.Figures[fi], a.Cast); sp != nil {
		return fi, a.Cast, sp, nil
	}
	k := e.s.Figures[fi].spell(a.Cast.Spell)
	if k < 0 {
		return -1, nil, nil, refuse(CodeUnknownSpell, "%q knows no spell %q", "%q no conoce ningún hechizo %q", a.Figure, a.Cast.Spell)
	}
	return fi, a.Cast, &e.s.Figures[fi].Spells[k], nil
}

// resolveCast spends the mana of the cast in progress, counts it and
// resolves its effects.
func (e *env) resolveCast() error {
	fi, c, sp, err := e.casting()
	if err != nil {
		return err
	}
	if sp.Line && c.Line == nil {
		// The line's direction is the caster's choice (R125).
		e.open(Prompt{Kind: PromptLine, Seat: e.s.Figures[fi].Side, Figure: e.s.Figures[fi].ID, Options: lineOptions()})
		return nil
	}
	f := &e.s.Figures[fi]
	paid := 0
	if !championSpell(f, sp.ID) {
		paid = f.spendMana(sp.Mana)
	}
	sp = f.editSpell(sp)
	sp.Casts++
	if sp.Permanent {
		c.Turns = PermanentTurns(c.Roll, f.Sorcery())
		for i := len(e.s.Magic) - 1; i >= 0; i-- {
			m := &e.s.Magic[i]
			if m.Caster != f.ID || !m.Permanent {
				continue
			}
			if f.Side == Dark && adpMode(e.s) && m.Spell != sp.ID {
				// The ADP's casters keep both, but never two of the same
				// (page 62, R784).
				continue
			}
			e.endEnchantment(i, EndedReplaced)
		}
	}
	e.emit(SpellCast{Figure: f.ID, Spell: sp.ID, Target: c.Target, Roll: c.Roll.Seq, Mana: paid, ManaLeft: f.ManaLeft(),
		Casts: sp.Casts, CastsLeft: max(castsAllowed(e.s, f, sp)-sp.Casts, 0), MaxPower: c.Roll.Double6(), Turns: c.Turns})
	targets, err := e.resisting(e.spellTargets(fi, sp, c), sp)
	if err != nil {
		return err
	}
	if sp.Nature == NatureControl {
		targets = e.controllable(targets, sp, c)
	}
	switch sp.Effect.ID {
	case EffectProjectile, EffectDamage:
		c.Hits = damageHits(e.s, fi, sp, c, targets)
		return e.nextHit()
	case EffectHeal:
		for _, ti := range targets {
			if tamedGiant(&e.s.Figures[ti]) {
				// No healing spell works on a giant (page 101).
				continue
			}
			if t := &e.s.Figures[ti]; !t.Present() && sp.Effect.Revive {
				e.revive(ti, sp.Effect.Vitality)
				continue
			}
			e.heal(ti, sp.Effect.Vitality)
			for _, cond := range sp.Effect.Cure.List() {
				e.lose(ti, cond, c.Roll.Seq)
			}
		}
	case EffectEnhance:
		for _, ti := range targets {
			x := &sp.Effect
			b := Boon{Roll: c.Roll.Seq, Why: sp.Name, Attribute: x.Attribute, Value: x.Bonus, Skill: x.Skill, Flaming: x.Flaming}
			e.s.Figures[ti].Boons = append(e.s.Figures[ti].Boons, b)
			e.emit(BoonGained{Figure: e.s.Figures[ti].ID, Spell: sp.ID, Boon: b})
			c.Held = append(c.Held, Held{Figure: e.s.Figures[ti].ID})
		}
	case EffectProtect:
		if !sp.HasArea() && c.Square == nil {
			// No area of effect (page 39): the protection stays with the
			// figure it was cast on (R120).
			for _, ti := range targets {
				b := protection(sp, c)
				e.s.Figures[ti].Boons = append(e.s.Figures[ti].Boons, b)
				e.emit(BoonGained{Figure: e.s.Figures[ti].ID, Spell: sp.ID, Boon: b})
				c.Held = append(c.Held, Held{Figure: e.s.Figures[ti].ID})
			}
		}
	case EffectControl:
		for _, ti := range targets {
			c.Queue = append(c.Queue, e.s.Figures[ti].ID)
		}
		return e.nextControl()
	case EffectSummon:
		e.summon(fi, sp, c)
	case EffectTerrain:
		e.changeGround(fi, sp, c)
		return e.finishCast(fi, sp, c)
	case EffectReveal:
		return e.reveal(fi, sp, c)
	case EffectTeleport:
		if len(targets) > 0 {
			t := &e.s.Figures[targets[0]]
			if opts := teleportOptions(e.s, targets[0], sp); len(opts) > 1 {
				e.open(Prompt{Kind: PromptTeleport, Seat: e.s.Figures[fi].Side, Figure: t.ID, Options: opts})
				return nil
			}
		}
	}
	return e.finishCast(fi, sp, c)
}

// The skills that change what spells do (pages 110-116), by their IDs.
const (
	// SkillMagicResistance: a spell against the figure, magic projectiles
	// aside, has no effect on MagicResistanceRoll or more on 1D6; a magic
	// projectile rolls one die fewer against it.
	SkillMagicResistance = "magic_resistance"
	// SkillUndead: offensive control spells do not affect the figure.
	SkillUndead = "undead"
	// SkillUnderworld: the two spells of underworldIgnores do not affect
	// the figure (page 116).
	SkillUnderworld = "underworld"
	// MagicResistanceRoll is what the magic resistance roll needs.
	MagicResistanceRoll = 4
	ruleMagicResistance = "magic_resistance"
)

// resisting drops from targets the figures whose magic resistance stops a
// hostile spell that is not a projectile (R115), and those a worn ward
// saves from any hostile spell (R1054).
func (e *env) resisting(targets []int, sp *Spell) ([]int, error) {
	if !sp.Nature.hostile() {
		return targets, nil
	}
	out := targets[:0:0]
	for _, ti := range targets {
		// A worn ward stops projectiles too (magic_worn_powers.go, R1054).
		if warded, err := e.spellWarded(ti, sp); err != nil || warded {
			if err != nil {
				return nil, err
			}
			continue
		}
		if t := &e.s.Figures[ti]; sp.Nature != NatureProjectile && t.Present() && t.HasSkill(SkillMagicResistance) {
			r, err := e.rollD6Against(ti, ruleMagicResistance, MagicResistanceRoll)
			if err != nil {
				return nil, err
			}
			if !r.failed() {
				e.emit(SpellResisted{Figure: t.ID, Spell: sp.ID, Roll: r.Seq, Why: Text{En: "magic resistance", Es: "resistencia mágica"}})
				continue
			}
		}
		out = append(out, ti)
	}
	return out, nil
}

// underworldIgnores are the spells page 116's Underworld names as
// ignored: both are control spells, so controllable drops the figure.
var underworldIgnores = map[string]bool{"demonic_seduction": true, "placate_tempers": true}

// controllable drops from the targets of a control spell (any effect: a
// curse is one too) the undead, who ignore them, and the Large, Huge and
// Champion figures when the cast shows no critical (page 40).
func (e *env) controllable(targets []int, sp *Spell, c *CastState) []int {
	out := targets[:0:0]
	for _, ti := range targets {
		t := &e.s.Figures[ti]
		switch {
		case t.HasSkill(SkillUndead):
			e.emit(SpellResisted{Figure: t.ID, Spell: sp.ID, Why: Text{En: "the undead ignore control spells", Es: "los no muertos ignoran los hechizos de dominio"}})
		case underworldIgnores[sp.ID] && t.HasSkill(SkillUnderworld):
			e.skillUsed(t, skillTable[SkillUnderworld], Text{En: "ignores " + sp.Name.En, Es: "ignora " + sp.Name.Es})
			e.emit(SpellResisted{Figure: t.ID, Spell: sp.ID, Why: Text{
				En: "creatures of the Underworld ignore " + sp.Name.En, Es: "las criaturas del Inframundo ignoran " + sp.Name.Es}})
		case (t.Size >= SizeLarge || t.Level() == "champion") && Criticals(c.Roll) == 0:
			e.emit(SpellResisted{Figure: t.ID, Spell: sp.ID, Why: Text{
				En: "only a cast with a critical controls a Large or Huge figure or a Champion",
				Es: "solo un lanzamiento con crítico domina a una figura grande, enorme o campeona"}})
		default:
			out = append(out, ti)
		}
	}
	return out
}

// PermanentTurns is how many of the caster's side's turns a permanent
// spell cast with roll r lasts (page 38): the higher die, one fewer for an
// apprentice (page 40), at least the turn of the cast (R105).
func PermanentTurns(r RollRecord, l Sorcery) int {
	hi := 0
	for _, d := range r.Dice {
		hi = max(hi, d)
	}
	if l == SorceryApprentice {
		hi--
	}
	return max(hi, 1)
}

// spellTargets lists the figures a spell cast by fi on target affects: the
// target, then every other present figure with a square within the area's
// radius of the target's base (page 40), in the state's order. Hostile
// spells' areas take every figure in them; the others only the caster's
// side (R106). A Large or Huge figure appears once.
func (e *env) spellTargets(fi int, sp *Spell, c *CastState) []int {
	s := e.s
	var out []int
	ti := -1
	if c.Square == nil {
		if ti = s.figure(c.Target); ti < 0 {
			return nil
		}
		if !s.Figures[ti].Present() {
			if sp.Effect.Revive {
				return []int{ti}
			}
			return nil
		}
		if sp.Effect.Only == "" || s.Figures[ti].HasSkill(sp.Effect.Only) {
			out = append(out, ti)
		}
	}
	if !sp.HasArea() || sp.Effect.ID == EffectProtect {
		return out
	}
	if sp.Area != "" {
		a := shapeOf(s, fi, sp, c)
		for i := range s.Figures {
			g := &s.Figures[i]
			if i != ti && g.Present() && affects(sp.Affects, s.Figures[fi].Side, g.Side) &&
				(sp.Effect.Only == "" || g.HasSkill(sp.Effect.Only)) && a.takes(g) {
				out = append(out, i)
			}
		}
		return out
	}
	area := castArea(s, c, sp.Radius)
	for i := range s.Figures {
		g := &s.Figures[i]
		if i == ti || !g.Present() || !affects(sp.Affects, s.Figures[fi].Side, g.Side) ||
			(sp.Effect.Only != "" && !g.HasSkill(sp.Effect.Only)) {
			continue
		}
		for _, p := range g.Squares(nil) {
			if slices.Contains(area, p) {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

// affects reports whether an area limited to who (AffectsAllies,
// AffectsEnemies or everyone) of a caster of side caster takes a figure of
// side side.
func affects(who string, caster, side Side) bool {
	switch who {
	case AffectsAllies:
		return side == caster
	case AffectsEnemies:
		return side != caster
	}
	return true
}

// revive brings knocked-out hero ti back with vitality points (at least
// one): a healing spell that says so (content's revive).
func (e *env) revive(ti, vitality int) {
	t := &e.s.Figures[ti]
	t.Conditions = t.Conditions.Without(KnockedOut)
	e.emit(ConditionLost{Figure: t.ID, Condition: KnockedOut})
	t.Wounds = int32(max(t.Attrs().Vitality-max(vitality, 1), 0))
	e.emit(Healed{Figure: t.ID, Restored: VitalityLeft(t), Vitality: VitalityLeft(t)})
	if woundedNow(t) {
		e.gain(ti, Wounded)
	}
}

// castArea is the squares within radius of what cast c targets: the
// target's base, or the square (page 18's distances).
func castArea(s *State, c *CastState, radius int) []board.Pos {
	if c.Line != nil {
		return slices.Clone(c.Line)
	}
	g := s.Board
	var from []int
	if c.Square != nil {
		if g.In(*c.Square) {
			from = []int{g.Index(*c.Square)}
		}
	} else if ti := s.figure(c.Target); ti >= 0 {
		from = baseIndexes(g, &s.Figures[ti])
	}
	search := measures.Get().(*board.Search)
	defer measures.Put(search)
	var out []board.Pos
	for _, k := range search.Within(g, radius, nil, from...) {
		out = append(out, g.Pos(k))
	}
	return out
}

// damageHits works out the dice of every figure a damaging spell hits.
func damageHits(s *State, fi int, sp *Spell, c *CastState, targets []int) []SpellHit {
	f := &s.Figures[fi]
	crits := Criticals(c.Roll)
	var hits []SpellHit
	for _, ti := range targets {
		t := &s.Figures[ti]
		terms := []Modifier{{Value: sp.Effect.Dice, Why: Text{En: sp.Name.En + "'s damage dice", Es: "dados de daño de " + sp.Name.Es}}}
		if t.ID != c.Target && sp.Nature == NatureProjectile {
			if sp.Effect.AreaDice > 0 {
				terms = append(terms, Modifier{Value: sp.Effect.AreaDice - sp.Effect.Dice, Why: Text{En: "in the area, not the target", Es: "en el área, no el objetivo"}})
			} else {
				terms = append(terms, Modifier{Value: -2, Why: Text{En: "in the area, not the target: two dice fewer", Es: "en el área, no el objetivo: dos dados menos"}})
			}
		}
		if crits > 0 {
			terms = append(terms, Modifier{Value: crits, Why: Text{En: fmt.Sprintf("%d critical(s) in the cast", crits), Es: fmt.Sprintf("%d crítico(s) al lanzar", crits)}})
		}
		if f.Sorcery() == SorceryApprentice && c.Item == "" { // not a wand's (R1070)
			terms = append(terms, Modifier{Value: -1, Why: Text{En: "an apprentice's spell", Es: "hechizo de aprendiz"}})
		}
		if sp.Nature == NatureProjectile && t.HasSkill(SkillMagicResistance) {
			terms = append(terms, Modifier{Value: -1, Why: Text{En: "magic resistance", Es: "resistencia mágica"}})
		}
		h := SpellHit{Figure: t.ID, Terms: terms}
		if sp.Nature == NatureProjectile && ti != fi {
			if pit, cover, _ := pitLine(s, fi, ti); pit {
				h.Cover = int(cover)
			} else if seen, err := Sight(*s, f.ID, t.ID); err == nil && seen.Visible {
				h.Cover = int(skulkCover(t, seen.Cover))
			}
			h.Cover = min(max(h.Cover, boonCover(t)), 2)
		}
		hits = append(hits, h)
	}
	return hits
}

// nextHit deals the next blow of the cast in progress, asking first about
// a shield, and finishes the cast when none is left.
func (e *env) nextHit() error {
	fi, c, sp, err := e.casting()
	if err != nil {
		return err
	}
	for len(c.Hits) > 0 {
		h := &c.Hits[0]
		ti := e.s.figure(h.Figure)
		if ti < 0 || !e.s.Figures[ti].Present() {
			c.Hits = c.Hits[1:]
			continue
		}
		if sp.Nature == NatureProjectile && !h.GuardAsked && e.offerSpellGuard(fi, ti, sp, c) {
			return nil
		}
		t := &e.s.Figures[ti]
		if sp.Nature == NatureProjectile && !h.ShieldAsked && t.Shield() >= 0 {
			// Cover, and the Diamond Shield's block (shield_diamond.go).
			if opts := spellShieldOptions(e.s, fi, ti, c, h); opts != nil {
				h.ShieldAsked = true
				e.open(Prompt{Kind: PromptSpellShield, Seat: t.Side, Figure: t.ID, Options: opts})
				return nil
			}
		}
		terms := slices.Clone(h.Terms)
		switch h.Cover {
		case 1:
			terms = append(terms, Modifier{Value: -1, Why: Text{En: "light cover", Es: "cobertura ligera"}})
		case 2:
			terms = append(terms, Modifier{Value: -2, Why: Text{En: "heavy cover", Es: "cobertura pesada"}})
		}
		dice := 0
		for _, m := range terms {
			dice += m.Value
		}
		dice = min(dice, maxDamageDice)
		c.Hits = c.Hits[1:]
		f := &e.s.Figures[fi]
		var effects []Condition
		if sp.Nature == NatureProjectile {
			if cond, ok := HitEffect(f.Size, t.Size, min(Criticals(c.Roll), 2), t.Leader()); ok {
				effects = append(effects, cond)
			}
		}
		var armour []Modifier
		if sp.Effect.Piercing != 0 {
			armour = append(armour, Modifier{Value: sp.Effect.Piercing, Why: sp.Name})
		}
		if sp.Nature == NatureProjectile {
			armour = wornWardMods(t, false, armour) // a Ring of Protection (R1053)
		}
		e.attacked(ti, f.Side)
		e.emit(SpellDice{Figure: t.ID, Caster: f.ID, Spell: sp.ID, Dice: dice, Terms: terms})
		b := Blow{Rule: ruleSpell, Target: t.ID, By: f.ID, Dice: dice, Against: sp.Effect.Against, Modifiers: armour,
			Flaming: sp.Effect.Flaming, Effects: effects}
		if sp.Nature == NatureDamage && f.HasSkill(skillCruel) {
			// Cruel with a Damage spell (page 111): a cast declares no
			// skills, and a 1 rolled again can only help, so it is used
			// whenever it can be (R1184).
			b.Ones, b.OnesBy = 1, skillCruel
		}
		return e.damage(b)
	}
	return e.finishCast(fi, sp, c)
}

func answerSpellShield(e *env, p Prompt, option string) error {
	_, c, _, err := e.casting()
	if err != nil {
		return err
	}
	if len(c.Hits) == 0 || c.Hits[0].Figure != p.Figure {
		return refuse(CodeBadState, "no spell is about to hit %q", "ningún hechizo está a punto de alcanzar a %q", p.Figure)
	}
	if option == OptionBlock {
		return e.blockProjectile(p)
	}
	if option == OptionUseShield {
		ti := e.s.figure(p.Figure)
		t := &e.s.Figures[ti]
		si := t.Shield()
		if si < 0 {
			return refuse(CodeBadOption, "%s holds no usable shield", "%s no sostiene ningún escudo utilizable", t.name())
		}
		c.Hits[0].Cover = 1
		if v := t.Items[si].BreakBlock; v > 0 {
			if _, err := e.breakingRoll(ti, si, v); err != nil {
				return err
			}
		}
	}
	return e.nextHit()
}

// protection is the boon protecting spell sp gives.
func protection(sp *Spell, c *CastState) Boon {
	x := &sp.Effect
	return Boon{Roll: c.Roll.Seq, Why: sp.Name, Attribute: Armour, Value: x.Armour, Block: x.Block, Cover: min(x.Cover, 2), Immune: x.Immune}
}

// afterSpellBlow gives the figure hit the spell's condition, if it still
// stands, and goes on with the next hit.
func afterSpellBlow(e *env, res BlowResult) error {
	_, c, sp, err := e.casting()
	if err != nil {
		return err
	}
	if ti := e.s.figure(res.Target); ti >= 0 && !res.KnockedOut && !res.Avoided && (!sp.Effect.OnWound || res.Wounds > 0) {
		e.hold(ti, sp.Effect.Condition, c)
	}
	if sp.Effect.Drain && res.Wounds > 0 {
		if ci := e.s.figure(e.s.Active.Figure); ci >= 0 {
			e.heal(ci, res.Wounds)
		}
	}
	return e.nextHit()
}

// hold gives figure ti the conditions cs as the cast c's doing, recording
// those it did not have already.
func (e *env) hold(ti int, cs Conditions, c *CastState) {
	t := &e.s.Figures[ti]
	var got Conditions
	for _, cond := range cs.List() {
		if !t.Conditions.Has(cond) {
			e.gain(ti, cond)
			got = got.With(cond)
		}
	}
	if got != 0 {
		c.Held = append(c.Held, Held{Figure: t.ID, Conditions: got})
	}
}

// nextControl applies the control spell in progress to the next figure of
// its queue, and finishes the cast when none is left. A figure may resist
// with a Courage test; a hero may spend Fortune on his (page 14), and the
// queue waits for his answer.
func (e *env) nextControl() error {
	fi, c, sp, err := e.casting()
	if err != nil {
		return err
	}
	for len(c.Queue) > 0 {
		ti := e.s.figure(c.Queue[0])
		c.Queue = c.Queue[1:]
		if ti < 0 || !e.s.Figures[ti].Present() {
			continue
		}
		if !sp.Effect.CourageTest {
			e.control(fi, ti, sp, c)
			continue
		}
		r, err := e.test(ti, ruleResistSpell, Courage, 0)
		if err != nil {
			return err
		}
		t := &e.s.Figures[ti]
		if t.Hero() && t.Present() && t.FortuneLeft() > 0 && r.failed() {
			return e.offerFortune(t, r, true)
		}
		e.resisted(fi, ti, sp, c, r)
	}
	return e.finishCast(fi, sp, c)
}

// settleResist applies a hero's final Courage test against a control
// spell and goes on with the spell's queue.
func settleResist(e *env, r RollRecord) error {
	fi, c, sp, err := e.casting()
	if err != nil {
		return err
	}
	ti := e.s.figure(r.Figure)
	if ti < 0 {
		return unknownFigure(r.Figure)
	}
	e.resisted(fi, ti, sp, c, r)
	return e.nextControl()
}

// resisted applies the control spell to figure ti unless its Courage test
// r passed.
func (e *env) resisted(fi, ti int, sp *Spell, c *CastState, r RollRecord) {
	if !r.failed() {
		e.emit(SpellResisted{Figure: e.s.Figures[ti].ID, Spell: sp.ID, Roll: r.Seq, Why: Text{En: "passed a Courage test", Es: "superó una tirada de Valentía"}})
		return
	}
	e.control(fi, ti, sp, c)
}

// control applies a control spell to figure ti (page 40).
func (e *env) control(fi, ti int, sp *Spell, c *CastState) {
	t := &e.s.Figures[ti]
	if sp.Effect.Condition != 0 {
		e.hold(ti, sp.Effect.Condition, c)
	}
	caster := &e.s.Figures[fi]
	if sp.Effect.SwitchSide && t.Side != caster.Side {
		t.Side = caster.Side
		c.Held = append(c.Held, Held{Figure: t.ID, Controlled: true})
		e.emit(SideChanged{Figure: t.ID, Side: t.Side, Spell: sp.ID})
	}
}

// finishCast ends the cast in progress, putting the spell in play if its
// effects last.
func (e *env) finishCast(fi int, sp *Spell, c *CastState) error {
	f := &e.s.Figures[fi]
	en := Enchantment{Roll: c.Roll.Seq, Caster: f.ID, Spell: sp.ID, Name: sp.Name, Side: f.Side, Permanent: sp.Permanent, Turns: 1, Held: c.Held}
	if sp.Permanent {
		en.Turns = c.Turns
	}
	if sp.Effect.ID == EffectProtect && (sp.HasArea() || c.Square != nil) {
		en.Area = spellArea(e.s, fi, sp, c)
		w := protection(sp, c)
		en.Ward = &w
		en.Affects = sp.Affects
	}
	en.Ground = c.Ground
	if harm := groundHarm(f, sp, c); len(harm) > 0 {
		// Its squares hurt whoever enters them (spell_ground.go).
		en.Area, en.Harm, en.Flaming, en.Affects = groundArea(e.s, fi, sp, c), harm, sp.Effect.Flaming, sp.Affects
	}
	e.s.Active.Cast = nil
	if !f.Present() {
		// The caster fell to his own spell: nothing of it lasts (page 38),
		// and his activation is over.
		for _, h := range en.Held {
			if hi := e.s.figure(h.Figure); hi >= 0 {
				e.release(hi, h)
			}
		}
		e.restoreGround(en.Ground, sp.ID)
		e.endActivation()
		return nil
	}
	if sp.Permanent || len(en.Held) > 0 || en.Ward != nil || len(en.Ground) > 0 || len(en.Harm) > 0 {
		e.s.Magic = append(e.s.Magic, en)
		e.emit(SpellInPlay{Figure: f.ID, Spell: sp.ID, Roll: en.Roll, Turns: en.Turns, Permanent: en.Permanent})
		e.refreshWards()
	}
	return nil
}

// Why a spell in play ended.
const (
	EndedExpired    = "expired"
	EndedAtWill     = "at_will"
	EndedReplaced   = "replaced"
	EndedKnockedOut = "caster_knocked_out"
)

// endEnchantment ends spell i in play: the conditions it held go, the
// figures it controlled go back to their side, its bonuses vanish.
func (e *env) endEnchantment(i int, why string) {
	m := e.s.Magic[i].clone()
	e.s.Magic = deleteAt(e.s.Magic, i) // shared with clones (cow.go)
	for _, h := range m.Held {
		if hi := e.s.figure(h.Figure); hi >= 0 {
			e.release(hi, h)
		}
	}
	e.restoreGround(m.Ground, m.Spell)
	for k := range e.s.Figures {
		f := &e.s.Figures[k]
		n := len(f.Boons)
		f.Boons = deleteShared(f.Boons, func(b Boon) bool { return b.Roll == m.Roll })
		if n != len(f.Boons) {
			e.emit(BoonLost{Figure: f.ID, Spell: m.Spell})
		}
	}
	e.emit(SpellEnded{Figure: m.Caster, Spell: m.Spell, Roll: m.Roll, Why: why})
}

// PromptLine: the caster's player chooses which way a line spell runs from
// its target. Options: the eight directions, N ... NW.
const PromptLine PromptKind = "line"

func init() { promptHandlers[PromptLine] = answerLine }

func lineOptions() []PromptOption {
	out := make([]PromptOption, 0, 8)
	for d := board.North; d <= board.NorthWest; d++ {
		out = append(out, PromptOption{ID: d.String(), Label: Text{En: "The line runs " + d.String(), Es: "La línea va hacia " + d.String()}})
	}
	return out
}

func answerLine(e *env, p Prompt, option string) error {
	_, c, sp, err := e.casting()
	if err != nil {
		return err
	}
	d, perr := board.ParseDir(option)
	if perr != nil {
		return refuse(CodeBadOption, "%q is not a direction", "%q no es una dirección", option)
	}
	c.Line = lineSquares(e.s, c, d, max(sp.Radius, 1))
	return e.resolveCast()
}

// lineSquares is a line of n squares from the cast's target square (the
// target figure's square) in direction d, stopping where a figure could
// not be measured on (rock, a wall, the board's edge: page 18's distances).
func lineSquares(s *State, c *CastState, d board.Dir, n int) []board.Pos {
	g := s.Board
	var at board.Pos
	switch {
	case c.Square != nil:
		at = *c.Square
	default:
		ti := s.figure(c.Target)
		if ti < 0 {
			return []board.Pos{}
		}
		at = s.Figures[ti].At
	}
	if !g.In(at) {
		return []board.Pos{}
	}
	out := []board.Pos{at}
	i := g.Index(at)
	for len(out) < n {
		to, _, ok := g.Step(i, d, board.Measure)
		if !ok {
			break
		}
		i = to
		out = append(out, g.Pos(i))
	}
	return out
}

// PromptTeleport: the caster's player chooses where a teleport spell
// takes its target (the prompt's figure). Options: "x,y" for each square
// its base may land on, and OptionStay.
const PromptTeleport PromptKind = "teleport"

func init() { promptHandlers[PromptTeleport] = answerTeleport }

// teleportOptions lists where figure ti may land: squares within the
// spell's reach (page 18's distances, or straight over walls with
// ThroughWalls) where its base fits and no other figure stands, then
// OptionStay.
func teleportOptions(s *State, ti int, sp *Spell) []PromptOption {
	g := s.Board
	t := &s.Figures[ti]
	n := sp.Effect.Squares
	var search board.Search
	if !sp.Effect.ThroughWalls {
		search.Measure(g, n, baseIndexes(g, t)...)
	}
	var out []PromptOption
	for y := t.At.Y - n; y <= t.At.Y+n; y++ {
		for x := t.At.X - n; x <= t.At.X+n; x++ {
			p := board.Pos{X: x, Y: y}
			if p == t.At || !g.In(p) {
				continue
			}
			if !sp.Effect.ThroughWalls {
				if c := search.Cost(g.Index(p)); c == board.Unreached || c > n {
					continue
				}
			}
			if !landFits(s, ti, p) {
				continue
			}
			out = append(out, PromptOption{ID: fmt.Sprintf("%d,%d", x, y), Label: Text{
				En: fmt.Sprintf("Land on (%d,%d)", x, y), Es: fmt.Sprintf("Aparecer en (%d,%d)", x, y)}})
		}
	}
	return append(out, PromptOption{ID: OptionStay, Label: Text{En: "Stay where it is", Es: "Quedarse donde está"}})
}

// landFits reports whether figure ti's base fits at p: on the board, on
// squares its mover may stand on, none taken by another figure, none a pit
// or deep water, and not in a section still unexplored (R122).
func landFits(s *State, ti int, p board.Pos) bool {
	g := s.Board
	t := &s.Figures[ti]
	n := t.Span()
	if !g.In(board.Pos{X: p.X + n - 1, Y: p.Y + n - 1}) || baseFit(g, t.Mover(), n, p) == board.NoFit {
		return false
	}
	for _, q := range baseAt(p, t.baseSize(), nil) {
		if id, taken := s.FigureAt(q); taken && id != t.ID {
			return false
		}
		if tr := g.Square(q).Terrain; tr == board.Pit || tr == board.DeepWater {
			return false
		}
		if !s.SectionRevealed(g.Square(q).Section) {
			return false
		}
	}
	return true
}

func answerTeleport(e *env, p Prompt, option string) error {
	fi, c, sp, err := e.casting()
	if err != nil {
		return err
	}
	if option != OptionStay {
		ti := e.s.figure(p.Figure)
		if ti < 0 {
			return unknownFigure(p.Figure)
		}
		var to board.Pos
		if _, err := fmt.Sscanf(option, "%d,%d", &to.X, &to.Y); err != nil {
			return refuse(CodeBadOption, "%q is not a square", "%q no es una casilla", option)
		}
		t := &e.s.Figures[ti]
		from := t.At
		t.At = to
		e.emit(Teleported{Figure: t.ID, From: from, To: to, Spell: sp.ID})
	}
	return e.finishCast(fi, sp, c)
}

// changeGround turns the squares of the cast's area into the spell's
// terrain (content's spell_terrain, R123): squares of rock, pits and
// squares of that terrain already are left alone, and so are squares a
// figure stands on unless the new terrain is difficult. The board is
// cloned first: states share boards and treat them as immutable.
func (e *env) changeGround(fi int, sp *Spell, c *CastState) {
	s := e.s
	to := sp.Effect.Terrain
	if to == board.Normal {
		// A spell that only burns (a wall of fire) leaves the ground as
		// it is.
		return
	}
	var g *board.Grid
	for _, p := range spellArea(s, fi, sp, c) {
		sq := s.Board.Square(p)
		if sq.Section == 0 || sq.Terrain == to || sq.Terrain == board.Impassable || sq.Terrain == board.Pit {
			continue
		}
		if _, taken := s.FigureAt(p); taken && to != board.Difficult {
			continue
		}
		if g == nil {
			g = s.Board.Clone()
		}
		c.Ground = append(c.Ground, Ground{At: p, Was: sq.Terrain})
		sq.Terrain = to
		g.Set(p, sq)
	}
	if g != nil {
		s.Board = g
		e.emit(GroundChanged{Spell: sp.ID, Terrain: to.String(), Squares: groundSquares(c.Ground)})
	}
}

// restoreGround gives the squares a terrain spell changed their terrain
// back.
func (e *env) restoreGround(ground []Ground, spell string) {
	if len(ground) == 0 {
		return
	}
	g := e.s.Board.Clone()
	for _, gr := range ground {
		if g.In(gr.At) {
			sq := g.Square(gr.At)
			sq.Terrain = gr.Was
			g.Set(gr.At, sq)
		}
	}
	e.s.Board = g
	e.emit(GroundChanged{Spell: spell, Terrain: "restored", Squares: groundSquares(ground)})
}

func groundSquares(ground []Ground) []board.Pos {
	out := make([]board.Pos, len(ground))
	for k, gr := range ground {
		out[k] = gr.At
	}
	return out
}

// summon places the creatures of summoning sp, cast by figure fi, on the
// cast's square and the free squares beside it, in the board's order, on
// the caster's side (R118).
func (e *env) summon(fi int, sp *Spell, c *CastState) {
	s := e.s
	g := s.Board
	x := &sp.Effect
	if c.Square == nil || x.Summon == nil || !g.In(*c.Square) {
		return
	}
	caster := &s.Figures[fi]
	var search board.Search
	spots := search.Within(g, 1, nil, g.Index(*c.Square))
	// The target square first, then those beside it.
	first := g.Index(*c.Square)
	spots = append([]int{first}, slices.DeleteFunc(spots, func(k int) bool { return k == first })...)
	placed := 0
	for _, k := range spots {
		if placed == x.Count || len(s.Figures) >= maxFigures {
			break
		}
		at := g.Pos(k)
		if !summonFits(s, x.Summon.Size, at) {
			continue
		}
		f := x.Summon.clone()
		f.ID = e.freshID(fmt.Sprintf("%s-%s-%d", caster.ID, sp.ID, c.Roll.Seq))
		if f.Name() == "" {
			f.SetName(f.ID)
		}
		f.Side = caster.Side
		f.SetHero(false)
		f.At = at
		f.Facing = caster.Facing
		f.Activated = true
		if caster.Sorcery() == SorceryApprentice {
			f.Boons = append(f.Boons, Boon{Roll: c.Roll.Seq, Why: Text{En: "an apprentice's summoning", Es: "invocación de aprendiz"}, Damage: -1})
		}
		s.Figures = append(s.Figures, f)
		placed++
		c.Held = append(c.Held, Held{Figure: f.ID, Summoned: true})
		e.emit(Summoned{Figure: f.ID, Name: f.Name(), Caster: caster.ID, Spell: sp.ID, At: at})
	}
}

// summonFits reports whether a figure of size size may appear with its
// base at at: on the board, on squares it may stand on, none taken.
func summonFits(s *State, size int, at board.Pos) bool {
	g := s.Board
	n := span(size)
	if !g.In(board.Pos{X: at.X + n - 1, Y: at.Y + n - 1}) || baseFit(g, board.MoverOf(size), n, at) == board.NoFit {
		return false
	}
	for _, p := range baseAt(at, size, nil) {
		if _, taken := s.FigureAt(p); taken {
			return false
		}
	}
	return true
}

// freshID returns base, or base with a number, unused by any figure.
func (e *env) freshID(base string) string {
	id := base
	for n := 2; e.s.figure(id) >= 0; n++ {
		id = fmt.Sprintf("%s-%d", base, n)
	}
	return id
}

// release undoes what a spell held on figure hi: the conditions it gave
// go, and a figure it controlled goes back to the other side.
func (e *env) release(hi int, h Held) {
	f := &e.s.Figures[hi]
	if h.Summoned {
		if f.Present() {
			f.Conditions = Conditions(0).With(KnockedOut)
			e.emit(RemovedFromPlay{Figure: f.ID})
		}
		return
	}
	for _, cond := range h.Conditions.List() {
		e.lose(hi, cond, 0)
	}
	if h.Controlled {
		f.Side = f.Side.Other()
		e.emit(SideChanged{Figure: f.ID, Side: f.Side, Spell: ""})
	}
}

// attacked frees figure ti from the control of a spell of side's when a
// figure of that side attacks it (page 40): it goes back to its own side.
// Attacks call it before they roll.
func (e *env) attacked(ti int, side Side) {
	id := e.s.Figures[ti].ID
	for i := range e.s.Magic {
		m := &e.s.Magic[i]
		if m.Side != side {
			continue
		}
		for k := 0; k < len(m.Held); k++ {
			if h := m.Held[k]; h.Figure == id && h.Controlled {
				m = &own(&e.s.Magic)[i]
				m.Held = deleteAt(m.Held, k)
				e.release(ti, Held{Figure: id, Controlled: true})
				return
			}
		}
	}
}

// refreshWards gives the ward of each protecting spell in play to the
// caster's side's figures in its area, and takes it from the others
// (page 40).
func (e *env) refreshWards() {
	for i := range e.s.Magic {
		m := &e.s.Magic[i]
		if m.Ward == nil {
			continue
		}
		for k := range e.s.Figures {
			f := &e.s.Figures[k]
			in := false
			if f.Present() && affects(m.Affects, m.Side, f.Side) {
				for _, p := range f.Squares(nil) {
					in = in || slices.Contains(m.Area, p)
				}
			}
			has := slices.ContainsFunc(f.Boons, func(b Boon) bool { return b.Roll == m.Roll })
			switch {
			case in && !has:
				f.Boons = append(f.Boons, *m.Ward)
				e.emit(BoonGained{Figure: f.ID, Spell: m.Spell, Boon: *m.Ward})
			case !in && has:
				f.Boons = deleteShared(f.Boons, func(b Boon) bool { return b.Roll == m.Roll })
				e.emit(BoonLost{Figure: f.ID, Spell: m.Spell})
			}
		}
	}
}

// tickMagic counts down, at the end of side's turn, the spells its
// figures cast, and ends those whose last turn it was (page 38).
func (e *env) tickMagic(side Side) {
	for i := 0; i < len(e.s.Magic); {
		m := &e.s.Magic[i]
		if m.Side != side {
			i++
			continue
		}
		m = &own(&e.s.Magic)[i]
		m.Turns--
		if m.Turns <= 0 {
			e.endEnchantment(i, EndedExpired)
			continue
		}
		i++
	}
}

// casterKnockedOut ends the permanent spells of a caster knocked out
// (page 38).
func (e *env) casterKnockedOut(id string) {
	for i := len(e.s.Magic) - 1; i >= 0; i-- {
		if m := &e.s.Magic[i]; m.Caster == id && m.Permanent {
			e.endEnchantment(i, EndedKnockedOut)
		}
	}
}

// heldBySpell reports whether a spell in play holds condition c on figure
// id: it then lasts as long as the spell (page 42).
func (s *State) heldBySpell(id string, c Condition) bool {
	for i := range s.Magic {
		for _, h := range s.Magic[i].Held {
			if h.Figure == id && h.Conditions.Has(c) {
				return true
			}
		}
	}
	return false
}

// controlledBy reports whether a spell in play cast by a figure of side
// holds figure id under its control.
func (s *State) controlledBy(id string, side Side) bool {
	for i := range s.Magic {
		if m := &s.Magic[i]; m.Side == side {
			for _, h := range m.Held {
				if h.Figure == id && h.Controlled {
					return true
				}
			}
		}
	}
	return false
}

// hostileTo reports whether figure a may attack or shoot figure t: an
// enemy, or a figure a spell of a's side controls, which stays its ally
// only until that side attacks it (page 40); the attack calls attacked
// before it rolls, and the figure goes back to its side.
func hostileTo(s *State, a, t *Figure) bool {
	return a != t && (t.Side != a.Side || s.controlledBy(t.ID, a.Side))
}

// controlled reports whether a spell in play controls figure id.
func (s *State) controlled(id string) bool {
	for i := range s.Magic {
		for _, h := range s.Magic[i].Held {
			if h.Figure == id && h.Controlled {
				return true
			}
		}
	}
	if a := s.Active; a != nil && a.Cast != nil {
		for _, h := range a.Cast.Held {
			if h.Figure == id && h.Controlled {
				return true
			}
		}
	}
	return false
}
