package server

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"
)

func TestZZOne(t *testing.T) {
	ts := startServer(t, t.TempDir(), func(c *Config) { c.Rate, c.Burst = 1e9, 1<<30 })
	g := ts.create(t, party)
	a, u := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-1"), 0)
	a.command(option(t, u, "activate:shara"))
	a.update()
	a.read()
	start := time.Now()
	for i := 0; i < 200; i++ {
		face := []string{"E", "S"}[i%2]
		a.sendJSON(map[string]any{"v": 1, "type": "command", "seq": i + 2, "command": json.RawMessage(`{"type":"face","seat":"heroes","figure":"shara","facing":"` + face + `"}`)})
		b1, _ := a.readBytes()
		b2, _ := a.readBytes()
		if i == 0 {
			t.Logf("update %d bytes, then %s", len(b1), b2)
		}
	}
	t.Logf("%v per command round trip", time.Since(start)/200)
	mf, _ := ts.srv.Metrics().Gather()
	for _, m := range mf {
		if m.GetName() == "dun_command_seconds" {
			h := m.GetMetric()[0].GetHistogram()
			fmt.Printf("server side: %v mean over %d\n", time.Duration(h.GetSampleSum()/float64(h.GetSampleCount())*1e9), h.GetSampleCount())
		}
	}
	_ = context.Background()
}
