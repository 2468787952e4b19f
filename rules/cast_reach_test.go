package rules

import (
	"testing"

	"dun/board"
)

// CastReach counts whom a cast would take, by side, as the cast itself
// would (spellTargets): a fireball on the orc takes the goblin beside it
// and the hero beside it too; one on an empty square far off takes no one.
func TestCastReach(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	orc := fig("orc", Dark, SizeAverage, 6, 2, 4)
	gob := fig("goblin", Dark, SizeSmall, 7, 2, 4)
	shara := heroFig("shara", 5, 2, 4, 0)
	s := newState(t, g, caster("maelis", 0, 1, 5, fireball(1, 0)), orc, gob, shara)
	for _, c := range []struct {
		name            string
		cast            Cast
		enemies, allies int
		ok              bool
	}{
		{"on the orc", Cast{Figure: "maelis", Spell: "fireball", Target: "orc"}, 2, 1, true},
		{"on an empty square", Cast{Figure: "maelis", Spell: "fireball", Square: &board.Pos{X: 2, Y: 5}}, 0, 0, true},
		{"an unknown spell", Cast{Figure: "maelis", Spell: "nothing", Target: "orc"}, 0, 0, false},
	} {
		en, al, ok := CastReach(s, c.cast)
		if en != c.enemies || al != c.allies || ok != c.ok {
			t.Errorf("%s: %d enemies, %d allies, %v; want %d, %d, %v", c.name, en, al, ok, c.enemies, c.allies, c.ok)
		}
	}
}
