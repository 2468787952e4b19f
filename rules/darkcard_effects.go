package rules

import (
	"fmt"
	"slices"
	"sort"

	"dun/board"
)

// What the Dark Player's cards do. A card names one effect; its numbers
// and words are the card's parameters (CardParam). Traps become Traps of
// the exploration layout, set off and detected and disarmed as the quest
// sheet's traps are (trap.go); powers change one of his creatures through
// its attributes, skills and wounds; encounters place creatures
// (encounter.go). The effects the rules cannot play yet are listed in
// cardWaiting with the reason, and a card naming one is refused.

// EffectParam describes one parameter of a card effect, as content
// packs declare them.
type EffectParam struct {
	Name     string
	Type     string // "int", "bool" or "string"
	Required bool
	Values   []string
}

// CardEffectInfo is one card effect the rules know of.
type CardEffectInfo struct {
	ID          string
	Implemented bool
	// Waiting is why it is not implemented yet.
	Waiting string
	Params  []EffectParam
}

var cardEffectParams = map[string][]EffectParam{
	"card_trap_strike": {{Name: "dice", Type: "int", Required: true}, {Name: "heavy_armor_dice", Type: "int"}, {Name: "armor_modifier", Type: "int"},
		{Name: "radius", Type: "int"}, {Name: "area_dice", Type: "int"},
		{Name: "condition", Type: "string", Values: []string{"knocked_down", "stunned", "poisoned", "diseased", "frightened", "stationary"}},
		{Name: "fire", Type: "bool"}, {Name: "poison", Type: "bool"}, {Name: "blockable", Type: "bool"}},
	"card_pit":    {{Name: "dice", Type: "int", Required: true}, {Name: "squares", Type: "int", Required: true}},
	"locked_door": nil,
	"card_riddle": {{Name: "modifier", Type: "int"}},
	"spawn_encounter": {{Name: "column", Type: "string", Required: true,
		Values: []string{"wandering_creature", "enemy_spotted", "ambush", "reinforcements", "special_creature"}}},
	"fortune_point": nil,
	"card_boost": {{Name: "attribute", Type: "string", Required: true, Values: []string{"armor", "strength", "shooting", "combat", "mana", "movement", "courage"}},
		{Name: "value", Type: "int", Required: true}, {Name: "until", Type: "string", Required: true, Values: []string{"turn", "combat", "removed"}},
		{Name: "section", Type: "bool"}},
	"card_grant_skill":   {{Name: "skill", Type: "string", Required: true}, {Name: "until", Type: "string", Required: true, Values: []string{"turn", "combat", "removed"}}},
	"heal":               {{Name: "vitality", Type: "int", Required: true}},
	"card_alarm":         {{Name: "draw", Type: "int", Required: true}},
	"card_darkness":      {{Name: "complete", Type: "bool"}},
	"card_reroll":        {{Name: "rolls", Type: "int", Required: true}},
	"card_counterspell":  {{Name: "roll", Type: "int", Required: true}},
	"card_extra_actions": {{Name: "actions", Type: "int", Required: true}},
	"card_spawn_thief":   {{Name: "distance", Type: "int", Required: true}},
	"card_snare":         {{Name: "tests", Type: "string", Values: []string{"strength_or_agility"}}},
	"card_escape":        {{Name: "reappear", Type: "string", Values: []string{"next_turn"}}},
	"card_closing_walls": {{Name: "dice", Type: "int", Required: true}, {Name: "turns", Type: "int", Required: true}},
	"card_blocked_access": {{Name: "element", Type: "string", Required: true, Values: []string{"portcullis", "rubble"}},
		{Name: "armor", Type: "int"}, {Name: "vitality", Type: "int"}, {Name: "lift_modifier", Type: "int"}, {Name: "squares", Type: "int"}},
	"card_sealed_access": {{Name: "test", Type: "string", Values: []string{"intelligence"}}, {Name: "modifier", Type: "int"}, {Name: "spellcasters_only", Type: "bool"}},
}

// cardWaiting are the effects of the starter pack's cards the rules do
// not play yet, each with what it waits for. setup's test fails when an
// effect of the pack is neither implemented nor here.
var cardWaiting = map[string]string{}

// cardParamWaiting are the cards whose effect is implemented but whose
// parameters ask for something that waits.
func cardParamWaiting(c *DarkCard) (string, bool) {
	switch c.Effect {
	case "card_boost":
		if c.Word("attribute") == "movement" && (c.Word("until") != untilTurn || c.Flag("section")) {
			return "a Movement boost but for the activation in progress is not played yet", true
		}
	case "card_extra_actions":
		if c.Int("actions") != 1 {
			return "more than one extra Action from one card is not played yet", true
		}
	case "card_reroll":
		if c.Int("rolls") != 1 {
			return "a card rolling more than once again is not played yet", true
		}
	case "card_riddle":
		if c.Int("modifier") != 0 {
			return "a riddle with a modifier to its test is not played yet", true
		}
	}
	return "", false
}

// CardEffectWaiting reports whether the rules wait to implement card
// effect id, and why.
func CardEffectWaiting(id string) (string, bool) {
	why, ok := cardWaiting[id]
	return why, ok
}

// CardWaiting reports whether card c cannot be played yet, and why: its
// effect waits, or the parameters it gives the effect do.
func CardWaiting(c *DarkCard) (string, bool) {
	if why, ok := CardEffectWaiting(c.Effect); ok {
		return why, true
	}
	if _, ok := cardEffectParams[c.Effect]; !ok {
		return "the rules do not know effect " + c.Effect, true
	}
	return cardParamWaiting(c)
}

// CardEffects lists every card effect the rules know of, implemented or
// waiting, in ID order.
func CardEffects() []CardEffectInfo {
	var out []CardEffectInfo
	for id, ps := range cardEffectParams {
		out = append(out, CardEffectInfo{ID: id, Implemented: true, Params: ps})
	}
	for id, why := range cardWaiting {
		out = append(out, CardEffectInfo{ID: id, Waiting: why})
	}
	sort.Slice(out, func(a, b int) bool { return out[a].ID < out[b].ID })
	return out
}

// cardTrap is the trap card c lays on square at (on the Side edge of an
// unexplored door when door is set).
func (e *env) cardTrap(c *DarkCard, at board.Pos, door bool, side board.Side) Trap {
	t := Trap{ID: fmt.Sprintf("card-%d", len(e.s.Dark.Played)), Kind: c.ID, Card: c.ID, At: at, Detect: c.Detect, Disarm: c.Disarm, Door: door, Side: side}
	switch c.Effect {
	case "card_trap_strike":
		t.Dice = min(max(c.Int("dice"), 0), maxTrapDice)
		t.Heavy = min(max(c.Int("heavy_armor_dice"), 0), maxTrapDice)
		t.Armour = min(max(c.Int("armor_modifier"), -6), 6)
		if w := c.Word("condition"); w != "" {
			if k, err := ParseCondition(w); err == nil && k != KnockedOut {
				t.Effects = t.Effects.With(k)
			}
		}
		if c.Flag("poison") {
			t.Effects = t.Effects.With(Poisoned)
		}
		t.Flaming = c.Flag("fire")
		t.Radius = min(max(c.Int("radius"), 0), 3)
		t.AreaDice = min(max(c.Int("area_dice"), 0), maxTrapDice)
		t.Blockable = c.Flag("blockable")
	case "card_snare":
		t.Snare = true
	case "card_closing_walls":
		t.Walls = min(max(c.Int("turns"), 1), maxWallTurns)
		t.WallDice = min(max(c.Int("dice"), 0), maxTrapDice)
	case "card_pit":
		// The pit is one square deep as many levels as the card's dice:
		// the fall deals those dice (R507).
		t.Pit = min(max(c.Int("dice"), 1), 5)
	}
	return t
}

// ruleTrapArea is a trap blow after which figures around its victim are
// still to be hit.
const ruleTrapArea = "trap_area"

func init() {
	blowFollowUps[ruleTrapArea] = afterTrapArea
}

// trapArea notes the figures within the trap's radius of its victim fi,
// who take its area dice once the victim's blow is settled, and returns
// the rule the victim's blow goes under.
func (e *env) trapArea(fi int, t Trap, rule string) string {
	s := e.s
	if t.Radius <= 0 || t.AreaDice <= 0 || s.Dark == nil {
		return rule
	}
	f := &s.Figures[fi]
	var targets []string
	for i := range s.Figures {
		o := &s.Figures[i]
		if i == fi || !o.Present() || baseDistance(f, o) > t.Radius {
			continue
		}
		targets = append(targets, o.ID)
	}
	if len(targets) == 0 {
		return rule
	}
	a := &TrapArea{Card: t.Card, Dice: t.AreaDice, Effects: nilConditions(t.Effects), Flaming: t.Flaming, Targets: targets}
	if rule == ruleTrapBlow {
		a.Ends = f.ID
	}
	s.Dark.Area = a
	return ruleTrapArea
}

func nilConditions(cs Conditions) []Condition {
	if cs == 0 {
		return nil
	}
	return cs.List()
}

// baseDistance is the fewest king's steps between a square of a's base
// and a square of b's.
func baseDistance(a, b *Figure) int {
	best := 1 << 30
	for _, p := range a.Squares(nil) {
		for _, q := range b.Squares(nil) {
			best = min(best, max(absInt(p.X-q.X), absInt(p.Y-q.Y)))
		}
	}
	return best
}

// afterTrapArea deals the trap's next area blow, or, once every figure
// around took its own, ends the activation of the hero who set it off.
func afterTrapArea(e *env, _ BlowResult) error {
	d := e.s.Dark
	if d == nil || d.Area == nil {
		return nil
	}
	a := d.Area
	for len(a.Targets) > 0 {
		id := a.Targets[0]
		a.Targets = a.Targets[1:]
		if i := e.s.figure(id); i >= 0 && e.s.Figures[i].Present() {
			return e.damage(Blow{Rule: ruleTrapArea, Target: id, Dice: a.Dice, Against: Armour, Effects: append([]Condition(nil), a.Effects...), Flaming: a.Flaming})
		}
	}
	ends := a.Ends
	d.Area = nil
	if act := e.s.Active; act != nil && ends != "" && act.Figure == ends {
		e.endActivation()
	}
	return nil
}

// powerFits says whether power card c may act on creature ti.
func powerFits(s *State, c *DarkCard, ti int) *RuleError {
	f := &s.Figures[ti]
	if err := powerBlocked(s, f); err != nil {
		return err
	}
	switch c.Effect {
	case "heal":
		if f.Wounds == 0 {
			return s.refuse(CodeCardPlace, "%s is not wounded", "%s no está herido", f.name())
		}
	case "card_boost":
		switch c.Word("attribute") {
		case "movement":
			// Movement for this turn goes to the activation in progress
			// (R514).
			if a := s.Active; a == nil || a.Figure != f.ID {
				return s.refuse(CodeCardPlace, "%s is played on the creature being activated", "%s se juega sobre la criatura que se está activando", c.Name.En)
			}
		case "armor":
			if f.Attrs().Armour >= MaxArmour {
				return s.refuse(CodeCardPlace, "%s's Armor is at its most already", "la Armadura de %s ya está al máximo", f.name())
			}
		case "shooting":
			if !hasRanged(f) {
				return s.refuse(CodeCardPlace, "%s has no ranged weapon", "%s no tiene arma a distancia", f.name())
			}
		case "mana":
			if len(f.Spells) == 0 {
				return s.refuse(CodeCardPlace, "%s casts no spells", "%s no lanza hechizos", f.name())
			}
		}
	case "card_grant_skill":
		if f.HasSkill(c.Word("skill")) {
			return s.refuse(CodeCardPlace, "%s has that skill already", "%s ya tiene esa habilidad", f.name())
		}
	case "fortune_point":
	case "card_extra_actions":
		return frenzyFits(s, c, f)
	case "card_escape":
	default:
		return s.refuse(CodeCardPlace, "%s is not a power the rules play on a creature", "%s no es un poder que las reglas jueguen sobre una criatura", c.Name.En)
	}
	return nil
}

// hasRanged reports whether f carries a ranged weapon that is not thrown
// (page 49 counts these for an encounter's shooters).
func hasRanged(f *Figure) bool {
	for i := range f.Items {
		if it := &f.Items[i]; it.Kind == ItemRanged && !it.Throwing {
			return true
		}
	}
	return false
}

// power applies power card c to creature ti, or to every creature of
// its section for a section card (darkcard_boost.go).
func (e *env) power(c *DarkCard, ti int) error {
	if c.Effect == "card_boost" || c.Effect == "card_grant_skill" {
		for _, i := range boostTargets(e.s, c, ti) {
			if i != ti && powerBlocked(e.s, &e.s.Figures[i]) != nil {
				// Page 99: it benefited from another card this turn.
				continue
			}
			err := e.powerOnce(c, i, func() error {
				if lastingBoon(c) {
					e.cardBoon(c, i)
					return nil
				}
				return e.powerOn(c, i)
			})
			if err != nil {
				return err
			}
		}
		return nil
	}
	return e.powerOnce(c, ti, func() error { return e.powerOn(c, ti) })
}

// powerOn applies power card c to creature ti alone.
func (e *env) powerOn(c *DarkCard, ti int) error {
	f := &e.s.Figures[ti]
	why := Text{En: c.Name.En, Es: c.Name.Es}
	switch c.Effect {
	case "heal":
		e.heal(ti, c.Int("vitality"))
	case "fortune_point":
		f.EditAttrs().Fortune = min(f.Attrs().Fortune+1, attrLimit)
		e.emit(AttributeChanged{Figure: f.ID, Attribute: Fortune, Value: f.Attrs().Fortune, Why: why})
	case "card_boost":
		if c.Word("attribute") == "movement" {
			act := e.s.Active
			act.Allowance = min(act.Allowance+c.Int("value"), 4*attrLimit)
			e.emit(MovementLowered{Figure: f.ID, Allowance: act.Allowance, Why: []Modifier{{Value: c.Int("value"), Why: why}}})
			return nil
		}
		attrs := f.EditAttrs()
		a, p := Armour, &attrs.Armour
		switch c.Word("attribute") {
		case "strength":
			a, p = Strength, &attrs.Strength
		case "shooting":
			a, p = ShootingSkill, &attrs.ShootingSkill
		case "combat":
			a, p = CombatSkill, &attrs.CombatSkill
		case "mana":
			a, p = Mana, &attrs.Mana
		case "courage":
			a, p = Courage, &attrs.Courage
		}
		v := min(*p+c.Int("value"), attrLimit)
		if a == Armour {
			v = min(v, MaxArmour)
		}
		*p = v
		e.emit(AttributeChanged{Figure: f.ID, Attribute: a, Value: v, Why: why})
		if a == Courage && c.Int("value") > 0 {
			e.lose(ti, Frightened, 0)
		}
	case "card_grant_skill":
		e.gainSkill(ti, c.Word("skill"), why)
	case "card_extra_actions":
		e.frenzy(f, why)
	case "card_escape":
		e.vanish(ti)
	}
	return nil
}

// AttributeChanged: a card changed an attribute of a figure for good.
type AttributeChanged struct {
	Figure    string    `json:"figure"`
	Attribute Attribute `json:"attribute"`
	Value     int       `json:"value"`
	Why       Text      `json:"why"`
}

// SkillGranted: a card gave a figure a skill.
type SkillGranted struct {
	Figure string `json:"figure"`
	Skill  string `json:"skill"`
	Why    Text   `json:"why"`
}

func (AttributeChanged) EventType() string { return "attribute_changed" }
func (SkillGranted) EventType() string     { return "skill_granted" }

// alarmRings plays an Alarm card that went off on hero fi: the Dark
// Player draws the card's Encounter cards, and if he holds an encounter
// he may pay for, play stops while he places it in an explored section
// (not the heroes' starting one); his pass lets the creatures meet the
// heroes (R517).
func (e *env) alarmRings(fi int, t Trap) error {
	s := e.s
	d := s.Dark
	if d == nil || t.Card == "" {
		return nil
	}
	c, ok := d.Cards.Card(t.Card)
	if !ok || c.Effect != "card_alarm" {
		return nil
	}
	for n := c.Int("draw"); n > 0; n-- {
		k := slices.IndexFunc(d.Decks, func(k Deck) bool { return k.ID == DeckEncounters })
		if k < 0 || len(d.Decks[k].Cards) == 0 {
			break
		}
		card := d.Decks[k].Cards[0]
		deck := &own(&d.Decks)[k] // shared with clones (cow.go)
		deck.Cards = shared(deck.Cards[1:])
		if len(deck.Cards) == 0 {
			deck.Cards = nil
		}
		d.Hand = append(d.Hand, card)
		e.emit(CardDrawn{Deck: DeckEncounters, Card: card})
	}
	var secs []uint8
	if x := s.Explore; x != nil {
		for k, r := range x.Revealed {
			if id := uint8(k + 1); r && !slices.Contains(d.Start, id) {
				secs = append(secs, id)
			}
		}
	}
	if len(secs) == 0 || s.Available() <= 0 || s.Prompt != nil || !slices.ContainsFunc(d.Hand, func(id string) bool {
		hc, err := playable(s, id)
		return err == nil && hc.Type == CardEncounter
	}) {
		return nil
	}
	d.Window = &DarkWindow{Sections: secs, Hero: s.Figures[fi].ID, Alarm: true}
	e.open(Prompt{Kind: PromptDarkReveal, Seat: Dark, Figure: s.Figures[fi].ID,
		Options: []PromptOption{{ID: OptionPass, Label: Text{En: "Place nothing more", Es: "No colocar nada más"}}}})
	return nil
}
