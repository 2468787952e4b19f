package bench

import "testing"

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
			Loop(b, op, &failed)
		})
	}
}
