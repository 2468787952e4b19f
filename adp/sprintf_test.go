package adp

import (
	"errors"
	"fmt"
	"testing"

	"dun/board"
	"dun/rules"
)

// sprintf writes what fmt.Sprintf writes, for the reasons' formats and
// for those it hands to fmt.
func TestSprintfIsFmt(t *testing.T) {
	for _, c := range []struct {
		format string
		args   []any
	}{
		{"plain", nil},
		{"%s moves to %s (%d Movement) to attack %s", []any{"Orc", board.Pos{X: 3, Y: -12}, 4, "Shara"}},
		{"%s se mueve a %s (%d de Movimiento) para atacar a %s", []any{"Orco", board.Pos{X: 10, Y: 0}, -2, "Shara"}},
		{"%s takes off: ñandú %s", []any{"", "é"}},
		{"100%% %s", []any{"sure"}},
		{"%s", []any{rules.Text{En: "x"}}},
		{"%v and %s", []any{1, "a"}},
		{"%d", []any{"not an int"}},
		{"%s", []any{7}},
		{"%s", []any{board.North}},
		{"%s", []any{errors.New("an error")}},
		{"%5s|%-3d", []any{"a", 1}},
		{"%s %s", []any{"one"}},
		{"%s", []any{"one", "two"}},
		{"trailing %", []any{"x"}},
		{"%d%d", []any{1, 2}},
		{"%q", []any{"q"}},
		{"%x", []any{board.Pos{X: 1, Y: 2}}},
	} {
		if got, want := sprintf(c.format, c.args), fmt.Sprintf(c.format, c.args...); got != want {
			t.Errorf("sprintf(%q, %v) = %q, want %q", c.format, c.args, got, want)
		}
	}
}
