package adp

import (
	"strconv"

	"dun/rules"
)

// The creature texts of skills (pages 110-116): what the ADP's creatures
// do with Blocking, Martial Arts and Two-Weapon Fighting is written on
// each skill after the ADP's symbol; Deafening Roar and Leech Mana carry
// none, so the general rules of page 61 decide, as R1103 and R1104 read
// them.
//
//   - Blocking: "use this skill against enemy hits that reduce armor"
//     (blockAnswer);
//   - Martial Arts: "always choose to knock down the opponent"
//     (martialAnswer);
//   - Two-Weapon Fighting: "gives priority to fighting with 2 weapons"
//     (declare prefers the skill set that holds it);
//   - Deafening Roar: made, once a quest, by a creature two or more
//     enemies stand next to, before any attack (maximum targets, page 62):
//     each of them must step away, and it turns Fearsome (R1103);
//   - Leech Mana: the creature must choose the enemy with Mana it sees
//     within six squares with the lowest Intelligence; it leeches before
//     casting or attacking, as the ADP's creatures use their skills first
//     (page 61, R1104).

const (
	skillTwoWeapons    = "two_weapon_fighting"
	skillDeafeningRoar = "deafening_roar"
	skillLeechMana     = "leech_mana"
)

// blockAnswer answers a block question that offers Blocking with a
// weapon and no shield: block only a hit that lowers the creature's
// Armour (its creature text, page 110).
func blockAnswer(s *rules.State, name string, pick func(string, rules.Text) (Decision, bool)) (Decision, bool) {
	if rules.StrikeLowersArmour(*s) {
		return pick(rules.OptionWeaponBlock, text("%s blocks with its weapon: the hit would lower its Armour (Blocking's creature text)",
			"%s bloquea con su arma: el impacto le reduciría la Armadura (texto de criatura de Bloquear)", name))
	}
	return pick(rules.OptionNoBlock, text("%s does not block with its weapon: Blocking is kept for hits that lower its Armour (its creature text)",
		"%s no bloquea con su arma: Bloquear se reserva para impactos que reducen su Armadura (su texto de criatura)", name))
}

// martialAnswer answers Martial Arts' question: always the knock-down
// (its creature text, page 111).
func martialAnswer(name string, pick func(string, rules.Text) (Decision, bool)) (Decision, bool) {
	return pick(rules.OptionDieKnockDown, text("%s knocks its opponent down: Martial Arts' creature text always does",
		"%s derriba a su oponente: el texto de criatura de Artes marciales siempre lo hace", name))
}

// roar makes figure fi's Deafening Roar when two or more enemies stand
// next to it (R1103).
func (p *Player) roar(s *rules.State, fi int, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	o, ok := optionByID(opts, "skill_action:", f.ID, ":", skillDeafeningRoar)
	if !ok {
		return Decision{}, false
	}
	var next []int
	for _, ti := range enemiesOf(s, fi) {
		if rules.Adjacent(*s, f.ID, s.Figures[ti].ID, true) {
			next = append(next, ti)
		}
	}
	if len(next) < 2 {
		return Decision{}, false
	}
	names := namesOf(s, next)
	return Decision{Option: o, Why: rules.Text{
		En: f.Name() + " roars at the " + strconv.Itoa(len(next)) + " enemies next to it (" + names.En + "): each steps away and it turns Fearsome (maximum targets)",
		Es: f.Name() + " ruge contra los " + strconv.Itoa(len(next)) + " enemigos a su lado (" + names.Es + "): cada uno se aparta y se vuelve aterrador (máximos objetivos)",
	}}, true
}

// leech makes figure fi's Leech Mana on the enemy its text names: the one
// with the lowest Intelligence among those the rules offer (R1104); the
// first offered of those tied.
func (p *Player) leech(s *rules.State, fi int, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	var best rules.Option
	bi := -1
	for _, o := range opts {
		c, ok := o.Command.(rules.SkillAction)
		if !ok || c.Figure != f.ID || c.Skill != skillLeechMana || len(c.Targets) != 1 {
			continue
		}
		ti := find(s, c.Targets[0])
		if ti < 0 {
			continue
		}
		if bi < 0 || s.Figures[ti].Attrs().Intelligence < s.Figures[bi].Attrs().Intelligence {
			best, bi = o, ti
		}
	}
	if bi < 0 {
		return Decision{}, false
	}
	t := &s.Figures[bi]
	return Decision{Option: best, Why: text("%s leeches Mana from %s, the enemy with Mana in sight with the lowest Intelligence (%d): its skills come first",
		"%s absorbe maná de %s, el enemigo con maná a la vista con menos Inteligencia (%d): sus habilidades van primero", f.Name(), t.Name(), t.Attrs().Intelligence)}, true
}
