// Command bot is a small example of a program playing dun over its
// protocol (docs/protocol.md): it joins one seat of a game with the
// seat's token and, whenever the seat is offered options, picks one and
// sends it, until the game has gone on for -max commands or the seat has
// nothing left to do for -idle.
//
//	go run ./examples/bot -url http://127.0.0.1:8080 -game GAME -token TOKEN
//
// It sees only what its seat sees (the view and the options), as any
// player; its choice is a plain preference order (explore, strike, move
// as far as offered, then end the activation and the turn), not the
// heroes' autoplay policy, which reads a whole rules state.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/coder/websocket"
)

func main() {
	base := flag.String("url", "http://127.0.0.1:8080", "the server's address")
	game := flag.String("game", "", "the game's ID")
	token := flag.String("token", "", "the seat's token (from its invite link)")
	max := flag.Int("max", 200, "stop once the game has this many commands")
	idle := flag.Duration("idle", 30*time.Second, "stop after this long with nothing to do")
	flag.Parse()
	n, err := Play(context.Background(), *base, *game, *token, *max, *idle)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bot:", err)
		os.Exit(1)
	}
	fmt.Printf("bot: the game is at command %d\n", n)
}

// option is an offered option as the bot reads it: its ID, its command
// (sent back as it came) and its cost.
type option struct {
	ID      string          `json:"id"`
	Command json.RawMessage `json:"command"`
	Cost    int             `json:"cost"`
}

// message is any message from the server, the fields the bot reads.
type message struct {
	Type    string   `json:"type"`
	N       uint64   `json:"n"`
	LastSeq uint64   `json:"last_seq"`
	Options []option `json:"options"`
	Code    string   `json:"code"`
	Reason  struct {
		En string `json:"en"`
	} `json:"reason"`
}

// Play joins the seat and plays until the game has max commands or idle
// passes with nothing to do; it returns the game's number of commands.
func Play(ctx context.Context, base, game, token string, max int, idle time.Duration) (uint64, error) {
	u, err := url.Parse(base)
	if err != nil {
		return 0, err
	}
	u.Scheme = strings.Replace(u.Scheme, "http", "ws", 1)
	u.Path = "/ws"
	conn, _, err := websocket.Dial(ctx, u.String(), nil)
	if err != nil {
		return 0, err
	}
	defer conn.CloseNow()
	conn.SetReadLimit(1 << 22)
	send := func(v any) error {
		b, err := json.Marshal(v)
		if err != nil {
			return err
		}
		return conn.Write(ctx, websocket.MessageText, b)
	}
	if err := send(map[string]any{"v": 1, "type": "hello", "game": game, "token": token}); err != nil {
		return 0, err
	}
	var n, seq uint64
	for {
		rctx, cancel := context.WithTimeout(ctx, idle)
		_, data, err := conn.Read(rctx)
		cancel()
		if err != nil {
			return n, nil // idle, or the server went away
		}
		var m message
		if err := json.Unmarshal(data, &m); err != nil {
			return n, err
		}
		switch m.Type {
		case "error":
			if m.Code == "bad_token" {
				return n, fmt.Errorf("%s", m.Reason.En)
			}
		case "update":
			n = m.N
			seq = max64(seq, m.LastSeq)
			if n >= uint64(max) || len(m.Options) == 0 {
				if n >= uint64(max) {
					return n, nil
				}
				continue
			}
			seq++
			o := choose(m.Options)
			if err := send(map[string]any{"v": 1, "type": "command", "seq": seq, "command": o.Command}); err != nil {
				return n, err
			}
		}
	}
}

// choose prefers exploring, then striking, then the longest move, then
// activating, then ending the activation, then ending the turn; it never
// only turns on the spot.
func choose(opts []option) option {
	rank := func(o option) int {
		kind, _, _ := strings.Cut(o.ID, ":")
		switch kind {
		case "reveal", "open_door":
			return 1000
		case "attack", "shoot":
			return 900
		case "move":
			return 100 + o.Cost
		case "activate":
			return 50
		case "answer":
			return 40
		case "end_activation":
			return 20
		case "end_turn":
			return 10
		}
		return 0
	}
	best := opts[len(opts)-1]
	for _, o := range opts {
		if rank(o) > rank(best) {
			best = o
		}
	}
	return best
}

func max64(a, b uint64) uint64 {
	if a > b {
		return a
	}
	return b
}
