package rules

import (
	"slices"

	"dun/board"
)

// The defensive shot (page 35). A figure with a ranged weapon ready may
// shoot at an enemy that moves to attack or engage it (or flies through
// its melee range), if the move starts more than 2 squares away in its
// sight. The mover halts 3 squares from the shooter; the shot, at -2,
// stops its advance when it wounds (a Large or Huge mover only on a double
// 6). Not with a weapon waiting to be reloaded, nor with one that forbids
// it (the longbow), and at most once per turn.

// PromptDefensiveShot asks a figure whether it shoots at an enemy coming
// at it. Options: OptionShoot, OptionNoShot.
const PromptDefensiveShot PromptKind = "defensive_shot"

// Option IDs of PromptDefensiveShot.
const (
	OptionShoot  = "shoot"
	OptionNoShot = "no_shot"
)

func init() { promptHandlers[PromptDefensiveShot] = answerDefensiveShot }

// Charge is a move interrupted by defensive shots: what is left of it,
// and the shooters already asked.
type Charge struct {
	// Path is the rest of the move, squares of the reference corner Ref.
	Path []board.Pos `json:"path"`
	Ref  Corner      `json:"ref"`
	// Shooter is the figure asked now; Offered, those asked so far.
	Shooter string   `json:"shooter"`
	Offered []string `json:"offered,omitempty"`
	// Stopped: a shot stopped the advance.
	Stopped bool `json:"stopped,omitempty"`
}

func (c Charge) clone() Charge {
	c.Path = append([]board.Pos(nil), c.Path...)
	c.Offered = append([]string(nil), c.Offered...)
	return c
}

// defensiveWeapon is the index of the ranged weapon figure f may make a
// defensive shot with, or -1.
func defensiveWeapon(f *Figure) int {
	// Expert Archer shoots defensively with the longbow, the weapon whose
	// card forbids it (page 111, R1186).
	_, expert := hasSkill(f, skillExpertArcher)
	var buf [4]int
	for _, k := range f.appendHeld(buf[:0], ItemRanged) {
		if it := &f.Items[k]; !it.Unloaded && (expert || !it.Has("no_defensive_shot")) {
			return k
		}
	}
	return -1
}

// defensiveHalt finds the first defensive shot a move of figure fi along
// path (reference corner ref) calls for: the index in path of the square
// where the mover halts (-1: where it stands) and the shooter, or shooter
// -1 for none. Shooters in skip were asked already.
func defensiveHalt(s *State, fi int, path []board.Pos, ref Corner, skip []string) (halt, shooter int) {
	m := &s.Figures[fi]
	g := s.Board
	off := ref.Offset()
	anchor := func(k int) board.Pos {
		if k < 0 {
			return m.At
		}
		return sub(path[k], off)
	}
	last := len(path) - 1
	halt, shooter = len(path), -1
	for ji := range s.Figures {
		j := &s.Figures[ji]
		if j.Side == m.Side || !j.Present() || j.Conditions.Has(KnockedDown) || j.ShotDefensively() || contains(skip, j.ID) {
			continue
		}
		if defensiveWeapon(j) < 0 || enemyAdjacent(s, ji, j.At) {
			continue
		}
		gap := func(k int) int { return baseGap(&Figure{At: anchor(k), Size: m.Size}, j) }
		if gap(-1) <= 2 {
			continue
		}
		// The move must end engaging the shooter, or fly through its melee
		// range.
		end := &Figure{At: anchor(last), Size: m.Size}
		coming := g.FiguresAdjacent(baseIndexes(g, end), m.Size, baseIndexes(g, j), j.Size, true)
		for k := 0; !coming && m.Flying() && k <= last; k++ {
			coming = gap(k) <= 1
		}
		if !coming {
			continue
		}
		if seen, err := Sight(*s, j.ID, m.ID); err != nil || !seen.Visible {
			continue
		}
		// It halts on the first square 3 squares away, or nearer if that
		// one is not free for its base (it was passing an ally).
		for k := -1; k <= last; k++ {
			if gap(k) <= 3 && baseFree(s, fi, anchor(k)) {
				if k < halt {
					halt, shooter = k, ji
				}
				break
			}
		}
	}
	return halt, shooter
}

// baseFree reports whether figure fi's base could stand with its anchor at
// at: on the board, fitting, and on no other figure.
func baseFree(s *State, fi int, at board.Pos) bool {
	f := &s.Figures[fi]
	if baseFit(s.Board, f.Mover(), f.Span(), at) == board.NoFit {
		return false
	}
	var sq [4]board.Pos
	for _, p := range baseAt(at, f.baseSize(), sq[:0]) {
		if !s.Board.In(p) || occupant(s, p, fi) >= 0 {
			return false
		}
	}
	return true
}

// charge moves figure fi along path, stopping for the first defensive
// shot it calls for: it reports whether the move was interrupted (a
// prompt is open) and otherwise leaves the move to the caller.
func (e *env) charge(fi int, r *reach, path []board.Pos, ref Corner, skip []string) (bool, error) {
	halt, ji := defensiveHalt(e.s, fi, path, ref, skip)
	// A hero with Trapper may halt it first (skills_trapper.go).
	trap := false
	if th, ti := trapperHalt(e.s, fi, path, ref, append(slices.Clip(skip), e.s.Active.Trappers...)); ti >= 0 && (ji < 0 || th < halt) {
		halt, ji, trap = th, ti, true
	}
	if ji < 0 {
		return false, nil
	}
	f, a := &e.s.Figures[fi], e.s.Active
	if halt >= 0 {
		cost, rerr := r.walk(ref, path[:halt+1], a.Remaining())
		if rerr != nil {
			return false, rerr
		}
		e.commitMove(fi, path[:halt+1], ref, cost)
	}
	j := &e.s.Figures[ji]
	a.Charge = &Charge{Path: append([]board.Pos(nil), path[halt+1:]...), Ref: ref, Shooter: j.ID, Offered: append(append([]string(nil), skip...), j.ID)}
	e.emit(ChargeHalted{Figure: f.ID, At: f.At, Shooter: j.ID})
	if trap {
		a.Trappers = append(a.Trappers, j.ID)
		e.askTrapper(ji, fi)
		return true, nil
	}
	e.open(Prompt{Kind: PromptDefensiveShot, Seat: j.Side, Figure: j.ID, Options: []PromptOption{
		{ID: OptionShoot, Label: Text{En: "Shoot at " + f.Name() + " as it comes (-2)", Es: "Disparar a " + f.Name() + " mientras se acerca (-2)"}},
		{ID: OptionNoShot, Label: Text{En: "Hold fire", Es: "No disparar"}},
	}})
	return true, nil
}

// commitMove puts figure fi at the end of path (reference corner ref),
// spending cost, and reports the move.
func (e *env) commitMove(fi int, path []board.Pos, ref Corner, cost int) {
	f, a := &e.s.Figures[fi], e.s.Active
	e.noteFronts(fi, anchorsOf(path, ref))
	from := f.At
	to := sub(path[len(path)-1], ref.Offset())
	// The terrain spells this piece of the move enters hurt once the
	// whole move is over (continueCharge).
	for _, r := range groundEntered(e.s, fi, from, anchorsOf(path, ref)) {
		if !slices.Contains(a.Harms, r) {
			a.Harms = append(a.Harms, r)
		}
	}
	f.At = to
	f.SetOnDifficult(baseFit(e.s.Board, f.Mover(), f.Span(), to) == board.Partial)
	a.Spent += cost
	a.Moved = true
	mv := Moved{Figure: f.ID, From: from, To: to, Path: append([]board.Pos(nil), path...), Cost: cost, Spent: a.Spent, Allowance: a.Allowance,
		Running: a.Running(), Squeezed: f.OnDifficult()}
	if f.Span() > 1 {
		mv.Ref = ref
	}
	e.emit(mv)
	if by := engagers(e.s, fi, f.At); len(by) > 0 {
		e.emit(Engaged{Figure: f.ID, By: e.s.ids(by)})
	}
}

func answerDefensiveShot(e *env, p Prompt, option string) error {
	a := e.s.Active
	if a == nil || a.Charge == nil {
		return refuse(CodeBadState, "no move waits for a defensive shot", "ningún movimiento espera un disparo defensivo")
	}
	if option == OptionNoShot {
		return e.continueCharge()
	}
	ji, mi := e.s.figure(p.Figure), e.s.figure(a.Figure)
	if ji < 0 || mi < 0 {
		return unknownFigure(p.Figure)
	}
	j := &e.s.Figures[ji]
	k := defensiveWeapon(j)
	if k < 0 {
		return refuse(CodeBadItem, "%s has no weapon ready", "%s no tiene un arma preparada", j.name())
	}
	it := &j.Items[k]
	j.SetShotDefensively(true)
	dist := baseGap(j, &e.s.Figures[mi])
	seen, _ := Sight(*e.s, j.ID, a.Figure)
	behind := attackFromBehind(e.s, ji, mi)
	ctx := rollCtx{s: e.s, fi: ji, oi: mi, kind: RollShot, attr: ShootingSkill, item: it}
	mods := append(shotModifiers(e.s, ji, mi, k, dist, seen.Cover, behind, shotSkills{}),
		Modifier{Value: -2, Why: Text{En: "defensive shot", Es: "disparo defensivo"}})
	name := it.Name
	e.emit(AttackDeclared{Figure: j.ID, Target: a.Figure, Ranged: true, Item: k, ItemName: &name, Behind: behind, Distance: dist})
	r, err := e.test(ji, ruleShoot, ShootingSkill, TestTarget, opponentSkillMods(&ctx, skillMods(&ctx, mods))...)
	if err != nil {
		return err
	}
	weaponFumble(&r, it)
	if it.Reload {
		it = j.editItem(k)
		it.Unloaded = true
	}
	if throwing(it) && CombatTurn(*e.s) {
		it = j.editItem(k)
		it.Spent = true
	}
	e.s.Strike = &Strike{Ranged: true, Defensive: true, Attacker: j.ID, Target: a.Figure, Item: k, Behind: behind, Attack: r,
		NoCriticalDice: critDiceLost(j, it, dist)}
	// The shooter's skills that roll a shot again serve a defensive shot
	// too: Aiming if it stood still in its last activation, Expert
	// Archer's once a quest (pages 110-111, R1187).
	switch {
	case aimsDefensively(j) && !r.Double1():
		e.offerAim(j, r)
	case r.failed() && !r.Double1() && expertArcherReroll(j):
		e.offerShotReroll(j, r, true, false)
	}
	return e.advanceStrike()
}

// continueCharge carries on an interrupted move once its defensive shot is
// settled: it stops if the shot stopped it or the mover fell, halts again
// for another shooter, or finishes the move.
func (e *env) continueCharge() error {
	a := e.s.Active
	if a == nil || a.Charge == nil {
		return nil
	}
	ch := a.Charge
	a.Charge = nil
	fi := e.s.figure(a.Figure)
	if fi < 0 {
		return unknownFigure(a.Figure)
	}
	f := &e.s.Figures[fi]
	// The move over, the terrain spells it entered hurt (spell_ground.go).
	hurt := func() error {
		_, err := e.nextHarm(fi, ruleGround)
		return err
	}
	if ch.Stopped || !f.Present() || f.Conditions.Has(KnockedDown) || len(ch.Path) == 0 {
		if len(ch.Path) > 0 {
			e.emit(ChargeStopped{Figure: f.ID, At: f.At})
		}
		return hurt()
	}
	// A rider's move is his mount's (mount_ride.go).
	fi = carrier(e.s, fi)
	r := newReach(e.s, fi)
	if stopped, err := e.charge(fi, r, ch.Path, ch.Ref, ch.Offered); stopped || err != nil {
		return err
	}
	cost, rerr := r.walk(ch.Ref, ch.Path, a.Remaining())
	if rerr != nil {
		// The way changed while the mover waited: it stays where it halted.
		e.emit(ChargeStopped{Figure: f.ID, At: f.At})
		return hurt()
	}
	e.commitMove(fi, ch.Path, ch.Ref, cost)
	return hurt()
}

// ChargeHalted: a moving figure halted 3 squares from Shooter, who may
// shoot at it (page 35).
type ChargeHalted struct {
	Figure  string    `json:"figure"`
	At      board.Pos `json:"at"`
	Shooter string    `json:"shooter"`
}

// ChargeStopped: a defensive shot (or what it did) stopped the advance.
type ChargeStopped struct {
	Figure string    `json:"figure"`
	At     board.Pos `json:"at"`
}

func (ChargeHalted) EventType() string  { return "charge_halted" }
func (ChargeStopped) EventType() string { return "charge_stopped" }
