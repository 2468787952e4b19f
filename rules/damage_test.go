package rules

import (
	"encoding/json"
	"reflect"
	"testing"

	"dun/dice"

	"pgregory.net/rapid"
)

// dealBlow runs what a command dealing blow b would: on a clone of s, with
// the forced dice, advancing the version as Apply does. It fails the test
// on an error or an unused die.
func dealBlow(t *testing.T, s State, forced []int, b Blow) (State, []Event) {
	t.Helper()
	n := s.Clone()
	src := dice.Scripted(forced...)
	e := &env{s: &n, dice: dice.NewRoller(src)}
	if err := e.damage(b); err != nil {
		t.Fatalf("damage refused: %v", err)
	}
	if left := src.Remaining(); len(left) > 0 {
		t.Fatalf("forced dice left unused: %v", left)
	}
	n.Version++
	return n, e.events
}

// rolls returns the rolls reported by evs, in order.
func rolls(evs []Event) []RollRecord {
	var out []RollRecord
	for _, e := range evs {
		if r, ok := e.(Rolled); ok {
			out = append(out, r.Roll)
		}
	}
	return out
}

func armourOf(v int) Modifier { return Modifier{Value: v, Kind: ModAttribute, Why: Armour.Text()} }

var axe = Modifier{Value: -1, Why: Text{En: "axe", Es: "hacha"}}

// Page 41, Borgron's axe: Strength 4 and the axe's extra die make 5 damage
// dice, and the axe lowers the orc's Armour 4 by one, so every 3 or more
// wounds.
func TestDamageBorgronAxe(t *testing.T) {
	g := parseMap(t, room(t, 4, 3)...)
	orc := fig("orc", Dark, SizeAverage, 1, 0, 4)
	orc.EditAttrs().Armour = 4
	orc.EditAttrs().Vitality = 6
	s := newState(t, g, heroFig("borgron", 0, 0, 4, 0), orc)
	n := DamageDice(4+1, 0)
	s, evs := dealBlow(t, s, []int{1, 2, 3, 4, 6}, Blow{Rule: "melee", Target: "orc", By: "borgron", Dice: n, Against: Armour, Modifiers: []Modifier{axe}})
	rs := rolls(evs)
	if len(rs) != 1 {
		t.Fatalf("rolls %+v", rs)
	}
	r := rs[0]
	if r.Kind != "5D6" || r.Rule != "melee" || r.Figure != "borgron" || r.Purpose != "melee: Orc" || r.Target != 3 ||
		!reflect.DeepEqual(r.Modifiers, []Modifier{armourOf(4), axe}) {
		t.Fatalf("damage roll %+v", r)
	}
	dr, _ := find[DamageRolled](evs)
	if dr != (DamageRolled{Figure: "orc", By: "borgron", Roll: r.Seq, Against: Armour, Dice: 5, Armour: 3, Wounds: 3}) {
		t.Fatalf("damage rolled %+v", dr)
	}
	wt, _ := find[WoundsTaken](evs)
	if wt != (WoundsTaken{Figure: "orc", Wounds: 3, Vitality: 3, Roll: r.Seq}) {
		t.Fatalf("wounds taken %+v", wt)
	}
	if f, _ := s.Figure("orc"); f.Wounds != 3 || f.Conditions != 0 {
		t.Fatalf("orc %+v", f)
	}
}

// Page 41: a broadsword in Strength 3 hands deals 4 dice, 5 with a
// critical (one 6 on the roll to hit) and 6 with a double critical.
func TestDamageDice(t *testing.T) {
	hit := func(a, b int) RollRecord {
		return RollRecord{Roll: dice.Roll{Kind: "2D6", Dice: []int{a, b}, Total: a + b}}
	}
	for _, c := range []struct {
		hit  RollRecord
		want int
	}{{hit(5, 4), 4}, {hit(6, 2), 5}, {hit(3, 6), 5}, {hit(6, 6), 6}} {
		if got := DamageDice(3+1, Criticals(c.hit)); got != c.want {
			t.Errorf("hit %v: %d dice, want %d", c.hit.Dice, got, c.want)
		}
	}
}

// Page 41: a 1 never wounds, however low the armour. A flaming blow says so
// for the skills that care.
func TestDamageOnesNeverWound(t *testing.T) {
	g := parseMap(t, room(t, 4, 3)...)
	orc := fig("orc", Dark, SizeAverage, 1, 0, 4)
	orc.EditAttrs().Armour = 1
	s := newState(t, g, orc)
	s, evs := dealBlow(t, s, []int{1, 1, 2}, Blow{Target: "orc", Dice: 3, Against: Armour, Flaming: true, Modifiers: []Modifier{{Value: -2, Why: Text{En: "pick", Es: "pico"}}}})
	if dr, _ := find[DamageRolled](evs); dr.Armour != -1 || dr.Wounds != 1 || !dr.Flaming {
		t.Fatalf("damage rolled %+v", dr)
	}
	if r := rolls(evs)[0]; r.Rule != ruleDamage || r.Figure != "" {
		t.Fatalf("an unnamed blow from no figure: %+v", r)
	}
	if f, _ := s.Figure("orc"); f.Wounds != 1 {
		t.Fatalf("wounds %d", f.Wounds)
	}
}

// Page 41, the minimum damage (the Aura against a shield): a blow left
// with no die rolls one, against one more point of armour; so does one
// left with fewer (R49).
func TestMinimumDamage(t *testing.T) {
	g := parseMap(t, room(t, 4, 3)...)
	s := newState(t, g, heroFig("shara", 0, 0, 5, 0))
	shield := Modifier{Value: -1, Why: Text{En: "shield", Es: "escudo"}}
	for _, c := range []struct {
		dice, die, wounds int
	}{{DamageDice(1, 0) + shield.Value, 3, 0}, {0, 4, 1}, {-2, 3, 0}, {-2, 4, 1}} {
		_, evs := dealBlow(t, s, []int{c.die}, Blow{Target: "shara", Dice: c.dice, Against: Armour})
		r := rolls(evs)[0]
		if r.Kind != "1D6" || r.Target != 4 || len(r.Modifiers) != 2 || r.Modifiers[1].Value != 1 {
			t.Fatalf("%d dice: roll %+v", c.dice, r)
		}
		if dr, _ := find[DamageRolled](evs); dr.Dice != c.dice || dr.Wounds != c.wounds {
			t.Fatalf("%d dice, a %d: %+v", c.dice, c.die, dr)
		}
	}
}

// Page 41: armour is at most 6; when a weapon would raise an Armour of 6
// further, each 6 rolled is rolled again and wounds only on a new 6
// (R48).
func TestArmourAboveSix(t *testing.T) {
	g := parseMap(t, room(t, 4, 3)...)
	knight := fig("knight", Dark, SizeAverage, 1, 0, 4)
	knight.EditAttrs().Armour = 6
	s := newState(t, g, knight)
	plus := Modifier{Value: 1, Why: Text{En: "blunt weapon", Es: "arma roma"}}

	_, evs := dealBlow(t, s, []int{6, 5, 6, 2, 6, 3}, Blow{Target: "knight", Dice: 4, Against: Armour, Modifiers: []Modifier{plus}})
	rs := rolls(evs)
	if len(rs) != 2 {
		t.Fatalf("rolls %+v", rs)
	}
	capMod := rs[0].Modifiers[2]
	if rs[0].Target != 6 || capMod.Kind != ModCap || capMod.Value != -1 {
		t.Fatalf("first roll %+v", rs[0])
	}
	again := rs[1]
	if !reflect.DeepEqual(again.Rerolled, []int{0, 2}) || !reflect.DeepEqual(again.Before, []int{6, 6}) ||
		!reflect.DeepEqual(again.Dice, []int{6, 5, 3, 2}) || again.Target != 6 || again.Rule != ruleDamage {
		t.Fatalf("sixes rolled again %+v", again)
	}
	if dr, _ := find[DamageRolled](evs); !dr.Beyond || dr.Wounds != 1 || dr.Roll != again.Seq || dr.Armour != 6 {
		t.Fatalf("damage rolled %+v", dr)
	}

	// No 6: nothing to roll again, no wound.
	_, evs = dealBlow(t, s, []int{5, 5}, Blow{Target: "knight", Dice: 2, Against: Armour, Modifiers: []Modifier{plus}})
	if dr, _ := find[DamageRolled](evs); len(rolls(evs)) != 1 || dr.Wounds != 0 || !dr.Beyond {
		t.Fatalf("no six: %+v", dr)
	}
	// Armour 6 and no more: a 6 wounds at once.
	_, evs = dealBlow(t, s, []int{6, 5}, Blow{Target: "knight", Dice: 2, Against: Armour})
	if dr, _ := find[DamageRolled](evs); len(rolls(evs)) != 1 || dr.Wounds != 1 || dr.Beyond {
		t.Fatalf("armour 6: %+v", dr)
	}
	// The +1 of the minimum damage counts too.
	_, evs = dealBlow(t, s, []int{6, 6}, Blow{Target: "knight", Dice: 0, Against: Armour})
	if dr, _ := find[DamageRolled](evs); len(rolls(evs)) != 2 || dr.Wounds != 1 || !dr.Beyond {
		t.Fatalf("one die at +1: %+v", dr)
	}
}

// Page 41: damage against another attribute takes a Vitality point for
// each die that reaches it: 5 dice against Intelligence 3.
func TestDamageAgainstOtherAttributes(t *testing.T) {
	g := parseMap(t, room(t, 4, 3)...)
	orc := fig("orc", Dark, SizeAverage, 1, 0, 4)
	orc.EditAttrs().Intelligence = 3
	orc.EditAttrs().Vitality = 8
	s := newState(t, g, orc)
	s, evs := dealBlow(t, s, []int{1, 2, 3, 4, 5}, Blow{Target: "orc", Dice: 5, Against: Intelligence})
	if dr, _ := find[DamageRolled](evs); dr.Against != Intelligence || dr.Armour != 3 || dr.Wounds != 3 {
		t.Fatalf("damage rolled %+v", dr)
	}
	if f, _ := s.Figure("orc"); f.Wounds != 3 {
		t.Fatalf("wounds %d", f.Wounds)
	}
}

// Page 42: a condition lowers every attribute but Natural Armour, Mana and
// Vitality, so a stunned figure's total Armour is one lower, its Natural
// Armour is not (R50).
func TestConditionsLowerArmour(t *testing.T) {
	orc := withConditions(fig("orc", Dark, SizeAverage, 1, 0, 4), Stunned, KnockedDown)
	orc.EditAttrs().Armour = 4
	orc.EditAttrs().NaturalArmour = 3
	mods, armour := DamageArmour(orc, Armour, 3)
	if armour != 2 || len(mods) != 3 || mods[1].Why != KnockedDown.Text() {
		t.Fatalf("armour %d %+v", armour, mods)
	}
	if mods, armour := DamageArmour(orc, NaturalArmour, 3); armour != 3 || len(mods) != 1 {
		t.Fatalf("natural armour %d %+v", armour, mods)
	}
}

// Page 42: the extra effects of the hit come after the damage, and only if
// the target is not knocked out.
func TestBlowEffects(t *testing.T) {
	g := parseMap(t, room(t, 4, 3)...)
	s := newState(t, g, fig("orc", Dark, SizeAverage, 1, 0, 4))
	down, _ := HitEffect(SizeAverage, SizeAverage, 2, false)
	n, evs := dealBlow(t, s, []int{5, 2}, Blow{Target: "orc", Dice: 2, Against: Armour, Effects: []Condition{down}})
	var order []string
	for _, e := range evs {
		order = append(order, e.EventType())
	}
	want := []string{"rolled", "damage_rolled", "wounds_taken", "condition_gained"}
	if !reflect.DeepEqual(order, want) || !hasCond(t, n, "orc", KnockedDown) {
		t.Fatalf("events %v", order)
	}
	// No wound still knocks down: the effect is the hit's.
	n, _ = dealBlow(t, s, []int{1, 2}, Blow{Target: "orc", Dice: 2, Against: Armour, Effects: []Condition{down}})
	if !hasCond(t, n, "orc", KnockedDown) {
		t.Fatal("a hit without wounds still knocks down")
	}
	// Knocked out: no effect.
	n, evs = dealBlow(t, s, []int{6, 6, 6, 6, 6, 6}, Blow{Target: "orc", Dice: 6, Against: Armour, Effects: []Condition{down}})
	if f, _ := n.Figure("orc"); f.Conditions != Conditions(0).With(KnockedOut) {
		t.Fatalf("conditions %v", f.Conditions.List())
	}
	if _, ok := find[RemovedFromPlay](evs); !ok {
		t.Fatal("a knocked-out orc leaves play")
	}
}

// Damage events encode for the log, attributes by name.
func TestEncodeDamageEvents(t *testing.T) {
	b, err := EncodeEvent(DamageRolled{Figure: "orc", By: "borgron", Roll: 3, Against: NaturalArmour, Dice: 5, Armour: 3, Wounds: 2})
	if err != nil || string(b) != `{"type":"damage_rolled","figure":"orc","by":"borgron","roll":3,"against":"natural_armour","dice":5,"armour":3,"wounds":2}` {
		t.Fatalf("%s %v", b, err)
	}
	for _, e := range []Event{WoundsTaken{}, Healed{}, RemovedFromPlay{}, BlowAvoided{}} {
		if b, err := EncodeEvent(e); err != nil || !json.Valid(b) {
			t.Fatalf("%T: %s %v", e, b, err)
		}
	}
}

// A blow on an unknown or knocked-out figure, or with absurd dice, is a
// broken caller: refused, in both languages.
func TestDamageRefusals(t *testing.T) {
	g := parseMap(t, room(t, 4, 3)...)
	s := newState(t, g, withConditions(fig("orc", Dark, SizeAverage, 1, 0, 4), KnockedOut), fig("goblin", Dark, SizeSmall, 2, 0, 4))
	for _, c := range []struct {
		b    Blow
		code string
	}{
		{Blow{Target: "troll", Dice: 2}, CodeUnknownFigure},
		{Blow{Target: "orc", Dice: 2}, CodeBadState},
		{Blow{Target: "goblin", By: "troll", Dice: 2}, CodeUnknownFigure},
		{Blow{Target: "goblin", Dice: maxDamageDice + 1}, CodeBadState},
	} {
		n := s.Clone()
		e := &env{s: &n, dice: dice.NewRoller(dice.Scripted(1, 1))}
		err := e.damage(c.b)
		re, ok := settled(err).(*RuleError)
		if !ok || re.Code != c.code || re.Reason.Es == "" || re.Reason.Es == re.Reason.En {
			t.Errorf("%+v: %v", c.b, err)
		}
	}
}

// Property: whatever the dice, armour and modifiers, a blow deals what a
// plain reading of page 41 gives (each die at or above the armour, a 1
// never; past 6, a 6 and then another 6), wounds stay within 0..Vitality,
// and the figure is knocked out exactly when none is left.
func TestDamageProperty(t *testing.T) {
	g := parseMap(t, room(t, 4, 3)...)
	rapid.Check(t, func(rt *rapid.T) {
		orc := fig("orc", Dark, rapid.IntRange(SizeSmall, SizeHuge).Draw(rt, "size"), 0, 0, 4)
		orc.EditAttrs().Vitality = rapid.IntRange(1, 12).Draw(rt, "vitality")
		orc.Wounds = int32(rapid.IntRange(0, orc.Attrs().Vitality-1).Draw(rt, "wounds"))
		orc.EditAttrs().Armour = rapid.IntRange(-2, 8).Draw(rt, "armour")
		if rapid.Bool().Draw(rt, "stunned") {
			orc.Conditions = orc.Conditions.With(Stunned)
		}
		s := newState(t, g, orc)
		n := rapid.IntRange(-2, 8).Draw(rt, "dice")
		mod := rapid.IntRange(-3, 3).Draw(rt, "mod")
		first := rapid.SliceOfN(rapid.IntRange(1, 6), max(n, 1), max(n, 1)).Draw(rt, "first")

		armour := orc.Attrs().Armour + mod
		if orc.Conditions.Has(Stunned) {
			armour--
		}
		if n < 1 {
			armour++
		}
		forced, want := append([]int(nil), first...), 0
		for _, d := range first {
			switch {
			case armour > MaxArmour && d == 6:
				again := rapid.IntRange(1, 6).Draw(rt, "again")
				forced = append(forced, again)
				if again == 6 {
					want++
				}
			case armour <= MaxArmour && d != 1 && d >= armour:
				want++
			}
		}
		s, evs := dealBlow(t, s, forced, Blow{Target: "orc", Dice: n, Against: Armour, Modifiers: []Modifier{{Value: mod, Why: Text{En: "weapon", Es: "arma"}}}})
		dr, _ := find[DamageRolled](evs)
		f, _ := s.Figure("orc")
		if dr.Wounds != want || dr.Armour != min(armour, MaxArmour) {
			rt.Fatalf("armour %d, dice %v: %+v, want %d wounds", armour, forced, dr, want)
		}
		if int(f.Wounds) < 0 || int(f.Wounds) > f.Attrs().Vitality || int(f.Wounds) != min(int(orc.Wounds)+want, f.Attrs().Vitality) {
			rt.Fatalf("wounds %d of %d", f.Wounds, f.Attrs().Vitality)
		}
		if f.Conditions.Has(KnockedOut) != (int(f.Wounds) == f.Attrs().Vitality) {
			rt.Fatalf("knocked out %v with %d wounds of %d", f.Conditions.Has(KnockedOut), f.Wounds, f.Attrs().Vitality)
		}
		if f.Conditions.Has(Wounded) != (!f.Conditions.Has(KnockedOut) && woundedNow(&f)) {
			rt.Fatalf("wounded %v with %d wounds of %d", f.Conditions.Has(Wounded), f.Wounds, f.Attrs().Vitality)
		}
	})
}
