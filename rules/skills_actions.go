package rules

import (
	"slices"

	"dun/board"
)

// The skills that are Actions (pages 112-116), played through SkillAction
// (skill_action.go).

const (
	// markSuffocated: the figure lost Vitality to Grab and Suffocate and
	// loses its next activation; markMisled the same for Mislead, and
	// markMisledOnce that it was misled (once per enemy).
	markSuffocated = "grab_and_suffocate:lost"
	markMisled     = "mislead:lost"
	markMisledOnce = "mislead:done"
)

// much smaller: two sizes or more below (Trampling).
func muchSmaller(o, f *Figure) bool { return o.Size <= f.Size-2 }

func actionRule(id string) string { return ruleSkillAction + id }

// contestDo is the do of a skill Action made of an opposed roll against
// each target (contest).
func contestDo(id string) func(e *env, fi int, ts []int) error {
	return func(e *env, fi int, ts []int) error {
		e.queue(ts)
		return e.contestQueue(id, fi)
	}
}

func init() {
	// Recovering Mana (page 112): once per quest, 4D6: each 1 costs a
	// Vitality point, each other die gives back a Mana point; up to two
	// spells already cast get one cast back (R245).
	registerSkillAct(&skill{
		id: "recovering_mana", name: Text{En: "Recovering Mana", Es: "Recuperar maná"}, active: true, effect: "recovering_mana",
		params: []SkillParam{intParam("dice")}, values: map[string]any{"dice": 4},
		later:  "its creature text (when to use it) is the Artificial Dark Player's",
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		uses: 1,
		ready: func(s *State, fi int) *RuleError {
			if f := &s.Figures[fi]; !f.Spellcaster() {
				return refuse(CodeBadSkill, "%s has no Mana to recover", "%s no tiene Maná que recuperar", f.name())
			}
			return nil
		},
		do: func(e *env, fi int, _ []int) error {
			f := &e.s.Figures[fi]
			d, err := e.dice.ND6(4, actionRule("recovering_mana")+": "+f.name())
			if err != nil {
				return diceError(err)
			}
			r := e.record(d, actionRule("recovering_mana"), f.ID)
			e.emit(Rolled{Roll: r.clone()})
			ones := 0
			for _, v := range r.Dice {
				if v == 1 {
					ones++
				}
			}
			mana := min(len(r.Dice)-ones, int(f.ManaUsed))
			f.ManaUsed -= int32(mana)
			k := skillTable["recovering_mana"]
			e.skillUsed(f, k, Text{En: "recovers " + itoa(mana) + " Mana", Es: "recupera " + itoa(mana) + " de Maná"})
			// The two spells with the most casts used get one back each.
			var cast []int
			for i := range f.Spells {
				if f.Spells[i].Casts > 0 {
					cast = append(cast, i)
				}
			}
			slices.SortStableFunc(cast, func(x, y int) int { return f.Spells[y].Casts - f.Spells[x].Casts })
			for _, i := range cast[:min(2, len(cast))] {
				own(&f.Spells)[i].Casts-- // shared with clones (cow.go)
				e.skillUsed(f, k, Text{En: f.Spells[i].Name.En + " may be cast once more", Es: f.Spells[i].Name.Es + " puede lanzarse una vez más"})
			}
			if ones > 0 {
				e.loseVitality(fi, ones, r.Seq)
				if a := e.s.Active; a != nil && a.Figure == f.ID && !e.s.Figures[fi].Present() {
					// Knocked out by its own dice: nothing more to do.
					e.endActivation()
				}
			}
			return nil
		},
	}, nil)

	// Shriek from the Underworld (page 116): every enemy within six
	// squares, seen or not, is stunned and takes a damage die against its
	// Courage (R246: stunned first).
	registerSkillAct(&skill{
		id: "shriek_underworld", name: Text{En: "Shriek from the Underworld", Es: "Chillido del inframundo"}, active: true, effect: "shriek",
		params: []SkillParam{intParam("range"), intParam("dice")}, values: map[string]any{"range": 6, "dice": 1},
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		engaged: true,
		targets: func(s *State, fi int) []int {
			f := &s.Figures[fi]
			return enemiesWhere(s, fi, func(o *Figure) bool { return baseGap(f, o) <= 6 })
		},
		do: func(e *env, fi int, ts []int) error {
			for _, ti := range ts {
				e.gain(ti, Stunned)
			}
			e.queue(ts)
			return e.skillQueue(func(ti int) (bool, error) {
				return e.actionBlow("shriek_underworld", fi, Blow{Target: e.s.Figures[ti].ID, Dice: 1, Against: Courage})
			})
		},
	}, func(e *env, fi int, _ BlowResult) error {
		return e.skillQueue(func(ti int) (bool, error) {
			return e.actionBlow("shriek_underworld", fi, Blow{Target: e.s.Figures[ti].ID, Dice: 1, Against: Courage})
		})
	})

	// Trampling (page 116): every adjacent enemy much smaller takes a
	// damage die against its Agility; a wound knocks it down, a 6 knocks
	// it out.
	trample := func(e *env, fi int) error {
		return e.skillQueue(func(ti int) (bool, error) {
			return e.actionBlow("trampling", fi, Blow{Target: e.s.Figures[ti].ID, Dice: 1, Against: Agility})
		})
	}
	registerSkillAct(&skill{
		id: "trampling", name: Text{En: "Trampling", Es: "Pisotear"}, active: true, effect: "trampling",
		params: []SkillParam{intParam("dice")}, values: map[string]any{"dice": 1},
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		engaged: true,
		targets: func(s *State, fi int) []int {
			f := &s.Figures[fi]
			return enemiesWhere(s, fi, func(o *Figure) bool { return muchSmaller(o, f) && adjacentFor(s, f, o) })
		},
		do: func(e *env, fi int, ts []int) error {
			e.queue(ts)
			return trample(e, fi)
		},
	}, func(e *env, fi int, res BlowResult) error {
		if ti := e.s.figure(res.Target); ti >= 0 && !res.Avoided && e.s.Figures[ti].Present() {
			k := skillTable["trampling"]
			if e.blowDie(res.Roll) == 6 {
				e.skillUsed(&e.s.Figures[fi], k, Text{En: "a 6: " + e.s.Figures[ti].name() + " is crushed", Es: "un 6: " + e.s.Figures[ti].name() + " queda aplastado"})
				e.knockOut(ti, res.Roll)
			} else if res.Wounds > 0 {
				e.gain(ti, KnockedDown)
			}
		}
		return trample(e, fi)
	})

	// Grab and Suffocate (page 115): adjacent enemies of its size or
	// smaller, as many as the profile says (one when it says none, R248),
	// take a damage die against their Agility; those wounded lose their
	// next activation.
	suffocate := func(e *env, fi int) error {
		return e.skillQueue(func(ti int) (bool, error) {
			return e.actionBlow("grab_and_suffocate", fi, Blow{Target: e.s.Figures[ti].ID, Dice: 1, Against: Agility})
		})
	}
	registerSkillAct(&skill{
		id: "grab_and_suffocate", name: Text{En: "Grab and Suffocate (x)", Es: "Presa y asfixia (x)"}, active: true, effect: "grab_and_suffocate",
		params: []SkillParam{{Name: "targets", Type: "int"}},
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		engaged: true, pick: 1,
		targets: func(s *State, fi int) []int {
			f := &s.Figures[fi]
			return enemiesWhere(s, fi, func(o *Figure) bool { return o.Size <= f.Size && adjacentFor(s, f, o) })
		},
		do: func(e *env, fi int, ts []int) error {
			e.queue(ts)
			return suffocate(e, fi)
		},
	}, func(e *env, fi int, res BlowResult) error {
		if ti := e.s.figure(res.Target); ti >= 0 && res.Wounds > 0 && e.s.Figures[ti].Present() {
			t := &e.s.Figures[ti]
			if !contains(t.Marks, markSuffocated) {
				t.Marks = append(t.Marks, markSuffocated)
			}
			e.skillUsed(&e.s.Figures[fi], skillTable["grab_and_suffocate"], Text{En: t.name() + " will lose its next activation", Es: t.name() + " perderá su próxima activación"})
		}
		return suffocate(e, fi)
	})

	// Hypnotic (page 115): an adjacent enemy in sight, if the creature has
	// not moved this turn; opposed Intelligence; the loser stays
	// Stationary this turn and its next (page 42's duration).
	registerSkillAct(&skill{
		id: "hypnotic", name: Text{En: "Hypnotic", Es: "Hipnosis"}, active: true, effect: "hypnotic",
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		engaged: true, pick: 1,
		ready: func(s *State, fi int) *RuleError { return notMoved(s, &s.Figures[fi], s.Active) },
		targets: func(s *State, fi int) []int {
			f := &s.Figures[fi]
			return enemiesWhere(s, fi, func(o *Figure) bool {
				seen, err := sight(s, f.ID, o.ID)
				return adjacentFor(s, f, o) && err == nil && seen.Visible
			})
		},
		do: contestDo("hypnotic"),
	}, nil)
	contestAttribute["hypnotic"] = Intelligence
	contestWins["hypnotic"] = func(e *env, fi, ti int) (bool, error) {
		e.gain(ti, Stationary)
		return false, nil
	}

	// Corrosive Vomit (page 115): an adjacent enemy in its front tests
	// Agility; on a failure it takes 5 damage dice at -1 Armour.
	registerSkillAct(&skill{
		id: "corrosive_vomit", name: Text{En: "Corrosive Vomit", Es: "Vómito corrupto"}, active: true, effect: "corrosive_vomit",
		params: []SkillParam{intParam("dice"), intParam("armor")}, values: map[string]any{"dice": 5, "armor": 1},
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		engaged: true, pick: 1,
		targets: func(s *State, fi int) []int {
			f := &s.Figures[fi]
			return enemiesWhere(s, fi, func(o *Figure) bool { return adjacentFor(s, f, o) && inFrontOf(s, f, o) })
		},
		do: func(e *env, fi int, ts []int) error {
			rule := actionRule("corrosive_vomit")
			r, err := e.test(ts[0], rule, Agility, 0, testSkillMods(e.s, ts[0], Agility, rule, nil)...)
			if err != nil {
				return err
			}
			// A hero may spend Fortune on his test (page 14).
			return e.offerFortune(&e.s.Figures[ts[0]], r, r.failed())
		},
	}, nil)
	rollSettlers[actionRule("corrosive_vomit")] = func(e *env, r RollRecord) error {
		fi := e.actor()
		if fi < 0 || !r.failed() {
			return nil
		}
		k := skillTable["corrosive_vomit"]
		_, err := e.actionBlow("corrosive_vomit", fi, Blow{Target: r.Figure, Dice: 5, Against: Armour,
			Modifiers: []Modifier{{Value: -1, Why: k.text()}}})
		return err
	}

	// Grab and Eat (page 115): an adjacent enemy of average size or
	// smaller; opposed Agility; if the creature wins, the victim is
	// swallowed: knocked out at once.
	registerSkillAct(&skill{
		id: "grab_and_eat", name: Text{En: "Grab and Eat", Es: "Agarrar y devorar"}, active: true, effect: "grab_and_eat",
		later:  "recovering the body of a swallowed hero by defeating the creature waits for the campaign's use of bodies",
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		engaged: true, pick: 1,
		targets: func(s *State, fi int) []int {
			f := &s.Figures[fi]
			return enemiesWhere(s, fi, func(o *Figure) bool { return o.Size <= SizeAverage && adjacentFor(s, f, o) })
		},
		do: contestDo("grab_and_eat"),
	}, nil)
	contestAttribute["grab_and_eat"] = Agility
	contestWins["grab_and_eat"] = func(e *env, fi, ti int) (bool, error) {
		t := &e.s.Figures[ti]
		e.skillUsed(&e.s.Figures[fi], skillTable["grab_and_eat"], Text{En: "swallows " + t.name(), Es: "se traga a " + t.name()})
		e.knockOut(ti, 0)
		return false, nil
	}

	// Leech Mana (page 115): an enemy with Mana in sight within six
	// squares; 3D6, each die of at least its Intelligence takes one of
	// its Mana points for the creature (R249).
	registerSkillAct(&skill{
		id: "leech_mana", name: Text{En: "Leech Mana", Es: "Absorber maná"}, active: true, effect: "leech_mana",
		params: []SkillParam{intParam("dice"), intParam("range")}, values: map[string]any{"dice": 3, "range": 6},
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		engaged: true, pick: 1,
		targets: func(s *State, fi int) []int {
			f := &s.Figures[fi]
			return enemiesWhere(s, fi, func(o *Figure) bool {
				seen, err := sight(s, f.ID, o.ID)
				return o.ManaLeft() > 0 && baseGap(f, o) <= 6 && err == nil && seen.Visible
			})
		},
		do: func(e *env, fi int, ts []int) error {
			f, t := &e.s.Figures[fi], &e.s.Figures[ts[0]]
			rule := actionRule("leech_mana")
			d, err := e.dice.ND6(3, rule+": "+f.name())
			if err != nil {
				return diceError(err)
			}
			r := e.record(d, rule, f.ID)
			r.Target = attributeNow(t, Intelligence)
			e.emit(Rolled{Roll: r.clone()})
			n := 0
			for _, v := range r.Dice {
				if v >= r.Target {
					n++
				}
			}
			got := t.spendMana(n)
			f.ManaUsed = int32(max(int(f.ManaUsed)-got, 0))
			e.skillUsed(f, skillTable["leech_mana"], Text{En: "takes " + itoa(got) + " Mana from " + t.name(), Es: "quita " + itoa(got) + " de Maná a " + t.name()})
			return nil
		},
	}, nil)

	// First Aid (page 112): twice per quest, up to 2 Vitality back to the
	// figure or an adjacent ally; neither may move this turn (R250).
	registerSkillAct(&skill{
		id: "first_aid", name: Text{En: "First Aid", Es: "Primeros auxilios"}, active: true, effect: "first_aid",
		params: []SkillParam{intParam("vitality"), intParam("uses")}, values: map[string]any{"vitality": 2, "uses": 2},
		later:  "its creature text's walk to a wounded ally out of reach is not made: the Artificial Dark Player heals an ally next to it (R917)",
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		still: true, uses: 2, pick: 1,
		targets: func(s *State, fi int) []int {
			f := &s.Figures[fi]
			var out []int
			for oi := range s.Figures {
				o := &s.Figures[oi]
				if o.Side != f.Side || !o.Present() || o.Wounds == 0 {
					continue
				}
				if oi == fi || (adjacentFor(s, f, o) && !o.Activated) {
					out = append(out, oi)
				}
			}
			return out
		},
		do: func(e *env, fi int, ts []int) error {
			ti := ts[0]
			if ti != fi {
				// The patient spends its turn being tended (R250).
				e.s.Figures[ti].Activated = true
			}
			e.heal(ti, 2)
			return nil
		},
	}, nil)

	// Mislead (page 112): an enemy within six squares in the same section,
	// not a Leader and never misled before; opposed Intelligence; the
	// loser loses its next activation.
	registerSkillAct(&skill{
		id: "mislead", name: Text{En: "Mislead", Es: "Despistar"}, active: true, effect: "mislead",
		params: []SkillParam{intParam("range")}, values: map[string]any{"range": 6},
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		pick: 1,
		targets: func(s *State, fi int) []int {
			f := &s.Figures[fi]
			return enemiesWhere(s, fi, func(o *Figure) bool {
				return !o.Leader() && !contains(o.Marks, markMisledOnce) && baseGap(f, o) <= 6 && sectionOf(s, o) == sectionOf(s, f)
			})
		},
		do: func(e *env, fi int, ts []int) error {
			t := &e.s.Figures[ts[0]]
			t.Marks = append(t.Marks, markMisledOnce)
			return contestDo("mislead")(e, fi, ts)
		},
	}, nil)
	contestAttribute["mislead"] = Intelligence
	contestWins["mislead"] = func(e *env, fi, ti int) (bool, error) {
		t := &e.s.Figures[ti]
		t.Marks = append(t.Marks, markMisled)
		e.skillUsed(&e.s.Figures[fi], skillTable["mislead"], Text{En: t.name() + " will lose its next activation", Es: t.name() + " perderá su próxima activación"})
		return false, nil
	}
}

// markRoaring: the figure roared (Deafening Roar) in this combat.
const markRoaring = "deafening_roar:on"

// isFearsome reports whether figure f is Fearsome: by its skill, or for
// the rest of the combat after a Deafening Roar.
func isFearsome(f *Figure) bool {
	if _, ok := hasSkill(f, "fearsome"); ok {
		return true
	}
	return contains(f.Marks, markRoaring)
}

// roarMods appends Deafening Roar's +1 to the melee defence of a figure
// already Fearsome that roared in this combat (page 111).
func roarMods(f *Figure, attacking bool, dst []Modifier) []Modifier {
	if _, fearsome := hasSkill(f, "fearsome"); attacking || !fearsome || !contains(f.Marks, markRoaring) {
		return dst
	}
	return append(dst, Modifier{Value: 1, Kind: ModSkill, Why: Text{En: "after a Deafening Roar", Es: "tras un Rugido atronador"}})
}

// sweepWin is a won contest of Sweep or Tail Swipe (skill id) of figure
// fi: the blow of Strength dice.
func (e *env) sweepWin(id string, fi, ti int) (bool, error) {
	return e.actionBlow(id, fi, Blow{Target: e.s.Figures[ti].ID, Dice: attributeNow(&e.s.Figures[fi], Strength), Against: Armour})
}

func init() {
	// Deafening Roar (page 111): once per quest, even in an enemy's melee
	// range; every adjacent enemy steps one square away (R247), and the
	// figure is Fearsome until the combat ends (+1 to its melee defence
	// instead if it was already).
	registerSkillAct(&skill{
		id: "deafening_roar", name: Text{En: "Deafening Roar", Es: "Rugido atronador"}, active: true, effect: "deafening_roar",
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		engaged: true, uses: 1,
		do: func(e *env, fi int, _ []int) error {
			f := &e.s.Figures[fi]
			for _, oi := range enemiesWhere(e.s, fi, func(o *Figure) bool { return adjacentFor(e.s, f, o) }) {
				e.stepAway(oi, fi)
			}
			if !contains(f.Marks, markRoaring) {
				f.Marks = append(f.Marks, markRoaring)
			}
			return nil
		},
	}, nil)

	// Sweep and Tail Swipe (page 116): up to two adjacent smaller enemies
	// in its front (its back for Tail Swipe), without moving; opposed
	// Agility each; a win deals Strength damage dice, knocks the target
	// down and pushes it one square back (R247).
	for _, sw := range []struct {
		id   string
		name Text
		side string
		back bool
	}{
		{"sweep", Text{En: "Sweep", Es: "Barrido"}, "front", false},
		{"tail_swipe", Text{En: "Tail Swipe", Es: "Coletazo"}, "back", true},
	} {
		id, back := sw.id, sw.back
		next := func(e *env, fi int) error { return e.contestQueue(id, fi) }
		contestAttribute[id] = Agility
		contestWins[id] = func(e *env, fi, ti int) (bool, error) { return e.sweepWin(id, fi, ti) }
		registerSkillAct(&skill{
			id: id, name: sw.name, active: true, effect: "sweep",
			params: []SkillParam{intParam("targets"), {Name: "side", Type: "string", Required: true}},
			values: map[string]any{"targets": 2, "side": sw.side},
			usable: func(c *rollCtx) bool { return false },
		}, &skillAct{
			engaged: true, still: true, pick: 2,
			targets: func(s *State, fi int) []int {
				f := &s.Figures[fi]
				return enemiesWhere(s, fi, func(o *Figure) bool {
					return o.Size < f.Size && adjacentFor(s, f, o) && inFrontOf(s, f, o) != back
				})
			},
			do: func(e *env, fi int, ts []int) error {
				e.queue(ts)
				return next(e, fi)
			},
		}, func(e *env, fi int, res BlowResult) error {
			if ti := e.s.figure(res.Target); ti >= 0 && !res.Avoided && e.s.Figures[ti].Present() {
				e.gain(ti, KnockedDown)
				e.stepAway(ti, fi)
			}
			return next(e, fi)
		})
	}
}

// roughPath reports whether figure f's base, moved through anchors, stood
// on difficult terrain on the way (a Huge figure ignores it, page 116, and
// so do flying and Ethereal ones, pages 114-115).
func roughPath(s *State, f *Figure, anchors []board.Pos) bool {
	if f.Size >= SizeHuge || f.Flying() || sureFooted(f) {
		return false
	}
	var sq [4]board.Pos // every move's path: no allocation
	for _, at := range anchors {
		for _, p := range baseAt(at, f.baseSize(), sq[:0]) {
			if s.Board.In(p) && s.Board.Square(p).Terrain == board.Difficult {
				return true
			}
		}
	}
	return false
}

// onslaughtTargets are the enemies figure fi may hit with Onslaught now:
// it has moved this activation, not over difficult terrain, started it
// with no enemy adjacent, and is in contact with enemies in its front;
// among them, those of the lowest Agility (page 115).
func onslaughtTargets(s *State, fi int) []int {
	f := &s.Figures[fi]
	a := s.Active
	if a == nil || a.Figure != f.ID || !a.Moved || a.Rough {
		return nil
	}
	for oi := range s.Figures {
		if o := &s.Figures[oi]; o.Side != f.Side && o.Present() && adjacentAt(s.Board, f, a.Start, o) {
			return nil
		}
	}
	// Onslaught never targets a rider (page 101).
	ts := enemiesWhere(s, fi, func(o *Figure) bool { return !riding(o) && adjacentFor(s, f, o) && inFrontOf(s, f, o) })
	low := 0
	for k, ti := range ts {
		if v := attributeNow(&s.Figures[ti], Agility); k == 0 || v < low {
			low = v
		}
	}
	var out []int
	for _, ti := range ts {
		if attributeNow(&s.Figures[ti], Agility) == low {
			out = append(out, ti)
		}
	}
	return out
}

// holdsShield reports whether figure f has a shield ready.
func holdsShield(f *Figure) bool {
	for i := range f.Items {
		if it := &f.Items[i]; it.Kind == ItemShield && it.Place == InHand && !it.Broken {
			return true
		}
	}
	return false
}

// onslaughtWin is a won Onslaught of figure fi on target ti: Strength
// dice at +1 Armour, and the target knocked down.
func (e *env) onslaughtWin(id string, fi, ti int) (bool, error) {
	// The +1 is the unarmed blow's (page 37): a bearer of horns is not
	// unarmed when charging (R1227), so the armour stays as it is.
	armour := Modifier{Value: 1, Why: Text{En: "onslaught: armour +1", Es: "embestida: armadura +1"}}
	if it, ok := hornsCharge(&e.s.Figures[fi]); ok {
		armour = Modifier{Value: 0, Why: Text{En: "onslaught with " + it.Name.En + ": not unarmed, no +1 armour",
			Es: "embestida con " + it.Name.Es + ": no va desarmado, sin +1 a la armadura"}}
	}
	// Knocked down after the damage, as a hit's extra effects are (page
	// 42), so the fall does not take off the +1 the book gives.
	return e.actionBlow(id, fi, Blow{Target: e.s.Figures[ti].ID, Dice: attributeNow(&e.s.Figures[fi], Strength), Against: Armour,
		Modifiers: []Modifier{armour},
		Effects:   []Condition{KnockedDown}})
}

func init() {
	// Onslaught (page 115): an Action after a move that brought the figure
	// into contact with enemies in its front, having started with none
	// adjacent and crossed no difficult terrain; opposed Agility against
	// the one of lowest Agility; a win knocks it down and deals Strength
	// dice at +1 Armour (R261). Shield Onslaught gives it with a shield.
	registerSkillAct(&skill{
		id: "onslaught", name: Text{En: "Onslaught", Es: "Embestida"}, active: true, effect: "onslaught",
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		engaged: true, pick: 1,
		targets: onslaughtTargets,
		do:      contestDo("onslaught"),
	}, nil)
	registerSkillAct(&skill{
		id: "shield_onslaught", name: Text{En: "Shield Onslaught", Es: "Embestir con escudo"}, active: true, effect: "grant_skill",
		params: []SkillParam{{Name: "skill", Type: "string", Required: true}, {Name: "condition", Type: "string", Required: true}},
		values: map[string]any{"skill": "onslaught", "condition": "shield"},
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		engaged: true, pick: 1,
		ready: func(s *State, fi int) *RuleError {
			if f := &s.Figures[fi]; !holdsShield(f) {
				return refuse(CodeBadSkill, "%s has no shield ready", "%s no tiene un escudo preparado", f.name())
			}
			return nil
		},
		targets: onslaughtTargets,
		do:      contestDo("shield_onslaught"),
	}, nil)
	for _, id := range []string{"onslaught", "shield_onslaught"} {
		id := id
		contestAttribute[id] = Agility
		contestWins[id] = func(e *env, fi, ti int) (bool, error) { return e.onslaughtWin(id, fi, ti) }
	}
}

// chargeRun reports whether the active figure fi has charged this
// activation: a straight line of at least n squares from where it
// started, each costing one Movement point (no difficult terrain, nothing
// climbed), which is how far forward it ran (R262).
func chargeRun(s *State, fi, n int) bool {
	f := &s.Figures[fi]
	a := s.Active
	if a == nil || a.Figure != f.ID || !a.Moved || a.Rough {
		return false
	}
	dx, dy := f.At.X-a.Start.X, f.At.Y-a.Start.Y
	if dx != 0 && dy != 0 && dx != dy && dx != -dy {
		return false
	}
	d := max(dx, -dx, dy, -dy)
	return d >= n && a.Spent == d
}

// chargeDeclared reports whether the Action of roll c's figure is an
// Unstoppable Charge.
func chargeDeclared(c *rollCtx) bool {
	if slices.Contains(c.declared, "unstoppable_charge") {
		return true
	}
	a := c.s.Active
	return a != nil && a.Figure == c.f().ID && slices.Contains(a.Skills, "unstoppable_charge")
}

// chargeKnocksDown reports whether the hit of attack st by a on t knocks
// t down by Unstoppable Charge: a target of a's size or smaller.
func chargeKnocksDown(st *Strike, a, t *Figure) bool {
	return !st.Ranged && slices.Contains(st.Skills, "unstoppable_charge") && t.Size <= a.Size
}

func init() {
	// Unstoppable Charge (page 111): with a two-handed melee weapon after
	// running at least three squares straight forward, one attack at -1
	// that knocks down a target of its size or smaller when it hits.
	registerSkill(&skill{
		id: "unstoppable_charge", name: Text{En: "Unstoppable Charge", Es: "Carga imparable"}, active: true, effect: "unstoppable_charge",
		params: []SkillParam{intParam("squares"), intParam("penalty")}, values: map[string]any{"squares": 3, "penalty": 1},
		usable: func(c *rollCtx) bool {
			return meleeAttack(c) && twoHanded(c.item) && chargeRun(c.s, c.fi, 3)
		},
		mod: func(c *rollCtx) int { return -1 },
	})
}

// brutalTarget reports whether the hit of attacker ai on target ti earns
// Brutal's die (page 115): at the start of the attacker's activation the
// target stood in its front and not adjacent, and the attacker has moved
// since, closer to it (R265).
func brutalTarget(s *State, ai, ti int) bool {
	f, t := &s.Figures[ai], &s.Figures[ti]
	a := s.Active
	if a == nil || a.Figure != f.ID || !a.Moved {
		return false
	}
	g := s.Board
	start := Figure{At: a.Start, Size: f.Size}
	if adjacentAt(g, f, a.Start, t) || g.BodyInBack(baseIndexesAt(g, a.Start, f.baseSize(), nil), a.StartFacing, baseIndexes(g, t)) {
		return false
	}
	return baseGap(f, t) < baseGap(&start, t)
}

func init() {
	registerSkill(&skill{
		id: "brutal", name: Text{En: "Brutal", Es: "Brutal"}, effect: "brutal",
		params: []SkillParam{intParam("dice")}, values: map[string]any{"dice": 1},
		dice: func(h *hitCtx) int {
			if brutalTarget(h.s, h.ai, h.ti) {
				return 1
			}
			return 0
		},
	})
}

// markEncouraged: an ally's Encouraging lets the figure roll its failed
// tests again until its side's next turn begins.
const markEncouraged = "encouraging:on"

func init() {
	// Encouraging (page 112): once per quest, an Action: every ally within
	// six squares may roll its failed tests again until their side's next
	// turn begins (R266).
	registerSkillAct(&skill{
		id: "encouraging", name: Text{En: "Encouraging", Es: "Insuflar ánimo"}, active: true, effect: "encouraging",
		params: []SkillParam{intParam("range")}, values: map[string]any{"range": 6},
		// Attack and defence rolls: encouraging_strike.go (R1191).
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		uses: 1,
		targets: func(s *State, fi int) []int {
			f := &s.Figures[fi]
			var out []int
			for oi := range s.Figures {
				if o := &s.Figures[oi]; oi != fi && o.Side == f.Side && o.Present() && baseGap(f, o) <= 6 {
					out = append(out, oi)
				}
			}
			return out
		},
		do: func(e *env, fi int, ts []int) error {
			for _, ti := range ts {
				if t := &e.s.Figures[ti]; !contains(t.Marks, markEncouraged) {
					t.Marks = append(t.Marks, markEncouraged)
				}
			}
			return nil
		},
	}, nil)
}

// markBerserk: the figure went berserk (Berserker) and stays so until a
// turn begins with the combat over and no enemy in its sight.
const markBerserk = "berserker:on"

// berserk reports whether figure f is berserk.
func berserk(f *Figure) bool { return contains(f.Marks, markBerserk) }

// berserkAttacks is the extra melee attack of a berserk figure rolling c.
func berserkAttacks(c *rollCtx) int {
	if c.kind == RollMeleeAttack && berserk(c.f()) {
		return 1
	}
	return 0
}

// berserkMods appends a berserk figure's -1 to its melee rolls, attacking
// and defending.
func berserkMods(f *Figure, dst []Modifier) []Modifier {
	if !berserk(f) {
		return dst
	}
	return append(dst, Modifier{Value: -1, Kind: ModSkill, Why: Text{En: "berserk", Es: "enfurecido"}})
}

// nearestVisible lists the present enemies in figure fi's sight nearest
// to it (between bases).
func nearestVisible(s *State, fi int) []int {
	f := &s.Figures[fi]
	best := -1
	var out []int
	for _, oi := range enemiesWhere(s, fi, func(o *Figure) bool {
		seen, err := sight(s, f.ID, o.ID)
		return err == nil && seen.Visible
	}) {
		switch d := baseGap(f, &s.Figures[oi]); {
		case best < 0 || d < best:
			best, out = d, []int{oi}
		case d == best:
			out = append(out, oi)
		}
	}
	return out
}

func init() {
	// Berserker (page 110): declared before anything else in its
	// activation, out of heavy armour; while berserk it ignores Fearsome,
	// blocks with no shield, has one more melee attack at -1 and defends
	// at -1, and attacks only the nearest enemy in sight (R268).
	registerSkillAct(&skill{
		id: "berserker", name: Text{En: "Berserker", Es: "Berserker"}, active: true, effect: "berserker",
		later:  "its creature text (berserk whenever an enemy is in sight) is the Artificial Dark Player's; the engine does not steer its move towards the nearest enemy",
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		free: true, engaged: true,
		ready: func(s *State, fi int) *RuleError {
			f := &s.Figures[fi]
			switch {
			case berserk(f):
				return refuse(CodeBadSkill, "%s is berserk already", "%s ya está enfurecido", f.name())
			case heavyArmour(f):
				return refuse(CodeBadSkill, "%s wears heavy armour and cannot go berserk", "%s lleva armadura pesada y no puede enfurecerse", f.name())
			}
			return nil
		},
		do: func(e *env, fi int, _ []int) error {
			f := &e.s.Figures[fi]
			f.Marks = append(f.Marks, markBerserk)
			e.skillUsed(f, skillTable["berserker"], Text{En: "goes berserk", Es: "se enfurece"})
			return nil
		},
	}, nil)
}

func containsInt(list []int, v int) bool { return slices.Contains(list, v) }

// Aura (page 115): a figure takes a damage die for each enemy with Aura
// it comes next to in a move, and for each next to it when its
// activation begins (R271).
const (
	ruleAura      = "aura"
	ruleAuraStart = "aura_start"
)

// auraAround lists the present enemies of figure fi with Aura adjacent to
// its base were it anchored at at.
func auraAround(s *State, fi int, at board.Pos) []int {
	f := &s.Figures[fi]
	return enemiesWhere(s, fi, func(o *Figure) bool {
		_, ok := hasSkill(o, "aura")
		return ok && adjacentAt(s.Board, f, at, o)
	})
}

// auraEntered lists the enemies with Aura that figure fi came next to
// moving from from through anchors: adjacent at a step, not at the one
// before.
func auraEntered(s *State, fi int, from board.Pos, anchors []board.Pos) []int {
	var hit []int
	prev := auraAround(s, fi, from)
	for _, at := range anchors {
		now := auraAround(s, fi, at)
		for _, oi := range now {
			if !slices.Contains(prev, oi) && !slices.Contains(hit, oi) {
				hit = append(hit, oi)
			}
		}
		prev = now
	}
	return hit
}

func init() {
	registerSkill(&skill{
		id: "aura", name: Text{En: "Aura", Es: "Aura"}, effect: "aura",
		params: []SkillParam{intParam("dice")}, values: map[string]any{"dice": 1},
	})
	// The terrain spells it starts on come next (spell_ground.go).
	blowFollowUps[ruleAuraStart] = afterStartBlow
}

// markQuickReload: the figure declared Quick Reloading for this
// activation.
const markQuickReload = "quick_reloading:on"

// quickReloadMods appends Quick Reloading's -1 to the shots of a figure
// that declared it this activation.
func quickReloadMods(f *Figure, dst []Modifier) []Modifier {
	if !contains(f.Marks, markQuickReload) {
		return dst
	}
	return append(dst, Modifier{Value: -1, Kind: ModSkill, Why: skillTable["quick_reloading"].text()})
}

func init() {
	// Quick Reloading (page 111): declared at the start of the activation
	// (a free skill_action); reloading is then a Quick Action, and its
	// shots that activation are at -1.
	registerSkillAct(&skill{
		id: "quick_reloading", name: Text{En: "Quick Reloading", Es: "Recarga rápida"}, active: true, effect: "quick_reloading",
		params: []SkillParam{intParam("penalty")}, values: map[string]any{"penalty": 1},
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		free: true, engaged: true,
		ready: func(s *State, fi int) *RuleError {
			if f := &s.Figures[fi]; contains(f.Marks, markQuickReload) {
				return refuse(CodeBadSkill, "%s declared it already", "%s ya la declaró", f.name())
			}
			return nil
		},
		do: func(e *env, fi int, _ []int) error {
			f := &e.s.Figures[fi]
			f.Marks = append(f.Marks, markQuickReload)
			e.skillUsed(f, skillTable["quick_reloading"], Text{En: "will reload as a Quick Action this activation", Es: "recargará como Acción rápida en esta activación"})
			return nil
		},
	}, nil)
}

// markStealth: the figure used Stealth this turn.
const markStealth = "stealth:used"

func init() {
	// Stealth (page 114): once a turn, declared before moving (a free
	// skill_action naming the enemy), the figure ignores that enemy's
	// melee range for the activation; not Large, not in heavy armour
	// (R273).
	registerSkillAct(&skill{
		id: "stealth", name: Text{En: "Stealth", Es: "Sigilo"}, effect: "stealth",
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		free: true, engaged: true, pick: 1,
		ready: func(s *State, fi int) *RuleError {
			f := &s.Figures[fi]
			switch {
			case f.Size >= SizeLarge || heavyArmour(f):
				return refuse(CodeBadSkill, "%s cannot move stealthily (Large or in heavy armour)", "%s no puede moverse con sigilo (grande o con armadura pesada)", f.name())
			case contains(f.Marks, markStealth):
				return refuse(CodeBadSkill, "%s used Stealth this turn already", "%s ya usó Sigilo en este turno", f.name())
			}
			return nil
		},
		targets: func(s *State, fi int) []int {
			f := &s.Figures[fi]
			return enemiesWhere(s, fi, func(o *Figure) bool {
				return hasMeleeRange(o) && baseGap(f, o) <= f.Attrs().Movement+1
			})
		},
		do: func(e *env, fi int, ts []int) error {
			f := &e.s.Figures[fi]
			a := e.s.Active
			t := &e.s.Figures[ts[0]]
			f.Marks = append(f.Marks, markStealth)
			a.DisengagedFrom = append(a.DisengagedFrom, t.ID)
			e.skillUsed(f, skillTable["stealth"], Text{En: "ignores the melee range of " + t.name(), Es: "ignora la Zona de Influencia de " + t.name()})
			if disengageFrom(e.s, fi) < 0 && len(engagers(e.s, fi, f.At)) > 0 {
				a.Disengaged = true
				e.emit(Disengaged{Figure: f.ID, Free: true})
			}
			return nil
		},
	}, nil)
}
