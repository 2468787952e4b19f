package rules

import "fmt"

// Rules for solo heroes (page 65): a quest played by one hero (State.Solo,
// set by WithSolo; his mercenaries and pets are companions, not heroes,
// and do not make a second one, R1161). The rules here play the hero's
// side of them: more permanent Fortune, which his companions spend as
// their own; twice the coins he may carry; two more casts of each spell;
// potions and rope his companions carry and use; his Achievement points
// doubled at the end of the quest; Safety Zones of radius three
// (darkcard_react.go). The Dark Player's side (Wandering Creature groups,
// the Power die in the Main Room) is the ADP planner's (adp/).

// SoloCoins is what a solo hero may carry (page 65: twice page 79's).
const SoloCoins = 2 * MaxCoins

// SoloCasts is how many more times a solo spellcaster casts each spell in
// a quest (page 65).
const SoloCasts = 2

// SoloFortune is the permanent Fortune page 65 adds to solo hero f: 3, 2
// for a Large or Invulnerable hero, 4 for a Small one.
func SoloFortune(f *Figure) int {
	switch {
	case f.Size >= SizeLarge || f.HasSkill("invulnerable"):
		return 2
	case f.Size == SizeSmall:
		return 4
	}
	return 3
}

// WithSolo returns s played under the rules for solo heroes: its one hero
// gets SoloFortune more permanent Fortune. It refuses a state with no hero
// or more than one, and one already solo.
func WithSolo(s State) (State, error) {
	if s.Solo {
		return State{}, fmt.Errorf("the game is played by a solo hero already")
	}
	hi := soloHero(&s)
	if hi < 0 {
		return State{}, fmt.Errorf("a solo game is played by exactly one hero")
	}
	s = s.Clone()
	s.Solo = true
	f := &s.Figures[hi]
	f.EditAttrs().Fortune = min(f.Attrs().Fortune+SoloFortune(f), attrLimit)
	return s, nil
}

// soloHero is the index of the one hero of s, or -1 when there is none
// or more than one.
func soloHero(s *State) int {
	hi := -1
	for i := range s.Figures {
		if s.Figures[i].Hero() {
			if hi >= 0 {
				return -1
			}
			hi = i
		}
	}
	return hi
}

// checkSolo: a solo game has one hero.
func (s *State) checkSolo() error {
	if s.Solo && soloHero(s) < 0 {
		return fmt.Errorf("a solo game is played by exactly one hero")
	}
	return nil
}

// fortuneOf is the figure whose Fortune points figure f spends: a hero's
// own, and in a solo game a companion's owner's (page 65: the hero's
// Fortune is for the group's use); nil for anyone else.
func fortuneOf(s *State, f *Figure) *Figure {
	if f.Hero() {
		return f
	}
	if s.Solo && f.Owner() != "" && f.Side == Heroes {
		if oi := s.figure(f.Owner()); oi >= 0 && s.Figures[oi].Hero() {
			return &s.Figures[oi]
		}
	}
	return nil
}

// fortuneLeft is the Fortune points figure f may spend (fortuneOf).
func fortuneLeft(s *State, f *Figure) int {
	if b := fortuneOf(s, f); b != nil {
		return b.FortuneLeft()
	}
	return 0
}

// coinLimit is the coins figure f carries without excess (page 79; page
// 65 doubles a solo hero's).
func coinLimit(s *State, f *Figure) int {
	if s.Solo && f.Hero() {
		return SoloCoins
	}
	return MaxCoins
}

// soloShared reports whether item it is one a solo hero's companion may
// carry and use as the hero would (page 65: his potions and rope).
func soloShared(s *State, it *Item) bool {
	return s.Solo && (it.ID == "rope" || (it.Kind == ItemObject && drinkable(it)))
}

// doubleSoloAchievements doubles the heroes' counter as the quest of a
// solo hero ends (page 65).
func (e *env) doubleSoloAchievements() {
	if !e.s.Solo || e.s.Achievements.Heroes <= 0 {
		return
	}
	e.score(Heroes, e.s.Achievements.Heroes, ScoredSolo, "", "",
		Text{En: "a solo hero's points are doubled at the end of the quest", Es: "los puntos de un héroe en solitario se doblan al final de la misión"})
}
