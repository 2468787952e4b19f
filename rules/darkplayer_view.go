package rules

import (
	"slices"
	"strings"
)

// DarkView is what a seat sees of the Dark Player's cards. Everyone sees
// how many cards he holds and each deck holds, the face-up pile, the
// section waiting for his encounters, and which mode he plays. Only the
// Dark Player sees his hand, his reserve, his recurrent cards and the
// Leader he has not placed yet; nobody sees the order of his decks (page
// 46: he must not look at them either).
type DarkView struct {
	Mode     DarkMode   `json:"mode"`
	HandSize int        `json:"hand_size"`
	Decks    []DeckView `json:"decks,omitempty"`
	Discards []DarkCard `json:"discards,omitempty"`
	// Window is the sections just revealed in which he may place
	// creatures, if any: ints, since encoding/json writes a []uint8 as a
	// base64 string, which a client cannot compare with a square's section.
	Window []int `json:"window,omitempty"`
	// Alarm: the window was opened by an Alarm card, so any encounter of
	// his may go there, whatever its place.
	Alarm bool `json:"alarm,omitempty"`
	// The Dark Player's own.
	Hand      []DarkCard      `json:"hand,omitempty"`
	Recurrent []DarkCard      `json:"recurrent,omitempty"`
	Available *int            `json:"available,omitempty"`
	HandLimit int             `json:"hand_limit,omitempty"`
	Leader    *Figure         `json:"leader,omitempty"`
	Upgrades  []LeaderUpgrade `json:"upgrades,omitempty"`
	// Creatures are the profiles his encounters may place (the quest's
	// faction), so that a client can offer them for a Spawn.
	Creatures []DarkCreature `json:"creatures,omitempty"`
	// Start are the sections where the heroes began, where nothing of his
	// is placed (page 49), so that a client does not offer their squares.
	Start []int `json:"start,omitempty"`
}

// DarkCreature is a creature profile an encounter may place: its kind
// (Spawn.Kind), level, Value Points and size (3 and up: a 2x2 base).
type DarkCreature struct {
	Kind  string `json:"kind"`
	Name  string `json:"name,omitempty"`
	Level string `json:"level,omitempty"`
	VP    int    `json:"vp"`
	Size  int    `json:"size"`
}

// DeckView is a deck as seen: its name and how many cards are left.
type DeckView struct {
	ID   string `json:"id"`
	Size int    `json:"size"`
}

func darkView(s *State, dark bool, pile *pileCache) *DarkView {
	d := s.Dark
	if d == nil {
		return nil
	}
	v := &DarkView{Mode: d.Mode, HandSize: len(d.Hand)}
	for _, k := range d.Decks {
		v.Decks = append(v.Decks, DeckView{ID: k.ID, Size: len(k.Cards)})
	}
	cards := func(ids []string) []DarkCard {
		var out []DarkCard
		if len(ids) > 0 {
			// One allocation: the discard pile is copied into every
			// view after every command (the server's broadcast).
			out = make([]DarkCard, 0, len(ids))
		}
		for _, id := range ids {
			if c, ok := d.Cards.Card(id); ok {
				// A card's text is the catalogue's, which no one
				// changes: the view shares its slices (as items share
				// their cards).
				out = append(out, *c)
			}
		}
		return out
	}
	switch {
	case pile != nil && pile.cat == d.Cards && slices.Equal(pile.ids, d.Discards):
		v.Discards = pile.cards
	case pile != nil:
		v.Discards = cards(d.Discards)
		*pile = pileCache{cat: d.Cards, ids: slices.Clone(d.Discards), cards: v.Discards}
	default:
		v.Discards = cards(d.Discards)
	}
	if w := d.Window; w != nil {
		v.Alarm = w.Alarm
		for _, sec := range w.Sections {
			v.Window = append(v.Window, int(sec))
		}
	}
	if !dark {
		return v
	}
	v.Hand = cards(d.Hand)
	v.Recurrent = cards(d.Recurrent)
	av := s.Available()
	v.Available = &av
	v.HandLimit = s.HandLimit()
	if d.Leader != nil {
		l := d.Leader.clone()
		v.Leader = &l
	}
	v.Upgrades = (&DarkPlayer{Upgrades: d.Upgrades}).clone().Upgrades // not his whole hand and decks
	for _, sec := range d.Start {
		v.Start = append(v.Start, int(sec))
	}
	for _, k := range d.Cards.CreatureKinds() {
		if f, ok := d.Cards.Creature(k); ok {
			v.Creatures = append(v.Creatures, DarkCreature{Kind: k, Name: f.Name(), Level: f.Level(), VP: f.VP(), Size: f.Size})
		}
	}
	return v
}

// darkPrompt reports whether a prompt is one of the Dark Player's card
// decisions, whose options name the cards in his hand.
func darkPrompt(p *Prompt) bool {
	return p != nil && p.Seat == Dark && strings.HasPrefix(string(p.Kind), "dark_")
}

// heroesPrompt is prompt p as the heroes see it: a card decision of the
// Dark Player shows that he is deciding, not what he could play.
func heroesPrompt(p Prompt) Prompt {
	if darkPrompt(&p) {
		p.Options = nil
	}
	if p.Seat == Dark && p.Kind == PromptDispel {
		p.Options = withoutCards(p.Options)
	}
	return p
}
