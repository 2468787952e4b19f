package rules

// Lycanthropy (page 116): "may use a Quick Action to transform into a
// Werewolf (use the "Werewolf" card profile from the "Animals and
// Creatures" deck). Only twice per quest. It carries all its equipment
// with no penalties but won't be able to use it. At the end of each
// activation starting from the second turn as a werewolf, roll 1D6. With
// a result of 1, it will return to his original human form, with its
// current Vitality points, but never exceeding those it originally had."
//
// The figure carries the Werewolf's profile (Figure.Shape, given by
// setup from the pack's werewolf creature). The skill Action, a Quick
// Action (even in an enemy's melee range), puts it on: the hero's
// equipment, spells and skills are stowed with its own profile, so it
// neither uses nor is slowed by them, and fights with the Werewolf's
// claws. It keeps its wounds (the Vitality it lost), its Mana and
// Fortune (R874). From the turn after the one it turned, each of its
// activations ends with 1D6; a 1 gives it back its own profile, with its
// current Vitality points up to its own Vitality. While a Werewolf it is
// an animal (page 40, animalform.go).

// ruleLycanthropy names the roll that may turn a werewolf back.
const ruleLycanthropy = "lycanthropy"

// ShapeChanged: a figure took its animal shape (Animal) or its own again;
// Vitality is its Vitality now, Wounds what it has lost of it.
type ShapeChanged struct {
	Figure   string `json:"figure"`
	Animal   bool   `json:"animal,omitempty"`
	Kind     string `json:"kind,omitempty"`
	Vitality int    `json:"vitality"`
	Wounds   int    `json:"wounds,omitempty"`
}

func (ShapeChanged) EventType() string { return "shape_changed" }

func init() {
	registerSkillAct(&skill{
		id: "lycanthropy", name: Text{En: "Lycanthropy", Es: "Licantropía"}, active: true, effect: "lycanthropy",
		params: []SkillParam{intParam("uses")}, values: map[string]any{"uses": 2},
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		quick: true, engaged: true, uses: 2,
		ready: func(s *State, fi int) *RuleError {
			f := &s.Figures[fi]
			if f.Shape() == nil {
				return refuse(CodeBadSkill, "%s carries no Werewolf profile to turn into", "%s no lleva ningún perfil de Hombre lobo en el que convertirse", f.name())
			}
			return nil
		},
		do: func(e *env, fi int, _ []int) error {
			e.changeShape(fi)
			return nil
		},
	}, nil)
}

// changeShape turns figure fi into its other shape: the animal when it
// is itself, itself when it is the animal.
func (e *env) changeShape(fi int) {
	f := &e.s.Figures[fi]
	sh := f.Shape().clone() // the figure's is shared with the state's clones
	keep := *f.Attrs()
	wounds := int(f.Wounds)
	if !sh.Animal {
		// It keeps what it lost, and its own Mana and Fortune.
		sh.Other = wearProfile(f, sh.Other)
		a := f.EditAttrs()
		a.Mana, a.Fortune = keep.Mana, keep.Fortune
		f.Wounds = int32(min(wounds, max(f.Attrs().Vitality-1, 0)))
		sh.Animal, sh.Since = true, e.s.Turn
		f.SetShape(sh)
	} else {
		backToOwnShape(f)
	}
	// Its Movement in this activation is the new shape's.
	if a := e.s.Active; a != nil && a.Figure == f.ID && !a.Running() {
		a.Allowance = f.Attrs().Movement
	}
	e.emit(ShapeChanged{Figure: f.ID, Animal: f.InAnimalForm(), Kind: f.Kind(), Vitality: f.Attrs().Vitality, Wounds: int(f.Wounds)})
}

// beastsTurnBack rolls 1D6 for each werewolf whose activation ended in
// this command, from the turn after the one it turned; a 1 turns it back.
func (e *env) beastsTurnBack() error {
	n := len(e.events)
	for k := 0; k < n; k++ {
		ev, ok := e.events[k].(ActivationEnded)
		if !ok {
			continue
		}
		fi := e.s.figure(ev.Figure)
		if fi < 0 {
			continue
		}
		f := &e.s.Figures[fi]
		if !f.InAnimalForm() || !f.Present() || e.s.Turn <= f.Shape().Since {
			continue
		}
		d, err := e.dice.D6(ruleLycanthropy + ": " + f.name())
		if err != nil {
			return diceError(err)
		}
		r := e.record(d, ruleLycanthropy, f.ID)
		e.emit(Rolled{Roll: r.clone()})
		if r.Dice[0] == 1 {
			e.changeShape(fi)
		}
	}
	return nil
}

// backToOwnShape gives figure f, in its animal shape, its own profile
// back: its current Vitality points, never above its own; what it found
// as a beast goes into its pack, the beast keeping only its natural
// weapons.
func backToOwnShape(f *Figure) {
	sh := f.Shape().clone() // the figure's is shared with the state's clones
	current := max(f.Attrs().Vitality-int(f.Wounds), 0)
	sh.Other = wearProfile(f, sh.Other)
	f.Wounds = int32(f.Attrs().Vitality - min(current, f.Attrs().Vitality))
	beast := sh.Other.Items[:0:0]
	for _, it := range sh.Other.Items {
		if it.Natural {
			beast = append(beast, it)
			continue
		}
		it.Place = InPack
		f.Items = append(f.Items, it)
	}
	sh.Other.Items = beast
	sh.Animal, sh.Since = false, 0
	f.SetShape(sh)
}
