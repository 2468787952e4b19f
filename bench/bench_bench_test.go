package bench

import (
	"testing"
	"time"
)

// BenchmarkWorkloads runs every workload as a sub-benchmark named as in
// dun bench ("reach/mapA"): go test -bench . ./bench/.
func BenchmarkWorkloads(b *testing.B) {
	for _, w := range Workloads() {
		b.Run(w.Name, func(b *testing.B) {
			op, err := w.Prepare()
			if err != nil {
				b.Fatal(err)
			}
			var failed error
			var cpu time.Duration
			Loop(b, op, &failed, &cpu)
		})
	}
}
