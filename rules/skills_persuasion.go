package rules

// The skills of persuasion and interrogation (pages 112-113). Eloquence
// adds +1 to Persuasion through intelligence, Torturer +1 through fear,
// Taming Animals +1 through intelligence against an animal of
// Intelligence 2 or less (persuade.go reads them, each modifier named
// after its skill). Torturer also wrings news out of a dying enemy: when
// a corpse search of a torturer shows a 6, the heroes may roll their next
// Initiative roll again (R741). The campaign parts (Eloquence's cheaper
// mercenaries, Taming Animals' kennels) wait for the campaign.

// markInformed is the mark a torturer keeps until the next Initiative
// roll once a corpse search told him something.
const markInformed = "torturer:informed"

// PromptTorturer asks the heroes, who lost the Initiative roll, whether
// they roll it again with the news their torturer extracted.
const PromptTorturer PromptKind = "torturer_initiative"

func init() {
	registerSkill(&skill{
		id: "eloquence", name: Text{En: "Eloquence", Es: "Elocuencia"}, effect: "eloquence",
		later: "hiring a mercenary at half price: mercenaries are hired between quests (campaign)",
	})
	registerSkill(&skill{
		id: "taming_animals", name: Text{En: "Taming Animals", Es: "Adiestrar animal"}, effect: "taming_animals",
		later: "buying animals at half price at a kennel: places of the campaign map (campaign)",
	})
	registerSkill(&skill{
		id: "torturer", name: Text{En: "Torturer", Es: "Torturador"}, active: true, effect: "torturer",
		// Used on every corpse search and persuasion through fear, which
		// declare no skills (as Thief, R263).
		usable: func(c *rollCtx) bool { return false },
	})
	promptHandlers[PromptTorturer] = answerTorturer
}

// persuasionSkillMods appends the modifiers the skills of persuader f give
// against NPC n, through fear or through intelligence.
func persuasionSkillMods(f *Figure, n *NPC, fear bool, dst []Modifier) []Modifier {
	add := func(id string) {
		if k, ok := hasSkill(f, id); ok {
			dst = append(dst, Modifier{Value: 1, Kind: ModSkill, Why: k.text()})
		}
	}
	if fear {
		add("torturer")
		return dst
	}
	add("eloquence")
	if n.Animal && n.Intelligence <= 2 {
		add("taming_animals")
	}
	return dst
}

// torturerNews marks torturer f whose corpse search r shows a 6: the
// heroes may roll their next Initiative again.
func (e *env) torturerNews(f *Figure, r RollRecord) {
	k, ok := hasSkill(f, "torturer")
	if !ok || r.Sixes() == 0 || contains(f.Marks, markInformed) {
		return
	}
	f.Marks = append(f.Marks, markInformed)
	e.skillUsed(f, k, Text{
		En: "a dying enemy talks: the heroes may roll their next Initiative again",
		Es: "un enemigo moribundo habla: los héroes pueden repetir su siguiente tirada de Iniciativa"})
}

// informed returns the hero who holds a torturer's news, or -1.
func informed(s *State) int {
	for i := range s.Figures {
		if s.Figures[i].Side == Heroes && contains(s.Figures[i].Marks, markInformed) {
			return i
		}
	}
	return -1
}

// offerTorturer spends a torturer's news on Initiative roll o between
// hero hi and enemy di: when the heroes lost it, they are asked whether
// they roll it again (it reports whether it asked); won, the news was for
// nothing.
func (e *env) offerTorturer(hi, di int, o OpposedRoll, combatBefore bool) bool {
	s := e.s
	ti := informed(s)
	if ti < 0 {
		return false
	}
	t := &s.Figures[ti]
	t.Marks = deleteString(t.Marks, markInformed)
	if o.Winner == s.Figures[hi].ID {
		return false
	}
	s.scene().Initiative = &PendingInitiative{Hero: s.Figures[hi].ID, Enemy: s.Figures[di].ID, First: o.First.clone(), Second: o.Second.clone(), CombatBefore: combatBefore, BrokeIn: e.brokeIn}
	r := o.First.clone()
	e.open(Prompt{Kind: PromptTorturer, Seat: Heroes, Figure: t.ID, Roll: &r, Options: []PromptOption{
		{ID: OptionKeep, Label: Text{En: "Keep the Initiative roll", Es: "Mantener la tirada de Iniciativa"}},
		{ID: OptionReroll, Label: Text{En: "Roll the heroes' Initiative again with the torturer's news", Es: "Repetir la Iniciativa de los héroes con la información del torturador"}},
	}})
	return true
}

func answerTorturer(e *env, p Prompt, option string) error {
	s := e.s
	if s.Scene == nil || s.Scene.Initiative == nil {
		return refuse(CodeBadState, "no Initiative roll waits for the torturer's news", "ninguna tirada de Iniciativa espera la información del torturador")
	}
	pi := *s.Scene.Initiative
	s.Scene.Initiative = nil
	hi, di := s.figure(pi.Hero), s.figure(pi.Enemy)
	if hi < 0 || di < 0 {
		return refuse(CodeBadState, "the Initiative roll names an unknown figure", "la tirada de Iniciativa nombra una figura desconocida")
	}
	o := OpposedRoll{Rule: ruleInitiative, First: pi.First, Second: pi.Second, Winner: pi.Enemy, Rolled: 1}
	if option == OptionReroll {
		if ti := s.figure(p.Figure); ti >= 0 {
			e.skillUsed(&s.Figures[ti], skillTable["torturer"], Text{En: "the heroes roll their Initiative again", Es: "los héroes repiten su Iniciativa"})
		}
		var err error
		if o, err = e.rerollInitiative(o, hi, di, false, ""); err != nil {
			return err
		}
	}
	// Fortune may still change the roll (page 14).
	e.brokeIn = pi.BrokeIn
	if e.offerInitiativeFortune(hi, di, o, pi.CombatBefore) {
		return nil
	}
	return e.initiativeDecided(hi, di, o, pi.CombatBefore, pi.BrokeIn)
}

// deleteString returns list without s (nil when empty).
func deleteString(list []string, s string) []string {
	var out []string
	for _, v := range list {
		if v != s {
			out = append(out, v)
		}
	}
	return out
}
