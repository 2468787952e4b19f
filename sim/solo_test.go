package sim

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dun/quest"
	"dun/setup"
)

// The example solo party (page 65): one hero with a mercenary and a pet
// plays a solo game, her companions no heroes; a party file asking for two
// pets for a solo hero, or two companions for one hero of a party, is
// refused (R1161, R1169).
func TestSoloParty(t *testing.T) {
	pack := testPack(t)
	src, err := os.ReadFile(filepath.Join("..", "examples", "parties", "solo-shara.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := ParseParty("solo-shara.yaml", src)
	if err != nil {
		t.Fatal(err)
	}
	figs, err := p.Figures(pack)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join("..", "examples", "quests", "01-drowned-chapel.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	q, err := quest.Parse("01-drowned-chapel.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	s, err := setup.Game(q, figs, setup.Creatures(pack))
	if err != nil {
		t.Fatal(err)
	}
	if shara, _ := s.Figure("shara"); !s.Solo || len(figs) != 3 || shara.Attrs().Fortune != figs[0].Attrs().Fortune+3 {
		t.Fatalf("solo %v, %d figures, Fortune %d", s.Solo, len(figs), shara.Attrs().Fortune)
	}
	for _, bad := range []string{
		"heroes: [shara]\ncompanions:\n  - {hero: shara, follower: war_dog}\n  - {hero: shara, follower: wolf}\n",
		"heroes: [shara, borgron]\ncompanions:\n  - {hero: shara, follower: war_dog}\n  - {hero: shara, follower: human_soldier}\n",
	} {
		p, err := ParseParty("p.yaml", []byte(bad))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := p.Figures(pack); err == nil || !strings.Contains(err.Error(), "page") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
