package adp

import (
	"sort"
	"strconv"

	"dun/rules"
)

// Disposable objects (page 62, R916, R1246-R1248): "if a creature has any
// disposable objects (scrolls, magic components, potions, etc.) it will
// use them as soon as it has the opportunity to do so, prioritizing the
// most expensive objects." A casting aid (components, a scroll) goes with
// the creature's next spell (castSpell prefers a cast with one). The
// objects used with a Quick Action (quickObject) are:
//
//   - a potion, when it does something now: a healing potion on a wounded
//     creature, an antidote on a poisoned one (R1180), a mana potion on one
//     that has spent Mana or cast a spell (taking the marker off the
//     dearest spell cast), a potion whose bonus lasts the quest while no
//     other potion's bonus is in force (a new potion would cancel it, page
//     27);
//   - Unicorn Blood (use_item, full_recovery), on a creature wounded or
//     suffering a condition;
//   - a poison flask (coat_weapon), in a combat turn, on the weapon it
//     holds that it fights with (its ranged one for a shooter's card), as
//     a coat put on outside a combat dries before it is used (R1182);
//
// each when the Quick Action costs nothing else: before its Action while it
// has both Quick Actions, or after its Action with one left (the rules
// allow none next to an enemy, page 28). The objects used with its Action
// (actionObject) are:
//
//   - a thrown flask (use_item at a target, R1240): at the first enemy
//     it may hit from where it stands, chosen by page 61's criteria, and
//     never where Greek Fire's burst would reach more of its allies than
//     of its enemies (as the ADP casts a spell only when it affects more
//     enemies than allies, page 62);
//   - healing herbs (use_item, outside a combat turn): on the most wounded
//     of itself and the allies next to it.
//
// Among the objects of a kind, the dearest first: its card's price in
// coins, then its VP.

// objectPlan is one option using a disposable object and what it does now.
type objectPlan struct {
	o    rules.Option
	item *rules.Item
	does rules.Text
	// verb says what the creature does with the object: "drinks its".
	verb rules.Text
}

// drinkVerb is the verb of a potion drunk.
var drinkVerb = rules.Text{En: "drinks its", Es: "bebe su"}

// dearestFirst orders plans by the price of their objects, then by VP,
// keeping the order among equals.
func dearestFirst(plans []objectPlan) {
	sort.SliceStable(plans, func(a, b int) bool {
		x, y := plans[a].item, plans[b].item
		if x.Cost != y.Cost {
			return x.Cost > y.Cost
		}
		return x.VP > y.VP
	})
}

// quickPlans lists the useful Quick Action objects of figure fi among
// opts, dearest first.
func quickPlans(s *rules.State, fi int, card Card, opts []rules.Option) []objectPlan {
	f := &s.Figures[fi]
	var out []objectPlan
	for _, o := range opts {
		switch c := o.Command.(type) {
		case rules.Drink:
			if pl, ok := drinkPlan(s, fi, o, c); ok {
				out = append(out, pl)
			}
		case rules.UseItem:
			if c.Figure != f.ID || c.Item < 0 || c.Item >= len(f.Items) || c.Target != "" {
				continue
			}
			it := &f.Items[c.Item]
			if rules.ItemPower(it) != rules.PowerFullRecovery || !needsRecovery(f) {
				continue
			}
			out = append(out, objectPlan{o: o, item: it, verb: drinkVerb, does: rules.Text{
				En: "it is wounded or suffers a condition", Es: "está herido o sufre un estado"}})
		case rules.CoatWeapon:
			if pl, ok := coatPlan(s, fi, card, o, c); ok {
				out = append(out, pl)
			}
		}
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
		return spellMarker(out[a].o) && !spellMarker(out[b].o)
	})
	return out
}

// spellMarker reports whether option o drinks a mana potion that takes a
// spell's marker off.
func spellMarker(o rules.Option) bool {
	d, ok := o.Command.(rules.Drink)
	return ok && d.Spell != ""
}

// needsRecovery reports whether Unicorn Blood would do something for f.
func needsRecovery(f *rules.Figure) bool {
	for _, c := range f.Conditions.List() {
		if c != rules.KnockedOut {
			return true
		}
	}
	return f.Wounds > 0
}

// drinkPlan is Drink option o of figure fi when the potion does something
// now.
func drinkPlan(s *rules.State, fi int, o rules.Option, c rules.Drink) (objectPlan, bool) {
	f := &s.Figures[fi]
	if c.Figure != f.ID || c.Item < 0 || c.Item >= len(f.Items) {
		return objectPlan{}, false
	}
	it := &f.Items[c.Item]
	var does rules.Text
	switch it.Effect {
	case "heal":
		if f.Wounds == 0 {
			return objectPlan{}, false
		}
		does = rules.Text{En: "it has lost " + strconv.Itoa(int(f.Wounds)) + " Vitality", Es: "ha perdido " + strconv.Itoa(int(f.Wounds)) + " de Vitalidad"}
	case "potion_mana":
		sp := spellOf(f, c.Spell)
		if c.Spell == "" && f.ManaUsed == 0 || c.Spell != "" && (sp == nil || sp != dearestCast(f)) {
			return objectPlan{}, false
		}
		does = rules.Text{En: "it has spent Mana", Es: "ha gastado Maná"}
		if sp != nil {
			does = rules.Text{En: "it may cast " + sp.Name.En + " once more", Es: "podrá lanzar " + sp.Name.Es + " una vez más"}
		}
	case rules.EffectCure:
		// Offered only while the creature has the condition it cures.
		does = rules.Text{En: it.Name.En + " cures it", Es: it.Name.Es + " lo cura"}
	case "potion_bonus":
		if len(f.PotionBonus()) > 0 {
			return objectPlan{}, false
		}
		does = rules.Text{En: "its bonus lasts the quest", Es: "su bonificación dura toda la misión"}
	default:
		return objectPlan{}, false
	}
	return objectPlan{o: o, item: it, does: does, verb: drinkVerb}, true
}

// coatPlan is CoatWeapon option o of figure fi when the coat will serve:
// in a combat turn, on the weapon it holds to fight with.
func coatPlan(s *rules.State, fi int, card Card, o rules.Option, c rules.CoatWeapon) (objectPlan, bool) {
	f := &s.Figures[fi]
	if c.Figure != f.ID || !rules.CombatTurn(*s) || c.Item < 0 || c.Item >= len(f.Items) {
		return objectPlan{}, false
	}
	w := &f.Items[c.Item]
	want := rules.ItemMelee
	if card.Ranged && holds(f, rules.ItemRanged) {
		want = rules.ItemRanged
	}
	if w.Place != rules.InHand || w.Kind != want {
		return objectPlan{}, false
	}
	flask := -1
	for k := range f.Items {
		if f.Items[k].Effect == rules.EffectPoisonWeapon && flask < 0 {
			flask = k
		}
	}
	if flask < 0 {
		return objectPlan{}, false
	}
	return objectPlan{o: o, item: &f.Items[flask], verb: rules.Text{En: "spends its", Es: "gasta su"}, does: rules.Text{
		En: "its " + w.Name.En + " poisons until the combat ends", Es: "su " + w.Name.Es + " envenena hasta que acabe el combate"}}, true
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

// quickObject uses the dearest useful Quick Action object of the active
// figure fi when its Quick Action costs it nothing else.
func (p *Player) quickObject(s *rules.State, fi int, card Card, opts []rules.Option) (Decision, bool) {
	a := s.Active
	if a == nil || !(a.Action == "" && a.QuickActions == 0 || a.Action != "" && a.QuickActionsLeft() > 0) {
		return Decision{}, false
	}
	plans := quickPlans(s, fi, card, opts)
	if len(plans) == 0 {
		return Decision{}, false
	}
	return Decision{Option: plans[0].o, Why: objectWhy(&s.Figures[fi], plans[0], len(plans) > 1)}, true
}

// objectWhy is the reason of plan pl of figure f, the dearest of several
// when more.
func objectWhy(f *rules.Figure, pl objectPlan, more bool) rules.Text {
	why := rules.Text{
		En: f.Name() + " " + pl.verb.En + " " + pl.item.Name.En + " at the first opportunity (" + pl.does.En + ")",
		Es: f.Name() + " " + pl.verb.Es + " " + pl.item.Name.Es + " en cuanto puede (" + pl.does.Es + ")",
	}
	if more {
		why.En += ", the dearest of its disposable objects"
		why.Es += ", el más caro de sus objetos desechables"
	}
	return why
}

// actionObject uses the dearest disposable object of the active figure fi
// that its Action may use now: a flask thrown at an enemy, herbs on a
// wounded ally or itself.
func (p *Player) actionObject(s *rules.State, fi int, card Card, opts []rules.Option) (Decision, bool) {
	a := s.Active
	f := &s.Figures[fi]
	if a == nil || a.Action != "" || a.Attacks+a.Shots > 0 {
		return Decision{}, false
	}
	// The objects the options use, once each, dearest first.
	var items []objectPlan
	seen := map[int]bool{}
	for _, o := range opts {
		c, ok := o.Command.(rules.UseItem)
		if !ok || c.Figure != f.ID || c.Item < 0 || c.Item >= len(f.Items) || seen[c.Item] {
			continue
		}
		it := &f.Items[c.Item]
		if rules.IsFlask(it) || it.Effect == rules.EffectHerbs {
			seen[c.Item] = true
			items = append(items, objectPlan{o: o, item: it})
		}
	}
	dearestFirst(items)
	for _, pl := range items {
		k := pl.o.Command.(rules.UseItem).Item
		var d Decision
		var ok bool
		if rules.IsFlask(pl.item) {
			d, ok = p.throwFlask(s, fi, card, k, opts)
		} else {
			d, ok = tendHerbs(s, fi, k, opts)
		}
		if ok {
			if len(items) > 1 {
				d.Why = join(d.Why, rules.Text{En: "the dearest of its disposable objects that it can use now", Es: "el más caro de sus objetos desechables que puede usar ahora"})
			}
			return d, true
		}
	}
	return Decision{}, false
}

// throwFlask throws figure fi's flask k at the enemy page 61's criteria
// prefer among those it may hit now, leaving out those where the burst
// would reach more of its allies than of its enemies.
func (p *Player) throwFlask(s *rules.State, fi int, card Card, k int, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	it := &f.Items[k]
	var cands []candidate
	spared := ""
	for _, o := range opts {
		c, ok := o.Command.(rules.UseItem)
		if !ok || c.Figure != f.ID || c.Item != k || c.Target == "" || len(c.Skills) > 0 {
			continue
		}
		ti := find(s, c.Target)
		if ti < 0 {
			continue
		}
		foes, friends := 1, 0
		for _, id := range rules.FlaskBurst(*s, it, c.Target) {
			if g := find(s, id); g >= 0 && s.Figures[g].Side == f.Side {
				friends++
			} else {
				foes++
			}
		}
		if friends >= foes {
			spared = s.Figures[ti].Name()
			continue
		}
		cands = append(cands, candidate{ti: ti, ranged: true, first: o})
	}
	if len(cands) == 0 {
		return Decision{}, false
	}
	c, why := p.choose(s, fi, card, cands)
	o := c.first
	if x, w := declare(s, fi, o, opts); w.En != "" {
		o, why = x, join(why, w)
	}
	t := &s.Figures[c.ti]
	why = join(rules.Text{
		En: f.Name() + " throws its " + it.Name.En + " at " + t.Name() + " at the first opportunity (disposable objects, page 62)",
		Es: f.Name() + " lanza su " + it.Name.Es + " a " + t.Name() + " en cuanto puede (objetos desechables, página 62)",
	}, why)
	if spared != "" {
		why = join(why, rules.Text{
			En: "not at " + spared + ": the burst would reach as many of its allies as of its enemies",
			Es: "no a " + spared + ": el estallido alcanzaría a tantos aliados como enemigos"})
	}
	return Decision{Option: o, Why: why}, true
}

// tendHerbs uses figure fi's herbs k on the most wounded of itself and
// the allies next to it (itself among equals).
func tendHerbs(s *rules.State, fi int, k int, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	best, bw := rules.Option{}, 0
	who := ""
	for _, o := range opts {
		c, ok := o.Command.(rules.UseItem)
		if !ok || c.Figure != f.ID || c.Item != k {
			continue
		}
		ti := fi
		if c.Target != "" {
			ti = find(s, c.Target)
		}
		if ti < 0 {
			continue
		}
		if w := int(s.Figures[ti].Wounds); w > bw {
			best, bw, who = o, w, s.Figures[ti].Name()
			if ti == fi {
				who = "itself"
			}
		}
	}
	if bw == 0 {
		return Decision{}, false
	}
	whoEs := "a " + who
	if who == "itself" {
		whoEs = "sus propias heridas"
	}
	return Decision{Option: best, Why: rules.Text{
		En: f.Name() + " tends " + who + " with its " + f.Items[k].Name.En + " at the first opportunity (" + strconv.Itoa(bw) + " Vitality lost, the most among those it can tend)",
		Es: f.Name() + " atiende " + whoEs + " con su " + f.Items[k].Name.Es + " en cuanto puede (" + strconv.Itoa(bw) + " de Vitalidad perdida, lo más entre quienes puede atender)",
	}}, true
}
