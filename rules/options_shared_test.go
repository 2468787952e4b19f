package rules

import (
	"encoding/json"
	"reflect"
	"runtime"
	"testing"

	"dun/board"
)

// A command shared from its list's array is, to any caller, the command
// boxed the ordinary way: equal, of its type, the same in JSON, and kept
// alive by the interface alone.
func TestSharedCommands(t *testing.T) {
	h := Header{Seat: Heroes, At: 7}
	build := func() []Command {
		ms := []Move{{Header: h, Figure: "shara", To: board.Pos{X: 3, Y: 4}}}
		fs := []Face{{Header: h, Figure: "shara", Facing: board.SouthWest}}
		as := []Activate{{Header: h, Figure: "borgron"}}
		ans := []Answer{{Header: h, Prompt: 3, Option: "reroll"}}
		tail := &struct {
			run  Run
			end  EndActivation
			turn EndTurn
		}{Run{Header: h, Figure: "shara"}, EndActivation{Header: h, Figure: "shara"}, EndTurn{Header: h}}
		return []Command{sharedMove(&ms[0]), sharedFace(&fs[0]), sharedActivate(&as[0]), sharedAnswer(&ans[0]),
			sharedRun(&tail.run), sharedEndActivation(&tail.end), sharedEndTurn(&tail.turn)}
	}
	got := build()
	runtime.GC() // the arrays are reachable through the interfaces only
	want := []Command{
		Move{Header: h, Figure: "shara", To: board.Pos{X: 3, Y: 4}},
		Face{Header: h, Figure: "shara", Facing: board.SouthWest},
		Activate{Header: h, Figure: "borgron"},
		Answer{Header: h, Prompt: 3, Option: "reroll"},
		Run{Header: h, Figure: "shara"},
		EndActivation{Header: h, Figure: "shara"},
		EndTurn{Header: h},
	}
	for k := range want {
		g, w := got[k], want[k]
		if (reflect.TypeOf(w).Comparable() && g != w) || !reflect.DeepEqual(g, w) || reflect.TypeOf(g) != reflect.TypeOf(w) {
			t.Errorf("%d: %#v, want %#v", k, g, w)
		}
		gj, err1 := json.Marshal(g)
		wj, err2 := json.Marshal(w)
		if err1 != nil || err2 != nil || string(gj) != string(wj) {
			t.Errorf("%d: JSON %s, want %s", k, gj, wj)
		}
	}
	if m, ok := got[0].(Move); !ok || m.To != (board.Pos{X: 3, Y: 4}) {
		t.Errorf("type assertion: %#v %v", m, ok)
	}
	switch got[1].(type) {
	case Face:
	default:
		t.Errorf("type switch: %T", got[1])
	}
}
