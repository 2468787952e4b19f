// Package autoplay chooses commands for a seat from the options the rules
// offer: the heroes' default policy, a random-legal policy for testing,
// and a loop that plays a game with one policy per side. A policy never
// makes up a command, so it cannot break a rule; it is deterministic
// given the state (and, for the random one, its seed).
package autoplay

import "dun/rules"

// Choice is the option a policy picked, by index into the options it was
// given, and why, for logs and the browser's narration.
type Choice struct {
	Index int
	Why   rules.Text
}

// Policy picks one of opts, the options the rules offer seat in state s.
// opts is never empty.
type Policy interface {
	Choose(s *rules.State, seat rules.Side, opts []rules.Option) Choice
}

// CommandPolicy is a policy that may also send a command the rules check
// when it is sent rather than list among the options (an encounter's
// placements, the Artificial Dark Player's dice and draws): ChooseCommand
// returns it as the option, or an option of opts.
type CommandPolicy interface {
	Policy
	ChooseCommand(s *rules.State, seat rules.Side, opts []rules.Option) (rules.Option, Choice)
}

// Random picks uniformly among the options: the random-legal policy that
// tests drive games with. Its choices depend only on the seed and the
// state, so a game replays from its seed.
type Random struct{ Seed uint64 }

// Choose picks an option by mixing the seed with the state's hash.
func (r Random) Choose(s *rules.State, seat rules.Side, opts []rules.Option) Choice {
	x := splitmix(r.Seed ^ s.Hash() ^ uint64(seat)<<32)
	return Choice{Index: int(x % uint64(len(opts))), Why: rules.Text{En: "random choice", Es: "elección al azar"}}
}

// splitmix is SplitMix64's finaliser: a well-mixed 64-bit function, so
// nearby seeds and states give unrelated picks.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
