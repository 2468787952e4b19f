package rules

import (
	"reflect"
	"testing"

	"dun/dice"
)

func skillMod(v int) Modifier {
	return Modifier{Value: v, Kind: ModSkill, Why: Text{En: "skill", Es: "habilidad"}}
}
func ally(v int) Modifier {
	return Modifier{Value: v, Kind: ModCompanion, Why: Text{En: "companion", Es: "acompañante"}}
}
func magic(v int) Modifier {
	return Modifier{Value: v, Kind: ModMagic, Why: Text{En: "ring", Es: "anillo"}}
}
func situation(v int) Modifier {
	return Modifier{Value: v, Why: Text{En: "from behind", Es: "por la espalda"}}
}

// Page 14: 2D6 plus modifiers must reach the target; an unmodified double 1
// always fails, an unmodified double 6 always passes; a 12 made with
// modifiers is no double critical.
func TestJudge(t *testing.T) {
	for _, c := range []struct {
		name    string
		dice    []int
		mods    []Modifier
		target  int
		outcome Outcome
		crit    Critical
	}{
		{"7 + 3 reaches 10", []int{3, 4}, []Modifier{{Value: 3}}, 10, Passed, ""},
		{"6 + 3 misses 10", []int{2, 4}, []Modifier{{Value: 3}}, 10, Failed, ""},
		{"another target", []int{2, 4}, []Modifier{{Value: 1}}, 7, Passed, ""},
		{"double 1 with +9 fails", []int{1, 1}, []Modifier{{Value: 9}}, 10, Failed, CriticalFailure},
		{"double 6 with -8 passes", []int{6, 6}, []Modifier{{Value: -8}}, 10, Passed, DoubleCritical},
		{"12 from modifiers is no critical", []int{5, 5}, []Modifier{{Value: 2}}, 10, Passed, ""},
		{"5 and 6 is no double", []int{5, 6}, nil, 12, Failed, ""},
		{"a single 1D6 one is no critical", []int{1}, []Modifier{{Value: 3}}, 4, Passed, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := RollRecord{Roll: dice.Roll{Kind: "2D6", Dice: c.dice}, Modifiers: c.mods, Target: c.target}
			for _, d := range c.dice {
				r.Total += d
			}
			judge(&r)
			if r.Outcome != c.outcome || r.Critical != c.crit {
				t.Fatalf("got %s %q, want %s %q", r.Outcome, r.Critical, c.outcome, c.crit)
			}
		})
	}
}

// Page 11: bonuses from skills and companions add up to +3 at most, +5 when
// a magic object or spell gives one; penalties and circumstances are not
// capped.
func TestCapBonuses(t *testing.T) {
	for _, c := range []struct {
		name string
		mods []Modifier
		cut  int // the ModCap modifier's value, 0 for none
		cap  int
		sum  int
	}{
		{"no capped bonus", []Modifier{situation(2), situation(2)}, 0, 0, 4},
		{"+3 from skills is allowed", []Modifier{skillMod(2), skillMod(1)}, 0, BonusCap, 3},
		{"skill and companion over +3", []Modifier{skillMod(2), ally(2)}, -1, BonusCap, 3},
		{"circumstances are not capped", []Modifier{skillMod(2), ally(2), situation(1)}, -1, BonusCap, 4},
		{"penalties are not capped", []Modifier{skillMod(4), skillMod(-1)}, -1, BonusCap, 2},
		{"magic raises the cap to +5", []Modifier{skillMod(2), ally(1), magic(2)}, 0, MagicBonusCap, 5},
		{"magic over +5", []Modifier{skillMod(3), magic(4)}, -2, MagicBonusCap, 5},
		{"magic alone over +5", []Modifier{magic(6)}, -1, MagicBonusCap, 5},
	} {
		t.Run(c.name, func(t *testing.T) {
			mods, limit := capBonuses(append([]Modifier(nil), c.mods...))
			if limit != c.cap {
				t.Fatalf("cap %d, want %d", limit, c.cap)
			}
			cut := 0
			sum := 0
			for _, m := range mods {
				sum += m.Value
				if m.Kind == ModCap {
					cut = m.Value
					if m.Why.En == "" || m.Why.Es == "" {
						t.Fatal("the cap must say why in both languages")
					}
				}
			}
			if cut != c.cut || sum != c.sum {
				t.Fatalf("cut %d sum %d, want %d %d (%+v)", cut, sum, c.cut, c.sum, mods)
			}
		})
	}
}

// Page 42: every condition but stationary and knocked out lowers the
// attributes by 1, and the penalties add up; Natural Armour, Mana and
// Vitality are spared.
func TestTestModifiers(t *testing.T) {
	f := withConditions(heroFig("shara", 0, 0, 5, 0), Wounded, Poisoned, Stationary)
	mods, cap := TestModifiers(f, Agility, skillMod(2), ally(2))
	want := []Modifier{
		{Value: 3, Kind: ModAttribute, Why: Text{En: "Agility", Es: "Agilidad"}},
		{Value: -1, Why: Text{En: "wounded", Es: "herido"}},
		{Value: -1, Why: Text{En: "poisoned", Es: "envenenado"}},
		skillMod(2), ally(2),
	}
	if len(mods) != len(want)+1 || !reflect.DeepEqual(mods[:len(want)], want) || mods[len(want)].Value != -1 || cap != BonusCap {
		t.Fatalf("modifiers %+v cap %d", mods, cap)
	}
	na, _ := TestModifiers(f, NaturalArmour)
	if len(na) != 1 || na[0].Value != 2 {
		t.Fatalf("natural armour %+v", na)
	}
	for a := Movement; a < numAttributes; a++ {
		if back, err := ParseAttribute(a.String()); err != nil || back != a || a.Text().Es == "" {
			t.Errorf("attribute %d: %v", a, err)
		}
	}
}

// Page 14: a test rolled through the env is recorded with its target, its
// modifiers and its outcome.
func TestEnvTest(t *testing.T) {
	g := parseMap(t, room(t, 4, 4)...)
	s := newState(t, g, heroFig("shara", 0, 0, 5, 0))
	e := &env{s: &s, dice: dice.NewRoller(dice.Scripted(2, 3))}
	r, err := e.test(0, "climb", Strength, 8, situation(1))
	if err != nil {
		t.Fatal(err)
	}
	if r.Purpose != "climb: Shara" || r.Target != 8 || r.Result() != 9 || r.Outcome != Passed || r.Cap != 0 || r.Seq != 1 || s.Rolls != 1 {
		t.Fatalf("test %+v", r)
	}
	if rl, ok := find[Rolled](e.events); !ok || !reflect.DeepEqual(rl.Roll, r) {
		t.Fatalf("reported %+v", rl)
	}
}
