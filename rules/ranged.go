package rules

import (
	"slices"
	"sort"

	"dun/board"
)

// Ranged attacks (pages 34-35). A figure not next to an enemy shoots or
// throws at a target it sees within its weapon's range, as its Action: a
// Shooting Skill test against 10 with the modifiers of page 35. A hit
// follows the common course of strike.go (no push); past half the
// weapon's range (throwing weapons excepted) criticals add no damage dice.
// A failed shot with a 1 on a die hits an ally of the shooter next to the
// target, if one is no smaller than the target; a critical failure breaks
// the weapon on its breaking roll, hits the shooter's ally nearest along
// the shot's path and ends the activation. Thrown weapons and magic arrows
// used in a combat turn are spent until the combat ends; a reload weapon
// must be reloaded (an Action) before it shoots again.

const ruleShoot = "shoot"

// shotRange is the maximum range of item it for figure f.
func shotRange(f *Figure, it *Item) int {
	if isFlask(it) {
		return flaskRange(it)
	}
	if r := magicRange(it); r > 0 {
		return r
	}
	if meleeThrown(it) {
		v, _ := it.Trait("thrown")
		return v
	}
	if it.RangeTimes > 0 {
		return attributeNow(f, Strength) * it.RangeTimes
	}
	return it.Range
}

// rangedWeapon resolves the weapon of a shot: k, or with k -1 the first
// ranged weapon the figure holds ready.
func rangedWeapon(f *Figure, k int) (int, *RuleError) {
	held := throwables(f)
	for _, w := range held {
		if (k < 0 || w == k) && !f.Items[w].Unloaded {
			return w, nil
		}
	}
	if k >= 0 && k < len(f.Items) && f.Items[k].Unloaded {
		return 0, refuse(CodeBadItem, "%s must reload %s first", "%s debe recargar %s antes", f.name(), f.Items[k].Name)
	}
	return 0, refuse(CodeBadItem, "%s holds no ranged weapon ready to shoot", "%s no tiene en la mano un arma a distancia lista para disparar", f.name())
}

// shotTarget checks that figure fi may shoot figure ti with item k now,
// and returns the distance and the cover.
func shotTarget(s *State, fi, ti, k int) (dist int, cover board.Cover, err *RuleError) {
	f, t := &s.Figures[fi], &s.Figures[ti]
	it := strikeItem(f, k)
	if fi == ti || !hostileTo(s, f, t) {
		return 0, 0, s.refuse(CodeBadTarget, "%s is not an enemy of %s", "%s no es enemigo de %s", t.name(), f.name())
	}
	if !t.Present() {
		return 0, 0, s.refuse(CodeBadTarget, "%s is knocked out", "%s está fuera de combate", t.name())
	}
	if invisible(t) && t.Side != f.Side {
		return 0, 0, unseenRefusal(t)
	}
	if err := mountTargetRefusal(s, fi, ti); err != nil {
		return 0, 0, err
	}
	if err := waterRefusal(s.Board, f, Text{En: "shooting", Es: "disparar"}); err != nil {
		return 0, 0, err
	}
	// A controlled figure shot at is an enemy again (page 40): beside the
	// shooter, it is an enemy beside him.
	if (enemyAdjacent(s, fi, f.At) || (t.Side == f.Side && figuresAdjacent(s, fi, ti))) && !it.Has("point_blank") {
		return 0, 0, s.refuse(CodeEnemyAdjacent, "%s cannot shoot next to an enemy", "%s no puede disparar junto a un enemigo", f.name())
	}
	seen, serr := sight(s, f.ID, t.ID)
	if serr != nil {
		return 0, 0, s.refuse(CodeBadTarget, "%v", "%v", serr.Error())
	}
	if seen.Behind {
		return 0, 0, s.refuse(CodeBadTarget, "%s must turn to face %s before shooting", "%s debe girarse hacia %s antes de disparar", f.name(), t.name())
	}
	if pit, cover, perr := pitLine(s, fi, ti); pit {
		if perr != nil {
			return 0, 0, perr
		}
		return baseGap(f, t), cover, nil
	}
	if !seen.Visible {
		return 0, 0, s.refuse(CodeBadTarget, "%s has no line of sight to %s", "%s no tiene línea de visión hasta %s", f.name(), t.name())
	}
	dist = baseGap(f, t)
	if r := shotRange(f, it); dist > r {
		return 0, 0, s.refuse(CodeBadTarget, "%s is %d squares away, beyond the %d of %s", "%s está a %d casillas, más allá de las %d de %s", t.name(), dist, r, it.Name)
	}
	return dist, skulkCover(t, waterCover(s.Board, f, t, seen.Cover)), nil
}

// distancePenalty is the modifier of the distance bands 3/6/9/10+ (page
// 35).
func distancePenalty(dist int) Modifier {
	switch {
	case dist <= 3:
		return Modifier{}
	case dist <= 6:
		return Modifier{Value: -1, Why: Text{En: "short range (4-6 squares)", Es: "distancia corta (4-6 casillas)"}}
	case dist <= 9:
		return Modifier{Value: -2, Why: Text{En: "medium range (7-9 squares)", Es: "distancia media (7-9 casillas)"}}
	}
	return Modifier{Value: -3, Why: Text{En: "long range (10+ squares)", Es: "distancia larga (10+ casillas)"}}
}

// shotModifiers are the terms of page 35 for figure fi shooting figure ti
// with item k from dist squares, the target having cover. Conditions are
// added by TestModifiers. free names the declared skills that spare the
// shooter a penalty.
func shotModifiers(s *State, fi, ti, k, dist int, cover board.Cover, behind bool, free shotSkills) []Modifier {
	halfMoveFree := free.halfMove
	f, t := &s.Figures[fi], &s.Figures[ti]
	it := strikeItem(f, k)
	var mods []Modifier
	add := func(v int, en, es string) {
		mods = append(mods, Modifier{Value: v, Why: Text{En: en, Es: es}})
	}
	if v := it.penalty(ShootingSkill); v != 0 {
		mods = append(mods, Modifier{Value: v, Why: weaponText(it)})
	}
	mods = magicSkillMod(it, ShootingSkill, mods)
	mods = thrownShotMods(it, mods)
	switch {
	case cover == board.LightCover && free.lightCover != nil:
		mods = append(mods, Modifier{Value: 0, Kind: ModSkill, Why: Text{
			En: "light cover, ignored: " + free.lightCover.text().En,
			Es: "cobertura ligera, ignorada: " + free.lightCover.text().Es}})
	case cover == board.LightCover:
		add(-1, "light cover", "cobertura ligera")
	case cover == board.HeavyCover:
		add(-2, "heavy cover", "cobertura pesada")
	}
	if m := distancePenalty(dist); m.Value != 0 {
		mods = append(mods, m)
	}
	switch {
	case t.Size == SizeSmall:
		add(-1, "small target", "objetivo pequeño")
	case t.Size >= SizeLarge:
		add(1, "large or huge target", "objetivo grande o enorme")
	}
	if t.Conditions.Has(Stationary) {
		add(2, "stationary target", "objetivo inmóvil")
	}
	if m, ok := darkShot(s, fi, ti); ok {
		mods = append(mods, m)
	}
	mods = lostShot(s, f, t, mods)
	mods = riderShotMods(s, fi, ti, mods)
	if a := s.Active; a != nil && a.Figure == f.ID && a.Spent > 0 {
		half := mountMoveBase(s, fi) / 2
		switch {
		case thrown(it) && a.Spent <= 2:
		case a.Spent <= half && halfMoveFree != nil:
			mods = append(mods, Modifier{Value: 0, Kind: ModSkill, Why: Text{
				En: "moved up to half its Movement, no penalty: " + halfMoveFree.text().En,
				Es: "se movió hasta la mitad de su Movimiento, sin penalización: " + halfMoveFree.text().Es}})
		case a.Spent <= half:
			add(-1, "moved up to half its Movement", "se movió hasta la mitad de su Movimiento")
		default:
			add(-2, "moved more than half its Movement", "se movió más de la mitad de su Movimiento")
		}
	}
	if t.Flying() {
		add(-1, "flying target", "objetivo volando")
	}
	mods = wornShotMods(t, mods) // an Elven Cloak
	if k, ok := hasSkill(t, skillGaze); ok {
		// Page 115: shooting at a creature with a lethal gaze.
		mods = append(mods, Modifier{Value: -2, Why: Text{En: "target's " + k.text().En, Es: k.text().Es + " del objetivo"}})
	}
	if attributeNow(t, Agility) > attributeNow(f, Agility) {
		add(-1, "target more agile than the shooter", "objetivo más ágil que el tirador")
	}
	if behind {
		if t.Conditions.Has(KnockedDown) {
			add(1, "target knocked down", "objetivo derribado")
		} else {
			add(1, "shot from behind", "disparo por la espalda")
		}
	}
	mods = difficultPenalty(s, f, onDifficultTerrain, mods)
	return mods
}

// shotSkills are the declared skills that spare a shot a penalty: moving
// up to half the Movement (Expert Shooter), light cover (Eagle Eye).
type shotSkills struct {
	halfMove, lightCover *skill
}

// maxShotsOf is the shots the figure of roll c may take with item it and
// one Action: the weapon's (the repeating crossbow's two, page 124), more
// with the skills that grant them, never above 3.
func maxShotsOf(c *rollCtx, it *Item) int {
	n := 1
	if v, ok := it.Trait("shots"); ok && v > 1 && (!pairWeapon(it) || pairDeclared(c)) {
		n = v // two shuriken only when thrown at once (weapon_pair.go)
	}
	n += extraFrom(c, func(k *skill) func(c *rollCtx) int { return k.shots })
	if declaredSkill(c, "aiming") != nil {
		n = 1 // Aiming: one shot that turn (page 110)
	}
	return min(n, maxAttacks)
}

// declaredSkill returns skill id if roll c declared it and may use it.
func declaredSkill(c *rollCtx, id string) *skill {
	k, ok := skillTable[id]
	if !ok || !slices.Contains(c.declared, id) || !k.meets(c.f()) || (k.usable != nil && !k.usable(c)) {
		return nil
	}
	return k
}

func (c Shoot) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	s := e.s
	fi, ti := s.figure(f.ID), s.figure(c.Target)
	if ti < 0 {
		return unknownFigure(c.Target)
	}
	if rerr := lying(f); rerr != nil {
		return rerr
	}
	k, rerr := shotWeapon(f, a, c)
	if rerr != nil {
		return rerr
	}
	dist, _, rerr := shotTarget(s, fi, ti, k)
	if rerr != nil {
		return rerr
	}
	it := strikeItem(f, k)
	if c.Pair {
		if rerr := pairRefusal(f, a, it); rerr != nil {
			return rerr
		}
	}
	ctx := rollCtx{s: s, fi: fi, oi: ti, kind: RollShot, attr: ShootingSkill, item: it}
	declared, rerr := actionSkills(&ctx, a, c.Skills)
	if rerr != nil {
		return rerr
	}
	ctx.declared = declared
	if a.Shots >= maxShotsOf(&ctx, it) {
		return refuse(CodeActionUsed, "%s has made all its shots", "%s ya ha hecho todos sus disparos", f.name())
	}
	if rerr := e.startAttack(f, a, ruleShoot); rerr != nil {
		return rerr
	}
	a.Shots++
	a.Pair = a.Pair || c.Pair
	e.declareSkills(fi, a, declared)
	if k == ItemRock {
		a.Still = true // a rock is not thrown with a move (page 116)
	}
	// A figure its side's spell controls is its ally no more (page 40).
	e.attacked(ti, f.Side)
	behind := attackFromBehind(s, fi, ti)
	t := &s.Figures[ti]
	t.Attacked = true
	mountAttacked(s, fi, ti, false)
	name := it.Name
	e.emit(AttackDeclared{Figure: f.ID, Target: t.ID, Ranged: true, Item: k, ItemName: &name, Behind: behind, Distance: dist})
	st := Strike{Ranged: true, Attacker: f.ID, Target: t.ID, Item: k, Behind: behind,
		NoCriticalDice: critDiceLost(f, it, dist), Skills: cloneStrings(declared), Step: StepFear}
	// The Courage tests against Fearsome foes come first, then the shot
	// (advanceStrike, StepFear, shotRoll).
	return e.beginStrike(st)
}

// shotRoll makes the Shooting Skill test of shot st, then spends, unloads
// or makes heard the weapon as its card says.
func (e *env) shotRoll(st *Strike) error {
	s := e.s
	fi, ti := s.figure(st.Attacker), s.figure(st.Target)
	if fi < 0 || ti < 0 {
		return unknownFigure(st.Target)
	}
	f := &s.Figures[fi]
	k := st.Item
	it := strikeItem(f, k)
	if it == nil {
		return refuse(CodeBadState, "the shot has no weapon", "el disparo no tiene arma")
	}
	dist, cover, rerr := shotTarget(s, fi, ti, k)
	if rerr != nil {
		return rerr
	}
	ctx := rollCtx{s: s, fi: fi, oi: ti, kind: RollShot, attr: ShootingSkill, item: it, declared: st.Skills}
	free := shotSkills{halfMove: declaredSkill(&ctx, "expert_shooter"), lightCover: declaredSkill(&ctx, "eagle_eye")}
	mods := pairShotMods(s, f, it, quickReloadMods(f, shotModifiers(s, fi, ti, k, dist, cover, st.Behind, free)))
	r, err := e.test(fi, ruleShoot, ShootingSkill, TestTarget, opponentSkillMods(&ctx, skillMods(&ctx, mods))...)
	if err != nil {
		return err
	}
	weaponFumble(&r, it)
	if err := e.skillRerollOnes(&r, &ctx); err != nil {
		return err
	}
	weaponFumble(&r, it)
	archer := r.failed() && !fumbled(r) && expertArcherReroll(f)
	holy := r.failed() && holyReroll(f, it, &s.Figures[ti])
	switch {
	case declaredSkill(&ctx, "aiming") != nil && !fumbled(r):
		e.offerAim(f, r)
	case archer || holy:
		e.offerShotReroll(f, r, archer, holy)
	}
	if isFlask(it) {
		it = f.editItem(k)
		it.Spent = true // thrown: used up when the attack ends (flask.go)
	}
	if it.Reload {
		it = f.editItem(k)
		it.Unloaded = true
	}
	if !pairPending(s, f, it) {
		thrownAway(s, f, k) // out of hand until the combat or the turn ends
	}
	if it.Noise {
		e.emit(NoiseMade{Figure: f.ID})
		e.gunfire(f, k)
	}
	st.Attack = r
	return nil
}

// settleShot applies the final Shooting Skill test.
func (e *env) settleShot(fi, ti int, hit bool) error {
	st := e.s.Strike
	f, t := &e.s.Figures[fi], &e.s.Figures[ti]
	var why *Text
	switch {
	case hit:
		st.Hit, st.Struck, st.Criticals = true, t.ID, e.hitCriticals(fi)
	case fumbled(st.Attack):
		// A blunder ends the shooter's activation; a defensive shot's
		// blunder happens in the enemy's (page 35).
		st.Blunder = true
		st.EndsActivation = e.s.Active != nil && e.s.Active.Figure == f.ID
		e.emit(Blunder{Figure: f.ID})
		saddleBlunder(f)
		if it := strikeItem(f, st.Item); it != nil && it.Breaks > 0 {
			if _, err := e.breakingRoll(fi, st.Item, it.Breaks); err != nil {
				return err
			}
		}
		ally, err := e.pickFigure(e.pathAllies(fi, ti), "blunder: "+f.name())
		if err != nil {
			return err
		}
		if ally >= 0 {
			st.Hit, st.Struck = true, e.s.Figures[ally].ID
			why = &Text{En: "the blunder hits the ally nearest the shot's path", Es: "la pifia alcanza al aliado más cercano a la trayectoria"}
		}
	case st.Attack.Ones() > 0:
		var near []int
		for i := range e.s.Figures {
			g := &e.s.Figures[i]
			if i != fi && g.Side == f.Side && g.Present() && g.Size >= t.Size && figuresAdjacent(e.s, i, ti) {
				near = append(near, i)
			}
		}
		ally, err := e.pickFigure(near, "miss: "+f.name())
		if err != nil {
			return err
		}
		if ally >= 0 {
			st.Hit, st.Struck = true, e.s.Figures[ally].ID
			why = &Text{En: "a failed shot with a 1 hits the ally next to the target", Es: "un disparo fallido con un 1 alcanza al aliado junto al objetivo"}
		}
	}
	st.Step = StepBlock
	if !st.Hit {
		st.Step = StepDone
	}
	e.emit(RoundWon{Attacker: f.ID, Target: t.ID, Hit: st.Hit, Struck: st.Struck, Criticals: st.Criticals, Why: why})
	return nil
}

// figuresAdjacent reports whether figures i and j are adjacent for actions.
func figuresAdjacent(s *State, i, j int) bool {
	g := s.Board
	a, b := &s.Figures[i], &s.Figures[j]
	return g.FiguresAdjacent(baseIndexes(g, a), a.Size, baseIndexes(g, b), b.Size, true)
}

// pathAllies lists the shooter's allies next to a square of the shot's
// path from figure fi to figure ti, the nearest to the shooter first; only
// the nearest are kept, for a random pick among equals (page 35).
func (e *env) pathAllies(fi, ti int) []int {
	s := e.s
	f, t := &s.Figures[fi], &s.Figures[ti]
	path := shotPath(f.At, t.At)
	type cand struct{ i, d int }
	var cs []cand
	var sq [4]board.Pos
	for i := range s.Figures {
		g := &s.Figures[i]
		if i == fi || g.Side != f.Side || !g.Present() {
			continue
		}
		near := false
		for _, p := range g.Squares(sq[:0]) {
			for _, q := range path {
				if board.Chebyshev(p, q) <= 1 {
					near = true
				}
			}
		}
		if near {
			cs = append(cs, cand{i, baseGap(f, g)})
		}
	}
	sort.SliceStable(cs, func(a, b int) bool { return cs[a].d < cs[b].d })
	var out []int
	for _, c := range cs {
		if c.d == cs[0].d {
			out = append(out, c.i)
		}
	}
	return out
}

// shotPath lists the squares a straight line from the centre of square a
// to the centre of square b crosses, a and b excluded.
func shotPath(a, b board.Pos) []board.Pos {
	dx, dy := b.X-a.X, b.Y-a.Y
	n := max(absInt(dx), absInt(dy)) * 8
	var out []board.Pos
	seen := map[board.Pos]bool{a: true, b: true}
	for k := 1; k < n; k++ {
		// Centre of a at (2ax+1)/2; sample in 16ths of a square to stay
		// in integers.
		x := (2*a.X+1)*n + 2*dx*k
		y := (2*a.Y+1)*n + 2*dy*k
		p := board.Pos{X: x / (2 * n), Y: y / (2 * n)}
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

// pickFigure picks one of the figures listed at random, with the dice
// (page 35: "one of them at random"); -1 for none.
func (e *env) pickFigure(list []int, purpose string) (int, error) {
	switch len(list) {
	case 0:
		return -1, nil
	case 1:
		return list[0], nil
	}
	d, err := e.dice.D6(purpose)
	if err != nil {
		return 0, diceError(err)
	}
	r := e.record(d, "random", "")
	e.emit(Rolled{Roll: r.clone()})
	// 1D6 split into equal bands; with 4 or 5 candidates the first ones
	// are one face likelier (R62).
	return list[min((r.Total-1)*len(list)/6, len(list)-1)], nil
}

// shootOptions lists the shots the active figure may take: each enemy in
// range and sight of each ranged weapon it holds ready.
// shootOptions lists figure fi's shots, at figure only alone when only
// is not -1 (StrikeOptionsAt).
func shootOptions(s *State, fi int, h Header, only int) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if a == nil || a.NoAttack || lying(f) != nil {
		return nil
	}
	if a.Attacks > 0 || (a.Shots == 0 && !a.ActionLeft()) || (a.Shots > 0 && a.Action != ruleShoot) {
		return nil
	}
	out := rockOptions(s, fi, h, only)
	held := throwables(f)
	for _, k := range held {
		it := &f.Items[k]
		if it.Unloaded {
			continue
		}
		for ti := range s.Figures {
			t := &s.Figures[ti]
			if only >= 0 && ti != only || !hostileTo(s, f, t) || !t.Present() {
				continue
			}
			if _, _, err := shotTarget(s, fi, ti, k); err != nil {
				continue
			}
			id := "shoot:" + f.ID + ":" + t.ID
			if len(held) > 1 {
				id += ":" + itoa(k)
			}
			ctx := rollCtx{s: s, fi: fi, oi: ti, kind: RollShot, attr: ShootingSkill, item: it}
			for _, set := range actionDeclarations(&ctx, a) {
				ctx.declared = set
				if a.Shots >= maxShotsOf(&ctx, it) {
					continue
				}
				if a.Shots > 0 {
					set = nil // declared with the Action's first shot
				}
				out = append(out, Option{ID: id + skillSuffix(set), Command: Shoot{Header: h, Figure: f.ID, Target: t.ID, Item: k, Skills: set}})
				if a.Shots == 0 && pairWeapon(it) {
					out = append(out, Option{ID: id + skillSuffix(set) + ":pair", Command: Shoot{Header: h, Figure: f.ID, Target: t.ID, Item: k, Skills: set, Pair: true}})
				}
			}
		}
	}
	return out
}
