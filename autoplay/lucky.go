package autoplay

import (
	"strconv"

	"dun/rules"
)

// Lucky (page 113): a hero who drew a Treasure card may draw another once
// per quest and keep the better. The policy draws again unless the card
// already holds an unidentified object (a magic object, relic or potion:
// the best a card gives), and keeps the card worth more: its coins, and 20
// for each object (30 for an unidentified one). Reading the seat's view,
// which holds no Treasure draw, it keeps the card it has.

// foundWorth is what the policy reckons a Treasure card's find is worth.
func foundWorth(f rules.Found) int {
	v := f.Coins
	for _, it := range f.Items {
		v += 20
		if it.Unknown {
			v += 10
		}
	}
	return v
}

func luckyAnswer(s *rules.State, opts []rules.Option) Choice {
	var held *rules.LuckyDraw
	if s.Treasure != nil {
		held = s.Treasure.Lucky
	}
	if s.Prompt.Kind == rules.PromptLucky {
		if held != nil && len(held.Found) == 1 && !unidentified(held.Found[0]) && foundWorth(held.Found[0]) < 30 {
			if k := find(opts, "answer:"+rules.OptionLuckyDraw); k >= 0 {
				return Choice{k, why("a poor card: Lucky draws another", "una carta pobre: Afortunado roba otra")}
			}
		}
		if k := find(opts, "answer:"+rules.OptionKeep); k >= 0 {
			return Choice{k, why("a good card: keep it", "una buena carta: quedársela")}
		}
		return Choice{0, why("the first answer", "la primera respuesta")}
	}
	best, bestV := 0, -1
	if held != nil {
		for _, f := range held.Found {
			if v := foundWorth(f); v > bestV {
				if k := find(opts, "answer:card:"+strconv.Itoa(f.Card)); k >= 0 {
					best, bestV = k, v
				}
			}
		}
	}
	return Choice{best, why("keep the card worth more", "quedarse con la carta que más vale")}
}

// unidentified reports whether find f holds an unidentified object.
func unidentified(f rules.Found) bool {
	for _, it := range f.Items {
		if it.Unknown {
			return true
		}
	}
	return false
}
