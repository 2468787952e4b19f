package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// Encounters (page 49): an encounter card places creatures of the quest's
// faction, each on a free square, paying the sum of their Value Points up
// to the card's cost (any one creature for an "X" card). The general rules
// refuse an encounter with more than half shooters, one in the section
// where the heroes began, a creature 2 squares or less from a hero, one
// creature worth more than half the initial budget, a third encounter in
// one section, or one that leaves more elite or champion creatures than
// grunts in the quest (R505). An encounter played as a section is revealed
// (Wandering Creature, Enemy Spotted!, Special Creature) goes into that
// section, and its creatures meet the heroes with the sheet's; one played
// on the Dark Player's turn (Ambush!, Reinforcements) goes into a section
// already explored, and its creatures roll Initiative against the nearest
// hero: if they lose they wait for his next turn (page 49's example).
//
// The Quest Leader the sheet gives no square is placed the same way
// (PlaceLeader), with the optional upgrades the Dark Player buys then; if
// a Leader is knocked out every grunt within 6 squares takes a Courage
// test or flees the game.

// ruleLeaderFell is the Courage test of a grunt whose Leader fell.
const ruleLeaderFell = "leader_fell"

func spawnRefused(en, es string, args ...any) *RuleError {
	return refuse(CodeSpawn, en, es, args...)
}

// spawnSquareOK checks a square for a creature of size placed by the Dark
// Player: on the board, free, in a revealed section (one of in, when
// given, and never a starting section), more than 2 squares from every
// hero. It returns the square's section.
func spawnSquareOK(s *State, size int, at board.Pos, in []uint8) (uint8, *RuleError) {
	return creatureSquareOK(s, size, at, in, true)
}

// creatureSquareOK is spawnSquareOK, barring the heroes' starting
// sections only when startBarred (a Thief! appears by its hero, R536).
func creatureSquareOK(s *State, size int, at board.Pos, in []uint8, startBarred bool) (uint8, *RuleError) {
	g := s.Board
	n := span(size) - 1
	if !g.In(at) || !g.In(board.Pos{X: at.X + n, Y: at.Y + n}) {
		return 0, spawnRefused("%v is off the board", "%v está fuera del tablero", at)
	}
	sec := g.Square(at).Section
	switch {
	case sec == 0 || !s.SectionRevealed(sec):
		return 0, spawnRefused("%v is not in a revealed section", "%v no está en una sección revelada", at)
	case in != nil && !slices.Contains(in, sec):
		return 0, spawnRefused("%v is not in the section just revealed", "%v no está en la sección recién revelada", at)
	case startBarred && slices.Contains(s.Dark.Start, sec):
		return 0, spawnRefused("no creature is placed in the section where the heroes began (page 49)", "no se colocan criaturas en la sección donde empezaron los héroes (página 49)")
	case !freeForBase(s, size, at, -1):
		return 0, spawnRefused("%v is not a free square for it", "%v no es una casilla libre para ella", at)
	}
	search := measures.Get().(*board.Search)
	defer measures.Put(search)
	var sq []board.Pos
	for _, p := range baseAt(at, size, sq) {
		if s.Explore.trapAt(p) >= 0 {
			return 0, spawnRefused("%v holds an obstacle: creatures are placed on free squares (page 49)", "%v tiene un obstáculo: las criaturas se colocan en casillas libres (página 49)", p)
		}
		search.Measure(g, -1, g.Index(p))
		for i := range s.Figures {
			h := &s.Figures[i]
			if h.Side != Heroes || !h.Present() {
				continue
			}
			for _, q := range h.Squares(nil) {
				if c := search.Cost(g.Index(q)); c != board.Unreached && c <= 2 {
					en, es := "squares", "casillas"
					if c == 1 {
						en, es = "square", "casilla"
					}
					return 0, spawnRefused("%[1]v is %[2]d %[3]s from %[5]s: creatures are placed more than 2 squares from the heroes (page 49)", "%[1]v está a %[2]d %[4]s de %[5]s: las criaturas se colocan a más de 2 casillas de los héroes (página 49)", at, c, en, es, h.name())
				}
			}
		}
	}
	return sec, nil
}

// levelCounts counts the Dark Player's creatures of the quest by level,
// on the board, knocked out or hidden in the sheet, the Leader apart.
func levelCounts(s *State) map[string]int {
	n := map[string]int{}
	count := func(f *Figure) {
		if f.Side == Dark && !f.Leader() && f.Level() != "" {
			n[f.Level()]++
		}
	}
	for i := range s.Figures {
		count(&s.Figures[i])
	}
	if x := s.Explore; x != nil {
		for i := range x.Hidden {
			count(&x.Hidden[i])
		}
	}
	return n
}

// playEncounter plays encounter card c placing spawns, in one of the
// sections in when given (a section just revealed).
func (e *env) playEncounter(c *DarkCard, spawns []Spawn, in []uint8) error {
	return e.placeEncounter(c, spawns, in, -1)
}

// playThief plays Thief! card c: one creature after hero quarry
// (darkcard_thief.go).
func (e *env) playThief(c *DarkCard, quarry string, spawns []Spawn) error {
	if len(spawns) != 1 {
		return spawnRefused("%s places a single creature", "%s coloca una sola criatura", c.Name.En)
	}
	ti, err := thiefQuarry(e.s, c, quarry)
	if err != nil {
		return err
	}
	if p, ok := e.s.Dark.Cards.Creature(spawns[0].Kind); ok && p.VP() > c.Cost {
		return spawnRefused("%s is worth %d VP and %s allows %d", "%s vale %d PV y %s permite %d", p.name(), p.VP(), c.Name.En, c.Cost)
	}
	return e.placeEncounter(c, spawns, nil, ti)
}

// placeEncounter places encounter card c's spawns, in one of the sections
// in when given, or as the thief after hero quarry when quarry >= 0.
func (e *env) placeEncounter(c *DarkCard, spawns []Spawn, in []uint8, quarry int) error {
	s := e.s
	d := s.Dark
	if len(spawns) == 0 {
		return spawnRefused("%s places at least one creature", "%s coloca al menos una criatura", c.Name.En)
	}
	if c.AnyCreature && len(spawns) != 1 {
		return spawnRefused("%s places a single creature", "%s coloca una sola criatura", c.Name.En)
	}
	profiles := make([]*Figure, len(spawns))
	// total is the creatures' VP, which the card bounds; price what the
	// reserve pays, doubled by "Increase the challenge!" (challenge.go).
	total, price, ranged := 0, 0, 0
	for k, sp := range spawns {
		p, ok := d.Cards.Creature(sp.Kind)
		if !ok {
			return spawnRefused("the Dark Player has no creature %q to place", "el Jugador Oscuro no tiene ninguna criatura %q que colocar", sp.Kind)
		}
		if sp.Level != "" && sp.Level != p.Level() {
			return spawnRefused("%s is of level %s, not %s", "%s es de nivel %s, no %s", p.name(), p.Level(), sp.Level)
		}
		if 2*p.VP() > d.Initial && d.Mode != DarkADP {
			return spawnRefused("%s is worth %d VP, more than half the initial budget of %d (page 49)", "%s vale %d PV, más de la mitad del presupuesto inicial de %d (página 49)", p.name(), p.VP(), d.Initial)
		}
		profiles[k] = p
		total += p.VP()
		price += creatureCost(s, p)
		if hasRanged(p) {
			ranged++
		}
	}
	if !c.AnyCreature && total > c.Cost && d.Mode != DarkADP {
		return spawnRefused("the creatures are worth %d VP and %s allows %d", "las criaturas valen %d PV y %s permite %d", total, c.Name.En, c.Cost)
	}
	if 2*ranged > len(spawns) && d.Mode != DarkADP && quarry < 0 {
		return spawnRefused("%d of %d creatures carry ranged weapons: at most half may (page 49)", "%d de %d criaturas llevan armas a distancia: como mucho la mitad (página 49)", ranged, len(spawns))
	}
	before := levelCounts(s)
	after := map[string]int{}
	for k, v := range before {
		after[k] = v
	}
	for _, p := range profiles {
		if !p.Leader() && p.Level() != "" {
			after[p.Level()]++
		}
	}
	for _, lv := range []string{"elite", "champion"} {
		if after[lv] > before[lv] && after[lv] > after["grunt"] && d.Mode != DarkADP {
			return spawnRefused("the quest would have more %s creatures (%d) than grunts (%d) (page 49)", "la misión tendría más criaturas de nivel %s (%d) que de nivel grunt (%d) (página 49)", lv, after[lv], after["grunt"])
		}
	}
	var section uint8
	var placed []string
	bought := slices.Clone(d.Bought)
	objects := 0
	for k, sp := range spawns {
		var sec uint8
		var err *RuleError
		if quarry >= 0 {
			sec, err = newThiefSpot(s, c, quarry, profiles[k].Size).check(sp.At)
		} else {
			sec, err = spawnSquareOK(s, profiles[k].Size, sp.At, in)
		}
		if err != nil {
			return err
		}
		if k == 0 {
			section = sec
			n := 0
			for _, x := range d.Encounters {
				if x == sec {
					n++
				}
			}
			if n >= 2 {
				return spawnRefused("two Encounter cards have been played in section %d already (page 49)", "ya se han jugado dos cartas de Encuentro en la sección %d (página 49)", sec)
			}
		} else if sec != section {
			return spawnRefused("an encounter's creatures are placed in one section", "las criaturas de un encuentro se colocan en una sola sección")
		}
		f := profiles[k].clone()
		for d.Spawned++; s.figure(fmt.Sprintf("%s-dp%d", sp.Kind, d.Spawned)) >= 0; d.Spawned++ {
		}
		f.ID = fmt.Sprintf("%s-dp%d", sp.Kind, d.Spawned)
		f.Side = Dark
		f.SetHero(false)
		f.SetLeader(false)
		f.At = sp.At
		f.Facing = sp.Facing
		f.SetKind(sp.Kind)
		if quarry >= 0 {
			f.SetQuarry(s.Figures[quarry].ID)
		}
		if col := c.Word("column"); col == "ambush" || col == "reinforcements" {
			f.Marks = append(f.Marks, markCardArrival)
		}
		cards, price, rerr := objectsFor(s, &f, sp.Equipment, bought)
		if rerr != nil {
			return rerr
		}
		equipBought(&f, cards)
		s.Figures = append(s.Figures, f)
		placed = append(placed, f.ID)
		e.emit(FigurePlaced{Figure: f.ID, At: f.At, Facing: f.Facing})
		if len(cards) > 0 {
			bought = append(bought, sp.Equipment...)
			objects += price
			e.emit(ObjectsBought{Figure: f.ID, Items: slices.Clone(sp.Equipment), Cost: price})
		}
	}
	if len(s.Figures) > maxFigures {
		return spawnRefused("too many figures", "demasiadas figuras")
	}
	if err := e.pay(price+objects, c.Name.En); err != nil {
		return err
	}
	if len(bought) > len(d.Bought) {
		d.Bought = bought
	}
	if c.ID == MainRoomGroup {
		// No card: the Main Room's group counts for no section's two.
		e.emit(CardPlayed{Card: c.ID, Cost: price, Section: section})
		return e.spawned(placed)
	}
	d.Encounters = append(d.Encounters, section)
	e.played(c, price, CardPlayed{Section: section})
	return e.spawned(placed)
}

// spawned lets creatures the Dark Player just placed meet the heroes:
// with the section's when a section is being revealed, or, on his turn,
// by an Initiative roll against the nearest hero that, lost, keeps them
// waiting for his next turn.
func (e *env) spawned(placed []string) error {
	s := e.s
	e.takeOffWhenPlaced(placed)
	if w := s.Dark.Window; w != nil && s.Prompt != nil && s.Prompt.Kind == PromptDarkReveal {
		w.Placed = append(w.Placed, placed...)
		return nil
	}
	ci := s.figure(placed[0])
	hi := nearestTo(s, Heroes, -1)
	if hi < 0 || ci < 0 {
		return nil
	}
	o, err := e.opposed(ruleInitiative, hi, Perception, nil, ci, Perception, nil, HigherAttribute(Intelligence))
	if err != nil {
		return err
	}
	if o.Winner == s.Figures[hi].ID {
		for _, id := range placed {
			if i := s.figure(id); i >= 0 {
				s.Figures[i].Activated = true
			}
		}
	}
	return nil
}

func (c PlaceLeader) apply(e *env) error {
	s := e.s
	d := s.Dark
	if d == nil {
		return refuse(CodeNoDarkPlayer, "this game has no Dark Player's cards", "esta partida no tiene cartas del Jugador Oscuro")
	}
	if c.Seat != Dark {
		return refuse(CodeNotYourTurn, "only the Dark Player places his Leader", "solo el Jugador Oscuro coloca a su Líder")
	}
	if d.Leader == nil {
		return refuse(CodeSpawn, "the Dark Player has no Leader waiting to be placed", "el Jugador Oscuro no tiene ningún Líder por colocar")
	}
	var in []uint8
	if s.Prompt != nil && s.Prompt.Kind == PromptDarkReveal && d.Window != nil {
		in = d.Window.Sections
	} else if err := darkOwnTurn(s, c.Seat); err != nil {
		return err
	} else if s.Prompt != nil {
		return refuse(CodePromptPending, "a question waits for an answer", "hay una pregunta pendiente")
	}
	l := d.Leader.clone()
	if _, err := spawnSquareOK(s, l.Size, c.At, in); err != nil {
		return err
	}
	cost := 0
	var ups []LeaderUpgrade
	for k, id := range c.Upgrades {
		if slices.Contains(c.Upgrades[:k], id) {
			return spawnRefused("upgrade %q is named twice", "la mejora %q aparece dos veces", id)
		}
		i := slices.IndexFunc(d.Upgrades, func(u LeaderUpgrade) bool { return u.ID == id })
		if i < 0 {
			return spawnRefused("the Leader has no upgrade %q", "el Líder no tiene ninguna mejora %q", id)
		}
		cost += d.Upgrades[i].VP
		ups = append(ups, d.Upgrades[i])
	}
	l.At = c.At
	l.Facing = c.Facing
	l.Side = Dark
	l.SetLeader(true)
	// Page 103: Equipment cards bought for him too, at a Leader's price.
	cards, price, rerr := objectsFor(s, &l, c.Equipment, slices.Clone(d.Bought))
	if rerr != nil {
		return rerr
	}
	if err := e.pay(cost+price, "the Leader's upgrades"); err != nil {
		return err
	}
	equipBought(&l, cards)
	for _, u := range ups {
		if u.Item != nil {
			// The card is immutable and shared (see Item).
			l.Items = append(l.Items, *u.Item)
		}
	}
	d.Leader = nil
	d.Upgrades = nil
	s.Figures = append(s.Figures, l)
	li := len(s.Figures) - 1
	e.emit(FigurePlaced{Figure: l.ID, At: l.At, Facing: l.Facing})
	if len(cards) > 0 {
		d.Bought = slices.Concat(d.Bought, c.Equipment)
		e.emit(ObjectsBought{Figure: l.ID, Items: slices.Clone(c.Equipment), Cost: price})
	}
	for _, u := range ups {
		e.emit(UpgradeBought{Figure: l.ID, Upgrade: u.ID, VP: u.VP})
		if u.Skill != "" {
			// An attribute skill raises the attribute its profile does
			// not print (R740).
			e.gainSkill(li, u.Skill, Text{En: "an upgrade bought", Es: "una mejora comprada"})
		}
	}
	return e.spawned([]string{l.ID})
}

// leaderFalls makes every grunt within 6 squares of a Leader of the Dark
// Player knocked out in this command take a Courage test; those who fail
// flee the game (page 49). Creatures flee without a body to search.
func (e *env) leaderFalls() error {
	s := e.s
	if s.Dark == nil {
		return nil
	}
	for _, ev := range e.events {
		g, ok := ev.(ConditionGained)
		if !ok || g.Condition != KnockedOut {
			continue
		}
		li := s.figure(g.Figure)
		if li < 0 || !s.Figures[li].Leader() || s.Figures[li].Side != Dark {
			continue
		}
		var search board.Search
		search.Measure(s.Board, -1, s.Board.Index(s.Figures[li].At))
		for i := range s.Figures {
			f := &s.Figures[i]
			if f.Side != Dark || !f.Present() || f.Level() != "grunt" || f.Leader() {
				continue
			}
			if c := search.Cost(s.Board.Index(f.At)); c == board.Unreached || c > 6 {
				continue
			}
			r, err := e.test(i, ruleLeaderFell, Courage, 0)
			if err != nil {
				return err
			}
			if r.failed() {
				f = &s.Figures[i]
				f.Conditions = f.Conditions.With(KnockedOut)
				f.SetSearched(true)
				e.emit(CreatureFled{Figure: f.ID, Roll: r.Seq})
			}
		}
	}
	return nil
}
