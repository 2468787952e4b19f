package rules

import "dun/board"

// Pathfinder and Mimetism (pages 115-116) name one kind of terrain: the
// profile's, or the one chosen beforehand. The board knows one kind of
// difficult terrain, and no profile of the pack names a kind: until quest
// sheets tell kinds of terrain apart, the kind of both skills is the
// board's difficult terrain (R716).
//
//   - Pathfinder: the figure ignores difficult terrain, as Ethereal does:
//     one Movement point a square, no -1 standing on it, no rough path.
//   - Mimetism: while the figure stands on difficult terrain, its enemies
//     shoot at it at -1, and roll their Initiative against it at -1 (the
//     opposed Initiative rolls of meeting enemies, where the figure is the
//     one its enemy rolls against).

const (
	skillPathfinder = "pathfinder"
	skillMimetism   = "mimetism"
)

// onRough reports whether any square of figure f's base is difficult
// terrain.
func onRough(g *board.Grid, f *Figure) bool {
	var sq [4]board.Pos
	for _, p := range f.Squares(sq[:0]) {
		if g.In(p) && g.Square(p).Terrain == board.Difficult {
			return true
		}
	}
	return false
}

func init() {
	registerSkill(&skill{
		id: skillPathfinder, name: Text{En: "Pathfinder", Es: "Ignora terreno difícil"}, effect: "pathfinder",
		params: []SkillParam{{Name: "terrain", Type: "string"}},
		later:  "its one kind of terrain, when quest sheets tell kinds of difficult terrain apart (R716)",
	})
	registerSkill(&skill{
		id: skillMimetism, name: Text{En: "Mimetism", Es: "Camuflaje"}, effect: "mimetism",
		params: []SkillParam{{Name: "terrain", Type: "string"}},
		later:  "its one kind of terrain, when quest sheets tell kinds of difficult terrain apart (R716)",
	})
	opposing[skillMimetism] = func(c *rollCtx) int {
		o := c.o()
		if o == nil || (c.kind != RollShot && c.kind != RollInitiative) || !onRough(c.s.Board, o) {
			return 0
		}
		return -1
	}
}
