package rules

import "dun/board"

// Vertical ladders (page 19). A ladder is climbed or descended "as if
// making a normal movement": the board lets a step along a ladder join
// floors of any levels, one point a square (board.LadderStep). What
// depends on the figure is here:
//
//   - running is not allowed: a running figure may not set foot on a
//     ladder's square, and a figure standing on one may not declare a run
//     (R931);
//   - the whole length of the ladder is difficult terrain for a figure
//     using an object that needs at least one hand: each ladder square
//     costs it one more point, and standing on one it has difficult
//     terrain's -1 to Combat Skill, Shooting Skill, casting and
//     dispelling (page 20), unless it ignores difficult terrain (a Huge
//     figure, a scout).

// handsBusy reports whether f holds an object that needs at least one of
// its hands (a weapon, a shield, a torch...). Natural weapons need none.
func handsBusy(f *Figure) bool {
	for i := range f.Items {
		it := &f.Items[i]
		if it.Place == InHand && it.Hands > 0 && !it.Natural {
			return true
		}
	}
	return false
}

// onLadder reports whether a square of f's base is a ladder's.
func onLadder(g *board.Grid, f *Figure) bool {
	for _, i := range baseIndexes(g, f) {
		if g.At(i).HasLadder {
			return true
		}
	}
	return false
}

// ladderDifficult reports whether the ladder squares are difficult
// terrain for f, whose movement is measured with mover class m.
func ladderDifficult(f *Figure, m board.Mover) bool {
	return m.SlowedByDifficult() && handsBusy(f)
}

// fillLadders marks the ladder squares in the overlay of a search for the
// figure: blocked to a runner, one point dearer to a figure whose hands
// are busy.
func (r *reach) fillLadders() {
	running, dear := r.running, ladderDifficult(r.f, r.m)
	if !running && !dear {
		return
	}
	for _, i := range r.terrain().ladders {
		i := int(i)
		if running {
			r.ov.Set(i, board.Blocked)
		} else {
			r.ov.Set(i, 1)
		}
	}
}
