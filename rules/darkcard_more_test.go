package rules

import (
	"slices"
	"strings"
	"testing"

	"dun/board"
)

// moreCards is dpCatalogue with the cards of the effects added after it:
// Complete Darkness, Frenzy and Hidden Arrows (their numbers are the
// starter pack's, designed for dun: original).
func moreCards(t testing.TB, s State, hand ...string) State {
	t.Helper()
	base := dpCatalogue(t)
	cards := append(base.Cards(),
		DarkCard{ID: "complete_darkness", Name: Text{En: "Complete Darkness", Es: "Oscuridad total"}, Type: CardObstacle, Cost: 3, Discard: 2,
			Place: []string{PlaceRoom, PlaceCorridor}, Effect: "card_darkness", Params: []CardParam{{Name: "complete", Flag: true}}},
		DarkCard{ID: "frenzy", Name: Text{En: "Frenzy", Es: "Frenesí"}, Type: CardPower, Cost: 3, Discard: 2,
			Place: []string{PlaceAnywhere}, Effect: "card_extra_actions", Params: []CardParam{{Name: "actions", Int: 1}}},
		DarkCard{ID: "counterspell", Name: Text{En: "Counterspell", Es: "Contrahechizo"}, Type: CardPower, Cost: 2, Discard: 1,
			Place: []string{PlaceHero}, Effect: "card_counterspell", Params: []CardParam{{Name: "roll", Int: 4}}},
		DarkCard{ID: "rally", Name: Text{En: "Rally", Es: "¡A formar!"}, Type: CardPower, Cost: 1, Discard: 1, Place: []string{PlaceAnywhere}, Effect: "card_boost",
			Params: []CardParam{{Name: "attribute", Word: "courage"}, {Name: "value", Int: 2}, {Name: "until", Word: "combat"}, {Name: "section", Flag: true}}},
		DarkCard{ID: "dark_blessing", Name: Text{En: "Dark Blessing", Es: "Bendición oscura"}, Type: CardPower, Cost: 2, Discard: 1,
			Place: []string{PlaceAnywhere}, Effect: "card_reroll", Params: []CardParam{{Name: "rolls", Int: 1}}},
		DarkCard{ID: "hidden_arrows", Name: Text{En: "Hidden Arrows", Es: "Flechas ocultas"}, Type: CardObstacle, Cost: 2, Discard: 1, Trap: true, Detect: 8, Disarm: 7,
			Place: []string{PlaceCorridor, PlaceUnexploredDoor}, Effect: "card_trap_strike", Params: []CardParam{{Name: "dice", Int: 3}, {Name: "blockable", Flag: true}}},
	)
	var creatures []Figure
	for _, k := range base.CreatureKinds() {
		f, _ := base.Creature(k)
		creatures = append(creatures, *f)
	}
	c, err := NewCatalogue(cards, creatures)
	if err != nil {
		t.Fatal(err)
	}
	s.Dark.Cards = c
	s.Dark.Hand = hand
	return s
}

// The Darkness cards (starter pack, original; page 27 gives darkness its
// effects): played as a hero reveals a room, the room falls dark and the
// reveal goes on; a darker card darkens it further, never lighter (R532).
func TestDarknessCards(t *testing.T) {
	for _, tc := range []struct {
		card     string
		complete bool
	}{{"darkness", false}, {"complete_darkness", true}} {
		t.Run(tc.card, func(t *testing.T) {
			s := moreCards(t, dpState(t, nil, explorer("taeral", 6, 0)), []string{tc.card}...)
			s, _ = play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0))
			if s.Prompt == nil || !s.Prompt.has("play:"+tc.card) {
				t.Fatalf("prompt %+v", s.Prompt)
			}
			s, evs := play(t, s, nil, answer(Dark, "play:"+tc.card))
			dk, ok := find[SectionDarkened](evs)
			if !ok || dk.Section != 2 || dk.Complete != tc.complete {
				t.Fatalf("darkened %+v", dk)
			}
			if !s.SectionRevealed(2) || s.Active == nil || s.Active.Action != ruleReveal || slices.Contains(s.Dark.Hand, tc.card) {
				t.Fatalf("revealed %v active %+v hand %v", s.SectionRevealed(2), s.Active, s.Dark.Hand)
			}
			want := GloomDark
			if tc.complete {
				want = GloomComplete
			}
			if g := gloomOf(&s, 2); g != want {
				t.Fatalf("gloom %v, want %v", g, want)
			}
		})
	}
}

// R532: a section as dark already refuses the card; a Darkness card is
// not played on a door, a chest or under a step.
func TestDarknessRefused(t *testing.T) {
	s := moreCards(t, dpState(t, nil, explorer("taeral", 6, 0)), []string{"darkness", "complete_darkness"}...)
	s.scene().Dark = []DarkSection{{Section: 2}}
	c, _ := s.Dark.Cards.Card("darkness")
	sp := obstacleSpot{kinds: []string{PlaceRoom}, at: at(6, 0), squares: []board.Pos{at(6, 0)}, section: 2}
	if err := obstacleFits(&s, c, sp, reactReveal); err == nil || !strings.Contains(err.Error(), "as dark already") {
		t.Fatalf("darkness on darkness: %v", err)
	}
	cc, _ := s.Dark.Cards.Card("complete_darkness")
	if err := obstacleFits(&s, cc, sp, reactReveal); err != nil {
		t.Fatalf("complete darkness on darkness refused: %v", err)
	}
	if err := obstacleFits(&s, cc, sp, reactStep); err == nil {
		t.Fatal("darkness under a step")
	}
	s.scene().Dark = []DarkSection{{Section: 2, Complete: true}}
	if err := obstacleFits(&s, cc, sp, reactReveal); err == nil {
		t.Fatal("complete darkness on complete darkness")
	}
}

// Frenzy (starter pack, original): the creature being activated gets one
// more Action once its own is spent (R531).
func TestFrenzy(t *testing.T) {
	s := moreCards(t, dpState(t, nil, explorer("taeral", 0, 0)), []string{"frenzy", "frenzy"}...)
	orc := creature("orc-1", "grunt", 1, false)
	orc.At = at(10, 3)
	s.Figures = append(s.Figures, orc)
	s.Explore.Revealed[1] = true
	s = darkTurn(t, s)
	refused(t, s, playCard("frenzy", "orc-1"), CodeCardPlace)
	s, _ = play(t, s, nil, activate(Dark, "orc-1"))
	refused(t, s, playCard("frenzy", "orc-1"), CodeCardPlace)
	if strings.Contains(OptionIDs(Options(s, Dark)), "play_card:frenzy") {
		t.Fatal("frenzy offered before the Action is spent")
	}
	// The orc gives its Action up for a second Quick Action.
	s.Active.QuickActions, s.Active.Attacks = 2, 0
	if !strings.Contains(OptionIDs(Options(s, Dark)), "play_card:frenzy:orc-1") {
		t.Fatalf("frenzy not offered: %s", OptionIDs(Options(s, Dark)))
	}
	s, evs := play(t, s, nil, playCard("frenzy", "orc-1"))
	if !s.Active.ActionLeft() || s.Active.QuickActionsLeft() != 1 || s.Available() != 17 {
		t.Fatalf("active %+v reserve %d", s.Active, s.Available())
	}
	if ev, ok := find[ActionRegained](evs); !ok || ev.Figure != "orc-1" || ev.Why.Es == "" {
		t.Fatalf("event %+v", ev)
	}
	// Its Action spent again (three attacks made), a second Frenzy gives
	// a third with its attacks counted afresh.
	s.Active.Action, s.Active.Attacks = ruleMelee, 3
	s, _ = play(t, s, nil, playCard("frenzy", "orc-1"))
	if s.Active.Action != "" || s.Active.Attacks != 0 {
		t.Fatalf("active %+v", s.Active)
	}
}

// Hidden Arrows (starter pack, original): a shield may block the darts as
// a shot (page 43) (R530).
func TestHiddenArrowsBlocked(t *testing.T) {
	shield := Item{ItemCard: &ItemCard{ID: "shield", Kind: ItemShield, Hands: 1, Block: 5, BreakBlock: 2}, Place: InHand}
	open := OpenDoor{Header: Header{Seat: Heroes}, Figure: "borgron", At: at(1, 1), Side: board.SideS}
	for _, tc := range []struct {
		name    string
		items   []Item
		forced  []int
		blocked bool
		rolled  bool
	}{
		{"blocked", []Item{shield}, []int{1, 2, 5}, true, true},
		{"block failed", []Item{shield}, []int{1, 2, 4, 6, 6, 6}, false, true},
		{"a melee-only shield", []Item{{ItemCard: &ItemCard{ID: "buckler", Kind: ItemShield, Hands: 1, Block: 5, Traits: []Trait{{Name: "melee_only"}}}, Place: InHand}}, []int{1, 2, 6, 6, 6}, false, false},
		{"no shield", nil, []int{1, 2, 6, 6, 6}, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := explorer("borgron", 1, 1)
			b.Items = tc.items
			s := moreCards(t, dpState(t, nil, b), []string{"hidden_arrows"}...)
			s, _ = play(t, s, nil, activate(Heroes, "borgron"), open)
			s, evs := play(t, s, tc.forced, answer(Dark, "play:hidden_arrows"))
			br, ok := find[BlockRolled](evs)
			if ok != tc.rolled || br.Blocked != tc.blocked || (ok && br.Need != 5) {
				t.Fatalf("block %+v (rolled %v)", br, ok)
			}
			_, hurt := find[WoundsTaken](evs)
			if hurt == tc.blocked || s.Active != nil || len(s.Explore.Traps) != 0 {
				t.Fatalf("hurt %v active %+v traps %+v", hurt, s.Active, s.Explore.Traps)
			}
		})
	}
}

// Counterspell (starter pack, original): played in the dispel question
// after a hero's passed cast; on 4+ the spell fails and its mana is spent
// (page 39's dispel, R533).
func TestCounterspell(t *testing.T) {
	for _, tc := range []struct {
		name      string
		hand      []string
		roll      int
		countered bool
	}{
		{"countered", []string{"counterspell"}, 4, true},
		{"the spell holds", []string{"counterspell"}, 3, false},
		{"no card, the question all the same", []string{"fortune"}, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			taeral := explorer("taeral", 2, 0)
			taeral.Wounds = 3
			s := moreCards(t, dpState(t, nil, caster("maelis", 0, 0, 5, healSpell()), taeral), tc.hand...)
			s, _ = play(t, s, []int{3, 3}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "heal", "taeral"))
			p := s.Prompt
			if p == nil || p.Kind != PromptDispel || p.Seat != Dark {
				t.Fatalf("prompt %+v", p)
			}
			if hv := SeatView(s, Heroes); hv.Prompt == nil || hasOption(hv.Prompt.Options, "counterspell:counterspell") {
				t.Fatalf("the heroes see the Dark Player's card: %+v", hv.Prompt)
			}
			if !p.has("counterspell:counterspell") {
				if tc.roll != 0 {
					t.Fatalf("no counterspell offered: %+v", p.Options)
				}
				refused(t, s, answer(Dark, "counterspell:counterspell"), CodeBadOption)
				s, _ = play(t, s, nil, answer(Dark, OptionNoDispel))
				if f, _ := s.Figure("taeral"); f.Wounds != 1 {
					t.Fatalf("wounds %d", f.Wounds)
				}
				return
			}
			s, evs := play(t, s, []int{tc.roll}, answer(Dark, "counterspell:counterspell"))
			ev, ok := find[SpellCountered](evs)
			if !ok || ev.Countered != tc.countered || s.Available() != 18 {
				t.Fatalf("event %+v reserve %d", ev, s.Available())
			}
			m, _ := s.Figure("maelis")
			h, _ := s.Figure("taeral")
			if m.ManaUsed != 1 || (h.Wounds == 3) != tc.countered || s.Active.Cast != nil {
				t.Fatalf("mana used %d wounds %d cast %+v", m.ManaUsed, h.Wounds, s.Active.Cast)
			}
		})
	}
}

// Rally (starter pack, original): every creature of the section gets +2
// Courage until the combat ends and is no longer Frightened; outside a
// combat the boost ends with the turn (R534).
func TestRally(t *testing.T) {
	s := moreCards(t, dpState(t, nil, explorer("taeral", 0, 0)), "rally")
	for i, p := range []board.Pos{at(10, 3), at(8, 0), at(1, 3)} {
		o := creature([]string{"orc-1", "orc-2", "orc-3"}[i], "grunt", 1, false)
		o.At = p
		o.EditAttrs().Courage = 3
		s.Figures = append(s.Figures, o)
	}
	s.Figures[s.figure("orc-2")].Conditions = Conditions(0).With(Frightened)
	s.Explore.Revealed[1], s.Explore.Revealed[2] = true, true
	s = darkTurn(t, s)
	s, evs := play(t, s, nil, playCard("rally", "orc-1"))
	if s.Available() != 19 {
		t.Fatalf("reserve %d", s.Available())
	}
	courage := func(s State, id string) int {
		mods, _ := TestModifiers(s.Figures[s.figure(id)], Courage)
		return sumModifiers(mods)
	}
	if courage(s, "orc-1") != 5 || courage(s, "orc-2") != 5 || courage(s, "orc-3") != 3 {
		t.Fatalf("courage %d %d %d", courage(s, "orc-1"), courage(s, "orc-2"), courage(s, "orc-3"))
	}
	if s.Figures[s.figure("orc-2")].Conditions.Has(Frightened) {
		t.Fatal("orc-2 still frightened")
	}
	if _, ok := find[ConditionLost](evs); !ok {
		t.Fatal("no condition_lost event")
	}
	// The creatures stand within 12 squares of the hero: the combat goes
	// on, and so does the boost.
	s, _ = play(t, s, nil, endTurn(Dark))
	if !CombatTurn(s) || courage(s, "orc-1") != 5 {
		t.Fatalf("combat %v courage %d", CombatTurn(s), courage(s, "orc-1"))
	}
	// The creatures leave: the combat is over, and so is the boost.
	for _, id := range []string{"orc-1", "orc-2", "orc-3"} {
		s.Figures[s.figure(id)].Left = true
	}
	s, evs = play(t, s, nil, endTurn(Heroes))
	if len(s.Figures[s.figure("orc-1")].Boons) != 0 || len(s.Figures[s.figure("orc-2")].Boons) != 0 {
		t.Fatalf("the boost outlived the combat: %+v", s.Figures[s.figure("orc-1")].Boons)
	}
	if n := len(find2[BoonEnded](evs)); n != 2 {
		t.Fatalf("%d boons ended", n)
	}
}

func sumModifiers(mods []Modifier) int {
	n := 0
	for _, m := range mods {
		n += m.Value
	}
	return n
}

// Dark Blessing (starter pack, original): a failed roll of a creature is
// rolled again; the question is asked only while he holds the card
// (R535).
func TestDarkBlessing(t *testing.T) {
	for _, tc := range []struct {
		name   string
		hand   []string
		answer string
		forced []int
		stun   bool
	}{
		{"blessed", []string{"dark_blessing"}, "play:dark_blessing", []int{1, 5}, false},
		{"kept", []string{"dark_blessing"}, OptionKeep, []int{1}, true},
		{"no card, no question", []string{"fortune"}, "", []int{1}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := moreCards(t, dpState(t, nil, explorer("taeral", 0, 0)), tc.hand...)
			orc := creature("orc-1", "grunt", 1, false)
			orc.At = at(10, 3)
			orc.Conditions = Conditions(0).With(Stunned)
			s.Figures = append(s.Figures, orc)
			s.Explore.Revealed[1] = true
			s = darkTurn(t, s)
			s, _ = play(t, s, tc.forced[:1], activate(Dark, "orc-1"))
			if tc.answer == "" {
				if s.Prompt != nil {
					t.Fatalf("prompt %+v", s.Prompt)
				}
			} else {
				if s.Prompt == nil || s.Prompt.Kind != PromptDarkReroll || !s.Prompt.has("play:dark_blessing") {
					t.Fatalf("prompt %+v", s.Prompt)
				}
				if hv := SeatView(s, Heroes); hv.Prompt == nil || len(hv.Prompt.Options) != 0 {
					t.Fatalf("the heroes see the options: %+v", hv.Prompt)
				}
				s, _ = play(t, s, tc.forced[1:], answer(Dark, tc.answer))
			}
			if hasCond(t, s, "orc-1", Stunned) != tc.stun {
				t.Fatalf("stunned %v", !tc.stun)
			}
			if played := slices.Contains(s.Dark.Discards, "dark_blessing"); played != (tc.answer == "play:dark_blessing") || (played && s.Available() != 18) {
				t.Fatalf("discards %v reserve %d", s.Dark.Discards, s.Available())
			}
		})
	}
}
