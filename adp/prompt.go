package adp

import (
	"strconv"
	"strings"

	"dun/board"
	"dun/rules"
)

// answer answers the Dark seat's open prompt: always block with a shield
// (page 62) unless the card forbids it, push and follow as the card says,
// spend Fortune to avoid being knocked out, and place heroes caught by
// surprise where the creatures profit most (R306).
func (p *Player) answer(s *rules.State, opts []rules.Option) Decision {
	pr := s.Prompt
	fi := find(s, pr.Figure)
	name := pr.Figure
	var card Card
	if fi >= 0 {
		name = s.Figures[fi].Name()
		card = p.card(&s.Figures[fi])
	}
	pick := func(id string, why rules.Text) (Decision, bool) {
		if o, ok := optionByID(opts, "answer:"+id); ok {
			return Decision{Option: o, Why: why}, true
		}
		return Decision{}, false
	}
	switch pr.Kind {
	case rules.PromptBlock:
		if !card.NoShield {
			if d, ok := pick(rules.OptionBlock, text("%s always blocks with its shield", "%s siempre bloquea con su escudo", name)); ok {
				return d
			}
		}
		if _, ok := optionByID(opts, "answer:"+rules.OptionWeaponBlock); ok {
			if d, ok := blockAnswer(s, name, pick); ok {
				return d
			}
		}
		if card.NoShield {
			if d, ok := pick(rules.OptionNoBlock, text("%s never uses a shield (%s)", "%s nunca usa escudo (%s)", name, card.Name.En)); ok {
				d.Why.Es = name + " nunca usa escudo (" + card.Name.Es + ")"
				return d
			}
		}
	case rules.PromptMartialArts:
		if d, ok := martialAnswer(name, pick); ok {
			return d
		}
	case rules.PromptPush:
		if d, ok := p.push(s, fi, card, opts); ok {
			return d
		}
	case rules.PromptFollow:
		follow := card.Follow == FollowAlways
		if card.Follow == FollowWater && s.Strike != nil && s.Strike.Vacated != nil && s.Board.In(*s.Strike.Vacated) {
			follow = s.Board.Square(*s.Strike.Vacated).Terrain == board.DeepWater
		}
		if follow {
			if d, ok := pick(rules.OptionFollow, text("%s takes the square its enemy left", "%s ocupa la casilla que dejó su enemigo", name)); ok {
				return d
			}
		}
		if d, ok := pick(rules.OptionStay, text("%s keeps its place, as its card says", "%s mantiene su posición, como indica su carta", name)); ok {
			return d
		}
	case rules.PromptFatalBlow:
		for _, id := range []string{rules.OptionFortuneRoll, rules.OptionFortunePoint} {
			if d, ok := pick(id, text("%s spends Fortune to avoid being knocked out", "%s gasta Fortuna para evitar quedar fuera de combate", name)); ok {
				return d
			}
		}
	case rules.PromptSpellShield:
		// Creatures always use their shields (page 62), magic projectiles
		// included.
		if !card.NoShield {
			// A shield that blocks magic (the Diamond Shield) blocks.
			if d, ok := pick(rules.OptionBlock, text("%s blocks the magic projectile with its shield", "%s bloquea el proyectil mágico con su escudo", name)); ok {
				return d
			}
			if d, ok := pick(rules.OptionUseShield, text("%s raises its shield against the spell", "%s alza su escudo contra el hechizo", name)); ok {
				return d
			}
		}
	case rules.PromptDispel:
		// Every spellcaster tries to dispel, spending a scroll first:
		// disposable objects are used as soon as they can be (page 62).
		for _, scroll := range []bool{true, false} {
			for _, o := range opts {
				a, ok := o.Command.(rules.Answer)
				if !ok || !strings.HasPrefix(a.Option, "dispel:") || (strings.Count(a.Option, ":") == 2) != scroll {
					continue
				}
				who := strings.Split(a.Option, ":")[1]
				return Decision{Option: o, Why: text("%s tries to dispel %s's spell", "%s intenta disipar el hechizo de %s", who, name)}
			}
		}
	case rules.PromptReaction:
		if d, ok := reaction(s, fi, opts); ok {
			return d
		}
	case rules.PromptSurpriseSquare:
		return p.surpriseSquare(s, fi, opts)
	case rules.PromptSurpriseFacing:
		return p.surpriseFacing(s, fi, opts)
	}
	if d, ok := pick(rules.OptionKeep, rules.Text{En: "no rule of the Dark Player applies: keep", Es: "no se aplica ninguna regla del Jugador Oscuro: mantener"}); ok {
		return d
	}
	return Decision{Option: opts[0], Why: rules.Text{En: "no rule of the Dark Player applies: the first answer offered", Es: "no se aplica ninguna regla del Jugador Oscuro: la primera respuesta ofrecida"}}
}

// push chooses where to push the loser (page 62): against the wall when
// that gives an extra damage die, otherwise in a straight line away from
// the pusher, or as close to it as the free squares allow.
func (p *Player) push(s *rules.State, fi int, card Card, opts []rules.Option) (Decision, bool) {
	name := s.Prompt.Figure
	if fi >= 0 {
		name = s.Figures[fi].Name()
	}
	if card.Push == PushNever {
		if o, ok := optionByID(opts, "answer:"+rules.OptionNoPush); ok {
			return Decision{Option: o, Why: rules.Text{En: name + " never pushes (" + card.Name.En + ")", Es: name + " nunca empuja (" + card.Name.Es + ")"}}, true
		}
	}
	if o, ok := optionByID(opts, "answer:"+rules.OptionPushWall); ok {
		return Decision{Option: o, Why: text("%s pushes its enemy against the wall for an extra damage die", "%s empuja a su enemigo contra la pared para un dado de daño más", name)}, true
	}
	st := s.Strike
	if st == nil || fi < 0 {
		return Decision{}, false
	}
	victim := st.Target
	if st.Pusher == st.Target {
		victim = st.Attacker
	}
	vi := find(s, victim)
	if vi < 0 {
		return Decision{}, false
	}
	f, v := &s.Figures[fi], &s.Figures[vi]
	straight := toward(f, v)
	var best rules.Option
	bd := 9
	for _, o := range opts {
		id := strings.TrimPrefix(o.ID, "answer:")
		if !strings.HasPrefix(id, "push:") {
			continue
		}
		xs, ys, _ := strings.Cut(strings.TrimPrefix(id, "push:"), ",")
		x, e1 := strconv.Atoi(xs)
		y, e2 := strconv.Atoi(ys)
		if e1 != nil || e2 != nil {
			continue
		}
		d, ok := board.DirTo(v.At, board.Pos{X: x, Y: y})
		if !ok {
			continue
		}
		turn := (int(d) - int(straight) + 8) % 8
		turn = min(turn, 8-turn)
		if turn < bd {
			best, bd = o, turn
		}
	}
	if bd == 9 {
		return Decision{}, false
	}
	why := text("%s pushes %s straight back", "%s empuja a %s en línea recta", name, v.Name())
	if bd > 0 {
		why = text("%s pushes %s as straight as the free squares allow", "%s empuja a %s lo más recto que permiten las casillas libres", name, v.Name())
	}
	return Decision{Option: best, Why: why}, true
}

// surpriseSquare puts a hero caught by surprise where the most creatures
// touch him (R306); staying when no square is better.
func (p *Player) surpriseSquare(s *rules.State, fi int, opts []rules.Option) Decision {
	count := func(at board.Pos) int {
		if fi < 0 {
			return 0
		}
		h := &s.Figures[fi]
		n := 0
		for i := range s.Figures {
			o := &s.Figures[i]
			if o.Side == rules.Dark && o.Present() && gap(o.At, o.Span(), at, h.Span()) <= 1 {
				n++
			}
		}
		return n
	}
	var best rules.Option
	bn := -1
	if fi >= 0 {
		bn = count(s.Figures[fi].At)
	}
	if o, ok := optionByID(opts, "answer:"+rules.OptionStay); ok {
		best = o
	} else {
		best = opts[0]
	}
	for _, o := range opts {
		id := strings.TrimPrefix(o.ID, "answer:")
		xs, ys, ok := strings.Cut(id, ",")
		if !ok {
			continue
		}
		x, e1 := strconv.Atoi(xs)
		y, e2 := strconv.Atoi(ys)
		if e1 != nil || e2 != nil {
			continue
		}
		if n := count(board.Pos{X: x, Y: y}); n > bn {
			best, bn = o, n
		}
	}
	return Decision{Option: best, Why: rules.Text{
		En: "the hero caught by surprise goes where the most creatures touch him",
		Es: "el héroe sorprendido va donde más criaturas lo tocan",
	}}
}

// surpriseFacing turns a hero caught by surprise with his back to the
// nearest creature (R306).
func (p *Player) surpriseFacing(s *rules.State, fi int, opts []rules.Option) Decision {
	if fi >= 0 {
		if ni := nearest(s, fi); ni >= 0 {
			away := toward(&s.Figures[ni], &s.Figures[fi])
			if o, ok := optionByID(opts, "answer:"+away.String()); ok {
				return Decision{Option: o, Why: text("the hero caught by surprise turns his back on %s", "el héroe sorprendido da la espalda a %s", s.Figures[ni].Name())}
			}
		}
	}
	return Decision{Option: opts[0], Why: rules.Text{En: "no creature in sight: the first facing", Es: "ninguna criatura a la vista: la primera orientación"}}
}
