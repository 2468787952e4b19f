package rules

import "dun/board"

// Aquatic Animal (page 116) and fighting in deep water (page 21).
//
// In deep water only adjacent enemies fight, and only with daggers or
// natural weapons (fists too, R706); figures that are not aquatic fight
// there at -1 Combat Skill, and neither shoot, cast nor dispel; a figure
// in deep water has light cover against attacks from outside it. Melee
// ranges do not cross the water's edge (engagement.go).
//
// An aquatic animal moves in deep water as on dry floor, with its
// Movement, one point a square: it never swims and never drowns; it
// fights, shoots, casts and dispels there as anywhere else (R705).

const skillAquatic = "aquatic_animal"

// aquatic reports whether figure f is an aquatic animal.
func aquatic(f *Figure) bool {
	_, ok := hasSkill(f, skillAquatic)
	return ok
}

// waterBound reports whether figure f stands wholly in deep water and is
// not an aquatic animal: page 21's limits bind it.
func waterBound(g *board.Grid, f *Figure) bool {
	return !aquatic(f) && inDeepWater(g, f.At, f.baseSize())
}

// waterWeapon reports whether item it (nil unarmed) may fight in deep
// water: a dagger or a natural weapon, or fists (page 21, R706).
func waterWeapon(it *Item) bool {
	return it == nil || it.Unarmed || it.Natural || it.ID == "dagger"
}

// waterMods appends to dst the terms of deep water for figure f fighting
// figure o in melee (page 21): -1 for a figure in it that is not aquatic
// (an aquatic one's roll says it has none), and for an attacker out of
// the water, the target's light cover.
func waterMods(g *board.Grid, f, o *Figure, attacking bool, dst []Modifier) []Modifier {
	wet := inDeepWater(g, f.At, f.baseSize())
	switch {
	case wet && aquatic(f):
		k := skillTable[skillAquatic]
		dst = append(dst, Modifier{Value: 0, Kind: ModSkill, Why: Text{
			En: "in deep water, no penalty: " + k.text().En, Es: "en aguas profundas, sin penalización: " + k.text().Es}})
	case wet:
		dst = append(dst, Modifier{Value: -1, Why: Text{En: "fighting in deep water", Es: "lucha en aguas profundas"}})
	}
	if attacking && !wet && inDeepWater(g, o.At, o.baseSize()) && !coveredPath(dst) {
		dst = append(dst, Modifier{Value: -1, Why: Text{En: "target in deep water: light cover", Es: "objetivo en aguas profundas: cobertura ligera"}})
	}
	return dst
}

// coveredPath reports whether mods already count cover on the attack's
// path (the water's light cover does not add to it).
func coveredPath(mods []Modifier) bool {
	for _, m := range mods {
		if m.Why.En == "cover on the attack's path" {
			return true
		}
	}
	return false
}

// waterCover is the cover a target in deep water has against a shot from
// outside it: at least light (page 21).
func waterCover(g *board.Grid, f, t *Figure, cover board.Cover) board.Cover {
	if cover == board.NoCover && inDeepWater(g, t.At, t.baseSize()) && !inDeepWater(g, f.At, f.baseSize()) {
		return board.LightCover
	}
	return cover
}

// waterRefusal is why figure f may not shoot, cast or dispel (what) in
// deep water, nil when it may.
func waterRefusal(g *board.Grid, f *Figure, what Text) *RuleError {
	if !waterBound(g, f) {
		return nil
	}
	return refuse(CodeDeepWater, "%s is in deep water: %s is not allowed there (page 21)", "%s está en aguas profundas: ahí no se permite %s (página 21)", f.name(), what)
}

func init() {
	registerSkill(&skill{
		id: skillAquatic, name: Text{En: "Aquatic Animal", Es: "Animal acuático"}, effect: "aquatic_animal",
		later: "difficult terrain of water (the board has one kind of difficult terrain: quest sheets name no water, rubble or forest); keeping it hidden under the water until it comes up in a corner of a water section at the start of the Dark Player's turn (hidden placement by the Dark Player, and its random corner for the Artificial Dark Player)",
	})
}
