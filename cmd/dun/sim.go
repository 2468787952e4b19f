package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"strings"

	"dun/autoplay"
	"dun/content"
	"dun/dice"
	"dun/quest"
	"dun/rules"
	"dun/setup"
	"dun/sim"

	"github.com/spf13/cobra"
)

func newSimCmd() *cobra.Command {
	var (
		partyFile, compareFile string
		runs, workers, turns   int
		seed, game             uint64
		trace                  bool
		jsonOut, htmlOut, lang string
		dark, cpuProfile       string
		packs                  []string
	)
	c := &cobra.Command{
		Use:   "sim QUEST",
		Short: "Play a quest many times with autoplay and report how hard it is for a party",
		Long: `sim plays the quest RUNS times, the heroes driven by the autoplay policy
against the Dark Player's policy, reproducibly from the seed whatever the
number of workers, and reports the heroes' victory rate with its 95%
interval, turns, heroes knocked out and where, and Fortune spent.
--json and --html write the summary; --compare plays a second party on the
same seeds and reports the difference. --game SEED plays one game alone
(the seed an error names); --trace then prints every command played with
the policy's reason, and under it the tests rolled, the wounds dealt and
healed and the knock-outs.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			errw := c.ErrOrStderr()
			if lang != "en" && lang != "es" {
				fmt.Fprintf(errw, "dun: --lang %q: want en or es\n", lang)
				return errReported
			}
			if runs < 1 || runs > 10_000_000 || workers < 1 || workers > 1024 || turns < 1 {
				fmt.Fprintln(errw, "dun: --runs must be 1 to 10000000, --workers 1 to 1024 and --turns at least 1")
				return errReported
			}
			if trace && game == 0 {
				fmt.Fprintln(errw, "dun: --trace needs --game SEED: the one game to follow")
				return errReported
			}
			var traceTo io.Writer
			if game != 0 {
				runs, workers = 1, 1
				if trace {
					traceTo = c.OutOrStdout()
				}
			}
			// Games make short-lived states by the million: a higher GC target
			// trades memory for speed (docs/performance.md), unless GOGC says
			// otherwise. 800 took a tenth off the CPU of 400 for some 120 MB
			// of memory with two workers instead of 70; 1600 little more for
			// 200 MB.
			if os.Getenv("GOGC") == "" {
				debug.SetGCPercent(800)
			}
			if cpuProfile != "" {
				pf, err := os.Create(cpuProfile)
				if err != nil {
					fmt.Fprintln(errw, "dun:", err)
					return errReported
				}
				defer pf.Close()
				if err := pprof.StartCPUProfile(pf); err != nil {
					fmt.Fprintln(errw, "dun:", err)
					return errReported
				}
				defer pprof.StopCPUProfile()
			}
			q, err := loadQuest(errw, args[0])
			if err != nil {
				return errReported
			}
			pack, err := loadContent(errw, packs)
			if err != nil {
				return errReported
			}
			darkPolicy, prepare, err := darkPolicyNamed(dark, pack, q)
			if err != nil {
				fmt.Fprintln(errw, "dun:", err)
				return errReported
			}
			title := args[0]
			if t := pick(q.Title, lang == "es"); t != "" {
				title = t
			}
			run := func(file string) (sim.Summary, error) {
				party, err := readParty(file)
				if err != nil {
					return sim.Summary{}, err
				}
				figs, err := party.Figures(pack)
				if err != nil {
					return sim.Summary{}, err
				}
				for _, w := range party.Warnings(pack) {
					fmt.Fprintf(errw, "%s: %s\n", file, pickText(w, lang == "es"))
				}
				start, err := setup.Game(q, figs, setup.Creatures(pack))
				if err != nil {
					return sim.Summary{}, err
				}
				if start, err = setup.WithTreasure(pack, start); err != nil {
					return sim.Summary{}, err
				}
				if start, err = setup.WithAchievementCard(pack, start); err != nil {
					return sim.Summary{}, err
				}
				ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
				defer stop()
				games, err := sim.Run(ctx, sim.Config{
					Start: start, Runs: runs, Seed: seed, Workers: workers,
					Heroes: autoplay.Heroes{}, Dark: darkPolicy, Prepare: prepare, Limits: autoplay.Limits{Turns: turns},
					Progress: progressBar(errw, party.Name), Game: game, Trace: traceTo,
				})
				if err != nil {
					return sim.Summary{}, err
				}
				sum := sim.Summarise(title, party.Name, seed, games)
				sum.PartyVP = start.GroupVP()
				return sum, nil
			}
			a, err := run(partyFile)
			if err != nil {
				fmt.Fprintln(errw, "dun:", err)
				return errReported
			}
			var cmp *sim.Comparison
			if compareFile != "" {
				b, err := run(compareFile)
				if err != nil {
					fmt.Fprintln(errw, "dun:", err)
					return errReported
				}
				cc := sim.Compare(a, b)
				cmp = &cc
			}
			out := c.OutOrStdout()
			sim.WriteText(out, a, lang)
			if cmp != nil {
				fmt.Fprintln(out)
				sim.WriteText(out, cmp.B, lang)
				fmt.Fprintf(out, "\nB - A: %+.1f%% [%+.1f%%, %+.1f%%]\n", 100*cmp.VictoryDelta, 100*cmp.DeltaLow, 100*cmp.DeltaHigh)
			}
			if jsonOut != "" {
				var v any = a
				if cmp != nil {
					v = cmp
				}
				if err := writeFile(jsonOut, func(w io.Writer) error {
					e := json.NewEncoder(w)
					e.SetIndent("", "  ")
					return e.Encode(v)
				}); err != nil {
					fmt.Fprintln(errw, "dun:", err)
					return errReported
				}
			}
			if htmlOut != "" {
				if err := writeFile(htmlOut, func(w io.Writer) error { return sim.WriteHTML(w, a, cmp, lang) }); err != nil {
					fmt.Fprintln(errw, "dun:", err)
					return errReported
				}
			}
			return nil
		},
	}
	f := c.Flags()
	f.StringVar(&partyFile, "party", "", "party file (YAML: heroes: [shara, borgron, taeral])")
	f.StringVar(&compareFile, "compare", "", "a second party file to play on the same seeds")
	f.IntVar(&runs, "runs", 1000, "games to play")
	f.Uint64Var(&game, "game", 0, "play only the game of this seed (the seed an error or a report names), once")
	f.BoolVar(&trace, "trace", false, "print every command played with its seat, turn and the policy's reason, and the tests, wounds and knock-outs it brought (with --game)")
	f.Uint64Var(&seed, "seed", 1, "seed of the run (game i's seed derives from it)")
	f.IntVar(&workers, "workers", runtime.GOMAXPROCS(0), "games played at once")
	f.IntVar(&turns, "turns", 60, "turn limit of a game")
	f.StringVar(&jsonOut, "json", "", "write the summary as JSON to this file")
	f.StringVar(&htmlOut, "html", "", "write a self-contained HTML report to this file")
	f.StringVar(&lang, "lang", "en", "language of the report: en or es")
	f.StringVar(&dark, "dark", "adp", "the Dark Player's policy: adp (the Artificial Dark Player's creature behaviour), adp1 (the earlier edition's) or random")
	f.StringVar(&cpuProfile, "cpuprofile", "", "write a CPU profile of the run to this file (go tool pprof; docs/performance.md)")
	f.StringSliceVar(&packs, "pack", nil, "more content pack folders, in order")
	_ = c.MarkFlagRequired("party")
	return c
}

// darkPolicyNamed returns the factory of the Dark Player's policy name
// and what gives each game his cards: the ADP's three decks (adp, adp1),
// the human Dark Player's hand for the random legal policy (it answers
// the card questions among its options).
func darkPolicyNamed(name string, pack *content.Pack, q *quest.Quest) (func(uint64) autoplay.Policy, func(uint64, rules.State) (rules.State, error), error) {
	mode := rules.DarkADP
	var policy func(uint64) autoplay.Policy
	switch name {
	case "random":
		mode = rules.DarkHuman
		policy = func(seed uint64) autoplay.Policy { return autoplay.Random{Seed: seed} }
	case "adp", "adp1":
		planner, err := setup.Planner(pack, q.Faction)
		if err != nil {
			return nil, nil, err
		}
		cards := setup.Behaviours(pack)
		policy = func(uint64) autoplay.Policy { return sim.ADP(cards, planner) }
		if name == "adp1" {
			policy = func(uint64) autoplay.Policy { return sim.ADP1(cards, planner) }
		}
	default:
		return nil, nil, fmt.Errorf("--dark %q: want adp, adp1 or random", name)
	}
	// One catalogue for every game: the rules only read it.
	cat, err := setup.DarkCatalogue(pack, q.Faction)
	if err != nil {
		return nil, nil, err
	}
	prepare := func(seed uint64, s rules.State) (rules.State, error) {
		return setup.WithDarkOptions(pack, q, s, setup.DarkOptions{Mode: mode, Catalogue: cat}, dice.Seeded(seed^darkCardsSeed))
	}
	return policy, prepare, nil
}

// darkCardsSeed mixes a game's seed into the shuffle of the Dark
// Player's decks, apart from the game's own dice.
const darkCardsSeed = 0xda2c_ca2d_5eed_0001

func readParty(file string) (*sim.Party, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	return sim.ParseParty(file, data)
}

// writeFile writes a file through fn, reporting the first error.
func writeFile(name string, fn func(io.Writer) error) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := fn(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// progressBar draws a bar on w when it is a terminal, and nothing
// otherwise (logs and pipes stay clean).
func progressBar(w io.Writer, name string) func(done, total int) {
	f, ok := w.(*os.File)
	if !ok {
		return nil
	}
	if st, err := f.Stat(); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	last := -1
	return func(done, total int) {
		p := done * 40 / total
		if p == last && done != total {
			return
		}
		last = p
		fmt.Fprintf(f, "\r%s [%s%s] %d/%d", name, strings.Repeat("#", p), strings.Repeat(".", 40-p), done, total)
		if done == total {
			fmt.Fprintln(f)
		}
	}
}
