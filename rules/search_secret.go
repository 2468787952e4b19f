package rules

import "fmt"

// Searching for secret doors (page 25, Action 10, exploratory): a hero
// anywhere in a section may spend his Action on a Perception test; it
// cannot be combined with a move. On a success every secret door of the
// sheet on the edge of his section turns up and is an ordinary unexplored
// door from then on, opened the usual way (opendoor.go). A failure finds
// nothing, and says nothing of whether there was anything to find. The
// book sets no limit on attempts (R62).

const ruleSearchSecret = "search_secret_doors"

func canSearchSecret(s *State, fi int, a *Activation) *RuleError {
	if err := calmExploring(s, fi, a); err != nil {
		return err
	}
	return notMoved(s, &s.Figures[fi], a)
}

func (c SearchSecretDoors) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if rerr := canSearchSecret(e.s, fi, a); rerr != nil {
		return rerr
	}
	if err := e.spendAction(f, a, ruleSearchSecret); err != nil {
		return err
	}
	a.Still = true
	return e.startTask(fi, Task{Rule: ruleSearchSecret, At: f.At}, Perception, 0)
}

// settleSearchSecret applies the final search test: on a success the
// secret doors on the edge of the hero's section become unexplored doors.
func settleSearchSecret(e *env, r RollRecord) error {
	fi, _, err := e.takeTask(r)
	if err != nil {
		return err
	}
	e.blunder(r)
	f := &e.s.Figures[fi]
	sec := sectionOf(e.s, f)
	ev := SecretDoorsSearched{Figure: f.ID, Section: sec, Roll: r.Seq, Passed: !r.failed()}
	if r.failed() {
		e.emit(ev)
		return nil
	}
	x := e.s.Explore
	g := e.s.Board
	kept := x.Secret[:0:0] // shared with clones (cow.go)
	for _, d := range x.Secret {
		touches := false
		for _, p := range d.Edges(nil) {
			q := p.Add(d.Side.Dir())
			if g.Square(p).Section == sec || (g.In(q) && g.Square(q).Section == sec) {
				touches = true
			}
		}
		if !touches {
			kept = append(kept, d)
			continue
		}
		x.Doors = append(x.Doors, d)
		ev.Found = append(ev.Found, DoorRef{At: d.At, Side: d.Side, Width: d.Width})
	}
	x.Secret = kept
	if len(x.Secret) == 0 {
		x.Secret = nil
	}
	e.emit(ev)
	return nil
}

func searchSecretOptions(s *State, fi int, h Header, calm bool) []Option {
	if s.Explore == nil || !calm || notMoved(s, &s.Figures[fi], s.Active) != nil {
		return nil
	}
	id := s.Figures[fi].ID
	return []Option{{ID: fmt.Sprintf("search_secret_doors:%s", id), Command: SearchSecretDoors{Header: h, Figure: id}}}
}
