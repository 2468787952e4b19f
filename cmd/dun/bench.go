package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"strconv"
	"strings"

	"dun/bench"

	"github.com/spf13/cobra"
)

// benchReport is what dun bench --json writes.
type benchReport struct {
	Go         string         `json:"go"`
	OS         string         `json:"os"`
	Arch       string         `json:"arch"`
	CPUs       int            `json:"cpus"`
	GOMAXPROCS int            `json:"gomaxprocs"`
	CPU        string         `json:"cpu,omitempty"`
	Runs       int            `json:"runs"`
	Benchtime  string         `json:"benchtime"`
	Results    []bench.Result `json:"results"`
}

func newBenchCmd() *cobra.Command {
	var runs int
	var filter, benchtime string
	var asJSON, list bool
	c := &cobra.Command{
		Use:   "bench",
		Short: "Measure the engine's core operations on the bench maps: a table of medians",
		Long: `Measure the engine's core operations (movement search, paths, line of sight,
state clone and hash, options, applying commands, a random-legal playout) on the
bench maps and an example quest. Each workload is timed --runs times with Go's
testing.Benchmark, in rounds, and the table shows the median with the minimum
and maximum of the runs; beside the wall-clock ns/op it shows the CPU time the
process used per op, garbage collection included, which other work on the
machine disturbs less. The same workloads run as Go benchmarks with
go test -bench . ./bench/.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			errw := c.ErrOrStderr()
			var re *regexp.Regexp
			if filter != "" {
				var err error
				if re, err = regexp.Compile(filter); err != nil {
					fmt.Fprintf(errw, "dun: --filter: %v\n", err)
					return errReported
				}
			}
			ws := bench.Filter(bench.Workloads(), re)
			if len(ws) == 0 {
				fmt.Fprintf(errw, "dun: --filter %q matches no workload\n", filter)
				return errReported
			}
			if list {
				for _, w := range ws {
					fmt.Fprintf(c.OutOrStdout(), "%-26s %s\n", w.Name, w.Doc)
				}
				return nil
			}
			if runs < 1 {
				fmt.Fprintf(errw, "dun: --runs %d: want at least 1\n", runs)
				return errReported
			}
			restore, err := bench.SetBenchtime(benchtime)
			if err != nil {
				fmt.Fprintf(errw, "dun: --benchtime: %v\n", err)
				return errReported
			}
			defer restore()
			var progress func(int, bench.Workload)
			if isTerminal(errw) {
				progress = func(round int, w bench.Workload) {
					fmt.Fprintf(errw, "\r\033[Krun %d/%d: %s", round, runs, w.Name)
				}
			}
			rs, err := bench.Run(ws, runs, progress)
			if progress != nil {
				fmt.Fprint(errw, "\r\033[K")
			}
			if err != nil {
				fmt.Fprintf(errw, "dun: %v\n", err)
				return errReported
			}
			rep := benchReport{Go: runtime.Version(), OS: runtime.GOOS, Arch: runtime.GOARCH, CPUs: runtime.NumCPU(),
				GOMAXPROCS: runtime.GOMAXPROCS(0), CPU: cpuModel(), Runs: runs, Benchtime: benchtime, Results: rs}
			if asJSON {
				enc := json.NewEncoder(c.OutOrStdout())
				enc.SetIndent("", "  ")
				return enc.Encode(rep)
			}
			writeBenchTable(c.OutOrStdout(), rep)
			return nil
		},
	}
	c.Flags().IntVar(&runs, "runs", 5, "how many times to measure each workload")
	c.Flags().StringVar(&filter, "filter", "", "run only the workloads whose name (op/map or op/quest, as --list shows) matches this `regexp`")
	c.Flags().StringVar(&benchtime, "benchtime", "1s", "how long each measurement runs: a duration, or Nx for N ops (as go test -benchtime)")
	c.Flags().BoolVar(&asJSON, "json", false, "write the results as JSON, every sample included")
	c.Flags().BoolVar(&list, "list", false, "list the workloads and what one op of each does, and stop")
	return c
}

// writeBenchTable writes the medians as a table, with the machine.
func writeBenchTable(w io.Writer, rep benchReport) {
	fmt.Fprintf(w, "dun bench: %s %s/%s, %d CPUs, GOMAXPROCS %d", rep.Go, rep.OS, rep.Arch, rep.CPUs, rep.GOMAXPROCS)
	if rep.CPU != "" {
		fmt.Fprintf(w, ", %s", rep.CPU)
	}
	fmt.Fprintf(w, "\nmedian of %d runs of %s each (min-max of the runs); one op is the whole work set;\n", rep.Runs, rep.Benchtime)
	fmt.Fprintf(w, "cpu ns/op is the CPU time of the process per op, garbage collection included\n\n")
	rows := [][]string{{"workload", "ns/op", "min-max", "cpu ns/op", "per query", "allocs/op", "B/op"}}
	for _, r := range rep.Results {
		per := ""
		if r.Queries > 1 {
			per = duration(r.NsPerQuery) + "/" + r.Unit
		}
		cpu := "-"
		if r.CPUNsPerOp.Median > 0 {
			cpu = thousands(r.CPUNsPerOp.Median)
		}
		rows = append(rows, []string{r.Name, thousands(r.NsPerOp.Median), thousands(r.NsPerOp.Min) + "-" + thousands(r.NsPerOp.Max),
			cpu, per, thousands(r.AllocsPerOp.Median), thousands(r.BytesPerOp.Median)})
	}
	width := make([]int, len(rows[0]))
	for _, row := range rows {
		for k, cell := range row {
			width[k] = max(width[k], len(cell))
		}
	}
	for _, row := range rows {
		var b strings.Builder
		for k, cell := range row {
			if k > 0 {
				b.WriteString("  ")
			}
			pad := strings.Repeat(" ", width[k]-len(cell))
			if k == 0 {
				b.WriteString(cell + pad)
			} else {
				b.WriteString(pad + cell)
			}
		}
		fmt.Fprintln(w, b.String())
	}
}

// thousands writes v rounded to a whole number with commas: 1,216,199.
func thousands(v float64) string {
	s := strconv.FormatInt(int64(v+0.5), 10)
	var b strings.Builder
	for k, ch := range s {
		if k > 0 && (len(s)-k)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(ch)
	}
	return b.String()
}

// duration writes ns as ns, µs or ms with three significant digits.
func duration(ns float64) string {
	switch {
	case ns < 1e3:
		return strconv.FormatFloat(ns, 'f', 1, 64) + " ns"
	case ns < 1e6:
		return strconv.FormatFloat(ns/1e3, 'f', 2, 64) + " µs"
	default:
		return strconv.FormatFloat(ns/1e6, 'f', 2, 64) + " ms"
	}
}

// cpuModel is the processor's model name where the system says it
// (Linux's /proc/cpuinfo), or "".
func cpuModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// isTerminal reports whether w is the process's standard error on a
// terminal, where progress may be drawn.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok || f != os.Stderr {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
