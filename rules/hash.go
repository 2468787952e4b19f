package rules

import (
	"math"

	"dun/board"
)

// Hash is a stable 64-bit digest of the state: a canonical encoding of
// every field as 64-bit words (strings as their length and eight bytes per
// word, flags packed in a word) folded by board.Mix, the board included
// through its Digest of squares, edges and elements. Two states hash alike
// exactly when they are the same game position (up to 64-bit collisions);
// replays compare hashes.
//
// It allocates nothing, and the board, which states share and rarely
// change, costs one word: the grid keeps its digest until it changes.
func (s State) Hash() uint64 {
	h := hasher{h: board.DigestSeed}
	h.u(s.Version)
	h.grid(s.Board)
	h.i(s.Turn)
	h.u(uint64(s.Side))
	h.i(len(s.Figures))
	for i := range s.Figures {
		h.figure(&s.Figures[i])
	}
	if a := s.Active; a == nil {
		h.b(false)
	} else {
		h.b(true)
		h.str(a.Figure)
		h.u(uint64(a.Phase))
		h.pos(a.Start)
		h.i(a.Allowance)
		h.i(a.Spent)
		h.b(a.Moved)
		if a.Run == nil {
			h.b(false)
		} else {
			h.b(true)
			h.roll(&a.Run.Roll)
			h.i(a.Run.Allowance)
			h.b(a.Run.Settled)
		}
		if a.Swim == nil {
			h.b(false)
		} else {
			h.b(true)
			h.roll(&a.Swim.Roll)
			h.i(a.Swim.Allowance)
			h.b(a.Swim.Settled)
		}
		if a.Leap == nil {
			h.b(false)
		} else {
			h.b(true)
			h.pos(a.Leap.To)
			h.pos(a.Leap.Fall)
			h.i(a.Leap.Width)
			h.i(a.Leap.Roped)
			h.i(a.Leap.Passed)
			h.b(a.Leap.Climb)
		}
		h.str(a.Action)
		h.i(a.QuickActions)
		h.b(a.Still)
		h.b(a.Mounted)
		if a.Task == nil {
			h.b(false)
		} else {
			h.b(true)
			h.str(a.Task.Rule)
			h.pos(a.Task.At)
			h.u(uint64(a.Task.Side))
			h.pos(a.Task.Back)
			h.b(a.Task.Stepped)
			h.b(a.Task.Door)
			h.u(uint64(a.Task.Toward))
			h.str(a.Task.Challenge)
		}
		h.strs(a.MustAttack)
		h.strs(a.Queue)
		h.strs(a.Trappers)
		h.i(len(a.Area))
		for _, p := range a.Area {
			h.pos(p)
		}
		h.strs(a.Targets)
		h.b(a.Rough)
		h.u(uint64(a.StartFacing))
		h.contest(a.Contest)
		h.cast(a.Cast)
		h.b(a.Superior)
		h.i(a.Attacks)
		h.i(a.Shots)
		h.b(a.NoAttack)
		h.b(a.DrewInMelee)
		h.b(a.Disengaged)
		h.strs(a.DisengagedFrom)
		h.strs(a.Faced)
		h.b(a.Momentum)
		h.b(a.Pair)
		h.i(a.Extra)
		if c := a.Charge; c == nil {
			h.b(false)
		} else {
			h.b(true)
			h.i(len(c.Path))
			for _, p := range c.Path {
				h.pos(p)
			}
			h.u(uint64(c.Ref))
			h.str(c.Shooter)
			h.strs(c.Offered)
			h.b(c.Stopped)
		}
		h.strs(a.Skills)
		h.strs(a.Granted)
		h.ints(a.Harms)
	}
	if p := s.Prompt; p == nil {
		h.b(false)
	} else {
		h.b(true)
		h.u(p.Seq)
		h.str(string(p.Kind))
		h.u(uint64(p.Seat))
		h.str(p.Figure)
		h.i(len(p.Options))
		for _, o := range p.Options {
			h.str(o.ID)
			h.text(o.Label)
		}
		h.i(len(p.Effects))
		for _, c := range p.Effects {
			h.u(uint64(c))
		}
		if p.Roll == nil {
			h.b(false)
		} else {
			h.b(true)
			h.roll(p.Roll)
		}
	}
	h.i(s.Rolls)
	h.i(s.Reserve)
	h.i(s.TreasureDraws)
	h.explore(s.Explore)
	h.i(len(s.Magic))
	for i := range s.Magic {
		h.enchantment(&s.Magic[i])
	}
	h.strike(s.Strike)
	h.str(s.Group)
	h.mission(s.Mission, &s.Achievements, s.End)
	h.achievementCard(s.AchievementCard)
	h.scene(s.Scene)
	h.dark(s.Dark)
	h.treasure(s.Treasure)
	h.b(s.Solo)
	return h.h
}

func (h *hasher) cast(c *CastState) {
	if c == nil {
		h.b(false)
		return
	}
	h.b(true)
	h.str(c.Spell)
	h.str(c.Target)
	if c.Square == nil {
		h.b(false)
	} else {
		h.b(true)
		h.pos(*c.Square)
	}
	h.str(c.Aid)
	h.roll(&c.Roll)
	h.b(c.TargetAsked)
	h.b(c.DispelAsked)
	h.str(c.Dispeller)
	h.i(c.Turns)
	h.i(len(c.Hits))
	for _, x := range c.Hits {
		h.str(x.Figure)
		h.mods(x.Terms)
		h.i(x.Cover)
		h.b(x.ShieldAsked)
		h.b(x.GuardAsked)
	}
	h.held(c.Held)
	h.i(len(c.Ground))
	for _, gr := range c.Ground {
		h.pos(gr.At)
		h.u(uint64(gr.Was))
	}
	h.strs(c.Queue)
	h.i(len(c.Line))
	for _, p := range c.Line {
		h.pos(p)
	}
	h.str(c.Item)
}

func (h *hasher) held(hs []Held) {
	h.i(len(hs))
	for _, x := range hs {
		h.str(x.Figure)
		h.u(uint64(x.Conditions))
		h.b(x.Controlled)
		h.b(x.Summoned)
	}
}

func (h *hasher) mods(ms []Modifier) {
	h.i(len(ms))
	for _, m := range ms {
		h.i(m.Value)
		h.text(m.Why)
		h.str(string(m.Kind))
	}
}

func (h *hasher) boon(b *Boon) {
	h.i(b.Roll)
	h.text(b.Why)
	h.u(uint64(b.Attribute))
	h.i(b.Value)
	h.i(b.Block)
	h.i(b.Cover)
	h.str(b.Skill)
	h.b(b.Flaming)
	h.u(uint64(b.Immune))
	h.i(b.Damage)
	h.str(b.Until)
}

func (h *hasher) enchantment(m *Enchantment) {
	h.i(m.Roll)
	h.str(m.Caster)
	h.str(m.Spell)
	h.text(m.Name)
	h.u(uint64(m.Side))
	h.b(m.Permanent)
	h.i(m.Turns)
	h.held(m.Held)
	h.i(len(m.Area))
	for _, p := range m.Area {
		h.pos(p)
	}
	if m.Ward == nil {
		h.b(false)
	} else {
		h.b(true)
		h.boon(m.Ward)
	}
	h.str(m.Affects)
	h.i(len(m.Ground))
	for _, gr := range m.Ground {
		h.pos(gr.At)
		h.u(uint64(gr.Was))
	}
	h.mods(m.Harm)
	h.b(m.Flaming)
}

func (h *hasher) spell(sp *Spell) {
	h.str(sp.ID)
	h.text(sp.Name)
	h.str(sp.Lore)
	h.str(string(sp.Nature))
	h.i(sp.Mana)
	h.i(sp.RangeMin)
	h.i(sp.Range)
	h.i(sp.Radius)
	h.b(sp.Line)
	h.str(sp.Area)
	h.b(sp.Permanent)
	x := &sp.Effect
	h.str(x.ID)
	for _, v := range [...]int{x.Dice, x.AreaDice, x.Piercing, x.Vitality, x.Bonus, x.Armour, x.Block, x.Cover} {
		h.i(v)
	}
	h.u(uint64(x.Against))
	h.u(uint64(x.Attribute))
	h.u(uint64(x.Condition))
	h.u(uint64(x.Cure))
	h.b(x.Flaming)
	h.b(x.CourageTest)
	h.str(x.Only)
	h.b(x.OnWound)
	h.b(x.Drain)
	h.b(x.Revive)
	h.str(x.Skill)
	h.u(uint64(x.Immune))
	h.b(x.SwitchSide)
	h.i(x.Count)
	h.i(x.Squares)
	h.b(x.ThroughWalls)
	h.u(uint64(x.Terrain))
	h.str(x.Reveal)
	if x.Summon == nil {
		h.b(false)
	} else {
		h.b(true)
		h.figure(x.Summon)
	}
	h.str(sp.Affects)
	h.i(sp.Casts)
	h.str(sp.Missing)
}

func (h *hasher) explore(x *Exploration) {
	if x == nil {
		h.b(false)
		return
	}
	h.b(true)
	h.i(len(x.Revealed))
	for _, r := range x.Revealed {
		h.b(r)
	}
	h.i(len(x.Arrows))
	for _, a := range x.Arrows {
		h.pos(a.At)
		h.u(uint64(a.Facing) | uint64(a.To)<<8)
	}
	h.i(len(x.Doors))
	h.doors(x.Doors)
	h.i(len(x.Hidden))
	for i := range x.Hidden {
		h.figure(&x.Hidden[i])
	}
	if u := x.Surprise; u == nil {
		h.b(false)
	} else {
		h.b(true)
		h.u(uint64(u.Winner))
		h.strs(u.Pending)
	}
	h.items(x)
}

// hasher folds the words of a state's encoding into h.
type hasher struct {
	h uint64
}

func (h *hasher) u(v uint64) { h.h = board.Mix(h.h, v) }

func (h *hasher) i(v int) { h.u(uint64(int64(v))) }

func (h *hasher) b(v bool) {
	if v {
		h.u(1)
	} else {
		h.u(0)
	}
}

// flags folds up to 64 booleans as one word, bit k for vs[k].
func (h *hasher) flags(vs ...bool) {
	var w uint64
	for k, v := range vs {
		if v {
			w |= 1 << k
		}
	}
	h.u(w)
}

// str folds a string's length, then its bytes eight to a word (the last
// word zero-padded; the length keeps the encoding unambiguous).
func (h *hasher) str(s string) {
	h.i(len(s))
	for len(s) >= 8 {
		h.u(uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56)
		s = s[8:]
	}
	if len(s) > 0 {
		var w uint64
		for k := 0; k < len(s); k++ {
			w |= uint64(s[k]) << (8 * k)
		}
		h.u(w)
	}
}

func (h *hasher) strs(ss []string) {
	h.i(len(ss))
	for _, s := range ss {
		h.str(s)
	}
}

func (h *hasher) ints(vs []int) {
	h.i(len(vs))
	for _, v := range vs {
		h.i(v)
	}
}

func (h *hasher) text(t Text) { h.str(t.En); h.str(t.Es) }

func (h *hasher) pos(p board.Pos) { h.i(p.X); h.i(p.Y) }

func (h *hasher) attrs(a *Attributes) {
	h.i(a.Movement)
	h.i(a.CombatSkill)
	h.i(a.Strength)
	h.i(a.ShootingSkill)
	h.i(a.NaturalArmour)
	h.i(a.Armour)
	h.i(a.Agility)
	h.i(a.Intelligence)
	h.i(a.Mana)
	h.i(a.Courage)
	h.i(a.Vitality)
	h.i(a.Dexterity)
	h.i(a.Perception)
	h.i(a.Fortune)
}

func (h *hasher) figure(f *Figure) {
	h.str(f.ID)
	h.str(f.Name())
	h.u(uint64(f.Side))
	h.b(f.Hero())
	h.i(f.Size)
	if f.Saddle != 0 {
		// Only when set: the hashes of states without a 2x2 mount's rider
		// stay what they were (autoplay's Random policy seeds from them).
		h.i(int(f.Saddle))
	}
	h.pos(f.At)
	h.u(uint64(f.Facing))
	h.b(f.Flying())
	h.attrs(f.Attrs())
	h.i(int(f.Wounds))
	h.i(int(f.ManaUsed))
	h.i(f.ManaRacial())
	h.i(f.FortuneUsed())
	h.i(f.QuestFortune())
	h.u(uint64(f.Conditions))
	h.i(len(f.Items))
	for k := range f.Items {
		h.item(&f.Items[k])
	}
	h.strs(f.Skills)
	h.strs(f.Marks)
	h.i(f.WoundsRecent())
	h.i(f.FearImmune())
	h.str(f.Level())
	h.str(f.Owner())
	h.str(f.LastKill())
	h.b(f.PotionCombat())
	h.i(len(f.PotionBonus()))
	for _, p := range f.PotionBonus() {
		h.u(uint64(p.Attribute))
		h.i(p.Value)
	}
	h.str(f.Behaviour())
	h.i(f.VP())
	h.i(len(f.Spells))
	for k := range f.Spells {
		h.spell(&f.Spells[k])
	}
	h.str(string(f.Sorcery()))
	h.i(len(f.Boons))
	for k := range f.Boons {
		h.boon(&f.Boons[k])
	}
	h.i(f.AidTurn())
	h.i(f.Coins())
	h.flags(f.Leader(), f.Shielding(), f.ShotDefensively(), f.Searched(), f.Attacked, f.Activated, f.DownLastActivation(), f.OnDifficult(), f.Left, f.MovedLastActivation)
	h.i(len(f.Injuries()))
	for _, in := range f.Injuries() {
		h.str(string(in.Kind))
		h.b(in.Incurable)
		h.b(in.Pending)
	}
	h.str(f.Race())
	h.str(f.Alignment())
	h.str(f.Kind())
	h.strs(f.Hates())
	h.i(len(f.Secondary()))
	for _, k := range f.Secondary() {
		h.str(k.ID)
		h.text(k.Name)
		h.i(k.Bonus)
		h.b(k.Failed)
	}
	h.str(f.Quarry())
	h.b(f.Netted())
	h.i(int(f.Vanished))
	h.shape(f.Shape())
	h.i(len(f.SkillUses()))
	for _, u := range f.SkillUses() {
		h.str(u.Skill)
		h.i(u.N)
	}
	h.strs(f.LastSkills())
	h.str(f.Hunts())
	h.str(f.Profile())
	h.i(f.ExtraActions())
	h.str(f.Riding())
	h.str(f.Rider())
	h.str(f.Reins())
	h.strs(f.Provokers())
	h.i(f.RiderlessHits())
	if p := f.Power(); p == nil {
		h.b(false)
	} else {
		h.b(true)
		h.str(p.Card)
		h.i(p.Turn)
		h.i(len(p.Attrs))
		for _, a := range p.Attrs {
			h.u(uint64(a.Attribute))
			h.i(a.Value)
		}
		h.strs(p.Skills)
		h.b(p.Lasting)
	}
}

func (h *hasher) strike(st *Strike) {
	if st == nil {
		h.b(false)
		return
	}
	h.b(true)
	h.b(st.Ranged)
	h.b(st.Defensive)
	h.str(st.Attacker)
	h.str(st.Target)
	h.i(st.Item)
	h.u(uint64(st.Step))
	h.roll(&st.Attack)
	if st.Defence == nil {
		h.b(false)
	} else {
		h.b(true)
		h.roll(st.Defence)
	}
	h.flags(st.AttackRerolled, st.DefenceRerolled, st.AttackerDeclined, st.DefenderDeclined,
		st.Behind, st.Auto, st.Hit, st.NoCriticalDice, st.Blunder, st.Blocked, st.ShieldBroke, st.EndsActivation,
		st.AttackEncouraged, st.DefenceEncouraged)
	h.str(st.Struck)
	h.i(st.Criticals)
	h.str(st.Winner)
	h.str(st.Pusher)
	if st.Vacated == nil {
		h.b(false)
	} else {
		h.b(true)
		h.pos(*st.Vacated)
	}
	h.strs(st.Skills)
	h.strs(st.DefenceSkills)
	h.b(st.Counter)
	h.b(st.WeaponBlock)
	h.b(st.Thrust)
	h.strs(st.Feared)
	h.b(st.GuardAsked)
	h.str(st.Guard)
}

func (h *hasher) item(it *Item) {
	if it.ItemCard == nil {
		// Check refuses such an item; hash it as one with an empty card.
		it = &Item{ItemCard: &ItemCard{}, Place: it.Place, Broken: it.Broken, Spent: it.Spent, Unloaded: it.Unloaded, At: it.At}
	}
	h.str(it.ID)
	h.text(it.Name)
	h.u(uint64(it.Kind))
	h.i(it.Hands)
	h.u(uint64(it.Place))
	h.i(it.Dice)
	h.i(it.Piercing)
	h.i(it.Range)
	h.i(it.RangeTimes)
	h.i(it.Breaks)
	h.flags(it.PlusStrength, it.Reload, it.Noise, it.LongReach, it.Unarmed, it.Natural, it.ShieldBreaker, it.Throwing,
		it.Push, it.Heavy, it.Broken, it.Spent, it.Unloaded)
	h.i(it.Block)
	h.i(it.BreakBlock)
	h.i(it.ArmourBonus)
	h.i(len(it.Penalties))
	for _, p := range it.Penalties {
		h.u(uint64(p.Attribute))
		h.i(p.Value)
	}
	h.i(len(it.Traits))
	for _, t := range it.Traits {
		h.str(t.Name)
		h.i(t.Value)
		h.str(t.Word)
	}
	h.str(it.Effect)
	h.pos(it.At)
	h.i(it.VP)
	h.i(it.Cost)
	h.flags(it.Lit, it.Unknown, it.Stolen, it.Rare, it.Tried, it.Found, it.Secret, it.Venom)
	h.i(it.Used)
	h.b(it.Relic)
	h.i(it.Weight)
}

func (h *hasher) roll(r *RollRecord) {
	h.i(r.Seq)
	h.str(r.Purpose)
	h.str(r.Kind)
	h.ints(r.Dice)
	h.ints(r.Dropped)
	h.i(r.Total)
	h.ints(r.Rerolled)
	h.ints(r.Before)
	h.str(r.Rule)
	h.str(r.Figure)
	h.i(len(r.Modifiers))
	for _, m := range r.Modifiers {
		h.i(m.Value)
		h.text(m.Why)
		h.str(string(m.Kind))
	}
	h.str(r.PaidBy)
	h.i(r.Target)
	h.i(r.Cap)
	h.str(string(r.Outcome))
	h.str(string(r.Critical))
	h.i(r.Spared)
	h.str(r.RerolledBy)
	h.ints(r.Added)
	h.i(len(r.DiceModifiers))
	for _, m := range r.DiceModifiers {
		h.i(m.Value)
		h.text(m.Why)
		h.str(string(m.Kind))
	}
}

func (h *hasher) grid(g *board.Grid) {
	if g == nil {
		h.u(math.MaxUint64)
		return
	}
	h.u(g.Digest())
}

// doors hashes a list of unexplored (or secret) doors.
func (h *hasher) doors(ds []UnexploredDoor) {
	for _, d := range ds {
		h.pos(d.At)
		h.u(uint64(d.Side))
		h.i(d.Width)
		h.b(d.Locked)
		h.b(d.Jammed)
		h.b(d.Riddle)
		h.i(d.Wounds)
		h.b(d.Runes)
		h.i(d.RunesMod)
	}
}
