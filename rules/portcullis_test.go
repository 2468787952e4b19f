package rules

import (
	"slices"
	"testing"

	"dun/board"
)

var portcullisCard = DarkCard{ID: "grate", Name: Text{En: "Portcullis", Es: "Rastrillo"}, Type: CardObstacle, Cost: 2, Discard: 1,
	Place: []string{PlaceCorridor}, Effect: "card_blocked_access",
	Params: []CardParam{{Name: "element", Word: "portcullis"}, {Name: "armor", Int: 6}, {Name: "vitality", Int: 6}, {Name: "lift_modifier", Int: -1}}}

// grateState: Taeral on the arrow (6, 0) of the corridor, the Dark
// Player holding a Portcullis, which he drops as Taeral reveals the room.
func grateState(t *testing.T) State {
	t.Helper()
	s := dpState(t, nil, explorer("taeral", 6, 0))
	s = withCards(t, s, portcullisCard)
	s.Dark.Hand = []string{"grate"}
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0))
	if s.Prompt == nil || !s.Prompt.has("play:grate") {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	s, evs := play(t, s, nil, answer(Dark, "play:grate"))
	d, ok := find[PortcullisDropped](evs)
	if !ok || !slices.Equal(d.Edges, []board.Pos{at(6, 0), at(6, 1)}) || d.Side != board.SideE || d.Section != 2 {
		t.Fatalf("dropped %+v", d)
	}
	return s
}

// R896: the grate falls on the arrows' edges; the reveal is not done and
// is refused while it stands (Taeral keeps his Action); movement stops at
// it and sight passes its bars; it is played only on a reveal.
func TestPortcullisDrops(t *testing.T) {
	s := grateState(t)
	if s.SectionRevealed(2) || s.Active == nil || s.Active.Action != "" || s.Available() != 18 {
		t.Fatalf("revealed %v active %+v reserve %d", s.SectionRevealed(2), s.Active, s.Available())
	}
	ed := s.Board.Edge(at(6, 0), board.SideE)
	if !ed.Blocks() || ed.BlocksSight() || ed.Door != board.Portcullis {
		t.Fatalf("edge %+v", ed)
	}
	refused(t, s, revealCmd("taeral", 6, 0), CodeDoorLocked)
	for _, o := range Options(s, Heroes) {
		if _, ok := o.Command.(Reveal); ok {
			t.Fatalf("a reveal offered through the grate: %s", o.ID)
		}
	}
	if !slices.ContainsFunc(Options(s, Heroes), func(o Option) bool { return o.ID == "lift_portcullis:taeral:6,0:east" }) {
		t.Fatal("lifting not offered")
	}
	// Only on a reveal: not on a door, nor under a step.
	for _, rule := range []string{reactDoor, reactStep, reactChest} {
		if err := grateFits(&s, &portcullisCard, rule, at(6, 0)); err == nil || err.Code != CodeCardPlace {
			t.Errorf("%s: %v", rule, err)
		}
	}
}

// Lifting: a Strength test at -1; passed, the grate stays up and the
// reveal goes on; failed, it stays down.
func TestPortcullisLifted(t *testing.T) {
	for _, c := range []struct {
		dice   []int
		lifted bool
	}{{[]int{6, 6}, true}, {[]int{1, 2}, false}} {
		s := grateState(t)
		lift := LiftPortcullis{Header: Header{Seat: Heroes}, Figure: "taeral", At: at(6, 1), Side: board.SideE}
		s, evs := play(t, s, c.dice, lift)
		l, ok := find[PortcullisLifted](evs)
		if !ok || l.Lifted != c.lifted {
			t.Fatalf("%v: lifted %+v", c.dice, l)
		}
		if r, ok := find[Rolled](evs); !ok || !slices.ContainsFunc(r.Roll.Modifiers, func(m Modifier) bool { return m.Value == -1 }) {
			t.Fatalf("the roll lacks the -1: %+v", r)
		}
		if c.lifted != (len(s.Dark.Grates) == 0) || c.lifted == s.Board.Edge(at(6, 0), board.SideE).Blocks() {
			t.Fatalf("%v: grates %+v", c.dice, s.Dark.Grates)
		}
		if c.lifted {
			s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"))
			if _, _, err := Apply(s, revealCmd("taeral", 6, 0), scriptedDice()); err != nil {
				t.Fatalf("the reveal after lifting: %v", err)
			}
		}
	}
}

// Breaking: blows at Armour 6 wear its Vitality 6 down; broken, it is
// gone for good.
func TestPortcullisBroken(t *testing.T) {
	s := grateState(t)
	hit := Break{Header: Header{Seat: Heroes}, Figure: "taeral", At: at(6, 0), Side: board.SideE, Door: true}
	s.Dark.Grates[0].Wounds = 5
	s, evs := play(t, s, []int{6, 6, 6, 6, 6, 6}, hit)
	h, ok := find[PortcullisHit](evs)
	if !ok || !h.Broken || h.Left != 0 {
		t.Fatalf("hit %+v", h)
	}
	if len(s.Dark.Grates) != 0 || s.Board.Edge(at(6, 0), board.SideE).State != board.Broken {
		t.Fatalf("grates %+v", s.Dark.Grates)
	}
}
