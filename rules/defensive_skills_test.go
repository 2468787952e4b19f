package rules

import (
	"testing"

	"dun/board"
)

// Aiming and Expert Archer serve defensive shots (pages 110-111, R1186,
// R1187): Expert Archer shoots with a longbow and rolls a missed shot
// again once a quest; Aiming rolls one die again if the shooter did not
// move in its last activation.
func TestDefensiveShotSkills(t *testing.T) {
	charge := func(t *testing.T, skills []string, longbow, moved bool) State {
		t.Helper()
		taeral := armed(heroFig("taeral", 0, 0, 5, 0), bow())
		taeral.Facing, taeral.Skills, taeral.MovedLastActivation = board.East, skills, moved
		taeral.EditAttrs().ShootingSkill = 5
		taeral.EditAttrs().Agility = 4
		if longbow {
			card := *taeral.Items[0].ItemCard // cards are shared: a copy
			card.Traits = []Trait{{Name: "no_defensive_shot", Value: 1}}
			taeral.Items[0].ItemCard = &card
		}
		orc := fig("orc", Dark, SizeAverage, 6, 0, 6)
		orc.Facing = board.West
		s := newState(t, parseMap(t, room(t, 9, 1)...), taeral, orc)
		d, _ := play(t, s, nil, endTurn(Heroes), activate(Dark, "orc"))
		n, _ := play(t, d, nil, moveTo(Dark, "orc", 1, 0))
		return n
	}
	t.Run("expert archer with a longbow", func(t *testing.T) {
		if n := charge(t, nil, true, false); n.Prompt != nil {
			t.Fatal("a longbow shot defensively without Expert Archer")
		}
		n := charge(t, []string{"expert_archer"}, true, false)
		if n.Prompt == nil || n.Prompt.Kind != PromptDefensiveShot {
			t.Fatalf("Expert Archer's longbow: prompt %+v", n.Prompt)
		}
		// 1+2+5-2 = 6 misses: Expert Archer may roll it again.
		miss, _ := play(t, n, []int{1, 2}, answer(Heroes, OptionShoot))
		if miss.Prompt == nil || miss.Prompt.Kind != PromptShotReroll {
			t.Fatalf("no reroll of the missed defensive shot: %+v", miss.Prompt)
		}
		// 4+4+5-2 = 11 hits; 5, 5, 1 against Armour 3 stop the orc.
		hit, evs := play(t, miss, []int{4, 4, 5, 5, 1}, answer(Heroes, OptionReroll))
		if hit.Figures[1].At != at(3, 0) || !hasEvent[ChargeStopped](evs) || !contains(hit.Figures[0].Marks, "expert_archer") {
			t.Fatalf("orc at %v, marks %v", hit.Figures[1].At, hit.Figures[0].Marks)
		}
	})
	t.Run("aiming", func(t *testing.T) {
		n := charge(t, []string{"aiming"}, false, false)
		// 1+5+5-2 = 9 misses: Aiming rolls the 1 again.
		aim, _ := play(t, n, []int{1, 5}, answer(Heroes, OptionShoot))
		if aim.Prompt == nil || aim.Prompt.Kind != PromptAim {
			t.Fatalf("no Aiming after a defensive shot: %+v", aim.Prompt)
		}
		hit, evs := play(t, aim, []int{4, 5, 5, 1}, answer(Heroes, optionRerollDie+"0"))
		if r := rolls(evs)[0]; r.RerolledBy != "aiming" || r.Result() != 12 {
			t.Fatalf("aimed roll %+v", r)
		}
		if hit.Figures[1].At != at(3, 0) {
			t.Fatalf("the aimed shot did not stop the orc: at %v", hit.Figures[1].At)
		}
		// Having moved in its last activation, it may not aim.
		moved := charge(t, []string{"aiming"}, false, true)
		if n, _ := play(t, moved, []int{1, 5}, answer(Heroes, OptionShoot)); n.Prompt != nil && n.Prompt.Kind == PromptAim {
			t.Fatal("Aiming offered after a move in the last activation")
		}
	})
	t.Run("the last activation's move is kept", func(t *testing.T) {
		taeral := armed(heroFig("taeral", 0, 0, 5, 0), bow())
		s := newState(t, parseMap(t, room(t, 9, 1)...), taeral)
		s, _ = play(t, s, nil, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 2, 0), endTurn(Heroes))
		if !s.Figures[0].MovedLastActivation {
			t.Fatal("a move is not remembered")
		}
		s, _ = play(t, s, nil, endTurn(Dark), activate(Heroes, "taeral"), endTurn(Heroes))
		if s.Figures[0].MovedLastActivation {
			t.Fatal("standing still is not remembered")
		}
	})
}
