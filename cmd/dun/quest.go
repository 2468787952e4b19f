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
	var lang string
	show := &cobra.Command{
		Use:   "show FILE",
		Short: "Draw a quest sheet's map in the terminal",
		Args:  cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			if lang != "en" && lang != "es" {
				fmt.Fprintf(c.ErrOrStderr(), "dun: --lang %q: want en or es\n", lang)
				return errReported
			}
			q, err := loadQuest(c.ErrOrStderr(), args[0])
			if err != nil {
				return errReported
			}
			es := lang == "es"
			out := c.OutOrStdout()
			if t := pick(q.Title, es); t != "" {
				fmt.Fprintf(out, "%s\n", t)
			}
			if m := pick(q.Mission, es); m != "" {
				fmt.Fprintf(out, "%s\n", m)
			}
			if q.TurnLimit > 0 {
				fmt.Fprintf(out, pick(quest.Text{En: "Turn limit: %d", Es: "Límite de turnos: %d"}, es)+"\n", q.TurnLimit)
			}
			fmt.Fprintln(out)
			fmt.Fprint(out, q.Render(quest.RenderOptions{Coords: true, Legend: true, Unicode: unicode, Color: color, Spanish: es}))
			return nil
		},
	}
	show.Flags().BoolVar(&unicode, "unicode", false, "draw walls with box-drawing characters")
	show.Flags().BoolVar(&color, "color", false, "colour the map with ANSI escapes")
	show.Flags().StringVar(&lang, "lang", "en", "language of the texts: en or es")
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

// pick is the text in the chosen language.
func pick(t quest.Text, es bool) string {
	if es {
		return t.Es
	}
	return t.En
}
