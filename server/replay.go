package server

import (
	"context"
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
		st, err := s.store.decodeState(ctx, r.Setup)
		if err != nil {
			return rules.State{}, fmt.Errorf("replay %s: setup: %w", id, err)
		}
		src := dice.Seeded(r.Seed)
		cmds, err := s.store.commands(ctx, id)
		if err != nil {
			return rules.State{}, err
		}
		for _, c := range cmds {
			if st, _, err = replayCommand(st, c, src); err != nil {
				return rules.State{}, fmt.Errorf("replay %s: %w", id, err)
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
	st, err := s.store.decodeState(ctx, snap.State)
	if err != nil {
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
	for _, c := range cmds {
		if st, _, err = replayCommand(st, c, &src); err != nil {
			return rules.State{}, fmt.Errorf("replay %s: %w", id, err)
		}
	}
	return st, nil
}

// replayCommand applies a stored command again: with the dice recorded
// for it when it has some (entered by a player, or imported), which must
// all be used, else with the game's generator gen.
func replayCommand(st rules.State, c commandRow, gen dice.Source) (rules.State, []rules.Event, error) {
	cmd, err := rules.DecodeCommand(c.Command)
	if err != nil {
		return st, nil, fmt.Errorf("command %d: %w", c.N, err)
	}
	src := gen
	var script *dice.Script
	if c.Dice != nil {
		script = dice.Scripted(c.Dice...)
		src = script
	}
	next, evs, err := rules.Apply(st, cmd, src)
	if err != nil {
		return st, nil, fmt.Errorf("command %d: %w", c.N, err)
	}
	if script != nil && script.Used() != script.Len() {
		return st, nil, fmt.Errorf("command %d used %d of its %d recorded dice", c.N, script.Used(), script.Len())
	}
	return next, evs, nil
}
