package rules_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"dun/autoplay"
	"dun/dice"
	"dun/rules"
	"dun/setup"
	"dun/sim"
)

// ApplyIn gives what Apply gives, for every option of the states of games
// against the Artificial Dark Player, one Scratch serving every look: the
// same state (JSON and hash), events and refusal; the source state never
// moves; and a result given back to ApplyIn with its own Scratch (which
// ApplyIn must then not build over) still gives Apply's answer.
func TestApplyInIsApply(t *testing.T) {
	plain, pack, _ := goblinChasm(t)
	dark := sim.ADP(setup.Behaviours(pack), nil)
	var sc rules.Scratch
	look := dice.Manual(func(dice.Request) (int, error) { return 4, nil })
	checked := 0
	for seed := uint64(1); seed <= 3; seed++ {
		src := dice.Seeded(seed)
		pick := [2]autoplay.Policy{autoplay.Heroes{}, dark}
		s := plain
		for k := 0; k < 400 && s.End == nil; k++ {
			seat := s.CurrentSeat()
			opts := rules.Options(s, seat)
			if k%5 == 0 {
				before := s.Hash()
				for _, o := range opts {
					want, wevs, werr := rules.Apply(s, o.Command, look)
					got, gevs, gerr := rules.ApplyIn(&sc, s, o.Command, look)
					if (werr == nil) != (gerr == nil) || werr != nil && werr.Error() != gerr.Error() {
						t.Fatalf("seed %d step %d %s: Apply %v, ApplyIn %v", seed, k, o.ID, werr, gerr)
					}
					wj, _ := json.Marshal(want)
					gj, _ := json.Marshal(got)
					ej, _ := json.Marshal(wevs)
					fj, _ := json.Marshal(gevs)
					if !bytes.Equal(wj, gj) || want.Hash() != got.Hash() || !bytes.Equal(ej, fj) {
						t.Fatalf("seed %d step %d %s: ApplyIn's state or events differ from Apply's", seed, k, o.ID)
					}
					if gerr == nil && got.End == nil {
						// Its own result back in: the look ahead of a look ahead.
						next := rules.Options(got, got.CurrentSeat())
						if len(next) > 0 {
							c := next[len(next)/2].Command
							w2, _, e1 := rules.Apply(got, c, look)
							gh := got.Hash()
							g2, _, e2 := rules.ApplyIn(&sc, got, c, look)
							if (e1 == nil) != (e2 == nil) || w2.Hash() != g2.Hash() || got.Hash() != gh {
								t.Fatalf("seed %d step %d %s then %T: ApplyIn on its own result differs", seed, k, o.ID, c)
							}
						}
					}
					checked++
				}
				if s.Hash() != before {
					t.Fatalf("seed %d step %d: ApplyIn changed its source", seed, k)
				}
			}
			ch := pick[seat].Choose(&s, seat, opts)
			if ch.Index < 0 {
				t.Fatalf("seed %d step %d: no choice: %v", seed, k, ch.Why)
			}
			n, _, err := rules.Apply(s, opts[ch.Index].Command, src)
			if err != nil {
				t.Fatal(err)
			}
			s = n
		}
	}
	if checked < 500 {
		t.Fatalf("only %d options checked", checked)
	}
}
