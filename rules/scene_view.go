package rules

import (
	"slices"

	"dun/board"
)

// sceneView is the part of s's Scene a seat sees: the Dark Player all of
// it; the heroes the darkness of seen sections, the footbridges over seen
// squares, and the NPCs but those standing hidden in unrevealed sections.
func sceneView(s *State, seen []bool, dark bool) *Scene {
	if s.Scene == nil {
		return nil
	}
	c := s.Scene.clone()
	if dark {
		return &c
	}
	g := s.Board
	c.Dark = deleteShared(c.Dark, func(d DarkSection) bool { return !s.SectionRevealed(d.Section) })
	c.Bridges = slices.DeleteFunc(c.Bridges, func(b Footbridge) bool {
		return !slices.ContainsFunc(b.Squares, func(p board.Pos) bool { return g.In(p) && seen[g.Index(p)] })
	})
	hidden := map[string]bool{}
	if x := s.Explore; x != nil {
		for i := range x.Hidden {
			hidden[x.Hidden[i].ID] = true
		}
	}
	c.NPCs = slices.DeleteFunc(c.NPCs, func(n NPC) bool { return hidden[n.ID] })
	if c.Persuasion != nil && hidden[c.Persuasion.NPC] {
		c.Persuasion = nil
	}
	if c.Initiative != nil && hidden[c.Initiative.Enemy] {
		c.Initiative = nil
	}
	return &c
}

// maskUnknown hides what an unidentified item is from the heroes: its
// name, effect and traits (page 27: nobody knows them until identified).
func maskUnknown(f *Figure) {
	for k := range f.Items {
		it := &f.Items[k]
		if !it.Unknown && !it.Secret {
			continue
		}
		// The card is shared with the real state (see Item): the mask is a
		// card of its own.
		card := *it.ItemCard
		card.Name = unknownName(it)
		// Its Value Points and price would tell a relic (5 or more) from
		// a lesser object: the heroes do not know them either (R405).
		card.ID, card.Effect, card.Traits, card.Relic, card.VP, card.Cost = "unidentified", "", nil, false, 0, 0
		it = f.editItem(k)
		it.ItemCard = &card
		it.Unknown, it.Secret = true, false
	}
}

// unknownName is what the heroes call an unidentified item.
func unknownName(it *Item) Text {
	if isPotion(it) {
		return Text{En: "Unidentified potion", Es: "Poción sin identificar"}
	}
	return Text{En: "Unidentified magic object", Es: "Objeto mágico sin identificar"}
}
