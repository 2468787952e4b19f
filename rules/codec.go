package rules

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"dun/board"
)

// Limits on what a command may carry, so a decoded command is always small.
const (
	maxCoord   = 1 << 12
	maxPath    = 512
	maxIDLen   = 64
	maxCommand = 64 << 10
	// maxDeclaredSkills bounds the active skills one command declares.
	maxDeclaredSkills = 8
)

// wire is the JSON shape shared by every command. Pointer fields tell a
// missing field from a zero one.
type wire struct {
	Type   string          `json:"type"`
	Seat   *Side           `json:"seat,omitempty"`
	At     *uint64         `json:"at,omitempty"`
	Figure *string         `json:"figure,omitempty"`
	To     *board.Pos      `json:"to,omitempty"`
	Path   []board.Pos     `json:"path,omitempty"`
	Ref    *string         `json:"ref,omitempty"`
	Facing json.RawMessage `json:"facing,omitempty"`
	Prompt *uint64         `json:"prompt,omitempty"`
	Option *string         `json:"option,omitempty"`
	At2    *board.Pos      `json:"square,omitempty"`
	Side   *string         `json:"side,omitempty"`
	Spell  *string         `json:"spell,omitempty"`
	Target *string         `json:"target,omitempty"`
	Aid    *string         `json:"aid,omitempty"`
	Item   *int            `json:"item,omitempty"`
	Owner  *string         `json:"owner,omitempty"`
	Toward json.RawMessage `json:"toward,omitempty"`
	Skills []string        `json:"skills,omitempty"`
	// The Dark Player's cards (darkcard_play.go).
	Card     *string  `json:"card,omitempty"`
	Deck     *string  `json:"deck,omitempty"`
	Spawns   []Spawn  `json:"spawns,omitempty"`
	Upgrades []string `json:"upgrades,omitempty"`
	// Equipment: the Equipment cards place_leader buys (objects.go).
	Equipment []string `json:"equipment,omitempty"`
	// Skill and Targets: a skill Action (skill_action.go); Skill alone: a
	// secondary skill's test (secondary.go).
	Skill   *string  `json:"skill,omitempty"`
	Targets []string `json:"targets,omitempty"`
	Purpose *string  `json:"purpose,omitempty"`
	// FirstEdition: improve_leader by the earlier edition's ADP.
	FirstEdition bool `json:"first_edition,omitempty"`
	// Thrust: an attack that thrusts (bastard sword); Pair: a shot that
	// throws two at once (shuriken).
	Thrust bool `json:"thrust,omitempty"`
	Pair   bool `json:"pair,omitempty"`
}

// The fields each type accepts beyond type, seat and at; a field marked
// true is required.
var commandFields = map[string]map[string]bool{
	TypeActivate:        {"figure": true},
	TypeMove:            {"figure": true, "to": true, "path": false, "ref": false},
	TypeFace:            {"figure": true, "facing": true},
	TypeRun:             {"figure": true},
	TypeEndActivation:   {"figure": true},
	TypeEndTurn:         {},
	TypeLeave:           {"figure": true},
	TypeMount:           {"figure": true, "target": true},
	TypeDismount:        {"figure": true, "to": true},
	TypeReins:           {"figure": true, "target": true},
	TypeUnload:          {"figure": true, "target": true, "item": true},
	TypeWithdraw:        {},
	TypeAnswer:          {"option": true, "prompt": false},
	TypeReveal:          {"figure": true, "square": true},
	TypeOpenDoor:        {"figure": true, "square": true, "side": true},
	TypeJump:            {"figure": true, "to": true},
	TypeClimb:           {"figure": true, "to": true},
	TypeSwim:            {"figure": true},
	TypeCast:            {"figure": true, "spell": true, "target": false, "square": false, "aid": false},
	TypeEndSpell:        {"figure": true, "spell": true},
	TypeDrink:           {"figure": true, "item": true, "spell": false},
	TypeAttack:          {"figure": true, "target": true, "item": false, "skills": false, "thrust": false},
	TypeShoot:           {"figure": true, "target": true, "item": false, "skills": false, "pair": false},
	TypeDisengage:       {"figure": true},
	TypeWield:           {"figure": true, "item": true},
	TypePickUp:          {"figure": true, "owner": true, "item": true},
	TypeReload:          {"figure": true, "item": true},
	TypeSearchRoom:      {"figure": true},
	TypeSearchSecret:    {"figure": true},
	TypeSearchElement:   {"figure": true, "square": true},
	TypeOpenChest:       {"figure": true, "square": true},
	TypePickLock:        {"figure": true, "square": true, "side": true},
	TypeDisarmTrap:      {"figure": true, "square": true},
	TypeCloseDoor:       {"figure": true, "square": true, "side": true},
	TypeSolveRiddle:     {"figure": true, "square": true, "side": false},
	TypeMoveFurniture:   {"figure": true, "square": true, "toward": true},
	TypeBreak:           {"figure": true, "square": true, "side": false},
	TypeArmour:          {"figure": true, "item": true},
	TypeGive:            {"figure": true, "item": true, "target": true},
	TypeSearchCorpses:   {"figure": true},
	TypeDrawCard:        {"deck": true},
	TypeDiscardCard:     {"card": true},
	TypePlayCard:        {"card": true, "target": false, "spawns": false},
	TypePlaceLeader:     {"to": true, "facing": true, "upgrades": false, "equipment": false},
	TypeSkillAction:     {"figure": true, "skill": true, "targets": false},
	TypeDarkRoll:        {"purpose": true},
	TypeSteal:           {"figure": true, "target": true},
	TypeEscapeNet:       {"figure": true},
	TypeBreakSeal:       {"figure": true, "square": true, "side": false},
	TypeReappear:        {"figure": true, "to": true, "facing": true},
	TypeTakeExtraSkills: {"figure": true},
	TypeImproveLeader:   {"first_edition": false},
	TypeTakeExtraAction: {"figure": true},
	TypeLiftPortcullis:  {"figure": true, "square": true, "side": true},
	TypeClearRubble:     {"figure": true, "square": true},
}

// maxSpawns bounds the creatures one command places, maxSpawnItems the
// items bought for one of them (page 103).
const (
	maxSpawns     = 32
	maxSpawnItems = 8
)

func badCommand(en, es string, args ...any) *RuleError {
	return refuse(CodeBadCommand, "bad command: "+en, "orden incorrecta: "+es, args...)
}

// DecodeCommand reads one command from its JSON form:
//
//	{"type":"activate","seat":"heroes","at":3,"figure":"shara"}
//	{"type":"move","seat":"heroes","figure":"shara","to":[3,4],
//	 "path":[[2,3],[3,4]],"ref":"nw"}
//	{"type":"face","seat":"heroes","figure":"shara","facing":"NE"}
//	{"type":"run","seat":"heroes","figure":"shara"}
//	{"type":"end_activation","seat":"heroes","figure":"shara"}
//	{"type":"end_turn","seat":"dark"}
//	{"type":"answer","seat":"heroes","prompt":7,"option":"reroll"}
//	{"type":"reveal","seat":"heroes","figure":"taeral","square":[4,0]}
//	{"type":"open_door","seat":"heroes","figure":"borgron","square":[2,3],"side":"east"}
//	{"type":"jump","seat":"heroes","figure":"taeral","to":[4,2]}
//	{"type":"flying_jump","seat":"heroes","figure":"shara","target":"orc1","to":[4,2]}
//	{"type":"climb","seat":"heroes","figure":"shara","to":[2,1]}
//	{"type":"swim","seat":"heroes","figure":"borgron"}
//	{"type":"cast","seat":"heroes","figure":"borgron","spell":"fireball","target":"troll","aid":"magic_scroll"}
//	{"type":"cast","seat":"heroes","figure":"borgron","spell":"fireball","square":[5,2]}
//	{"type":"end_spell","seat":"heroes","figure":"borgron","spell":"skin_of_fire"}
//	{"type":"drink","seat":"heroes","figure":"aldren","item":3,"spell":"fireball"}
//	{"type":"attack","seat":"heroes","figure":"shara","target":"orc1","item":0}
//	{"type":"shoot","seat":"heroes","figure":"taeral","target":"orc1"}
//	{"type":"disengage","seat":"heroes","figure":"borgron"}
//	{"type":"steal","seat":"dark","figure":"goblin-dp1","target":"taeral"}
//	{"type":"take_extra_skills","seat":"dark","figure":"troll-dp3"}
//	{"type":"improve_leader","seat":"dark"}
//	{"type":"clear_rubble","seat":"heroes","figure":"borgron","square":[5,1]}
//	{"type":"lift_portcullis","seat":"heroes","figure":"borgron","square":[5,0],"side":"east"}
//	{"type":"take_extra_action","seat":"dark","figure":"goblin_chief-0"}
//	{"type":"escape_net","seat":"heroes","figure":"taeral"}
//	{"type":"reappear","seat":"dark","figure":"orc-dp1","to":[9,3],"facing":"W"}
//	{"type":"break_seal","seat":"heroes","figure":"maeliss","square":[2,3],"side":"east"}
//	{"type":"wield","seat":"heroes","figure":"borgron","item":1}
//	{"type":"pick_up","seat":"heroes","figure":"shara","owner":"shara","item":0}
//	{"type":"reload","seat":"heroes","figure":"borgron","item":1}
//	{"type":"armour","seat":"heroes","figure":"shara","item":2}
//	{"type":"wear","seat":"heroes","figure":"taeral","item":3}
//	{"type":"turn_invisible","seat":"heroes","figure":"taeral","item":3}
//	{"type":"give","seat":"heroes","figure":"shara","item":3,"target":"borgron"}
//	{"type":"drink","seat":"heroes","figure":"borgron","item":5}
//	{"type":"use_item","seat":"heroes","figure":"aldren","item":0,"target":"orc1"}
//	{"type":"use_item","seat":"heroes","figure":"shara","item":2}
//	{"type":"use_item","seat":"heroes","figure":"nariant","item":3,"target":"skeleton","skills":["expert_thrower"]}
//	{"type":"search_corpses","seat":"heroes","figure":"taeral"}
//	{"type":"search_room","seat":"heroes","figure":"taeral"}
//	{"type":"search_secret_doors","seat":"heroes","figure":"taeral"}
//	{"type":"search_element","seat":"heroes","figure":"shara","square":[3,1]}
//	{"type":"open_chest","seat":"heroes","figure":"borgron","square":[5,2]}
//	{"type":"pick_lock","seat":"heroes","figure":"borgron","square":[2,3],"side":"east"}
//	{"type":"disarm_trap","seat":"heroes","figure":"taeral","square":[4,1]}
//	{"type":"close_door","seat":"heroes","figure":"shara","square":[2,3],"side":"east"}
//	{"type":"solve_riddle","seat":"heroes","figure":"borgron","square":[2,3],"side":"east"}
//	{"type":"solve_riddle","seat":"heroes","figure":"borgron","square":[5,2]}
//	{"type":"move_furniture","seat":"heroes","figure":"shara","square":[2,1],"toward":"E"}
//	{"type":"break","seat":"heroes","figure":"shara","square":[2,3],"side":"east"}
//	{"type":"break","seat":"heroes","figure":"borgron","square":[5,2]}
//	{"type":"draw_card","seat":"dark","deck":"encounters"}
//	{"type":"discard_card","seat":"dark","card":"fortune"}
//	{"type":"play_card","seat":"dark","card":"iron_skin","target":"orc-1"}
//	{"type":"play_card","seat":"dark","card":"ambush","spawns":[{"kind":"orc_warrior","level":"grunt","at":[4,2],"facing":4}]}
//	{"type":"place_leader","seat":"dark","to":[9,3],"facing":"S","upgrades":["shield"],"equipment":["healing_potion"]}
//	{"type":"skill_action","seat":"dark","figure":"troll","skill":"trampling"}
//	{"type":"skill_action","seat":"dark","figure":"troll","skill":"sweep","targets":["shara","borgron"]}
//	{"type":"secondary_test","seat":"heroes","figure":"borgron","skill":"wood_carving"}
//
// "seat" is required; "at" is optional. Unknown types and fields, missing
// required fields, fields that do not belong to the type, trailing data and
// out-of-range values are refused with a CodeBadCommand RuleError. It never
// panics.
func DecodeCommand(data []byte) (Command, error) {
	c, err := decodeCommand(data)
	return c, settled(err)
}

func decodeCommand(data []byte) (Command, error) {
	if len(data) > maxCommand {
		return nil, badCommand("%d bytes is too long (at most %d)", "%d bytes es demasiado largo (como mucho %d)", len(data), maxCommand)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, badCommand("not a JSON object: %v", "no es un objeto JSON: %v", err.Error())
	}
	if raw == nil {
		return nil, badCommand("not a JSON object", "no es un objeto JSON")
	}
	var typ string
	if t, ok := raw["type"]; !ok {
		return nil, badCommand(`missing "type"`, `falta "type"`)
	} else if err := json.Unmarshal(t, &typ); err != nil {
		return nil, badCommand(`"type" must be a string`, `"type" debe ser una cadena`)
	}
	allowed, ok := commandFields[typ]
	if !ok {
		return nil, badCommand("unknown type %q", "tipo desconocido %q", typ)
	}
	for k := range raw {
		if k == "type" || k == "seat" || k == "at" {
			continue
		}
		if _, ok := allowed[k]; !ok {
			return nil, badCommand("field %q does not belong to %q", "el campo %q no corresponde a %q", k, typ)
		}
	}
	var w wire
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return nil, badCommand("%v", "%v", err.Error())
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, badCommand("data after the command", "datos tras la orden")
	}
	// The strict decoder matches field names without regard to case; the
	// check above wants them exact, so a field spelt otherwise is refused.
	for k, req := range allowed {
		if _, ok := raw[k]; req && !ok {
			return nil, badCommand("%q needs %q", "%q necesita %q", typ, k)
		}
	}
	if _, ok := raw["seat"]; !ok || w.Seat == nil {
		return nil, badCommand(`missing "seat"`, `falta "seat"`)
	}
	h := Header{Seat: *w.Seat}
	if w.At != nil {
		h.At = *w.At
	}
	var fig string
	if _, need := allowed["figure"]; need {
		if w.Figure == nil {
			return nil, badCommand(`"figure" must be a string`, `"figure" debe ser una cadena`)
		}
		fig = *w.Figure
		if err := checkID("figure", fig); err != nil {
			return nil, err
		}
	}
	item := -1
	if _, ok := raw["item"]; ok {
		if w.Item == nil || *w.Item < 0 || *w.Item >= maxItems {
			return nil, badCommand(`"item" must be a number from 0 to %d`, `"item" debe ser un número de 0 a %d`, maxItems-1)
		}
		item = *w.Item
	}
	if len(w.Skills) > maxDeclaredSkills {
		return nil, badCommand(`"skills" lists at most %d skills`, `"skills" enumera como mucho %d habilidades`, maxDeclaredSkills)
	}
	for _, sk := range w.Skills {
		if err := checkID("skills", sk); err != nil {
			return nil, err
		}
	}
	var target string
	if _, given := raw["target"]; given {
		if w.Target == nil {
			return nil, badCommand(`"target" must be a string`, `"target" debe ser una cadena`)
		}
		target = *w.Target
		if err := checkID("target", target); err != nil {
			return nil, err
		}
	}
	switch typ {
	case TypeDarkRoll:
		if w.Purpose == nil {
			return nil, badCommand(`"purpose" must be a string`, `"purpose" debe ser una cadena`)
		}
		if err := checkID("purpose", *w.Purpose); err != nil {
			return nil, err
		}
		return DarkRoll{Header: h, Purpose: *w.Purpose}, nil
	case TypeDrawCard, TypeDiscardCard, TypePlayCard:
		return decodeCardCommand(typ, h, w, target)
	case TypePlaceLeader:
		if w.To == nil {
			return nil, badCommand(`"to" must be a square`, `"to" debe ser una casilla`)
		}
		if err := checkPos("to", *w.To); err != nil {
			return nil, err
		}
		d, err := decodeDir(w.Facing)
		if err != nil {
			return nil, err
		}
		if len(w.Upgrades) > maxSpawns {
			return nil, badCommand(`"upgrades" lists at most %d upgrades`, `"upgrades" enumera como mucho %d mejoras`, maxSpawns)
		}
		for _, u := range w.Upgrades {
			if err := checkID("upgrades", u); err != nil {
				return nil, err
			}
		}
		if len(w.Equipment) > maxSpawnItems {
			return nil, badCommand(`"equipment" lists at most %d items`, `"equipment" enumera como mucho %d objetos`, maxSpawnItems)
		}
		for _, id := range w.Equipment {
			if err := checkID("equipment", id); err != nil {
				return nil, err
			}
		}
		return PlaceLeader{Header: h, At: *w.To, Facing: d, Upgrades: w.Upgrades, Equipment: w.Equipment}, nil
	case TypeActivate:
		return Activate{Header: h, Figure: fig}, nil
	case TypeReappear:
		if w.To == nil {
			return nil, badCommand(`"to" must be a square`, `"to" debe ser una casilla`)
		}
		if err := checkPos("to", *w.To); err != nil {
			return nil, err
		}
		d, err := decodeDir(w.Facing)
		if err != nil {
			return nil, err
		}
		return Reappear{Header: h, Figure: fig, At: *w.To, Facing: d}, nil
	case TypeSkillAction:
		return decodeSkillAction(h, fig, w)
	case TypeAttack:
		return Attack{Header: h, Figure: fig, Target: target, Item: item, Skills: w.Skills, Thrust: w.Thrust}, nil
	case TypeShoot:
		return Shoot{Header: h, Figure: fig, Target: target, Item: item, Skills: w.Skills, Pair: w.Pair}, nil
	case TypeDisengage:
		return Disengage{Header: h, Figure: fig}, nil
	case TypeSteal:
		return Steal{Header: h, Figure: fig, Target: target}, nil
	case TypeEscapeNet:
		return EscapeNet{Header: h, Figure: fig}, nil
	case TypeArmour:
		return WearArmour{Header: h, Figure: fig, Item: item}, nil
	case TypeGive:
		return Give{Header: h, Figure: fig, Item: item, To: target}, nil
	case TypeSearchCorpses:
		return SearchCorpses{Header: h, Figure: fig}, nil
	case TypeWield:
		return Wield{Header: h, Figure: fig, Item: item}, nil
	case TypeReload:
		return Reload{Header: h, Figure: fig, Item: item}, nil
	case TypePickUp:
		if w.Owner == nil {
			return nil, badCommand(`"owner" must be a string`, `"owner" debe ser una cadena`)
		}
		if err := checkID("owner", *w.Owner); err != nil {
			return nil, err
		}
		return PickUp{Header: h, Figure: fig, Owner: *w.Owner, Item: item}, nil
	case TypeJump, TypeClimb:
		if w.To == nil {
			return nil, badCommand(`"to" must be a square`, `"to" debe ser una casilla`)
		}
		if err := checkPos("to", *w.To); err != nil {
			return nil, err
		}
		if typ == TypeJump {
			return Jump{Header: h, Figure: fig, To: *w.To}, nil
		}
		return Climb{Header: h, Figure: fig, To: *w.To}, nil
	case TypeMove:
		m := Move{Header: h, Figure: fig}
		if w.To == nil {
			return nil, badCommand(`"to" must be a square`, `"to" debe ser una casilla`)
		}
		if err := checkPos("to", *w.To); err != nil {
			return nil, err
		}
		m.To = *w.To
		if _, ok := raw["path"]; ok {
			if len(w.Path) == 0 {
				return nil, badCommand(`"path" must list at least one square`, `"path" debe indicar al menos una casilla`)
			}
			if len(w.Path) > maxPath {
				return nil, badCommand("a path of %d squares is too long (at most %d)", "un camino de %d casillas es demasiado largo (como mucho %d)", len(w.Path), maxPath)
			}
			for k, p := range w.Path {
				if err := checkPos("path["+strconv.Itoa(k)+"]", p); err != nil {
					return nil, err
				}
			}
			m.Path = w.Path
		}
		if w.Ref != nil {
			c, err := ParseCorner(*w.Ref)
			if err != nil || c == CornerAuto && *w.Ref == "" {
				return nil, badCommand("unknown corner %q (want nw, ne, sw, se or auto)", "esquina desconocida %q (debe ser nw, ne, sw, se o auto)", *w.Ref)
			}
			m.Ref = c
		}
		return m, nil
	case TypeFace:
		d, err := decodeDir(w.Facing)
		if err != nil {
			return nil, err
		}
		return Face{Header: h, Figure: fig, Facing: d}, nil
	case TypeRun:
		return Run{Header: h, Figure: fig}, nil
	case TypeSwim:
		return Swim{Header: h, Figure: fig}, nil
	case TypeSearchRoom:
		return SearchRoom{Header: h, Figure: fig}, nil
	case TypeSearchSecret:
		return SearchSecretDoors{Header: h, Figure: fig}, nil
	case TypeEndActivation:
		return EndActivation{Header: h, Figure: fig}, nil
	case TypeEndTurn:
		return EndTurn{Header: h}, nil
	case TypeTakeExtraSkills:
		return TakeExtraSkills{Header: h, Figure: fig}, nil
	case TypeImproveLeader:
		return ImproveLeader{Header: h, FirstEdition: w.FirstEdition}, nil
	case TypeTakeExtraAction:
		return TakeExtraAction{Header: h, Figure: fig}, nil
	case TypeDrink:
		d := Drink{Header: h, Figure: fig, Item: item}
		if _, ok := raw["spell"]; ok {
			if w.Spell == nil {
				return nil, badCommand(`"spell" must be a string`, `"spell" debe ser una cadena`)
			}
			if err := checkID("spell", *w.Spell); err != nil {
				return nil, err
			}
			d.Spell = *w.Spell
		}
		return d, nil
	case TypeCast, TypeEndSpell:
		var ids [3]string
		for k, f := range []struct {
			name string
			v    *string
		}{{"spell", w.Spell}, {"target", w.Target}, {"aid", w.Aid}} {
			if _, ok := raw[f.name]; !ok {
				continue
			}
			if f.v == nil {
				return nil, badCommand("%q must be a string", "%q debe ser una cadena", f.name)
			}
			if err := checkID(f.name, *f.v); err != nil {
				return nil, err
			}
			ids[k] = *f.v
		}
		if typ == TypeEndSpell {
			return EndSpell{Header: h, Figure: fig, Spell: ids[0]}, nil
		}
		c := Cast{Header: h, Figure: fig, Spell: ids[0], Target: ids[1], Aid: ids[2]}
		if _, ok := raw["square"]; ok {
			if w.At2 == nil {
				return nil, badCommand(`"square" must be a square`, `"square" debe ser una casilla`)
			}
			if err := checkPos("square", *w.At2); err != nil {
				return nil, err
			}
			p := *w.At2
			c.Square = &p
		}
		if (c.Target == "") == (c.Square == nil) {
			return nil, badCommand(`"cast" needs "target" or "square", not both`, `"cast" necesita "target" o "square", no ambos`)
		}
		return c, nil
	case TypeLeave:
		return Leave{Header: h, Figure: fig}, nil
	case TypeMount:
		return Mount{Header: h, Figure: fig, Mount: target}, nil
	case TypeReins:
		return Reins{Header: h, Figure: fig, Mount: target}, nil
	case TypeUnload:
		return Unload{Header: h, Figure: fig, Mount: target, Item: item}, nil
	case TypeDismount:
		if w.To == nil {
			return nil, badCommand(`"to" must be a square`, `"to" debe ser una casilla`)
		}
		if err := checkPos("to", *w.To); err != nil {
			return nil, err
		}
		return Dismount{Header: h, Figure: fig, To: *w.To}, nil
	case TypeWithdraw:
		return Withdraw{Header: h}, nil
	case TypeAnswer:
		a := Answer{Header: h}
		if w.Prompt != nil {
			a.Prompt = *w.Prompt
		}
		if w.Option == nil {
			return nil, badCommand(`"option" must be a string`, `"option" debe ser una cadena`)
		}
		if err := checkID("option", *w.Option); err != nil {
			return nil, err
		}
		a.Option = *w.Option
		return a, nil
	case TypeReveal, TypeOpenDoor, TypeSearchElement, TypeOpenChest, TypeDisarmTrap, TypePickLock, TypeCloseDoor, TypeSolveRiddle, TypeMoveFurniture, TypeBreak, TypeBreakSeal, TypeLiftPortcullis, TypeClearRubble:
		if w.At2 == nil {
			return nil, badCommand(`"square" must be a square`, `"square" debe ser una casilla`)
		}
		if err := checkPos("square", *w.At2); err != nil {
			return nil, err
		}
		switch typ {
		case TypeReveal:
			return Reveal{Header: h, Figure: fig, At: *w.At2}, nil
		case TypeSearchElement:
			return SearchElement{Header: h, Figure: fig, At: *w.At2}, nil
		case TypeOpenChest:
			return OpenChest{Header: h, Figure: fig, At: *w.At2}, nil
		case TypeDisarmTrap:
			return DisarmTrap{Header: h, Figure: fig, At: *w.At2}, nil
		case TypeSolveRiddle:
			if _, ok := raw["side"]; !ok {
				return SolveRiddle{Header: h, Figure: fig, At: *w.At2}, nil
			}
		case TypeBreakSeal:
			if _, ok := raw["side"]; !ok {
				return BreakSeal{Header: h, Figure: fig, At: *w.At2}, nil
			}
		case TypeBreak:
			if _, ok := raw["side"]; !ok {
				return Break{Header: h, Figure: fig, At: *w.At2}, nil
			}
		case TypeClearRubble:
			return ClearRubble{Header: h, Figure: fig, At: *w.At2}, nil
		case TypeMoveFurniture:
			d, err := decodeDir(w.Toward)
			if err != nil {
				return nil, badCommand(`"toward" must be N, NE, E, SE, S, SW, W, NW or 0-7`, `"toward" debe ser N, NE, E, SE, S, SW, W, NW o 0-7`)
			}
			return MoveFurniture{Header: h, Figure: fig, At: *w.At2, Toward: d}, nil
		}
		if w.Side == nil {
			return nil, badCommand(`"side" must be north, east, south or west`, `"side" debe ser north, east, south o west`)
		}
		side, err := board.ParseSide(*w.Side)
		if err != nil {
			return nil, badCommand("unknown side %q (want north, east, south or west)", "lado desconocido %q (debe ser north, east, south o west)", *w.Side)
		}
		switch typ {
		case TypePickLock:
			return PickLock{Header: h, Figure: fig, At: *w.At2, Side: side}, nil
		case TypeLiftPortcullis:
			return LiftPortcullis{Header: h, Figure: fig, At: *w.At2, Side: side}, nil
		case TypeCloseDoor:
			return CloseDoor{Header: h, Figure: fig, At: *w.At2, Side: side}, nil
		case TypeSolveRiddle:
			return SolveRiddle{Header: h, Figure: fig, At: *w.At2, Side: side, Door: true}, nil
		case TypeBreakSeal:
			return BreakSeal{Header: h, Figure: fig, At: *w.At2, Side: side, Door: true}, nil
		case TypeBreak:
			return Break{Header: h, Figure: fig, At: *w.At2, Side: side, Door: true}, nil
		}
		return OpenDoor{Header: h, Figure: fig, At: *w.At2, Side: side}, nil
	}
	if dec, ok := wireDecoders[typ]; ok {
		return dec(wireArgs{h: h, fig: fig, item: item, target: target, w: &w, raw: raw})
	}
	return nil, badCommand("unknown type %q", "tipo desconocido %q", typ)
}

// wireArgs is what DecodeCommand has read of a command for the decoders
// of command types kept in their own files (wireDecoders).
type wireArgs struct {
	h      Header
	fig    string
	item   int
	target string
	w      *wire
	raw    map[string]json.RawMessage
}

// wireDecoders decode the command types that register themselves (with
// their fields in commandFields) from their own files; such a type
// encodes itself through wireEncoder.
var wireDecoders = map[string]func(wireArgs) (Command, error){}

// wireEncoder is a command that writes its own fields into the wire form.
type wireEncoder interface{ toWire(w *wire) }

// itemRef is the "item" field of an item index: absent for -1 (the rule's
// own choice).
func itemRef(i int) *int {
	if i < 0 {
		return nil
	}
	return &i
}

func checkID(field, s string) error {
	if s == "" || len(s) > maxIDLen {
		return badCommand("%q must be 1 to %d characters", "%q debe tener de 1 a %d caracteres", field, maxIDLen)
	}
	return nil
}

func checkPos(field string, p board.Pos) error {
	if p.X < 0 || p.Y < 0 || p.X >= maxCoord || p.Y >= maxCoord {
		return badCommand("%s %v is out of range", "%s %v está fuera de rango", field, p)
	}
	return nil
}

// decodeDir reads a facing as a name ("NE") or a number 0-7.
func decodeDir(raw json.RawMessage) (board.Dir, error) {
	var name string
	if err := json.Unmarshal(raw, &name); err == nil {
		d, err := board.ParseDir(name)
		if err != nil {
			return 0, badCommand("unknown facing %q (want N, NE, E, SE, S, SW, W or NW)", "orientación desconocida %q (debe ser N, NE, E, SE, S, SW, W o NW)", name)
		}
		return d, nil
	}
	var n int
	if err := json.Unmarshal(raw, &n); err != nil || n < 0 || n > 7 {
		return 0, badCommand(`"facing" must be N, NE, E, SE, S, SW, W, NW or 0-7`, `"facing" debe ser N, NE, E, SE, S, SW, W, NW o 0-7`)
	}
	return board.Dir(n), nil
}

// EncodeCommand writes c in the JSON form DecodeCommand reads.
func EncodeCommand(c Command) ([]byte, error) {
	if c == nil {
		return nil, fmt.Errorf("rules: encode a nil command")
	}
	h := c.head()
	seat := h.Seat
	w := wire{Type: c.Type(), Seat: &seat}
	if h.At != 0 {
		at := h.At
		w.At = &at
	}
	str := func(s string) *string { return &s }
	switch c := c.(type) {
	case Activate:
		w.Figure = str(c.Figure)
	case Move:
		w.Figure = str(c.Figure)
		to := c.To
		w.To = &to
		w.Path = c.Path
		if c.Ref != CornerAuto {
			w.Ref = str(c.Ref.String())
		}
	case Face:
		w.Figure = str(c.Figure)
		w.Facing = json.RawMessage(strconv.Quote(c.Facing.String()))
	case Run:
		w.Figure = str(c.Figure)
	case EndActivation:
		w.Figure = str(c.Figure)
	case EndTurn:
	case ImproveLeader:
		w.FirstEdition = c.FirstEdition
	case TakeExtraSkills:
		w.Figure = str(c.Figure)
	case TakeExtraAction:
		w.Figure = str(c.Figure)
	case Withdraw:
	case Leave:
		w.Figure = str(c.Figure)
	case Mount:
		w.Figure, w.Target = str(c.Figure), str(c.Mount)
	case Reins:
		w.Figure, w.Target = str(c.Figure), str(c.Mount)
	case Unload:
		w.Figure, w.Target, w.Item = str(c.Figure), str(c.Mount), itemRef(c.Item)
	case Dismount:
		w.Figure = str(c.Figure)
		to := c.To
		w.To = &to
	case Answer:
		if c.Prompt != 0 {
			p := c.Prompt
			w.Prompt = &p
		}
		w.Option = str(c.Option)
	case Reveal:
		w.Figure = str(c.Figure)
		at := c.At
		w.At2 = &at
	case OpenDoor:
		w.Figure = str(c.Figure)
		at := c.At
		w.At2 = &at
		w.Side = str(c.Side.String())
	case Jump:
		w.Figure = str(c.Figure)
		to := c.To
		w.To = &to
	case Swim:
		w.Figure = str(c.Figure)
	case Climb:
		w.Figure = str(c.Figure)
		to := c.To
		w.To = &to
	case Cast:
		w.Figure, w.Spell = str(c.Figure), str(c.Spell)
		if c.Target != "" {
			w.Target = str(c.Target)
		}
		if c.Square != nil {
			p := *c.Square
			w.At2 = &p
		}
		if c.Aid != "" {
			w.Aid = str(c.Aid)
		}
	case EndSpell:
		w.Figure, w.Spell = str(c.Figure), str(c.Spell)
	case Drink:
		w.Figure, w.Item = str(c.Figure), itemRef(c.Item)
		if c.Spell != "" {
			w.Spell = str(c.Spell)
		}
	case Attack:
		w.Figure, w.Target, w.Item, w.Skills, w.Thrust = str(c.Figure), str(c.Target), itemRef(c.Item), c.Skills, c.Thrust
	case Shoot:
		w.Figure, w.Target, w.Item, w.Skills, w.Pair = str(c.Figure), str(c.Target), itemRef(c.Item), c.Skills, c.Pair
	case Disengage:
		w.Figure = str(c.Figure)
	case Steal:
		w.Figure, w.Target = str(c.Figure), str(c.Target)
	case EscapeNet:
		w.Figure = str(c.Figure)
	case WearArmour:
		w.Figure, w.Item = str(c.Figure), itemRef(c.Item)
	case Give:
		w.Figure, w.Item, w.Target = str(c.Figure), itemRef(c.Item), str(c.To)
	case SearchCorpses:
		w.Figure = str(c.Figure)
	case Wield:
		w.Figure, w.Item = str(c.Figure), itemRef(c.Item)
	case Reload:
		w.Figure, w.Item = str(c.Figure), itemRef(c.Item)
	case PickUp:
		w.Figure, w.Owner, w.Item = str(c.Figure), str(c.Owner), itemRef(c.Item)
	case SearchRoom:
		w.Figure = str(c.Figure)
	case SearchSecretDoors:
		w.Figure = str(c.Figure)
	case SearchElement:
		w.Figure = str(c.Figure)
		at := c.At
		w.At2 = &at
	case OpenChest:
		w.Figure = str(c.Figure)
		at := c.At
		w.At2 = &at
	case DisarmTrap:
		w.Figure = str(c.Figure)
		at := c.At
		w.At2 = &at
	case PickLock:
		w.Figure = str(c.Figure)
		at := c.At
		w.At2 = &at
		w.Side = str(c.Side.String())
	case LiftPortcullis:
		w.Figure = str(c.Figure)
		at := c.At
		w.At2 = &at
		w.Side = str(c.Side.String())
	case ClearRubble:
		w.Figure = str(c.Figure)
		at := c.At
		w.At2 = &at
	case CloseDoor:
		w.Figure = str(c.Figure)
		at := c.At
		w.At2 = &at
		w.Side = str(c.Side.String())
	case MoveFurniture:
		w.Figure = str(c.Figure)
		at := c.At
		w.At2 = &at
		w.Toward = json.RawMessage(strconv.Quote(c.Toward.String()))
	case SolveRiddle:
		w.Figure = str(c.Figure)
		at := c.At
		w.At2 = &at
		if c.Door {
			w.Side = str(c.Side.String())
		}
	case Reappear:
		w.Figure = str(c.Figure)
		to := c.At
		w.To = &to
		w.Facing = json.RawMessage(strconv.Quote(c.Facing.String()))
	case BreakSeal:
		w.Figure = str(c.Figure)
		at := c.At
		w.At2 = &at
		if c.Door {
			w.Side = str(c.Side.String())
		}
	case SkillAction:
		w.Figure, w.Skill, w.Targets = str(c.Figure), str(c.Skill), c.Targets
	case Break:
		w.Figure = str(c.Figure)
		at := c.At
		w.At2 = &at
		if c.Door {
			w.Side = str(c.Side.String())
		}
	case DrawCard:
		w.Deck = str(c.Deck)
	case DiscardCard:
		w.Card = str(c.Card)
	case PlayCard:
		w.Card = str(c.Card)
		if c.Target != "" {
			w.Target = str(c.Target)
		}
		w.Spawns = c.Spawns
	case PlaceLeader:
		to := c.At
		w.To = &to
		w.Facing = json.RawMessage(strconv.Quote(c.Facing.String()))
		w.Upgrades = c.Upgrades
		w.Equipment = c.Equipment
	default:
		x, ok := c.(wireEncoder)
		if !ok {
			return nil, fmt.Errorf("rules: unknown command type %T", c)
		}
		x.toWire(&w)
	}
	return json.Marshal(w)
}

// MarshalJSON writes the command's tagged form.
func (c Activate) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Move) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Face) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Run) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c EndActivation) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c EndTurn) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Answer) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Reveal) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c OpenDoor) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Jump) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Climb) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Swim) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Cast) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c EndSpell) MarshalJSON() ([]byte, error)   { return EncodeCommand(c) }
func (c SearchRoom) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c SearchSecretDoors) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c SearchElement) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c OpenChest) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c PickLock) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c DisarmTrap) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c CloseDoor) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c SolveRiddle) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c MoveFurniture) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// decodeCardCommand reads the Dark Player's card commands.
func decodeCardCommand(typ string, h Header, w wire, target string) (Command, error) {
	var card, deck string
	for _, f := range []struct {
		name string
		v    *string
		dst  *string
	}{{"card", w.Card, &card}, {"deck", w.Deck, &deck}} {
		if f.v == nil {
			continue
		}
		if err := checkID(f.name, *f.v); err != nil {
			return nil, err
		}
		*f.dst = *f.v
	}
	switch typ {
	case TypeDrawCard:
		if w.Deck == nil {
			return nil, badCommand(`"deck" must be a string`, `"deck" debe ser una cadena`)
		}
		return DrawCard{Header: h, Deck: deck}, nil
	case TypeDiscardCard:
		if w.Card == nil {
			return nil, badCommand(`"card" must be a string`, `"card" debe ser una cadena`)
		}
		return DiscardCard{Header: h, Card: card}, nil
	}
	if w.Card == nil {
		return nil, badCommand(`"card" must be a string`, `"card" debe ser una cadena`)
	}
	if len(w.Spawns) > maxSpawns {
		return nil, badCommand(`"spawns" lists at most %d creatures`, `"spawns" enumera como mucho %d criaturas`, maxSpawns)
	}
	for k, sp := range w.Spawns {
		if err := checkID("spawns.kind", sp.Kind); err != nil {
			return nil, err
		}
		if len(sp.Level) > maxIDLen {
			return nil, badCommand(`"spawns.level" is too long`, `"spawns.level" es demasiado largo`)
		}
		if err := checkPos("spawns["+strconv.Itoa(k)+"]", sp.At); err != nil {
			return nil, err
		}
		if sp.Facing > board.NorthWest {
			return nil, badCommand(`"spawns.facing" must be 0-7`, `"spawns.facing" debe ser 0-7`)
		}
		if len(sp.Equipment) > maxSpawnItems {
			return nil, badCommand(`"spawns.equipment" lists at most %d items`, `"spawns.equipment" enumera como mucho %d objetos`, maxSpawnItems)
		}
		for _, id := range sp.Equipment {
			if err := checkID("spawns.equipment", id); err != nil {
				return nil, err
			}
		}
	}
	return PlayCard{Header: h, Card: card, Target: target, Spawns: w.Spawns}, nil
}

type spawnJSON struct {
	Kind      string          `json:"kind"`
	Level     string          `json:"level,omitempty"`
	At        board.Pos       `json:"at"`
	Facing    json.RawMessage `json:"facing"`
	Equipment []string        `json:"equipment,omitempty"`
}

// MarshalJSON writes a spawn with its facing by name ("W").
func (s Spawn) MarshalJSON() ([]byte, error) {
	return json.Marshal(spawnJSON{Kind: s.Kind, Level: s.Level, At: s.At, Facing: json.RawMessage(strconv.Quote(s.Facing.String())), Equipment: s.Equipment})
}

// UnmarshalJSON reads a spawn whose facing is a name or a number 0-7.
func (s *Spawn) UnmarshalJSON(b []byte) error {
	var w spawnJSON
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return err
	}
	d, err := decodeDir(w.Facing)
	if err != nil {
		return err
	}
	*s = Spawn{Kind: w.Kind, Level: w.Level, At: w.At, Facing: d, Equipment: w.Equipment}
	return nil
}
