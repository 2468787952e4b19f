package autoplay

import (
	"dun/board"
	"dun/rules"
)

// The tactical parts of the heroes' policy: spells, healing, retreating,
// Fortune against a knock-out and choosing a target. Each looks at the
// options once, allocating nothing, and gives -1 when it has nothing to
// propose.

// pass2D6 is the chance that 2D6 reaches k (an attribute test, page 14:
// a double 1 always fails, a double 6 always passes).
func pass2D6(k int) float64 {
	switch {
	case k <= 3:
		return 35.0 / 36
	case k >= 12:
		return 1.0 / 36
	}
	return [...]float64{4: 33, 5: 30, 6: 26, 7: 21, 8: 15, 9: 10, 10: 6, 11: 3}[k] / 36
}

// testChance is the chance that a test of attribute value v passes.
func testChance(v int) float64 { return pass2D6(rules.TestTarget - v) }

// woundChance is the chance that one damage die wounds against armour a:
// a die reaching it, a 1 never counting (page 41).
func woundChance(a int) float64 {
	a = max(a, 2)
	if a > 6 {
		return 1.0 / 36 // a 6 rolled again that comes up 6 (past the maximum)
	}
	return float64(7-a) / 6
}

// expectedWounds is what dice damage dice deal on average to t, counting
// no more than the Vitality t has left.
func expectedWounds(t *rules.Figure, dice, piercing int) float64 {
	w := float64(dice) * woundChance(t.Attrs().Armour+piercing)
	return min(w, float64(rules.VitalityLeft(t)))
}

// hurt reports whether f is badly wounded: two Vitality or less, or a
// third of it.
func hurt(f *rules.Figure) bool {
	left := rules.VitalityLeft(f)
	return left > 0 && left <= max(2, f.Attrs().Vitality/3) && f.Wounds > 0
}

// spellOf is f's spell id, or nil.
func spellOf(f *rules.Figure, id string) *rules.Spell {
	for i := range f.Spells {
		if f.Spells[i].ID == id {
			return &f.Spells[i]
		}
	}
	return nil
}

// targetBonus is how much more f wants to strike t than its Vitality
// alone says: the creature the mission asks to defeat, a Leader, and for
// a hero who fights in melee an enemy who shoots.
func targetBonus(s *rules.State, f, t *rules.Figure) float64 {
	b := 0.0
	if m := s.Mission; m != nil {
		for i := range m.Objectives {
			if o := &m.Objectives[i]; o.Kind == rules.ObjectiveDefeat && !o.Met && o.Figure == t.ID {
				b += 1.5
			}
		}
	}
	if t.Leader() {
		b += 0.5
	}
	if holdsRanged(t) && !holdsRanged(f) {
		b += 0.5
	}
	return b
}

// holdsRanged reports whether f has a usable ranged weapon in hand.
func holdsRanged(f *rules.Figure) bool {
	for i := range f.Items {
		if it := &f.Items[i]; it.Kind == rules.ItemRanged && it.Place == rules.InHand && it.Usable() {
			return true
		}
	}
	return false
}

// strikeValue is how good a blow of dice dice with chance hit is against
// t: the Vitality it takes on average, more when it may knock t out, plus
// what the target is worth beyond that.
func strikeValue(s *rules.State, f, t *rules.Figure, hit float64, dice, piercing int) float64 {
	w := expectedWounds(t, dice, piercing)
	v := hit * w
	if left := rules.VitalityLeft(t); float64(left) <= w+0.5 {
		v += hit // a likely knock-out ends the threat
	}
	return v * (1 + targetBonus(s, f, t)/2)
}

// weaponDice is the damage dice and piercing of f's item k (-1: its first
// melee weapon the rules let it fight with, or its fists).
func weaponDice(f *rules.Figure, k int, ranged bool) (int, int) {
	if k < 0 && ranged {
		if held := f.Held(rules.ItemRanged); len(held) > 0 {
			k = held[0]
		}
	}
	if k < 0 && !ranged {
		if ws := f.MeleeWeapons(); len(ws) > 0 {
			k = ws[0] // natural weapons only with both hands free (page 71)
		}
	}
	if k < 0 || k >= len(f.Items) {
		return f.Attrs().Strength, 0
	}
	it := &f.Items[k]
	d := it.Dice
	if it.PlusStrength {
		d += f.Attrs().Strength
	}
	return max(d, 1), it.Piercing
}

// bestStrike is the attack, shot or damaging spell with the best value,
// and its value; -1 when none is offered. Casts, whose mana is the
// caster's for the whole quest, are worth their damage too: mana left at
// the end of the quest is of no use.
func bestStrike(s *rules.State, f *rules.Figure, opts []rules.Option) (int, float64, bool) {
	best, bestV, cast := -1, 0.0, false
	for i, o := range opts {
		var t *rules.Figure
		v := 0.0
		isCast := false
		switch c := o.Command.(type) {
		case rules.Attack:
			if t = figure(s, c.Target); t == nil || !woundable(f, t, c.Item) {
				continue
			}
			d, p := weaponDice(f, c.Item, false)
			v = strikeValue(s, f, t, testChance(f.Attrs().CombatSkill+3-t.Attrs().CombatSkill/2), d, p)
		case rules.Shoot:
			if t = figure(s, c.Target); t == nil || !woundable(f, t, c.Item) {
				continue
			}
			d, p := weaponDice(f, c.Item, true)
			v = strikeValue(s, f, t, testChance(f.Attrs().ShootingSkill), d, p)
		case rules.Cast:
			sp := spellOf(f, c.Spell)
			if sp == nil || c.Target == "" || sp.Effect.ID != rules.EffectProjectile && sp.Effect.ID != rules.EffectDamage {
				continue
			}
			if t = figure(s, c.Target); t == nil || t.Side == f.Side {
				continue
			}
			if sp.Effect.Only != "" && !t.HasSkill(sp.Effect.Only) {
				continue
			}
			bonus := 0
			if c.Aid != "" {
				bonus = 2
			}
			hit := testChance(f.Attrs().Intelligence + bonus)
			v = strikeValue(s, f, t, hit, sp.Effect.Dice, sp.Effect.Piercing)
			if sp.HasArea() {
				// An area hits whoever stands in it (an aura, a cone, a
				// section, the board: the rules say whom): worth it only
				// when no ally does.
				friends, foes := 0, 0
				for _, id := range rules.CastAffects(*s, c) {
					e := figure(s, id)
					if e == nil || e.ID == t.ID {
						continue
					}
					if e.Side == f.Side {
						friends++
					} else {
						foes++
					}
				}
				if friends > 0 {
					continue
				}
				area := sp.Effect.AreaDice
				if area == 0 {
					area = max(sp.Effect.Dice-2, 1)
				}
				v += float64(foes) * hit * float64(area) * woundChance(t.Attrs().Armour)
			}
			if c.Aid != "" {
				v += 0.01 // the aid's +2 is what it is kept for
			}
			isCast = true
		default:
			continue
		}
		if v > bestV {
			best, bestV, cast = i, v, isCast
		}
	}
	return best, bestV, cast
}

// healOption is the healing spell on the ally who needs it most, or -1:
// a knocked-out hero it revives, else a badly wounded one, else one who
// lost at least what the spell gives back.
func healOption(s *rules.State, f *rules.Figure, opts []rules.Option) int {
	best, bestV := -1, 0
	for i, o := range opts {
		c, ok := o.Command.(rules.Cast)
		if !ok || c.Target == "" {
			continue
		}
		sp := spellOf(f, c.Spell)
		if sp == nil || sp.Effect.ID != rules.EffectHeal {
			continue
		}
		t := figure(s, c.Target)
		if t == nil || t.Side != f.Side {
			continue
		}
		lost := t.Attrs().Vitality - rules.VitalityLeft(t)
		v := 0
		switch {
		case !t.Present() && sp.Effect.Revive:
			v = 100
		case !t.Present():
			continue
		case hurt(t):
			v = 50 + lost
		case lost >= max(sp.Effect.Vitality, 2) && sp.Effect.Vitality > 0:
			v = 10 + lost
		default:
			continue
		}
		if c.Aid != "" {
			v-- // keep the aid for a spell that may miss
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// wardOption is a protecting or enhancing spell worth casting now, or -1:
// on the hero nearest an enemy that is near, when the caster has no such
// spell of his in play already (its -1 to cast, pages 38-39).
func wardOption(s *rules.State, f *rules.Figure, opts []rules.Option) int {
	for i := range s.Magic {
		if s.Magic[i].Caster == f.ID && s.Magic[i].Permanent {
			return -1
		}
	}
	best, bestD := -1, 4 // an enemy within three squares of the target
	for i, o := range opts {
		c, ok := o.Command.(rules.Cast)
		if !ok || c.Target == "" {
			continue
		}
		sp := spellOf(f, c.Spell)
		if sp == nil || c.Aid != "" {
			continue
		}
		switch {
		case sp.Effect.ID == rules.EffectProtect && (sp.Effect.Armour > 0 || sp.Effect.Block > 0):
		case sp.Effect.ID == rules.EffectEnhance && sp.Effect.Bonus > 0 && (sp.Effect.Attribute == rules.Strength || sp.Effect.Attribute == rules.CombatSkill):
		default:
			continue
		}
		t := figure(s, c.Target)
		if t == nil || t.Side != f.Side || !t.Present() {
			continue
		}
		if d := nearestEnemy(s, t); d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// potionOption is the healing potion a badly wounded hero drinks, or -1.
func potionOption(f *rules.Figure, opts []rules.Option) int {
	if !hurt(f) {
		return -1
	}
	for i, o := range opts {
		if c, ok := o.Command.(rules.Drink); ok && c.Spell == "" && c.Item >= 0 && c.Item < len(f.Items) && f.Items[c.Item].Effect == "heal" {
			return i
		}
	}
	return -1
}

// antidoteOption is the antidote a poisoned hero drinks, or -1: the rules
// offer it only while he has the condition it cures (R1180), and Poisoned
// costs him -1 to every attribute (page 42).
func antidoteOption(f *rules.Figure, opts []rules.Option) int {
	for i, o := range opts {
		if c, ok := o.Command.(rules.Drink); ok && c.Item >= 0 && c.Item < len(f.Items) && f.Items[c.Item].Effect == rules.EffectCure {
			return i
		}
	}
	return -1
}

// retreatMove is the move of a badly wounded hero that takes him
// farthest from the enemies' reach, nearer his allies on a tie, or -1
// when no move takes him farther than he stands.
func retreatMove(s *rules.State, f *rules.Figure, opts []rules.Option, enemyField []int) int {
	if s.Active.Moved || enemyField == nil {
		return -1
	}
	g := s.Board
	at := func(p board.Pos) int {
		if !g.In(p) {
			return -1
		}
		return min(enemyField[g.Index(p)], 12)
	}
	best, bestD, bestA := -1, at(f.At), nearestAlly(s, f, f.At)
	for i, o := range opts {
		c, ok := o.Command.(rules.Move)
		if !ok {
			continue
		}
		d, a := at(c.To), nearestAlly(s, f, c.To)
		if d > bestD || d == bestD && best >= 0 && a < bestA {
			best, bestD, bestA = i, d, a
		}
	}
	return best
}

// nearestAlly is the Chebyshev distance from p to the nearest hero of f's
// side in play other than f, or a large number.
func nearestAlly(s *rules.State, f *rules.Figure, p board.Pos) int {
	best := 1 << 30
	for i := range s.Figures {
		e := &s.Figures[i]
		if e.Side == f.Side && e.ID != f.ID && e.Hero() && e.Present() {
			best = min(best, board.Chebyshev(p, e.At))
		}
	}
	return best
}

// reroll chance: whether a hero should spend a Fortune point to have the
// damage roll r against him rolled again (page 14). Only a roll that
// would knock him out is worth it, and only when the reroll saves him
// more surely than the fatal blow's own Fortune (1D6, 5 or more; a second
// point saves without a roll).
func rerollDamage(f *rules.Figure, r *rules.RollRecord) bool {
	if r == nil || f.FortuneLeft() <= 0 {
		return false
	}
	left := rules.VitalityLeft(f)
	if rules.DamageWounds(*r) < left {
		return false
	}
	safe := survives(len(r.Dice), woundChance(r.Target), left)
	switch f.FortuneLeft() {
	case 1:
		return safe > 1.0/3
	case 2:
		return false // the fatal blow's two points save him for sure
	}
	// With three or more, the reroll is cheaper on average when it saves
	// him often enough (1 point, else 5/3 more, against 5/3).
	return safe > 0.4
}

// survives is the chance that n dice, each wounding with chance p, deal
// fewer than left wounds.
func survives(n int, p float64, left int) float64 {
	// The binomial distribution's lower tail, term by term.
	total, term := 0.0, 1.0
	for k := 0; k < n; k++ {
		term *= 1 - p
	}
	for k := 0; k < left && k <= n; k++ {
		total += term
		if p >= 1 {
			break
		}
		term *= float64(n-k) / float64(k+1) * p / (1 - p)
	}
	return min(total, 1)
}

// healer reports whether f may still cast a healing spell this quest.
func healer(f *rules.Figure) bool {
	for i := range f.Spells {
		sp := &f.Spells[i]
		if sp.Effect.ID == rules.EffectHeal && sp.Missing == "" && f.ManaLeft() >= sp.Mana && sp.Casts < rules.CastsPerSpell(f.Sorcery()) {
			return true
		}
	}
	return false
}

// towardHurt is the move that takes a healer nearest a badly wounded ally
// out of his spell's reach, or -1: a heal is worth more than a blow.
func towardHurt(s *rules.State, f *rules.Figure, opts []rules.Option) int {
	if s.Active.Moved || !healer(f) || !s.Active.ActionLeft() {
		return -1
	}
	var to *rules.Figure
	for i := range s.Figures {
		t := &s.Figures[i]
		if t.Side == f.Side && t.ID != f.ID && t.Present() && hurt(t) && (to == nil || board.Chebyshev(f.At, t.At) < board.Chebyshev(f.At, to.At)) {
			to = t
		}
	}
	if to == nil {
		return -1
	}
	best, bestD := -1, board.Chebyshev(f.At, to.At)
	for i, o := range opts {
		if c, ok := o.Command.(rules.Move); ok {
			if d := board.Chebyshev(c.To, to.At); d < bestD {
				best, bestD = i, d
			}
		}
	}
	return best
}

// turnsLeft is the game turns left before the mission's limit, the
// current one included, or a large number without a limit.
func turnsLeft(s *rules.State) int {
	if s.Mission == nil || s.Mission.TurnLimit <= 0 {
		return 1 << 20
	}
	return s.Mission.TurnLimit - s.Turn + 1
}

// hurry reports whether the turn limit is near: the last third of the
// quest's turns, and never fewer than the last four.
func hurry(s *rules.State) bool {
	if s.Mission == nil || s.Mission.TurnLimit <= 0 {
		return false
	}
	return turnsLeft(s) <= max(4, s.Mission.TurnLimit/3)
}

// leisure reports whether the turn limit leaves time for what the
// mission does not ask: the first third of the quest's turns, or no limit.
func leisure(s *rules.State) bool {
	if s.Mission == nil || s.Mission.TurnLimit <= 0 {
		return true
	}
	return s.Turn <= s.Mission.TurnLimit/3
}

// enemyWithin reports whether an enemy in play stands within n squares
// of f.
func enemyWithin(s *rules.State, f *rules.Figure, n int) bool { return nearestEnemy(s, f) <= n }

// cohesive filters an exploring move: it keeps f within reach of the
// party, or brings it nearer it than it stands. Reach is three squares
// from the nearest other hero in play.
const reach = 3

func cohesive(s *rules.State, f *rules.Figure, to board.Pos) bool {
	d := nearestAlly(s, f, to)
	return d <= reach || d >= 1<<30 || d < nearestAlly(s, f, f.At)
}

// freeHandOption is the weapon a spellcaster with both hands full takes
// up to free one for his spells (page 38: casting needs a free hand), or
// -1: a one-handed weapon in place of the two-handed one he holds, while
// he has mana for a spell that strikes or heals and an enemy is about.
// An archer keeps his bow: it shoots better than his spells.
func freeHandOption(s *rules.State, f *rules.Figure, opts []rules.Option) int {
	if f.FreeHand() || holdsRanged(f) || nearestEnemy(s, f) >= 1<<30 {
		return -1
	}
	castable := false
	for i := range f.Spells {
		sp := &f.Spells[i]
		switch sp.Effect.ID {
		case rules.EffectProjectile, rules.EffectDamage, rules.EffectHeal:
			castable = castable || sp.Missing == "" && f.ManaLeft() >= sp.Mana && sp.Casts < rules.CastsPerSpell(f.Sorcery())
		}
	}
	if !castable {
		return -1
	}
	for i := range f.Items {
		if it := &f.Items[i]; it.Place == rules.InHand && it.Hands < 2 {
			return -1 // two one-handed items: taking up another frees nothing
		}
	}
	for k, o := range opts {
		if w, ok := o.Command.(rules.Wield); ok && w.Item >= 0 && w.Item < len(f.Items) && f.Items[w.Item].Hands == 1 && f.Items[w.Item].Kind == rules.ItemMelee {
			return k
		}
	}
	return -1
}

// weaponSwap is the Quick Action that puts the right weapon in hand, or
// -1: a melee weapon for a hero fighting in melee with none in hand (a
// bow in hand fights unarmed), a ranged one for a better shot than
// fighter with enemies about but none beside him.
func weaponSwap(s *rules.State, f *rules.Figure, opts []rules.Option) int {
	melee := false
	for _, k := range f.MeleeWeapons() {
		// A javelin fights in melee, but a hero with a true melee weapon
		// in his pack draws it.
		melee = melee || !f.Items[k].Natural && f.Items[k].Kind == rules.ItemMelee
	}
	engaged := find(opts, "attack:") >= 0
	var want rules.ItemKind
	switch {
	case engaged && !melee:
		want = rules.ItemMelee
	case !engaged && !holdsRanged(f) && f.Attrs().ShootingSkill > f.Attrs().CombatSkill && find(opts, "shoot:") < 0 && enemyWithin(s, f, 10) && nearestEnemy(s, f) > 1:
		want = rules.ItemRanged
	default:
		return -1
	}
	for k, o := range opts {
		if w, ok := o.Command.(rules.Wield); ok && w.Item >= 0 && w.Item < len(f.Items) && f.Items[w.Item].Kind == want {
			return k
		}
	}
	return -1
}

// healing reports whether healing may still come to f: a healing potion
// he carries, or an ally in play who may still cast a healing spell.
// Without it, stepping back only leaves the allies to fight alone.
func healing(s *rules.State, f *rules.Figure) bool {
	for i := range f.Items {
		if f.Items[i].Effect == "heal" {
			return true
		}
	}
	for i := range s.Figures {
		a := &s.Figures[i]
		if a.Side == f.Side && a.ID != f.ID && a.Present() && healer(a) {
			return true
		}
	}
	return false
}

// woundable reports whether f's weapon item k (-1: none named) may wound
// t at all: an Ethereal enemy only by magic weapons (those worth Value
// Points), spell-enhanced attacks or a flaming weapon (page 115, R707).
// Spells always may. A hero who struck an Ethereal wraith with a plain
// sword ten turns in a row showed the need.
func woundable(f, t *rules.Figure, k int) bool {
	if !t.HasSkill("ethereal") || f.HasSkill("spell_enhanced_attacks") {
		return true
	}
	for _, b := range f.Boons {
		if b.Flaming {
			return true
		}
	}
	if k >= 0 && k < len(f.Items) {
		return f.Items[k].VP > 0
	}
	for i := range f.Items {
		if it := &f.Items[i]; it.Weapon() && it.Place == rules.InHand && it.VP > 0 {
			return true
		}
	}
	return false
}
