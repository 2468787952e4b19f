package rules

import "slices"

// A figure's other shape (Lycanthropy, page 116; skinchangers, page 40).
// A figure that can turn into something else carries the profile it does
// not wear now (Figure.Shape): the Werewolf's while it is itself, its own
// while it is the Werewolf. Turning swaps the two through wearProfile,
// the one place a figure's profile changes. What is the figure's, not
// its profile's, stays: wounds (R874), conditions, Mana and Fortune
// used, marks, boons, coins and injuries.

// Profile is what a figure's card or creature profile makes it.
type Profile struct {
	Kind   string     `json:"kind,omitempty"`
	Size   int        `json:"size"`
	Attrs  Attributes `json:"attrs"`
	Skills []string   `json:"skills,omitempty"`
	// Items: the equipment that comes with the profile (a beast's natural
	// weapons), or the figure's own, stowed while it wears another.
	Items  []Item  `json:"items,omitempty"`
	Spells []Spell `json:"spells,omitempty"`
}

// Shape is the other profile a figure carries.
type Shape struct {
	// Other is the profile the figure does not wear now.
	Other Profile `json:"other"`
	// Animal: the figure wears its animal profile now, Other being its own
	// (page 40's skinchanger).
	Animal bool `json:"animal,omitempty"`
	// Since is the game turn it took its animal shape.
	Since int `json:"since,omitempty"`
}

func (p Profile) clone() Profile {
	p.Skills = cloneStrings(p.Skills)
	p.Items = slices.Clone(p.Items)
	p.Spells = cloneSpells(p.Spells)
	return p
}

func (sh *Shape) clone() *Shape {
	if sh == nil {
		return nil
	}
	c := *sh
	c.Other = sh.Other.clone()
	return &c
}

// wearProfile puts profile p on figure f and returns the one f wore.
func wearProfile(f *Figure, p Profile) Profile {
	old := Profile{Kind: f.Kind(), Size: f.Size, Attrs: *f.Attrs(), Skills: f.Skills, Items: f.Items, Spells: f.Spells}
	f.SetKind(p.Kind)
	f.Size = p.Size
	f.SetAttrs(p.Attrs)
	f.Skills = p.Skills
	f.Items = p.Items
	f.Spells = p.Spells
	return old
}

// InAnimalForm reports whether figure f wears an animal's profile now
// (page 40: it handles no objects, casts no spells, makes no Dexterity
// tests).
func (f *Figure) InAnimalForm() bool { return f.Shape() != nil && f.Shape().Animal }

func (h *hasher) profile(p *Profile) {
	h.str(p.Kind)
	h.i(p.Size)
	h.attrs(&p.Attrs)
	h.strs(p.Skills)
	h.i(len(p.Items))
	for k := range p.Items {
		h.item(&p.Items[k])
	}
	h.i(len(p.Spells))
	for k := range p.Spells {
		h.spell(&p.Spells[k])
	}
}

func (h *hasher) shape(sh *Shape) {
	if sh == nil {
		h.b(false)
		return
	}
	h.b(true)
	h.profile(&sh.Other)
	h.b(sh.Animal)
	h.i(sh.Since)
}
