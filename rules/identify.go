package rules

import (
	"fmt"
	"strings"
)

// Identifying magic powers and potions (page 27, Action 21, exploratory).
// A magic object, relic or potion found in a quest comes unidentified
// (Item.Unknown) unless the rules that hand it over say otherwise. A hero
// with Secrets of Magic (magic objects and relics) or Alchemist (potions)
// may spend his Action on an Intelligence test to identify one he or a
// companion next to him carries; an unidentified potion cannot be drunk.
// The potion's type is fixed when it is found, so identifying it reveals
// it rather than rolling it (R137). Fortune may not change the test (page
// 14, note 1: determining the effects of special objects). Each potion or
// object may be tried once in a game: a failed test marks it (Item.Tried),
// as both skills' texts say (pages 112-113; R742, which corrects R137).

const ruleIdentify = "identify"

// Identify identifies item Item of figure Owner (the active figure itself
// when empty).
type Identify struct {
	Header
	Figure string
	Owner  string
	Item   int
}

const TypeIdentify = "identify"

func (Identify) Type() string { return TypeIdentify }

// MarshalJSON writes the command's tagged form.
func (c Identify) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c Identify) toWire(w *wire) {
	w.Figure, w.Item = &c.Figure, itemRef(c.Item)
	if c.Owner != "" {
		w.Owner = &c.Owner
	}
}

func init() {
	commandFields[TypeIdentify] = map[string]bool{"figure": true, "item": true, "owner": false}
	wireDecoders[TypeIdentify] = func(a wireArgs) (Command, error) {
		c := Identify{Header: a.h, Figure: a.fig, Item: a.item}
		if _, ok := a.raw["owner"]; ok {
			if a.w.Owner == nil {
				return nil, badCommand(`"owner" must be a string`, `"owner" debe ser una cadena`)
			}
			if err := checkID("owner", *a.w.Owner); err != nil {
				return nil, err
			}
			c.Owner = *a.w.Owner
		}
		return c, nil
	}
}

// ItemIdentified: a hero tried to identify an item; Identified says
// whether he did.
type ItemIdentified struct {
	Figure     string `json:"figure"`
	Owner      string `json:"owner"`
	Item       int    `json:"item"`
	ItemName   Text   `json:"item_name"`
	Roll       int    `json:"roll"`
	Identified bool   `json:"identified"`
}

func (ItemIdentified) EventType() string { return "item_identified" }

// isPotion reports whether it is a potion (page 27: identified by
// Alchemist rather than Secrets of Magic).
func isPotion(it *Item) bool {
	return it.Kind == ItemObject && (it.Effect == "heal" || strings.HasPrefix(it.Effect, "potion"))
}

// identifySkill is the skill that identifies it.
func identifySkill(it *Item) string {
	if isPotion(it) {
		return "alchemist"
	}
	return "secrets_of_magic"
}

func canIdentify(s *State, fi int, a *Activation, owner string, k int) *RuleError {
	f := &s.Figures[fi]
	if !f.Hero() {
		return refuse(CodeNotAHero, "only heroes identify objects", "solo los héroes identifican objetos")
	}
	if err := actionHere(s, fi, a); err != nil {
		return err
	}
	if CombatTurn(*s) {
		return refuse(CodeCombatTurn, "this is a combat turn: objects are identified only while exploring", "es un turno de combate: los objetos solo se identifican explorando")
	}
	o := f
	if owner != "" && owner != f.ID {
		oi := s.figure(owner)
		if oi < 0 {
			return unknownFigure(owner)
		}
		o = &s.Figures[oi]
		if o.Side != f.Side || !Adjacent(*s, f.ID, o.ID, true) {
			return refuse(CodeNotAdjacent, "%s must stand next to %s, an ally", "%s debe estar junto a %s, un aliado", f.name(), o.name())
		}
	}
	if k < 0 || k >= len(o.Items) || !o.Items[k].Unknown || o.Items[k].Place == OnGround {
		return refuse(CodeBadItem, "%s carries no unidentified object %d", "%s no lleva ningún objeto sin identificar %d", o.name(), k)
	}
	if o.Items[k].Tried {
		// One attempt per potion or object in a game (pages 112-113; R742).
		return refuse(CodeBadItem, "%s has been tried once already: one attempt per game", "ya se intentó identificar %s: un intento por partida", o.Items[k].Name)
	}
	it := &o.Items[k]
	if sk := identifySkill(it); !f.HasSkill(sk) {
		name := Text{En: "Secrets of Magic", Es: "Secretos de la magia"}
		if sk == "alchemist" {
			name = Text{En: "Alchemist", Es: "Alquimia"}
		}
		return refuse(CodeBadSkill, "identifying %s needs the skill %s", "identificar %s requiere la habilidad %s", it.Name, name)
	}
	return nil
}

func (c Identify) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if rerr := canIdentify(e.s, fi, a, c.Owner, c.Item); rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleIdentify); rerr != nil {
		return rerr
	}
	r, err := e.test(fi, ruleIdentify, Intelligence, 0)
	if err != nil {
		return err
	}
	e.blunder(r)
	owner := c.Owner
	if owner == "" {
		owner = f.ID
	}
	o := &e.s.Figures[e.s.figure(owner)]
	it := o.editItem(c.Item)
	if !r.failed() {
		it.Unknown = false
		// A worn magic item's attribute counts from now on (R1052).
		if it.Place == Worn {
			if at, ok := magicWearChange(o, it, 1); ok {
				e.wornAttribute(e.s.figure(owner), it, at, 1)
			}
		}
	} else {
		it.Tried = true
	}
	e.emit(ItemIdentified{Figure: f.ID, Owner: owner, Item: c.Item, ItemName: it.Name, Roll: r.Seq, Identified: !r.failed()})
	if !it.Unknown {
		liftPenalties(o, it) // worn with penalties it no longer has (R1076)
	}
	return nil
}

// identifyOptions lists the unidentified objects the figure may try to
// identify: its own and those of the allies next to it.
func identifyOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	if !f.HasSkill("alchemist") && !f.HasSkill("secrets_of_magic") || CombatTurn(*s) {
		return nil
	}
	var out []Option
	for oi := range s.Figures {
		o := &s.Figures[oi]
		if o.Side != f.Side || !o.Present() {
			continue
		}
		owner := ""
		if oi != fi {
			owner = o.ID
		}
		for k := range o.Items {
			if o.Items[k].Unknown && canIdentify(s, fi, s.Active, owner, k) == nil {
				out = append(out, Option{ID: fmt.Sprintf("identify:%s:%s:%d", f.ID, o.ID, k), Command: Identify{Header: h, Figure: f.ID, Owner: owner, Item: k}})
			}
		}
	}
	return out
}
