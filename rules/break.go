package rules

import (
	"slices"
	"strconv"

	"dun/board"
)

// Breaking doors, chests and other objects (page 25, Action 6). A figure
// next to a door or chest that was tried without violence first (its lock
// jammed on a failed attempt, its riddle failed) may spend its Action
// hitting it: the hit is automatic and the damage dice are the usual ones
// (no criticals, no combat skill), against the element's armour, which
// counts as heavy armour for the weapon. Ranged weapons do no harm unless
// they are noisy. A door has Armour 5 and Vitality 5 (a reinforced one 6
// and 6), a chest 5 and 5. Each turn in which the heroes hit an element
// makes a noise: the enemies of their next encounter add 1 to their
// Initiative for each (initiative.go). A broken door is open for good and
// reveals what lies behind it, as opening it would; a broken chest earns
// a Treasure card.

const ruleBreak = "break"

// Break is the Action of hitting a door (Side set) or a chest (no Side)
// on square At with the figure's weapon.
type Break struct {
	Header
	Figure string
	At     board.Pos
	Side   board.Side
	Door   bool
}

// TypeBreak is the command type of Break.
const TypeBreak = "break"

func (Break) Type() string { return TypeBreak }

// MarshalJSON writes the command's tagged form.
func (c Break) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// elementArmour is the armour and vitality of a door of kind k (page 25).
func doorToughness(k board.DoorKind) (armour, vitality int) {
	if k == board.ReinforcedDoor {
		return 6, 6
	}
	return 5, 5
}

// chestToughness is a chest's armour and vitality (page 25).
const chestToughness = 5

// breakTarget checks that figure fi may hit the element named by c now and
// returns the door's or the chest's index in the Exploration.
func breakTarget(s *State, fi int, a *Activation, at board.Pos, side board.Side, door bool) (int, *RuleError) {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return -1, err
	}
	if err := mountedRefusal(f); err != nil {
		return -1, err
	}
	x := s.Explore
	switch {
	case x == nil:
		return -1, refuse(CodeNoElement, "there is nothing to break on %v", "no hay nada que romper en %v", at)
	case !a.ActionLeft():
		return -1, refuse(CodeActionUsed, "%s has no Action left", "a %s no le queda ninguna Acción", f.name())
	case enemyAdjacent(s, fi, f.At):
		return -1, refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción", f.name())
	case inPit(s.Board, f.At, f.baseSize()):
		return -1, refuse(CodeInPit, "%s is in a pit: it must climb out first", "%s está en un foso: primero debe trepar para salir", f.name())
	}
	if err := unthreatened(s, fi); err != nil {
		return -1, err
	}
	if door {
		k := doorAt(x, at, side)
		if k < 0 {
			return -1, refuse(CodeNoElement, "there is no closed unexplored door there", "ahí no hay ninguna puerta cerrada sin explorar")
		}
		d := x.Doors[k]
		if !nearDoor(s.Board, f, d) {
			return -1, refuse(CodeNotAdjacent, "%s must stand next to the door", "%s debe estar junto a la puerta", f.name())
		}
		if !d.Jammed {
			return -1, refuse(CodeNotTriedYet, "the door must first be tried without violence (its lock or its riddle)", "antes hay que intentar abrir la puerta sin violencia (su cerradura o su acertijo)")
		}
		return k, nil
	}
	k, err := elementNear(s, fi, at)
	if err != nil {
		return -1, err
	}
	el := x.Elements[k]
	switch {
	case !el.Chest:
		return -1, refuse(CodeNoElement, "the element on %v is not a chest", "el elemento de %v no es un cofre", at)
	case el.Opened:
		return -1, refuse(CodeAlreadyTried, "the chest on %v is open already", "el cofre de %v ya está abierto", at)
	case el.Runes:
		return -1, refuse(CodeSealed, "magic runes seal the chest on %v: it cannot be broken", "unas runas mágicas sellan el cofre de %v: no se puede romper", at)
	case el.Sealed:
		return -1, refuse(CodeAlreadyTried, "the riddle of the chest on %v was not solved: it cannot be broken this quest", "el acertijo del cofre de %v no se resolvió: no se puede romper en esta misión", at)
	case !el.Tried:
		return -1, refuse(CodeNotTriedYet, "the chest must first be tried without violence", "antes hay que intentar abrir el cofre sin violencia")
	}
	return k, nil
}

// breakWeapon is the weapon figure f hits with: its first melee weapon
// ready, else a noisy ranged weapon held, else bare hands (-1). ok is
// false when the only weapon is a ranged one that does no harm (page 25).
func breakWeapon(f *Figure) (k int, ok bool) {
	if ws := f.MeleeWeapons(); len(ws) > 0 {
		return ws[0], true
	}
	for _, w := range f.Held(ItemRanged) {
		if f.Items[w].Noise {
			return w, true
		}
	}
	return -1, true
}

func (c Break) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if g := grateAt(e.s, c.At, c.Side); c.Door && g >= 0 {
		return e.breakGrate(f, a, g, c.At)
	}
	k, rerr := breakTarget(e.s, fi, a, c.At, c.Side, c.Door)
	if rerr != nil {
		return rerr
	}
	w, _ := breakWeapon(f)
	// Hitting a door a detected card trap waits on sets it off (page 48).
	if t := doorTrap(e.s.Explore, c.At, c.Side); c.Door && t >= 0 {
		return e.springTrap(fi, t, Task{Back: f.At})
	}
	if rerr := e.spendAction(f, a, ruleBreak); rerr != nil {
		return rerr
	}
	x := e.s.Explore
	armour, vitality := chestToughness, chestToughness
	var wounds *int
	if c.Door {
		armour, vitality = doorToughness(e.s.Board.Edge(x.Doors[k].At, x.Doors[k].Side).Door)
		wounds = &own(&x.Doors)[k].Wounds
	} else {
		wounds = &own(&x.Elements)[k].Wounds
	}
	r, err := e.hitElement(f, w, armour)
	if err != nil {
		return err
	}
	hits := DamageWounds(r)
	*wounds = min(*wounds+hits, vitality)
	if f.Side == Heroes && x.NoiseTurn != e.s.Turn {
		x.Noise++
		x.NoiseTurn = e.s.Turn
	}
	broken := *wounds >= vitality
	e.emit(ElementHit{Figure: f.ID, At: c.At, Side: c.Side, Door: c.Door, Roll: r.Seq, Wounds: hits, Left: vitality - *wounds, Broken: broken, Noise: x.Noise})
	if !broken {
		return nil
	}
	if !c.Door {
		own(&x.Elements)[k].Opened = true
		return e.earnTreasure(fi)
	}
	// A broken door is open for good, and what lies behind is revealed as
	// if it were opened (not an exploratory Action, page 25).
	d0 := x.Doors[k]
	e.brokeIn = true
	err = e.openUnexplored(fi, k)
	e.brokeIn = false
	if err != nil {
		return err
	}
	g := e.s.Board // openUnexplored cloned it
	for _, p := range d0.Edges(nil) {
		ed := g.Edge(p, d0.Side)
		ed.State = board.Broken
		if err := g.SetEdge(p, d0.Side, ed); err != nil {
			return refuse(CodeBadState, "the door at %v: %v", "la puerta de %v: %v", p, err.Error())
		}
	}
	return nil
}

// hitElement rolls figure f's blow with weapon w at an element of Armour
// armour (page 25: no criticals, the weapon's heavy armour dice, armour
// capped at 6 with its sixes rolled again).
func (e *env) hitElement(f *Figure, w, armour int) (RollRecord, error) {
	dice, mods, diceMods := breakDice(f, w)
	mods = append([]Modifier{{Value: armour, Kind: ModAttribute, Why: Text{En: "the element's Armour", Es: "Armadura del elemento"}}}, mods...)
	total := 0
	for _, m := range mods {
		total += m.Value
	}
	if total > MaxArmour {
		mods = append(mods, Modifier{Value: MaxArmour - total, Kind: ModCap, Why: Text{En: "armour capped at 6: each 6 is rolled again and wounds on a new 6", Es: "armadura limitada a 6: cada 6 se repite y hiere con un nuevo 6"}})
		total = MaxArmour
	}
	d, derr := e.dice.ND6(max(dice, 1), ruleBreak+": "+f.name())
	if derr != nil {
		return RollRecord{}, diceError(derr)
	}
	r := e.record(d, ruleBreak, f.ID)
	r.Modifiers, r.Target, r.DiceModifiers = mods, total, diceMods
	e.emit(Rolled{Roll: r.clone()})
	if sixes := sixIndexes(r.Dice); beyondMax(mods) && len(sixes) > 0 {
		d2, derr := e.dice.Reroll(r.Roll, sixes, r.Purpose)
		if derr != nil {
			return RollRecord{}, diceError(derr)
		}
		again := e.record(d2, ruleBreak, f.ID)
		again.Modifiers, again.Target, again.DiceModifiers = mods, total, slices.Clone(diceMods)
		e.emit(Rolled{Roll: again.clone()})
		r = again
	}
	return r, nil
}

// breakDice is the damage dice of a blow at an element with weapon k of
// figure f, the weapon's change to the armour, and the changes to the
// dice its traits make: heavy armour for every weapon (page 25: the
// weapon's "heavy armour" dice count), and a grip with both hands (the
// usual dice, R1220).
func breakDice(f *Figure, k int) (int, []Modifier, []Modifier) {
	it := strikeItem(f, k)
	if it == nil || it.Unarmed {
		return attributeNow(f, Strength), []Modifier{{Value: 1, Why: Text{En: "unarmed", Es: "desarmado"}}}, nil
	}
	b := Blow{Dice: it.Dice}
	if it.PlusStrength {
		b.Dice += attributeNow(f, Strength)
	}
	if v, ok := it.Trait("heavy_armor_dice"); ok && v != 0 {
		b.addDice(v, Text{En: it.Name.En + " against heavy armour", Es: it.Name.Es + " contra armadura pesada"})
	}
	if v, ok := it.Trait("two_hands_dice"); ok && v != 0 && bothHands(f, k) {
		b.addDice(v, Text{En: it.Name.En + " wielded with both hands", Es: it.Name.Es + " a dos manos"})
	}
	var mods []Modifier
	if it.Piercing != 0 {
		mods = append(mods, Modifier{Value: it.Piercing, Why: weaponText(it)})
	}
	return b.Dice, mods, b.DiceMods
}

// breakOptions lists the doors and chests the active figure may hit.
func breakOptions(s *State, fi int, h Header) []Option {
	x := s.Explore
	a := s.Active
	if x == nil || a == nil || !a.ActionLeft() {
		return nil
	}
	f := &s.Figures[fi]
	var out []Option
	for _, d := range x.Doors {
		if !d.Jammed {
			continue
		}
		if _, err := breakTarget(s, fi, a, d.At, d.Side, true); err == nil {
			out = append(out, Option{ID: "break:" + f.ID + ":" + strconv.Itoa(d.At.X) + "," + strconv.Itoa(d.At.Y) + ":" + d.Side.String(),
				Command: Break{Header: h, Figure: f.ID, At: d.At, Side: d.Side, Door: true}})
		}
	}
	for _, el := range x.Elements {
		if !el.Chest || !el.Tried || el.Opened || el.Sealed {
			continue
		}
		for _, p := range chestSquares(s, el.Element) {
			if _, err := breakTarget(s, fi, a, p, 0, false); err == nil {
				out = append(out, Option{ID: "break:" + f.ID + ":" + strconv.Itoa(p.X) + "," + strconv.Itoa(p.Y),
					Command: Break{Header: h, Figure: f.ID, At: p}})
				break
			}
		}
	}
	return out
}

// ElementHit: a figure hit a door or chest (page 25): Wounds taken by this
// roll, Left of its Vitality, Broken once none is left. Noise is the turns
// of noise the heroes have made so far.
type ElementHit struct {
	Figure string     `json:"figure"`
	At     board.Pos  `json:"at"`
	Side   board.Side `json:"side,omitempty"`
	Door   bool       `json:"door,omitempty"`
	Roll   int        `json:"roll"`
	Wounds int        `json:"wounds"`
	Left   int        `json:"left"`
	Broken bool       `json:"broken,omitempty"`
	Noise  int        `json:"noise,omitempty"`
}

func (ElementHit) EventType() string { return "element_hit" }
