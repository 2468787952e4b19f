package rules

import (
	"encoding/json"
	"fmt"
	"slices"
)

// The Achievement card (page 12) says what earns each side Achievement
// points and how many. It is content: setup builds it from the pack's
// achievements entries (setup.AchievementCard) and a state carries it
// (State.AchievementCard). A state built without one plays with the
// walkthroughs' card (walkthroughCard), the feats pages 51-53 and 66-69
// score.

// The happenings a line of the card may score, besides ScoredObjective
// (the quest sheet's, R402), which no card line names. The heroes':
const (
	// ScoredLeader: the Quest Leader eliminated, on top of his level.
	ScoredLeader AchievementWhy = "leader_defeated"
	// ScoredDispel: a figure of the heroes' side dispelled a spell.
	ScoredDispel AchievementWhy = "spell_dispelled"
	// ScoredSpecial: a section revealed with a special element in it, one
	// each.
	ScoredSpecial AchievementWhy = "special_element_found"
	// ScoredMainRoom: the Main Room's section revealed.
	ScoredMainRoom AchievementWhy = "main_room_found"
	// ScoredTrapDetected and ScoredTrapDisarmed: a Perception test that
	// found a trap, a Dexterity test that disarmed one.
	ScoredTrapDetected AchievementWhy = "trap_detected"
	ScoredTrapDisarmed AchievementWhy = "trap_disarmed"
	// ScoredSecretDoor: a secret door found, one each.
	ScoredSecretDoor AchievementWhy = "secret_door_found"
	// ScoredChest: a chest opened with a Dexterity test (its lock picked).
	ScoredChest AchievementWhy = "chest_picked"
	// ScoredRiddle: a riddle solved.
	ScoredRiddle AchievementWhy = "riddle_solved"
)

// Trigger is a happening a card line may name, and the side it scores for.
type Trigger struct {
	Why  AchievementWhy
	Side Side
}

// Triggers lists every happening a card line may name.
func Triggers() []Trigger { return slices.Clone(triggers) }

var triggers = []Trigger{
	{ScoredEnemy, Heroes}, {ScoredLeader, Heroes}, {ScoredSpell, Heroes}, {ScoredDispel, Heroes},
	{ScoredSpecial, Heroes}, {ScoredMainRoom, Heroes}, {ScoredTrapDetected, Heroes}, {ScoredTrapDisarmed, Heroes},
	{ScoredSecretDoor, Heroes}, {ScoredLock, Heroes}, {ScoredChest, Heroes}, {ScoredRiddle, Heroes},
	{ScoredFortune, Dark}, {ScoredTurn, Dark}, {ScoredKnockedOut, Dark},
}

// triggerSide is the side that scores happening w, if a card may name it.
func triggerSide(w AchievementWhy) (Side, bool) {
	for _, t := range triggers {
		if t.Why == w {
			return t.Side, true
		}
	}
	return 0, false
}

// Creature levels (page 46), which an enemy_defeated line may ask for.
var levels = []string{"grunt", "elite", "champion"}

// Feat is one line of the Achievement card.
type Feat struct {
	ID   string `json:"id"`
	Name Text   `json:"name"`
	// Triggers are the happenings the line scores, all of one side.
	Triggers []AchievementWhy `json:"triggers"`
	// Level limits an enemy_defeated line to enemies of that level; a
	// figure of the Dark Player's with no level counts as a grunt.
	Level string `json:"level,omitempty"`
	// Points is what each happening scores; VP scores instead the Value
	// Points of the hero knocked out (at least 1).
	Points int  `json:"points,omitempty"`
	VP     bool `json:"vp,omitempty"`
	// Max is the most the line scores in a quest (0: no limit).
	Max int `json:"max,omitempty"`
}

// Side is the side the line scores for.
func (f *Feat) Side() Side {
	if len(f.Triggers) == 0 {
		return Heroes
	}
	s, _ := triggerSide(f.Triggers[0])
	return s
}

// maxFeats bounds the lines of a card; maxFeatPoints what one line scores
// at once.
const (
	maxFeats      = 64
	maxFeatPoints = 99
)

func (f *Feat) check() error {
	if f.ID == "" || len(f.ID) > 64 {
		return fmt.Errorf("a line needs an ID of 1-64 characters")
	}
	if len(f.Triggers) == 0 {
		return fmt.Errorf("line %s names no happening", f.ID)
	}
	side, ok := triggerSide(f.Triggers[0])
	for k, w := range f.Triggers {
		s, known := triggerSide(w)
		switch {
		case !known:
			return fmt.Errorf("line %s: unknown happening %q", f.ID, w)
		case !ok || s != side:
			return fmt.Errorf("line %s mixes happenings of both sides", f.ID)
		case slices.Contains(f.Triggers[:k], w):
			return fmt.Errorf("line %s names %s twice", f.ID, w)
		}
	}
	switch {
	case f.Level != "" && (!slices.Contains(levels, f.Level) || len(f.Triggers) != 1 || f.Triggers[0] != ScoredEnemy):
		return fmt.Errorf("line %s: a level (grunt, elite or champion) belongs to a line of enemy_defeated alone", f.ID)
	case f.VP && (len(f.Triggers) != 1 || f.Triggers[0] != ScoredKnockedOut):
		return fmt.Errorf("line %s: the Value Points scored are a knocked-out hero's: vp belongs to a line of hero_knocked_out alone", f.ID)
	case f.VP == (f.Points != 0):
		return fmt.Errorf("line %s scores either points or the hero's Value Points", f.ID)
	case f.Points < 0 || f.Points > maxFeatPoints || f.Max < 0 || f.Max > maxCoins:
		return fmt.Errorf("line %s: points 1-%d and max 0-%d", f.ID, maxFeatPoints, maxCoins)
	}
	return nil
}

// AchievementCard is the card a game plays with. It is shared between a
// state and its clones and never changes: NewAchievementCard copies its
// lines in.
type AchievementCard struct {
	feats []Feat
	// digest sums the lines for the state's hash, once.
	digest uint64
}

// NewAchievementCard checks the lines and makes a card of copies of them.
func NewAchievementCard(feats []Feat) (*AchievementCard, error) {
	if len(feats) == 0 || len(feats) > maxFeats {
		return nil, fmt.Errorf("achievement card: %d lines, want 1-%d", len(feats), maxFeats)
	}
	c := &AchievementCard{feats: make([]Feat, len(feats))}
	for k, f := range feats {
		if err := f.check(); err != nil {
			return nil, fmt.Errorf("achievement card: %v", err)
		}
		for _, g := range feats[:k] {
			if g.ID == f.ID {
				return nil, fmt.Errorf("achievement card: line %s twice", f.ID)
			}
		}
		f.Triggers = slices.Clone(f.Triggers)
		c.feats[k] = f
	}
	var h hasher
	for k := range c.feats {
		f := &c.feats[k]
		h.str(f.ID)
		h.text(f.Name)
		h.i(len(f.Triggers))
		for _, w := range f.Triggers {
			h.str(string(w))
		}
		h.str(f.Level)
		h.i(f.Points)
		h.b(f.VP)
		h.i(f.Max)
	}
	c.digest = h.h
	return c, nil
}

// Feats returns copies of the card's lines, in order.
func (c *AchievementCard) Feats() []Feat {
	out := make([]Feat, len(c.feats))
	for k, f := range c.feats {
		f.Triggers = slices.Clone(f.Triggers)
		out[k] = f
	}
	return out
}

// MarshalJSON writes the card as its list of lines.
func (c *AchievementCard) MarshalJSON() ([]byte, error) { return json.Marshal(c.feats) }

// UnmarshalJSON reads a list of lines, checked as NewAchievementCard does.
func (c *AchievementCard) UnmarshalJSON(b []byte) error {
	var feats []Feat
	if err := json.Unmarshal(b, &feats); err != nil {
		return err
	}
	n, err := NewAchievementCard(feats)
	if err != nil {
		return err
	}
	*c = *n
	return nil
}

// WithAchievementCard returns s playing with card c.
func WithAchievementCard(s State, c *AchievementCard) (State, error) {
	if c == nil {
		return State{}, fmt.Errorf("achievement card: none")
	}
	s = s.Clone()
	s.AchievementCard = c
	return s, nil
}

// walkthroughCard is the card of a state built without one: the feats
// the walkthroughs score (R141) and the Dark Player's points as R402 first
// read page 12, one for each hero knocked out. Each line's ID is its
// happening.
var walkthroughCard = func() *AchievementCard {
	line := func(w AchievementWhy, en, es string) Feat {
		return Feat{ID: string(w), Name: Text{En: en, Es: es}, Triggers: []AchievementWhy{w}, Points: 1}
	}
	c, err := NewAchievementCard([]Feat{
		line(ScoredEnemy, "An enemy eliminated", "Un enemigo eliminado"),
		line(ScoredSpell, "A spell cast", "Un hechizo lanzado"),
		line(ScoredLock, "A lock picked", "Una cerradura forzada"),
		line(ScoredFortune, "A Fortune point spent", "Un punto de Fortuna gastado"),
		line(ScoredTurn, "A turn of the Dark Player's begins", "Empieza un turno del Jugador Oscuro"),
		line(ScoredKnockedOut, "A hero knocked out", "Un héroe fuera de combate"),
	})
	if err != nil {
		panic(err) // the lines above are fixed
	}
	return c
}()

// achievementCard is the card s plays with.
func (s *State) achievementCard() *AchievementCard {
	if s.AchievementCard != nil {
		return s.AchievementCard
	}
	return walkthroughCard
}

// FeatTally is what one line of the card has scored this quest, for its
// Max.
type FeatTally struct {
	Feat   string `json:"feat"`
	Points int    `json:"points"`
}

// tally is the points line id has scored, added to the counter's list
// the first time.
func (a *Achievements) tally(id string) *int {
	for k := range a.Feats {
		if a.Feats[k].Feat == id {
			return &own(&a.Feats)[k].Points // shared with clones (cow.go)
		}
	}
	a.Feats = append(a.Feats, FeatTally{Feat: id})
	return &a.Feats[len(a.Feats)-1].Points
}

func (h *hasher) achievementCard(c *AchievementCard) {
	if c == nil {
		h.b(false)
		return
	}
	h.b(true)
	h.i(len(c.feats))
	h.u(c.digest)
}
