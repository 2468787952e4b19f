package rules

import (
	"slices"
	"strconv"
	"strings"
)

// Lucky (page 113): once per quest, as soon as a Treasure card is
// revealed, the hero may take one more card at random from the deck and
// keep the one he likes better. The card is drawn and its tables rolled
// before he is asked, so he chooses knowing both (an unidentified object
// by its kind only); nothing is handed over until he has chosen. The card
// he leaves goes back into the deck (R813): the book only says he keeps
// one, and a card not taken is not spent.

// PromptLucky asks a hero with Lucky whether he draws a second Treasure
// card. Options: OptionKeep, OptionLuckyDraw.
const PromptLucky PromptKind = "lucky"

// PromptLuckyChoice asks which of the two cards he keeps. Options:
// "card:" and the card's index in the book, one for each.
const PromptLuckyChoice PromptKind = "lucky_choice"

const (
	OptionLuckyDraw = "draw_another"
	optionLuckyCard = "card:"
	markLucky       = "lucky"
)

// LuckyDraw is the Treasure card (and the second one, once drawn) a hero
// with Lucky is choosing from; nothing has been handed over yet.
type LuckyDraw struct {
	Figure string  `json:"figure"`
	Found  []Found `json:"found"`
}

func (l LuckyDraw) clone() LuckyDraw {
	out := l
	out.Found = make([]Found, len(l.Found))
	for i, f := range l.Found {
		out.Found[i] = f.clone()
	}
	return out
}

func init() {
	promptHandlers[PromptLucky] = answerLucky
	promptHandlers[PromptLuckyChoice] = answerLuckyChoice
	registerSkill(&skill{id: "lucky", name: Text{En: "Lucky", Es: "Afortunado"}, effect: "lucky"})
}

// offerLucky holds the card found by figure fi and asks whether he draws
// another, if he has Lucky unused this quest; it reports whether it asked.
func (e *env) offerLucky(fi int, found Found) bool {
	f := &e.s.Figures[fi]
	if _, ok := hasSkill(f, markLucky); !ok || slices.Contains(f.Marks, markLucky) || !f.Hero() {
		return false
	}
	t := e.s.Treasure
	t.Lucky = &LuckyDraw{Figure: f.ID, Found: []Found{found}}
	e.emit(TreasureDrawn{Figure: f.ID, Card: found.Card, Texts: found.Texts, Coins: found.Coins, Items: foundNames(found.Items), Pending: true, Left: len(t.Deck)})
	e.open(Prompt{Kind: PromptLucky, Seat: f.Side, Figure: f.ID, Options: []PromptOption{
		{ID: OptionKeep, Label: Text{En: "Keep this Treasure card", Es: "Quedarse con esta carta de Tesoro"}},
		{ID: OptionLuckyDraw, Label: Text{En: "Lucky: draw another card and keep the better one", Es: "Afortunado: robar otra carta y quedarse con la mejor"}},
	}})
	return true
}

// luckyHeld returns the held draw and its hero for prompt p.
func (e *env) luckyHeld(p Prompt) (*LuckyDraw, int, error) {
	t := e.s.Treasure
	if t == nil || t.Lucky == nil || t.Lucky.Figure != p.Figure {
		return nil, 0, refuse(CodeBadState, "no Treasure card is waiting for %s", "ninguna carta de Tesoro espera a %s", p.Figure)
	}
	fi := e.s.figure(p.Figure)
	if fi < 0 {
		return nil, 0, unknownFigure(p.Figure)
	}
	return t.Lucky, fi, nil
}

func answerLucky(e *env, p Prompt, option string) error {
	l, fi, err := e.luckyHeld(p)
	if err != nil {
		return err
	}
	f := &e.s.Figures[fi]
	if option == OptionKeep {
		return e.keepLucky(fi, 0)
	}
	f.Marks = append(f.Marks, markLucky)
	e.skillUsed(f, skillTable[markLucky], Text{En: "draws one more Treasure card", Es: "roba una carta de Tesoro más"})
	second, err := e.drawTreasure(fi)
	if err != nil {
		return err
	}
	t := e.s.Treasure
	l = t.Lucky
	l.Found = append(l.Found, second)
	e.emit(TreasureDrawn{Figure: f.ID, Card: second.Card, Texts: second.Texts, Coins: second.Coins, Items: foundNames(second.Items), Pending: true, Left: len(t.Deck)})
	var opts []PromptOption
	for _, fd := range l.Found {
		label := Text{En: "Keep: ", Es: "Quedarse: "}
		for i, x := range fd.Texts {
			if i > 0 {
				label.En += "; "
				label.Es += "; "
			}
			label.En += x.En
			label.Es += x.Es
		}
		opts = append(opts, PromptOption{ID: optionLuckyCard + strconv.Itoa(fd.Card), Label: label})
	}
	e.open(Prompt{Kind: PromptLuckyChoice, Seat: f.Side, Figure: f.ID, Options: opts})
	return nil
}

func answerLuckyChoice(e *env, p Prompt, option string) error {
	l, fi, err := e.luckyHeld(p)
	if err != nil {
		return err
	}
	card, err2 := strconv.Atoi(strings.TrimPrefix(option, optionLuckyCard))
	if err2 != nil {
		return refuse(CodeBadOption, "%q is not one of the cards", "%q no es ninguna de las cartas", option)
	}
	for i, fd := range l.Found {
		if fd.Card == card {
			return e.keepLucky(fi, i)
		}
	}
	return refuse(CodeBadOption, "%q is not one of the cards", "%q no es ninguna de las cartas", option)
}

// keepLucky hands over card i of the held draw and puts the other, if
// any, back into the deck.
func (e *env) keepLucky(fi, i int) error {
	t := e.s.Treasure
	l := t.Lucky
	t.Lucky = nil
	f := &e.s.Figures[fi]
	kept := l.Found[i]
	ev := TreasureKept{Figure: f.ID, Card: kept.Card, Coins: kept.Coins, Items: foundNames(kept.Items), Returned: -1}
	for j, fd := range l.Found {
		if j != i {
			t.Deck = append(slices.Clone(t.Deck), fd.Card)
			slices.Sort(t.Deck)
			ev.Returned = fd.Card
		}
	}
	e.emit(ev)
	e.giveFound(fi, kept)
	return nil
}

// TreasureKept: a hero with Lucky kept Treasure card Card (its Coins and
// Items are his now) and put card Returned back into the deck (-1 when he
// drew no second card).
type TreasureKept struct {
	Figure   string `json:"figure"`
	Card     int    `json:"card"`
	Coins    int    `json:"coins,omitempty"`
	Items    []Text `json:"items,omitempty"`
	Returned int    `json:"returned"`
}

func (TreasureKept) EventType() string { return "treasure_kept" }
