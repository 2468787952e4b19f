package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
	"dun/rules"
	"dun/setup"
)

func idx(t tb, s rules.State, id string) int {
	t.Helper()
	for i := range s.Figures {
		if s.Figures[i].ID == id {
			return i
		}
	}
	t.Fatalf("no figure %q", id)
	return -1
}

// activated activates figure id (no dice) and returns the state.
func activated(t tb, s rules.State, id string) rules.State {
	t.Helper()
	n, _, err := rules.Apply(s, rules.Activate{Header: rules.Header{Seat: rules.Dark}, Figure: id}, dice.Scripted())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// Page 61: spellcasters, then shooters that can shoot, then Leaders, then
// the rest (higher VP, then higher Agility first), and shooters that
// cannot shoot this turn last.
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
	s := darkState(t, g,
		hero(t, "borgron", 1, 2, board.East),
		creature(t, "orc_archer", "walled", 12, 2, board.West), // no way to see a hero
		leader, cheap, dear, nimble,
		creature(t, "orc_archer", "archer", 8, 4, board.West),
		creature(t, "orc_shaman", "shaman", 9, 0, board.West),
	)
	p := player(t)
	want := []string{"shaman", "archer", "leader", "dear", "nimble", "cheap", "walled"}
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
}

// Target selection (page 61) and moving to attack: each case activates
// the creature "orc" and checks its first decision.
func TestTargetSelection(t *testing.T) {
	for _, c := range []struct {
		name   string
		kind   string
		setup  func(s *rules.State)
		orc    board.Pos
		heroes map[string]board.Pos
		want   string // the option ID's prefix
		why    string // in the English reason
	}{
		{
			// Example A: Borgron's Combat Skill (4, -1 with his axe) is
			// lower than Shara's (5), though Shara is closer.
			name: "easiest to hit", kind: "orc_warrior", orc: board.Pos{X: 6, Y: 2},
			heroes: map[string]board.Pos{"borgron": {X: 2, Y: 2}, "shara": {X: 4, Y: 3}},
			want:   "move:orc:", why: "target Borgron: the easiest to hit",
		},
		{
			// Example B: Borgron was attacked already this turn.
			name: "spread", kind: "orc_warrior", orc: board.Pos{X: 6, Y: 2},
			heroes: map[string]board.Pos{"borgron": {X: 2, Y: 2}, "shara": {X: 4, Y: 3}},
			setup:  func(s *rules.State) { s.Figures[0].Attacked = true },
			want:   "move:orc:", why: "target Shara: not attacked yet",
		},
		{
			// A berserker ignores the spread and goes for the closest.
			name: "berserker", kind: "devastator_marauder", orc: board.Pos{X: 6, Y: 2},
			heroes: map[string]board.Pos{"borgron": {X: 2, Y: 2}, "shara": {X: 4, Y: 3}},
			setup:  func(s *rules.State) { s.Figures[1].Attacked = true },
			want:   "move:orc:", why: "target Shara: the closest",
		},
		{
			// Already adjacent: attack at once, no move.
			name: "attack now", kind: "orc_warrior", orc: board.Pos{X: 3, Y: 2},
			heroes: map[string]board.Pos{"borgron": {X: 2, Y: 2}, "shara": {X: 8, Y: 4}},
			want:   "attack:orc:borgron", why: "Orc Warrior attacks Borgron",
		},
		{
			// A shooter shoots the closest without moving.
			name: "shooter", kind: "orc_archer", orc: board.Pos{X: 9, Y: 2},
			heroes: map[string]board.Pos{"borgron": {X: 1, Y: 0}, "shara": {X: 5, Y: 3}},
			want:   "shoot:orc:shara", why: "target Shara: the shot most likely to hit",
		},
		{
			// Nobody within reach: run toward the nearest.
			name: "run", kind: "orc_warrior", orc: board.Pos{X: 11, Y: 4},
			heroes: map[string]board.Pos{"borgron": {X: 0, Y: 0}, "shara": {X: 1, Y: 0}},
			want:   "run:orc", why: "it runs",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := room(t, 12, 5)
			orc := creature(t, c.kind, "orc", c.orc.X, c.orc.Y, board.West)
			b := hero(t, "borgron", c.heroes["borgron"].X, c.heroes["borgron"].Y, board.East)
			sh := hero(t, "shara", c.heroes["shara"].X, c.heroes["shara"].Y, board.East)
			s := darkState(t, g, b, sh, orc)
			if c.setup != nil {
				c.setup(&s)
			}
			s = activated(t, s, "orc")
			d := choose(t, player(t), s)
			if !strings.HasPrefix(d.Option.ID, c.want) || !strings.Contains(d.Why.En, c.why) {
				t.Fatalf("got %s (%s), want %s... (%s)", d.Option.ID, d.Why.En, c.want, c.why)
			}
		})
	}
}

// A creature that cannot attack moves toward the nearest enemy, and after
// running it never ends farther away than it started.
func TestApproach(t *testing.T) {
	g := room(t, 16, 3)
	s := darkState(t, g, hero(t, "borgron", 0, 1, board.East), creature(t, "orc_warrior", "orc", 15, 1, board.West))
	p := player(t)
	s = activated(t, s, "orc")
	d := choose(t, p, s)
	if d.Option.ID != "run:orc" {
		t.Fatalf("got %s, want run:orc", d.Option.ID)
	}
	s = apply(t, s, d, 3, 3)
	d = choose(t, p, s)
	if !strings.HasPrefix(d.Option.ID, "move:orc:") {
		t.Fatalf("got %s, want a move", d.Option.ID)
	}
	s = apply(t, s, d)
	if x := at(t, s, "orc").X; x > 9 {
		t.Fatalf("the orc is at x=%d after running 6", x)
	}
	if d = choose(t, p, s); d.Option.ID != "end_activation:orc" {
		t.Fatalf("got %s, want end_activation:orc", d.Option.ID)
	}
}

// An enemy behind: the creature turns to face him, then attacks.
func TestTurnsBeforeAttacking(t *testing.T) {
	g := room(t, 6, 3)
	s := darkState(t, g, hero(t, "borgron", 1, 1, board.East), creature(t, "orc_warrior", "orc", 2, 1, board.East))
	p := player(t)
	s = activated(t, s, "orc")
	d := choose(t, p, s)
	if d.Option.ID != "face:orc:W" {
		t.Fatalf("got %s (%s), want face:orc:W", d.Option.ID, d.Why.En)
	}
	s = apply(t, s, d)
	if d = choose(t, p, s); d.Option.ID != "attack:orc:borgron" {
		t.Fatalf("got %s, want attack:orc:borgron", d.Option.ID)
	}
}

// A creature with an enemy next to it and no melee weapon in hand draws
// the one in its pack (page 62: the most suitable weapon), then attacks.
func TestWeaponChange(t *testing.T) {
	g := room(t, 6, 3)
	orc := creature(t, "orc_warrior", "orc", 2, 1, board.West)
	for k := range orc.Items {
		if orc.Items[k].ID == "axe" {
			orc.Items[k].Place = rules.InPack
		}
	}
	s := darkState(t, g, hero(t, "borgron", 1, 1, board.East), orc)
	p := player(t)
	s = activated(t, s, "orc")
	d := choose(t, p, s)
	if !strings.HasPrefix(d.Option.ID, "wield:orc:") || !strings.Contains(d.Why.En, "Axe") {
		t.Fatalf("got %s (%s), want to draw the axe", d.Option.ID, d.Why.En)
	}
	s = apply(t, s, d)
	if d = choose(t, p, s); !strings.HasPrefix(d.Option.ID, "attack:orc:borgron") {
		t.Fatalf("got %s, want an attack on Borgron", d.Option.ID)
	}
}

// A Ranged Fighter engaged in melee disengages when it could then shoot;
// cornered, it draws its dagger and fights.
func TestShooterDisengages(t *testing.T) {
	for _, c := range []struct {
		name string
		rows []string
		want string
	}{
		{"room to get away", []string{"......", "......", "......"}, "disengage:orc"},
		{"cornered", []string{"###", "...", "###"}, "wield:orc:"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := darkState(t, grid(t, c.rows...), hero(t, "borgron", 1, 1, board.East), creature(t, "orc_archer", "orc", 2, 1, board.West))
			s = activated(t, s, "orc")
			if d := choose(t, player(t), s); !strings.HasPrefix(d.Option.ID, c.want) {
				t.Fatalf("got %s (%s), want %s", d.Option.ID, d.Why.En, c.want)
			}
		})
	}
}

// A Leader rolls 1D3 on its card's table (page 64) and says so.
func TestLeaderRoll(t *testing.T) {
	g := room(t, 8, 5)
	orc := creature(t, "orc_warrior", "orc", 4, 2, board.West)
	orc.SetLeader(true)
	s := darkState(t, g, hero(t, "borgron", 2, 2, board.East), hero(t, "shara", 6, 2, board.West), orc)
	s = activated(t, s, "orc")
	d := choose(t, player(t), s)
	if !strings.Contains(d.Why.En, "Leader's 1D3 = ") || !strings.Contains(d.Why.Es, "1D3 del Líder = ") {
		t.Fatalf("no roll in %q / %q", d.Why.En, d.Why.Es)
	}
	if d2 := choose(t, player(t), s); d2.Option.ID != d.Option.ID || d2.Why != d.Why {
		t.Fatalf("the same state gave %v and %v", d, d2)
	}
}

// A melee fighter with a javelin in hand and no enemy next to it acts as a
// Ranged Fighter (page 62): it throws at the closest enemy it sees.
func TestThrowerActsAsShooter(t *testing.T) {
	g := room(t, 10, 5)
	orc := creature(t, "orc_warrior", "orc", 7, 2, board.West)
	jav, err := setup.Item(starterPack(t), "javelin")
	if err != nil {
		t.Fatal(err)
	}
	for k := range orc.Items {
		if orc.Items[k].Place == rules.InHand && orc.Items[k].Kind == rules.ItemMelee {
			orc.Items[k].Place = rules.InPack
		}
	}
	jav.Place = rules.InHand
	orc.Items = append(orc.Items, jav)
	s := darkState(t, g, hero(t, "borgron", 3, 2, board.East), hero(t, "shara", 1, 4, board.East), orc)
	s = activated(t, s, "orc")
	d := choose(t, player(t), s)
	if !strings.HasPrefix(d.Option.ID, "shoot:orc:borgron") || !strings.Contains(d.Why.En, "the shot most likely to hit") {
		t.Fatalf("got %s (%s), want a throw at Borgron", d.Option.ID, d.Why.En)
	}
}

// A shooter that cannot shoot (it has run) moves the least it can to see
// an enemy (page 61).
func TestShooterSeeksSight(t *testing.T) {
	g := grid(t,
		"....#...",
		"....#...",
		"........",
	)
	s := darkState(t, g, hero(t, "borgron", 7, 0, board.West), creature(t, "orc_archer", "orc", 0, 0, board.East))
	p := player(t)
	s = activated(t, s, "orc")
	n, _, err := rules.Apply(s, rules.Run{Header: rules.Header{Seat: rules.Dark}, Figure: "orc"}, dice.Scripted(3, 3))
	if err != nil {
		t.Fatal(err)
	}
	d := choose(t, p, n)
	if !strings.HasPrefix(d.Option.ID, "move:orc:") || !strings.Contains(d.Why.En, "from which it sees Borgron") {
		t.Fatalf("got %s (%s), want a move into sight", d.Option.ID, d.Why.En)
	}
	n = apply(t, n, d)
	if d = choose(t, p, n); !strings.HasPrefix(d.Option.ID, "face:orc:") && d.Option.ID != "end_activation:orc" {
		t.Fatalf("then %s (%s)", d.Option.ID, d.Why.En)
	}
}

// An engaged Leader whose roll points at an enemy it cannot reach from
// where it stands disengages (page 64); when the roll points at the enemy
// next to it, it attacks him.
func TestLeaderDisengages(t *testing.T) {
	seen := map[bool]bool{}
	for k := 0; k < 12; k++ {
		id := "leader" + string(rune('a'+k))
		orc := creature(t, "orc_warrior", id, 3, 2, board.West)
		orc.SetLeader(true)
		shara := hero(t, "shara", 9, 2, board.West)
		shara.EditAttrs().CombatSkill = 1
		shara.EditAttrs().Courage = 1
		s := darkState(t, room(t, 12, 5), hero(t, "borgron", 2, 2, board.East), shara, orc)
		s = activated(t, s, id)
		d := choose(t, player(t), s)
		atBorgron := strings.Contains(d.Why.En, "1D3 = 1")
		want := "disengage:" + id
		if atBorgron {
			want = "attack:" + id + ":borgron"
		}
		if d.Option.ID != want {
			t.Fatalf("%s: got %s (%s), want %s", id, d.Option.ID, d.Why.En, want)
		}
		seen[atBorgron] = true
	}
	if !seen[true] || !seen[false] {
		t.Fatalf("the rolls did not show both cases: %v", seen)
	}
}

// A creature whose weapon lies at its feet (a blunder dropped it) picks it
// up when no enemy is next to it (R305).
func TestPicksUpItsWeapon(t *testing.T) {
	orc := creature(t, "orc_warrior", "orc", 6, 2, board.West)
	for k := range orc.Items {
		if orc.Items[k].ID == "axe" {
			orc.Items[k].Place, orc.Items[k].At = rules.OnGround, orc.At
		}
	}
	s := darkState(t, room(t, 10, 5), hero(t, "borgron", 1, 2, board.East), orc)
	s = activated(t, s, "orc")
	d := choose(t, player(t), s)
	if !strings.HasPrefix(d.Option.ID, "pick_up:orc:orc:") {
		t.Fatalf("got %s (%s), want the axe picked up", d.Option.ID, d.Why.En)
	}
}
