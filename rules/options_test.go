package rules

import (
	"encoding/json"
	"reflect"
	"testing"

	"dun/dice"

	"pgregory.net/rapid"
)

// Perft (notnil/chess): the number of options from fixed positions. A
// change here is a change in what the rules allow; check it against the
// book before updating the numbers.
func TestOptionsPerft(t *testing.T) {
	states := fuzzStates(t)
	d := exampleD(t)
	dTroll, _ := play(t, darkTurn(t, d), nil, activate(Dark, "troll"))
	dOrc, _ := play(t, darkTurn(t, d), nil, activate(Dark, "orc1"))
	for i, c := range []struct {
		s    State
		want int
	}{
		{states[0], 3},  // heroes' turn: two heroes to activate, end the turn
		{states[1], 12}, // Borgron engaged: one step within the orc's range, attack the orc, disengage, 7 facings, end activation, end turn
		{states[2], 2},  // Fortune prompt: keep or reroll
		{states[3], 43}, // the troll: 33 destinations, run, 7 facings, end activation, end turn
		{states[7], 18}, // position 1 with skills: the attack alone and with each allowed pair of Brutal Blow, Dirty Fighter, Mighty Blow (6 more)
		{dTroll, 82},    // example d: 71 destinations (the troll ignores all three heroes), attacks on Borgron and Taeral (those it faces), 7 facings, end activation, end turn; no run next to enemies
		{dOrc, 61},      // example d: 51 destinations for the orc, held by no one, and its attack on Borgron
	} {
		if c.s.Active != nil && c.s.Prompt == nil {
			checkMoveOptions(t, c.s, c.s.Side)
		}
		seat := c.s.CurrentSeat()
		if got := len(Options(c.s, seat)); got != c.want {
			t.Errorf("position %d: %d options, want %d: %s", i, got, c.want, OptionIDs(Options(c.s, seat)))
		}
	}
}

// Options survive JSON, commands included.
func TestOptionsJSON(t *testing.T) {
	for _, s := range fuzzStates(t) {
		seat := s.CurrentSeat()
		opts := Options(s, seat)
		b, err := json.Marshal(opts)
		if err != nil {
			t.Fatal(err)
		}
		var back []Option
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("%v\n%s", err, b)
		}
		if !reflect.DeepEqual(back, opts) {
			t.Fatalf("options changed over JSON:\n%s", b)
		}
	}
}

// OpenSpiel's random simulation: from generated positions, play random
// options with seeded dice. Every option offered is accepted; every state
// passes Check; the seat not offered anything has every command refused;
// replaying the same choices gives the same hashes.
func TestRandomPlayConformance(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genState(t)
		s.Active, s.Prompt, s.Strike, s.Side, s.Turn, s.Version, s.End = nil, nil, nil, Heroes, 1, 1, nil
		for i := range s.Figures {
			s.Figures[i].Activated = false
		}
		seed := rapid.Uint64().Draw(t, "seed")
		src := dice.Seeded(seed)
		var picks []int
		var hashes []uint64
		start := s.Clone()
		for step := 0; step < 40; step++ {
			if s.End != nil {
				// A finished quest offers nothing and refuses everything.
				checkOver(t, s, src)
				break
			}
			seat := s.CurrentSeat()
			opts := Options(s, seat)
			if len(opts) == 0 {
				t.Fatalf("step %d: no options for %v", step, seat)
			}
			for _, o := range Options(s, seat.Other()) {
				t.Fatalf("step %d: %v offered %s out of turn", step, seat.Other(), o.ID)
			}
			k := rapid.IntRange(0, len(opts)-1).Draw(t, "pick")
			n, evs, err := Apply(s, opts[k].Command, src)
			if err != nil {
				t.Fatalf("step %d: option %s refused: %v", step, opts[k].ID, err)
			}
			checkInvariants(t, step, opts[k].ID, s, n, evs)
			if err := n.Check(); err != nil {
				t.Fatalf("step %d: %s broke the state: %v", step, opts[k].ID, err)
			}
			if other := (EndTurn{Header: Header{Seat: seat.Other()}}); true {
				if _, _, err := Apply(s, other, src); err == nil {
					t.Fatalf("step %d: the other seat ended the turn", step)
				}
			}
			picks = append(picks, k)
			hashes = append(hashes, n.Hash())
			s = n
		}
		// Replay.
		s, src = start, dice.Seeded(seed)
		for step, k := range picks {
			seat := s.CurrentSeat()
			n, _, err := Apply(s, Options(s, seat)[k].Command, src)
			if err != nil || n.Hash() != hashes[step] {
				t.Fatalf("replay diverged at step %d: %v", step, err)
			}
			s = n
		}
	})
}

// checkInvariants holds after every command (issue 4's properties): wounds
// and Fortune spent never pass their attribute unless they already had,
// nor go below zero; no knocked-out figure is offered anything; every roll
// keeps its skill, companion and magic bonuses within the cap of page 11.
func checkInvariants(t *rapid.T, step int, id string, before, after State, evs []Event) {
	checkEndInvariants(t, step, id, before, after)
	for i := range before.Figures { // a summoning may add figures
		b, a := &before.Figures[i], &after.Figures[i]
		if a.Wounds < 0 || a.FortuneUsed() < 0 || a.ManaUsed < 0 {
			t.Fatalf("step %d (%s): %s below zero: %+v", step, id, a.ID, a)
		}
		if int(a.Wounds) > max(int(b.Wounds), a.Attrs().Vitality) || a.FortuneUsed() > max(b.FortuneUsed(), a.Attrs().Fortune) || int(a.ManaUsed) > max(int(b.ManaUsed), a.Attrs().Mana, a.ManaPool()) {
			t.Fatalf("step %d (%s): %s past its limits: wounds %d/%d fortune %d/%d mana %d/%d", step, id, a.ID,
				a.Wounds, a.Attrs().Vitality, a.FortuneUsed(), a.Attrs().Fortune, a.ManaUsed, max(a.Attrs().Mana, a.ManaPool()))
		}
	}
	for _, seat := range []Side{Heroes, Dark} {
		for _, o := range Options(after, seat) {
			if fig := optionFigure(o.Command); fig != "" {
				if fi := after.figure(fig); fi >= 0 && !after.Figures[fi].Present() {
					t.Fatalf("step %d: knocked-out %s offered %s", step, fig, o.ID)
				}
			}
		}
	}
	for _, e := range evs {
		r, ok := e.(Rolled)
		if !ok {
			continue
		}
		bonus, magic := 0, false
		for _, m := range r.Roll.Modifiers {
			switch m.Kind {
			case ModSkill, ModCompanion, ModMagic, ModCap:
				bonus += m.Value
			}
			magic = magic || m.Kind == ModMagic
		}
		if limit := 3 + 2*b2i(magic); bonus > limit {
			t.Fatalf("step %d: roll %d has +%d from capped sources (cap %d)", step, r.Roll.Seq, bonus, limit)
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// optionFigure is the figure a command acts for, if it names one.
func optionFigure(c Command) string {
	switch c := c.(type) {
	case Activate:
		return c.Figure
	case Move:
		return c.Figure
	case Attack:
		return c.Figure
	case Shoot:
		return c.Figure
	case Run:
		return c.Figure
	case Disengage:
		return c.Figure
	case Wield:
		return c.Figure
	case PickUp:
		return c.Figure
	case Reload:
		return c.Figure
	case Break:
		return c.Figure
	case WearArmour:
		return c.Figure
	case Give:
		return c.Figure
	case Drink:
		return c.Figure
	case SearchCorpses:
		return c.Figure
	}
	return ""
}
