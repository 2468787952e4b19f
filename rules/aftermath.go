package rules

import (
	"fmt"

	"dun/dice"
)

// After the quest (pages 12, 44, 79, 89): what becomes of the heroes who
// were knocked out (1D6 on one of two tables, by whether their body was
// recovered), the injuries table (2D6), the share-out of coins and the
// experience earned. No Fortune point may change these rolls (page 44), so
// AfterQuest asks nobody anything: it is a pure function of the final
// state and the dice, and it returns every roll it made.

// Fate is what became of a hero after the quest.
type Fate string

// The fates of page 44; FateUnharmed is a hero who was never knocked out
// at the end.
const (
	FateUnharmed        Fate = "unharmed"
	FateDead            Fate = "dead"
	FateInjured         Fate = "injured"
	FateRevenge         Fate = "revenge"
	FatePrisoner        Fate = "prisoner"
	FateSeriousInjuries Fate = "serious_injuries"
	FateEscaped         Fate = "escaped"
)

// Returns reports whether a hero with this fate is back with the group.
func (f Fate) Returns() bool {
	switch f {
	case FateUnharmed, FateInjured, FateSeriousInjuries, FateEscaped:
		return true
	}
	return false
}

// InjuryKind names a line of the injuries table (page 44).
type InjuryKind string

// The injuries of page 44.
const (
	InjuryOneArmed        InjuryKind = "one_armed"
	InjuryDamagedJoints   InjuryKind = "damaged_joints"
	InjuryWeakenedKnee    InjuryKind = "weakened_knee"
	InjuryWeakenedMuscles InjuryKind = "weakened_muscles"
	InjuryUnspecified     InjuryKind = "unspecified"
	InjuryAmnesia         InjuryKind = "amnesia"
	InjuryDamagedNerves   InjuryKind = "damaged_nerves"
	InjuryOneEyed         InjuryKind = "one_eyed"
	InjuryDamagedThorax   InjuryKind = "damaged_thorax"
	InjuryBrainDamage     InjuryKind = "brain_damage"
)

// Injury is a permanent injury a hero carries. Its effects on the
// attributes are applied to the hero's Attrs when it is suffered; the
// record says what they were, whether a healer may cure it, and whether a
// choice is still owed (the attribute of an unspecified injury, the class
// skill amnesia takes).
type Injury struct {
	Kind      InjuryKind `json:"kind"`
	Incurable bool       `json:"incurable,omitempty"`
	Pending   bool       `json:"pending,omitempty"`
}

// InjuryRule is a line of the injuries table, as data.
type InjuryRule struct {
	Kind      InjuryKind
	Low, Hi   int // the 2D6 totals that give it
	Lowers    []Attribute
	Text      Text
	OneHand   bool // no two-handed equipment, no weapon and shield together
	Spells    int  // to casting spells
	Choose    bool // -1 to an attribute the player chooses
	LoseSkill bool // a random skill of the hero's class is lost
}

// InjuryTable is the injuries table of page 44, in the book's order.
var InjuryTable = []InjuryRule{
	{Kind: InjuryOneArmed, Low: 2, Hi: 2, Lowers: []Attribute{CombatSkill, Dexterity}, OneHand: true, Spells: -1,
		Text: Text{En: "One arm is lost: nothing two-handed, no weapon with a shield; -1 Combat Skill, Dexterity and spellcasting.", Es: "Pierde un brazo: nada a dos manos, ni arma con escudo; -1 a Cuerpo a Cuerpo, Destreza y al lanzar hechizos."}},
	{Kind: InjuryDamagedJoints, Low: 3, Hi: 3, Lowers: []Attribute{Agility},
		Text: Text{En: "Stiff joints: -1 Agility.", Es: "Articulaciones dañadas: -1 a Agilidad."}},
	{Kind: InjuryWeakenedKnee, Low: 4, Hi: 4, Lowers: []Attribute{Movement},
		Text: Text{En: "A bad knee: -1 Movement.", Es: "Una rodilla débil: -1 a Movimiento."}},
	{Kind: InjuryWeakenedMuscles, Low: 5, Hi: 5, Lowers: []Attribute{Strength},
		Text: Text{En: "Wasted muscles: -1 Strength.", Es: "Músculos debilitados: -1 a Fuerza."}},
	{Kind: InjuryUnspecified, Low: 6, Hi: 7, Choose: true,
		Text: Text{En: "A lasting wound: -1 to an attribute the player picks.", Es: "Una herida duradera: -1 a un atributo que elige el jugador."}},
	{Kind: InjuryAmnesia, Low: 8, Hi: 8, LoseSkill: true,
		Text: Text{En: "Memory loss: one random skill of the hero's class is forgotten.", Es: "Pérdida de memoria: olvida una habilidad de su clase al azar."}},
	{Kind: InjuryDamagedNerves, Low: 9, Hi: 9, Lowers: []Attribute{Courage},
		Text: Text{En: "Shaken nerves: -1 Courage.", Es: "Nervios dañados: -1 a Valentía."}},
	{Kind: InjuryOneEyed, Low: 10, Hi: 10, Lowers: []Attribute{ShootingSkill, Perception},
		Text: Text{En: "One eye is lost: -1 Shooting Skill and Perception.", Es: "Pierde un ojo: -1 a Disparo y Percepción."}},
	{Kind: InjuryDamagedThorax, Low: 11, Hi: 11, Lowers: []Attribute{Vitality},
		Text: Text{En: "A crushed chest: -1 Vitality for good.", Es: "El pecho hundido: -1 a Vitalidad para siempre."}},
	{Kind: InjuryBrainDamage, Low: 12, Hi: 12, Lowers: []Attribute{Intelligence},
		Text: Text{En: "A blow to the head: -1 Intelligence.", Es: "Un golpe en la cabeza: -1 a Inteligencia."}},
}

// InjuryFor returns the line of the injuries table for a 2D6 total.
func InjuryFor(total int) (InjuryRule, bool) {
	for _, r := range InjuryTable {
		if total >= r.Low && total <= r.Hi {
			return r, true
		}
	}
	return InjuryRule{}, false
}

// Injure gives hero f the injury of 2D6 total: its attributes lowered
// (never below the attribute's floor), the injury recorded, and 2 Value
// Points lost if it is incurable (page 44).
func Injure(f Figure, total int, incurable bool) (Figure, Injury, error) {
	r, ok := InjuryFor(total)
	if !ok {
		return f, Injury{}, fmt.Errorf("no injury for a 2D6 total of %d", total)
	}
	f = f.clone()
	for _, a := range r.Lowers {
		lower(f.EditAttrs(), a)
	}
	in := Injury{Kind: r.Kind, Incurable: incurable, Pending: r.Choose || r.LoseSkill}
	f.SetInjuries(append(f.Injuries(), in))
	if incurable {
		f.SetVP(max(f.VP()-2, 0))
	}
	if int(f.Wounds) >= f.Attrs().Vitality && f.Attrs().Vitality > 0 {
		f.Wounds = int32(f.Attrs().Vitality - 1)
	}
	return f, in, nil
}

// lower takes 1 from attribute a; Movement and Vitality stay at 0 or more.
func lower(at *Attributes, a Attribute) {
	p := map[Attribute]*int{
		Movement: &at.Movement, CombatSkill: &at.CombatSkill, Strength: &at.Strength, ShootingSkill: &at.ShootingSkill,
		Agility: &at.Agility, Intelligence: &at.Intelligence, Courage: &at.Courage, Vitality: &at.Vitality,
		Dexterity: &at.Dexterity, Perception: &at.Perception,
	}[a]
	if p == nil {
		return
	}
	*p--
	if (a == Movement || a == Vitality) && *p < 0 {
		*p = 0
	}
	if *p < -attrLimit {
		*p = -attrLimit
	}
}

// HeroAftermath is what the end of the quest means for one hero.
type HeroAftermath struct {
	Figure     string `json:"figure"`
	KnockedOut bool   `json:"knocked_out,omitempty"`
	// Recovered: the group carried the body out (page 44).
	Recovered bool `json:"recovered,omitempty"`
	Fate      Fate `json:"fate"`
	// FateRoll and InjuryRoll are the Seq of the rolls (0: none).
	FateRoll   int     `json:"fate_roll,omitempty"`
	Injury     *Injury `json:"injury,omitempty"`
	InjuryRoll int     `json:"injury_roll,omitempty"`
	// LostObjects is how many random objects the hero loses (2, or half
	// his equipment, rounded up, for a prisoner).
	LostObjects int `json:"lost_objects,omitempty"`
	// Ransom is the coins that free a prisoner (page 44).
	Ransom int `json:"ransom,omitempty"`
	// Objects are the objects found in the quest that are his share
	// (page 12; an unidentified one by its kind).
	Objects []Text `json:"objects,omitempty"`
	// Coins is the hero's share of the group's coins; Experience the
	// experience points he earns (page 79).
	Coins      int `json:"coins"`
	Experience int `json:"experience"`
	// Hero is the hero after all this: injuries in his attributes, left
	// with 1 Vitality point if he was knocked out and lives (page 44,
	// note 1), carrying his share of the coins.
	Hero Figure `json:"hero"`
}

// Aftermath is the result of AfterQuest.
type Aftermath struct {
	End          QuestEnd        `json:"end"`
	Achievements Achievements    `json:"achievements"`
	Heroes       []HeroAftermath `json:"heroes"`
	// Pool is the coins the returning heroes share out.
	Pool int `json:"pool"`
	// Mounts are the heroes' mounts that ran away during the quest, each
	// found again or not (page 102).
	Mounts []MountBack  `json:"mounts,omitempty"`
	Rolls  []RollRecord `json:"rolls,omitempty"`
}

// Ransom is the price of freeing an imprisoned hero (page 44).
const Ransom = 10

// AfterQuest settles a finished quest (R403-R406): for each hero knocked
// out at the end, 1D6 on the table of page 44 (recovered bodies when the
// mission was accomplished, R403), then 2D6 on the injuries table for the
// injured; the coins the returning heroes carry and, on victory, the
// reward are shared out evenly (the first heroes in order take what does
// not divide); on victory each hero who is not knocked out earns the
// sheet's experience, or the standard +1 (first attempt) and +1 if the
// heroes' Achievement points beat the Dark Player's (page 79).
func AfterQuest(s State, src dice.Source) (Aftermath, error) {
	if s.End == nil {
		return Aftermath{}, fmt.Errorf("the quest is not over")
	}
	if src == nil {
		return Aftermath{}, fmt.Errorf("no dice")
	}
	s = s.Clone()
	for i := range s.Figures {
		// The quest over, a hero still a beast is himself again
		// (Lycanthropy, R874).
		if s.Figures[i].InAnimalForm() {
			backToOwnShape(&s.Figures[i])
		}
	}
	out := Aftermath{End: *s.End, Achievements: s.Achievements}
	roller := dice.NewRoller(src)
	seq := s.Rolls
	roll := func(n int, rule string, f *Figure) (RollRecord, error) {
		r, err := roller.ND6(n, rule+": "+f.name())
		if err != nil {
			return RollRecord{}, fmt.Errorf("the dice could not be rolled: %v", err)
		}
		seq++
		r.Seq = seq
		rec := RollRecord{Roll: r, Rule: rule, Figure: f.ID}
		out.Rolls = append(out.Rolls, rec)
		return rec, nil
	}
	victory := s.End.Victory
	outdoor := s.allOutdoor()
	var heroes []int
	for i := range s.Figures {
		if s.Figures[i].Hero() {
			heroes = append(heroes, i)
		}
	}
	// The fates first: whether all end up prisoners changes them.
	for _, i := range heroes {
		f := &s.Figures[i]
		h := HeroAftermath{Figure: f.ID, Fate: FateUnharmed}
		if f.Conditions.Has(KnockedOut) {
			h.KnockedOut, h.Recovered = true, victory || carriedOut(&s, f.ID)
			r, err := roll(1, ruleKnockedOutFate, f)
			if err != nil {
				return Aftermath{}, err
			}
			h.FateRoll = r.Seq
			h.Fate = fateFor(r.Total, h.Recovered, outdoor)
		}
		out.Heroes = append(out.Heroes, h)
	}
	prisoners, ko := 0, 0
	for _, h := range out.Heroes {
		if h.Fate == FatePrisoner {
			prisoners++
		}
		if h.KnockedOut {
			ko++
		}
	}
	if prisoners > 0 && prisoners == len(out.Heroes) {
		// Nobody is left to free them: the next line of the table.
		for k := range out.Heroes {
			out.Heroes[k].Fate = FateSeriousInjuries
		}
	}
	for k, i := range heroes {
		h := &out.Heroes[k]
		f := &s.Figures[i]
		switch h.Fate {
		case FateInjured, FateSeriousInjuries:
			r, err := roll(2, ruleInjury, f)
			if err != nil {
				return Aftermath{}, err
			}
			nf, in, err := Injure(*f, r.Total, h.Fate == FateSeriousInjuries)
			if err != nil {
				return Aftermath{}, err
			}
			*f = nf
			h.Injury, h.InjuryRoll = &in, r.Seq
			h.LostObjects = 2
		case FateEscaped:
			h.LostObjects = 2
		case FatePrisoner:
			h.LostObjects = (len(f.Items) + 1) / 2
			h.Ransom = Ransom
		}
		if h.KnockedOut && h.Fate.Returns() {
			// Wounded, with 1 Vitality point, until he recovers (note 1).
			f.Conditions = f.Conditions.Without(KnockedOut).With(Wounded)
			f.Wounds = int32(max(f.Attrs().Vitality-1, 0))
		}
	}
	// A hero's mount that ran away is found again on 2+ (page 102).
	for i := range s.Figures {
		m := &s.Figures[i]
		if !contains(m.Marks, markFled) || m.Owner() == "" {
			continue
		}
		r, err := roll(1, ruleMountBack, m)
		if err != nil {
			return Aftermath{}, err
		}
		out.Mounts = append(out.Mounts, MountBack{Figure: m.ID, Owner: m.Owner(), Recovered: r.Total >= MountBackOn, Roll: r.Seq})
	}
	// The share-out (page 12): the coins the returning heroes carry, and
	// the reward of an accomplished mission.
	var back []int
	for k, i := range heroes {
		h := &out.Heroes[k]
		f := &s.Figures[i]
		if h.Fate.Returns() || h.Recovered {
			out.Pool += f.Coins()
		}
		f.SetCoins(0)
		if h.Fate.Returns() {
			back = append(back, k)
		}
	}
	if victory && s.Mission != nil {
		out.Pool += s.Mission.Coins
	}
	shareObjects(&s, &out, heroes, back)
	if len(back) > 0 {
		each, rest := out.Pool/len(back), out.Pool%len(back)
		for n, k := range back {
			share := each
			if n < rest {
				share++
			}
			out.Heroes[k].Coins = share
			s.Figures[heroes[k]].SetCoins(share)
		}
	}
	if victory {
		xp := 0
		if s.Mission != nil && s.Mission.Experience > 0 {
			xp = s.Mission.Experience
		} else {
			xp = 1 // the mission accomplished at the first attempt (R405)
			if s.Achievements.Heroes > s.Achievements.Dark {
				xp++
			}
		}
		for k := range out.Heroes {
			if !out.Heroes[k].KnockedOut {
				out.Heroes[k].Experience = xp
			}
		}
	}
	for k, i := range heroes {
		out.Heroes[k].Hero = s.Figures[i].clone()
	}
	return out, nil
}

// Rules of the rolls after the quest.
const (
	ruleKnockedOutFate = "knocked_out_fate"
	ruleInjury         = "injury"
	ruleMountBack      = "mount_back"
)

// MountBackOn is the 1D6 result from which a hero recovers his runaway
// mount after the quest (page 102).
const MountBackOn = 2

// MountBack is a runaway mount of a hero after the quest: Recovered on
// the roll numbered Roll.
type MountBack struct {
	Figure    string `json:"figure"`
	Owner     string `json:"owner"`
	Recovered bool   `json:"recovered"`
	Roll      int    `json:"roll"`
}

// fateFor reads the tables of page 44 for a 1D6 result.
func fateFor(d int, recovered, outdoor bool) Fate {
	if recovered {
		if d == 1 {
			return FateDead
		}
		return FateInjured
	}
	switch d {
	case 1:
		return FateDead
	case 2:
		return FateRevenge
	case 3:
		if outdoor {
			return FateSeriousInjuries
		}
		return FatePrisoner
	case 4, 5:
		return FateSeriousInjuries
	}
	return FateEscaped
}

// allOutdoor reports whether every section of the scenario is outdoor
// (page 44: nowhere to keep a prisoner).
func (s *State) allOutdoor() bool {
	if s.Explore == nil || len(s.Explore.Sections) == 0 {
		return false
	}
	for _, sec := range s.Explore.Sections {
		if !sec.Outdoor {
			return false
		}
	}
	return true
}
