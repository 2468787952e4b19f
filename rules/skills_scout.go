package rules

import "dun/board"

// Scout (page 114): the figure ignores every penalty of difficult terrain
// (page 20) while it does not run and wears no heavy armour: entering a
// difficult square costs it no extra Movement point (its moves search
// with a scout mover, board.Mover.Scout), and standing on one gives no -1
// to Combat Skill, Shooting Skill, casting or dispelling; the roll lists
// the cancelled penalty as a 0 named after the skill (R215). A run is
// paid at the usual cost; the penalties of the rolls are about where the
// figure stands, so they are ignored whenever it is not running (R747).

func init() {
	registerSkill(&skill{id: "scout", name: Text{En: "Scout", Es: "Batidor"}, effect: "scout"})
}

// scouting reports whether figure f ignores difficult terrain now: the
// skill, no heavy armour, and not running (a is its activation, if it is
// the active figure).
func scouting(s *State, f *Figure) bool {
	if _, ok := hasSkill(f, "scout"); !ok || heavyArmour(f) {
		return false
	}
	a := s.Active
	return a == nil || a.Figure != f.ID || !a.Running()
}

// moveMover is the mover class figure fi's moves search with.
func moveMover(s *State, fi int) board.Mover {
	f := &s.Figures[fi]
	if scouting(s, f) {
		return f.Mover().Scout()
	}
	return f.Mover()
}

// difficultPenalty appends to dst penalty pen for figure f standing on
// difficult terrain (page 20), or, for a scout, the same penalty
// cancelled: a 0 named after the skill.
func difficultPenalty(s *State, f *Figure, pen Modifier, dst []Modifier) []Modifier {
	if !onDifficult(s.Board, f) {
		return dst
	}
	if scouting(s, f) {
		k := skillTable["scout"]
		return append(dst, Modifier{Value: 0, Kind: ModSkill, Why: Text{
			En: pen.Why.En + ", no penalty: " + k.text().En, Es: pen.Why.Es + ", sin penalización: " + k.text().Es}})
	}
	return append(dst, pen)
}

// onDifficultTerrain is the -1 of page 20 to Combat Skill and Shooting
// Skill on difficult terrain.
var onDifficultTerrain = Modifier{Value: -1, Why: Text{En: "on difficult terrain", Es: "en terreno difícil"}}
