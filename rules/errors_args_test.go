package rules

import (
	"fmt"
	"testing"

	"dun/board"
	"dun/dice"
)

// refuse keeps its arguments by type: each kind comes back as fmt would
// have written the argument itself, localized.
func TestRefuseKeepsArguments(t *testing.T) {
	for _, c := range []struct {
		name string
		args []any
	}{
		{"none", nil},
		{"string", []any{"shara"}},
		{"int", []any{-7}},
		{"uint64", []any{uint64(1<<64 - 1)}},
		{"uint8", []any{uint8(200)}},
		{"pos", []any{board.Pos{X: -3, Y: 1 << 40}}},
		{"dir", []any{board.SouthWest}},
		{"board side", []any{board.Side(2)}},
		{"side", []any{Dark}},
		{"condition", []any{Stunned}},
		{"corner", []any{CornerNW}},
		{"dark mode", []any{DarkADP}},
		{"prompt kind", []any{PromptKind("fortune")}},
		{"text", []any{Text{En: "a door", Es: "una puerta"}}},
		{"strings", []any{[]string{"orc1", "orc2"}}},
		{"nil strings", []any{[]string(nil)}},
		{"no strings", []any{[]string{}}},
		{"mixed", []any{"shara", board.Pos{X: 1, Y: 2}, Text{En: "x", Es: "y"}, Heroes}},
		{"many", []any{1, "two", board.Pos{X: 3, Y: 3}, Text{En: "four", Es: "cuatro"}, []string{"five"}, Heroes}},
	} {
		t.Run(c.name, func(t *testing.T) {
			en, es := "en", "es"
			for range c.args {
				en, es = en+" %v|%s|%d|%q", es+" %v|%s|%d|%q"
			}
			var args []any
			for _, a := range c.args {
				args = append(args, a, a, a, a)
			}
			e := refuse(CodeBadTarget, en, es, args...)
			e.settle()
			want := Text{En: fmt.Sprintf(en, localize(args, false)...), Es: fmt.Sprintf(en, localize(args, true)...)}
			want.Es = "es" + want.Es[2:]
			if e.Code != CodeBadTarget || e.Reason != want {
				t.Errorf("got %s %+v, want %+v", e.Code, e.Reason, want)
			}
		})
	}
}

// The refusals a player receives keep their codes and reasons, word for
// word, whatever types their arguments have.
func TestRefusalReasonsUnchanged(t *testing.T) {
	engaged := func(t *testing.T) State {
		g := parseMap(t, room(t, 7, 6)...)
		s := newState(t, g, heroFig("shara", 2, 3, 5, 2), fig("orc1", Dark, SizeAverage, 2, 2, 4), fig("orc2", Dark, SizeAverage, 3, 3, 4), fig("orc3", Dark, SizeAverage, 6, 5, 4))
		s, _ = play(t, s, nil, activate(Heroes, "shara"))
		return s
	}
	for _, c := range []struct {
		name   string
		c      Command
		code   string
		en, es string
	}{
		{"side", activate(Dark, "orc1"), CodeNotYourTurn,
			"it is the turn of the heroes, not of the Dark Player", "este turno es para los héroes, no para el Jugador Oscuro"},
		{"uint64", Activate{Header: Header{Seat: Heroes, At: 99}, Figure: "shara"}, CodeStaleState,
			"the command was made for version 99 of the game, which is now at version 2", "la orden se hizo para la versión 99 de la partida, que ya va por la 2"},
		{"string", Face{Header: Header{Seat: Heroes}, Figure: "nobody", Facing: board.North}, CodeUnknownFigure,
			`there is no figure "nobody"`, `no hay ninguna figura "nobody"`},
		{"strings and pos", moveTo(Heroes, "shara", 1, 2), CodeEngaged,
			"Shara is engaged by [orc1 orc2]: (1,2) leaves their melee range", "Shara está trabado por [orc1 orc2]: (1,2) sale de su Zona de Influencia"},
		// Checks that option lists ask quietly (State.refuse).
		{"run", run(Heroes, "shara"), CodeEnemyAdjacent,
			"Shara is next to an enemy: no Action may be performed there", "Shara está junto a un enemigo: ahí no se puede realizar ninguna Acción"},
		{"swim", Swim{Header: Header{Seat: Heroes}, Figure: "shara"}, CodeCannotSwim,
			"there is no deep water at or next to Shara", "no hay aguas profundas en la casilla de Shara ni junto a ella"},
		{"search", SearchRoom{Header: Header{Seat: Heroes}, Figure: "shara"}, CodeNothingToExplore,
			"this game has no unexplored map", "esta partida no tiene mapa por explorar"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := engaged(t)
			if len(Options(s, Heroes)) == 0 {
				t.Fatal("no options")
			}
			_, _, err := Apply(s, c.c, dice.Scripted())
			re, ok := err.(*RuleError)
			if !ok {
				t.Fatalf("want a refusal, got %v", err)
			}
			if re.Code != c.code || re.Reason.En != c.en || re.Reason.Es != c.es {
				t.Errorf("got %s %q %q\nwant %s %q %q", re.Code, re.Reason.En, re.Reason.Es, c.code, c.en, c.es)
			}
		})
	}
}

// Option lists (Options, StrikeOptions, CastOptions, LookOptions,
// StrikeKindsAt) refuse quietly on their own copy of the state; no state
// handed out is quiet, so every refusal a player receives has its reason.
func TestQuietStaysInOptions(t *testing.T) {
	g := parseMap(t, room(t, 7, 6)...)
	s := newState(t, g, heroFig("shara", 2, 3, 5, 2), fig("orc1", Dark, SizeAverage, 2, 2, 4), fig("orc2", Dark, SizeAverage, 5, 5, 4))
	for step := 0; step < 12 && s.End == nil; step++ {
		seat := s.CurrentSeat()
		opts := Options(s, seat)
		StrikeOptions(s, seat)
		CastOptions(s, seat)
		LookOptions(s, seat)
		for i := range s.Figures {
			StrikeKindsAt(s, seat, s.Figures[i].ID, true, true)
		}
		if s.quiet || len(opts) == 0 {
			t.Fatalf("step %d: quiet %v, %d options", step, s.quiet, len(opts))
		}
		n, _, err := Apply(s, opts[step%len(opts)].Command, dice.Seeded(uint64(step)))
		if err != nil {
			t.Fatal(err)
		}
		if n.quiet {
			t.Fatalf("step %d: Apply handed out a quiet state", step)
		}
		s = n
	}
	q := s
	q.quiet = true
	if err := q.refuse(CodeBadTarget, "%s", "%s", "x"); err != errQuiet {
		t.Errorf("quiet refusal %v", err)
	}
	if err := s.refuse(CodeBadTarget, "%s", "%s", "x"); err == errQuiet || err.Error() != "bad_target: x" {
		t.Errorf("refusal %v", err)
	}
}
