package rules

import (
	"fmt"
	"slices"
)

// Searching rooms (page 25, Action 11, exploratory): a hero in a room (an
// indoor one, not a corridor) that the group has not searched yet may
// spend his Action on a Perception test; the Action cannot be combined with
// a move, so he must not have moved and may not move after it. The group
// has one attempt per room. On a success he finds 1D3+1 coins; with a
// double 6, while his Perception is not below 0, a Treasure card instead
// (counted in State.TreasureDraws for the treasure deck to come). Once the
// Main Room is revealed, no room explored before it may be searched.

const ruleSearchRoom = "search_room"

// canSearchRoom checks that the active hero fi may search his room now and
// returns its section.
func canSearchRoom(s *State, fi int, a *Activation) (uint8, *RuleError) {
	if err := calmExploring(s, fi, a); err != nil {
		return 0, err
	}
	return roomSearchable(s, fi, a)
}

// roomSearchable is canSearchRoom once calmExploring has passed.
func roomSearchable(s *State, fi int, a *Activation) (uint8, *RuleError) {
	f := &s.Figures[fi]
	if err := notMoved(s, f, a); err != nil {
		return 0, err
	}
	x := s.Explore
	sec := sectionOf(s, f)
	si, ok := x.sectionInfo(sec)
	switch {
	case !ok || !si.Room || si.Outdoor:
		return 0, refuse(CodeNotARoom, "%s is not in an indoor room: only those are searched for treasure", "%s no está en una habitación de interior: solo en ellas se buscan tesoros", f.name())
	case slices.Contains(x.RoomsSearched, sec):
		return 0, refuse(CodeAlreadySearched, "the group has already searched this room", "el grupo ya ha registrado esta habitación")
	case x.pastMain(sec):
		return 0, refuse(CodePastMain, "the Main Room is revealed: rooms explored before it are no longer searched", "la Sala Principal está desvelada: las habitaciones exploradas antes ya no se registran")
	}
	return sec, nil
}

func (c SearchRoom) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	sec, rerr := canSearchRoom(e.s, fi, a)
	if rerr != nil {
		return rerr
	}
	if err := e.spendAction(f, a, ruleSearchRoom); err != nil {
		return err
	}
	a.Still = true
	x := e.s.Explore
	x.RoomsSearched = append(x.RoomsSearched, sec)
	return e.startTask(fi, Task{Rule: ruleSearchRoom, At: f.At}, Perception, 0)
}

// settleSearchRoom applies the final search test: coins, a Treasure card,
// or nothing.
func settleSearchRoom(e *env, r RollRecord) error {
	fi, _, err := e.takeTask(r)
	if err != nil {
		return err
	}
	e.blunder(r)
	f := &e.s.Figures[fi]
	ev := RoomSearched{Figure: f.ID, Section: sectionOf(e.s, f), Roll: r.Seq}
	if r.failed() {
		e.emit(ev)
		return nil
	}
	ev.Found = true
	if (r.Double6() || r.IsDouble() && r.Dice[0] == 5 && secretsNear(e.s, fi)) && currentAttribute(f, Perception) >= 0 {
		ev.Treasure = true
		e.emit(ev)
		return e.earnTreasure(fi)
	}
	d, err := e.dice.D3("coins: " + f.name())
	if err != nil {
		return diceError(err)
	}
	cr := e.record(d, ruleSearchRoom, f.ID)
	e.emit(Rolled{Roll: cr.clone()})
	ev.Coins, ev.CoinsRoll = cr.Total+1, cr.Seq
	f.Coins = min(f.Coins+ev.Coins, maxCoins)
	e.emit(ev)
	return nil
}

// currentAttribute is attribute a of f as it stands, lowered by its
// conditions (page 42).
func currentAttribute(f *Figure, a Attribute) int {
	v := a.Of(&f.Attrs)
	for _, m := range conditionModifiers(f, a, nil) {
		v += m.Value
	}
	return v
}

func searchRoomOptions(s *State, fi int, h Header, calm bool) []Option {
	if s.Explore == nil || !calm {
		return nil
	}
	if _, err := roomSearchable(s, fi, s.Active); err != nil {
		return nil
	}
	id := s.Figures[fi].ID
	return []Option{{ID: fmt.Sprintf("search_room:%s", id), Command: SearchRoom{Header: h, Figure: id}}}
}
