package adp_test

import (
	"testing"

	"pgregory.net/rapid"

	"dun/adp"
	"dun/adp/adptest"
	"dun/dice"
	"dun/rules"
)

// The look ahead over a creature's moves asks for its attacks toward each
// enemy on the state it built, turning the creature in place: the answer
// is the one a copy gives, and the state is put back (generated games,
// the ADP against random heroes).
func TestStrikesInPlace(t *testing.T) {
	p := player(t)
	checked := 0
	rapid.Check(t, func(rt *rapid.T) {
		s := adptest.Game(rt, 6)
		src := dice.Seeded(rapid.Uint64().Draw(rt, "seed"))
		for step := 0; step < 60 && s.End == nil; step++ {
			n, err := adp.StrikesInPlace(s)
			if err != nil {
				rt.Fatalf("step %d: %v", step, err)
			}
			checked += n
			seat := s.CurrentSeat()
			opts := rules.Options(s, seat)
			if len(opts) == 0 {
				return
			}
			o := opts[rapid.IntRange(0, len(opts)-1).Draw(rt, "hero")]
			if seat == rules.Dark {
				d, err := p.ChooseFrom(s, opts)
				if err != nil {
					rt.Fatal(err)
				}
				o = d.Option
			}
			next, _, err := rules.Apply(s, o.Command, src)
			if err != nil {
				rt.Fatalf("step %d: %s refused: %v", step, o.ID, err)
			}
			s = next
		}
	})
	if checked < 100 {
		t.Fatalf("only %d attacks compared", checked)
	}
}
