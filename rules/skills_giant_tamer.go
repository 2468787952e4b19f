package rules

// Giant Tamer (page 113): "characters with Mana may use one Quick Action
// each turn to handle an Arboreal, Stone or Iron Giant, as long as it is
// six or less squares away. To activate it character must pass an
// Intelligence test (can try even adjacent to enemies). If he fails,
// character will lose 1 Mana point and the giant will be considered
// stationary." Page 101: a hero with the skill acquires a giant at a
// sacred place, and the giant is a mercenary: the giant is the tamer's
// companion, on the heroes' side (R873).
//
// A giant of the heroes' side (a figure of kind "giant" that is not a
// hero) is activated only once a tamer has handled it this turn: the
// skill Action (a Quick Action, even in an enemy's melee range) names the
// giant, within six squares, not yet activated nor handled; a passed test
// marks it (markHandled) and it may be activated, in its owner's group as
// companions are; a failed one costs the tamer 1 Mana and leaves the
// giant Stationary, so that its next activation is spent standing still
// (page 42, R80). The mark goes when the giant is activated or the turn
// ends.

// markHandled marks a giant a tamer handled this turn.
const markHandled = "giant_tamer"

// giantKind is the kind of being a tamer handles (content's kind).
const giantKind = "giant"

// ruleGiantTamer names the tamer's Intelligence test.
var ruleGiantTamer = actionRule("giant_tamer")

// tamedGiant reports whether figure f is a giant of the heroes' side,
// activated only when handled.
func tamedGiant(f *Figure) bool { return f.Side == Heroes && !f.Hero() && f.Kind() == giantKind }

// giantWaits refuses to activate a tamed giant no tamer has handled this
// turn (a Stationary one may be: its activation is spent coming out of
// it).
func giantWaits(f *Figure) *RuleError {
	if !tamedGiant(f) || contains(f.Marks, markHandled) || f.Conditions.Has(Stationary) {
		return nil
	}
	return refuse(CodeCannotAct, "%s acts only when a hero with Giant Tamer handles it", "%s solo actúa cuando lo maneja un héroe con Domador de gigantes", f.name())
}

func init() {
	registerSkillAct(&skill{
		id: "giant_tamer", name: Text{En: "Giant Tamer", Es: "Domador de gigantes"}, active: true, effect: "giant_tamer",
		params: []SkillParam{intParam("range")}, values: map[string]any{"range": 6},
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		quick: true, engaged: true, pick: 1,
		ready: func(s *State, fi int) *RuleError {
			if f := &s.Figures[fi]; f.ManaLeft() == 0 {
				return refuse(CodeNoMana, "%s has no Mana left to handle a giant", "a %s no le queda Maná para manejar a un gigante", f.name())
			}
			return nil
		},
		targets: func(s *State, fi int) []int {
			f := &s.Figures[fi]
			var out []int
			for gi := range s.Figures {
				g := &s.Figures[gi]
				if tamedGiant(g) && g.Side == f.Side && g.Present() && !g.Activated && !contains(g.Marks, markHandled) &&
					!g.Conditions.Has(Stationary) && baseGap(f, g) <= 6 {
					out = append(out, gi)
				}
			}
			return out
		},
		do: func(e *env, fi int, ts []int) error {
			e.queue(ts)
			r, err := e.test(fi, ruleGiantTamer, Intelligence, 0, testSkillMods(e.s, fi, Intelligence, ruleGiantTamer, nil)...)
			if err != nil {
				return err
			}
			return e.offerFortune(&e.s.Figures[fi], r, r.failed())
		},
	}, nil)
	rollSettlers[ruleGiantTamer] = settleGiantTamer
}

// settleGiantTamer applies the tamer's final test to the giant waiting in
// its activation's queue.
func settleGiantTamer(e *env, r RollRecord) error {
	a := e.s.Active
	fi := e.s.figure(r.Figure)
	if a == nil || fi < 0 || len(a.Queue) == 0 {
		return refuse(CodeBadState, "no giant waits to be handled", "ningún gigante espera que lo manejen")
	}
	gi := e.s.figure(a.Queue[0])
	a.Queue = nil
	if gi < 0 {
		return nil
	}
	f, g := &e.s.Figures[fi], &e.s.Figures[gi]
	if r.failed() {
		f.ManaUsed = int32(min(int(f.ManaUsed)+1, f.ManaPool()))
		e.skillUsed(f, skillTable["giant_tamer"], Text{En: g.Name() + " will not obey: 1 Mana lost", Es: g.Name() + " no obedece: pierde 1 de Maná"})
		e.gain(gi, Stationary)
		return nil
	}
	g.Marks = append(g.Marks, markHandled)
	e.skillUsed(f, skillTable["giant_tamer"], Text{En: g.Name() + " obeys and may act this turn", Es: g.Name() + " obedece y puede actuar este turno"})
	return nil
}
