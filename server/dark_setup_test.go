package server

import (
	"context"
	"slices"
	"testing"

	"dun/rules"
)

// Page 46: the lobby's options carry the Dark Player's improvements and
// the Leader's magic object to set-up; a small party allows no
// improvement, and a bot Dark seat takes none of them.
func TestDarkSetUpOptions(t *testing.T) {
	ts := startServer(t, t.TempDir(), func(c *Config) { c.Rate, c.Burst = 1000, 1000 })
	req := func(o Options, bots ...string) CreateRequest {
		return CreateRequest{Quest: "drowned-chapel", Heroes: []string{"shara", "taeral"}, Options: o, Bots: bots}
	}
	plain, p := ts.srv.CreateGame(context.Background(), req(Options{}))
	if p != nil {
		t.Fatal(p)
	}
	c, p := ts.srv.CreateGame(context.Background(), req(Options{LeaderObject: "magic_helm"}))
	if p != nil {
		t.Fatal(p)
	}
	a, _ := ts.srv.Game(plain.Game.ID)
	b, _ := ts.srv.Game(c.Game.ID)
	if got, want := b.state.Dark.Budget, a.state.Dark.Budget-2; got != want {
		t.Fatalf("budget %d, want %d", got, want)
	}
	if _, p := ts.srv.CreateGame(context.Background(), req(Options{Challenges: []string{rules.ChallengeTraps}})); p == nil {
		t.Fatal("a small party let the Dark Player choose an improvement")
	}
	if _, p := ts.srv.CreateGame(context.Background(), req(Options{LeaderObject: "magic_helm"}, "dark")); p == nil {
		t.Fatal("a bot Dark seat bought the Leader an object")
	}
	if !slices.Equal(b.Options.Challenges, nil) || b.Options.LeaderObject != "magic_helm" {
		t.Fatalf("options %+v", b.Options)
	}
}
