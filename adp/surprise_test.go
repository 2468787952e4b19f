package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/rules"
	"dun/scenario"
)

// The skeletons win the Initiative when Borgron opens their door (page
// 30): the Dark Player moves him where the most creatures touch him and
// turns his back to the nearest (R306).
const surpriseScenario = `name: The skeletons catch Borgron by surprise
page: 30
rule: Caught by surprise!
about: Borgron opens the door and loses the Initiative.
map:
  sections: |
    HHHHAAAAAA
    HHHHAAAAAA
    HHHHAAAAAA
    HHHHAAAAAA
sections:
  H: {kind: room}
  A: {kind: room}
doors:
  - {at: [3, 1], side: east}
start: [[3, 1]]
explore: true
figures:
  - {id: borgron, name: Borgron, side: heroes, hero: true, at: [3, 1], facing: E, attributes: {movement: 4, intelligence: 2}}
  - {id: skeleton1, name: Skeleton, side: dark, at: [5, 1], facing: W, behaviour: undead, attributes: {movement: 4, intelligence: 1}}
  - {id: skeleton2, name: Skeleton, side: dark, at: [5, 2], facing: W, behaviour: undead, attributes: {movement: 4, intelligence: 1}}
active: borgron
dice: [1, 2, 6, 5]
steps:
  - {type: open_door, figure: borgron, square: [3, 1], side: east}
`

func TestSurpriseAnswers(t *testing.T) {
	sc, err := scenario.Parse("surprise.yaml", []byte(surpriseScenario), nil)
	if err != nil {
		t.Fatal(err)
	}
	res := sc.Run(false)
	s := res.Final
	if s.Prompt == nil || s.Prompt.Kind != rules.PromptSurpriseSquare || s.Prompt.Seat != rules.Dark {
		t.Fatalf("no surprise prompt for the Dark Player: %+v %v", s.Prompt, res.Failures)
	}
	p := player(t)
	d := choose(t, p, s)
	s = apply(t, s, d)
	b := s.Figures[idx(t, s, "borgron")]
	touching := 0
	for _, f := range s.Figures {
		if f.Side == rules.Dark && board.Chebyshev(f.At, b.At) == 1 {
			touching++
		}
	}
	if touching != 2 {
		t.Fatalf("%s put Borgron at %v, next to %d skeletons", d.Option.ID, b.At, touching)
	}
	if s.Prompt == nil || s.Prompt.Kind != rules.PromptSurpriseFacing {
		t.Fatal("no facing prompt")
	}
	d = choose(t, p, s)
	if !strings.Contains(d.Why.En, "turns his back on") {
		t.Fatalf("got %s (%s)", d.Option.ID, d.Why.En)
	}
	s = apply(t, s, d)
	b = s.Figures[idx(t, s, "borgron")]
	for _, f := range s.Figures {
		if f.Side == rules.Dark && board.Chebyshev(f.At, b.At) == 1 && board.InBack(b.At, b.Facing, f.At) {
			return // a skeleton stands at his back
		}
	}
	t.Fatalf("Borgron at %v faces %v with no skeleton behind him", b.At, b.Facing)
}
