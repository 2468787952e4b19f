package rules

import "sort"

// Magic objects and relics (page 72). Their cards are content's: setup
// copies an object's effect ID into Item.Effect and each parameter into a
// Trait. The rules read three effects:
//
//   - magic_weapon: combat and shooting (a bonus to the skill while the
//     weapon is wielded, ModMagic so that the cap of page 11 is +5), dice
//     (damage dice added to each hit), element fire (the hit deals fire
//     damage, page 41), piercing (a change to the target's armour) and
//     the powers range_22 (the weapon shoots up to 22 squares) and
//     deadly_critical (each critical adds two damage dice, not one) and
//     dispel_1 (+1 to the wielder's dispel rolls), quake (an Action of its
//     own, magic_quake.go) and returning_throw_8 (thrown and back in hand,
//     magic_powers.go); against undead_underworld (a foe with the skill
//     Undead or Underworld) or dragons_huge (a dragon or a Huge creature)
//     with against_dice (more dice against it) and ignore_invulnerable
//     (its Invulnerable does not ward it); a card's piercing with an
//     against applies to that foe only;
//   - magic_armor: block (a shield's blocking roll), immune breaking (a
//     shield that never breaks), armor (a worn armour's bonus to the
//     wearer's Armour, a term of each damage roll against it, never added
//     to the attribute, so that identifying it needs no bookkeeping) and
//     immune critical_stun (a worn armour whose wearer is not Stunned by
//     a hit's criticals), fewer_dice with against fire_breath (dice off
//     fire and Breath attacks on the wearer), no_penalties (the card's
//     penalties set aside) and power blocks_magic_projectiles (the
//     Diamond Shield's block, shield_diamond.go);
//   - both: the breaking roll of a magic weapon or shield may be rolled
//     again (page 72), even before the object is identified (page 27),
//     and a magic shield takes that roll where a Large or Huge blow
//     would break an ordinary one outright (pages 115-116).
//
// magic_item: a ring, amulet, cloak or boots (its `worn` place) is played
// while worn (magic_worn.go, wornRead); the wand's projectile and Unicorn
// Blood are used (magic_use.go), the Staff of Wisdom's bonuses count while
// held (magic_powers.go).
//
// An unidentified object (Item.Unknown) is used as its non-magic
// equivalent (page 27): none of its powers apply. A parameter the rules do
// not read is listed by MagicMissing, so that `dun content list magic`
// says the object is only partly played.
const (
	EffectMagicWeapon = "magic_weapon"
	EffectMagicArmour = "magic_armor"
	EffectMagicItem   = "magic_item"
)

// magicRead lists, by effect, the parameters the rules play. A parameter
// holding a word is played only for the words listed.
var magicRead = map[string]map[string][]string{
	EffectMagicWeapon: {"combat": nil, "shooting": nil, "dice": nil, "piercing": nil, "element": {"fire"}, "power": {powerRange22, powerDeadlyCritical, powerDispel1, powerIgnoreInvulnerable, powerQuake, powerReturningThrow8}, "against": {againstUndead, againstDragons}, "against_dice": nil},
	EffectMagicArmour: {"block": nil, "armor": nil, "immune": {"breaking", "critical_stun"}, "fewer_dice": nil, "against": {againstFireBreath}, paramNoPenalties: nil, "power": {powerBlocksMagic}},
	// Held or used magic items (magic_use.go, magic_powers.go); a
	// parameter of magicDepends counts only beside the one it serves.
	EffectMagicItem: {"power": {powerMagicProjectile, powerFullRecovery, powerMana1}, "uses": nil, "dice": nil, "range": nil, "attribute": {"intelligence"}, "value": nil},
}

// magicDepends names, for a magic item, the parameters each of these may
// serve, the first present on the card being the one it serves: "uses"
// are a power's, "value" an attribute's or else a power's. One counts as
// played only when the one it serves is.
var magicDepends = map[string]map[string][]string{
	EffectMagicItem: {"uses": {"power"}, "dice": {"power"}, "range": {"power"}, "value": {"attribute", "power"}},
}

// magicReads reports whether the rules play trait t of an object of
// effect effect with traits traits, read being what they read of it.
func magicReads(read map[string][]string, effect string, t Trait, traits []Trait) bool {
	words, ok := read[t.Name]
	if !ok || words != nil && !containsWord(words, t.Word) {
		return false
	}
	masters, dep := magicDepends[effect][t.Name]
	if !dep {
		return true
	}
	for _, master := range masters {
		for _, m := range traits {
			if m.Name == master {
				return magicReads(read, effect, m, traits)
			}
		}
	}
	return false
}

// magicWhy names each part the rules do not play, for MagicMissing.
var magicWhy = map[string]string{
	EffectMagicItem: "this power is played only on a ring, amulet, cloak or boots (a `worn` place) or by the objects use_item knows",
}

// MagicPlays reports whether the rules play some parameter of a magic
// object of effect effect with traits traits.
func MagicPlays(effect string, traits []Trait) bool {
	read, _ := magicReadFor(effect, traits)
	for _, t := range traits {
		if magicReads(read, effect, t, traits) {
			return true
		}
	}
	return false
}

// MagicMissing returns what the rules do not play of a magic object of
// effect effect with traits traits: "" when they play all of it, or the
// parts they lack, each with why when known.
func MagicMissing(effect string, traits []Trait) string {
	read, ok := magicReadFor(effect, traits)
	if !ok {
		if why, ok := magicWhy[effect]; ok {
			return effect + ": " + why
		}
		return "effect " + effect
	}
	var out []string
	for _, t := range traits {
		if !magicReads(read, effect, t, traits) {
			out = append(out, t.Name+describeWord(t))
		}
	}
	sort.Strings(out)
	s := ""
	for i, p := range out {
		if i > 0 {
			s += ", "
		}
		s += p
	}
	if why, ok := magicWhy[effect]; ok && s != "" && !MagicPlays(effect, traits) {
		// Nothing of it is played: say why (as for an effect not read).
		s += " (" + effect + ": " + why + ")"
	}
	return s
}

func describeWord(t Trait) string {
	if t.Word != "" {
		return " " + t.Word
	}
	return ""
}

func containsWord(words []string, w string) bool {
	for _, x := range words {
		if x == w {
			return true
		}
	}
	return false
}

// magicPowered reports whether item it gives the powers of magic effect
// effect: it is that object, identified (page 27) and not broken.
func magicPowered(it *Item, effect string) bool {
	return it != nil && it.ItemCard != nil && it.Effect == effect && !it.Unknown && !it.Broken
}

// magicWord is the word of trait name of it, "" without it.
func (it *Item) magicWord(name string) string {
	for _, t := range it.Traits {
		if t.Name == name {
			return t.Word
		}
	}
	return ""
}

func magicText(it *Item) Text {
	return Text{En: "magic weapon: " + it.Name.En, Es: "arma mágica: " + it.Name.Es}
}

// magicSkillMod is the bonus of magic weapon it to attribute a
// (CombatSkill or ShootingSkill) while it is wielded, appended to mods.
func magicSkillMod(it *Item, a Attribute, mods []Modifier) []Modifier {
	if !magicPowered(it, EffectMagicWeapon) {
		return mods
	}
	name := "combat"
	if a == ShootingSkill {
		name = "shooting"
	}
	if v, _ := it.Trait(name); v != 0 {
		mods = append(mods, Modifier{Value: v, Kind: ModMagic, Why: magicText(it)})
	}
	return mods
}

// magicBlow adds to blow b what magic weapon it changes in a hit: more
// damage dice (reported by ItemPowerUsed), fire damage and a change to
// the target's armour. It runs before criticals are counted.
func (e *env) magicBlow(a, t *Figure, it *Item, b *Blow) {
	if !magicPowered(it, EffectMagicWeapon) {
		return
	}
	if n, _ := it.Trait("dice"); n != 0 {
		b.Dice += n
		e.emit(ItemPowerUsed{Figure: a.ID, ItemName: it.Name, What: diceText(n, "damage die", "damage dice", "dado de daño", "dados de daño")})
	}
	if it.magicWord("element") == "fire" && !b.Flaming {
		b.Flaming = true
		e.emit(ItemPowerUsed{Figure: a.ID, ItemName: it.Name, What: Text{En: "fire damage", Es: "daño de fuego"}})
	}
	against := it.magicWord("against")
	foe := against != "" && magicFoe(against, t)
	if n, _ := it.Trait("against_dice"); n != 0 && foe {
		b.Dice += n
		e.emit(ItemPowerUsed{Figure: a.ID, ItemName: it.Name, What: diceText(n, "damage die against this foe", "damage dice against this foe", "dado de daño contra este enemigo", "dados de daño contra este enemigo")})
	}
	if v, _ := it.Trait("piercing"); v != 0 && (against == "" || foe) {
		b.Modifiers = append(b.Modifiers, Modifier{Value: v, Why: magicText(it)})
	}
}

// The power words of magic weapons the rules play.
const (
	powerRange22        = "range_22"
	powerDeadlyCritical = "deadly_critical"
	powerDispel1        = "dispel_1"

	powerIgnoreInvulnerable = "ignore_invulnerable"
	againstUndead           = "undead_underworld"
)

// magicFoe reports whether figure t is the foe that against names; an
// against word the rules do not know (dragons_huge: no creature says it
// is a dragon) matches no one.
func magicFoe(against string, t *Figure) bool {
	switch against {
	case againstUndead:
		return t.HasSkill(SkillUndead) || t.HasSkill("underworld")
	case againstDragons:
		return dragonOrHuge(t)
	}
	return false
}

// piercesInvulnerable reports whether the weapon of hit h ignores the
// Invulnerable skill of the figure hit (the Demon-slayer Broadsword
// against its foes).
func piercesInvulnerable(h *hitCtx) bool {
	it := h.item()
	return magicPowered(it, EffectMagicWeapon) && it.magicWord("power") == powerIgnoreInvulnerable &&
		(it.magicWord("against") == "" || magicFoe(it.magicWord("against"), h.t()))
}

// magicDispelMods appends to mods the bonus an identified magic weapon
// figure f holds gives its dispel roll (a magic modifier, page 11).
func magicDispelMods(f *Figure, mods []Modifier) []Modifier {
	for i := range f.Items {
		it := &f.Items[i]
		if it.Place == InHand && magicPowered(it, EffectMagicWeapon) && it.magicWord("power") == powerDispel1 {
			mods = append(mods, Modifier{Value: 1, Kind: ModMagic, Why: Text{En: it.Name.En + " to dispel", Es: it.Name.Es + " para disipar"}})
		}
	}
	return mods
}

// magicRange is the range of identified magic weapon it when a power
// gives it one, 0 otherwise.
func magicRange(it *Item) int {
	switch {
	case magicPowered(it, EffectMagicWeapon) && it.magicWord("power") == powerRange22:
		return 22
	case returnsToHand(it):
		return returningThrowRange
	}
	return 0
}

// magicCritDice adds to blow b the extra die per critical of a magic
// weapon whose criticals add two (page 41 gives one), when criticals
// add dice to the hit at all.
func (e *env) magicCritDice(a *Figure, it *Item, crits int, b *Blow) {
	if crits <= 0 || !magicPowered(it, EffectMagicWeapon) || it.magicWord("power") != powerDeadlyCritical {
		return
	}
	b.Dice += crits
	e.emit(ItemPowerUsed{Figure: a.ID, ItemName: it.Name, What: diceText(crits, "damage die for its critical", "damage dice for its criticals", "dado de daño por su crítico", "dados de daño por sus críticos")})
}

// magicBlock is the blocking roll of a magic shield it, replacing its
// base shield's when identified; 0 when it has none.
func magicBlock(it *Item) int {
	if !magicPowered(it, EffectMagicArmour) {
		return 0
	}
	v, _ := it.Trait("block")
	return v
}

// wornMagic calls do for each identified magic armour figure f wears.
func wornMagic(f *Figure, do func(it *Item)) {
	for i := range f.Items {
		if it := &f.Items[i]; it.Place == Worn && magicPowered(it, EffectMagicArmour) {
			do(it)
		}
	}
}

// magicArmourMods appends to mods the Armour that the magic armour figure
// f wears adds to a damage roll against its Armour (R1024).
func magicArmourMods(f *Figure, against Attribute, mods []Modifier) []Modifier {
	if against != Armour {
		return mods
	}
	wornMagic(f, func(it *Item) {
		if v, _ := it.Trait("armor"); v != 0 {
			mods = append(mods, Modifier{Value: v, Why: Text{En: "magic armour: " + it.Name.En, Es: "armadura mágica: " + it.Name.Es}})
		}
	})
	return mods
}

// againstFireBreath names, on a magic armour, the damage its fewer_dice
// lessens: fire (Blow.Flaming) and Breath attacks.
const againstFireBreath = "fire_breath"

// fewerDice takes off blow b's dice what a worn, identified magic armour
// of figure t spares it from fire or a breath (Dragonscale Armor), and
// reports it.
func (e *env) fewerDice(t *Figure, b *Blow, breath bool) {
	if !breath && !b.Flaming {
		return
	}
	wornMagic(t, func(it *Item) {
		n, _ := it.Trait("fewer_dice")
		if n <= 0 || it.magicWord("against") != againstFireBreath {
			return
		}
		b.addDice(-n, it.Name)
		e.emit(ItemPowerUsed{Figure: t.ID, ItemName: it.Name, What: diceText(-n, "damage die from fire or breath", "damage dice from fire or breath", "dado de daño por fuego o aliento", "dados de daño por fuego o aliento")})
	})
}

// critStunWard is the magic armour that keeps figure f from being
// Stunned by a hit's criticals, nil for none.
func critStunWard(f *Figure) *Item {
	var by *Item
	wornMagic(f, func(it *Item) {
		if by == nil && it.magicWord("immune") == "critical_stun" {
			by = it
		}
	})
	return by
}

// unbreakable reports whether identified magic object it never breaks.
func unbreakable(it *Item) bool {
	return magicPowered(it, EffectMagicArmour) && it.magicWord("immune") == "breaking"
}

// magicGear reports whether item it is a magic weapon or shield whose
// failed breaking roll is rolled again (page 72). Page 27 gives the
// reroll to an unidentified object too.
func magicGear(it *Item) bool {
	return it.Effect == EffectMagicWeapon || it.Effect == EffectMagicArmour && it.Kind == ItemShield
}

// ItemPowerUsed: a magic object's power changed a roll or a blow; What
// says how.
type ItemPowerUsed struct {
	Figure   string `json:"figure"`
	ItemName Text   `json:"item_name"`
	What     Text   `json:"what"`
}

func (ItemPowerUsed) EventType() string { return "item_power_used" }

// ruleMagicReroll names page 72's reroll of a magic object's breaking roll
// in RollRecord.RerolledBy.
const ruleMagicReroll = "magic_object"
