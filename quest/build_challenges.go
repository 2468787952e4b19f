package quest

import (
	"fmt"
	"slices"

	"dun/board"
	"dun/internal/yamldec"

	"go.yaml.in/yaml/v3"
)

// Challenges are the situations of a quest sheet that call for an
// attribute test (page 28, Action 25, "other attribute tests": "performing
// a Strength test to move a rock or holding a fence so that his companions
// can cross under it ... required by ... a certain situation indicated on
// the Quest Sheet"). A hero on or next to one of the challenge's squares
// spends his Action on the test; its outcome is data: a text, an element
// taken away (the rock), a door opened, and on the hero damage dice or a
// condition.

// Attempts say who may try a challenge again after a failure.
const (
	AttemptsUnlimited = "unlimited" // anyone, any number of times, until it is passed
	AttemptsEach      = "each"      // each hero once
	AttemptsGroup     = "group"     // one attempt for the whole group
)

// ChallengeAttributes are the attributes a challenge may test.
var ChallengeAttributes = []string{"strength", "agility", "dexterity", "intelligence", "perception", "courage"}

// MaxChallenges bounds a sheet's challenges.
const MaxChallenges = 32

// Challenge is one situation of the sheet calling for an attribute test.
type Challenge struct {
	ID        string      `json:"id"`
	Text      Text        `json:"text"`
	Attribute string      `json:"attribute"`
	Target    int         `json:"target"` // 10 when the sheet gives none
	At        []board.Pos `json:"at"`
	Attempts  string      `json:"attempts"`
	Success   Outcome     `json:"success"`
	Failure   Outcome     `json:"failure"`
}

// Outcome is what passing or failing a challenge does.
type Outcome struct {
	Text Text `json:"text"`
	// Remove is the element taken off the board (its index), -1 for none.
	Remove int `json:"remove"`
	// Open is the door opened, nil for none.
	Open *Door `json:"open,omitempty"`
	// Harm is damage dice against the tester's Armour; Condition one he
	// gains ("" for none).
	Harm      int    `json:"harm,omitempty"`
	Condition string `json:"condition,omitempty"`
}

// ChallengeConditions are the conditions an outcome may give.
var ChallengeConditions = []string{"stunned", "knocked_down", "frightened", "poisoned", "diseased", "wounded"}

func (bl *builder) readChallenges(n *yaml.Node) {
	if n == nil {
		return
	}
	if n.Kind == yaml.SequenceNode && len(n.Content) > MaxChallenges {
		bl.Errorf(n, "challenges: %d challenges, at most %d", len(n.Content), MaxChallenges)
		return
	}
	bl.List(n, "challenges", func(i int, item *yaml.Node) {
		what := fmt.Sprintf("challenges[%d]", i)
		c := Challenge{Target: 10, Attempts: AttemptsUnlimited, Success: Outcome{Remove: -1}, Failure: Outcome{Remove: -1}}
		okSuccess := false
		bl.object(item, "challenge", what, yamldec.Handlers{
			"id": func(v *yaml.Node) {
				if id, ok := bl.Ident(v, what+" id"); ok {
					c.ID = id
					bl.claim(id, v)
				}
			},
			"text": func(v *yaml.Node) { c.Text = bl.text(v, what+" text") },
			"attribute": func(v *yaml.Node) {
				if s, ok := bl.Scalar(v, what+" attribute"); ok {
					if !slices.Contains(ChallengeAttributes, s) {
						bl.Errorf(v, "%s attribute: %q is not one a test may use (%v)", what, s, ChallengeAttributes)
						return
					}
					c.Attribute = s
				}
			},
			"target": func(v *yaml.Node) { c.Target, _ = bl.Int(v, what+" target", 2, 20) },
			"at": func(v *yaml.Node) {
				bl.List(v, what+" at", func(j int, s *yaml.Node) {
					if p, ok := bl.square(s, fmt.Sprintf("%s at[%d]", what, j)); ok {
						if bl.g != nil && bl.g.Square(p).Section == 0 {
							bl.Errorf(s, "%s at: %s is rock", what, sqs(p))
							return
						}
						c.At = append(c.At, p)
					}
				})
				if v.Kind == yaml.SequenceNode && len(v.Content) == 0 {
					bl.Errorf(v, "%s at: a challenge needs at least one square", what)
				}
			},
			"attempts": func(v *yaml.Node) {
				if s, ok := bl.Scalar(v, what+" attempts"); ok {
					switch s {
					case AttemptsUnlimited, AttemptsEach, AttemptsGroup:
						c.Attempts = s
					default:
						bl.Errorf(v, "%s attempts: %q is not unlimited, each or group", what, s)
					}
				}
			},
			"success": func(v *yaml.Node) { c.Success, okSuccess = bl.outcome(v, what+" success"), true },
			"failure": func(v *yaml.Node) { c.Failure = bl.outcome(v, what+" failure") },
		})
		if c.ID != "" && c.Attribute != "" && len(c.At) > 0 && okSuccess {
			bl.b.Challenges = append(bl.b.Challenges, c)
		}
	})
}

// outcome reads a challenge's success or failure.
func (bl *builder) outcome(n *yaml.Node, what string) Outcome {
	o := Outcome{Remove: -1}
	bl.object(n, "outcome", what, yamldec.Handlers{
		"text": func(v *yaml.Node) { o.Text = bl.text(v, what+" text") },
		"remove": func(v *yaml.Node) {
			id, ok := bl.Ident(v, what+" remove")
			if !ok {
				return
			}
			for k, e := range bl.b.Elements {
				if e.ID == id {
					o.Remove = k
					return
				}
			}
			bl.Errorf(v, "%s remove: no furniture or element has the id %q", what, id)
		},
		"open": func(v *yaml.Node) {
			id, ok := bl.Ident(v, what+" open")
			if !ok {
				return
			}
			for k := range bl.b.Doors {
				if d := bl.b.Doors[k]; d.ID == id {
					if d.State != board.Closed {
						bl.Errorf(v, "%s open: the door %q is not closed", what, id)
						return
					}
					o.Open = &d
					return
				}
			}
			bl.Errorf(v, "%s open: no door has the id %q", what, id)
		},
		"harm": func(v *yaml.Node) { o.Harm, _ = bl.Int(v, what+" harm", 1, 10) },
		"condition": func(v *yaml.Node) {
			if s, ok := bl.Scalar(v, what+" condition"); ok {
				if !slices.Contains(ChallengeConditions, s) {
					bl.Errorf(v, "%s condition: %q is not one of %v", what, s, ChallengeConditions)
					return
				}
				o.Condition = s
			}
		},
	})
	if o.Harm > 0 && o.Condition != "" {
		bl.Errorf(n, "%s: an outcome deals damage or gives a condition, not both", what)
	}
	return o
}
