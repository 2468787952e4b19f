package rules

import (
	"bytes"
	"encoding/json"

	"dun/board"
)

// figureJSON is a figure as JSON shows it: Figure's fields and
// FigureInfo's, in the order the figure's fields had before they were
// split (saved games, views and the schema read it; TestFigureJSONFields
// checks that it holds every field of both, in that order).
type figureJSON struct {
	ID                  string           `json:"id"`
	Name                string           `json:"name"`
	Side                Side             `json:"side"`
	Hero                bool             `json:"hero,omitempty"`
	Facing              board.Dir        `json:"facing"`
	Flying              bool             `json:"flying,omitempty"`
	Conditions          Conditions       `json:"conditions,omitempty"`
	Size                int              `json:"size"`
	At                  board.Pos        `json:"at"`
	Attrs               Attributes       `json:"attrs"`
	Wounds              int32            `json:"wounds,omitempty"`
	ManaUsed            int32            `json:"mana_used,omitempty"`
	ManaRacial          int              `json:"mana_racial,omitempty"`
	FortuneUsed         int              `json:"fortune_used,omitempty"`
	Items               []Item           `json:"items,omitempty"`
	Skills              []string         `json:"skills,omitempty"`
	Marks               []string         `json:"marks,omitempty"`
	WoundsRecent        int              `json:"wounds_recent,omitempty"`
	FearImmune          int              `json:"fear_immune,omitempty"`
	Shielding           bool             `json:"shielding,omitempty"`
	Searched            bool             `json:"searched,omitempty"`
	ShotDefensively     bool             `json:"shot_defensively,omitempty"`
	PotionCombat        bool             `json:"potion_combat,omitempty"`
	Leader              bool             `json:"leader,omitempty"`
	LastKill            string           `json:"last_kill,omitempty"`
	PotionBonus         []Penalty        `json:"potion_bonus,omitempty"`
	Owner               string           `json:"owner,omitempty"`
	Level               string           `json:"level,omitempty"`
	Spells              []Spell          `json:"spells,omitempty"`
	Sorcery             Sorcery          `json:"sorcery,omitempty"`
	Boons               []Boon           `json:"boons,omitempty"`
	AidTurn             int              `json:"aid_turn,omitempty"`
	Behaviour           string           `json:"behaviour,omitempty"`
	VP                  int              `json:"vp,omitempty"`
	Attacked            bool             `json:"attacked,omitempty"`
	Activated           bool             `json:"activated,omitempty"`
	DownLastActivation  bool             `json:"down_last_activation,omitempty"`
	MovedLastActivation bool             `json:"moved_last_activation,omitempty"`
	OnDifficult         bool             `json:"on_difficult,omitempty"`
	Left                bool             `json:"left,omitempty"`
	Netted              bool             `json:"netted,omitempty"`
	Coins               int              `json:"coins,omitempty"`
	QuestFortune        int              `json:"quest_fortune,omitempty"`
	Injuries            []Injury         `json:"injuries,omitempty"`
	Race                string           `json:"race,omitempty"`
	Alignment           string           `json:"alignment,omitempty"`
	Kind                string           `json:"kind,omitempty"`
	Hates               []string         `json:"hates,omitempty"`
	Secondary           []SecondarySkill `json:"secondary,omitempty"`
	Shape               *Shape           `json:"shape,omitempty"`
	Quarry              string           `json:"quarry,omitempty"`
	Power               *PowerTrace      `json:"power,omitempty"`
	Vanished            int32            `json:"vanished,omitempty"`
	SkillUses           []SkillUse       `json:"skill_uses,omitempty"`
	LastSkills          []string         `json:"last_skills,omitempty"`
	Hunts               string           `json:"hunts,omitempty"`
	Profile             string           `json:"profile,omitempty"`
	ExtraActions        int              `json:"extra_actions,omitempty"`
	Riding              string           `json:"riding,omitempty"`
	Rider               string           `json:"rider,omitempty"`
	Saddle              int32            `json:"saddle,omitempty"`
	Reins               string           `json:"reins,omitempty"`
	Provokers           []string         `json:"provokers,omitempty"`
	RiderlessHits       int              `json:"riderless_hits,omitempty"`
}

// MarshalJSON writes the figure with its FigureInfo's fields among its own.
func (f Figure) MarshalJSON() ([]byte, error) {
	w := f.wire()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	// The encoder that called this escapes HTML as it is told to.
	enc.SetEscapeHTML(false)
	if err := enc.Encode(&w); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// UnmarshalJSON reads what MarshalJSON writes; like a state's, a figure's
// JSON has no field it does not know.
func (f *Figure) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	var w figureJSON
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return err
	}
	*f = w.figure()
	return nil
}

func (f *Figure) wire() figureJSON {
	in := f.in()
	return figureJSON{
		ID:                  f.ID,
		Name:                in.Name,
		Side:                f.Side,
		Hero:                in.Hero,
		Facing:              f.Facing,
		Flying:              in.Flying,
		Conditions:          f.Conditions,
		Size:                f.Size,
		At:                  f.At,
		Attrs:               in.Attrs,
		Wounds:              f.Wounds,
		ManaUsed:            f.ManaUsed,
		ManaRacial:          in.ManaRacial,
		FortuneUsed:         in.FortuneUsed,
		Items:               f.Items,
		Skills:              f.Skills,
		Marks:               f.Marks,
		WoundsRecent:        in.WoundsRecent,
		FearImmune:          in.FearImmune,
		Shielding:           in.Shielding,
		Searched:            in.Searched,
		ShotDefensively:     in.ShotDefensively,
		PotionCombat:        in.PotionCombat,
		Leader:              in.Leader,
		LastKill:            in.LastKill,
		PotionBonus:         in.PotionBonus,
		Owner:               in.Owner,
		Level:               in.Level,
		Spells:              f.Spells,
		Sorcery:             in.Sorcery,
		Boons:               f.Boons,
		AidTurn:             in.AidTurn,
		Behaviour:           in.Behaviour,
		VP:                  in.VP,
		Attacked:            f.Attacked,
		Activated:           f.Activated,
		DownLastActivation:  in.DownLastActivation,
		MovedLastActivation: f.MovedLastActivation,
		OnDifficult:         in.OnDifficult,
		Left:                f.Left,
		Netted:              in.Netted,
		Coins:               in.Coins,
		QuestFortune:        in.QuestFortune,
		Injuries:            in.Injuries,
		Race:                in.Race,
		Alignment:           in.Alignment,
		Kind:                in.Kind,
		Hates:               in.Hates,
		Secondary:           in.Secondary,
		Shape:               in.Shape,
		Quarry:              in.Quarry,
		Power:               in.Power,
		Vanished:            f.Vanished,
		SkillUses:           in.SkillUses,
		LastSkills:          in.LastSkills,
		Hunts:               in.Hunts,
		Profile:             in.Profile,
		ExtraActions:        in.ExtraActions,
		Riding:              in.Riding,
		Rider:               in.Rider,
		Saddle:              f.Saddle,
		Reins:               in.Reins,
		Provokers:           in.Provokers,
		RiderlessHits:       in.RiderlessHits,
	}
}

func (w *figureJSON) figure() Figure {
	f := Figure{
		ID:                  w.ID,
		Side:                w.Side,
		Facing:              w.Facing,
		Conditions:          w.Conditions,
		Size:                w.Size,
		At:                  w.At,
		Wounds:              w.Wounds,
		ManaUsed:            w.ManaUsed,
		Items:               w.Items,
		Skills:              w.Skills,
		Marks:               w.Marks,
		Spells:              w.Spells,
		Boons:               w.Boons,
		Attacked:            w.Attacked,
		Activated:           w.Activated,
		MovedLastActivation: w.MovedLastActivation,
		Left:                w.Left,
		Vanished:            w.Vanished,
		Saddle:              w.Saddle,
	}
	return f.WithInfo(FigureInfo{
		Name:               w.Name,
		Hero:               w.Hero,
		Flying:             w.Flying,
		Attrs:              w.Attrs,
		ManaRacial:         w.ManaRacial,
		FortuneUsed:        w.FortuneUsed,
		WoundsRecent:       w.WoundsRecent,
		FearImmune:         w.FearImmune,
		Shielding:          w.Shielding,
		Searched:           w.Searched,
		ShotDefensively:    w.ShotDefensively,
		PotionCombat:       w.PotionCombat,
		Leader:             w.Leader,
		LastKill:           w.LastKill,
		PotionBonus:        w.PotionBonus,
		Owner:              w.Owner,
		Level:              w.Level,
		Sorcery:            w.Sorcery,
		AidTurn:            w.AidTurn,
		Behaviour:          w.Behaviour,
		VP:                 w.VP,
		DownLastActivation: w.DownLastActivation,
		OnDifficult:        w.OnDifficult,
		Netted:             w.Netted,
		Coins:              w.Coins,
		QuestFortune:       w.QuestFortune,
		Injuries:           w.Injuries,
		Race:               w.Race,
		Alignment:          w.Alignment,
		Kind:               w.Kind,
		Hates:              w.Hates,
		Secondary:          w.Secondary,
		Shape:              w.Shape,
		Quarry:             w.Quarry,
		Power:              w.Power,
		SkillUses:          w.SkillUses,
		LastSkills:         w.LastSkills,
		Hunts:              w.Hunts,
		Profile:            w.Profile,
		ExtraActions:       w.ExtraActions,
		Riding:             w.Riding,
		Rider:              w.Rider,
		Reins:              w.Reins,
		Provokers:          w.Provokers,
		RiderlessHits:      w.RiderlessHits,
	})
}
