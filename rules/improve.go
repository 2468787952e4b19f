package rules

import (
	"fmt"
	"slices"
)

// The Artificial Dark Player's creatures grow as they come into play
// (pages 58, 64-65): a Large or Huge creature, and the Leader, roll 1D6
// per hero for extra skills from their profile's list, paid from the
// reserve (TakeExtraSkills); when the heroes see the Main Room, the
// reserve above 10 becomes the Leader's Vitality and he gets an extra
// Action for each hero above the second (ImproveLeader). The dice are the
// DarkRolls of purpose extra_skills the ADP rolled in the moment, spent
// in order, so the planner that asked for them and the rules agree on
// what they bought. An extra Action, the Leader's or one "Increase the
// challenge!" gives, is taken once the figure's Action is spent
// (TakeExtraAction), like Frenzy's (R531).

// ExtraSkill is a skill a creature's profile may buy as an extra skill,
// and its cost in VP.
type ExtraSkill struct {
	Skill string `json:"skill"`
	VP    int    `json:"vp"`
}

// maxExtraSkills bounds one profile's list.
const maxExtraSkills = 32

// WithExtras is a copy of the catalogue that knows the extra skills each
// creature kind may buy (pages 58, 65).
func (c *Catalogue) WithExtras(m map[string][]ExtraSkill) (*Catalogue, error) {
	n := *c
	n.extras = make(map[string][]ExtraSkill, len(m))
	for k, l := range m {
		if len(l) > maxExtraSkills {
			return nil, fmt.Errorf("catalogue: creature %q has %d extra skills", k, len(l))
		}
		for _, x := range l {
			if x.Skill == "" || len(x.Skill) > maxIDLen || x.VP < 0 || x.VP > attrLimit {
				return nil, fmt.Errorf("catalogue: creature %q has a malformed extra skill", k)
			}
		}
		if len(l) > 0 {
			n.extras[k] = slices.Clone(l)
		}
	}
	keys := make([]string, 0, len(n.extras))
	for k := range n.extras {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	h := hasher{h: c.digest}
	for _, k := range keys {
		h.str(k)
		for _, x := range n.extras[k] {
			h.str(x.Skill)
			h.i(x.VP)
		}
	}
	n.digest = h.h
	return &n, nil
}

// Extras returns a copy of the extra skills creature kind may buy, in its
// profile's order.
func (c *Catalogue) Extras(kind string) []ExtraSkill {
	if c == nil {
		return nil
	}
	return slices.Clone(c.extras[kind])
}

// BuyExtraSkills picks the extra skills dice buy (pages 58, 65): each
// result n buys one skill worth n VP (a 6, one worth 6 or more), the
// highest results first and, among skills of one cost, in the profile's
// order; a skill the creature has, one bought already, one applies says
// does not apply, or one the reserve left cannot pay is passed over
// (R326). It returns the skills bought and their cost.
func BuyExtraSkills(offer []ExtraSkill, has []string, dice []int, reserve int, applies func(string) bool) ([]ExtraSkill, int) {
	sorted := slices.Clone(dice)
	slices.Sort(sorted)
	slices.Reverse(sorted)
	var got []ExtraSkill
	paid := 0
	for _, n := range sorted {
		for _, o := range offer {
			fits := o.VP == n || (n == 6 && o.VP >= 6)
			taken := slices.Contains(has, o.Skill) || slices.ContainsFunc(got, func(g ExtraSkill) bool { return g.Skill == o.Skill })
			if !fits || taken || (applies != nil && !applies(o.Skill)) || paid+o.VP > reserve {
				continue
			}
			got = append(got, o)
			paid += o.VP
			break
		}
	}
	return got, paid
}

// LeaderGain is the Leader's improvement when the heroes see the Main
// Room (page 64): the reserve left above 10 turns into Vitality, 1 for
// every 2 points (every 3 when he is tough: Invulnerable or Armour 6), and
// he gets 1 extra Action for each hero above the second, 2 at most. The
// reserve falls to 10 (it never rises to it).
func LeaderGain(reserve, heroes int, tough bool) (vitality, actions, left int) {
	per := 2
	if tough {
		per = 3
	}
	left = min(reserve, 10)
	vitality = max(reserve-10, 0) / per
	actions = min(max(heroes-2, 0), 2)
	return vitality, actions, left
}

// LeaderGainFirst is the earlier edition's improvement with the ADP
// ("Mejora del Líder"): 1 Vitality for every reserve point above 20,
// which the reserve falls to, and the same extra Actions.
func LeaderGainFirst(reserve, heroes int) (vitality, actions, left int) {
	left = min(reserve, 20)
	return max(reserve-20, 0), min(max(heroes-2, 0), 2), left
}

// toughLeader: Invulnerable or Armour 6 gains Vitality more slowly.
func toughLeader(f *Figure) bool { return f.HasSkill("invulnerable") || f.Attrs.Armour >= 6 }

// extraActions is the extra Actions figure f gets at the start of an
// activation: the Leader's improvement and "Increase the challenge!".
func extraActions(s *State, f *Figure) int {
	return min(f.ExtraActions+challengeActions(s, f), maxExtraActions)
}

const maxExtraActions = 4

// TakeExtraSkills: the ADP gives creature Figure the extra skills its
// dice bought.
type TakeExtraSkills struct {
	Header
	Figure string
}

// ImproveLeader: the ADP's Leader turns the reserve above 10 into
// Vitality and gets his extra Actions (page 64). FirstEdition plays the
// earlier edition's ADP ("Mejora del Líder", seed 002): the reserve above
// 20 turns into Vitality point for point (R893).
type ImproveLeader struct {
	Header
	FirstEdition bool
}

// TakeExtraAction: the active figure, its Action spent, takes one of its
// extra Actions.
type TakeExtraAction struct {
	Header
	Figure string
}

// The command types.
const (
	TypeTakeExtraSkills = "take_extra_skills"
	TypeImproveLeader   = "improve_leader"
	TypeTakeExtraAction = "take_extra_action"
)

func (TakeExtraSkills) Type() string { return TypeTakeExtraSkills }
func (ImproveLeader) Type() string   { return TypeImproveLeader }
func (TakeExtraAction) Type() string { return TypeTakeExtraAction }

// MarshalJSON writes the commands' tagged forms.
func (c TakeExtraSkills) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }
func (c ImproveLeader) MarshalJSON() ([]byte, error)   { return EncodeCommand(c) }
func (c TakeExtraAction) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// ExtraSkillsTaken: a creature rolled Dice for extra skills and bought
// Skills for Paid reserve points (its VP grew as much).
type ExtraSkillsTaken struct {
	Figure string   `json:"figure"`
	Dice   []int    `json:"dice"`
	Skills []string `json:"skills,omitempty"`
	Paid   int      `json:"paid"`
	Why    Text     `json:"why"`
}

// LeaderImproved: the Leader gained Vitality and extra Actions from the
// reserve, which fell to Left.
type LeaderImproved struct {
	Figure   string `json:"figure"`
	Vitality int    `json:"vitality"`
	Actions  int    `json:"actions"`
	Paid     int    `json:"paid"`
	Left     int    `json:"left"`
	Why      Text   `json:"why"`
}

func (ExtraSkillsTaken) EventType() string { return "extra_skills_taken" }
func (LeaderImproved) EventType() string   { return "leader_improved" }

// skillDice are the extra skill dice of the moment not spent yet.
func skillDice(d *DarkPlayer) []int {
	var out []int
	n := 0
	for _, r := range d.Rolled {
		if r.Purpose != RollExtraSkills {
			continue
		}
		if n++; n > d.SkillDice {
			out = append(out, r.Die)
		}
	}
	return out
}

func (c TakeExtraSkills) apply(e *env) error {
	s := e.s
	if !adpMode(s) {
		return refuse(CodeNoDarkPlayer, "only the Artificial Dark Player rolls for extra skills", "solo el Jugador Oscuro Artificial tira por habilidades extra")
	}
	if !adpDecides(s, c.Seat) {
		return refuse(CodeNotYourTurn, "the Artificial Dark Player gives extra skills at its moments", "el Jugador Oscuro Artificial da habilidades extra en sus momentos")
	}
	d := s.Dark
	fi := s.figure(c.Figure)
	if fi < 0 {
		return unknownFigure(c.Figure)
	}
	f := &s.Figures[fi]
	if f.Side != Dark || !f.Present() || (f.Size < SizeLarge && !f.Leader) {
		return refuse(CodeSpawn, "%s is not a Large or Huge creature nor the Leader of the Dark Player", "%s no es una criatura Grande o Enorme ni el Líder del Jugador Oscuro", f.name())
	}
	if contains(d.Skilled, f.ID) {
		return refuse(CodeSpawn, "%s has rolled for its extra skills already", "%s ya ha tirado por sus habilidades extra", f.name())
	}
	offer := d.Cards.Extras(f.Profile)
	if len(offer) == 0 {
		return refuse(CodeSpawn, "%s's profile offers no extra skills", "el perfil de %s no ofrece habilidades extra", f.name())
	}
	n := max(heroesInPlay(s), 1)
	dice := skillDice(d)
	if len(dice) < n {
		return refuse(CodeBadState, "%s needs %d extra skill dice and %d are rolled", "%s necesita %d dados de habilidades extra y hay %d tirados", f.name(), n, len(dice))
	}
	dice = dice[:n]
	got, paid := BuyExtraSkills(offer, f.Skills, dice, max(s.Available(), 0), nil)
	if err := e.pay(paid, f.name()+"'s extra skills"); err != nil {
		return err
	}
	d.SkillDice += n
	d.Skilled = append(d.Skilled, f.ID)
	f.VP = min(f.VP+paid, attrLimit)
	ev := ExtraSkillsTaken{Figure: f.ID, Dice: dice, Paid: paid}
	var en, es string
	for k, x := range got {
		ev.Skills = append(ev.Skills, x.Skill)
		if k > 0 {
			en, es = en+", ", es+", "
		}
		en += fmt.Sprintf("%s (+%d)", x.Skill, x.VP)
		es += fmt.Sprintf("%s (+%d)", x.Skill, x.VP)
	}
	if en == "" {
		en, es = "none", "ninguna"
	}
	ev.Why = Text{
		En: fmt.Sprintf("%s rolls %v, one die per hero, for extra skills (pages 58, 65): %s, %d reserve points", f.name(), dice, en, paid),
		Es: fmt.Sprintf("%s tira %v, un dado por héroe, por habilidades extra (páginas 58, 65): %s, %d puntos de reserva", f.name(), dice, es, paid),
	}
	e.emit(ev)
	for _, x := range got {
		e.gainSkill(fi, x.Skill, Text{En: "an extra skill", Es: "una habilidad extra"})
	}
	return nil
}

func (c ImproveLeader) apply(e *env) error {
	s := e.s
	if !adpMode(s) {
		return refuse(CodeNoDarkPlayer, "only the Artificial Dark Player improves its Leader so", "solo el Jugador Oscuro Artificial mejora así a su Líder")
	}
	if !adpDecides(s, c.Seat) {
		return refuse(CodeNotYourTurn, "the Artificial Dark Player improves its Leader at its moments", "el Jugador Oscuro Artificial mejora a su Líder en sus momentos")
	}
	d := s.Dark
	if d.Improved {
		return refuse(CodeSpawn, "the Leader has had his improvement already", "el Líder ya ha recibido su mejora")
	}
	main := s.Explore.mainSection()
	li := -1
	for i := range s.Figures {
		if f := &s.Figures[i]; f.Side == Dark && f.Leader && f.Present() {
			li = i
		}
	}
	if li < 0 {
		return refuse(CodeSpawn, "the Leader is not in play", "el Líder no está en juego")
	}
	f := &s.Figures[li]
	if main == 0 || int(main) > len(s.Explore.Revealed) || !s.Explore.Revealed[main-1] {
		return refuse(CodeSpawn, "the Leader is improved when the heroes see the Main Room", "el Líder se mejora cuando los héroes ven la Sala principal")
	}
	v, a, left := LeaderGain(s.Available(), heroesInPlay(s), toughLeader(f))
	if c.FirstEdition {
		v, a, left = LeaderGainFirst(s.Available(), heroesInPlay(s))
	}
	paid := max(s.Available()-left, 0)
	if err := e.pay(paid, "the Leader's improvement"); err != nil {
		return err
	}
	d.Improved = true
	f.Attrs.Vitality = min(f.Attrs.Vitality+v, attrLimit)
	f.ExtraActions = a
	perEn, perEs, capEn, capEs := "every 2 points", "cada 2 puntos", "page 64", "página 64"
	switch {
	case c.FirstEdition:
		perEn, perEs, capEn, capEs = "every point", "cada punto", "first edition's ADP", "JOA de la 1.ª edición"
	case toughLeader(f):
		perEn, perEs = "every 3 points", "cada 3 puntos"
	}
	e.emit(LeaderImproved{Figure: f.ID, Vitality: v, Actions: a, Paid: paid, Left: s.Available(), Why: Text{
		En: fmt.Sprintf("the Main Room is seen (%s): the reserve is cut to its cap, %d left; %s gains %d Vitality (1 for %s above it) and %d extra Actions each turn (1 for each hero above two)", capEn, s.Available(), f.name(), v, perEn, a),
		Es: fmt.Sprintf("se ve la Sala principal (%s): la reserva se recorta a su tope, quedan %d; %s gana %d de Vitalidad (1 por %s por encima) y %d Acciones extra por turno (1 por cada héroe por encima de dos)", capEs, s.Available(), f.name(), v, perEs, a),
	}})
	return nil
}

// extraActionCheck says whether figure f may take an extra Action now,
// refusing as s does (quietly for an option list, which asks it for
// every acting figure).
func extraActionCheck(s *State, f *Figure, a *Activation) *RuleError {
	switch {
	case a.Extra <= 0:
		return s.refuse(CodeActionUsed, "%s has no extra Action left this activation", "a %s no le quedan Acciones extra en esta activación", f.name())
	case a.ActionLeft():
		return s.refuse(CodeBadState, "%s still has its Action", "%s aún tiene su Acción", f.name())
	case a.Task != nil || a.Cast != nil || a.Contest != nil || len(a.Queue) > 0 || a.Leap != nil || a.Charge != nil:
		return s.refuse(CodeBadState, "%s must finish its Action first", "%s debe terminar antes su Acción", f.name())
	}
	return lying(f)
}

func (c TakeExtraAction) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	if rerr := extraActionCheck(e.s, f, a); rerr != nil {
		return rerr
	}
	a.Extra--
	a.Action = ""
	a.QuickActions = min(a.QuickActions, 1)
	e.settlePair(a)
	a.Attacks, a.Shots, a.Pair = 0, 0, false
	e.emit(ActionRegained{Figure: f.ID, Why: Text{En: "an extra Action", Es: "una Acción extra"}})
	return nil
}

// extraActionOptions offers the active figure its next extra Action once
// its Action is spent.
func extraActionOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if a == nil || extraActionCheck(s, f, a) != nil {
		return nil
	}
	return []Option{{ID: "take_extra_action:" + f.ID, Command: TakeExtraAction{Header: h, Figure: f.ID}}}
}
