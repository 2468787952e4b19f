package scenario

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"dun/board"
	"dun/dice"
	"dun/quest"
	"dun/rules"

	"go.yaml.in/yaml/v3"
)

// Loader returns the content of a file a scenario refers to (its quest
// sheet). name is the path the scenario gives, joined to the directory of
// the scenario file.
type Loader func(name string) ([]byte, error)

// Limits of what a scenario may hold.
const (
	MaxFigures = 64
	MaxDice    = 1000
	MaxSteps   = 1000
	MaxPage    = 200
	maxFile    = 1 << 20
)

// parser reads one scenario file.
type parser struct {
	decoder
	src  []byte
	load Loader
	sc   *Scenario
	// figure IDs given, for checking the names expectations use
	ids      map[string]bool
	figNodes []figureNode
}

// Parse reads a scenario file. file names it in messages and locates the
// quest sheet it may refer to; load reads that sheet (nil: a scenario may
// not refer to one). Every problem comes back in one Errors value, and the
// scenario is nil if there is any. The scenario's setup (figures on the
// board, the activation in progress) is checked against the rules here, so
// a scenario that parses can always start.
func Parse(file string, data []byte, load Loader) (*Scenario, error) {
	p := &parser{decoder: decoder{file: file}, src: data, load: load, sc: &Scenario{File: file, Turn: 1}, ids: map[string]bool{}}
	if len(data) > maxFile {
		p.addAt(1, 1, "the file is %d bytes, more than the %d allowed", len(data), maxFile)
		return nil, p.errs
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			p.addAt(1, 1, "the file is empty")
		} else {
			p.syntax(err)
		}
		return nil, p.errs.sorted()
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		p.errf(&extra, "a scenario file holds one YAML document; remove the second")
	} else if !errors.Is(err, io.EOF) {
		p.syntax(err)
	}
	root := &doc
	if root.Kind == yaml.DocumentNode {
		if len(root.Content) != 1 {
			p.addAt(1, 1, "the file is empty")
			return nil, p.errs.sorted()
		}
		root = root.Content[0]
	}
	p.scenario(root)
	if len(p.errs) > 0 {
		return nil, p.errs.sorted()
	}
	return p.sc, nil
}

func (p *parser) syntax(err error) {
	msg := err.Error()
	line := 1
	var n int
	if _, e := fmt.Sscanf(msg, "yaml: line %d:", &n); e == nil {
		line = n
		if i := strings.Index(msg, ": "); i >= 0 {
			if j := strings.Index(msg[i+2:], ": "); j >= 0 {
				msg = msg[i+2+j+2:]
			}
		}
	} else {
		msg = strings.TrimPrefix(msg, "yaml: ")
	}
	p.addAt(line, 1, "YAML syntax: %s", msg)
}

// scenario reads the top-level mapping.
func (p *parser) scenario(root *yaml.Node) {
	if !p.usable(root) {
		return
	}
	if root.Kind != yaml.MappingNode {
		p.errf(root, "a scenario is a mapping with name, page, rule, about, the map, figures, dice and steps")
		return
	}
	boardPart, rest := quest.SplitBoard(root)
	sc := p.sc
	var questNode, figuresNode, diceNode, stepsNode, expectNode, activeNode *yaml.Node
	p.object(rest, "scenario", []string{"name", "page", "rule", "about"}, handlers{
		"name":  func(_, v *yaml.Node) { sc.Name, _ = p.str(v, "name") },
		"page":  func(_, v *yaml.Node) { sc.Page, _ = p.integer(v, "page", 1, MaxPage) },
		"rule":  func(_, v *yaml.Node) { sc.Rule, _ = p.str(v, "rule") },
		"about": func(_, v *yaml.Node) { sc.About, _ = p.str(v, "about") },
		"quest": func(_, v *yaml.Node) { questNode = v },
		"figures": func(_, v *yaml.Node) {
			figuresNode = v
		},
		"turn":   func(_, v *yaml.Node) { sc.Turn, _ = p.integer(v, "turn", 1, 999) },
		"side":   func(_, v *yaml.Node) { sc.Side, _ = p.side(v, "side") },
		"active": func(_, v *yaml.Node) { activeNode = v },
		"dice":   func(_, v *yaml.Node) { diceNode = v },
		"steps":  func(_, v *yaml.Node) { stepsNode = v },
		"expect": func(_, v *yaml.Node) { expectNode = v },
	})
	p.board(root, boardPart, questNode)
	if figuresNode != nil {
		p.figures(figuresNode)
	}
	if activeNode != nil {
		if id, ok := p.ident(activeNode, "active"); ok {
			if !p.ids[id] {
				p.errf(activeNode, "active: no figure %q", id)
			} else {
				sc.Active, sc.activeLine = id, activeNode.Line
			}
		}
	}
	if diceNode != nil {
		sc.diceLine = diceNode.Line
		p.list(diceNode, "dice", func(i int, item *yaml.Node) {
			if len(sc.Dice) >= MaxDice {
				if len(sc.Dice) == MaxDice {
					p.errf(item, "dice: more than %d forced results", MaxDice)
					sc.Dice = append(sc.Dice, 0)
				}
				return
			}
			if v, ok := p.integer(item, fmt.Sprintf("dice[%d]", i), 1, dice.Faces); ok {
				sc.Dice = append(sc.Dice, v)
			}
		})
	}
	if len(p.errs) == 0 {
		p.setup(root)
	}
	if stepsNode != nil {
		p.list(stepsNode, "steps", func(i int, item *yaml.Node) {
			if i == MaxSteps {
				p.errf(item, "steps: more than %d steps", MaxSteps)
			}
			if i >= MaxSteps {
				return
			}
			p.step(i, item)
		})
	}
	if expectNode != nil {
		sc.Final = p.expect(expectNode, "expect")
	}
}

// board reads the map: inline, or from the quest sheet named by questNode.
func (p *parser) board(root, boardPart, questNode *yaml.Node) {
	inline := len(boardPart.Content) > 0
	switch {
	case questNode != nil && inline:
		p.errf(boardPart.Content[0], "give either quest (a quest sheet) or an inline map, not both")
	case questNode != nil:
		rel, ok := p.str(questNode, "quest")
		if !ok {
			return
		}
		if p.load == nil {
			p.errf(questNode, "quest: this scenario cannot load other files")
			return
		}
		name := filepath.Join(filepath.Dir(p.file), filepath.FromSlash(rel))
		data, err := p.load(name)
		if err != nil {
			p.errf(questNode, "quest: %v", err)
			return
		}
		q, err := quest.Parse(name, data)
		if err != nil {
			errs := fromQuest(err)
			if errs == nil {
				p.errf(questNode, "quest %s: %v", name, err)
			}
			p.errs = append(p.errs, errs...)
			p.errf(questNode, "quest: %s has errors", name)
			return
		}
		p.sc.Board, p.sc.QuestFile = q.Board, name
	case inline:
		b, err := quest.DecodeBoard(p.file, p.src, boardPart)
		if err != nil {
			errs := fromQuest(err)
			if errs == nil {
				p.errf(boardPart, "map: %v", err)
			}
			p.errs = append(p.errs, errs...)
			return
		}
		p.sc.Board = b
	default:
		p.errf(root, "scenario: missing the board: an inline map (map, sections, ...) or quest")
	}
}

var sizeNames = map[string]int{"small": rules.SizeSmall, "average": rules.SizeAverage, "large": rules.SizeLarge, "huge": rules.SizeHuge}

// attribute fields of a figure, as rules.Attributes names them in JSON.
var attributeFields = []string{"movement", "combat_skill", "strength", "shooting_skill", "natural_armour", "armour",
	"agility", "intelligence", "mana", "courage", "vitality", "dexterity", "perception", "fortune"}

func attributeRef(a *rules.Attributes, name string) *int {
	switch name {
	case "movement":
		return &a.Movement
	case "combat_skill":
		return &a.CombatSkill
	case "strength":
		return &a.Strength
	case "shooting_skill":
		return &a.ShootingSkill
	case "natural_armour":
		return &a.NaturalArmour
	case "armour":
		return &a.Armour
	case "agility":
		return &a.Agility
	case "intelligence":
		return &a.Intelligence
	case "mana":
		return &a.Mana
	case "courage":
		return &a.Courage
	case "vitality":
		return &a.Vitality
	case "dexterity":
		return &a.Dexterity
	case "perception":
		return &a.Perception
	case "fortune":
		return &a.Fortune
	}
	return nil
}

// figureNodes remembers where each figure was given, for setup errors.
type figureNode struct {
	id   string
	node *yaml.Node
}

func (p *parser) figures(n *yaml.Node) {
	p.list(n, "figures", func(i int, item *yaml.Node) {
		if i == MaxFigures {
			p.errf(item, "figures: more than %d figures", MaxFigures)
		}
		if i >= MaxFigures {
			return
		}
		p.figure(i, item)
	})
}

func (p *parser) figure(i int, n *yaml.Node) {
	what := fmt.Sprintf("figures[%d]", i)
	f := rules.Figure{Size: rules.SizeAverage}
	var heroNode, atNode, fortuneNode *yaml.Node
	sideOK := false
	ok := p.object(n, what, []string{"id", "side", "at", "facing"}, handlers{
		"id": func(_, v *yaml.Node) {
			if id, good := p.ident(v, what+" id"); good {
				if p.ids[id] {
					p.errf(v, "%s: duplicate figure id %q", what, id)
				}
				f.ID = id
			}
		},
		"name":   func(_, v *yaml.Node) { f.Name, _ = p.str(v, what+" name") },
		"side":   func(_, v *yaml.Node) { f.Side, sideOK = p.side(v, what+" side") },
		"hero":   func(_, v *yaml.Node) { heroNode = v; f.Hero, _ = p.boolean(v, what+" hero") },
		"at":     func(_, v *yaml.Node) { atNode = v; f.At, _ = p.pos(v, what+" at") },
		"facing": func(_, v *yaml.Node) { f.Facing, _ = p.dir(v, what+" facing") },
		"size": func(_, v *yaml.Node) {
			s, good := p.scalar(v, what+" size")
			if !good {
				return
			}
			if n, named := sizeNames[s]; named {
				f.Size = n
				return
			}
			if v.Tag != "!!int" {
				p.errf(v, "%s size: want small, average, large, huge or 1-4, not %q", what, s)
				return
			}
			if n, good := p.integer(v, what+" size", rules.SizeSmall, rules.SizeHuge); good {
				f.Size = n
			}
		},
		"flying": func(_, v *yaml.Node) { f.Flying, _ = p.boolean(v, what+" flying") },
		"attributes": func(_, v *yaml.Node) {
			h := handlers{}
			for _, name := range attributeFields {
				h[name] = func(_, v *yaml.Node) {
					if x, good := p.integer(v, what+" "+name, -99, 99); good {
						*attributeRef(&f.Attrs, name) = x
					}
				}
			}
			p.object(v, what+" attributes", nil, h)
		},
		"wounds":       func(_, v *yaml.Node) { f.Wounds, _ = p.integer(v, what+" wounds", 0, 99) },
		"fortune":      func(_, v *yaml.Node) { fortuneNode = v },
		"fortune_used": func(_, v *yaml.Node) { f.FortuneUsed, _ = p.integer(v, what+" fortune_used", 0, 99) },
		"mana_used":    func(_, v *yaml.Node) { f.ManaUsed, _ = p.integer(v, what+" mana_used", 0, 99) },
		"conditions": func(_, v *yaml.Node) {
			p.list(v, what+" conditions", func(j int, c *yaml.Node) {
				if s, good := p.scalar(c, fmt.Sprintf("%s conditions[%d]", what, j)); good {
					cond, err := rules.ParseCondition(s)
					if err != nil {
						p.errf(c, "%s conditions[%d]: %v", what, j, err)
						return
					}
					f.Conditions = f.Conditions.With(cond)
				}
			})
		},
		"equipment": func(_, v *yaml.Node) {
			p.list(v, what+" equipment", func(j int, e *yaml.Node) {
				if id, good := p.ident(e, fmt.Sprintf("%s equipment[%d]", what, j)); good {
					f.Equipment = append(f.Equipment, id)
				}
			})
		},
		"activated": func(_, v *yaml.Node) { f.Activated, _ = p.boolean(v, what+" activated") },
	})
	if !ok || f.ID == "" || p.ids[f.ID] {
		return
	}
	if f.Name == "" {
		f.Name = f.ID
	}
	if heroNode == nil {
		// A figure of the heroes' side is a hero unless it says otherwise
		// (companions, mercenaries and pets do).
		f.Hero = sideOK && f.Side == rules.Heroes
	}
	if fortuneNode != nil {
		if f.Attrs.Fortune != 0 {
			p.errf(fortuneNode, "%s: give the Fortune points either as fortune or under attributes, not both", what)
		} else if x, good := p.integer(fortuneNode, what+" fortune", 0, 99); good {
			f.Attrs.Fortune = x
		}
	}
	if g := p.sc.grid(); g != nil && atNode != nil {
		n := 1
		if f.Size >= rules.SizeLarge {
			n = 2
		}
		if !g.In(f.At) || !g.In(board.Pos{X: f.At.X + n - 1, Y: f.At.Y + n - 1}) {
			p.errf(atNode, "%s at: the base at [%d, %d] is off the %dx%d map", what, f.At.X, f.At.Y, g.W(), g.H())
		}
	}
	p.ids[f.ID] = true
	p.sc.Figures = append(p.sc.Figures, f)
	p.figNodes = append(p.figNodes, figureNode{f.ID, n})
}

// setup builds the starting state once, so that a scenario whose figures
// the rules refuse is a malformed file rather than a failing run.
func (p *parser) setup(root *yaml.Node) {
	if _, _, err := p.sc.start(); err != nil {
		var se *setupError
		if errors.As(err, &se) {
			n := root
			for _, fn := range p.figNodes {
				if strings.Contains(se.msg, fmt.Sprintf("%q", fn.id)) {
					n = fn.node
					break
				}
			}
			if se.line > 0 {
				p.addAt(se.line, 1, "%s", se.msg)
			} else {
				p.errf(n, "%s", se.msg)
			}
			return
		}
		p.errf(root, "%v", err)
	}
}

// decodeCommand builds the rules command of a step, filling in the seat
// when the step leaves it out.
func decodeCommand(obj map[string]any, seat rules.Side) (rules.Command, error) {
	m := obj
	if _, ok := obj["seat"]; !ok {
		m = make(map[string]any, len(obj)+1)
		for k, v := range obj {
			m[k] = v
		}
		m["seat"] = seat.String()
	}
	data, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	return rules.DecodeCommand(data)
}

// stepKeys are the keys of a step that are not part of its command.
var stepKeys = map[string]bool{"expect": true, "refused": true, "note": true}

func (p *parser) step(i int, n *yaml.Node) {
	what := fmt.Sprintf("steps[%d]", i)
	if !p.usable(n) {
		return
	}
	if n.Kind != yaml.MappingNode {
		p.errf(n, "%s: want a mapping: a command (type, figure, ...) with optional expect, refused and note", what)
		return
	}
	st := Step{Line: n.Line}
	cmd := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Line: n.Line, Column: n.Column}
	seen := map[string]bool{}
	for k := 0; k+1 < len(n.Content); k += 2 {
		key, v := n.Content[k], n.Content[k+1]
		if !p.usable(key) || !p.usable(v) {
			continue
		}
		if key.Kind != yaml.ScalarNode {
			p.errf(key, "%s: a key must be a plain name", what)
			continue
		}
		if seen[key.Value] {
			p.errf(key, "%s: duplicate key %q", what, key.Value)
			continue
		}
		seen[key.Value] = true
		switch key.Value {
		case "expect":
			st.Expect = p.expect(v, what+" expect")
		case "refused":
			st.Refused = p.refusal(v, what+" refused")
		case "note":
			st.Note, _ = p.str(v, what+" note")
		default:
			cmd.Content = append(cmd.Content, key, v)
		}
	}
	if len(cmd.Content) > 0 {
		if !seen["type"] {
			p.errf(n, "%s: a command needs its type (activate, move, face, run, end_activation, end_turn, answer)", what)
			return
		}
		v, ok := p.value(cmd, what, 0)
		if !ok {
			return
		}
		st.Command = v.(map[string]any)
		// Decode now, with a stand-in seat, so a malformed command is an
		// error of the file rather than a failure of the run, unless the
		// step expects exactly that refusal.
		if _, err := decodeCommand(st.Command, rules.Heroes); err != nil {
			if st.Refused == nil || st.Refused.Code != rules.CodeBadCommand {
				p.errf(n, "%s: %v", what, err)
				return
			}
		}
	} else if st.Refused != nil {
		p.errf(n, "%s: refused needs a command to refuse", what)
	}
	if st.Command == nil && st.Expect == nil {
		p.errf(n, "%s: a step needs a command or expect", what)
		return
	}
	p.sc.Steps = append(p.sc.Steps, st)
}

func (p *parser) refusal(n *yaml.Node, what string) *Refusal {
	r := &Refusal{Line: n.Line}
	if n.Kind == yaml.ScalarNode {
		r.Code, _ = p.ident(n, what)
	} else {
		p.object(n, what, []string{"code"}, handlers{
			"code": func(_, v *yaml.Node) { r.Code, _ = p.ident(v, what+" code") },
			"says": func(_, v *yaml.Node) { r.Says, _ = p.str(v, what+" says") },
		})
	}
	if r.Code == "" {
		return nil
	}
	return r
}
