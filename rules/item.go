package rules

import (
	"encoding/json"
	"fmt"

	"dun/board"
)

// Equipment (pages 70-73). The rules never read content packs: setup
// resolves a figure's equipment into Items, plain data holding the numbers
// of each card, and the rules keep them on the Figure with where each one
// is (in hand, worn, in the backpack) and what happened to it (broken,
// dropped, spent until the combat ends, waiting to be reloaded).

// ItemKind is the kind of an equipment card (page 70).
type ItemKind uint8

// The kinds of equipment. Common and special objects are both Object to
// the rules: what they do is their effect.
const (
	ItemObject ItemKind = iota
	ItemMelee
	ItemRanged
	ItemShield
	ItemArmour
)

var itemKindNames = [...]string{"object", "melee", "ranged", "shield", "armour"}

func (k ItemKind) String() string {
	if int(k) < len(itemKindNames) {
		return itemKindNames[k]
	}
	return fmt.Sprintf("kind(%d)", k)
}

// MarshalText writes the kind's name.
func (k ItemKind) MarshalText() ([]byte, error) {
	if int(k) >= len(itemKindNames) {
		return nil, fmt.Errorf("invalid item kind %d", k)
	}
	return []byte(itemKindNames[k]), nil
}

// UnmarshalText reads a kind by its name.
func (k *ItemKind) UnmarshalText(b []byte) error {
	for i, n := range itemKindNames {
		if n == string(b) {
			*k = ItemKind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown item kind %q", b)
}

// Place is where a figure keeps an item (page 70: hands, body, backpack).
type Place uint8

// The places of an item. Ground marks an item the figure let fall (a
// blunder drops the weapon on the opponent's square, page 36): it is still
// the figure's until someone else picks it up, and At says where it lies.
const (
	InPack Place = iota
	InHand
	Worn
	OnGround
)

var placeNames = [...]string{"pack", "hand", "worn", "ground"}

func (p Place) String() string {
	if int(p) < len(placeNames) {
		return placeNames[p]
	}
	return fmt.Sprintf("place(%d)", p)
}

// MarshalText writes the place's name.
func (p Place) MarshalText() ([]byte, error) {
	if int(p) >= len(placeNames) {
		return nil, fmt.Errorf("invalid place %d", p)
	}
	return []byte(placeNames[p]), nil
}

// UnmarshalText reads a place by its name.
func (p *Place) UnmarshalText(b []byte) error {
	for i, n := range placeNames {
		if n == string(b) {
			*p = Place(i)
			return nil
		}
	}
	return fmt.Errorf("unknown place %q", b)
}

// Penalty is a change an item makes to its bearer's attribute while it is
// worn or held (armour and shields always; weapons while used).
type Penalty struct {
	Attribute Attribute `json:"attribute"`
	Value     int       `json:"value"`
}

// Trait is one special rule of an item, from its card's notes: a name the
// rules know (see the weapon_traits, shield_traits and armor_traits
// effects of the content packs) with a number, or a word for the few that
// take one. A boolean trait is present with Value 1.
type Trait struct {
	Name  string `json:"name"`
	Value int    `json:"value,omitempty"`
	Word  string `json:"word,omitempty"`
}

// Item is one piece of a figure's equipment: the numbers of its card,
// shared, and what happened to this copy of it.
//
// The card (ItemCard) never changes in play, so a state and its clones
// share it (State.Clone copies 32 bytes per item, not the card's 230): a
// rule must never write to an item's card fields; an item whose card must
// differ gets a new card. The card's fields are promoted, so it.Dice reads
// the card, and JSON shows an item as one flat object, as before the split.
type Item struct {
	*ItemCard
	Place Place `json:"place"`

	// Broken items are useless (page 41).
	Broken bool `json:"broken,omitempty"`
	// Spent marks magic arrows and thrown weapons used in a combat turn:
	// not usable again until the combat ends (page 35).
	Spent bool `json:"spent,omitempty"`
	// Unloaded marks a reload weapon that was shot and must be reloaded
	// (page 70) before shooting again.
	Unloaded bool `json:"unloaded,omitempty"`
	// At is where an item OnGround lies.
	At board.Pos `json:"at,omitzero"`
	// Venom marks a weapon coated with a poison flask: its wounding blows
	// poison until the combat ends (poison_flask.go).
	Venom bool `json:"venom,omitempty"`
	// Lit marks a torch or lantern lit with Action 16 (light.go).
	Lit bool `json:"lit,omitempty"`
	// Unknown marks a magic object, relic or potion whose powers the
	// heroes have not identified (page 27, Action 21; identify.go).
	Unknown bool `json:"unknown,omitempty"`
	// Secret marks the magic object the Dark Player gave his Leader: its
	// owner knows it and uses its powers, the heroes know only that he has
	// one (page 46), so their view shows it as an unidentified object.
	Secret bool `json:"secret,omitempty"`
	// Stolen marks the item a thief snatched from a hero's backpack
	// (darkcard_thief.go), until someone picks it up again.
	Stolen bool `json:"stolen,omitempty"`
	// Tried marks an unidentified item whose one identification attempt
	// of the game failed (Alchemist, Secrets of Magic; R742).
	Tried bool `json:"tried,omitempty"`
	// Found marks an object the group acquired in this quest: a Treasure
	// card's, a table's or a corpse's. Such objects are shared out at the
	// end of the quest (page 12; aftermath_share.go).
	Found bool `json:"found,omitempty"`
	// Used counts the uses this quest of a power the object may use a
	// limited number of times per quest (its `uses`; magic_invisible.go).
	Used int `json:"used,omitempty"`
}

// ItemCard is what an equipment card says (page 70): immutable once an
// Item holds it.
type ItemCard struct {
	// ID is the content ID ("axe"); two items of a figure may share it.
	ID   string   `json:"id"`
	Name Text     `json:"name"`
	Kind ItemKind `json:"kind"`
	// Hands is the hands the item needs when held (0-2).
	Hands int `json:"hands,omitempty"`

	// Weapons: Dice damage dice, plus the bearer's Strength when
	// PlusStrength (d+N of melee and throwing weapons, page 41).
	Dice         int  `json:"dice,omitempty"`
	PlusStrength bool `json:"plus_strength,omitempty"`
	// Piercing changes the target's armour: -1 pierces, +1 is feeble.
	Piercing int `json:"piercing,omitempty"`
	// Range is the maximum range in squares; RangeTimes, when set, makes it
	// the bearer's Strength times RangeTimes (throwing weapons).
	Range      int  `json:"range,omitempty"`
	RangeTimes int  `json:"range_times,omitempty"`
	Reload     bool `json:"reload,omitempty"`
	// Breaks is the breaking roll: the weapon breaks on 1..Breaks (page 41).
	Breaks        int  `json:"breaks,omitempty"`
	Noise         bool `json:"noise,omitempty"`
	LongReach     bool `json:"long_reach,omitempty"`
	Unarmed       bool `json:"unarmed,omitempty"`
	Natural       bool `json:"natural,omitempty"`
	ShieldBreaker bool `json:"shield_breaker,omitempty"`
	// Throwing marks a ranged weapon that is thrown (page 35), not shot.
	Throwing bool `json:"throwing,omitempty"`

	// Shields: the blocking roll (5 for 5+), pushing, and the breaking
	// roll after blocking a shield-breaking weapon (page 43).
	Block      int  `json:"block,omitempty"`
	Push       bool `json:"push,omitempty"`
	BreakBlock int  `json:"break_block,omitempty"`

	// Armour: the Armour it adds, heavy or light.
	ArmourBonus int  `json:"armour_bonus,omitempty"`
	Heavy       bool `json:"heavy,omitempty"`

	Penalties []Penalty `json:"penalties,omitempty"`
	Traits    []Trait   `json:"traits,omitempty"`
	// Effect is the content effect ID of an object (potions, scrolls).
	Effect string `json:"effect,omitempty"`
	// VP is the Value Points of a magic object, relic, potion or special
	// object, which count in the group's (page 9); 0 for ordinary
	// equipment.
	VP int `json:"vp,omitempty"`
	// Cost is the item's price in coins (its card's); the Artificial
	// Dark Player uses its dearest disposable objects first (page 62).
	Cost int `json:"cost,omitempty"`
	// Weight is the item's weight (page 70), toward the weight limit
	// (load.go).
	Weight int `json:"weight,omitempty"`
	// Rare marks an uncommon item (page 79's roll to find it), which the
	// Dark Player pays double for his creatures (page 103).
	Rare bool `json:"rare,omitempty"`
	// Relic marks a relic (page 72): no Large or Huge figure uses it.
	Relic bool `json:"relic,omitempty"`
}

// UnmarshalJSON reads an item as one flat object, its card's fields and
// its own, giving it a card of its own even when no card field is present
// (so that no decoded item has a nil card).
func (it *Item) UnmarshalJSON(b []byte) error {
	type plain Item
	p := plain{ItemCard: new(ItemCard)}
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	*it = Item(p)
	return nil
}

// Trait returns the value of the item's trait name and whether it has it.
func (it *Item) Trait(name string) (int, bool) {
	for _, t := range it.Traits {
		if t.Name == name {
			return t.Value, true
		}
	}
	return 0, false
}

// Has reports whether the item has the trait name.
func (it *Item) Has(name string) bool {
	_, ok := it.Trait(name)
	return ok
}

// Weapon reports whether the item is a melee or ranged weapon.
func (it *Item) Weapon() bool { return it.Kind == ItemMelee || it.Kind == ItemRanged }

// Usable reports whether the item can be used: not broken, not spent, not
// lying on the ground.
func (it *Item) Usable() bool { return !it.Broken && !it.Spent && it.Place != OnGround }

// penalty is the item's change to attribute a.
func (it *Item) penalty(a Attribute) int {
	n := 0
	for _, p := range it.ActivePenalties() {
		if p.Attribute == a {
			n += p.Value
		}
	}
	return n
}

// HandsUsed is the number of hands the figure's held items take.
func (f *Figure) HandsUsed() int {
	n := 0
	for i := range f.Items {
		if f.Items[i].Place == InHand {
			n += max(f.Items[i].Hands, 1)
		}
	}
	return n
}

// FreeHand reports whether the figure has a hand free (to cast a spell,
// page 38).
func (f *Figure) FreeHand() bool { return f.HandsUsed() < 2 }

// Held returns the indices of the items in the figure's hands of kind k,
// usable ones only, in the order they are listed.
func (f *Figure) Held(k ItemKind) []int { return f.appendHeld(nil, k) }

// appendHeld appends Held(k) to out: a caller that keeps nothing passes a
// buffer of its stack.
func (f *Figure) appendHeld(out []int, k ItemKind) []int {
	for i := range f.Items {
		it := &f.Items[i]
		if it.Place == InHand && it.Kind == k && it.Usable() {
			out = append(out, i)
		}
	}
	return out
}

// Shield returns the index of the usable shield the figure holds, or -1.
func (f *Figure) Shield() int {
	var buf [4]int
	if s := f.appendHeld(buf[:0], ItemShield); len(s) > 0 {
		return s[0]
	}
	return -1
}

// MeleeWeapons returns the indices of the weapons the figure may fight
// with in melee: held melee weapons, then natural weapons (claws, fangs;
// kept in no hand) when both hands are free (page 71). An empty result
// means the figure fights unarmed.
func (f *Figure) MeleeWeapons() []int { return f.appendMeleeWeapons(nil) }

// appendMeleeWeapons appends MeleeWeapons() to out: a caller that keeps
// nothing passes a buffer of its stack (every attack asks).
func (f *Figure) appendMeleeWeapons(out []int) []int {
	free := handsFreeBut(f, -1)
	for i := range f.Items {
		it := &f.Items[i]
		if it.Kind == ItemMelee && it.Usable() && (it.Place == InHand || it.Natural && free) {
			out = append(out, i)
		}
	}
	// Then the held ranged weapons that fight in melee (javelins,
	// weapon_javelin.go).
	for i := range f.Items {
		if it := &f.Items[i]; it.Place == InHand && it.Usable() && meleeRanged(it) {
			out = append(out, i)
		}
	}
	return out
}

// checkItems verifies the figure's equipment: known kinds and places, at
// most two hands in use, numbers in range.
func (f *Figure) checkItems() error {
	if len(f.Items) > maxItems {
		return fmt.Errorf("%d items: at most %d", len(f.Items), maxItems)
	}
	for i := range f.Items {
		it := &f.Items[i]
		if it.ItemCard == nil || it.ID == "" {
			return fmt.Errorf("item %d has no id", i+1)
		}
		if int(it.Kind) >= len(itemKindNames) || int(it.Place) >= len(placeNames) {
			return fmt.Errorf("item %q: invalid kind or place", it.ID)
		}
		if it.Hands < 0 || it.Hands > 2 || it.Dice < 0 || it.Dice > attrLimit || it.Breaks < 0 || it.Breaks > 6 ||
			it.Block < 0 || it.Block > 6 || it.BreakBlock < 0 || it.BreakBlock > 6 || it.Range < 0 || it.Range > attrLimit ||
			it.RangeTimes < 0 || it.RangeTimes > 9 || it.ArmourBonus < 0 || it.ArmourBonus > 9 || it.Piercing < -9 || it.Piercing > 9 ||
			it.VP < 0 || it.VP > attrLimit || it.Used < 0 || it.Used > attrLimit {
			return fmt.Errorf("item %q: a number is out of range", it.ID)
		}
		for _, p := range it.Penalties {
			if p.Attribute >= numAttributes || p.Value < -9 || p.Value > 9 {
				return fmt.Errorf("item %q: invalid penalty", it.ID)
			}
		}
	}
	if f.HandsUsed() > 2 {
		return fmt.Errorf("holds items needing %d hands", f.HandsUsed())
	}
	return f.checkMagicLimit()
}

// maxItems bounds a figure's equipment.
const maxItems = 64

// A figure's items are shared between a state and its clones, as its
// skills, boons and marks are (cow.go): a clone copies the figure, not
// its 45 items' 2 KB, and most commands change no item. An item is
// therefore never written in place but through editItem, which gives the
// figure its own copy of its items first; a pointer into them taken
// before is stale, so a rule re-takes it at the write (it =
// f.editItem(k)). Appending needs neither: the copies have no spare
// capacity.

// editItem returns item k of f to be changed, in f's own copy of its
// items.
func (f *Figure) editItem(k int) *Item { return &own(&f.Items)[k] }
