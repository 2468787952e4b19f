package autoplay

import (
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
	"dun/rules"
)

// yard is the Bandits' Mill with the heroes ids standing in its yard (an
// open room in play from the start) where at says, the other heroes out
// of the scenario, and an enemy (a copy of Shara on the Dark Player's
// side) on each square of foes, named foe0, foe1...
func yard(t *testing.T, ids []string, at []board.Pos, foes []board.Pos) rules.State {
	t.Helper()
	s := gameWith(t, filepath.Join("..", "examples", "quests", "02-bandits-mill.yaml"), ids...)
	for i, id := range ids {
		f := figure(&s, id)
		if f == nil {
			t.Fatalf("no hero %s", id)
		}
		f.At, f.Facing = at[i], board.East
	}
	proto := *figure(&s, ids[0])
	for k, p := range foes {
		foe := proto
		foe.ID = "foe" + string(rune('0'+k))
		foe.Side = rules.Dark
		foe.SetHero(false)
		foe.At = p
		foe.Facing = board.West
		foe.Items = nil
		foe.Spells = nil
		s.Figures = append(s.Figures, foe)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return s
}

// activate starts id's activation and returns the state and its options.
func activate(t *testing.T, s rules.State, id string) (rules.State, []rules.Option) {
	t.Helper()
	a, _, err := rules.Apply(s, rules.Activate{Header: rules.Header{Seat: rules.Heroes}, Figure: id}, dice.Seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	return a, rules.Options(a, rules.Heroes)
}

// freeShield puts f's shield in its pack.
func freeShield(f *rules.Figure) {
	for i := range f.Items {
		if f.Items[i].Kind == rules.ItemShield {
			f.Items[i].Place = rules.InPack
		}
	}
}

func pos(x, y int) board.Pos { return board.Pos{X: x, Y: y} }

// moveTo is the destination of a move option.
func moveTo(o rules.Option) (board.Pos, bool) {
	m, ok := o.Command.(rules.Move)
	return m.To, ok
}

// The heroes' policy on small constructed fights: each case sets a yard
// up, activates a hero and checks what he does.
func TestHeroTactics(t *testing.T) {
	for _, c := range []struct {
		name  string
		ids   []string
		at    []board.Pos
		foes  []board.Pos
		setup func(s *rules.State)
		hero  string
		check func(s *rules.State, o rules.Option) bool
	}{
		{
			name: "a spellcaster casts his bolt at the enemy in sight",
			ids:  []string{"borgron"}, at: []board.Pos{pos(5, 4)}, foes: []board.Pos{pos(11, 4)},
			hero: "borgron",
			check: func(_ *rules.State, o rules.Option) bool {
				return strings.HasPrefix(o.ID, "cast:borgron:lightning:foe0")
			},
		},
		{
			name: "with no mana left he casts nothing",
			ids:  []string{"borgron"}, at: []board.Pos{pos(5, 4)}, foes: []board.Pos{pos(11, 4)},
			setup: func(s *rules.State) { figure(s, "borgron").ManaUsed = int32(figure(s, "borgron").Attrs().Mana) },
			hero:  "borgron",
			check: func(_ *rules.State, o rules.Option) bool { return !strings.HasPrefix(o.ID, "cast:") },
		},
		{
			name: "a witch with her staff in both hands takes up her dagger to cast",
			ids:  []string{"maeliss"}, at: []board.Pos{pos(5, 4)}, foes: []board.Pos{pos(11, 4)},
			hero: "maeliss",
			check: func(s *rules.State, o rules.Option) bool {
				w, ok := o.Command.(rules.Wield)
				return ok && figure(s, "maeliss").Items[w.Item].ID == "dagger"
			},
		},
		{
			name: "an archer keeps his bow in hand",
			ids:  []string{"taeral"}, at: []board.Pos{pos(5, 4)}, foes: []board.Pos{pos(11, 4)},
			hero:  "taeral",
			check: func(_ *rules.State, o rules.Option) bool { return strings.HasPrefix(o.ID, "shoot:taeral:foe0") },
		},
		{
			name: "an archer beside an enemy takes up his sword",
			ids:  []string{"taeral"}, at: []board.Pos{pos(5, 4)}, foes: []board.Pos{pos(6, 4)},
			hero: "taeral",
			check: func(s *rules.State, o rules.Option) bool {
				w, ok := o.Command.(rules.Wield)
				return ok && figure(s, "taeral").Items[w.Item].Kind == rules.ItemMelee
			},
		},
		{
			name: "an archer with his sword in hand and enemies at range takes his bow back up",
			ids:  []string{"taeral"}, at: []board.Pos{pos(5, 4)}, foes: []board.Pos{pos(11, 4)},
			setup: func(s *rules.State) {
				for i := range figure(s, "taeral").Items {
					switch it := &figure(s, "taeral").Items[i]; it.Kind {
					case rules.ItemRanged:
						it.Place = rules.InPack
					case rules.ItemMelee:
						it.Place = rules.InHand
					}
				}
			},
			hero: "taeral",
			check: func(s *rules.State, o rules.Option) bool {
				w, ok := o.Command.(rules.Wield)
				return ok && figure(s, "taeral").Items[w.Item].Kind == rules.ItemRanged
			},
		},
		{
			name: "with her dagger in hand she casts at the enemy",
			ids:  []string{"maeliss"}, at: []board.Pos{pos(5, 4)}, foes: []board.Pos{pos(11, 4)},
			setup: func(s *rules.State) {
				for i := range figure(s, "maeliss").Items {
					if it := &figure(s, "maeliss").Items[i]; it.ID == "staff" {
						it.Place = rules.InPack
					}
				}
			},
			hero: "maeliss",
			check: func(_ *rules.State, o rules.Option) bool {
				return strings.HasPrefix(o.ID, "cast:maeliss:dark_arrow:foe0")
			},
		},
		{
			// Nariant's spear and shield leave her no hand free: the
			// shield goes in her pack for the test.
			name: "a healer heals the badly wounded ally",
			ids:  []string{"nariant", "shara"}, at: []board.Pos{pos(5, 4), pos(8, 4)}, foes: []board.Pos{pos(12, 8)},
			setup: func(s *rules.State) {
				figure(s, "shara").Wounds = int32(figure(s, "shara").Attrs().Vitality - 2)
				freeShield(figure(s, "nariant"))
			},
			hero: "nariant",
			check: func(_ *rules.State, o rules.Option) bool {
				return strings.HasPrefix(o.ID, "cast:nariant:healing_light:shara")
			},
		},
		{
			name: "a healer spends no spell on a scratch",
			ids:  []string{"nariant", "shara"}, at: []board.Pos{pos(5, 4), pos(8, 4)}, foes: []board.Pos{pos(12, 8)},
			setup: func(s *rules.State) { figure(s, "shara").Wounds = 1; freeShield(figure(s, "nariant")) },
			hero:  "nariant",
			check: func(_ *rules.State, o rules.Option) bool { return !strings.Contains(o.ID, "healing_light") },
		},
		{
			name: "a badly wounded hero drinks his healing potion",
			ids:  []string{"borgron"}, at: []board.Pos{pos(5, 4)}, foes: []board.Pos{pos(12, 8)},
			setup: func(s *rules.State) { figure(s, "borgron").Wounds = int32(figure(s, "borgron").Attrs().Vitality - 1) },
			hero:  "borgron",
			check: func(_ *rules.State, o rules.Option) bool { return strings.HasPrefix(o.ID, "drink:borgron:") },
		},
		{
			name: "a badly wounded hero whom a healer may heal steps back from the enemy",
			ids:  []string{"shara", "nariant"}, at: []board.Pos{pos(8, 4), pos(0, 5)}, foes: []board.Pos{pos(11, 4)},
			setup: func(s *rules.State) { figure(s, "shara").Wounds = int32(figure(s, "shara").Attrs().Vitality - 2) },
			hero:  "shara",
			check: func(_ *rules.State, o rules.Option) bool {
				to, ok := moveTo(o)
				return ok && board.Chebyshev(to, pos(11, 4)) > 3
			},
		},
		{
			// Stepping back only leaves the allies to fight alone.
			name: "a badly wounded hero with no healing to come fights on",
			ids:  []string{"shara", "taeral"}, at: []board.Pos{pos(8, 4), pos(0, 5)}, foes: []board.Pos{pos(11, 4)},
			setup: func(s *rules.State) { figure(s, "shara").Wounds = int32(figure(s, "shara").Attrs().Vitality - 2) },
			hero:  "shara",
			check: func(_ *rules.State, o rules.Option) bool {
				to, ok := moveTo(o)
				return ok && board.Chebyshev(to, pos(11, 4)) < 3
			},
		},
		{
			name: "a hale hero closes in",
			ids:  []string{"shara"}, at: []board.Pos{pos(8, 4)}, foes: []board.Pos{pos(11, 4)},
			hero: "shara",
			check: func(_ *rules.State, o rules.Option) bool {
				to, ok := moveTo(o)
				return ok && board.Chebyshev(to, pos(11, 4)) < 3
			},
		},
		{
			name: "a plain sword is not swung at an Ethereal enemy, whom it cannot wound",
			ids:  []string{"shara"}, at: []board.Pos{pos(8, 4)}, foes: []board.Pos{pos(9, 4), pos(9, 5)},
			setup: func(s *rules.State) {
				figure(s, "foe0").Skills = append([]string{"ethereal"}, figure(s, "foe0").Skills...)
			},
			hero:  "shara",
			check: func(_ *rules.State, o rules.Option) bool { return strings.HasPrefix(o.ID, "attack:shara:foe1") },
		},
		{
			name: "beside an Ethereal enemy alone she does not strike it",
			ids:  []string{"shara"}, at: []board.Pos{pos(8, 4)}, foes: []board.Pos{pos(9, 4)},
			setup: func(s *rules.State) {
				figure(s, "foe0").Skills = append([]string{"ethereal"}, figure(s, "foe0").Skills...)
			},
			hero:  "shara",
			check: func(_ *rules.State, o rules.Option) bool { return !strings.HasPrefix(o.ID, "attack:") },
		},
		{
			name: "the weakest enemy is struck first",
			ids:  []string{"shara"}, at: []board.Pos{pos(8, 4)}, foes: []board.Pos{pos(9, 4), pos(9, 5)},
			setup: func(s *rules.State) { figure(s, "foe1").Wounds = int32(figure(s, "foe1").Attrs().Vitality - 1) },
			hero:  "shara",
			check: func(_ *rules.State, o rules.Option) bool { return strings.HasPrefix(o.ID, "attack:shara:foe1") },
		},
		{
			name: "the creature the mission asks to defeat is struck first",
			ids:  []string{"shara"}, at: []board.Pos{pos(8, 4)}, foes: []board.Pos{pos(9, 4), pos(9, 5)},
			setup: func(s *rules.State) {
				s.Mission.Objectives = append(s.Mission.Objectives, rules.Objective{Kind: rules.ObjectiveDefeat, Figure: "foe1"})
			},
			hero:  "shara",
			check: func(_ *rules.State, o rules.Option) bool { return strings.HasPrefix(o.ID, "attack:shara:foe1") },
		},
		{
			name: "a hero far ahead of the party waits for it",
			ids:  []string{"shara", "borgron"}, at: []board.Pos{pos(10, 4), pos(1, 4)},
			hero: "shara",
			check: func(_ *rules.State, o rules.Option) bool {
				_, ok := moveTo(o)
				return !ok && !strings.HasPrefix(o.ID, "reveal")
			},
		},
		{
			name: "the hero behind catches up",
			ids:  []string{"shara", "borgron"}, at: []board.Pos{pos(10, 4), pos(1, 4)},
			hero:  "borgron",
			check: func(_ *rules.State, o rules.Option) bool { return o.ID == "run:borgron" },
		},
		{
			name: "the hero behind, having run, catches up",
			ids:  []string{"shara", "borgron"}, at: []board.Pos{pos(10, 4), pos(1, 4)},
			setup: func(s *rules.State) { figure(s, "borgron").EditAttrs().Movement = 12 },
			hero:  "borgron",
			check: func(_ *rules.State, o rules.Option) bool {
				to, ok := moveTo(o)
				return ok && board.Chebyshev(to, pos(10, 4)) < 9
			},
		},
		{
			name: "near the turn limit the mission's foe comes before a nearer one",
			ids:  []string{"shara"}, at: []board.Pos{pos(6, 4)}, foes: []board.Pos{pos(6, 8), pos(12, 1)},
			setup: func(s *rules.State) {
				s.Mission.Objectives = append(s.Mission.Objectives, rules.Objective{Kind: rules.ObjectiveDefeat, Figure: "foe1"})
				s.Mission.TurnLimit, s.Turn = 12, 11
			},
			hero: "shara",
			check: func(_ *rules.State, o rules.Option) bool {
				to, ok := moveTo(o)
				return ok && board.Chebyshev(to, pos(12, 1)) < 6
			},
		},
		{
			name: "an unarmed hero takes the weapon of the enemy he felled",
			ids:  []string{"shara"}, at: []board.Pos{pos(6, 4)}, foes: []board.Pos{pos(8, 4)},
			setup: func(s *rules.State) {
				sh, foe := figure(s, "shara"), figure(s, "foe0")
				var kept []rules.Item
				for _, it := range sh.Items {
					if it.Weapon() {
						foe.Items = append(foe.Items, it)
					} else {
						kept = append(kept, it)
					}
				}
				sh.Items = kept
				sh.SetLastKill("foe0")
				foe.Conditions = foe.Conditions.With(rules.KnockedOut)
			},
			hero:  "shara",
			check: func(_ *rules.State, o rules.Option) bool { return strings.HasPrefix(o.ID, "take_weapon:shara:") },
		},
		{
			name: "a mission that asks for no fight: the hero makes for its goal past a distant enemy",
			ids:  []string{"shara"}, at: []board.Pos{pos(6, 4)}, foes: []board.Pos{pos(2, 8)},
			setup: func(s *rules.State) {
				s.Mission.Objectives = []rules.Objective{{Kind: rules.ObjectiveReach, Squares: []board.Pos{pos(12, 1)}}}
			},
			hero: "shara",
			check: func(_ *rules.State, o rules.Option) bool {
				to, ok := moveTo(o)
				return ok && board.Chebyshev(to, pos(12, 1)) < 3
			},
		},
		{
			name: "a mission that asks for a defeat: the hero closes in on the enemy",
			ids:  []string{"shara"}, at: []board.Pos{pos(6, 4)}, foes: []board.Pos{pos(2, 8)},
			setup: func(s *rules.State) {
				s.Mission.Objectives = []rules.Objective{{Kind: rules.ObjectiveReach, Squares: []board.Pos{pos(12, 1)}}, {Kind: rules.ObjectiveDefeat, Figure: "foe0"}}
			},
			hero: "shara",
			check: func(_ *rules.State, o rules.Option) bool {
				to, ok := moveTo(o)
				return ok && board.Chebyshev(to, pos(2, 8)) < 3
			},
		},
		{
			name: "with time to spare the nearer enemy comes first",
			ids:  []string{"shara"}, at: []board.Pos{pos(6, 4)}, foes: []board.Pos{pos(6, 8), pos(12, 1)},
			setup: func(s *rules.State) {
				s.Mission.Objectives = append(s.Mission.Objectives, rules.Objective{Kind: rules.ObjectiveDefeat, Figure: "foe1"})
				s.Mission.TurnLimit, s.Turn = 12, 2
			},
			hero: "shara",
			check: func(_ *rules.State, o rules.Option) bool {
				to, ok := moveTo(o)
				return ok && board.Chebyshev(to, pos(6, 8)) < 4
			},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := yard(t, c.ids, c.at, c.foes)
			if c.setup != nil {
				c.setup(&s)
			}
			a, opts := activate(t, s, c.hero)
			got := (Heroes{}).Choose(&a, rules.Heroes, opts)
			if !c.check(&a, opts[got.Index]) {
				t.Errorf("chose %s (%s) among %s", opts[got.Index].ID, got.Why.En, rules.OptionIDs(opts))
			}
			if got.Why.En == "" || got.Why.Es == "" {
				t.Errorf("no reason in both languages: %+v", got.Why)
			}
		})
	}
}

// A Fortune point goes on a damage roll only when it would knock the
// hero out and the reroll saves him more surely than the fatal blow's
// own Fortune would.
func TestRerollDamage(t *testing.T) {
	roll := func(target int, dice ...int) *rules.RollRecord {
		r := &rules.RollRecord{Target: target}
		r.Dice = dice
		return r
	}
	for _, c := range []struct {
		name          string
		left, fortune int
		r             *rules.RollRecord
		want          bool
	}{
		{"a blow he survives", 3, 1, roll(5, 6, 5, 1), false},
		{"a fatal blow of few dice, one point left", 2, 1, roll(5, 6, 5, 1), true},
		{"a fatal blow of few dice, two points: the fatal blow's Fortune saves him", 2, 2, roll(5, 6, 5, 1), false},
		{"a fatal blow of few dice, three points", 2, 3, roll(5, 6, 5, 1), true},
		{"a fatal blow of many dice the reroll hardly changes", 1, 1, roll(3, 6, 5, 4, 3, 3, 6), false},
		{"no Fortune", 1, 0, roll(5, 6, 5, 1), false},
	} {
		fig := rules.Figure{Wounds: int32(6 - c.left)}.WithInfo(rules.FigureInfo{Attrs: rules.Attributes{Vitality: 6, Fortune: c.fortune}})
		f := &fig
		if got := rerollDamage(f, c.r); got != c.want {
			t.Errorf("%s: reroll %v, want %v", c.name, got, c.want)
		}
		s := rules.State{Figures: []rules.Figure{*f}, Prompt: &rules.Prompt{Kind: rules.PromptDamageReroll, Figure: f.ID, Roll: c.r}}
		opts := []rules.Option{{ID: "answer:" + rules.OptionKeep}, {ID: "answer:" + rules.OptionReroll}}
		if got := answerPrompt(&s, opts); (got.Index == 1) != c.want {
			t.Errorf("%s: answered %s", c.name, opts[got.Index].ID)
		}
	}
}

// survives is the binomial lower tail: checked against counting every
// outcome of n dice.
func TestSurvives(t *testing.T) {
	for n := 0; n <= 6; n++ {
		for target := 2; target <= 6; target++ {
			for left := 0; left <= 7; left++ {
				count, total := 0, 0
				d := make([]int, n)
				var walk func(k int)
				walk = func(k int) {
					if k == n {
						total++
						w := 0
						for _, x := range d {
							if x >= target {
								w++
							}
						}
						if w < left {
							count++
						}
						return
					}
					for x := 1; x <= 6; x++ {
						d[k] = x
						walk(k + 1)
					}
				}
				walk(0)
				want := float64(count) / float64(total)
				if got := survives(n, woundChance(target), left); math.Abs(got-want) > 1e-9 {
					t.Fatalf("survives(%d dice, %d+, %d left) = %v, want %v", n, target, left, got, want)
				}
			}
		}
	}
}

// A hero caught by surprise faces the nearest enemy; a creature is
// turned away from the nearest hero.
func TestSurpriseFacing(t *testing.T) {
	s := yard(t, []string{"shara"}, []board.Pos{pos(6, 4)}, []board.Pos{pos(6, 8)})
	var opts []rules.Option
	for d := board.North; d <= board.NorthWest; d++ {
		opts = append(opts, rules.Option{ID: "answer:" + d.String()})
	}
	for _, c := range []struct {
		figure string
		want   board.Dir
	}{{"shara", board.South}, {"foe0", board.South}} {
		k := surpriseFacing(&s, c.figure, opts)
		if k < 0 || opts[k].ID != "answer:"+c.want.String() {
			t.Errorf("%s: %d, want %v", c.figure, k, c.want)
		}
	}
}

// A Fortune reroll of the hero's own roll spends only beyond the two
// points a fatal blow needs, and never on a run.
func TestFortuneReroll(t *testing.T) {
	for _, c := range []struct {
		fortune int
		rule    string
		want    bool
	}{{1, "attack", false}, {2, "attack", false}, {3, "attack", true}, {3, "run", false}} {
		f := rules.Figure{ID: "h"}.WithInfo(rules.FigureInfo{Hero: true,
			Attrs: rules.Attributes{Fortune: c.fortune}})
		s := rules.State{Figures: []rules.Figure{f}, Prompt: &rules.Prompt{Kind: rules.PromptFortuneReroll, Figure: "h", Roll: &rules.RollRecord{Rule: c.rule}}}
		opts := []rules.Option{{ID: "answer:" + rules.OptionKeep}, {ID: "answer:" + rules.OptionReroll}}
		if got := answerPrompt(&s, opts); (got.Index == 1) != c.want {
			t.Errorf("Fortune %d, a %s roll: answered %s", c.fortune, c.rule, opts[got.Index].ID)
		}
	}
}

// The squares a hero makes for to attack are those from which he may:
// a square beside the enemy across a wall is none (a hero standing there
// once waited a whole quest, thinking himself at the fight).
func TestAttackSquares(t *testing.T) {
	s := yard(t, []string{"shara"}, []board.Pos{pos(2, 2)}, []board.Pos{pos(14, 1), pos(10, 4)})
	for _, c := range []struct {
		foe       string
		want, not []board.Pos
	}{
		// foe0 stands in the mill house, the yard's wall on its west.
		{"foe0", []board.Pos{pos(15, 1), pos(14, 2), pos(15, 2)}, []board.Pos{pos(13, 0), pos(13, 1), pos(13, 2)}},
		{"foe1", []board.Pos{pos(9, 3), pos(11, 5), pos(10, 5), pos(9, 4)}, nil},
	} {
		got := attackSquares(s.Board, figure(&s, c.foe), 1, nil)
		for _, p := range c.want {
			if !slices.Contains(got, p) {
				t.Errorf("%s: %v missing from %v", c.foe, p, got)
			}
		}
		for _, p := range c.not {
			if slices.Contains(got, p) {
				t.Errorf("%s: %v, behind the wall, in %v", c.foe, p, got)
			}
		}
	}
}

// Once a goal of the mission is in sight and within a walk, the hero
// makes for it and no longer for the ways still unexplored.
func TestMissionGoalsComeFirst(t *testing.T) {
	s := yard(t, []string{"shara"}, []board.Pos{pos(6, 4)}, nil)
	all := goals(&s, figure(&s, "shara"), false, nil)
	if len(all) < 2 {
		t.Fatalf("the yard's ways: %v", all)
	}
	s.Mission.Objectives = []rules.Objective{{Kind: rules.ObjectiveReach, Squares: []board.Pos{pos(12, 1)}}}
	if got := goals(&s, figure(&s, "shara"), false, nil); !slices.Equal(got, []board.Pos{pos(12, 1)}) {
		t.Errorf("goals %v, want only the mission's square", got)
	}
	// A goal in a section not revealed yet leaves the ways to explore.
	s.Mission.Objectives[0].Squares = []board.Pos{pos(20, 10)}
	if got := goals(&s, figure(&s, "shara"), false, nil); !slices.Equal(got, all) {
		t.Errorf("goals %v, want the ways to explore %v", got, all)
	}
}

// The damage a policy expects of a melee attack with no item named is the
// rules' own weapon: claws only with both hands free (page 71).
func TestWeaponDiceNaturalHands(t *testing.T) {
	// Claws of d+2 here, to tell them from a sword's d+1 and bare fists.
	claws := rules.Item{ItemCard: &rules.ItemCard{ID: "claws", Kind: rules.ItemMelee, Dice: 2, PlusStrength: true, Natural: true}, Place: rules.Worn}
	sword := rules.Item{ItemCard: &rules.ItemCard{ID: "broadsword", Kind: rules.ItemMelee, Hands: 1, Dice: 1, PlusStrength: true}, Place: rules.InHand}
	shield := rules.Item{ItemCard: &rules.ItemCard{ID: "shield", Kind: rules.ItemShield, Hands: 1}, Place: rules.InHand}
	for _, c := range []struct {
		name  string
		items []rules.Item
		dice  int
	}{
		{"claws alone", []rules.Item{claws}, 5},
		{"claws and a sword", []rules.Item{claws, sword}, 4},
		{"claws and a shield: fists", []rules.Item{claws, shield}, 3},
	} {
		f := rules.Figure{ID: "w", Items: c.items}.WithInfo(rules.FigureInfo{Attrs: rules.Attributes{Strength: 3}})
		if d, _ := weaponDice(&f, -1, false); d != c.dice {
			t.Errorf("%s: %d dice, want %d", c.name, d, c.dice)
		}
	}
}
