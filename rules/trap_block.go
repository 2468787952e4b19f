package rules

// A shield against a trap's darts (the Hidden Arrows card: "a shield may
// block them as a ranged attack"). The hero hit rolls his shield's
// blocking roll as against a shot (page 43): a spell's protection that
// blocks like a shield counts, a shield that blocks only in melee does
// not. A trap has no criticals and no facing, so nothing raises the roll
// and no angle forbids it (R530). Blocking costs nothing and cannot harm
// him, so it is rolled without a question; his Fortune and rerolling
// skills are offered on a failure as on any roll of his. A blocked volley
// deals nothing; the trap still leaves the board and, stepped on, still
// ends his activation.

const ruleTrapBlock = "trap_block"

func init() { rollSettlers[ruleTrapBlock] = settleTrapBlock }

// trapBlockNeed is the blocking roll hero fi needs against blockable trap
// t, and whether he may block it at all.
func trapBlockNeed(f *Figure, t Trap) (int, bool) {
	if !t.Blockable || t.Dice <= 0 || !f.Present() {
		return 0, false
	}
	block := 0
	if sh := f.Shield(); sh >= 0 {
		if !f.Items[sh].Has("melee_only") {
			block = f.Items[sh].Block
		}
	} else {
		block = boonBlock(f)
	}
	if block <= 0 || block > 6 {
		return 0, false
	}
	return block, true
}

// blockDarts rolls hero fi's block against trap k going off under rule,
// when he may block it; it reports whether the roll now decides the
// trap's blow.
func (e *env) blockDarts(fi, k int, rule string) (bool, error) {
	x := e.s.Explore
	t := x.Traps[k]
	f := &e.s.Figures[fi]
	if t.Blocking != "" {
		return false, nil
	}
	need, ok := trapBlockNeed(f, t)
	if !ok {
		return false, nil
	}
	own(&x.Traps)[k].Blocking = rule
	r, err := e.rollD6Against(fi, ruleTrapBlock, need)
	if err != nil {
		return true, err
	}
	return true, e.offerFortune(f, r, r.failed())
}

// settleTrapBlock applies the final blocking roll against the trap whose
// blow waits on it: blocked, the trap deals nothing.
func settleTrapBlock(e *env, r RollRecord) error {
	x := e.s.Explore
	fi := e.s.figure(r.Figure)
	if x == nil || fi < 0 {
		return unknownFigure(r.Figure)
	}
	k := -1
	for i, t := range x.Traps {
		if t.Blocking != "" {
			k = i
			break
		}
	}
	if k < 0 {
		return refuse(CodeBadState, "no trap waits on a blocking roll", "ninguna trampa espera una tirada de bloqueo")
	}
	blocked := !r.failed()
	e.emit(BlockRolled{Figure: r.Figure, Roll: r.Seq, Need: r.Target, Blocked: blocked})
	if blocked {
		t := &own(&x.Traps)[k]
		t.Dice, t.Heavy, t.Effects, t.AreaDice, t.Flaming = 0, 0, 0, 0, false
	}
	return e.trapGoesOff(fi, k, x.Traps[k].Blocking)
}
