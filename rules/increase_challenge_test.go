package rules

import (
	"slices"
	"testing"
)

// Page 63's tiers are cumulative above 75, 100, ... 200 VP; page 46 lets
// a person choose one improvement for every 25 VP over 100 (R890, R891).
func TestChallengeTiers(t *testing.T) {
	for _, c := range []struct {
		vp      int
		adp     []string
		choices int
	}{
		{75, nil, 0},
		{76, []string{ChallengeObstacleDie}, 0},
		{124, []string{ChallengeObstacleDie, ChallengeRevealDie}, 0},
		{125, []string{ChallengeObstacleDie, ChallengeRevealDie}, 1},
		{151, []string{ChallengeObstacleDie, ChallengeRevealDie, ChallengePowerDie, ChallengeElite}, 2},
		{201, []string{ChallengeObstacleDie, ChallengeRevealDie, ChallengePowerDie, ChallengeElite, ChallengeTraps, ChallengeGrunts}, 4},
	} {
		if got := ADPChallenges(c.vp); !slices.Equal(got, c.adp) {
			t.Errorf("%d VP: ADP tiers %v, want %v", c.vp, got, c.adp)
		}
		if got := ChallengeChoices(c.vp); got != c.choices {
			t.Errorf("%d VP: %d choices, want %d", c.vp, got, c.choices)
		}
	}
	for _, c := range []struct {
		mode DarkMode
		vp   int
		list []string
		ok   bool
	}{
		{DarkHuman, 150, []string{ChallengeLeader, ChallengeTraps}, true},
		{DarkHuman, 149, []string{ChallengeLeader, ChallengeTraps}, false},
		{DarkHuman, 200, []string{ChallengeLeader, ChallengeLeader}, false},
		{DarkHuman, 200, []string{ChallengePowerDie}, false},
		{DarkADP, 130, []string{ChallengeObstacleDie, ChallengeRevealDie, ChallengePowerDie}, true},
		{DarkADP, 130, []string{ChallengeObstacleDie}, false},
	} {
		if err := CheckChallenges(c.mode, c.vp, c.list); (err == nil) != c.ok {
			t.Errorf("%+v: %v", c, err)
		}
	}
}

// The +1 to every roll but damage, by level; the extra Action.
func TestChallengeRollsAndActions(t *testing.T) {
	grunt := withID(creature("orc", "grunt", 1, false), "orc-1")
	grunt.At = at(10, 0)
	elite := withID(creature("brute", "elite", 3, false), "brute-1")
	elite.At = at(10, 3)
	s := adpState(t, nil, nil, nil, explorer("taeral", 1, 0), grunt, elite)
	s.Dark.Challenges = []string{ChallengeElite}
	s.Explore.Revealed[1] = true
	gi, ei := s.figure("orc-1"), s.figure("brute-1")
	mods := func(fi int) []Modifier {
		c := rollCtx{s: &s, fi: fi, oi: -1, kind: RollTest, attr: Courage}
		return skillMods(&c, nil)
	}
	if m := mods(ei); len(m) != 1 || m[0].Value != 1 || m[0].Why.Es == "" {
		t.Fatalf("elite modifiers %+v", m)
	}
	if m := mods(gi); len(m) != 0 {
		t.Fatalf("grunt modifiers %+v without the grunts' improvement", m)
	}
	if extraActions(&s, &s.Figures[ei]) != 1 || extraActions(&s, &s.Figures[gi]) != 0 {
		t.Fatal("the elite's extra Action")
	}
	s.Dark.Challenges = []string{ChallengeGrunts}
	if m := mods(gi); len(m) != 1 || extraActions(&s, &s.Figures[gi]) != 0 {
		t.Fatalf("grunt modifiers %+v", m)
	}
	// Twice the VP, 25 more at most.
	big := creature("dragon", "grunt", 40, false)
	if creatureCost(&s, &s.Figures[gi]) != 2 || creatureCost(&s, &big) != 65 {
		t.Fatalf("costs %d %d", creatureCost(&s, &s.Figures[gi]), creatureCost(&s, &big))
	}
}

// Traps cost twice as much and are 1 harder to detect and disarm.
func TestChallengeTraps(t *testing.T) {
	s := dpState(t, []string{"stake"}, explorer("taeral", 6, 0))
	s.Dark.Challenges = []string{ChallengeTraps}
	c, _ := s.Dark.Cards.Card("stake")
	if trapCost(&s, c) != 2*c.Cost {
		t.Fatalf("cost %d", trapCost(&s, c))
	}
	if m := trapHarderMods(&s, nil); len(m) != 1 || m[0].Value != -1 {
		t.Fatalf("mods %+v", m)
	}
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0))
	if p := s.Prompt; p == nil || !p.has("play:stake") {
		t.Fatalf("prompt %+v", p)
	}
	// Three points pay a stake but not a doubled one.
	s.Dark.Budget -= s.Available() - (2*c.Cost - 1)
	refused(t, s, answer(Dark, "play:stake"), CodeReserve)
}

// R890: above 75 VP the ADP rolls the Scenario Die again once at an
// obstacle that missed; not after a hit, not without the tier.
func TestChallengeObstacleReroll(t *testing.T) {
	for _, c := range []struct {
		name    string
		tiers   []string
		first   int
		allowed bool
	}{
		{"no tier", nil, 3, false},
		{"a miss", []string{ChallengeObstacleDie}, 3, true},
		{"a hit", []string{ChallengeObstacleDie}, 1, false},
	} {
		s := adpState(t, []string{"stake"}, nil, nil, explorer("taeral", 6, 0))
		s.Dark.Challenges = c.tiers
		s, _ = play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0))
		s, _ = play(t, s, []int{c.first}, darkRoll(RollScenarioDie))
		if _, _, err := Apply(s, darkRoll(RollScenarioDie), scriptedDice(4)); (err == nil) != c.allowed {
			t.Errorf("%s: second die: %v", c.name, err)
		}
	}
}
