package rules

import (
	"slices"
	"sort"
	"strings"

	"dun/board"
)

// Skill Actions (pages 111-116): skills that are an Action of their own,
// not a change to another one (Shriek from the Underworld, Trampling,
// Sweep, First Aid, ...). The command SkillAction names the skill and,
// for those that pick whom they strike, the targets; the options offer
// each use the figure may make now, and the command is accepted exactly
// then. A few skills are declarations rather than Actions (Berserker,
// Quick Reloading, Stealth): the same command makes them, before the
// figure does anything else in its activation, and spends nothing. A few
// are Quick Actions (Giant Tamer, Lycanthropy): the command spends one.
//
// What they share: the Action of the activation is spent (not by a
// declaration); a figure lying down does none. The attacks among them (adjacent or area ones) may be
// made in an enemy's melee range, as attacks are; the others may not,
// as no Action but an attack may (page 22), unless the skill says so
// (Deafening Roar) (R244). Uses per quest are counted with marks named
// after the skill. An Action that hurts several figures deals its blows
// one after the other, in the order of the state's figures; each blow
// may wait for a Fortune decision, and the next follows once it is
// settled (blowFollowUps). Opposed rolls are 2D6 plus the attribute the
// skill names, ties rolled again (page 14).

// SkillAction is the Action skill of figure Figure, aimed at Targets
// when the skill picks whom it strikes.
type SkillAction struct {
	Header
	Figure  string
	Skill   string
	Targets []string
}

// TypeSkillAction is the command type of SkillAction.
const TypeSkillAction = "skill_action"

func (SkillAction) Type() string { return TypeSkillAction }

// MarshalJSON writes the command's tagged form.
func (c SkillAction) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// ruleSkillAction prefixes the rule of every roll and blow of a skill
// Action: "skill_action:shriek_underworld".
const ruleSkillAction = "skill_action:"

// skillAct is how one skill is played as an Action.
type skillAct struct {
	// targets lists the figures the Action may strike, nil when it
	// strikes none (First Aid's patient is a target too).
	targets func(s *State, fi int) []int
	// pick: the command names from 1 to pick of the targets (Sweep: up to
	// two); 0: the Action strikes every target, and names none.
	pick int
	// ready says whether the Action may be made now (besides its targets):
	// nil when it may.
	ready func(s *State, fi int) *RuleError
	// engaged: the Action may be made in an enemy's melee range.
	engaged bool
	// still: the Action cannot be combined with a move.
	still bool
	// free: a declaration, not an Action (Berserker), made before the
	// figure does anything else in its activation.
	free bool
	// quick: a Quick Action, not an Action (Giant Tamer, Lycanthropy).
	quick bool
	// uses is how many times a quest the figure may make it; 0 no limit.
	uses int
	// do plays the Action on the targets (state indexes, in order).
	do func(e *env, fi int, targets []int) error
}

var skillActs = map[string]*skillAct{}

// usesLeft is how many more times figure f may use skill id this quest
// under limit (0: no limit, always 1).
func usesLeft(f *Figure, id string, limit int) int {
	if limit == 0 {
		return 1
	}
	n := 0
	for _, m := range f.Marks {
		if m == id {
			n++
		}
	}
	return max(limit-n, 0)
}

// skillActCheck checks that figure fi may make skill id's Action on the
// figures named (state indexes) now.
func skillActCheck(s *State, fi int, a *Activation, id string, named []int) (*skillAct, *RuleError) {
	f := &s.Figures[fi]
	act, ok := skillActs[id]
	if _, has := hasSkill(f, id); !ok || !has {
		return nil, refuse(CodeBadSkill, "%s has no skill %q that is an Action", "%s no tiene ninguna habilidad %q que sea una Acción", f.name(), id)
	}
	if err := lying(f); err != nil {
		return nil, err
	}
	switch {
	case act.free && (a.Moved || a.Action != "" || a.QuickActions > 0 || a.Attacks > 0 || a.Shots > 0):
		return nil, refuse(CodeAlreadyMoved, "%s may declare it only before doing anything else in its activation", "%s solo puede declararla antes de hacer nada más en su activación", f.name())
	case act.quick && a.QuickActionsLeft() == 0:
		return nil, refuse(CodeQuickActionUsed, "%s has no Quick Action left", "a %s no le queda ninguna Acción rápida", f.name())
	case !act.free && !act.quick && (!a.ActionLeft() || a.Action != ""):
		return nil, refuse(CodeActionUsed, "%s has no Action left", "a %s no le queda ninguna Acción", f.name())
	}
	if act.still {
		if err := notMoved(s, f, a); err != nil {
			return nil, err
		}
	}
	if !act.engaged {
		if err := unthreatened(s, fi); err != nil {
			return nil, err
		}
	}
	if inPit(s.Board, f.At, f.baseSize()) {
		return nil, refuse(CodeInPit, "%s is in a pit: it must climb out first", "%s está en un foso: primero debe trepar para salir", f.name())
	}
	name := skillTable[id].name
	if usesLeft(f, id, act.uses) == 0 {
		return nil, refuse(CodeBadSkill, "%s has used %s as often as a quest allows", "%s ya ha usado %s tantas veces como permite una misión", f.name(), name)
	}
	if act.ready != nil {
		if err := act.ready(s, fi); err != nil {
			return nil, err
		}
	}
	var ts []int
	if act.targets != nil {
		ts = act.targets(s, fi)
	}
	switch {
	case act.pick == 0 && len(named) > 0:
		return nil, refuse(CodeBadTarget, "%s names no target", "%s no se dirige a ningún objetivo", name)
	case act.pick > 0 && (len(named) == 0 || len(named) > act.pick):
		return nil, refuse(CodeBadTarget, "%s names from 1 to %d targets", "%s se dirige a entre 1 y %d objetivos", name, act.pick)
	case act.targets != nil && len(ts) == 0:
		return nil, refuse(CodeBadTarget, "%s has nobody to use %s on", "%s no tiene contra quién usar %s", f.name(), name)
	}
	for k, ti := range named {
		if !slices.Contains(ts, ti) || slices.Contains(named[:k], ti) {
			return nil, refuse(CodeBadTarget, "%s cannot use %s on %s", "%s no puede usar %s contra %s", f.name(), name, s.Figures[ti].name())
		}
	}
	return act, nil
}

// skillActionOptions lists the skill Actions figure fi may make now: one
// for each set of targets it may name, in the order of the state's
// figures.
func skillActionOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if a == nil {
		return nil
	}
	var ids []string
	for _, id := range f.Skills {
		if _, ok := skillActs[id]; ok && !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	var out []Option
	for _, id := range ids {
		act := skillActs[id]
		sets := [][]int{nil}
		if act.pick > 0 && act.targets != nil {
			sets = pickSets(act.targets(s, fi), act.pick)
		}
		for _, set := range sets {
			if _, err := skillActCheck(s, fi, a, id, set); err != nil {
				continue
			}
			oid := "skill_action:" + f.ID + ":" + id
			var names []string
			for _, ti := range set {
				names = append(names, s.Figures[ti].ID)
			}
			if len(names) > 0 {
				oid += ":" + strings.Join(names, "+")
			}
			out = append(out, Option{ID: oid, Command: SkillAction{Header: h, Figure: f.ID, Skill: id, Targets: names}})
		}
	}
	return out
}

// pickSets lists the sets of 1 to n of targets, in order.
func pickSets(targets []int, n int) [][]int {
	var out [][]int
	var walk func(from int, cur []int)
	walk = func(from int, cur []int) {
		for k := from; k < len(targets); k++ {
			set := append(slices.Clone(cur), targets[k])
			out = append(out, set)
			if len(set) < n {
				walk(k+1, set)
			}
		}
	}
	walk(0, nil)
	return out
}

func (c SkillAction) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	var named []int
	for _, id := range c.Targets {
		ti := e.s.figure(id)
		if ti < 0 {
			return unknownFigure(id)
		}
		named = append(named, ti)
	}
	act, rerr := skillActCheck(e.s, fi, a, c.Skill, named)
	if rerr != nil {
		return rerr
	}
	switch {
	case act.quick:
		if rerr := e.spendQuick(f, a); rerr != nil {
			return rerr
		}
	case !act.free:
		if rerr := e.spendAction(f, a, ruleSkillAction+c.Skill); rerr != nil {
			return rerr
		}
	}
	if act.still {
		a.Still = true
	}
	if act.uses > 0 {
		f.Marks = append(f.Marks, c.Skill)
	}
	countSkills(f, []string{c.Skill}, !act.free && !act.quick)
	switch {
	case act.quick:
		e.skillUsed(f, skillTable[c.Skill], Text{En: "used as a Quick Action", Es: "usada como Acción rápida"})
	case !act.free:
		e.skillUsed(f, skillTable[c.Skill], Text{En: "used as an Action", Es: "usada como Acción"})
	}
	if act.pick == 0 && act.targets != nil {
		named = act.targets(e.s, fi)
	}
	slices.Sort(named)
	return act.do(e, fi, named)
}

// enemiesWhere lists the present enemies of figure fi that keep says yes
// to, in the state's order.
func enemiesWhere(s *State, fi int, keep func(o *Figure) bool) []int {
	f := &s.Figures[fi]
	var out []int
	for oi := range s.Figures {
		o := &s.Figures[oi]
		if o.Side != f.Side && o.Present() && keep(o) {
			out = append(out, oi)
		}
	}
	return out
}

// adjacentFor reports whether figure o is adjacent to figure f for
// actions (page 19).
func adjacentFor(s *State, f, o *Figure) bool {
	g := s.Board
	return g.FiguresAdjacent(baseIndexes(g, f), f.Size, baseIndexes(g, o), o.Size, true)
}

// inFrontOf reports whether figure o stands in f's front (page 33): not
// wholly in its back.
func inFrontOf(s *State, f, o *Figure) bool {
	seen, err := sight(s, f.ID, o.ID)
	return err == nil && !seen.Behind
}

// skillQueue plays step on the figures left in the active figure's
// queue (Activation.Queue), one after the other, until a step deals a
// blow (it reports true): the blow's follow-up calls skillQueue again
// once the blow is settled. Figures knocked out meanwhile are skipped.
func (e *env) skillQueue(step func(ti int) (bool, error)) error {
	a := e.s.Active
	for a != nil && len(a.Queue) > 0 {
		id := a.Queue[0]
		a.Queue = a.Queue[1:]
		if len(a.Queue) == 0 {
			a.Queue = nil
		}
		ti := e.s.figure(id)
		if ti < 0 || !e.s.Figures[ti].Present() {
			continue
		}
		blew, err := step(ti)
		if err != nil || blew {
			return err
		}
	}
	return nil
}

// queue sets the active figure's queue to the targets.
func (e *env) queue(targets []int) {
	a := e.s.Active
	a.Queue = nil
	for _, ti := range targets {
		a.Queue = append(a.Queue, e.s.Figures[ti].ID)
	}
}

// actionBlow deals blow b of figure fi's skill Action id.
func (e *env) actionBlow(id string, fi int, b Blow) (bool, error) {
	b.Rule, b.By = ruleSkillAction+id, e.s.Figures[fi].ID
	return true, e.damage(b)
}

// blowDie is the highest die of the damage roll Seq seq among the events
// so far (Trampling's single die and its 6), 0 if none.
func (e *env) blowDie(seq int) int {
	for i := len(e.events) - 1; i >= 0; i-- {
		if r, ok := e.events[i].(Rolled); ok && r.Roll.Seq == seq && len(r.Roll.Dice) > 0 {
			return slices.Max(r.Roll.Dice)
		}
	}
	return 0
}

// actor is the active figure whose skill Action a blow of rule belongs to.
func (e *env) actor() int {
	if a := e.s.Active; a != nil && strings.HasPrefix(a.Action, ruleSkillAction) {
		return e.s.figure(a.Figure)
	}
	return -1
}

// registerSkillAct registers skill k and its Action, and the follow-up of
// its blows (next, nil when the Action deals none or one).
func registerSkillAct(k *skill, act *skillAct, next func(e *env, fi int, res BlowResult) error) {
	registerSkill(k)
	skillActs[k.id] = act
	if next != nil {
		blowFollowUps[ruleSkillAction+k.id] = func(e *env, res BlowResult) error {
			fi := e.actor()
			if fi < 0 {
				return nil
			}
			return next(e, fi, res)
		}
	}
}

// stepAway moves figure vi one square away from figure pi (Deafening
// Roar, Sweep): to the free square straight away from pi if it can, else
// to the first other square a push could take it to, never into a pit
// or down a drop (R247). It reports whether it moved.
func (e *env) stepAway(vi, pi int) bool {
	to, _ := pushSquares(e.s, vi, pi)
	v, p := &e.s.Figures[vi], &e.s.Figures[pi]
	var free []board.Pos
	for _, q := range to {
		if !inPit(e.s.Board, q, v.baseSize()) && e.s.Board.At(e.s.Board.Index(q)).Terrain != board.Pit {
			free = append(free, q)
		}
	}
	if len(free) == 0 {
		return false
	}
	best := free[0]
	dx, dy := sgn(v.At.X-p.At.X), sgn(v.At.Y-p.At.Y)
	for _, q := range free {
		if q.X-v.At.X == dx && q.Y-v.At.Y == dy {
			best = q
		}
	}
	from := v.At
	v.At = best
	e.emit(Pushed{Figure: v.ID, By: p.ID, From: from, To: best})
	return true
}

func sgn(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// maxSkillTargets bounds the targets one skill Action names.
const maxSkillTargets = 8

// decodeSkillAction reads a skill_action command's own fields.
func decodeSkillAction(h Header, fig string, w wire) (Command, error) {
	if w.Skill == nil {
		return nil, badCommand(`"skill" must be a string`, `"skill" debe ser una cadena`)
	}
	if err := checkID("skill", *w.Skill); err != nil {
		return nil, err
	}
	if len(w.Targets) > maxSkillTargets {
		return nil, badCommand(`"targets" lists at most %d figures`, `"targets" enumera como mucho %d figuras`, maxSkillTargets)
	}
	for _, t := range w.Targets {
		if err := checkID("targets", t); err != nil {
			return nil, err
		}
	}
	return SkillAction{Header: h, Figure: fig, Skill: *w.Skill, Targets: w.Targets}, nil
}
