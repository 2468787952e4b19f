package sim

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"dun/autoplay"
	"dun/dice"
	"dun/quest"
	"dun/rules"
	"dun/setup"
)

// Heroes with Trapper, Flying Jump, Hatred and Lycanthropy play whole
// quests against the Artificial Dark Player: every option the engine
// offers is accepted (Run stops on a refusal or a broken state), the
// heroes' policy answers the trapper's question, and the skills are used.
func TestWaitingSkillsPlayThrough(t *testing.T) {
	pack := testPack(t)
	const file = "03-goblin-chasm.yaml"
	s := start(t, file, "shara", "borgron", "taeral")
	werewolf, err := setup.ShapeOf(pack, setup.Werewolf)
	if err != nil {
		t.Fatal(err)
	}
	for i := range s.Figures {
		f := &s.Figures[i]
		switch f.ID {
		case "shara":
			f.Skills = append(f.Skills, "flying_jump", "lycanthropy")
			f.EditAttrs().Agility = max(f.Attrs().Agility, 4)
			f.SetShape(werewolf)
		case "borgron":
			f.Skills = append(f.Skills, "hatred")
			f.SetHates([]string{"goblin"})
		case "taeral":
			f.Skills = append(f.Skills, "trapper")
		}
	}
	data, err := os.ReadFile(filepath.Join("..", "examples", "quests", file))
	if err != nil {
		t.Fatal(err)
	}
	q, err := quest.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	planner, err := setup.Planner(pack, q.Faction)
	if err != nil {
		t.Fatal(err)
	}
	cards := setup.Behaviours(pack)
	c := config(s, 8, 2)
	c.Dark = func(uint64) autoplay.Policy { return ADP(cards, planner) }
	c.Prepare = func(seed uint64, s rules.State) (rules.State, error) {
		return setup.WithDark(pack, q, s, rules.DarkADP, dice.Seeded(seed^0xda2c_ca2d_5eed_0001))
	}
	c.Limits = autoplay.Limits{Turns: 60}
	var trace countingWriter
	c.Trace = &trace
	games, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 8 {
		t.Fatalf("%d games", len(games))
	}
	if trace.trapper == 0 || trace.werewolf == 0 {
		t.Errorf("traps sprung %d, werewolf turnings %d", trace.trapper, trace.werewolf)
	}
}

// countingWriter counts the traces of the trapper's answers and of the
// werewolf's turnings.
type countingWriter struct{ trapper, werewolf int }

func (w *countingWriter) Write(p []byte) (int, error) {
	if bytes.Contains(p, []byte("spring the trap")) {
		w.trapper++
	}
	if bytes.Contains(p, []byte("turn into the werewolf")) {
		w.werewolf++
	}
	return len(p), nil
}
