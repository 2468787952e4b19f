package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// Scene is what the heroes and the Dark Player change in the dungeon
// beyond its map and figures: the sections plunged into darkness (page
// 27, Action 16; the Darkness cards), the footbridges built over pits
// (page 27, Action 18) and the Non-Player Characters the heroes may try to
// persuade (page 27, Actions 19-20). Lights themselves are items: held lit
// in a hand, or set down lit on a square (light.go).
type Scene struct {
	// Dark are the sections a Darkness card or the quest sheet darkened.
	Dark []DarkSection `json:"dark,omitempty"`
	// Bridges are the footbridges standing (footbridge.go).
	Bridges []Footbridge `json:"bridges,omitempty"`
	// Claims are the declarations to build a footbridge made this turn
	// that wait for the builder at the other end (footbridge.go).
	Claims []BridgeClaim `json:"claims,omitempty"`
	// NPCs are the characters the heroes may persuade (persuade.go).
	NPCs []NPC `json:"npcs,omitempty"`
	// Carried are the knocked-out figures carried by allies (carry.go).
	Carried []Carrying `json:"carried,omitempty"`
	// Initiative is an Initiative roll waiting for the hero's Fortune
	// decision (initiative_fortune.go).
	Initiative *PendingInitiative `json:"initiative,omitempty"`
	// Persuasion is a failed persuasion roll waiting for the hero's
	// Fortune decision (persuade.go).
	Persuasion *PendingPersuasion `json:"persuasion,omitempty"`
	// Gunfire lists the gunpowder weapons ("figure:item") the heroes
	// fired since their last encounter (page 70; gunfire.go).
	Gunfire []string `json:"gunfire,omitempty"`
	// Falling lists the figures still to fall from a footbridge that went
	// from under them (footbridge.go).
	Falling []string `json:"falling,omitempty"`
	// Challenges are the quest sheet's situations calling for an
	// attribute test (challenge.go).
	Challenges []Challenge `json:"challenges,omitempty"`
}

// DarkSection is a board section in Darkness, or in Complete Darkness.
type DarkSection struct {
	Section  uint8 `json:"section"`
	Complete bool  `json:"complete,omitempty"`
}

// clone copies the scene. Its darkness, claims, carried bodies and
// gunfire and falling lists are shared: replaced, appended to, deleted
// from by a new list or written in a copy (cow.go).
func (c Scene) clone() Scene {
	c.Dark = shared(c.Dark)
	if c.Bridges != nil {
		b := make([]Footbridge, len(c.Bridges))
		for i, fb := range c.Bridges {
			fb.Squares = slices.Clone(fb.Squares)
			fb.Depths = slices.Clone(fb.Depths)
			b[i] = fb
		}
		c.Bridges = b
	}
	c.Claims = shared(c.Claims)
	c.Carried = shared(c.Carried)
	c.Gunfire = shared(c.Gunfire)
	c.Falling = shared(c.Falling)
	if c.Initiative != nil {
		p := *c.Initiative
		p.First, p.Second = p.First.clone(), p.Second.clone()
		c.Initiative = &p
	}
	if c.Persuasion != nil {
		p := *c.Persuasion
		p.First, p.Second = p.First.clone(), p.Second.clone()
		c.Persuasion = &p
	}
	if c.Challenges != nil {
		ch := make([]Challenge, len(c.Challenges))
		for i, x := range c.Challenges {
			x.At = slices.Clone(x.At)
			x.Tried = slices.Clone(x.Tried)
			ch[i] = x
		}
		c.Challenges = ch
	}
	if c.NPCs != nil {
		n := make([]NPC, len(c.NPCs))
		for i, p := range c.NPCs {
			p.Tried = slices.Clone(p.Tried)
			n[i] = p
		}
		c.NPCs = n
	}
	return c
}

// maxScene bounds each list of a scene.
const maxScene = 256

func (c *Scene) check(s *State) error {
	if len(c.Dark) > maxScene || len(c.Bridges) > maxScene || len(c.Claims) > maxScene || len(c.NPCs) > maxScene || len(c.Carried) > maxScene || len(c.Gunfire) > maxScene || len(c.Falling) > maxScene || len(c.Challenges) > maxScene {
		return fmt.Errorf("the scene lists more than %d of something", maxScene)
	}
	g := s.Board
	for _, b := range c.Bridges {
		if len(b.Squares) == 0 || len(b.Squares) != len(b.Depths) || len(b.Squares) > maxPath {
			return fmt.Errorf("a footbridge is malformed")
		}
		for _, p := range b.Squares {
			if !g.In(p) {
				return fmt.Errorf("a footbridge square %v is off the board", p)
			}
		}
	}
	for _, cl := range c.Claims {
		if !g.In(cl.From) || !g.In(cl.To) {
			return fmt.Errorf("a footbridge claim is off the board")
		}
	}
	for _, n := range c.NPCs {
		if n.ID == "" || len(n.Tried) > maxFigures {
			return fmt.Errorf("an NPC is malformed")
		}
	}
	for k := range c.Challenges {
		if err := c.Challenges[k].check(s); err != nil {
			return err
		}
	}
	return nil
}

func (h *hasher) scene(c *Scene) {
	if c == nil {
		h.b(false)
		return
	}
	h.b(true)
	h.i(len(c.Dark))
	for _, d := range c.Dark {
		h.u(uint64(d.Section))
		h.b(d.Complete)
	}
	h.i(len(c.Bridges))
	for _, b := range c.Bridges {
		h.i(len(b.Squares))
		for k, p := range b.Squares {
			h.pos(p)
			h.u(uint64(b.Depths[k]))
		}
	}
	h.i(len(c.Claims))
	for _, cl := range c.Claims {
		h.str(cl.Figure)
		h.i(cl.Turn)
		h.pos(cl.From)
		h.pos(cl.To)
	}
	h.i(len(c.NPCs))
	for _, n := range c.NPCs {
		h.str(n.ID)
		h.text(n.Name)
		h.i(n.Intelligence)
		h.i(n.Courage)
		h.str(n.Race)
		h.str(n.Alignment)
		h.flags(n.Persuaded, n.Blunder, n.Frightened, n.Animal)
		h.i(n.Attempts)
		h.strs(n.Tried)
	}
	h.i(len(c.Carried))
	for _, cr := range c.Carried {
		h.str(cr.Carrier)
		h.str(cr.Body)
		h.str(cr.Helper)
		h.pos(cr.At)
	}
	if p := c.Initiative; p == nil {
		h.b(false)
	} else {
		h.b(true)
		h.str(p.Hero)
		h.str(p.Enemy)
		h.roll(&p.First)
		h.roll(&p.Second)
		h.flags(p.CombatBefore, p.BrokeIn)
	}
	if p := c.Persuasion; p == nil {
		h.b(false)
	} else {
		h.b(true)
		h.str(p.Hero)
		h.str(p.NPC)
		h.b(p.Fear)
		h.roll(&p.First)
		h.roll(&p.Second)
	}
	h.strs(c.Gunfire)
	h.strs(c.Falling)
	h.i(len(c.Challenges))
	for k := range c.Challenges {
		x := &c.Challenges[k]
		h.str(x.ID)
		h.text(x.Text)
		h.u(uint64(x.Attribute))
		h.i(x.Target)
		h.i(len(x.At))
		for _, p := range x.At {
			h.pos(p)
		}
		h.str(x.Attempts)
		for _, o := range []*ChallengeOutcome{&x.Success, &x.Failure} {
			h.text(o.Text)
			h.i(o.Remove)
			h.b(o.OpenDoor)
			h.pos(o.Door)
			h.u(uint64(o.DoorSide))
			h.str(o.Effect.ID)
			h.i(o.Effect.Dice)
			h.u(uint64(o.Effect.Against))
			h.b(o.Effect.Fire)
			h.u(uint64(o.Effect.Condition))
			h.i(o.Effect.Amount)
		}
		h.flags(x.Passed, x.Failed)
		h.strs(x.Tried)
	}
}

// scene returns the state's scene, creating it.
func (s *State) scene() *Scene {
	if s.Scene == nil {
		s.Scene = &Scene{}
	}
	return s.Scene
}

// WithScene returns s with scene c in play (the quest sheet's dark
// sections, footbridges and NPCs, from setup), checked. A footbridge given
// without Depths is built now: its squares must be pits, which become
// difficult terrain.
func WithScene(s State, c Scene) (State, error) {
	s = s.Clone()
	cc := c.clone()
	var g *board.Grid
	for k := range cc.Bridges {
		b := &cc.Bridges[k]
		if len(b.Depths) > 0 {
			continue
		}
		if g == nil {
			g = s.Board.Clone()
		}
		for _, p := range b.Squares {
			if !g.In(p) || g.Square(p).Terrain != board.Pit {
				return State{}, fmt.Errorf("footbridge square %v is not a pit", p)
			}
			sq := g.Square(p)
			b.Depths = append(b.Depths, sq.PitDepth)
			sq.Terrain, sq.PitDepth = board.Difficult, 0
			g.Set(p, sq)
		}
	}
	if g != nil {
		s.Board = g
	}
	s.Scene = &cc
	if err := cc.check(&s); err != nil {
		return State{}, err
	}
	return s, nil
}
