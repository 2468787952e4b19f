package scenario

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"dun/adp"
	"dun/adp1"
	"dun/board"
	"dun/dice"
	"dun/rules"
	"dun/setup"
)

// Failure is an expectation that did not hold, or a step that went
// otherwise than the scenario says.
type Failure struct {
	File string `json:"file"`
	Line int    `json:"line"`
	What string `json:"what"`
	Want string `json:"want,omitempty"`
	Got  string `json:"got,omitempty"`
}

func (f Failure) String() string {
	s := fmt.Sprintf("%s:%d: %s", f.File, f.Line, f.What)
	if f.Want != "" || f.Got != "" {
		s += fmt.Sprintf(": want %s, found %s", f.Want, f.Got)
	}
	return s
}

// Result is the outcome of running a scenario.
type Result struct {
	Scenario *Scenario `json:"scenario"`
	Failures []Failure `json:"failures,omitempty"`
	// Log holds, for a verbose run, every step with its events and rolls.
	Log []string `json:"log,omitempty"`
	// Final is the state play ended in.
	Final rules.State `json:"-"`
}

// Passed reports whether every expectation held.
func (r *Result) Passed() bool { return len(r.Failures) == 0 }

// setupError is a setup the rules refuse: the scenario cannot start.
type setupError struct {
	line int
	msg  string
}

func (e *setupError) Error() string { return e.msg }

// start builds the state play begins from: the figures on the board, the
// turn and side, and the activation already begun, if any.
func (sc *Scenario) start() (rules.State, []rules.Event, error) {
	g := sc.grid()
	if g == nil {
		return rules.State{}, nil, &setupError{msg: "the scenario has no board"}
	}
	var s rules.State
	var err error
	if sc.Explore {
		figs, x := setup.Layout(sc.Board, sc.Figures)
		for _, id := range sc.Free {
			if slices.ContainsFunc(x.Hidden, func(f rules.Figure) bool { return f.ID == id }) {
				x.Free = append(x.Free, id)
			}
		}
		s, err = rules.NewExploringState(g, figs, x)
	} else {
		s, err = rules.NewState(g, sc.Figures)
	}
	if err != nil {
		return rules.State{}, nil, &setupError{msg: "figures: " + err.Error()}
	}
	if sc.Mission != nil {
		if s, err = rules.WithMission(s, *sc.Mission); err != nil {
			return rules.State{}, nil, &setupError{msg: "mission: " + err.Error()}
		}
	}
	if scn := setup.SceneOf(sc.Board); len(scn.Dark) > 0 || len(scn.Bridges) > 0 || len(scn.NPCs) > 0 || len(scn.Challenges) > 0 {
		if s, err = rules.WithScene(s, scn); err != nil {
			return rules.State{}, nil, &setupError{msg: "scene: " + err.Error()}
		}
	}
	if sc.Solo {
		if s, err = rules.WithSolo(s); err != nil {
			return rules.State{}, nil, &setupError{msg: "solo: " + err.Error()}
		}
	}
	if sc.Dark != nil {
		d := *sc.Dark
		d.Start = nil
		for _, p := range sc.Board.Start {
			if sec := g.Square(p).Section; sec != 0 && !slices.Contains(d.Start, sec) {
				d.Start = append(d.Start, sec)
			}
		}
		if s, err = rules.WithDarkPlayer(s, d); err != nil {
			return rules.State{}, nil, &setupError{msg: "dark: " + err.Error()}
		}
	}
	if sc.Treasure != nil {
		if s, err = rules.WithTreasure(s, sc.Treasure); err != nil {
			return rules.State{}, nil, &setupError{msg: "treasure_deck: " + err.Error()}
		}
		s.Treasure.Deck = slices.Clone(sc.TreasureDeck)
	}
	if sc.AchievementCard != nil {
		if s, err = rules.WithAchievementCard(s, sc.AchievementCard); err != nil {
			return rules.State{}, nil, &setupError{msg: "achievement_card: " + err.Error()}
		}
	}
	s.Turn, s.Side = sc.Turn, sc.Side
	if sc.Active == "" {
		return s, nil, nil
	}
	f, ok := s.Figure(sc.Active)
	if !ok {
		return rules.State{}, nil, &setupError{line: sc.activeLine, msg: fmt.Sprintf("active: no figure %q", sc.Active)}
	}
	if f.Side != s.Side {
		return rules.State{}, nil, &setupError{line: sc.activeLine, msg: fmt.Sprintf("active: %s is one of the %s, but the turn is the %s' (give side)", f.ID, f.Side, s.Side)}
	}
	next, evs, err := rules.Apply(s, rules.Activate{Header: rules.Header{Seat: f.Side}, Figure: f.ID}, dice.Scripted())
	if err != nil {
		return rules.State{}, nil, &setupError{line: sc.activeLine, msg: "active: " + err.Error()}
	}
	return next, evs, nil
}

// run is one scenario being played.
type run struct {
	sc      *Scenario
	st      rules.State
	script  *dice.Script
	step    []rules.Event // the events of the step being checked
	all     []rules.Event // every event since the start
	res     *Result
	verbose bool
}

// Run plays the scenario from its setup and checks every expectation. A
// verbose run logs every step, event and roll in Result.Log.
func (sc *Scenario) Run(verbose bool) *Result {
	r := &run{sc: sc, res: &Result{Scenario: sc}, verbose: verbose, script: dice.Scripted(sc.Dice...)}
	st, evs, err := sc.start()
	if err != nil {
		line := 1
		var se *setupError
		if errors.As(err, &se) && se.line > 0 {
			line = se.line
		}
		r.fail(line, "setup: "+err.Error(), "", "")
		return r.res
	}
	r.st = st
	r.all = append(r.all, evs...)
	if verbose && len(evs) > 0 {
		r.logf("setup: %s is active", sc.Active)
		r.logEvents(evs)
	}
	for i, step := range sc.Steps {
		if !r.play(i, step) {
			r.fail(step.Line, fmt.Sprintf("steps[%d]: the rest of the scenario is skipped", i), "", "")
			r.res.Final = r.st
			return r.res
		}
	}
	if sc.Final != nil {
		r.step = r.all
		r.checks(sc.Final)
	}
	if left := r.script.Remaining(); len(left) > 0 {
		r.fail(sc.diceLine, "dice: every forced die must be used", "none left", fmt.Sprintf("%d unused %v", len(left), left))
	}
	r.res.Final = r.st
	return r.res
}

func (r *run) fail(line int, what, want, got string) {
	r.res.Failures = append(r.res.Failures, Failure{File: r.sc.File, Line: line, What: what, Want: want, Got: got})
}

func (r *run) logf(format string, a ...any) {
	if r.verbose {
		r.res.Log = append(r.res.Log, fmt.Sprintf(format, a...))
	}
}

// play runs one step and its expectations; false means play cannot go on.
func (r *run) play(i int, step Step) bool {
	what := fmt.Sprintf("steps[%d]", i)
	if step.ADP || step.ADP1 {
		return r.playADP(what, step)
	}
	if step.Command == nil {
		r.logf("%s (line %d): check%s", what, step.Line, noteSuffix(step.Note))
		r.step = r.all
		r.checks(step.Expect)
		return true
	}
	seat := r.st.Side
	if r.st.Prompt != nil {
		seat = r.st.Prompt.Seat
	}
	cmd, err := decodeCommand(step.Command, seat)
	if err != nil {
		var re *rules.RuleError
		errors.As(err, &re)
		r.logf("%s (line %d): %s%s", what, step.Line, compactJSON(step.Command), noteSuffix(step.Note))
		if step.Refused == nil || re == nil || re.Code != step.Refused.Code {
			r.fail(step.Line, what+": the command cannot be decoded", "a command", err.Error())
			return false
		}
		r.logf("  refused: %v", err)
		r.refusalSays(step, re)
		r.step = nil
		r.checks(step.Expect)
		return true
	}
	r.logf("%s (line %d): %s%s", what, step.Line, describeCommand(cmd), noteSuffix(step.Note))
	before := r.st.Hash()
	used := r.script.Used()
	next, evs, err := rules.Apply(r.st, cmd, r.script)
	if err != nil {
		var re *rules.RuleError
		if !errors.As(err, &re) {
			re = &rules.RuleError{Code: "?", Reason: rules.Text{En: err.Error()}}
		}
		r.logf("  refused: %s: %s", re.Code, re.Reason.En)
		r.logf("  rechazada: %s: %s", re.Code, re.Reason.Es)
		if re.Reason.En == "" || re.Reason.Es == "" {
			r.fail(step.Line, what+": a refusal gives its reason in English and Spanish", "both", fmt.Sprintf("en %q, es %q", re.Reason.En, re.Reason.Es))
		}
		if step.Refused == nil {
			r.fail(step.Line, what+": the command was refused", "it accepted", re.Code+": "+re.Reason.En)
			return false
		}
		if re.Code != step.Refused.Code {
			r.fail(step.Refused.Line, what+": refused with another code", step.Refused.Code, re.Code+" ("+re.Reason.En+")")
		}
		r.refusalSays(step, re)
		if h := r.st.Hash(); h != before || next.Hash() != before {
			r.fail(step.Refused.Line, what+": a refused command must leave the state unchanged", fmt.Sprintf("hash %016x", before), fmt.Sprintf("hash %016x", next.Hash()))
		}
		if len(evs) > 0 {
			r.fail(step.Refused.Line, what+": a refused command must emit no events", "none", eventTypes(evs))
		}
		if r.script.Used() != used {
			r.logf("  (the refused command drew %d forced dice)", r.script.Used()-used)
		}
		r.step = nil
		r.checks(step.Expect)
		return true
	}
	r.logEvents(evs)
	r.st = next
	r.step = evs
	r.all = append(r.all, evs...)
	if step.Refused != nil {
		r.fail(step.Refused.Line, what+": the command was accepted", "refused with "+step.Refused.Code, "accepted ("+eventTypes(evs)+")")
		return false
	}
	r.checks(step.Expect)
	return true
}

// playADP lets the Artificial Dark Player decide for the Dark side until
// the heroes must act, logging each decision with its reasons.
func (r *run) playADP(what string, step Step) bool {
	r.logf("%s (line %d): the Artificial Dark Player plays%s", what, step.Line, noteSuffix(step.Note))
	pack, err := starterPack()
	if err != nil {
		r.fail(step.Line, what+": the starter pack", "loaded", err.Error())
		return false
	}
	var c adp.Chooser = adp.New(setup.Behaviours(pack))
	name := "adp"
	if step.ADP1 {
		c, name = adp1.New(setup.Behaviours(pack)), "adp1"
	}
	if d := r.st.Dark; d != nil && d.Mode == rules.DarkADP {
		// In adp mode it plays its cards too.
		pl, err := setup.Planner(pack, r.sc.DarkFaction)
		if err != nil {
			r.fail(step.Line, what+": the ADP's planner", "built", err.Error())
			return false
		}
		if step.ADP1 {
			pl = adp1.Planner(pl) // its encounters and order of placement
		}
		c = &adp.CardPlayer{Planner: pl, Creatures: c, FirstEdition: step.ADP1}
	}
	next, steps, err := adp.PlayAll(c, name, r.st, r.script)
	var evs []rules.Event
	for _, st := range steps {
		r.logf("  adp: %s", st.Option.ID)
		r.logf("    %s", st.Why.En)
		r.logf("    %s", st.Why.Es)
		r.logEvents(st.Events)
		evs = append(evs, st.Events...)
	}
	r.st = next
	r.step = evs
	r.all = append(r.all, evs...)
	if err != nil {
		r.fail(step.Line, what+": the Artificial Dark Player", "a legal play", err.Error())
		return false
	}
	if len(steps) == 0 {
		r.fail(step.Line, what+": the Artificial Dark Player had nothing to decide", "a decision", "none")
	}
	r.checks(step.Expect)
	return true
}

func (r *run) refusalSays(step Step, re *rules.RuleError) {
	if step.Refused.Says != "" && !strings.Contains(re.Reason.En, step.Refused.Says) {
		r.fail(step.Refused.Line, "the reason of the refusal", fmt.Sprintf("%q in it", step.Refused.Says), fmt.Sprintf("%q", re.Reason.En))
	}
}

func noteSuffix(note string) string {
	if note == "" {
		return ""
	}
	return " — " + note
}

// checks evaluates a set of expectations against the current state.
func (r *run) checks(e *Expect) {
	if e == nil {
		return
	}
	for _, c := range e.checks {
		ok, want, got := c.eval(r)
		if !ok {
			r.fail(c.line, c.what, want, got)
		} else if r.verbose && want == notChecked {
			r.logf("  not checked: %s (line %d): an earlier event is missing", c.what, c.line)
		} else if r.verbose {
			r.logf("  ok: %s (line %d)", c.what, c.line)
		}
	}
}

func (r *run) logEvents(evs []rules.Event) {
	if !r.verbose {
		return
	}
	for _, ev := range evs {
		if rl, ok := ev.(rules.Rolled); ok {
			r.logf("  roll %s", ExplainRoll(rl.Roll))
			continue
		}
		m := eventFields(ev)
		delete(m, "type")
		r.logf("  %s %s", ev.EventType(), compactJSON(m))
	}
}

// ExplainRoll shows a roll with what it was for, its dice, its total, its
// modifiers, a test's target, outcome and critical, and who paid for a
// reroll: "#1 run: Taeral 2D6 [3 4] = 7".
func ExplainRoll(r rules.RollRecord) string {
	s := r.Roll.String()
	for _, m := range r.DiceModifiers {
		s += fmt.Sprintf(" (%+d dice: %s)", m.Value, m.Why.En)
	}
	for _, m := range r.Modifiers {
		s += fmt.Sprintf(" %+d %s", m.Value, m.Why.En)
	}
	if len(r.Modifiers) > 0 {
		s += fmt.Sprintf(" → %d", r.Result())
	}
	if r.Target > 0 {
		s += fmt.Sprintf(" (needs %d: %s", r.Target, r.Outcome)
		if r.Critical != "" {
			s += ", " + strings.ReplaceAll(string(r.Critical), "_", " ")
		}
		s += ")"
	}
	if r.PaidBy != "" {
		s += " (a Fortune point of " + r.PaidBy + ")"
	}
	return s
}

// describeCommand shows a command as its JSON.
func describeCommand(c rules.Command) string {
	b, err := rules.EncodeCommand(c)
	if err != nil {
		return c.Type()
	}
	var v any
	if json.Unmarshal(b, &v) != nil {
		return string(b)
	}
	return compactJSON(v)
}

// eventFields is an event as plain data (what json.Unmarshal gives);
// squares are [x, y] lists; "type" holds its EventType.
func eventFields(ev rules.Event) map[string]any {
	b, err := rules.EncodeEvent(ev)
	if err != nil {
		return map[string]any{"type": ev.EventType()}
	}
	var v map[string]any
	if json.Unmarshal(b, &v) != nil {
		return map[string]any{"type": ev.EventType()}
	}
	return v
}

// compactJSON writes v as one line of JSON with sorted keys.
func compactJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}

func eventTypes(evs []rules.Event) string {
	if len(evs) == 0 {
		return "no events"
	}
	ts := make([]string, len(evs))
	for i, e := range evs {
		ts[i] = e.EventType()
	}
	return strings.Join(ts, ", ")
}

// rolls lists the rolls made by the given events.
func rollsOf(evs []rules.Event) []rules.RollRecord {
	var out []rules.RollRecord
	for _, e := range evs {
		if r, ok := e.(rules.Rolled); ok {
			out = append(out, r.Roll)
		}
	}
	return out
}

// probe returns the state a question about figure id's moves is asked of:
// for the figure being activated, its activation as it stands; for any
// other figure, an activation begun now (rules.Apply of an Activate
// command, on a copy). within >= 0 sets the Movement points left to spend.
// Prompts are set aside: they do not change where a figure may go.
func probe(s rules.State, id string, within int) (rules.State, rules.Figure, error) {
	p := s.Clone()
	p.Prompt = nil
	f, ok := p.Figure(id)
	if !ok {
		return p, f, fmt.Errorf("no figure %q", id)
	}
	if a := p.Active; a != nil && a.Figure == id {
		if within >= 0 {
			a.Allowance = min(a.Spent+within, maxAllowance)
		}
		return p, f, nil
	}
	p.Active = nil
	p.Side = f.Side
	for i := range p.Figures {
		if p.Figures[i].ID == id {
			p.Figures[i].Activated = false
		}
	}
	next, _, err := rules.Apply(p, rules.Activate{Header: rules.Header{Seat: f.Side}, Figure: id}, dice.Scripted())
	if err != nil {
		return p, f, fmt.Errorf("%s cannot be activated to measure its moves: %v", id, err)
	}
	if within >= 0 {
		next.Active.Allowance = min(within, maxAllowance)
	}
	return next, f, nil
}

// moveCosts is the cheapest cost, as rules.Options prices moves, of every
// square figure id may move to (the top-left square for a 2x2 base), with
// within Movement points to spend; within < 0 gives the points left to the
// active figure, or a new activation's Movement. See probe.
func moveCosts(s rules.State, id string, within int) (map[board.Pos]int, error) {
	p, f, err := probe(s, id, within)
	if err != nil {
		return nil, err
	}
	out := map[board.Pos]int{}
	for _, o := range rules.Options(p, f.Side) {
		if mv, ok := o.Command.(rules.Move); ok && mv.Figure == id {
			out[mv.To] = o.Cost
		}
	}
	return out, nil
}

// pathCost is what a move of figure id to square to along path would spend
// (see probe), or the code of the rules' refusal.
func pathCost(s rules.State, id string, to board.Pos, path []board.Pos) (cost int, code string, err error) {
	p, f, err := probe(s, id, maxAllowance)
	if err != nil {
		return 0, "", err
	}
	_, evs, err := rules.Apply(p, rules.Move{Header: rules.Header{Seat: f.Side}, Figure: id, To: to, Path: slices.Clone(path)}, dice.Scripted())
	if err != nil {
		var re *rules.RuleError
		if errors.As(err, &re) {
			return 0, re.Code, nil
		}
		return 0, "", err
	}
	for _, ev := range evs {
		if mv, ok := ev.(rules.Moved); ok {
			return mv.Cost, "", nil
		}
	}
	return 0, "", fmt.Errorf("the move emitted no moved event")
}

// maxAllowance is the most Movement points a probe gives: enough to cross
// any map a scenario draws, and within what a state may hold.
const maxAllowance = 300

// distance is the distance of page 18 between two sets of squares (a
// figure's base, or one square): the fewest steps of a figure hindered only
// by impassable elements, or board.Unreached.
func distance(g *board.Grid, from, to []board.Pos) int {
	var s board.Search
	src := make([]int, len(from))
	for i, p := range from {
		src[i] = g.Index(p)
	}
	s.Measure(g, -1, src...)
	best := board.Unreached
	for _, b := range to {
		if c := s.Cost(g.Index(b)); c != board.Unreached && (best == board.Unreached || c < best) {
			best = c
		}
	}
	return best
}

func sqText(p board.Pos) string { return fmt.Sprintf("[%d, %d]", p.X, p.Y) }

// pathText shows squares in their order.
func pathText(ps []board.Pos) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = sqText(p)
	}
	return strings.Join(parts, " ")
}

// squaresText shows a set of squares, sorted by row then column.
func squaresText(ps []board.Pos) string {
	if len(ps) == 0 {
		return "none"
	}
	ps = slices.Clone(ps)
	sort.Slice(ps, func(i, j int) bool {
		if ps[i].Y != ps[j].Y {
			return ps[i].Y < ps[j].Y
		}
		return ps[i].X < ps[j].X
	})
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = sqText(p)
	}
	return strings.Join(parts, " ")
}
