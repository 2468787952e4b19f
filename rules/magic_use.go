package rules

import "strconv"

// Using a magic object's power (pages 27, 38-40, 72): the objects whose
// power is something their bearer does rather than something they give
// all the time. Each power is played from the object's card (content's
// traits), never from its ID:
//
//   - magic_item power magic_projectile (the Wand of Sparks): an Action
//     shoots a magic projectile of the card's dice up to its range,
//     resolved as a cast's projectile (magic_wand.go), with no casting
//     roll and so nothing to dispel (R1070);
//   - magic_item power full_recovery (Unicorn Blood): a Quick Action
//     gives back all the Vitality lost and lifts every condition (R1071);
//   - magic_weapon power quake (the Earth-shattering Warhammer): an
//     Action, the hammer in hand, knocks down every adjacent enemy of the
//     wielder's size or smaller that stands on the ground (R1074).
//
// A card's uses count what it may do in a quest: Item.Used keeps what
// this copy has done. An unidentified object gives none of it (page 27),
// a broken one neither; an animal handles no objects (animalform.go).

const ruleUseItem = "use_item"

// The power words of objects used by a command.
const (
	powerMagicProjectile = "magic_projectile"
	powerFullRecovery    = "full_recovery"
	powerQuake           = "quake"
)

// UseItem uses the power of item Item of the figure: at figure Target
// for a power aimed at someone (the Wand of Sparks, a thrown flask), none
// otherwise. Skills are the active skills declared with a flask's throw,
// a ranged attack (flask.go; page 110); no other use declares any.
type UseItem struct {
	Header
	Figure string
	Item   int
	Target string
	Skills []string
}

// TypeUseItem is the command type of UseItem.
const TypeUseItem = "use_item"

func (UseItem) Type() string { return TypeUseItem }

// MarshalJSON writes the command's tagged form.
func (c UseItem) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c UseItem) toWire(w *wire) {
	w.Figure, w.Item = &c.Figure, itemRef(c.Item)
	if c.Target != "" {
		w.Target = &c.Target
	}
	w.Skills = c.Skills
}

func init() {
	commandFields[TypeUseItem] = map[string]bool{"figure": true, "item": true, "target": false, "skills": false}
	wireDecoders[TypeUseItem] = func(a wireArgs) (Command, error) {
		return UseItem{Header: a.h, Figure: a.fig, Item: a.item, Target: a.target, Skills: a.w.Skills}, nil
	}
	animalRefused[TypeUseItem] = Text{En: "it handles no objects", Es: "no maneja objetos"}
}

// itemPower is the power word of item it that a command uses, "" when it
// has none the rules play. The warhammer's is a magic weapon's power.
func itemPower(it *Item) string {
	if it == nil || it.ItemCard == nil {
		return ""
	}
	switch w := it.magicWord("power"); {
	case it.Effect == EffectMagicItem && (w == powerMagicProjectile || w == powerFullRecovery):
		return w
	case it.Effect == EffectMagicWeapon && w == powerQuake:
		return w
	}
	return ""
}

// powerUsesLeft is how many more times item it may use its power this quest.
// A card without uses allows one (R1073).
func powerUsesLeft(it *Item) int {
	n, ok := it.Trait("uses")
	if !ok {
		n = 1
	}
	return max(n-it.Used, 0)
}

// useCheck checks that figure fi may use the power of its item k now, at
// target (for a power aimed at someone), and returns the power.
func useCheck(s *State, fi int, a *Activation, k int, target string) (string, *RuleError) {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return "", err
	}
	if k < 0 || k >= len(f.Items) || itemPower(&f.Items[k]) == "" || f.Items[k].Place == OnGround || f.Items[k].Stolen {
		return "", refuse(CodeBadItem, "%s has no object %d with a power to use", "%s no tiene ningún objeto %d con un poder que usar", f.name(), k)
	}
	it := &f.Items[k]
	power := itemPower(it)
	switch {
	case it.Unknown:
		return "", refuse(CodeBadItem, "nobody knows yet what %s does: it is not identified", "nadie sabe aún qué hace %s: no está identificado", it.Name)
	case it.Broken:
		return "", refuse(CodeBadItem, "%s is broken", "%s está roto", it.Name)
	case relicTooBig(f, it):
		return "", relicRefusal(f, it)
	case powerUsesLeft(it) == 0:
		return "", refuse(CodeNoUsesLeft, "%s has used all its power this quest", "%s ya ha agotado su poder en esta misión", it.Name)
	case power != powerMagicProjectile && target != "":
		return "", refuse(CodeBadTarget, "%s is not aimed at anyone", "%s no se dirige contra nadie", it.Name)
	}
	switch power {
	case powerMagicProjectile:
		return power, sparksCheck(s, fi, a, k, target)
	case powerFullRecovery:
		return power, quickReady(s, fi, a)
	case powerQuake:
		return power, quakeCheck(s, fi, a, k)
	}
	return power, nil
}

// CodeNoUsesLeft: the object has used its power as often as its card
// allows in a quest.
const CodeNoUsesLeft = "no_uses_left"

func (c UseItem) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if c.Item >= 0 && c.Item < len(f.Items) && isFlask(&f.Items[c.Item]) {
		return e.throwFlask(fi, a, c.Item, c.Target, c.Skills)
	}
	if len(c.Skills) > 0 {
		return refuse(CodeBadSkill, "skills are declared with an attack, not with this object", "las habilidades se declaran con un ataque, no con este objeto")
	}
	if c.Item >= 0 && c.Item < len(f.Items) && f.Items[c.Item].Effect == EffectHerbs {
		if rerr := lying(f); rerr != nil {
			return rerr
		}
		return e.herbs(fi, a, c.Item, c.Target)
	}
	power, rerr := useCheck(e.s, fi, a, c.Item, c.Target)
	if rerr != nil {
		return rerr
	}
	switch power {
	case powerFullRecovery:
		if rerr := e.spendQuick(f, a); rerr != nil {
			return rerr
		}
	case powerQuake:
		if rerr := e.startAttack(f, a, ruleQuake); rerr != nil {
			return rerr
		}
	default:
		if rerr := e.spendAction(f, a, ruleUseItem); rerr != nil {
			return rerr
		}
	}
	it := f.editItem(c.Item)
	it.Used++
	e.emit(ItemUsed{Figure: f.ID, Item: c.Item, ItemName: it.Name, Target: c.Target, UsesLeft: powerUsesLeft(it)})
	switch power {
	case powerMagicProjectile:
		return e.sparks(fi, c.Item, c.Target)
	case powerFullRecovery:
		e.fullRecovery(fi)
	case powerQuake:
		e.quake(fi)
	}
	return nil
}

// fullRecovery gives figure fi back all the Vitality it lost and lifts
// every condition it has (Unicorn Blood, R1071).
func (e *env) fullRecovery(fi int) {
	f := &e.s.Figures[fi]
	e.heal(fi, int(f.Wounds))
	for _, c := range e.s.Figures[fi].Conditions.List() {
		if c != KnockedOut {
			e.lose(fi, c, 0)
		}
	}
}

// itemPowerOptions lists the powers figure fi may use now: each object
// once, the wand at each enemy it may hit.
func itemPowerOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if a == nil || lying(f) != nil || f.InAnimalForm() {
		return nil
	}
	var out []Option
	for k := range f.Items {
		it := &f.Items[k]
		if it.Effect == EffectHerbs {
			out = append(out, herbsOptions(s, fi, a, k, h, "use_item:"+f.ID+":"+strconv.Itoa(k))...)
			continue
		}
		if isFlask(it) {
			out = append(out, flaskOptions(s, fi, a, k, h, "use_item:"+f.ID+":"+strconv.Itoa(k))...)
			continue
		}
		power := itemPower(it)
		if power == "" || it.Unknown || it.Broken || powerUsesLeft(it) == 0 {
			continue
		}
		id := "use_item:" + f.ID + ":" + strconv.Itoa(k)
		if power != powerMagicProjectile {
			if _, err := useCheck(s, fi, a, k, ""); err == nil {
				out = append(out, Option{ID: id, Command: UseItem{Header: h, Figure: f.ID, Item: k}})
			}
			continue
		}
		if sparksReady(s, fi, a, k) != nil {
			continue
		}
		sp := wandSpell(it)
		for ti := range s.Figures {
			if targetCheck(s, fi, sp, s.Figures[ti].ID) == nil {
				out = append(out, Option{ID: id + ":" + s.Figures[ti].ID, Command: UseItem{Header: h, Figure: f.ID, Item: k, Target: s.Figures[ti].ID}})
			}
		}
	}
	return out
}

// ItemUsed: a figure used the power of its item Item (at Target, for an
// aimed one); UsesLeft is what the object may still do this quest.
type ItemUsed struct {
	Figure   string `json:"figure"`
	Item     int    `json:"item"`
	ItemName Text   `json:"item_name"`
	Target   string `json:"target,omitempty"`
	UsesLeft int    `json:"uses_left"`
}

func (ItemUsed) EventType() string { return "item_used" }

// ItemPower is the power word of item it that the use_item command uses
// (magic_projectile, full_recovery, quake), "" when it has none.
func ItemPower(it *Item) string { return itemPower(it) }

// Power words a policy reads with ItemPower.
const (
	PowerMagicProjectile = powerMagicProjectile
	PowerFullRecovery    = powerFullRecovery
	PowerQuake           = powerQuake
)
