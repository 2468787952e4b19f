package rules

// Fighting on and against mounts (pages 101-102, 115-116). Both the rider
// and his mount attack in the same turn, each in its own activation. An
// attacker names which of the two it hits (the command's target: the
// choice the book asks for). A rider never attacks another rider's mount
// unless it is Large or Huge; Onslaught never targets a rider. A rider
// defends at +1 against enemies no bigger than him that are not riders;
// shooting at a rider is at -1; a rider shoots and casts at -1 (none with
// Expert Rider). The defending bonus and the shooting penalty do not apply
// on difficult terrain.
//
// A riderless mount with Mount stands still: it attacks only the
// adjacent enemies that attacked it in melee since its last activation
// (page 116); each attack it takes calls for a Courage test, failed it
// runs away, and after its third it leaves anyway (R858).

// markScared: a riderless mount was attacked and owes its Courage test.
const markScared = "mount_scared"

// RiderlessHitsToFlee is how many attacks a riderless mount takes before
// it is removed from the scenario (page 116).
const RiderlessHitsToFlee = 3

// mountTargetRefusal refuses figure ai an attack on figure ti that the
// mount rules forbid.
func mountTargetRefusal(s *State, ai, ti int) *RuleError {
	a, t := &s.Figures[ai], &s.Figures[ti]
	switch {
	case riding(a) && ridden(t) && t.Size < SizeLarge:
		return refuse(CodeBadTarget, "a rider may not attack another rider's mount unless it is Large or Huge: attack %s instead", "un jinete no puede atacar la montura de otro jinete salvo que sea grande o enorme: ataca a %s", t.Rider())
	case riderlessStill(a) && !contains(a.Provokers(), t.ID):
		return refuse(CodeBadTarget, "%s is a riderless mount: it only attacks enemies that attacked it in melee", "%s es una montura sin jinete: solo ataca a quienes la atacaron cuerpo a cuerpo", a.name())
	}
	return nil
}

// mountAttacked notes an attack on figure ti by figure ai: a riderless
// mount counts it and owes a Courage test (settled by saddleFalls once no
// question is open), and remembers who attacked it in melee.
func mountAttacked(s *State, ai, ti int, melee bool) {
	t := &s.Figures[ti]
	if !riderlessStill(t) {
		return
	}
	t.SetRiderlessHits(t.RiderlessHits() + 1)
	if melee && !contains(t.Provokers(), s.Figures[ai].ID) {
		t.SetProvokers(append(t.Provokers(), s.Figures[ai].ID))
	}
	if !contains(t.Marks, markScared) {
		t.Marks = append(t.Marks, markScared)
	}
}

// scaredMounts makes each riderless mount that was attacked take its
// Courage test: failed, or after its third attack, it runs away (R858).
func (e *env) scaredMounts() {
	s := e.s
	for mi := 0; mi < len(s.Figures) && s.Prompt == nil; mi++ {
		m := &s.Figures[mi]
		if !contains(m.Marks, markScared) {
			continue
		}
		dropMark(m, markScared)
		if !m.Present() || ridden(m) {
			continue
		}
		if m.RiderlessHits() >= RiderlessHitsToFlee {
			e.bolt(mi)
			continue
		}
		r, err := e.test(mi, ruleRunaway, Courage, 0)
		if err != nil {
			continue
		}
		if r.failed() {
			e.bolt(mi)
		}
	}
}

// riderDefence is the rider's +1 to defend in melee against attacker ai
// (page 101), nothing when it does not apply.
func riderDefence(s *State, fi, ai int, dst []Modifier) []Modifier {
	f, a := &s.Figures[fi], &s.Figures[ai]
	if !riding(f) || riding(a) || a.Size > f.Size || mountOnDifficult(s, fi) {
		return dst
	}
	return append(dst, Modifier{Value: 1, Why: Text{En: "rider defending against a smaller or equal enemy on foot", Es: "jinete defendiéndose de un enemigo a pie de igual o menor tamaño"}})
}

// riderShotMods are a shot's terms from the saddle: -1 to shoot while
// riding (none with Expert Rider), -1 to shoot at a rider (page 101).
func riderShotMods(s *State, fi, ti int, dst []Modifier) []Modifier {
	dst = ridingPenalty(s, fi, dst)
	if riding(&s.Figures[ti]) && !mountOnDifficult(s, ti) {
		dst = append(dst, Modifier{Value: -1, Why: Text{En: "shooting at a rider", Es: "disparo a un jinete"}})
	}
	return dst
}

// ridingPenalty is the -1 to shoot and to cast of a rider (page 101), or
// its cancellation by Expert Rider (page 113).
func ridingPenalty(s *State, fi int, dst []Modifier) []Modifier {
	f := &s.Figures[fi]
	if !riding(f) {
		return dst
	}
	if k, ok := hasSkill(f, skillExpertRider); ok {
		return append(dst, Modifier{Value: 0, Kind: ModSkill, Why: Text{En: "riding, no penalty: " + k.text().En, Es: "montado, sin penalización: " + k.text().Es}})
	}
	return append(dst, Modifier{Value: -1, Why: Text{En: "riding", Es: "montado"}})
}

// mountOnDifficult reports whether rider fi's mount stands on difficult
// terrain, where the defending bonus and the shooting penalty lapse.
func mountOnDifficult(s *State, fi int) bool {
	return onDifficult(s.Board, &s.Figures[carrier(s, fi)])
}

// mountMoveBase is the Movement a shooter's moving penalty is measured
// against: his mount's while he rides (page 101).
func mountMoveBase(s *State, fi int) int {
	return s.Figures[carrier(s, fi)].Attrs().Movement
}
