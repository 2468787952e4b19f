package quest

import (
	"os"
	"testing"
)

func BenchmarkParse(b *testing.B) {
	data, err := os.ReadFile("../examples/quests/02-bandits-mill.yaml")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("x", data); err != nil {
			b.Fatal(err)
		}
	}
}
