package starter_test

import (
	"strings"
	"testing"
)

// bookCard is a card the rulebook names: the stable ID the starter pack
// gives it, its name in the English and the Spanish edition, and where the
// English edition names it.
type bookCard struct{ id, en, es, where string }

// The Dark Player cards the rulebook names. Their texts are not in the
// book; their names are, in these places (printed pages).
var bookDarkCards = []bookCard{
	{"locked_door", "Locked Door", "Puerta cerrada con llave", "How to play, pages 50-53; discards, page 57"},
	{"electric_shock", "Electric Shock", "Descarga eléctrica", "How to play, pages 50-53"},
	{"closing_walls", "Closing Walls", "Paredes que se cierran", "the ADP's discards, page 57"},
	{"pit", "Pit", "Foso", "non-random cards of the Classic Dark Player, page 99"},
	{"stake", "Stake", "Estaca", "adapting adventures from other games, page 107"},
	{"riddle", "Riddle", "Acertijo", "mode restrictions, page 99"},
	{"darkness", "Darkness", "Penumbra", "actions, pages 22-28; the skill Lost in the Dark, pages 110-116"},
	{"complete_darkness", "Complete Darkness", "Oscuridad total", "actions, pages 22-28; the skill Lost in the Dark, pages 110-116"},
	{"fireball", "Fireball", "Bola de fuego", "non-random cards of the Classic Dark Player, page 99"},
	{"wandering_creature", "Wandering Creature", "Criatura errante", "How to play, pages 50-53; solo heroes, page 65"},
	{"enemy_spotted", "Enemy Spotted!", "Enemigos", "activation of Encounter cards, page 56"},
	{"special_creature", "Special Creature", "Criatura especial", "the Creature Spawn Table, page 58"},
	{"ambush", "Ambush!", "¡Emboscada!", "initiative, page 30; the ADP's set-up, page 54"},
	{"reinforcements", "Reinforcements", "Refuerzos", "initiative, page 30; Encounter cards, pages 47-48; the ADP's set-up, page 54"},
	{"thief", "Thief!", "¡Ladrón!", "the ADP's set-up, page 54"},
	{"fortune", "Fortune", "Fortuna", "How to play, pages 50-53"},
	{"regeneration", "Regeneration", "Regeneración", "non-random cards of the Classic Dark Player, page 99"},
}

// The types of creature behaviour, one card each: Specific Behaviours,
// page 63 (the Spanish names from the same list of the Spanish edition).
var bookBehaviours = []bookCard{
	{"specific_leader", "Specific Leader", "Líder específico", "page 63"},
	{"aquatic", "Aquatic Creature", "Criatura acuática", "page 63"},
	{"undead", "Undead", "No-muerto", "page 63"},
	{"animals_vermin", "Animals and Vermin", "Animales y alimañas", "page 63"},
	{"large_huge", "Large or Huge Creature", "Criatura grande o enorme", "page 63"},
	{"sorcerer", "Sorcerer", "Hechicero", "page 63"},
	{"battle_sorcerer", "Battle Sorcerer", "Hechicero guerrero", "page 63"},
	{"berserker", "Berserker", "Berserker", "page 63"},
	{"melee_fighter", "Melee Fighter", "Combatiente cuerpo a cuerpo", "page 63"},
	{"ranged", "Ranged Fighter", "Combatiente a distancia", "page 63"},
	{"flying", "Flying", "Voladora", "page 63"},
}

// Every card the rulebook names is in the starter pack under its stable ID,
// with the book's name in both languages, so that quests, decks and the
// Artificial Dark Player can refer to it. A card removed or renamed fails
// here.
func TestBookCards(t *testing.T) {
	p := loadStarter(t)
	for _, c := range []struct {
		kind  string
		cards []bookCard
	}{{"dark_cards", bookDarkCards}, {"behaviours", bookBehaviours}} {
		for _, want := range c.cards {
			it, ok := p.Get(c.kind, want.id)
			if !ok {
				t.Errorf("%s: no %s %q (%s, named in %s)", c.kind, c.kind, want.id, want.en, want.where)
				continue
			}
			name := it.Base().Name
			if !strings.EqualFold(name.En, want.en) || !strings.EqualFold(name.Es, want.es) {
				t.Errorf("%s %s is called %q / %q; the book calls it %q / %q (%s)",
					c.kind, want.id, name.En, name.Es, want.en, want.es, want.where)
			}
		}
	}
}
