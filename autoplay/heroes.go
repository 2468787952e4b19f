package autoplay

import (
	"slices"
	"strings"
	"sync"

	"dun/board"
	"dun/rules"
)

// Heroes is the default policy for the heroes' side (issue 8). In order:
// answer prompts (Fortune on a damage roll only against a knock-out, on
// other rolls only beyond the two points a fatal blow needs; block, shoot the
// enemy coming, push into pits); withdraw once the mission is
// accomplished; activate the hero nearest an enemy first. An active hero
// badly wounded drinks a healing potion, a poisoned one his antidote; a
// tamer handles his giant; a
// lycanthrope with an enemy within six squares turns into the werewolf;
// a healer heals the badly wounded; out of combat, healing herbs tend the
// most wounded; a caster with both hands full takes
// up a one-handed weapon; then the
// best strike (attack, shot or damaging spell, by expected wounds, the
// mission's target and leaders first, melee heroes preferring shooters),
// or a flask thrown when it beats every strike and its burst spares the
// party, or, with no strike where he faces, a turn that brings enemies
// into a cone spell's reach;
// a badly wounded hero slips out of a fight he cannot end; a protecting
// spell on the hero nearest an enemy; then the mission's searches, doors
// and arrows when no enemy is about; a badly wounded hero steps back; a
// healer goes to the wounded; near the turn limit the mission's goals
// before other enemies; otherwise close in, or explore without running
// more than three squares ahead of the party; climb out of pits; search
// with the Action left over when no enemy is near. Deterministic: it
// reads only the state. It reads the true state; Sighted makes it read
// its seat's view.
type Heroes struct{}

// Choose picks the option the policy prefers, with its reason.
func (Heroes) Choose(s *rules.State, seat rules.Side, opts []rules.Option) Choice {
	if s.Prompt != nil {
		return answerPrompt(s, opts)
	}
	if k := find(opts, "withdraw"); k >= 0 {
		return Choice{k, why("the mission is accomplished: leave at once", "la misión está cumplida: salir ya")}
	}
	if s.Active == nil {
		return activateNext(s, seat, opts)
	}
	return act(s, opts)
}

// find returns the index of the first option whose ID has prefix, or -1.
func find(opts []rules.Option, prefix string) int {
	if prefix == "" {
		if len(opts) == 0 {
			return -1
		}
		return 0
	}
	// The first byte tells most options apart without comparing the
	// rest: the policy asks for a dozen prefixes at every decision.
	c := prefix[0]
	for i := range opts {
		if id := opts[i].ID; len(id) >= len(prefix) && id[0] == c && id[:len(prefix)] == prefix {
			return i
		}
	}
	return -1
}

// findJoin is find of the prefix a+b+c, which it does not build: act
// asks after the hero's own skill actions at every decision.
func findJoin(opts []rules.Option, a, b, c string) int {
	for i, o := range opts {
		id := o.ID
		if strings.HasPrefix(id, a) && strings.HasPrefix(id[len(a):], b) && strings.HasPrefix(id[len(a)+len(b):], c) {
			return i
		}
	}
	return -1
}

func why(en, es string) rules.Text { return rules.Text{En: en, Es: es} }

// answerPrompt answers the open prompt.
func answerPrompt(s *rules.State, opts []rules.Option) Choice {
	p := s.Prompt
	fortune := 0
	for i := range s.Figures {
		if s.Figures[i].ID == p.Figure {
			fortune = s.Figures[i].FortuneLeft()
		}
	}
	pick := func(ids ...string) (int, string) {
		for _, id := range ids {
			if k := find(opts, "answer:"+id); k >= 0 {
				return k, id
			}
		}
		return 0, ""
	}
	var k int
	switch p.Kind {
	case rules.PromptFatalBlow:
		k, _ = pick(rules.OptionFortunePoint, rules.OptionFortuneRoll, rules.OptionTakeBlow)
		return Choice{k, why("spend Fortune to survive", "gastar Fortuna para sobrevivir")}
	case rules.PromptDamageReroll:
		if f := figure(s, p.Figure); f != nil && rerollDamage(f, p.Roll) {
			k, _ = pick(rules.OptionReroll)
			return Choice{k, why("this blow would knock him out: roll its damage again", "este golpe lo dejaría fuera de combate: repetir el daño")}
		}
		k, _ = pick(rules.OptionKeep)
		return Choice{k, why("keep Fortune for a blow that would knock him out", "guardar la Fortuna para un golpe que lo deje fuera de combate")}
	case rules.PromptFortuneReroll, rules.PromptStrikeFortune, rules.PromptInitiativeFortune, rules.PromptPersuasionFortune:
		// Two points are kept for a fatal blow, which they avoid for
		// sure (page 14); a run roll is not worth a point (the Dark
		// Player scores each).
		if fortune > 2 && (p.Roll == nil || p.Roll.Rule != "run") {
			k, _ = pick(rules.OptionRerollOwn, rules.OptionRerollEnemy, rules.OptionReroll)
			return Choice{k, why("a Fortune point to spare: reroll", "sobra un punto de Fortuna: repetir")}
		}
		k, _ = pick(rules.OptionKeep)
		return Choice{k, why("keep two Fortune points for a fatal blow", "guardar dos puntos de Fortuna para un golpe mortal")}
	case rules.PromptShotReroll:
		// A missed shot rolled again by a skill costs no Fortune.
		if k, id := pick(rules.OptionHolyReroll, rules.OptionReroll); id != "" {
			return Choice{k, why("a skill rolls the missed shot again: take it", "una habilidad repite el disparo fallado: aprovecharla")}
		}
	case rules.PromptTorturer:
		k, _ = pick(rules.OptionReroll)
		return Choice{k, why("the torturer's news costs nothing: roll the Initiative again", "la información del torturador no cuesta nada: repetir la Iniciativa")}
	case rules.PromptBlock:
		k, _ = pick(rules.OptionBlock)
		return Choice{k, why("block with the shield", "bloquear con el escudo")}
	case rules.PromptSpellShield:
		// A shield that blocks magic (the Diamond Shield) blocks; any
		// other is raised for cover.
		if k, id := pick(rules.OptionBlock, rules.OptionUseShield); id != "" {
			return Choice{k, why("meet the magic projectile with the shield", "recibir el proyectil mágico con el escudo")}
		}
	case rules.PromptDefensiveShot:
		k, _ = pick(rules.OptionShoot)
		return Choice{k, why("shoot the enemy coming", "disparar al enemigo que se acerca")}
	case rules.PromptTrapper:
		k, _ = pick(rules.OptionSpring)
		return Choice{k, why("spring the trap on the enemy coming", "activar la trampa contra el enemigo que se acerca")}
	case rules.PromptFollow:
		k, _ = pick(rules.OptionStay)
		return Choice{k, why("hold the position", "mantener la posición")}
	case rules.PromptSurpriseFacing:
		if k := surpriseFacing(s, p.Figure, opts); k >= 0 {
			return Choice{k, why("face the nearest foe, or turn a foe's back to us", "mirar al enemigo más cercano, o dar la espalda del enemigo a nosotros")}
		}
	case rules.PromptRope:
		if k := find(opts, "answer:rope:"); k >= 0 {
			return Choice{k, why("an ally throws the rope", "un aliado lanza la cuerda")}
		}
	case rules.PromptLucky, rules.PromptLuckyChoice:
		return luckyAnswer(s, opts)
	case rules.PromptPush:
		for i, o := range opts {
			if sq, ok := pushSquare(o.ID); ok && s.Board.In(sq) && s.Board.Square(sq).Terrain == board.Pit {
				return Choice{i, why("push the enemy into the pit", "empujar al enemigo al foso")}
			}
		}
		if k = find(opts, "answer:"+rules.OptionPushWall); k >= 0 {
			return Choice{k, why("push against the wall for one more die", "empujar contra la pared por un dado más")}
		}
		k, _ = pick(rules.OptionNoPush)
		return Choice{k, why("stay in contact", "seguir en contacto")}
	}
	return Choice{0, why("the first answer", "la primera respuesta")}
}

// pushSquare reads the square of a "answer:push:x,y" option.
func pushSquare(id string) (board.Pos, bool) {
	rest, ok := strings.CutPrefix(id, "answer:push:")
	if !ok {
		return board.Pos{}, false
	}
	var p board.Pos
	xs, ys, ok := strings.Cut(rest, ",")
	if !ok {
		return p, false
	}
	p.X, ok = atoi(xs)
	if !ok {
		return p, false
	}
	p.Y, ok = atoi(ys)
	return p, ok
}

func atoi(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// activateNext activates the hero nearest an enemy, or ends the turn.
func activateNext(s *rules.State, seat rules.Side, opts []rules.Option) Choice {
	best, bestD := -1, 1<<31
	for i, o := range opts {
		a, ok := o.Command.(rules.Activate)
		if !ok {
			continue
		}
		f := figure(s, a.Figure)
		if d := nearestEnemy(s, f); d < bestD {
			best, bestD = i, d
		}
	}
	if best >= 0 {
		return Choice{best, why("the hero nearest the enemy acts first", "actúa primero el héroe más cercano al enemigo")}
	}
	return Choice{find(opts, "end_turn"), why("everyone has acted", "todos han actuado")}
}

func figure(s *rules.State, id string) *rules.Figure {
	for i := range s.Figures {
		if s.Figures[i].ID == id {
			return &s.Figures[i]
		}
	}
	return nil
}

// nearestEnemy is the Chebyshev distance from f to the nearest enemy on the
// board, or a large number when none is.
func nearestEnemy(s *rules.State, f *rules.Figure) int {
	best := 1 << 30
	if f == nil {
		return best
	}
	for i := range s.Figures {
		e := &s.Figures[i]
		if e.Side != f.Side && e.Present() {
			best = min(best, board.Chebyshev(f.At, e.At))
		}
	}
	return best
}

// act chooses what the active hero does next.
func act(s *rules.State, opts []rules.Option) Choice {
	f := figure(s, s.Active.Figure)
	// Most of a hero's options are moves and turns (three in four in the
	// drowned chapel), and most questions below are about the others:
	// they read them picked out once. r.at turns an index among them
	// back into one of opts.
	var buf [32]rules.Option
	var at [32]int
	r := others(opts, buf[:0], at[:0])
	rest := r.opts
	if k := r.index(potionOption(f, rest)); k >= 0 {
		return Choice{k, why("badly wounded: drink a healing potion", "malherido: beber una poción curativa")}
	}
	if k := r.index(antidoteOption(f, rest)); k >= 0 {
		return Choice{k, why("poisoned: drink an antidote", "envenenado: beber un antídoto")}
	}
	if k := r.index(recoveryOption(f, rest)); k >= 0 {
		return Choice{k, why("badly wounded: use the relic that makes him whole", "malherido: usar la reliquia que lo sana por completo")}
	}
	if k := r.index(findJoin(rest, "skill_action:", f.ID, ":giant_tamer:")); k >= 0 {
		// The giant acts only once handled (Giant Tamer, page 113).
		return Choice{k, why("handle the giant so that it may act", "manejar al gigante para que pueda actuar")}
	}
	if k := r.index(findJoin(rest, "skill_action:", f.ID, ":lycanthropy")); k >= 0 && enemyWithin(s, f, 6) {
		// The Werewolf fights better than most heroes (Lycanthropy, page 116).
		return Choice{k, why("an enemy is near: turn into the werewolf", "hay un enemigo cerca: convertirse en hombre lobo")}
	}
	if k := r.index(find(rest, "take_weapon:")); k >= 0 {
		// Offered only to a hero with no weapon, after the combat: a
		// weapon comes before any other Action (page 26).
		return Choice{k, why("unarmed: take the weapon of the enemy he felled", "desarmado: tomar el arma del enemigo que abatió")}
	}
	if k := r.index(healOption(s, f, rest)); k >= 0 {
		return Choice{k, why("heal the wounded ally", "curar al aliado herido")}
	}
	if k := r.index(herbsOption(s, f, rest)); k >= 0 {
		return Choice{k, why("no combat: tend the most wounded with the healing herbs", "sin combate: atender al más herido con las hierbas curativas")}
	}
	if k := r.index(freeHandOption(s, f, rest)); k >= 0 {
		return Choice{k, why("take up a one-handed weapon to free a hand for spells", "empuñar un arma de una mano para tener una libre para los hechizos")}
	}
	if k := r.index(weaponSwap(s, f, rest)); k >= 0 {
		return Choice{k, why("take up the weapon this fight needs", "empuñar el arma que pide este combate")}
	}
	if k := r.index(quakeOption(s, f, rest)); k >= 0 {
		return Choice{k, why("strike the ground: the enemies around fall", "golpear el suelo: los enemigos de alrededor caen")}
	}
	k, v, cast := bestStrike(s, f, rest)
	k = r.index(k)
	if w, wv := wandOption(s, f, rest); w >= 0 && wv > v {
		return Choice{r.index(w), why("shoot the wand's magic projectile at the best target", "disparar el proyectil mágico de la varita al mejor objetivo")}
	}
	// A flask is spent once thrown: it must do better than any blow.
	if w, wv := flaskOption(s, f, rest); w >= 0 && wv > v {
		return Choice{r.index(w), why("throw the flask where it does the most harm to the enemy and none to the party", "lanzar el frasco donde más daño hace al enemigo y ninguno al grupo")}
	}
	if k < 0 {
		if d := aimOption(s, f, opts); d >= 0 {
			return Choice{d, why("turn so that the spell's cone takes in the enemy", "girarse para que el cono del hechizo alcance al enemigo")}
		}
	}
	// A badly wounded hero slips out of a fight he cannot end at once,
	// when his Agility gives him a fair chance.
	if d := r.index(find(rest, "disengage:")); d >= 0 && hurt(f) && healing(s, f) && v < 1 && testChance(f.Attrs().Agility) >= 0.5 {
		return Choice{d, why("badly wounded: slip away from the fight", "malherido: escabullirse del combate")}
	}
	if k >= 0 {
		if cast {
			return Choice{k, why("cast the spell at the best target", "lanzar el hechizo contra el mejor objetivo")}
		}
		return Choice{k, why("attack the best target in reach", "atacar al mejor objetivo a su alcance")}
	}
	if k := r.index(wardOption(s, f, rest)); k >= 0 {
		return Choice{k, why("protect the hero nearest the enemy", "proteger al héroe más cercano al enemigo")}
	}
	if k := faceEnemy(s, f, opts); k >= 0 {
		return Choice{k, why("turn to face the enemy alongside", "girarse hacia el enemigo de al lado")}
	}
	if k := r.index(find(rest, "light:")); k >= 0 && rules.GloomAt(*s, f.ID, f.At) != rules.GloomNone {
		return Choice{k, why("light a torch against the darkness", "encender una antorcha contra la oscuridad")}
	}
	// Enemies the hero cannot walk up to (in deep water, across a chasm)
	// do not hold the party back from the mission: it shoots them when it
	// can and otherwise goes on exploring.
	var field []int
	enemies := nearestEnemy(s, f) < 1<<30
	if enemies {
		fb := takeInts(s.Board.Len())
		defer ints.Put(fb)
		var gb [goalBuf]board.Pos
		field = distancesInto(*fb, s.Board, goals(s, f, true, gb[:0]), board.Average)
		enemies = s.Board.In(f.At) && field[s.Board.Index(f.At)] < far
		if !enemies {
			if k := r.index(rangedWield(f, rest)); k >= 0 {
				return Choice{k, why("take up a ranged weapon against an enemy out of reach", "empuñar un arma a distancia contra un enemigo fuera de alcance")}
			}
		}
	}
	// The mission's search or chest comes before the enemies who do not
	// stand beside the hero.
	if k := r.index(objectiveAction(s, rest)); k >= 0 && (!enemies || !enemyWithin(s, f, 1)) {
		return Choice{k, why("do what the mission asks here", "hacer lo que la misión pide aquí")}
	}
	if !enemies {
		for _, w := range []struct{ prefix, en, es string }{
			{"reveal:", "reveal the next section", "revelar la siguiente sección"},
			{"open_door:", "open the door", "abrir la puerta"},
			{"solve_riddle:", "solve the riddle", "resolver el acertijo"},
			{"pick_lock:", "pick the lock", "forzar la cerradura"},
			{"break:", "break the locked way through", "romper el paso cerrado"},
		} {
			if k := r.index(find(rest, w.prefix)); k >= 0 {
				return Choice{k, why(w.en, w.es)}
			}
		}
	}
	if enemies && hurt(f) && healing(s, f) {
		if k := retreatMove(s, f, opts, field); k >= 0 {
			return Choice{k, why("badly wounded: step back from the enemy", "malherido: retroceder ante el enemigo")}
		}
		return endActivation(rest, r, why("badly wounded: wait for help", "malherido: esperar ayuda"))
	}
	if enemies {
		if k := towardHurt(s, f, opts); k >= 0 {
			return Choice{k, why("go to the badly wounded ally to heal him", "ir hacia el aliado malherido para curarlo")}
		}
		// With the turn limit near, the mission comes before the
		// enemies that do not stand in its way.
		if hurry(s) && f.Hero() {
			if gs := missionGoals(s, nil); len(gs) > 0 {
				mb := takeInts(s.Board.Len())
				defer ints.Put(mb)
				mf := distancesInto(*mb, s.Board, gs, board.Average)
				if mf[s.Board.Index(f.At)] < far {
					if k := bestMove(s, f, opts, true, mf, false); k >= 0 {
						return Choice{k, why("time is short: make for the mission's goal", "queda poco tiempo: ir al objetivo de la misión")}
					}
				}
			}
		}
		// A mission that asks for no enemy's defeat is not won by
		// fighting: a hero with no enemy within three squares goes on
		// with it (its goals, or the ways that lead there) and fights
		// those who come at him.
		if f.Hero() && !missionNeedsFight(s) && !enemyWithin(s, f, 3) {
			var gb [goalBuf]board.Pos
			if gs := goals(s, f, false, gb[:0]); len(gs) > 0 {
				mb := takeInts(s.Board.Len())
				defer ints.Put(mb)
				mf := distancesInto(*mb, s.Board, gs, board.Average)
				if mf[s.Board.Index(f.At)] < far {
					if k := bestMove(s, f, opts, false, mf, false); k >= 0 {
						return Choice{k, why("the mission asks for no fight: go on with it", "la misión no pide combatir: seguir con ella")}
					}
				}
			}
		}
	}
	if !enemies {
		field = nil
		var gb [goalBuf]board.Pos
		if gs := goals(s, f, false, gb[:0]); len(gs) > 0 && !s.Active.Moved {
			fb := takeInts(s.Board.Len())
			defer ints.Put(fb)
			field = distancesInto(*fb, s.Board, gs, board.Average)
			if s.Board.In(f.At) && field[s.Board.Index(f.At)] >= far {
				field = distancesInto(field, s.Board, gs, board.Measure)
			}
			// A long way with no enemy in sight (more than two
			// activations' walk) is run (page 23): the Action is worth
			// more as speed than as a search. Running whenever the goal
			// is beyond one walk cost the Goblin Chasm half its
			// victories in simulation.
			// The hero ahead of the party walks, lest he wait for it.
			if d := field[s.Board.Index(f.At)]; d < far && d > 2*f.Attrs().Movement && f.Hero() && !hurt(f) && !enemyWithin(s, f, 12) && !ahead(s, f, field, d) {
				if k := r.index(find(rest, "run:")); k >= 0 {
					return Choice{k, why("a long way with no enemy in sight: run", "un largo camino sin enemigos a la vista: correr")}
				}
			}
		}
	}
	if !enemies && f.Hero() {
		if k := r.index(jumpOption(s, f, rest)); k >= 0 {
			return Choice{k, why("jump the pit: the way on lies across it", "saltar el foso: el camino sigue al otro lado")}
		}
	}
	k = bestMove(s, f, opts, enemies, field, !enemies && f.Hero() && !hurry(s))
	switch {
	case k >= 0 && enemies:
		return Choice{k, why("close in on the nearest enemy", "acercarse al enemigo más cercano")}
	case k >= 0:
		return Choice{k, why("explore towards the nearest unexplored way", "explorar hacia el paso inexplorado más cercano")}
	}
	waiting := k == -2
	if k := r.index(find(rest, "climb:")); k >= 0 {
		return Choice{k, why("climb out of the pit", "salir del foso trepando")}
	}
	if !enemies && !waiting {
		// Stuck: look for another way (a secret door, across the water).
		for _, w := range []struct{ prefix, en, es string }{
			{"search_secret_doors:", "search for a secret door", "buscar una puerta secreta"},
			{"swim:", "swim across", "cruzar a nado"},
		} {
			if k := r.index(find(rest, w.prefix)); k >= 0 {
				return Choice{k, why(w.en, w.es)}
			}
		}
	}
	// With no enemy near, the Action left over searches: it costs no
	// time, and what it finds (potions, treasure) helps later.
	if !enemies && !enemyWithin(s, f, 6) {
		for _, w := range []struct{ prefix, en, es string }{
			{"search_room:", "no enemy near: search the room", "ningún enemigo cerca: registrar la estancia"},
			{"search_element:", "no enemy near: search the furniture", "ningún enemigo cerca: registrar el mobiliario"},
			{"open_chest:", "no enemy near: open the chest", "ningún enemigo cerca: abrir el cofre"},
			{"search_corpses:", "no enemy near: search the bodies", "ningún enemigo cerca: registrar los cadáveres"},
		} {
			if k := r.index(find(rest, w.prefix)); k >= 0 {
				return Choice{k, why(w.en, w.es)}
			}
		}
	}
	if waiting {
		return endActivation(rest, r, why("wait for the party rather than go on alone", "esperar al grupo en vez de seguir solo"))
	}
	return endActivation(rest, r, why("nothing more to do", "nada más que hacer"))
}

// endActivation ends the activation, or the turn when that is all left.
func endActivation(opts []rules.Option, r menu, w rules.Text) Choice {
	if k := find(opts, "end_activation:"); k >= 0 {
		return Choice{r.index(k), w}
	}
	return Choice{r.index(find(opts, "end_turn")), w}
}

// rangedWield is the option to take a ranged weapon in hand, when the hero
// holds none, or -1.
func rangedWield(f *rules.Figure, opts []rules.Option) int {
	for i := range f.Items {
		if it := &f.Items[i]; it.Kind == rules.ItemRanged && it.Place == rules.InHand && it.Usable() {
			return -1
		}
	}
	for k, o := range opts {
		if w, ok := o.Command.(rules.Wield); ok && w.Item >= 0 && w.Item < len(f.Items) && f.Items[w.Item].Kind == rules.ItemRanged {
			return k
		}
	}
	return -1
}

// bestMove is the move that brings the hero nearest its goal (an enemy, or
// with none about an arrow or unexplored door), if it gets any nearer.
//
// The field, unless given, follows an average figure's real steps (stairs,
// heights); where those reach no goal from here, the Measure mover's, which
// crosses water and pits, points the way round (a swim, a jump).
//
// With cohere, a move that would leave the hero beyond reach of the party
// is not taken; when only such moves lead on it gives -2: wait.
func bestMove(s *rules.State, f *rules.Figure, opts []rules.Option, enemies bool, field []int, cohere bool) int {
	if s.Active.Moved {
		return -1
	}
	if field == nil {
		var gb [goalBuf]board.Pos
		goals := goals(s, f, enemies, gb[:0])
		if len(goals) == 0 {
			return -1
		}
		fb := takeInts(s.Board.Len())
		defer ints.Put(fb)
		field = distancesInto(*fb, s.Board, goals, board.Average)
		if s.Board.In(f.At) && field[s.Board.Index(f.At)] >= far {
			field = distancesInto(field, s.Board, goals, board.Measure)
		}
	}
	dist := func(p board.Pos) int {
		if !s.Board.In(p) {
			return 1 << 30
		}
		return field[s.Board.Index(p)]
	}
	best, bestD, bestCost := -1, dist(f.At), 0
	held := false
	for i, o := range opts {
		var to board.Pos
		switch c := o.Command.(type) {
		case rules.Move:
			to = c.To
		case rules.Climb:
			// Out of a pit, the way on is a climb (page 26).
			to = c.To
		default:
			continue
		}
		d := dist(to)
		if d < bestD || d == bestD && best >= 0 && o.Cost < bestCost {
			if cohere && !cohesive(s, f, to) {
				held = true
				continue
			}
			best, bestD, bestCost = i, d, o.Cost
		}
	}
	if best < 0 && held {
		return -2
	}
	return best
}

// goals are the squares the hero heads for: enemies, or the mission's
// squares to reach or hold, the exploration arrows and unexplored doors.
func goals(s *rules.State, f *rules.Figure, enemies bool, out []board.Pos) []board.Pos {
	if enemies {
		// The squares an attack is made from: those adjacent to an
		// enemy's base for melee (page 32: no wall between), and its
		// own square, which a push or a fall may free. A square beside
		// the enemy but behind a wall is no goal: a hero standing there
		// would wait for good, thinking himself at the fight.
		for i := range s.Figures {
			e := &s.Figures[i]
			if e.Side != f.Side && e.Present() && woundable(f, e, -1) {
				out = attackSquares(s.Board, e, f.Size, out)
				out = append(out, e.At)
			}
		}
		return out
	}
	// A companion cannot explore: it keeps to its owner, out of the way.
	if !f.Hero() {
		if o := figure(s, f.Owner()); o != nil && o.Present() {
			return []board.Pos{o.At}
		}
		return nil
	}
	// Once the mission's goals are in sight and within a walk, they are
	// the only ones: a door opened beyond them only lets more enemies in
	// (a hero once picked the mill's iron door with the cellar open).
	out = missionGoals(s, out)
	if len(out) > 0 && s.Board.In(f.At) {
		wb := takeInts(s.Board.Len())
		near := distancesInto(*wb, s.Board, out, board.Average)[s.Board.Index(f.At)] < far
		ints.Put(wb)
		if near {
			return out
		}
	}
	if x := s.Explore; x != nil {
		for _, a := range x.Arrows {
			out = append(out, a.At)
		}
		// A door is opened (its lock picked, or broken) from either square
		// its edge parts.
		// A locked door waits until no other way is left: its lock may
		// not be tried in a combat turn, and a hero who cannot open it
		// would stand there for good. A locked door into a section the
		// mission sends the heroes to is their way, and waits for none.
		open := len(x.Arrows) > 0
		for _, d := range x.Doors {
			open = open || !d.Locked
		}
		var secs []uint8
		if open {
			secs = missionSections(s, nil)
		}
		for _, d := range x.Doors {
			if d.Locked && open && !missionDoor(s.Board, d, secs) {
				continue
			}
			for _, p := range d.Edges(nil) {
				out = append(out, p, p.Add(d.Side.Dir()))
			}
		}
	}
	return out
}

// faceEnemy is the facing option that turns the hero towards an adjacent
// enemy it cannot attack as it stands (behind it), or -1.
func faceEnemy(s *rules.State, f *rules.Figure, opts []rules.Option) int {
	// Turn only when every adjacent enemy is behind: once one is in front,
	// turning again could only chase another round and round.
	for i := range s.Figures {
		e := &s.Figures[i]
		if e.Side != f.Side && e.Present() && f.BasesTouch(e) && rules.Adjacent(*s, f.ID, e.ID, true) {
			if seen, err := rules.Sight(*s, f.ID, e.ID); err == nil && !seen.Behind {
				return -1
			}
		}
	}
	for i := range s.Figures {
		e := &s.Figures[i]
		if e.Side == f.Side || !e.Present() || !f.BasesTouch(e) || !rules.Adjacent(*s, f.ID, e.ID, true) {
			continue
		}
		want := board.Toward(f.At, e.At)
		for k, o := range opts {
			if c, ok := o.Command.(rules.Face); ok && c.Facing == want {
				return k
			}
		}
	}
	return -1
}

// standable tells whether an average hero may walk onto square p: not
// deep water (a swim), a pit or anything impassable.
func standable(g *board.Grid, p board.Pos) bool {
	t := g.Square(p).Terrain
	return t != board.DeepWater && t != board.Pit && g.Enterable(g.Index(p), board.Average)
}

// far is the distance of a square from which no goal is reached.
const far = 1 << 30

// distances is the number of steps of mover m from every square to the
// nearest goal, walking round walls and closed doors; unreachable squares
// are far. The Measure mover walks through water, pits and furniture, so
// that a hero heads for a way round rather than into a dead end; any other
// mover walks but never swims.
func distances(g *board.Grid, goals []board.Pos, m board.Mover) []int {
	return distancesInto(make([]int, g.Len()), g, goals, m)
}

// ints recycles the distance fields and queues of the policy's
// decisions: a decision takes what it needs and gives it back.
var ints = sync.Pool{New: func() any { return new([]int) }}

func takeInts(n int) *[]int {
	b := ints.Get().(*[]int)
	if cap(*b) < n {
		*b = make([]int, n)
	}
	*b = (*b)[:n]
	return b
}

// distancesInto is distances written into d, of the grid's length.
func distancesInto(d []int, g *board.Grid, goals []board.Pos, m board.Mover) []int {
	for i := range d {
		d[i] = far
	}
	if m == board.Measure {
		// Every step of the Measure mover costs 1, so its search gives the
		// breadth-first distances; a search kept warm on the grid costs a
		// fraction of stepping square by square.
		from := make([]int, 0, len(goals))
		for _, p := range goals {
			if g.In(p) {
				from = append(from, g.Index(p))
			}
		}
		if len(from) == 0 {
			return d
		}
		search := measures.Get().(*board.Search)
		defer measures.Put(search)
		search.Measure(g, -1, from...)
		for i := range d {
			if c := search.Cost(i); c != board.Unreached {
				d[i] = c
			}
		}
		return d
	}
	sg := walkGraphs.Get().(*walkGraph)
	defer walkGraphs.Put(sg)
	sg.of(g, m)
	if sg.lastOK && len(sg.last) == len(d) && slices.Equal(goals, sg.lastGoals) {
		copy(d, sg.last)
		return d
	}
	qb := takeInts(g.Len())
	defer ints.Put(qb)
	queue := (*qb)[:0]
	for _, p := range goals {
		if g.In(p) && d[g.Index(p)] != 0 {
			d[g.Index(p)] = 0
			queue = append(queue, g.Index(p))
		}
	}
	// A breadth-first search: the distances do not depend on the order
	// in which a square's steps are tried.
	for k := 0; k < len(queue); k++ {
		i := queue[k]
		for _, j := range sg.to[sg.start[i]:sg.start[i+1]] {
			if j := int(j); d[j] == far {
				d[j] = d[i] + 1
				queue = append(queue, j)
			}
		}
	}
	sg.last, sg.lastGoals, sg.lastOK = append(sg.last[:0], d...), append(sg.lastGoals[:0], goals...), true
	return d
}

// walkGraph is, for one grid at one version and one mover, the squares
// each square's steps lead to, deep water left out (a walk, not a
// swim): distancesInto's search reads them instead of testing every step
// of every square again at every decision (it was 6 % of a simulated
// game). start[i] to start[i+1] index square i's steps in to.
type walkGraph struct {
	g     *board.Grid
	ver   uint64
	m     board.Mover
	start []int32
	to    []int32
	masks []uint8 // of's buffer for the grid's step masks
	// last is the last field distancesInto worked out on this graph,
	// from lastGoals (lastOK: there is one): the policy asks again for
	// the same goals, the squares around enemies who have not moved, at
	// seven decisions in ten.
	last      []int
	lastGoals []board.Pos
	lastOK    bool
}

// walkGraphs keeps the graphs between decisions; one taken on another
// grid is built again.
var walkGraphs = sync.Pool{New: func() any { return new(walkGraph) }}

// of makes sg the graph of g for mover m.
func (sg *walkGraph) of(g *board.Grid, m board.Mover) {
	if sg.g == g && sg.ver == g.Version() && sg.m == m && len(sg.start) == g.Len()+1 {
		return
	}
	sg.g, sg.ver, sg.m, sg.lastOK = g, g.Version(), m, false
	sg.start, sg.to = sg.start[:0], sg.to[:0]
	// The grid's step masks are Step's answers, read from tables the
	// grid keeps (a new grid each game and each change of the board:
	// stepping every square in eight directions was a ninth of the hero
	// policy).
	sg.masks = g.StepMasks(m, sg.masks[:0])
	for i, mk := range sg.masks {
		sg.start = append(sg.start, int32(len(sg.to)))
		for dir := board.North; dir <= board.NorthWest; dir++ {
			if mk&(1<<dir) == 0 {
				continue
			}
			if j, _ := g.Neighbor(i, dir); g.At(j).Terrain != board.DeepWater {
				sg.to = append(sg.to, int32(j))
			}
		}
	}
	sg.start = append(sg.start, int32(len(sg.to)))
}

// measures keeps the buffers of distances' searches between decisions.
var measures = sync.Pool{New: func() any { return new(board.Search) }}

// objectiveAction is the search or chest opening of an element the
// mission asks for, when offered, or -1.
func objectiveAction(s *rules.State, opts []rules.Option) int {
	m := s.Mission
	if m == nil {
		return -1
	}
	wanted := func(p board.Pos, kind rules.ObjectiveKind) bool {
		if !s.Board.In(p) {
			return false
		}
		el := int(s.Board.Square(p).Element) - 1
		for _, o := range m.Objectives {
			if !o.Met && o.Kind == kind && o.Element == el {
				return true
			}
		}
		return false
	}
	for i, o := range opts {
		switch c := o.Command.(type) {
		case rules.SearchElement:
			if wanted(c.At, rules.ObjectiveSearch) {
				return i
			}
		case rules.OpenChest:
			if wanted(c.At, rules.ObjectiveOpen) {
				return i
			}
		}
	}
	return -1
}

// missionGoals appends to out the squares the mission asks the heroes to
// reach or hold, those next to what it asks them to search or open, and
// those next to the creature it asks them to defeat, when in sight.
// goalBuf is how many goals the callers of goals hold on the stack: the
// squares around every enemy, or the doors, arrows and objectives.
const goalBuf = 64

func missionGoals(s *rules.State, out []board.Pos) []board.Pos {
	if m := s.Mission; m != nil {
		for _, o := range m.Objectives {
			switch {
			case o.Met:
			case o.Kind == rules.ObjectiveReach || o.Kind == rules.ObjectiveHold:
				for _, p := range o.Squares {
					if s.SectionRevealed(s.Board.Square(p).Section) {
						out = append(out, p)
					}
				}
			case o.Kind == rules.ObjectiveSearch || o.Kind == rules.ObjectiveOpen:
				for _, p := range s.Board.ElementSquares(o.Element, nil) {
					if !s.SectionRevealed(s.Board.Square(p).Section) {
						continue // unexplored: the arrows and doors lead there
					}
					for d := board.North; d <= board.NorthWest; d++ {
						if q := p.Add(d); s.Board.In(q) {
							out = append(out, q)
						}
					}
				}
			case o.Kind == rules.ObjectiveDefeat:
				if t := figure(s, o.Figure); t != nil && t.Present() && s.Board.In(t.At) && s.SectionRevealed(s.Board.Square(t.At).Section) {
					out = append(out, t.At)
					for d := board.North; d <= board.NorthWest; d++ {
						if q := t.At.Add(d); s.Board.In(q) && standable(s.Board, q) {
							out = append(out, q)
						}
					}
				}
			}
		}
	}
	return out
}

// surpriseFacing is the facing a figure caught by surprise is given: a
// hero faces the nearest enemy, a creature turns its back to the nearest
// hero; -1 when no option fits.
func surpriseFacing(s *rules.State, id string, opts []rules.Option) int {
	f := figure(s, id)
	if f == nil {
		return -1
	}
	var near *rules.Figure
	for i := range s.Figures {
		e := &s.Figures[i]
		if e.Side != f.Side && e.Present() && (near == nil || board.Chebyshev(f.At, e.At) < board.Chebyshev(f.At, near.At)) {
			near = e
		}
	}
	if near == nil || near.At == f.At {
		return -1
	}
	want := board.Toward(f.At, near.At)
	if f.Side != rules.Heroes {
		want = want.Opposite()
	}
	for k, o := range opts {
		if o.ID == "answer:"+want.String() {
			return k
		}
	}
	return -1
}

// ahead reports whether f, d steps from its goal on field, is nearer it
// than every other hero in play.
func ahead(s *rules.State, f *rules.Figure, field []int, d int) bool {
	alone := true
	for i := range s.Figures {
		e := &s.Figures[i]
		if e.Side != f.Side || e.ID == f.ID || !e.Hero() || !e.Present() || !s.Board.In(e.At) {
			continue
		}
		alone = false
		if field[s.Board.Index(e.At)] <= d {
			return false
		}
	}
	return !alone
}

// attackSquares appends to out the squares from which a figure of size
// size standing there is adjacent to e for actions (board.FiguresAdjacent:
// no wall, corner or height between them) and which an average figure may
// stand on.
func attackSquares(g *board.Grid, e *rules.Figure, size int, out []board.Pos) []board.Pos {
	var sq [9]board.Pos
	base := e.Squares(sq[:0])
	var ix [9]int
	var one [1]int
	idx := ix[:0]
	for _, b := range base {
		if !g.In(b) {
			return out
		}
		idx = append(idx, g.Index(b))
	}
	for _, b := range base {
		for d := board.North; d <= board.NorthWest; d++ {
			p := b.Add(d)
			if !g.In(p) || !standable(g, p) || slices.Contains(base, p) || slices.Contains(out, p) {
				continue
			}
			one[0] = g.Index(p)
			if g.FiguresAdjacent(one[:], size, idx, e.Size, true) {
				out = append(out, p)
			}
		}
	}
	return out
}
