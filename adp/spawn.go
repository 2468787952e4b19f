package adp

import (
	"fmt"
	"slices"

	"dun/rules"
)

// The Creature Spawn Table (pages 56-58): the faction sheet gives, for
// each kind of Encounter card, the creatures a roll of 1D6 plus modifiers
// spawns. The table reaches the package as plain data (setup fills it from
// a faction of the content packs), so the ADP never reads content itself.

// The spawn columns, named as content names the encounters they serve.
const (
	ColumnWandering    = "wandering_creature"
	ColumnEnemySpotted = "enemy_spotted"
	ColumnSpecial      = "special_creature"
	ColumnAmbush       = "ambush"
	ColumnReinforce    = "reinforcements"
)

// Reach is what a creature fights with, as placement orders equals by it
// (pages 58-59): no ranged attacks, a long range weapon, or ranged attacks
// or spells.
type Reach uint8

const (
	ReachMelee Reach = iota
	ReachLong
	ReachRanged
)

// SpawnCreature is one creature a spawn row places: its content kind, the
// optional equipment it takes, its VP with that equipment, its level, its
// size (rules sizes: 3 Large, 4 Huge) and its reach, and the extra skills
// its profile offers (page 58) in the profile's order.
type SpawnCreature struct {
	Kind   string      `json:"kind"`
	Name   rules.Text  `json:"name"`
	With   []string    `json:"with,omitempty"`
	VP     int         `json:"vp"`
	Level  string      `json:"level"`
	Size   int         `json:"size"`
	Reach  Reach       `json:"reach"`
	Skills []string    `json:"skills,omitempty"`
	Extra  []SkillCost `json:"extra,omitempty"`
}

// SkillCost is an extra skill a profile may buy and its cost in VP.
type SkillCost struct {
	Skill string `json:"skill"`
	VP    int    `json:"vp"`
}

// SpawnEntry is Count creatures alike.
type SpawnEntry struct {
	SpawnCreature
	Count int `json:"count"`
}

// SpawnRow is the cell of a column for results From to To.
type SpawnRow struct {
	From    int          `json:"from"`
	To      int          `json:"to"`
	VP      int          `json:"vp"`
	Entries []SpawnEntry `json:"entries"`
}

// Creatures lists the row's creatures one by one.
func (r SpawnRow) Creatures() []SpawnCreature {
	var out []SpawnCreature
	for _, e := range r.Entries {
		for range e.Count {
			out = append(out, e.SpawnCreature)
		}
	}
	return out
}

// SpawnColumn is a column of the table and the encounters it serves.
type SpawnColumn struct {
	Encounters []string   `json:"encounters"`
	Rows       []SpawnRow `json:"rows"`
}

// Faction is what the ADP needs of the quest's faction: its spawn table,
// and its creatures (the Thief! card picks one of them, R325).
type Faction struct {
	ID        string          `json:"id"`
	Columns   []SpawnColumn   `json:"columns"`
	Creatures []SpawnCreature `json:"creatures"`
}

// Column is the column serving encounter; ok is false when none does.
func (f Faction) Column(encounter string) (SpawnColumn, bool) {
	for _, c := range f.Columns {
		if slices.Contains(c.Encounters, encounter) {
			return c, true
		}
	}
	return SpawnColumn{}, false
}

// SpawnModifier is what page 56 adds to the 1D6 of the spawn table: +1
// when the revealed section is large and the card is a Wandering
// Creature, Enemy Spotted! or Special Creature, and +1 for every 30 VP of
// the group; +4 at most.
func SpawnModifier(column string, large bool, groupVP int) int {
	m := max(groupVP, 0) / 30
	if large && (column == ColumnWandering || column == ColumnEnemySpotted || column == ColumnSpecial) {
		m++
	}
	return min(m, 4)
}

// SpawnChoice is the row the ADP spawns, or none.
type SpawnChoice struct {
	Column string       `json:"column"`
	Roll   int          `json:"roll"`
	Total  int          `json:"total"`
	Row    int          `json:"row"` // index into the column's rows; -1: nothing is spawned
	Spawn  SpawnRow     `json:"spawn"`
	Why    rules.Text   `json:"why"`
	Steps  []rules.Text `json:"steps,omitempty"`
}

// ChooseRow reads column's row for a roll of 1D6 plus mod and, when the
// reserve cannot pay it, the previous rows in turn (page 56: "move to the
// previous result"); the first row unpaid means nothing is spawned and the
// card is discarded (R322). A total past the last row reads the last one.
func ChooseRow(col SpawnColumn, name string, roll, mod, reserve int) SpawnChoice {
	return ChooseRowPriced(col, name, roll, mod, reserve, func(r SpawnRow) int { return r.VP })
}

// ChooseRowPriced is ChooseRow with each row at price(row) reserve points
// rather than its printed VP: "Increase the challenge!" doubles what its
// improved creatures cost (page 63's footnote, R892).
func ChooseRowPriced(col SpawnColumn, name string, roll, mod, reserve int, price func(SpawnRow) int) SpawnChoice {
	total := roll + mod
	c := SpawnChoice{Column: name, Roll: roll, Total: total, Row: -1}
	k := -1
	for i, r := range col.Rows {
		if total >= r.From && total <= r.To {
			k = i
		}
	}
	if k < 0 && len(col.Rows) > 0 {
		if total > col.Rows[len(col.Rows)-1].To {
			k = len(col.Rows) - 1
		} else {
			k = 0
		}
	}
	if k < 0 {
		c.Why = text("the faction has no %s column", "la facción no tiene columna %s", name)
		return c
	}
	for ; k >= 0; k-- {
		r := col.Rows[k]
		cost := price(r)
		if cost <= reserve {
			c.Row, c.Spawn = k, r
			c.Why = rules.Text{
				En: fmt.Sprintf("1D6 %d%+d = %d: row %d-%d, %s (%d VP)", roll, mod, total, r.From, r.To, describeRow(r, false), r.VP),
				Es: fmt.Sprintf("1D6 %d%+d = %d: fila %d-%d, %s (%d PV)", roll, mod, total, r.From, r.To, describeRow(r, true), r.VP),
			}
			if cost != r.VP {
				c.Why.En += fmt.Sprintf(", %d reserve points with Increase the challenge!", cost)
				c.Why.Es += fmt.Sprintf(", %d puntos de reserva con ¡Aumenta el reto!", cost)
			}
			return c
		}
		c.Steps = append(c.Steps, text("row %d-%d costs %d and the reserve holds %d: the previous row", "la fila %d-%d cuesta %d y la reserva tiene %d: la fila anterior", r.From, r.To, cost, reserve))
	}
	c.Why = text("1D6 %d%+d = %d: not even the first row can be paid with %d", "1D6 %d%+d = %d: ni la primera fila puede pagarse con %d", roll, mod, total, reserve)
	return c
}

func describeRow(r SpawnRow, es bool) string {
	s := ""
	for k, e := range r.Entries {
		if k > 0 {
			s += ", "
		}
		n := e.Name.En
		if es {
			n = e.Name.Es
		}
		if n == "" {
			n = e.Kind
		}
		s += fmt.Sprintf("%d %s", e.Count, n)
	}
	return s
}

// ExtraSkills picks the extra skills of a Large or Huge creature or a
// Leader from one 1D6 per hero (pages 58 and 65): each result n buys one
// skill worth n VP (a 6, one worth 6 or more), the highest results first
// and, among skills of one cost, in the profile's order; a skill the
// creature has already, or one the caller says does not apply, is passed
// over, and so is one the reserve cannot pay (R326). It returns the skills
// bought and their total.
func ExtraSkills(offer []SkillCost, has []string, rolls []int, reserve int, applies func(string) bool) ([]SkillCost, int) {
	// One algorithm for the planner and the rules (rules.BuyExtraSkills),
	// so the skills the plan counts on are the ones the rules give.
	o := make([]rules.ExtraSkill, len(offer))
	for k, x := range offer {
		o[k] = rules.ExtraSkill{Skill: x.Skill, VP: x.VP}
	}
	got, paid := rules.BuyExtraSkills(o, has, rolls, reserve, applies)
	var out []SkillCost
	for _, x := range got {
		out = append(out, SkillCost{Skill: x.Skill, VP: x.VP})
	}
	return out, paid
}

// LeaderImprovement is what the Leader gains when the heroes see the Main
// Room (page 64): the reserve left above 10 turns into Vitality, 1 point
// for every 2 (every 3 if the Leader is Invulnerable or has Armour 6), and
// he gets 1 extra Action for each hero above the second, 2 at most. The
// reserve falls to 10 (it never rises to it).
func LeaderImprovement(reserve, heroes int, tough bool) (vitality, actions, left int) {
	return rules.LeaderGain(reserve, heroes, tough)
}

// LeaderImprovementNoCounter is page 64's rule for quests without the
// Reserve Point Counter: 1 Vitality for every 10 VP of the group when the
// Leader is first spotted (every 20 if he is Invulnerable or has Armour 6).
func LeaderImprovementNoCounter(groupVP int, tough bool) int {
	if tough {
		return max(groupVP, 0) / 20
	}
	return max(groupVP, 0) / 10
}
