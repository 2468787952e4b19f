package rules

// Tracker (page 114): an Action in an exploration turn, twice a game. The
// Dark Player shows the heroes every Encounter card in his hand; against
// the Artificial Dark Player, the tracker looks at the top three cards of
// the Encounter deck and puts them back in the same order. The cards are
// shown in an event every seat sees (R746). Its creature text (+1 to the
// Initiative of its side) is the Artificial Dark Player's.

// trackerCards is how many cards of the ADP's Encounter deck a tracker
// sees.
const trackerCards = 3

// EncountersShown: a tracker made the Dark Player show the Encounter
// cards of his hand (FromDeck false) or saw the top cards of the
// Encounter deck (FromDeck true), in order.
type EncountersShown struct {
	Figure   string   `json:"figure"`
	FromDeck bool     `json:"from_deck,omitempty"`
	Cards    []string `json:"cards,omitempty"`
	Names    []Text   `json:"names,omitempty"`
}

func (EncountersShown) EventType() string { return "encounters_shown" }

func init() {
	registerSkillAct(&skill{
		id: "tracker", name: Text{En: "Tracker", Es: "Rastrear"}, active: true, effect: "tracker",
		params: []SkillParam{intParam("uses"), intParam("cards")}, values: map[string]any{"uses": 2, "cards": trackerCards},
		later:  "its creature text (+1 to its side's Initiative rolls) is the Artificial Dark Player's",
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		uses: 2,
		ready: func(s *State, fi int) *RuleError {
			switch {
			case CombatTurn(*s):
				return refuse(CodeCombatTurn, "this is a combat turn: tracking is for exploration turns", "es un turno de combate: rastrear es para los turnos de exploración")
			case s.Dark == nil:
				return refuse(CodeNoDarkPlayer, "this game has no Dark Player's cards", "esta partida no tiene cartas del Jugador Oscuro")
			}
			return nil
		},
		do: func(e *env, fi int, _ []int) error {
			d := e.s.Dark
			ev := EncountersShown{Figure: e.s.Figures[fi].ID, FromDeck: adpMode(e.s)}
			var ids []string
			if ev.FromDeck {
				for _, k := range d.Decks {
					if k.ID == DeckEncounters {
						ids = k.Cards[:min(trackerCards, len(k.Cards))]
					}
				}
			} else {
				for _, id := range d.Hand {
					if c, ok := d.Cards.Card(id); ok && c.Type == CardEncounter {
						ids = append(ids, id)
					}
				}
			}
			for _, id := range ids {
				ev.Cards = append(ev.Cards, id)
				if c, ok := d.Cards.Card(id); ok {
					ev.Names = append(ev.Names, c.Name)
				}
			}
			e.emit(ev)
			what := Text{En: "the Dark Player shows " + itoa(len(ids)) + " Encounter cards", Es: "el Jugador Oscuro enseña " + itoa(len(ids)) + " cartas de Encuentro"}
			if ev.FromDeck {
				what = Text{En: "sees the top " + itoa(len(ids)) + " Encounter cards", Es: "ve las " + itoa(len(ids)) + " primeras cartas de Encuentro"}
			}
			e.skillUsed(&e.s.Figures[fi], skillTable["tracker"], what)
			return nil
		},
	}, nil)
}
