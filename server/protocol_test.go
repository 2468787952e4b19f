package server

import (
	"strings"
	"testing"
)

func TestDecodeClientMessage(t *testing.T) {
	good := []string{
		`{"v":1,"type":"hello","game":"abc","token":"t"}`,
		`{"v":1,"type":"hello","game":"abc","token":"t","since":4}`,
		`{"v":1,"type":"command","seq":1,"command":{"type":"end_turn","seat":"heroes"}}`,
		`{"v":1,"type":"replay","n":3}`,
		`{"v":1,"type":"replay"}`,
		`{"v":1,"type":"undo","n":4}`,
		`{"v":1,"type":"pause"}`,
		`{"v":1,"type":"resume"}`,
	}
	for _, s := range good {
		if _, err := DecodeClientMessage([]byte(s)); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	bad := []string{
		``, `null`, `[]`, `{}`, `{"v":1}`,
		`{"v":2,"type":"hello","game":"abc","token":"t"}`,
		`{"v":1,"type":"hello","game":"abc"}`,
		`{"v":1,"type":"hello","game":"abc","token":"t","seq":3}`,
		`{"v":1,"type":"command","command":{}}`,
		`{"v":1,"type":"command","seq":1}`,
		`{"v":1,"type":"command","seq":1,"command":{},"token":"t"}`,
		`{"v":1,"type":"command","seq":1,"command":{}} {}`,
		`{"v":1,"type":"command","seq":1,"command":{},"extra":1}`,
		`{"v":1,"type":"shout"}`,
		`{"v":1,"type":"replay","n":3,"seq":1}`,
		`{"v":1,"type":"replay","n":-1}`,
		`{"v":1,"type":"undo"}`,
		`{"v":1,"type":"undo","n":2,"seq":3}`,
		`{"v":1,"type":"pause","seq":1}`,
		`{"v":1,"type":"resume","n":2}`,
		`{"v":1,"type":"pause","values":[3]}`,
		`{"v":1,"type":"pause","deltas":true}`,
		`{"v":1,"type":"pause","paused":true}`,
		`{"v":1,"type":"command","seq":-1,"command":{}}`,
		`{"v":1,"type":"hello","game":"` + strings.Repeat("g", 65) + `","token":"t"}`,
		`{"v":1,"type":"command","seq":1,"command":"` + strings.Repeat("x", MaxMessage) + `"}`,
	}
	for _, s := range bad {
		if _, err := DecodeClientMessage([]byte(s)); err == nil {
			t.Errorf("%.80s: accepted", s)
		}
	}
}

// FuzzDecodeClientMessage: any input is decoded or refused with an error,
// never a panic, and what is accepted is a hello or a command with the
// fields it needs.
func FuzzDecodeClientMessage(f *testing.F) {
	f.Add([]byte(`{"v":1,"type":"hello","game":"abc","token":"t","since":4}`))
	f.Add([]byte(`{"v":1,"type":"command","seq":1,"command":{"type":"move","seat":"heroes","figure":"shara","to":[1,2]}}`))
	f.Add([]byte(`{"v":1,"type":"command","seq":18446744073709551615,"command":[]}`))
	f.Add([]byte(`{"v":1,"type":"dice","roll":1,"die":2,"values":[4,6]}`))
	f.Add([]byte(`{"v":1,"type":"dice","roll":1,"die":1,"values":[3.5]}`))
	f.Add([]byte(`{"v":1,"type":"pause"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := DecodeClientMessage(data)
		if err != nil {
			return
		}
		switch m.Type {
		case MsgHello:
			if m.Game == "" || m.Token == "" {
				t.Fatalf("hello without game or token: %q", data)
			}
		case MsgCommand:
			if m.Seq == 0 || len(m.Command) == 0 {
				t.Fatalf("command without seq or body: %q", data)
			}
		case MsgReplay:
			if m.Seq != 0 || m.Command != nil || m.Token != "" {
				t.Fatalf("replay with other fields: %q", data)
			}
		case MsgUndo:
			if m.N == 0 || m.Seq != 0 || m.Command != nil || m.Token != "" {
				t.Fatalf("undo without n or with other fields: %q", data)
			}
		case MsgDice:
			if m.Roll <= 0 || m.Die <= 0 || len(m.Values) == 0 || m.Seq != 0 || m.Command != nil || m.Token != "" {
				t.Fatalf("dice without roll, die or values, or with other fields: %q", data)
			}
		case MsgPause, MsgResume:
			if m.N != 0 || m.Seq != 0 || m.Command != nil || m.Token != "" || m.Game != "" {
				t.Fatalf("%s with other fields: %q", m.Type, data)
			}
		default:
			t.Fatalf("accepted type %q", m.Type)
		}
		if m.Type != MsgDice && (m.Values != nil || m.Roll != 0 || m.Die != 0) {
			t.Fatalf("values outside a dice message: %q", data)
		}
	})
}
