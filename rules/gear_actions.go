package rules

import (
	"strconv"

	"dun/board"
)

// The Actions and Quick Actions of pages 26-28 that handle equipment:
// putting armour on or off (Action 13, not with a move), giving an item to
// an adjacent companion and drinking a potion (Quick Actions), and
// searching the corpses of the enemies defeated (Action 15).

const (
	ruleArmour        = "armour"
	ruleGive          = "give"
	ruleDrink         = "drink"
	ruleSearchCorpses = "search_corpses"
)

// WearArmour puts on (when in the backpack) or takes off (when worn) the armour
// at index Item.
type WearArmour struct {
	Header
	Figure string
	Item   int
}

// Give hands the item at index Item to the adjacent companion To.
type Give struct {
	Header
	Figure string
	Item   int
	To     string
}

// Drink drinks the potion at index Item; Spell names the spell whose
// marker a mana potion takes off, if any (page 38).
type Drink struct {
	Header
	Figure string
	Item   int
	Spell  string
}

// SearchCorpses searches the corpses of the enemies defeated in the
// combat just over.
type SearchCorpses struct {
	Header
	Figure string
}

// Command types of the equipment actions.
const (
	TypeArmour        = "armour"
	TypeGive          = "give"
	TypeDrink         = "drink"
	TypeSearchCorpses = "search_corpses"
)

func (WearArmour) Type() string    { return TypeArmour }
func (Give) Type() string          { return TypeGive }
func (Drink) Type() string         { return TypeDrink }
func (SearchCorpses) Type() string { return TypeSearchCorpses }

// MarshalJSON writes the command's tagged form.
func (c WearArmour) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Give) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Drink) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c SearchCorpses) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// wearChange adds (sign +1) or removes (sign -1) what armour it gives
// figure f: its Armour bonus and its penalties.
func wearChange(f *Figure, it *Item, sign int) {
	f.EditAttrs().Armour = clampAttr(Armour, f.Attrs().Armour+sign*it.ArmourBonus)
	for _, p := range it.ActivePenalties() {
		p = usedToArmour(f, it, p)
		if v := p.Attribute.ref(f.EditAttrs()); v != nil {
			*v = clampAttr(p.Attribute, *v+sign*p.Value)
		}
	}
	magicWearChange(f, it, sign) // a worn magic item's attribute (magic_worn.go)
}

// clampAttr keeps attribute a's value v within what a figure may have:
// Movement, Mana, Vitality and Fortune never below 0 (Attributes.check).
func clampAttr(a Attribute, v int) int {
	lo := -attrLimit
	switch a {
	case Movement, Mana, Vitality, Fortune:
		lo = 0
	}
	return min(max(v, lo), attrLimit)
}

// canArmour checks Action 13 for item k of figure fi.
func canArmour(s *State, fi int, a *Activation, k int) *RuleError {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return err
	}
	if k < 0 || k >= len(f.Items) || f.Items[k].Kind != ItemArmour || f.Items[k].Broken || (f.Items[k].Place != Worn && f.Items[k].Place != InPack) {
		return s.refuse(CodeBadItem, "%s has no armour %d to put on or take off", "%s no tiene ninguna armadura %d que ponerse o quitarse", f.name(), k)
	}
	if f.Items[k].Place == InPack {
		for i := range f.Items {
			if i != k && f.Items[i].Kind == ItemArmour && f.Items[i].Place == Worn {
				return s.refuse(CodeBadItem, "%s already wears an armour", "%s ya lleva una armadura", f.name())
			}
		}
	}
	if err := notMoved(s, f, a); err != nil {
		return err
	}
	if !a.ActionLeft() {
		return s.refuse(CodeActionUsed, "%s has no Action left", "a %s no le queda ninguna Acción", f.name())
	}
	if enemyAdjacent(s, fi, f.At) {
		return s.refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción", f.name())
	}
	return unthreatened(s, fi)
}

// WearArmour (Action 13): the worn armour counts in the figure's attributes,
// so putting it on adds its bonus and penalties and taking it off removes
// them (R77). The figure may not move in the rest of its activation.
func (c WearArmour) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if rerr := canArmour(e.s, fi, a, c.Item); rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleArmour); rerr != nil {
		return rerr
	}
	it := f.editItem(c.Item)
	on := it.Place == InPack
	if on {
		it.Place = Worn
		wearChange(f, it, 1)
	} else {
		it.Place = InPack
		wearChange(f, it, -1)
	}
	a.Still = true
	e.emit(ArmourChanged{Figure: f.ID, Item: c.Item, ItemName: it.Name, On: on, Armour: f.Attrs().Armour})
	return nil
}

// quickReady checks what every Quick Action but drawing a weapon needs:
// not lying, a Quick Action left, no enemy adjacent nor engaging (page 28).
func quickReady(s *State, fi int, a *Activation) *RuleError {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return err
	}
	if a.QuickActionsLeft() == 0 {
		return s.refuse(CodeQuickActionUsed, "%s has no Quick Action left", "a %s no le queda ninguna Acción rápida", f.name())
	}
	if enemyAdjacent(s, fi, f.At) {
		return s.refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Quick Action but drawing a weapon may be performed there", "%s está junto a un enemigo: ahí solo se puede desenvainar como Acción rápida", f.name())
	}
	return unthreatened(s, fi)
}

// Give (a Quick Action): the item goes to the companion's backpack. An
// item the giver wears or has dropped cannot be given.
func (c Give) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi, ti := e.s.figure(f.ID), e.s.figure(c.To)
	if ti < 0 {
		return unknownFigure(c.To)
	}
	if rerr := quickReady(e.s, fi, a); rerr != nil {
		return rerr
	}
	t := &e.s.Figures[ti]
	if f.Owner() != "" && t.Owner() == "" && !(c.Item >= 0 && c.Item < len(f.Items) && soloShared(e.s, &f.Items[c.Item])) {
		return refuse(CodeBadItem, "a companion shares nothing with the heroes (page 74; a solo hero's potions and rope excepted, page 65)", "un acompañante no comparte nada con los héroes (página 74; salvo las pociones y la cuerda de un héroe en solitario, página 65)")
	}
	if ti == fi || t.Side != f.Side || !t.Present() || !handsReach(e.s, fi, ti) {
		return refuse(CodeNotAdjacent, "%s can only give to a companion next to it", "%s solo puede dar objetos a un compañero adyacente", f.name())
	}
	if err := packsOn(e.s, fi, ti); err != nil {
		return err
	}
	if c.Item < 0 || c.Item >= len(f.Items) || f.Items[c.Item].Place == Worn || f.Items[c.Item].Place == OnGround {
		return refuse(CodeBadItem, "%s has no item %d to give", "%s no tiene ningún objeto %d que dar", f.name(), c.Item)
	}
	if len(t.Items) >= maxItems {
		return refuse(CodeBadItem, "%s cannot carry more", "%s no puede llevar más", t.name())
	}
	if rerr := e.spendQuick(f, a); rerr != nil {
		return rerr
	}
	it := f.Items[c.Item]
	it.Place = InPack
	f.Items = append(f.Items[:c.Item:c.Item], f.Items[c.Item+1:]...)
	t = &e.s.Figures[ti]
	t.Items = append(t.Items, it)
	e.emit(ItemGiven{Figure: f.ID, To: t.ID, ItemName: it.Name, Item: len(t.Items) - 1})
	return nil
}

// drinkable reports whether item it is a potion whose effect the rules
// carry out.
func drinkable(it *Item) bool {
	switch it.Effect {
	case "heal":
		return true
	case "potion_bonus":
		return it.word("until") == "quest" || it.word("until") == "combat"
	case effectPotionMana:
		return true
	case EffectCure:
		_, ok := cureCondition(it)
		return ok
	}
	return false
}

func (it *Item) word(name string) string {
	for _, t := range it.Traits {
		if t.Name == name {
			return t.Word
		}
	}
	return ""
}

// Drink (a Quick Action): a healing potion restores its Vitality; a potion
// with a bonus raises the attributes it names (page 72) for the quest or
// until the combat ends, a fearless one making the drinker immune to fear
// as long; a mana potion gives mana back. A potion is used up. Potions
// whose effect the rules do not carry out yet are refused rather than
// wasted.
func (c Drink) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if rerr := quickReady(e.s, fi, a); rerr != nil {
		return rerr
	}
	if c.Item < 0 || c.Item >= len(f.Items) || f.Items[c.Item].Kind != ItemObject || f.Items[c.Item].Place == OnGround || f.Items[c.Item].Effect == "" {
		return refuse(CodeBadItem, "%s has no potion %d", "%s no tiene ninguna poción %d", f.name(), c.Item)
	}
	it := f.Items[c.Item]
	if it.Unknown {
		return refuse(CodeBadItem, "%s is not identified yet and cannot be drunk", "%s aún no está identificada y no se puede beber", it.Name)
	}
	if !drinkable(&it) {
		return refuse(CodeBadItem, "the effect of %s (%s) is not carried out by the rules yet", "el efecto de %s (%s) aún no lo aplican las reglas", it.Name, it.Effect)
	}
	if rerr := markerCheck(e.s, f, &it, c.Spell); rerr != nil {
		return rerr
	}
	if rerr := cureReady(f, &it); rerr != nil {
		return rerr
	}
	if rerr := e.spendQuick(f, a); rerr != nil {
		return rerr
	}
	f.Items = append(f.Items[:c.Item:c.Item], f.Items[c.Item+1:]...)
	ev := PotionDrunk{Figure: f.ID, ItemName: it.Name}
	if cond, ok := cureCondition(&it); ok {
		// A cure is no potion: the last potion's bonus stays (R1180).
		e.emit(ev)
		e.lose(fi, cond, 0)
		return nil
	}
	if it.Effect == effectPotionMana {
		ev.Mana, ev.Spell = drinkMana(f, &it, c.Spell)
		ev.ManaLeft = f.ManaLeft()
	}
	e.emit(ev)
	// Potions do not add up: a new one cancels what the last one still
	// gives (page 27).
	f.dropPotion()
	switch it.Effect {
	case "heal":
		v, _ := it.Trait("vitality")
		e.heal(fi, v)
	case "potion_bonus":
		for _, p := range [][2]string{{"attribute", "value"}, {"attribute2", "value2"}} {
			at, ok := contentAttribute(it.word(p[0]))
			v, _ := it.Trait(p[1])
			if ok && v != 0 {
				if ref := at.ref(f.EditAttrs()); ref != nil {
					was := *ref
					*ref = clampAttr(at, *ref+v)
					f.SetPotionBonus(append(f.PotionBonus(), Penalty{Attribute: at, Value: *ref - was}))
				}
			}
		}
		f.SetPotionCombat(it.word("until") == "combat")
		if v, ok := it.Trait("fearless"); ok && v != 0 {
			// No Fearsome foe calls for a Courage test (skills_fear.go)
			// while the immunity lasts: until the combat ends (turn.go).
			leader := Figure{}.WithInfo(FigureInfo{Leader: true})
			f.SetFearImmune(FearLevel(&leader))
		}
	}
	return nil
}

// dropPotion takes off figure f what its last potion still gives.
func (f *Figure) dropPotion() {
	for _, p := range f.PotionBonus() {
		if ref := p.Attribute.ref(f.EditAttrs()); ref != nil {
			*ref = clampAttr(p.Attribute, *ref-p.Value)
		}
	}
	f.SetPotionBonus(nil)
	f.SetPotionCombat(false)
}

// endCombatPotion takes off figure f the bonus of a potion that lasted
// until the combat ended (a Heroic Potion, page 72).
func (e *env) endCombatPotion(fi int) {
	f := &e.s.Figures[fi]
	if !f.PotionCombat() {
		return
	}
	f.dropPotion()
	e.emit(PotionEnded{Figure: f.ID})
}

// contentAttribute maps the content packs' attribute words to the rules'.
func contentAttribute(w string) (Attribute, bool) {
	switch w {
	case "combat":
		return CombatSkill, true
	case "shooting":
		return ShootingSkill, true
	case "armor":
		return Armour, true
	}
	a, err := ParseAttribute(w)
	return a, err == nil
}

// SearchCorpses (Action 15): after a combat and before a new section is
// revealed, one hero who fought in it searches the enemies defeated: 1D6
// for each grunt, 2D6 for an elite, as many as the higher of Strength and
// Intelligence for a champion. Each 4+ is a coin; the sixes find objects
// (1: a common object, 2: a special one, 3: both, 4+: a magic object),
// rolled on the Treasure book's tables (corpseObjects) or, without them,
// owed as draws of those decks; a defeated Leader's magic objects are
// always found (R77).
func (c SearchCorpses) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	bodies, rerr := corpses(e.s, fi, a)
	if rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleSearchCorpses); rerr != nil {
		return rerr
	}
	dice := 0
	var names []string
	var magic []Item
	for _, bi := range bodies {
		b := &e.s.Figures[bi]
		b.SetSearched(true)
		names = append(names, b.ID)
		switch b.Level() {
		case "elite":
			dice += 2
		case "champion":
			dice += max(b.Attrs().Strength, b.Attrs().Intelligence, 1)
		default:
			dice++
		}
		if b.Leader() {
			for _, it := range b.Items {
				if it.Effect != "" && it.Kind != ItemObject {
					magic = append(magic, it)
				}
			}
		}
	}
	d, derr := e.dice.ND6(max(dice, 1), ruleSearchCorpses+": "+f.name())
	if derr != nil {
		return diceError(derr)
	}
	r := e.record(d, ruleSearchCorpses, f.ID)
	e.emit(Rolled{Roll: r.clone()})
	if r, derr = e.thief(f, r); derr != nil {
		return derr
	}
	e.torturerNews(f, r)
	coins := r.AtLeast(4)
	f.SetCoins(min(f.Coins()+coins, maxCoins))
	found := CorpsesSearched{Figure: f.ID, Bodies: names, Roll: r.Seq, Coins: coins}
	switch sixes := r.Sixes(); {
	case sixes >= 4:
		found.Magic = 1
	case sixes == 3:
		found.Common, found.Special = 1, 1
	case sixes == 2:
		found.Special = 1
	case sixes == 1:
		found.Common = 1
	}
	for _, it := range magic {
		// The heroes do not know its powers until they identify it (page
		// 27, Action 21; R137).
		it.Place, it.At, it.Unknown, it.Secret, it.Found = InPack, board.Pos{}, true, false, true
		if len(f.Items) < maxItems {
			f.Items = append(f.Items, it)
			found.Leader = append(found.Leader, unknownName(&it))
		}
	}
	if err := e.corpseObjects(fi, &found); err != nil {
		return err
	}
	e.s.TreasureDraws += found.Magic
	e.emit(found)
	return nil
}

// The tables the objects found on corpses are rolled on, when the game's
// Treasure book has them (the starter pack's IDs).
const (
	TableCommon  = "common_object"
	TableSpecial = "special_object"
	TableMagic   = "magic_object"
)

// corpseObjects rolls the objects owed by a corpse search on the Treasure
// book's tables and hands them to figure fi (magic objects and potions
// unidentified, page 27); what no table of the game gives stays owed, as
// counts in the event (and magic objects in State.TreasureDraws).
func (e *env) corpseObjects(fi int, found *CorpsesSearched) error {
	t := e.s.Treasure
	if t == nil {
		return nil
	}
	var got Found
	for _, owed := range []struct {
		table string
		n     *int
	}{{TableCommon, &found.Common}, {TableSpecial, &found.Special}, {TableMagic, &found.Magic}} {
		if t.Book.table(owed.table) == nil {
			continue
		}
		for range *owed.n {
			if err := e.resolveFind(fi, LootFind{Table: owed.table}, &got, 0); err != nil {
				return err
			}
		}
		*owed.n = 0
	}
	found.Objects, found.Texts = foundNames(got.Items), got.Texts
	e.giveFound(fi, got)
	return nil
}

// corpses lists the defeated enemies figure fi may search now: knocked out,
// not yet searched; only heroes, once the combat is over and before a new
// section is revealed (the searched mark is cleared then, explore.go).
func corpses(s *State, fi int, a *Activation) ([]int, *RuleError) {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return nil, err
	}
	switch {
	case !f.Hero():
		return nil, s.refuse(CodeNotAHero, "only heroes search corpses, and %s is not one", "solo los héroes registran cadáveres, y %s no lo es", f.name())
	case CombatTurn(*s):
		return nil, s.refuse(CodeCombatTurn, "the combat is not over", "el combate no ha terminado")
	case !a.ActionLeft():
		return nil, s.refuse(CodeActionUsed, "%s has no Action left", "a %s no le queda ninguna Acción", f.name())
	}
	var out []int
	for i := range s.Figures {
		b := &s.Figures[i]
		if b.Side != f.Side && !b.Present() && !b.Searched() {
			out = append(out, i)
		}
	}
	if len(out) == 0 {
		return nil, s.refuse(CodeNoElement, "there are no corpses left to search", "no quedan cadáveres que registrar")
	}
	return out, nil
}

// corpseLeft reports whether an enemy of figure fi lies knocked out and
// unsearched: without one corpses refuses.
func corpseLeft(s *State, fi int) bool {
	for i := range s.Figures {
		if b := &s.Figures[i]; b.Side != s.Figures[fi].Side && !b.Present() && !b.Searched() {
			return true
		}
	}
	return false
}

// gearOptions lists the equipment actions the active figure may take.
func gearOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if a == nil || lying(f) != nil {
		return nil
	}
	var out []Option
	for k := range f.Items {
		if f.Items[k].Kind == ItemArmour && canArmour(s, fi, a, k) == nil {
			out = append(out, Option{ID: "armour:" + f.ID + ":" + strconv.Itoa(k), Command: WearArmour{Header: h, Figure: f.ID, Item: k}})
		}
	}
	if quickReady(s, fi, a) == nil {
		for k := range f.Items {
			if it := &f.Items[k]; it.Kind == ItemObject && it.Place != OnGround && !it.Unknown && drinkable(it) && cureReady(f, it) == nil {
				out = append(out, Option{ID: "drink:" + f.ID + ":" + strconv.Itoa(k), Command: Drink{Header: h, Figure: f.ID, Item: k}})
				for _, sp := range f.Spells {
					if markerCheck(s, f, it, sp.ID) == nil {
						out = append(out, Option{ID: "drink:" + f.ID + ":" + strconv.Itoa(k) + ":" + sp.ID, Command: Drink{Header: h, Figure: f.ID, Item: k, Spell: sp.ID}})
					}
				}
			}
		}
		for ti := range s.Figures {
			t := &s.Figures[ti]
			if ti == fi || t.Side != f.Side || !t.Present() || !handsReach(s, fi, ti) || packsOn(s, fi, ti) != nil || len(t.Items) >= maxItems {
				continue
			}
			for k := range f.Items {
				if f.Owner() != "" && t.Owner() == "" && !soloShared(s, &f.Items[k]) {
					continue // a companion shares nothing with the heroes (page 74)
				}
				if p := f.Items[k].Place; p == InHand || p == InPack {
					out = append(out, Option{ID: "give:" + f.ID + ":" + strconv.Itoa(k) + ":" + t.ID, Command: Give{Header: h, Figure: f.ID, Item: k, To: t.ID}})
				}
			}
		}
	}
	// corpses' combat turn is a search of the board: asked only when the
	// cheap conditions hold (a hero with an Action and a corpse to search).
	if f.Hero() && a.ActionLeft() && corpseLeft(s, fi) {
		if _, err := corpses(s, fi, a); err == nil {
			out = append(out, Option{ID: "search_corpses:" + f.ID, Command: SearchCorpses{Header: h, Figure: f.ID}})
		}
	}
	out = append(out, takeWeaponOptions(s, fi, h)...)
	out = append(out, searchHeroOptions(s, fi, h)...)
	out = append(out, wearOptions(s, fi, h)...)
	out = append(out, invisibleOptions(s, fi, h)...)
	out = append(out, coatOptions(s, fi, h)...)
	return out
}

// ArmourChanged: a figure put on (On) or took off its armour; Armour is
// its Armour now.
type ArmourChanged struct {
	Figure   string `json:"figure"`
	Item     int    `json:"item"`
	ItemName Text   `json:"item_name"`
	On       bool   `json:"on,omitempty"`
	Armour   int    `json:"armour"`
}

// ItemGiven: a figure gave an item to a companion, now its item Item.
type ItemGiven struct {
	Figure   string `json:"figure"`
	To       string `json:"to"`
	Item     int    `json:"item"`
	ItemName Text   `json:"item_name"`
}

// PotionDrunk: a figure drank a potion. A mana potion gave back Mana
// (ManaLeft left) and took a marker off Spell, if one was named.
type PotionDrunk struct {
	Figure   string `json:"figure"`
	ItemName Text   `json:"item_name"`
	Mana     int    `json:"mana,omitempty"`
	ManaLeft int    `json:"mana_left,omitempty"`
	Spell    string `json:"spell,omitempty"`
}

// PotionEnded: the combat is over, and with it what figure Figure's last
// potion gave (a Heroic Potion's bonus and immunity to fear, page 72).
type PotionEnded struct {
	Figure string `json:"figure"`
}

// CorpsesSearched: a hero searched the bodies listed (Roll): Coins found,
// and the objects owed from the decks (Common, Special, Magic), and the
// Leader's magic objects taken (page 26).
type CorpsesSearched struct {
	Figure  string   `json:"figure"`
	Bodies  []string `json:"bodies"`
	Roll    int      `json:"roll"`
	Coins   int      `json:"coins"`
	Common  int      `json:"common,omitempty"`
	Special int      `json:"special,omitempty"`
	Magic   int      `json:"magic,omitempty"`
	Leader  []Text   `json:"leader,omitempty"`
	// Objects are the objects the tables gave (an unidentified one by its
	// kind), Texts the rows rolled; Common, Special and Magic are then
	// only what no table of the game gives.
	Objects []Text `json:"objects,omitempty"`
	Texts   []Text `json:"texts,omitempty"`
}

func (ArmourChanged) EventType() string   { return "armour_changed" }
func (ItemGiven) EventType() string       { return "item_given" }
func (PotionDrunk) EventType() string     { return "potion_drunk" }
func (PotionEnded) EventType() string     { return "potion_ended" }
func (CorpsesSearched) EventType() string { return "corpses_searched" }
