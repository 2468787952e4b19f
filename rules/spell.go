package rules

import (
	"encoding/json"
	"fmt"
	"slices"

	"dun/board"
)

// Spells (pages 38-40). A figure carries the spells it knows as plain data
// that setup copied from content: nature, mana cost, range, area, whether
// the effect lasts, the effect's ID and its numbers. What a cast does is
// decided here from that data (cast.go, spelleffect.go), so any spell of a
// known effect shape works without code of its own.

// Nature is one of the six natures of a spell (page 40).
type Nature string

// The natures of spells.
const (
	NatureProjectile Nature = "projectile"
	NatureControl    Nature = "control"
	NatureDamage     Nature = "damage"
	NatureProtecting Nature = "protecting"
	NatureEnhancing  Nature = "enhancing"
	NatureHealing    Nature = "healing"
)

// Valid reports whether n is one of the six natures.
func (n Nature) Valid() bool {
	switch n {
	case NatureProjectile, NatureControl, NatureDamage, NatureProtecting, NatureEnhancing, NatureHealing:
		return true
	}
	return false
}

// Sorcery is a spellcaster's sorcery level (page 40): an apprentice, a
// plain spellcaster (""), or an archmage.
type Sorcery string

// The sorcery levels.
const (
	SorceryNormal     Sorcery = ""
	SorceryApprentice Sorcery = "apprentice"
	SorceryArchmage   Sorcery = "archmage"
)

// Valid reports whether l is a known level.
func (l Sorcery) Valid() bool {
	return l == SorceryNormal || l == SorceryApprentice || l == SorceryArchmage
}

// Sorcery VP thresholds (page 79): a spellcaster hero is an apprentice
// below 15 Value Points and an archmage from 30.
const (
	ApprenticeBelowVP = 15
	ArchmageFromVP    = 30
)

// SorceryFor is the sorcery level of a spellcaster hero of vp Value
// Points (page 79).
func SorceryFor(vp int) Sorcery {
	switch {
	case vp < ApprenticeBelowVP:
		return SorceryApprentice
	case vp >= ArchmageFromVP:
		return SorceryArchmage
	}
	return SorceryNormal
}

// CastsPerSpell is how many times a spellcaster of level l may cast each
// spell in a quest (pages 38 and 40): three, two for an apprentice, four
// for an archmage.
func CastsPerSpell(l Sorcery) int {
	switch l {
	case SorceryApprentice:
		return 2
	case SorceryArchmage:
		return 4
	}
	return 3
}

// The effect IDs the rules implement for spells. Their numbers are the
// fields of SpellEffect; setup maps content parameters onto them.
const (
	EffectProjectile = "spell_projectile"
	EffectDamage     = "spell_damage"
	EffectHeal       = "spell_heal"
	EffectEnhance    = "spell_enhance"
	EffectProtect    = "spell_protect"
	EffectControl    = "spell_control"
	EffectSummon     = "spell_summon"
	EffectTeleport   = "spell_teleport"
	EffectTerrain    = "spell_terrain"
	EffectReveal     = "spell_reveal"
)

// SpellEffects lists the effect IDs the rules implement for spells. A
// spell of another effect may be carried, with Missing saying so, but not
// cast.
var SpellEffects = []string{EffectProjectile, EffectDamage, EffectHeal, EffectEnhance, EffectProtect, EffectControl, EffectSummon, EffectTeleport, EffectTerrain, EffectReveal}

// What a revealing spell (spell_reveal) shows the heroes: SpellEffect.Reveal.
const (
	RevealTraps       = "traps"
	RevealSecretDoors = "secret_doors"
	RevealEnemies     = "enemies"
	RevealSection     = "section"
)

// Whom a spell's area affects when its card limits it (page 39).
const (
	AffectsAll     = ""
	AffectsAllies  = "allies"
	AffectsEnemies = "enemies"
)

// SpellEffect is what a spell does, as plain numbers. Which fields count
// depends on ID:
//
//   - spell_projectile, spell_damage: Dice damage dice against Against
//     (Armour unless the card says otherwise) on the target, AreaDice on
//     the others in the area of a projectile (0: two fewer, page 40),
//     Flaming, Piercing (a change to the armour: -1 pierces, as Lightning
//     does), and Condition given to those hit (with OnWound, only to those
//     who lose Vitality) while the spell lasts; with Only, figures without
//     that skill are not affected; with Drain the caster recovers the
//     Vitality the targets lose;
//   - spell_heal: Vitality points back, the conditions Cure lifts, and
//     with Revive a knocked-out hero back on his feet;
//   - spell_enhance: Bonus to Attribute, the skill Skill, or flaming
//     attacks (Flaming) while the spell lasts;
//   - spell_protect: Armour, Block, Cover and immunity to the conditions
//     Immune for the caster's area (page 40);
//   - spell_control: Condition on the targets, or with SwitchSide they
//     join the caster's side, resisted with a Courage test when
//     CourageTest is set;
//   - spell_summon: Count figures like Summon (a creature profile setup
//     copied from content) on the target square and beside it, on the
//     caster's side until the spell ends;
//   - spell_teleport: the target moves up to Squares squares, through
//     figures, and with ThroughWalls through walls, to a square the
//     caster's player chooses;
//   - spell_terrain: the squares of the area become Terrain while the
//     spell lasts, and Dice damage dice (Flaming: fire) hurt whoever
//     enters them or starts its activation on them (spell_ground.go);
//   - spell_reveal: shows the heroes what Reveal names, within Squares
//     squares of the caster (spell_reveal.go).
type SpellEffect struct {
	ID           string        `json:"id"`
	Dice         int           `json:"dice,omitempty"`
	AreaDice     int           `json:"area_dice,omitempty"`
	Against      Attribute     `json:"against"`
	Flaming      bool          `json:"flaming,omitempty"`
	Piercing     int           `json:"piercing,omitempty"`
	Condition    Conditions    `json:"condition,omitempty"`
	Vitality     int           `json:"vitality,omitempty"`
	Cure         Conditions    `json:"cure,omitempty"`
	Attribute    Attribute     `json:"attribute"`
	Bonus        int           `json:"bonus,omitempty"`
	Armour       int           `json:"armour,omitempty"`
	Block        int           `json:"block,omitempty"`
	Cover        int           `json:"cover,omitempty"`
	CourageTest  bool          `json:"courage_test,omitempty"`
	Only         string        `json:"only,omitempty"`
	OnWound      bool          `json:"on_wound,omitempty"`
	Drain        bool          `json:"drain,omitempty"`
	Revive       bool          `json:"revive,omitempty"`
	Skill        string        `json:"skill,omitempty"`
	Immune       Conditions    `json:"immune,omitempty"`
	SwitchSide   bool          `json:"switch_side,omitempty"`
	Count        int           `json:"count,omitempty"`
	Squares      int           `json:"squares,omitempty"`
	ThroughWalls bool          `json:"through_walls,omitempty"`
	Terrain      board.Terrain `json:"terrain,omitempty"`
	Reveal       string        `json:"reveal,omitempty"`
	// Summon is the profile of the creature a summoning places: no ID,
	// square or side of its own, and no spells.
	Summon *Figure `json:"summon,omitempty"`
}

// Spell is a spell a figure knows, with the casts it has used this quest.
//
// Its card (SpellCard) never changes in play and is shared between a state
// and its clones, as an item's is (see Item): a rule must never write to
// it. Its fields are promoted, and JSON shows a spell as one flat object.
type Spell struct {
	*SpellCard
	// Casts counts the successful casts this quest (the mana markers on the
	// card, page 38).
	Casts int `json:"casts,omitempty"`
}

// SpellCard is what a spell's card says: immutable once a Spell holds it.
type SpellCard struct {
	ID     string `json:"id"`
	Name   Text   `json:"name"`
	Nature Nature `json:"nature"`
	// Lore is the lore of magic the spell belongs to (page 38), for the
	// Artificial Dark Player's caster who knows one of several (R1192).
	Lore string `json:"lore,omitempty"`
	// Mana is what a successful cast costs: 1 for a basic spell, 2 or
	// more for a superior one (page 39).
	Mana int `json:"mana"`
	// RangeMin and Range bound the distance to the target in squares;
	// range 0 is the caster alone (page 40).
	RangeMin int `json:"range_min,omitempty"`
	Range    int `json:"range"`
	// Radius is the area of effect around the target, 0 for the target
	// alone (page 40); with Line, the line's length in squares.
	Radius int `json:"radius,omitempty"`
	// Line: the area is a line from the target, its direction chosen when
	// the spell takes effect (R125).
	Line bool `json:"line,omitempty"`
	// Area is a shape other than a radius or a line: AreaCone (Radius is
	// its length), AreaSection or AreaBoard (R1100-R1102); empty for
	// those.
	Area string `json:"area,omitempty"`
	// Affects limits the area to the caster's allies or enemies (page
	// 39); empty, everyone in it.
	Affects   string      `json:"affects,omitempty"`
	Permanent bool        `json:"permanent,omitempty"`
	Effect    SpellEffect `json:"effect"`
	// Missing names what the rules do not implement yet for this spell (an
	// effect, an area's shape); such a spell is known but cannot be cast.
	Missing string `json:"missing,omitempty"`
}

// UnmarshalJSON reads a spell as one flat object, giving it a card of its
// own even when no card field is present.
func (sp *Spell) UnmarshalJSON(b []byte) error {
	type plain Spell
	p := plain{SpellCard: new(SpellCard)}
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	*sp = Spell(p)
	return nil
}

// Superior reports whether the spell is superior (page 39): it costs two
// mana or more and cannot be combined with a move.
func (sp *Spell) Superior() bool { return sp.Mana >= 2 }

// Boon is a lasting bonus a spell gives a figure (enhancing and protecting
// spells, page 40): Value to Attribute, or Cover against magic
// projectiles and shots. Roll names the spell in play that gives it.
type Boon struct {
	Roll      int        `json:"roll"`
	Why       Text       `json:"why"`
	Attribute Attribute  `json:"attribute"`
	Value     int        `json:"value,omitempty"`
	Block     int        `json:"block,omitempty"`
	Cover     int        `json:"cover,omitempty"`
	Skill     string     `json:"skill,omitempty"`
	Flaming   bool       `json:"flaming,omitempty"`
	Immune    Conditions `json:"immune,omitempty"`
	// Damage changes the damage dice of the figure's attacks (an
	// apprentice's summoned creatures roll one fewer, page 40).
	Damage int `json:"damage,omitempty"`
	// Until is set on a Dark Player card's boon (Roll 0): "turn" or
	// "combat", when it ends (darkcard_boost.go).
	Until string `json:"until,omitempty"`
}

// Enchantment is a spell whose effects outlast its cast: a permanent spell
// for the turns its roll gave, or an immediate one whose conditions or
// bonuses last until the end of the turn (page 38). Roll is the Seq of the
// cast roll, which names it.
type Enchantment struct {
	Roll   int    `json:"roll"`
	Caster string `json:"caster"`
	Spell  string `json:"spell"`
	Name   Text   `json:"name"`
	// Side is the caster's side: the spell's turns are counted at the end
	// of that side's turns.
	Side      Side `json:"side"`
	Permanent bool `json:"permanent,omitempty"`
	// Turns is how many of the caster's side's turns are left, the
	// current one included.
	Turns int `json:"turns"`
	// Conditions lists, per figure, the conditions the spell gave it.
	Held []Held `json:"held,omitempty"`
	// Area is the fixed area of a protecting spell (page 40), or the
	// squares of a terrain spell that hurts whoever enters them.
	Area []board.Pos `json:"area,omitempty"`
	// Harm is the damage dice of a terrain spell to whoever enters its
	// Area or starts an activation there, term by term (the card's dice,
	// the cast's criticals, an apprentice's die fewer), fixed at the cast;
	// Flaming makes it fire damage (R780).
	Harm    []Modifier `json:"harm,omitempty"`
	Flaming bool       `json:"flaming,omitempty"`
	// Ward is the boon a protecting spell gives the figures in Area that
	// Affects takes.
	Ward    *Boon  `json:"ward,omitempty"`
	Affects string `json:"affects,omitempty"`
	// Ground is the squares a terrain spell changed, with what they were.
	Ground []Ground `json:"ground,omitempty"`
}

// Ground is a square a terrain spell changed and the terrain it had.
type Ground struct {
	At  board.Pos     `json:"at"`
	Was board.Terrain `json:"was"`
}

// Held is what a spell in play holds on one figure: the conditions it gave
// and whether the figure changed side under its control.
type Held struct {
	Figure     string     `json:"figure"`
	Conditions Conditions `json:"conditions,omitempty"`
	Controlled bool       `json:"controlled,omitempty"`
	// Summoned: the figure came with the spell and leaves with it.
	Summoned bool `json:"summoned,omitempty"`
}

// cloneSpells copies a figure's spells; their cards are shared (see Spell).
func cloneSpells(spells []Spell) []Spell {
	if spells == nil {
		return nil
	}
	return append(make([]Spell, 0, len(spells)), spells...)
}

// editSpell returns sp to be changed: in f's own copy of its spells,
// which its clones share (cow.go), when sp is one of them.
func (f *Figure) editSpell(sp *Spell) *Spell {
	for k := range f.Spells {
		if &f.Spells[k] == sp {
			return &own(&f.Spells)[k]
		}
	}
	return sp
}

func (en Enchantment) clone() Enchantment {
	en.Held = slices.Clone(en.Held)
	en.Area = slices.Clone(en.Area)
	en.Ground = slices.Clone(en.Ground)
	en.Harm = slices.Clone(en.Harm)
	if en.Ward != nil {
		w := *en.Ward
		en.Ward = &w
	}
	return en
}

// ManaPool is the figure's mana pool: its Mana, never more than three
// times its Intelligence (page 38), and the Mana its race let it develop
// beyond that (ManaRacial).
func (f *Figure) ManaPool() int {
	// A Staff of Wisdom held adds to both (magic_powers.go).
	mana, in := f.Attrs().Mana+heldMana(f), f.Attrs().Intelligence+heldMagicValue(f, Intelligence)
	capped := max(min(mana, 3*in), 0)
	if _, ok := hasSkill(f, "battle_wizard"); ok {
		// Battle Wizard: never more than its Intelligence (page 111).
		capped = max(min(mana, in), 0)
	}
	return capped + f.ManaRacial()
}

// ManaLeft is the mana the figure may still spend.
func (f *Figure) ManaLeft() int { return max(f.ManaPool()-int(f.ManaUsed), 0) }

// spendMana spends up to n of the figure's mana, never below zero, and
// returns what it spent.
func (f *Figure) spendMana(n int) int {
	got := min(n, f.ManaLeft())
	f.ManaUsed += int32(got)
	return got
}

// spell returns the index of the figure's spell id, or -1.
func (f *Figure) spell(id string) int {
	for k := range f.Spells {
		if f.Spells[k].ID == id {
			return k
		}
	}
	return -1
}

// Spellcaster reports whether the figure knows a spell or has mana.
func (f *Figure) Spellcaster() bool { return len(f.Spells) > 0 || f.ManaPool() > 0 }

// boonModifiers appends the ModMagic modifiers the figure's boons give
// attribute a, and what a skill it holds as a boon adds to it (raisedBy).
func boonModifiers(f *Figure, a Attribute, dst []Modifier) []Modifier {
	for _, b := range f.Boons {
		if b.Attribute == a && b.Value != 0 {
			dst = append(dst, Modifier{Value: b.Value, Kind: ModMagic, Why: b.Why})
		}
	}
	dst = heldMagicMods(f, a, dst) // the Staff of Wisdom (magic_powers.go)
	return raisedBy(f, a, dst)
}

// immune reports whether a spell makes the figure immune to c.
func (f *Figure) immune(c Condition) bool {
	for _, b := range f.Boons {
		if b.Immune.Has(c) {
			return true
		}
	}
	return false
}

// boonDamage is the change spells make to the figure's damage dice.
func boonDamage(f *Figure) int {
	n := 0
	for _, b := range f.Boons {
		n += b.Damage
	}
	return n
}

// boonBlock is the best blocking roll the figure's spells give it (0:
// none).
func boonBlock(f *Figure) int {
	best := 0
	for _, b := range f.Boons {
		if b.Block > 0 && (best == 0 || b.Block < best) {
			best = b.Block
		}
	}
	return best
}

// boonCover is the best cover the figure's boons give it (0 none, 1
// light, 2 heavy).
func boonCover(f *Figure) int {
	c := 0
	for _, b := range f.Boons {
		c = max(c, b.Cover)
	}
	return min(c, 2)
}

func (s *Spell) check() error {
	switch {
	case s.ID == "":
		return fmt.Errorf("a spell has no id")
	case !s.Nature.Valid():
		return fmt.Errorf("spell %q: unknown nature %q", s.ID, s.Nature)
	case s.Mana < 1 || s.Mana > attrLimit, s.Range < 0 || s.Range > attrLimit, s.RangeMin < 0 || s.RangeMin > s.Range,
		s.Radius < 0 || s.Radius > attrLimit, s.Casts < 0 || s.Casts > attrLimit:
		return fmt.Errorf("spell %q: mana 1..%d, 0 <= range_min <= range <= %d, radius and casts 0..%d", s.ID, attrLimit, attrLimit, attrLimit)
	case s.Missing == "" && !slices.Contains(SpellEffects, s.Effect.ID):
		return fmt.Errorf("spell %q: unknown effect %q", s.ID, s.Effect.ID)
	case s.Effect.Terrain > board.Impassable:
		return fmt.Errorf("spell %q: unknown terrain %d", s.ID, s.Effect.Terrain)
	case s.Effect.Against >= numAttributes || s.Effect.Attribute >= numAttributes:
		return fmt.Errorf("spell %q: unknown attribute", s.ID)
	case s.Area != "" && s.Area != AreaCone && s.Area != AreaSection && s.Area != AreaBoard:
		return fmt.Errorf("spell %q: area %q (want cone, section, all or nothing)", s.ID, s.Area)
	case s.Area != "" && s.Line:
		return fmt.Errorf("spell %q: a line has no other area", s.ID)
	case s.Area == AreaCone && s.Radius < 1:
		return fmt.Errorf("spell %q: a cone needs a length (radius)", s.ID)
	case (s.Area == AreaSection || s.Area == AreaBoard) && s.Nature == NatureProjectile:
		return fmt.Errorf("spell %q: a magic projectile is drawn as a line, never over a %s (R1102)", s.ID, s.Area)
	case s.Affects != AffectsAll && s.Affects != AffectsAllies && s.Affects != AffectsEnemies:
		return fmt.Errorf("spell %q: affects %q (want allies, enemies or nothing)", s.ID, s.Affects)
	case s.Missing == "" && s.Effect.ID == EffectReveal && !slices.Contains([]string{RevealTraps, RevealSecretDoors, RevealEnemies, RevealSection}, s.Effect.Reveal):
		return fmt.Errorf("spell %q: reveals %q (want traps, secret_doors, enemies or section)", s.ID, s.Effect.Reveal)
	}
	e := &s.Effect
	if e.Summon != nil {
		if len(e.Summon.Spells) > 0 || e.Summon.Size < SizeSmall || e.Summon.Size > SizeHuge {
			return fmt.Errorf("spell %q: the creature it summons must have a size 1-4 and no spells", s.ID)
		}
		if err := e.Summon.Attrs().check(); err != nil {
			return fmt.Errorf("spell %q summons: %v", s.ID, err)
		}
	}
	if e.ID == EffectSummon && s.Missing == "" && (e.Summon == nil || e.Count < 1 || e.Count > 8) {
		return fmt.Errorf("spell %q: a summoning needs a creature and a count of 1-8", s.ID)
	}
	for _, v := range [...]int{e.Dice, e.AreaDice, e.Vitality, e.Armour, e.Block, e.Cover, e.Count, e.Squares} {
		if v < 0 || v > attrLimit {
			return fmt.Errorf("spell %q: effect numbers must be 0..%d", s.ID, attrLimit)
		}
	}
	if e.Bonus < -attrLimit || e.Bonus > attrLimit || e.Piercing < -attrLimit || e.Piercing > attrLimit {
		return fmt.Errorf("spell %q: bonus out of range", s.ID)
	}
	return nil
}

// checkMagic checks the figure's spells and boons.
func (f *Figure) checkMagic() error {
	if !f.Sorcery().Valid() {
		return fmt.Errorf("unknown sorcery level %q", f.Sorcery())
	}
	for k := range f.Spells {
		sp := &f.Spells[k]
		if err := sp.check(); err != nil {
			return err
		}
		// A figure knows a handful of spells: comparing with those
		// before costs less than a map (State.Check runs after every
		// simulated command).
		for j := range k {
			if f.Spells[j].ID == sp.ID {
				return fmt.Errorf("spell %q known twice", sp.ID)
			}
		}
	}
	for i := range f.Boons {
		b := &f.Boons[i]
		if b.Attribute >= numAttributes || b.Value < -attrLimit || b.Value > attrLimit || b.Cover < 0 || b.Cover > 2 || b.Block < 0 || b.Block > attrLimit ||
			b.Damage < -attrLimit || b.Damage > attrLimit {
			return fmt.Errorf("a spell's bonus is out of range")
		}
	}
	return nil
}
