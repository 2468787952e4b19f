package rules

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"dun/board"
)

// bookCard is the card page 12 prints (the starter pack's, which setup's
// tests compare with the pack), built here so the rules' tests need no
// content.
func bookCard(t testing.TB) *AchievementCard {
	t.Helper()
	line := func(id string, points int, ws ...AchievementWhy) Feat {
		return Feat{ID: id, Name: Text{En: id, Es: id}, Triggers: ws, Points: points}
	}
	grunt, elite, champion := line("grunt", 1, ScoredEnemy), line("elite", 2, ScoredEnemy), line("champion", 3, ScoredEnemy)
	grunt.Level, elite.Level, champion.Level = "grunt", "elite", "champion"
	spells := line("spells", 1, ScoredSpell, ScoredDispel)
	spells.Max = 5
	ko := line("knocked_out", 0, ScoredKnockedOut)
	ko.VP = true
	c, err := NewAchievementCard([]Feat{grunt, elite, champion, line("leader", 2, ScoredLeader), spells,
		line("discoveries", 1, ScoredSpecial, ScoredMainRoom), line("traps", 1, ScoredTrapDetected, ScoredTrapDisarmed),
		line("secret_doors", 1, ScoredSecretDoor), line("locks", 1, ScoredLock, ScoredChest), line("riddles", 1, ScoredRiddle),
		line("fortune", 1, ScoredFortune), line("turns", 1, ScoredTurn), ko})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// featBoard is a corridor (section 1) and a Main Room (section 2) with a
// special element (a fountain, 2 squares) and a piece of furniture.
func featBoard(t *testing.T) (*board.Grid, Exploration) {
	t.Helper()
	g := board.New(6, 2)
	for y := range 2 {
		for x := range 6 {
			sec := uint8(1)
			if x >= 3 {
				sec = 2
			}
			g.Set(at(x, y), board.Square{Section: sec})
		}
	}
	g.Seal()
	if _, err := g.AddElement(board.Element{Kind: "fountain", Height: 1, Special: true}, at(4, 0), at(5, 0)); err != nil {
		t.Fatal(err)
	}
	if _, err := g.AddElement(board.Element{Kind: "table", Height: 1}, at(4, 1)); err != nil {
		t.Fatal(err)
	}
	return g, Exploration{Revealed: []bool{true, false}, Sections: []SectionInfo{{}, {Room: true, Main: true}}}
}

// Page 12: what each happening scores, on the walkthroughs' card (R141)
// and on the card the book prints (R1090-R1093).
func TestFeats(t *testing.T) {
	ko := func(id string) Event { return ConditionGained{Figure: id, Condition: KnockedOut} }
	for _, c := range []struct {
		name   string
		book   bool
		events []Event
		heroes int
		dark   int
		feats  string // the lines that scored, in order
	}{
		{"walkthrough: two orcs, a spell, a lock", false,
			[]Event{ko("orc"), ko("chief"), SpellCast{Figure: "taeral"}, LockTried{Figure: "taeral"}, LockTried{Figure: "taeral", Opened: true}},
			4, 0, "enemy_defeated enemy_defeated spell_cast lock_picked"},
		{"walkthrough: no card line for the other feats", false,
			[]Event{TrapDetected{Figure: "taeral"}, RiddleTried{Figure: "taeral", Solved: true}, SectionRevealed{Section: 2}}, 0, 0, ""},
		{"walkthrough: a hero knocked out twice, 1 point once", false,
			[]Event{ko("taeral"), ko("taeral"), FortuneSpent{Figure: "taeral"}}, 0, 2, "hero_knocked_out fortune_spent"},
		{"book: grunt 1, elite 2, Leader champion 3+2", true,
			[]Event{ko("orc"), ko("ogre"), ko("chief")}, 8, 0, "grunt elite champion leader"},
		{"book: an enemy of no level is a grunt", true, []Event{ko("shade")}, 1, 0, "grunt"},
		{"book: spells cast or dispelled, 5 at most", true,
			[]Event{SpellCast{Figure: "taeral"}, SpellDispelled{Figure: "taeral"}, SpellCast{Figure: "taeral"}, SpellCast{Figure: "taeral"},
				SpellCast{Figure: "taeral"}, SpellCast{Figure: "taeral"}, SpellCast{Figure: "orc"}},
			5, 0, "spells spells spells spells spells"},
		{"book: a trap detected, then disarmed; a failed try scores nothing", true,
			[]Event{TrapDetected{Figure: "taeral"}, TrapDisarmed{Figure: "taeral"}, TrapDisarmed{Figure: "taeral", Disarmed: true}},
			2, 0, "traps traps"},
		{"book: two secret doors found in one search", true,
			[]Event{SecretDoorsSearched{Figure: "taeral", Passed: true, Found: []DoorRef{{}, {}}}, SecretDoorsSearched{Figure: "taeral", Passed: true}},
			2, 0, "secret_doors secret_doors"},
		{"book: a door's lock and a chest's lock", true,
			[]Event{LockTried{Figure: "taeral", Opened: true}, ChestTried{Figure: "taeral", Opened: true}, ChestTried{Figure: "taeral"}},
			2, 0, "locks locks"},
		{"book: a riddle solved, one failed", true,
			[]Event{RiddleTried{Figure: "taeral", Solved: true}, RiddleTried{Figure: "taeral"}}, 1, 0, "riddles"},
		{"book: the Main Room revealed with one special element; the table is furniture", true,
			[]Event{SectionRevealed{Section: 2}}, 2, 0, "discoveries discoveries"},
		{"book: the corridor revealed holds nothing", true, []Event{SectionRevealed{Section: 1}}, 0, 0, ""},
		{"book: a hero knocked out scores his Value Points, once", true,
			[]Event{ko("taeral"), ko("taeral"), ko("nobody")}, 0, 12, "knocked_out"},
		{"book: a hero of no known value scores 1", true, []Event{ko("shara")}, 0, 1, "knocked_out"},
		{"book: Fortune and the Dark Player's turn", true,
			[]Event{FortuneSpent{Figure: "taeral"}, TurnBegan{Turn: 1, Side: Dark}, TurnBegan{Turn: 2, Side: Heroes}}, 0, 2, "fortune turns"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, x := featBoard(t)
			taeral, shara := heroFig("taeral", 0, 0, 5, 2), heroFig("shara", 1, 0, 5, 2)
			taeral.SetVP(12)
			orc, ogre, chief, shade := fig("orc", Dark, SizeAverage, 0, 1, 4), fig("ogre", Dark, SizeAverage, 1, 1, 4), fig("chief", Dark, SizeAverage, 2, 1, 4), fig("shade", Dark, SizeAverage, 2, 0, 4)
			orc.SetLevel("grunt")
			ogre.SetLevel("elite")
			chief.SetLevel("champion")
			chief.SetLeader(true)
			s, err := NewExploringState(g, []Figure{taeral, shara, orc, ogre, chief, shade}, x)
			if err != nil {
				t.Fatal(err)
			}
			if c.book {
				s = must(t)(WithAchievementCard(s, bookCard(t)))
			}
			e := &env{s: &s, events: c.events}
			for _, ev := range c.events {
				e.feats(ev)
			}
			var feats []string
			for _, ev := range e.events[len(c.events):] {
				sc := ev.(AchievementScored)
				feats = append(feats, sc.Feat)
				if sc.Name.En == "" || sc.Why == "" {
					t.Errorf("event without its line's name or happening: %+v", sc)
				}
			}
			if got := strings.Join(feats, " "); s.Achievements.Heroes != c.heroes || s.Achievements.Dark != c.dark || got != c.feats {
				t.Fatalf("heroes %d, dark %d, lines %q; want %d, %d, %q", s.Achievements.Heroes, s.Achievements.Dark, got, c.heroes, c.dark, c.feats)
			}
		})
	}
}

// must unwraps a state and an error.
func must(t *testing.T) func(State, error) State {
	return func(s State, err error) State {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
}

// A card is checked line by line, and survives JSON with the state.
func TestAchievementCardChecks(t *testing.T) {
	ok := Feat{ID: "a", Name: Text{En: "A", Es: "A"}, Triggers: []AchievementWhy{ScoredEnemy}, Points: 1}
	for _, c := range []struct {
		name string
		edit func(f *Feat)
		want string
	}{
		{"no ID", func(f *Feat) { f.ID = "" }, "needs an ID"},
		{"no happening", func(f *Feat) { f.Triggers = nil }, "names no happening"},
		{"unknown happening", func(f *Feat) { f.Triggers = []AchievementWhy{"objective"} }, "unknown happening"},
		{"both sides", func(f *Feat) { f.Triggers = []AchievementWhy{ScoredEnemy, ScoredTurn} }, "both sides"},
		{"twice", func(f *Feat) { f.Triggers = []AchievementWhy{ScoredEnemy, ScoredEnemy} }, "twice"},
		{"level of a spell", func(f *Feat) { f.Triggers, f.Level = []AchievementWhy{ScoredSpell}, "elite" }, "level"},
		{"unknown level", func(f *Feat) { f.Level = "boss" }, "level"},
		{"vp of an enemy", func(f *Feat) { f.VP, f.Points = true, 0 }, "vp belongs"},
		{"no points", func(f *Feat) { f.Points = 0 }, "either points"},
		{"points and vp", func(f *Feat) { f.Triggers, f.VP = []AchievementWhy{ScoredKnockedOut}, true }, "either points"},
		{"negative max", func(f *Feat) { f.Max = -1 }, "max"},
	} {
		f := ok
		c.edit(&f)
		if _, err := NewAchievementCard([]Feat{f}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	if _, err := NewAchievementCard([]Feat{ok, ok}); err == nil {
		t.Error("a line twice accepted")
	}
	if _, err := NewAchievementCard(nil); err == nil {
		t.Error("an empty card accepted")
	}
	// The card is copied in and out: editing either leaves it alone.
	in := []Feat{ok}
	in[0].Triggers = []AchievementWhy{ScoredEnemy}
	card, err := NewAchievementCard(in)
	if err != nil {
		t.Fatal(err)
	}
	in[0].Triggers[0] = ScoredTurn
	out := card.Feats()
	out[0].Triggers[0] = ScoredTurn
	if card.Feats()[0].Triggers[0] != ScoredEnemy {
		t.Fatal("the card changed through a copy")
	}
	// JSON round trip, with the tally.
	plain := newState(t, arena(t), heroFig("taeral", 1, 1, 5, 0))
	s := must(t)(WithAchievementCard(plain, bookCard(t)))
	if s.Hash() == plain.Hash() {
		t.Fatal("the card is not hashed")
	}
	other := bookCard(t).Feats()
	other[4].Max = 4
	if c, err := NewAchievementCard(other); err != nil || must(t)(WithAchievementCard(plain, c)).Hash() == s.Hash() {
		t.Fatalf("a line's max is not hashed (%v)", err)
	}
	s.Achievements.Feats = []FeatTally{{Feat: "spells", Points: 3}}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.AchievementCard.Feats(), s.AchievementCard.Feats()) || back.Hash() != s.Hash() ||
		!reflect.DeepEqual(back.Achievements.Feats, s.Achievements.Feats) {
		t.Fatalf("round trip: %s", b)
	}
	bad := strings.Replace(string(b), `"points":2`, `"points":2,"vp":true`, 1)
	if err := json.Unmarshal([]byte(bad), &back); err == nil {
		t.Fatal("a broken card read from JSON")
	}
}
