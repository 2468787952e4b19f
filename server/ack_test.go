package server

import (
	"encoding/json"
	"testing"
)

// A connection that asks for acks in updates gets each command's ack
// inside the update that follows it, and no ack message; another seat's
// connection, and a connection that did not ask, are sent what they were
// before (a separate ack; no ack in their updates). A retry of the last
// command is still answered with an ack message, marked duplicate.
func TestAckInUpdate(t *testing.T) {
	ts := startServer(t, t.TempDir())
	g := ts.create(t, party)
	join := func(seat string, acks bool) (*testClient, tUpdate) {
		c := ts.dial(t)
		c.sendJSON(map[string]any{"v": 1, "type": "hello", "game": g.Game.ID, "token": seatToken(t, g, seat), "ack_in_update": acks})
		if w := c.read(); w["type"] != MsgWelcome {
			t.Fatalf("hello answered with %v", w)
		}
		return c, c.update()
	}
	a, ua := join("heroes-1", true)
	b, ub := join("heroes-2", false)
	ackOf := func(raw []byte) *UpdateAck {
		var u struct {
			Ack *UpdateAck `json:"ack"`
		}
		if err := json.Unmarshal(raw, &u); err != nil {
			t.Fatal(err)
		}
		return u.Ack
	}

	// a's command: its update carries the ack, and nothing follows it.
	seq := a.command(option(t, ua, "activate:shara"))
	ua = a.update()
	if ack := ackOf(ua.Raw); ack == nil || ack.Seq != seq || ack.N != 1 {
		t.Fatalf("a's update after its command carries ack %+v, want seq %d n 1", ack, seq)
	}
	ub = b.update()
	if ack := ackOf(ub.Raw); ack != nil {
		t.Fatalf("another seat's update carries an ack: %+v", ack)
	}

	// b's command, on a connection that did not ask: a separate ack, and
	// a's update carries none (it is not a's command).
	seq2 := b.command(option(t, ub, ""))
	ubu := b.update()
	if ack := ackOf(ubu.Raw); ack != nil {
		t.Fatalf("a connection that did not ask got an ack in its update: %+v", ack)
	}
	if m := b.read(); m["type"] != MsgAck || uint64(m["seq"].(float64)) != seq2 {
		t.Fatalf("b's ack: %v", m)
	}
	if ack := ackOf(a.update().Raw); ack != nil {
		t.Fatalf("a's update after b's command carries an ack: %+v", ack)
	}

	// a's retry of its last command: a duplicate ack message.
	b2, _ := json.Marshal(map[string]any{"v": 1, "type": "command", "seq": seq, "command": json.RawMessage(`{"type":"activate","seat":"heroes","figure":"shara"}`)})
	a.sendRaw(b2)
	if m := a.read(); m["type"] != MsgAck || m["duplicate"] != true || uint64(m["seq"].(float64)) != seq {
		t.Fatalf("a retry is answered %v", m)
	}
}
