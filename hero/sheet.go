package hero

import (
	"fmt"
	"slices"

	"dun/content"
	"dun/rules"
	"dun/setup"
)

// The numbers of character creation.
const (
	// DevelopmentPoints are what a new hero spends on attributes (page 76).
	DevelopmentPoints = 8
	// Budget is a new hero's coins for equipment (page 79); SoloBudget a
	// solo hero's (page 65).
	Budget     = 20
	SoloBudget = 30
	// BaseNaturalArmour is a new hero's Natural Armor before his race's
	// (R1262).
	BaseNaturalArmour = 3
)

// Sheet is a checked hero: what the book's hero card holds (page 13) and
// how it was paid for.
type Sheet struct {
	File  *File
	Race  *content.Race
	Class *content.Class
	// Alignment is the race's, unless the class or a lore makes the hero
	// evil (page 78).
	Alignment string
	// Bare are the attributes without equipment: the race's minimums, the
	// development and the skills' bonuses. The figure's are dressed.
	Bare rules.Attributes
	// Costs are the development points of each raise, in file order.
	Costs []int
	// Points are the development points spent.
	Points int
	// Budget is the coins to spend; Spent what the equipment and the
	// companion cost. The rest is carried.
	Budget, Spent int
	// Skills are every skill: the race's, the class's, the chosen ones.
	Skills []string
	// Companion is the mercenary or pet hired, if any.
	Companion *content.Follower
	// Warnings are things allowed but worth saying (R1261, R1265).
	Warnings Problems

	fig    rules.Figure
	pack   *content.Pack
	bought []bought
}

// Figure returns the hero as a quest starts: the same figure a
// predesigned hero becomes (setup.Hero). Each call builds it anew, so no
// two share memory. Side, square and facing are for the caller.
func (s *Sheet) Figure() (rules.Figure, error) {
	c := &checker{p: s.pack, f: s.File, s: &Sheet{}}
	*c.s = *s
	if err := c.build(s.bought); err != nil {
		return rules.Figure{}, err
	}
	return c.s.fig, nil
}

// Companions returns the figure of the companion the hero hired, if any.
func (s *Sheet) Companions(p *content.Pack) ([]rules.Figure, error) {
	if s.Companion == nil {
		return nil, nil
	}
	f, err := setup.Follower(p, s.Companion.ID, s.fig.ID)
	if err != nil {
		return nil, err
	}
	return []rules.Figure{f}, nil
}

// Coins are what the hero carries into his first quest: the budget left.
func (s *Sheet) Coins() int { return s.Budget - s.Spent }

// Load is what the hero carries against the limits of page 79.
func (s *Sheet) Load() rules.Load { return rules.LoadOf(&s.fig) }

// checker holds what Check has found so far.
type checker struct {
	p    *content.Pack
	f    *File
	r    report
	warn report
	s    *Sheet
}

// Check measures hero file f against pack p and the rules of character
// creation (pages 76-79, 65 for a solo hero). It returns the sheet, or
// every problem found (Problems); warnings are on the sheet.
func Check(p *content.Pack, f *File) (*Sheet, error) {
	c := &checker{p: p, f: f, r: report{path: f.Path}, warn: report{path: f.Path}, s: &Sheet{File: f}}
	if !c.raceAndClass() {
		return nil, c.r.list
	}
	c.development()
	c.skills()
	c.spells()
	c.alignment()
	c.champion()
	items := c.equipment()
	c.companion()
	if len(c.r.list) > 0 {
		return nil, c.r.list
	}
	c.s.pack, c.s.bought = p, items
	if err := c.build(items); err != nil {
		return nil, err
	}
	c.s.Warnings = c.warn.list
	return c.s, nil
}

// raceAndClass finds the race and class, and warns about a combination
// outside page 78's list (R1261).
func (c *checker) raceAndClass() bool {
	r, ok := c.p.Get("races", c.f.Race.Value)
	if !ok {
		c.r.add(c.f.Race.At, fmt.Sprintf("race %q is not in the content packs (dun content list races)", c.f.Race.Value),
			fmt.Sprintf("la raza %q no está en los paquetes de contenido (dun content list races)", c.f.Race.Value))
	}
	k, ok2 := c.p.Get("classes", c.f.Class.Value)
	if !ok2 {
		c.r.add(c.f.Class.At, fmt.Sprintf("class %q is not in the content packs (dun content list classes)", c.f.Class.Value),
			fmt.Sprintf("la profesión %q no está en los paquetes de contenido (dun content list classes)", c.f.Class.Value))
	}
	if !ok || !ok2 {
		return false
	}
	c.s.Race, c.s.Class = r.(*content.Race), k.(*content.Class)
	if len(c.s.Race.Classes) > 0 && !hasRef(c.s.Race.Classes, c.s.Class.ID) {
		c.warn.add(c.f.Class.At,
			fmt.Sprintf("%s is not among the usual classes of the %s race (page 78); allowed, but unusual in Arasca", c.s.Class.Name.En, c.s.Race.Name.En),
			fmt.Sprintf("%s no está entre las profesiones habituales de la raza %s (página 78); se permite, pero es raro en Arasca", c.s.Class.Name.Es, c.s.Race.Name.Es))
	}
	return true
}

func hasRef(refs []content.Ref, id string) bool {
	return slices.ContainsFunc(refs, func(r content.Ref) bool { return r.ID == id })
}
