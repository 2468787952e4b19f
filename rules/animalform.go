package rules

// Skinchangers (page 40): "A hero transformed into an animal will be able
// to perform Exploratory Actions, but will not be able to perform
// Dexterity tests. He will also be unable to handle objects or cast
// spells as long as he remains in an animal state." A figure in its
// animal shape (Figure.InAnimalForm, a Lycanthrope's Werewolf) is refused
// the commands below, and they are not among its options; its searches,
// doors, moves and attacks with the animal's natural weapons stay. Its
// own equipment and spells are stowed with its own profile (shape.go);
// what it finds while an animal goes into its pack, out of use until it
// is itself again (R875).

// animalRefused are the commands an animal does not make, with why.
var animalRefused = map[string]Text{
	// Dexterity tests.
	TypePickLock:   {En: "picking a lock takes a Dexterity test", Es: "forzar una cerradura requiere una prueba de Destreza"},
	TypeDisarmTrap: {En: "disarming a trap takes a Dexterity test", Es: "desactivar una trampa requiere una prueba de Destreza"},
	TypeOpenChest:  {En: "opening a chest takes a Dexterity test", Es: "abrir un cofre requiere una prueba de Destreza"},
	// Objects.
	TypeWield:      {En: "it handles no objects", Es: "no maneja objetos"},
	TypePickUp:     {En: "it handles no objects", Es: "no maneja objetos"},
	TypeReload:     {En: "it handles no objects", Es: "no maneja objetos"},
	TypeArmour:     {En: "it handles no objects", Es: "no maneja objetos"},
	TypeGive:       {En: "it handles no objects", Es: "no maneja objetos"},
	TypeDrink:      {En: "it handles no objects", Es: "no maneja objetos"},
	TypeIdentify:   {En: "it handles no objects", Es: "no maneja objetos"},
	TypeLight:      {En: "it handles no objects", Es: "no maneja objetos"},
	TypePlaceLight: {En: "it handles no objects", Es: "no maneja objetos"},
	TypeTakeWeapon: {En: "it handles no objects", Es: "no maneja objetos"},
	// Spells.
	TypeCast: {En: "it casts no spells", Es: "no lanza hechizos"},
	// Trades: a hero's secondary skills are a person's (R1141).
	TypeSecondaryTest: {En: "it practises no trade", Es: "no practica ningún oficio"},
}

// animalRefusal refuses command c when the figure that would make it, or
// receive an object by it, is in an animal's shape; and a giant's drink
// (page 101: no potion works on it, R873).
func animalRefusal(s *State, c Command) *RuleError {
	if d, ok := c.(Drink); ok {
		if fi := s.figure(d.Figure); fi >= 0 && tamedGiant(&s.Figures[fi]) {
			return refuse(CodeCannotAct, "no potion works on %s, a giant", "ninguna poción funciona con %s, un gigante", s.Figures[fi].name())
		}
	}
	why, ok := animalRefused[c.Type()]
	if !ok || s.Active == nil {
		return nil
	}
	if fi := s.figure(s.Active.Figure); fi >= 0 && s.Figures[fi].InAnimalForm() {
		f := &s.Figures[fi]
		return refuse(CodeCannotAct, "%s is an animal now: %s", "%s es ahora un animal: %s", f.name(), why)
	}
	if g, ok := c.(Give); ok {
		if ti := s.figure(g.To); ti >= 0 && s.Figures[ti].InAnimalForm() {
			t := &s.Figures[ti]
			return refuse(CodeCannotAct, "%s is an animal now: %s", "%s es ahora un animal: %s", t.name(), why)
		}
	}
	return nil
}

// withoutAnimalRefusals drops from opts what animalRefusal refuses.
func withoutAnimalRefusals(s *State, opts []Option) []Option {
	animal := false
	for i := range s.Figures {
		animal = animal || s.Figures[i].InAnimalForm() || tamedGiant(&s.Figures[i])
	}
	if !animal {
		return opts
	}
	out := opts[:0]
	for _, o := range opts {
		if animalRefusal(s, o.Command) == nil {
			out = append(out, o)
		}
	}
	return out
}
