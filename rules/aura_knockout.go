package rules

// An aura's die on entering (move.go) that knocks the mover out ends its
// activation, as the die at the start of an activation does
// (ruleAuraStart): a figure out of play is offered nothing (found by
// TestRandomPlayConformance: a knocked-out hero was still offered moves).
func init() {
	blowFollowUps[ruleAura] = func(e *env, r BlowResult) error {
		a := e.s.Active
		if fi := e.s.figure(r.Target); a != nil && a.Figure == r.Target && fi >= 0 && !e.s.Figures[fi].Present() {
			e.endActivation()
		}
		return nil
	}
}
