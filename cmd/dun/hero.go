package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"dun/hero"

	"github.com/spf13/cobra"
)

func newHeroCmd() *cobra.Command {
	c := &cobra.Command{
		Use:   "hero",
		Short: "Create heroes: check a hero file, start a new one (pages 76-79)",
	}
	c.AddCommand(newHeroCheckCmd(), newHeroNewCmd())
	return c
}

// langFlag checks a --lang value.
func langFlag(errw io.Writer, lang string) bool {
	if lang != "en" && lang != "es" {
		fmt.Fprintf(errw, "dun: --lang %q: want en or es\n", lang)
		return false
	}
	return true
}

// newHeroCheckCmd checks hero files and prints each finished sheet.
func newHeroCheckCmd() *cobra.Command {
	var (
		lang  string
		packs []string
	)
	c := &cobra.Command{
		Use:   "check FILE...",
		Short: "Check hero files against the rules of character creation and print each sheet",
		Long: `check reads hero files (docs/hero-format.md) and checks each against the
content packs and the rules of character creation (pages 76-79; page 65
for a solo hero): development points, racial maximums, skills open to the
class, spells, the budget and the class's equipment limits. A good file's
finished hero sheet is printed, with its warnings; a bad file's problems
are printed as file:line:column, and the command fails.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			out, errw := c.OutOrStdout(), c.ErrOrStderr()
			if !langFlag(errw, lang) {
				return errReported
			}
			pack, err := loadContent(errw, packs)
			if err != nil {
				return errReported
			}
			failed := false
			for i, file := range args {
				src, err := os.ReadFile(file)
				if err != nil {
					fmt.Fprintln(errw, "dun:", err)
					failed = true
					continue
				}
				f, err := hero.Parse(file, src)
				if err != nil {
					fmt.Fprintln(errw, err)
					failed = true
					continue
				}
				s, err := hero.Check(pack, f)
				var ps hero.Problems
				if errors.As(err, &ps) {
					fmt.Fprintln(errw, ps.In(lang))
					failed = true
					continue
				} else if err != nil {
					fmt.Fprintln(errw, "dun:", err)
					failed = true
					continue
				}
				if i > 0 {
					fmt.Fprintln(out)
				}
				if err := hero.Write(out, pack, s, lang); err != nil {
					fmt.Fprintln(errw, "dun:", err)
					failed = true
				}
			}
			if failed {
				return errReported
			}
			return nil
		},
	}
	c.Flags().StringVar(&lang, "lang", "en", "the language of the sheet and the problems: en or es")
	c.Flags().StringSliceVar(&packs, "pack", nil, "more content pack folders, in order")
	return c
}

// newHeroNewCmd writes a new hero file to edit.
func newHeroNewCmd() *cobra.Command {
	var (
		race, class, lang, output string
		packs                     []string
	)
	c := &cobra.Command{
		Use:   "new --race RACE --class CLASS",
		Short: "Write a new hero file of a race and class, to edit and check",
		Long: `new writes a hero file of the race and class given, its comments (in
--lang) naming what is left to choose: the development of each attribute
with the race's limits and costs, the skills and spells open to the
class, its equipment limits. It checks as written. The races and classes
are those of 'dun content list races' and 'dun content list classes'.
With --output the file is written there (never over an existing file);
otherwise it is printed.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			out, errw := c.OutOrStdout(), c.ErrOrStderr()
			if !langFlag(errw, lang) {
				return errReported
			}
			pack, err := loadContent(errw, packs)
			if err != nil {
				return errReported
			}
			if output == "" {
				if err := hero.Template(out, pack, race, class, lang); err != nil {
					fmt.Fprintln(errw, "dun:", err)
					return errReported
				}
				return nil
			}
			w, err := os.OpenFile(output, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
			if errors.Is(err, fs.ErrExist) {
				fmt.Fprintf(errw, "dun: %s exists already; give another --output\n", output)
				return errReported
			} else if err != nil {
				fmt.Fprintln(errw, "dun:", err)
				return errReported
			}
			err = hero.Template(w, pack, race, class, lang)
			if cerr := w.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				_ = os.Remove(output)
				fmt.Fprintln(errw, "dun:", err)
				return errReported
			}
			return nil
		},
	}
	fl := c.Flags()
	fl.StringVar(&race, "race", "", "the hero's race (required)")
	fl.StringVar(&class, "class", "", "the hero's class (required)")
	fl.StringVar(&lang, "lang", "en", "the language of the file's comments: en or es")
	fl.StringVarP(&output, "output", "o", "", "write the file here instead of printing it")
	fl.StringSliceVar(&packs, "pack", nil, "more content pack folders, in order")
	_ = c.MarkFlagRequired("race")
	_ = c.MarkFlagRequired("class")
	return c
}
