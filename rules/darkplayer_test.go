package rules

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
)

// dpMap is a corridor (section 1, where the heroes begin), a room east of
// it through exploration arrows (section 2) and a room south of it behind
// an unexplored door (section 3), with a chest in the corridor.
//
//	x 0123456789AB
//	0 1111C11>2222
//	1 1111111>2222
//	2 3333###22222
//	3 3333###22222
//	4 3333###22222
//	5 ###########
func dpMap(t testing.TB) (*board.Grid, int) {
	t.Helper()
	rows := []string{
		"111111122222",
		"111111122222",
		"3333###22222",
		"3333###22222",
		"3333###22222",
	}
	g := board.New(len(rows[0]), len(rows))
	for y, row := range rows {
		for x, c := range row {
			sq := board.Square{}
			switch c {
			case '#':
				sq.Terrain = board.Impassable
			default:
				sq.Section = uint8(c - '0')
			}
			g.Set(at(x, y), sq)
		}
	}
	g.Seal()
	for y := 0; y < 2; y++ {
		if err := g.SetEdge(at(6, y), board.SideE, board.Edge{Kind: board.Opening}); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.SetEdge(at(1, 1), board.SideS, board.Edge{Kind: board.Door, Door: board.NormalDoor, State: board.Closed}); err != nil {
		t.Fatal(err)
	}
	chest, err := g.AddElement(board.Element{Kind: "chest", Height: 1, NoObstacle: true}, at(3, 0))
	if err != nil {
		t.Fatal(err)
	}
	return g, chest
}

func creature(id, level string, vp int, ranged bool) Figure {
	f := fig(id, Dark, SizeAverage, 0, 0, 4)
	f.SetLevel(level)
	f.SetVP(vp)
	f.EditAttrs().Perception = 1
	if ranged {
		f.Items = []Item{{ItemCard: &ItemCard{ID: "short_bow", Kind: ItemRanged, Hands: 2, Dice: 3, Range: 12}, Place: InHand}}
	}
	return f
}

func dpCatalogue(t testing.TB) *Catalogue {
	t.Helper()
	c, err := NewCatalogue([]DarkCard{
		{ID: "stake", Name: Text{En: "Stake", Es: "Estaca"}, Type: CardObstacle, Cost: 2, Discard: 1, Trap: true, Detect: 8, Disarm: 6,
			Place: []string{PlaceRoom, PlaceCorridor}, Effect: "card_trap_strike", Params: []CardParam{{Name: "dice", Int: 4}}},
		{ID: "fireball", Name: Text{En: "Fireball", Es: "Bola de fuego"}, Type: CardObstacle, Cost: 4, Discard: 2, Trap: true, Detect: 9, Disarm: 8,
			Place: []string{PlaceChest, PlaceUnexploredDoor}, Effect: "card_trap_strike",
			Params: []CardParam{{Name: "dice", Int: 5}, {Name: "radius", Int: 1}, {Name: "area_dice", Int: 3}, {Name: "fire", Flag: true}}},
		{ID: "pit", Name: Text{En: "Pit", Es: "Foso"}, Type: CardObstacle, Cost: 2, Discard: 1, Trap: true, Detect: 8,
			Place: []string{PlaceRoom, PlaceCorridor}, Effect: "card_pit", Params: []CardParam{{Name: "dice", Int: 2}, {Name: "squares", Int: 2}}},
		{ID: "alarm", Name: Text{En: "Alarm", Es: "Alarma"}, Type: CardObstacle, Cost: 1, Discard: 1, Trap: true, Detect: 8, Disarm: 6,
			Place: []string{PlaceRoom, PlaceCorridor, PlaceUnexploredDoor}, Effect: "card_alarm", Params: []CardParam{{Name: "draw", Int: 1}}},
		{ID: "locked", Name: Text{En: "Locked Door", Es: "Puerta cerrada"}, Type: CardObstacle, Cost: 1, Discard: 1, Place: []string{PlaceUnexploredDoor}, Effect: "locked_door"},
		{ID: "riddle", Name: Text{En: "Riddle", Es: "Acertijo"}, Type: CardObstacle, Cost: 1, Discard: 1, Place: []string{PlaceUnexploredDoor, PlaceChest}, Effect: "card_riddle"},
		{ID: "darkness", Name: Text{En: "Darkness", Es: "Penumbra"}, Type: CardObstacle, Cost: 2, Discard: 1, Place: []string{PlaceRoom}, Effect: "card_darkness"},
		{ID: "wandering", Name: Text{En: "Wandering Creature", Es: "Criatura errante"}, Type: CardEncounter, Cost: 2, Discard: 1,
			Place: []string{PlaceRevealedSection}, Effect: "spawn_encounter", Params: []CardParam{{Name: "column", Word: "wandering_creature"}}},
		{ID: "spotted", Name: Text{En: "Enemy Spotted!", Es: "Enemigos"}, Type: CardEncounter, Cost: 6, Discard: 2,
			Place: []string{PlaceRevealedSection}, Effect: "spawn_encounter", Params: []CardParam{{Name: "column", Word: "enemy_spotted"}}},
		{ID: "special", Name: Text{En: "Special Creature", Es: "Criatura especial"}, Type: CardEncounter, AnyCreature: true, Discard: 3,
			Place: []string{PlaceRevealedSection}, Effect: "spawn_encounter", Params: []CardParam{{Name: "column", Word: "special_creature"}}},
		{ID: "ambush", Name: Text{En: "Ambush!", Es: "¡Emboscada!"}, Type: CardEncounter, Cost: 6, Discard: 2,
			Place: []string{PlaceExploredSection}, Effect: "spawn_encounter", Params: []CardParam{{Name: "column", Word: "ambush"}}},
		{ID: "fortune", Name: Text{En: "Fortune", Es: "Fortuna"}, Type: CardPower, Cost: 2, Discard: 2, Place: []string{PlaceAnywhere}, Effect: "fortune_point"},
		{ID: "iron_skin", Name: Text{En: "Iron Skin", Es: "Piel de hierro"}, Type: CardPower, Cost: 2, Discard: 1, Place: []string{PlaceAnywhere}, Effect: "card_boost",
			Params: []CardParam{{Name: "attribute", Word: "armor"}, {Name: "value", Int: 1}, {Name: "until", Word: "removed"}}},
		{ID: "haste", Name: Text{En: "Haste", Es: "Celeridad"}, Type: CardPower, Cost: 2, Discard: 1, Place: []string{PlaceAnywhere}, Effect: "card_boost",
			Params: []CardParam{{Name: "attribute", Word: "movement"}, {Name: "value", Int: 2}, {Name: "until", Word: "turn"}}},
		{ID: "second_wind", Name: Text{En: "Second Wind", Es: "Segundo aliento"}, Type: CardPower, Cost: 2, Discard: 1, Place: []string{PlaceAnywhere}, Effect: "heal",
			Params: []CardParam{{Name: "vitality", Int: 2}}},
	}, []Figure{
		creature("orc", "grunt", 1, false), creature("archer", "grunt", 1, true),
		creature("brute", "elite", 3, false), creature("giant", "champion", 12, false),
	})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func withID(f Figure, id string) Figure {
	f.ID = id
	f.SetName(strings.ToUpper(id[:1]) + id[1:])
	return f
}

// dpState is dpMap with the heroes given, a human Dark Player holding
// hand, a budget of 20 and decks of fortune and wandering cards.
func dpState(t testing.TB, hand []string, figs ...Figure) State {
	t.Helper()
	g, chest := dpMap(t)
	x := Exploration{
		Revealed: []bool{true, false, false},
		Arrows:   []ExplorationArrow{{At: at(6, 0), Facing: board.East, To: 2}, {At: at(6, 1), Facing: board.East, To: 2}},
		Doors:    []UnexploredDoor{{At: at(1, 1), Side: board.SideS, Width: 1}},
		Sections: []SectionInfo{{}, {Room: true, Main: true}, {Room: true}},
		Elements: []ElementState{{Element: chest, Chest: true}},
	}
	s, err := NewExploringState(g, figs, x)
	if err != nil {
		t.Fatal(err)
	}
	d := DarkPlayer{Mode: DarkHuman, Cards: dpCatalogue(t), Hand: hand, Budget: 20, Initial: 20, Start: []uint8{1},
		Decks: []Deck{{ID: DeckObstacles, Cards: []string{"fortune", "stake", "fortune"}}, {ID: DeckEncounters, Cards: []string{"wandering"}}}}
	s, err = WithDarkPlayer(s, d)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func draw(deck string) Command { return DrawCard{Header: Header{Seat: Dark}, Deck: deck} }
func discardCard(card string) Command {
	return DiscardCard{Header: Header{Seat: Dark}, Card: card}
}
func playCard(card, target string, spawns ...Spawn) Command {
	return PlayCard{Header: Header{Seat: Dark}, Card: card, Target: target, Spawns: spawns}
}
func revealCmd(id string, x, y int) Command {
	return Reveal{Header: Header{Seat: Heroes}, Figure: id, At: at(x, y)}
}
func spawn(kind string, x, y int) Spawn { return Spawn{Kind: kind, At: at(x, y), Facing: board.West} }

// Page 47: at the beginning of his turn the Dark Player may draw one card
// from either deck; over his hand limit (two per standing hero, 4 at
// least) he must discard first; a discard gives its points.
func TestDarkDrawAndHandLimit(t *testing.T) {
	s := dpState(t, []string{"fortune", "iron_skin", "second_wind", "stake"}, explorer("taeral", 2, 0))
	s = darkTurn(t, s)
	if got := OptionIDs(Options(s, Dark)); !strings.Contains(got, "draw_card:obstacles_powers") || !strings.Contains(got, "draw_card:encounters") {
		t.Fatalf("draws not offered: %s", got)
	}
	s, evs := play(t, s, nil, draw(DeckEncounters))
	if d, _ := find[CardDrawn](evs); d.Card != "wandering" || len(s.Dark.Hand) != 5 || len(s.Dark.Decks[1].Cards) != 0 {
		t.Fatalf("drawn %+v, hand %v", d, s.Dark.Hand)
	}
	// The heroes see the deck, not the card.
	for _, ev := range SeatEvents(s, Heroes, evs) {
		if d, ok := ev.(CardDrawn); ok && d.Card != "" {
			t.Fatal("the heroes see the card drawn")
		}
	}
	if s.HandLimit() != 4 {
		t.Fatalf("limit %d", s.HandLimit())
	}
	for _, o := range Options(s, Dark) {
		if _, ok := o.Command.(DiscardCard); !ok {
			t.Fatalf("over the limit the Dark Player is offered %s", o.ID)
		}
	}
	refused(t, s, endTurn(Dark), CodeHandFull)
	refused(t, s, draw(DeckObstacles), CodeHandFull)
	av := s.Available()
	s, _ = play(t, s, nil, discardCard("fortune"))
	if s.Available() != av+2 || len(s.Dark.Hand) != 4 || !slices.Contains(s.Dark.Discards, "fortune") {
		t.Fatalf("after the discard: reserve %d hand %v", s.Available(), s.Dark.Hand)
	}
	re := refused(t, s, draw(DeckObstacles), CodeCannotDraw)
	if !strings.Contains(re.Reason.En, "drawn this turn") {
		t.Errorf("reason %q", re.Reason.En)
	}
	refused(t, s, draw(DeckEncounters), CodeCannotDraw)
	refused(t, s, discardCard("pit"), CodeNoCard)
	refused(t, s, Answer{Header: Header{Seat: Dark}, Option: "x"}, CodeNoPrompt)
	s, _ = play(t, s, nil, endTurn(Dark))
	refused(t, s, draw(DeckObstacles), CodeNotYourTurn)
}

// Page 47: no card is drawn while the heroes fight the creatures of the
// Main Room, nor once they have accomplished the mission; in classic mode
// (page 99) he draws nothing and gains a point each turn; in RPG mode
// (page 100) neither.
func TestDarkDrawRefusals(t *testing.T) {
	s := dpState(t, nil, explorer("taeral", 6, 1))
	s.Explore.Revealed[1] = true
	orc := creature("orc-1", "grunt", 1, false)
	orc.At = at(7, 1)
	s.Figures = append(s.Figures, orc)
	d := darkTurn(t, s)
	re := refused(t, d, draw(DeckObstacles), CodeCannotDraw)
	if !strings.Contains(re.Reason.En, "Main Room") {
		t.Errorf("reason %q", re.Reason.En)
	}
	s = dpState(t, nil, explorer("taeral", 2, 0))
	s.Mission = &Mission{Objectives: []Objective{{Kind: ObjectiveReach, Text: Text{En: "Go", Es: "Id"}, Squares: []board.Pos{at(0, 0)}, Met: true}}}
	refused(t, darkTurn(t, s), draw(DeckObstacles), CodeCannotDraw)

	for _, m := range []DarkMode{DarkClassic, DarkRPG} {
		s = dpState(t, []string{"fortune"}, explorer("taeral", 2, 0))
		s.Dark.Mode = m
		av := s.Available()
		s = darkTurn(t, s)
		refused(t, s, draw(DeckObstacles), CodeCannotDraw)
		want := av
		if m == DarkClassic {
			want++
			refused(t, s, discardCard("fortune"), CodeNoCard)
		}
		if s.Available() != want {
			t.Errorf("%s: reserve %d, want %d", m, s.Available(), want)
		}
	}
}

// Pages 47-48 and 51 (turn 2): a hero about to reveal a section from an
// exploration arrow gives the Dark Player the chance to play a trap. He
// pays its cost; the hero fails his Perception test and takes the trap's
// dice; the section is not revealed and his activation is over.
func TestTrapCardEndToEnd(t *testing.T) {
	s := dpState(t, []string{"stake", "fortune"}, explorer("taeral", 6, 0))
	s, evs := play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0))
	p := s.Prompt
	if p == nil || p.Kind != PromptDarkTrap || p.Seat != Dark || !p.has("play:stake") || !p.has(OptionPass) {
		t.Fatalf("prompt %+v", p)
	}
	// The heroes see that the Dark Player decides, not what he holds.
	v := SeatView(s, Heroes)
	b, _ := json.Marshal(v)
	if v.Prompt == nil || len(v.Prompt.Options) != 0 || strings.Contains(string(b), "stake") {
		t.Fatalf("the heroes' view shows the Dark Player's cards: %s", b)
	}
	for _, ev := range SeatEvents(s, Heroes, evs) {
		if po, ok := ev.(PromptOpened); ok && len(po.Prompt.Options) != 0 {
			t.Fatal("the heroes' events show the cards the Dark Player may play")
		}
	}
	refused(t, s, revealCmd("taeral", 6, 0), CodePromptPending)
	s, evs = play(t, s, []int{1, 2, 1, 1, 1, 1}, answer(Dark, "play:stake"))
	if s.Available() != 18 || !slices.Contains(s.Dark.Discards, "stake") || slices.Contains(s.Dark.Hand, "stake") {
		t.Fatalf("paid: reserve %d discards %v", s.Available(), s.Dark.Discards)
	}
	if sp, ok := find[TrapSprung](evs); !ok || sp.Dice != 4 || sp.At != at(6, 0) {
		t.Fatalf("sprung %+v", sp)
	}
	if s.SectionRevealed(2) || s.Active != nil || len(s.Explore.Traps) != 0 {
		t.Fatalf("revealed %v active %v traps %v", s.SectionRevealed(2), s.Active, s.Explore.Traps)
	}
}

// Page 47: a hero who detects the trap does not perform his action but
// keeps it; the trap waits dormant on the arrow, and stepping on the
// arrow row sets it off.
func TestTrapCardDetected(t *testing.T) {
	s := dpState(t, []string{"stake"}, explorer("taeral", 6, 0))
	s, _ = play(t, s, []int{6, 6}, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0), answer(Dark, "play:stake"))
	if len(s.Explore.Traps) != 1 || !s.Explore.Traps[0].Dormant || !s.Explore.Traps[0].Bonus || s.Active.Action != "" || !s.Active.Still {
		t.Fatalf("traps %+v active %+v", s.Explore.Traps, s.Active)
	}
	if s.Prompt == nil || s.Prompt.Kind != PromptTrapStep {
		t.Fatalf("no step aside: %+v", s.Prompt)
	}
}

// Page 48: on a pass the hero's action goes on; with an encounter in hand
// the Dark Player then places creatures in the section just revealed
// (page 49), and his pass brings the Initiative roll.
func TestEncounterWhenRevealing(t *testing.T) {
	s := dpState(t, []string{"stake", "wandering"}, explorer("taeral", 6, 0))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0), answer(Dark, OptionPass))
	if !s.SectionRevealed(2) || s.Prompt == nil || s.Prompt.Kind != PromptDarkReveal || s.Active.Action != ruleReveal {
		t.Fatalf("revealed %v prompt %+v", s.SectionRevealed(2), s.Prompt)
	}
	// A client compares the window's sections with its squares': numbers
	// in JSON, not the base64 string a []uint8 would be.
	for _, side := range []Side{Dark, Heroes} {
		b, _ := json.Marshal(SeatView(s, side).Dark)
		if !strings.Contains(string(b), `"window":[2]`) {
			t.Fatalf("the %s' view of the window: %s", side, b)
		}
	}
	// Two squares from Taeral, and one: the reason counts them right.
	for _, tc := range []struct {
		x      int
		en, es string
	}{{8, "is 2 squares from Taeral", "está a 2 casillas de Taeral"}, {7, "is 1 square from Taeral", "está a 1 casilla de Taeral"}} {
		re := refused(t, s, playCard("wandering", "", spawn("orc", tc.x, 0)), CodeSpawn)
		if !strings.Contains(re.Reason.En, tc.en) || !strings.Contains(re.Reason.Es, tc.es) {
			t.Errorf("(%d,0): %+v", tc.x, re.Reason)
		}
	}
	s, evs := play(t, s, nil, playCard("wandering", "", spawn("orc", 10, 0), spawn("archer", 10, 2)))
	if len(s.Dark.Window.Placed) != 2 || s.Available() != 18 || !slices.Equal(s.Dark.Encounters, []uint8{2}) {
		t.Fatalf("window %+v reserve %d", s.Dark.Window, s.Available())
	}
	if pl, ok := find[FigurePlaced](evs); !ok || pl.At != at(10, 0) {
		t.Fatalf("placed %+v", pl)
	}
	s, evs = play(t, s, []int{6, 6, 1, 1}, answer(Dark, OptionPass))
	if w, ok := find[InitiativeWon](evs); !ok || w.Side != Heroes || s.Dark.Window != nil {
		t.Fatalf("no Initiative after the window: %+v", w)
	}
}

// Page 48: a Locked Door played as a hero opens an unexplored door shuts
// it; the hero keeps his Action to pick the lock.
func TestLockedDoorCard(t *testing.T) {
	s := dpState(t, []string{"locked"}, explorer("borgron", 1, 1))
	open := OpenDoor{Header: Header{Seat: Heroes}, Figure: "borgron", At: at(1, 1), Side: board.SideS}
	s, evs := play(t, s, nil, activate(Heroes, "borgron"), open, answer(Dark, "play:locked"))
	if !s.Explore.Doors[0].Locked || s.Active.Action != "" || s.Available() != 19 {
		t.Fatalf("door %+v active %+v", s.Explore.Doors[0], s.Active)
	}
	if _, ok := find[DoorShut](evs); !ok {
		t.Fatal("no door_shut event")
	}
	refused(t, s, open, CodeDoorLocked)
}

// Page 48: a trap on a chest goes off as the hero reaches for it; a
// Fireball also burns every figure next to him.
func TestFireballOnChest(t *testing.T) {
	s := dpState(t, []string{"fireball"}, explorer("borgron", 3, 1), explorer("taeral", 4, 1))
	cmd := OpenChest{Header: Header{Seat: Heroes}, Figure: "borgron", At: at(3, 0)}
	s, evs := play(t, s, []int{1, 1, 1, 1, 1, 1, 1, 6, 6, 6}, activate(Heroes, "borgron"), cmd, answer(Dark, "play:fireball"))
	var hit []string
	for _, ev := range evs {
		if w, ok := ev.(WoundsTaken); ok {
			hit = append(hit, w.Figure)
		}
	}
	if !slices.Equal(hit, []string{"taeral"}) || s.Active != nil || s.Dark.Area != nil {
		t.Fatalf("wounded %v active %v area %+v", hit, s.Active, s.Dark.Area)
	}
}

// The placement rules of obstacles (page 48), each refused with its
// reason.
func TestObstaclePlacementRefused(t *testing.T) {
	base := dpState(t, nil, explorer("borgron", 3, 1), explorer("taeral", 6, 0))
	cat := base.Dark.Cards
	card := func(id string) *DarkCard { c, _ := cat.Card(id); return c }
	for _, tc := range []struct {
		name, card, rule string
		at               board.Pos
		side             board.Side
		prep             func(s *State)
		want             string
	}{
		{"a chest trap on an arrow", "fireball", reactReveal, at(6, 0), 0, nil, "is not played on"},
		{"a room's darkness on a corridor revealed", "darkness", reactReveal, at(6, 0), 0,
			func(s *State) { s.Explore.Sections = []SectionInfo{{}, {}, {Room: true}} }, "is not played on"},
		{"a lock on a chest", "locked", reactChest, at(3, 0), 0, nil, "is not played on"},
		{"a riddle on an arrow", "riddle", reactReveal, at(6, 0), 0, nil, "is not played on"},
		{"two obstacles on one square", "stake", reactReveal, at(6, 0), 0,
			func(s *State) { s.Explore.Traps = []Trap{{Kind: "pit", At: at(6, 0), Detect: 8}} }, "one per door"},
		{"an obstacle next to another", "stake", reactReveal, at(6, 0), 0,
			func(s *State) { s.Explore.Traps = []Trap{{Kind: "pit", At: at(5, 1), Detect: 8}} }, "no obstacle next to another"},
		{"a second obstacle on a door", "fireball", reactDoor, at(1, 1), board.SideS,
			func(s *State) { s.Explore.Doors[0].Locked = true }, "one per door"},
		{"a chest trap where heroes and creatures meet", "fireball", reactChest, at(3, 0), 0,
			func(s *State) {
				o := creature("orc-1", "grunt", 1, false)
				o.At = at(0, 0)
				s.Figures = append(s.Figures, o)
			}, "share section"},
		{"darkness on a chest", "darkness", reactChest, at(3, 0), 0, nil, "as it is revealed"},
	} {
		s := base.Clone()
		if tc.prep != nil {
			tc.prep(&s)
		}
		fi := s.figure("borgron")
		if tc.rule == reactReveal {
			fi = s.figure("taeral")
		}
		if tc.rule == reactDoor {
			s.Figures[fi].At = at(1, 1)
		}
		sp, ok := spotFor(&s, fi, tc.rule, tc.at, tc.side)
		if !ok {
			t.Fatalf("%s: no spot", tc.name)
		}
		err := obstacleFits(&s, card(tc.card), sp, tc.rule)
		if err != nil {
			err.settle()
		}
		if err == nil || !strings.Contains(err.Reason.En, tc.want) || err.Reason.Es == "" {
			t.Errorf("%s: got %v, want a refusal saying %q", tc.name, err, tc.want)
		}
	}
	// Without a playable card the hero's action is not interrupted; a card
	// the reserve cannot pay for is not offered.
	s := dpState(t, []string{"stake"}, explorer("taeral", 6, 0))
	s.Dark.Budget = 1
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0))
	if s.Prompt != nil || !s.SectionRevealed(2) {
		t.Fatalf("a card the Dark Player cannot pay for stopped the reveal: %+v", s.Prompt)
	}
}

// The general rules of encounters (page 49), each refused with its reason
// while the section is being revealed.
func TestEncounterRefused(t *testing.T) {
	s := dpState(t, []string{"wandering", "spotted", "special"}, explorer("taeral", 6, 0))
	s.Explore.Traps = []Trap{{Kind: "pit", At: at(11, 3), Detect: 8}}
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0))
	if s.Prompt == nil || s.Prompt.Kind != PromptDarkReveal {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	for _, tc := range []struct {
		name string
		cmd  Command
		code string
		want string
	}{
		{"worth more than the card", playCard("wandering", "", spawn("orc", 10, 0), spawn("orc", 10, 1), spawn("orc", 10, 2)), CodeSpawn, "allows 2"},
		{"more than half shooters", playCard("spotted", "", spawn("archer", 10, 0), spawn("archer", 10, 1), spawn("orc", 10, 2)), CodeSpawn, "at most half"},
		{"2 squares from a hero", playCard("wandering", "", spawn("orc", 8, 1)), CodeSpawn, "more than 2 squares"},
		{"outside the section revealed", playCard("wandering", "", spawn("orc", 2, 0)), CodeSpawn, "section just revealed"},
		{"on an occupied square", playCard("wandering", "", spawn("orc", 6, 0)), CodeSpawn, ""},
		{"over half the budget", playCard("special", "", spawn("giant", 10, 2)), CodeSpawn, "half the initial budget"},
		{"more elites than grunts", playCard("special", "", spawn("brute", 10, 2)), CodeSpawn, "more elite"},
		{"a wrong level", playCard("wandering", "", Spawn{Kind: "orc", Level: "elite", At: at(10, 2)}), CodeSpawn, "of level grunt"},
		{"an unknown creature", playCard("wandering", "", spawn("dragon", 10, 2)), CodeSpawn, "no creature"},
		{"a card not held", playCard("ambush", "", spawn("orc", 10, 2)), CodeNoCard, ""},
		{"no creature", playCard("wandering", ""), CodeSpawn, "at least one"},
		{"two sections", playCard("wandering", "", spawn("orc", 10, 2), spawn("orc", 3, 3)), CodeSpawn, ""},
		{"on an obstacle", playCard("wandering", "", spawn("orc", 11, 3)), CodeSpawn, "holds an obstacle"},
	} {
		re := refused(t, s, tc.cmd, tc.code)
		if !strings.Contains(re.Reason.En, tc.want) {
			t.Errorf("%s: reason %q, want %q", tc.name, re.Reason.En, tc.want)
		}
	}
	// Two encounters in a section, not three.
	s.Dark.Hand = append(s.Dark.Hand, "wandering", "wandering")
	s, _ = play(t, s, nil, playCard("wandering", "", spawn("orc", 11, 0)), playCard("wandering", "", spawn("orc", 11, 4)))
	re := refused(t, s, playCard("wandering", "", spawn("orc", 11, 2)), CodeSpawn)
	if !strings.Contains(re.Reason.En, "two Encounter cards") {
		t.Errorf("reason %q", re.Reason.En)
	}
	// No encounter in the heroes' starting section, even on his turn.
	s = dpState(t, []string{"ambush"}, explorer("taeral", 0, 0))
	s = darkTurn(t, s)
	re = refused(t, s, playCard("ambush", "", spawn("orc", 5, 1)), CodeSpawn)
	if !strings.Contains(re.Reason.En, "where the heroes began") {
		t.Errorf("reason %q", re.Reason.En)
	}
}

// Page 49: an Ambush! on the Dark Player's turn places creatures in an
// explored section; they roll Initiative against the nearest hero and,
// having lost, wait for his next turn.
func TestAmbushOnDarkTurn(t *testing.T) {
	s := dpState(t, []string{"ambush"}, explorer("taeral", 0, 0))
	s.Explore.Revealed[1] = true
	s = darkTurn(t, s)
	s, _ = play(t, s, []int{6, 6, 1, 1}, playCard("ambush", "", spawn("orc", 10, 0), spawn("orc", 10, 1)))
	for _, id := range []string{"orc-dp1", "orc-dp2"} {
		f, ok := s.Figure(id)
		if !ok || !f.Activated || !contains(f.Marks, markCardArrival) {
			t.Fatalf("%s: %+v", id, f)
		}
	}
	if s.Available() != 18 {
		t.Fatalf("reserve %d", s.Available())
	}
	refused(t, s, playCard("stake", "", spawn("orc", 10, 2)), CodeNoCard)
}

// Power cards act on one of the Dark Player's creatures, paid from the
// reserve; one the reserve cannot pay for is refused.
func TestPowerCards(t *testing.T) {
	s := dpState(t, []string{"iron_skin", "second_wind", "fortune", "darkness"}, explorer("taeral", 0, 0))
	orc := creature("orc-1", "grunt", 1, false)
	orc.At, orc.Wounds = at(10, 3), 3
	s.Figures = append(s.Figures, orc)
	s.Explore.Revealed[1] = true
	s = darkTurn(t, s)
	ids := OptionIDs(Options(s, Dark))
	for _, want := range []string{"play_card:iron_skin:orc-1", "play_card:second_wind:orc-1", "play_card:fortune:orc-1"} {
		if !strings.Contains(ids, want) {
			t.Fatalf("%s not offered: %s", want, ids)
		}
	}
	s, _ = play(t, s, nil, playCard("iron_skin", "orc-1"), playCard("second_wind", "orc-1"), playCard("fortune", "orc-1"))
	o, _ := s.Figure("orc-1")
	if o.Attrs().Armour != 4 || o.Wounds != 1 || o.Attrs().Fortune != 1 || s.Available() != 14 {
		t.Fatalf("orc %+v reserve %d", o, s.Available())
	}
	refused(t, s, playCard("darkness", "orc-1"), CodeCardPlace)
	refused(t, s, playCard("fortune", "taeral"), CodeNoCard)
	s.Dark.Hand = []string{"fortune"}
	s.Dark.Spent = 20
	refused(t, s, playCard("fortune", "orc-1"), CodeReserve)
}

// Page 49: the Leader the sheet gives no square is placed when the Dark
// Player decides, with the upgrades he pays for then; when he falls, the
// grunts within 6 squares test their Courage or flee.
func TestLeaderPlacedAndFalls(t *testing.T) {
	s := dpState(t, nil, explorer("taeral", 0, 0))
	s.Explore.Revealed[1] = true
	l := creature("boss", "champion", 5, false)
	l.SetLeader(true)
	s.Dark.Leader = &l
	s.Dark.Upgrades = []LeaderUpgrade{{ID: "fearsome", VP: 2, Skill: "fearsome"}}
	s = darkTurn(t, s)
	place := PlaceLeader{Header: Header{Seat: Dark}, At: at(10, 2), Facing: board.West, Upgrades: []string{"fearsome"}}
	refused(t, s, PlaceLeader{Header: Header{Seat: Dark}, At: at(2, 1)}, CodeSpawn)
	refused(t, s, PlaceLeader{Header: Header{Seat: Dark}, At: at(10, 2), Upgrades: []string{"wings"}}, CodeSpawn)
	s, evs := play(t, s, []int{1, 1, 6, 6}, place)
	b, ok := s.Figure("boss")
	if !ok || !b.Leader() || !b.HasSkill("fearsome") || s.Dark.Leader != nil || s.Available() != 18 {
		t.Fatalf("leader %+v reserve %d", b, s.Available())
	}
	if _, ok := find[UpgradeBought](evs); !ok {
		t.Fatal("no upgrade_bought")
	}
	for _, g := range []struct {
		id string
		at board.Pos
	}{{"near", at(9, 2)}, {"steady", at(9, 3)}, {"far", at(1, 1)}} {
		f := creature(g.id, "grunt", 1, false)
		f.At = g.at
		s.Figures = append(s.Figures, f)
	}
	// The Leader is knocked out by a fall into a pit: two Courage tests
	// follow, one failed, one passed; the grunt far away takes none.
	s.Figures[s.figure("boss")].Wounds = 5
	e := &env{s: &s, dice: newRoller(1, 1, 6, 6)}
	e.knockOut(s.figure("boss"), 0)
	if err := e.leaderFalls(); err != nil {
		t.Fatal(err)
	}
	near, _ := s.Figure("near")
	steady, _ := s.Figure("steady")
	far, _ := s.Figure("far")
	if near.Present() || !steady.Present() || !far.Present() {
		t.Fatalf("near %v steady %v far %v", near.Present(), steady.Present(), far.Present())
	}
	if _, ok := find[CreatureFled](e.events); !ok {
		t.Fatal("no creature_fled")
	}
}

// The Dark Player's state is hidden from the heroes: his hand, the order
// of his decks, his reserve and his Leader; his own view shows them but
// not the decks' order.
func TestDarkView(t *testing.T) {
	s := dpState(t, []string{"special", "stake"}, explorer("taeral", 0, 0))
	l := creature("boss", "champion", 5, false)
	s.Dark.Leader = &l
	hv := SeatView(s, Heroes)
	b, _ := json.Marshal(hv)
	for _, secret := range []string{"special", "stake", "wandering", "boss", "available"} {
		if strings.Contains(string(b), `"`+secret+`"`) {
			t.Errorf("the heroes' view shows %q: %s", secret, b)
		}
	}
	if hv.Dark == nil || hv.Dark.HandSize != 2 || hv.Dark.Decks[0].Size != 3 {
		t.Fatalf("the heroes' view of the Dark Player: %+v", hv.Dark)
	}
	dv := SeatView(s, Dark)
	if len(dv.Dark.Hand) != 2 || dv.Dark.Available == nil || *dv.Dark.Available != 20 || dv.Dark.Leader == nil {
		t.Fatalf("the Dark Player's view: %+v", dv.Dark)
	}
	if len(dv.Dark.Creatures) == 0 || len(dv.Dark.Creatures) != len(s.Dark.Cards.CreatureKinds()) || hv.Dark.Creatures != nil {
		t.Fatalf("the creatures an encounter may place: the Dark Player's %+v, the heroes' %+v", dv.Dark.Creatures, hv.Dark.Creatures)
	}
	if !slices.Equal(dv.Dark.Start, []int{1}) || hv.Dark.Start != nil {
		t.Fatalf("the sections where the heroes began: the Dark Player's %v, the heroes' %v", dv.Dark.Start, hv.Dark.Start)
	}
	b, _ = json.Marshal(dv)
	if strings.Contains(string(b), `"wandering"`) {
		t.Errorf("the Dark Player's view shows his decks' order: %s", b)
	}
}

func newRoller(forced ...int) *dice.Roller { return dice.NewRoller(dice.Scripted(forced...)) }

// Page 48, recurrent obstacles: a trap the quest sheet fixes is activated
// with a card kept face down, paid each time; without the reserve for it
// the trap does not go off, and the hero walks over it unharmed.
func TestRecurrentObstacle(t *testing.T) {
	s := dpState(t, nil, explorer("taeral", 2, 1))
	s.Explore.Traps = []Trap{{Kind: "stake", At: at(4, 1), Detect: 8, Disarm: 6, Dice: 2}}
	s.Dark.Recurrent = []string{"stake"}
	poor := s.Clone()
	poor.Dark.Spent = 19
	p, evs := play(t, poor, nil, activate(Heroes, "taeral"), moveAlong(Heroes, "taeral", at(3, 1), at(4, 1), at(5, 1)))
	if _, ok := find[TrapTriggered](evs); ok || figAt(t, p, "taeral") != at(5, 1) || len(p.Explore.Traps) != 1 {
		t.Fatalf("an unpaid recurrent trap went off: %v", eventTypesOf(evs))
	}
	s, evs = play(t, s, []int{1, 1, 1, 1}, activate(Heroes, "taeral"), moveAlong(Heroes, "taeral", at(3, 1), at(4, 1), at(5, 1)))
	if cp, ok := find[CardPlayed](evs); !ok || cp.Card != "stake" || cp.Cost != 2 || s.Available() != 18 {
		t.Fatalf("the recurrent card was not paid: %+v, reserve %d", cp, s.Available())
	}
	if _, ok := find[TrapSprung](evs); !ok || !slices.Equal(s.Dark.Recurrent, []string{"stake"}) {
		t.Fatalf("recurrent %v", s.Dark.Recurrent)
	}
}

func eventTypesOf(evs []Event) []string {
	var out []string
	for _, ev := range evs {
		out = append(out, ev.EventType())
	}
	return out
}

// Page 48: a trap a card laid on a door and the hero detected waits on
// the door; opening the door anyway sets it off without a test ("courage
// or foolishness").
func TestDoorTrapDetectedThenOpened(t *testing.T) {
	s := dpState(t, []string{"fireball"}, explorer("borgron", 1, 1))
	open := OpenDoor{Header: Header{Seat: Heroes}, Figure: "borgron", At: at(1, 1), Side: board.SideS}
	s, _ = play(t, s, []int{6, 6}, activate(Heroes, "borgron"), open, answer(Dark, "play:fireball"))
	if s.Prompt != nil {
		s, _ = play(t, s, nil, answer(Heroes, OptionStay))
	}
	if len(s.Explore.Traps) != 1 || !s.Explore.Traps[0].Door || !s.Explore.Traps[0].Dormant || s.Active.Action != "" {
		t.Fatalf("traps %+v active %+v", s.Explore.Traps, s.Active)
	}
	// Stepping on the square by the door does not set it off.
	if k := trapCovering(&s, at(1, 1)); k >= 0 {
		t.Fatal("a door trap is set off by stepping by the door")
	}
	s, evs := play(t, s, []int{1, 1, 1, 1, 1}, open)
	if tr, ok := find[TrapTriggered](evs); !ok || !tr.Dormant {
		t.Fatalf("the dormant door trap did not go off: %v", eventTypesOf(evs))
	}
	if _, ok := find[DoorOpened](evs); ok || s.Explore.Doors == nil {
		t.Fatal("the door opened")
	}
}

// The Pit card (R507): a pit trap as deep as its dice; sprung, the hero
// falls into it and takes those dice against his Natural Armour.
func TestPitCard(t *testing.T) {
	s := dpState(t, []string{"pit"}, explorer("taeral", 6, 0))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0))
	// The second square (R1042): west or south of the arrow, not east in
	// the section not yet revealed.
	if ids := s.Prompt.Options; len(ids) != 3 || !s.Prompt.has("play:pit:5,0") || !s.Prompt.has("play:pit:6,1") {
		t.Fatalf("options %+v", ids)
	}
	s, evs := play(t, s, []int{1, 2, 1, 1}, answer(Dark, "play:pit:6,1"))
	if fell, ok := find[Fell](evs); !ok || fell.Height != 2 || s.Board.Square(at(6, 0)).Terrain != board.Pit || s.Board.Square(at(6, 1)).Terrain != board.Pit {
		t.Fatalf("fell %+v, squares %+v %+v", fell, s.Board.Square(at(6, 0)), s.Board.Square(at(6, 1)))
	}
	if s.Board.Square(at(5, 0)).Terrain == board.Pit {
		t.Fatal("the pit opened on the square not chosen")
	}
	if dmg, ok := find[DamageRolled](evs); !ok || dmg.Dice != 2 {
		t.Fatalf("damage %+v", dmg)
	}
}

// R1042: the second square of a hidden long pit sets it off as the first
// does, and the hero on it falls into it or, detecting it, steps back and
// both squares open; a square it may not run on to
// is refused; the ADP's pit runs to the first square in
// reading order.
func TestPitCardSecondSquare(t *testing.T) {
	s := dpState(t, []string{"pit"}, explorer("taeral", 6, 0))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0))
	refused(t, s, answer(Dark, "play:pit:7,0"), CodeBadOption)
	s, _ = play(t, s, []int{6, 6}, answer(Dark, "play:pit:5,0"))
	if k := s.Explore.trapAt(at(5, 0)); k < 0 || !s.Explore.Traps[k].Dormant || !s.Explore.Traps[k].Long || s.Explore.Traps[k].At != at(6, 0) {
		t.Fatalf("traps %+v", s.Explore.Traps)
	}
	// Hidden, its second square sets it off.
	h := dpState(t, nil, explorer("taeral", 3, 1))
	h.Explore.Traps = []Trap{{Kind: "pit", At: at(5, 0), Detect: 8, Pit: 2, Long: true, Second: at(4, 0)}}
	h, evs := play(t, h, []int{1, 2, 1, 1}, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 4, 0))
	if fell, ok := find[Fell](evs); !ok || h.Board.Square(at(4, 0)).Terrain != board.Pit || h.Board.Square(at(5, 0)).Terrain != board.Pit {
		t.Fatalf("fell %+v", fell)
	}
	if f, _ := h.Figure("taeral"); f.At != at(4, 0) {
		t.Fatalf("taeral at %v", f.At)
	}
	// Detected there, he steps back and both squares open.
	d := dpState(t, nil, explorer("taeral", 3, 1))
	d.Explore.Traps = []Trap{{Kind: "pit", At: at(5, 0), Detect: 8, Pit: 2, Long: true, Second: at(4, 0)}}
	d, _ = play(t, d, []int{6, 6}, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 4, 0))
	if f, _ := d.Figure("taeral"); f.At != at(3, 1) || d.Board.Square(at(4, 0)).Terrain != board.Pit || d.Board.Square(at(5, 0)).Terrain != board.Pit || len(d.Explore.Traps) != 0 {
		t.Fatalf("taeral at %v, traps %+v", f.At, d.Explore.Traps)
	}
	// The ADP's.
	a := adpState(t, []string{"pit"}, nil, nil, explorer("taeral", 6, 0))
	a, _ = play(t, a, []int{2}, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0), darkRoll(RollScenarioDie), draw(DeckADPObstacles))
	if !a.Prompt.has("play:pit") || len(a.Prompt.Options) != 2 {
		t.Fatalf("options %+v", a.Prompt.Options)
	}
	a, _ = play(t, a, []int{6, 6}, answer(Dark, "play:pit"))
	if k := a.Explore.trapAt(at(6, 0)); k < 0 || a.Explore.Traps[k].Second != at(5, 0) {
		t.Fatalf("the ADP's pit did not run west: %+v", a.Explore.Traps)
	}
}

// A hero knocked out during one of the Dark Player's activations lowers
// his hand limit: the activation goes on, and once it ends he discards
// before anything else (R504).
func TestHandLimitFallsDuringAnActivation(t *testing.T) {
	s := dpState(t, []string{"fortune", "stake", "pit", "iron_skin", "second_wind"}, explorer("taeral", 0, 0), explorer("borgron", 0, 1), explorer("shara", 1, 0))
	orc := creature("orc-1", "grunt", 1, false)
	orc.At = at(5, 0)
	s.Figures = append(s.Figures, orc)
	s = darkTurn(t, s)
	s, _ = play(t, s, nil, activate(Dark, "orc-1"))
	s.Figures[s.figure("shara")].Conditions = s.Figures[s.figure("shara")].Conditions.With(KnockedOut)
	if s.HandLimit() != 4 {
		t.Fatalf("limit %d", s.HandLimit())
	}
	opts := Options(s, Dark)
	if !strings.Contains(OptionIDs(opts), "end_activation:orc-1") {
		t.Fatalf("the activation cannot go on: %s", OptionIDs(opts))
	}
	s, _ = play(t, s, nil, endAct(Dark, "orc-1"))
	for _, o := range Options(s, Dark) {
		if _, ok := o.Command.(DiscardCard); !ok {
			t.Fatalf("over the limit after the activation: %s offered", o.ID)
		}
	}
	refused(t, s, endTurn(Dark), CodeHandFull)
}

// Page 48's Safety Zones: within 2 squares of where a hero's activation
// began, or of another hero, no trap may be laid under his steps; on the
// first square out of them the Dark Player may lay one, and the move stops
// there for his question. Detected, the hero steps back; passed, he walks
// on, and further steps out of the zones ask nothing more.
func TestSafetyZones(t *testing.T) {
	s := dpState(t, []string{"stake"}, explorer("taeral", 0, 0), explorer("borgron", 0, 1))
	s, evs := play(t, s, nil, activate(Heroes, "taeral"), moveAlong(Heroes, "taeral", at(1, 0), at(2, 0), at(3, 0), at(4, 0), at(5, 0)))
	if mv, _ := find[Moved](evs); mv.To != at(3, 0) || s.Prompt == nil || s.Prompt.Kind != PromptDarkTrap || !s.Prompt.has("play:stake") {
		t.Fatalf("moved %+v, prompt %+v", mv, s.Prompt)
	}
	// Detected: back to (2, 0), the trap dormant on (3, 0).
	d, _ := play(t, s, []int{6, 5}, answer(Dark, "play:stake"))
	if figAt(t, d, "taeral") != at(2, 0) || len(d.Explore.Traps) != 1 || !d.Explore.Traps[0].Dormant || d.Explore.Traps[0].At != at(3, 0) {
		t.Fatalf("taeral at %v, traps %+v", figAt(t, d, "taeral"), d.Explore.Traps)
	}
	// Passed: he walks on without another question.
	p, _ := play(t, s, nil, answer(Dark, OptionPass), moveTo(Heroes, "taeral", 5, 0))
	if figAt(t, p, "taeral") != at(5, 0) || p.Prompt != nil {
		t.Fatalf("taeral at %v, prompt %+v", figAt(t, p, "taeral"), p.Prompt)
	}
	// Within an ally's zone nothing is asked: Borgron at (2, 1) covers up
	// to x = 4.
	s = dpState(t, []string{"stake"}, explorer("taeral", 0, 0), explorer("borgron", 2, 1))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 4, 0))
	if s.Prompt != nil || figAt(t, s, "taeral") != at(4, 0) {
		t.Fatalf("asked inside an ally's zone: %+v", s.Prompt)
	}
	// Not in a section where heroes and the Dark Player's creatures meet.
	s = dpState(t, []string{"stake"}, explorer("taeral", 0, 0))
	orc := creature("orc-1", "grunt", 1, false)
	orc.At = at(6, 1)
	s.Figures = append(s.Figures, orc)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 4, 0))
	if s.Prompt != nil {
		t.Fatalf("asked in a section with creatures: %+v", s.Prompt)
	}
}

// An Alarm card (R517): sprung, the Dark Player draws an Encounter card
// and may place it at once in an explored section; his pass brings the
// Initiative roll.
func TestAlarmCard(t *testing.T) {
	s := dpState(t, []string{"alarm"}, explorer("taeral", 6, 0))
	s.Explore.Revealed[2] = true
	s, evs := play(t, s, []int{1, 2}, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0), answer(Dark, "play:alarm"))
	if d, ok := find[CardDrawn](evs); !ok || d.Card != "wandering" {
		t.Fatalf("drawn %+v", d)
	}
	if s.Prompt == nil || s.Prompt.Kind != PromptDarkReveal || !s.Dark.Window.Alarm || !slices.Equal(s.Dark.Window.Sections, []uint8{3}) {
		t.Fatalf("prompt %+v window %+v", s.Prompt, s.Dark.Window)
	}
	// A client offers any encounter for an Alarm's window: the Dark
	// Player's view says it is one; the heroes' does too (the card is
	// face up).
	if dv, hv := SeatView(s, Dark).Dark, SeatView(s, Heroes).Dark; !dv.Alarm || !hv.Alarm || !slices.Equal(dv.Window, []int{3}) {
		t.Fatalf("the views of the Alarm's window: %+v, %+v", dv, hv)
	}
	refused(t, s, playCard("wandering", "", spawn("orc", 4, 0)), CodeSpawn)
	s, _ = play(t, s, []int{6, 6, 1, 1}, playCard("wandering", "", spawn("orc", 2, 4)), answer(Dark, OptionPass))
	if _, ok := s.Figure("orc-dp1"); !ok || s.Dark.Window != nil {
		t.Fatalf("no orc, or the window stays: %+v", s.Dark.Window)
	}
}

// Power cards may be played during one of the Dark Player's activations
// too; Haste's Movement for the turn goes to the creature being activated
// (R514), and is refused on any other.
func TestHasteDuringActivation(t *testing.T) {
	s := dpState(t, []string{"haste", "iron_skin"}, explorer("taeral", 0, 0))
	orc := creature("orc-1", "grunt", 1, false)
	orc.At = at(10, 3)
	s.Figures = append(s.Figures, orc)
	s.Explore.Revealed[1] = true
	s = darkTurn(t, s)
	refused(t, s, playCard("haste", "orc-1"), CodeCardPlace)
	s, _ = play(t, s, nil, activate(Dark, "orc-1"))
	if !strings.Contains(OptionIDs(Options(s, Dark)), "play_card:haste:orc-1") {
		t.Fatalf("haste not offered: %s", OptionIDs(Options(s, Dark)))
	}
	s, evs := play(t, s, nil, playCard("haste", "orc-1"), playCard("iron_skin", "orc-1"))
	if s.Active.Allowance != 6 || s.Available() != 16 {
		t.Fatalf("allowance %d reserve %d", s.Active.Allowance, s.Available())
	}
	if ml, ok := find[MovementLowered](evs); !ok || ml.Allowance != 6 {
		t.Fatalf("event %+v", ml)
	}
}

// R518: in RPG mode he holds every card and is never made to discard
// down to page 47's limit; in human mode he is.
func TestRPGHandHasNoLimit(t *testing.T) {
	hand := []string{"fortune", "fortune", "fortune", "fortune", "stake", "stake", "stake", "fortune", "stake"}
	for _, m := range []DarkMode{DarkHuman, DarkRPG} {
		s := dpState(t, hand, explorer("taeral", 2, 0))
		s.Dark.Mode = m
		s = darkTurn(t, s)
		onlyDiscards := true
		for _, o := range Options(s, Dark) {
			if _, ok := o.Command.(DiscardCard); !ok {
				onlyDiscards = false
			}
		}
		if over := len(hand) > s.HandLimit(); over != (m == DarkHuman) || onlyDiscards != over {
			t.Errorf("%s: limit %d for %d cards, only discards offered: %v", m, s.HandLimit(), len(hand), onlyDiscards)
		}
	}
}

// Page 48's example, R1043: a Pit card played as a hero reveals a section
// from the arrow he stands on, and detected, is under him: he must step
// off it (no "stay"), and then it opens; the section is not revealed.
func TestPitCardDetectedOnReveal(t *testing.T) {
	s := dpState(t, []string{"pit"}, explorer("taeral", 6, 0))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0))
	s, _ = play(t, s, []int{6, 5}, answer(Dark, "play:pit:6,1"))
	if s.Prompt == nil || s.Prompt.Kind != PromptTrapStep || s.Prompt.has(OptionStay) || s.Prompt.has("6,1") {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	refused(t, s, answer(Heroes, OptionStay), CodeBadOption)
	if s.Board.Square(at(6, 0)).Terrain == board.Pit {
		t.Fatal("the pit opened under the hero who detected it")
	}
	s, evs := play(t, s, nil, answer(Heroes, "5,0"))
	if f, _ := s.Figure("taeral"); f.At != at(5, 0) {
		t.Fatalf("taeral at %v", f.At)
	}
	if s.Board.Square(at(6, 0)).Terrain != board.Pit || s.Board.Square(at(6, 1)).Terrain != board.Pit || len(s.Explore.Traps) != 0 {
		t.Fatalf("squares %+v %+v, traps %+v", s.Board.Square(at(6, 0)), s.Board.Square(at(6, 1)), s.Explore.Traps)
	}
	if _, ok := find[SectionRevealed](evs); ok {
		t.Fatal("the section was revealed")
	}
}

// ObstacleSpotRefusal tells a planner, before it rolls for an obstacle,
// that the place of the open obstacle question is next to another
// obstacle (page 48); nil while it is free or no question is open.
func TestObstacleSpotRefusal(t *testing.T) {
	s := dpState(t, []string{"fireball"}, explorer("borgron", 3, 1))
	if err := ObstacleSpotRefusal(&s); err != nil {
		t.Fatalf("no question open: %v", err)
	}
	s, _ = play(t, s, nil, activate(Heroes, "borgron"), OpenChest{Header: Header{Seat: Heroes}, Figure: "borgron", At: at(3, 0)})
	if s.Prompt == nil || s.Prompt.Kind != PromptDarkTrap {
		t.Fatalf("no obstacle question: %+v", s.Prompt)
	}
	if err := ObstacleSpotRefusal(&s); err != nil {
		t.Fatalf("a free chest: %v", err)
	}
	s.Explore.Traps = []Trap{{Kind: "pit", At: at(4, 1), Detect: 8}}
	if err := ObstacleSpotRefusal(&s); err == nil || !strings.Contains(err.Reason.En, "no obstacle next to another") || err.Reason.Es == "" {
		t.Fatalf("a chest next to a pit: %v", err)
	}
}
