package rules

import (
	"encoding/binary"
	"hash"
	"hash/fnv"
	"math"

	"dun/board"
)

// Hash is a stable 64-bit digest of the state: FNV-1a over a canonical
// binary encoding of every field, the board's squares, edges and elements
// included. Two states hash alike exactly when they are the same game
// position (up to FNV collisions); replays compare hashes.
func (s State) Hash() uint64 {
	h := hasher{h: fnv.New64a()}
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
		}
		h.str(a.Action)
		h.i(a.QuickActions)
		h.strs(a.MustAttack)
		h.i(a.Attacks)
		h.i(a.Shots)
		h.b(a.NoAttack)
		h.b(a.DrewInMelee)
		h.b(a.Disengaged)
		h.strs(a.DisengagedFrom)
		h.strs(a.Faced)
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
		if p.Roll == nil {
			h.b(false)
		} else {
			h.b(true)
			h.roll(p.Roll)
		}
	}
	h.i(s.Rolls)
	h.explore(s.Explore)
	h.strike(s.Strike)
	return h.h.Sum64()
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
	for _, d := range x.Doors {
		h.pos(d.At)
		h.u(uint64(d.Side))
		h.i(d.Width)
		h.b(d.Locked)
	}
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
}

type hasher struct {
	h   hash.Hash64
	buf [8]byte
}

func (h *hasher) u(v uint64) {
	binary.LittleEndian.PutUint64(h.buf[:], v)
	h.h.Write(h.buf[:])
}

func (h *hasher) i(v int) { h.u(uint64(int64(v))) }

func (h *hasher) b(v bool) {
	if v {
		h.u(1)
	} else {
		h.u(0)
	}
}

func (h *hasher) str(s string) {
	h.i(len(s))
	h.h.Write([]byte(s))
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

func (h *hasher) figure(f *Figure) {
	h.str(f.ID)
	h.str(f.Name)
	h.u(uint64(f.Side))
	h.b(f.Hero)
	h.i(f.Size)
	h.pos(f.At)
	h.u(uint64(f.Facing))
	h.b(f.Flying)
	a := &f.Attrs
	for _, v := range [...]int{a.Movement, a.CombatSkill, a.Strength, a.ShootingSkill, a.NaturalArmour, a.Armour,
		a.Agility, a.Intelligence, a.Mana, a.Courage, a.Vitality, a.Dexterity, a.Perception, a.Fortune} {
		h.i(v)
	}
	h.i(f.Wounds)
	h.i(f.ManaUsed)
	h.i(f.FortuneUsed)
	h.u(uint64(f.Conditions))
	h.i(len(f.Items))
	for k := range f.Items {
		h.item(&f.Items[k])
	}
	h.strs(f.Skills)
	h.b(f.Leader)
	h.b(f.Shielding)
	h.b(f.ShotDefensively)
	h.str(f.Level)
	h.b(f.Activated)
	h.b(f.DownLastActivation)
	h.b(f.OnDifficult)
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
	for _, v := range [...]bool{st.AttackRerolled, st.DefenceRerolled, st.AttackerDeclined, st.DefenderDeclined,
		st.Behind, st.Auto, st.Hit, st.NoCriticalDice, st.Blunder, st.Blocked, st.ShieldBroke, st.EndsActivation} {
		h.b(v)
	}
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
}

func (h *hasher) item(it *Item) {
	h.str(it.ID)
	h.text(it.Name)
	h.u(uint64(it.Kind))
	h.i(it.Hands)
	h.u(uint64(it.Place))
	h.i(it.Dice)
	h.b(it.PlusStrength)
	h.i(it.Piercing)
	h.i(it.Range)
	h.i(it.RangeTimes)
	h.b(it.Reload)
	h.i(it.Breaks)
	for _, v := range [...]bool{it.Noise, it.LongReach, it.Unarmed, it.Natural, it.ShieldBreaker, it.Throwing, it.Push, it.Heavy, it.Broken, it.Spent, it.Unloaded} {
		h.b(v)
	}
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
}

func (h *hasher) roll(r *RollRecord) {
	h.i(r.Seq)
	h.str(r.Purpose)
	h.str(r.Kind)
	h.ints(r.Dice)
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
}

func (h *hasher) grid(g *board.Grid) {
	if g == nil {
		h.u(math.MaxUint64)
		return
	}
	h.i(g.W())
	h.i(g.H())
	for i := 0; i < g.Len(); i++ {
		sq := g.At(i)
		h.u(uint64(sq.Section) | uint64(sq.Terrain)<<8 | uint64(sq.PitDepth)<<16 | uint64(sq.Level)<<24 |
			uint64(sq.Element)<<32 | uint64(sq.Stairs.Up)<<48 | uint64(sq.Stairs.Access)<<56)
		var stair uint64
		if sq.HasStair {
			stair = 1
		}
		e, s := g.EdgeAt(i, board.SideE), g.EdgeAt(i, board.SideS)
		h.u(stair | uint64(e.Kind)<<8 | uint64(e.Door)<<16 | uint64(e.State)<<24 |
			uint64(s.Kind)<<32 | uint64(s.Door)<<40 | uint64(s.State)<<48)
	}
	els := g.Elements()
	h.i(len(els))
	for _, e := range els {
		h.str(e.Kind)
		h.u(uint64(e.Height) | uint64(e.Cover)<<8)
		h.b(e.Impassable)
		h.b(e.Movable)
		h.b(e.Special)
		h.b(e.NoObstacle)
	}
}
