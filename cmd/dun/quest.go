package main

import (
	"errors"
	"fmt"
	"io"

	"dun/quest"

	"github.com/spf13/cobra"
)

func newQuestCmd() *cobra.Command {
	c := &cobra.Command{
		Use:   "quest",
		Short: "Check and draw quest sheets",
	}
	c.AddCommand(&cobra.Command{
		Use:   "validate FILE...",
		Short: "Check quest sheets: every error as file:line:column: message, ok for each valid file",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			bad := false
			for _, f := range args {
				if _, err := loadQuest(c.ErrOrStderr(), f); err != nil {
					bad = true
					continue
				}
				fmt.Fprintf(c.OutOrStdout(), "%s: ok\n", f)
			}
			if bad {
				return errReported
			}
			return nil
		},
	})
	var unicode, color bool
	show := &cobra.Command{
		Use:   "show FILE",
		Short: "Draw a quest sheet's map in the terminal",
		Args:  cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			q, err := loadQuest(c.ErrOrStderr(), args[0])
			if err != nil {
				return errReported
			}
			fmt.Fprint(c.OutOrStdout(), q.Render(quest.RenderOptions{Coords: true, Legend: true, Unicode: unicode, Color: color}))
			return nil
		},
	}
	show.Flags().BoolVar(&unicode, "unicode", false, "draw walls with box-drawing characters")
	show.Flags().BoolVar(&color, "color", false, "colour the map with ANSI escapes")
	c.AddCommand(show)
	return c
}

// loadQuest reads and parses a quest sheet, writing every problem to errw
// as file:line:column: message.
func loadQuest(errw io.Writer, file string) (*quest.Quest, error) {
	data, err := readFile(file)
	if err != nil {
		fmt.Fprintf(errw, "%s: %v\n", file, err)
		return nil, err
	}
	q, err := quest.Parse(file, data)
	if err != nil {
		var es quest.Errors
		if errors.As(err, &es) {
			for _, e := range es {
				fmt.Fprintln(errw, e)
			}
		} else {
			fmt.Fprintf(errw, "%s: %v\n", file, err)
		}
		return nil, err
	}
	return q, nil
}
