package setup

import (
	"slices"
	"testing"

	"dun/adp"
	"dun/content"
	"dun/content/load"
	"dun/content/starter"
	"dun/dice"
	"dun/rules"
)

func starterPack(t *testing.T) *content.Pack {
	t.Helper()
	p, errs := load.Packs(content.Effects, starter.Source())
	if len(errs) > 0 {
		t.Fatal(errs[0])
	}
	return p
}

func places(f rules.Figure) map[string]rules.Place {
	out := map[string]rules.Place{}
	for _, it := range f.Items {
		out[it.ID] = it.Place
	}
	return out
}

func TestHeroesFromContent(t *testing.T) {
	p := starterPack(t)
	for _, tc := range []struct {
		id   string
		want map[string]rules.Place
	}{
		{"shara", map[string]rules.Place{"broadsword": rules.InHand, "shield": rules.InHand, "chainmail": rules.Worn, "rope": rules.InPack}},
		{"borgron", map[string]rules.Place{"axe": rules.InHand, "crossbow": rules.InPack, "leather_armor": rules.Worn}},
		{"taeral", map[string]rules.Place{"longbow": rules.InHand, "short_sword": rules.InPack}},
	} {
		f, err := Hero(p, tc.id)
		if err != nil {
			t.Fatal(err)
		}
		got := places(f)
		for id, want := range tc.want {
			if got[id] != want {
				t.Errorf("%s: %s is %v, want %v", tc.id, id, got[id], want)
			}
		}
		if f.HandsUsed() > 2 || !f.Hero() || f.Side != rules.Heroes || f.Attrs().Fortune == 0 {
			t.Errorf("%s: %+v", tc.id, f)
		}
	}
	if _, err := Hero(p, "nobody"); err == nil {
		t.Error("an unknown hero was found")
	}
}

func TestItemNumbers(t *testing.T) {
	p := starterPack(t)
	axe, err := Item(p, "axe")
	if err != nil {
		t.Fatal(err)
	}
	// Borgron's axe (page 41): d+1, -1 to the target's armour, -1 Combat Skill.
	if axe.Kind != rules.ItemMelee || axe.Dice != 1 || !axe.PlusStrength || axe.Piercing != -1 ||
		len(axe.Penalties) != 1 || axe.Penalties[0] != (rules.Penalty{Attribute: rules.CombatSkill, Value: -1}) {
		t.Errorf("axe: %+v", axe)
	}
	sh, _ := Item(p, "shield")
	if sh.Kind != rules.ItemShield || sh.Block != 5 || !sh.Push || !sh.Has("double_critical_stun") {
		t.Errorf("shield: %+v", sh)
	}
	bow, _ := Item(p, "longbow")
	if bow.Kind != rules.ItemRanged || bow.Range != 24 || bow.Dice != 4 || bow.PlusStrength || bow.Throwing {
		t.Errorf("longbow: %+v", bow)
	}
	jav, _ := Item(p, "javelin")
	if !jav.Throwing {
		t.Errorf("javelin is not thrown: %+v", jav)
	}
	if _, err := Item(p, "nothing"); err == nil {
		t.Error("an unknown item was found")
	}
}

func TestCreaturesFromContent(t *testing.T) {
	p := starterPack(t)
	prof := Creatures(p)
	n := 0
	for _, it := range p.List("creatures") {
		f, ok := prof(it.Base().ID)
		if !ok {
			t.Errorf("creature %s does not resolve", it.Base().ID)
			continue
		}
		if f.Side != rules.Dark || f.Size < rules.SizeSmall || f.Size > rules.SizeHuge || f.HandsUsed() > 2 || f.Level() == "" {
			t.Errorf("%s: %+v", it.Base().ID, f)
		}
		c := it.(*content.Creature)
		if f.VP() != c.VP || f.Behaviour() != c.Behaviour.ID || f.Behaviour() == "" {
			t.Errorf("%s: VP %d behaviour %q, want %d %q", c.ID, f.VP(), f.Behaviour(), c.VP, c.Behaviour.ID)
		}
		// Each spell names its lore, one of the creature's (R1192).
		for _, sp := range f.Spells {
			if !slices.ContainsFunc(c.Lores, func(r content.Ref) bool { return r.ID == sp.Lore }) {
				t.Errorf("%s: spell %s of lore %q, not one of %v", c.ID, sp.ID, sp.Lore, c.Lores)
			}
		}
		n++
	}
	if n == 0 {
		t.Fatal("no creatures")
	}
	if _, ok := prof("nobody"); ok {
		t.Error("an unknown creature resolved")
	}
}

// Every behaviour card of the starter pack has its reading for the
// Artificial Dark Player (R301), and every creature's card is among them.
func TestBehavioursFromContent(t *testing.T) {
	p := starterPack(t)
	cards := Behaviours(p)
	if len(cards) != 11 {
		t.Errorf("%d behaviour cards, want the 11 of page 63", len(cards))
	}
	for id, c := range cards {
		if _, ok := behaviourRules[id]; !ok {
			t.Errorf("card %s has no reading", id)
		}
		if c.ID != id || c.Name.En == "" || c.Name.Es == "" || len(c.Picks) == 0 {
			t.Errorf("card %s: %+v", id, c)
		}
		for _, pk := range c.Leader {
			if pk == "" {
				t.Errorf("card %s: a Leader result without a pick", id)
			}
		}
	}
	for _, it := range p.List("creatures") {
		c := it.(*content.Creature)
		if _, ok := cards[c.Behaviour.ID]; !ok {
			t.Errorf("creature %s: card %q unknown", c.ID, c.Behaviour.ID)
		}
	}
	if len(Behaviours(nil)) != 0 {
		t.Error("cards from no pack")
	}
}

func TestFollowerFromContent(t *testing.T) {
	p := starterPack(t)
	for _, it := range p.List("followers") {
		f, err := Follower(p, it.Base().ID, "herbod")
		if err != nil {
			t.Fatal(err)
		}
		if f.Owner() != "herbod" || f.Hero() || f.Side != rules.Heroes || f.HandsUsed() > 2 {
			t.Errorf("%s: %+v", it.Base().ID, f)
		}
	}
	cs, err := HeroCompanions(p, "herbod")
	if err != nil || len(cs) != 1 || cs[0].Owner() != "herbod" {
		t.Fatalf("Herbod's companions: %+v %v", cs, err)
	}
	if _, err := Follower(p, "nobody", "herbod"); err == nil {
		t.Error("an unknown follower resolved")
	}
}

// The starter pack holds enough Dark Player cards for the Artificial Dark
// Player's decks with six heroes (page 54; issue 5).
func TestStarterDecksForSixHeroes(t *testing.T) {
	p := starterPack(t)
	d, err := adp.BuildDecks(DarkDeckCards(p), 6, 120, dice.Seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Obstacles) != 6*6+1+2 || len(d.Powers) != 6*6+2 || len(d.Encounters) != 12 {
		t.Fatalf("decks for six heroes: %d obstacles, %d powers, %d encounters", len(d.Obstacles), len(d.Powers), len(d.Encounters))
	}
}

func TestGroupValuePoints(t *testing.T) {
	p := starterPack(t)
	var figs []rules.Figure
	for _, id := range []string{"shara", "borgron", "taeral"} {
		f, err := Hero(p, id)
		if err != nil {
			t.Fatal(err)
		}
		if f.VP() != HeroStartVP {
			t.Errorf("%s: VP %d", id, f.VP())
		}
		figs = append(figs, f)
	}
	base := rules.GroupVP(figs)
	for id, vp := range map[string]int{"magic_sword": 4, "dexterity_potion": 1, "components_for_magic": 1, "axe": 0} {
		it, err := Item(p, id)
		if err != nil {
			t.Fatal(err)
		}
		if it.VP != vp {
			t.Errorf("%s: VP %d, want %d", id, it.VP, vp)
		}
	}
	sword, _ := Item(p, "magic_sword")
	figs[0].Items = append(figs[0].Items, sword)
	if got := rules.GroupVP(figs); got != base+4 {
		t.Fatalf("with a magic sword: %d, want %d", got, base+4)
	}
}

// The starter pack's Treasure deck: ten cards (page 4), each drawable;
// its magic objects and potions come unidentified (page 27), and the
// furniture's search tables are in the book.
func TestTreasureBookFromStarter(t *testing.T) {
	p := starterPack(t)
	b, err := TreasureBook(p)
	if err != nil {
		t.Fatal(err)
	}
	if b.Cards() != 10 {
		t.Fatalf("%d cards, want 10", b.Cards())
	}
	magic, ok := b.Table("magic_object")
	if !ok || magic.Dice != 2 || magic.Rows[0].Item == nil || !magic.Rows[0].Unknown {
		t.Fatalf("magic objects: %+v", magic)
	}
	common, _ := b.Table("common_object")
	if common.Rows[0].Item == nil || common.Rows[0].Unknown {
		t.Fatalf("a common object is no secret: %+v", common.Rows[0])
	}
	cup, ok := b.Table(ElementTable + "cupboard")
	if !ok || cup.Dice != 2 {
		t.Fatalf("cupboard: %+v", cup)
	}
	// What a row does to the searcher is data (R933): the rats bite.
	if x := cup.Rows[0].Effect; x == nil || x.ID != rules.EffectFindHarm || x.Dice != 1 || x.Against != rules.Armour {
		t.Fatalf("the cupboard's rats: %+v", x)
	}
	for id, want := range map[string]rules.FindEffect{
		"alchemy_table": {ID: rules.EffectFindCondition, Against: rules.Armour, Condition: rules.Poisoned},
		"fountain":      {ID: rules.EffectFindCondition, Against: rules.Armour, Condition: rules.Diseased},
	} {
		tb, _ := b.Table(ElementTable + id)
		if x := tb.Rows[0].Effect; x == nil || *x != want {
			t.Errorf("%s: %+v, want %+v", id, x, want)
		}
	}
	if heal := func() *rules.FindEffect {
		tb, _ := b.Table(ElementTable + "fountain")
		return tb.Rows[len(tb.Rows)-1].Effect
	}(); heal == nil || heal.ID != rules.EffectFindHeal || heal.Amount != 2 {
		t.Fatalf("the fountain's healing water: %+v", heal)
	}
	if relic := b.Card(9); relic.Table != "relic" {
		t.Fatalf("card 10: %+v", relic)
	}
	s, err := WithTreasure(p, rules.State{})
	if err != nil || s.Treasure == nil || len(s.Treasure.Deck) != 10 {
		t.Fatalf("deck %+v: %v", s.Treasure, err)
	}
}

// A giant follows a lone hero with Giant Tamer (page 101).
func TestCheckGiants(t *testing.T) {
	tamer := rules.Figure{ID: "aldren", Side: rules.Heroes, Skills: []string{"giant_tamer"}}.WithInfo(rules.FigureInfo{Hero: true})
	plain := rules.Figure{ID: "shara", Side: rules.Heroes}.WithInfo(rules.FigureInfo{Hero: true})
	giant := rules.Figure{ID: "aldren-giant", Side: rules.Heroes}.WithInfo(rules.FigureInfo{Kind: "giant", Owner: "aldren"})
	for _, tc := range []struct {
		name string
		figs []rules.Figure
		ok   bool
	}{
		{"a lone tamer", []rules.Figure{tamer, giant}, true},
		{"two heroes", []rules.Figure{tamer, plain, giant}, false},
		{"no tamer", []rules.Figure{func() rules.Figure { f := tamer; f.Skills = nil; return f }(), giant}, false},
		{"no giant", []rules.Figure{tamer, plain}, true},
	} {
		if err := CheckGiants(tc.figs); (err == nil) != tc.ok {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

// The Werewolf a lycanthrope turns into comes from the pack (page 116),
// and every creature profile says what kind of being it is.
func TestWerewolfShape(t *testing.T) {
	p := starterPack(t)
	sh, err := ShapeOf(p, Werewolf)
	if err != nil {
		t.Fatal(err)
	}
	o := sh.Other
	if o.Kind != "werewolf" || o.Size != rules.SizeAverage || o.Attrs.Vitality == 0 || len(o.Items) != 1 || !o.Items[0].Natural || sh.Animal {
		t.Fatalf("werewolf %+v", sh)
	}
	if _, err := ShapeOf(p, "no_such_beast"); err == nil {
		t.Fatal("a shape of no profile")
	}
	for _, it := range p.List("creatures") {
		if f, ok := Creatures(p)(it.Base().ID); !ok || f.Kind() == "" {
			t.Errorf("creature %s has no kind", it.Base().ID)
		}
	}
}

// A hero's Hatred names the kinds it hates on its sheet (page 110).
func TestHeroHates(t *testing.T) {
	p := starterPack(t)
	it, ok := p.Get("heroes", "borgron")
	if !ok {
		t.Fatal("no borgron")
	}
	h := it.(*content.Hero) // the pack is this test's own
	h.Skills = append(slices.Clone(h.Skills), content.Ref{ID: "hatred"})
	if _, err := Hero(p, "borgron"); err == nil {
		t.Fatal("Hatred with no kind hated accepted")
	}
	h.Hates = []string{"orc"}
	f, err := Hero(p, "borgron")
	if err != nil || !slices.Equal(f.Hates(), []string{"orc"}) {
		t.Fatalf("hates %v: %v", f.Hates(), err)
	}
}

// Page 49's example: a goblin shooter spawned with a Greek Fire costs 2
// points more, and carries a flask the rules throw (R1245).
func TestGoblinShooterGreekFire(t *testing.T) {
	p := starterPack(t)
	plain, err := SpawnCreature(p, "goblin_shooter", nil)
	if err != nil {
		t.Fatal(err)
	}
	fire, err := SpawnCreature(p, "goblin_shooter", []string{"greek_fire"})
	if err != nil {
		t.Fatal(err)
	}
	if fire.VP != plain.VP+2 {
		t.Errorf("VP %d with Greek Fire, %d without", fire.VP, plain.VP)
	}
	it, err := Item(p, "greek_fire")
	if err != nil {
		t.Fatal(err)
	}
	if !rules.IsFlask(&it) || !it.Has("fire") {
		t.Errorf("Greek Fire is no fire flask: %+v", it.ItemCard)
	}
}
