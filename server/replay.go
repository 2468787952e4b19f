package server

import (
	"context"
	"encoding/json"
	"fmt"

	"dun/dice"
	"dun/rules"
)

// Replay rebuilds game id from what the store holds, without snapshots:
// its starting state, its dice seed and every command of its log, in
// order. A game is setup + seed + commands, so the result must hash as
// the live game does.
func (s *Server) Replay(ctx context.Context, id string) (rules.State, error) {
	rows, err := s.store.games(ctx)
	if err != nil {
		return rules.State{}, err
	}
	for _, r := range rows {
		if r.ID != id {
			continue
		}
		var st rules.State
		if err := json.Unmarshal(r.Setup, &st); err != nil {
			return rules.State{}, fmt.Errorf("replay %s: setup: %w", id, err)
		}
		src := dice.Seeded(r.Seed)
		cmds, err := s.store.commands(ctx, id)
		if err != nil {
			return rules.State{}, err
		}
		for _, c := range cmds {
			cmd, err := rules.DecodeCommand(c.Command)
			if err != nil {
				return rules.State{}, fmt.Errorf("replay %s: command %d: %w", id, c.N, err)
			}
			if st, _, err = rules.Apply(st, cmd, src); err != nil {
				return rules.State{}, fmt.Errorf("replay %s: command %d: %w", id, c.N, err)
			}
		}
		return st, nil
	}
	return rules.State{}, fmt.Errorf("replay: no game %s", id)
}

// StateAt is game id's state after its first n commands, replayed from
// the newest snapshot at or before n with the snapshot's dice: the replay
// view steps through a game with it.
func (s *Server) StateAt(ctx context.Context, id string, n uint64) (rules.State, error) {
	snap, err := s.store.snapshotAtOrBefore(ctx, id, n)
	if err != nil {
		return rules.State{}, err
	}
	var st rules.State
	if err := json.Unmarshal(snap.State, &st); err != nil {
		return rules.State{}, fmt.Errorf("replay %s: snapshot %d: %w", id, snap.N, err)
	}
	var src dice.Generator
	if err := src.UnmarshalBinary(snap.Dice); err != nil {
		return rules.State{}, fmt.Errorf("replay %s: snapshot %d dice: %w", id, snap.N, err)
	}
	cmds, err := s.store.commandsBetween(ctx, id, snap.N, n)
	if err != nil {
		return rules.State{}, err
	}
	for k, b := range cmds {
		cmd, err := rules.DecodeCommand(b)
		if err != nil {
			return rules.State{}, fmt.Errorf("replay %s: command %d: %w", id, snap.N+uint64(k)+1, err)
		}
		if st, _, err = rules.Apply(st, cmd, &src); err != nil {
			return rules.State{}, fmt.Errorf("replay %s: command %d: %w", id, snap.N+uint64(k)+1, err)
		}
	}
	return st, nil
}
