package rules

import "fmt"

// What a find does to the figure that makes it, besides coins and
// objects (page 73: "carefully read the contents of the card and apply
// what is described on it"). A row of a search table (or a Treasure card)
// may carry one FindEffect, so that a nest of rats bites, a flask of
// fumes poisons and a fountain heals instead of only saying so (R933):
//
//   - find_harm: Dice damage dice against Against (Armour unless the row
//     says Natural Armour), fire when Fire;
//   - find_condition: the figure gains Condition (its immunities hold);
//   - find_heal: Amount Vitality back, all that was lost when 0;
//   - find_fortune: Amount Fortune points for a hero, for the rest of
//     the quest (a negative Amount takes them away, never below none
//     left);
//   - find_mana: Amount Mana points back (negative: spent), within the
//     figure's Mana.
//
// An element used by several heroes (a fountain) gives each of them the
// same effect (page 25); coins and objects were taken by the first.

// The find effects' IDs.
const (
	EffectFindHarm      = "find_harm"
	EffectFindCondition = "find_condition"
	EffectFindHeal      = "find_heal"
	EffectFindFortune   = "find_fortune"
	EffectFindMana      = "find_mana"
)

// ruleFindHarm is the blow of a find that hurts.
const ruleFindHarm = "find_harm"

func init() {
	// The search is over once the blow is settled: nothing resumes.
	blowFollowUps[ruleFindHarm] = func(*env, BlowResult) error { return nil }
}

// FindEffect is the effect of a find (see above).
type FindEffect struct {
	ID        string    `json:"id"`
	Dice      int       `json:"dice,omitempty"`
	Against   Attribute `json:"against"`
	Fire      bool      `json:"fire,omitempty"`
	Condition Condition `json:"condition"`
	Amount    int       `json:"amount,omitempty"`
}

// maxFindAmount bounds the numbers of a find effect.
const maxFindAmount = 20

func (x *FindEffect) check() error {
	if x.Amount < -maxFindAmount || x.Amount > maxFindAmount {
		return fmt.Errorf("treasure: find effect %s of %d", x.ID, x.Amount)
	}
	switch x.ID {
	case EffectFindHarm:
		if x.Dice < 1 || x.Dice > maxFindAmount || x.Against != Armour && x.Against != NaturalArmour {
			return fmt.Errorf("treasure: find_harm of %d dice against %s", x.Dice, x.Against)
		}
	case EffectFindCondition:
		if x.Condition >= KnockedOut {
			return fmt.Errorf("treasure: find_condition gives no condition a find may give (%s)", x.Condition)
		}
	case EffectFindHeal:
		if x.Amount < 0 {
			return fmt.Errorf("treasure: find_heal of %d", x.Amount)
		}
	case EffectFindFortune, EffectFindMana:
		if x.Amount == 0 {
			return fmt.Errorf("treasure: %s of 0 points", x.ID)
		}
	default:
		return fmt.Errorf("treasure: unknown find effect %q", x.ID)
	}
	return nil
}

// PointsChanged: a find gave a figure Fortune or Mana points (Change
// above 0) or took them (below 0); Left is what it has left now.
type PointsChanged struct {
	Figure string    `json:"figure"`
	Points Attribute `json:"points"`
	Change int       `json:"change"`
	Left   int       `json:"left"`
}

func (PointsChanged) EventType() string { return "points_changed" }

// findEffect applies effect x of a find to figure fi. A harm is a blow,
// which may ask for Fortune: it comes last.
func (e *env) findEffect(fi int, x *FindEffect) error {
	if x == nil {
		return nil
	}
	f := &e.s.Figures[fi]
	if !f.Present() {
		return nil
	}
	switch x.ID {
	case EffectFindHarm:
		return e.damage(Blow{Rule: ruleFindHarm, Target: f.ID, Dice: x.Dice, Against: x.Against, Flaming: x.Fire})
	case EffectFindCondition:
		e.gain(fi, x.Condition)
	case EffectFindHeal:
		n := x.Amount
		if n == 0 {
			n = int(f.Wounds)
		}
		e.heal(fi, n)
	case EffectFindFortune:
		// Only heroes have Fortune (page 14, note 2). Fortune gained in a
		// quest is temporary: it joins the hero's Fortune for the rest of
		// the quest, as the Dark Player's Fortune card does; a loss takes
		// what is left, never more.
		if !f.Hero() {
			return nil
		}
		change := x.Amount
		if change > 0 {
			change = min(change, attrLimit-f.Attrs().Fortune)
			f.EditAttrs().Fortune += change
		} else {
			change = -min(-change, f.FortuneLeft())
			f.SetFortuneUsed(f.FortuneUsed() - change)
		}
		if change != 0 {
			e.emit(PointsChanged{Figure: f.ID, Points: Fortune, Change: change, Left: f.FortuneLeft()})
		}
	case EffectFindMana:
		change := x.Amount
		if change > 0 {
			change = min(change, int(f.ManaUsed))
		} else {
			change = -min(-change, max(f.Attrs().Mana-int(f.ManaUsed), 0))
		}
		if change != 0 {
			f.ManaUsed -= int32(change)
			e.emit(PointsChanged{Figure: f.ID, Points: Mana, Change: change, Left: max(f.Attrs().Mana-int(f.ManaUsed), 0)})
		}
	}
	return nil
}
