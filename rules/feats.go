package rules

// The heroes' feats (page 12: the Achievement card lists them). The card
// itself is not in the rulebook's text; its walkthroughs (pages 51-53 and
// 66-69) score three feats, which are what the rules score (R141):
//
//   - an enemy eliminated: 1 point each (two orcs, 2 points);
//   - a spell cast: 1 point;
//   - a locked door opened stealthily (a Dexterity test passed): 1 point.

// What the heroes' feats score (R141).
const (
	ScoredEnemy AchievementWhy = "enemy_defeated"
	ScoredSpell AchievementWhy = "spell_cast"
	ScoredLock  AchievementWhy = "lock_picked"
)

// feat scores the heroes' feat ev shows, if it is one.
func (e *env) feat(ev Event) {
	s := e.s
	switch ev := ev.(type) {
	case ConditionGained:
		if ev.Condition != KnockedOut {
			return
		}
		if i := s.figure(ev.Figure); i >= 0 && s.Figures[i].Side == Dark {
			e.score(Heroes, 1, ScoredEnemy, ev.Figure)
		}
	case SpellCast:
		if i := s.figure(ev.Figure); i >= 0 && s.Figures[i].Side == Heroes {
			e.score(Heroes, 1, ScoredSpell, ev.Figure)
		}
	case LockTried:
		if ev.Opened {
			e.score(Heroes, 1, ScoredLock, ev.Figure)
		}
	}
}
