package board

// Front and back of a figure (page 32).
//
// A figure faces one of the 8 directions. The rulebook's diagrams give, for
// a figure on one square, 5 front neighbours (the 3 ahead and the 2 at its
// sides) and 3 back ones, for orthogonal and diagonal facings alike. The
// sign of the dot product of a square's offset with the facing vector
// reproduces both diagrams and extends them to any distance: behind when
// negative, in front otherwise, the sides (zero) included. The same test
// works for the diagonal vector (1,-1) unnormalised, as only its sign
// matters.

// InBack reports whether square t lies in the back of a figure on square p
// facing f: strictly behind the line through p across its facing. The
// figure's own square is not in its back.
func InBack(p Pos, f Dir, t Pos) bool {
	v := f.Vec()
	return (t.X-p.X)*v.X+(t.Y-p.Y)*v.Y < 0
}

// BodyInBack reports whether every square of other lies in the back of a
// figure on the squares body facing f, each being behind every square of
// body. A Large or Huge figure thus keeps the single square's shape: its
// sides, as long as the whole base, are in front, and only what is wholly
// past its rear edge is behind. For a 2x2 base that makes the 4 squares
// along the rear edge its back with an orthogonal facing, and the 3 around
// its rear corner with a diagonal one.
//
// Both sight and attacks ask it: a target is behind a viewer (so out of its
// sight) only if all its squares are, since the line may end on any of them;
// an attacker is in its target's back only if wholly there.
func (g *Grid) BodyInBack(body []int, f Dir, other []int) bool {
	if len(body) == 0 || len(other) == 0 {
		return false
	}
	v := f.Vec()
	dot := func(i int) int { p := g.Pos(i); return p.X*v.X + p.Y*v.Y }
	rear := dot(body[0])
	for _, i := range body[1:] {
		rear = min(rear, dot(i))
	}
	for _, i := range other {
		if dot(i) >= rear {
			return false
		}
	}
	return true
}

// Toward is the facing that looks most directly at t from p: the one of
// the 8 directions nearest in angle to the offset, an orthogonal one when
// the offset is within 22.5 degrees of an axis. It is how a figure turns to
// face the opponent it means to attack (page 19). Ties cannot arise
// between whole offsets; p == t gives North.
func Toward(p, t Pos) Dir {
	dx, dy := t.X-p.X, t.Y-p.Y
	ax, ay := abs(dx), abs(dy)
	// Within 22.5 degrees of the x axis when ay/ax < tan(22.5) = sqrt2-1,
	// that is (ax+ay)^2 < 2*ax^2, with integers only.
	switch {
	case ax == 0 && ay == 0:
		return North
	case (ax+ay)*(ax+ay) < 2*ax*ax:
		if dx > 0 {
			return East
		}
		return West
	case (ax+ay)*(ax+ay) < 2*ay*ay:
		if dy > 0 {
			return South
		}
		return North
	case dx > 0 && dy < 0:
		return NorthEast
	case dx > 0:
		return SouthEast
	case dy > 0:
		return SouthWest
	}
	return NorthWest
}
