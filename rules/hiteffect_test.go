package rules

import "testing"

// Page 42, the table of extra effects by the attacker's size against the
// target's and the criticals of the roll to hit; a Leader is spared the
// cells marked with an asterisk (R52).
func TestHitEffectTable(t *testing.T) {
	const (
		none = "-"
		down = "knocked_down"
		stun = "stunned"
	)
	for _, c := range []struct {
		name             string
		attacker, target int
		normal, critical string
		double           string
		leaderNormal     string
		leaderCritical   string
	}{
		{"much larger (+2)", SizeHuge, SizeAverage, down, down, down, none, down},
		{"much larger (+3)", SizeHuge, SizeSmall, down, down, down, none, down},
		{"larger (+1)", SizeLarge, SizeAverage, none, down, down, none, none},
		{"the same", SizeAverage, SizeAverage, none, none, down, none, none},
		{"smaller (-1)", SizeAverage, SizeLarge, none, none, stun, none, none},
		{"much smaller (-2)", SizeAverage, SizeHuge, none, none, stun, none, none},
		{"much smaller (-3)", SizeSmall, SizeHuge, none, none, stun, none, none},
	} {
		got := func(crits int, leader bool) string {
			if cond, ok := HitEffect(c.attacker, c.target, crits, leader); ok {
				return cond.String()
			}
			return none
		}
		for _, k := range []struct {
			crits  int
			leader bool
			want   string
		}{
			{0, false, c.normal}, {1, false, c.critical}, {2, false, c.double},
			{0, true, c.leaderNormal}, {1, true, c.leaderCritical}, {2, true, c.double},
			{3, false, c.double},
		} {
			if g := got(k.crits, k.leader); g != k.want {
				t.Errorf("%s, %d criticals, leader %v: %s, want %s", c.name, k.crits, k.leader, g, k.want)
			}
		}
	}
}

// Page 42's examples: Sara's double critical knocks the orc down; the
// knight's double critical only stuns the troll, while the troll knocks
// her down with one critical and a dragon with a plain hit.
func TestHitEffectExamples(t *testing.T) {
	for _, c := range []struct {
		name             string
		attacker, target int
		crits            int
		want             Condition
	}{
		{"A: Sara's double critical on the orc", SizeAverage, SizeAverage, 2, KnockedDown},
		{"B: the knight's double critical on the troll", SizeAverage, SizeLarge, 2, Stunned},
		{"B: the troll's critical on the knight", SizeLarge, SizeAverage, 1, KnockedDown},
		{"B: a dragon's plain hit on the knight", SizeHuge, SizeAverage, 0, KnockedDown},
	} {
		if got, ok := HitEffect(c.attacker, c.target, c.crits, false); !ok || got != c.want {
			t.Errorf("%s: %v %v", c.name, got, ok)
		}
	}
	if _, ok := HitEffect(SizeLarge, SizeAverage, 0, false); ok {
		t.Error("the troll's plain hit has no effect")
	}
}
