package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// Taking a dead enemy's weapon (page 26, Action 15): a hero with no weapon,
// whose partners cannot spare him one (none carries two), may take the
// non-magic weapon of the last enemy he knocked out, if it was his size.
// He fights with it at -1 to his Combat Skill (melee) or Shooting Skill
// (ranged), and it is worth nothing when sold. The book puts it under
// searching corpses, so it is done as that Action is: by a hero with his
// Action, after the combat (not in a combat turn) and before a new section
// is revealed (which forgets his last kill), without standing by the body
// (R815).

const ruleTakeWeapon = "take_weapon"

// TakeWeapon takes weapon Item of the last enemy the figure knocked out.
type TakeWeapon struct {
	Header
	Figure string
	Item   int
}

const TypeTakeWeapon = "take_weapon"

func (TakeWeapon) Type() string { return TypeTakeWeapon }

// MarshalJSON writes the command's tagged form.
func (c TakeWeapon) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c TakeWeapon) toWire(w *wire) { w.Figure, w.Item = &c.Figure, itemRef(c.Item) }

func init() {
	commandFields[TypeTakeWeapon] = map[string]bool{"figure": true, "item": true}
	wireDecoders[TypeTakeWeapon] = func(a wireArgs) (Command, error) {
		return TakeWeapon{Header: a.h, Figure: a.fig, Item: a.item}, nil
	}
}

// armedWith counts the weapons figure f could fight with: melee or
// ranged, neither natural nor broken (one it dropped counts: he may pick
// it up).
func armedWith(f *Figure) int {
	n := 0
	for k := range f.Items {
		if it := &f.Items[k]; it.Weapon() && !it.Natural && !it.Unarmed && !it.Broken {
			n++
		}
	}
	return n
}

// magicItem reports whether it is a magic object or relic: one with an
// effect of its own or Value Points (ordinary weapons have neither).
func magicItem(it *Item) bool { return it.Effect != "" || it.VP > 0 }

// canTakeWeapon checks the Action for figure fi and returns the enemy's
// index.
func canTakeWeapon(s *State, fi int, a *Activation, k int) (int, *RuleError) {
	f := &s.Figures[fi]
	if err := actionHere(s, fi, a); err != nil {
		return -1, err
	}
	switch {
	case !f.Hero:
		return -1, s.refuse(CodeNotAHero, "only heroes take an enemy's weapon, and %s is not one", "solo los héroes toman el arma de un enemigo, y %s no lo es", f.name())
	case CombatTurn(*s):
		return -1, s.refuse(CodeCombatTurn, "the combat is not over", "el combate no ha terminado")
	case armedWith(f) > 0:
		return -1, s.refuse(CodeBadItem, "%s has a weapon already", "%s ya tiene un arma", f.name())
	}
	for i := range s.Figures {
		p := &s.Figures[i]
		if i != fi && p.Side == f.Side && p.Present() && armedWith(p) > 1 {
			return -1, s.refuse(CodeBadItem, "%s carries more than one weapon and may give %s one", "%s lleva más de un arma y puede darle una a %s", p.name(), f.name())
		}
	}
	oi := s.figure(f.LastKill)
	if f.LastKill == "" || oi < 0 || s.Figures[oi].Present() {
		return -1, s.refuse(CodeBadTarget, "%s has knocked out no enemy since the last section was revealed", "%s no ha dejado fuera de combate a ningún enemigo desde que se desveló la última zona", f.name())
	}
	o := &s.Figures[oi]
	if o.Size != f.Size {
		return -1, s.refuse(CodeBadTarget, "%s is not the size of %s: its weapons do not suit him", "%s no es del tamaño de %s: sus armas no le sirven", o.name(), f.name())
	}
	if k < 0 || k >= len(o.Items) {
		return -1, s.refuse(CodeBadItem, "%s had no item %d", "%s no tenía ningún objeto %d", o.name(), k)
	}
	it := &o.Items[k]
	switch {
	case !it.Weapon() || it.Natural || it.Unarmed:
		return -1, s.refuse(CodeBadItem, "%s of %s is no weapon to take", "%s de %s no es un arma que se pueda tomar", it.Name.En, o.name())
	case magicItem(it):
		return -1, s.refuse(CodeBadItem, "%s is magic: only non-magic weapons may be taken so", "%s es mágica: así solo se toman armas no mágicas", it.Name.En)
	case it.Broken:
		return -1, s.refuse(CodeBadItem, "%s is broken", "%s está rota", it.Name.En)
	}
	return oi, nil
}

func (c TakeWeapon) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	oi, rerr := canTakeWeapon(e.s, fi, a, c.Item)
	if rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleTakeWeapon); rerr != nil {
		return rerr
	}
	o := &e.s.Figures[oi]
	it := o.Items[c.Item]
	o.Items = slices.Delete(slices.Clone(o.Items), c.Item, c.Item+1)
	// A card of its own: the -1 and the lost value belong to this copy.
	card := *it.ItemCard
	card.Penalties = slices.Clone(card.Penalties)
	card.Traits = append(slices.Clone(card.Traits), Trait{Name: traitScavenged, Value: 1})
	skill := CombatSkill
	if it.Kind == ItemRanged {
		skill = ShootingSkill
	}
	card.Penalties = append(card.Penalties, Penalty{Attribute: skill, Value: -1})
	card.VP = 0
	it.ItemCard = &card
	it.At, it.Place = board.Pos{}, InPack
	f = &e.s.Figures[fi]
	if f.HandsUsed()+max(it.Hands, 1) <= 2 {
		it.Place = InHand
	}
	f.Items = append(f.Items, it)
	e.emit(WeaponTaken{Figure: f.ID, From: o.ID, Item: len(f.Items) - 1, ItemName: it.Name})
	return nil
}

// traitScavenged marks a weapon taken from a corpse: it has no selling
// value (page 26).
const traitScavenged = "scavenged"

func takeWeaponOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	oi := s.figure(f.LastKill)
	if f.LastKill == "" || oi < 0 {
		return nil
	}
	var out []Option
	for k := range s.Figures[oi].Items {
		if _, err := canTakeWeapon(s, fi, s.Active, k); err == nil {
			out = append(out, Option{ID: fmt.Sprintf("take_weapon:%s:%d", f.ID, k), Command: TakeWeapon{Header: h, Figure: f.ID, Item: k}})
		}
	}
	return out
}

// WeaponTaken: a hero took the weapon of an enemy he knocked out; it is
// his item Item now.
type WeaponTaken struct {
	Figure   string `json:"figure"`
	From     string `json:"from"`
	Item     int    `json:"item"`
	ItemName Text   `json:"item_name"`
}

func (WeaponTaken) EventType() string { return "weapon_taken" }
