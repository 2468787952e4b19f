package load_test

import (
	"strings"
	"testing"

	"dun/content"
	"dun/content/load"
	"dun/content/starter"
)

// bookName is a name as the rulebook prints it: the English edition's and
// the Spanish edition's (the Spanish edition's obvious misprints, such as
// "DIOSSES", "CONFECIÓN", "ADESTRAR", "ESTRÚPIDO" or "Félico", corrected).
type bookName struct{ en, es string }

// The headings of the skill list, pages 110-116, group by group.
var bookSkills = map[string][]bookName{
	"combat": {
		{"Accurate Shooting", "Disparo certero"}, {"Aiming", "Concentración"},
		{"Dance Battler", "Danza de combate"}, {"Berserker", "Berserker"},
		{"Blocking", "Bloquear"}, {"Bodyguard", "Escolta"},
		{"Brutal Blow", "Golpe brutal"}, {"Combat Master", "Maestro en combate"},
		{"Cruel", "Cruel"}, {"Deafening Roar", "Rugido atronador"},
		{"Dirty Fighter", "Pelea sucia"}, {"Elite", "Élite"},
		{"Expert Archer", "Arquero experto"}, {"Expert Shooter", "Tirador experto"},
		{"Expert Thrower", "Lanzador experto"}, {"Fast Attacks", "Ataques rápidos"},
		{"Fast Shooting", "Tiro rápido"}, {"Foresight", "Anticipación"},
		{"Giant Killer", "Matagigantes"}, {"Hardened", "Curtido"},
		{"Hardy", "Aguante"}, {"Hatred Towards (Character/Creature)", "Odio (especificar criaturas)"},
		{"Hatred Towards the Underworld", "Odio al submundo"}, {"Heart Seeker", "Disparo a zonas vitales"},
		{"Lethal Blow", "Golpe letal"}, {"Lethal Shot", "Disparo letal"},
		{"Martial Arts", "Artes marciales"}, {"Mighty Blow", "Golpe poderoso"},
		{"Powerful Blow", "Golpes enérgicos"}, {"Quick Reloading", "Recarga rápida"},
		{"Shield Onslaught", "Embestir con escudo"}, {"Spinning Blow", "La muerte girante"},
		{"Strong", "Forzudo"}, {"Swift Drawing", "Desenvainado rápido"},
		{"Sword Master", "Maestro espadachín"}, {"Tough", "Resistente"},
		{"Tricky Fighter", "Combatiente astuto"}, {"Two-Weapon Fighting", "Combatir con dos armas"},
		{"Unstoppable Charge", "Carga imparable"}, {"Used to Armors", "Sobrellevar armadura"},
	},
	"scholarly": {
		{"Alchemist", "Alquimia"}, {"Battle Wizard", "Hechicero guerrero"},
		{"Champion of the Gods of Good", "El favor de los dioses benignos"},
		{"Champion of the Gods of Evil", "El favor de los dioses malignos"},
		{"Cold-blooded", "Sangre fría"}, {"Combat Instructor", "Profesor marcial"},
		{"Eloquence", "Elocuencia"}, {"Encouraging", "Insuflar ánimo"},
		{"Experienced Wizard", "Hechicero veterano"}, {"Expert Poisoner", "Confección de venenos"},
		{"First Aid", "Primeros auxilios"}, {"Giant Tamer", "Domador de gigantes"},
		{"Herbalist", "Herbología"}, {"Impassible", "Impasible"},
		{"Inspiring", "Inspirador"}, {"Inspiring Music", "Música enardecedora"},
		{"Iron Will", "Voluntad férrea"}, {"Mislead", "Despistar"},
		{"Polyglot", "Conocer las lenguas"}, {"Powerful Mind", "Habilidad mental"},
		{"Reckless Wizard", "Magia temeraria"}, {"Recovering Mana", "Recuperar maná"},
		{"Secrets of Magic", "Secretos de la magia"}, {"Taming Animals", "Adiestrar animal"},
		{"Torturer", "Torturador"},
	},
	"exploration": {
		{"Acrobat", "Acróbata"}, {"Ambush", "Emboscar"},
		{"Cat Reflexes", "Reflejos felinos"}, {"Cautious Trapper", "Artificiero"},
		{"Climber", "Escalada"}, {"Eagle Eye", "Vista de águila"},
		{"Expert Rider", "Jinete experto"}, {"Expert Trapper", "Manipular trampas"},
		{"Fast", "Veloz"}, {"Flying Jump", "Salto volador"},
		{"Great Explorer", "Gran explorador"}, {"Hunter", "Cazador"},
		{"Locksmith", "Cerrajería"}, {"Lucky", "Afortunado"},
		{"Lynx", "Lince"}, {"Scout", "Batidor"},
		{"Skilled Hands", "Manos hábiles"}, {"Skulk", "Esconderse"},
		{"Slippery", "Escurridizo"}, {"Stealth", "Sigilo"},
		{"Survival", "Supervivencia"}, {"Thief", "Robar"},
		{"Tracker", "Rastrear"}, {"Trapper", "Trampero"},
		{"Up and Back to Fight!", "En pie de un salto"},
	},
	"nature": {
		{"Aquatic Animal", "Animal acuático"}, {"Aura", "Aura"},
		{"Breath (x)", "Aliento (x)"}, {"Brutal", "Brutal"},
		{"Clumsy Hands", "Manos torpes"}, {"Corrosive Vomit", "Vómito corrupto"},
		{"Coward", "Cobarde"}, {"Double Attack", "Dos ataques"},
		{"Ethereal", "Etéreo"}, {"Familiar", "Familiar"},
		{"Fearsome", "Temible"}, {"Flying (x)", "Volar (x)"},
		{"Grab and Eat", "Agarrar y devorar"}, {"Grab and Suffocate (x)", "Presa y asfixia (x)"},
		{"Grab and Throw", "Agarrar y lanzar"}, {"Hypnotic", "Hipnosis"},
		{"Huge", "Tamaño enorme"}, {"Invulnerable", "Invulnerable"},
		{"Large", "Tamaño grande"}, {"Leech Mana", "Absorber maná"},
		{"Leech Vitality", "Drenaje"}, {"Lethal Gaze", "Mirada letal"},
		{"Lost in the Dark", "Perdido en la oscuridad"}, {"Lycanthropy", "Licantropía"},
		{"Magic Resistance", "Resistencia mágica"}, {"Mimetism", "Camuflaje"},
		{"Mount", "Montura"}, {"Multiple Attacks", "Múltiples ataques"},
		{"Onslaught", "Embestida"}, {"Paralyzing Poison", "Veneno paralizante"},
		{"Pathfinder", "Ignora terreno difícil"}, {"Plague Bearer", "Transmite enfermedades"},
		{"Poisonous", "Veneno"}, {"Projectile Immunity", "Inmune a proyectiles"},
		{"Raging Mount", "Montura furiosa"}, {"Regeneration", "Regeneración"},
		{"Rock Throwing", "Lanzar rocas"}, {"Sharp Senses", "Sentido agudizado"},
		{"Shriek from the Underworld", "Chillido del inframundo"}, {"Small", "Tamaño pequeño"},
		{"Spell-enhanced Attacks", "Ataques hechizados"}, {"Staggering", "Tambaleante"},
		{"Sting", "Aguijón"}, {"Stupid", "Estúpido"},
		{"Sweep", "Barrido"}, {"Tail Swipe", "Coletazo"},
		{"Tentacles", "Tentáculos"}, {"Trampling", "Pisotear"},
		{"Undead", "No-muerto"}, {"Underworld", "Inframundo"},
		{"Vermin", "Alimañas"}, {"Vulnerable", "Vulnerable"},
		{"Watchman", "Centinela"},
	},
}

// The races of the list of usual classes, page 78 (the book writes them in
// the plural; the pack names one of them).
var bookRaces = []bookName{
	{"Amphibian", "Anfibio"}, {"Beastman", "Hombre bestia"}, {"Birdfolk", "Medio pájaro"},
	{"Catfolk", "Félido"}, {"Celestial", "Celestial"}, {"Centaur", "Centauro"},
	{"Cyclops", "Cíclope"}, {"Dark Elf", "Elfo oscuro"}, {"Dwarf", "Enano"},
	{"Dogfolk", "Cánido"}, {"Elf", "Elfo"}, {"Goblin", "Goblin"},
	{"Halfling", "Mediano"}, {"Human", "Humano"}, {"Infernal", "Infernal"},
	{"Minotaur", "Minotauro"}, {"Ogre", "Ogro"}, {"Orc", "Orco"},
	{"Ratfolk", "Rátido"}, {"Renegade Dwarf", "Enano renegado"}, {"Reptilian", "Reptiliano"},
	{"Shardmind", "Cristalino"}, {"Treefolk", "Arbóreo"}, {"Troll", "Troll"},
	{"Vampire", "Vampiro"},
}

// Every class that list names.
var bookClasses = []bookName{
	{"Warrior", "Guerrero"}, {"Barbarian", "Bárbaro"}, {"Knight", "Caballero"},
	{"Paladin", "Paladín"}, {"Gladiator", "Gladiador"}, {"Battle Dancer", "Bailarín marcial"},
	{"Warrior Monk", "Monje guerrero"}, {"Sorcerer Hunter", "Cazabrujas"}, {"Assassin", "Asesino"},
	{"Scout", "Explorador"}, {"Rogue", "Pícaro"}, {"Ranger", "Montaraz"},
	{"Forester", "Guardabosques"}, {"Bard", "Bardo"}, {"Wizard", "Mago"},
	{"Sorcerer", "Brujo"}, {"Necromancer", "Nigromante"}, {"Underworld Sorcerer", "Mago del inframundo"},
	{"Animist", "Animista"}, {"Runic Master", "Maestro rúnico"},
}

func starterByName(t *testing.T, kind string) map[string]content.Item {
	t.Helper()
	p, errs := load.Packs(content.Effects, starter.Source())
	for _, e := range errs {
		t.Fatal(e)
	}
	m := map[string]content.Item{}
	for _, it := range p.List(kind) {
		m[strings.ToLower(it.Base().Name.En)] = it
	}
	return m
}

func checkNames(t *testing.T, kind string, want []bookName, check func(bookName, content.Item)) {
	t.Helper()
	have := starterByName(t, kind)
	for _, n := range want {
		it, ok := have[strings.ToLower(n.en)]
		if !ok {
			t.Errorf("the starter pack has no %s named %q", kind, n.en)
			continue
		}
		if es := it.Base().Name.Es; !strings.EqualFold(es, n.es) {
			t.Errorf("%s %q: Spanish name %q, the Spanish edition says %q", kind, n.en, es, n.es)
		}
		if check != nil {
			check(n, it)
		}
	}
	if len(have) != len(want) {
		t.Errorf("the starter pack has %d %s, the book names %d", len(have), kind, len(want))
	}
}

func TestStarterHasEveryBookSkill(t *testing.T) {
	var all []bookName
	group := map[string]string{}
	for g, ns := range bookSkills {
		for _, n := range ns {
			all = append(all, n)
			group[n.en] = g
		}
	}
	checkNames(t, "skills", all, func(n bookName, it content.Item) {
		s := it.(*content.Skill)
		if s.Group != group[n.en] {
			t.Errorf("skill %q is in group %s, the book lists it under %s", n.en, s.Group, group[n.en])
		}
		if s.Original {
			t.Errorf("skill %q is the book's, not original", n.en)
		}
	})
}

func TestStarterHasEveryBookRace(t *testing.T) { checkNames(t, "races", bookRaces, nil) }

func TestStarterHasEveryBookClass(t *testing.T) { checkNames(t, "classes", bookClasses, nil) }
