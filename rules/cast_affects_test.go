package rules

import (
	"slices"
	"testing"
)

// CastAffects: a fireball on a figure takes everyone within its radius of
// it, allies of the caster included; a bolt its target alone; a square
// target its neighbours; an unknown spell nobody.
func TestCastAffects(t *testing.T) {
	witch := caster("witch", 0, 0, 4, fireball(1, 2), boltSpell())
	witch.Side = Dark
	witch.SetHero(false)
	a := heroFig("a", 4, 2, 4, 0)
	b := heroFig("b", 5, 2, 4, 0)
	orc := fig("orc", Dark, SizeAverage, 4, 3, 4)
	far := heroFig("far", 6, 4, 4, 0)
	s := newState(t, arena(t), witch, a, b, orc, far)
	sq := at(6, 3)
	cast := func(spell, target string) Cast {
		return Cast{Header: Header{Seat: Dark}, Figure: "witch", Spell: spell, Target: target}
	}
	for _, tc := range []struct {
		c    Cast
		want []string
	}{
		{cast("fireball", "a"), []string{"a", "b", "orc"}},
		{cast("bolt", "a"), []string{"a"}},
		{Cast{Header: Header{Seat: Dark}, Figure: "witch", Spell: "fireball", Square: &sq}, []string{"b", "far"}},
		{cast("nothing", "a"), nil},
	} {
		got := CastAffects(s, tc.c)
		slices.Sort(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s on %s: %v, want %v", tc.c.Spell, tc.c.Target, got, tc.want)
		}
	}
}

// CastOptions lists the casts Options offers, in its order, and nothing
// when no one is acting.
func TestCastOptionsAlone(t *testing.T) {
	witch := caster("witch", 0, 0, 4, boltSpell())
	orc := fig("orc", Dark, SizeAverage, 4, 2, 4)
	s := newState(t, arena(t), witch, orc)
	if n := len(CastOptions(s, Heroes)); n != 0 {
		t.Fatalf("%d casts before an activation", n)
	}
	s, _ = play(t, s, nil, activate(Heroes, "witch"))
	var want []string
	for _, o := range Options(s, Heroes) {
		if _, ok := o.Command.(Cast); ok {
			want = append(want, o.ID)
		}
	}
	got := splitIDs(OptionIDs(CastOptions(s, Heroes)))
	if len(want) == 0 || !slices.Equal(got, want) {
		t.Fatalf("casts %v, Options has %v", got, want)
	}
}
