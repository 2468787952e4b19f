package rules

import "strings"

// Darkness and Complete Darkness (the card_darkness effect). They are
// obstacles of a room or corridor that are no traps, so they are played
// as a hero reveals a section from an exploration arrow (the one occasion
// page 48 gives such an obstacle): the section being revealed, the
// arrow's, falls into Darkness, or Complete Darkness, through the scene's
// darkness (light.go), and the hero's reveal goes on. The card's room or
// corridor icon is judged against that section. It darkens a whole
// section rather than a square, so one obstacle per square and none next
// to another do not bind it; a section already as dark refuses it, and
// Darkness never lightens Complete Darkness (R532).

// darknessSection is the section a Darkness card played against hero's
// reveal from the arrow on sp darkens, or 0.
func darknessSection(s *State, sp obstacleSpot) uint8 {
	if k := arrowAt(s.Explore, sp.at); k >= 0 {
		return s.Explore.Arrows[k].To
	}
	return 0
}

// darknessFits checks a Darkness card against the section sp would
// darken.
func darknessFits(s *State, c *DarkCard, sp obstacleSpot, rule string) *RuleError {
	sec := darknessSection(s, sp)
	if rule != reactReveal || sec == 0 {
		return refuse(CodeCardPlace, "%s darkens a section as it is revealed", "%s oscurece una sección al revelarse", c.Name.En)
	}
	kind := PlaceCorridor
	if si, ok := s.Explore.sectionInfo(sec); ok && si.Room {
		kind = PlaceRoom
	}
	if !c.places(kind) {
		return refuse(CodeCardPlace, "%s is not played on a %s", "%s no se juega en: %s", c.Name.En, strings.ReplaceAll(kind, "_", " "))
	}
	if s.Scene == nil {
		return nil
	}
	for _, d := range s.Scene.Dark {
		if d.Section == sec && (d.Complete || !c.Flag("complete")) {
			return refuse(CodeCardPlace, "section %d is as dark already", "la sección %d ya está así de oscura", sec)
		}
	}
	return nil
}
