package server

import (
	"dun/dice"
	"dun/rules"
)

// AfterQuest is what becomes of the heroes once the quest is over (page
// 44 for the knocked out, 12 and 79 for the share-out and experience),
// the same for every seat: nothing in it is hidden.
type AfterQuest struct {
	Heroes []AfterHero `json:"heroes"`
	// Pool is the coins the returning heroes shared out.
	Pool int `json:"pool"`
	// Rolls are the fate and injury rolls, to be opened like any other.
	Rolls []rules.RollRecord `json:"rolls,omitempty"`
}

// AfterHero is one hero's lot after the quest.
type AfterHero struct {
	Figure     string     `json:"figure"`
	Name       string     `json:"name"`
	KnockedOut bool       `json:"knocked_out,omitempty"`
	Recovered  bool       `json:"recovered,omitempty"`
	Fate       rules.Fate `json:"fate"`
	// Injury says the injury in words (the table's line), if any.
	Injury      *rules.Text  `json:"injury,omitempty"`
	Incurable   bool         `json:"incurable,omitempty"`
	LostObjects int          `json:"lost_objects,omitempty"`
	Ransom      int          `json:"ransom,omitempty"`
	Objects     []rules.Text `json:"objects,omitempty"`
	Coins       int          `json:"coins"`
	Experience  int          `json:"experience"`
}

// afterQuestLocked settles a finished quest with rules.AfterQuest, or
// returns nil while it goes on. Its dice are a copy of the game's own as
// they stand after the last command, so the settlement is the same each
// time it is asked, after a restart and in a replay, and it never moves
// the game's dice: an undone last command gives a game that goes on, and
// a later end is settled afresh. With physical dice the players' entries
// are not asked for these rolls (docs/protocol.md).
func (g *Game) afterQuestLocked() *AfterQuest {
	if g.state.End == nil || g.dice == nil {
		return nil
	}
	// The same count of commands may end twice, differently, around an
	// undo: the state's hash tells them apart.
	h := g.state.Hash()
	if g.after != nil && g.afterN == g.n && g.afterHash == h {
		return g.after
	}
	b, err := g.dice.MarshalBinary()
	if err != nil {
		return nil
	}
	var d dice.Generator
	if d.UnmarshalBinary(b) != nil {
		return nil
	}
	am, err := rules.AfterQuest(g.state, &d)
	if err != nil {
		return nil
	}
	out := &AfterQuest{Pool: am.Pool, Rolls: am.Rolls}
	for _, h := range am.Heroes {
		ah := AfterHero{Figure: h.Figure, Name: h.Hero.Name, KnockedOut: h.KnockedOut, Recovered: h.Recovered, Fate: h.Fate,
			LostObjects: h.LostObjects, Ransom: h.Ransom, Objects: h.Objects, Coins: h.Coins, Experience: h.Experience}
		if h.Injury != nil {
			ah.Incurable = h.Injury.Incurable
			for _, r := range rules.InjuryTable {
				if r.Kind == h.Injury.Kind {
					t := r.Text
					ah.Injury = &t
				}
			}
		}
		out.Heroes = append(out.Heroes, ah)
	}
	g.after, g.afterN, g.afterHash = out, g.n, h
	return out
}
