package setup

import (
	"slices"
	"testing"

	"dun/dice"
	"dun/rules"
)

// Page 46: the Dark Player chooses one improvement for every 25 VP over
// 100 (R891), and an improved Leader costs twice his VP (R892); the ADP
// takes its tiers by itself (page 63, R890).
func TestDarkChallengesAtSetUp(t *testing.T) {
	p := starterPack(t)
	q, s := millGame(t, p)
	vp := s.GroupVP()
	lord, _ := Creatures(p)("devastator_lord")
	// The mill's party is small: no improvement may be chosen.
	if _, err := DarkPlayer(p, q, s, DarkOptions{Mode: rules.DarkHuman, Challenges: []string{rules.ChallengeTraps}}, dice.Seeded(1)); err == nil {
		t.Fatalf("a group of %d VP chose an improvement", vp)
	}
	// A stronger group: a Leader worth 20 more VP each.
	for i := range s.Figures {
		if s.Figures[i].Hero() {
			s.Figures[i].SetVP(s.Figures[i].VP() + 40)
		}
	}
	vp = s.GroupVP()
	want := rules.ChallengeChoices(vp)
	if want < 1 {
		t.Fatalf("group VP %d allows no improvement", vp)
	}
	d, err := DarkPlayer(p, q, s, DarkOptions{Mode: rules.DarkHuman, Challenges: []string{rules.ChallengeLeader}}, dice.Seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(d.Challenges, []string{rules.ChallengeLeader}) || d.Budget != d.Initial-lord.VP()-min(lord.VP(), 25) {
		t.Fatalf("challenges %v budget %d initial %d", d.Challenges, d.Budget, d.Initial)
	}
	if _, err := DarkPlayer(p, q, s, DarkOptions{Mode: rules.DarkADP, Challenges: []string{rules.ChallengeLeader}}, dice.Seeded(1)); err == nil {
		t.Fatal("the ADP chose an improvement")
	}
	a, err := DarkPlayer(p, q, s, DarkOptions{Mode: rules.DarkADP}, dice.Seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(a.Challenges, rules.ADPChallenges(vp)) || len(a.Challenges) == 0 {
		t.Fatalf("ADP tiers %v for %d VP", a.Challenges, vp)
	}
}

// Page 46, step 5: a magic object for the Leader, paid at its VP, carried
// by the Leader waiting to be placed; something else is refused.
func TestLeaderObject(t *testing.T) {
	p := starterPack(t)
	q, s := millGame(t, p)
	plain, err := WithDarkOptions(p, q, s, DarkOptions{Mode: rules.DarkHuman}, dice.Seeded(3))
	if err != nil {
		t.Fatal(err)
	}
	st, err := WithDarkOptions(p, q, s, DarkOptions{Mode: rules.DarkHuman, LeaderObject: "magic_helm"}, dice.Seeded(3))
	if err != nil {
		t.Fatal(err)
	}
	if st.Dark.Budget != plain.Dark.Budget-2 {
		t.Fatalf("budget %d, want %d", st.Dark.Budget, plain.Dark.Budget-2)
	}
	l := st.Dark.Leader
	if l == nil || !slices.ContainsFunc(l.Items, func(it rules.Item) bool { return it.ID == "magic_helm" && it.Secret && !it.Unknown }) {
		t.Fatalf("the Leader carries no unidentified helm: %+v", l)
	}
	if _, err := WithDarkOptions(p, q, s, DarkOptions{Mode: rules.DarkHuman, LeaderObject: "short_bow"}, dice.Seeded(3)); err == nil {
		t.Fatal("a short bow bought as a magic object")
	}
}

// The catalogue knows each kind's extra skills (pages 58, 65).
func TestCatalogueExtras(t *testing.T) {
	p := starterPack(t)
	cat, err := DarkCatalogue(p, "")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, k := range cat.CreatureKinds() {
		n += len(cat.Extras(k))
	}
	if n == 0 {
		t.Fatal("no creature offers extra skills")
	}
}
