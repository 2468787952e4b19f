package rules

import "strconv"

// The Invisibility Ring (content's original relic): `uses` times a quest,
// a Quick Action makes its wearer invisible until its next activation
// begins. Meanwhile no enemy may make it the target of an attack, a shot
// or a spell, and it moves as if no enemy had a melee range (R1056). The
// mark is not a skill's, so the next activation wipes it with the other
// lasting marks (endActivationMarks).

const markInvisible = "invisible"

// invisible reports whether figure f is invisible now.
func invisible(f *Figure) bool {
	for _, m := range f.Marks {
		if m == markInvisible {
			return true
		}
	}
	return false
}

// unseenRefusal refuses an enemy targeting invisible figure t.
func unseenRefusal(t *Figure) *RuleError {
	return refuse(CodeBadTarget, "%s is invisible: no enemy may target it until its next activation", "%s es invisible: ningún enemigo puede elegirlo como objetivo hasta su siguiente activación", t.name())
}

// TurnInvisible uses the invisibility power of the worn item at index
// Item.
type TurnInvisible struct {
	Header
	Figure string
	Item   int
}

// TypeTurnInvisible is TurnInvisible's command type.
const TypeTurnInvisible = "turn_invisible"

func (TurnInvisible) Type() string { return TypeTurnInvisible }

// MarshalJSON writes the command's tagged form.
func (c TurnInvisible) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c TurnInvisible) toWire(w *wire) { w.Figure, w.Item = &c.Figure, itemRef(c.Item) }

func init() {
	commandFields[TypeTurnInvisible] = map[string]bool{"figure": true, "item": true}
	animalRefused[TypeTurnInvisible] = Text{En: "it handles no objects", Es: "no maneja objetos"}
	wireDecoders[TypeTurnInvisible] = func(a wireArgs) (Command, error) {
		return TurnInvisible{Header: a.h, Figure: a.fig, Item: a.item}, nil
	}
}

// itemUsesLeft is how many more times this quest the power of item it may be
// used.
func itemUsesLeft(it *Item) int {
	n, _ := it.Trait("uses")
	return max(n-it.Used, 0)
}

// canTurnInvisible checks TurnInvisible of item k by figure fi: a Quick
// Action (page 28), the ring worn and identified, a use left, the figure
// not invisible already.
func canTurnInvisible(s *State, fi int, a *Activation, k int) *RuleError {
	f := &s.Figures[fi]
	if k < 0 || k >= len(f.Items) || !wornPower(&f.Items[k], powerInvisibility) {
		return refuse(CodeBadItem, "%s wears no identified item %d that makes it invisible", "%s no lleva puesto ningún objeto identificado %d que lo vuelva invisible", f.name(), k)
	}
	if itemUsesLeft(&f.Items[k]) == 0 {
		return refuse(CodeBadItem, "%s has no use of %s left in this quest", "a %s no le queda ningún uso de %s en esta aventura", f.name(), f.Items[k].Name)
	}
	if invisible(f) {
		return refuse(CodeBadItem, "%s is invisible already", "%s ya es invisible", f.name())
	}
	return quickReady(s, fi, a)
}

// TurnInvisible (a Quick Action): one use of the ring, and the figure is
// invisible until its next activation.
func (c TurnInvisible) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if rerr := canTurnInvisible(e.s, fi, a, c.Item); rerr != nil {
		return rerr
	}
	if rerr := e.spendQuick(f, a); rerr != nil {
		return rerr
	}
	it := f.editItem(c.Item)
	it.Used++
	f.Marks = append(f.Marks, markInvisible)
	left := strconv.Itoa(itemUsesLeft(it))
	e.emit(ItemPowerUsed{Figure: f.ID, ItemName: it.Name, What: Text{
		En: "invisible until its next activation; uses left this quest: " + left,
		Es: "invisible hasta su siguiente activación; usos que le quedan en esta aventura: " + left}})
	return nil
}

// invisibleOptions lists the uses of invisibility the active figure may
// make now.
func invisibleOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if a == nil || a.Figure != f.ID {
		return nil
	}
	var out []Option
	for k := range f.Items {
		if wornPower(&f.Items[k], powerInvisibility) && canTurnInvisible(s, fi, a, k) == nil {
			out = append(out, Option{ID: "turn_invisible:" + f.ID + ":" + strconv.Itoa(k), Command: TurnInvisible{Header: h, Figure: f.ID, Item: k}})
		}
	}
	return out
}
