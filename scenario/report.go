package scenario

import (
	"errors"
	"fmt"
	"io"
)

// Summary counts the scenarios of a run. A file that cannot be read or
// parsed counts as failed.
type Summary struct {
	Passed int `json:"passed"`
	Failed int `json:"failed"`
}

// OK reports whether every scenario passed.
func (s Summary) OK() bool { return s.Failed == 0 }

func (s Summary) String() string { return fmt.Sprintf("%d passed, %d failed", s.Passed, s.Failed) }

// Add counts one more outcome.
func (s *Summary) Add(passed bool) {
	if passed {
		s.Passed++
	} else {
		s.Failed++
	}
}

const indent = "      "

// Report writes one line for the result (PASS or FAIL, its name and page),
// then, on failure, one line per failed expectation with its file and line,
// what was wanted and what was found. Verbose adds the log of every step.
func Report(w io.Writer, r *Result, verbose bool) {
	status := "PASS"
	if !r.Passed() {
		status = "FAIL"
	}
	sc := r.Scenario
	fmt.Fprintf(w, "%s  %s (page %d)\n", status, sc.Name, sc.Page)
	if verbose {
		fmt.Fprintf(w, "%s%s — %s\n", indent, sc.File, sc.Rule)
		for _, l := range r.Log {
			fmt.Fprintf(w, "%s%s\n", indent, l)
		}
	}
	for _, f := range r.Failures {
		fmt.Fprintf(w, "%s%s\n", indent, f)
	}
}

// ReportErrors writes the problems that kept a file from running, each as
// file:line:column: message.
func ReportErrors(w io.Writer, file string, err error) {
	var es Errors
	if !errors.As(err, &es) {
		fmt.Fprintf(w, "FAIL  %s: %v\n", file, err)
		return
	}
	fmt.Fprintf(w, "FAIL  %s: %d error(s) in the file\n", file, len(es))
	for _, e := range es {
		fmt.Fprintf(w, "%s%s\n", indent, e)
	}
}

// RunFile parses and runs the scenario in data (read from file), writes its
// report to w and reports whether it passed.
func RunFile(w io.Writer, file string, data []byte, load Loader, verbose bool) bool {
	sc, err := Parse(file, data, load)
	if err != nil {
		ReportErrors(w, file, err)
		return false
	}
	r := sc.Run(verbose)
	Report(w, r, verbose)
	return r.Passed()
}

// RunFiles runs each file in order, reading it with load, writes every
// report and a final summary line ("N passed, N failed") to w, and returns
// the summary.
func RunFiles(w io.Writer, files []string, load Loader, verbose bool) Summary {
	var s Summary
	for _, f := range files {
		data, err := load(f)
		if err != nil {
			fmt.Fprintf(w, "FAIL  %s: %v\n", f, err)
			s.Add(false)
			continue
		}
		s.Add(RunFile(w, f, data, load, verbose))
	}
	fmt.Fprintln(w, s)
	return s
}
