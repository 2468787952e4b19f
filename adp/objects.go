package adp

import (
	"sort"
	"strconv"

	"dun/rules"
)

// Disposable objects (page 62, R916): "if a creature has any disposable
// objects (scrolls, magic components, potions, etc.) it will use them as
// soon as it has the opportunity to do so, prioritizing the most expensive
// objects." A casting aid (components, a scroll) goes with the creature's
// next spell (castSpell prefers a cast with one). A potion is drunk as a
// Quick Action, and so is an antidote (R1180):
//
//   - when it does something now: a healing potion on a wounded creature,
//     an antidote on a poisoned one,
//     a mana potion on one that has spent Mana or cast a spell (taking the
//     marker off the dearest spell cast), a potion whose bonus lasts the
//     quest while no other potion's bonus is in force (a new potion would
//     cancel it, page 27);
//   - when the Quick Action costs nothing else: before its Action while
//     it has both Quick Actions, or after its Action with one left (the
//     rules allow none next to an enemy, page 28);
//   - the dearest first (its card's price in coins, then its VP).

// drinkPlan is one potion option and what it does now.
type drinkPlan struct {
	o    rules.Option
	item *rules.Item
	does rules.Text
}

// drinkPlans lists the useful Drink options of figure fi, dearest first.
func drinkPlans(s *rules.State, fi int, opts []rules.Option) []drinkPlan {
	f := &s.Figures[fi]
	var out []drinkPlan
	for _, o := range opts {
		c, ok := o.Command.(rules.Drink)
		if !ok || c.Figure != f.ID || c.Item < 0 || c.Item >= len(f.Items) {
			continue
		}
		it := &f.Items[c.Item]
		var does rules.Text
		switch it.Effect {
		case "heal":
			if f.Wounds == 0 {
				continue
			}
			does = rules.Text{En: "it has lost " + strconv.Itoa(f.Wounds) + " Vitality", Es: "ha perdido " + strconv.Itoa(f.Wounds) + " de Vitalidad"}
		case "potion_mana":
			sp := spellOf(f, c.Spell)
			if c.Spell == "" && f.ManaUsed == 0 || c.Spell != "" && (sp == nil || sp != dearestCast(f)) {
				continue
			}
			does = rules.Text{En: "it has spent Mana", Es: "ha gastado Maná"}
			if sp != nil {
				does = rules.Text{En: "it may cast " + sp.Name.En + " once more", Es: "podrá lanzar " + sp.Name.Es + " una vez más"}
			}
		case rules.EffectCure:
			// Offered only while the creature has the condition it cures.
			does = rules.Text{En: it.Name.En + " cures it", Es: it.Name.Es + " lo cura"}
		case "potion_bonus":
			if len(f.PotionBonus) > 0 {
				continue
			}
			does = rules.Text{En: "its bonus lasts the quest", Es: "su bonificación dura toda la misión"}
		default:
			continue
		}
		out = append(out, drinkPlan{o: o, item: it, does: does})
	}
	sort.SliceStable(out, func(a, b int) bool {
		x, y := out[a].item, out[b].item
		if x.Cost != y.Cost {
			return x.Cost > y.Cost
		}
		if x.VP != y.VP {
			return x.VP > y.VP
		}
		// A mana potion that also takes a marker off before one that does not.
		return out[a].o.Command.(rules.Drink).Spell != "" && out[b].o.Command.(rules.Drink).Spell == ""
	})
	return out
}

// dearestCast is the spell of figure f with the most Mana (the dearest) among
// those it has cast this quest, or nil.
func dearestCast(f *rules.Figure) *rules.Spell {
	var best *rules.Spell
	for k := range f.Spells {
		sp := &f.Spells[k]
		if sp.Casts > 0 && (best == nil || sp.Mana > best.Mana) {
			best = sp
		}
	}
	return best
}

// drink drinks the dearest useful potion of the active figure fi when its
// Quick Action costs it nothing else.
func (p *Player) drink(s *rules.State, fi int, opts []rules.Option) (Decision, bool) {
	a := s.Active
	if a == nil || !(a.Action == "" && a.QuickActions == 0 || a.Action != "" && a.QuickActionsLeft() > 0) {
		return Decision{}, false
	}
	plans := drinkPlans(s, fi, opts)
	if len(plans) == 0 {
		return Decision{}, false
	}
	pl := plans[0]
	f := &s.Figures[fi]
	why := rules.Text{
		En: f.Name + " drinks its " + pl.item.Name.En + " at the first opportunity (" + pl.does.En + ")",
		Es: f.Name + " bebe su " + pl.item.Name.Es + " en cuanto puede (" + pl.does.Es + ")",
	}
	if len(plans) > 1 {
		why.En += ", the dearest of its potions"
		why.Es += ", la más cara de sus pociones"
	}
	return Decision{Option: pl.o, Why: why}, true
}
