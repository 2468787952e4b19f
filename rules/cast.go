package rules

import (
	"fmt"
	"slices"
	"strings"

	"dun/board"
)

// Casting a spell (pages 38-40). Casting is the figure's Action, with a
// free hand, never next to an enemy (page 22) unless the spell's range is
// 1, which names adjacent targets (R103), on a target in range and in
// sight. It is an Intelligence test, +2 with components or a scroll (one
// per turn), -1 while one of the caster's permanent spells lasts. A
// superior spell (two mana or more) is not combined with a move. A hero
// may reroll his cast with Fortune, and a hero an enemy targets may reroll
// the enemy's cast (page 14). A cast that passes may be dispelled by an
// enemy spellcaster (dispel.go) unless it was a double 6; then its effects
// are resolved (spelleffect.go) and its mana spent. A double 1 spends the
// mana, casts nothing, stuns the caster, rolls 5D6 against his
// Intelligence and ends his activation.

const (
	ruleCast    = "cast"
	ruleMiscast = "miscast"
	// MiscastDice is the damage dice of a critical failure (page 39).
	MiscastDice = 5
	// DispelRange is how near the caster or the target a dispeller must
	// stand (page 39).
	DispelRange = 8
	// effectCastingBonus is the content effect of components and scrolls.
	effectCastingBonus = "casting_bonus"
)

// CastState is a cast in progress: the spell, its target, the aid used,
// the final roll once settled, which questions were asked, and the blows
// still to deal.
type CastState struct {
	Spell string `json:"spell"`
	// Target is the figure the spell is cast on, or Square the empty
	// square (page 40: "the target can be a square or a character").
	Target string     `json:"target,omitempty"`
	Square *board.Pos `json:"square,omitempty"`
	Aid    string     `json:"aid,omitempty"`
	// Roll is the cast roll once final (Seq 0 before).
	Roll RollRecord `json:"roll"`
	// TargetAsked: the targeted hero was offered to reroll the cast;
	// DispelAsked: the enemy spellcasters were offered to dispel it.
	TargetAsked bool `json:"target_asked,omitempty"`
	DispelAsked bool `json:"dispel_asked,omitempty"`
	// Dispeller is the figure trying to dispel the spell.
	Dispeller string `json:"dispeller,omitempty"`
	// Turns is how long the spell lasts (permanent spells).
	Turns int `json:"turns,omitempty"`
	// Hits are the blows still to deal, in order.
	Hits []SpellHit `json:"hits,omitempty"`
	// Held is what the spell holds on figures so far (conditions, control).
	Held []Held `json:"held,omitempty"`
	// Ground is the squares a terrain spell changed.
	Ground []Ground `json:"ground,omitempty"`
	// Queue is the figures a control spell has still to take.
	Queue []string `json:"queue,omitempty"`
	// Line is the squares of a line spell's area once its direction is
	// chosen (R125).
	Line []board.Pos `json:"line,omitempty"`
	// Item is the ID of the object whose power shoots the projectile,
	// when no spell is cast (the Wand of Sparks, magic_wand.go).
	Item string `json:"item,omitempty"`
}

// SpellHit is one figure a damaging spell still has to hit.
type SpellHit struct {
	Figure string `json:"figure"`
	// Terms are the damage dice with their sources (base, criticals,
	// area, cover, apprentice); their sum is the dice rolled.
	Terms []Modifier `json:"terms"`
	// Cover is the cover the figure has against a magic projectile: 0, 1
	// light, 2 heavy.
	Cover int `json:"cover,omitempty"`
	// ShieldAsked: its bearer was asked whether to cover with the shield.
	ShieldAsked bool `json:"shield_asked,omitempty"`
	// GuardAsked: its figure's bodyguards were asked whether one takes
	// the projectile (skill_bodyguard.go).
	GuardAsked bool `json:"guard_asked,omitempty"`
}

func (c CastState) clone() CastState {
	c.Roll = c.Roll.clone()
	c.Hits = slices.Clone(c.Hits)
	for k := range c.Hits {
		c.Hits[k].Terms = slices.Clone(c.Hits[k].Terms)
	}
	c.Held = slices.Clone(c.Held)
	c.Ground = slices.Clone(c.Ground)
	c.Queue = slices.Clone(c.Queue)
	c.Line = slices.Clone(c.Line)
	if c.Square != nil {
		p := *c.Square
		c.Square = &p
	}
	return c
}

// Cast casts the active figure's spell Spell on figure Target (itself for
// a spell of range 0), or, for a spell with an area, on the empty square
// Square; with the components or scroll Aid (an item ID) if given (pages
// 38-40). Exactly one of Target and Square is given.
type Cast struct {
	Header
	Figure string
	Spell  string
	Target string
	Square *board.Pos
	Aid    string
}

// EndSpell ends a permanent spell the active figure cast (page 38: at will
// during his activation).
type EndSpell struct {
	Header
	Figure string
	Spell  string
}

func (c Cast) apply(e *env) error {
	s := e.s
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := s.figure(f.ID)
	k, aid, rerr := castCheck(s, fi, a, c.Spell, c.Target, c.Square, c.Aid)
	if rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleCast); rerr != nil {
		return rerr
	}
	sp := &f.Spells[k]
	mods := castModifiers(s, f, aid)
	if aid >= 0 {
		f.SetAidTurn(s.Turn)
		f.Items = deleteAt(f.Items, aid)
	}
	if sp.Superior() {
		a.Superior = true
	}
	a.Cast = &CastState{Spell: sp.ID, Target: c.Target, Aid: c.Aid}
	ev := CastDeclared{Figure: f.ID, Spell: sp.ID, Target: c.Target, Aid: c.Aid}
	if c.Square != nil {
		p := *c.Square
		a.Cast.Square, ev.Square = &p, &p
	}
	e.emit(ev)
	at := Intelligence
	if championSpell(f, sp.ID) {
		// A champion's spell: a Courage test (page 112).
		at = Courage
	}
	r, err := e.test(fi, ruleCast, at, 0, testSkillMods(s, fi, at, ruleCast, mods)...)
	if err != nil {
		return err
	}
	return e.offerFortune(f, r, r.failed())
}

// castModifiers are the terms a cast adds beyond Intelligence and the
// caster's conditions: the aid's bonus, -1 while one of his permanent
// spells lasts (pages 38-39), -1 on difficult terrain (page 20).
func castModifiers(s *State, f *Figure, aid int) []Modifier {
	var mods []Modifier
	mods = difficultPenalty(s, f, difficultCasting, mods)
	if fi := s.figure(f.ID); fi >= 0 {
		mods = ridingPenalty(s, fi, mods) // casting from the saddle (page 101)
	}
	if aid >= 0 {
		it := &f.Items[aid]
		v, _ := it.Trait("value")
		mods = append(mods, Modifier{Value: v, Why: Text{En: it.Name.En + " to cast", Es: it.Name.Es + " para lanzar"}})
		mods = polyglotScroll(f, it, mods)
	}
	if fam := familiarOf(s, f); fam >= 0 {
		mods = append(mods, Modifier{Value: 1, Kind: ModCompanion, Why: Text{En: "familiar: " + s.Figures[fam].name(), Es: "familiar: " + s.Figures[fam].name()}})
	}
	for i := range s.Magic {
		if m := &s.Magic[i]; m.Caster == f.ID && m.Permanent {
			mods = append(mods, Modifier{Value: -1, Why: Text{
				En: m.Name.En + " is still in play", Es: m.Name.Es + " sigue en juego"}})
			break
		}
	}
	return mods
}

// difficultCasting is the -1 to cast and dispel on difficult terrain
// (page 20).
var difficultCasting = Modifier{Value: -1, Why: Text{En: "on difficult terrain", Es: "en terreno difícil"}}

// castCheck checks that figure fi may cast spell id on target (or square)
// with aid now, and returns the spell's index and the aid's item index (-1
// none).
func castCheck(s *State, fi int, a *Activation, id, target string, square *board.Pos, aidID string) (int, int, *RuleError) {
	k, err := spellReady(s, fi, a, id)
	if err != nil {
		return -1, -1, err
	}
	sp := &s.Figures[fi].Spells[k]
	switch {
	case (target == "") == (square == nil):
		return -1, -1, refuse(CodeBadTarget, "a spell is cast on a figure or on a square, and on one only", "un hechizo se lanza sobre una figura o sobre una casilla, y solo una")
	case sp.Effect.ID == EffectSummon && square == nil:
		return -1, -1, refuse(CodeBadTarget, "%s is cast on a free square, where the creatures appear", "%s se lanza sobre una casilla libre, donde aparecen las criaturas", sp.Name)
	case square != nil:
		if err := squareCheck(s, fi, sp, *square, nil, nil); err != nil {
			return -1, -1, err
		}
	default:
		if err := targetCheck(s, fi, sp, target); err != nil {
			return -1, -1, err
		}
	}
	aid, err := aidCheck(s, fi, aidID)
	if err != nil {
		return -1, -1, err
	}
	return k, aid, nil
}

// spellReady checks what a cast of spell id by figure fi needs whatever
// its target: the spell known and castable, the Action, no enemy beside
// (range 1 aside), a free hand, casts and mana left, no move before a
// superior spell. It returns the spell's index.
func spellReady(s *State, fi int, a *Activation, id string) (int, *RuleError) {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return -1, err
	}
	k := f.spell(id)
	if k < 0 {
		return -1, s.refuse(CodeUnknownSpell, "%s does not know a spell %q", "%s no conoce ningún hechizo %q", f.name(), id)
	}
	sp := &f.Spells[k]
	switch {
	case sp.Missing != "":
		return -1, s.refuse(CodeNotImplemented, "%s cannot be cast yet (the rules lack its %s)", "%s aún no puede lanzarse (a las reglas les falta: %s)", sp.Name, sp.Missing)
	case a.Cast != nil:
		return -1, s.refuse(CodePromptPending, "%s's cast is not resolved yet", "el hechizo de %s aún no está resuelto", f.name())
	case a.Action != "":
		return -1, s.refuse(CodeActionUsed, "%s has already used its Action (%s)", "%s ya ha usado su Acción (%s)", f.name(), a.Action)
	case !a.ActionLeft():
		return -1, s.refuse(CodeActionUsed, "%s gave up its Action for a second Quick Action", "%s cambió su Acción por una segunda Acción rápida", f.name())
	case sp.Range != 1 && enemyAdjacent(s, fi, f.At):
		return -1, s.refuse(CodeEnemyAdjacent, "%s is next to an enemy: no spell may be cast there", "%s está junto a un enemigo: ahí no se puede lanzar ningún hechizo", f.name())
	case waterBound(s.Board, f):
		return -1, waterRefusal(s.Board, f, Text{En: "casting", Es: "lanzar hechizos"})
	case !f.FreeHand() && !adpCreature(s, fi): // the ADP frees a hand at no cost (R844)
		return -1, s.refuse(CodeNoFreeHand, "%s needs a free hand to cast %s", "%s necesita una mano libre para lanzar %s", f.name(), sp.Name)
	case sp.Casts >= castsAllowed(s, f, sp):
		return -1, s.refuse(CodeNoCastsLeft, "%s has cast %s %d times this quest, the most allowed", "%s ya ha lanzado %s %d veces en esta misión, el máximo", f.name(), sp.Name, sp.Casts)
	case f.ManaLeft() < sp.Mana && !championSpell(f, sp.ID):
		return -1, s.refuse(CodeNoMana, "%s has %d mana left and %s costs %d", "a %s le queda %d de maná y %s cuesta %d", f.name(), f.ManaLeft(), sp.Name, sp.Mana)
	case sp.Superior() && a.Moved:
		return -1, s.refuse(CodeSuperiorSpell, "%s is a superior spell and %s has moved this activation", "%s es un hechizo superior y %s ya se ha movido en esta activación", sp.Name, f.name())
	case sp.Effect.ID == EffectReveal:
		if err := revealReady(s, fi, sp); err != nil {
			return -1, err
		}
	}
	return k, nil
}

// aidCheck returns the index of the components or scroll aidID figure fi
// may cast with now (-1 for none named).
func aidCheck(s *State, fi int, aidID string) (int, *RuleError) {
	if aidID == "" {
		return -1, nil
	}
	f := &s.Figures[fi]
	for j := range f.Items {
		if it := &f.Items[j]; it.ID == aidID && it.Effect == effectCastingBonus && it.Usable() {
			if f.AidTurn() == s.Turn {
				return -1, refuse(CodeAidUsed, "%s has already used components or a scroll this turn", "%s ya ha usado componentes o un pergamino en este turno", f.name())
			}
			return j, nil
		}
	}
	return -1, refuse(CodeBadAid, "%s has no components or scroll %q to cast with", "%s no tiene componentes ni pergamino %q con que lanzar", f.name(), aidID)
}

// hostile reports whether a spell of nature n is cast on enemies.
func (n Nature) hostile() bool {
	return n == NatureProjectile || n == NatureDamage || n == NatureControl
}

// targetCheck checks that figure fi may cast sp on target: present, an
// enemy for a hostile spell and not one otherwise, itself for range 0, in
// range and in sight (page 40).
func targetCheck(s *State, fi int, sp *Spell, target string) *RuleError {
	f := &s.Figures[fi]
	ti := s.figure(target)
	if ti < 0 {
		return unknownFigure(target)
	}
	t := &s.Figures[ti]
	revive := sp.Effect.Revive && t.Hero() && !t.Present()
	switch {
	case revive && t.Side != f.Side:
		return s.refuse(CodeBadTarget, "%s is not an ally to bring back", "%s no es un aliado al que reanimar", t.name())
	case revive:
		if id, taken := s.FigureAt(t.At); taken {
			return s.refuse(CodeBadTarget, "%s cannot rise: %s stands where he lies", "%s no puede levantarse: %s ocupa su casilla", t.name(), id)
		}
		if d := figureDistance(s, fi, ti, sp.Range); d == board.Unreached || d > sp.Range {
			return s.refuse(CodeOutOfRange, "%s is beyond the %d squares of %s", "%s está más allá de las %d casillas de %s", t.name(), sp.Range, sp.Name)
		}
		return nil
	case !t.Present():
		return s.refuse(CodeBadTarget, "%s is knocked out and cannot be targeted", "%s está fuera de combate y no puede ser objetivo", t.name())
	case invisible(t) && t.Side != f.Side:
		return unseenRefusal(t)
	case sp.Range == 0 && ti != fi:
		return s.refuse(CodeBadTarget, "%s can only be cast by %s on itself", "%s solo puede lanzárselo %s a sí mismo", sp.Name, f.name())
	case sp.Nature.hostile() && t.Side == f.Side:
		return s.refuse(CodeBadTarget, "%s is cast on enemies, and %s is not one", "%s se lanza contra enemigos, y %s no lo es", sp.Name, t.name())
	case !sp.Nature.hostile() && t.Side != f.Side:
		return s.refuse(CodeBadTarget, "%s is cast on allies, and %s is an enemy", "%s se lanza sobre aliados, y %s es un enemigo", sp.Name, t.name())
	}
	if ti == fi {
		if sp.RangeMin > 0 {
			return s.refuse(CodeOutOfRange, "%s cannot be cast on its caster", "%s no puede lanzarse sobre quien lo lanza", sp.Name)
		}
		return nil
	}
	d := figureDistance(s, fi, ti, sp.Range)
	if d == board.Unreached || d > sp.Range {
		return s.refuse(CodeOutOfRange, "%s is beyond the %d squares of %s", "%s está más allá de las %d casillas de %s", t.name(), sp.Range, sp.Name)
	}
	if d < sp.RangeMin {
		return s.refuse(CodeOutOfRange, "%s is nearer than the %d squares %s needs", "%s está a menos de las %d casillas que necesita %s", t.name(), sp.RangeMin, sp.Name)
	}
	if sp.Area == AreaCone && !inConeOf(s, fi, sp.Radius, ti, board.Pos{}) {
		return notInCone(s, fi, sp, t.name())
	}
	if pit, _, perr := pitLine(s, fi, ti); pit {
		return perr
	}
	if seen, _ := Sight(*s, f.ID, t.ID); !seen.Visible {
		return s.refuse(CodeNoSight, "%s cannot see %s", "%s no ve a %s", f.name(), t.name())
	}
	return nil
}

// squareCheck checks that figure fi may cast sp on the empty square p: the
// spell has an area, and p is on the board, free, in range and in sight
// (page 40, R116).
func squareCheck(s *State, fi int, sp *Spell, p board.Pos, measured *board.Search, blockers []uint8) *RuleError {
	f := &s.Figures[fi]
	g := s.Board
	switch {
	case (!sp.HasArea() && sp.Effect.ID != EffectSummon) || sp.Range == 0:
		return refuse(CodeBadTarget, "%s has no area to cast on a square: name its target", "%s no tiene área para lanzarse sobre una casilla: indica su objetivo", sp.Name)
	case !g.In(p) || g.Square(p).Section == 0 || g.Square(p).Terrain == board.Impassable:
		return refuse(CodeBadTarget, "%v is not a square a spell may be cast on", "%v no es una casilla sobre la que lanzar un hechizo", p)
	}
	if sp.Area == AreaCone && !inConeOf(s, fi, sp.Radius, -1, p) {
		return notInCone(s, fi, sp, p.String())
	}
	if id, taken := s.FigureAt(p); taken {
		return refuse(CodeBadTarget, "%s stands on %v: cast the spell on it", "%s está en %v: lanza el hechizo sobre esa figura", id, p)
	}
	if measured == nil {
		measured = new(board.Search)
		measured.Measure(g, sp.Range, baseIndexes(g, f)...)
	}
	d := measured.Cost(g.Index(p))
	switch {
	case d == board.Unreached || d > sp.Range:
		return refuse(CodeOutOfRange, "%v is beyond the %d squares of %s", "%v está más allá de las %d casillas de %s", p, sp.Range, sp.Name)
	case d < sp.RangeMin:
		return refuse(CodeOutOfRange, "%v is nearer than the %d squares %s needs", "%v está a menos de las %d casillas que necesita %s", p, sp.RangeMin, sp.Name)
	}
	if blockers == nil {
		blockers = sightBlockers(s, fi, -1)
	}
	if !seesSquare(s, fi, p, blockers) {
		return refuse(CodeNoSight, "%s cannot see %v", "%s no ve %v", f.name(), p)
	}
	return nil
}

// seesSquare reports whether figure fi sees the square p, as it would see
// an average figure standing there (R116), with the other figures'
// heights blockers (sightBlockers).
func seesSquare(s *State, fi int, p board.Pos, blockers []uint8) bool {
	g := s.Board
	f := &s.Figures[fi]
	from, to := baseIndexes(g, f), []int{g.Index(p)}
	if g.BodyInBack(from, f.Facing, to) {
		return false
	}
	look := board.Look{Eye: sightTop(g, f, from), Target: g.FigureTop(to[0], SizeAverage), Figures: blockers}
	return g.SightBetween(from, to, look).Visible
}

// castDistance is the distance from figure fi to what cast c targets.
func castDistance(s *State, fi int, c *CastState, limit int) int {
	if c.Square != nil {
		g := s.Board
		if !g.In(*c.Square) {
			return board.Unreached
		}
		search := measures.Get().(*board.Search)
		defer measures.Put(search)
		search.Measure(g, limit, baseIndexes(g, &s.Figures[fi])...)
		return search.Cost(g.Index(*c.Square))
	}
	if ti := s.figure(c.Target); ti >= 0 {
		return figureDistance(s, fi, ti, limit)
	}
	return board.Unreached
}

// figureDistance is the distance (page 18) between the nearest squares of
// the bases of figures ai and bi, searching no further than limit;
// board.Unreached when farther.
func figureDistance(s *State, ai, bi, limit int) int {
	g := s.Board
	search := measures.Get().(*board.Search)
	defer measures.Put(search)
	search.Measure(g, limit, baseIndexes(g, &s.Figures[ai])...)
	best := board.Unreached
	for _, k := range baseIndexes(g, &s.Figures[bi]) {
		if c := search.Cost(k); c != board.Unreached && (best == board.Unreached || c < best) {
			best = c
		}
	}
	return best
}

// settleCast applies a final cast roll r of the active figure.
func settleCast(e *env, r RollRecord) error {
	a := e.s.Active
	if a == nil || a.Figure != r.Figure || a.Cast == nil {
		return refuse(CodeBadState, "no cast of %q is waiting for its roll", "ningún hechizo de %q espera su tirada", r.Figure)
	}
	fi := e.s.figure(r.Figure)
	if fi < 0 {
		return unknownFigure(r.Figure)
	}
	c := a.Cast
	c.Roll = r.clone()
	f := &e.s.Figures[fi]
	k := f.spell(c.Spell)
	if k < 0 {
		return refuse(CodeUnknownSpell, "%s does not know a spell %q", "%s no conoce ningún hechizo %q", f.name(), c.Spell)
	}
	sp := &f.Spells[k]
	if recklessBlunder(f, &r) {
		c.Roll = r.clone()
	}
	if r.failed() {
		a.Cast = nil
		if r.Critical == CriticalFailure {
			saddleBlunder(f)
			return e.miscast(fi, sp, r)
		}
		e.emit(CastFailed{Figure: f.ID, Spell: sp.ID, Roll: r.Seq})
		return nil
	}
	if !c.TargetAsked {
		c.TargetAsked = true
		if ti := e.s.figure(c.Target); ti >= 0 {
			t := &e.s.Figures[ti]
			if t.Hero() && t.Side != f.Side && t.Present() && t.FortuneLeft() > 0 {
				e.askFortune(t, r)
				return nil
			}
		}
	}
	if !c.DispelAsked {
		c.DispelAsked = true
		// A champion's spell cannot be dispelled (page 112), by a spell or
		// by the Dark Player's Counterspell.
		if !r.Double6() && !championSpell(f, sp.ID) {
			if opts := dispelOptions(e.s, fi, c); len(opts) > 1 || counterQuestion(e.s, fi) {
				rr := c.Roll.clone()
				e.open(Prompt{Kind: PromptDispel, Seat: f.Side.Other(), Figure: f.ID, Roll: &rr, Options: opts})
				return nil
			}
		}
	}
	return e.resolveCast()
}

// askFortune offers hero h to spend a Fortune point rerolling roll r,
// which an enemy made against him (page 14).
func (e *env) askFortune(h *Figure, r RollRecord) {
	rr := r.clone()
	e.open(Prompt{
		Kind: PromptFortuneReroll, Seat: h.Side, Figure: h.ID, Roll: &rr,
		Options: []PromptOption{
			{ID: OptionKeep, Label: Text{En: "Let the roll stand", Es: "Dejar la tirada como está"}},
			{ID: OptionReroll, Label: Text{En: "Spend a Fortune point to make the enemy roll again", Es: "Gastar un punto de Fortuna para que el enemigo repita la tirada"}},
		},
	})
}

// miscast is a cast's critical failure (page 39): the mana is spent, no
// spell is cast, the caster takes 5D6 against his Intelligence and is
// stunned, and his activation ends (R104).
func (e *env) miscast(fi int, sp *Spell, r RollRecord) error {
	f := &e.s.Figures[fi]
	paid := f.spendMana(sp.Mana)
	e.emit(Miscast{Figure: f.ID, Spell: sp.ID, Roll: r.Seq, Mana: paid, ManaLeft: f.ManaLeft()})
	return e.damage(Blow{Rule: ruleMiscast, Target: f.ID, Dice: MiscastDice, Against: Intelligence})
}

func afterMiscast(e *env, res BlowResult) error {
	if fi := e.s.figure(res.Target); fi >= 0 && e.s.Figures[fi].Present() {
		e.gain(fi, Stunned)
	}
	e.familiarShares(res)
	e.endActivation()
	return nil
}

func (c EndSpell) apply(e *env) error {
	f, _, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	for i := range e.s.Magic {
		if m := &e.s.Magic[i]; m.Caster == f.ID && m.Spell == c.Spell && m.Permanent {
			e.endEnchantment(i, EndedAtWill)
			return nil
		}
	}
	return refuse(CodeNoSpellInPlay, "%s has no permanent spell %q in play", "%s no tiene ningún hechizo permanente %q en juego", f.name(), c.Spell)
}

// castOptions lists the casts figure fi may make now: each spell on each
// target it may take (figures, and for spells with an area or summonings
// the empty squares in range and sight), without aid and with each aid it
// may use. It asks the same questions as castCheck, sharing the searches
// between targets.
func castOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if len(f.Spells) == 0 || a.Cast != nil || !a.ActionLeft() || a.Action != "" {
		return nil
	}
	aids := []string{""}
	for j := range f.Items {
		it := &f.Items[j]
		if it.Effect == effectCastingBonus && !slices.Contains(aids, it.ID) {
			if _, err := aidCheck(s, fi, it.ID); err == nil {
				aids = append(aids, it.ID)
			}
		}
	}
	g := s.Board
	var blockers []uint8
	var search *board.Search // one distance search for every spell's area
	var out []Option
	add := func(sp *Spell, target string, square *board.Pos) {
		for _, aid := range aids {
			c := Cast{Header: h, Figure: f.ID, Spell: sp.ID, Target: target, Aid: aid}
			id := "cast:" + f.ID + ":" + sp.ID + ":" + target
			if square != nil {
				q := *square
				c.Square = &q
				id = fmt.Sprintf("cast:%s:%s:@%d,%d", f.ID, sp.ID, q.X, q.Y)
			}
			if aid != "" {
				id += ":" + aid
			}
			out = append(out, Option{ID: id, Command: c})
		}
	}
	for k := range f.Spells {
		sp := &f.Spells[k]
		if _, err := spellReady(s, fi, a, sp.ID); err != nil {
			continue
		}
		if sp.Effect.ID != EffectSummon {
			for ti := range s.Figures {
				if targetCheck(s, fi, sp, s.Figures[ti].ID) == nil {
					add(sp, s.Figures[ti].ID, nil)
				}
			}
		}
		if (!sp.HasArea() && sp.Effect.ID != EffectSummon) || sp.Range == 0 {
			continue
		}
		if blockers == nil {
			blockers = sightBlockers(s, fi, -1)
		}
		if search == nil {
			search = measures.Get().(*board.Search)
			defer measures.Put(search)
		}
		for _, k := range search.Within(g, sp.Range, nil, baseIndexes(g, f)...) {
			p := g.Pos(k)
			if squareCheck(s, fi, sp, p, search, blockers) == nil {
				add(sp, "", &p)
			}
		}
	}
	return out
}

// endSpellOptions lists the permanent spells figure fi may end.
func endSpellOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	var out []Option
	for i := range s.Magic {
		if m := &s.Magic[i]; m.Caster == f.ID && m.Permanent {
			out = append(out, Option{ID: "end_spell:" + f.ID + ":" + m.Spell, Command: EndSpell{Header: h, Figure: f.ID, Spell: m.Spell}})
		}
	}
	return out
}

// splitOption splits an option ID on ':'.
func splitOption(id string) []string { return strings.Split(id, ":") }
