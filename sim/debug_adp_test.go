package sim

import (
	"os"
	"strconv"
	"testing"

	"dun/autoplay"
	"dun/dice"
	"dun/rules"
)

func TestDebugADP(t *testing.T) {
	file := os.Getenv("Q")
	if file == "" {
		t.Skip()
	}
	seed, _ := strconv.ParseUint(os.Getenv("S"), 10, 64)
	g := adpQuest(t, file, "shara", "borgron", "taeral")
	s, _ := g.prepare(seed)
	dark := g.dark()
	obs := func(before *rules.State, o rules.Option, c autoplay.Choice, after *rules.State, evs []rules.Event) error {
		if before.CurrentSeat() == rules.Dark && (o.Command.Type() != "move") {
			b, _ := rules.EncodeCommand(o.Command)
			t.Logf("%s  why=%s", b, c.Why.En)
			if r := Refused(dark); len(r) > 0 {
				t.Logf("REFUSED %v", r)
				for _, f := range before.Figures {
					if f.Present() {
						t.Logf("   %s %v side %v size %d", f.ID, f.At, f.Side, f.Size)
					}
				}
				return os.ErrClosed
			}
		}
		return nil
	}
	autoplay.Play(s, autoplay.Random{Seed: seed}, dark, dice.Seeded(seed), autoplay.Limits{Turns: 30}, obs)
}
