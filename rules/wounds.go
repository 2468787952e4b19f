package rules

// Wounds and the conditions they bring (pages 41-43). A figure can take as
// many wounds as its Vitality. With one Vitality point left (fewer than 5
// for a Huge figure) it is wounded, until healing lifts it above that. With
// none left it is knocked out: every other condition ends; a hero lies on
// the board for the rest of the game, any other figure leaves it. Wounds
// are never kept beyond Vitality (R51).

// woundedAt is the most Vitality a figure may have left and be wounded:
// 1, or 4 for a Huge figure (page 43).
func woundedAt(f *Figure) int {
	if f.Size == SizeHuge {
		return 4
	}
	return 1
}

// VitalityLeft is the Vitality points the figure has not lost.
func VitalityLeft(f *Figure) int { return max(f.Attrs().Vitality-int(f.Wounds), 0) }

// woundedNow reports whether figure f's wounds make it wounded: it has
// taken at least one and has Vitality left, but no more than woundedAt
// (R51: a figure whose Vitality is that low from the start is not
// wounded until hurt).
func woundedNow(f *Figure) bool {
	left := VitalityLeft(f)
	return f.Wounds > 0 && left > 0 && left <= woundedAt(f)
}

// takeBlow applies a final damage roll r to figure ti: the wounds it deals,
// then wounded or knocked out, then the hit's extra effects if the figure
// is still standing (page 42), and resumes play.
func (e *env) takeBlow(ti int, r RollRecord, effects []Condition) error {
	t := &e.s.Figures[ti]
	wounds := DamageWounds(r)
	res := BlowResult{Target: t.ID, Roll: r.Seq}
	if lost := min(wounds, VitalityLeft(t)); lost > 0 {
		t.Wounds += int32(lost)
		t.SetWoundsRecent(t.WoundsRecent() + lost)
		res.Wounds = lost
		e.emit(WoundsTaken{Figure: t.ID, Wounds: lost, Vitality: VitalityLeft(t), Roll: r.Seq})
	}
	if wounds > 0 && int(t.Wounds) >= t.Attrs().Vitality {
		e.knockOut(ti, r.Seq)
		res.KnockedOut = true
		if ki := e.s.figure(r.Figure); ki >= 0 && e.s.Figures[ki].Side != t.Side {
			e.s.Figures[ki].SetLastKill(t.ID)
		}
	} else {
		if woundedNow(t) {
			e.gain(ti, Wounded)
		}
		for _, c := range effects {
			e.gain(ti, c)
		}
	}
	return e.afterBlow(r.Rule, res)
}

// knockOut knocks figure fi out (page 43): its conditions are cancelled
// (roll is the Seq of the roll that did it), and a figure that is not a
// hero is removed from play. It keeps its place in the state's figures, so
// logs can still name it, but no rule counts it any more (Present).
func (e *env) knockOut(fi int, roll int) {
	for _, c := range e.s.Figures[fi].Conditions.List() {
		e.lose(fi, c, roll)
	}
	e.gain(fi, KnockedOut)
	e.casterKnockedOut(e.s.Figures[fi].ID)
	e.dropLoot(fi)
	if f := &e.s.Figures[fi]; !f.Hero() {
		e.emit(RemovedFromPlay{Figure: f.ID})
	}
}

// heal gives figure fi back up to n Vitality points, never above its
// Vitality, and reports them; a figure lifted above the wounded threshold
// is no longer wounded (page 43). A knocked-out figure is not healed: the
// condition lasts the rest of the game (R51). It returns the points
// restored.
func (e *env) heal(fi, n int) int {
	f := &e.s.Figures[fi]
	if !f.Present() || n <= 0 || f.Wounds == 0 {
		return 0
	}
	got := min(n, int(f.Wounds))
	f.Wounds -= int32(got)
	e.emit(Healed{Figure: f.ID, Restored: got, Vitality: VitalityLeft(f)})
	if f.Conditions.Has(Wounded) && !woundedNow(f) {
		e.lose(fi, Wounded, 0)
	}
	return got
}
