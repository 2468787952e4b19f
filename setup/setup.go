// Package setup builds the rules' starting state of a quest from its sheet:
// the board, the exploration layout (what is revealed, the arrows, the
// unexplored doors, the creatures the sheet fixes in each section) and the
// heroes on the starting squares. It is the one place that knows both the
// quest format and the rules.
package setup

import (
	"fmt"
	"slices"

	"dun/board"
	"dun/quest"
	"dun/rules"
)

// Profile returns the figure a creature's content ID describes: its name,
// size, attributes and equipment. The ID, side, square and facing are the
// quest sheet's.
type Profile func(kind string) (rules.Figure, bool)

// Game returns the state at the start of quest q played by heroes (each
// placed, in order, on the sheet's starting squares, keeping its facing).
// Only the sections of the starting squares are revealed (page 22); the
// sheet's creatures and its Leader, when the sheet fixes his square, are on
// the board if their section is revealed and hidden until it is otherwise.
// Closed doors are unexplored; open ones are not.
func Game(q *quest.Quest, heroes []rules.Figure, profile Profile) (rules.State, error) {
	if q == nil || q.Board == nil || q.Board.Grid == nil {
		return rules.State{}, fmt.Errorf("setup: the quest has no map")
	}
	b := q.Board
	g := b.Grid.Clone()
	if len(heroes) > len(b.Start) {
		return rules.State{}, fmt.Errorf("setup: %d heroes but %d starting squares", len(heroes), len(b.Start))
	}
	var figs []rules.Figure
	for k, h := range heroes {
		h.At = b.Start[k]
		figs = append(figs, h)
	}
	place := func(id, kind, hunts string, at board.Pos, facing board.Dir, n int) error {
		f, ok := profile(kind)
		if !ok {
			return fmt.Errorf("setup: no profile for creature kind %q", kind)
		}
		if id == "" {
			id = fmt.Sprintf("%s-%d", kind, n)
		}
		f.ID = id
		f.Side = rules.Dark
		f.SetHero(false)
		f.At = at
		f.Facing = facing
		f.SetKind(kind)
		f.SetLeader(n == 0) // the quest's Leader (page 42: spared some effects)
		f.SetHunts(hunts)   // its specific target (page 62), if any
		figs = append(figs, f)
		return nil
	}
	if l := q.Leader; l != nil && l.At != nil {
		if err := place(l.ID, l.Kind, l.Target, *l.At, l.Facing, 0); err != nil {
			return rules.State{}, err
		}
	}
	for k, c := range q.Creatures {
		if err := place(CreatureID(q, k), c.Kind, c.Target, c.At, c.Facing, k+1); err != nil {
			return rules.State{}, err
		}
	}
	figs, x := Layout(b, figs)
	x.Free = freeHidden(q, x.Hidden)
	s, err := rules.NewExploringState(g, figs, x)
	if err != nil {
		return rules.State{}, fmt.Errorf("setup: %v", err)
	}
	m, err := MissionOf(q)
	if err != nil {
		return rules.State{}, err
	}
	if s, err = rules.WithMission(s, m); err != nil {
		return rules.State{}, fmt.Errorf("setup: %v", err)
	}
	if sc := SceneOf(b); len(sc.Dark) > 0 || len(sc.Bridges) > 0 || len(sc.NPCs) > 0 || len(sc.Challenges) > 0 {
		if s, err = rules.WithScene(s, sc); err != nil {
			return rules.State{}, fmt.Errorf("setup: %v", err)
		}
	}
	// One hero plays under page 65's rules for solo heroes, whatever
	// companions he brings (R1161).
	if soloParty(heroes) {
		if s, err = rules.WithSolo(s); err != nil {
			return rules.State{}, fmt.Errorf("setup: %v", err)
		}
	}
	return s, nil
}

// soloParty reports whether figs hold exactly one hero: his mercenaries
// and pets do not count (R1161).
func soloParty(figs []rules.Figure) bool {
	n := 0
	for i := range figs {
		if figs[i].Hero() {
			n++
		}
	}
	return n == 1
}

// MissionOf is the rules' view of the end of quest q: its objectives with
// the figures, elements and sections they name resolved to the IDs of the
// state Game builds, the starting and finishing squares as exits, the turn
// limit and the rewards.
func MissionOf(q *quest.Quest) (rules.Mission, error) {
	b := q.Board
	m := rules.Mission{TurnLimit: q.TurnLimit, Coins: q.Rewards.Coins, Experience: q.Rewards.Experience, RidingIndoors: q.RidingIndoors}
	m.Exits = append(append(m.Exits, b.Start...), b.Finish...)
	for k, o := range q.Objectives {
		r := rules.Objective{Kind: rules.ObjectiveKind(o.Kind), Text: rules.Text{En: o.Text.En, Es: o.Text.Es}, Turns: o.Turns}
		switch o.Kind {
		case quest.Defeat:
			r.Figure = o.Target
			if o.Target == quest.LeaderTarget {
				if q.Leader == nil {
					return m, fmt.Errorf("setup: objective %d: the quest has no leader", k+1)
				}
				r.Figure = LeaderID(q.Leader)
			}
		case quest.Reach, quest.Hold:
			r.Squares = append(r.Squares, o.At...)
			if len(r.Squares) == 0 {
				r.Squares = append(r.Squares, b.Goals...)
			}
		case quest.Search, quest.Open:
			found := false
			for _, el := range b.Elements {
				if el.ID != o.Target {
					continue
				}
				r.Element, found = el.Index, true
				// The rules track only what the layout lets the heroes
				// search or open.
				if o.Kind == quest.Open && el.Kind != ChestKind || o.Kind == quest.Search && (el.Kind == ChestKind || SearchDice(el.Kind) == 0) {
					return m, fmt.Errorf("setup: objective %d: %s %q cannot be %sed", k+1, el.Kind, o.Target, o.Kind)
				}
			}
			if !found {
				return m, fmt.Errorf("setup: objective %d: no element %q", k+1, o.Target)
			}
		case quest.Clear:
			sec, ok := b.Section(o.Section)
			if !ok {
				return m, fmt.Errorf("setup: objective %d: no section %q", k+1, o.Section)
			}
			r.Section = sec.ID
		}
		m.Objectives = append(m.Objectives, r)
	}
	return m, nil
}

// LeaderID is the figure ID Game gives the quest's Leader.
func LeaderID(l *quest.Leader) string {
	if l.ID != "" {
		return l.ID
	}
	return fmt.Sprintf("%s-%d", l.Kind, 0)
}

// Layout is the exploration layout of map b at the start of a quest, with
// figs split into those in play and those hidden. The sections of the
// starting squares and of the heroes' side's figures are revealed; the
// Dark Player's figures in any other section are hidden until it is. The
// arrows are the map's; its closed doors are unexplored, but for secret
// doors, which must be found first (they wait in Secret until a hero's
// search turns them up). Trapdoors and gates are unexplored doors like any
// other (page 48). The sections' kinds, the elements the heroes may search (their
// search dice, SearchDice; the sheet's special elements are used by every
// hero, R73) or open (chests) and the fixed traps with their numbers go
// into the layout as plain data.
func Layout(b *quest.Board, figs []rules.Figure) ([]rules.Figure, rules.Exploration) {
	x := rules.Exploration{Revealed: make([]bool, len(b.Sections))}
	show := func(p board.Pos) {
		if sec, ok := b.SectionOf(p); ok {
			x.Revealed[sec.ID-1] = true
		}
	}
	for _, p := range b.Start {
		show(p)
	}
	for _, f := range figs {
		if f.Side == rules.Heroes {
			show(f.At)
		}
	}
	for _, a := range b.Arrows {
		x.Arrows = append(x.Arrows, rules.ExplorationArrow{At: a.At, Facing: a.Facing, To: a.To})
	}
	for _, d := range b.Doors {
		u := rules.UnexploredDoor{At: d.At, Side: d.Side, Width: d.Width, Locked: d.Locked, Riddle: d.Riddle}
		switch {
		case d.State != board.Closed:
		case d.Kind == board.SecretDoor:
			x.Secret = append(x.Secret, u)
		default:
			x.Doors = append(x.Doors, u)
		}
	}
	for _, sec := range b.Sections {
		x.Sections = append(x.Sections, rules.SectionInfo{Room: sec.Kind == quest.Room, Outdoor: sec.Outdoor, Main: sec.Main, Large: sec.Large})
	}
	for _, el := range b.Elements {
		if el.Kind == ChestKind {
			x.Elements = append(x.Elements, rules.ElementState{Element: el.Index, Chest: true, Riddle: el.Riddle})
		} else if n := SearchDice(el.Kind); n > 0 {
			x.Elements = append(x.Elements, rules.ElementState{Element: el.Index, Dice: n, Shared: el.Special})
		}
	}
	for _, t := range b.Traps {
		detect := t.Detect
		if detect == 0 {
			detect = rules.TestTarget
		}
		tr := rules.Trap{ID: t.ID, Kind: t.Kind, At: t.At, Detect: detect, Disarm: t.Disarm, Dice: t.Dice, Dormant: !t.Hidden}
		if t.Kind == PitTrapKind {
			// A pit trap opens a pit as deep as its dice (the starter
			// card's 2 unless the sheet says), R75.
			tr.Pit, tr.Dice = min(max(t.Dice, 0), 5), 0
			if tr.Pit == 0 {
				tr.Pit = 2
			}
		}
		x.Traps = append(x.Traps, tr)
	}
	var shown []rules.Figure
	for _, f := range figs {
		if sec, ok := b.SectionOf(f.At); ok && f.Side == rules.Dark && !x.Revealed[sec.ID-1] {
			x.Hidden = append(x.Hidden, f)
		} else {
			shown = append(shown, f)
		}
	}
	return shown, x
}

// ChestKind is the element kind of a treasure chest (page 73).
const ChestKind = "chest"

// PitTrapKind is the kind of the trap that opens a pit (the Dark Player's
// "Pit" card).
const PitTrapKind = "pit"

// SearchDice is the dice of the search table of an element kind: 2 for
// 2D6, 1 for 1D6, 0 for an element with nothing to search. Until setup
// reads the furniture cards of a content pack, it follows the starter
// pack's cards for the kinds quest sheets know (R68): cupboards,
// libraries and wardrobes roll 2D6; columns, trees and rocks have
// no table; anything else rolls 1D6.
func SearchDice(kind string) int {
	switch kind {
	case "cupboard", "library", "wardrobe":
		return 2
	case "column", "tree", "rocks":
		return 0
	}
	return 1
}

// SceneOf is the rules' Scene at the start of a quest on board b: the
// sections its sheet puts in Darkness or Complete Darkness and the
// footbridges standing over its pits and the NPCs the heroes may
// persuade (page 27).
func SceneOf(b *quest.Board) rules.Scene {
	var sc rules.Scene
	if b == nil {
		return sc
	}
	for _, sec := range b.Sections {
		if sec.Dark != "" {
			sc.Dark = append(sc.Dark, rules.DarkSection{Section: sec.ID, Complete: sec.Dark == "complete"})
		}
	}
	for _, fb := range b.Footbridges {
		sc.Bridges = append(sc.Bridges, rules.Footbridge{Squares: slices.Clone(fb.Squares)})
	}
	for _, n := range b.NPCs {
		sc.NPCs = append(sc.NPCs, rules.NPC{ID: n.ID, Name: rules.Text{En: n.Name.En, Es: n.Name.Es},
			Intelligence: n.Intelligence, Courage: n.Courage, Race: n.Race, Alignment: n.Alignment, Animal: n.Animal})
	}
	for _, c := range b.Challenges {
		sc.Challenges = append(sc.Challenges, challenge(c))
	}
	return sc
}

// challenge is the rules' form of a quest sheet's challenge (Action 25).
func challenge(c quest.Challenge) rules.Challenge {
	a, _ := rules.ParseAttribute(c.Attribute) // the quest checked the name
	out := rules.Challenge{ID: c.ID, Text: rules.Text{En: c.Text.En, Es: c.Text.Es}, Attribute: a, Target: c.Target,
		At: slices.Clone(c.At), Success: outcome(c.Success), Failure: outcome(c.Failure)}
	switch c.Attempts {
	case quest.AttemptsEach:
		out.Attempts = rules.ChallengeEach
	case quest.AttemptsGroup:
		out.Attempts = rules.ChallengeGroup
	}
	return out
}

func outcome(o quest.Outcome) rules.ChallengeOutcome {
	out := rules.ChallengeOutcome{Text: rules.Text{En: o.Text.En, Es: o.Text.Es}, Remove: o.Remove + 1}
	if o.Open != nil {
		out.OpenDoor, out.Door, out.DoorSide = true, o.Open.At, o.Open.Side
	}
	switch {
	case o.Harm > 0:
		out.Effect = rules.FindEffect{ID: rules.EffectFindHarm, Dice: o.Harm, Against: rules.Armour}
	case o.Condition != "":
		c, _ := rules.ParseCondition(o.Condition) // the quest checked the name
		out.Effect = rules.FindEffect{ID: rules.EffectFindCondition, Condition: c}
	}
	return out
}
