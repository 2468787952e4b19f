package adp1_test

import (
	"slices"
	"strings"
	"testing"

	"dun/adp1"
	"dun/board"
	"dun/dice"
	"dun/rules"
	"dun/setup"
)

// "Orden de activación": creatures with ranged attacks first, whether or
// not they can shoot this turn, then spellcasters, then the rest (higher
// VP, then higher Agility first), then the Leaders. The second edition
// puts the shaman first, the Leader before the rest and the walled
// archer last.
func TestActivationOrder(t *testing.T) {
	g := grid(t,
		"..........#...",
		"..........#...",
		"..........#...",
		"..........#...",
		"..........#...",
	)
	leader := creature(t, "orc_warrior", "leader", 7, 0, board.West)
	leader.SetLeader(true)
	cheap := creature(t, "orc_warrior", "cheap", 7, 1, board.West)
	dear := creature(t, "orc_warrior", "dear", 7, 2, board.West)
	dear.SetVP(2)
	nimble := creature(t, "orc_warrior", "nimble", 7, 3, board.West)
	nimble.EditAttrs().Agility = 4
	archer := creature(t, "orc_archer", "archer", 8, 4, board.West)
	archer.SetVP(2)
	start := darkState(t, g,
		hero(t, "borgron", 1, 2, board.East),
		creature(t, "orc_archer", "walled", 12, 2, board.West), // no way to see a hero
		leader, cheap, dear, nimble, archer,
		creature(t, "orc_shaman", "shaman", 9, 0, board.West),
	)
	p := first(t)
	s := start
	want := []string{"archer", "walled", "shaman", "dear", "nimble", "cheap", "leader"}
	for _, id := range want {
		d := choose(t, p, s)
		if d.Option.ID != "activate:"+id {
			t.Fatalf("got %s, want activate:%s (%s)", d.Option.ID, id, d.Why.En)
		}
		s = activated(t, s, id)
		n, _, err := rules.Apply(s, rules.EndActivation{Header: rules.Header{Seat: rules.Dark}, Figure: id}, dice.Scripted())
		if err != nil {
			t.Fatal(err)
		}
		s = n
	}
	if d := choose(t, p, s); d.Option.ID != "end_turn" {
		t.Fatalf("got %s, want end_turn", d.Option.ID)
	}
	if d, err := second(t).Choose(start); err != nil || d.Option.ID != "activate:shaman" {
		t.Fatalf("the second edition starts with %s (%v), want activate:shaman", d.Option.ID, err)
	}
}

// "Orden de activación": the class of each kind of creature; a caster
// Leader goes with the casters, a shooting Leader with the Leaders (R601).
func TestClass(t *testing.T) {
	cards := setup.Behaviours(starterPack(t))
	for _, c := range []struct {
		kind   string
		leader bool
		want   int
	}{
		{"orc_archer", false, 1},
		{"goblin_shooter", false, 1},
		{"orc_shaman", false, 2},
		{"necromancer", false, 2},
		{"orc_shaman", true, 2},
		{"orc_warrior", false, 3},
		{"troll", false, 3},
		{"orc_warrior", true, 4},
		{"orc_archer", true, 4},
	} {
		f := creature(t, c.kind, "x", 0, 0, board.West)
		f.SetLeader(c.leader)
		if got := adp1.Class(&f, cards[f.Behaviour()]); got != c.want {
			t.Errorf("%s (leader %v): class %d, want %d", c.kind, c.leader, got, c.want)
		}
	}
}

// "Selección del objetivo": engaged enemies first, then the easiest to
// hit, the lowest Armour, the closest; no even spread of attacks, and a
// Leader rolls no 1D3 (R602). Each case activates "orc" and checks its
// first decision.
func TestTargetSelection(t *testing.T) {
	for _, c := range []struct {
		name    string
		kind    string
		setup   func(s *rules.State)
		orc     board.Pos
		facing  board.Dir
		heroes  map[string]board.Pos
		want    string // the option ID's prefix
		why     string // in the English reason
		not     string // not in the English reason
		others  []rules.Figure
		offered string // an option that must be offered, so the choice is real
	}{
		{
			// The chapter's first example: Borgron's Combat Skill (4, -1
			// with his axe) is lower than Shara's (5), though she is closer.
			name: "easiest to hit", kind: "orc_warrior", orc: board.Pos{X: 6, Y: 2},
			heroes: map[string]board.Pos{"borgron": {X: 2, Y: 2}, "shara": {X: 4, Y: 3}},
			want:   "move:orc:", why: "target Borgron: the easiest to hit (first edition's general behaviour)",
		},
		{
			// No spread: Borgron was attacked already, and is still the one
			// (the second edition's orc turns to Shara).
			name: "no spread", kind: "orc_warrior", orc: board.Pos{X: 6, Y: 2},
			heroes: map[string]board.Pos{"borgron": {X: 2, Y: 2}, "shara": {X: 4, Y: 3}},
			setup:  func(s *rules.State) { s.Figures[0].Attacked = true },
			want:   "move:orc:", why: "target Borgron: the easiest to hit",
		},
		{
			// Equal Combat Skill: the lower Armour, though farther.
			name: "lowest armour", kind: "orc_warrior", orc: board.Pos{X: 6, Y: 2},
			heroes: map[string]board.Pos{"borgron": {X: 2, Y: 2}, "shara": {X: 4, Y: 3}},
			setup: func(s *rules.State) {
				s.Figures[1].EditAttrs().CombatSkill = 3 // Borgron's 4 with the axe's -1
				s.Figures[1].EditAttrs().Armour = 3
			},
			want: "move:orc:", why: "target Shara: the worst Armour",
		},
		{
			// Equal Combat Skill and Armour: the closest.
			name: "closest", kind: "orc_warrior", orc: board.Pos{X: 6, Y: 2},
			heroes: map[string]board.Pos{"borgron": {X: 2, Y: 2}, "shara": {X: 4, Y: 3}},
			setup: func(s *rules.State) {
				s.Figures[1].EditAttrs().CombatSkill = 3
				s.Figures[1].EditAttrs().Armour = s.Figures[0].Attrs().Armour
			},
			want: "move:orc:", why: "target Shara: the closest",
		},
		{
			// The undead card puts enemies next to the Leader first; the
			// earlier edition's general criteria do not (R600).
			name: "card picks replaced", kind: "zombie", orc: board.Pos{X: 6, Y: 2},
			heroes: map[string]board.Pos{"borgron": {X: 4, Y: 2}, "shara": {X: 4, Y: 3}},
			want:   "move:orc:", why: "target Borgron: the easiest to hit",
		},
		{
			// Engaged with Shara, the orc attacks her though Borgron, behind
			// it and easier to hit, is in reach after a turn: another orc
			// holds Borgron, so he does not engage this one (page 32).
			name: "engaged", kind: "orc_warrior", orc: board.Pos{X: 3, Y: 2}, facing: board.West,
			heroes:  map[string]board.Pos{"shara": {X: 2, Y: 2}, "borgron": {X: 4, Y: 2}},
			others:  []rules.Figure{creature(t, "orc_warrior", "holder", 5, 2, board.West)},
			offered: "face:orc:E",
			want:    "attack:orc:shara", why: "target Shara: it is engaged with it",
		},
		{
			// The chapter's archer: Shara is closer, so the likelier shot.
			name: "archer", kind: "orc_archer", orc: board.Pos{X: 9, Y: 2},
			heroes: map[string]board.Pos{"borgron": {X: 1, Y: 0}, "shara": {X: 5, Y: 3}},
			want:   "shoot:orc:shara", why: "target Shara: the shot most likely to hit",
		},
		{
			// A Leader follows the same criteria: no 1D3 (R602).
			name: "leader", kind: "orc_warrior", orc: board.Pos{X: 6, Y: 2},
			heroes: map[string]board.Pos{"borgron": {X: 2, Y: 2}, "shara": {X: 4, Y: 3}},
			setup:  func(s *rules.State) { s.Figures[2].SetLeader(true) },
			want:   "move:orc:", why: "target Borgron: the easiest to hit", not: "1D3",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := room(t, 12, 5)
			facing := c.facing
			if facing == 0 {
				facing = board.West
			}
			orc := creature(t, c.kind, "orc", c.orc.X, c.orc.Y, facing)
			hf := map[string]board.Dir{"borgron": board.East, "shara": board.East}
			b := hero(t, "borgron", c.heroes["borgron"].X, c.heroes["borgron"].Y, hf["borgron"])
			sh := hero(t, "shara", c.heroes["shara"].X, c.heroes["shara"].Y, hf["shara"])
			s := darkState(t, g, append([]rules.Figure{b, sh, orc}, c.others...)...)
			if c.setup != nil {
				c.setup(&s)
			}
			s = activated(t, s, "orc")
			if c.offered != "" && !slices.ContainsFunc(rules.Options(s, rules.Dark), func(o rules.Option) bool { return o.ID == c.offered }) {
				t.Fatalf("%s is not offered", c.offered)
			}
			d := choose(t, first(t), s)
			if !strings.HasPrefix(d.Option.ID, c.want) || !strings.Contains(d.Why.En, c.why) || c.not != "" && strings.Contains(d.Why.En, c.not) {
				t.Fatalf("got %s (%s), want %s... (%s)", d.Option.ID, d.Why.En, c.want, c.why)
			}
		})
	}
}

// "Selección del objetivo": an engaged shooter attacks whoever engages it
// rather than disengage to shoot, as the second edition's Ranged Fighter
// does (page 62).
func TestEngagedShooterFights(t *testing.T) {
	g := room(t, 12, 5)
	s := darkState(t, g,
		hero(t, "shara", 2, 2, board.East),
		hero(t, "borgron", 10, 2, board.West),
		creature(t, "orc_archer", "orc", 3, 2, board.West),
	)
	s = activated(t, s, "orc")
	d := choose(t, first(t), s)
	if strings.HasPrefix(d.Option.ID, "disengage:") || strings.Contains(d.Option.ID, "borgron") {
		t.Fatalf("got %s (%s), want a fight with Shara", d.Option.ID, d.Why.En)
	}
	if d.Option.ID != "wield:orc:1" {
		t.Fatalf("got %s (%s), want the dagger drawn to fight Shara", d.Option.ID, d.Why.En)
	}
	if d2, err := second(t).Choose(s); err != nil || d2.Option.ID != "disengage:orc" {
		t.Fatalf("the second edition's archer chose %s (%v), want disengage:orc", d2.Option.ID, err)
	}
}

// "Selección del objetivo": a creature with a javelin and an axe in hand
// and enemies next to it fights in melee and picks the easier to hit,
// Borgron behind it, rather than Shara whom it faces: with an enemy
// adjacent there is no shot to judge.
func TestThrowerInMeleeByCombatSkill(t *testing.T) {
	g := room(t, 8, 5)
	b := hero(t, "borgron", 4, 2, board.West)
	orc := creature(t, "orc_warrior", "orc", 3, 2, board.West)
	found := false
	for _, it := range b.Items {
		if it.ID == "javelin" {
			for k := range orc.Items {
				if orc.Items[k].ID == "shield" {
					it.Place = orc.Items[k].Place
					orc.Items[k] = it
					found = true
				}
			}
		}
	}
	if !found || len(orc.Held(rules.ItemRanged)) == 0 {
		t.Fatal("no javelin in the orc's hand")
	}
	s := darkState(t, g, hero(t, "shara", 2, 2, board.East), b, orc)
	s = activated(t, s, "orc")
	d := choose(t, first(t), s)
	if d.Option.ID != "face:orc:E" || !strings.Contains(d.Why.En, "target Borgron: the easiest to hit") {
		t.Fatalf("got %s (%s), want to turn to Borgron, the easiest to hit", d.Option.ID, d.Why.En)
	}
}
