package scenario

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"dun/board"
	"dun/content"
	"dun/content/load"
	"dun/content/starter"
	"dun/dice"
	"dun/hero"
	"dun/internal/yamldec"
	"dun/quest"
	"dun/rules"
	"dun/setup"

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
	maxCoord   = 4095 // bounds the coordinates a scenario may write
)

// format is what scenario files share with the other files dun reads.
var format = yamldec.Format{Name: "scenario", MaxCoord: maxCoord}

// parser reads one scenario file.
type parser struct {
	*yamldec.Decoder
	src  []byte
	load Loader
	sc   *Scenario
	// figure IDs given, for checking the names expectations use
	ids      map[string]bool
	figNodes []figureNode
	// quest is the quest sheet the map comes from, if any.
	quest *quest.Quest
}

// Parse reads a scenario file. file names it in messages and locates the
// quest sheet it may refer to; load reads that sheet (nil: a scenario may
// not refer to one). Every problem comes back in one Errors value, and the
// scenario is nil if there is any. The scenario's setup (figures on the
// board, the activation in progress) is checked against the rules here, so
// a scenario that parses can always start.
func Parse(file string, data []byte, load Loader) (*Scenario, error) {
	p := &parser{Decoder: yamldec.New(file, data, format), src: data, load: load, sc: &Scenario{File: file, Turn: 1}, ids: map[string]bool{}}
	if len(data) > maxFile {
		p.ErrorfAt(1, 1, "the file is %d bytes, more than the %d allowed", len(data), maxFile)
		return nil, p.Err()
	}
	root := p.Document()
	if root == nil {
		return nil, p.Err()
	}
	p.scenario(root)
	if err := p.Err(); err != nil {
		return nil, err
	}
	return p.sc, nil
}

// side reads the side of a figure or of a seat: heroes or dark.
func (p *parser) side(n *yaml.Node, what string) (rules.Side, bool) {
	return yamldec.ParseScalar(p.Decoder, n, what, rules.ParseSide)
}

// scenario reads the top-level mapping.
func (p *parser) scenario(root *yaml.Node) {
	if !p.Usable(root) {
		return
	}
	if root.Kind != yaml.MappingNode {
		p.Errorf(root, "a scenario is a mapping with name, page, rule, about, the map, figures, dice and steps")
		return
	}
	boardPart, rest := quest.SplitBoard(root)
	sc := p.sc
	var questNode, figuresNode, diceNode, stepsNode, expectNode, activeNode, missionNode, darkNode *yaml.Node
	p.Object(rest, "scenario", yamldec.Required("name", "page", "rule", "about"), yamldec.Handlers{
		"name":  func(v *yaml.Node) { sc.Name, _ = p.Str(v, "name") },
		"page":  func(v *yaml.Node) { sc.Page, _ = p.Int(v, "page", 1, MaxPage) },
		"rule":  func(v *yaml.Node) { sc.Rule, _ = p.Str(v, "rule") },
		"about": func(v *yaml.Node) { sc.About, _ = p.Str(v, "about") },
		"quest": func(v *yaml.Node) { questNode = v },
		"figures": func(v *yaml.Node) {
			figuresNode = v
		},
		"turn":             func(v *yaml.Node) { sc.Turn, _ = p.Int(v, "turn", 1, 999) },
		"side":             func(v *yaml.Node) { sc.Side, _ = p.side(v, "side") },
		"active":           func(v *yaml.Node) { activeNode = v },
		"explore":          func(v *yaml.Node) { sc.Explore, _ = p.Bool(v, "explore") },
		"solo":             func(v *yaml.Node) { sc.Solo, _ = p.Bool(v, "solo") },
		"mission":          func(v *yaml.Node) { missionNode = v },
		"dark":             func(v *yaml.Node) { darkNode = v },
		"treasure_deck":    func(v *yaml.Node) { p.treasureDeck(v) },
		"achievement_card": func(v *yaml.Node) { p.achievementCard(v) },
		"dice":             func(v *yaml.Node) { diceNode = v },
		"steps":            func(v *yaml.Node) { stepsNode = v },
		"expect":           func(v *yaml.Node) { expectNode = v },
	})
	p.board(root, boardPart, questNode)
	if missionNode != nil {
		p.mission(missionNode)
	}
	if figuresNode != nil {
		p.figures(figuresNode)
		p.saddle()
	}
	if darkNode != nil {
		p.dark(darkNode)
	}
	if activeNode != nil {
		if id, ok := p.Ident(activeNode, "active"); ok {
			if !p.ids[id] {
				p.Errorf(activeNode, "active: no figure %q", id)
			} else {
				sc.Active, sc.activeLine = id, activeNode.Line
			}
		}
	}
	if diceNode != nil {
		sc.diceLine = diceNode.Line
		p.List(diceNode, "dice", func(i int, item *yaml.Node) {
			if len(sc.Dice) >= MaxDice {
				if len(sc.Dice) == MaxDice {
					p.Errorf(item, "dice: more than %d forced results", MaxDice)
					sc.Dice = append(sc.Dice, 0)
				}
				return
			}
			if v, ok := p.Int(item, fmt.Sprintf("dice[%d]", i), 1, dice.Faces); ok {
				sc.Dice = append(sc.Dice, v)
			}
		})
	}
	if !p.Failed() {
		p.setup(root)
	}
	if stepsNode != nil {
		p.List(stepsNode, "steps", func(i int, item *yaml.Node) {
			if i == MaxSteps {
				p.Errorf(item, "steps: more than %d steps", MaxSteps)
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

// saddle puts each rider (a figure with riding) on his mount: the mount
// carries him, and he stands on its square (page 101).
func (p *parser) saddle() {
	for i := range p.sc.Figures {
		r := &p.sc.Figures[i]
		if r.Riding() == "" {
			continue
		}
		for j := range p.sc.Figures {
			if m := &p.sc.Figures[j]; m.ID == r.Riding() && j != i {
				m.SetRider(r.ID)
				r.At, r.Facing, r.Saddle = m.At, m.Facing, int32(rules.SaddleOf(m))
			}
		}
	}
}

// mission reads the mission key: true carries the end of the quest into
// the state (the quest sheet's objectives, exits, turn limit and rewards;
// for an inline map, its starting and finishing squares as exits).
func (p *parser) mission(n *yaml.Node) {
	on, ok := p.Bool(n, "mission")
	if !ok || !on || p.sc.Board == nil {
		return
	}
	if p.quest != nil {
		m, err := setup.MissionOf(p.quest)
		if err != nil {
			p.Errorf(n, "mission: %v", err)
			return
		}
		p.sc.Mission = &m
		return
	}
	b := p.sc.Board
	m := rules.Mission{}
	m.Exits = append(append(m.Exits, b.Start...), b.Finish...)
	p.sc.Mission = &m
}

// board reads the map: inline, or from the quest sheet named by questNode.
func (p *parser) board(root, boardPart, questNode *yaml.Node) {
	inline := len(boardPart.Content) > 0
	switch {
	case questNode != nil && inline:
		p.Errorf(boardPart.Content[0], "give either quest (a quest sheet) or an inline map, not both")
	case questNode != nil:
		rel, ok := p.Str(questNode, "quest")
		if !ok {
			return
		}
		if p.load == nil {
			p.Errorf(questNode, "quest: this scenario cannot load other files")
			return
		}
		name := filepath.Join(filepath.Dir(p.File()), filepath.FromSlash(rel))
		data, err := p.load(name)
		if err != nil {
			p.Errorf(questNode, "quest: %v", err)
			return
		}
		q, err := quest.Parse(name, data)
		if err != nil {
			var errs Errors
			if !errors.As(err, &errs) {
				p.Errorf(questNode, "quest %s: %v", name, err)
			}
			p.Add(errs...)
			p.Errorf(questNode, "quest: %s has errors", name)
			return
		}
		p.sc.Board, p.sc.QuestFile, p.quest = q.Board, name, q
	case inline:
		b, err := quest.DecodeBoard(p.File(), p.src, boardPart)
		if err != nil {
			var errs Errors
			if !errors.As(err, &errs) {
				p.Errorf(boardPart, "map: %v", err)
			}
			p.Add(errs...)
			return
		}
		p.sc.Board = b
	default:
		p.Errorf(root, "scenario: missing the board: an inline map (map, sections, ...) or quest")
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

// created makes figure f the hero a hero file creates (docs/hero-format.md,
// pages 76-79), as `dun hero check` prints him: his attributes with his
// skills and equipment counted, his skills, spells and the free objects of
// his skills. The scenario keeps its id, side, place and facing; the
// file's hero replaces what else the figure says.
func (p *parser) created(n *yaml.Node, what string, f *rules.Figure) {
	rel, ok := p.Str(n, what+" created")
	if !ok {
		return
	}
	if p.load == nil {
		p.Errorf(n, "%s created: this scenario cannot load other files", what)
		return
	}
	name := filepath.Join(filepath.Dir(p.File()), filepath.FromSlash(rel))
	data, err := p.load(name)
	if err != nil {
		p.Errorf(n, "%s created: %v", what, err)
		return
	}
	pack, err := starterPack()
	if err != nil {
		p.Errorf(n, "%s created: %v", what, err)
		return
	}
	file, err := hero.Parse(name, data)
	if err != nil {
		p.Errorf(n, "%s created: %v", what, err)
		return
	}
	sheet, err := hero.Check(pack, file)
	if err != nil {
		p.Errorf(n, "%s created: %v", what, err)
		return
	}
	h, err := sheet.Figure()
	if err != nil {
		p.Errorf(n, "%s created: %v", what, err)
		return
	}
	h.ID = f.ID
	h.Side = f.Side
	h.At = f.At
	h.Facing = f.Facing
	h.SetHero(f.Side == rules.Heroes)
	*f = h
}

// figureNodes remembers where each figure was given, for setup errors.
type figureNode struct {
	id   string
	node *yaml.Node
}

func (p *parser) figures(n *yaml.Node) {
	p.List(n, "figures", func(i int, item *yaml.Node) {
		if i == MaxFigures {
			p.Errorf(item, "figures: more than %d figures", MaxFigures)
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
	var heroNode, atNode, fortuneNode, castsNode, shapeNode, createdNode *yaml.Node
	sideOK, free := false, false
	ok := p.Object(n, what, yamldec.Required("id", "side", "at", "facing"), yamldec.Handlers{
		"id": func(v *yaml.Node) {
			if id, good := p.Ident(v, what+" id"); good {
				if p.ids[id] {
					p.Errorf(v, "%s: duplicate figure id %q", what, id)
				}
				f.ID = id
			}
		},
		"name":   func(v *yaml.Node) { x, _ := p.Str(v, what+" name"); f.SetName(x) },
		"side":   func(v *yaml.Node) { f.Side, sideOK = p.side(v, what+" side") },
		"hero":   func(v *yaml.Node) { heroNode = v; x, _ := p.Bool(v, what+" hero"); f.SetHero(x) },
		"at":     func(v *yaml.Node) { atNode = v; f.At, _ = p.Pos(v, what+" at") },
		"facing": func(v *yaml.Node) { f.Facing, _ = p.Dir(v, what+" facing") },
		"size": func(v *yaml.Node) {
			s, good := p.Scalar(v, what+" size")
			if !good {
				return
			}
			if n, named := sizeNames[s]; named {
				f.Size = n
				return
			}
			if v.Tag != "!!int" {
				p.Errorf(v, "%s size: want small, average, large, huge or 1-4, not %q", what, s)
				return
			}
			if n, good := p.Int(v, what+" size", rules.SizeSmall, rules.SizeHuge); good {
				f.Size = n
			}
		},
		"flying": func(v *yaml.Node) { x, _ := p.Bool(v, what+" flying"); f.SetFlying(x) },
		"attributes": func(v *yaml.Node) {
			h := yamldec.Handlers{}
			for _, name := range attributeFields {
				h[name] = func(v *yaml.Node) {
					if x, good := p.Int(v, what+" "+name, -99, 99); good {
						*attributeRef(f.EditAttrs(), name) = x
					}
				}
			}
			p.Object(v, what+" attributes", nil, h)
		},
		"wounds":       func(v *yaml.Node) { x, _ := p.Int(v, what+" wounds", 0, 99); f.Wounds = int32(x) },
		"fortune":      func(v *yaml.Node) { fortuneNode = v },
		"fortune_used": func(v *yaml.Node) { x, _ := p.Int(v, what+" fortune_used", 0, 99); f.SetFortuneUsed(x) },
		"mana_used":    func(v *yaml.Node) { x, _ := p.Int(v, what+" mana_used", 0, 99); f.ManaUsed = int32(x) },
		"mana_racial":  func(v *yaml.Node) { x, _ := p.Int(v, what+" mana_racial", 0, rules.MaxManaRacial); f.SetManaRacial(x) },
		"conditions": func(v *yaml.Node) {
			p.List(v, what+" conditions", func(j int, c *yaml.Node) {
				if cond, good := yamldec.ParseScalar(p.Decoder, c, fmt.Sprintf("%s conditions[%d]", what, j), rules.ParseCondition); good {
					f.Conditions = f.Conditions.With(cond)
				}
			})
		},
		"equipment": func(v *yaml.Node) { p.equipment(v, what, &f) },
		"skills": func(v *yaml.Node) {
			p.List(v, what+" skills", func(j int, e *yaml.Node) {
				if id, good := p.Ident(e, fmt.Sprintf("%s skills[%d]", what, j)); good {
					f.Skills = append(f.Skills, id)
				}
			})
		},
		"spells": func(v *yaml.Node) { p.spells(v, what, &f) },
		"casts":  func(v *yaml.Node) { castsNode = v },
		"sorcery": func(v *yaml.Node) {
			if l, good := p.Str(v, what+" sorcery"); good {
				if l == "normal" {
					l = ""
				}
				if !rules.Sorcery(l).Valid() {
					p.Errorf(v, "%s sorcery: want apprentice, normal or archmage, not %q", what, l)
				}
				f.SetSorcery(rules.Sorcery(l))
			}
		},
		"leader": func(v *yaml.Node) { x, _ := p.Bool(v, what+" leader"); f.SetLeader(x) },
		"level": func(v *yaml.Node) {
			if l, good := p.Str(v, what+" level"); good {
				if l != "grunt" && l != "elite" && l != "champion" {
					p.Errorf(v, "%s level: want grunt, elite or champion, not %q", what, l)
				}
				f.SetLevel(l)
			}
		},
		"owner": func(v *yaml.Node) { x, _ := p.Ident(v, what+" owner"); f.SetOwner(x) },
		"kind":  func(v *yaml.Node) { x, _ := p.Ident(v, what+" kind"); f.SetKind(x) },
		"shape": func(v *yaml.Node) { shapeNode = v },
		"hates": func(v *yaml.Node) {
			p.List(v, what+" hates", func(j int, e *yaml.Node) {
				if id, good := p.Ident(e, fmt.Sprintf("%s hates[%d]", what, j)); good {
					f.SetHates(append(f.Hates(), id))
				}
			})
		},
		"secondary": func(v *yaml.Node) { p.secondary(v, what, &f) },
		"riding":    func(v *yaml.Node) { x, _ := p.Ident(v, what+" riding"); f.SetRiding(x) },
		"behaviour": func(v *yaml.Node) { x, _ := p.Ident(v, what+" behaviour"); f.SetBehaviour(x) },
		"hunts":     func(v *yaml.Node) { x, _ := p.Ident(v, what+" hunts"); f.SetHunts(x) },
		"free":      func(v *yaml.Node) { free, _ = p.Bool(v, what+" free") },
		"profile":   func(v *yaml.Node) { x, _ := p.Ident(v, what+" profile"); f.SetProfile(x) },
		"vp": func(v *yaml.Node) {
			if n, good := p.Int(v, what+" vp", 0, 99); good {
				f.SetVP(n)
			}
		},
		"activated": func(v *yaml.Node) { f.Activated, _ = p.Bool(v, what+" activated") },
		"created":   func(v *yaml.Node) { createdNode = v },
	})
	if !ok || f.ID == "" || p.ids[f.ID] {
		return
	}
	if createdNode != nil {
		p.created(createdNode, what, &f)
	}
	if f.Name() == "" {
		f.SetName(f.ID)
	}
	p.shape(shapeNode, n, what, &f)
	if castsNode != nil {
		p.Pairs(castsNode, what+" casts", func(k, v *yaml.Node) {
			j := -1
			for i := range f.Spells {
				if f.Spells[i].ID == k.Value {
					j = i
				}
			}
			if j < 0 {
				p.Errorf(k, "%s casts: %q is none of its spells", what, k.Value)
				return
			}
			f.Spells[j].Casts, _ = p.Int(v, what+" casts "+k.Value, 0, 4)
		})
	}
	if f.Attrs().Mana == 0 && len(f.Spells) > 0 {
		// Two mana per spell learned (page 38), unless the file says.
		f.EditAttrs().Mana = 2 * len(f.Spells)
	}
	if heroNode == nil {
		// A figure of the heroes' side is a hero unless it says otherwise
		// (companions, mercenaries and pets do).
		f.SetHero(sideOK && f.Side == rules.Heroes)
	}
	if fortuneNode != nil {
		if f.Attrs().Fortune != 0 {
			p.Errorf(fortuneNode, "%s: give the Fortune points either as fortune or under attributes, not both", what)
		} else if x, good := p.Int(fortuneNode, what+" fortune", 0, 99); good {
			f.EditAttrs().Fortune = x
		}
	}
	if g := p.sc.grid(); g != nil && atNode != nil {
		n := 1
		if f.Size >= rules.SizeLarge {
			n = 2
		}
		if !g.In(f.At) || !g.In(board.Pos{X: f.At.X + n - 1, Y: f.At.Y + n - 1}) {
			p.Errorf(atNode, "%s at: the base at [%d, %d] is off the %dx%d map", what, f.At.X, f.At.Y, g.W(), g.H())
		}
	}
	p.ids[f.ID] = true
	p.sc.Figures = append(p.sc.Figures, f)
	if free {
		p.sc.Free = append(p.sc.Free, f.ID)
	}
	p.figNodes = append(p.figNodes, figureNode{f.ID, n})
}

// equipment reads a figure's items: content IDs of the starter pack, each
// either a plain ID, placed as a figure carries it into a quest
// (setup.Equip), or {id, place} to put it in hand, worn, in the pack or on
// the ground, broken: true for a broken one, and unidentified: true for a
// magic object whose powers are not known yet (page 27).
func (p *parser) equipment(v *yaml.Node, what string, f *rules.Figure) {
	pack, err := starterPack()
	if err != nil {
		p.Errorf(v, "%s equipment: the starter pack does not load: %v", what, err)
		return
	}
	var auto, placed []rules.Item
	p.List(v, what+" equipment", func(j int, e *yaml.Node) {
		w := fmt.Sprintf("%s equipment[%d]", what, j)
		idNode, place, broken, unknown := e, "", false, false
		if e.Kind == yaml.MappingNode {
			idNode = nil
			p.Object(e, w, yamldec.Required("id"), yamldec.Handlers{
				"id":           func(x *yaml.Node) { idNode = x },
				"place":        func(x *yaml.Node) { place, _ = p.Str(x, w+" place") },
				"broken":       func(x *yaml.Node) { broken, _ = p.Bool(x, w+" broken") },
				"unidentified": func(x *yaml.Node) { unknown, _ = p.Bool(x, w+" unidentified") },
			})
			if idNode == nil {
				return
			}
		}
		id, good := p.Ident(idNode, w)
		if !good {
			return
		}
		it, err := setup.Item(pack, id)
		if err != nil {
			p.Errorf(idNode, "%s: %q is no item of the starter pack", w, id)
			return
		}
		it.Broken, it.Unknown = broken, unknown
		if place == "" {
			auto = append(auto, it)
			return
		}
		if err := it.Place.UnmarshalText([]byte(place)); err != nil {
			p.Errorf(e, "%s place: want hand, worn, pack or ground, not %q", w, place)
			return
		}
		placed = append(placed, it)
	})
	f.Items = append(f.Items, placed...)
	f.Items = append(f.Items, setup.Equip(auto)...)
}

// secondary reads a hero's secondary skills of RPG mode (page 100):
// {skill, bonus} with a skill of the starter pack and a bonus of +1 to +5.
func (p *parser) secondary(v *yaml.Node, what string, f *rules.Figure) {
	pack, err := starterPack()
	if err != nil {
		p.Errorf(v, "%s secondary: the starter pack does not load: %v", what, err)
		return
	}
	p.List(v, what+" secondary", func(j int, e *yaml.Node) {
		w := fmt.Sprintf("%s secondary[%d]", what, j)
		id, bonus := "", 0
		p.Object(e, w, yamldec.Required("skill", "bonus"), yamldec.Handlers{
			"skill": func(x *yaml.Node) { id, _ = p.Ident(x, w+" skill") },
			"bonus": func(x *yaml.Node) { bonus, _ = p.Int(x, w+" bonus", 1, rules.MaxSecondaryBonus) },
		})
		if id == "" || bonus == 0 {
			return
		}
		k, err := setup.Secondary(pack, id, bonus)
		if err != nil {
			p.Errorf(e, "%s: %v", w, err)
			return
		}
		f.SetSecondary(append(f.Secondary(), k))
	})
}

// spells reads a figure's spells: spell IDs of the starter pack, or a spell
// written out as a content spell card is ({id, name, nature, mana, range,
// range_min, area, radius, affects, permanent, effect: {id, and its
// parameters}}), for the book's examples whose cards the pack does not
// have.
func (p *parser) spells(v *yaml.Node, what string, f *rules.Figure) {
	pack, err := starterPack()
	if err != nil {
		p.Errorf(v, "%s spells: the starter pack does not load: %v", what, err)
		return
	}
	p.List(v, what+" spells", func(j int, e *yaml.Node) {
		w := fmt.Sprintf("%s spells[%d]", what, j)
		if e.Kind != yaml.MappingNode {
			id, good := p.Ident(e, w)
			if !good {
				return
			}
			sp, err := setup.Spell(pack, id)
			if err != nil {
				p.Errorf(e, "%s: %q is no spell of the starter pack", w, id)
				return
			}
			f.Spells = append(f.Spells, sp)
			return
		}
		c := content.Spell{}
		var effNode *yaml.Node
		p.Object(e, w, yamldec.Required("id", "nature", "mana", "range", "effect"), yamldec.Handlers{
			"id":        func(x *yaml.Node) { c.ID, _ = p.Ident(x, w+" id") },
			"name":      func(x *yaml.Node) { n, _ := p.Str(x, w+" name"); c.Name = content.Text{En: n, Es: n} },
			"nature":    func(x *yaml.Node) { c.Nature, _ = p.Str(x, w+" nature") },
			"mana":      func(x *yaml.Node) { c.Mana, _ = p.Int(x, w+" mana", 1, 6) },
			"range":     func(x *yaml.Node) { c.Range, _ = p.Int(x, w+" range", 0, 99) },
			"range_min": func(x *yaml.Node) { c.RangeMin, _ = p.Int(x, w+" range_min", 0, 99) },
			"permanent": func(x *yaml.Node) { c.Permanent, _ = p.Bool(x, w+" permanent") },
			"area":      func(x *yaml.Node) { c.Area, _ = p.Str(x, w+" area") },
			"radius":    func(x *yaml.Node) { c.Radius, _ = p.Int(x, w+" radius", 0, 6) },
			"affects":   func(x *yaml.Node) { c.Affects, _ = p.Str(x, w+" affects") },
			"effect":    func(x *yaml.Node) { effNode = x },
		})
		if effNode == nil || c.ID == "" {
			return
		}
		val, good := p.Value(effNode, w+" effect")
		m, isMap := val.(map[string]any)
		if !good || !isMap {
			p.Errorf(effNode, "%s effect: want a mapping with the effect's id and parameters", w)
			return
		}
		use := &content.EffectUse{Params: map[string]any{}}
		for k, x := range m {
			switch x := x.(type) {
			case int64:
				use.Params[k] = int(x)
			default:
				use.Params[k] = x
			}
		}
		use.ID, _ = use.Params["id"].(string)
		delete(use.Params, "id")
		c.Effect = use
		if c.Name.En == "" {
			c.Name = content.Text{En: c.ID, Es: c.ID}
		}
		sp, err := setup.SpellFrom(pack, &c)
		if err != nil {
			p.Errorf(e, "%s: %v", w, err)
			return
		}
		f.Spells = append(f.Spells, sp)
	})
}

// treasureDeck reads the treasure_deck key: the numbers (from 1) of the
// starter pack's Treasure cards left in the deck, each once.
func (p *parser) treasureDeck(v *yaml.Node) {
	pack, err := starterPack()
	if err != nil {
		p.Errorf(v, "treasure_deck: the starter pack does not load: %v", err)
		return
	}
	b, err := setup.TreasureBook(pack)
	if err != nil {
		p.Errorf(v, "treasure_deck: %v", err)
		return
	}
	seen := map[int]bool{}
	deck := []int{}
	p.List(v, "treasure_deck", func(i int, item *yaml.Node) {
		n, ok := p.Int(item, fmt.Sprintf("treasure_deck[%d]", i), 1, b.Cards())
		if !ok {
			return
		}
		if seen[n] {
			p.Errorf(item, "treasure_deck: card %d twice", n)
			return
		}
		seen[n] = true
		deck = append(deck, n-1)
	})
	slices.Sort(deck)
	p.sc.Treasure, p.sc.TreasureDeck = b, deck
}

// achievementCard reads the achievement_card key: true plays with the
// starter pack's Achievement card (page 12) rather than the rules' own.
func (p *parser) achievementCard(v *yaml.Node) {
	on, ok := p.Bool(v, "achievement_card")
	if !ok || !on {
		return
	}
	pack, err := starterPack()
	if err != nil {
		p.Errorf(v, "achievement_card: the starter pack does not load: %v", err)
		return
	}
	c, err := setup.AchievementCard(pack)
	if err != nil || c == nil {
		p.Errorf(v, "achievement_card: the starter pack has no card: %v", err)
		return
	}
	p.sc.AchievementCard = c
}

// starterPack is the embedded starter pack, loaded once.
var starterPack = sync.OnceValues(func() (*content.Pack, error) {
	pack, errs := load.Packs(content.Effects, starter.Source())
	if len(errs) > 0 {
		return nil, errs[0]
	}
	return pack, nil
})

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
				p.ErrorfAt(se.line, 1, "%s", se.msg)
			} else {
				p.Errorf(n, "%s", se.msg)
			}
			return
		}
		p.Errorf(root, "%v", err)
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

func (p *parser) step(i int, n *yaml.Node) {
	what := fmt.Sprintf("steps[%d]", i)
	if !p.Usable(n) {
		return
	}
	if n.Kind != yaml.MappingNode {
		p.Errorf(n, "%s: want a mapping: a command (type, figure, ...) with optional expect, refused and note", what)
		return
	}
	st := Step{Line: n.Line}
	cmd := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Line: n.Line, Column: n.Column}
	hasType := false
	p.Pairs(n, what, func(key, v *yaml.Node) {
		if !p.Usable(v) {
			return
		}
		switch key.Value {
		case "expect":
			st.Expect = p.expect(v, what+" expect")
		case "refused":
			st.Refused = p.refusal(v, what+" refused")
		case "note":
			st.Note, _ = p.Str(v, what+" note")
		case "adp":
			st.ADP, _ = p.Bool(v, what+" adp")
		case "adp1":
			st.ADP1, _ = p.Bool(v, what+" adp1")
		default:
			hasType = hasType || key.Value == "type"
			cmd.Content = append(cmd.Content, key, v)
		}
	})
	if st.ADP && st.ADP1 {
		p.Errorf(n, "%s: adp and adp1 are two editions of one player: choose one", what)
		return
	}
	if (st.ADP || st.ADP1) && (len(cmd.Content) > 0 || st.Refused != nil) {
		p.Errorf(n, "%s: adp plays the Dark side's decisions; it takes no command or refusal", what)
		return
	}
	if len(cmd.Content) > 0 {
		if !hasType {
			p.Errorf(n, "%s: a command needs its type (activate, move, face, run, end_activation, end_turn, answer, reveal, open_door, jump, climb, swim, search_room, search_secret_doors, search_element, open_chest, pick_lock, disarm_trap, close_door, solve_riddle, move_furniture, break, leave, withdraw, cast, end_spell, ...)", what)
			return
		}
		v, ok := p.Value(cmd, what)
		if !ok {
			return
		}
		st.Command = v.(map[string]any)
		// Decode now, with a stand-in seat, so a malformed command is an
		// error of the file rather than a failure of the run, unless the
		// step expects exactly that refusal.
		if _, err := decodeCommand(st.Command, rules.Heroes); err != nil {
			if st.Refused == nil || st.Refused.Code != rules.CodeBadCommand {
				p.Errorf(n, "%s: %v", what, err)
				return
			}
		}
	} else if st.Refused != nil {
		p.Errorf(n, "%s: refused needs a command to refuse", what)
	}
	if st.Command == nil && st.Expect == nil && !st.ADP && !st.ADP1 {
		p.Errorf(n, "%s: a step needs a command, adp or expect", what)
		return
	}
	p.sc.Steps = append(p.sc.Steps, st)
}

func (p *parser) refusal(n *yaml.Node, what string) *Refusal {
	r := &Refusal{Line: n.Line}
	if n.Kind == yaml.ScalarNode {
		r.Code, _ = p.Ident(n, what)
	} else {
		p.Object(n, what, yamldec.Required("code"), yamldec.Handlers{
			"code": func(v *yaml.Node) { r.Code, _ = p.Ident(v, what+" code") },
			"says": func(v *yaml.Node) { r.Says, _ = p.Str(v, what+" says") },
		})
	}
	if r.Code == "" {
		return nil
	}
	return r
}

// dark reads the dark key: the Dark Player's cards, with the starter
// pack's catalogue (its cards, and the creatures of faction or of the
// whole pack).
func (p *parser) dark(n *yaml.Node) {
	pack, err := starterPack()
	if err != nil {
		p.Errorf(n, "dark: the starter pack does not load: %v", err)
		return
	}
	d := rules.DarkPlayer{Mode: rules.DarkHuman}
	var faction string
	var leader *yaml.Node
	budget, initial := 0, -1
	ids := func(v *yaml.Node, what string) []string {
		var out []string
		p.List(v, what, func(j int, e *yaml.Node) {
			if id, ok := p.Ident(e, fmt.Sprintf("%s[%d]", what, j)); ok {
				if _, known := pack.Get("dark_cards", id); !known {
					p.Errorf(e, "%s[%d]: %q is no Dark Player card of the starter pack", what, j, id)
					return
				}
				out = append(out, id)
			}
		})
		return out
	}
	p.Object(n, "dark", yamldec.Required("budget"), yamldec.Handlers{
		"mode": func(v *yaml.Node) {
			if m, ok := p.Str(v, "dark mode"); ok {
				if d.Mode = rules.DarkMode(m); !d.Mode.Valid() {
					p.Errorf(v, "dark mode: %q is not human, classic, rpg or adp", m)
				}
			}
		},
		"faction":   func(v *yaml.Node) { faction, _ = p.Ident(v, "dark faction") },
		"budget":    func(v *yaml.Node) { budget, _ = p.Int(v, "dark budget", -999, 999) },
		"initial":   func(v *yaml.Node) { initial, _ = p.Int(v, "dark initial", 0, 999) },
		"gained":    func(v *yaml.Node) { d.Gained, _ = p.Int(v, "dark gained", 0, 999) },
		"hand":      func(v *yaml.Node) { d.Hand = ids(v, "dark hand") },
		"recurrent": func(v *yaml.Node) { d.Recurrent = ids(v, "dark recurrent") },
		"discards":  func(v *yaml.Node) { d.Discards = ids(v, "dark discards") },
		"obstacles": func(v *yaml.Node) {
			d.Decks = append(d.Decks, rules.Deck{ID: rules.DeckObstacles, Cards: ids(v, "dark obstacles")})
		},
		"encounters": func(v *yaml.Node) {
			d.Decks = append(d.Decks, rules.Deck{ID: rules.DeckEncounters, Cards: ids(v, "dark encounters")})
		},
		"powers": func(v *yaml.Node) {
			d.Decks = append(d.Decks, rules.Deck{ID: rules.DeckADPPowers, Cards: ids(v, "dark powers")})
		},
		"leader": func(v *yaml.Node) { leader = v },
		"challenges": func(v *yaml.Node) {
			p.List(v, "dark challenges", func(j int, e *yaml.Node) {
				if id, ok := p.Ident(e, fmt.Sprintf("dark challenges[%d]", j)); ok {
					d.Challenges = append(d.Challenges, id)
				}
			})
		},
	})
	cat, err := setup.DarkCatalogue(pack, faction)
	if err != nil {
		p.Errorf(n, "dark: %v", err)
		return
	}
	if d.Mode == rules.DarkADP {
		// The ADP's obstacles are a deck of their own (page 54).
		for k := range d.Decks {
			if d.Decks[k].ID == rules.DeckObstacles {
				d.Decks[k].ID = rules.DeckADPObstacles
			}
		}
	}
	d.Cards, d.Budget, d.Initial = cat, budget, initial
	if initial < 0 {
		d.Initial = max(budget, 0)
	}
	if leader != nil {
		var id, kind string
		p.Object(leader, "dark leader", yamldec.Required("id", "kind"), yamldec.Handlers{
			"id":   func(v *yaml.Node) { id, _ = p.Ident(v, "dark leader id") },
			"kind": func(v *yaml.Node) { kind, _ = p.Ident(v, "dark leader kind") },
		})
		f, ok := setup.Creatures(pack)(kind)
		if !ok {
			p.Errorf(leader, "dark leader: %q is no creature of the starter pack", kind)
			return
		}
		f.ID = id
		f.Side = rules.Dark
		f.SetLeader(true)
		f.SetProfile(kind)
		d.Leader = &f
		// The profile's optional equipment and skills, as setup offers
		// them to the Leader's placement (page 49).
		up, err := setup.LeaderUpgrades(pack, kind, f.Items)
		if err != nil {
			p.Errorf(leader, "dark leader: %v", err)
			return
		}
		d.Upgrades = up
	}
	p.sc.Dark, p.sc.DarkFaction = &d, faction
}

// shape gives figure f the other shape it may take: the starter pack's
// creature profile node names, or the Werewolf for a figure with
// Lycanthropy that names none (page 116).
func (p *parser) shape(node, fig *yaml.Node, what string, f *rules.Figure) {
	kind := ""
	switch {
	case node != nil:
		k, good := p.Ident(node, what+" shape")
		if !good {
			return
		}
		kind = k
	case f.HasSkill("lycanthropy"):
		kind, node = setup.Werewolf, fig
	default:
		return
	}
	pack, err := starterPack()
	if err != nil {
		p.Errorf(node, "%s shape: the starter pack does not load: %v", what, err)
		return
	}
	sh, err := setup.ShapeOf(pack, kind)
	if err != nil {
		p.Errorf(node, "%s shape: %v", what, err)
		return
	}
	f.SetShape(sh)
}
