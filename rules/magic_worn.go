package rules

import "strconv"

// Worn magic items (pages 13, 26, 28, 72): rings, amulets, cloaks and
// boots go on the hero's body (page 13's "Body": what is neither held nor
// in the backpack), Place Worn, as armour does. A magic_item whose card
// names a `worn` place is one of them; its powers act only while it is
// worn, identified (page 27) and whole.
//
// Putting one on or taking it off is a Quick Action (R1050): page 26
// gives Action 13 to the armour that covers the body only, and sends the
// rest to the Quick Actions of page 28 ("equipping objects").
//
// Page 72 lets a character use one magic object or relic of each type at
// a time (ranged, melee, armour, shield, magic item); the others wait in
// the backpack. magicHeld finds the one in use; Wear swaps a worn one for
// another in the same Quick Action (page 72: he "exchanges" them), and
// refuses while a magic item of the type is held instead (R1051).

const (
	// The places a magic item is worn on (its `worn` word).
	wornRing   = "ring"
	wornAmulet = "amulet"
	wornCloak  = "cloak"
	wornBoots  = "boots"

	// The powers of worn items the rules play (their `power` word).
	powerHardToShoot     = "hard_to_shoot"
	powerWardMagicBreath = "ward_magic_breath"
	powerImmuneDisease   = "immune_disease"
	powerMagicResistance = "magic_resistance"
	powerFortune         = "fortune"
	powerInvisibility    = "invisibility"
)

// wornRead lists, for a magic_item with a `worn` place, the parameters
// the rules play, as magicRead does for weapons and armour.
var wornRead = map[string][]string{
	"worn":      {wornRing, wornAmulet, wornCloak, wornBoots},
	"attribute": {"movement", "strength", "combat", "shooting", "armor", "agility", "intelligence", "mana", "courage", "vitality", "dexterity", "perception"},
	"value":     nil,
	"power":     {powerHardToShoot, powerWardMagicBreath, powerImmuneDisease, powerMagicResistance, powerFortune, powerInvisibility},
	"uses":      nil,
}

// magicReadFor is what the rules play of a magic object of effect effect
// with traits traits: the worn parameters for a worn magic item, the
// effect's own (magicRead) otherwise.
func magicReadFor(effect string, traits []Trait) (map[string][]string, bool) {
	if effect == EffectMagicItem {
		for _, t := range traits {
			if t.Name == "worn" && t.Word != "" {
				return wornRead, true
			}
		}
	}
	read, ok := magicRead[effect]
	return read, ok
}

// WornOn is the body place item it is worn on, "" for an item that is not
// worn that way (armour is worn by Action 13, gear_actions.go).
func (it *Item) WornOn() string {
	if it == nil || it.ItemCard == nil || it.Effect != EffectMagicItem {
		return ""
	}
	return it.magicWord("worn")
}

// wornPower reports whether item it is worn, identified and whole, with
// power power.
func wornPower(it *Item, power string) bool {
	return it.Place == Worn && it.WornOn() != "" && magicPowered(it, EffectMagicItem) && it.magicWord("power") == power
}

// wornWith returns the worn item of figure f that gives power power, nil
// for none (one magic item at a time, page 72: at most one).
func wornWith(f *Figure, power string) *Item {
	for i := range f.Items {
		if it := &f.Items[i]; wornPower(it, power) {
			return it
		}
	}
	return nil
}

// isMagic reports whether item it is a magic object or relic (page 72),
// identified or not: the limit counts what it is, not what is known of it.
func isMagic(it *Item) bool {
	if it.ItemCard == nil {
		return false
	}
	switch it.Effect {
	case EffectMagicWeapon, EffectMagicArmour, EffectMagicItem:
		return true
	}
	return false
}

// magicTypeText names page 72's type of a magic object of kind k.
func magicTypeText(k ItemKind) Text {
	switch k {
	case ItemMelee:
		return Text{En: "magic melee weapon", Es: "arma mágica cuerpo a cuerpo"}
	case ItemRanged:
		return Text{En: "magic ranged weapon", Es: "arma mágica a distancia"}
	case ItemArmour:
		return Text{En: "magic armour", Es: "armadura mágica"}
	case ItemShield:
		return Text{En: "magic shield", Es: "escudo mágico"}
	}
	return Text{En: "magic item", Es: "elemento mágico"}
}

// magicHeld returns the index of a magic object of kind k, other than
// item except, that figure f uses: in one of places (held or worn); -1
// for none.
func magicHeld(f *Figure, k ItemKind, except int, places ...Place) int {
	for i := range f.Items {
		it := &f.Items[i]
		if i == except || it.Kind != k || !isMagic(it) {
			continue
		}
		for _, p := range places {
			if it.Place == p {
				return i
			}
		}
	}
	return -1
}

// magicLimitRefusal refuses using item k of figure f while its magic
// object o of the same type is in use (page 72), naming the type.
func magicLimitRefusal(f *Figure, k, o int) *RuleError {
	return refuse(CodeBadItem, "%s already uses a %s (%s): one magic object of each type at a time, the others in the backpack (page 72)",
		"%s ya usa un %s (%s): un solo objeto mágico de cada tipo a la vez, los demás en la mochila (página 72)",
		f.name(), magicTypeText(f.Items[k].Kind), f.Items[o].Name)
}

// relicTooBig reports whether item it is a relic figure f may not use:
// no Large or Huge figure uses one (page 72, R1057).
func relicTooBig(f *Figure, it *Item) bool { return it.Relic && f.Size >= SizeLarge }

// relicRefusal refuses figure f the use of relic it.
func relicRefusal(f *Figure, it *Item) *RuleError {
	return refuse(CodeBadItem, "%s is a relic, and no Large or Huge figure such as %s uses one (page 72)",
		"%s es una reliquia, y ninguna figura grande o enorme como %s la usa (página 72)", it.Name, f.name())
}

// wieldClash is the magic object of item k's type that figure f would
// still hold once Wield took k in hand (what no longer fits goes back to
// the backpack, last held first), -1 for none.
func wieldClash(f *Figure, k int) int {
	it := &f.Items[k]
	if !isMagic(it) {
		return -1
	}
	// The hands free up from the last item held (Wield); the first held
	// item not sent back decides.
	used, need := f.HandsUsed(), max(it.Hands, 1)
	firstBack := len(f.Items)
	for i := len(f.Items) - 1; i >= 0 && used+need > 2; i-- {
		if f.Items[i].Place == InHand {
			firstBack = i
			used -= max(f.Items[i].Hands, 1)
		}
	}
	for i := range f.Items {
		o := &f.Items[i]
		back := o.Place == InHand && i >= firstBack
		if i != k && !back && (o.Place == InHand || o.Place == Worn) && o.Kind == it.Kind && isMagic(o) {
			return i
		}
	}
	return -1
}

// checkMagicLimit refuses a figure that uses two magic objects of one
// type, or a relic it is too big for (page 72): states are built with the
// limits kept.
func (f *Figure) checkMagicLimit() error {
	for i := range f.Items {
		it := &f.Items[i]
		if (it.Place != InHand && it.Place != Worn) || !isMagic(it) {
			continue
		}
		if relicTooBig(f, it) {
			return errMagicLimit{a: it.ID, kind: "relic"}
		}
		if o := magicHeld(f, it.Kind, i, InHand, Worn); o > i {
			return errMagicLimit{a: it.ID, b: f.Items[o].ID, kind: magicTypeText(it.Kind).En}
		}
	}
	return nil
}

type errMagicLimit struct{ a, b, kind string }

func (e errMagicLimit) Error() string {
	if e.b == "" {
		return "item " + strconv.Quote(e.a) + " is a " + e.kind + " in use by a Large or Huge figure, which uses none (page 72)"
	}
	return "items " + strconv.Quote(e.a) + " and " + strconv.Quote(e.b) + " are both a " + e.kind + " in use: one magic object of each type at a time (page 72)"
}

// magicWearChange adds (sign +1) or takes off (sign -1) the attribute a
// worn magic item changes while identified, as wearChange does for
// armour (R77, R1052); it returns the attribute and whether it changed.
// Taking Vitality off a figure still standing never knocks it out: its
// wounds stay one below the new Vitality (Wear refuses it beforehand,
// so only a share-out or a search of the body gets there).
func magicWearChange(f *Figure, it *Item, sign int) (Attribute, bool) {
	if it.WornOn() == "" || !magicPowered(it, EffectMagicItem) {
		return 0, false
	}
	at, ok := contentAttribute(it.magicWord("attribute"))
	v, _ := it.Trait("value")
	if !ok || v == 0 || at.ref(f.Attrs()) == nil {
		return 0, false
	}
	ref := at.ref(f.EditAttrs())
	*ref = clampAttr(at, *ref+sign*v)
	if at == Vitality && f.Present() && int(f.Wounds) >= f.Attrs().Vitality {
		f.Wounds = int32(max(f.Attrs().Vitality-1, 0))
	}
	return at, true
}

// Wear puts on (from the backpack) or takes off (to it) the ring, amulet,
// cloak or boots at index Item.
type Wear struct {
	Header
	Figure string
	Item   int
}

// TypeWear is Wear's command type.
const TypeWear = "wear"

func (Wear) Type() string { return TypeWear }

// MarshalJSON writes the command's tagged form.
func (c Wear) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c Wear) toWire(w *wire) { w.Figure, w.Item = &c.Figure, itemRef(c.Item) }

func init() {
	commandFields[TypeWear] = map[string]bool{"figure": true, "item": true}
	animalRefused[TypeWear] = Text{En: "it handles no objects", Es: "no maneja objetos"}
	wireDecoders[TypeWear] = func(a wireArgs) (Command, error) {
		return Wear{Header: a.h, Figure: a.fig, Item: a.item}, nil
	}
}

// canWear checks Wear of item k by figure fi: a Quick Action (page 28),
// a worn magic item in the backpack or on the body, no magic item held
// in the hands (page 72), and no Vitality it gives that the figure could
// not lose without falling.
func canWear(s *State, fi int, a *Activation, k int) *RuleError {
	if err := quickReady(s, fi, a); err != nil {
		return err
	}
	f := &s.Figures[fi]
	if k < 0 || k >= len(f.Items) || f.Items[k].WornOn() == "" || (f.Items[k].Place != Worn && f.Items[k].Place != InPack) {
		return refuse(CodeBadItem, "%s has no ring, amulet, cloak or boots %d to put on or take off", "%s no tiene ningún anillo, amuleto, capa o botas %d que ponerse o quitarse", f.name(), k)
	}
	off := k
	if f.Items[k].Place == InPack {
		if relicTooBig(f, &f.Items[k]) {
			return relicRefusal(f, &f.Items[k])
		}
		if o := magicHeld(f, ItemObject, k, InHand); o >= 0 {
			return magicLimitRefusal(f, k, o)
		}
		off = magicHeld(f, ItemObject, k, Worn)
	}
	if off >= 0 {
		it := &f.Items[off]
		if v, _ := it.Trait("value"); it.magicWord("attribute") == "vitality" && magicPowered(it, EffectMagicItem) && v > 0 && VitalityLeft(f) <= v {
			return refuse(CodeBadItem, "taking off %s would leave %s no Vitality", "quitarse %s dejaría a %s sin Vitalidad", it.Name, f.name())
		}
	}
	return nil
}

// Wear (a Quick Action): the item goes on the body, and the magic item
// worn there before goes back to the backpack; or it comes off. What it
// gives an attribute comes and goes with it; Movement changes the
// allowance of the activation at once, unless the figure runs (its run
// roll made it) or rides (R1052).
func (c Wear) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if rerr := canWear(e.s, fi, a, c.Item); rerr != nil {
		return rerr
	}
	if rerr := e.spendQuick(f, a); rerr != nil {
		return rerr
	}
	if f.Items[c.Item].Place == Worn {
		e.takeOff(fi, c.Item)
		return nil
	}
	if o := magicHeld(f, ItemObject, c.Item, Worn); o >= 0 {
		e.takeOff(fi, o)
	}
	it := f.editItem(c.Item)
	it.Place = Worn
	e.emit(ItemWorn{Figure: f.ID, Item: c.Item, ItemName: it.Name, On: true})
	if at, ok := magicWearChange(f, it, 1); ok {
		e.wornAttribute(fi, it, at, 1)
	}
	return nil
}

// takeOff puts worn item k of figure fi back in its backpack.
func (e *env) takeOff(fi, k int) {
	f := &e.s.Figures[fi]
	it := f.editItem(k)
	it.Place = InPack
	e.emit(ItemWorn{Figure: f.ID, Item: k, ItemName: it.Name})
	if at, ok := magicWearChange(f, it, -1); ok {
		e.wornAttribute(fi, it, at, -1)
	}
}

// wornAttribute reports attribute at of figure fi changed by worn item
// it, and carries a Movement change into the activation under way.
func (e *env) wornAttribute(fi int, it *Item, at Attribute, sign int) {
	f := &e.s.Figures[fi]
	why := Text{En: "puts on " + it.Name.En, Es: "se pone " + it.Name.Es}
	if sign < 0 {
		why = Text{En: "takes off " + it.Name.En, Es: "se quita " + it.Name.Es}
	}
	e.emit(AttributeChanged{Figure: f.ID, Attribute: at, Value: at.Of(f.Attrs()), Why: why})
	a := e.s.Active
	if at != Movement || a == nil || a.Figure != f.ID || a.Run != nil || f.Riding() != "" {
		return
	}
	v, _ := it.Trait("value")
	was := a.Allowance
	a.Allowance = min(max(a.Allowance+sign*v, 0), 4*attrLimit)
	if a.Allowance != was {
		e.emit(MovementLowered{Figure: f.ID, Allowance: a.Allowance, Why: []Modifier{{Value: a.Allowance - was, Why: why}}})
	}
}

// wearOptions lists the worn magic items the active figure may put on
// or take off now.
func wearOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if a == nil || a.Figure != f.ID {
		return nil
	}
	var out []Option
	for k := range f.Items {
		if f.Items[k].WornOn() != "" && canWear(s, fi, a, k) == nil {
			out = append(out, Option{ID: "wear:" + f.ID + ":" + strconv.Itoa(k), Command: Wear{Header: h, Figure: f.ID, Item: k}})
		}
	}
	return out
}

// ItemWorn: a figure put on (On) or took off the worn magic item Item.
type ItemWorn struct {
	Figure   string `json:"figure"`
	Item     int    `json:"item"`
	ItemName Text   `json:"item_name"`
	On       bool   `json:"on,omitempty"`
}

func (ItemWorn) EventType() string { return "item_worn" }
