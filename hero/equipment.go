package hero

import (
	"fmt"
	"slices"

	"dun/content"
)

// bought is a piece of equipment bought, with its price.
type bought struct {
	id    string
	price int
	at    Pos
}

// isLarge: the hero is Large or Huge, and pays and carries double for
// weapons and armour (page 115, R822).
func (c *checker) isLarge() bool { return c.s.Race.Size == "large" || c.s.Race.Size == "huge" }

// equipment checks what the budget buys (page 79): usual equipment and
// potions at their cost, rare objects too without a roll, no magic object
// (R1265); weapons and armour at double cost for a Large hero (page 115);
// nothing the class forbids; no more than the budget.
func (c *checker) equipment() []bought {
	k := c.s.Class
	c.s.Budget = Budget
	if c.f.Solo {
		c.s.Budget = SoloBudget
	}
	var out []bought
	for _, w := range c.f.Equipment {
		price, ok := c.price(w)
		if !ok {
			continue
		}
		if it, ok := c.p.Get("equipment", w.Value); ok {
			e := it.(*content.Equipment)
			if why, ok := forbidden(k, e); ok && !c.battleArmour(e) {
				c.r.add(w.At, fmt.Sprintf("the %s class may not use %s: %s (its card's limits)", k.Name.En, e.Name.En, why.En),
					fmt.Sprintf("la profesión %s no puede usar %s: %s (los límites de su carta)", k.Name.Es, e.Name.Es, why.Es))
				continue
			}
		}
		out = append(out, bought{id: w.Value, price: price, at: w.At})
	}
	spent := 0
	for _, b := range out {
		spent += b.price
		if spent > c.s.Budget && spent-b.price <= c.s.Budget {
			total := 0
			for _, o := range out {
				total += o.price
			}
			c.r.add(b.at, fmt.Sprintf("the equipment costs %d coins, %d over the budget of %d (page %d); the overrun starts here", total+c.companionPrice(), total+c.companionPrice()-c.s.Budget, c.s.Budget, budgetPage(c.f.Solo)),
				fmt.Sprintf("el equipo cuesta %d monedas, %d más del presupuesto de %d (página %d); el exceso empieza aquí", total+c.companionPrice(), total+c.companionPrice()-c.s.Budget, c.s.Budget, budgetPage(c.f.Solo)))
		}
	}
	c.s.Spent = spent
	return out
}

func budgetPage(solo bool) int {
	if solo {
		return 65
	}
	return 79
}

// price is what item w costs the hero, or false with the reason reported.
func (c *checker) price(w Word) (int, bool) {
	if it, ok := c.p.Get("equipment", w.Value); ok {
		e := it.(*content.Equipment)
		if e.NoCost {
			c.r.add(w.At, fmt.Sprintf("%s is not sold: it has no cost (page 123)", e.Name.En), fmt.Sprintf("%s no se vende: no tiene coste (página 123)", e.Name.Es))
			return 0, false
		}
		p := e.Cost
		if c.isLarge() && (e.Type == "melee" || e.Type == "ranged" || e.Type == "armor") {
			p *= 2
		}
		return p, true
	}
	if it, ok := c.p.Get("potions", w.Value); ok {
		return it.(*content.Potion).Cost, true
	}
	if it, ok := c.p.Get("magic", w.Value); ok {
		n := it.Base().Name
		c.r.add(w.At, fmt.Sprintf("%s is a magic object: a new hero buys usual equipment and potions, not magic (R1265)", n.En),
			fmt.Sprintf("%s es un objeto mágico: un héroe nuevo compra equipo común y pociones, no magia (R1265)", n.Es))
		return 0, false
	}
	c.r.add(w.At, fmt.Sprintf("%q is neither equipment nor a potion of the content packs (dun content list equipment)", w.Value),
		fmt.Sprintf("%q no es equipo ni poción de los paquetes de contenido (dun content list equipment)", w.Value))
	return 0, false
}

// battleArmour: Battle Wizard lets a hero whose class forbids armour wear
// light armour (page 111: "unless his class allows for more options,
// character may use light armor and a common weapon").
func (c *checker) battleArmour(e *content.Equipment) bool {
	return e.Type == "armor" && !e.Heavy && slices.Contains(c.s.Skills, "battle_wizard")
}

// forbidden says why class k may not use equipment e, if it may not.
func forbidden(k *content.Class, e *content.Equipment) (content.Text, bool) {
	if hasRef(k.Allows, e.ID) {
		return content.Text{}, false
	}
	for _, f := range k.Forbids {
		switch {
		case f == "armor" && e.Type == "armor":
			return content.Text{En: "no armour", Es: "sin armadura"}, true
		case f == "heavy_armor" && e.Type == "armor" && e.Heavy:
			return content.Text{En: "no heavy armour", Es: "sin armadura pesada"}, true
		case f == "shield" && e.Type == "shield":
			return content.Text{En: "no shields", Es: "sin escudos"}, true
		case f == "two_handed" && (e.Type == "melee" || e.Type == "ranged") && e.Hands == 2:
			return content.Text{En: "no two-handed weapons", Es: "sin armas a dos manos"}, true
		}
	}
	return content.Text{}, false
}

// companionPrice is what the companion costs, 0 without one or when it
// is unknown.
func (c *checker) companionPrice() int {
	if it, ok := c.p.Get("followers", c.f.Companion.Value); ok && c.f.Companion.Value != "" {
		return it.(*content.Follower).Cost
	}
	return 0
}

// companion checks the mercenary or pet hired at creation (page 79): a
// pet only with Taming Animals, its cost out of the same budget.
func (c *checker) companion() {
	w := c.f.Companion
	if w.Value == "" {
		return
	}
	it, ok := c.p.Get("followers", w.Value)
	if !ok {
		c.r.add(w.At, fmt.Sprintf("%q is not a mercenary or pet of the content packs (dun content list followers)", w.Value),
			fmt.Sprintf("%q no es un mercenario ni una mascota de los paquetes de contenido (dun content list followers)", w.Value))
		return
	}
	fl := it.(*content.Follower)
	if fl.Type == "pet" && !slices.Contains(c.s.Skills, "taming_animals") {
		c.r.add(w.At, fmt.Sprintf("%s is a pet: only a hero with Taming Animals acquires one (page 79)", fl.Name.En),
			fmt.Sprintf("%s es una mascota: solo un héroe con Domar animales adquiere una (página 79)", fl.Name.Es))
		return
	}
	c.s.Companion = fl
	before := c.s.Spent
	c.s.Spent += fl.Cost
	if c.s.Spent > c.s.Budget && before <= c.s.Budget {
		c.r.add(w.At, fmt.Sprintf("with %s the hero spends %d coins, %d over the budget of %d (page %d)", fl.Name.En, c.s.Spent, c.s.Spent-c.s.Budget, c.s.Budget, budgetPage(c.f.Solo)),
			fmt.Sprintf("con %s el héroe gasta %d monedas, %d más del presupuesto de %d (página %d)", fl.Name.Es, c.s.Spent, c.s.Spent-c.s.Budget, c.s.Budget, budgetPage(c.f.Solo)))
	}
}
