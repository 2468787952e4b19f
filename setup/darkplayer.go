package setup

import (
	"fmt"
	"slices"
	"sort"

	"dun/content"
	"dun/dice"
	"dun/quest"
	"dun/rules"
)

// The Dark Player's set-up (page 46): the rules' catalogue of his cards and
// creatures, his starting budget, his decks and first hand. The rules
// read cards only through the catalogue, so setup resolves every card of
// the packs and every creature of the quest's faction into plain data
// once; the rules share it between all the states of the game.

// The card effects the rules play are registered beside the skills'.
func init() { RegisterCardEffects(content.Effects) }

// RegisterCardEffects registers in reg the card effects the rules
// implement that reg does not have yet.
func RegisterCardEffects(reg *content.Registry) {
	for _, e := range rules.CardEffects() {
		if !e.Implemented {
			continue
		}
		if _, ok := reg.Lookup(e.ID); ok {
			continue
		}
		ps := make([]content.Param, 0, len(e.Params))
		for _, p := range e.Params {
			ps = append(ps, content.Param{Name: p.Name, Type: content.ParamType(p.Type), Required: p.Required, Values: p.Values})
		}
		reg.Register(e.ID, ps...)
	}
}

// DarkCard is the rules' form of a card of the packs.
func DarkCard(c *content.DarkCard) rules.DarkCard {
	d := rules.DarkCard{ID: c.ID, Name: text(c.Name), Type: rules.CardType(c.Type), Cost: c.Cost, AnyCreature: c.AnyCreature,
		Discard: c.Discard, Trap: c.Trap, Detect: c.Detect, Disarm: c.Disarm, Place: slices.Clone(c.Place)}
	if c.Effect != nil {
		d.Effect = c.Effect.ID
		for _, k := range sortedKeys(c.Effect.Params) {
			p := rules.CardParam{Name: k}
			switch v := c.Effect.Params[k].(type) {
			case int:
				p.Int = v
			case bool:
				p.Flag = v
			case string:
				p.Word = v
			}
			d.Params = append(d.Params, p)
		}
	}
	return d
}

// DarkCatalogue is the catalogue of the Dark Player's cards of pack p and
// of the creatures he may place: those of faction (its creatures and
// leaders), or every creature of the pack when faction is empty.
func DarkCatalogue(p *content.Pack, faction string) (*rules.Catalogue, error) {
	var cards []rules.DarkCard
	for _, it := range p.List("dark_cards") {
		cards = append(cards, DarkCard(it.(*content.DarkCard)))
	}
	var kinds []string
	if faction != "" {
		it, ok := p.Get("factions", faction)
		if !ok {
			return nil, fmt.Errorf("setup: no faction %q", faction)
		}
		f := it.(*content.Faction)
		for _, r := range append(slices.Clone(f.Creatures), f.Leaders...) {
			kinds = append(kinds, r.ID)
		}
	} else {
		for _, it := range p.List("creatures") {
			kinds = append(kinds, it.(*content.Creature).ID)
		}
	}
	sort.Strings(kinds)
	kinds = slices.Compact(kinds)
	profile := Creatures(p)
	var creatures []rules.Figure
	for _, k := range kinds {
		f, ok := profile(k)
		if !ok {
			return nil, fmt.Errorf("setup: creature %q has no profile", k)
		}
		f.ID = k
		f.SetProfile(k)
		creatures = append(creatures, f)
	}
	// Page 103: he may buy any Equipment card for his creatures (its
	// example buys a healing potion): the usual equipment but natural
	// weapons and bare hands, and the potions.
	var items []rules.ItemCard
	for _, it := range p.List("equipment") {
		if e := it.(*content.Equipment); !e.Natural && !e.Unarmed {
			items = append(items, *equipment(e).ItemCard)
		}
	}
	for _, it := range p.List("potions") {
		po, err := Item(p, it.(*content.Potion).ID)
		if err != nil {
			return nil, err
		}
		items = append(items, *po.ItemCard)
	}
	cat, err := rules.NewCatalogueWithItems(cards, creatures, items)
	if err != nil {
		return nil, err
	}
	// The extra skills Large and Huge creatures and Leaders buy when the
	// ADP spawns them (pages 58, 65).
	extras := map[string][]rules.ExtraSkill{}
	for _, k := range kinds {
		if it, ok := p.Get("creatures", k); ok {
			for _, x := range it.(*content.Creature).ExtraSkills {
				extras[k] = append(extras[k], rules.ExtraSkill{Skill: x.Skill.ID, VP: x.VP})
			}
		}
	}
	return cat.WithExtras(extras)
}

// DarkOptions are the choices of the Dark Player's set-up.
type DarkOptions struct {
	Mode rules.DarkMode
	// EnteredBefore: the group (one hero is enough) has entered this
	// scenario before: 2 more reserve points per hero (page 46).
	EnteredBefore bool
	// Challenges are the improvements of "Increase the challenge!" a
	// person playing the Dark Player chooses (page 46: one for every 25
	// VP of the group over 100; rules.ChallengeChoices). The ADP takes
	// its tiers by itself (page 63) and chooses none.
	Challenges []string
	// LeaderObject is a magic object or relic bought for the Quest
	// Leader at its VP (page 46, step 5); empty for none. It goes on the
	// Leader's figure, so WithDarkOptions buys it, not DarkPlayer.
	LeaderObject string
	// Catalogue, when not nil, is DarkCatalogue(p, q.Faction) built
	// before: the rules only read a catalogue, so the games of one quest
	// may share it, and a simulator preparing thousands of them need
	// not build it for each (a sixth of a short game; docs/performance.md).
	Catalogue *rules.Catalogue
}

// DarkPlayer is the Dark Player's starting cards and reserve for quest q
// played from state s (setup.Game's, the heroes on their squares), with
// the cards of pack p, shuffled with the dice of src:
//
//   - the budget is the group's Value Points, 2 more per hero when they
//     entered before, less the Quest Leader's (page 46), plus the
//     sheet's change to the Artificial Dark Player's Reserve Points in
//     ADP mode (page 88; SheetReserve, never below zero by the sheet's
//     doing), and less the creatures of the sheet placed at set-up
//     (page 89);
//   - a Leader whose square the sheet does not fix waits to be placed,
//     with the optional equipment and skills of his profile as upgrades;
//   - one card of each kind of trap the sheet fixes is set aside face
//     down as a recurrent obstacle (not in ADP mode);
//   - human mode: five Obstacle and Power cards per hero form one deck,
//     two Encounter cards per hero the other, and he holds the top card
//     of the first and a Special Creature (page 46);
//   - classic mode: no decks; he holds up to three copies of every card
//     (page 99); RPG mode: every card (page 100);
//   - ADP mode: the three decks of page 54, built as adp.BuildDecks does,
//     and no hand.
func DarkPlayer(p *content.Pack, q *quest.Quest, s rules.State, o DarkOptions, src dice.Source) (rules.DarkPlayer, error) {
	if !o.Mode.Valid() {
		return rules.DarkPlayer{}, fmt.Errorf("setup: unknown Dark Player mode %q", o.Mode)
	}
	cat, err := o.Catalogue, error(nil)
	if cat == nil {
		if cat, err = DarkCatalogue(p, q.Faction); err != nil {
			return rules.DarkPlayer{}, err
		}
	}
	heroes := 0
	for i := range s.Figures {
		if s.Figures[i].Hero() {
			heroes++
		}
	}
	d := rules.DarkPlayer{Mode: o.Mode, Cards: cat, Initial: s.GroupVP()}
	if o.EnteredBefore {
		d.Initial += 2 * heroes
	}
	d.Budget = d.Initial
	if err := challenges(&d, s.GroupVP(), o); err != nil {
		return rules.DarkPlayer{}, err
	}
	if l := q.Leader; l != nil {
		f, ok := Creatures(p)(l.Kind)
		if !ok {
			return rules.DarkPlayer{}, fmt.Errorf("setup: the Leader's kind %q has no profile", l.Kind)
		}
		d.Budget -= leaderCost(&d, f)
		if l.At == nil {
			f.ID = LeaderID(l)
			f.Side = rules.Dark
			f.SetLeader(true)
			f.Facing = l.Facing
			f.SetHunts(l.Target) // its specific target (page 62), if any
			f.ID = LeaderID(l)
			f.Side = rules.Dark
			f.SetLeader(true)
			f.Facing = l.Facing
			f.SetProfile(l.Kind)
			d.Leader = &f
			if d.Upgrades, err = LeaderUpgrades(p, l.Kind, f.Items); err != nil {
				return rules.DarkPlayer{}, err
			}
		}
	}
	// The sheet's set-up may give him more Reserve Points or fewer (page
	// 88): the starter quests, smaller than a standard dungeon, take some
	// from the Artificial Dark Player, as dun sim measured (R950), by the
	// group's Value Points (R1280), never below zero by the sheet's doing
	// (R1281).
	if o.Mode == rules.DarkADP {
		d.Budget = sheetFloor(d.Budget+SheetReserve(q, s.GroupVP()), d.Budget)
	}
	// The sheet's creatures placed at set-up are paid now (page 89).
	d.Budget -= sheetCreaturesCost(q, s, &d)
	if b := q.Board; b != nil {
		for _, p := range b.Start {
			if sec := s.Board.Square(p).Section; sec != 0 && !slices.Contains(d.Start, sec) {
				d.Start = append(d.Start, sec)
			}
		}
	}
	// The traps the sheet fixes are recurrent obstacles: one card of each
	// kind is set aside face down, out of the decks (page 48).
	if x := s.Explore; x != nil && o.Mode != rules.DarkADP {
		for _, t := range x.Traps {
			if _, ok := cat.Card(t.Kind); ok && t.Card == "" && !slices.Contains(d.Recurrent, t.Kind) {
				d.Recurrent = append(d.Recurrent, t.Kind)
			}
		}
		sort.Strings(d.Recurrent)
	}
	r := dice.NewRoller(src)
	var obstacles, encounters, specials, powers []string
	var all []string
	for _, c := range cat.Cards() {
		it, _ := p.Get("dark_cards", c.ID)
		copies := max(it.(*content.DarkCard).Copies, 1)
		if slices.Contains(d.Recurrent, c.ID) {
			copies--
		}
		for range copies {
			all = append(all, c.ID)
			switch {
			case c.Type == rules.CardEncounter && c.AnyCreature:
				specials = append(specials, c.ID)
			case c.Type == rules.CardEncounter:
				encounters = append(encounters, c.ID)
			case c.Type == rules.CardPower:
				powers = append(powers, c.ID)
			default:
				obstacles = append(obstacles, c.ID)
			}
		}
	}
	switch o.Mode {
	case rules.DarkHuman:
		left := append(slices.Clone(obstacles), powers...)
		if err := r.Shuffle(left, "deck: obstacles and powers"); err != nil {
			return rules.DarkPlayer{}, err
		}
		left = left[:min(5*heroes, len(left))]
		if err := r.Shuffle(specials, "deck: special creature"); err != nil {
			return rules.DarkPlayer{}, err
		}
		if len(specials) > 0 {
			d.Hand = append(d.Hand, specials[0])
			encounters = append(encounters, specials[1:]...)
		}
		if err := r.Shuffle(encounters, "deck: encounters"); err != nil {
			return rules.DarkPlayer{}, err
		}
		right := encounters[:min(2*heroes, len(encounters))]
		if len(left) > 0 {
			d.Hand = append([]string{left[0]}, d.Hand...)
			left = left[1:]
		}
		d.Decks = []rules.Deck{{ID: rules.DeckObstacles, Cards: nilIfEmpty(left)}, {ID: rules.DeckEncounters, Cards: nilIfEmpty(slices.Clone(right))}}
	case rules.DarkClassic:
		for _, c := range cat.Cards() {
			n := 0
			for _, id := range all {
				if id == c.ID && n < 3 {
					d.Hand = append(d.Hand, id)
					n++
				}
			}
		}
	case rules.DarkRPG:
		d.Hand = all
	case rules.DarkADP:
		var e []string
		e = append(e, encounters...)
		e = append(e, specials...)
		deckFor := func(from []string, n int, what string) ([]string, error) {
			if err := r.Shuffle(from, what); err != nil {
				return nil, err
			}
			return nilIfEmpty(slices.Clone(from[:min(n, len(from))])), nil
		}
		ob, err1 := deckFor(obstacles, 6*heroes, "deck: obstacles")
		pw, err2 := deckFor(powers, 6*heroes, "deck: powers")
		en, err3 := deckFor(e, (s.GroupVP()+9)/10, "deck: encounters")
		if err := firstErr(err1, err2, err3); err != nil {
			return rules.DarkPlayer{}, err
		}
		d.Decks = []rules.Deck{{ID: "obstacles", Cards: ob}, {ID: "powers", Cards: pw}, {ID: rules.DeckEncounters, Cards: en}}
	}
	return d, nil
}

func firstErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func nilIfEmpty(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}

// LeaderUpgrades are the optional equipment and skills of creature kind's
// profile, priced in VP (page 49), for a Leader carrying items.
func LeaderUpgrades(p *content.Pack, kind string, items []rules.Item) ([]rules.LeaderUpgrade, error) {
	it, ok := p.Get("creatures", kind)
	if !ok {
		return nil, fmt.Errorf("setup: no creature %q", kind)
	}
	c := it.(*content.Creature)
	var out []rules.LeaderUpgrade
	for _, o := range c.Options {
		item, err := Item(p, o.Item.ID)
		if err != nil {
			return nil, err
		}
		eq := Equip(append(slices.Clone(items), item))
		item = eq[len(eq)-1]
		out = append(out, rules.LeaderUpgrade{ID: o.Item.ID, VP: o.VP, Item: &item})
	}
	for _, sk := range c.ExtraSkills {
		out = append(out, rules.LeaderUpgrade{ID: sk.Skill.ID, VP: sk.VP, Skill: sk.Skill.ID})
	}
	return out, nil
}
