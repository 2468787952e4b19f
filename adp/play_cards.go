package adp

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"dun/board"
	"dun/dice"
	"dun/rules"
)

// CardPlayer is the Artificial Dark Player with its cards: at each of its
// moments in the rules' adp mode (rules/adp_cards.go: an obstacle question,
// a revealed section, the start of its turn) it asks the Planner what to
// do and carries the plan out with the rules' commands; otherwise its
// creatures play as Creatures decides.
//
// The planner rolls dice as it goes; the game's dice must be the rules'.
// So the plan is made from the state at the start of the moment with the
// dice the rules rolled in it (State.Dark.Rolled): when the planner wants
// one more, the player sends a DarkRoll with its purpose and plans again
// once the rules have rolled it. The same dice give the same plan, whose
// steps then become commands, one a decision. A game replays from its
// command log without the planner.
type CardPlayer struct {
	Planner   *Planner
	Creatures Chooser
	// FirstEdition: the earlier edition's ADP plays the creatures
	// (adp1), whose Leader improvement differs (R893).
	FirstEdition bool

	mu  sync.Mutex
	m   moment
	cur rules.State // the state decided on, while choose runs
	// replay serves the dice of the moment to its planner.
	replay replay
	// try is the memory of the states Choose builds only to see whether
	// the rules accept a step of the plan, then drops.
	try rules.Scratch
	// start is the memory of the moment's starting state (moment.start):
	// one moment at a time, and the commands made from its plan hold
	// nothing of it (strings, and slices commands builds anew).
	start rules.Scratch
	// Refused lists the plan's commands the rules refused (a bug: the
	// planner broke a rule), with the reason; the command is replaced by
	// a discard, a pass or nothing.
	Refused []string
	// Waiting lists the cards discarded because the rules do not play
	// their effect yet (rules.CardEffects).
	Waiting []string
}

// moment is the plan of the ADP's moment in progress.
type moment struct {
	n    int
	kind string
	// start is the moment's starting state and cs its cards, kept
	// (copied) once the plan needs a die: the moment is then planned
	// again from them. pl is the moment's Planner, made from the state
	// planned from.
	start  rules.State
	cs     CardState
	copied bool
	pl     *Planner
	cmds   []rules.Command
	whys   []rules.Text
	ats    map[int]board.Pos
	next   int
	ready  bool
}

// The kinds of moment.
const (
	momentTrap   = "trap"
	momentReveal = "reveal"
	momentCombat = "combat"
)

// errNeedDie stops the planner when the rules have not rolled its next die.
var errNeedDie = errors.New("adp: the rules must roll the next die")

// replay serves the dice the rules rolled in the moment, then asks for
// one more.
type replay struct {
	dice []rules.DarkDie
	k    int
	need dice.Request
}

func (r *replay) Die(req dice.Request) (int, error) {
	if r.k < len(r.dice) {
		r.k++
		return r.dice[r.k-1].Die, nil
	}
	r.need = req
	return 0, errNeedDie
}

// purposeOf is the DarkRoll purpose of a die the planner asks for.
func purposeOf(p string) string {
	switch {
	case strings.HasPrefix(p, "scenario die"):
		return rules.RollScenarioDie
	case strings.HasPrefix(p, "spawn table"):
		return rules.RollSpawnTable
	case strings.HasPrefix(p, "extra skills"):
		return rules.RollExtraSkills
	}
	return rules.RollAmongEquals
}

func momentKind(s *rules.State) string {
	if p := s.Prompt; p != nil {
		if p.Seat != rules.Dark {
			return ""
		}
		switch p.Kind {
		case rules.PromptDarkTrap:
			return momentTrap
		case rules.PromptDarkReveal:
			return momentReveal
		}
		return ""
	}
	if s.Side != rules.Dark || s.Active != nil {
		return ""
	}
	any := false
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.Side == rules.Dark && f.Activated {
			return ""
		}
		any = any || (f.Side == rules.Dark && f.Present())
	}
	if !any {
		return ""
	}
	return momentCombat
}

// CardStateOf is the planner's view of the ADP's cards in the rules'
// state: one source of truth, the rules'.
func CardStateOf(s *rules.State) CardState {
	cs := cardStateIn(s)
	cs.Decks = Decks{Obstacles: slices.Clone(cs.Decks.Obstacles), Powers: slices.Clone(cs.Decks.Powers), Encounters: slices.Clone(cs.Decks.Encounters)}
	cs.FaceUp = slices.Clone(cs.FaceUp)
	cs.Challenges = slices.Clone(cs.Challenges)
	cs.Discards = slices.Clone(cs.Discards)
	return cs
}

// cardStateIn is CardStateOf sharing s's decks, hand, challenges and
// discards (clipped) rather than copying them: for the planner, which
// writes none of them in place, while s stays as it is.
func cardStateIn(s *rules.State) CardState {
	d := s.Dark
	cs := CardState{Reserve: s.Available(), Budget: d.Budget, GroupVP: s.GroupVP(), Encounters: map[uint8]int{}, LeaderDone: d.Improved}
	for i := range s.Figures {
		if f := &s.Figures[i]; f.Leader() && f.Side == rules.Dark && slices.Contains(d.Skilled, f.ID) {
			cs.LeaderSkilled = true
		}
	}
	for i := range s.Figures {
		if f := &s.Figures[i]; f.Hero() && f.Present() {
			cs.Heroes++
		}
	}
	cs.share(s)
	// Every square the rules count as an obstacle's (page 48): a long
	// trap's second square and a locked door's too, not only the traps'.
	cs.Obstacles = rules.ObstacleSquares(*s)
	for _, sec := range d.Encounters {
		cs.Encounters[sec]++
	}
	if len(d.Start) > 0 {
		cs.Start = d.Start[0]
	}
	return cs
}

// share points cs's decks, hand, challenges and discards at s's (a state
// with the same cards), clipped; the rest of cs is its own.
func (cs *CardState) share(s *rules.State) {
	d := s.Dark
	cs.Decks = Decks{}
	for _, k := range d.Decks {
		switch k.ID {
		case rules.DeckADPObstacles:
			cs.Decks.Obstacles = slices.Clip(k.Cards)
		case rules.DeckADPPowers:
			cs.Decks.Powers = slices.Clip(k.Cards)
		case rules.DeckEncounters:
			cs.Decks.Encounters = slices.Clip(k.Cards)
		}
	}
	cs.FaceUp = slices.Clip(d.Hand)
	cs.Challenges = slices.Clip(d.Challenges)
	cs.Discards = slices.Clip(d.Discards)
}

// planner is the Planner for s: the Leader waiting for his square comes
// with the Main Room's group.
func (c *CardPlayer) planner(s *rules.State) *Planner {
	pl := *c.Planner
	pl.PlaceLeader, pl.Leader = false, nil
	if l := s.Dark.Leader; l != nil {
		pl.PlaceLeader = true
		pl.Leader = &SpawnCreature{Kind: l.ID, Name: rules.Text{En: l.Name(), Es: l.Name()}, VP: l.VP(), Level: l.Level(), Size: l.Size, Skills: l.Skills}
		for _, x := range s.Dark.Cards.Extras(l.Profile()) {
			pl.Leader.Extra = append(pl.Leader.Extra, SkillCost{Skill: x.Skill, VP: x.VP})
		}
	}
	return &pl
}

// plan runs the planner on the moment's start st, its cards cs, with
// the dice rolled.
func (c *CardPlayer) plan(st *rules.State, cs CardState, src dice.Source) (Plan, error) {
	m := &c.m
	if m.pl == nil {
		m.pl = c.planner(st)
	}
	pl := m.pl
	switch m.kind {
	case momentTrap:
		a := st.Active
		if a == nil || a.Task == nil {
			return Plan{}, fmt.Errorf("adp: the obstacle question has no action")
		}
		ev := ObstacleEvent{Hero: a.Figure, At: a.Task.At, Squares: rules.ObstacleSpot(*st)}
		switch a.Task.Rule {
		case "dark_react_door":
			ev.Trigger = TriggerOpenDoor
		case "dark_react_chest":
			ev.Trigger = TriggerOpenChest
		case "dark_react_step":
			ev.Trigger = TriggerStep
		default:
			ev.Trigger = TriggerReveal
		}
		return pl.Obstacle(st, cs, ev, src)
	case momentReveal:
		w := st.Dark.Window
		if w == nil || len(w.Sections) == 0 {
			return Plan{}, fmt.Errorf("adp: the revealed section is unknown")
		}
		ev := RevealEvent{Hero: w.Hero, Section: w.Sections[0], BrokeDoor: w.BrokeIn}
		if f, ok := st.Figure(w.Hero); ok {
			ev.From = f.At
		}
		return pl.Reveal(st, cs, ev, src)
	}
	return pl.CombatTurn(st, cs, src)
}

// Choose is the ADP's decision: the next command of its cards' plan, or
// its creatures'.
func (c *CardPlayer) Choose(s rules.State) (Decision, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.choose(s, nil)
}

// choose is Choose with the Dark seat's options when the caller listed
// them (nil when not), for the creatures' player.
func (c *CardPlayer) choose(in rules.State, opts []rules.Option) (Decision, error) {
	// s is read through a pointer that escapes (the rules' refusals): a
	// copy of the header in the player's memory, rather than in moved to
	// the heap at every decision.
	c.cur = in
	defer func() { c.cur = rules.State{} }()
	s := &c.cur
	kind := ""
	if s.Dark != nil && s.Dark.Mode == rules.DarkADP && c.Planner != nil {
		kind = momentKind(s)
	}
	if kind == "" {
		return c.creatures(in, opts)
	}
	d := s.Dark
	m := &c.m
	if m.n != d.Moment || m.kind != kind {
		*m = moment{n: d.Moment, kind: kind}
	}
	if !m.ready {
		// The moment begins at s: a plan that needs no die is made from
		// s itself. Otherwise s and its cards are copied (s's memory is
		// the caller's) to plan from again once the die is rolled.
		st, cs := &m.start, m.cs
		if !m.copied {
			st, cs = s, cardStateIn(s)
		}
		c.replay = replay{dice: d.Rolled}
		src := &c.replay
		p, err := c.plan(st, cs, src)
		if err != nil && !m.copied {
			// The copy's cards are s's: cs's own parts are kept (the
			// planner wrote none of cs), its shared ones are the copy's.
			m.start = c.start.Clone(in)
			m.cs, m.copied = cs, true
			m.cs.share(&m.start)
			m.pl = nil // made from s: the next is made from the copy
		}
		switch {
		case errors.Is(err, errNeedDie):
			return decision(rules.DarkRoll{Header: rules.Header{Seat: rules.Dark}, Purpose: purposeOf(src.need.Purpose)}, rules.Text{En: "the ADP rolls: " + src.need.Purpose, Es: "el JOA tira: " + src.need.Purpose}), nil
		case err != nil:
			return Decision{}, err
		}
		m.cmds, m.whys, m.ats = commands(p, kind, st, c.FirstEdition)
		m.ready = true
	}
	for m.next < len(m.cmds) {
		cmd, why := m.cmds[m.next], m.whys[m.next]
		if at, ok := m.ats[m.next]; ok {
			if t, ok := cmd.(rules.TakeExtraSkills); ok {
				t.Figure = figureAt(s, at)
				cmd = t
			}
		}
		m.next++
		if _, _, err := rules.ApplyIn(&c.try, in, cmd, dice.Seeded(1)); err != nil {
			if alt, why, ok := otherBeneficiary(s, cmd); ok {
				return decision(alt, why), nil
			}
			var re *rules.RuleError
			errors.As(err, &re)
			if a, ok := cmd.(rules.Answer); ok {
				if id, ok := strings.CutPrefix(a.Option, "play:"); ok {
					re = rules.ObstacleRefusal(s, id)
				}
			}
			if re != nil && re.Code == rules.CodeCardWaiting {
				c.Waiting = append(c.Waiting, fmt.Sprintf("%s: %v", cmd.Type(), err))
			} else if !isPower(s, cmd) {
				c.Refused = append(c.Refused, fmt.Sprintf("%s: %v", cmd.Type(), err))
			}
			if alt := instead(s, cmd); alt != nil {
				return decision(alt, rules.Text{En: "the rules refused the plan: " + err.Error(), Es: "las reglas rechazaron el plan: " + err.Error()}), nil
			}
			continue
		}
		return decision(cmd, why), nil
	}
	if kind != momentCombat {
		return decision(rules.Answer{Header: rules.Header{Seat: rules.Dark}, Option: rules.OptionPass}, rules.Text{En: "the ADP has nothing more to play here", Es: "el JOA no tiene nada más que jugar aquí"}), nil
	}
	return c.creatures(in, opts)
}

// creatures is the creatures' player's decision, from opts when the
// caller listed them and the player can take them.
func (c *CardPlayer) creatures(s rules.State, opts []rules.Option) (Decision, error) {
	if from, ok := c.Creatures.(interface {
		ChooseFrom(rules.State, []rules.Option) (Decision, error)
	}); ok && opts != nil {
		return from.ChooseFrom(s, opts)
	}
	return c.Creatures.Choose(s)
}

func decision(cmd rules.Command, why rules.Text) Decision {
	id, ok := decisionIDs[cmd.Type()]
	if !ok {
		id = "adp:" + cmd.Type()
	}
	return Decision{Option: rules.Option{ID: id, Command: cmd}, Why: why}
}

// decisionIDs are the IDs of the card player's decisions, by command
// type, made once rather than at every decision.
var decisionIDs = func() map[string]string {
	m := map[string]string{}
	for _, c := range []rules.Command{rules.DarkRoll{}, rules.DrawCard{}, rules.PlayCard{}, rules.DiscardCard{}, rules.Answer{}, rules.TakeExtraSkills{}, rules.PlaceLeader{}, rules.ImproveLeader{}} {
		m[c.Type()] = "adp:" + c.Type()
	}
	return m
}()

// instead is what the ADP does when the rules refuse a step: a card
// revealed and not played is discarded, an obstacle not laid is passed.
func instead(s *rules.State, cmd rules.Command) rules.Command {
	h := rules.Header{Seat: rules.Dark}
	switch c := cmd.(type) {
	case rules.PlayCard:
		if slices.Contains(s.Dark.Hand, c.Card) {
			return rules.DiscardCard{Header: h, Card: c.Card}
		}
	case rules.Answer:
		if c.Option != rules.OptionPass {
			if id, ok := strings.CutPrefix(c.Option, "play:"); ok && slices.Contains(s.Dark.Hand, id) {
				return rules.DiscardCard{Header: h, Card: id}
			}
		}
	}
	return nil
}

// commands turns a plan's steps into the rules' commands: a draw from the
// moment's deck, an obstacle's activation as the answer to the question,
// a spawn as the encounter's (or the Main Room group's) placements and
// the Leader's square, a discard, a power on its creature, a creature's
// extra skills, the Leader's improvement. Holding a card needs nothing (it
// stays face up in the rules' hand). A creature the plan places has no ID
// yet: its extra skills name the square it is placed on (ats), which
// Choose turns into the figure standing there when the time comes.
func commands(p Plan, kind string, s *rules.State, first bool) ([]rules.Command, []rules.Text, map[int]board.Pos) {
	h := rules.Header{Seat: rules.Dark}
	deck := ""
	switch kind {
	case momentTrap:
		deck = rules.DeckADPObstacles
	case momentReveal:
		deck = rules.DeckEncounters
	case momentCombat:
		deck = rules.DeckADPPowers
	}
	var cmds []rules.Command
	var whys []rules.Text
	add := func(c rules.Command, why rules.Text) { cmds, whys = append(cmds, c), append(whys, why) }
	var ats map[int]board.Pos // made for the first creature placed by the plan that takes skills
	var answer rules.Command
	var answerWhy rules.Text
	var lastSpawn []Placement
	for _, st := range p.Steps {
		switch st.Kind {
		case StepSkills:
			id := st.Figure
			if st.Creature >= 0 && st.Creature < len(lastSpawn) {
				if ats == nil {
					ats = map[int]board.Pos{}
				}
				ats[len(cmds)] = lastSpawn[st.Creature].At
			} else if id == "" && s.Dark != nil && s.Dark.Leader != nil {
				id = s.Dark.Leader.ID
			}
			add(rules.TakeExtraSkills{Header: h, Figure: id}, st.Why)
		case StepLeader:
			add(rules.ImproveLeader{Header: h, FirstEdition: first}, st.Why)
		case StepDraw:
			add(rules.DrawCard{Header: h, Deck: deck}, st.Why)
		case StepActivate:
			if st.At != nil && kind == momentTrap {
				answer, answerWhy = rules.Answer{Header: h, Option: "play:" + st.Card}, st.Why
			}
		case StepDiscard:
			add(rules.DiscardCard{Header: h, Card: st.Card}, st.Why)
		case StepPower:
			add(rules.PlayCard{Header: h, Card: st.Card, Target: st.Figure}, st.Why)
		case StepSpawn:
			lastSpawn = st.Placements
			var spawns []rules.Spawn
			for _, pl := range st.Placements {
				if pl.Leader {
					continue
				}
				spawns = append(spawns, rules.Spawn{Kind: pl.Creature.Kind, At: pl.At, Facing: pl.Facing})
			}
			if len(spawns) > 0 {
				card := st.Card
				if card == "" {
					card = rules.MainRoomGroup
				}
				add(rules.PlayCard{Header: h, Card: card, Target: st.Figure, Spawns: spawns}, st.Why)
			}
			for _, pl := range st.Placements {
				if pl.Leader {
					add(rules.PlaceLeader{Header: h, At: pl.At, Facing: pl.Facing}, rules.Text{En: "the Leader takes his square in the Main Room", Es: "el Líder ocupa su casilla en la Sala principal"})
				}
			}
		}
	}
	if answer != nil {
		add(answer, answerWhy)
	}
	return cmds, whys, ats
}

// figureAt is the figure whose base covers square p, or "".
func figureAt(s *rules.State, p board.Pos) string {
	for i := range s.Figures {
		f := &s.Figures[i]
		if !f.Present() {
			continue
		}
		for _, q := range f.Squares(nil) {
			if q == p {
				return f.ID
			}
		}
	}
	return ""
}

func isPower(s *rules.State, cmd rules.Command) bool {
	c, ok := cmd.(rules.PlayCard)
	if !ok || c.Target == "" {
		return false
	}
	d, ok := s.Dark.Cards.Card(c.Card)
	return ok && d.Type == rules.CardPower
}

// otherBeneficiary: a power card that cannot act on the creature page 57
// names (the Leader, else the dearest) goes to the next of them in that
// order it can act on (R372).
func otherBeneficiary(s *rules.State, cmd rules.Command) (rules.Command, rules.Text, bool) {
	c, ok := cmd.(rules.PlayCard)
	if !ok || !isPower(s, cmd) {
		return nil, rules.Text{}, false
	}
	var order []int
	for i := range s.Figures {
		if f := &s.Figures[i]; f.Side == rules.Dark && f.Present() && f.ID != c.Target {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int {
		fa, fb := &s.Figures[a], &s.Figures[b]
		if fa.Leader() != fb.Leader() {
			if fa.Leader() {
				return -1
			}
			return 1
		}
		return fb.VP() - fa.VP()
	})
	for _, i := range order {
		f := &s.Figures[i]
		alt := c
		alt.Target = f.ID
		if refusal(s, alt) == nil {
			return alt, rules.Text{En: "the card cannot act on the first choice; " + f.Name() + " is the next in order", Es: "la carta no puede actuar sobre la primera elección; " + f.Name() + " es el siguiente en orden"}, true
		}
	}
	return nil, rules.Text{}, false
}

// refusal is the rules' refusal of cmd on s (nil: accepted), the state
// it would make built in a look's memory and thrown away (as Apply would
// build it in a new clone of s: a card's command is tried every step).
func refusal(s *rules.State, cmd rules.Command) error {
	lk := newLook()
	defer lk.done()
	_, _, err := rules.ApplyIn(&lk.sc, *s, cmd, dice.Seeded(1))
	return err
}

// ChooseFrom is Choose for a caller that already listed the Dark seat's
// options (the simulator): when the creatures decide (outside a moment of
// the cards, or once a combat moment's plan is played) they go on to the
// creatures' player when it can take them, rather than being listed a
// second time.
func (c *CardPlayer) ChooseFrom(s rules.State, opts []rules.Option) (Decision, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if opts == nil {
		opts = []rules.Option{} // listed, and none
	}
	return c.choose(s, opts)
}
