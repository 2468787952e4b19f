package autoplay

import (
	"path/filepath"
	"testing"

	"dun/rules"
)

// The hero policy answers Lucky (page 113): a poor first card is drawn
// again, an unidentified object kept; of two cards it keeps the one worth
// more.
func TestLuckyAnswers(t *testing.T) {
	s := game(t, filepath.Join("..", "examples", "quests", "05-smugglers-cistern.yaml"))
	ring := &rules.ItemCard{ID: "ring", Name: rules.Text{En: "Ring", Es: "Anillo"}}
	b, err := rules.NewTreasureBook([]rules.LootFind{
		{Text: rules.Text{En: "5 coins", Es: "5 monedas"}, Coins: 5},
		{Text: rules.Text{En: "A ring", Es: "Un anillo"}, Item: ring, Unknown: true},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s, err = rules.WithTreasure(s, b); err != nil {
		t.Fatal(err)
	}
	coins := rules.Found{Card: 0, Coins: 5}
	magic := rules.Found{Card: 1, Items: []rules.Item{{ItemCard: ring, Unknown: true}}}
	ask := func(kind rules.PromptKind, found []rules.Found, opts ...string) string {
		t.Helper()
		c := s.Clone()
		c.Treasure.Deck = nil
		c.Treasure.Lucky = &rules.LuckyDraw{Figure: "borgron", Found: found}
		p := rules.Prompt{Kind: kind, Seat: rules.Heroes, Figure: "borgron"}
		for _, o := range opts {
			p.Options = append(p.Options, rules.PromptOption{ID: o, Label: rules.Text{En: o, Es: o}})
		}
		c.Prompt = &p
		os := rules.Options(c, rules.Heroes)
		ch := Heroes{}.Choose(&c, rules.Heroes, os)
		return os[ch.Index].ID
	}
	if got := ask(rules.PromptLucky, []rules.Found{coins}, rules.OptionKeep, rules.OptionLuckyDraw); got != "answer:"+rules.OptionLuckyDraw {
		t.Errorf("5 coins: %s", got)
	}
	if got := ask(rules.PromptLucky, []rules.Found{magic}, rules.OptionKeep, rules.OptionLuckyDraw); got != "answer:"+rules.OptionKeep {
		t.Errorf("an unidentified ring: %s", got)
	}
	if got := ask(rules.PromptLuckyChoice, []rules.Found{coins, magic}, "card:0", "card:1"); got != "answer:card:1" {
		t.Errorf("coins or ring: %s", got)
	}
}
