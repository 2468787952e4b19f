package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// Searching or interacting with elements (page 25, Action 12,
// exploratory): a hero next to a piece of furniture or a special element
// spends his Action to search it or use it, and rolls its search table's
// dice (1D6 or 2D6, from the element's card). Each element is searched
// once: the roll is kept on the element (ElementState), and what the card
// says of that result holds for every hero after him. The card's table is
// content; the rules keep the roll for it. Once the Main Room is revealed,
// elements of sections explored before it may not be searched. Chests are
// opened (open_chest.go), not searched.

const ruleSearchElement = "search_element"

// elementsBesides appends to dst the board element IDs on the squares
// figure f stands on or is next to, each once.
func elementsBesides(g *board.Grid, f *Figure, dst []int) []int {
	var sq []board.Pos
	for _, q := range f.Squares(sq) {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				p := board.Pos{X: q.X + dx, Y: q.Y + dy}
				if !g.In(p) || (p != q && !g.Adjacent(g.Index(q), g.Index(p))) {
					continue
				}
				if id := int(g.Square(p).Element) - 1; id >= 0 && !slices.Contains(dst, id) {
					dst = append(dst, id)
				}
			}
		}
	}
	return dst
}

// elementNear finds the element on square at, which figure fi must stand
// on or next to, and returns its index in the layout's Elements.
func elementNear(s *State, fi int, at board.Pos) (int, *RuleError) {
	f := &s.Figures[fi]
	g := s.Board
	if !g.In(at) || g.Square(at).Element == 0 {
		return -1, refuse(CodeNoElement, "there is no element on %v", "no hay ningún elemento en %v", at)
	}
	id := int(g.Square(at).Element) - 1
	k := s.Explore.elementIndex(id)
	if k < 0 {
		return -1, refuse(CodeNoElement, "the element on %v cannot be searched or opened", "el elemento de %v no se puede registrar ni abrir", at)
	}
	if !slices.Contains(elementsBesides(g, f, nil), id) {
		return -1, refuse(CodeNotAdjacent, "%s must stand next to the element on %v", "%s debe estar junto al elemento de %v", f.name(), at)
	}
	return k, nil
}

func canSearchElement(s *State, fi int, a *Activation, at board.Pos) (int, *RuleError) {
	if err := calmExploring(s, fi, a); err != nil {
		return -1, err
	}
	return searchable(s, fi, at)
}

// searchable is canSearchElement once calmExploring has passed.
func searchable(s *State, fi int, at board.Pos) (int, *RuleError) {
	k, err := elementNear(s, fi, at)
	if err != nil {
		return -1, err
	}
	el := s.Explore.Elements[k]
	switch {
	case el.Chest:
		return -1, refuse(CodeNoElement, "a chest is opened, not searched", "un cofre se abre, no se registra")
	case el.Dice == 0:
		return -1, refuse(CodeNoElement, "the element on %v has nothing to search", "el elemento de %v no tiene nada que registrar", at)
	case el.Searched && !el.Shared:
		return -1, refuse(CodeAlreadySearched, "the element on %v has been searched already", "el elemento de %v ya ha sido registrado", at)
	case slices.Contains(el.Users, s.Figures[fi].ID):
		return -1, refuse(CodeAlreadySearched, "%s has already used the element on %v", "%s ya ha usado el elemento de %v", s.Figures[fi].name(), at)
	case s.Explore.pastMain(s.Board.Square(at).Section):
		return -1, refuse(CodePastMain, "the Main Room is revealed: elements found before it are no longer searched", "la Sala Principal está desvelada: los elementos hallados antes ya no se registran")
	}
	return k, nil
}

func (c SearchElement) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	k, rerr := canSearchElement(e.s, fi, a, c.At)
	if rerr != nil {
		return rerr
	}
	if err := e.spendAction(f, a, ruleSearchElement); err != nil {
		return err
	}
	el := &own(&e.s.Explore.Elements)[k]
	kind := e.s.Board.Elements()[el.Element].Kind
	if el.Shared {
		el.Users = append(shared(el.Users), f.ID)
	}
	if el.Searched {
		e.emit(ElementSearched{Figure: f.ID, Element: el.Element, Kind: kind, Roll: el.Roll, Result: el.Result, Again: true})
		// The same result for him: its effect, not its coins (page 25).
		if row := e.s.elementRow(kind, el.Result); row != nil {
			return e.findEffect(fi, row.Effect)
		}
		return nil
	}
	n := el.Dice
	if t := e.s.elementTable(kind); t != nil {
		n = t.Dice // the card's own dice
	}
	d, derr := e.dice.ND6(n, ruleSearchElement+": "+f.name()+", "+kind)
	if derr != nil {
		return diceError(derr)
	}
	r := e.record(d, ruleSearchElement, f.ID)
	e.emit(Rolled{Roll: r.clone()})
	if e.offerAlchemist(f, kind, r) {
		// The element waits, unsearched, with the roll in question.
		el.Roll = r.Seq
		return nil
	}
	return e.elementSearched(fi, k, r)
}

// elementSearched keeps the final roll r of figure fi's search of element
// k and reports it.
func (e *env) elementSearched(fi, k int, r RollRecord) error {
	el := &own(&e.s.Explore.Elements)[k]
	kind := e.s.Board.Elements()[el.Element].Kind
	el.Searched, el.Roll, el.Result = true, r.Seq, r.Total
	e.emit(ElementSearched{Figure: e.s.Figures[fi].ID, Element: el.Element, Kind: kind, Roll: r.Seq, Result: r.Total})
	e.blunder(r)
	if t := e.s.elementTable(kind); t != nil && t.BlunderTrap && r.Double1() && e.s.Figures[fi].Side == Heroes {
		// The card lets the Dark Player answer the blunder with a trap
		// (page 48, R1040); the table is read only if he lets it pass.
		if at, ok := elementSquare(e.s, &e.s.Figures[fi], el.Element); ok && e.darkReacts(fi, reactFurniture, at, 0) {
			return nil
		}
	}
	return e.elementLoot(fi, kind, r.Total)
}

func searchElementOptions(s *State, fi int, h Header, calm bool) []Option {
	x := s.Explore
	if x == nil || !calm {
		return nil
	}
	f := &s.Figures[fi]
	var out []Option
	for _, id := range elementsBesides(s.Board, f, nil) {
		at, ok := elementSquare(s, f, id)
		if !ok {
			continue
		}
		if _, err := searchable(s, fi, at); err == nil {
			out = append(out, Option{ID: fmt.Sprintf("search_element:%s:%d,%d", f.ID, at.X, at.Y), Command: SearchElement{Header: h, Figure: f.ID, At: at}})
		}
	}
	return out
}

// elementSquare is the first square (in reading order) of element id on
// or next to figure f, the square options name it by.
func elementSquare(s *State, f *Figure, id int) (board.Pos, bool) {
	g := s.Board
	best, found := board.Pos{}, false
	var sq []board.Pos
	for _, q := range f.Squares(sq) {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				p := board.Pos{X: q.X + dx, Y: q.Y + dy}
				if !g.In(p) || int(g.Square(p).Element)-1 != id || (p != q && !g.Adjacent(g.Index(q), g.Index(p))) {
					continue
				}
				if !found || p.Y < best.Y || (p.Y == best.Y && p.X < best.X) {
					best, found = p, true
				}
			}
		}
	}
	return best, found
}
