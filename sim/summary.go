package sim

import (
	"math"
	"slices"

	"dun/autoplay"
)

// Summary is what a run of games says about a quest and a party.
type Summary struct {
	Party string `json:"party"`
	// PartyVP is the Value Points of the group of heroes (page 9), when
	// the caller knows it (0: not given).
	PartyVP int    `json:"party_vp,omitempty"`
	Quest   string `json:"quest"`
	Runs    int    `json:"runs"`
	Seed    uint64 `json:"seed"`

	Wins       int `json:"wins"`
	Losses     int `json:"losses"`
	Unfinished int `json:"unfinished"`
	// Ends counts the finished games by why the quest ended, and by who
	// won: "heroes/withdrew", "dark/turn_limit", ... (rules.EndReason).
	Ends map[string]int `json:"ends"`
	// VictoryRate is Wins/Runs with its 95% Wilson interval.
	VictoryRate float64 `json:"victory_rate"`
	VictoryLow  float64 `json:"victory_low"`
	VictoryHigh float64 `json:"victory_high"`

	// Turns of the finished games.
	TurnsMean   float64 `json:"turns_mean"`
	TurnsMedian int     `json:"turns_median"`
	TurnsP10    int     `json:"turns_p10"`
	TurnsP90    int     `json:"turns_p90"`
	// TurnsHistogram counts finished games by turns taken (index: turns).
	TurnsHistogram []int `json:"turns_histogram"`

	// KnockedOutMean is heroes knocked out per game; KnockedOutGames
	// counts games by how many heroes fell (index: heroes).
	KnockedOutMean  float64        `json:"knocked_out_mean"`
	KnockedOutGames []int          `json:"knocked_out_games"`
	KnockedOutBy    map[string]int `json:"knocked_out_by_hero"`
	// FallsBySection counts heroes knocked out in each section (by the
	// section's number on the quest sheet).
	FallsBySection map[int]int `json:"falls_by_section"`
	// WorstSection is the section where heroes fall most (0: none fell).
	WorstSection int `json:"worst_section"`

	FortuneSpentMean float64 `json:"fortune_spent_mean"`
	EnemiesDownMean  float64 `json:"enemies_down_mean"`
	// DarkAchievementMean and HeroAchievementMean are the Achievement
	// points of each side per game, read from the final states (page 12).
	DarkAchievementMean float64 `json:"dark_achievement_mean"`
	HeroAchievementMean float64 `json:"hero_achievement_mean"`
	// FeatMeans is what each line of the Achievement card earned per
	// game, by the line's ID.
	FeatMeans map[string]float64 `json:"feat_means,omitempty"`
	// DeadMean and InjuredMean are heroes dead and newly injured per
	// game, from the rolls after the quest (page 44).
	DeadMean    float64 `json:"dead_mean"`
	InjuredMean float64 `json:"injured_mean"`
	StepsMean   float64 `json:"steps_mean"`
	RollsMean   float64 `json:"rolls_mean"`

	// DarkCards: the Dark Player played with cards in these games. The
	// reserve points he had at the start, spent and had left per game, the cards he
	// activated per game by kind, and each card's activations over all
	// games with its names (English, Spanish).
	DarkCards        bool                 `json:"dark_cards,omitempty"`
	ReserveStartMean float64              `json:"reserve_start_mean,omitempty"`
	ReserveSpentMean float64              `json:"reserve_spent_mean,omitempty"`
	ReserveLeftMean  float64              `json:"reserve_left_mean,omitempty"`
	CardKindsMean    map[string]float64   `json:"card_kinds_mean,omitempty"`
	Cards            map[string]int       `json:"cards,omitempty"`
	CardNames        map[string][2]string `json:"card_names,omitempty"`
	// SheetPaidMean and SheetWithheldMean: the reserve points paid per
	// game for the sheet's creatures as they were placed, and how many
	// of them per game the reserve could not pay for (page 89).
	SheetPaidMean     float64 `json:"sheet_paid_mean,omitempty"`
	SheetWithheldMean float64 `json:"sheet_withheld_mean,omitempty"`
}

// Summarise sums up games, in order.
func Summarise(quest, party string, seed uint64, games []Game) Summary {
	s := Summary{Quest: quest, Party: party, Runs: len(games), Seed: seed,
		KnockedOutBy: map[string]int{}, FallsBySection: map[int]int{}, Ends: map[string]int{}}
	var turns []int
	var ko, fortune, down, steps, rolls, darkAch, heroAch, dead, injured int
	for _, g := range games {
		switch g.Outcome {
		case autoplay.HeroesWin:
			s.Wins++
		case autoplay.DarkWins:
			s.Losses++
		default:
			s.Unfinished++
		}
		if g.End != "" {
			side := "dark"
			if g.Outcome == autoplay.HeroesWin {
				side = "heroes"
			}
			s.Ends[side+"/"+string(g.End)]++
		}
		if g.Outcome == autoplay.HeroesWin || g.Outcome == autoplay.DarkWins {
			turns = append(turns, g.Turns)
			for len(s.TurnsHistogram) <= g.Turns {
				s.TurnsHistogram = append(s.TurnsHistogram, 0)
			}
			s.TurnsHistogram[g.Turns]++
		}
		for len(s.KnockedOutGames) <= len(g.KnockedOut) {
			s.KnockedOutGames = append(s.KnockedOutGames, 0)
		}
		s.KnockedOutGames[len(g.KnockedOut)]++
		for i, h := range g.KnockedOut {
			s.KnockedOutBy[h]++
			if i < len(g.Fell) {
				s.FallsBySection[int(g.Fell[i])]++
			}
		}
		ko += len(g.KnockedOut)
		fortune += g.FortuneSpent
		down += g.EnemiesDown
		steps += g.Steps
		rolls += g.Rolls
		darkAch += g.DarkAchievements
		heroAch += g.HeroAchievements
		for k, v := range g.Feats {
			if s.FeatMeans == nil {
				s.FeatMeans = map[string]float64{}
			}
			s.FeatMeans[k] += float64(v)
		}
		dead += g.Dead
		injured += g.Injured
		if g.DarkCards {
			if !s.DarkCards {
				s.DarkCards, s.CardKindsMean, s.Cards, s.CardNames = true, map[string]float64{}, map[string]int{}, map[string][2]string{}
			}
			s.ReserveStartMean += float64(g.ReserveStart)
			s.ReserveSpentMean += float64(g.ReserveSpent)
			s.ReserveLeftMean += float64(g.ReserveLeft)
			s.SheetPaidMean += float64(g.SheetPaid)
			s.SheetWithheldMean += float64(g.SheetWithheld)
			for k, v := range g.CardKinds {
				s.CardKindsMean[k] += float64(v)
			}
			for k, v := range g.Cards {
				s.Cards[k] += v
			}
			for k, v := range g.cardNames {
				s.CardNames[k] = v
			}
		}
	}
	n := float64(max(len(games), 1))
	s.VictoryRate = float64(s.Wins) / n
	s.VictoryLow, s.VictoryHigh = wilson(s.Wins, len(games))
	if len(turns) > 0 {
		slices.Sort(turns)
		sum := 0
		for _, t := range turns {
			sum += t
		}
		s.TurnsMean = float64(sum) / float64(len(turns))
		s.TurnsMedian = turns[len(turns)/2]
		s.TurnsP10 = turns[len(turns)/10]
		s.TurnsP90 = turns[len(turns)*9/10]
	}
	s.KnockedOutMean = float64(ko) / n
	s.FortuneSpentMean = float64(fortune) / n
	s.EnemiesDownMean = float64(down) / n
	s.DarkAchievementMean = float64(darkAch) / n
	s.HeroAchievementMean = float64(heroAch) / n
	for k := range s.FeatMeans {
		s.FeatMeans[k] /= n
	}
	s.DeadMean, s.InjuredMean = float64(dead)/n, float64(injured)/n
	if s.DarkCards {
		s.ReserveStartMean /= n
		s.ReserveSpentMean /= n
		s.ReserveLeftMean /= n
		s.SheetPaidMean /= n
		s.SheetWithheldMean /= n
		for k := range s.CardKindsMean {
			s.CardKindsMean[k] /= n
		}
	}
	s.StepsMean = float64(steps) / n
	s.RollsMean = float64(rolls) / n
	best := 0
	for sec, c := range s.FallsBySection {
		if c > best || c == best && sec < s.WorstSection {
			best, s.WorstSection = c, sec
		}
	}
	return s
}

// wilson is the 95% Wilson score interval of k successes in n trials.
func wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p := float64(k) / float64(n)
	nf := float64(n)
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return max(c-h, 0), min(c+h, 1)
}

// Comparison is two summaries on the same quest and seeds.
type Comparison struct {
	A, B Summary
	// VictoryDelta is B's victory rate less A's, with a 95% interval
	// (Newcombe's method from the two Wilson intervals).
	VictoryDelta float64 `json:"victory_delta"`
	DeltaLow     float64 `json:"delta_low"`
	DeltaHigh    float64 `json:"delta_high"`
}

// Compare sets two summaries side by side.
func Compare(a, b Summary) Comparison {
	d := b.VictoryRate - a.VictoryRate
	lo := d - math.Sqrt(sq(b.VictoryRate-b.VictoryLow)+sq(a.VictoryHigh-a.VictoryRate))
	hi := d + math.Sqrt(sq(b.VictoryHigh-b.VictoryRate)+sq(a.VictoryRate-a.VictoryLow))
	return Comparison{A: a, B: b, VictoryDelta: d, DeltaLow: lo, DeltaHigh: hi}
}

func sq(x float64) float64 { return x * x }
