package main

import (
	"fmt"

	"dun/scenario"

	"github.com/spf13/cobra"
)

// defaultScenarios is what `dun scenario run` runs with no arguments.
const defaultScenarios = "scenarios"

func newScenarioCmd() *cobra.Command {
	c := &cobra.Command{
		Use:   "scenario",
		Short: "Run scenario files: a board, forced dice, commands and what must hold",
	}
	var verbose bool
	runCmd := &cobra.Command{
		Use:   "run [FILE|DIR...]",
		Short: "Run scenario files (every *.yaml beneath a directory; scenarios/ by default)",
		Long: `Run scenario files and check their expectations. Each scenario prints
one line, PASS or FAIL with its name and the rulebook page it cites; a failed
expectation is named with its file and line, what was expected and what was
found. A final line counts the scenarios that passed and failed. The exit
status is non-zero when any scenario fails or a file is malformed.`,
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) == 0 {
				args = []string{defaultScenarios}
			}
			files, err := yamlFiles(args)
			if err != nil {
				fmt.Fprintf(c.ErrOrStderr(), "dun scenario run: %v\n", err)
				return errReported
			}
			if s := scenario.RunFiles(c.OutOrStdout(), files, readFile, verbose); !s.OK() {
				return errReported
			}
			return nil
		},
	}
	runCmd.Flags().BoolVarP(&verbose, "verbose", "v", false, "print every step, event and roll")
	c.AddCommand(runCmd)
	return c
}
