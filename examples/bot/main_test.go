package main

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"dun/server"
)

// The example bot plays the heroes' seat against the Artificial Dark
// Player, through the protocol only, for 40 commands.
func TestBotPlays(t *testing.T) {
	srv, err := server.New(server.Config{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	defer func() { srv.Shutdown(context.Background()); hs.Close() }()
	created, p := srv.CreateGame(context.Background(), server.CreateRequest{Quest: "drowned-chapel", Heroes: []string{"shara", "taeral"}, Bots: []string{"dark"}})
	if p != nil {
		t.Fatal(p)
	}
	n, err := Play(context.Background(), hs.URL, created.Game.ID, created.Seats[0].Token, 40, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if n < 40 {
		t.Fatalf("the bot stopped at command %d", n)
	}
}
