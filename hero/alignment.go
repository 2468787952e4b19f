package hero

import "dun/content"

// alignment is the race's, or evil when the class is evil (a necromancer)
// or the race turns evil with the class or a lore it learns (page 78's
// humans).
func (c *checker) alignment() {
	r, k := c.s.Race, c.s.Class
	c.s.Alignment = r.Alignment
	evil := k.Alignment == "evil" || hasRef(r.EvilClasses, k.ID)
	for _, w := range c.f.Spells {
		if it, ok := c.p.Get("spells", w.Value); ok && hasRef(r.EvilLores, it.(*content.Spell).Lore.ID) {
			evil = true
		}
	}
	if evil {
		c.s.Alignment = "evil"
	}
}
