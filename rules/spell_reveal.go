package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// Revealing spells (content's spell_reveal; page 40's enhancing spells
// that help the caster's side, and the cards' texts): what the rules hide
// from the heroes (ARCHITECTURE.md, principle 6) a spell may show them,
// and only what its card says (R781):
//
//   - enemies: the creatures the quest sheet hides in unrevealed sections
//     within the card's squares of the caster; the heroes' view shows
//     where each stands and its size (View.Sensed), nothing more, until
//     its section is revealed;
//   - traps: the traps not yet detected within the card's squares, on
//     revealed sections, become detected (dormant, known to all) as if a
//     hero had found them; a recurrent one is paid for, as when it would
//     go off, and one the Dark Player cannot pay stays hidden and harmless
//     (page 48);
//   - secret doors: those within the card's squares on the edge of a
//     revealed section turn up, as a successful search finds them (page 25);
//   - section: the caster looks through an exploration arrow or an
//     unexplored door of his section, chosen by his player, and the section
//     beyond is revealed as if a hero had looked in: its creatures enter
//     play, the Dark Player may place his encounters, and Initiative is
//     rolled if enemies appear (pages 22, 30). The door stays closed.
//
// Distances are counted straight, across walls (the larger of the two
// coordinate differences from the caster's base): the spells sense rather
// than walk. A card without squares reaches the whole board. Only the
// heroes' side has anything hidden from it: the Dark Player's casters may
// not cast these spells, nor anyone in a game without an unexplored map.

// PromptLookInto: the caster's player chooses the exploration arrow or
// unexplored door whose section a section-revealing spell shows. Options:
// "arrow:x,y" and "door:x,y:side" (side e, s, w or n).
const PromptLookInto PromptKind = "look_into"

func init() { promptHandlers[PromptLookInto] = answerLookInto }

// revealReady refuses a revealing spell sp to figure fi when it would show
// nothing the rules hide.
func revealReady(s *State, fi int, sp *Spell) *RuleError {
	f := &s.Figures[fi]
	switch {
	case s.Explore == nil:
		return refuse(CodeNothingToExplore, "this game has no unexplored map for %s to reveal", "esta partida no tiene mapa por explorar que %s pueda revelar", sp.Name)
	case f.Side != Heroes:
		return refuse(CodeNotAHero, "%s reveals what is hidden from the heroes, and %s is not on their side", "%s revela lo que se oculta a los héroes, y %s no es de su bando", sp.Name, f.name())
	case sp.Effect.Reveal == RevealSection && len(lookOptions(s, fi)) == 0:
		return refuse(CodeNothingToExplore, "there is no exploration arrow nor unexplored door in %s's section to look through", "no hay ninguna flecha de exploración ni puerta sin explorar en la sección de %s por la que mirar", f.name())
	}
	return nil
}

// reveal resolves revealing spell sp cast by fi with cast c.
func (e *env) reveal(fi int, sp *Spell, c *CastState) error {
	if sp.Effect.Reveal == RevealSection {
		opts := lookOptions(e.s, fi)
		if len(opts) == 1 {
			return e.lookInto(fi, sp, c, opts[0].ID)
		}
		e.open(Prompt{Kind: PromptLookInto, Seat: e.s.Figures[fi].Side, Figure: e.s.Figures[fi].ID, Options: opts})
		return nil
	}
	ev := SpellRevealed{Figure: e.s.Figures[fi].ID, Spell: sp.ID, What: sp.Effect.Reveal}
	if x := e.s.Explore; x != nil {
		switch sp.Effect.Reveal {
		case RevealEnemies:
			ev.Squares = e.senseEnemies(fi, sp.Effect.Squares)
		case RevealTraps:
			ev.Squares = e.revealTraps(fi, sp.Effect.Squares)
		case RevealSecretDoors:
			ev.Doors = e.revealSecretDoors(fi, sp.Effect.Squares)
		}
	}
	e.emit(ev)
	return e.finishCast(fi, sp, c)
}

// within reports whether square p lies within n squares of figure f,
// counted straight across walls; n 0 is the whole board.
func within(f *Figure, p board.Pos, n int) bool {
	if n <= 0 {
		return true
	}
	var sq [4]board.Pos
	for _, q := range f.Squares(sq[:0]) {
		if board.Chebyshev(p, q) <= n {
			return true
		}
	}
	return false
}

// senseEnemies marks the hidden creatures of the caster's enemies within n
// squares of caster fi as sensed, and returns where they stand.
func (e *env) senseEnemies(fi, n int) []board.Pos {
	x := e.s.Explore
	f := &e.s.Figures[fi]
	var out []board.Pos
	for i := range x.Hidden {
		h := &x.Hidden[i]
		if h.Side == f.Side {
			continue
		}
		var sq [4]board.Pos
		if !slices.ContainsFunc(h.Squares(sq[:0]), func(p board.Pos) bool { return within(f, p, n) }) {
			continue
		}
		if !slices.Contains(x.Sensed, h.ID) {
			x.Sensed = append(x.Sensed, h.ID)
		}
		out = append(out, h.At)
	}
	return out
}

// revealTraps detects the hidden traps on revealed sections within n
// squares of caster fi, and returns their squares.
func (e *env) revealTraps(fi, n int) []board.Pos {
	x := e.s.Explore
	f := &e.s.Figures[fi]
	g := e.s.Board
	var out []board.Pos
	for k := range x.Traps {
		t := x.Traps[k]
		if t.Dormant || !g.In(t.At) || !e.s.SectionRevealed(g.Square(t.At).Section) || !within(f, t.At, n) || !trapPayable(e.s, k) {
			continue
		}
		e.payRecurrent(k)
		own(&x.Traps)[k].Dormant = true
		if x.Traps[k].Pit > 0 {
			// A detected pit trap is a pit from now on (R75).
			e.openPit(k)
		}
		out = append(out, t.At)
	}
	return out
}

// revealSecretDoors turns the secret doors within n squares of caster fi
// with a square on a revealed section into unexplored doors, and returns
// them.
func (e *env) revealSecretDoors(fi, n int) []DoorRef {
	x := e.s.Explore
	f := &e.s.Figures[fi]
	g := e.s.Board
	var out []DoorRef
	kept := x.Secret[:0:0]
	for _, d := range x.Secret {
		found := false
		for _, p := range d.Edges(nil) {
			for _, q := range [2]board.Pos{p, p.Add(d.Side.Dir())} {
				if g.In(q) && within(f, q, n) && g.Square(q).Section != 0 && e.s.SectionRevealed(g.Square(q).Section) {
					found = true
				}
			}
		}
		if !found {
			kept = append(kept, d)
			continue
		}
		x.Doors = append(x.Doors, d)
		out = append(out, DoorRef{At: d.At, Side: d.Side, Width: d.Width})
	}
	x.Secret = kept
	if len(x.Secret) == 0 {
		x.Secret = nil
	}
	return out
}

// lookOptions lists what caster fi may look through: one exploration arrow
// or unexplored door of his section for each unrevealed section beyond.
func lookOptions(s *State, fi int) []PromptOption {
	x := s.Explore
	if x == nil {
		return nil
	}
	g := s.Board
	sec := sectionOf(s, &s.Figures[fi])
	var seen []uint8
	var out []PromptOption
	for _, a := range x.Arrows {
		if !g.In(a.At) || g.Square(a.At).Section != sec || s.SectionRevealed(a.To) || slices.Contains(seen, a.To) {
			continue
		}
		seen = append(seen, a.To)
		out = append(out, PromptOption{ID: fmt.Sprintf("arrow:%d,%d", a.At.X, a.At.Y), Label: Text{
			En: fmt.Sprintf("Look past the exploration arrow at (%d,%d)", a.At.X, a.At.Y),
			Es: fmt.Sprintf("Mirar más allá de la flecha de exploración de (%d,%d)", a.At.X, a.At.Y)}})
	}
	for _, d := range x.Doors {
		beyond, ok := doorBeyond(s, d, sec)
		if !ok || slices.Contains(seen, beyond) {
			continue
		}
		seen = append(seen, beyond)
		out = append(out, PromptOption{ID: fmt.Sprintf("door:%d,%d:%s", d.At.X, d.At.Y, sideLetter(d.Side)), Label: Text{
			En: fmt.Sprintf("Look through the door at (%d,%d)", d.At.X, d.At.Y),
			Es: fmt.Sprintf("Mirar a través de la puerta de (%d,%d)", d.At.X, d.At.Y)}})
	}
	return out
}

// doorBeyond is the unrevealed section door d leads to from section sec,
// when one of its sides is in sec.
func doorBeyond(s *State, d UnexploredDoor, sec uint8) (uint8, bool) {
	g := s.Board
	for _, p := range d.Edges(nil) {
		q := p.Add(d.Side.Dir())
		if !g.In(p) || !g.In(q) {
			continue
		}
		a, b := g.Square(p).Section, g.Square(q).Section
		switch {
		case a == sec && b != 0 && !s.SectionRevealed(b):
			return b, true
		case b == sec && a != 0 && !s.SectionRevealed(a):
			return a, true
		}
	}
	return 0, false
}

func sideLetter(sd board.Side) string {
	return [...]string{"n", "e", "s", "w"}[sd&3]
}

func answerLookInto(e *env, p Prompt, option string) error {
	fi, c, sp, err := e.casting()
	if err != nil {
		return err
	}
	return e.lookInto(fi, sp, c, option)
}

// lookInto reveals the section beyond the arrow or door option names: the
// cast is over first, then the section is revealed as a hero's look would
// reveal it, its encounters and Initiative included.
func (e *env) lookInto(fi int, sp *Spell, c *CastState, option string) error {
	s := e.s
	var sec uint8
	for _, o := range lookOptions(s, fi) {
		if o.ID != option {
			continue
		}
		var x, y int
		var side string
		if _, err := fmt.Sscanf(option, "arrow:%d,%d", &x, &y); err == nil {
			sec = s.Explore.Arrows[arrowAt(s.Explore, board.Pos{X: x, Y: y})].To
		} else if _, err := fmt.Sscanf(option, "door:%d,%d:%s", &x, &y, &side); err == nil {
			for _, d := range s.Explore.Doors {
				if d.At == (board.Pos{X: x, Y: y}) && sideLetter(d.Side) == side {
					sec, _ = doorBeyond(s, d, sectionOf(s, &s.Figures[fi]))
				}
			}
		}
	}
	if sec == 0 {
		return refuse(CodeBadOption, "%q is no arrow or door to look through", "%q no es una flecha ni una puerta por la que mirar", option)
	}
	e.emit(SpellRevealed{Figure: s.Figures[fi].ID, Spell: sp.ID, What: RevealSection, Section: sec})
	if err := e.finishCast(fi, sp, c); err != nil {
		return err
	}
	before := CombatTurn(*e.s)
	placed := e.revealSection(sec)
	return e.revealWindow(fi, []uint8{sec}, placed, before)
}
