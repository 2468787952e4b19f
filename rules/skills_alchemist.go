package rules

// Alchemist (page 112). Identifying potions is identify.go's (one attempt
// per potion in a game, R742). Searching an alchemy table or a spice
// table, an alchemist may roll the search again once (the Spanish text:
// "puede repetir una vez la tirada de búsqueda"): the search table is the
// card's, so no result is a failure and the player decides, asked after
// the roll (PromptAlchemist); the element keeps the roll that stands. A
// spellcaster with the skill starts each quest with one Components for
// magic at no cost (setup.Hero gives it).

// PromptAlchemist asks an alchemist whether he rolls his search of an
// alchemy or spice table again. Options: OptionReroll, OptionKeep.
const PromptAlchemist PromptKind = "alchemist_search"

// alchemistTables are the elements whose searches an alchemist may roll
// again, by their content IDs.
var alchemistTables = map[string]bool{"alchemy_table": true, "spice_table": true}

func init() {
	registerSkill(&skill{
		id: "alchemist", name: Text{En: "Alchemist", Es: "Alquimia"}, effect: "alchemist",
		later: "the creature text (components for its first casting): creature texts",
	})
	promptHandlers[PromptAlchemist] = answerAlchemist
}

// offerAlchemist asks figure f, whose search r of element kind has just
// been rolled, whether it rolls it again; it reports whether it asked.
func (e *env) offerAlchemist(f *Figure, kind string, r RollRecord) bool {
	if _, ok := hasSkill(f, "alchemist"); !ok || !alchemistTables[kind] {
		return false
	}
	rr := r.clone()
	e.open(Prompt{Kind: PromptAlchemist, Seat: f.Side, Figure: f.ID, Roll: &rr, Options: []PromptOption{
		{ID: OptionReroll, Label: Text{En: "Roll the search again (skill: Alchemist)", Es: "Repetir la tirada de búsqueda (habilidad: Alquimia)"}},
		{ID: OptionKeep, Label: Text{En: "Keep the roll", Es: "Mantener la tirada"}},
	}})
	return true
}

func answerAlchemist(e *env, p Prompt, option string) error {
	s := e.s
	fi := s.figure(p.Figure)
	if p.Roll == nil || fi < 0 || s.Explore == nil {
		return refuse(CodeBadState, "no search waits for the alchemist", "ninguna búsqueda espera al alquimista")
	}
	k := -1
	for i := range s.Explore.Elements {
		if el := &s.Explore.Elements[i]; !el.Searched && el.Roll == p.Roll.Seq {
			k = i
		}
	}
	if k < 0 {
		return refuse(CodeBadState, "no search waits for the alchemist", "ninguna búsqueda espera al alquimista")
	}
	r := *p.Roll
	if option == OptionReroll {
		nr, err := e.reroll(r)
		if err != nil {
			return err
		}
		nr.RerolledBy = "alchemist"
		e.skillUsed(&s.Figures[fi], skillTable["alchemist"], Text{En: "rolls the search again", Es: "repite la tirada de búsqueda"})
		e.emit(Rolled{Roll: nr.clone()})
		r = nr
	}
	return e.elementSearched(fi, k, r)
}
