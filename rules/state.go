package rules

import (
	"fmt"

	"dun/board"
)

// State is a game of Dungeon Universalis at one moment: plain data that
// serialises to JSON (see MarshalJSON), clones cheaply and hashes stably.
//
// The board is shared between a state and its clones and must be treated as
// immutable: a rule that changes it (a door opening) clones it first.
type State struct {
	// Version counts the commands applied; a command may quote it (At) so
	// that one made from an older state is refused.
	Version uint64      `json:"version"`
	Board   *board.Grid `json:"board"`
	// Turn is the game turn, from 1; it grows when the heroes' turn begins.
	Turn int `json:"turn"`
	// Side is the side whose turn it is.
	Side    Side     `json:"side"`
	Figures []Figure `json:"figures"`
	// Active is the activation in progress, if any.
	Active *Activation `json:"active,omitempty"`
	// Prompt is the decision play waits for, if any.
	Prompt *Prompt `json:"prompt,omitempty"`
	// Rolls is the number of rolls made in the game; it numbers them.
	Rolls int `json:"rolls,omitempty"`
	// Explore is the unexplored map of a quest played from its sheet
	// (explore.go); nil when every section is in play from the start.
	Explore *Exploration `json:"explore,omitempty"`
	// Magic is the spells in play: permanent spells, and immediate ones
	// whose effects last until the end of the turn (spell.go).
	Magic []Enchantment `json:"magic,omitempty"`
	// Group is the hero whose group (the hero and his companions, page 11)
	// is being activated; another hero's group waits until this hero has
	// been activated (companion.go).
	Group string `json:"group,omitempty"`
	// Strike is the attack in progress, if any (strike.go).
	Strike *Strike `json:"strike,omitempty"`
	// Reserve is the Reserve Points the Dark Player has gained in play
	// beyond his starting budget: one for each critical failure of an
	// exploratory Action (page 28).
	Reserve int `json:"reserve,omitempty"`
	// TreasureDraws counts the Treasure cards the heroes have earned (a
	// chest opened or broken, a room search with a double 6); a game with
	// a Treasure deck (Treasure) draws each at once.
	TreasureDraws int `json:"treasure_draws,omitempty"`
	// Treasure is the Treasure deck and the tables its cards roll on
	// (treasure.go); nil when the game is played without them.
	Treasure *Treasure `json:"treasure,omitempty"`
	// Mission is the quest sheet's objectives, exits, turn limit and
	// rewards (mission.go); nil for a game set up without a quest sheet.
	Mission *Mission `json:"mission,omitempty"`
	// Achievements is the Achievement Counter of both sides (page 12).
	Achievements Achievements `json:"achievements"`
	// AchievementCard is the Achievement card the game plays with
	// (achievement_card.go), shared between clones; nil plays with the
	// walkthroughs' feats.
	AchievementCard *AchievementCard `json:"achievement_card,omitempty"`
	// End is the result once the quest is over (endquest.go): then no
	// command is accepted.
	End *QuestEnd `json:"end,omitempty"`
	// Scene is the darkness, footbridges and NPCs in play (scene.go).
	Scene *Scene `json:"scene,omitempty"`
	// Dark is the Dark Player's cards and reserve (darkplayer.go); nil
	// when the game is played without them.
	Dark *DarkPlayer `json:"dark,omitempty"`
	// Solo: the quest is played by one hero under page 65's rules for
	// solo heroes (solo.go); his companions do not make a second hero.
	Solo bool `json:"solo,omitempty"`
	// quiet is set on the copies the option lists work on: their checks
	// are asked only whether they pass, so their refusals are one shared
	// error (State.refuse). Never set on a state handed out.
	quiet bool
}

// Phase is the part of an activation in progress (page 18).
type Phase uint8

const (
	// Recovery: a stunned or knocked-down figure tries to recover.
	Recovery Phase = iota
	// Acting: the figure may move, perform its Action and Quick Actions.
	Acting
)

var phaseNames = [...]string{"recovery", "acting"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("phase(%d)", p)
}

// MarshalText writes "recovery" or "acting".
func (p Phase) MarshalText() ([]byte, error) {
	if int(p) >= len(phaseNames) {
		return nil, fmt.Errorf("invalid phase %d", p)
	}
	return []byte(phaseNames[p]), nil
}

// UnmarshalText reads "recovery" or "acting".
func (p *Phase) UnmarshalText(b []byte) error {
	for i, n := range phaseNames {
		if n == string(b) {
			*p = Phase(i)
			return nil
		}
	}
	return fmt.Errorf("unknown phase %q", b)
}

// Activation is what a figure has done so far in its activation.
type Activation struct {
	Figure string `json:"figure"`
	Phase  Phase  `json:"phase"`
	// Start is where the figure stood when the activation began; attacks
	// from behind are judged from it (page 33).
	Start board.Pos `json:"start"`
	// Allowance is the Movement points the figure may spend this
	// activation: its Movement, or what its run roll gave.
	Allowance int `json:"allowance"`
	// Spent is the Movement points used so far.
	Spent int `json:"spent,omitempty"`
	// Moved is set once the figure has moved at all.
	Moved bool `json:"moved,omitempty"`
	// Run is the run declared this activation, if any.
	Run *RunState `json:"run,omitempty"`
	// Swim is the swim declared this activation, if any (page 21).
	Swim *SwimState `json:"swim,omitempty"`
	// Leap is a great jump or climb whose test waits for a Fortune
	// decision (jump.go, climb.go).
	Leap *Leap `json:"leap,omitempty"`
	// Action names the Action performed ("run", ...); empty while unused.
	Action string `json:"action,omitempty"`
	// QuickActions counts the Quick Actions performed.
	QuickActions int `json:"quick_actions,omitempty"`
	// MustAttack lists the enemies the figure stayed engaged with when it
	// moved within their melee range: its attack must target one of them
	// (page 32).
	MustAttack []string `json:"must_attack,omitempty"`
	// Cast is the spell being cast, while its roll, dispelling or effects
	// wait on a decision (cast.go).
	Cast *CastState `json:"cast,omitempty"`
	// Superior is set once the figure cast a superior spell: it may not
	// move this activation (page 39).
	Superior bool `json:"superior,omitempty"`
	// Attacks counts the melee attacks made with the Action (page 34: at
	// most 3); Shots the ranged ones.
	Attacks int `json:"attacks,omitempty"`
	Shots   int `json:"shots,omitempty"`
	// NoAttack: the figure used its shield to shield itself since its last
	// activation, so it may neither attack nor run in this one (page 43).
	NoAttack bool `json:"no_attack,omitempty"`
	// DrewInMelee: the figure drew a weapon inside an enemy's melee range
	// this activation: -1 to its Combat Skill (page 37).
	DrewInMelee bool `json:"drew_in_melee,omitempty"`
	// Disengaged: the figure passed its disengaging tests and moves as if
	// not engaged this activation (page 32).
	Disengaged bool `json:"disengaged,omitempty"`
	// DisengagedFrom lists the enemies the figure passed its disengaging
	// test against so far.
	DisengagedFrom []string `json:"disengaged_from,omitempty"`
	// Faced lists the enemies in whose front the figure has moved during
	// this activation: it no longer attacks them from behind (page 35).
	Faced []string `json:"faced,omitempty"`
	// Momentum: the figure got its extra square after a push (page 33).
	Momentum bool `json:"momentum,omitempty"`
	// Charge is a move halted for a defensive shot (defensive.go).
	Charge *Charge `json:"charge,omitempty"`
	// Still is set when the figure may not move for the rest of its
	// activation: it searched (page 25) or stepped back from a trap it
	// detected (page 47).
	Still bool `json:"still,omitempty"`
	// Task is an exploratory Action or trap whose test waits for a Fortune
	// decision, and what it acts on.
	Task *Task `json:"task,omitempty"`
	// Skills are the active skills declared so far for the Action's
	// attacks or shots (page 110).
	Skills []string `json:"skills,omitempty"`
	// Granted lists, one entry per attack, the skills that granted the
	// figure more melee attacks during the Action (Sword Master's
	// criticals, Dance Battler's dice).
	Granted []string `json:"granted,omitempty"`
	// Queue lists the figures a skill Action still has to strike, in
	// order (skill_action.go).
	Queue []string `json:"queue,omitempty"`
	// Trappers are the heroes asked this activation whether they trap the
	// figure: each is asked once (skills_trapper.go).
	Trappers []string `json:"trappers,omitempty"`
	// Area is the squares a skill Action covers while it strikes its
	// queue (Breath's line, page 115).
	Area []board.Pos `json:"area,omitempty"`
	// Targets are the figures the Action's melee attacks were aimed at,
	// in order (Spinning Blow attacks each once, page 111).
	Targets []string `json:"targets,omitempty"`
	// Rough: the figure moved over difficult terrain this activation
	// (Onslaught, page 115).
	Rough bool `json:"rough,omitempty"`
	// StartFacing is the figure's facing when the activation began
	// (Brutal, page 115).
	StartFacing board.Dir `json:"start_facing,omitempty"`
	// Contest is the opposed roll of a skill Action waiting for a hero's
	// Fortune decision (skills_contest.go).
	Contest *Contest `json:"contest,omitempty"`
	// Mounted: the figure mounted or dismounted in this activation; its
	// mount may move but not gallop (page 101).
	Mounted bool `json:"mounted,omitempty"`
	// Harms are the terrain spells in play (by the Seq of their cast)
	// still to hurt the figure for entering their squares or starting its
	// activation on them, in order (spell_ground.go).
	Harms []int `json:"harms,omitempty"`
	// Extra is the extra Actions the figure still has this activation
	// (improve.go): each gives its Action back once spent.
	Extra int `json:"extra,omitempty"`
	// Pair: the Action's first throw threw two at once (the shuriken,
	// weapon_pair.go).
	Pair bool `json:"pair,omitempty"`
}

// Task is what an Action whose test is pending acts on.
type Task struct {
	// Rule is the Action's rule ("open_chest", "trap", ...).
	Rule string `json:"rule"`
	// At is the square acted on (a chest's, a trap's, a door's); Side
	// the door's edge.
	At   board.Pos  `json:"at"`
	Side board.Side `json:"side,omitempty"`
	// Back is where a figure that stepped on a trap returns if it detects
	// it; Stepped says it stepped on it (rather than acting on it).
	Back    board.Pos `json:"back"`
	Stepped bool      `json:"stepped,omitempty"`
	// Door says the Action acts on the door At/Side rather than on what
	// stands on At (a riddle guards either).
	Door bool `json:"door,omitempty"`
	// Toward is the way furniture is pushed (move_furniture.go).
	Toward board.Dir `json:"toward,omitempty"`
	// Challenge is the quest's challenge tested (challenge.go).
	Challenge string `json:"challenge,omitempty"`
}

// RunState is a declared run (page 23): its roll and the Movement points it gives.
type RunState struct {
	Roll RollRecord `json:"roll"`
	// Allowance is what the roll gives; 0 while the roll awaits a Fortune
	// decision.
	Allowance int `json:"allowance"`
	// Settled is set once the roll is final.
	Settled bool `json:"settled,omitempty"`
}

// Remaining is the Movement points still available.
func (a *Activation) Remaining() int { return max(a.Allowance-a.Spent, 0) }

// Running reports whether the figure is running this activation.
func (a *Activation) Running() bool { return a != nil && a.Run != nil }

// NewState returns the state at the start of a quest: turn 1, the heroes'
// turn, nothing activated. It checks the figures against the board: unique
// IDs, sizes 1-4, attributes in range, bases on the board, on squares their
// mover may stand on (a 2x2 base at least partly), and no two figures on one
// square. The figures are copied.
func NewState(g *board.Grid, figs []Figure) (State, error) {
	s := State{Version: 1, Board: g, Turn: 1, Side: Heroes, Figures: make([]Figure, 0, len(figs))}
	for _, f := range figs {
		s.Figures = append(s.Figures, f.clone())
	}
	questBegins(&s)
	if err := s.Check(); err != nil {
		return State{}, err
	}
	return s, nil
}

// maxCoins bounds a figure's coins, the Dark Player's reserve gained in
// play and the treasure draws owed.
const maxCoins = 1 << 20

// maxFigures bounds the number of figures a state may hold.
const maxFigures = 1024

// Check verifies the invariants of a state: the ones NewState checks, and
// that the activation and prompt in progress name existing figures. Apply
// refuses a state that fails the cheap part of it with CodeBadState.
func (s *State) Check() error { return s.check(nil) }

// CheckFrom is Check for a state that follows prev, a state that Check
// or CheckFrom accepted and that has not changed since: it accepts and
// refuses what Check does, with the same error, but does not look up
// again in the catalogue the Dark Player's cards that prev's lists hold
// at the same places. A simulation checks every state a command leaves.
func (s *State) CheckFrom(prev *State) error { return s.check(prev) }

func (s *State) check(prev *State) error {
	if err := s.checkShapeFrom(prev); err != nil {
		return err
	}
	g := s.Board
	var seen idSet
	var occ squareOwners
	var base [4]board.Pos // a base covers at most 4 squares: no allocation
	sq := base[:0]
	var was []Figure
	if prev != nil {
		was = prev.Figures
	}
	// While the IDs are prev's, one for one from the first, they are
	// distinct as prev's are: they are not looked up in seen.
	sameIDs := true
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.ID == "" {
			return fmt.Errorf("figure %d has no id", i+1)
		}
		sameIDs = sameIDs && i < len(was) && f.ID == was[i].ID
		if !sameIDs && seen.has(f.ID) {
			return fmt.Errorf("figure %q appears twice", f.ID)
		}
		seen.add(f.ID)
		// A figure as prev holds it at the same place passed there all
		// that Check verifies of a figure alone: the same checks would
		// pass again (sameFigure).
		same := i < len(was) && sameFigure(f, &was[i])
		if !same {
			if err := f.checkAlone(); err != nil {
				return err
			}
		}
		if f.Hero() && f.Side != Heroes && !s.controlled(f.ID) {
			return fmt.Errorf("figure %q: a hero must be on the heroes' side", f.ID)
		}
		if f.Left && f.Side != Heroes && f.Quarry() == "" && !isMount(f) {
			// A thief flees with its loot (darkcard_thief.go).
			return fmt.Errorf("figure %q: only the heroes' side and thieves leave the scenario", f.ID)
		}
		if !f.Present() {
			continue
		}
		for _, p := range f.Squares(sq[:0]) {
			if other, ok := occ.owner(p); ok {
				if other != "" && (other == f.Riding() || other == f.Rider()) {
					continue // a rider on his mount (mount.go)
				}
				return fmt.Errorf("figures %q and %q both stand on %v", other, f.ID, p)
			}
			occ.set(p, f.ID)
		}
		if !(same && g == prev.Board) && baseFit(g, f.Mover(), f.Span(), f.At) == board.NoFit && !inPit(g, f.At, f.baseSize()) {
			return fmt.Errorf("figure %q at %v stands where a %s figure cannot", f.ID, f.At, f.Mover())
		}
	}
	if err := s.checkSaddles(); err != nil {
		return err
	}
	if err := s.checkSolo(); err != nil {
		return err
	}
	if s.Mission != nil {
		var was *Mission
		if prev != nil && prev.Board == g {
			was = prev.Mission
		}
		if err := s.Mission.check(g, was); err != nil {
			return err
		}
	}
	if s.Explore != nil {
		if err := s.Explore.check(&seen); err != nil {
			return err
		}
	}
	if s.Dark != nil {
		var was *DarkPlayer
		if prev != nil {
			was = prev.Dark
		}
		return s.Dark.check(s, &seen, was)
	}
	return nil
}

// checkAlone is what Check verifies of figure f alone: its attributes,
// items, spells, secondary skills and numbers in range.
func (f *Figure) checkAlone() error {
	if err := f.Attrs().check(); err != nil {
		return fmt.Errorf("figure %q: %v", f.ID, err)
	}
	if err := f.checkItems(); err != nil {
		return fmt.Errorf("figure %q: %v", f.ID, err)
	}
	if err := f.checkMagic(); err != nil {
		return fmt.Errorf("figure %q: %v", f.ID, err)
	}
	if err := f.checkSecondary(); err != nil {
		return fmt.Errorf("figure %q: %v", f.ID, err)
	}
	if f.Coins() < 0 || f.Coins() > maxCoins {
		return fmt.Errorf("figure %q: coins must be 0..%d", f.ID, maxCoins)
	}
	if f.VP() < 0 || f.VP() > attrLimit {
		return fmt.Errorf("figure %q: VP %d out of range 0..%d", f.ID, f.VP(), attrLimit)
	}
	if f.Wounds < 0 || f.ManaUsed < 0 || f.FortuneUsed() < 0 || f.Wounds > attrLimit || f.ManaUsed > attrLimit || f.FortuneUsed() > attrLimit ||
		f.QuestFortune() < 0 || f.QuestFortune() > attrLimit || f.ManaRacial() < 0 || f.ManaRacial() > MaxManaRacial {
		return fmt.Errorf("figure %q: wounds, mana used and fortune used must be 0..%d, racial mana 0..%d", f.ID, attrLimit, MaxManaRacial)
	}
	return nil
}

// checkShape is the part of Check that Apply runs on every command: what
// must hold for the rules to index the board and figures safely.
func (s *State) checkShape() error { return s.checkShapeFrom(nil) }

// checkShapeFrom is checkShape for a state that follows prev, as
// CheckFrom's: it does not check again the exploration's lists it shares
// with prev's (sameMemory).
func (s *State) checkShapeFrom(prev *State) error {
	if s.Board == nil {
		return fmt.Errorf("the state has no board")
	}
	if !s.Side.Valid() {
		return fmt.Errorf("invalid side %d", s.Side)
	}
	if s.Reserve < 0 || s.Reserve > maxCoins || s.TreasureDraws < 0 || s.TreasureDraws > maxCoins {
		return fmt.Errorf("reserve %d and treasure draws %d must be 0..%d", s.Reserve, s.TreasureDraws, maxCoins)
	}
	if err := s.Achievements.check(); err != nil {
		return err
	}
	if s.Treasure != nil {
		if err := s.Treasure.check(); err != nil {
			return err
		}
	}
	if len(s.Figures) > maxFigures {
		return fmt.Errorf("%d figures: at most %d", len(s.Figures), maxFigures)
	}
	g := s.Board
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.Size < SizeSmall || f.Size > SizeHuge {
			return fmt.Errorf("figure %q: size %d (want 1-4)", f.ID, f.Size)
		}
		if f.Facing > board.NorthWest {
			return fmt.Errorf("figure %q: facing %d (want 0-7)", f.ID, f.Facing)
		}
		if !f.Side.Valid() {
			return fmt.Errorf("figure %q: invalid side %d", f.ID, f.Side)
		}
		n := f.Span() - 1
		if !g.In(f.At) || !g.In(board.Pos{X: f.At.X + n, Y: f.At.Y + n}) {
			return fmt.Errorf("figure %q at %v: base off the %dx%d board", f.ID, f.At, g.W(), g.H())
		}
	}
	if a := s.Active; a != nil {
		i := s.figure(a.Figure)
		if i < 0 {
			return fmt.Errorf("the activation names unknown figure %q", a.Figure)
		}
		if a.Phase > Acting || a.Allowance < 0 || a.Spent < 0 || a.Allowance > 4*attrLimit {
			return fmt.Errorf("the activation of %q is malformed", a.Figure)
		}
		if a.Charge != nil && (s.Prompt == nil || a.Charge.Ref > CornerSE || len(a.Charge.Path) > maxPath) {
			return fmt.Errorf("the interrupted move of %q is malformed or waits for no answer", a.Figure)
		}
		if t := a.Task; t != nil && (t.Side > board.SideW || t.Toward > board.NorthWest || !g.In(t.At) || !g.In(t.Back)) {
			return fmt.Errorf("the task of %q is malformed", a.Figure)
		}
	}
	if p := s.Prompt; p != nil {
		if s.figure(p.Figure) < 0 {
			return fmt.Errorf("the prompt names unknown figure %q", p.Figure)
		}
		if !p.Seat.Valid() {
			return fmt.Errorf("the prompt's seat %d is invalid", p.Seat)
		}
	}
	if st := s.Strike; st != nil {
		if s.Prompt == nil {
			return fmt.Errorf("an attack is in progress but no question waits for an answer")
		}
		ai, ti := s.figure(st.Attacker), s.figure(st.Target)
		if ai < 0 || ti < 0 {
			return fmt.Errorf("the attack in progress names an unknown figure (%q, %q)", st.Attacker, st.Target)
		}
		if st.Step > StepFear || st.Item < -1 && !(st.Item == ItemRock && st.Ranged) || st.Item >= len(s.Figures[ai].Items) {
			return fmt.Errorf("the attack in progress of %q is malformed", st.Attacker)
		}
		if st.Struck != "" && s.figure(st.Struck) < 0 {
			return fmt.Errorf("the attack in progress names unknown figure %q", st.Struck)
		}
	}
	if s.Scene != nil {
		if err := s.Scene.check(s); err != nil {
			return err
		}
	}
	if s.Explore != nil {
		var was *Exploration
		if prev != nil && prev.Board == s.Board {
			was = prev.Explore
		}
		return s.Explore.checkShape(s, was)
	}
	return nil
}

// CurrentSeat is the seat that must decide next: the open prompt's, or the
// side whose turn it is (OpenSpiel's current player).
func (s *State) CurrentSeat() Side {
	if s.Prompt != nil {
		return s.Prompt.Seat
	}
	return s.Side
}

// figure returns the index of the figure with that ID, or -1.
func (s *State) figure(id string) int {
	for i := range s.Figures {
		if s.Figures[i].ID == id {
			return i
		}
	}
	return -1
}

// Figure returns the figure with that ID.
func (s *State) Figure(id string) (Figure, bool) {
	i := s.figure(id)
	if i < 0 {
		return Figure{}, false
	}
	return s.Figures[i].clone(), true
}

// FigureAt returns the ID of the present figure whose base covers p.
func (s *State) FigureAt(p board.Pos) (string, bool) {
	for i := range s.Figures {
		if f := &s.Figures[i]; f.Present() && f.Covers(p) {
			return f.ID, true
		}
	}
	return "", false
}

// Clone returns a copy of s that shares nothing mutable with it but the
// board, which states treat as immutable.
//
// The figures are copied with cloneFigures: a handful of allocations
// whatever their number, since AI search and simulation clone a state for
// every command they try.
func (s State) Clone() State { return s.cloneIn(nil) }

// cloneIn is Clone with the figures, their spells and the state's parts
// (the activation, the prompt, the attack...) in sc's memory
// (scratch.go); a nil sc allocates them anew. The parts' lists are
// mostly shared, never written in place (cow.go).
func (s State) cloneIn(sc *Scratch) State {
	c := s
	if s.Figures != nil {
		c.Figures = sc.cloneFigures(s.Figures)
	}
	if s.Active != nil {
		if sc != nil {
			sc.active = s.Active.clone()
			c.Active = &sc.active
		} else {
			v := s.Active.clone()
			c.Active = &v
		}
	}
	if s.Prompt != nil {
		if sc != nil {
			sc.prompt = s.Prompt.clone()
			c.Prompt = &sc.prompt
		} else {
			v := s.Prompt.clone()
			c.Prompt = &v
		}
	}
	if s.Explore != nil {
		if sc != nil {
			sc.explore = s.Explore.clone()
			c.Explore = &sc.explore
		} else {
			v := s.Explore.clone()
			c.Explore = &v
		}
	}
	if s.Strike != nil {
		if sc != nil {
			sc.strike = s.Strike.clone()
			c.Strike = &sc.strike
		} else {
			v := s.Strike.clone()
			c.Strike = &v
		}
	}
	if s.Mission != nil {
		if sc != nil {
			sc.mission = s.Mission.clone()
			c.Mission = &sc.mission
		} else {
			v := s.Mission.clone()
			c.Mission = &v
		}
	}
	if s.Scene != nil {
		if sc != nil {
			sc.scene = s.Scene.clone()
			c.Scene = &sc.scene
		} else {
			v := s.Scene.clone()
			c.Scene = &v
		}
	}
	if s.Dark != nil {
		if sc != nil {
			sc.dark = s.Dark.clone()
			c.Dark = &sc.dark
		} else {
			v := s.Dark.clone()
			c.Dark = &v
		}
	}
	if s.Treasure != nil {
		if sc != nil {
			sc.treasure = s.Treasure.clone()
			c.Treasure = &sc.treasure
		} else {
			v := s.Treasure.clone()
			c.Treasure = &v
		}
	}
	c.Magic = shared(s.Magic)
	c.Achievements = s.Achievements.clone()
	if s.End != nil {
		end := *s.End
		c.End = &end
	}
	return c
}

// cloneFigures is Figure.clone over a whole slice of figures: one
// allocation, for the figures; their lists are shared (Figure.share).
func cloneFigures(figs []Figure) []Figure { return (*Scratch)(nil).cloneFigures(figs) }

// cloneFigures is cloneFigures in sc's memory, or in new memory for a nil
// sc.
func (sc *Scratch) cloneFigures(figs []Figure) []Figure {
	var out []Figure
	if sc == nil {
		out = make([]Figure, len(figs))
	} else {
		out = sc.room(len(figs))
	}
	copy(out, figs)
	for i := range out {
		out[i].share()
	}
	return out
}

// clone copies the activation. Its lists of names and squares are
// shared: a command replaces them, takes from their front or appends to
// them, never writes them in place (cow.go).
func (a Activation) clone() Activation {
	a.MustAttack = sharedOrNil(a.MustAttack)
	a.Skills = sharedOrNil(a.Skills)
	a.Granted = sharedOrNil(a.Granted)
	a.Queue = sharedOrNil(a.Queue)
	a.Trappers = sharedOrNil(a.Trappers)
	a.Area = shared(a.Area)
	a.Targets = sharedOrNil(a.Targets)
	a.Harms = shared(a.Harms)
	if a.Contest != nil {
		c := a.Contest.clone()
		a.Contest = &c
	}
	a.DisengagedFrom = sharedOrNil(a.DisengagedFrom)
	a.Faced = sharedOrNil(a.Faced)
	if a.Charge != nil {
		c := a.Charge.clone()
		a.Charge = &c
	}
	if a.Run != nil {
		r := *a.Run
		r.Roll = r.Roll.clone()
		a.Run = &r
	}
	if a.Swim != nil {
		w := *a.Swim
		w.Roll = w.Roll.clone()
		a.Swim = &w
	}
	if a.Leap != nil {
		l := *a.Leap
		a.Leap = &l
	}
	if a.Cast != nil {
		c := a.Cast.clone()
		a.Cast = &c
	}
	if a.Task != nil {
		t := *a.Task
		a.Task = &t
	}
	return a
}
