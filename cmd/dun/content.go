package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"dun/content"
	"dun/content/load"
	"dun/content/starter"
	"dun/rules"
	"dun/setup"

	"github.com/spf13/cobra"
)

func newContentCmd() *cobra.Command {
	var packs []string
	c := &cobra.Command{
		Use:   "content",
		Short: "Check and print content packs (the embedded starter pack and pack folders)",
	}
	c.PersistentFlags().StringArrayVar(&packs, "pack", nil, "a pack `folder` read after the starter pack (repeatable, in order)")
	c.AddCommand(&cobra.Command{
		Use:   "validate [DIR...]",
		Short: "Check the starter pack and the given pack folders: every error as file:line:column: message",
		RunE: func(c *cobra.Command, args []string) error {
			p, err := loadContent(c.ErrOrStderr(), append(packs, args...))
			if err != nil {
				return err
			}
			n := 0
			for _, k := range content.Kinds {
				n += len(p.List(k.Name))
			}
			fmt.Fprintf(c.OutOrStdout(), "ok: %d entries from %d packs\n", n, 1+len(packs)+len(args))
			return nil
		},
	})
	var lang string
	list := &cobra.Command{
		Use:   "list [KIND]",
		Short: "List the kinds of content and how many entries each has, or the entries of one kind",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			p, err := loadContent(c.ErrOrStderr(), packs)
			if err != nil {
				return err
			}
			out := c.OutOrStdout()
			if len(args) == 0 {
				for _, k := range content.Kinds {
					fmt.Fprintf(out, "%-14s %4d  %s\n", k.Name, len(p.List(k.Name)), k.Title)
				}
				return nil
			}
			k, ok := content.KindNamed(args[0])
			if !ok {
				fmt.Fprintf(c.ErrOrStderr(), "dun: no kind %q; the kinds are %s\n", args[0], kindNames())
				return errReported
			}
			listKind(out, p, k, lang)
			return nil
		},
	}
	list.Flags().StringVar(&lang, "lang", "en", "language of names: en or es")
	c.AddCommand(list)
	var showLang string
	show := &cobra.Command{
		Use:   "show ID",
		Short: "Print the entries with an ID (KIND/ID for one kind only)",
		Args:  cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			if showLang != "en" && showLang != "es" {
				fmt.Fprintf(c.ErrOrStderr(), "dun: --lang %q: want en or es\n", showLang)
				return errReported
			}
			p, err := loadContent(c.ErrOrStderr(), packs)
			if err != nil {
				return err
			}
			id, only := args[0], ""
			if i := strings.IndexByte(id, '/'); i >= 0 {
				only, id = id[:i], id[i+1:]
			}
			kinds, items := p.Find(id)
			found := false
			for i, it := range items {
				if only != "" && kinds[i] != only {
					continue
				}
				if found {
					fmt.Fprintln(c.OutOrStdout())
				}
				found = true
				fmt.Fprint(c.OutOrStdout(), load.Show(kinds[i], it, showLang, content.Effects))
				if sp, ok := it.(*content.Spell); ok {
					// The effect may be registered while the rules still
					// refuse the spell: say what they make of it.
					fmt.Fprintf(c.OutOrStdout(), "rules: %s\n", spellImplemented(p, sp))
				}
				if m, ok := it.(*content.Magic); ok {
					// One effect ID serves cards of different parameters:
					// say which of them the rules play.
					fmt.Fprintf(c.OutOrStdout(), "rules: %s\n", magicImplemented(m))
				}
			}
			if !found {
				fmt.Fprintf(c.ErrOrStderr(), "dun: no entry %q\n", args[0])
				return errReported
			}
			return nil
		},
	}
	show.Flags().StringVar(&showLang, "lang", "en", "language: en or es")
	c.AddCommand(show)
	return c
}

// loadContent reads the starter pack and the pack folders dirs, in order,
// printing every problem.
func loadContent(w io.Writer, dirs []string) (*content.Pack, error) {
	srcs := []load.Source{starter.Source()}
	bad := false
	for _, d := range dirs {
		if st, err := os.Stat(d); err != nil || !st.IsDir() {
			fmt.Fprintf(w, "%s: not a pack folder\n", d)
			bad = true
			continue
		}
		srcs = append(srcs, load.Source{Name: d, FS: os.DirFS(d)})
	}
	p, errs := load.Packs(content.Effects, srcs...)
	for _, e := range errs {
		fmt.Fprintln(w, e)
	}
	if bad || len(errs) > 0 {
		return p, errReported
	}
	return p, nil
}

func listKind(out io.Writer, p *content.Pack, k content.Kind, lang string) {
	for _, it := range p.List(k.Name) {
		e := it.Base()
		var extra []string
		switch x := it.(type) {
		case *content.Skill:
			// Several skills may name one effect (attribute_bonus): the
			// rules say which of them they play.
			state := "not implemented"
			if rules.SkillImplemented(x.ID) {
				state = "implemented"
			}
			extra = append(extra, x.Group, x.Use, state)
		case *content.Spell:
			extra = append(extra, x.Lore.ID, x.Nature, spellImplemented(p, x))
		case *content.Equipment:
			extra = append(extra, x.Type, equipmentImplemented(x))
		case *content.Magic:
			extra = append(extra, x.Type, magicImplemented(x))
		case *content.Creature:
			extra = append(extra, x.Level, fmt.Sprintf("%d VP", x.VP))
		case *content.DarkCard:
			// A card's parameters may ask for what its effect does not
			// play yet (a boost for one turn): the rules judge the card.
			c := setup.DarkCard(x)
			state := "implemented"
			if _, waits := rules.CardWaiting(&c); waits {
				state = "not implemented"
			}
			extra = append(extra, x.Type, state)
		case *content.Potion:
			extra = append(extra, implemented(x.Effect))
		case *content.Achievement:
			extra = append(extra, achievementWorth(x))
		}
		if e.Original {
			extra = append(extra, "original")
		}
		fmt.Fprintf(out, "%-24s %-28s %s\n", e.ID, e.Name.In(lang), strings.Join(extra, "  "))
	}
}

// achievementWorth is what a line of the Achievement card earns and for
// whom: "heroes +2", "dark +VP", "heroes +1 (max 5)".
func achievementWorth(a *content.Achievement) string {
	side := "heroes"
	if len(a.Triggers) > 0 && slices.Contains(content.DarkTriggers, a.Triggers[0]) {
		side = "dark"
	}
	worth := fmt.Sprintf("%s +%d", side, a.Points)
	if a.VP {
		worth = side + " +VP"
	}
	if a.Max > 0 {
		worth += fmt.Sprintf(" (max %d)", a.Max)
	}
	return worth
}

// spellImplemented says whether the rules can cast spell c: its effect
// registered is not enough, for the rules refuse a spell whose area or
// some part of whose effect they lack (setup's rules.Spell.Missing).
func spellImplemented(p *content.Pack, c *content.Spell) string {
	sp, err := setup.SpellFrom(p, c)
	switch {
	case err != nil:
		return "not implemented (" + err.Error() + ")"
	case sp.Missing != "":
		return "not implemented (lacks " + sp.Missing + ")"
	}
	return "implemented"
}

// magicImplemented says how much of magic object m the rules play: its
// effect's ID alone is not enough (magic_weapon's params differ by card,
// and the Amulet of Warding names a skill's effect the rules read only on
// skills).
func magicImplemented(m *content.Magic) string {
	missing := setup.MagicMissing(m)
	switch {
	case missing == "":
		return "implemented"
	case setup.MagicPlays(m):
		return "partly implemented (not played: " + missing + ")"
	}
	return "not implemented (" + missing + ")"
}

// equipmentImplemented says how much of equipment card e the rules play:
// its numbers always; its effect if registered; of its weapon, shield or
// armour traits, those the rules read.
func equipmentImplemented(e *content.Equipment) string {
	missing := setup.EquipmentMissing(e)
	switch {
	case missing == "":
		return "implemented"
	case e.Effect.ID == missing:
		if why := setup.EquipmentWhy(missing); why != "" {
			missing += ": " + why
		}
		return "not implemented (" + missing + ")"
	}
	return "partly implemented (not played: " + missing + ")"
}

func implemented(u *content.EffectUse) string {
	if content.Implemented(content.Effects, u) {
		return "implemented"
	}
	return "not implemented"
}

func kindNames() string {
	var names []string
	for _, k := range content.Kinds {
		names = append(names, k.Name)
	}
	return strings.Join(names, ", ")
}
