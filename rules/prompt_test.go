package rules

import (
	"reflect"
	"testing"
)

// Page 14: a hero may spend a Fortune point to reroll his last roll, once;
// every die is rolled again and the new result is final. The roll record
// says who paid.
func TestFortuneRerollOfRun(t *testing.T) {
	g := parseMap(t, room(t, 16, 3)...)
	s := newState(t, g, heroFig("shara", 0, 1, 5, 2))
	s, evs := play(t, s, []int{1, 1}, activate(Heroes, "shara"), run(Heroes, "shara"))
	p := s.Prompt
	if p == nil || p.Kind != PromptFortuneReroll || p.Seat != Heroes || p.Figure != "shara" || p.Seq != s.Version {
		t.Fatalf("prompt %+v", p)
	}
	if po, ok := find[PromptOpened](evs); !ok || po.Prompt.Roll == nil || !reflect.DeepEqual(po.Prompt.Roll.Dice, []int{1, 1}) {
		t.Fatalf("prompt opened %+v", po)
	}
	if got := OptionIDs(Options(s, Heroes)); got != "answer:keep answer:reroll" {
		t.Fatalf("options %q", got)
	}
	if len(Options(s, Dark)) != 0 {
		t.Fatal("the dark player may answer the heroes' prompt")
	}
	// Nothing else may happen while the prompt is open.
	refused(t, s, moveTo(Heroes, "shara", 1, 1), CodePromptPending)
	refused(t, s, endTurn(Heroes), CodePromptPending)
	refused(t, s, answer(Dark, OptionKeep), CodeNotYourTurn)
	refused(t, s, answer(Heroes, "maybe"), CodeBadOption)
	refused(t, s, Answer{Header: Header{Seat: Heroes}, Prompt: p.Seq + 7, Option: OptionKeep}, CodeNoPrompt)
	refused(t, s, answer(Heroes, OptionReroll), CodeDice) // no dice forced: nothing changes

	// Reroll: a Fortune point is spent, the new roll is final.
	r, evs := play(t, s, []int{4, 5}, Answer{Header: Header{Seat: Heroes, At: s.Version}, Prompt: p.Seq, Option: OptionReroll})
	if r.Prompt != nil || r.Active.Allowance != 10 || !r.Active.Run.Settled {
		t.Fatalf("after reroll: prompt %v activation %+v", r.Prompt, *r.Active)
	}
	f, _ := r.Figure("shara")
	if f.FortuneUsed() != 1 || f.FortuneLeft() != 1 {
		t.Fatalf("fortune used %d", f.FortuneUsed())
	}
	fs, ok := find[FortuneSpent](evs)
	if !ok || fs.Figure != "shara" || fs.Left != 1 || fs.Roll != 1 {
		t.Fatalf("fortune spent %+v", fs)
	}
	rr, _ := find[Rolled](evs)
	if rr.Roll.PaidBy != "shara" || !reflect.DeepEqual(rr.Roll.Before, []int{1, 1}) || !reflect.DeepEqual(rr.Roll.Dice, []int{4, 5}) || rr.Roll.Seq != 2 {
		t.Fatalf("reroll record %+v", rr.Roll)
	}
	if r.Active.Run.Roll.PaidBy != "shara" {
		t.Fatal("the run keeps the first roll")
	}
	// Once per roll: no second prompt, even on another bad result.
	r2, _ := play(t, s, []int{1, 1}, answer(Heroes, OptionReroll))
	if r2.Prompt != nil || r2.Active.Allowance != 2 {
		t.Fatalf("second reroll offered, or allowance %d", r2.Active.Allowance)
	}

	// Keep: no point spent, the first roll stands.
	k, evs := play(t, s, nil, answer(Heroes, OptionKeep))
	f, _ = k.Figure("shara")
	if k.Prompt != nil || k.Active.Allowance != 2 || f.FortuneUsed() != 0 {
		t.Fatalf("after keep: allowance %d, fortune used %d", k.Active.Allowance, f.FortuneUsed())
	}
	if pa, ok := find[PromptAnswered](evs); !ok || pa.Option != OptionKeep || pa.Kind != PromptFortuneReroll {
		t.Fatalf("answered %+v", pa)
	}
	checkMoveOptions(t, k, Heroes)
}

// No prompt when the hero has no Fortune left, or when the roll already
// gives the most a run can (twice Movement).
func TestFortuneNotOffered(t *testing.T) {
	g := parseMap(t, room(t, 16, 3)...)
	spent := heroFig("shara", 0, 1, 5, 2)
	spent.SetFortuneUsed(2)
	for name, c := range map[string]struct {
		f      Figure
		d1, d2 int
	}{
		"no fortune left": {spent, 1, 1},
		"best result":     {heroFig("shara", 0, 1, 5, 2), 3, 2},
	} {
		s := newState(t, g, c.f)
		s, _ = play(t, s, []int{c.d1, c.d2}, activate(Heroes, "shara"), run(Heroes, "shara"))
		if s.Prompt != nil || !s.Active.Run.Settled {
			t.Errorf("%s: prompt %+v", name, s.Prompt)
		}
	}
}
