package rules

import (
	"fmt"

	"dun/board"
)

// Sizes of page 12. A figure's size is also its height.
const (
	SizeSmall   = 1
	SizeAverage = 2
	SizeLarge   = 3
	SizeHuge    = 4
)

// Attributes are the numbers of a hero card (page 13) or a creature profile.
// Armour is the total once defensive equipment is counted; NaturalArmour is
// the left-hand value used for endurance tests. Mana, Vitality and Fortune
// are maxima: what has been used is kept on the Figure.
type Attributes struct {
	Movement      int `json:"movement"`
	CombatSkill   int `json:"combat_skill"`
	Strength      int `json:"strength"`
	ShootingSkill int `json:"shooting_skill"`
	NaturalArmour int `json:"natural_armour"`
	Armour        int `json:"armour"`
	Agility       int `json:"agility"`
	Intelligence  int `json:"intelligence"`
	Mana          int `json:"mana"`
	Courage       int `json:"courage"`
	Vitality      int `json:"vitality"`
	Dexterity     int `json:"dexterity"`
	Perception    int `json:"perception"`
	Fortune       int `json:"fortune"`
}

// attrLimit bounds every attribute, so sums and doublings never overflow
// and a corrupt state is caught early.
const attrLimit = 99

func (a Attributes) check() error {
	// The usual case first, without building the table of names
	// (State.Check runs it for every figure after every simulated
	// command).
	in := func(v, lo int) bool { return v >= lo && v <= attrLimit }
	if in(a.Movement, 0) && in(a.CombatSkill, -attrLimit) && in(a.Strength, -attrLimit) && in(a.ShootingSkill, -attrLimit) &&
		in(a.NaturalArmour, -attrLimit) && in(a.Armour, -attrLimit) && in(a.Agility, -attrLimit) && in(a.Intelligence, -attrLimit) &&
		in(a.Mana, 0) && in(a.Courage, -attrLimit) && in(a.Vitality, 0) && in(a.Dexterity, -attrLimit) && in(a.Perception, -attrLimit) &&
		in(a.Fortune, 0) {
		return nil
	}
	for _, v := range [...]struct {
		name string
		v    int
		min  int
	}{
		{"movement", a.Movement, 0}, {"combat_skill", a.CombatSkill, -attrLimit},
		{"strength", a.Strength, -attrLimit}, {"shooting_skill", a.ShootingSkill, -attrLimit},
		{"natural_armour", a.NaturalArmour, -attrLimit}, {"armour", a.Armour, -attrLimit},
		{"agility", a.Agility, -attrLimit}, {"intelligence", a.Intelligence, -attrLimit},
		{"mana", a.Mana, 0}, {"courage", a.Courage, -attrLimit}, {"vitality", a.Vitality, 0},
		{"dexterity", a.Dexterity, -attrLimit}, {"perception", a.Perception, -attrLimit},
		{"fortune", a.Fortune, 0},
	} {
		if v.v < v.min || v.v > attrLimit {
			return fmt.Errorf("%s %d out of range %d..%d", v.name, v.v, v.min, attrLimit)
		}
	}
	return nil
}

// Figure is a hero or creature on the board. At is the square it stands on;
// for a 2x2 base (Large and Huge) it is the top-left square of the base.
//
// Every clone of a state copies every figure, so what is set when a
// figure is built and seldom changes in play is in its FigureInfo, shared
// between clones and read and written through methods (figure_info.go);
// the one- and two-byte fields sit together at the end, leaving no padding
// between the eight-byte ones: a new bool joins them
// (TestFigureHasNoPadding). The JSON of a figure is figureJSON's
// (figure_json.go): a field added here is added there too.
type Figure struct {
	ID   string    `json:"id"` // unique within the game; commands name figures by it
	At   board.Pos `json:"at"`
	Size int       `json:"size"` // 1 small, 2 average, 3 large, 4 huge
	// Items is the figure's equipment (item.go).
	Items []Item `json:"items,omitempty"`
	// Skills are the content IDs of the figure's skills (pages 110-116).
	Skills []string `json:"skills,omitempty"`
	// Marks are the lasting effects of skills the figure used, each the
	// skill's ID, until they end (a Brutal Blow's defence penalty lasts
	// until the figure's next activation).
	Marks []string `json:"marks,omitempty"`
	// Spells are the spells the figure knows (spell.go), with the casts
	// used this quest; Sorcery is its sorcery level (page 40).
	Spells []Spell `json:"spells,omitempty"`
	// Boons are the lasting bonuses spells give the figure.
	Boons []Boon `json:"boons,omitempty"`
	// info is what rarely changes (FigureInfo); nil when all of it is zero.
	info *FigureInfo

	// Four-byte numbers, so that 16 figures fit the 3,072-byte size
	// class (docs/performance.md, Session 10).
	Wounds   int32 `json:"wounds,omitempty"`    // Vitality lost
	ManaUsed int32 `json:"mana_used,omitempty"` // Mana points spent this quest
	// Vanished is the turn a Vanish card took the creature off the board
	// (darkcard_vanish.go); 0 while it is on it.
	Vanished int32 `json:"vanished,omitempty"`
	// Saddle is the side of the base a rider shares with a mount on a
	// 2x2 base (2); 0 otherwise. The rider stands on the whole base
	// (R1107): his squares are the mount's. Seat and unseat write it, and
	// followSaddles keeps it to the mount's base.
	Saddle int32 `json:"saddle,omitempty"`

	Side       Side       `json:"side"`
	Facing     board.Dir  `json:"facing"` // 0 N, 1 NE, ... 7 NW, clockwise
	Conditions Conditions `json:"conditions,omitempty"`
	// Attacked is set when the figure becomes the target of a melee attack
	// or a shot, and cleared when a turn begins: the Artificial Dark Player
	// spreads its attacks over enemies not yet attacked (page 61).
	Attacked bool `json:"attacked,omitempty"`
	// Activated is set once the figure has been activated this turn.
	Activated bool `json:"activated,omitempty"`
	// MovedLastActivation is set when the figure moved in its previous
	// activation: Aiming then does not serve its defensive shots (page 110).
	MovedLastActivation bool `json:"moved_last_activation,omitempty"`
	// Left is set once the figure has left the scenario through a
	// starting or finishing square (page 11): out of play, not knocked out.
	Left bool `json:"left,omitempty"`
}

// Span is the side of the figure's square base: 2 for Large and Huge
// figures and for a rider on their back (R1107), 1 otherwise.
func (f *Figure) Span() int { return span(f.baseSize()) }

// baseSize is the size whose base the figure covers: its own, or a Large
// one for a rider on a 2x2 mount (R1107). Geometry (squares, adjacency,
// overlaps, terrain under the base) asks it; everything else (height,
// movement class, size comparisons) asks Size.
func (f *Figure) baseSize() int {
	if f.Saddle > 1 && f.Size < SizeLarge {
		return SizeLarge
	}
	return f.Size
}

func span(size int) int {
	if size >= SizeLarge {
		return 2
	}
	return 1
}

// Mover is the board's mover class for the figure: a Large base moves its
// reference square as an average figure, a Huge one as a huge one (page
// 21); a flying figure is hindered by impassable elements only, as page
// 18's measure is (page 114, R703); an Ethereal one ignores difficult
// terrain (page 115).
func (f *Figure) Mover() board.Mover {
	if f.Flying() {
		return board.Measure
	}
	if sureFooted(f) {
		return board.MoverOf(f.Size).Scout()
	}
	return board.MoverOf(f.Size)
}

// Squares appends the squares the figure's base covers to dst.
func (f *Figure) Squares(dst []board.Pos) []board.Pos { return baseAt(f.At, f.baseSize(), dst) }

func baseAt(at board.Pos, size int, dst []board.Pos) []board.Pos {
	n := span(size)
	for dy := 0; dy < n; dy++ {
		for dx := 0; dx < n; dx++ {
			dst = append(dst, board.Pos{X: at.X + dx, Y: at.Y + dy})
		}
	}
	return dst
}

// Covers reports whether the figure's base covers p.
func (f *Figure) Covers(p board.Pos) bool {
	n := f.Span()
	return p.X >= f.At.X && p.Y >= f.At.Y && p.X < f.At.X+n && p.Y < f.At.Y+n
}

// FortuneLeft is the Fortune points the figure may still spend.
func (f *Figure) FortuneLeft() int { return max(f.Attrs().Fortune+f.QuestFortune()-f.FortuneUsed(), 0) }

// HasSkill reports whether the figure has skill id.
func (f *Figure) HasSkill(id string) bool {
	for _, s := range f.Skills {
		if s == id {
			return true
		}
	}
	for _, b := range f.Boons {
		if b.Skill == id {
			return true
		}
	}
	return false
}

// Present reports whether the figure takes part in play: a knocked-out
// figure, or one that has left the scenario, neither moves, blocks nor
// engages.
func (f *Figure) Present() bool { return !f.Conditions.Has(KnockedOut) && !f.Left && f.Vanished == 0 }

// clone returns a copy sharing no mutable memory with f (share).
func (f Figure) clone() Figure {
	f.share()
	return f
}

// share clips f's lists for a copy of f: clone and cloneFigures both
// call it, so a new field of Figure that holds memory is added here,
// once. Its FigureInfo and all its lists are shared between copies and
// never written in place (cow.go): items and spells are written through
// editItem and editSpell; skills change seldom (a card or a skill grants
// one, a Power card's end takes it back) and by a new list or an append;
// boons and marks some command changes in nearly every game, but seldom,
// while a third of a quest's figures hold some.
func (f *Figure) share() {
	f.Items = shared(f.Items)
	f.Skills = shared(f.Skills)
	f.Spells = shared(f.Spells)
	f.Boons = shared(f.Boons)
	f.Marks = shared(f.Marks)
}

func cloneStrings(s []string) []string {
	if s == nil {
		return nil
	}
	return append([]string(nil), s...)
}
