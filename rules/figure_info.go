package rules

import (
	"reflect"
	"slices"
)

// FigureInfo is the part of a figure that is set when it is built and
// seldom changes in play: its name and kind, its owner and mount, what it
// carries from earlier quests, what a card or a skill left on it. A state
// and its clones share it by pointer (a clone copies 8 bytes of it, not
// some 500: docs/performance.md, Session 9), so it is never written in
// place: each Set method of Figure writes a new copy, holding its own copy
// of the slice or pointer it is given, and what a getter returns must not
// be written through. The JSON of a figure shows its fields among the
// figure's own (figure_json.go).
type FigureInfo struct {
	Name   string     `json:"name"`           // shown to people
	Hero   bool       `json:"hero,omitempty"` // a hero, not a companion or creature (page 10)
	Flying bool       `json:"flying,omitempty"`
	Attrs  Attributes `json:"attrs"`
	// ManaRacial is the Mana a hero's race let him develop (page 76, note
	// 2: up to +2, "exceeding the generic limitations for wizards"): it
	// adds to the pool past the caps of ManaPool (R1267).
	ManaRacial  int `json:"mana_racial,omitempty"`
	FortuneUsed int `json:"fortune_used,omitempty"` // Fortune points spent this quest
	// WoundsRecent is the Vitality the figure lost since its last
	// activation began (Regeneration, page 116).
	WoundsRecent int `json:"wounds_recent,omitempty"`
	// FearImmune is the highest level of Fearsome foes the figure passed
	// a Courage test against in this combat (FearLevel; 0 none).
	FearImmune int `json:"fear_immune,omitempty"`
	// Shielding: the figure shielded itself with rerolled blocks since its
	// last activation; its next one may neither attack nor run (page 43).
	Shielding bool `json:"shielding,omitempty"`
	// Searched marks a defeated enemy whose body was searched, or can no
	// longer be (a new section was revealed since, page 26).
	Searched bool `json:"searched,omitempty"`
	// ShotDefensively: the figure made its defensive shot this turn (page
	// 35: one per turn).
	ShotDefensively bool `json:"shot_defensively,omitempty"`
	// PotionCombat: the last potion's bonus lasts until the combat ends
	// (a Heroic Potion), not the quest.
	PotionCombat bool `json:"potion_combat,omitempty"`
	// Leader marks a Leader (page 42: spared some extra effects of hits).
	Leader bool `json:"leader,omitempty"`
	// LastKill is the last enemy the figure knocked out since a section
	// was last revealed: an unarmed hero may take its weapon (page 26,
	// corpse_weapon.go).
	LastKill string `json:"last_kill,omitempty"`
	// PotionBonus is what the last potion drunk still adds to the
	// attributes; the next potion cancels it (page 27).
	PotionBonus []Penalty `json:"potion_bonus,omitempty"`
	// Owner is the hero a companion (mercenary or pet, page 74) belongs
	// to; empty for heroes and the Dark Player's figures.
	Owner string `json:"owner,omitempty"`
	// Level is a creature's level: grunt, elite or champion (page 46);
	// empty for heroes and companions.
	Level   string  `json:"level,omitempty"`
	Sorcery Sorcery `json:"sorcery,omitempty"`
	// AidTurn is the game turn in which the figure last used components
	// or a scroll to cast or dispel (one per turn, page 39); 0 never.
	AidTurn int `json:"aid_turn,omitempty"`
	// Behaviour is the content ID of a creature's behaviour card, which
	// the Artificial Dark Player follows (pages 61-63); empty for heroes.
	Behaviour string `json:"behaviour,omitempty"`
	// VP is the figure's Value Points (page 10); the Artificial Dark
	// Player activates dearer creatures first (page 61).
	VP int `json:"vp,omitempty"`
	// DownLastActivation is set when the figure was knocked down at the
	// end of its previous activation (it fell then, or failed to rise): it
	// then rises without a test (page 18). Standing up clears it.
	DownLastActivation bool `json:"down_last_activation,omitempty"`
	// OnDifficult marks a Large or Huge figure whose base ended partly on
	// obstructed squares: it counts as being on difficult terrain (page 21).
	OnDifficult bool `json:"on_difficult,omitempty"`
	// Netted: a Falling Net holds the figure (trap_net.go).
	Netted bool `json:"netted,omitempty"`
	// Coins are the coins the figure carries, found searching rooms (page
	// 25) and elsewhere.
	Coins int `json:"coins,omitempty"`
	// QuestFortune is the temporary Fortune a worn object gave the hero as
	// the quest began (an Amulet of Destiny; questBegins), spent like the
	// rest and set anew when the next quest begins (page 14).
	QuestFortune int `json:"quest_fortune,omitempty"`
	// Injuries are the permanent injuries the figure carries from earlier
	// quests (page 44, aftermath.go); their effects are already in Attrs.
	Injuries []Injury `json:"injuries,omitempty"`
	// Race and Alignment are a hero's race and its alignment (good,
	// neutral, evil), which persuading reads (page 27).
	Race      string `json:"race,omitempty"`
	Alignment string `json:"alignment,omitempty"`
	// Kind is the sort of being a creature or companion is (orc, undead,
	// giant: its profile's kind); a hero's is its Race.
	Kind string `json:"kind,omitempty"`
	// Hates are the kinds of being a hero's Hatred names (page 110),
	// chosen when it learnt the skill; they match a foe's Kind or Race.
	Hates []string `json:"hates,omitempty"`
	// Secondary are a hero's secondary skills of RPG mode (page 100, its
	// character file's), each with its bonus (secondary.go).
	Secondary []SecondarySkill `json:"secondary,omitempty"`
	// Shape is the other profile a figure that changes shape carries
	// (Lycanthropy's Werewolf, shape.go); nil for every other figure.
	Shape *Shape `json:"shape,omitempty"`
	// Quarry is the hero a Thief! card sent the creature after
	// (darkcard_thief.go); empty for every other figure.
	Quarry string `json:"quarry,omitempty"`
	// Power is the last Power card played on the creature in classic
	// mode and what it changed for good (darkcard_classic.go).
	Power *PowerTrace `json:"power,omitempty"`
	// SkillUses counts the active skills the figure used this quest, and
	// LastSkills are those its last Action declared (skill_count.go).
	SkillUses  []SkillUse `json:"skill_uses,omitempty"`
	LastSkills []string   `json:"last_skills,omitempty"`
	// Hunts is the figure the quest gives this creature to eliminate (page
	// 62, "Specific target"; a quest sheet's creature or Leader `target`);
	// the Artificial Dark Player reads it, the rules do not.
	Hunts string `json:"hunts,omitempty"`
	// Profile is the content ID of a Dark Player creature's profile (its
	// extra skills are the catalogue's, improve.go); empty otherwise.
	Profile string `json:"profile,omitempty"`
	// ExtraActions are the Actions the figure gets at the start of each
	// activation besides its own (the ADP's Leader, page 64).
	ExtraActions int `json:"extra_actions,omitempty"`
	// Riding is the mount the figure rides, Rider the figure riding it
	// (mount.go): a rider and his mount stand on the same square, and
	// only seat and unseat write these two.
	Riding string `json:"riding,omitempty"`
	Rider  string `json:"rider,omitempty"`
	// Reins is the mount whose reins the figure holds while walking
	// (page 102, mount_reins.go).
	Reins string `json:"reins,omitempty"`
	// Provokers are the enemies that attacked the riderless mount in
	// melee since its last activation: the only ones it attacks (page
	// 116); RiderlessHits counts the attacks it took riderless.
	Provokers     []string `json:"provokers,omitempty"`
	RiderlessHits int      `json:"riderless_hits,omitempty"`
}

// noInfo is what a figure without FigureInfo reads: every field zero. It
// is never written (edit copies it).
var noInfo FigureInfo

// in is f's FigureInfo for reading.
func (f *Figure) in() *FigureInfo {
	if f.info == nil {
		return &noInfo
	}
	return f.info
}

// edit gives f a FigureInfo of its own to write, a copy of the shared one:
// no other figure, in this state or another, sees the write.
func (f *Figure) edit() *FigureInfo {
	in := new(FigureInfo)
	*in = *f.in()
	f.info = in
	return in
}

// settle drops f's FigureInfo when a write left it all zero, so that a
// figure's info is nil exactly when it has none, however it was built.
func (f *Figure) settle() {
	if f.info != nil && reflect.ValueOf(f.info).Elem().IsZero() {
		f.info = nil
	}
}

// WithInfo returns f with in as its FigureInfo, for a figure built as a
// literal: in's slices and pointers are copied.
func (f Figure) WithInfo(in FigureInfo) Figure {
	f.info = in.own()
	f.settle()
	return f
}

// own returns a copy of in holding its own slices and pointers, each
// slice without spare capacity: an append to one copies it.
func (in FigureInfo) own() *FigureInfo {
	in.PotionBonus = slices.Clip(slices.Clone(in.PotionBonus))
	in.Injuries = slices.Clip(slices.Clone(in.Injuries))
	in.Hates = slices.Clip(slices.Clone(in.Hates))
	in.Secondary = slices.Clip(slices.Clone(in.Secondary))
	in.Shape = in.Shape.clone()
	in.Power = in.Power.clone()
	in.SkillUses = slices.Clip(slices.Clone(in.SkillUses))
	in.LastSkills = slices.Clip(slices.Clone(in.LastSkills))
	in.Provokers = slices.Clip(slices.Clone(in.Provokers))
	return &in
}

// Name is the figure's Name (FigureInfo).
func (f *Figure) Name() string { return f.in().Name }

// SetName sets the figure's Name.
func (f *Figure) SetName(v string) {
	if f.in().Name == v {
		return
	}
	f.edit().Name = v
	f.settle()
}

// Hero is the figure's Hero (FigureInfo).
func (f *Figure) Hero() bool { return f.in().Hero }

// SetHero sets the figure's Hero.
func (f *Figure) SetHero(v bool) {
	if f.in().Hero == v {
		return
	}
	f.edit().Hero = v
	f.settle()
}

// Flying is the figure's Flying (FigureInfo).
func (f *Figure) Flying() bool { return f.in().Flying }

// SetFlying sets the figure's Flying.
func (f *Figure) SetFlying(v bool) {
	if f.in().Flying == v {
		return
	}
	f.edit().Flying = v
	f.settle()
}

// Attrs is the figure's attributes (FigureInfo), to read: they are shared
// with the state's clones, and EditAttrs gives them to write.
func (f *Figure) Attrs() *Attributes { return &f.in().Attrs }

// EditAttrs is the figure's attributes to write, its own copy: the
// pointer is good until the figure is next copied.
func (f *Figure) EditAttrs() *Attributes { return &f.edit().Attrs }

// SetAttrs sets the figure's attributes.
func (f *Figure) SetAttrs(v Attributes) {
	if f.in().Attrs == v {
		return
	}
	f.edit().Attrs = v
	f.settle()
}

// ManaRacial is the figure's ManaRacial (FigureInfo).
func (f *Figure) ManaRacial() int { return f.in().ManaRacial }

// SetManaRacial sets the figure's ManaRacial.
func (f *Figure) SetManaRacial(v int) {
	if f.in().ManaRacial == v {
		return
	}
	f.edit().ManaRacial = v
	f.settle()
}

// FortuneUsed is the figure's FortuneUsed (FigureInfo).
func (f *Figure) FortuneUsed() int { return f.in().FortuneUsed }

// SetFortuneUsed sets the figure's FortuneUsed.
func (f *Figure) SetFortuneUsed(v int) {
	if f.in().FortuneUsed == v {
		return
	}
	f.edit().FortuneUsed = v
	f.settle()
}

// WoundsRecent is the figure's WoundsRecent (FigureInfo).
func (f *Figure) WoundsRecent() int { return f.in().WoundsRecent }

// SetWoundsRecent sets the figure's WoundsRecent.
func (f *Figure) SetWoundsRecent(v int) {
	if f.in().WoundsRecent == v {
		return
	}
	f.edit().WoundsRecent = v
	f.settle()
}

// FearImmune is the figure's FearImmune (FigureInfo).
func (f *Figure) FearImmune() int { return f.in().FearImmune }

// SetFearImmune sets the figure's FearImmune.
func (f *Figure) SetFearImmune(v int) {
	if f.in().FearImmune == v {
		return
	}
	f.edit().FearImmune = v
	f.settle()
}

// Shielding is the figure's Shielding (FigureInfo).
func (f *Figure) Shielding() bool { return f.in().Shielding }

// SetShielding sets the figure's Shielding.
func (f *Figure) SetShielding(v bool) {
	if f.in().Shielding == v {
		return
	}
	f.edit().Shielding = v
	f.settle()
}

// Searched is the figure's Searched (FigureInfo).
func (f *Figure) Searched() bool { return f.in().Searched }

// SetSearched sets the figure's Searched.
func (f *Figure) SetSearched(v bool) {
	if f.in().Searched == v {
		return
	}
	f.edit().Searched = v
	f.settle()
}

// ShotDefensively is the figure's ShotDefensively (FigureInfo).
func (f *Figure) ShotDefensively() bool { return f.in().ShotDefensively }

// SetShotDefensively sets the figure's ShotDefensively.
func (f *Figure) SetShotDefensively(v bool) {
	if f.in().ShotDefensively == v {
		return
	}
	f.edit().ShotDefensively = v
	f.settle()
}

// PotionCombat is the figure's PotionCombat (FigureInfo).
func (f *Figure) PotionCombat() bool { return f.in().PotionCombat }

// SetPotionCombat sets the figure's PotionCombat.
func (f *Figure) SetPotionCombat(v bool) {
	if f.in().PotionCombat == v {
		return
	}
	f.edit().PotionCombat = v
	f.settle()
}

// Leader is the figure's Leader (FigureInfo).
func (f *Figure) Leader() bool { return f.in().Leader }

// SetLeader sets the figure's Leader.
func (f *Figure) SetLeader(v bool) {
	if f.in().Leader == v {
		return
	}
	f.edit().Leader = v
	f.settle()
}

// LastKill is the figure's LastKill (FigureInfo).
func (f *Figure) LastKill() string { return f.in().LastKill }

// SetLastKill sets the figure's LastKill.
func (f *Figure) SetLastKill(v string) {
	if f.in().LastKill == v {
		return
	}
	f.edit().LastKill = v
	f.settle()
}

// PotionBonus is the figure's PotionBonus (FigureInfo).
func (f *Figure) PotionBonus() []Penalty { return f.in().PotionBonus }

// SetPotionBonus sets the figure's PotionBonus to a copy of v.
func (f *Figure) SetPotionBonus(v []Penalty) {
	if old := f.in().PotionBonus; len(v) == 0 && len(old) == 0 && (v == nil) == (old == nil) {
		return
	}
	f.edit().PotionBonus = slices.Clip(slices.Clone(v))
	f.settle()
}

// Owner is the figure's Owner (FigureInfo).
func (f *Figure) Owner() string { return f.in().Owner }

// SetOwner sets the figure's Owner.
func (f *Figure) SetOwner(v string) {
	if f.in().Owner == v {
		return
	}
	f.edit().Owner = v
	f.settle()
}

// Level is the figure's Level (FigureInfo).
func (f *Figure) Level() string { return f.in().Level }

// SetLevel sets the figure's Level.
func (f *Figure) SetLevel(v string) {
	if f.in().Level == v {
		return
	}
	f.edit().Level = v
	f.settle()
}

// Sorcery is the figure's Sorcery (FigureInfo).
func (f *Figure) Sorcery() Sorcery { return f.in().Sorcery }

// SetSorcery sets the figure's Sorcery.
func (f *Figure) SetSorcery(v Sorcery) {
	if f.in().Sorcery == v {
		return
	}
	f.edit().Sorcery = v
	f.settle()
}

// AidTurn is the figure's AidTurn (FigureInfo).
func (f *Figure) AidTurn() int { return f.in().AidTurn }

// SetAidTurn sets the figure's AidTurn.
func (f *Figure) SetAidTurn(v int) {
	if f.in().AidTurn == v {
		return
	}
	f.edit().AidTurn = v
	f.settle()
}

// Behaviour is the figure's Behaviour (FigureInfo).
func (f *Figure) Behaviour() string { return f.in().Behaviour }

// SetBehaviour sets the figure's Behaviour.
func (f *Figure) SetBehaviour(v string) {
	if f.in().Behaviour == v {
		return
	}
	f.edit().Behaviour = v
	f.settle()
}

// VP is the figure's VP (FigureInfo).
func (f *Figure) VP() int { return f.in().VP }

// SetVP sets the figure's VP.
func (f *Figure) SetVP(v int) {
	if f.in().VP == v {
		return
	}
	f.edit().VP = v
	f.settle()
}

// DownLastActivation is the figure's DownLastActivation (FigureInfo).
func (f *Figure) DownLastActivation() bool { return f.in().DownLastActivation }

// SetDownLastActivation sets the figure's DownLastActivation.
func (f *Figure) SetDownLastActivation(v bool) {
	if f.in().DownLastActivation == v {
		return
	}
	f.edit().DownLastActivation = v
	f.settle()
}

// OnDifficult is the figure's OnDifficult (FigureInfo).
func (f *Figure) OnDifficult() bool { return f.in().OnDifficult }

// SetOnDifficult sets the figure's OnDifficult.
func (f *Figure) SetOnDifficult(v bool) {
	if f.in().OnDifficult == v {
		return
	}
	f.edit().OnDifficult = v
	f.settle()
}

// Netted is the figure's Netted (FigureInfo).
func (f *Figure) Netted() bool { return f.in().Netted }

// SetNetted sets the figure's Netted.
func (f *Figure) SetNetted(v bool) {
	if f.in().Netted == v {
		return
	}
	f.edit().Netted = v
	f.settle()
}

// Coins is the figure's Coins (FigureInfo).
func (f *Figure) Coins() int { return f.in().Coins }

// SetCoins sets the figure's Coins.
func (f *Figure) SetCoins(v int) {
	if f.in().Coins == v {
		return
	}
	f.edit().Coins = v
	f.settle()
}

// QuestFortune is the figure's QuestFortune (FigureInfo).
func (f *Figure) QuestFortune() int { return f.in().QuestFortune }

// SetQuestFortune sets the figure's QuestFortune.
func (f *Figure) SetQuestFortune(v int) {
	if f.in().QuestFortune == v {
		return
	}
	f.edit().QuestFortune = v
	f.settle()
}

// Injuries is the figure's Injuries (FigureInfo).
func (f *Figure) Injuries() []Injury { return f.in().Injuries }

// SetInjuries sets the figure's Injuries to a copy of v.
func (f *Figure) SetInjuries(v []Injury) {
	if old := f.in().Injuries; len(v) == 0 && len(old) == 0 && (v == nil) == (old == nil) {
		return
	}
	f.edit().Injuries = slices.Clip(slices.Clone(v))
	f.settle()
}

// Race is the figure's Race (FigureInfo).
func (f *Figure) Race() string { return f.in().Race }

// SetRace sets the figure's Race.
func (f *Figure) SetRace(v string) {
	if f.in().Race == v {
		return
	}
	f.edit().Race = v
	f.settle()
}

// Alignment is the figure's Alignment (FigureInfo).
func (f *Figure) Alignment() string { return f.in().Alignment }

// SetAlignment sets the figure's Alignment.
func (f *Figure) SetAlignment(v string) {
	if f.in().Alignment == v {
		return
	}
	f.edit().Alignment = v
	f.settle()
}

// Kind is the figure's Kind (FigureInfo).
func (f *Figure) Kind() string { return f.in().Kind }

// SetKind sets the figure's Kind.
func (f *Figure) SetKind(v string) {
	if f.in().Kind == v {
		return
	}
	f.edit().Kind = v
	f.settle()
}

// Hates is the figure's Hates (FigureInfo).
func (f *Figure) Hates() []string { return f.in().Hates }

// SetHates sets the figure's Hates to a copy of v.
func (f *Figure) SetHates(v []string) {
	if old := f.in().Hates; len(v) == 0 && len(old) == 0 && (v == nil) == (old == nil) {
		return
	}
	f.edit().Hates = slices.Clip(slices.Clone(v))
	f.settle()
}

// Secondary is the figure's Secondary (FigureInfo).
func (f *Figure) Secondary() []SecondarySkill { return f.in().Secondary }

// SetSecondary sets the figure's Secondary to a copy of v.
func (f *Figure) SetSecondary(v []SecondarySkill) {
	if old := f.in().Secondary; len(v) == 0 && len(old) == 0 && (v == nil) == (old == nil) {
		return
	}
	f.edit().Secondary = slices.Clip(slices.Clone(v))
	f.settle()
}

// Shape is the figure's Shape (FigureInfo).
func (f *Figure) Shape() *Shape { return f.in().Shape }

// SetShape sets the figure's Shape to a copy of v.
func (f *Figure) SetShape(v *Shape) {
	if v == nil && f.in().Shape == nil {
		return
	}
	f.edit().Shape = v.clone()
	f.settle()
}

// Quarry is the figure's Quarry (FigureInfo).
func (f *Figure) Quarry() string { return f.in().Quarry }

// SetQuarry sets the figure's Quarry.
func (f *Figure) SetQuarry(v string) {
	if f.in().Quarry == v {
		return
	}
	f.edit().Quarry = v
	f.settle()
}

// Power is the figure's Power (FigureInfo).
func (f *Figure) Power() *PowerTrace { return f.in().Power }

// SetPower sets the figure's Power to a copy of v.
func (f *Figure) SetPower(v *PowerTrace) {
	if v == nil && f.in().Power == nil {
		return
	}
	f.edit().Power = v.clone()
	f.settle()
}

// SkillUses is the figure's SkillUses (FigureInfo).
func (f *Figure) SkillUses() []SkillUse { return f.in().SkillUses }

// SetSkillUses sets the figure's SkillUses to a copy of v.
func (f *Figure) SetSkillUses(v []SkillUse) {
	if old := f.in().SkillUses; len(v) == 0 && len(old) == 0 && (v == nil) == (old == nil) {
		return
	}
	f.edit().SkillUses = slices.Clip(slices.Clone(v))
	f.settle()
}

// LastSkills is the figure's LastSkills (FigureInfo).
func (f *Figure) LastSkills() []string { return f.in().LastSkills }

// SetLastSkills sets the figure's LastSkills to a copy of v.
func (f *Figure) SetLastSkills(v []string) {
	if old := f.in().LastSkills; len(v) == 0 && len(old) == 0 && (v == nil) == (old == nil) {
		return
	}
	f.edit().LastSkills = slices.Clip(slices.Clone(v))
	f.settle()
}

// Hunts is the figure's Hunts (FigureInfo).
func (f *Figure) Hunts() string { return f.in().Hunts }

// SetHunts sets the figure's Hunts.
func (f *Figure) SetHunts(v string) {
	if f.in().Hunts == v {
		return
	}
	f.edit().Hunts = v
	f.settle()
}

// Profile is the figure's Profile (FigureInfo).
func (f *Figure) Profile() string { return f.in().Profile }

// SetProfile sets the figure's Profile.
func (f *Figure) SetProfile(v string) {
	if f.in().Profile == v {
		return
	}
	f.edit().Profile = v
	f.settle()
}

// ExtraActions is the figure's ExtraActions (FigureInfo).
func (f *Figure) ExtraActions() int { return f.in().ExtraActions }

// SetExtraActions sets the figure's ExtraActions.
func (f *Figure) SetExtraActions(v int) {
	if f.in().ExtraActions == v {
		return
	}
	f.edit().ExtraActions = v
	f.settle()
}

// Riding is the figure's Riding (FigureInfo).
func (f *Figure) Riding() string { return f.in().Riding }

// SetRiding sets the figure's Riding.
func (f *Figure) SetRiding(v string) {
	if f.in().Riding == v {
		return
	}
	f.edit().Riding = v
	f.settle()
}

// Rider is the figure's Rider (FigureInfo).
func (f *Figure) Rider() string { return f.in().Rider }

// SetRider sets the figure's Rider.
func (f *Figure) SetRider(v string) {
	if f.in().Rider == v {
		return
	}
	f.edit().Rider = v
	f.settle()
}

// Reins is the figure's Reins (FigureInfo).
func (f *Figure) Reins() string { return f.in().Reins }

// SetReins sets the figure's Reins.
func (f *Figure) SetReins(v string) {
	if f.in().Reins == v {
		return
	}
	f.edit().Reins = v
	f.settle()
}

// Provokers is the figure's Provokers (FigureInfo).
func (f *Figure) Provokers() []string { return f.in().Provokers }

// SetProvokers sets the figure's Provokers to a copy of v.
func (f *Figure) SetProvokers(v []string) {
	if old := f.in().Provokers; len(v) == 0 && len(old) == 0 && (v == nil) == (old == nil) {
		return
	}
	f.edit().Provokers = slices.Clip(slices.Clone(v))
	f.settle()
}

// RiderlessHits is the figure's RiderlessHits (FigureInfo).
func (f *Figure) RiderlessHits() int { return f.in().RiderlessHits }

// SetRiderlessHits sets the figure's RiderlessHits.
func (f *Figure) SetRiderlessHits(v int) {
	if f.in().RiderlessHits == v {
		return
	}
	f.edit().RiderlessHits = v
	f.settle()
}
