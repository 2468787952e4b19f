package rules

import (
	"testing"

	"dun/dice"
)

func BenchmarkOptionsAverage(b *testing.B) {
	s := fuzzStates(b)[1]
	s, _ = play(b, s, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "shara"))
	b.ReportAllocs()
	for b.Loop() {
		Options(s, Heroes)
	}
}

func BenchmarkOptionsLarge(b *testing.B) {
	s := fuzzStates(b)[3]
	b.ReportAllocs()
	for b.Loop() {
		Options(s, Dark)
	}
}

func BenchmarkApplyMove(b *testing.B) {
	s := fuzzStates(b)[3]
	c := moveTo(Dark, "troll", 3, 2)
	src := dice.Scripted()
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Apply(s, c, src); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCloneHash(b *testing.B) {
	s := fuzzStates(b)[2]
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Clone().Hash()
	}
}

// BenchmarkOptionsExploring: a hero in a room with a table, a chest, a
// locked door and a secret door, every exploratory Action in reach.
func BenchmarkOptionsExploring(b *testing.B) {
	s := fuzzStates(b)[5]
	b.ReportAllocs()
	for b.Loop() {
		Options(s, Heroes)
	}
}
