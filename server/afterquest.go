package server

import (
	"context"

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
// returns nil while it goes on. With digital dice its dice are a copy of
// the game's own as they stand after the last command, so the settlement
// is the same each time it is asked, after a restart and in a replay,
// and it never moves the game's dice: an undone last command gives a
// game that goes on, and a later end is settled afresh. With physical
// dice the players roll them: the dice entered so far (afterDice, kept
// by the store with the number of commands they follow) settle as much
// as they can, and while the rules want one more the settlement is nil
// and the updates ask for that die (afterNeed, dicePromptLocked).
func (g *Game) afterQuestLocked() *AfterQuest {
	g.afterNeed, g.afterBy = nil, nil
	if g.state.End == nil || g.dice == nil {
		return nil
	}
	// The same count of commands may end twice, differently, around an
	// undo: the state's hash tells them apart.
	h := g.state.Hash()
	physical := g.Options.physical()
	if physical && (g.afterDiceN != g.n || g.afterDiceHash != h) {
		// Dice entered for another end (before an undo) are not these.
		g.afterDice, g.afterDiceN, g.afterDiceHash = nil, g.n, h
	}
	if g.after != nil && g.afterN == g.n && g.afterHash == h && (!physical || g.afterLen == len(g.afterDice)) {
		return g.after
	}
	var src dice.Source
	var typed *entered
	if physical {
		typed = &entered{vals: g.afterDice}
		src = typed
	} else {
		b, err := g.dice.MarshalBinary()
		if err != nil {
			return nil
		}
		var d dice.Generator
		if d.UnmarshalBinary(b) != nil {
			return nil
		}
		src = &d
	}
	am, err := rules.AfterQuest(g.state, src)
	if typed != nil && typed.need != nil {
		g.afterNeed = typed.need
		g.afterBy = g.rollerForLocked(typed.need.Purpose, nil)
		return nil
	}
	if err != nil {
		return nil
	}
	out := &AfterQuest{Pool: am.Pool, Rolls: am.Rolls}
	for _, h := range am.Heroes {
		ah := AfterHero{Figure: h.Figure, Name: h.Hero.Name(), KnockedOut: h.KnockedOut, Recovered: h.Recovered, Fate: h.Fate,
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
	g.after, g.afterN, g.afterHash, g.afterLen = out, g.n, h, len(g.afterDice)
	return out
}

// enterAfterDiceLocked takes physical dice from seat s for the
// settlement's roll the updates ask for (afterNeed): checked as a held
// command's dice are, stored, then every seat is sent the settlement as
// far as the dice go.
func (g *Game) enterAfterDiceLocked(ctx context.Context, srv *Server, s *Seat, roll, die int, values []int) *Problem {
	g.afterQuestLocked()
	need, by := g.afterNeed, g.afterBy
	if need == nil {
		return problem(CodeBadDice, "no dice are awaited", "no se esperan dados")
	}
	if s != by {
		return problem(CodeNotYourSeat, "%s rolls this die", "esta tirada la hace %s", by.ID)
	}
	if p := checkEntry(need, roll, die, values); p != nil {
		return p
	}
	vals := append(append([]int{}, g.afterDice...), values...)
	if err := srv.store.setAfterDice(context.WithoutCancel(ctx), g.ID, g.n, vals); err != nil {
		srv.log.Error("store", "game", g.ID, "err", err)
		return problem(CodeInternal, "the dice could not be saved", "no se pudieron guardar los dados")
	}
	g.afterDice = vals
	for c := range g.clients {
		g.sendUpdateLocked(c)
	}
	return nil
}
