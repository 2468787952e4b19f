package autoplay

import (
	"dun/board"
	"dun/rules"
)

// missionSections appends to out the sections, not revealed yet, that an
// objective not met sends the heroes into: the section to clear, those of
// the squares to reach or hold and of the elements to search or open (the
// quest sheet shows them), and that of the creature to defeat once it is
// in play. A door into one of them is the mission's way, locked or not.
func missionSections(s *rules.State, out []uint8) []uint8 {
	m := s.Mission
	if m == nil || s.Board == nil {
		return out
	}
	add := func(p board.Pos) {
		if !s.Board.In(p) {
			return
		}
		sec := s.Board.Square(p).Section
		if sec == 0 || s.SectionRevealed(sec) {
			return
		}
		for _, x := range out {
			if x == sec {
				return
			}
		}
		out = append(out, sec)
	}
	for i := range m.Objectives {
		o := &m.Objectives[i]
		if o.Met {
			continue
		}
		switch o.Kind {
		case rules.ObjectiveClear:
			if o.Section != 0 && !s.SectionRevealed(o.Section) {
				out = append(out, o.Section)
			}
		case rules.ObjectiveReach, rules.ObjectiveHold:
			for _, p := range o.Squares {
				add(p)
			}
		case rules.ObjectiveSearch, rules.ObjectiveOpen:
			for _, p := range s.Board.ElementSquares(o.Element, nil) {
				add(p)
			}
		case rules.ObjectiveDefeat:
			if t := figure(s, o.Figure); t != nil && t.Present() {
				add(t.At)
			}
		}
	}
	return out
}

// missionDoor reports whether door d opens into one of sections.
func missionDoor(g *board.Grid, d rules.UnexploredDoor, sections []uint8) bool {
	if len(sections) == 0 {
		return false
	}
	var buf [8]board.Pos
	for _, p := range d.Edges(buf[:0]) {
		for _, q := range [2]board.Pos{p, p.Add(d.Side.Dir())} {
			if !g.In(q) {
				continue
			}
			for _, sec := range sections {
				if g.Square(q).Section == sec {
					return true
				}
			}
		}
	}
	return false
}

// missionNeedsFight reports whether an objective not met asks for
// enemies to fall: a creature to defeat, a section to clear. Without
// objectives (a state built without a quest sheet) the fight is the game.
func missionNeedsFight(s *rules.State) bool {
	m := s.Mission
	if m == nil || len(m.Objectives) == 0 {
		return true
	}
	for i := range m.Objectives {
		o := &m.Objectives[i]
		if !o.Met && (o.Kind == rules.ObjectiveDefeat || o.Kind == rules.ObjectiveClear) {
			return true
		}
	}
	return false
}
