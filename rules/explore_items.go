package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// What the exploratory Actions of pages 24-26 and the traps of pages 47-48
// need to know about the map, kept in the Exploration as plain data that
// setup fills from the quest sheet: what kind each section is, the secret
// doors not yet found, the elements the heroes may search or open, the
// fixed traps, and what the group has already done with them.

// SectionInfo is what the rules know of one section of the map.
type SectionInfo struct {
	// Room is set for a room; a corridor leaves it unset.
	Room bool `json:"room,omitempty"`
	// Outdoor marks an outdoor tile.
	Outdoor bool `json:"outdoor,omitempty"`
	// Main marks the Main Room or section.
	Main bool `json:"main,omitempty"`
	// Large marks a large section (page 10): the Artificial Dark Player
	// draws one more Encounter card there (page 57).
	Large bool `json:"large,omitempty"`
}

// ElementState is a piece of furniture or special element the heroes may
// search or open, and what the group has done with it.
type ElementState struct {
	// Element is the board's element ID (board.Grid.Elements).
	Element int `json:"element"`
	// Chest marks a treasure chest: it is opened (Action 4), not searched.
	Chest bool `json:"chest,omitempty"`
	// Dice is the dice of the element's search table: 1 (1D6) or 2
	// (2D6); 0 for an element with no search table.
	Dice int `json:"dice,omitempty"`
	// Searched is set once a hero searched it; Roll and Result are the
	// Seq and the total of that search roll, which the element's card
	// reads, the same for every hero after (page 25).
	Searched bool `json:"searched,omitempty"`
	Roll     int  `json:"roll,omitempty"`
	Result   int  `json:"result,omitempty"`
	// Shared marks an element every hero may use once, each getting what
	// the first roll gave (a fountain to drink from, an altar to pray at:
	// page 25, R73); Users are the heroes who have used it.
	Shared bool     `json:"shared,omitempty"`
	Users  []string `json:"users,omitempty"`
	// Tried is set once the group made its one attempt to open the chest;
	// Opened once it is open.
	Tried  bool `json:"tried,omitempty"`
	Opened bool `json:"opened,omitempty"`
	// Riddle is set while a riddle guards the chest; Sealed once the
	// group failed it: the chest is never opened nor broken this quest
	// (page 24).
	Riddle bool `json:"riddle,omitempty"`
	Sealed bool `json:"sealed,omitempty"`
	// Runes is set while a Magic Seal shuts the chest (seal.go), RunesMod
	// the modifier to the test that breaks them.
	Runes    bool `json:"runes,omitempty"`
	RunesMod int  `json:"runes_mod,omitempty"`
	// Wounds is the Vitality a chest has lost to blows (Action 6).
	Wounds int `json:"wounds,omitempty"`
}

// Trap is a trap on the map: a fixed trap of the quest sheet, with the
// numbers of its card.
type Trap struct {
	ID   string    `json:"id,omitempty"`
	Kind string    `json:"kind"`
	At   board.Pos `json:"at"`
	// Detect is the Perception result that detects it (0: the usual 10 of
	// a test, page 14); Disarm the Dexterity result that disarms it, 0
	// when it cannot be disarmed.
	Detect int `json:"detect"`
	Disarm int `json:"disarm,omitempty"`
	// Dice is the damage dice it deals when it goes off, against Armour.
	Dice int `json:"dice,omitempty"`
	// Pit is the depth of the pit a pit trap opens under its square once
	// detected or sprung (R75); 0 for other traps.
	Pit int `json:"pit,omitempty"`
	// Dormant is set once it was detected: it waits, known to everyone,
	// and goes off without a test if anyone steps on it (page 47).
	Dormant bool `json:"dormant,omitempty"`
	// Bonus is set when it was detected with a double 6: +1 to disarm it.
	Bonus bool `json:"bonus,omitempty"`

	// What a trap played from a Dark Player card adds (darkcard_effects.go).
	// Card is the card's ID; Door marks a trap on the Side edge of At, an
	// unexplored door, set off by opening the door rather than by
	// stepping on At.
	Card string     `json:"card,omitempty"`
	Door bool       `json:"door,omitempty"`
	Side board.Side `json:"side,omitempty"`
	// Heavy is the extra dice against a hero in heavy armour; Armour a
	// modifier to the armour the dice must reach; Effects the conditions
	// a hit gives; Flaming marks fire; Radius and AreaDice the blow every
	// other figure within Radius squares takes.
	Heavy    int        `json:"heavy,omitempty"`
	Armour   int        `json:"armour,omitempty"`
	Effects  Conditions `json:"effects,omitempty"`
	Flaming  bool       `json:"flaming,omitempty"`
	Radius   int        `json:"radius,omitempty"`
	AreaDice int        `json:"area_dice,omitempty"`
	// Blockable: a shield may block its blow as a shot (trap_block.go);
	// Blocking is the rule it goes off under while its victim's blocking
	// roll waits.
	Blockable bool   `json:"blockable,omitempty"`
	Blocking  string `json:"blocking,omitempty"`
	// Snare: a net that holds its victim (trap_net.go).
	Snare bool `json:"snare,omitempty"`
	// Walls and WallDice: Closing Walls (trap_walls.go), the game turns
	// the walls take to close once it springs and the dice they deal.
	Walls    int `json:"walls,omitempty"`
	WallDice int `json:"wall_dice,omitempty"`
	// Long marks a pit two squares long (the Pit card, R1042): Second,
	// next to At, is its other square, which sets it off too and opens
	// with it.
	Long   bool      `json:"long,omitempty"`
	Second board.Pos `json:"second,omitempty"`
}

// maxTrapDice bounds a trap's damage dice.
const maxTrapDice = 20

func cloneExploreItems(x *Exploration) {
	// Sections is shared: the kinds of the sections are the quest
	// sheet's and no rule changes them (one that did would give the
	// state a new slice). The other lists are shared too, and change
	// by a new list (cow.go); an element's users only by an append to
	// their clipped list (shared).
	x.RoomsSearched = shared(x.RoomsSearched)
	x.PastMain = shared(x.PastMain)
	x.Secret = shared(x.Secret)
	x.Elements = shared(x.Elements)
	x.Traps = shared(x.Traps)
	x.Sensed = shared(x.Sensed)
	x.Free = shared(x.Free)
}

func (x *Exploration) checkItems(g *board.Grid) error {
	if len(x.Sections) != 0 && len(x.Sections) != len(x.Revealed) {
		return fmt.Errorf("exploration: %d section kinds for %d sections", len(x.Sections), len(x.Revealed))
	}
	for _, list := range [...][]uint8{x.RoomsSearched, x.PastMain} {
		for _, id := range list {
			if id == 0 || int(id) > len(x.Revealed) {
				return fmt.Errorf("exploration: section %d does not exist", id)
			}
		}
	}
	var buf [8]board.Pos // the edges of most doors: no allocation
	sq := buf[:0]
	for k := range x.Secret {
		d := &x.Secret[k]
		if d.Side > board.SideW || d.Width < 1 || d.Width > maxCoord {
			return fmt.Errorf("exploration: secret door at %v is malformed", d.At)
		}
		sq = d.Edges(sq[:0])
		for _, p := range sq {
			if !g.In(p) {
				return fmt.Errorf("exploration: secret door at %v leaves the board", d.At)
			}
		}
	}
	n := len(g.Elements())
	for _, el := range x.Elements {
		if el.Element < 0 || el.Element >= n || el.Dice < 0 || el.Dice > 2 {
			return fmt.Errorf("exploration: element %d is malformed", el.Element)
		}
	}
	for k := range x.Traps {
		t := &x.Traps[k]
		if !g.In(t.At) || t.Detect < 0 || t.Detect > 99 || t.Disarm < 0 || t.Disarm > 99 || t.Dice < 0 || t.Dice > maxTrapDice || t.Pit < 0 || t.Pit > 5 ||
			t.Side > board.SideW || t.Heavy < 0 || t.Heavy > maxTrapDice || t.Armour < -6 || t.Armour > 6 || t.Radius < 0 || t.Radius > 3 ||
			t.AreaDice < 0 || t.AreaDice > maxTrapDice || t.Effects&^(1<<numConditions-1) != 0 || t.Effects.Has(KnockedOut) ||
			t.Walls < 0 || t.Walls > maxWallTurns || t.WallDice < 0 || t.WallDice > maxTrapDice ||
			t.Long && (!g.In(t.Second) || t.Pit == 0 || absInt(t.Second.X-t.At.X)+absInt(t.Second.Y-t.At.Y) != 1) {
			return fmt.Errorf("exploration: trap at %v is malformed", t.At)
		}
	}
	return nil
}

// sectionInfo returns what the layout says of board section id.
func (x *Exploration) sectionInfo(id uint8) (SectionInfo, bool) {
	if x == nil || id == 0 || int(id) > len(x.Sections) {
		return SectionInfo{}, false
	}
	return x.Sections[id-1], true
}

// mainSection is the board section of the Main Room, or 0.
func (x *Exploration) mainSection() uint8 {
	if x == nil {
		return 0
	}
	for k, si := range x.Sections {
		if si.Main {
			return uint8(k + 1)
		}
	}
	return 0
}

// pastMain reports whether section id was explored before the Main Room
// was revealed: nothing in it may be searched any more (page 25).
func (x *Exploration) pastMain(id uint8) bool { return slices.Contains(x.PastMain, id) }

// elementIndex returns the index in x.Elements of board element el, or -1.
func (x *Exploration) elementIndex(el int) int {
	for k := range x.Elements {
		if x.Elements[k].Element == el {
			return k
		}
	}
	return -1
}

// trapAt returns the index of the trap on square p, or -1.
func (x *Exploration) trapAt(p board.Pos) int {
	if x == nil {
		return -1
	}
	for k := range x.Traps {
		if t := &x.Traps[k]; t.At == p || (t.Long && t.Second == p) {
			return k
		}
	}
	return -1
}

func (h *hasher) items(x *Exploration) {
	h.i(len(x.Sections))
	for _, si := range x.Sections {
		h.b(si.Room)
		h.b(si.Outdoor)
		h.b(si.Main)
		h.b(si.Large)
	}
	for _, list := range [...][]uint8{x.RoomsSearched, x.PastMain} {
		h.i(len(list))
		for _, id := range list {
			h.u(uint64(id))
		}
	}
	h.i(len(x.Secret))
	h.doors(x.Secret)
	h.strs(x.Sensed)
	h.strs(x.Free)
	h.i(len(x.Elements))
	for _, el := range x.Elements {
		h.i(el.Element)
		h.b(el.Chest)
		h.i(el.Dice)
		h.b(el.Searched)
		h.i(el.Roll)
		h.i(el.Result)
		h.b(el.Tried)
		h.b(el.Opened)
		h.b(el.Riddle)
		h.b(el.Sealed)
		h.b(el.Runes)
		h.i(el.RunesMod)
		h.b(el.Shared)
		h.strs(el.Users)
		h.i(el.Wounds)
	}
	h.i(x.Noise)
	h.i(x.NoiseTurn)
	h.i(len(x.Traps))
	for _, t := range x.Traps {
		h.str(t.ID)
		h.str(t.Kind)
		h.pos(t.At)
		h.i(t.Detect)
		h.i(t.Disarm)
		h.i(t.Dice)
		h.i(t.Pit)
		h.b(t.Dormant)
		h.b(t.Bonus)
		h.str(t.Card)
		h.b(t.Door)
		h.u(uint64(t.Side))
		h.i(t.Heavy)
		h.i(t.Armour)
		h.u(uint64(t.Effects))
		h.b(t.Flaming)
		h.i(t.Radius)
		h.i(t.AreaDice)
		h.b(t.Blockable)
		h.str(t.Blocking)
		h.b(t.Snare)
		h.i(t.Walls)
		h.i(t.WallDice)
		h.b(t.Long)
		h.pos(t.Second)
	}
}
