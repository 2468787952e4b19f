package rules

// Boosts of the Dark Player's power cards that last a turn or a combat
// (Rally), and boosts for every creature of a section. A card's boost for
// good changes the creature's attributes (darkcard_effects.go); one that
// ends is a boon, as a spell's bonuses are (spell.go): a modifier to the
// attribute, or a skill, with the card's name, Roll 0 (no spell's) and
// Until "turn" or "combat". "turn" ends at the end of the turn it was
// played in (the Dark Player's own); "combat" at the first turn that
// begins with no combat, so a boost played outside a combat lasts the
// turn (R534). A card that raises Courage also ends Frightened on each
// creature it raises (Rally's "no longer Frightened"): the fear is what
// the Courage stands against (R534). A section card acts on every one of
// the Dark Player's creatures in play in the section of the creature
// named, that one included.

const (
	untilTurn    = "turn"
	untilCombat  = "combat"
	untilRemoved = "removed"
)

// boostTargets are the creatures card c acts on when played on ti.
func boostTargets(s *State, c *DarkCard, ti int) []int {
	if !c.Flag("section") {
		return []int{ti}
	}
	sec := s.Board.Square(s.Figures[ti].At).Section
	var out []int
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.Side == Dark && f.Present() && s.Board.Square(f.At).Section == sec {
			out = append(out, i)
		}
	}
	return out
}

// lastingBoon is whether card c's boost ends with a turn or a combat,
// rather than being Movement for the activation or for good.
func lastingBoon(c *DarkCard) bool {
	u := c.Word("until")
	if u == untilRemoved || u == "" {
		return false
	}
	return c.Effect == "card_grant_skill" || c.Word("attribute") != "movement"
}

// cardBoon gives creature ti card c's boost until the card says.
func (e *env) cardBoon(c *DarkCard, ti int) {
	f := &e.s.Figures[ti]
	b := Boon{Why: Text{En: c.Name.En, Es: c.Name.Es}, Until: c.Word("until")}
	if c.Effect == "card_grant_skill" {
		b.Skill = c.Word("skill")
		f.Boons = append(f.Boons, b)
		e.emit(SkillGranted{Figure: f.ID, Skill: b.Skill, Why: b.Why})
		return
	}
	b.Attribute, b.Value = boostAttribute(c.Word("attribute")), c.Int("value")
	f.Boons = append(f.Boons, b)
	e.emit(BoonGained{Figure: f.ID, Spell: c.ID, Boon: b})
	if b.Attribute == Courage && b.Value > 0 && f.Conditions.Has(Frightened) {
		e.lose(ti, Frightened, 0)
	}
}

// boostAttribute is the attribute a card's boost names.
func boostAttribute(w string) Attribute {
	switch w {
	case "strength":
		return Strength
	case "shooting":
		return ShootingSkill
	case "combat":
		return CombatSkill
	case "mana":
		return Mana
	case "movement":
		return Movement
	case "courage":
		return Courage
	}
	return Armour
}

// endCardBoons ends the cards' boons lasting until.
func (e *env) endCardBoons(until string) {
	for i := range e.s.Figures {
		f := &e.s.Figures[i]
		for k := 0; k < len(f.Boons); {
			b := f.Boons[k]
			if b.Roll != 0 || b.Until != until {
				k++
				continue
			}
			f.Boons = append(f.Boons[:k:k], f.Boons[k+1:]...)
			e.emit(BoonEnded{Figure: f.ID, Attribute: b.Attribute, Value: b.Value, Skill: b.Skill, Why: b.Why})
		}
		if len(f.Boons) == 0 {
			f.Boons = nil
		}
	}
}

// BoonEnded: a card's bonus or skill ended with the turn or the combat.
type BoonEnded struct {
	Figure    string    `json:"figure"`
	Attribute Attribute `json:"attribute,omitempty"`
	Value     int       `json:"value,omitempty"`
	Skill     string    `json:"skill,omitempty"`
	Why       Text      `json:"why"`
}

func (BoonEnded) EventType() string { return "boon_ended" }
