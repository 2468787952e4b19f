package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"

	"github.com/spf13/cobra"
)

// version is the release, set at build time with
// -ldflags "-X main.version=v1.2.3".
var version = "dev"

// errReported is returned by commands that have already written what went
// wrong: the exit status is non-zero and nothing more is printed.
var errReported = errors.New("failed")

// newRoot builds the command tree. Output goes to the command's Out and
// Err writers (SetOut, SetErr), so tests run it in-process.
func newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:           "dun",
		Short:         "Dungeon Universalis: play in the browser, scenarios, quest sheets, content",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.AddCommand(newServeCmd(), newScenarioCmd(), newQuestCmd(), newContentCmd(), newSimCmd(), newBenchCmd(), newLoadtestCmd(), newPartyCmd(), newHeroCmd(), newExportCmd(), newImportCmd(), newBackupCmd(), newVersionCmd())
	// Errors of cobra itself (unknown command, bad flag) still need saying.
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		fmt.Fprintf(c.ErrOrStderr(), "dun: %v\n", err)
		return errReported
	})
	return root
}

// execute runs root and prints an error that was not reported yet.
func execute(root *cobra.Command) error {
	err := root.Execute()
	if err != nil && !errors.Is(err, errReported) {
		fmt.Fprintf(root.ErrOrStderr(), "dun: %v\n", err)
	}
	return err
}

func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version of dun",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			fmt.Fprintf(c.OutOrStdout(), "dun %s%s\n", version, buildSuffix())
			return nil
		},
	}
}

// buildSuffix describes the build: the Go version and, when known, the
// commit it was built from.
func buildSuffix() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	s := " (" + info.GoVersion
	for _, kv := range info.Settings {
		if kv.Key == "vcs.revision" && len(kv.Value) >= 12 {
			s += ", " + kv.Value[:12]
		}
		if kv.Key == "vcs.modified" && kv.Value == "true" {
			s += "+changes"
		}
	}
	return s + ")"
}

// readFile is how the commands read files; the scenario and quest packages
// never touch the file system themselves.
func readFile(name string) ([]byte, error) { return os.ReadFile(name) }

// yamlFiles expands the arguments: a file stands for itself, a directory
// for every *.yaml or *.yml file beneath it, in sorted order.
func yamlFiles(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil || !st.IsDir() {
			// A file, or a path that cannot be read: reading it will say
			// what is wrong, in its place among the others.
			out = append(out, a)
			continue
		}
		var found []string
		err = filepath.WalkDir(a, func(p string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && (strings.HasSuffix(p, ".yaml") || strings.HasSuffix(p, ".yml")) {
				found = append(found, p)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		if len(found) == 0 {
			return nil, fmt.Errorf("%s: no *.yaml files in it", a)
		}
		sort.Strings(found)
		out = append(out, found...)
	}
	return out, nil
}
