package setup

import (
	"fmt"
	"slices"

	"dun/content"
	"dun/rules"
)

// Item returns the rules' item for content entry id: usual equipment,
// a magic object or relic (with the numbers of its base item), or a
// potion. It lies in the backpack; Equip decides what is held and worn.
func Item(p *content.Pack, id string) (rules.Item, error) {
	if p == nil {
		return rules.Item{}, fmt.Errorf("setup: no content pack to find item %q in", id)
	}
	if it, ok := p.Get("equipment", id); ok {
		e := it.(*content.Equipment)
		out := equipment(e)
		if e.Type == "special" {
			out.VP = e.VP // special objects count in the group's VP (page 9)
		}
		return out, nil
	}
	if it, ok := p.Get("magic", id); ok {
		m := it.(*content.Magic)
		out := rules.Item{ItemCard: &rules.ItemCard{}}
		if m.Of != nil {
			base, ok := p.Get("equipment", m.Of.ID)
			if !ok {
				return rules.Item{}, fmt.Errorf("setup: magic object %q: no base item %q", id, m.Of.ID)
			}
			out = equipment(base.(*content.Equipment))
		} else {
			out.Kind = magicKinds[m.Type]
		}
		out.ID, out.Name, out.VP, out.Cost, out.Relic = m.ID, text(m.Name), m.VP, m.Cost, m.Relic
		if m.Hands > 0 {
			out.Hands = m.Hands
		}
		if m.Effect != nil {
			out.Effect = m.Effect.ID
			out.Traits = append(out.Traits, traits(m.Effect.Params)...)
		}
		return out, nil
	}
	if it, ok := p.Get("potions", id); ok {
		po := it.(*content.Potion)
		out := rules.Item{ItemCard: &rules.ItemCard{ID: po.ID, Name: text(po.Name), Kind: rules.ItemObject, VP: po.VP, Cost: po.Cost}}
		if po.Effect != nil {
			out.Effect = po.Effect.ID
			out.Traits = traits(po.Effect.Params)
		}
		return out, nil
	}
	return rules.Item{}, fmt.Errorf("setup: no equipment, magic object or potion %q", id)
}

// MagicMissing says what the rules do not play of magic object m's
// effect (rules.MagicMissing): "" when they play all of it.
func MagicMissing(m *content.Magic) string {
	if m.Effect == nil {
		return "no effect"
	}
	return rules.MagicMissing(m.Effect.ID, traits(m.Effect.Params))
}

// MagicPlays reports whether the rules play some part of magic object
// m's effect (rules.MagicPlays).
func MagicPlays(m *content.Magic) bool {
	return m.Effect != nil && rules.MagicPlays(m.Effect.ID, traits(m.Effect.Params))
}

var magicKinds = map[string]rules.ItemKind{
	"melee": rules.ItemMelee, "ranged": rules.ItemRanged, "shield": rules.ItemShield,
	"armor": rules.ItemArmour, "item": rules.ItemObject,
}

var equipmentKinds = map[string]rules.ItemKind{
	"melee": rules.ItemMelee, "ranged": rules.ItemRanged, "shield": rules.ItemShield,
	"armor": rules.ItemArmour, "common": rules.ItemObject, "special": rules.ItemObject,
}

// penaltyAttributes maps content's attribute names to the rules'.
var penaltyAttributes = map[string]rules.Attribute{
	"movement": rules.Movement, "strength": rules.Strength, "combat": rules.CombatSkill,
	"shooting": rules.ShootingSkill, "agility": rules.Agility, "intelligence": rules.Intelligence,
	"mana": rules.Mana, "courage": rules.Courage, "perception": rules.Perception, "dexterity": rules.Dexterity,
}

func equipment(e *content.Equipment) rules.Item {
	it := rules.Item{ItemCard: &rules.ItemCard{
		ID: e.ID, Name: text(e.Name), Kind: equipmentKinds[e.Type], Hands: e.Hands,
		Piercing: e.Piercing, Reload: e.Reload, Breaks: e.Breaks, Noise: e.Noise,
		LongReach: e.LongReach, Unarmed: e.Unarmed, Natural: e.Natural, ShieldBreaker: e.ShieldBreak,
		Block: e.Block, Push: e.Push, BreakBlock: e.BreakBlock, ArmourBonus: e.ArmorBonus, Heavy: e.Heavy,
		Weight: e.Weight, Rare: e.Uncommon > 0, Cost: e.Cost,
	}}
	if e.Damage != nil {
		it.Dice, it.PlusStrength = e.Damage.Dice, e.Damage.Strength
	}
	if e.Range != nil {
		it.Range, it.RangeTimes = e.Range.Squares, e.Range.Times
	}
	for _, p := range e.Penalties {
		if a, ok := penaltyAttributes[p.Attribute]; ok {
			it.Penalties = append(it.Penalties, rules.Penalty{Attribute: a, Value: p.Value})
		}
	}
	if e.Effect != nil {
		it.Traits = traits(e.Effect.Params)
		if e.Effect.ID != "weapon_traits" && e.Effect.ID != "shield_traits" && e.Effect.ID != "armor_traits" {
			it.Effect = e.Effect.ID
		}
	}
	if it.Kind == rules.ItemRanged {
		if v, ok := it.Trait("thrown"); ok && v > 0 {
			it.Throwing = true
		}
		if it.RangeTimes > 0 {
			it.Throwing = true
		}
	}
	return it
}

// traits turns an effect's parameters into sorted traits: numbers keep
// their value, true becomes 1 (false is left out), words are kept as words.
func traits(params map[string]any) []rules.Trait {
	var out []rules.Trait
	for _, name := range sortedKeys(params) {
		switch v := params[name].(type) {
		case bool:
			if v {
				out = append(out, rules.Trait{Name: name, Value: 1})
			}
		case int:
			out = append(out, rules.Trait{Name: name, Value: v})
		case string:
			out = append(out, rules.Trait{Name: name, Word: v})
		}
	}
	return out
}

// Equip places items as a figure carries them into a quest: the first
// armour worn, and the first ring, amulet, cloak or boots (one magic item
// at a time, page 72); in the hands the first weapon listed (a hero card
// lists its main weapon first) and then a shield if a hand is free;
// everything else in the backpack. Natural weapons need no hand.
func Equip(items []rules.Item) []rules.Item {
	out := append([]rules.Item(nil), items...)
	hands := 0
	armour, weapon, worn := false, false, false
	take := func(i int) bool {
		h := max(out[i].Hands, 1)
		if hands+h > 2 {
			return false
		}
		hands += h
		out[i].Place = rules.InHand
		return true
	}
	for i := range out {
		it := &out[i]
		switch {
		case it.Kind == rules.ItemArmour && !armour:
			it.Place, armour = rules.Worn, true
		case it.Kind == rules.ItemMelee && it.Natural:
			it.Place = rules.Worn
		case it.WornOn() != "" && !worn:
			it.Place, worn = rules.Worn, true
		}
	}
	for i := range out {
		if !weapon && out[i].Weapon() && !out[i].Natural && out[i].Place == rules.InPack && take(i) {
			weapon = true
		}
	}
	for i := range out {
		if out[i].Kind == rules.ItemShield && out[i].Place == rules.InPack && take(i) {
			break
		}
	}
	return out
}

// stowRelics keeps in the backpack the relics a figure of size size may
// not use: none, when it is Large or Huge (page 72).
func stowRelics(size int, items []rules.Item) []rules.Item {
	for k := range items {
		if items[k].Relic && size >= rules.SizeLarge {
			items[k].Place = rules.InPack
		}
	}
	return items
}

// HeroStartVP is the Value Points of a hero with no experience (page 13);
// the starter pack's predesigned heroes start there (R408).
const HeroStartVP = 10

// Hero returns the figure of predesigned hero id as a quest starts: its
// card (heroCard) and the free objects its skills give (HeroStart, the
// Herbalist with the default potion). Side, square and facing are for the
// caller.
func Hero(p *content.Pack, id string) (rules.Figure, error) { return HeroStart(p, id, "") }

// heroCard returns the figure of predesigned hero id: its name,
// attributes (the card's, equipment included, as page 13 prints them),
// size from its race, and its equipment placed by Equip.
func heroCard(p *content.Pack, id string) (rules.Figure, error) {
	it, ok := p.Get("heroes", id)
	if !ok {
		return rules.Figure{}, fmt.Errorf("setup: no predesigned hero %q", id)
	}
	h := it.(*content.Hero)
	f := rules.Figure{
		ID:   h.ID,
		Side: rules.Heroes,
		Size: rules.SizeAverage,
	}.WithInfo(rules.FigureInfo{
		Name:  h.Name.En,
		VP:    HeroStartVP,
		Hero:  true,
		Attrs: attributes(h.Attributes),
	})
	if r, ok := p.Get("races", h.Race.ID); ok {
		f.Size = raceSize(r.(*content.Race))
		f.EditAttrs().Fortune = r.(*content.Race).Fortune
		f.SetRace(h.Race.ID)
		f.SetAlignment(r.(*content.Race).Alignment)
	}
	for _, r := range h.Skills {
		f.Skills = append(f.Skills, r.ID)
	}
	f.SetHates(slices.Clone(h.Hates))
	if f.HasSkill("hatred") && len(f.Hates()) == 0 {
		// The foes are chosen when the skill is learnt (page 110, R870).
		return rules.Figure{}, fmt.Errorf("setup: hero %q has Hatred but its sheet names no kind it hates (hates)", id)
	}
	if r, ok := p.Get("races", h.Race.ID); ok {
		for _, s := range r.(*content.Race).Skills {
			if !f.HasSkill(s.ID) {
				f.Skills = append(f.Skills, s.ID)
			}
		}
	}
	if f.HasSkill("lycanthropy") {
		sh, err := ShapeOf(p, Werewolf)
		if err != nil {
			return rules.Figure{}, fmt.Errorf("setup: hero %q: %w", id, err)
		}
		f.SetShape(sh)
	}
	items, err := resolveItems(p, h.Equipment)
	if err != nil {
		return rules.Figure{}, fmt.Errorf("setup: hero %q: %w", id, err)
	}
	f.Items = stowRelics(f.Size, Equip(items))
	if f.Spells, err = spells(p, h.Spells); err != nil {
		return rules.Figure{}, fmt.Errorf("setup: hero %q: %w", id, err)
	}
	if len(f.Spells) > 0 {
		// Two mana per spell learned (page 38); ManaPool caps it at three
		// times Intelligence (R100).
		f.EditAttrs().Mana = 2 * len(f.Spells)
		// The sorcery level follows the hero's own Value Points (page 79).
		f.SetSorcery(rules.SorceryFor(f.VP()))
	}
	return f, nil
}

// Creatures returns the Profile of the creatures of pack p: name, size,
// attributes, level, VP, behaviour card and equipment placed by Equip.
func Creatures(p *content.Pack) Profile {
	return func(kind string) (rules.Figure, bool) {
		f, ok := creature(p, kind)
		if !ok {
			return rules.Figure{}, false
		}
		it, _ := p.Get("creatures", kind)
		var err error
		if f.Spells, err = loreSpells(p, it.(*content.Creature).Lores); err != nil {
			return rules.Figure{}, false
		}
		return f, true
	}
}

// creature is creature kind's figure without spells: the profile a
// summoning copies (so a creature whose lore summons its own kind cannot
// loop).
func creature(p *content.Pack, kind string) (rules.Figure, bool) {
	it, ok := p.Get("creatures", kind)
	if !ok {
		return rules.Figure{}, false
	}
	c := it.(*content.Creature)
	f := rules.Figure{
		Side: rules.Dark,
		Size: sizes[c.Size],
	}.WithInfo(rules.FigureInfo{
		Name:      c.Name.En,
		Level:     c.Level,
		Behaviour: c.Behaviour.ID,
		Kind:      c.Kind,
		VP:        c.VP,
		Attrs:     attributes(c.Attributes),
	})
	for _, r := range c.Skills {
		f.Skills = append(f.Skills, r.ID)
	}
	items, err := resolveItems(p, c.Equipment)
	if err != nil {
		return rules.Figure{}, false
	}
	f.Items = stowRelics(f.Size, Equip(items))
	return f, true
}

func resolveItems(p *content.Pack, refs []content.Ref) ([]rules.Item, error) {
	var out []rules.Item
	for _, r := range refs {
		it, err := Item(p, r.ID)
		if err != nil {
			return nil, err
		}
		out = append(out, it)
	}
	return out, nil
}

var sizes = map[string]int{"small": rules.SizeSmall, "average": rules.SizeAverage, "large": rules.SizeLarge, "huge": rules.SizeHuge}

func attributes(a content.Attributes) rules.Attributes {
	return rules.Attributes{
		Movement: a.Movement, CombatSkill: a.Combat, Strength: a.Strength, ShootingSkill: a.Shooting,
		NaturalArmour: a.NaturalArmor, Armour: a.Armor, Agility: a.Agility, Intelligence: a.Intelligence,
		Mana: a.Mana, Courage: a.Courage, Vitality: a.Vitality, Dexterity: a.Dexterity, Perception: a.Perception,
	}
}

func raceSize(r *content.Race) int {
	if n, ok := sizes[r.Size]; ok {
		return n
	}
	return rules.SizeAverage
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

func text(t content.Text) rules.Text { return rules.Text{En: t.En, Es: t.Es} }

// HeroCompanions are the companions predesigned hero id starts with.
func HeroCompanions(p *content.Pack, id string) ([]rules.Figure, error) {
	it, ok := p.Get("heroes", id)
	if !ok {
		return nil, fmt.Errorf("setup: no predesigned hero %q", id)
	}
	var out []rules.Figure
	for _, r := range it.(*content.Hero).Companions {
		f, err := Follower(p, r.ID, id)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

// Follower returns the figure of mercenary or pet id of the pack, as a
// companion of hero owner (page 74): on the heroes' side, not a hero.
func Follower(p *content.Pack, id, owner string) (rules.Figure, error) {
	it, ok := p.Get("followers", id)
	if !ok {
		return rules.Figure{}, fmt.Errorf("setup: no mercenary or pet %q", id)
	}
	fl := it.(*content.Follower)
	f := rules.Figure{
		ID:   owner + "-" + fl.ID,
		Side: rules.Heroes,
		Size: sizes[fl.Size],
	}.WithInfo(rules.FigureInfo{
		Name: fl.Name.En, Owner: owner, Kind: fl.Kind,
		VP:    fl.VP,
		Attrs: attributes(fl.Attributes),
	})
	for _, r := range fl.Skills {
		f.Skills = append(f.Skills, r.ID)
	}
	items, err := resolveItems(p, fl.Equipment)
	if err != nil {
		return rules.Figure{}, fmt.Errorf("setup: %s: %w", id, err)
	}
	f.Items = stowRelics(f.Size, Equip(items))
	return f, nil
}

// CheckGiants refuses a party whose giant the book does not allow (page
// 101): a giant follows a hero with Giant Tamer, and only when that hero
// is the only one taking part in the quest.
func CheckGiants(figs []rules.Figure) error {
	heroes := 0
	for i := range figs {
		if figs[i].Hero() {
			heroes++
		}
	}
	for i := range figs {
		g := &figs[i]
		if g.Hero() || g.Kind() != "giant" || g.Side != rules.Heroes {
			continue
		}
		owner := -1
		for j := range figs {
			if figs[j].ID == g.Owner() && figs[j].Hero() {
				owner = j
			}
		}
		switch {
		case owner < 0 || !figs[owner].HasSkill("giant_tamer"):
			return fmt.Errorf("setup: %s follows only a hero with Giant Tamer (page 101)", g.ID)
		case heroes != 1:
			return fmt.Errorf("setup: %s may take part only when its tamer is the one hero of the quest (page 101)", g.ID)
		}
	}
	return nil
}

// Werewolf is the creature profile a hero with Lycanthropy turns into
// (page 116: the Werewolf card of the Animals and Creatures deck).
const Werewolf = "werewolf"

// ShapeOf returns the profile of creature kind of pack p as the other
// shape a figure carries (rules.Shape): a lycanthrope's Werewolf.
func ShapeOf(p *content.Pack, kind string) (*rules.Shape, error) {
	c, ok := creature(p, kind)
	if !ok {
		return nil, fmt.Errorf("setup: no creature profile %q to turn into", kind)
	}
	return &rules.Shape{Other: rules.Profile{Kind: c.Kind(), Size: c.Size, Attrs: *c.Attrs(), Skills: c.Skills, Items: c.Items}}, nil
}
