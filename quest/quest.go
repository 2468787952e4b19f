package quest

import (
	"fmt"

	"dun/board"
	"dun/internal/yamldec"

	"go.yaml.in/yaml/v3"
)

// Creature is a creature the quest sheet places on a fixed square.
type Creature struct {
	ID     string    `json:"id,omitempty"`
	Kind   string    `json:"kind"` // content ID of its profile
	At     board.Pos `json:"at"`
	Facing board.Dir `json:"facing"`
	// Target is the figure the quest gives the creature to eliminate
	// (page 62, "Specific target"): a hero's or an NPC's ID; empty for
	// none.
	Target string `json:"target,omitempty"`
	// Free: the sheet says the creature comes at no cost (page 89);
	// otherwise the Dark Player pays its VP from the reserve as it is
	// placed, and it is not placed when the reserve lacks them.
	Free  bool `json:"free,omitempty"`
	Notes Text `json:"notes"`
}

// Leader is the Quest Leader (page 89). At is nil when the sheet does not
// fix its square.
type Leader struct {
	ID        string     `json:"id,omitempty"`
	Kind      string     `json:"kind"`
	At        *board.Pos `json:"at,omitempty"`
	Facing    board.Dir  `json:"facing"`
	Equipment []string   `json:"equipment,omitempty"` // content IDs
	Target    string     `json:"target,omitempty"`    // as Creature.Target
	Notes     Text       `json:"notes"`
}

// Rewards are the coins and experience points the heroes earn (page 89).
type Rewards struct {
	Coins      int  `json:"coins,omitempty"`
	Experience int  `json:"experience,omitempty"`
	Text       Text `json:"text"`
}

// Quest is a quest sheet.
type Quest struct {
	ID         string     `json:"id"`
	Title      Text       `json:"title"`
	Mission    Text       `json:"mission"`
	Background Text       `json:"background"`
	Faction    string     `json:"faction,omitempty"`
	Difficulty int        `json:"difficulty,omitempty"` // 1-5, 0 when not given
	Board      *Board     `json:"board"`
	Leader     *Leader    `json:"leader,omitempty"`
	Creatures  []Creature `json:"creatures,omitempty"`
	TurnLimit  int        `json:"turn_limit,omitempty"` // 0: no limit
	// RidingIndoors: the quest allows riding inside dungeons and
	// buildings (page 102); otherwise riders keep to outdoor sections.
	RidingIndoors bool `json:"riding_indoors,omitempty"`
	// ADPReserve is what the sheet's set-up adds to the Artificial Dark
	// Player's starting Reserve Points, or takes from them when negative
	// (page 88, "I Set-up": a sheet may vary the Reserve Points). It is
	// measured with dun sim, which plays the ADP; a human Dark Player
	// keeps the book's budget (R950).
	ADPReserve int `json:"adp_reserve,omitempty"`
	// ADPReserveVP is the group's Value Points ADPReserve was measured
	// for; 0 when the sheet does not say. When given, a group of other
	// Value Points gets the reserve measured for that group moved by one
	// point for every four Value Points of difference, not by the whole
	// difference (R1280, setup.SheetReserve).
	ADPReserveVP int     `json:"adp_reserve_vp,omitempty"`
	SpecialRules []Text  `json:"special_rules,omitempty"`
	Rewards      Rewards `json:"rewards"`
	Success      Text    `json:"success"` // what happens when the mission is accomplished
	Failure      Text    `json:"failure"` // and when it fails
	// Objectives are the mission's victory conditions (objectives.go);
	// empty when the sheet gives none and only the mission text says it.
	Objectives []Objective `json:"objectives,omitempty"`
}

func init() {
	// A whole sheet has the quest keys and the board keys, and it must
	// say where the heroes start.
	var sheet yamldec.Keys
	sheet = append(sheet, specs["quest"]...)
	for _, f := range specs["board"] {
		if f.Name == "start" {
			f.Required = true
		}
		sheet = append(sheet, f)
	}
	specs["sheet"] = sheet
}

// Limits of the numbers a sheet may give.
const (
	MaxTurnLimit  = 999
	MaxDifficulty = 5
	MaxCoins      = 1_000_000
	MaxExperience = 10_000
	MaxReserve    = 100
	MaxGroupVP    = 1000
)

// Parse reads a quest sheet. file names the source in messages; data is
// its content. Every problem found comes back in one Errors value, and the
// quest is nil if there is any.
func Parse(file string, data []byte) (*Quest, error) {
	d := newDecoder(file, data)
	if len(data) > MaxFileSize {
		d.ErrorfAt(1, 1, "the file is %d bytes, more than the %d a quest sheet may have", len(data), MaxFileSize)
		return nil, d.Err()
	}
	root := d.Document()
	if root == nil {
		return nil, d.Err()
	}
	q := decodeQuest(d, root)
	if err := d.Err(); err != nil {
		return nil, err
	}
	return q, nil
}

// MaxFileSize bounds a quest sheet: the largest map (200 x 200 squares in
// three layers) with its lists fits well within it, and a larger file is
// refused before the YAML parser spends time on it.
const MaxFileSize = 1 << 20

func decodeQuest(d decoder, root *yaml.Node) *Quest {
	q := &Quest{}
	keys := map[string]*yaml.Node{}
	var leaderNode, creaturesNode, objectivesNode *yaml.Node
	h := yamldec.Handlers{
		"id":             func(v *yaml.Node) { q.ID, _ = d.Ident(v, "id") },
		"title":          func(v *yaml.Node) { q.Title = d.text(v, "title") },
		"mission":        func(v *yaml.Node) { q.Mission = d.text(v, "mission") },
		"background":     func(v *yaml.Node) { q.Background = d.text(v, "background") },
		"faction":        func(v *yaml.Node) { q.Faction, _ = d.Ident(v, "faction") },
		"difficulty":     func(v *yaml.Node) { q.Difficulty, _ = d.Int(v, "difficulty", 1, MaxDifficulty) },
		"leader":         func(v *yaml.Node) { leaderNode = v },
		"creatures":      func(v *yaml.Node) { creaturesNode = v },
		"turn_limit":     func(v *yaml.Node) { q.TurnLimit, _ = d.Int(v, "turn_limit", 1, MaxTurnLimit) },
		"riding_indoors": func(v *yaml.Node) { q.RidingIndoors, _ = d.Bool(v, "riding_indoors") },
		"adp_reserve":    func(v *yaml.Node) { q.ADPReserve, _ = d.Int(v, "adp_reserve", -MaxReserve, MaxReserve) },
		"adp_reserve_vp": func(v *yaml.Node) { q.ADPReserveVP, _ = d.Int(v, "adp_reserve_vp", 1, MaxGroupVP) },
		"special_rules": func(v *yaml.Node) {
			d.List(v, "special_rules", func(i int, item *yaml.Node) {
				q.SpecialRules = append(q.SpecialRules, d.text(item, fmt.Sprintf("special_rules[%d]", i)))
			})
		},
		"rewards": func(v *yaml.Node) {
			d.object(v, "rewards", "rewards", yamldec.Handlers{
				"coins":      func(v *yaml.Node) { q.Rewards.Coins, _ = d.Int(v, "rewards coins", 0, MaxCoins) },
				"experience": func(v *yaml.Node) { q.Rewards.Experience, _ = d.Int(v, "rewards experience", 0, MaxExperience) },
				"text":       func(v *yaml.Node) { q.Rewards.Text = d.text(v, "rewards text") },
			})
		},
		"success":    func(v *yaml.Node) { q.Success = d.text(v, "success") },
		"failure":    func(v *yaml.Node) { q.Failure = d.text(v, "failure") },
		"objectives": func(v *yaml.Node) { objectivesNode = v },
	}
	for _, f := range specs["board"] {
		h[f.Name] = func(v *yaml.Node) { keys[f.Name] = v }
	}
	if !d.object(root, "sheet", "quest", h) {
		return nil
	}
	bl := newBuilder(d)
	q.Board = bl.build(keys)
	// A sheet is played unexplored; a scenario's inline map is explored
	// unless it says otherwise, so only a sheet must be revealable.
	bl.checkRevealable()
	fig := figures{bl: bl, taken: map[board.Pos]string{}}
	for _, p := range q.Board.Start {
		fig.taken[p] = "a starting square"
	}
	for _, p := range q.Board.Finish {
		fig.taken[p] = "a finishing square"
	}
	if leaderNode != nil {
		q.Leader = fig.leader(leaderNode)
	}
	if creaturesNode != nil {
		d.List(creaturesNode, "creatures", func(i int, item *yaml.Node) {
			if c, ok := fig.creature(item, fmt.Sprintf("creatures[%d]", i)); ok {
				q.Creatures = append(q.Creatures, c)
			}
		})
	}
	fig.checkTargets()
	if objectivesNode != nil {
		q.Objectives = readObjectives(d, bl, q, objectivesNode)
	}
	return q
}

// figures checks the squares of the Leader and the fixed creatures.
type figures struct {
	bl      *builder
	taken   map[board.Pos]string
	targets []targetRef // the specific targets read (targets.go)
}

// place checks that a figure may stand on the square given by n.
func (f *figures) place(n *yaml.Node, what, name string) (board.Pos, bool) {
	bl := f.bl
	p, ok := bl.floor(n, what)
	if !ok {
		return p, false
	}
	sq := bl.g.Square(p)
	if sq.Terrain == board.Pit {
		bl.Errorf(n, "%s: square %s is a pit", what, sqs(p))
		return p, false
	}
	if e, ok := bl.g.Element(p); ok && e.Impassable {
		bl.Errorf(n, "%s: square %s holds %s, which is impassable", what, sqs(p), e.Kind)
		return p, false
	}
	if other, ok := f.taken[p]; ok {
		bl.Errorf(n, "%s: square %s is already %s", what, sqs(p), other)
		return p, false
	}
	f.taken[p] = "taken by " + name
	return p, true
}

func (f *figures) leader(n *yaml.Node) *Leader {
	d := f.bl.decoder
	l := &Leader{}
	var atNode, facingNode *yaml.Node
	d.object(n, "leader", "leader", yamldec.Handlers{
		"id": func(v *yaml.Node) {
			if id, ok := d.Ident(v, "leader id"); ok {
				l.ID = id
				f.bl.claim(id, v)
			}
		},
		"kind":   func(v *yaml.Node) { l.Kind, _ = d.Ident(v, "leader kind") },
		"at":     func(v *yaml.Node) { atNode = v },
		"facing": func(v *yaml.Node) { facingNode = v; l.Facing, _ = d.Dir(v, "leader facing") },
		"equipment": func(v *yaml.Node) {
			d.List(v, "leader equipment", func(i int, item *yaml.Node) {
				if id, ok := d.Ident(item, fmt.Sprintf("leader equipment[%d]", i)); ok {
					l.Equipment = append(l.Equipment, id)
				}
			})
		},
		"target": func(v *yaml.Node) {
			if id, ok := d.Ident(v, "leader target"); ok {
				l.Target = id
				f.targets = append(f.targets, targetRef{id, v})
			}
		},
		"notes": func(v *yaml.Node) { l.Notes = d.text(v, "leader notes") },
	})
	switch {
	case atNode != nil && facingNode == nil:
		d.Errorf(n, "leader: missing \"facing\" (a leader placed on a square faces a direction)")
	case atNode == nil && facingNode != nil:
		d.Errorf(facingNode, "leader: facing is given but not the square (at)")
	}
	if atNode != nil {
		if p, ok := f.place(atNode, "leader at", "the leader"); ok {
			l.At = &p
		}
	}
	return l
}

func (f *figures) creature(n *yaml.Node, what string) (Creature, bool) {
	d := f.bl.decoder
	var c Creature
	var atNode *yaml.Node
	okKind, okFacing := false, false
	d.object(n, "creature", what, yamldec.Handlers{
		"id": func(v *yaml.Node) {
			if id, ok := d.Ident(v, what+" id"); ok {
				c.ID = id
				f.bl.claim(id, v)
			}
		},
		"kind":   func(v *yaml.Node) { c.Kind, okKind = d.Ident(v, what+" kind") },
		"at":     func(v *yaml.Node) { atNode = v },
		"facing": func(v *yaml.Node) { c.Facing, okFacing = d.Dir(v, what+" facing") },
		"target": func(v *yaml.Node) {
			if id, ok := d.Ident(v, what+" target"); ok {
				c.Target = id
				f.targets = append(f.targets, targetRef{id, v})
			}
		},
		"free":  func(v *yaml.Node) { c.Free, _ = d.Bool(v, what+" free") },
		"notes": func(v *yaml.Node) { c.Notes = d.text(v, what+" notes") },
	})
	if atNode == nil {
		return c, false
	}
	p, okAt := f.place(atNode, what+" at", what)
	c.At = p
	return c, okAt && okKind && okFacing
}
