package rules

import (
	"encoding/json"
	"errors"
	"testing"

	"dun/board"
	"dun/dice"

	"pgregory.net/rapid"
)

// Random legal play with the Dark Player's cards keeps every invariant:
// the state passes Check (the reserve is never spent below zero, every
// card is known), the Dark Player is offered nothing but discards while
// over his hand limit and never ends a command of his own over it, Spent
// only grows and nothing is paid that the reserve lacked, and the heroes'
// view and events never carry his hand, his reserve, his Leader, the
// cards his questions offer or the card he drew. Encounters are tried
// with random placements too: refused ones leave the state untouched.
func TestRandomDarkPlayKeepsInvariants(tt *testing.T) {
	cards := dpCatalogue(tt).Cards()
	ids := make([]string, len(cards))
	for i, c := range cards {
		ids[i] = c.ID
	}
	// Taeral fishes: RPG mode offers the test of his secondary skill, the
	// other modes never do (page 100, R1140).
	fisher := explorer("taeral", 6, 0)
	fisher.SetSecondary([]SecondarySkill{{ID: "fishing", Name: Text{En: "Fishing", Es: "Pescar"}, Bonus: 2}})
	base := dpState(tt, nil, fisher, explorer("borgron", 2, 1))
	orc := creature("orc-1", "grunt", 1, false)
	orc.At = at(11, 4)
	base.Explore.Hidden = []Figure{orc}
	rapid.Check(tt, func(t *rapid.T) {
		s := base.Clone()
		s.Dark.Hand = nilIfEmpty(rapid.SliceOfN(rapid.SampledFrom(ids), 0, 7).Draw(t, "hand"))
		s.Dark.Decks[0].Cards = nilIfEmpty(rapid.SliceOfN(rapid.SampledFrom(ids), 0, 6).Draw(t, "deck"))
		s.Dark.Budget = rapid.IntRange(-2, 20).Draw(t, "budget")
		s.Dark.Mode = rapid.SampledFrom([]DarkMode{DarkHuman, DarkHuman, DarkClassic, DarkRPG}).Draw(t, "mode")
		if rapid.Bool().Draw(t, "leader") {
			l := creature("boss", "champion", 5, false)
			l.SetLeader(true)
			s.Dark.Leader = &l
		}
		src := dice.Seeded(rapid.Uint64().Draw(t, "seed"))
		kinds := []string{"orc", "archer", "brute"}
		for step := 0; step < 120 && s.End == nil; step++ {
			seat := s.CurrentSeat()
			var c Command
			window := s.Prompt != nil && s.Prompt.Kind == PromptDarkReveal
			own := seat == Dark && s.Side == Dark && s.Prompt == nil && s.Active == nil
			if (window || own) && len(s.Dark.Hand) > 0 && rapid.IntRange(0, 3).Draw(t, "try") == 0 {
				pc := PlayCard{Header: Header{Seat: Dark}, Card: rapid.SampledFrom(s.Dark.Hand).Draw(t, "card")}
				for k := rapid.IntRange(1, 3).Draw(t, "spawns"); k > 0; k-- {
					pc.Spawns = append(pc.Spawns, Spawn{Kind: rapid.SampledFrom(kinds).Draw(t, "kind"),
						At: board.Pos{X: rapid.IntRange(7, 11).Draw(t, "sx"), Y: rapid.IntRange(0, 4).Draw(t, "sy")}, Facing: board.West})
				}
				c = pc
				if s.Dark.Leader != nil && rapid.Bool().Draw(t, "placeleader") {
					c = PlaceLeader{Header: Header{Seat: Dark}, At: pc.Spawns[0].At, Facing: board.West}
				}
			} else {
				opts := Options(s, seat)
				if len(opts) == 0 {
					t.Fatalf("step %d: %s has no options", step, seat)
				}
				for _, o := range opts {
					if _, ok := o.Command.(SecondaryTest); ok && s.Dark.Mode != DarkRPG {
						t.Fatalf("step %d: %s offered in mode %s", step, o.ID, s.Dark.Mode)
					}
				}
				if seat == Dark && s.Prompt == nil && len(s.Dark.Hand) > s.HandLimit() {
					for _, o := range opts {
						if _, ok := o.Command.(DiscardCard); !ok {
							t.Fatalf("step %d: over his hand limit the Dark Player is offered %s", step, o.ID)
						}
					}
				}
				// Discards would empty the hand before anything is played:
				// the Dark Player mostly does something else.
				var rest []Option
				for _, o := range opts {
					if _, ok := o.Command.(DiscardCard); !ok {
						rest = append(rest, o)
					}
				}
				if len(rest) > 0 && rapid.IntRange(0, 3).Draw(t, "nodiscard") > 0 {
					opts = rest
				}
				c = opts[rapid.IntRange(0, len(opts)-1).Draw(t, "option")].Command
			}
			spent, h := s.Dark.Spent, s.Hash()
			over := c.head().Seat == Dark && s.Side == Dark && s.Active == nil && len(s.Dark.Hand) > s.HandLimit()
			n, evs, err := Apply(s, c, src)
			if err != nil {
				var re *RuleError
				if _, isOption := c.(PlayCard); !isOption {
					if _, leader := c.(PlaceLeader); !leader {
						t.Fatalf("step %d: an offered command was refused: %v", step, err)
					}
				}
				if !errors.As(err, &re) || re.Reason.En == "" || re.Reason.Es == "" || s.Hash() != h {
					t.Fatalf("step %d: bad refusal %v", step, err)
				}
				continue
			}
			s = n
			if err := s.Check(); err != nil {
				t.Fatalf("step %d: %v", step, err)
			}
			if s.Dark.Spent < spent || (s.Dark.Spent > spent && s.Available() < 0) {
				t.Fatalf("step %d: spent %d -> %d, reserve %d", step, spent, s.Dark.Spent, s.Available())
			}
			if over {
				switch c.(type) {
				case DiscardCard, Answer:
				default:
					t.Fatalf("step %d: over his hand limit the Dark Player could %s", step, c.Type())
				}
			}
			v := SeatView(s, Heroes)
			for _, f := range v.Figures {
				if len(f.Secondary()) > 0 && s.Dark.Mode != DarkRPG {
					t.Fatalf("step %d: the heroes' view shows %s's secondary skills in mode %s", step, f.ID, s.Dark.Mode)
				}
			}
			if v.Dark == nil || v.Dark.Hand != nil || v.Dark.Available != nil || v.Dark.Leader != nil || v.Dark.Recurrent != nil {
				t.Fatalf("step %d: the heroes' view shows the Dark Player's secrets: %+v", step, v.Dark)
			}
			if v.Prompt != nil && darkPrompt(v.Prompt) && len(v.Prompt.Options) > 0 {
				t.Fatalf("step %d: the heroes see the Dark Player's options", step)
			}
			if _, err := json.Marshal(v); err != nil {
				t.Fatal(err)
			}
			for _, ev := range SeatEvents(s, Heroes, evs) {
				switch x := ev.(type) {
				case CardDrawn:
					if x.Card != "" {
						t.Fatalf("step %d: the heroes see the card drawn", step)
					}
				case PromptOpened:
					if darkPrompt(&x.Prompt) && len(x.Prompt.Options) > 0 {
						t.Fatalf("step %d: the heroes' events show the Dark Player's options", step)
					}
				}
			}
		}
	})
}
