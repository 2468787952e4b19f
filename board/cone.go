package board

// InCone reports whether square p lies in the cone of n steps thrown along
// facing d by a square base of span squares whose top-left square is at
// (R1100, a spell's cone): step k is the squares k squares beyond the
// base's front, and the cone widens by one square on each side per step.
// Straight ahead, step k is the base's width plus k-1 squares each side;
// along a diagonal, step k is the squares k squares beyond the base's
// front corner both ways, at most k along either (so it holds 2k-1
// squares, as a straight cone from a one-square base does). Walls are the
// caller's: this is the shape on an empty board. It allocates nothing.
func InCone(at Pos, span int, d Dir, n int, p Pos) bool {
	dx := beyond(p.X, at.X, at.X+span-1)
	dy := beyond(p.Y, at.Y, at.Y+span-1)
	v := d.Vec()
	switch {
	case v.X == 0:
		fwd := dy * v.Y
		return fwd >= 1 && fwd <= n && abs(dx) < fwd
	case v.Y == 0:
		fwd := dx * v.X
		return fwd >= 1 && fwd <= n && abs(dy) < fwd
	}
	a, b := dx*v.X, dy*v.Y
	return a >= 1 && b >= 1 && a <= n && b <= n
}

// beyond is how far v lies outside [lo, hi]: negative below, positive
// above, 0 within.
func beyond(v, lo, hi int) int {
	switch {
	case v < lo:
		return v - lo
	case v > hi:
		return v - hi
	}
	return 0
}
