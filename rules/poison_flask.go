package rules

import "strconv"

// A poison flask (page 72, usual equipment; the pack's card) is spent with
// a Quick Action (page 28: using an object) to coat a weapon the figure
// carries: until the combat ends, a blow of that weapon that wounds
// poisons as the skill Poisonous does (skills, pages 110-116: 1D6 against the victim's
// Natural Armour; on a success Poisoned and 1 more Vitality lost). Page 70
// names the weapons that cannot take poison, "neither natural nor blunt":
// they are refused. The coat dries when a turn begins that is no combat
// turn (turn.go), as a Heroic Potion's bonus wears off (R1046): a coat
// put on outside a combat lasts until that combat is over only if the
// combat starts in the same turn (R1182). A figure with Poisonous already
// poisons its blows: the coat adds no second roll.

// EffectPoisonWeapon is the content effect of a poison flask.
const EffectPoisonWeapon = "item_poison_weapon"

// TypeCoatWeapon is the command type of CoatWeapon.
const TypeCoatWeapon = "coat_weapon"

// CoatWeapon: the figure spends a poison flask it carries to coat its
// weapon Item.
type CoatWeapon struct {
	Header
	Figure string
	Item   int
}

func (CoatWeapon) Type() string { return TypeCoatWeapon }

// MarshalJSON writes the command's tagged form.
func (c CoatWeapon) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c CoatWeapon) toWire(w *wire) { w.Figure, w.Item = &c.Figure, itemRef(c.Item) }

func init() {
	commandFields[TypeCoatWeapon] = map[string]bool{"figure": true, "item": true}
	wireDecoders[TypeCoatWeapon] = func(a wireArgs) (Command, error) {
		return CoatWeapon{Header: a.h, Figure: a.fig, Item: a.item}, nil
	}
	animalRefused[TypeCoatWeapon] = Text{En: "it handles no objects", Es: "no maneja objetos"}
}

// noPoison are the weapons page 70 says cannot take poison, by the
// starter pack's IDs (the book's Sling, Net, Fangs, Horns, Claws, Staff,
// Club, Mace, Hammer, Cavalry lance, Macuahuitl, Iron fist, Gladiator
// scissors); any natural weapon, and fighting unarmed, neither.
var noPoison = map[string]bool{
	"sling": true, "sling_with_lead_projectiles": true, "net": true, "fangs": true, "horns": true,
	"claws": true, "staff": true, "club": true, "mace": true, "warhammer": true,
	"cavalry_lance": true, "macuahuitl": true, "iron_fist": true, "gladiator_scissors": true,
}

// poisonFlask is the index of a poison flask figure f may spend, -1 for
// none.
func poisonFlask(f *Figure) int {
	for k := range f.Items {
		if it := &f.Items[k]; it.Effect == EffectPoisonWeapon && it.Usable() && !it.Unknown && !it.Stolen {
			return k
		}
	}
	return -1
}

// coatCheck checks that figure fi may coat its weapon k now and returns
// the flask it spends.
func coatCheck(s *State, fi int, a *Activation, k int) (int, *RuleError) {
	f := &s.Figures[fi]
	if rerr := quickReady(s, fi, a); rerr != nil {
		return -1, rerr
	}
	flask := poisonFlask(f)
	if flask < 0 {
		return -1, refuse(CodeBadItem, "%s carries no poison flask", "%s no lleva ninguna pócima de veneno", f.name())
	}
	if k < 0 || k >= len(f.Items) || (f.Items[k].Kind != ItemMelee && f.Items[k].Kind != ItemRanged) || !f.Items[k].Usable() || f.Items[k].Stolen {
		return -1, refuse(CodeBadItem, "%s has no weapon %d to coat", "%s no tiene ningún arma %d que untar", f.name(), k)
	}
	it := &f.Items[k]
	switch {
	case it.Natural || it.Unarmed || noPoison[it.ID]:
		return -1, refuse(CodeBadItem, "%s cannot take poison: neither natural nor blunt weapons can (page 70)", "%s no admite veneno: ni las armas naturales ni las contundentes (página 70)", it.Name)
	case it.Venom:
		return -1, refuse(CodeBadItem, "%s is already poisoned", "%s ya está envenenada", it.Name)
	}
	return flask, nil
}

func (c CoatWeapon) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	flask, rerr := coatCheck(e.s, fi, a, c.Item)
	if rerr != nil {
		return rerr
	}
	if rerr := e.spendQuick(f, a); rerr != nil {
		return rerr
	}
	f.editItem(c.Item).Venom = true
	ev := WeaponCoated{Figure: f.ID, ItemName: f.Items[c.Item].Name, FlaskName: f.Items[flask].Name}
	f.Items = append(f.Items[:flask:flask], f.Items[flask+1:]...)
	ev.Item = c.Item
	if flask < c.Item {
		ev.Item--
	}
	e.emit(ev)
	return nil
}

// coatOptions lists the weapons the active figure fi may coat now.
func coatOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	if s.Active == nil || poisonFlask(f) < 0 {
		return nil
	}
	var out []Option
	for k := range f.Items {
		if _, rerr := coatCheck(s, fi, s.Active, k); rerr == nil {
			out = append(out, Option{ID: "coat:" + f.ID + ":" + strconv.Itoa(k), Command: CoatWeapon{Header: h, Figure: f.ID, Item: k}})
		}
	}
	return out
}

// venomBlow reports whether blow r was dealt with a weapon coated with
// poison by an attacker without Poisonous of its own.
func venomBlow(s *State, b *Figure, by string) bool {
	st := s.Strike
	if by != st.Attacker || st.Item < 0 || st.Item >= len(b.Items) || !b.Items[st.Item].Venom {
		return false
	}
	_, own := hasSkill(b, "poisonous")
	return !own
}

// venom rolls the poison of a coated weapon's wounding blow against
// victim vi (as the skill Poisonous does).
func (e *env) venom(bi, vi int) error {
	b, v := &e.s.Figures[bi], &e.s.Figures[vi]
	rr, err := e.rollD6Against(bi, ruleVenom, max(v.Attrs().NaturalArmour, 1))
	if err != nil || rr.failed() {
		return err
	}
	e.emit(ItemPowerUsed{Figure: b.ID, ItemName: b.Items[e.s.Strike.Item].Name, What: Text{En: v.name() + " is poisoned and loses 1 more Vitality", Es: v.name() + " queda envenenado y pierde 1 de Vitalidad más"}})
	e.gain(vi, Poisoned)
	if _, immune := immuneTo(v, Poisoned); !immune {
		e.loseVitality(vi, 1, rr.Seq)
	}
	return nil
}

// WeaponCoated: a figure spent a poison flask (FlaskName) to coat its
// weapon, now its item Item: its blows are poisonous until the combat ends.
type WeaponCoated struct {
	Figure    string `json:"figure"`
	Item      int    `json:"item"`
	ItemName  Text   `json:"item_name"`
	FlaskName Text   `json:"flask_name"`
}

func (WeaponCoated) EventType() string { return "weapon_coated" }
