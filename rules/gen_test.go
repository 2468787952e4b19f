package rules

import (
	"fmt"

	"dun/board"
	"dun/dice"

	"pgregory.net/rapid"
)

// genGrid draws a small board: floor with some difficult terrain, deep
// water, an element or two and a wall or door.
func genGrid(t *rapid.T) *board.Grid {
	w := rapid.IntRange(3, 9).Draw(t, "w")
	h := rapid.IntRange(3, 9).Draw(t, "h")
	g := board.New(w, h)
	for i := 0; i < g.Len(); i++ {
		switch rapid.IntRange(0, 9).Draw(t, "terrain") {
		case 0:
			g.Set(g.Pos(i), board.Square{Section: 1, Terrain: board.Difficult})
		case 1:
			g.Set(g.Pos(i), board.Square{Section: 1, Terrain: board.DeepWater, Level: 0})
		case 2:
			g.Set(g.Pos(i), board.Square{Section: 1, Level: uint8(rapid.IntRange(0, 2).Draw(t, "level"))})
		}
	}
	for k := rapid.IntRange(0, 2).Draw(t, "walls"); k > 0; k-- {
		p := board.Pos{X: rapid.IntRange(0, w-2).Draw(t, "wx"), Y: rapid.IntRange(0, h-2).Draw(t, "wy")}
		e := board.Edge{Kind: board.Wall}
		if rapid.Bool().Draw(t, "door") {
			e = board.Edge{Kind: board.Door, Door: board.NormalDoor, State: board.DoorState(rapid.IntRange(0, 2).Draw(t, "doorstate"))}
		}
		_ = g.SetEdge(p, board.Side(rapid.IntRange(1, 2).Draw(t, "side")), e)
	}
	for k := rapid.IntRange(0, 2).Draw(t, "elements"); k > 0; k-- {
		p := board.Pos{X: rapid.IntRange(0, w-1).Draw(t, "ex"), Y: rapid.IntRange(0, h-1).Draw(t, "ey")}
		_, _ = g.AddElement(board.Element{Kind: "table", Height: 1, Cover: board.LightCover}, p)
	}
	return g
}

// skillPool is the skills generated figures draw from: every skill the
// rules implement, one they list as waiting and one they do not know, so
// random play reaches each skill's hooks and options.
func skillPool() []string {
	out := []string{"hardy", "no_such_skill"}
	for _, k := range Skills() {
		if k.Implemented {
			out = append(out, k.ID)
		}
	}
	return out
}

func nilIfEmpty[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return s
}

// genItem draws an item with every field set to something, so that the
// clone and hash tests reach each of them; at most one hand, so that any
// two fit the figure's hands.
func genItem(t *rapid.T) Item {
	// Drawn in the order of the fields before the card was split off.
	c := &ItemCard{
		ID:   rapid.SampledFrom([]string{"broadsword", "shield", "crossbow", "torch"}).Draw(t, "id"),
		Name: Text{En: rapid.StringMatching(`[a-z]{0,4}`).Draw(t, "en"), Es: rapid.StringMatching(`[a-z]{0,4}`).Draw(t, "es")},
		Kind: ItemKind(rapid.IntRange(0, 4).Draw(t, "kind")), Hands: rapid.IntRange(0, 1).Draw(t, "hands"),
	}
	it := Item{ItemCard: c, Place: Place(rapid.IntRange(0, 3).Draw(t, "place"))}
	c.Dice = rapid.IntRange(0, 5).Draw(t, "dice")
	c.PlusStrength, c.Piercing = rapid.Bool().Draw(t, "plus"), rapid.IntRange(-2, 1).Draw(t, "pierce")
	c.Range, c.RangeTimes = rapid.IntRange(0, 24).Draw(t, "range"), rapid.IntRange(0, 3).Draw(t, "times")
	c.Reload, c.Breaks = rapid.Bool().Draw(t, "reload"), rapid.IntRange(0, 4).Draw(t, "breaks")
	c.Noise, c.LongReach, c.Unarmed = rapid.Bool().Draw(t, "noise"), rapid.Bool().Draw(t, "long"), rapid.Bool().Draw(t, "unarmed")
	c.Natural, c.ShieldBreaker, c.Throwing = rapid.Bool().Draw(t, "natural"), rapid.Bool().Draw(t, "sb"), rapid.Bool().Draw(t, "throw")
	c.Block, c.Push, c.BreakBlock = rapid.IntRange(0, 6).Draw(t, "block"), rapid.Bool().Draw(t, "push"), rapid.IntRange(0, 3).Draw(t, "bb")
	c.ArmourBonus, c.Heavy = rapid.IntRange(0, 3).Draw(t, "ab"), rapid.Bool().Draw(t, "heavy")
	c.Penalties = []Penalty{{Attribute: Attribute(rapid.IntRange(0, int(numAttributes)-2).Draw(t, "pa")), Value: rapid.IntRange(-2, 0).Draw(t, "pv")}}
	c.Traits = []Trait{{Name: rapid.SampledFrom([]string{"free_draw", "against"}).Draw(t, "tn"), Value: rapid.IntRange(0, 2).Draw(t, "tv"), Word: rapid.SampledFrom([]string{"", "melee"}).Draw(t, "tw")}}
	c.Effect = rapid.SampledFrom([]string{"", "heal"}).Draw(t, "effect")
	c.VP = rapid.IntRange(0, 4).Draw(t, "itemvp")
	it.Broken, it.Spent, it.Unloaded = rapid.Bool().Draw(t, "broken"), rapid.Bool().Draw(t, "spent"), rapid.Bool().Draw(t, "unloaded")
	it.At = board.Pos{X: rapid.IntRange(0, 3).Draw(t, "ax"), Y: rapid.IntRange(0, 3).Draw(t, "ay")}
	return it
}

func genRoll(t *rapid.T, label string, figure string) RollRecord {
	d := rapid.SliceOfN(rapid.IntRange(1, 6), 1, 3).Draw(t, label+"dice")
	r := RollRecord{Roll: dice.Roll{Seq: rapid.IntRange(1, 50).Draw(t, label+"seq"), Purpose: "run: x", Kind: fmt.Sprintf("%dD6", len(d)), Dice: d}, Rule: ruleRun, Figure: figure}
	for _, v := range d {
		r.Total += v
	}
	if rapid.Bool().Draw(t, label+"rerolled") {
		r.Rerolled = []int{0}
		r.Before = []int{rapid.IntRange(1, 6).Draw(t, label+"before")}
		r.PaidBy = figure
	}
	r.Spared = rapid.IntRange(0, 1).Draw(t, label+"spared")
	r.RerolledBy = rapid.SampledFrom([]string{"", "climber"}).Draw(t, label+"rerolledby")
	r.Added = nilIfEmpty(rapid.SliceOfN(rapid.IntRange(1, 6), 0, 2).Draw(t, label+"added"))
	if rapid.Bool().Draw(t, label+"mod") {
		r.Modifiers = []Modifier{{Value: -1, Why: Text{En: "difficult terrain", Es: "terreno difícil"}}}
	}
	if rapid.Bool().Draw(t, label+"test") {
		r.Rule = ruleRise
		r.Modifiers = append(r.Modifiers, Modifier{Value: 4, Why: Text{En: "skill", Es: "habilidad"}, Kind: ModSkill},
			Modifier{Value: -1, Why: Text{En: "cap", Es: "límite"}, Kind: ModCap})
		r.Target = rapid.IntRange(4, 12).Draw(t, label+"target")
		r.Cap = BonusCap
		judge(&r)
	}
	return r
}

// genState draws a valid state: figures on free squares of a generated
// board, maybe an activation and a prompt in progress.
func genState(t *rapid.T) State {
	g := genGrid(t)
	n := rapid.IntRange(0, 6).Draw(t, "figures")
	var figs []Figure
	taken := map[board.Pos]bool{}
	for k := 0; k < n; k++ {
		size := rapid.IntRange(1, 4).Draw(t, "size")
		sp := span(size)
		at := board.Pos{X: rapid.IntRange(0, g.W()-sp).Draw(t, "x"), Y: rapid.IntRange(0, g.H()-sp).Draw(t, "y")}
		base := baseAt(at, size, nil)
		free := baseFit(g, board.MoverOf(size), sp, at) != board.NoFit
		for _, p := range base {
			free = free && !taken[p]
		}
		if !free {
			continue
		}
		for _, p := range base {
			taken[p] = true
		}
		side := Side(rapid.IntRange(0, 1).Draw(t, "side"))
		f := Figure{
			ID:         fmt.Sprintf("f%d", k),
			Side:       side,
			Size:       size,
			At:         at,
			Facing:     board.Dir(rapid.IntRange(0, 7).Draw(t, "facing")),
			Wounds:     int32(rapid.IntRange(0, 3).Draw(t, "wounds")),
			ManaUsed:   int32(rapid.IntRange(0, 2).Draw(t, "manaused")),
			Conditions: Conditions(rapid.IntRange(0, 1<<numConditions-1).Draw(t, "conditions")) &^ (1 << KnockedOut),
			Items:      nilIfEmpty(rapid.SliceOfN(rapid.Custom(genItem), 0, 2).Draw(t, "items")),
			Skills:     nilIfEmpty(rapid.SliceOfN(rapid.SampledFrom(skillPool()), 0, 3).Draw(t, "skills")),
			Marks:      nilIfEmpty(rapid.SliceOfN(rapid.SampledFrom([]string{"brutal_blow", "blocking"}), 0, 2).Draw(t, "marks")),
			Attacked:   rapid.Bool().Draw(t, "attacked"),
			Activated:  rapid.Bool().Draw(t, "activated"),
			Spells:     nilIfEmpty(rapid.SliceOfNDistinct(rapid.Custom(genSpell), 0, 2, func(sp Spell) string { return sp.ID }).Draw(t, "spells")),
			Boons:      nilIfEmpty(rapid.SliceOfN(rapid.Custom(genBoon), 0, 2).Draw(t, "boons")),
			Left:       side == Heroes && rapid.Bool().Draw(t, "left"),
		}.WithInfo(FigureInfo{
			Name:       rapid.StringMatching(`[A-Za-zñ ]{0,8}`).Draw(t, "name"),
			ManaRacial: rapid.IntRange(0, MaxManaRacial).Draw(t, "manaracial"),
			Owner:      rapid.SampledFrom([]string{"", "f0"}).Draw(t, "owner"),
			PotionBonus: nilIfEmpty(rapid.SliceOfN(rapid.Custom(func(t *rapid.T) Penalty {
				return Penalty{Attribute: Strength, Value: rapid.IntRange(0, 2).Draw(t, "pbv")}
			}), 0, 1).Draw(t, "potionbonus")),
			Level:              rapid.SampledFrom([]string{"", "grunt", "elite", "champion"}).Draw(t, "level"),
			Behaviour:          rapid.SampledFrom([]string{"", "melee_fighter", "ranged"}).Draw(t, "behaviour"),
			Sorcery:            rapid.SampledFrom([]Sorcery{SorceryNormal, SorceryApprentice, SorceryArchmage}).Draw(t, "sorcery"),
			AidTurn:            rapid.IntRange(0, 5).Draw(t, "aidturn"),
			WoundsRecent:       rapid.IntRange(0, 3).Draw(t, "woundsrecent"),
			FearImmune:         rapid.IntRange(0, 4).Draw(t, "fearimmune"),
			ShotDefensively:    rapid.Bool().Draw(t, "shotdef"),
			VP:                 rapid.IntRange(0, 10).Draw(t, "vp"),
			Coins:              rapid.IntRange(0, 30).Draw(t, "coins"),
			Hero:               side == Heroes && rapid.Bool().Draw(t, "hero"),
			Flying:             rapid.Bool().Draw(t, "flying"),
			Leader:             rapid.Bool().Draw(t, "leader"),
			Shielding:          rapid.Bool().Draw(t, "shielding"),
			Searched:           rapid.Bool().Draw(t, "searched"),
			OnDifficult:        rapid.Bool().Draw(t, "ondifficult"),
			DownLastActivation: rapid.Bool().Draw(t, "downlast"),
			Attrs: Attributes{
				Movement: rapid.IntRange(0, 8).Draw(t, "mov"), CombatSkill: rapid.IntRange(-2, 6).Draw(t, "cs"),
				Strength: rapid.IntRange(0, 6).Draw(t, "str"), ShootingSkill: rapid.IntRange(-2, 6).Draw(t, "ss"),
				NaturalArmour: rapid.IntRange(0, 5).Draw(t, "na"), Armour: rapid.IntRange(0, 8).Draw(t, "ar"),
				Agility: rapid.IntRange(-2, 6).Draw(t, "ag"), Intelligence: rapid.IntRange(0, 6).Draw(t, "int"),
				Mana: rapid.IntRange(0, 6).Draw(t, "mana"), Courage: rapid.IntRange(0, 6).Draw(t, "cou"),
				Vitality: rapid.IntRange(1, 20).Draw(t, "vit"), Dexterity: rapid.IntRange(0, 4).Draw(t, "dex"),
				Perception: rapid.IntRange(0, 4).Draw(t, "per"), Fortune: rapid.IntRange(0, 4).Draw(t, "for"),
			},
			FortuneUsed: rapid.IntRange(0, 2).Draw(t, "fortuneused"),
		})
		if rapid.Bool().Draw(t, "injured") {
			f.SetInjuries([]Injury{{Kind: rapid.SampledFrom([]InjuryKind{InjuryOneArmed, InjuryAmnesia}).Draw(t, "injury"),
				Incurable: rapid.Bool().Draw(t, "incurable"), Pending: rapid.Bool().Draw(t, "pending")}})
		}
		if f.Hero() && rapid.Bool().Draw(t, "secondary") {
			f.SetSecondary([]SecondarySkill{{ID: "wood_carving", Name: Text{En: "Carving Wood", Es: "Tallar madera"},
				Bonus: rapid.IntRange(1, MaxSecondaryBonus).Draw(t, "secondarybonus"), Failed: rapid.Bool().Draw(t, "secondaryfailed")}})
		}
		figs = append(figs, f)
	}
	s, err := NewState(g, figs)
	if err != nil {
		t.Fatalf("generated state: %v", err)
	}
	s.Version = rapid.Uint64Range(1, 1000).Draw(t, "version")
	s.Turn = rapid.IntRange(1, 20).Draw(t, "turn")
	s.Side = Side(rapid.IntRange(0, 1).Draw(t, "turnside"))
	s.Rolls = rapid.IntRange(0, 50).Draw(t, "rolls")
	s.Group = rapid.SampledFrom([]string{"", "f0"}).Draw(t, "group")
	s.Reserve = rapid.IntRange(0, 5).Draw(t, "reserve")
	s.TreasureDraws = rapid.IntRange(0, 3).Draw(t, "treasure")
	s.Achievements = Achievements{Heroes: rapid.IntRange(0, 5).Draw(t, "achheroes"), Dark: rapid.IntRange(0, 5).Draw(t, "achdark"),
		MainEntered: rapid.Bool().Draw(t, "mainentered")}
	if len(s.Figures) > 0 && rapid.Bool().Draw(t, "achko") {
		s.Achievements.KnockedOut = []string{s.Figures[0].ID}
	}
	if rapid.Bool().Draw(t, "achfeats") {
		s.Achievements.Feats = []FeatTally{{Feat: "spells", Points: rapid.IntRange(0, 5).Draw(t, "achspells")}}
	}
	if rapid.Bool().Draw(t, "achcard") {
		s.AchievementCard = walkthroughCard
	}
	if rapid.Bool().Draw(t, "mission") {
		sq := func(name string) board.Pos {
			return board.Pos{X: rapid.IntRange(0, g.W()-1).Draw(t, name+"x"), Y: rapid.IntRange(0, g.H()-1).Draw(t, name+"y")}
		}
		s.Mission = &Mission{Exits: []board.Pos{sq("exit")}, TurnLimit: rapid.IntRange(0, 20).Draw(t, "turnlimit"),
			Coins: rapid.IntRange(0, 20).Draw(t, "mcoins"), Experience: rapid.IntRange(0, 3).Draw(t, "mxp")}
		for k := range rapid.IntRange(0, 2).Draw(t, "objectives") {
			o := Objective{Kind: rapid.SampledFrom([]ObjectiveKind{ObjectiveDefeat, ObjectiveReach, ObjectiveHold, ObjectiveLeave}).Draw(t, "okind"),
				Text: Text{En: "Win", Es: "Gana"}, Figure: fmt.Sprint("f", k), Squares: []board.Pos{sq("osq")},
				Turns: rapid.IntRange(0, 3).Draw(t, "oturns"), Held: rapid.IntRange(0, 3).Draw(t, "oheld"),
				Element: rapid.IntRange(0, 3).Draw(t, "oel"), Section: uint8(rapid.IntRange(0, 3).Draw(t, "osec")),
				Met: rapid.Bool().Draw(t, "omet"), Turn: rapid.IntRange(0, 5).Draw(t, "oturn")}
			s.Mission.Objectives = append(s.Mission.Objectives, o)
		}
	}
	if rapid.Bool().Draw(t, "ended") {
		s.End = &QuestEnd{Victory: rapid.Bool().Draw(t, "victory"), Reason: rapid.SampledFrom([]EndReason{EndLeft, EndTurnLimit}).Draw(t, "reason"),
			Turn: rapid.IntRange(1, 20).Draw(t, "endturn")}
	}
	if len(s.Figures) > 0 && rapid.Bool().Draw(t, "active") {
		f := s.Figures[rapid.IntRange(0, len(s.Figures)-1).Draw(t, "activefig")]
		a := &Activation{Figure: f.ID, Phase: Phase(rapid.IntRange(0, 1).Draw(t, "phase")), Start: f.At,
			Allowance: rapid.IntRange(0, 12).Draw(t, "allowance"), Spent: rapid.IntRange(0, 6).Draw(t, "spent"),
			Moved: rapid.Bool().Draw(t, "moved"), QuickActions: rapid.IntRange(0, 2).Draw(t, "quick")}
		if rapid.Bool().Draw(t, "running") {
			a.Action = ruleRun
			a.Run = &RunState{Roll: genRoll(t, "run", f.ID), Allowance: rapid.IntRange(0, 12).Draw(t, "runallow"), Settled: rapid.Bool().Draw(t, "settled")}
		}
		if a.Run == nil && rapid.Bool().Draw(t, "swimming") {
			a.Swim = &SwimState{Roll: genRoll(t, "swim", f.ID), Allowance: rapid.IntRange(0, 12).Draw(t, "swimallow"), Settled: rapid.Bool().Draw(t, "swimsettled")}
		}
		if rapid.Bool().Draw(t, "leap") {
			a.Leap = &Leap{
				To:    board.Pos{X: rapid.IntRange(0, g.W()-1).Draw(t, "leaptox"), Y: rapid.IntRange(0, g.H()-1).Draw(t, "leaptoy")},
				Fall:  board.Pos{X: rapid.IntRange(0, g.W()-1).Draw(t, "leapfallx"), Y: rapid.IntRange(0, g.H()-1).Draw(t, "leapfally")},
				Width: rapid.IntRange(0, 3).Draw(t, "leapwidth"),
			}
		}
		a.Still = rapid.Bool().Draw(t, "still")
		if rapid.Bool().Draw(t, "task") {
			a.Task = &Task{Rule: rapid.SampledFrom([]string{ruleSearchRoom, ruleTrap, ruleOpenChest}).Draw(t, "taskrule"),
				At:   board.Pos{X: rapid.IntRange(0, g.W()-1).Draw(t, "taskx"), Y: rapid.IntRange(0, g.H()-1).Draw(t, "tasky")},
				Side: board.Side(rapid.IntRange(0, 3).Draw(t, "taskside")), Stepped: rapid.Bool().Draw(t, "stepped"), Door: rapid.Bool().Draw(t, "taskdoor"),
				Toward: board.Dir(rapid.IntRange(0, 7).Draw(t, "tasktoward"))}
		}
		if len(s.Figures) > 1 && rapid.Bool().Draw(t, "mustattack") {
			a.MustAttack = []string{s.Figures[0].ID}
		}
		a.Superior = rapid.Bool().Draw(t, "superior")
		if rapid.Bool().Draw(t, "casting") {
			a.Cast = &CastState{Spell: "fireball", Target: f.ID, Aid: rapid.SampledFrom([]string{"", "magic_scroll"}).Draw(t, "aid"),
				Roll: genRoll(t, "cast", f.ID), TargetAsked: rapid.Bool().Draw(t, "tasked"), DispelAsked: rapid.Bool().Draw(t, "dasked"),
				Dispeller: rapid.SampledFrom([]string{"", "f0"}).Draw(t, "dispeller"), Turns: rapid.IntRange(0, 6).Draw(t, "turns"),
				Hits: []SpellHit{{Figure: f.ID, Terms: []Modifier{{Value: 5, Why: Text{En: "dice", Es: "dados"}}}, Cover: rapid.IntRange(0, 2).Draw(t, "cover"), ShieldAsked: rapid.Bool().Draw(t, "sasked")}},
				Held: []Held{genHeld(t, f.ID)}, Queue: nilIfEmpty(rapid.SliceOfN(rapid.SampledFrom([]string{"f0", "f1"}), 0, 2).Draw(t, "queue")),
				Ground: []Ground{{At: f.At, Was: board.Terrain(rapid.IntRange(0, 1).Draw(t, "cgroundwas"))}},
				Line:   nilIfEmpty([]board.Pos{f.At}[:rapid.IntRange(0, 1).Draw(t, "cline")])}
			if rapid.Bool().Draw(t, "castsquare") {
				a.Cast.Target, a.Cast.Square = "", &board.Pos{X: rapid.IntRange(0, g.W()-1).Draw(t, "csx"), Y: rapid.IntRange(0, g.H()-1).Draw(t, "csy")}
			}
		}
		a.Attacks, a.Shots = rapid.IntRange(0, 3).Draw(t, "attacks"), rapid.IntRange(0, 2).Draw(t, "shots")
		if len(s.Figures) > 1 && rapid.Bool().Draw(t, "faced") {
			a.Faced = []string{s.Figures[1].ID}
		}
		if len(s.Figures) > 1 && rapid.Bool().Draw(t, "disengagedfrom") {
			a.DisengagedFrom = []string{s.Figures[1].ID}
		}
		a.Momentum = rapid.Bool().Draw(t, "momentum")
		a.Granted = nilIfEmpty(rapid.SliceOfN(rapid.SampledFrom([]string{"sword_master", "dance_battler"}), 0, 2).Draw(t, "granted"))
		a.Skills = nilIfEmpty(rapid.SliceOfN(rapid.SampledFrom([]string{"brutal_blow", "fast_shooting"}), 0, 2).Draw(t, "actskills"))
		a.NoAttack, a.DrewInMelee, a.Disengaged = rapid.Bool().Draw(t, "noattack"), rapid.Bool().Draw(t, "drew"), rapid.Bool().Draw(t, "disengaged")
		s.Active = a
		if rapid.Bool().Draw(t, "explore") {
			s.Explore = genExploration(t, g, f)
		}
		if rapid.Bool().Draw(t, "prompt") {
			r := genRoll(t, "prompt", f.ID)
			s.Prompt = &Prompt{Seq: s.Version, Kind: PromptFortuneReroll, Seat: f.Side, Figure: f.ID, Roll: &r,
				Options: []PromptOption{{ID: OptionKeep, Label: Text{En: "Keep", Es: "Mantener"}}, {ID: OptionReroll, Label: Text{En: "Reroll", Es: "Repetir"}}}}
			if rapid.Bool().Draw(t, "effects") {
				s.Prompt.Effects = []Condition{Condition(rapid.IntRange(0, int(KnockedOut)-1).Draw(t, "effect"))}
			}
			if rapid.Bool().Draw(t, "charge") {
				s.Active.Charge = &Charge{
					Path: []board.Pos{{X: rapid.IntRange(0, g.W()-1).Draw(t, "chx"), Y: rapid.IntRange(0, g.H()-1).Draw(t, "chy")}},
					Ref:  Corner(rapid.IntRange(0, 4).Draw(t, "chref")), Shooter: rapid.SampledFrom([]string{"", f.ID}).Draw(t, "chshooter"),
					Offered: nilIfEmpty(rapid.SliceOfN(rapid.SampledFrom([]string{f.ID}), 0, 1).Draw(t, "choffered")),
					Stopped: rapid.Bool().Draw(t, "chstopped"),
				}
			}
			if len(s.Figures) > 1 && rapid.Bool().Draw(t, "strike") {
				d := genRoll(t, "defence", s.Figures[1].ID)
				v := board.Pos{X: rapid.IntRange(0, g.W()-1).Draw(t, "vacx"), Y: rapid.IntRange(0, g.H()-1).Draw(t, "vacy")}
				s.Strike = &Strike{
					Ranged: rapid.Bool().Draw(t, "ranged"), Defensive: rapid.Bool().Draw(t, "defensive"), Attacker: f.ID, Target: s.Figures[1].ID, Item: rapid.IntRange(-1, len(f.Items)-1).Draw(t, "sitem"),
					Step: StrikeStep(rapid.IntRange(0, 8).Draw(t, "step")), Attack: genRoll(t, "attack", f.ID), Defence: &d,
					AttackRerolled: rapid.Bool().Draw(t, "ar"), DefenceRerolled: rapid.Bool().Draw(t, "dr"),
					AttackerDeclined: rapid.Bool().Draw(t, "ad"), DefenderDeclined: rapid.Bool().Draw(t, "dd"),
					Behind: rapid.Bool().Draw(t, "behind"), Auto: rapid.Bool().Draw(t, "auto"), Hit: rapid.Bool().Draw(t, "hit"),
					Struck: rapid.SampledFrom([]string{"", f.ID}).Draw(t, "struck"), Criticals: rapid.IntRange(0, 2).Draw(t, "crits"),
					NoCriticalDice: rapid.Bool().Draw(t, "nocd"), Winner: rapid.SampledFrom([]string{"", f.ID}).Draw(t, "winner"),
					Blunder: rapid.Bool().Draw(t, "blunder"), Blocked: rapid.Bool().Draw(t, "blocked"),
					ShieldBroke: rapid.Bool().Draw(t, "sbroke"), EndsActivation: rapid.Bool().Draw(t, "endsact"),
					Pusher: rapid.SampledFrom([]string{"", f.ID}).Draw(t, "pusher"), Vacated: &v,
					Skills:        nilIfEmpty(rapid.SliceOfN(rapid.SampledFrom([]string{"mighty_blow", "lethal_blow"}), 0, 2).Draw(t, "strikeskills")),
					DefenceSkills: nilIfEmpty(rapid.SliceOfN(rapid.SampledFrom([]string{"dirty_fighter", "foresight"}), 0, 2).Draw(t, "defskills")),
					Counter:       rapid.Bool().Draw(t, "counter"),
					GuardAsked:    rapid.Bool().Draw(t, "guardasked"),
					Guard:         rapid.SampledFrom([]string{"", f.ID}).Draw(t, "guard"),
					Feared:        nilIfEmpty(rapid.SliceOfN(rapid.SampledFrom([]string{f.ID, s.Figures[1].ID}), 0, 2).Draw(t, "feared")),
					WeaponBlock:   rapid.Bool().Draw(t, "weaponblock"),
				}
			}
		}
	}
	if rapid.Bool().Draw(t, "dark") {
		s.Dark = genDark(t, &s)
	}
	if rapid.Bool().Draw(t, "treasure") {
		s.Treasure = genTreasure(t)
	}
	if len(s.Figures) > 0 && rapid.Bool().Draw(t, "magic") {
		f := s.Figures[0]
		b := genBoon(t)
		s.Magic = []Enchantment{{Roll: rapid.IntRange(1, 50).Draw(t, "mroll"), Caster: f.ID, Spell: "skin_of_fire",
			Name: Text{En: "Skin", Es: "Piel"}, Side: f.Side, Permanent: rapid.Bool().Draw(t, "mperm"), Turns: rapid.IntRange(1, 6).Draw(t, "mturns"),
			Held: []Held{genHeld(t, f.ID)}, Area: []board.Pos{f.At}, Ward: &b,
			Affects: rapid.SampledFrom([]string{AffectsAll, AffectsAllies}).Draw(t, "maffects"),
			Ground:  []Ground{{At: f.At, Was: board.Terrain(rapid.IntRange(0, 1).Draw(t, "groundwas"))}}}}
	}
	if rapid.Bool().Draw(t, "scene") {
		s.Scene = genScene(t)
	}
	return s
}

func genHeld(t *rapid.T, id string) Held {
	return Held{Figure: id, Conditions: Conditions(rapid.IntRange(0, 1<<Stationary).Draw(t, "heldcond")), Controlled: false}
}

func genBoon(t *rapid.T) Boon {
	return Boon{Roll: rapid.IntRange(1, 50).Draw(t, "boonroll"), Why: Text{En: "Bless", Es: "Bendición"},
		Attribute: Attribute(rapid.IntRange(0, int(numAttributes)-1).Draw(t, "boonattr")), Value: rapid.IntRange(-2, 3).Draw(t, "boonval"),
		Block: rapid.IntRange(0, 2).Draw(t, "boonblock"), Cover: rapid.IntRange(0, 2).Draw(t, "booncover"),
		Skill: rapid.SampledFrom([]string{"", "hardy"}).Draw(t, "boonskill"), Flaming: rapid.Bool().Draw(t, "boonfire"),
		Immune: Conditions(rapid.IntRange(0, 1<<Stationary).Draw(t, "boonimmune")), Damage: rapid.IntRange(-1, 0).Draw(t, "boondamage")}
}

// genSpell draws a spell with every field set to something.
func genSpell(t *rapid.T) Spell {
	rng := rapid.IntRange(0, 12).Draw(t, "range")
	sp := Spell{SpellCard: &SpellCard{
		ID: rapid.SampledFrom([]string{"fireball", "bless", "heal"}).Draw(t, "spellid"), Name: Text{En: "Spell", Es: "Hechizo"},
		Nature: rapid.SampledFrom([]Nature{NatureProjectile, NatureControl, NatureDamage, NatureProtecting, NatureEnhancing, NatureHealing}).Draw(t, "nature"),
		Mana:   rapid.IntRange(1, 3).Draw(t, "spellmana"), RangeMin: rapid.IntRange(0, rng).Draw(t, "rangemin"), Range: rng,
		Radius: rapid.IntRange(0, 2).Draw(t, "radius"), Line: rapid.Bool().Draw(t, "line"), Permanent: rapid.Bool().Draw(t, "permanent"),
		Effect: SpellEffect{
			ID:   rapid.SampledFrom(SpellEffects).Draw(t, "effect"),
			Dice: rapid.IntRange(0, 6).Draw(t, "edice"), AreaDice: rapid.IntRange(0, 4).Draw(t, "eadice"),
			Against: Attribute(rapid.IntRange(0, int(numAttributes)-1).Draw(t, "against")), Flaming: rapid.Bool().Draw(t, "flaming"), Piercing: rapid.IntRange(-1, 1).Draw(t, "piercing"),
			Condition: Conditions(rapid.IntRange(0, 1<<Stationary).Draw(t, "econd")), Vitality: rapid.IntRange(0, 3).Draw(t, "evit"),
			Cure: Conditions(rapid.IntRange(0, 1<<Stationary).Draw(t, "ecure")), Attribute: Attribute(rapid.IntRange(0, int(numAttributes)-1).Draw(t, "eattr")),
			Bonus: rapid.IntRange(-1, 2).Draw(t, "ebonus"), Armour: rapid.IntRange(0, 2).Draw(t, "earm"), Block: rapid.IntRange(0, 2).Draw(t, "eblock"),
			Cover: rapid.IntRange(0, 2).Draw(t, "ecover"), CourageTest: rapid.Bool().Draw(t, "ecourage"),
			Only: rapid.SampledFrom([]string{"", "undead"}).Draw(t, "eonly"), OnWound: rapid.Bool().Draw(t, "eonwound"),
			Drain: rapid.Bool().Draw(t, "edrain"), Revive: rapid.Bool().Draw(t, "erevive"), Skill: rapid.SampledFrom([]string{"", "hardy"}).Draw(t, "eskill"),
			Immune: Conditions(rapid.IntRange(0, 1<<Stationary).Draw(t, "eimmune")), SwitchSide: rapid.Bool().Draw(t, "eswitch"),
		},
		Affects: rapid.SampledFrom([]string{AffectsAll, AffectsAllies, AffectsEnemies}).Draw(t, "affects"),
	}}
	sp.Casts = rapid.IntRange(0, 2).Draw(t, "casts")
	sp.Missing = rapid.SampledFrom([]string{"", "area line"}).Draw(t, "missing")
	if sp.Effect.ID == EffectTerrain {
		sp.Effect.Terrain = board.Terrain(rapid.SampledFrom([]int{int(board.Difficult), int(board.Impassable), int(board.DeepWater)}).Draw(t, "terrain"))
	}
	if sp.Effect.ID == EffectReveal {
		sp.Effect.Reveal = rapid.SampledFrom([]string{RevealTraps, RevealSecretDoors, RevealEnemies, RevealSection}).Draw(t, "reveal")
		sp.Effect.Squares = rapid.IntRange(0, 8).Draw(t, "revealsquares")
	}
	if sp.Effect.ID == EffectTeleport {
		sp.Effect.Squares, sp.Effect.ThroughWalls = rapid.IntRange(1, 4).Draw(t, "squares"), rapid.Bool().Draw(t, "walls")
	}
	if sp.Effect.ID == EffectSummon {
		sp.Effect.Count = rapid.IntRange(1, 2).Draw(t, "count")
		summon := Figure{
			Size:   rapid.IntRange(1, 3).Draw(t, "summonsize"),
			Skills: []string{"fearsome"},
		}.WithInfo(FigureInfo{Name: "Wolf",
			Attrs: Attributes{Movement: 6, CombatSkill: 3, Strength: 3, Armour: 2, Vitality: rapid.IntRange(1, 4).Draw(t, "summonvit")}})
		sp.Effect.Summon = &summon
	}
	return sp
}

// genExploration is an exploration layout on g, with a hidden creature and
// a surprise pending on figure f.
func genExploration(t *rapid.T, g *board.Grid, f Figure) *Exploration {
	x := &Exploration{Revealed: []bool{true, rapid.Bool().Draw(t, "revealed")}}
	pos := func(label string) board.Pos {
		return board.Pos{X: rapid.IntRange(0, g.W()-2).Draw(t, label+"x"), Y: rapid.IntRange(0, g.H()-2).Draw(t, label+"y")}
	}
	if rapid.Bool().Draw(t, "arrow") {
		x.Arrows = []ExplorationArrow{{At: pos("arrow"), Facing: board.Dir(rapid.IntRange(0, 7).Draw(t, "arrowfacing")), To: 2}}
	}
	if rapid.Bool().Draw(t, "xdoor") {
		x.Doors = []UnexploredDoor{{At: pos("xdoor"), Side: board.Side(rapid.IntRange(1, 2).Draw(t, "xdoorside")), Width: 1, Locked: rapid.Bool().Draw(t, "locked"),
			Jammed: rapid.Bool().Draw(t, "xjammed"), Riddle: rapid.Bool().Draw(t, "xriddle"), Wounds: rapid.IntRange(0, 4).Draw(t, "xwounds")}}
	}
	if rapid.Bool().Draw(t, "hidden") {
		h := f.clone()
		h.ID = "hidden"
		h.Side = Dark
		h.SetHero(false)
		h.At = pos("hidden")
		x.Hidden = []Figure{h}
		if rapid.Bool().Draw(t, "sensed") {
			x.Sensed = []string{h.ID}
		}
		if rapid.Bool().Draw(t, "free") {
			x.Free = []string{h.ID}
		}
	}
	if rapid.Bool().Draw(t, "surprise") {
		x.Surprise = &Surprise{Winner: Side(rapid.IntRange(0, 1).Draw(t, "winner")), Pending: []string{f.ID}}
	}
	if rapid.Bool().Draw(t, "kinds") {
		x.Sections = []SectionInfo{{Room: rapid.Bool().Draw(t, "room"), Main: rapid.Bool().Draw(t, "main")}, {Outdoor: rapid.Bool().Draw(t, "outdoor")}}
		if rapid.Bool().Draw(t, "searched") {
			x.RoomsSearched = []uint8{1}
		}
		if rapid.Bool().Draw(t, "pastmain") {
			x.PastMain = []uint8{2}
		}
	}
	if rapid.Bool().Draw(t, "secret") {
		x.Secret = []UnexploredDoor{{At: pos("secret"), Side: board.SideE, Width: 1, Jammed: rapid.Bool().Draw(t, "jammed"), Riddle: rapid.Bool().Draw(t, "sriddle"), Wounds: rapid.IntRange(0, 4).Draw(t, "swounds")}}
	}
	for id := range g.Elements() {
		x.Elements = append(x.Elements, ElementState{Element: id, Chest: rapid.Bool().Draw(t, "chest"), Dice: rapid.IntRange(0, 2).Draw(t, "edice"),
			Searched: rapid.Bool().Draw(t, "esearched"), Roll: rapid.IntRange(0, 9).Draw(t, "eroll"), Result: rapid.IntRange(0, 12).Draw(t, "eresult"),
			Tried: rapid.Bool().Draw(t, "etried"), Opened: rapid.Bool().Draw(t, "eopened"),
			Riddle: rapid.Bool().Draw(t, "eriddle"), Sealed: rapid.Bool().Draw(t, "esealed"),
			Shared: rapid.Bool().Draw(t, "eshared"), Users: nilIfEmpty(rapid.SliceOfN(rapid.SampledFrom([]string{"f0", "f1"}), 0, 2).Draw(t, "eusers")),
			Wounds: rapid.IntRange(0, 4).Draw(t, "ewounds")})
	}
	x.Noise, x.NoiseTurn = rapid.IntRange(0, 3).Draw(t, "noise"), rapid.IntRange(0, 9).Draw(t, "noiseturn")
	if rapid.Bool().Draw(t, "trap") {
		x.Traps = []Trap{{ID: "t", Kind: "stake", At: pos("trap"), Detect: rapid.IntRange(2, 12).Draw(t, "detect"), Disarm: rapid.IntRange(0, 12).Draw(t, "disarm"),
			Dice: rapid.IntRange(0, 5).Draw(t, "tdice"), Dormant: rapid.Bool().Draw(t, "dormant"), Bonus: rapid.Bool().Draw(t, "bonus"),
			Card: rapid.SampledFrom([]string{"", "stake"}).Draw(t, "tcard"), Door: rapid.Bool().Draw(t, "tdoor"),
			Side: board.Side(rapid.IntRange(0, 3).Draw(t, "tside")), Heavy: rapid.IntRange(0, 2).Draw(t, "theavy"),
			Armour: rapid.IntRange(-1, 1).Draw(t, "tarmour"), Effects: Conditions(rapid.IntRange(0, 1<<KnockedOut-1).Draw(t, "teffects")),
			Flaming: rapid.Bool().Draw(t, "tflaming"), Radius: rapid.IntRange(0, 2).Draw(t, "tradius"), AreaDice: rapid.IntRange(0, 3).Draw(t, "tarea")}}
	}
	return x
}

// genCatalogue is a small catalogue shared by the generated states.
var genCatalogue = func() *Catalogue {
	c, err := NewCatalogue([]DarkCard{
		{ID: "stake", Name: Text{En: "Stake", Es: "Estaca"}, Type: CardObstacle, Cost: 2, Discard: 1, Trap: true, Detect: 8, Disarm: 6,
			Place: []string{PlaceRoom, PlaceCorridor}, Effect: "card_trap_strike", Params: []CardParam{{Name: "dice", Int: 4}}},
		{ID: "fortune", Name: Text{En: "Fortune", Es: "Fortuna"}, Type: CardPower, Cost: 2, Discard: 2, Place: []string{PlaceAnywhere}, Effect: "fortune_point"},
		{ID: "wandering", Name: Text{En: "Wandering", Es: "Errante"}, Type: CardEncounter, Cost: 2, Discard: 1, Place: []string{PlaceRevealedSection},
			Effect: "spawn_encounter", Params: []CardParam{{Name: "column", Word: "wandering_creature"}}},
	}, []Figure{Figure{
		ID:   "orc",
		Side: Dark,
		Size: SizeAverage,
	}.WithInfo(FigureInfo{
		Name: "Orc", Level: "grunt",
		VP:    1,
		Attrs: Attributes{Movement: 4, Vitality: 4, Armour: 4},
	})})
	if err != nil {
		panic(err)
	}
	return c
}()

func genDark(t *rapid.T, s *State) *DarkPlayer {
	cards := rapid.SampledFrom([]string{"stake", "fortune", "wandering"})
	d := &DarkPlayer{
		Mode:  rapid.SampledFrom([]DarkMode{DarkHuman, DarkClassic, DarkRPG, DarkADP}).Draw(t, "dmode"),
		Cards: genCatalogue,
		Decks: []Deck{{ID: DeckObstacles, Cards: nilIfEmpty(rapid.SliceOfN(cards, 0, 3).Draw(t, "deck1"))},
			{ID: DeckEncounters, Cards: nilIfEmpty(rapid.SliceOfN(cards, 0, 2).Draw(t, "deck2"))}},
		Hand:      nilIfEmpty(rapid.SliceOfN(cards, 0, 3).Draw(t, "hand")),
		Discards:  nilIfEmpty(rapid.SliceOfN(cards, 0, 2).Draw(t, "discards")),
		Recurrent: nilIfEmpty(rapid.SliceOfN(cards, 0, 1).Draw(t, "recurrent")),
		Played:    nilIfEmpty(rapid.SliceOfN(cards, 0, 2).Draw(t, "played")),
		Budget:    rapid.IntRange(-3, 20).Draw(t, "budget"), Initial: rapid.IntRange(0, 30).Draw(t, "initial"),
		Gained: rapid.IntRange(0, 5).Draw(t, "gained"), Drew: rapid.Bool().Draw(t, "drew"), Spawned: rapid.IntRange(0, 5).Draw(t, "spawned"),
	}
	if d.Budget+d.Gained+s.Reserve >= 0 {
		d.Spent = rapid.IntRange(0, d.Budget+d.Gained+s.Reserve).Draw(t, "spent")
	}
	if rapid.Bool().Draw(t, "dleader") {
		l := Figure{
			ID:   "leader",
			Side: Dark,
			Size: SizeAverage,
		}.WithInfo(FigureInfo{
			Name: "Boss", Level: "champion",
			VP:     5,
			Leader: true,
			Attrs:  Attributes{Movement: 4, Vitality: 6},
		})
		d.Leader = &l
		it := genItem(t)
		d.Upgrades = []LeaderUpgrade{{ID: "shield", VP: rapid.IntRange(0, 3).Draw(t, "upvp"), Skill: rapid.SampledFrom([]string{"", "hardy"}).Draw(t, "upskill"), Item: &it}}
	}
	if len(s.Figures) > 0 && rapid.Bool().Draw(t, "dwindow") {
		d.Window = &DarkWindow{Sections: []uint8{1}, Hero: s.Figures[0].ID, Placed: nilIfEmpty([]string{s.Figures[0].ID}[:rapid.IntRange(0, 1).Draw(t, "wplaced")]),
			Before: rapid.Bool().Draw(t, "wbefore"), Alarm: rapid.Bool().Draw(t, "walarm"), BrokeIn: rapid.Bool().Draw(t, "wbrokein")}
	}
	if len(s.Figures) > 0 && rapid.Bool().Draw(t, "darea") {
		d.Area = &TrapArea{Card: "stake", Dice: rapid.IntRange(0, 4).Draw(t, "adice"), Effects: nilIfEmpty([]Condition{Poisoned}[:rapid.IntRange(0, 1).Draw(t, "aeff")]),
			Flaming: rapid.Bool().Draw(t, "aflaming"), Targets: []string{s.Figures[0].ID}, Ends: rapid.SampledFrom([]string{"", s.Figures[0].ID}).Draw(t, "aends")}
	}
	if s.Explore == nil || len(s.Explore.Revealed) >= 1 {
		if s.Explore != nil && rapid.Bool().Draw(t, "dsecs") {
			d.Encounters, d.Start = []uint8{1}, []uint8{1}
		}
	}
	return d
}

// genBook is a small Treasure book shared by the generated states.
var genBook = func() *TreasureBook {
	ring := &ItemCard{ID: "ring", Name: Text{En: "Ring", Es: "Anillo"}, Kind: ItemObject, Effect: "ring"}
	b, err := NewTreasureBook([]LootFind{
		{Text: Text{En: "Coins", Es: "Monedas"}, Coins: 15},
		{Text: Text{En: "A ring", Es: "Un anillo"}, Item: ring, Unknown: true},
		{Text: Text{En: "A table", Es: "Una tabla"}, Table: "magic"},
	}, []LootTable{{ID: "magic", Name: Text{En: "Magic", Es: "Magia"}, Dice: 1, Rows: []LootRow{
		{From: 1, To: 3, LootFind: LootFind{Text: Text{En: "Coins", Es: "Monedas"}, Coins: 5}},
		{From: 4, To: 6, LootFind: LootFind{Text: Text{En: "Ring", Es: "Anillo"}, Item: ring, Unknown: true}},
	}}})
	if err != nil {
		panic(err)
	}
	return b
}()

func genTreasure(t *rapid.T) *Treasure {
	tr := &Treasure{Book: genBook}
	held := rapid.IntRange(-1, 2).Draw(t, "tlucky")
	for k := range genBook.Cards() {
		if k != held && rapid.Bool().Draw(t, "tdeck") {
			tr.Deck = append(tr.Deck, k)
		}
	}
	if held >= 0 {
		tr.Lucky = &LuckyDraw{Figure: "f0", Found: []Found{{Card: held, Coins: rapid.IntRange(0, 20).Draw(t, "tcoins"),
			Items: nilIfEmpty(rapid.SliceOfN(rapid.Custom(genItem), 0, 1).Draw(t, "titems")),
			Texts: []Text{{En: rapid.StringMatching(`[a-z]{0,4}`).Draw(t, "ten"), Es: "x"}}}}}
	}
	return tr
}
