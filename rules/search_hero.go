package rules

import (
	"fmt"

	"dun/board"
)

// Searching a knocked-out hero (page 26, Action 15): a hero may take the
// belongings of a companion lying knocked out. The book says no more; it
// is done as the searching of corpses it belongs to, with the Action and
// not in a combat turn, and, since it is one body and not the enemies'
// remains, from next to it as carrying a body is (R816). Everything the
// companion carries goes into the searcher's backpack (his armour taken
// off, what he held let go), his coins into the searcher's purse; what
// lies on the ground stays there. The heroes share it out among
// themselves with Give (page 28).

const ruleSearchHero = "search_hero"

// SearchHero takes the belongings of the knocked-out hero Body.
type SearchHero struct {
	Header
	Figure string
	Body   string
}

const TypeSearchHero = "search_hero"

func (SearchHero) Type() string { return TypeSearchHero }

// MarshalJSON writes the command's tagged form.
func (c SearchHero) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c SearchHero) toWire(w *wire) { w.Figure, w.Target = &c.Figure, &c.Body }

func init() {
	commandFields[TypeSearchHero] = map[string]bool{"figure": true, "target": true}
	wireDecoders[TypeSearchHero] = func(a wireArgs) (Command, error) {
		return SearchHero{Header: a.h, Figure: a.fig, Body: a.target}, nil
	}
}

func canSearchHero(s *State, fi int, a *Activation, body string) (int, *RuleError) {
	f := &s.Figures[fi]
	if err := actionHere(s, fi, a); err != nil {
		return -1, err
	}
	if !f.Hero() {
		return -1, refuse(CodeNotAHero, "only heroes search a fallen companion, and %s is not one", "solo los héroes registran a un compañero caído, y %s no lo es", f.name())
	}
	if CombatTurn(*s) {
		return -1, refuse(CodeCombatTurn, "the combat is not over", "el combate no ha terminado")
	}
	ti := s.figure(body)
	if ti < 0 {
		return -1, unknownFigure(body)
	}
	t := &s.Figures[ti]
	switch {
	case ti == fi || t.Side != f.Side || !t.Hero() || !t.Conditions.Has(KnockedOut) || t.Left:
		return -1, refuse(CodeBadTarget, "%s is not a knocked-out hero of the group", "%s no es un héroe del grupo fuera de combate", t.name())
	case !besides(s.Board, f, t.At):
		return -1, refuse(CodeNotAdjacent, "%s must stand next to where %s lies", "%s debe estar junto a donde yace %s", f.name(), t.name())
	case t.Coins() == 0 && !carriesAnything(t):
		return -1, refuse(CodeBadTarget, "%s carries nothing", "%s no lleva nada", t.name())
	case len(f.Items)+carried(t) > maxItems:
		return -1, refuse(CodeBadItem, "%s cannot carry that much", "%s no puede cargar con tanto", f.name())
	}
	return ti, nil
}

// carried counts the items figure t has on him (not lying on the ground).
func carried(t *Figure) int {
	n := 0
	for k := range t.Items {
		if t.Items[k].Place != OnGround {
			n++
		}
	}
	return n
}

func carriesAnything(t *Figure) bool { return carried(t) > 0 }

func (c SearchHero) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	ti, rerr := canSearchHero(e.s, fi, a, c.Body)
	if rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleSearchHero); rerr != nil {
		return rerr
	}
	t := &e.s.Figures[ti]
	ev := HeroSearched{Figure: f.ID, Body: t.ID, Coins: t.Coins()}
	var took []Item
	kept := t.Items[:0:0]
	for _, it := range t.Items {
		if it.Place == OnGround {
			kept = append(kept, it)
			continue
		}
		if it.Place == Worn {
			wearChange(t, &it, -1)
		}
		// Into the backpack: a light held lit goes out.
		it.Place, it.At, it.Lit = InPack, board.Pos{}, false
		took = append(took, it)
		ev.Items = append(ev.Items, foundName(&it))
	}
	t.Items = kept
	if len(t.Items) == 0 {
		t.Items = nil
	}
	t.SetCoins(0)
	f = &e.s.Figures[fi]
	f.SetCoins(min(f.Coins()+ev.Coins, maxCoins))
	f.Items = append(f.Items, took...)
	e.emit(ev)
	return nil
}

func searchHeroOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	if !f.Hero() || s.Active == nil {
		return nil
	}
	var out []Option
	for ti := range s.Figures {
		t := &s.Figures[ti]
		if t.Side != f.Side || !t.Hero() || !t.Conditions.Has(KnockedOut) {
			continue
		}
		if _, err := canSearchHero(s, fi, s.Active, t.ID); err == nil {
			out = append(out, Option{ID: fmt.Sprintf("search_hero:%s:%s", f.ID, t.ID), Command: SearchHero{Header: h, Figure: f.ID, Body: t.ID}})
		}
	}
	return out
}

// HeroSearched: a hero took the belongings of knocked-out companion Body:
// Coins and the Items named (an unidentified one by its kind).
type HeroSearched struct {
	Figure string `json:"figure"`
	Body   string `json:"body"`
	Coins  int    `json:"coins,omitempty"`
	Items  []Text `json:"items,omitempty"`
}

func (HeroSearched) EventType() string { return "hero_searched" }
