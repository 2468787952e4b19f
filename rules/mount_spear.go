package rules

import "dun/board"

// Spears (page 101): a spear-armed rider whose mount advanced at least 3
// squares in a straight line towards the target this turn lowers its
// Armour by 1, and a critical hit knocks down a target of the pair's size
// or smaller (riders included). Not when the mount is on difficult
// terrain. The straight advance is the one Unstoppable Charge reads
// (chargeRun: from where the activation began, a point a square, nothing
// difficult crossed), and it points at the target: going on along it
// reaches the target's base within the spear's reach (R867).

// SpearCharge is how far the mount must advance straight (page 101).
const SpearCharge = 3

// spearItem is the content ID of the spear (page 123).
const spearItem = "spear"

// spearCharge reports whether attack st of figure ai on figure ti is a
// rider's spear charge.
func spearCharge(s *State, st *Strike, ai, ti int) bool {
	a, t := &s.Figures[ai], &s.Figures[ti]
	if st == nil || st.Ranged || !riding(a) || mountOnDifficult(s, ai) {
		return false
	}
	if it := strikeItem(a, st.Item); it == nil || it.ItemCard == nil || it.ID != spearItem {
		return false
	}
	act := s.Active
	if act == nil || act.Figure != a.ID || !chargeRun(s, ai, SpearCharge) {
		return false
	}
	dx, dy := sign(a.At.X-act.Start.X), sign(a.At.Y-act.Start.Y)
	for k := 1; k <= 2; k++ {
		if t.Covers(board.Pos{X: a.At.X + k*dx, Y: a.At.Y + k*dy}) {
			return true
		}
	}
	return false
}

// spearArmour is the -1 Armour of a spear charge's hit.
var spearArmour = Modifier{Value: -1, Why: Text{En: "spear charge from the saddle", Es: "carga con lanza a caballo"}}

// spearKnocksDown reports whether the hit of a spear charge by rider ai
// knocks figure ti down: a critical, on a target no bigger than the pair.
func spearKnocksDown(s *State, st *Strike, ai, ti int) bool {
	return st.Criticals > 0 && s.Figures[ti].Size <= s.Figures[carrier(s, ai)].Size && spearCharge(s, st, ai, ti)
}
