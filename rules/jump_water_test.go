package rules

import (
	"strings"
	"testing"
)

// Page 20: deep water is swum. A swimmer has no floor under it to spring
// from, so no great jump starts in deep water; an aquatic animal, which
// walks the water as floor, jumps from it as from any square (R1011).
func TestNoJumpOutOfDeepWater(t *testing.T) {
	rows := []string{
		"......",
		"wpp...",
		"......",
	}
	s := newState(t, parseMap(t, rows...), taeral(0, 1, 0))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	if ids := OptionIDs(Options(s, Heroes)); strings.Contains(ids, "jump:") {
		t.Fatalf("a jump offered from deep water: %s", ids)
	}
	if re := refused(t, s, jump(Heroes, "taeral", 3, 1), CodeCannotJump); !strings.Contains(re.Error(), "deep water") {
		t.Fatalf("refusal: %v", re)
	}

	drowned := skilled(fig("drowned", Dark, SizeAverage, 0, 1, 4), "aquatic_animal")
	s = newState(t, parseMap(t, rows...), drowned)
	s, _ = play(t, darkTurn(t, s), nil, activate(Dark, "drowned"))
	if ids := OptionIDs(Options(s, Dark)); !strings.Contains(ids, "jump:drowned:3,1") {
		t.Fatalf("the aquatic animal's jump is not offered: %s", ids)
	}
}
