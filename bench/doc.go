// Package bench is dun's benchmark suite: the core operations of the
// engine as named workloads, run on the bench maps of ../shared/bench-maps
// (embedded from maps/) and on an example quest, so that their figures
// compare with the peers' in PEER-RESULTS.md and from one version of dun
// to the next.
//
// A Workload prepares its input once and returns an Op, one timed unit of
// work. Measure times an Op with testing.Benchmark in-process, so that
// dun bench needs no Go toolchain; the package's Go benchmarks
// (go test -bench . ./bench/) run the same Ops. Speed is measured here,
// never asserted: the tests only check that every workload runs and does
// the work it names.
package bench
