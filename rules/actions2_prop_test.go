package rules

import (
	"testing"

	"pgregory.net/rapid"

	"dun/board"
	"dun/dice"
)

// A board where every Action of pages 27-28 kept in the actions files is
// open to someone: a dark section, torches, a chasm, rope and pickaxes, a
// knocked-out hero, an NPC, an unidentified potion and an alchemist.
// Random play from it: every option offered is accepted, and no command
// leaves a broken state (two figures on a square among it).
func TestActionsRandomPlay(t *testing.T) {
	g := parseMap(t, "...pp..2222", "...pp..2222", "...pp..2222", "...pp..2222")
	rapid.Check(t, func(t *rapid.T) {
		taeral := armed(heroFig("taeral", 2, 1, 5, 1), torch(InPack), unknownPotion())
		taeral.Skills = []string{"alchemist"}
		taeral.EditAttrs().Intelligence = 3
		taeral.SetRace("elf")
		taeral.SetAlignment("good")
		borgron := armed(heroFig("borgron", 5, 1, 4, 1), rope(), pickaxe(), torch(InPack))
		shara := heroFig("shara", 1, 2, 5, 0)
		shara.Conditions = shara.Conditions.With(KnockedOut)
		hermit := fig("hermit", Heroes, SizeAverage, 1, 0, 3)
		orc := fig("orc", Dark, SizeAverage, 10, 3, 4)
		if rapid.Bool().Draw(t, "orc near") {
			orc.At = at(8, 2)
		}
		ogre := fig("ogre", Heroes, SizeLarge, 5, 2, 5)
		ogre.Conditions = ogre.Conditions.With(KnockedOut)
		s, err := NewState(g, []Figure{taeral, borgron, shara, hermit, orc, ogre})
		if err != nil {
			t.Fatal(err)
		}
		s, err = WithScene(s, Scene{
			Dark: []DarkSection{{Section: 2, Complete: rapid.Bool().Draw(t, "complete")}},
			NPCs: []NPC{{ID: "hermit", Intelligence: 3, Courage: 3, Race: "elf", Alignment: "evil"}},
			Challenges: []Challenge{{ID: "bars", Text: Text{En: "Bend the bars", Es: "Doblar los barrotes"}, Attribute: Strength, Target: 9,
				At: []board.Pos{at(2, 2)}, Attempts: ChallengeEach,
				Success: ChallengeOutcome{Text: Text{En: "They bend.", Es: "Se doblan."}, Effect: FindEffect{ID: EffectFindFortune, Amount: 1}},
				Failure: ChallengeOutcome{Text: Text{En: "A strained back.", Es: "La espalda resentida."}, Effect: FindEffect{ID: EffectFindHarm, Dice: 2, Against: Armour}}}},
		})
		if err != nil {
			t.Fatal(err)
		}
		src := dice.Seeded(rapid.Uint64().Draw(t, "seed"))
		for step := 0; step < 60; step++ {
			seat := s.CurrentSeat()
			opts := Options(s, seat)
			if len(opts) == 0 {
				t.Fatalf("step %d: no options for %v", step, seat)
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
			if n.End != nil {
				break
			}
			s = n
		}
	})
}

// genScene is a scene with one of everything, on square (0, 0) of any
// board.
func genScene(t *rapid.T) *Scene {
	word := func(label string) string { return rapid.StringMatching(`[a-z]{1,6}`).Draw(t, label) }
	o := board.Pos{}
	return &Scene{
		Dark:    []DarkSection{{Section: uint8(rapid.IntRange(1, 3).Draw(t, "darksec")), Complete: rapid.Bool().Draw(t, "complete")}},
		Bridges: []Footbridge{{Squares: []board.Pos{o}, Depths: []uint8{uint8(rapid.IntRange(0, 5).Draw(t, "depth"))}}},
		Claims:  []BridgeClaim{{Figure: word("claimer"), Turn: rapid.IntRange(1, 9).Draw(t, "claimturn"), From: o, To: o}},
		NPCs: []NPC{{ID: word("npc"), Name: Text{En: word("npcen"), Es: word("npces")}, Intelligence: rapid.IntRange(0, 6).Draw(t, "npcint"),
			Courage: rapid.IntRange(0, 6).Draw(t, "npccou"), Race: word("race"), Alignment: word("align"), Persuaded: rapid.Bool().Draw(t, "persuaded"),
			Attempts: rapid.IntRange(0, 3).Draw(t, "attempts"), Tried: []string{word("tried")}, Blunder: rapid.Bool().Draw(t, "blunder"),
			Frightened: rapid.Bool().Draw(t, "frightened")}},
		Carried:    []Carrying{{Carrier: word("carrier"), Body: word("body")}},
		Initiative: &PendingInitiative{Hero: word("ihero"), Enemy: word("ienemy"), First: genRoll(t, "ifirst", "a"), Second: genRoll(t, "isecond", "b"), CombatBefore: rapid.Bool().Draw(t, "icb"), BrokeIn: rapid.Bool().Draw(t, "ibi")},
		Persuasion: &PendingPersuasion{Hero: word("phero"), NPC: word("pnpc"), Fear: rapid.Bool().Draw(t, "pfear"), First: genRoll(t, "pfirst", "a"), Second: genRoll(t, "psecond", "b")},
		Gunfire:    []string{word("gun")},
		Falling:    []string{word("falling")},
	}
}
