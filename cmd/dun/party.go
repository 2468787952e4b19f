package main

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"os"

	"dun/dice"
	"dun/rules"
	"dun/setup"
	"dun/sim"

	"github.com/spf13/cobra"
)

func newPartyCmd() *cobra.Command {
	c := &cobra.Command{
		Use:   "party",
		Short: "Work on a party file between quests",
	}
	c.AddCommand(newPartyLearnCmd())
	return c
}

// newPartyLearnCmd is RPG mode's learning of a secondary skill between
// quests (page 100): one experience point, an Intelligence test.
func newPartyLearnCmd() *cobra.Command {
	var (
		hero, skill, lang string
		seed              uint64
		write             bool
		packs             []string
	)
	c := &cobra.Command{
		Use:   "learn PARTY",
		Short: "Invest an experience point of a hero in a secondary skill (RPG mode, page 100)",
		Long: `learn rolls the Intelligence test of a hero of the party file who invests
one experience point in a secondary skill of the content packs (RPG mode,
page 100): passed, he learns it at +1 or raises it by 1, up to +5; failed,
the point is spent for nothing. The experience point itself is the
players' to strike off the hero's character file. --write puts the new
bonus into the party file; otherwise the line to put there is printed.
--seed rolls reproducibly; without it the seed is drawn and printed.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			out, errw := c.OutOrStdout(), c.ErrOrStderr()
			if lang != "en" && lang != "es" {
				fmt.Fprintf(errw, "dun: --lang %q: want en or es\n", lang)
				return errReported
			}
			file := args[0]
			src, err := os.ReadFile(file)
			if err != nil {
				fmt.Fprintln(errw, "dun:", err)
				return errReported
			}
			party, err := sim.ParseParty(file, src)
			if err != nil {
				fmt.Fprintln(errw, "dun:", err)
				return errReported
			}
			pack, err := loadContent(errw, packs)
			if err != nil {
				return errReported
			}
			figs, err := party.Figures(pack)
			if err != nil {
				fmt.Fprintln(errw, "dun:", err)
				return errReported
			}
			var f *rules.Figure
			for k := range figs {
				if figs[k].ID == hero && figs[k].Hero() {
					f = &figs[k]
				}
			}
			if f == nil {
				fmt.Fprintf(errw, "dun: no hero %q in %s\n", hero, file)
				return errReported
			}
			k, err := setup.Secondary(pack, skill, 1)
			if err != nil {
				fmt.Fprintln(errw, "dun:", err)
				return errReported
			}
			if seed == 0 {
				var b [8]byte
				_, _ = rand.Read(b[:])
				seed = binary.LittleEndian.Uint64(b[:]) | 1
				fmt.Fprintf(out, "seed %d\n", seed)
			}
			es := lang == "es"
			learnt, roll, err := rules.LearnSecondary(*f, k, dice.Seeded(seed))
			if err != nil {
				if re, ok := err.(*rules.RuleError); ok {
					fmt.Fprintln(errw, "dun:", pickText(re.Reason, es))
				} else {
					fmt.Fprintln(errw, "dun:", err)
				}
				return errReported
			}
			name := pickText(k.Name, es)
			fmt.Fprintln(out, learnLine(f.Name(), name, roll, es))
			bonus := 0
			for _, s := range learnt.Secondary() {
				if s.ID == skill {
					bonus = s.Bonus
				}
			}
			if roll.Outcome == rules.Failed {
				if es {
					fmt.Fprintf(out, "%s gasta el punto de experiencia sin aprender nada.\n", f.Name())
				} else {
					fmt.Fprintf(out, "%s spends the experience point and learns nothing.\n", f.Name())
				}
				return nil
			}
			if es {
				fmt.Fprintf(out, "%s tiene ahora %s %+d.\n", f.Name(), name, bonus)
			} else {
				fmt.Fprintf(out, "%s now has %s %+d.\n", f.Name(), name, bonus)
			}
			if !write {
				if es {
					fmt.Fprintf(out, "en el archivo del grupo, bajo secondary: - {hero: %s, skill: %s, bonus: %d}\n", hero, skill, bonus)
				} else {
					fmt.Fprintf(out, "in the party file, under secondary: - {hero: %s, skill: %s, bonus: %d}\n", hero, skill, bonus)
				}
				return nil
			}
			next, err := sim.SetSecondary(file, src, hero, skill, bonus)
			if err == nil {
				err = os.WriteFile(file, next, 0o644)
			}
			if err != nil {
				fmt.Fprintln(errw, "dun:", err)
				return errReported
			}
			return nil
		},
	}
	fl := c.Flags()
	fl.StringVar(&hero, "hero", "", "the hero of the party who learns (required)")
	fl.StringVar(&skill, "skill", "", "the secondary skill's ID in the content packs (required)")
	fl.Uint64Var(&seed, "seed", 0, "the dice's seed (0: drawn and printed)")
	fl.BoolVar(&write, "write", false, "write the new bonus into the party file")
	fl.StringVar(&lang, "lang", "en", "the language of the report: en or es")
	fl.StringSliceVar(&packs, "pack", nil, "more content pack folders, in order")
	_ = c.MarkFlagRequired("hero")
	_ = c.MarkFlagRequired("skill")
	return c
}

func pickText(t rules.Text, es bool) string {
	if es {
		return t.Es
	}
	return t.En
}

// learnLine reports the Intelligence test of learning: "Borgron invests
// an experience point in Carving Wood: 2D6 [4 4] +2 Intelligence = 10,
// needs 10: passed".
func learnLine(hero, skill string, r rules.RollRecord, es bool) string {
	s := fmt.Sprintf("%v", r.Dice)
	for _, m := range r.Modifiers {
		s += fmt.Sprintf(" %+d %s", m.Value, pickText(m.Why, es))
	}
	if es {
		verdict := "superada"
		if r.Outcome == rules.Failed {
			verdict = "fallida"
		}
		return fmt.Sprintf("%s invierte un punto de experiencia en %s: prueba de Inteligencia 2D6 %s = %d, necesita %d: %s", hero, skill, s, r.Result(), r.Target, verdict)
	}
	return fmt.Sprintf("%s invests an experience point in %s: Intelligence test 2D6 %s = %d, needs %d: %s", hero, skill, s, r.Result(), r.Target, r.Outcome)
}
