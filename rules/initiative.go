package rules

import "dun/board"

// Meeting enemies (page 30): when a hero reveals a section and enemies
// enter play, an Initiative opposed roll is made at once: 2D6 + Perception
// of the hero nearest to any enemy against 2D6 + Perception of the enemy
// nearest to any hero, a tie going to the higher Intelligence and
// otherwise rolled again. Between figures of one side equally near, the
// higher Perception rolls (R43). If the heroes win, a new heroes' turn
// begins at once and the Dark Player's is skipped; if they lose, their
// turn ends and the Dark Player's begins. Either way the winner may first
// move the enemies it caught by surprise (surprise.go).

const ruleInitiative = "initiative"

// meetEnemies follows a reveal by hero fi that brought the creatures
// placed into play; combatBefore says whether the heroes were in a combat
// turn before it.
func (e *env) meetEnemies(fi int, placed []string, combatBefore bool) error {
	if len(placed) == 0 {
		return nil
	}
	s := e.s
	if s.Figures[fi].Side == Dark {
		// A Watchman's door: its creatures lose without a roll (R1041).
		e.watchmanMeets(fi, placed)
		return nil
	}
	hi := nearestTo(s, Heroes, fi)
	var di int
	if adpMode(s) {
		// The ADP rolls with its best Perception (page 60; R371).
		di = adpInitiative(s)
	} else {
		di = nearestTo(s, Dark, -1)
	}
	if hi < 0 || di < 0 {
		return nil
	}
	// The noise of the heroes hitting doors and chests warns the enemies
	// they meet next: +1 for each turn of it (page 25).
	var noise []Modifier
	if x := s.Explore; x != nil && x.Noise > 0 {
		noise = []Modifier{{Value: x.Noise, Why: Text{En: "noise: turns of the heroes hitting doors or chests", Es: "ruido: turnos de los héroes golpeando puertas o cofres"}}}
		x.Noise, x.NoiseTurn = 0, 0
	}
	noise = e.gunfireMods(noise)
	o, err := e.opposed(ruleInitiative, hi, Perception, nil, di, Perception, noise, HigherAttribute(Intelligence))
	if err != nil {
		return err
	}
	// A torturer's news (R741), then Fortune (page 14), may change it.
	if e.offerTorturer(hi, di, o, combatBefore) || e.offerInitiativeFortune(hi, di, o, combatBefore) {
		return nil
	}
	return e.initiativeDecided(hi, di, o, combatBefore, e.brokeIn)
}

// initiativeDecided plays out the Initiative roll o between hero hi and
// enemy di once it is final.
func (e *env) initiativeDecided(hi, di int, o OpposedRoll, combatBefore, brokeIn bool) error {
	s := e.s
	winner := Heroes
	wi, lose := hi, o.Second
	if o.Winner != s.Figures[hi].ID {
		winner = Dark
		wi, lose = di, o.First
	}
	win := o.First
	if winner == Dark {
		win = o.Second
	}
	e.emit(InitiativeWon{Side: winner, Figure: s.Figures[wi].ID})
	e.ambushReady(winner)
	// Nobody is caught by surprise behind a door broken down (page 30).
	if !combatBefore && !brokeIn {
		if caught := caughtBySurprise(s, wi, win, lose); len(caught) > 0 {
			e.emit(CaughtBySurprise{Figures: caught, By: s.Figures[wi].ID})
			s.Explore.Surprise = &Surprise{Winner: winner, Pending: caught}
			return e.nextSurprise()
		}
	}
	e.afterInitiative(winner)
	return nil
}

// afterInitiative applies the Initiative's outcome to the turn (page 30's
// summary table, a hero having revealed the section): the heroes' turn
// ends; a new one begins if they won (R42), the Dark Player's if not.
func (e *env) afterInitiative(winner Side) {
	s := e.s
	e.endActivation()
	s.Group = ""
	e.emit(TurnEnded{Turn: s.Turn, Side: Heroes})
	s.Side = Dark
	if winner == Heroes {
		s.Side = Heroes
		s.Turn++
	} else {
		e.darkTurnBegins()
	}
	for i := range s.Figures {
		if s.Figures[i].Side == s.Side {
			s.Figures[i].Activated = false
		}
	}
	e.emit(TurnBegan{Turn: s.Turn, Side: s.Side, Combat: CombatTurn(*s)})
}

// nearestTo is the present figure of side nearest (page 18's measure) to
// any present figure of the other side; between equals, the higher
// Perception, then prefer (when not -1), then the first listed (R43).
// It returns -1 when side has no present figure.
func nearestTo(s *State, side Side, prefer int) int {
	g := s.Board
	search := measures.Get().(*board.Search)
	defer measures.Put(search)
	var fb [64]int // the other side's squares: no allocation in most games
	var bb [4]int  // a base covers at most 4 squares
	from, base := fb[:0], bb[:0]
	for i := range s.Figures {
		if f := &s.Figures[i]; f.Side != side && f.Present() {
			from = baseIndexesAt(g, f.At, f.baseSize(), from)
		}
	}
	if len(from) == 0 {
		return -1
	}
	search.Measure(g, -1, from...)
	best, bestDist := -1, 0
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.Side != side || !f.Present() {
			continue
		}
		d := int(^uint(0) >> 1)
		for _, k := range baseIndexesAt(g, f.At, f.baseSize(), base[:0]) {
			if c := search.Cost(k); c != board.Unreached && c < d {
				d = c
			}
		}
		if best < 0 || d < bestDist {
			best, bestDist = i, d
			continue
		}
		if d > bestDist {
			continue
		}
		switch pb, pf := attributeNow(&s.Figures[best], Perception), attributeNow(f, Perception); {
		case pf > pb, pf == pb && i == prefer:
			best = i
		}
	}
	return best
}
