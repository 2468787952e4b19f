package sim

import (
	"syscall"
	"testing"
	"time"

	"dun/autoplay"
	"dun/dice"
	"dun/rules"
)

// moment is one decision of a recorded game: the state and the options
// offered to the seat that decides.
type moment struct {
	s    rules.State
	seat rules.Side
	opts []rules.Option
}

// recordChapel plays games 0-7 of the drowned chapel as dun sim does and
// keeps a copy of every state a command left, with its options.
func recordChapel(b *testing.B) []moment {
	b.Helper()
	g := adpQuest(b, "01-drowned-chapel.yaml", "shara", "borgron", "taeral")
	var out []moment
	obs := func(_ *rules.State, _ rules.Option, _ autoplay.Choice, after *rules.State, _ []rules.Event) error {
		s := after.Clone()
		seat := s.CurrentSeat()
		out = append(out, moment{s: s, seat: seat, opts: rules.Options(s, seat)})
		return nil
	}
	for i := range 8 {
		seed := GameSeed(1, i)
		s, err := g.prepare(seed)
		if err != nil {
			b.Fatal(err)
		}
		if _, _, err := autoplay.Play(s, autoplay.Heroes{}, g.dark(), dice.Seeded(seed), autoplay.Limits{Turns: 60}, obs); err != nil {
			b.Fatal(err)
		}
	}
	return out
}

// BenchmarkHeroesChoose is one decision of the hero policy (each made four
// times in a row, as a game finds its state in the cache), over every
// heroes' decision of eight simulated games of the drowned chapel.
func BenchmarkHeroesChoose(b *testing.B) {
	var heroes []moment
	for _, m := range recordChapel(b) {
		if m.seat == rules.Heroes && m.s.End == nil && len(m.opts) > 0 {
			heroes = append(heroes, m)
		}
	}
	b.ReportAllocs()
	cpu := cpuTime()
	n := 0
	for i := 0; b.Loop(); i++ {
		m := &heroes[i/4%len(heroes)]
		autoplay.Heroes{}.Choose(&m.s, m.seat, m.opts)
		n++
	}
	reportCPU(b, cpu, n)
}

// BenchmarkStateCheck is State.Check (four times on each state in a row,
// as a game finds it in the cache), which dun sim runs after every
// command, over every state of eight simulated games of the drowned
// chapel.
func BenchmarkStateCheck(b *testing.B) {
	states := recordChapel(b)
	b.ReportAllocs()
	cpu := cpuTime()
	n := 0
	for i := 0; b.Loop(); i++ {
		if err := states[i/4%len(states)].s.Check(); err != nil {
			b.Fatal(err)
		}
		n++
	}
	reportCPU(b, cpu, n)
}

// cpuTime is the process's CPU time so far: on this shared machine the
// wall clock measures the queue for the CPU more than the work
// (docs/performance.md).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportCPU reports the CPU time per op since from, over n ops.
func reportCPU(b *testing.B, from time.Duration, n int) {
	if n > 0 {
		b.ReportMetric(float64(cpuTime()-from)/float64(n), "cpu-ns/op")
	}
}

// BenchmarkStateCheckFrom is State.CheckFrom, as dun sim runs it after
// every command but the first, over the states of the same games, each
// from the one before it.
func BenchmarkStateCheckFrom(b *testing.B) {
	states := recordChapel(b)
	b.ReportAllocs()
	cpu := cpuTime()
	n := 0
	for i := 0; b.Loop(); i++ {
		k := 1 + i/4%(len(states)-1)
		if err := states[k].s.CheckFrom(&states[k-1].s); err != nil {
			b.Fatal(err)
		}
		n++
	}
	reportCPU(b, cpu, n)
}
