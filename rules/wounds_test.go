package rules

import (
	"reflect"
	"testing"

	"dun/dice"
)

// Page 43: a figure with one Vitality point left is wounded, a Huge one
// with fewer than 5; healing above that ends the condition. A figure whose
// Vitality is that low unhurt is not wounded (R51).
func TestWoundedThreshold(t *testing.T) {
	g := parseMap(t, room(t, 6, 4)...)
	giant := fig("giant", Dark, SizeHuge, 2, 0, 6)
	giant.EditAttrs().Vitality = 10
	giant.EditAttrs().Armour = 1
	goblin := fig("goblin", Dark, SizeSmall, 5, 3, 5)
	goblin.EditAttrs().Vitality = 1
	shara := heroFig("shara", 0, 0, 5, 0)
	shara.EditAttrs().Armour = 1
	s := newState(t, g, shara, giant, goblin)
	if hasCond(t, s, "goblin", Wounded) || woundedNow(&s.Figures[2]) {
		t.Fatal("an unhurt goblin of Vitality 1 is not wounded")
	}

	// Shara, Vitality 6: 4 wounds leave 2, not wounded; one more leaves 1.
	s, _ = dealBlow(t, s, []int{2, 2, 2, 2}, Blow{Target: "shara", Dice: 4, Against: Armour})
	if hasCond(t, s, "shara", Wounded) {
		t.Fatal("2 Vitality left is not wounded")
	}
	s, evs := dealBlow(t, s, []int{3}, Blow{Target: "shara", Dice: 1, Against: Armour})
	if cg, ok := find[ConditionGained](evs); !ok || cg.Condition != Wounded || !hasCond(t, s, "shara", Wounded) {
		t.Fatalf("1 Vitality left: %+v", cg)
	}
	// The giant, Vitality 10 and Huge: 5 left is not wounded, 4 is.
	s, _ = dealBlow(t, s, []int{2, 2, 2, 2, 2}, Blow{Target: "giant", Dice: 5, Against: Armour})
	if hasCond(t, s, "giant", Wounded) {
		t.Fatal("a Huge figure with 5 left is not wounded")
	}
	s, _ = dealBlow(t, s, []int{4}, Blow{Target: "giant", Dice: 1, Against: Armour})
	if !hasCond(t, s, "giant", Wounded) {
		t.Fatal("a Huge figure with 4 left is wounded")
	}

	// Healing: one point lifts Shara to 2 and ends the condition; the giant
	// needs to reach 5.
	e := &env{s: &s, dice: dice.NewRoller(dice.Scripted())}
	if got := e.heal(0, 1); got != 1 || hasCond(t, s, "shara", Wounded) {
		t.Fatalf("healed %d", got)
	}
	if h, _ := find[Healed](e.events); h != (Healed{Figure: "shara", Restored: 1, Vitality: 2}) {
		t.Fatalf("healed %+v", h)
	}
	if cl, _ := find[ConditionLost](e.events); cl.Condition != Wounded {
		t.Fatalf("lost %+v", cl)
	}
	if got := e.heal(0, 10); got != 4 || s.Figures[0].Wounds != 0 {
		t.Fatalf("healing stops at Vitality: %d, wounds %d", got, s.Figures[0].Wounds)
	}
	if got := e.heal(0, 1); got != 0 {
		t.Fatal("nothing to heal")
	}
	e.events = nil
	if e.heal(1, 0); !hasCond(t, s, "giant", Wounded) || len(e.events) != 0 {
		t.Fatal("healing nothing changes nothing")
	}
	if e.heal(1, 1); hasCond(t, s, "giant", Wounded) {
		t.Fatal("a Huge figure healed back to 5 is no longer wounded")
	}
}

// Page 43: at 0 Vitality a figure is knocked out and every other condition
// ends; a hero lies where he fell, any other figure leaves play. Wounds
// stop at Vitality (R51), and a knocked-out figure is not healed.
func TestKnockedOut(t *testing.T) {
	g := parseMap(t, room(t, 6, 4)...)
	hero := withConditions(heroFig("borgron", 0, 0, 4, 0), KnockedDown, Stunned, Wounded)
	hero.EditAttrs().Vitality = 4
	hero.Wounds = 3
	hero.SetDownLastActivation(true)
	orc := fig("orc", Dark, SizeAverage, 3, 0, 4)
	s := newState(t, g, hero, orc)

	n, evs := dealBlow(t, s, []int{5, 5, 5}, Blow{Target: "borgron", By: "orc", Dice: 3, Against: Armour})
	f, _ := n.Figure("borgron")
	if f.Wounds != 4 || f.Conditions != Conditions(0).With(KnockedOut) || f.DownLastActivation() || f.At != at(0, 0) {
		t.Fatalf("borgron %+v", f)
	}
	if wt, _ := find[WoundsTaken](evs); wt.Wounds != 1 || wt.Vitality != 0 {
		t.Fatalf("wounds beyond Vitality are not kept: %+v", wt)
	}
	var lost []Condition
	for _, e := range evs {
		if cl, ok := e.(ConditionLost); ok {
			lost = append(lost, cl.Condition)
			if cl.Roll != rolls(evs)[0].Seq {
				t.Errorf("lost %+v", cl)
			}
		}
	}
	if !reflect.DeepEqual(lost, []Condition{KnockedDown, Stunned, Wounded}) {
		t.Fatalf("conditions cancelled %v", lost)
	}
	if _, ok := find[RemovedFromPlay](evs); ok {
		t.Fatal("a hero lies down, he does not leave play")
	}
	if id, ok := n.FigureAt(at(0, 0)); ok {
		t.Fatalf("a knocked-out hero stands in no one's way, found %s", id)
	}
	e := &env{s: &n, dice: dice.NewRoller(dice.Scripted())}
	if e.heal(0, 2) != 0 || n.Figures[0].Wounds != 4 {
		t.Fatal("a knocked-out hero was healed")
	}

	n, evs = dealBlow(t, s, []int{6, 6, 6, 6, 6, 6}, Blow{Target: "orc", By: "borgron", Dice: 6, Against: Armour})
	if r, ok := find[RemovedFromPlay](evs); !ok || r.Figure != "orc" || !hasCond(t, n, "orc", KnockedOut) {
		t.Fatalf("removed %+v", r)
	}
	if got := OptionIDs(Options(darkTurn(t, n), Dark)); got != "end_turn" {
		t.Fatalf("a removed orc is offered %q", got)
	}
}
