package server

import (
	"testing"

	"dun/board"
	"dun/rules"
)

// A seat never acts for another: every command naming a figure is
// checked against the seat that sends it, whatever its type.
func TestMayAct(t *testing.T) {
	g := board.New(6, 6)
	g.Seal()
	figs := []rules.Figure{
		rules.Figure{
			ID:   "shara",
			Side: rules.Heroes,
			Size: 2,
			At:   board.Pos{X: 0, Y: 0},
		}.WithInfo(rules.FigureInfo{
			Name:  "Shara",
			Hero:  true,
			Attrs: rules.Attributes{Movement: 4, Vitality: 6},
		}),
		rules.Figure{
			ID:   "taeral",
			Side: rules.Heroes,
			Size: 2,
			At:   board.Pos{X: 1, Y: 0},
		}.WithInfo(rules.FigureInfo{
			Name:  "Taeral",
			Hero:  true,
			Attrs: rules.Attributes{Movement: 5, Vitality: 6},
		}),
		rules.Figure{
			ID:   "wolf",
			Side: rules.Heroes,
			Size: 2,
			At:   board.Pos{X: 2, Y: 0},
		}.WithInfo(rules.FigureInfo{Name: "Wolf",
			Attrs: rules.Attributes{Movement: 6, Vitality: 3}}),
		rules.Figure{
			ID:   "orc",
			Side: rules.Dark,
			Size: 2,
			At:   board.Pos{X: 5, Y: 5},
		}.WithInfo(rules.FigureInfo{Name: "Orc",
			Attrs: rules.Attributes{Movement: 4, Vitality: 4}}),
		rules.Figure{
			ID:   "rat",
			Side: rules.Heroes,
			Size: 1,
			At:   board.Pos{X: 3, Y: 0},
		}.WithInfo(rules.FigureInfo{Name: "Rat", Owner: "taeral",
			Attrs: rules.Attributes{Movement: 6, Vitality: 2}}),
	}
	st, err := rules.NewState(g, figs)
	if err != nil {
		t.Fatal(err)
	}
	one := &Seat{ID: "heroes-1", Side: rules.Heroes, Figures: []string{"shara"}}
	two := &Seat{ID: "heroes-2", Side: rules.Heroes, Figures: []string{"taeral"}}
	dark := &Seat{ID: "dark", Side: rules.Dark}
	seats := []*Seat{one, two, dark}
	h := rules.Header{Seat: rules.Heroes}
	d := rules.Header{Seat: rules.Dark}
	for _, c := range []struct {
		seat *Seat
		cmd  rules.Command
		want string
	}{
		{one, rules.Activate{Header: h, Figure: "shara"}, ""},
		{one, rules.Activate{Header: h, Figure: "taeral"}, CodeNotYourFigure},
		{two, rules.Move{Header: h, Figure: "shara", To: board.Pos{X: 0, Y: 1}}, CodeNotYourFigure},
		{two, rules.Face{Header: h, Figure: "taeral", Facing: board.East}, ""},
		{one, rules.Activate{Header: h, Figure: "wolf"}, ""}, // a companion no seat names
		{two, rules.Run{Header: h, Figure: "wolf"}, ""},
		{one, rules.Activate{Header: h, Figure: "orc"}, CodeNotYourFigure},
		{one, rules.EndTurn{Header: d}, CodeNotYourSeat},
		{dark, rules.EndTurn{Header: h}, CodeNotYourSeat},
		{dark, rules.Activate{Header: d, Figure: "shara"}, CodeNotYourFigure},
		{dark, rules.Activate{Header: d, Figure: "orc"}, ""},
		{one, rules.EndTurn{Header: h}, ""},
		{two, rules.EndActivation{Header: h, Figure: "nobody"}, CodeNotYourFigure},
		{two, rules.Activate{Header: h, Figure: "rat"}, ""}, // Taeral's companion
		{one, rules.Activate{Header: h, Figure: "rat"}, CodeNotYourFigure},
		{two, rules.Withdraw{Header: h}, ""}, // the whole group's
		{dark, rules.Withdraw{Header: h}, CodeNotYourSeat},
	} {
		got := ""
		if p := mayAct(&st, seats, c.seat, c.cmd); p != nil {
			got = p.Code
		}
		if got != c.want {
			t.Errorf("%s sends %s %+v: %q, want %q", c.seat.ID, c.cmd.Type(), c.cmd, got, c.want)
		}
	}
	for _, o := range seatOptions(&st, seats, two) {
		if o.ID == "activate:shara" {
			t.Error("Taeral's seat is offered Shara's activation")
		}
	}
}
