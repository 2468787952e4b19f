package quest

import (
	"fmt"

	"dun/board"
	"dun/internal/yamldec"

	"go.yaml.in/yaml/v3"
)

// readLadders reads the vertical ladders (page 19): each square of a
// ladder and the way it climbs, toward the floor it leads to. A ladder
// joins its square's floor to the square beyond it, whatever their levels
// (board.LadderStep); a longer ladder is a line of ladder squares climbing
// the same way.
func (bl *builder) readLadders(n *yaml.Node) {
	if n == nil {
		return
	}
	seen := map[board.Pos]bool{}
	bl.List(n, "ladders", func(i int, item *yaml.Node) {
		what := fmt.Sprintf("ladders[%d]", i)
		var at board.Pos
		var atNode, upNode *yaml.Node
		var up board.Dir
		okAt, okUp := false, false
		bl.object(item, "ladder", what, yamldec.Handlers{
			"at": func(v *yaml.Node) { atNode = v; at, okAt = bl.square(v, what+" at") },
			"up": func(v *yaml.Node) {
				upNode = v
				up, okUp = bl.Dir(v, what+" up")
				if okUp && up.Diagonal() {
					bl.Errorf(v, "%s up: a ladder climbs north, east, south or west, not %s", what, up)
					okUp = false
				}
			},
		})
		if !okAt || !okUp || bl.g == nil {
			return
		}
		sq := bl.g.Square(at)
		switch {
		case seen[at]:
			bl.Errorf(atNode, "%s: %s already has a ladder", what, sqs(at))
			return
		case sq.HasStair || sq.Terrain == board.Impassable || sq.Terrain == board.Pit || sq.Terrain == board.DeepWater:
			bl.Errorf(atNode, "%s: %s is %s; a ladder stands on floor", what, sqs(at), terrainWord(sq))
			return
		}
		top := at.Add(up)
		if !bl.g.In(top) || bl.g.Square(top).Section == 0 {
			bl.Errorf(upNode, "%s: the ladder at %s climbs %s off the map or into rock", what, sqs(at), up)
			return
		}
		if t := bl.g.Square(top); t.Terrain == board.Impassable || t.Terrain == board.Pit || int(t.Level) <= int(sq.Level) {
			bl.Errorf(upNode, "%s: the ladder at %s (level %d) climbs %s to %s at level %d: it must lead to a higher floor", what, sqs(at), sq.Level, up, sqs(top), t.Level)
			return
		}
		seen[at] = true
		sq.HasLadder, sq.LadderUp = true, up
		bl.g.Set(at, sq)
	})
}

// terrainWord names what a square is, for errors.
func terrainWord(sq board.Square) string {
	if sq.HasStair {
		return "a stair"
	}
	return sq.Terrain.String()
}
