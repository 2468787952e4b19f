package quest

import (
	"fmt"
	"strings"

	"dun/board"
	"dun/internal/yamldec"

	"go.yaml.in/yaml/v3"
)

// ObjectiveKind is what an objective asks of the heroes.
type ObjectiveKind string

// The kinds of objective a quest sheet may set.
const (
	// Defeat: the Leader (target "leader") or a named creature is knocked
	// out.
	Defeat ObjectiveKind = "defeat"
	// Reach: a hero stands on one of the squares (the sheet's goals when
	// at is not given).
	Reach ObjectiveKind = "reach"
	// Hold: a hero stands on one of the squares at the end of the heroes'
	// turn, Turns turns in a row.
	Hold ObjectiveKind = "hold"
	// Search: the named element has been searched.
	Search ObjectiveKind = "search"
	// Open: the named chest has been opened.
	Open ObjectiveKind = "open"
	// Clear: the section is revealed and no enemy stands in it.
	Clear ObjectiveKind = "clear"
	// Leave: every hero still standing has left the scenario through a
	// starting or finishing square.
	Leave ObjectiveKind = "leave"
)

var objectiveKinds = []ObjectiveKind{Defeat, Reach, Hold, Search, Open, Clear, Leave}

// LeaderTarget is the target of a defeat objective aimed at the Leader.
const LeaderTarget = "leader"

// MaxObjectives bounds the objectives of a sheet; MaxHoldTurns the turns
// a goal may have to be held.
const (
	MaxObjectives = 16
	MaxHoldTurns  = 99
)

// Objective is one thing the mission asks of the heroes (page 89: the
// victory conditions of the quest sheet). The mission is accomplished when
// every objective is met.
type Objective struct {
	Kind ObjectiveKind `json:"kind"`
	// Target is the figure to defeat ("leader" or a creature's ID) or the
	// element to search or open.
	Target string `json:"target,omitempty"`
	// At are the squares to reach or hold.
	At []board.Pos `json:"at,omitempty"`
	// Turns is how many heroes' turns in a row a goal must be held.
	Turns int `json:"turns,omitempty"`
	// Section is the letter of the section to clear.
	Section string `json:"section,omitempty"`
	// Text says the objective to the players.
	Text Text `json:"text"`
}

func kindList() string {
	s := make([]string, len(objectiveKinds))
	for i, k := range objectiveKinds {
		s[i] = string(k)
	}
	return strings.Join(s, ", ")
}

// readObjectives reads the objectives list, checking each against the map
// and the figures of the sheet.
func readObjectives(d decoder, bl *builder, q *Quest, n *yaml.Node) []Objective {
	var out []Objective
	if n.Kind == yaml.SequenceNode && len(n.Content) > MaxObjectives {
		d.Errorf(n, "objectives: %d objectives, at most %d", len(n.Content), MaxObjectives)
		return nil
	}
	d.List(n, "objectives", func(i int, item *yaml.Node) {
		if o, ok := readObjective(d, bl, q, item, fmt.Sprintf("objectives[%d]", i)); ok {
			out = append(out, o)
		}
	})
	return out
}

func readObjective(d decoder, bl *builder, q *Quest, n *yaml.Node, what string) (Objective, bool) {
	var o Objective
	var kindNode, targetNode, atNode, turnsNode, sectionNode *yaml.Node
	ok := d.object(n, "objective", what, yamldec.Handlers{
		"kind":    func(v *yaml.Node) { kindNode = v },
		"text":    func(v *yaml.Node) { o.Text = d.text(v, what+" text") },
		"target":  func(v *yaml.Node) { targetNode = v },
		"at":      func(v *yaml.Node) { atNode = v },
		"turns":   func(v *yaml.Node) { turnsNode = v },
		"section": func(v *yaml.Node) { sectionNode = v },
	})
	if !ok || kindNode == nil {
		return o, false
	}
	k, kok := d.Str(kindNode, what+" kind")
	if !kok {
		return o, false
	}
	o.Kind = ObjectiveKind(k)
	valid := false
	for _, vk := range objectiveKinds {
		valid = valid || vk == o.Kind
	}
	if !valid {
		d.Errorf(kindNode, "%s kind: unknown kind %q (want one of %s)", what, k, kindList())
		return o, false
	}
	before := len(d.Errors())
	// extra reports a key the kind does not use.
	extra := func(v *yaml.Node, key string) {
		if v != nil {
			d.Errorf(v, "%s: an objective of kind %s takes no %s", what, o.Kind, key)
		}
	}
	need := func(v *yaml.Node, key, why string) bool {
		if v == nil {
			d.Errorf(n, "%s: an objective of kind %s needs %s (%s)", what, o.Kind, key, why)
			return false
		}
		return true
	}
	switch o.Kind {
	case Defeat:
		extra(atNode, "at")
		extra(turnsNode, "turns")
		extra(sectionNode, "section")
		if need(targetNode, "target", `"leader" or a creature's id`) {
			o.Target = defeatTarget(d, q, targetNode, what)
		}
	case Reach, Hold:
		extra(targetNode, "target")
		extra(sectionNode, "section")
		if atNode != nil {
			o.At = bl.readSquares(atNode, what+" at", false)
		} else if len(q.Board.Goals) == 0 {
			d.Errorf(n, "%s: an objective of kind %s needs at, or goal squares on the map", what, o.Kind)
		}
		if o.Kind == Reach {
			extra(turnsNode, "turns")
		} else if need(turnsNode, "turns", "how many turns in a row the goal must be held") {
			o.Turns, _ = d.Int(turnsNode, what+" turns", 1, MaxHoldTurns)
		}
	case Search, Open:
		extra(atNode, "at")
		extra(turnsNode, "turns")
		extra(sectionNode, "section")
		if need(targetNode, "target", "the id of an element of the map") {
			o.Target = elementTarget(d, q, targetNode, what, o.Kind)
		}
	case Clear:
		extra(targetNode, "target")
		extra(atNode, "at")
		extra(turnsNode, "turns")
		if need(sectionNode, "section", "the letter of a section") {
			if l, ok := d.Str(sectionNode, what+" section"); ok {
				if _, found := q.Board.Section(l); !found {
					d.Errorf(sectionNode, "%s section: the map has no section %q", what, l)
				}
				o.Section = l
			}
		}
	case Leave:
		extra(targetNode, "target")
		extra(atNode, "at")
		extra(turnsNode, "turns")
		extra(sectionNode, "section")
	}
	if o.Text.IsZero() {
		d.Errorf(n, "%s: missing \"text\" (say the objective in English and Spanish)", what)
	}
	return o, len(d.Errors()) == before
}

func defeatTarget(d decoder, q *Quest, v *yaml.Node, what string) string {
	id, ok := d.Ident(v, what+" target")
	if !ok {
		return ""
	}
	if id == LeaderTarget {
		if q.Leader == nil {
			d.Errorf(v, "%s target: the quest has no leader", what)
		}
		return id
	}
	if q.Leader != nil && q.Leader.ID == id {
		return id
	}
	for _, c := range q.Creatures {
		if c.ID == id {
			return id
		}
	}
	d.Errorf(v, "%s target: no leader or creature has the id %q", what, id)
	return id
}

func elementTarget(d decoder, q *Quest, v *yaml.Node, what string, kind ObjectiveKind) string {
	id, ok := d.Ident(v, what+" target")
	if !ok {
		return ""
	}
	for _, el := range q.Board.Elements {
		if el.ID != id {
			continue
		}
		chest := el.Kind == "chest"
		switch {
		case kind == Open && !chest:
			d.Errorf(v, "%s target: %q is a %s, not a chest; only chests are opened", what, id, el.Kind)
		case kind == Search && chest:
			d.Errorf(v, "%s target: %q is a chest; a chest is opened, not searched (kind: open)", what, id)
		}
		return id
	}
	d.Errorf(v, "%s target: no furniture or element has the id %q", what, id)
	return id
}
