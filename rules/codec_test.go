package rules

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"dun/board"
	"dun/dice"

	"pgregory.net/rapid"
)

var goodCommands = []string{
	`{"type":"activate","seat":"heroes","at":3,"figure":"shara"}`,
	`{"type":"move","seat":"heroes","figure":"shara","to":[3,4]}`,
	`{"type":"move","seat":"heroes","figure":"shara","to":[3,4],"path":[[2,3],[3,4]],"ref":"nw"}`,
	`{"type":"face","seat":"heroes","figure":"shara","facing":"NE"}`,
	`{"type":"face","seat":"heroes","figure":"shara","facing":5}`,
	`{"type":"run","seat":"heroes","figure":"shara"}`,
	`{"type":"end_activation","seat":"heroes","figure":"shara"}`,
	`{"type":"end_turn","seat":"dark"}`,
	`{"type":"answer","seat":"heroes","prompt":7,"option":"reroll"}`,
	`{"type":"answer","seat":"heroes","option":"keep"}`,
	`{"type":"reveal","seat":"heroes","figure":"taeral","square":[4,0]}`,
	`{"type":"open_door","seat":"heroes","figure":"borgron","square":[2,3],"side":"east"}`,
	`{"type":"jump","seat":"heroes","figure":"taeral","to":[4,2]}`,
	`{"type":"climb","seat":"heroes","figure":"shara","to":[2,1]}`,
	`{"type":"attack","seat":"heroes","figure":"shara","target":"orc"}`,
	`{"type":"attack","seat":"heroes","figure":"shara","target":"orc","item":1}`,
	`{"type":"attack","seat":"heroes","figure":"shara","target":"orc","item":0,"thrust":true}`,
	`{"type":"shoot","seat":"heroes","figure":"taeral","target":"orc","item":0}`,
	`{"type":"shoot","seat":"heroes","figure":"taeral","target":"orc","item":1,"pair":true}`,
	`{"type":"disengage","seat":"heroes","figure":"borgron"}`,
	`{"type":"wield","seat":"heroes","figure":"borgron","item":2}`,
	`{"type":"pick_up","seat":"heroes","figure":"shara","owner":"shara","item":0}`,
	`{"type":"reload","seat":"heroes","figure":"borgron","item":1}`,
	`{"type":"search_room","seat":"heroes","figure":"taeral"}`,
	`{"type":"search_secret_doors","seat":"heroes","figure":"taeral"}`,
	`{"type":"search_element","seat":"heroes","figure":"shara","square":[3,1]}`,
	`{"type":"open_chest","seat":"heroes","figure":"borgron","square":[5,2]}`,
	`{"type":"pick_lock","seat":"heroes","figure":"borgron","square":[2,3],"side":"east"}`,
	`{"type":"disarm_trap","seat":"heroes","figure":"taeral","square":[4,1]}`,
	`{"type":"close_door","seat":"heroes","figure":"shara","square":[2,3],"side":"south"}`,
	`{"type":"solve_riddle","seat":"heroes","figure":"borgron","square":[2,3],"side":"north"}`,
	`{"type":"solve_riddle","seat":"heroes","figure":"borgron","square":[5,2]}`,
	`{"type":"move_furniture","seat":"heroes","figure":"shara","square":[2,1],"toward":"E"}`,
	`{"type":"break","seat":"heroes","figure":"shara","square":[3,1],"side":"east"}`,
	`{"type":"break","seat":"heroes","figure":"borgron","square":[5,2]}`,
	`{"type":"armour","seat":"heroes","figure":"shara","item":2}`,
	`{"type":"wear","seat":"heroes","figure":"taeral","item":3}`,
	`{"type":"turn_invisible","seat":"heroes","figure":"taeral","item":3}`,
	`{"type":"give","seat":"heroes","figure":"shara","item":3,"target":"borgron"}`,
	`{"type":"drink","seat":"heroes","figure":"borgron","item":5}`,
	`{"type":"coat_weapon","seat":"heroes","figure":"shara","item":1}`,
	`{"type":"search_corpses","seat":"heroes","figure":"taeral"}`,
	`{"type":"cast","seat":"heroes","figure":"borgron","spell":"fireball","target":"troll"}`,
	`{"type":"cast","seat":"dark","figure":"sorcerer","spell":"bolt","target":"shara","aid":"magic_scroll"}`,
	`{"type":"cast","seat":"heroes","figure":"borgron","spell":"fireball","square":[5,2]}`,
	`{"type":"end_spell","seat":"heroes","figure":"borgron","spell":"skin_of_fire"}`,
	`{"type":"drink","seat":"heroes","figure":"aldren","item":0,"spell":"fireball"}`,
	`{"type":"leave","seat":"heroes","figure":"taeral"}`,
	`{"type":"withdraw","seat":"heroes","at":9}`,
	`{"type":"mount","seat":"heroes","figure":"aldric","target":"horse"}`,
	`{"type":"dismount","seat":"heroes","figure":"aldric","to":[2,3]}`,
	`{"type":"reins","seat":"heroes","figure":"aldric","target":"horse"}`,
	`{"type":"unload","seat":"heroes","figure":"aldric","target":"horse","item":1}`,
	`{"type":"secondary_test","seat":"heroes","figure":"borgron","skill":"wood_carving"}`,
}

func TestDecodeCommand(t *testing.T) {
	want := []Command{
		Activate{Header: Header{Seat: Heroes, At: 3}, Figure: "shara"},
		Move{Header: Header{Seat: Heroes}, Figure: "shara", To: at(3, 4)},
		Move{Header: Header{Seat: Heroes}, Figure: "shara", To: at(3, 4), Path: []board.Pos{at(2, 3), at(3, 4)}, Ref: CornerNW},
		Face{Header: Header{Seat: Heroes}, Figure: "shara", Facing: board.NorthEast},
		Face{Header: Header{Seat: Heroes}, Figure: "shara", Facing: board.SouthWest},
		Run{Header: Header{Seat: Heroes}, Figure: "shara"},
		EndActivation{Header: Header{Seat: Heroes}, Figure: "shara"},
		EndTurn{Header: Header{Seat: Dark}},
		Answer{Header: Header{Seat: Heroes}, Prompt: 7, Option: OptionReroll},
		Answer{Header: Header{Seat: Heroes}, Option: OptionKeep},
		Reveal{Header: Header{Seat: Heroes}, Figure: "taeral", At: at(4, 0)},
		OpenDoor{Header: Header{Seat: Heroes}, Figure: "borgron", At: at(2, 3), Side: board.SideE},
		Jump{Header: Header{Seat: Heroes}, Figure: "taeral", To: at(4, 2)},
		Climb{Header: Header{Seat: Heroes}, Figure: "shara", To: at(2, 1)},
		Attack{Header: Header{Seat: Heroes}, Figure: "shara", Target: "orc", Item: -1},
		Attack{Header: Header{Seat: Heroes}, Figure: "shara", Target: "orc", Item: 1},
		Attack{Header: Header{Seat: Heroes}, Figure: "shara", Target: "orc", Item: 0, Thrust: true},
		Shoot{Header: Header{Seat: Heroes}, Figure: "taeral", Target: "orc", Item: 0},
		Shoot{Header: Header{Seat: Heroes}, Figure: "taeral", Target: "orc", Item: 1, Pair: true},
		Disengage{Header: Header{Seat: Heroes}, Figure: "borgron"},
		Wield{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 2},
		PickUp{Header: Header{Seat: Heroes}, Figure: "shara", Owner: "shara", Item: 0},
		Reload{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 1},
		SearchRoom{Header: Header{Seat: Heroes}, Figure: "taeral"},
		SearchSecretDoors{Header: Header{Seat: Heroes}, Figure: "taeral"},
		SearchElement{Header: Header{Seat: Heroes}, Figure: "shara", At: at(3, 1)},
		OpenChest{Header: Header{Seat: Heroes}, Figure: "borgron", At: at(5, 2)},
		PickLock{Header: Header{Seat: Heroes}, Figure: "borgron", At: at(2, 3), Side: board.SideE},
		DisarmTrap{Header: Header{Seat: Heroes}, Figure: "taeral", At: at(4, 1)},
		CloseDoor{Header: Header{Seat: Heroes}, Figure: "shara", At: at(2, 3), Side: board.SideS},
		SolveRiddle{Header: Header{Seat: Heroes}, Figure: "borgron", At: at(2, 3), Side: board.SideN, Door: true},
		SolveRiddle{Header: Header{Seat: Heroes}, Figure: "borgron", At: at(5, 2)},
		MoveFurniture{Header: Header{Seat: Heroes}, Figure: "shara", At: at(2, 1), Toward: board.East},
		Break{Header: Header{Seat: Heroes}, Figure: "shara", At: at(3, 1), Side: board.SideE, Door: true},
		Break{Header: Header{Seat: Heroes}, Figure: "borgron", At: at(5, 2)},
		WearArmour{Header: Header{Seat: Heroes}, Figure: "shara", Item: 2},
		Wear{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 3},
		TurnInvisible{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 3},
		Give{Header: Header{Seat: Heroes}, Figure: "shara", Item: 3, To: "borgron"},
		Drink{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 5},
		CoatWeapon{Header: Header{Seat: Heroes}, Figure: "shara", Item: 1},
		SearchCorpses{Header: Header{Seat: Heroes}, Figure: "taeral"},
		Cast{Header: Header{Seat: Heroes}, Figure: "borgron", Spell: "fireball", Target: "troll"},
		Cast{Header: Header{Seat: Dark}, Figure: "sorcerer", Spell: "bolt", Target: "shara", Aid: "magic_scroll"},
		Cast{Header: Header{Seat: Heroes}, Figure: "borgron", Spell: "fireball", Square: &board.Pos{X: 5, Y: 2}},
		EndSpell{Header: Header{Seat: Heroes}, Figure: "borgron", Spell: "skin_of_fire"},
		Drink{Header: Header{Seat: Heroes}, Figure: "aldren", Item: 0, Spell: "fireball"},
		Leave{Header: Header{Seat: Heroes}, Figure: "taeral"},
		Withdraw{Header: Header{Seat: Heroes, At: 9}},
		Mount{Header: Header{Seat: Heroes}, Figure: "aldric", Mount: "horse"},
		Dismount{Header: Header{Seat: Heroes}, Figure: "aldric", To: at(2, 3)},
		Reins{Header: Header{Seat: Heroes}, Figure: "aldric", Mount: "horse"},
		Unload{Header: Header{Seat: Heroes}, Figure: "aldric", Mount: "horse", Item: 1},
		SecondaryTest{Header: Header{Seat: Heroes}, Figure: "borgron", Skill: "wood_carving"},
	}
	for i, in := range goodCommands {
		c, err := DecodeCommand([]byte(in))
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		if !reflect.DeepEqual(c, want[i]) {
			t.Fatalf("%s: got %#v", in, c)
		}
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeCommand(b)
		if err != nil || !reflect.DeepEqual(back, c) {
			t.Fatalf("%s: re-encoded as %s, decoded as %#v (%v)", in, b, back, err)
		}
	}
}

func TestDecodeCommandRefuses(t *testing.T) {
	for _, in := range []string{
		``, `null`, `[]`, `"move"`, `{}`, `{"seat":"heroes"}`,
		`{"type":"fly","seat":"heroes"}`,
		`{"type":"end_turn"}`,
		`{"type":"end_turn","seat":"nobody"}`,
		`{"type":"end_turn","seat":null}`,
		`{"type":"end_turn","seat":"heroes","figure":"shara"}`,
		`{"type":"end_turn","seat":"heroes","colour":"red"}`,
		`{"type":"end_turn","seat":"heroes"} {}`,
		`{"type":"end_turn","seat":"heroes","at":-1}`,
		`{"type":"end_turn","seat":"heroes","at":1.5}`,
		`{"type":"end_turn","Seat":"heroes"}`,
		`{"type":"activate","seat":"heroes"}`,
		`{"type":"activate","seat":"heroes","figure":""}`,
		`{"type":"activate","seat":"heroes","figure":null}`,
		`{"type":"activate","seat":"heroes","figure":7}`,
		`{"type":"move","seat":"heroes","figure":"shara"}`,
		`{"type":"move","seat":"heroes","figure":"shara","to":null}`,
		`{"type":"move","seat":"heroes","figure":"shara","to":[-1,0]}`,
		`{"type":"move","seat":"heroes","figure":"shara","to":[1,99999]}`,
		`{"type":"move","seat":"heroes","figure":"shara","to":{"X":1,"Y":1,"Z":0}}`,
		`{"type":"move","seat":"heroes","figure":"shara","to":[1,1],"path":[]}`,
		`{"type":"move","seat":"heroes","figure":"shara","to":[1,1],"path":null}`,
		`{"type":"move","seat":"heroes","figure":"shara","to":[1,1],"ref":"middle"}`,
		`{"type":"move","seat":"heroes","figure":"shara","to":[1,1],"ref":""}`,
		`{"type":"face","seat":"heroes","figure":"shara"}`,
		`{"type":"face","seat":"heroes","figure":"shara","facing":"up"}`,
		`{"type":"face","seat":"heroes","figure":"shara","facing":8}`,
		`{"type":"face","seat":"heroes","figure":"shara","facing":null}`,
		`{"type":"answer","seat":"heroes"}`,
		`{"type":"answer","seat":"heroes","option":""}`,
		`{"type":"answer","seat":"heroes","option":"keep","prompt":-2}`,
		`{"type":"attack","seat":"heroes","figure":"shara"}`,
		`{"type":"attack","seat":"heroes","figure":"shara","target":""}`,
		`{"type":"attack","seat":"heroes","figure":"shara","target":"orc","item":-1}`,
		`{"type":"attack","seat":"heroes","figure":"shara","target":"orc","item":64}`,
		`{"type":"attack","seat":"heroes","figure":"shara","target":"orc","item":"axe"}`,
		`{"type":"shoot","seat":"heroes","figure":"shara","target":"orc","owner":"x"}`,
		`{"type":"wield","seat":"heroes","figure":"shara"}`,
		`{"type":"pick_up","seat":"heroes","figure":"shara","item":0}`,
		`{"type":"reload","seat":"heroes","figure":"shara","item":null}`,
		`{"type":"search_room","seat":"heroes"}`,
		`{"type":"search_room","seat":"heroes","figure":"taeral","square":[1,1]}`,
		`{"type":"search_secret_doors","seat":"heroes","figure":""}`,
		`{"type":"search_element","seat":"heroes","figure":"shara"}`,
		`{"type":"search_element","seat":"heroes","figure":"shara","square":[-1,1]}`,
		`{"type":"open_chest","seat":"heroes","figure":"shara","to":[1,1]}`,
		`{"type":"pick_lock","seat":"heroes","figure":"shara","square":[1,1]}`,
		`{"type":"pick_lock","seat":"heroes","figure":"shara","square":[1,1],"side":"up"}`,
		`{"type":"disarm_trap","seat":"heroes","figure":"shara","square":null}`,
		`{"type":"close_door","seat":"heroes","figure":"shara","square":[1,1],"side":7}`,
		`{"type":"solve_riddle","seat":"heroes","figure":"shara","square":[1,1],"side":null}`,
		`{"type":"solve_riddle","seat":"heroes","figure":"shara","side":"east"}`,
		`{"type":"move_furniture","seat":"heroes","figure":"shara","square":[1,1]}`,
		`{"type":"move_furniture","seat":"heroes","figure":"shara","square":[1,1],"toward":"up"}`,
		`{"type":"move_furniture","seat":"heroes","figure":"shara","square":[1,1],"toward":9}`,
		`{"type":"cast","seat":"heroes","figure":"borgron","spell":"fireball"}`,
		`{"type":"cast","seat":"heroes","figure":"borgron","target":"troll"}`,
		`{"type":"cast","seat":"heroes","figure":"borgron","spell":"","target":"troll"}`,
		`{"type":"cast","seat":"heroes","figure":"borgron","spell":"fireball","target":"troll","aid":""}`,
		`{"type":"cast","seat":"heroes","figure":"borgron","spell":"fireball","target":"troll","aid":null}`,
		`{"type":"cast","seat":"heroes","figure":"borgron","spell":7,"target":"troll"}`,
		`{"type":"cast","seat":"heroes","figure":"borgron","spell":"fireball","target":"troll","to":[1,1]}`,
		`{"type":"cast","seat":"heroes","figure":"borgron","spell":"fireball","target":"troll","square":[1,1]}`,
		`{"type":"cast","seat":"heroes","figure":"borgron","spell":"fireball","square":null}`,
		`{"type":"cast","seat":"heroes","figure":"borgron","spell":"fireball","square":[-1,1]}`,
		`{"type":"end_spell","seat":"heroes","figure":"borgron"}`,
		`{"type":"end_spell","seat":"heroes","figure":"borgron","spell":"x","target":"y"}`,
		`{"type":"drink","seat":"heroes","figure":"aldren","item":0,"spell":""}`,
		`{"type":"drink","seat":"heroes","figure":"aldren","item":0,"spell":null}`,
	} {
		c, err := DecodeCommand([]byte(in))
		var re *RuleError
		if err == nil || !errors.As(err, &re) || re.Code != CodeBadCommand || re.Reason.Es == "" {
			t.Errorf("%s: got %#v, %v", in, c, err)
		}
	}
}

// Any command survives encoding and decoding.
func TestCommandRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := genCommand(t)
		b, err := EncodeCommand(c)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeCommand(b)
		if err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if !reflect.DeepEqual(back, c) {
			t.Fatalf("%s decoded as %#v, want %#v", b, back, c)
		}
	})
}

func genCommand(t *rapid.T) Command {
	h := Header{Seat: Side(rapid.IntRange(0, 1).Draw(t, "seat")), At: rapid.Uint64().Draw(t, "at")}
	id := rapid.StringMatching(`[a-z0-9_]{1,12}`).Draw(t, "id")
	pos := func(label string) board.Pos {
		return board.Pos{X: rapid.IntRange(0, maxCoord-1).Draw(t, label+"x"), Y: rapid.IntRange(0, maxCoord-1).Draw(t, label+"y")}
	}
	item := rapid.IntRange(-1, maxItems-1).Draw(t, "item")
	word := func(label string, min int) string {
		return rapid.StringMatching(`[a-z_]{`+itoa(min)+`,12}`).Draw(t, label)
	}
	switch rapid.IntRange(0, 51).Draw(t, "type") {
	case 51:
		return SecondaryTest{Header: h, Figure: id, Skill: word("skill", 1)}
	case 50:
		return Unload{Header: h, Figure: id, Mount: id + "m", Item: max(item, 0)}
	case 49:
		return Reins{Header: h, Figure: id, Mount: id + "m"}
	case 48:
		return Dismount{Header: h, Figure: id, To: pos("to")}
	case 47:
		return Mount{Header: h, Figure: id, Mount: id + "m"}
	case 46:
		return Carry{Header: h, Figure: id, Target: word("body", 1), Helper: word("helper", 0)}
	case 45:
		return AttemptChallenge{Header: h, Figure: id, Target: word("challenge", 1)}
	case 39:
		return DrawCard{Header: h, Deck: word("deck", 1)}
	case 40:
		return DiscardCard{Header: h, Card: word("card", 1)}
	case 41:
		c := PlayCard{Header: h, Card: word("card", 1), Target: word("target", 0)}
		for k := rapid.IntRange(0, 3).Draw(t, "spawns"); k > 0; k-- {
			c.Spawns = append(c.Spawns, Spawn{Kind: word("kind", 1), Level: word("level", 0), At: pos("spawn"), Facing: board.Dir(rapid.IntRange(0, 7).Draw(t, "sfacing"))})
		}
		return c
	case 43:
		return TakeWeapon{Header: h, Figure: id, Item: max(item, 0)}
	case 44:
		return SearchHero{Header: h, Figure: id, Body: id + "b"}
	case 42:
		return PlaceLeader{Header: h, At: pos("to"), Facing: board.Dir(rapid.IntRange(0, 7).Draw(t, "facing")),
			Upgrades: nilIfEmpty(rapid.SliceOfN(rapid.StringMatching(`[a-z]{1,6}`), 0, 2).Draw(t, "upgrades"))}
	case 36:
		c := Cast{Header: h, Figure: id, Spell: word("spell", 1), Target: word("target", 1), Aid: word("aid", 0)}
		if rapid.Bool().Draw(t, "square") {
			p := pos("square")
			c.Target, c.Square = "", &p
		}
		return c
	case 37:
		return EndSpell{Header: h, Figure: id, Spell: word("spell", 1)}
	case 38:
		return Drink{Header: h, Figure: id, Item: max(item, 0), Spell: word("spell", 0)}
	case 30:
		return WearArmour{Header: h, Figure: id, Item: max(item, 0)}
	case 31:
		return Give{Header: h, Figure: id, Item: max(item, 0), To: id + "t"}
	case 32:
		return Drink{Header: h, Figure: id, Item: max(item, 0)}
	case 33:
		return SearchCorpses{Header: h, Figure: id}
	case 34:
		return Leave{Header: h, Figure: id}
	case 35:
		return Withdraw{Header: h}
	case 28:
		return Break{Header: h, Figure: id, At: pos("square")}
	case 29:
		return Break{Header: h, Figure: id, At: pos("square"), Side: board.Side(rapid.IntRange(0, 3).Draw(t, "side")), Door: true}
	case 11:
		return Attack{Header: h, Figure: id, Target: id + "t", Item: item}
	case 12:
		return Shoot{Header: h, Figure: id, Target: id + "t", Item: item}
	case 13:
		return Disengage{Header: h, Figure: id}
	case 14:
		return Wield{Header: h, Figure: id, Item: max(item, 0)}
	case 15:
		return PickUp{Header: h, Figure: id, Owner: id + "o", Item: max(item, 0)}
	case 16:
		return Reload{Header: h, Figure: id, Item: max(item, 0)}
	case 17:
		return Swim{Header: h, Figure: id}
	case 27:
		return MoveFurniture{Header: h, Figure: id, At: pos("square"), Toward: board.Dir(rapid.IntRange(0, 7).Draw(t, "toward"))}
	case 25:
		return SolveRiddle{Header: h, Figure: id, At: pos("square"), Side: board.Side(rapid.IntRange(0, 3).Draw(t, "side")), Door: true}
	case 26:
		return SolveRiddle{Header: h, Figure: id, At: pos("square")}
	case 18:
		return SearchRoom{Header: h, Figure: id}
	case 19:
		return SearchSecretDoors{Header: h, Figure: id}
	case 20:
		return SearchElement{Header: h, Figure: id, At: pos("square")}
	case 21:
		return OpenChest{Header: h, Figure: id, At: pos("square")}
	case 22:
		return PickLock{Header: h, Figure: id, At: pos("square"), Side: board.Side(rapid.IntRange(0, 3).Draw(t, "side"))}
	case 23:
		return DisarmTrap{Header: h, Figure: id, At: pos("square")}
	case 24:
		return CloseDoor{Header: h, Figure: id, At: pos("square"), Side: board.Side(rapid.IntRange(0, 3).Draw(t, "side"))}
	case 0:
		return Activate{Header: h, Figure: id}
	case 1:
		m := Move{Header: h, Figure: id, To: pos("to"), Ref: Corner(rapid.IntRange(0, 4).Draw(t, "ref"))}
		for k := rapid.IntRange(0, 4).Draw(t, "path"); k > 0; k-- {
			m.Path = append(m.Path, pos("path"))
		}
		return m
	case 2:
		return Face{Header: h, Figure: id, Facing: board.Dir(rapid.IntRange(0, 7).Draw(t, "facing"))}
	case 3:
		return Run{Header: h, Figure: id}
	case 4:
		return EndActivation{Header: h, Figure: id}
	case 7:
		return Reveal{Header: h, Figure: id, At: pos("square")}
	case 8:
		return OpenDoor{Header: h, Figure: id, At: pos("square"), Side: board.Side(rapid.IntRange(0, 3).Draw(t, "side"))}
	case 5:
		return EndTurn{Header: h}
	case 9:
		return Jump{Header: h, Figure: id, To: pos("to")}
	case 10:
		return Climb{Header: h, Figure: id, To: pos("to")}
	}
	return Answer{Header: h, Prompt: rapid.Uint64().Draw(t, "prompt"), Option: id}
}

// FuzzDecodeCommand: any input gives a command or a bad_command refusal,
// never a panic; a decoded command re-encodes to itself.
func FuzzDecodeCommand(f *testing.F) {
	for _, c := range goodCommands {
		f.Add([]byte(c))
	}
	f.Add([]byte(`{"type":"move","seat":"dark","figure":"troll","to":[4,1],"ref":"se","path":[[5,2]]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := DecodeCommand(data)
		if err != nil {
			var re *RuleError
			if !errors.As(err, &re) || re.Code != CodeBadCommand || re.Reason.En == "" || re.Reason.Es == "" {
				t.Fatalf("error %v is not a bad_command RuleError", err)
			}
			return
		}
		b, err := EncodeCommand(c)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeCommand(b)
		if err != nil || !reflect.DeepEqual(back, c) {
			t.Fatalf("%q decoded as %#v, re-encoded as %s, decoded as %#v (%v)", data, c, b, back, err)
		}
	})
}

// fuzzStates are fixed positions the fuzzer plays commands on: the start,
// an activation among enemies, an open prompt, a Large figure in a corridor.
func fuzzStates(t testing.TB) []State {
	g := parseMap(t,
		"##########",
		"....~.....",
		"..T...W...",
		"....2+....",
		".....#....",
		"..........",
	)
	borgron := heroFig("borgron", 2, 1, 4, 1)
	borgron.Spells = []Spell{fireball(1, 0), skinSpell(), holdSpell()}
	borgron.EditAttrs().Mana = 6
	borgron.EditAttrs().Intelligence = 4
	borgron.Spells[0].Casts, borgron.ManaUsed = 1, 2
	borgron.Items = []Item{manaPotion()}
	figs := []Figure{
		heroFig("shara", 1, 1, 5, 2), borgron,
		fig("orc", Dark, SizeAverage, 3, 1, 4), fig("troll", Dark, SizeLarge, 7, 4, 6),
		fig("goblin", Dark, SizeSmall, 0, 5, 5),
	}
	s0 := newState(t, g, figs...)
	s1, _ := play(t, s0, nil, activate(Heroes, "borgron"))
	s2, _ := play(t, s0, []int{1, 1}, activate(Heroes, "shara"), run(Heroes, "shara"))
	s3, _ := play(t, s0, nil, endTurn(Heroes), activate(Dark, "troll"))
	s4, _ := play(t, borgronRoom(t), nil, activate(Heroes, "borgron"))
	s5, _ := play(t, searchRoom(t, explorer("taeral", 4, 1), explorer("shara", 5, 2)), nil, activate(Heroes, "taeral"))
	traps := trapCorridor(t, explorer("taeral", 2, 1), explorer("shara", 2, 0))
	traps.Explore.Traps = append(traps.Explore.Traps, Trap{Kind: "needle", At: at(1, 0), Detect: 9, Disarm: 6, Dice: 2, Dormant: true})
	s6, _ := play(t, traps, nil, activate(Heroes, "taeral"))
	// The same position with skills: Borgron with a greatsword and three
	// active attack skills, a Fearsome orc with reactions.
	figs[1] = skilled(armed(figs[1], greatsword()), "brutal_blow", "dirty_fighter", "mighty_blow")
	figs[2] = skilled(figs[2], "foresight", "dirty_fighter", "fearsome")
	figs[3] = skilled(figs[3], "large", "fearsome", "regeneration")
	s7, _ := play(t, newState(t, g, figs...), nil, activate(Heroes, "borgron"))
	// The Dark Player's cards: his turn with a hand, a trap question, a
	// section being revealed.
	s8 := darkTurn(t, dpState(t, []string{"ambush", "iron_skin", "fortune", "stake"}, explorer("taeral", 0, 0)))
	s9, _ := play(t, dpState(t, []string{"stake", "wandering"}, explorer("taeral", 6, 0)), nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0))
	s10, _ := play(t, s9, nil, answer(Dark, OptionPass))
	return []State{s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10}
}

// FuzzApplyCommand: any decoded command applied to the fixed states never
// panics; a refusal leaves the state as it was, and an accepted command
// leaves a state that still passes Check.
func FuzzApplyCommand(f *testing.F) {
	for _, c := range goodCommands {
		f.Add([]byte(c), uint8(0), uint8(3))
	}
	for _, c := range []string{
		`{"type":"move","seat":"heroes","figure":"borgron","to":[2,2]}`,
		`{"type":"move","seat":"heroes","figure":"borgron","to":[1,2],"path":[[1,2]]}`,
		`{"type":"answer","seat":"heroes","option":"reroll"}`,
		`{"type":"move","seat":"dark","figure":"troll","to":[7,2],"ref":"ne"}`,
		`{"type":"move","seat":"dark","figure":"troll","to":[3,4],"path":[[6,4],[5,4],[4,4]]}`,
		`{"type":"run","seat":"dark","figure":"troll"}`,
		`{"type":"open_door","seat":"heroes","figure":"borgron","square":[3,1],"side":"east"}`,
		`{"type":"cast","seat":"heroes","figure":"borgron","spell":"fireball","target":"troll"}`,
		`{"type":"cast","seat":"heroes","figure":"borgron","spell":"fireball","square":[5,1]}`,
		`{"type":"cast","seat":"heroes","figure":"borgron","spell":"skin","target":"borgron"}`,
		`{"type":"cast","seat":"heroes","figure":"borgron","spell":"hold","target":"goblin"}`,
		`{"type":"end_spell","seat":"heroes","figure":"borgron","spell":"skin"}`,
		`{"type":"drink","seat":"heroes","figure":"borgron","item":0,"spell":"fireball"}`,
		`{"type":"search_room","seat":"heroes","figure":"taeral"}`,
		`{"type":"search_secret_doors","seat":"heroes","figure":"taeral"}`,
		`{"type":"open_chest","seat":"heroes","figure":"taeral","square":[4,2]}`,
		`{"type":"break","seat":"heroes","figure":"taeral","square":[4,2]}`,
		`{"type":"break","seat":"heroes","figure":"taeral","square":[5,2],"side":"east"}`,
		`{"type":"open_chest","seat":"heroes","figure":"taeral","square":[1,0]}`,
		`{"type":"disarm_trap","seat":"heroes","figure":"taeral","square":[3,1]}`,
		`{"type":"move","seat":"heroes","figure":"taeral","to":[5,1]}`,
		`{"type":"solve_riddle","seat":"heroes","figure":"taeral","square":[4,2]}`,
		`{"type":"move_furniture","seat":"heroes","figure":"taeral","square":[4,2],"toward":"W"}`,
		`{"type":"close_door","seat":"heroes","figure":"taeral","square":[5,2],"side":"east"}`,
		`{"type":"attack","seat":"heroes","figure":"borgron","target":"orc","skills":["brutal_blow","dirty_fighter"]}`,
		`{"type":"attack","seat":"dark","figure":"troll","target":"shara","skills":["mighty_blow"]}`,
		`{"type":"answer","seat":"dark","option":"skills:foresight"}`,
		`{"type":"draw_card","seat":"dark","deck":"obstacles_powers"}`,
		`{"type":"discard_card","seat":"dark","card":"fortune"}`,
		`{"type":"answer","seat":"dark","option":"play:stake"}`,
		`{"type":"play_card","seat":"dark","card":"wandering","spawns":[{"kind":"orc","at":[10,1],"facing":6}]}`,
		`{"type":"play_card","seat":"dark","card":"ambush","spawns":[{"kind":"orc","at":[10,1],"facing":6},{"kind":"archer","at":[10,3],"facing":6}]}`,
		`{"type":"place_leader","seat":"dark","to":[10,2],"facing":"W"}`,
	} {
		f.Add([]byte(c), uint8(1), uint8(4))
		f.Add([]byte(c), uint8(2), uint8(6))
		f.Add([]byte(c), uint8(3), uint8(1))
		f.Add([]byte(c), uint8(4), uint8(2))
		f.Add([]byte(c), uint8(5), uint8(5))
		f.Add([]byte(c), uint8(6), uint8(3))
	}
	states := fuzzStates(f)
	f.Fuzz(func(t *testing.T, data []byte, which, die uint8) {
		c, err := DecodeCommand(data)
		if err != nil {
			return
		}
		s := states[int(which)%len(states)]
		before := s.Clone()
		h := s.Hash()
		d := int(die%6) + 1
		n, evs, err := Apply(s, c, dice.Scripted(d, 7-d, d))
		if s.Hash() != h || !reflect.DeepEqual(s, before) {
			t.Fatal("Apply changed its input")
		}
		if err != nil {
			var re *RuleError
			if !errors.As(err, &re) || re.Code == "" || re.Reason.En == "" || re.Reason.Es == "" {
				t.Fatalf("error %v is not a RuleError with reasons", err)
			}
			if n.Hash() != h || len(evs) != 0 {
				t.Fatal("a refusal changed the state or reported events")
			}
			return
		}
		if n.Version != s.Version+1 {
			t.Fatalf("version %d after %d", n.Version, s.Version)
		}
		if err := n.Check(); err != nil {
			t.Fatalf("%s left a broken state: %v", data, err)
		}
	})
}
