package rules

import (
	"slices"
	"strings"
)

// Bodyguard (page 110). When an adjacent ally is attacked in melee, the
// bodyguard may give it +1 Combat Skill in defence (one bodyguard's bonus
// at a time); once per turn it may take in the ally's place a shot that
// hit it, a magic projectile too. Both are choices, asked when they arise
// (PromptGuard).

// PromptGuard asks the side of a figure attacked whether one of its
// bodyguards protects it. Options: "guard:" and the bodyguard's ID, and
// OptionNoGuard.
const PromptGuard PromptKind = "guard"

// OptionNoGuard declines.
const OptionNoGuard = "no_guard"

const optionGuardPrefix = "guard:"

func init() {
	promptHandlers[PromptGuard] = answerGuard
	registerSkill(&skill{
		id: "bodyguard", name: Text{En: "Bodyguard", Es: "Escolta"}, active: true, reaction: true,
		effect: "bodyguard", params: []SkillParam{intParam("defence_bonus")}, values: map[string]any{"defence_bonus": 1},
		// Magic projectiles: offerSpellGuard. Its creature text (ending
		// next to the ally of most VP, who then has light cover) is the
		// Artificial Dark Player's.
		usable: func(c *rollCtx) bool { return false }, // used by answering PromptGuard
	})
}

// bodyguardsOf lists the figures that may guard figure ti: present allies
// adjacent to it with the skill, not attacker ai.
func bodyguardsOf(s *State, ti, ai int) []int {
	t := &s.Figures[ti]
	var out []int
	for gi := range s.Figures {
		g := &s.Figures[gi]
		if gi == ti || gi == ai || g.Side != t.Side || !g.Present() || !figuresAdjacent(s, gi, ti) {
			continue
		}
		if _, ok := hasSkill(g, "bodyguard"); ok {
			out = append(out, gi)
		}
	}
	return out
}

func (e *env) openGuard(ti int, guards []int, what Text) {
	t := &e.s.Figures[ti]
	var opts []PromptOption
	for _, gi := range guards {
		g := &e.s.Figures[gi]
		opts = append(opts, PromptOption{ID: optionGuardPrefix + g.ID, Label: Text{
			En: g.name() + " " + what.En, Es: g.name() + " " + what.Es}})
	}
	opts = append(opts, PromptOption{ID: OptionNoGuard, Label: Text{En: "No bodyguard", Es: "Sin escolta"}})
	e.open(Prompt{Kind: PromptGuard, Seat: t.Side, Figure: t.ID, Options: opts})
}

// offerGuard asks whether a bodyguard of the melee attack's target ti
// gives it +1 in defence; it reports whether a prompt opened.
func (e *env) offerGuard(ai, ti int) bool {
	guards := bodyguardsOf(e.s, ti, ai)
	if len(guards) == 0 {
		return false
	}
	e.openGuard(ti, guards, Text{En: "guards: +1 Combat Skill in defence", Es: "escolta: +1 a Cuerpo a Cuerpo al defender"})
	return true
}

// offerShotGuard asks whether a bodyguard that has not done so this turn
// takes the shot that hit its adjacent ally; it reports whether a prompt
// opened.
func (e *env) offerShotGuard(ai int) bool {
	st := e.s.Strike
	si := e.s.figure(st.Struck)
	if si < 0 {
		return false
	}
	var guards []int
	for _, gi := range bodyguardsOf(e.s, si, ai) {
		if !contains(e.s.Figures[gi].Marks, "bodyguard") {
			guards = append(guards, gi)
		}
	}
	if len(guards) == 0 {
		return false
	}
	e.openGuard(si, guards, Text{En: "takes the shot instead", Es: "recibe el disparo en su lugar"})
	return true
}

// offerSpellGuard asks whether a bodyguard of figure ti, which a magic
// projectile of spell sp cast by figure ci aimed at it alone has hit,
// takes it instead, once per turn (page 110, R1190); it reports whether
// a prompt opened.
func (e *env) offerSpellGuard(ci, ti int, sp *Spell, c *CastState) bool {
	c.Hits[0].GuardAsked = true
	if sp.Radius > 0 || sp.Line || sp.Area != "" || len(c.Hits) != 1 {
		return false // an area's blasts hit whom they hit
	}
	var guards []int
	for _, gi := range bodyguardsOf(e.s, ti, ci) {
		if !contains(e.s.Figures[gi].Marks, "bodyguard") {
			guards = append(guards, gi)
		}
	}
	if len(guards) == 0 {
		return false
	}
	e.openGuard(ti, guards, Text{En: "takes the spell instead", Es: "recibe el hechizo en su lugar"})
	return true
}

// answerSpellGuard settles a bodyguard's answer for a magic projectile:
// the guard takes the hit, his own shield and cover then asked for.
func answerSpellGuard(e *env, p Prompt, option string) error {
	_, c, _, err := e.casting()
	if err != nil {
		return err
	}
	if len(c.Hits) == 0 || c.Hits[0].Figure != p.Figure {
		return refuse(CodeBadState, "no spell is about to hit %q", "ningún hechizo está a punto de alcanzar a %q", p.Figure)
	}
	if option != OptionNoGuard {
		gi := e.s.figure(strings.TrimPrefix(option, optionGuardPrefix))
		if gi < 0 || !slices.Contains(bodyguardsOf(e.s, e.s.figure(p.Figure), -1), gi) || contains(e.s.Figures[gi].Marks, "bodyguard") {
			return refuse(CodeBadOption, "%q cannot take the spell", "%q no puede recibir el hechizo", option)
		}
		g := &e.s.Figures[gi]
		g.Marks = append(g.Marks, "bodyguard")
		who := e.s.Figures[e.s.figure(p.Figure)].name()
		e.skillUsed(g, skillTable["bodyguard"], Text{En: "takes the spell in place of " + who, Es: "recibe el hechizo en lugar de " + who})
		h := &c.Hits[0]
		h.Figure, h.ShieldAsked = g.ID, false
	}
	return e.nextHit()
}

func answerGuard(e *env, p Prompt, option string) error {
	st := e.s.Strike
	if st == nil {
		if a := e.s.Active; a != nil && a.Cast != nil {
			return answerSpellGuard(e, p, option)
		}
		return refuse(CodeBadState, "there is no attack in progress", "no hay ningún ataque en curso")
	}
	st.GuardAsked = true
	if option != OptionNoGuard {
		gi := e.s.figure(strings.TrimPrefix(option, optionGuardPrefix))
		if gi < 0 {
			return unknownFigure(option)
		}
		g := &e.s.Figures[gi]
		k := skillTable["bodyguard"]
		who := p.Figure
		if ti := e.s.figure(p.Figure); ti >= 0 {
			who = e.s.Figures[ti].name()
		}
		if st.Ranged {
			g.Marks = append(g.Marks, "bodyguard")
			e.skillUsed(g, k, Text{En: "takes the shot in place of " + who, Es: "recibe el disparo en lugar de " + who})
			st.Struck = g.ID
		} else {
			st.Guard = g.ID
			e.skillUsed(g, k, Text{En: "guards " + who, Es: "escolta a " + who})
		}
	}
	return e.advanceStrike()
}

// guardMods appends the bodyguard's +1 to the defence roll of attack st.
func guardMods(s *State, st *Strike, dst []Modifier) []Modifier {
	gi := s.figure(st.Guard)
	if gi < 0 {
		return dst
	}
	g := &s.Figures[gi]
	return append(dst, Modifier{Value: 1, Kind: ModCompanion, Why: Text{
		En: g.name() + "'s skill: Bodyguard", Es: "habilidad: Escolta de " + g.name()}})
}
