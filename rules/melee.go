package rules

import (
	"slices"

	"dun/board"
)

// Melee attacks (pages 32-37). A figure attacks an adjacent enemy it
// faces and sees (a long-reach weapon reaches 2 squares), as its Action;
// both roll 2D6 and add their Combat Skill and the modifiers of page 37,
// and the higher result wins the round (opposed.go, strike_rolls.go for
// ties and Fortune). A stationary target is hit without a roll. The rest
// of the attack follows the common course of strike.go.

const ruleMelee = "melee"

// meleeTarget checks that figure ai may attack figure ti in melee now with
// item k (-1 unarmed), and returns whether the attack comes from behind.
func meleeTarget(s *State, ai, ti, k int) (behind bool, err *RuleError) {
	a, t := &s.Figures[ai], &s.Figures[ti]
	g := s.Board
	if ai == ti || !hostileTo(s, a, t) {
		return false, s.refuse(CodeBadTarget, "%s is not an enemy of %s", "%s no es enemigo de %s", t.name(), a.name())
	}
	if !t.Present() {
		return false, s.refuse(CodeBadTarget, "%s is knocked out", "%s está fuera de combate", t.name())
	}
	if invisible(t) && t.Side != a.Side {
		return false, unseenRefusal(t)
	}
	if inPit(g, a.At, a.baseSize()) || inPit(g, t.At, t.baseSize()) {
		return false, s.refuse(CodeBadTarget, "no melee attacks into or out of a pit", "no se ataca cuerpo a cuerpo dentro o fuera de un foso")
	}
	reach := 1
	if it := strikeItem(a, k); it != nil && it.LongReach {
		reach = 2
	}
	reach = max(reach, skillReach(a))
	if waterBound(g, a) {
		// In deep water only adjacent enemies fight, with a dagger or a
		// natural weapon (page 21).
		if !waterWeapon(strikeItem(a, k)) {
			return false, s.refuse(CodeDeepWater, "%s is in deep water: only a dagger or a natural weapon fights there (page 21)", "%s está en aguas profundas: ahí solo se lucha con una daga o un arma natural (página 21)", a.name())
		}
		reach = 1
	}
	var abuf, tbuf [4]int
	ab, tb := appendBaseIndexes(abuf[:0], g, a), appendBaseIndexes(tbuf[:0], g, t)
	adjacent := g.FiguresAdjacent(ab, a.Size, tb, t.Size, true)
	if gap := baseGap(a, t); !adjacent && !(reach > 1 && gap > 1 && gap <= reach) {
		if reach > 1 {
			return false, s.refuse(CodeBadTarget, "%s is not within %d squares of %s", "%s no está a %d casillas o menos de %s", t.name(), reach, a.name())
		}
		return false, s.refuse(CodeBadTarget, "%s is not adjacent to %s", "%s no está adyacente a %s", t.name(), a.name())
	}
	if err := mountTargetRefusal(s, ai, ti); err != nil {
		return false, err
	}
	seen, serr := sight(s, a.ID, t.ID)
	if serr != nil {
		return false, s.refuse(CodeBadTarget, "%v", "%v", serr.Error())
	}
	if seen.Behind {
		return false, s.refuse(CodeBadTarget, "%s must turn to face %s before attacking", "%s debe girarse hacia %s antes de atacar", a.name(), t.name())
	}
	if !seen.Visible {
		return false, s.refuse(CodeBadTarget, "%s has no line of sight to %s", "%s no tiene línea de visión hasta %s", a.name(), t.name())
	}
	if err := spinRefusal(s, a, t.ID); err != nil {
		return false, err
	}
	if berserk(a) && !containsInt(nearestVisible(s, ai), ti) {
		return false, s.refuse(CodeBadTarget, "%s is berserk and must attack the nearest enemy in sight", "%s está enfurecido y debe atacar al enemigo visible más cercano", a.name())
	}
	if act := s.Active; act != nil && act.Figure == a.ID && len(act.MustAttack) > 0 && !contains(act.MustAttack, t.ID) {
		return false, s.refuse(CodeBadTarget, "%s moved within melee range and must attack one of the enemies it stayed engaged with", "%s se movió dentro del área de combate y debe atacar a uno de los enemigos con los que siguió trabado", a.name())
	}
	return attackFromBehind(s, ai, ti), nil
}

// attackFromBehind reports whether figure ai attacks figure ti from
// behind: it started its activation wholly in the target's back and is
// still there (pages 33, 35), or the target is knocked down (page 37).
func attackFromBehind(s *State, ai, ti int) bool {
	a, t := &s.Figures[ai], &s.Figures[ti]
	if t.Conditions.Has(KnockedDown) {
		return true
	}
	g := s.Board
	tb := baseIndexes(g, t)
	if !g.BodyInBack(tb, t.Facing, baseIndexes(g, a)) {
		return false
	}
	if act := s.Active; act != nil && act.Figure == a.ID {
		return !contains(act.Faced, t.ID) && g.BodyInBack(tb, t.Facing, baseIndexesAt(g, act.Start, a.baseSize(), nil))
	}
	return true
}

// noteFronts records the enemies whose front figure fi passed through on
// the squares (anchors of its base) of a move: it may no longer attack
// them from behind in this activation (page 35, R87).
func (e *env) noteFronts(fi int, anchors []board.Pos) {
	a := e.s.Active
	if a == nil {
		return
	}
	g := e.s.Board
	f := &e.s.Figures[fi]
	for ti := range e.s.Figures {
		t := &e.s.Figures[ti]
		if t.Side == f.Side || !t.Present() || contains(a.Faced, t.ID) {
			continue
		}
		// A base covers at most 4 squares: stack buffers, for every
		// enemy along every move.
		var tbuf, fbuf [4]int
		tb := appendBaseIndexes(tbuf[:0], g, t)
		for _, p := range anchors {
			if g.In(p) && !g.BodyInBack(tb, t.Facing, baseIndexesAt(g, p, f.baseSize(), fbuf[:0])) {
				a.Faced = append(a.Faced, t.ID)
				break
			}
		}
	}
}

// anchorsOf turns a move's path of reference-corner squares into the
// anchors of the base along it.
func anchorsOf(path []board.Pos, ref Corner) []board.Pos {
	out := make([]board.Pos, len(path))
	for i, p := range path {
		out[i] = sub(p, ref.Offset())
	}
	return out
}

// baseGap is the Chebyshev distance between the nearest squares of two
// figures' bases: 1 when they touch.
func baseGap(a, b *Figure) int {
	best := -1
	var sa, sb [4]board.Pos
	for _, p := range a.Squares(sa[:0]) {
		for _, q := range b.Squares(sb[:0]) {
			if d := board.Chebyshev(p, q); best < 0 || d < best {
				best = d
			}
		}
	}
	return best
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// meleeWeapon resolves the weapon of an attack: k, or with k -1 the
// figure's first melee weapon, or -1 (unarmed) when it has none.
func meleeWeapon(f *Figure, k int) (int, *RuleError) {
	var buf [8]int
	ws := f.appendMeleeWeapons(buf[:0])
	if k < 0 {
		if len(ws) == 0 {
			return -1, nil
		}
		return ws[0], nil
	}
	for _, w := range ws {
		if w == k {
			return k, nil
		}
	}
	return 0, refuse(CodeBadItem, "%s has no melee weapon ready as item %d", "%s no tiene un arma cuerpo a cuerpo preparada como objeto %d", f.name(), k)
}

// level is the highest level figure f stands on, for elevated positions.
func level(g *board.Grid, f *Figure) int {
	lv := 0
	for _, i := range baseIndexes(g, f) {
		lv = max(lv, g.StandLevel(i, f.Mover()))
	}
	return lv
}

// onDifficult reports whether figure f stands on difficult terrain.
func onDifficult(g *board.Grid, f *Figure) bool {
	if f.Flying {
		return false // in the air above it (page 114)
	}
	if f.OnDifficult {
		return true
	}
	if f.Size >= SizeHuge || sureFooted(f) {
		// Huge figures ignore difficult terrain, but for a base partly on
		// obstructed squares (page 116).
		return false
	}
	for _, i := range baseIndexes(g, f) {
		if g.At(i).Terrain == board.Difficult {
			return true
		}
	}
	// A ladder is difficult terrain for busy hands (page 19).
	return handsBusy(f) && onLadder(g, f)
}

// unarmedPenalty is the -1 to Combat Skill of a figure fighting with bare
// hands (page 37).
var unarmedPenalty = Modifier{Value: -1, Why: Text{En: "unarmed", Es: "desarmado"}}

func weaponText(it *Item) Text { return Text{En: "weapon: " + it.Name.En, Es: "arma: " + it.Name.Es} }

// combatModifiers are the terms of page 37 for figure fi fighting figure
// oi with item k (-1 unarmed), as attacker or defender. Conditions are
// added by TestModifiers.
func combatModifiers(s *State, fi, oi, k int, attacking, behind bool) []Modifier {
	f, o := &s.Figures[fi], &s.Figures[oi]
	g := s.Board
	var mods []Modifier
	it := strikeItem(f, k)
	mods = darkMods(s, fi, CombatSkill, mods)
	switch {
	case it == nil || it.Unarmed:
		mods = append(mods, unarmedPenalty)
	default:
		if v := it.penalty(CombatSkill); v != 0 {
			mods = append(mods, Modifier{Value: v, Why: weaponText(it)})
		}
		mods = magicSkillMod(it, CombatSkill, mods)
		mods = meleeRangedMods(it, mods)
		if v, ok := it.Trait("defending_combat"); ok && !attacking && v != 0 {
			mods = append(mods, Modifier{Value: v, Why: Text{En: "weapon when defending: " + it.Name.En, Es: "arma al defender: " + it.Name.Es}})
		}
		if it.LongReach && attacking && baseGap(f, o) == 1 {
			mods = append(mods, Modifier{Value: -1, Why: Text{En: "long-reach weapon against an adjacent enemy", Es: "arma de largo alcance contra un enemigo adyacente"}})
		}
	}
	if attacking {
		if seen, err := sight(s, f.ID, o.ID); err == nil && seen.Visible && seen.Cover != board.NoCover {
			mods = append(mods, Modifier{Value: -1, Why: Text{En: "cover on the attack's path", Es: "cobertura en la trayectoria del ataque"}})
		}
		if o.Flying {
			mods = append(mods, Modifier{Value: -1, Why: Text{En: "flying target", Es: "objetivo volando"}})
		}
		if behind {
			why := Text{En: "attack from behind", Es: "ataque por la espalda"}
			if o.Conditions.Has(KnockedDown) {
				why = Text{En: "target knocked down", Es: "objetivo derribado"}
			}
			mods = append(mods, Modifier{Value: 1, Why: why})
		}
		if a := s.Active; a != nil && a.Figure == f.ID && a.DrewInMelee {
			k, swift := hasSkill(f, "swift_drawing")
			switch {
			case it != nil && it.Has("free_draw"):
			case swift:
				mods = append(mods, Modifier{Value: 0, Kind: ModSkill, Why: Text{
					En: "drew a weapon in a melee range, no penalty: " + k.text().En,
					Es: "desenvainó en un área de combate, sin penalización: " + k.text().Es}})
			default:
				mods = append(mods, Modifier{Value: -1, Why: Text{En: "drew a weapon in a melee range", Es: "desenvainó en un área de combate"}})
			}
		}
	}
	if f.Size == o.Size && !f.Flying && level(g, f) > level(g, o) {
		mods = append(mods, Modifier{Value: 1, Why: Text{En: "elevated position", Es: "posición elevada"}})
	}
	mods = difficultPenalty(s, f, onDifficultTerrain, mods)
	if !attacking {
		mods = vulnerableDefence(f, o, mods)
		mods = riderDefence(s, fi, oi, mods)
	}
	return waterMods(g, f, o, attacking, mods)
}

// startAttack spends what an attack costs: the Action for the first one,
// one of the Action's attacks for the others (page 34).
func (e *env) startAttack(f *Figure, a *Activation, rule string) *RuleError {
	if err := lying(f); err != nil {
		return err
	}
	if a.NoAttack && f.Netted {
		return refuse(CodeCannotAct, "%s is caught in a net and may not attack", "%s está atrapado en una red y no puede atacar", f.name())
	}
	if a.NoAttack {
		return refuse(CodeCannotAct, "%s shielded itself and may not attack in this activation", "%s se protegió con el escudo y no puede atacar en esta activación", f.name())
	}
	if a.Attacks > 0 || a.Shots > 0 {
		if a.Action != rule {
			return refuse(CodeActionUsed, "%s has already used its Action (%s)", "%s ya ha usado su Acción (%s)", f.name(), a.Action)
		}
		return nil
	}
	return e.spendAction(f, a, rule)
}

func (c Attack) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	s := e.s
	ai := s.figure(f.ID)
	ti := s.figure(c.Target)
	if ti < 0 {
		return unknownFigure(c.Target)
	}
	k, rerr := meleeWeapon(f, c.Item)
	if rerr != nil {
		return rerr
	}
	if c.Thrust {
		if rerr := thrustRefusal(f, strikeItem(f, k)); rerr != nil {
			return rerr
		}
	}
	behind, rerr := meleeTarget(s, ai, ti, k)
	if rerr != nil {
		return rerr
	}
	ctx := rollCtx{s: s, fi: ai, oi: ti, kind: RollMeleeAttack, attr: CombatSkill, item: strikeItem(f, k)}
	declared, rerr := actionSkills(&ctx, a, c.Skills)
	if rerr != nil {
		return rerr
	}
	ctx.declared = declared
	if a.Attacks >= maxAttacksOf(&ctx) {
		return refuse(CodeActionUsed, "%s has made all its attacks", "%s ya ha hecho todos sus ataques", f.name())
	}
	if rerr := e.startAttack(f, a, ruleMelee); rerr != nil {
		return rerr
	}
	a.Attacks++
	a.Targets = append(a.Targets, c.Target)
	e.landToAttack(ai, ti)
	e.declareSkills(ai, a, declared)
	// A figure its side's spell controls is its ally no more (page 40).
	e.attacked(ti, f.Side)
	t := &s.Figures[ti]
	t.Attacked = true
	mountAttacked(s, ai, ti, true)
	st := Strike{Attacker: f.ID, Target: t.ID, Item: k, Behind: behind, Auto: t.Conditions.Has(Stationary), Skills: cloneStrings(declared), Thrust: c.Thrust}
	ev := AttackDeclared{Figure: f.ID, Target: t.ID, Item: k, Behind: behind, Thrust: c.Thrust}
	if it := strikeItem(f, k); it != nil {
		name := it.Name
		ev.ItemName = &name
	}
	e.emit(ev)
	// The Courage tests against Fearsome foes, the defender's reactions
	// and the rolls follow (advanceStrike, StepFear).
	st.Step = StepFear
	return e.beginStrike(st)
}

// meleeRolls makes the rolls of melee attack st: the attacker's and the
// defender's Combat Skill rolls, each with its modifiers and the skills
// declared for it (the attacker's with the Action, the defender's in
// answer to PromptReaction).
func (e *env) meleeRolls(st *Strike) error {
	s := e.s
	ai, ti := s.figure(st.Attacker), s.figure(st.Target)
	if ai < 0 || ti < 0 {
		return unknownFigure(st.Target)
	}
	f, t := &s.Figures[ai], &s.Figures[ti]
	ctx := rollCtx{s: s, fi: ai, oi: ti, kind: RollMeleeAttack, attr: CombatSkill, item: strikeItem(f, st.Item), declared: st.Skills}
	ar, err := e.attackRoll(f, &ctx)
	if err != nil {
		return err
	}
	am := combatModifiers(s, ai, ti, st.Item, true, st.Behind)
	if slices.Contains(st.Skills, "sting") {
		// The sting is the weapon of a sting attack (page 116): its own
		// -1 replaces the bare hands' (R1320).
		am = slices.DeleteFunc(am, func(m Modifier) bool { return m == unarmedPenalty })
	}
	ar.Modifiers, ar.Cap = TestModifiers(*f, CombatSkill, markMods(f, true, skillMods(&ctx, thrustMods(st, ctx.item, am)))...)
	markCritical(&ar)
	weaponFumble(&ar, ctx.item)
	e.emit(Rolled{Roll: ar.clone()})
	if err := e.skillRerollOnes(&ar, &ctx); err != nil {
		return err
	}
	weaponFumble(&ar, ctx.item)
	e.endAttackMarks(ai)
	dk := defenceWeapon(t)
	dr, err := e.roll2D6(ruleMelee, t)
	if err != nil {
		return err
	}
	dctx := rollCtx{s: s, fi: ti, oi: ai, kind: RollMeleeDefence, attr: CombatSkill, item: strikeItem(t, dk), declared: st.DefenceSkills}
	dr.Modifiers, dr.Cap = TestModifiers(*t, CombatSkill, guardMods(s, st, markMods(t, false, skillMods(&dctx, combatModifiers(s, ti, ai, dk, false, st.Behind))))...)
	markCritical(&dr)
	weaponFumble(&dr, dctx.item)
	e.emit(Rolled{Roll: dr.clone()})
	if err := e.skillRerollOnes(&dr, &dctx); err != nil {
		return err
	}
	weaponFumble(&dr, dctx.item)
	st.Attack, st.Defence = ar, &dr
	return nil
}

// defenceWeapon is the weapon figure t defends with: its first melee
// weapon, -1 unarmed.
func defenceWeapon(t *Figure) int {
	var buf [8]int
	if ws := t.appendMeleeWeapons(buf[:0]); len(ws) > 0 {
		return ws[0]
	}
	return -1
}

// attackOptions lists the melee attacks the active figure may make: each
// enemy it may attack, with each melee weapon ready (or unarmed).
// attackOptions lists figure fi's melee attacks, on figure only alone
// when only is not -1 (StrikeOptionsAt).
func attackOptions(s *State, fi int, h Header, only int) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if a == nil || a.NoAttack || lying(f) != nil {
		return nil
	}
	if a.Attacks == 0 && a.Shots == 0 && !a.ActionLeft() {
		return nil
	}
	if (a.Attacks > 0 || a.Shots > 0) && a.Action != ruleMelee {
		return nil
	}
	weapons := f.MeleeWeapons()
	if len(weapons) == 0 {
		weapons = []int{-1}
	}
	var out []Option
	// No weapon or skill reaches further than this: meleeTarget would
	// refuse every enemy beyond it, after working out and writing its
	// reason (the options are listed after every simulated command).
	far := max(2, skillReach(f))
	for ti := range s.Figures {
		t := &s.Figures[ti]
		if only >= 0 && ti != only || !hostileTo(s, f, t) || !t.Present() || baseGap(f, t) > far {
			continue
		}
		for _, k := range weapons {
			if _, err := meleeTarget(s, fi, ti, k); err != nil {
				continue
			}
			id := "attack:" + f.ID + ":" + t.ID
			if len(weapons) > 1 {
				id += ":" + itemSuffix(k)
			}
			ctx := rollCtx{s: s, fi: fi, oi: ti, kind: RollMeleeAttack, attr: CombatSkill, item: strikeItem(f, k)}
			for _, set := range actionDeclarations(&ctx, a) {
				ctx.declared = set
				if a.Attacks >= maxAttacksOf(&ctx) {
					continue
				}
				if a.Attacks > 0 {
					set = nil // declared with the Action's first attack
				}
				out = append(out, Option{ID: id + skillSuffix(set), Command: Attack{Header: h, Figure: f.ID, Target: t.ID, Item: k, Skills: set}})
				if it := strikeItem(f, k); it != nil && it.Has("thrust") {
					out = append(out, Option{ID: id + skillSuffix(set) + ":thrust", Command: Attack{Header: h, Figure: f.ID, Target: t.ID, Item: k, Skills: set, Thrust: true}})
				}
			}
		}
	}
	return out
}

func itemSuffix(k int) string {
	if k < 0 {
		return "unarmed"
	}
	return itoa(k)
}
