package adp1

import (
	"dun/adp"
	"dun/dice"
	"dun/rules"
)

// Player is the earlier edition's Artificial Dark Player.
type Player struct {
	cards map[string]adp.Card
	// melee and shoot are the second edition's engine reading the earlier
	// edition's cards: melee ranks by Combat Skill, shoot by the likeliest
	// shot ("Selección del objetivo", 1st criterion).
	melee, shoot *adp.Player
}

// New returns the earlier edition's player for the behaviour cards of a
// content pack (setup.Behaviours): of each card it keeps the traits of the
// creature type and replaces the target priorities (R600).
func New(cards map[string]adp.Card) *Player {
	p := &Player{cards: cards}
	melee, shoot := map[string]adp.Card{}, map[string]adp.Card{}
	for id, c := range cards {
		melee[id] = firstCard(c, false)
		shoot[id] = firstCard(c, true)
	}
	p.melee, p.shoot = adp.New(melee), adp.New(shoot)
	return p
}

// GeneralName names the earlier edition's general behaviour in reasons.
var GeneralName = rules.Text{En: "first edition's general behaviour", Es: "comportamiento general de la 1.ª edición"}

// meleePicks and shotPicks are the target criteria of "Selección del
// objetivo": enemies it is engaged with, then the easiest to hit, then
// the lowest Armour, then the closest (and chance, which adp adds). For
// a shot the easiest to hit is the likeliest shot (the chapter's archer
// picks Shara because she is closer); a shooter left with melee attacks
// only still prefers the lower Combat Skill.
var (
	meleePicks = []adp.Pick{adp.PickEngaged, adp.PickEasiestToHit, adp.PickWorstArmour, adp.PickClosest}
	shotPicks  = []adp.Pick{adp.PickEngaged, adp.PickLikelyShot, adp.PickEasiestToHit, adp.PickWorstArmour, adp.PickClosest}
)

// firstCard is card c read by the earlier edition: the general criteria
// for every creature with no even spread of attacks, and a creature that
// carries a ranged weapon prefers to shoot ("Ataques variados") but never
// disengages to do it: an engaged creature attacks whoever engages it
// ("Selección del objetivo"). What the card says of shields, pushing,
// following, spells and melee-only creatures stays (R600).
func firstCard(c adp.Card, shot bool) adp.Card {
	out := c
	out.Name = GeneralName
	out.Picks = meleePicks
	if shot {
		out.Picks = shotPicks
	}
	out.NoSpread = true
	out.Ranged = !c.MeleeOnly
	out.NeverDisengage = true
	return out
}

// ErrNothingToDo is returned when the Dark seat has no option.
var ErrNothingToDo = adp.ErrNothingToDo

// Choose picks one of rules.Options(s, rules.Dark) with its reason.
func (p *Player) Choose(s rules.State) (adp.Decision, error) {
	opts := rules.Options(s, rules.Dark)
	if len(opts) == 0 {
		return adp.Decision{}, ErrNothingToDo
	}
	var d adp.Decision
	switch {
	case s.Prompt != nil:
		// The answers are the same in both editions (pushing straight,
		// shields, the heroes caught by surprise, R604).
		var err error
		if d, err = p.melee.Choose(s); err != nil {
			return adp.Decision{}, err
		}
	case s.Active == nil:
		d = p.next(&s, opts)
	default:
		var err error
		if d, err = p.engine(&s).Choose(unled(s)); err != nil {
			return adp.Decision{}, err
		}
	}
	// The engine chose on a copy: send the option the real state offers.
	for _, o := range opts {
		if o.ID == d.Option.ID {
			d.Option = o
			return d, nil
		}
	}
	for _, o := range opts {
		if _, ok := o.Command.(rules.EndActivation); ok {
			return adp.Decision{Option: o, Why: rules.Text{En: "no rule applies: end the activation", Es: "no se aplica ninguna regla: terminar la activación"}}, nil
		}
	}
	return adp.Decision{Option: opts[len(opts)-1], Why: rules.Text{En: "no rule applies; the last option offered", Es: "no se aplica ninguna regla; la última opción ofrecida"}}, nil
}

// engine is the second edition's engine with the criteria the active
// creature follows now: a shot's when it holds a ranged weapon and no
// enemy is next to it (the rules allow no shot then, and a melee target
// is judged by Combat Skill).
func (p *Player) engine(s *rules.State) *adp.Player {
	fi := find(s, s.Active.Figure)
	if fi < 0 {
		return p.melee
	}
	f := &s.Figures[fi]
	if c, ok := p.cards[f.Behaviour()]; ok && c.MeleeOnly || len(f.Held(rules.ItemRanged)) == 0 {
		return p.melee
	}
	for i := range s.Figures {
		if e := &s.Figures[i]; e.Side != f.Side && e.Present() && rules.Adjacent(*s, f.ID, e.ID, true) {
			return p.melee
		}
	}
	return p.shoot
}

// unled is a copy of s where no figure is a Leader: the earlier edition's
// Leader chooses its targets by the general criteria, with no 1D3 and no
// breaking away to reach a target (R602). Only the Dark side's own steps
// are chosen on it; prompts see the real state.
func unled(s rules.State) rules.State {
	c := s.Clone()
	for i := range c.Figures {
		c.Figures[i].SetLeader(false)
	}
	return c
}

// Play makes the Dark side's decisions until it has none left, like
// adp.Player.Play.
func (p *Player) Play(s rules.State, src dice.Source) (rules.State, []adp.Step, error) {
	return adp.PlayAll(p, "adp1", s, src)
}

func find(s *rules.State, id string) int {
	for i := range s.Figures {
		if s.Figures[i].ID == id {
			return i
		}
	}
	return -1
}
