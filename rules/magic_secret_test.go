package rules

import "testing"

// Page 46: the Dark Player gives his Leader a magic object the heroes know
// he has, not which. He uses its powers (the Dark Player knows it); the
// heroes' view shows an unidentified object until they take and identify
// it (R1045).
func TestLeaderSecretObject(t *testing.T) {
	it := magicSword()
	it.Secret = true
	boss := armed(fig("boss", Dark, SizeAverage, 3, 2, 4), it)
	boss.SetLeader(true)
	shara := heroFig("shara", 2, 2, 4, 0)
	s := newState(t, arena(t), shara, boss)
	m, ok := findModifier(combatModifiers(&s, 1, 0, 0, true, false), "magic weapon: Magic Sword")
	if !ok || m.Value != 1 {
		t.Errorf("the Leader's secret sword gives %+v %v, want +1", m, ok)
	}
	v := SeatView(s, Heroes)
	for _, f := range v.Figures {
		if f.ID != "boss" {
			continue
		}
		for _, vi := range f.Items {
			if vi.ID == "magic_sword" || vi.Secret || !vi.Unknown || vi.VP != 0 || vi.Cost != 0 || vi.Name.En != "Unidentified magic object" {
				t.Errorf("the heroes see %+v", vi)
			}
		}
	}
	dv := SeatView(s, Dark)
	for _, f := range dv.Figures {
		if f.ID == "boss" && (len(f.Items) == 0 || f.Items[0].ID != "magic_sword") {
			t.Errorf("the Dark Player sees %+v", f.Items)
		}
	}
	// The card itself is untouched by the heroes' mask.
	if s.Figures[1].Items[0].ID != "magic_sword" {
		t.Errorf("the mask wrote to the shared card")
	}
}
