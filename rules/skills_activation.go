package rules

// Nature skills checked when a figure's activation begins: Stupid (a
// figure with no enemy in sight may do nothing) and Coward (a wounded
// figure outnumbered in its section may flee).

const (
	ruleStupid = "stupid"
	ruleCoward = "coward"
)

func init() {
	registerSkill(&skill{
		id: "stupid", name: Text{En: "Stupid", Es: "Estúpido"}, effect: "stupid",
		later: "its -1 Perception and Dexterity are printed in the profile",
	})
	registerSkill(&skill{
		id: "coward", name: Text{En: "Coward", Es: "Cobarde"}, effect: "coward",
	})
	registerSkill(&skill{
		id: skillVermin, name: Text{En: "Vermin", Es: "Alimañas"}, effect: "vermin",
		// It blocks sight as an average figure: sightBlockers (sight.go).
		immune: func(c Condition) bool {
			return c == Poisoned || c == Diseased || c == Stunned || c == KnockedDown
		},
	})
}

// skillVermin: a swarm, immune to some conditions and low for sight.
const skillVermin = "vermin"

// activationSkills applies the skills of figure fi that act as its
// activation begins; it reports whether the activation ended.
func (e *env) activationSkills(fi int) (bool, error) {
	if met, err := e.gazeAtStart(fi); met || err != nil {
		return true, err // the gazes' settler goes on (skills_gaze.go)
	}
	return e.activationSkillsAfterGaze(fi)
}

// activationSkillsAfterGaze is activationSkills once the figure has met
// the lethal gazes reaching it.
func (e *env) activationSkillsAfterGaze(fi int) (bool, error) {
	f := &e.s.Figures[fi]
	if k, ok := hasSkill(f, "stupid"); ok && !enemyInSight(e.s, fi) {
		r, err := e.rollD6Against(fi, ruleStupid, 2)
		if err != nil {
			return false, err
		}
		if r.failed() {
			e.skillUsed(f, k, Text{En: "does nothing this turn", Es: "no hace nada este turno"})
			e.endActivation()
			return true, nil
		}
	}
	if k, ok := hasSkill(f, "coward"); ok && !f.Hero() && f.Conditions.Has(Wounded) && outnumbered(e.s, fi) {
		r, err := e.test(fi, ruleCoward, Courage, 0)
		if err != nil {
			return false, err
		}
		if r.failed() {
			e.courageFailed(fi)
			e.skillUsed(f, k, Text{En: "flees and leaves the game", Es: "huye y abandona la partida"})
			e.knockOut(fi, r.Seq)
			e.endActivation()
			return true, nil
		}
	}
	return false, nil
}

// enemyInSight reports whether figure fi has a line of sight to a present
// enemy, whatever its facing.
func enemyInSight(s *State, fi int) bool {
	f := &s.Figures[fi]
	for oi := range s.Figures {
		o := &s.Figures[oi]
		if o.Side == f.Side || !o.Present() {
			continue
		}
		if seen, err := sight(s, f.ID, o.ID); err == nil && seen.Visible {
			return true
		}
	}
	return false
}

// outnumbered reports whether the side of figure fi has fewer present
// figures than its enemies in fi's section.
func outnumbered(s *State, fi int) bool {
	g := s.Board
	f := &s.Figures[fi]
	sec := g.At(g.Index(f.At)).Section
	mine, theirs := 0, 0
	for oi := range s.Figures {
		o := &s.Figures[oi]
		if !o.Present() || g.At(g.Index(o.At)).Section != sec {
			continue
		}
		if o.Side == f.Side {
			mine++
		} else {
			theirs++
		}
	}
	return theirs > mine
}
