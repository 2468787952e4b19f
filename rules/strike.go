package rules

import (
	"fmt"
	"strconv"

	"dun/board"
)

// An attack in progress (pages 34-43). Melee attacks and shots share one
// course once their rolls are made:
//
//	rolls      the opposed Combat Skill roll, or the Shooting Skill test;
//	           Fortune may reroll each roll once (page 14), the hero who is
//	           losing deciding first
//	block      a hit target with a shield may try to block it (page 43)
//	damage     the damage roll and the extra effects of the hit (page 41-42)
//	push       the winner of a melee round may push (page 36)
//	follow     the attacker may take the square the target left
//
// Each step may wait for a prompt; the Strike on the state says where the
// attack stands, so the answer resumes it (advanceStrike).

// StrikeStep is where an attack in progress stands.
type StrikeStep uint8

// The steps of an attack, in order.
const (
	StepRolls StrikeStep = iota
	StepBlock
	StepDamage
	StepPush
	StepFollow
	StepDone
	// StepReact: the defender is asked which reactions it declares,
	// before any roll (PromptReaction).
	StepReact
	// StepCounter: the defender foresaw the attack and strikes back.
	StepCounter
	// StepFear: the Courage tests against Fearsome foes come first, then
	// the reactions and the rolls of a melee attack.
	StepFear
)

var strikeStepNames = [...]string{"rolls", "block", "damage", "push", "follow", "done", "react", "counter", "fear"}

func (s StrikeStep) String() string {
	if int(s) < len(strikeStepNames) {
		return strikeStepNames[s]
	}
	return fmt.Sprintf("step(%d)", s)
}

// MarshalText writes the step's name.
func (s StrikeStep) MarshalText() ([]byte, error) {
	if int(s) >= len(strikeStepNames) {
		return nil, fmt.Errorf("invalid strike step %d", s)
	}
	return []byte(strikeStepNames[s]), nil
}

// UnmarshalText reads a step by its name.
func (s *StrikeStep) UnmarshalText(b []byte) error {
	for i, n := range strikeStepNames {
		if n == string(b) {
			*s = StrikeStep(i)
			return nil
		}
	}
	return fmt.Errorf("unknown strike step %q", b)
}

// Strike is an attack in progress.
type Strike struct {
	Ranged bool `json:"ranged,omitempty"`
	// Defensive: a defensive shot at a charging enemy (defensive.go).
	Defensive bool   `json:"defensive,omitempty"`
	Attacker  string `json:"attacker"`
	Target    string `json:"target"`
	// Item is the index of the weapon in the attacker's Items, -1 when it
	// fights unarmed.
	Item int        `json:"item"`
	Step StrikeStep `json:"step"`
	// Attack is the attacker's roll: Combat Skill in melee, the Shooting
	// Skill test at range. Defence is the defender's Combat Skill roll.
	Attack  RollRecord  `json:"attack"`
	Defence *RollRecord `json:"defence,omitempty"`
	// A Fortune point rerolls each roll at most once (page 14); a side
	// that kept the rolls is not asked again until the other side rerolls.
	AttackRerolled   bool `json:"attack_rerolled,omitempty"`
	DefenceRerolled  bool `json:"defence_rerolled,omitempty"`
	AttackerDeclined bool `json:"attacker_declined,omitempty"`
	DefenderDeclined bool `json:"defender_declined,omitempty"`
	// AttackEncouraged and DefenceEncouraged: the attacker, or the
	// defender, was asked whether an ally's Encouraging rolls its losing
	// roll again (encouraging_strike.go).
	AttackEncouraged  bool `json:"attack_encouraged,omitempty"`
	DefenceEncouraged bool `json:"defence_encouraged,omitempty"`
	// Behind: an attack from the target's back or on a knocked-down
	// target: +1, and no shield (pages 33, 35, 37).
	Behind bool `json:"behind,omitempty"`
	// Auto: the target is stationary and is hit without a roll (page 37).
	Auto bool `json:"auto,omitempty"`
	// Hit is set once the rolls are final and the attack hit; Struck is
	// the figure hit (a shot may hit an ally of the shooter instead, page
	// 35). Criticals are the hit's (page 41); NoCriticalDice marks a shot
	// past half range, whose criticals add no dice (page 35).
	Hit            bool   `json:"hit,omitempty"`
	Struck         string `json:"struck,omitempty"`
	Criticals      int    `json:"criticals,omitempty"`
	NoCriticalDice bool   `json:"no_critical_dice,omitempty"`
	// Winner of the melee round; Blunder marks the attacker's critical
	// failure, which ends its activation (pages 35-36).
	Winner  string `json:"winner,omitempty"`
	Blunder bool   `json:"blunder,omitempty"`
	// Blocked: the target's shield stopped the hit (page 43); ShieldBroke:
	// it broke doing so, and one damage die gets through.
	Blocked     bool `json:"blocked,omitempty"`
	ShieldBroke bool `json:"shield_broke,omitempty"`
	// EndsActivation: the activation in progress ends with the attack (a
	// blunder, a failed disengagement, pages 32-36).
	EndsActivation bool `json:"ends_activation,omitempty"`
	// Pusher is the figure that may push the other after the round.
	Pusher string `json:"pusher,omitempty"`
	// Vacated is the square the target left (pushed or knocked out), which
	// the attacker may take (page 36).
	Vacated *board.Pos `json:"vacated,omitempty"`
	// Skills are the active skills the attacker declared for this attack
	// (page 110); DefenceSkills the reactions the defender declared.
	Skills        []string `json:"skills,omitempty"`
	DefenceSkills []string `json:"defence_skills,omitempty"`
	// Counter: the defender foresaw the attack and hits the attacker
	// (Foresight).
	Counter bool `json:"counter,omitempty"`
	// Thrust: the attacker thrusts with his bastard sword
	// (weapon_thrust.go).
	Thrust bool `json:"thrust,omitempty"`
	// WeaponBlock: the figure hit blocks with its weapon (Blocking).
	WeaponBlock bool `json:"weapon_block,omitempty"`
	// Feared lists the figures whose Courage test against a Fearsome foe
	// is settled for this attack (page 116).
	Feared []string `json:"feared,omitempty"`
	// GuardAsked: the target's bodyguards were asked; Guard is the one that
	// gives it +1 in defence (Bodyguard).
	GuardAsked bool   `json:"guard_asked,omitempty"`
	Guard      string `json:"guard,omitempty"`
	// Splash lists the figures next to the one a thrown flask hit that its
	// burst has still to reach (flask.go), dealt after the hit's damage.
	Splash []string `json:"splash,omitempty"`
}

func (st Strike) clone() Strike {
	st.Attack = st.Attack.clone()
	// Replaced, appended to or taken from the front, never written in
	// place (cow.go).
	st.Skills = sharedOrNil(st.Skills)
	st.DefenceSkills = sharedOrNil(st.DefenceSkills)
	st.Feared = sharedOrNil(st.Feared)
	st.Splash = sharedOrNil(st.Splash)
	if st.Defence != nil {
		d := st.Defence.clone()
		st.Defence = &d
	}
	if st.Vacated != nil {
		v := *st.Vacated
		st.Vacated = &v
	}
	return st
}

// ruleStrike names the damage of a hit; ruleWallDie the extra die of a
// push against a wall (page 36).
const (
	ruleStrike   = "strike"
	ruleWallDie  = "strike_wall"
	ruleBlock    = "block"
	ruleBreaking = "breaking"
)

func init() {
	blowFollowUps[ruleWallDie] = afterStrikeBlow // ruleStrike's: afterStrikeHit
}

// strikeFigures returns the indexes of the attack's attacker and target.
func (e *env) strikeFigures() (ai, ti int, err error) {
	st := e.s.Strike
	ai, ti = e.s.figure(st.Attacker), e.s.figure(st.Target)
	if ai < 0 {
		return 0, 0, unknownFigure(st.Attacker)
	}
	if ti < 0 {
		return 0, 0, unknownFigure(st.Target)
	}
	return ai, ti, nil
}

// beginStrike starts an attack whose first rolls are made.
func (e *env) beginStrike(st Strike) error {
	e.s.Strike = &st
	return e.advanceStrike()
}

// advanceStrike carries the attack in progress on until it waits for an
// answer or ends.
func (e *env) advanceStrike() error {
	for steps := 0; steps < 64; steps++ {
		st := e.s.Strike
		if st == nil || e.s.Prompt != nil {
			return nil
		}
		ai, ti, err := e.strikeFigures()
		if err != nil {
			return err
		}
		switch st.Step {
		case StepRolls:
			if st.Auto {
				st.Hit, st.Struck, st.Step = true, st.Target, StepBlock
				e.emit(StruckAutomatically{Attacker: st.Attacker, Target: st.Target})
				continue
			}
			if e.offerAmbush(ai, ti) || e.offerEncouragedStrike(ai, ti) || e.offerStrikeFortune(ai, ti) {
				return nil
			}
			if err := e.settleStrikeRolls(ai, ti); err != nil {
				return err
			}
		case StepBlock:
			if st.Ranged && st.Hit && !st.GuardAsked && e.offerShotGuard(ai) {
				return nil
			}
			st.Step = StepDamage
			if !st.Hit {
				st.Step = StepPush
				continue
			}
			if e.offerBlock(ai) {
				return nil
			}
		case StepDamage:
			st.Step = StepPush
			si := e.s.figure(st.Struck)
			if si < 0 || !e.s.Figures[si].Present() {
				continue
			}
			// A flask bursts on whoever it hits, whatever his shield does
			// (R1243).
			st.Splash = e.flaskSplash(si)
			if e.flaskSpares(si) {
				continue
			}
			stationary := e.s.Figures[si].Conditions.Has(Stationary)
			if st.Blocked && !st.ShieldBroke {
				e.strikeEffectsOnly(ai, si)
				if stationary {
					e.lose(si, Stationary, 0)
				}
				continue
			}
			if e.warded(ai, si) {
				if stationary {
					e.lose(si, Stationary, 0)
				}
				continue
			}
			if !st.Blocked && e.martialArts(ai, si) {
				if e.s.Figures[si].Leader() {
					// A Leader is never knocked down this way (page 111).
					st.Step = StepDamage
					return e.martialArtsBlow(ai, si, OptionDamageStun)
				}
				e.offerMartialArts(ai, si)
				return nil
			}
			b := e.strikeBlow(ai, si)
			if stationary {
				// Being hit by an enemy ends the condition (page 42); this
				// hit still counts it.
				e.lose(si, Stationary, 0)
			}
			if st.Blocked {
				// The shield broke blocking: one damage die gets through
				// (page 43).
				b.Dice, b.Modifiers = 1, nil
			}
			return e.damage(b)
		case StepPush:
			if b, ok := e.nextSplash(ai); ok {
				return e.damage(b)
			}
			st.Step = StepFollow
			if e.offerPush(ai, ti) {
				return nil
			}
		case StepFollow:
			st.Step = StepDone
			if e.offerFollow(ai, ti) {
				return nil
			}
		case StepCounter:
			st.Step = StepPush
			if b, ok := e.counterBlow(ai, ti); ok {
				return e.damage(b)
			}
		case StepReact:
			return refuse(CodeBadState, "the attack waits for the defender's reactions", "el ataque espera las reacciones del defensor")
		case StepFear:
			if done, err := e.fearTests(ai, ti); !done || err != nil {
				return err
			}
			if e.s.Strike != st {
				return nil // the attack was called off
			}
			if !st.Ranged && !st.Auto && !st.GuardAsked && e.offerGuard(ai, ti) {
				return nil
			}
			st.Step = StepRolls
			if st.Ranged {
				if err := e.shotRoll(st); err != nil {
					return err
				}
				continue
			}
			if st.Auto {
				continue
			}
			if e.offerReactions(st, ti, ai) {
				return nil
			}
			if err := e.meleeRolls(st); err != nil {
				return err
			}
		case StepDone:
			return e.endStrike()
		}
	}
	return refuse(CodeBadState, "the attack does not settle", "el ataque no se resuelve")
}

// afterStrikeBlow resumes the attack once its damage is settled, noting
// the square a knocked-out target left.
func afterStrikeBlow(e *env, r BlowResult) error {
	if e.s.Strike == nil {
		return nil
	}
	if err := settleStrikeBlow(e, r); err != nil {
		return err
	}
	return e.advanceStrike()
}

// settleStrikeBlow is what follows a blow of the attack before the attack
// goes on: a defensive shot's stop, the skills that act on a wound, a
// critical's disarm, the square a knocked-out target left.
func settleStrikeBlow(e *env, r BlowResult) error {
	st := e.s.Strike
	if st.Defensive && r.Target == st.Target && r.Wounds > 0 {
		// A wound stops the advance; a Large or Huge mover only on a
		// double 6 (page 35).
		if ti := e.s.figure(st.Target); ti >= 0 && e.s.Active != nil && e.s.Active.Charge != nil &&
			(e.s.Figures[ti].Size < SizeLarge || st.Attack.Double6()) {
			e.s.Active.Charge.Stopped = true
		}
	}
	if err := e.afterWound(r); err != nil {
		return err
	}
	e.critDisarm(r)
	if r.KnockedOut && r.Target == st.Target {
		if ti := e.s.figure(st.Target); ti >= 0 {
			at := e.s.Figures[ti].At
			st.Vacated = &at
		}
	}
	return nil
}

// endStrike closes the attack; a blunder or a failed disengagement ends
// the activation in progress with it (pages 32-36).
func (e *env) endStrike() error {
	st := e.s.Strike
	e.s.Strike = nil
	e.spendFlask(st)
	e.emit(StrikeEnded{Attacker: st.Attacker, Target: st.Target, Hit: st.Hit, Struck: st.Struck})
	// A blunder or a failed disengagement ends the activation, and so
	// does the active figure being knocked out (a defender who foresaw the
	// attack, a defensive shot).
	if a := e.s.Active; a != nil {
		if fi := e.s.figure(a.Figure); st.EndsActivation || fi >= 0 && !e.s.Figures[fi].Present() {
			e.endActivation()
			return nil
		}
	}
	e.momentum(st)
	return e.continueCharge()
}

// momentum gives an attacker with attacks left but no Movement and no
// enemy within reach (a push parted them) one more square to go on
// fighting (page 33), once per activation.
func (e *env) momentum(st *Strike) {
	a := e.s.Active
	if a == nil || a.Figure != st.Attacker || st.Ranged || a.Momentum || a.Remaining() > 0 {
		return
	}
	ai := e.s.figure(st.Attacker)
	if ai < 0 {
		return
	}
	ctx := rollCtx{s: e.s, fi: ai, oi: -1, kind: RollMeleeAttack, attr: CombatSkill, item: strikeItem(&e.s.Figures[ai], st.Item)}
	if a.Attacks >= maxAttacksOf(&ctx) || enemyAdjacent(e.s, ai, e.s.Figures[ai].At) {
		return
	}
	a.Momentum = true
	a.Allowance++
	e.emit(MomentumGained{Figure: st.Attacker, Allowance: a.Allowance})
}

// MomentumGained: an attacker with attacks left got one more square of
// Movement to reach an enemy again (page 33).
type MomentumGained struct {
	Figure    string `json:"figure"`
	Allowance int    `json:"allowance"`
}

func (MomentumGained) EventType() string { return "momentum_gained" }

// maxAttacks is the most attacks one figure makes in an activation,
// whatever its weapons and skills (page 34).
const maxAttacks = 3

// maxAttacksOf is the number of melee attacks the figure of roll c may
// make with its Action: one, more with the skills that grant them (its
// passive ones and the active ones declared), never above 3.
func maxAttacksOf(c *rollCtx) int {
	if chargeDeclared(c) {
		return 1 // Unstoppable Charge: a single attack that turn (page 111)
	}
	n := baseAttacksOf(c)
	if a := c.s.Active; a != nil && a.Figure == c.f().ID {
		n += len(a.Granted)
	}
	return min(n, maxAttacks)
}

// baseAttacksOf is the attacks of the figure of roll c before any granted
// during the Action.
func baseAttacksOf(c *rollCtx) int {
	return 1 + berserkAttacks(c) + extraFrom(c, func(k *skill) func(c *rollCtx) int { return k.attacks })
}

// strikeEffectsOnly applies the extra effects of a blocked hit: a shield
// stops the damage, not the knock-down (page 43).
func (e *env) strikeEffectsOnly(ai, si int) {
	for _, c := range e.hitEffects(ai, si) {
		e.gain(si, c)
	}
}

// hitEffects are the extra effects of the attack's hit on figure si
// (page 42, HitEffect).
func (e *env) hitEffects(ai, si int) []Condition {
	st := e.s.Strike
	a, t := &e.s.Figures[ai], &e.s.Figures[si]
	var out []Condition
	c, ok := HitEffect(a.Size, t.Size, st.Criticals, t.Leader())
	if ok && c == Stunned {
		if it := critStunWard(t); it != nil {
			e.emit(ItemPowerUsed{Figure: t.ID, ItemName: it.Name, What: Text{En: "not stunned by the criticals", Es: "no queda aturdido por los críticos"}})
			ok = false
		}
	}
	if ok && !(c == KnockedDown && spinning(st)) {
		out = append(out, c)
	}
	if (chargeKnocksDown(st, a, t) || rockKnocksDown(st, a, t) || spearKnocksDown(e.s, st, ai, si)) && (len(out) == 0 || out[0] != KnockedDown) {
		out = append(out, KnockedDown)
	}
	return out
}

// strikeBlow is the damage of the attack's hit on figure si (page 41):
// the weapon's dice (plus Strength for melee and throwing weapons, the
// Strength alone unarmed), one more per critical unless the shot was past
// half range, the weapon's change to armour, -1 armour for a stationary
// target, +1 for an unarmed attacker.
func (e *env) strikeBlow(ai, si int) Blow {
	st := e.s.Strike
	a := &e.s.Figures[ai]
	b := Blow{Rule: ruleStrike, Target: e.s.Figures[si].ID, By: a.ID, Against: Armour, Effects: e.hitEffects(ai, si)}
	it := strikeItem(a, st.Item)
	switch {
	case it == nil || it.Unarmed:
		b.Dice = lostValue(e.s, a, Strength)
		b.Modifiers = append(b.Modifiers, Modifier{Value: 1, Why: Text{En: "unarmed", Es: "desarmado"}})
	case isFlask(it):
		flaskBlow(it, &b)
	default:
		b.Dice = it.Dice
		if it.PlusStrength {
			b.Dice += lostValue(e.s, a, Strength)
		}
		if v := strikePiercing(st, it); v != 0 {
			b.Modifiers = append(b.Modifiers, Modifier{Value: v, Why: Text{En: "weapon: " + it.Name.En, Es: "arma: " + it.Name.Es}})
		}
		e.magicBlow(a, &e.s.Figures[si], it, &b)
	}
	if !isFlask(it) {
		b.Dice += boonDamage(a) // an apprentice's summoned creature (page 40)
		for _, bn := range a.Boons {
			b.Flaming = b.Flaming || bn.Flaming // a spell's flaming weapon
		}
	}
	h := hitCtx{s: e.s, st: st, ai: ai, ti: si}
	e.skillWeapon(&h, &b)
	if !st.NoCriticalDice && !e.noCriticalDice(&h) && !e.noWeaponCriticalDice(it, &b) {
		b.Dice = DamageDice(b.Dice, st.Criticals)
		e.magicCritDice(a, it, st.Criticals, &b)
	}
	e.weaponCriticals(ai, si, it, &b)
	thrustBlow(st, it, &b)
	if st.Auto && e.s.Figures[si].Conditions.Has(Stationary) {
		b.Modifiers = append(b.Modifiers, Modifier{Value: -1, Why: Text{En: "stationary target", Es: "objetivo inmóvil"}})
	}
	if spearCharge(e.s, st, ai, si) {
		b.Modifiers = append(b.Modifiers, spearArmour)
	}
	behind := st.Behind
	if e.s.Figures[si].ID != st.Target {
		behind = attackFromBehind(e.s, ai, si) // a shot that hit someone else
	}
	weaponTraits(e.s, &b, ai, si, st.Item, it, st.Ranged, behind)
	e.skillBlow(&h, &b)
	return b
}

// strikeItem is the attacker's weapon, nil when it fights unarmed.
func itoa(n int) string { return strconv.Itoa(n) }

func strikeItem(f *Figure, i int) *Item {
	if i == ItemRock {
		return rockItem(f)
	}
	if i < 0 || i >= len(f.Items) {
		return nil
	}
	return &f.Items[i]
}

// breakingRoll rolls 1D6 for item k of figure fi: on the item's breaking
// value or less it breaks (page 41). No Fortune changes it (page 14:
// object rolls). It reports whether the item broke.
func (e *env) breakingRoll(fi, k, value int) (bool, error) {
	f := &e.s.Figures[fi]
	it := &f.Items[k]
	if unbreakable(it) {
		e.emit(ItemPowerUsed{Figure: f.ID, ItemName: it.Name, What: Text{En: "never breaks: no breaking roll", Es: "nunca se rompe: sin tirada de rotura"}})
		return false, nil
	}
	d, err := e.dice.D6(ruleBreaking + ": " + it.Name.En)
	if err != nil {
		return false, diceError(err)
	}
	r := e.record(d, ruleBreaking, f.ID)
	r.Target = value
	e.emit(Rolled{Roll: r.clone()})
	broke := r.Total <= value
	if broke && magicGear(it) {
		// Page 72: the bearer of a magic weapon or shield rolls a failed
		// breaking roll again (R1021: always, as keeping it whole never
		// harms him); page 27 grants it before identification too.
		d, err := e.dice.D6(ruleBreaking + " (" + ruleMagicReroll + "): " + it.Name.En)
		if err != nil {
			return false, diceError(err)
		}
		r = e.record(d, ruleBreaking, f.ID)
		r.Target, r.RerolledBy = value, ruleMagicReroll
		e.emit(Rolled{Roll: r.clone()})
		broke = r.Total <= value
	}
	if broke {
		it = f.editItem(k)
		it.Broken = true
	}
	e.emit(BreakingRolled{Figure: f.ID, Item: k, ItemName: it.Name, Roll: r.Seq, Value: value, Broken: broke})
	return broke, nil
}

// dropItem lets item k of figure fi fall on square at (page 36).
func (e *env) dropItem(fi, k int, at board.Pos) {
	it := e.s.Figures[fi].editItem(k)
	it.Place, it.At = OnGround, at
	e.emit(ItemDropped{Figure: e.s.Figures[fi].ID, Item: k, ItemName: it.Name, At: at})
}
