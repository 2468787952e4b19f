package rules

import "testing"

// R79, R1168: a trap's damage roll against a hero may be rolled again
// with a Fortune point, as an enemy's may.
func TestTrapDamageReroll(t *testing.T) {
	h := explorer("taeral", 0, 1)
	h.EditAttrs().Fortune = 1
	s := trapCorridor(t, h)
	s, _ = play(t, s, []int{1, 2, 5, 6}, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 5, 1), answer(Heroes, OptionKeep))
	if s.Prompt == nil || s.Prompt.Kind != PromptDamageReroll {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	s, _ = play(t, s, []int{1, 1}, answer(Heroes, OptionReroll))
	if s.Figures[0].Wounds != 0 || s.Figures[0].FortuneUsed() != 1 {
		t.Fatalf("wounds %d, Fortune used %d", s.Figures[0].Wounds, s.Figures[0].FortuneUsed())
	}
}
