package setup

import (
	"fmt"
	"slices"

	"dun/quest"
	"dun/rules"
)

// Page 89: the Dark Player pays for the creatures the quest sheet fixes
// on specific squares as they are placed, unless the sheet says they come
// at no cost; one the reserve cannot pay for when its section is revealed
// is not placed (the rules, rules/sheet_pay.go). What is placed during
// the set-up is paid then, the counter going below zero if it must, as
// for the Leader. R1120, R1121.

// CreatureID is the figure ID Game gives creature k of quest q: its own,
// or its kind and its place in the sheet's list.
func CreatureID(q *quest.Quest, k int) string {
	if c := q.Creatures[k]; c.ID != "" {
		return c.ID
	}
	return fmt.Sprintf("%s-%d", q.Creatures[k].Kind, k+1)
}

// objectiveTarget reports whether an objective of q asks the heroes to
// defeat creature k: the quest cannot be won without it, so it is paid at
// set-up like the Leader rather than left to the reserve of the moment
// its section is revealed (R1121).
func objectiveTarget(q *quest.Quest, k int) bool {
	id := CreatureID(q, k)
	for _, o := range q.Objectives {
		if o.Kind == quest.Defeat && o.Target == id {
			return true
		}
	}
	return false
}

// freeHidden are the hidden creatures of q (among hidden) whose placing
// costs the reserve nothing when their section is revealed: those the
// sheet marks free and those paid at set-up.
func freeHidden(q *quest.Quest, hidden []rules.Figure) []string {
	var out []string
	for k, c := range q.Creatures {
		id := CreatureID(q, k)
		if (c.Free || objectiveTarget(q, k)) && slices.ContainsFunc(hidden, func(f rules.Figure) bool { return f.ID == id }) {
			out = append(out, id)
		}
	}
	return out
}

// sheetCreaturesCost is what the creatures of q cost the reserve of d at
// set-up (page 89): those already on the board, and those an objective
// names, hidden or not, but for the ones the sheet places at no cost;
// each at its price under d's improvements (rules.CreatureCost).
func sheetCreaturesCost(q *quest.Quest, s rules.State, d *rules.DarkPlayer) int {
	s.Dark = d // a copy of the state: only the price reads it
	cost := 0
	for k, c := range q.Creatures {
		if c.Free {
			continue
		}
		id := CreatureID(q, k)
		f := findFigure(s.Figures, id)
		if f == nil && objectiveTarget(q, k) && s.Explore != nil {
			f = findFigure(s.Explore.Hidden, id)
		}
		if f != nil && f.Side == rules.Dark {
			cost += rules.CreatureCost(&s, f)
		}
	}
	return cost
}

func findFigure(figs []rules.Figure, id string) *rules.Figure {
	for i := range figs {
		if figs[i].ID == id {
			return &figs[i]
		}
	}
	return nil
}
