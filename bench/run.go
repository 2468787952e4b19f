package bench

import (
	"flag"
	"fmt"
	"slices"
	"testing"
	"time"
)

// Sample is one measurement of an op by testing.Benchmark.
type Sample struct {
	// N is the number of ops timed.
	N int `json:"n"`
	// NsPerOp is wall-clock time, as go test reports it.
	NsPerOp float64 `json:"ns_per_op"`
	// CPUNsPerOp is the CPU time the whole process used per op, the
	// garbage collector's work included: on a machine shared with other
	// work it stays near the op's cost while the wall-clock time grows
	// with the waiting. 0 where the system does not say.
	CPUNsPerOp  float64 `json:"cpu_ns_per_op,omitempty"`
	AllocsPerOp int64   `json:"allocs_per_op"`
	BytesPerOp  int64   `json:"bytes_per_op"`
}

// Loop is the timed loop of a Go benchmark running op: the body
// testing.Benchmark runs in Measure and the package's benchmarks run
// under go test, where it also reports the process's CPU time per op
// (cpu-ns/op). It stops the benchmark on the op's first error, which it
// stores in *failed, and stores the CPU time of the loop in *cpu.
func Loop(b *testing.B, op Op, failed *error, cpu *time.Duration) {
	b.ReportAllocs()
	c0, ok := processCPU()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := op(); err != nil {
			*failed = err
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if c1, ok1 := processCPU(); ok && ok1 {
		*cpu = c1 - c0
		b.ReportMetric(float64(*cpu)/float64(b.N), "cpu-ns/op")
	}
}

// Measure times op with testing.Benchmark: ops are run until the
// benchmark time (see SetBenchtime) has passed.
func Measure(op Op) (Sample, error) {
	var failed error
	var cpu time.Duration
	r := testing.Benchmark(func(b *testing.B) { Loop(b, op, &failed, &cpu) })
	if failed != nil {
		return Sample{}, failed
	}
	if r.N == 0 {
		return Sample{}, fmt.Errorf("the benchmark did not run")
	}
	// cpu is the last loop's, the one whose N the result reports.
	return Sample{
		N:           r.N,
		NsPerOp:     float64(r.T.Nanoseconds()) / float64(r.N),
		CPUNsPerOp:  float64(cpu) / float64(r.N),
		AllocsPerOp: r.AllocsPerOp(),
		BytesPerOp:  r.AllocedBytesPerOp(),
	}, nil
}

// SetBenchtime sets how long testing.Benchmark runs each measurement: a
// duration ("1s", the default, as go test -bench) or a count of ops
// ("100x"). It returns a function restoring the previous setting.
// testing.Benchmark reads go test's -test.benchtime flag, so this
// registers the testing flags (testing.Init) when they are not yet.
func SetBenchtime(d string) (restore func(), err error) {
	testing.Init()
	f := flag.Lookup("test.benchtime")
	if f == nil {
		return nil, fmt.Errorf("the testing package has no benchtime flag")
	}
	old := f.Value.String()
	if err := f.Value.Set(d); err != nil {
		return nil, fmt.Errorf("benchtime %q: %v", d, err)
	}
	return func() { f.Value.Set(old) }, nil
}

// Stat is the median, minimum and maximum of a workload's samples.
type Stat struct {
	Median float64 `json:"median"`
	Min    float64 `json:"min"`
	Max    float64 `json:"max"`
}

func stat(vs []float64) Stat {
	s := slices.Clone(vs)
	slices.Sort(s)
	n := len(s)
	if n == 0 {
		return Stat{}
	}
	med := s[n/2]
	if n%2 == 0 {
		med = (s[n/2-1] + s[n/2]) / 2
	}
	return Stat{Median: med, Min: s[0], Max: s[n-1]}
}

// Result is a workload's figures over several runs.
type Result struct {
	Name    string `json:"name"`
	Op      string `json:"op"`
	On      string `json:"on"`
	Queries int    `json:"queries"`
	Unit    string `json:"unit"`
	Doc     string `json:"doc"`
	// NsPerOp, AllocsPerOp and BytesPerOp summarise the samples;
	// NsPerQuery is the median ns/op over Queries.
	NsPerOp     Stat     `json:"ns_per_op"`
	NsPerQuery  float64  `json:"ns_per_query"`
	CPUNsPerOp  Stat     `json:"cpu_ns_per_op"`
	AllocsPerOp Stat     `json:"allocs_per_op"`
	BytesPerOp  Stat     `json:"bytes_per_op"`
	Samples     []Sample `json:"samples"`
}

// Summarise fills the statistics of r from its samples.
func (r *Result) Summarise() {
	var ns, cpu, allocs, bytes []float64
	for _, s := range r.Samples {
		ns = append(ns, s.NsPerOp)
		cpu = append(cpu, s.CPUNsPerOp)
		allocs = append(allocs, float64(s.AllocsPerOp))
		bytes = append(bytes, float64(s.BytesPerOp))
	}
	r.NsPerOp, r.CPUNsPerOp, r.AllocsPerOp, r.BytesPerOp = stat(ns), stat(cpu), stat(allocs), stat(bytes)
	if r.Queries > 0 {
		r.NsPerQuery = r.NsPerOp.Median / float64(r.Queries)
	}
}

// Run prepares every workload, then measures each runs times, in rounds
// (every workload once per round, so that a slow spell of the machine
// touches each a little rather than one a lot). progress, when not nil, is
// called before each measurement.
func Run(ws []Workload, runs int, progress func(round int, w Workload)) ([]Result, error) {
	if runs < 1 {
		return nil, fmt.Errorf("runs must be at least 1")
	}
	ops := make([]Op, len(ws))
	out := make([]Result, len(ws))
	for k, w := range ws {
		op, err := w.Prepare()
		if err != nil {
			return nil, err
		}
		ops[k] = op
		out[k] = Result{Name: w.Name, Op: w.Op, On: w.On, Queries: w.Queries, Unit: w.Unit, Doc: w.Doc}
	}
	for round := 1; round <= runs; round++ {
		for k, w := range ws {
			if progress != nil {
				progress(round, w)
			}
			s, err := Measure(ops[k])
			if err != nil {
				return nil, fmt.Errorf("%s: %v", w.Name, err)
			}
			out[k].Samples = append(out[k].Samples, s)
		}
	}
	for k := range out {
		out[k].Summarise()
	}
	return out, nil
}
