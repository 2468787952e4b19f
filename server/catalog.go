package server

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"sort"
	"strings"
	"sync"

	"dun/autoplay"
	"dun/content"
	"dun/content/load"
	"dun/content/starter"
	"dun/examples"
	"dun/quest"
	"dun/rules"
	"dun/setup"
	"dun/sim"
)

// Catalog is what games are made from: the quest sheets on offer (the
// embedded examples and the sheets of the quest folders) and the content
// packs (the embedded starter pack and the pack folders) that give the
// predesigned heroes and the creatures' profiles.
type Catalog struct {
	Pack   *content.Pack
	quests map[string]*quest.Quest
	order  []string
	// adp is the Artificial Dark Player with the packs' behaviour cards,
	// and adp1 the earlier edition's (Config.Dark).
	adp, adp1 autoplay.Policy
	// book is the packs' Treasure book, made once (treasureBook).
	bookOnce sync.Once
	book     *rules.TreasureBook
	bookErr  error
}

// LoadCatalog reads the starter pack, the pack folders packs, the example
// quests and the *.yaml sheets of the folders questDirs. A sheet with the
// ID of an earlier one replaces it. Any problem is an error naming its
// file.
func LoadCatalog(packs, questDirs []string) (*Catalog, error) {
	srcs := []load.Source{starter.Source()}
	for _, d := range packs {
		if st, err := os.Stat(d); err != nil || !st.IsDir() {
			return nil, fmt.Errorf("content pack %s: not a folder", d)
		}
		srcs = append(srcs, load.Source{Name: d, FS: os.DirFS(d)})
	}
	p, errs := load.Packs(content.Effects, srcs...)
	if len(errs) > 0 {
		msgs := make([]string, 0, len(errs))
		for _, e := range errs {
			msgs = append(msgs, e.Error())
		}
		return nil, fmt.Errorf("content packs:\n%s", strings.Join(msgs, "\n"))
	}
	c := &Catalog{Pack: p, quests: map[string]*quest.Quest{}, adp: sim.ADP(setup.Behaviours(p), nil), adp1: sim.ADP1(setup.Behaviours(p), nil)}
	ex, err := fs.Sub(examples.Quests, "quests")
	if err != nil {
		return nil, fmt.Errorf("example quests: %w", err)
	}
	if err := c.addQuests("examples", ex); err != nil {
		return nil, err
	}
	for _, d := range questDirs {
		if err := c.addQuests(d, os.DirFS(d)); err != nil {
			return nil, err
		}
	}
	return c, nil
}

func (c *Catalog) addQuests(name string, fsys fs.FS) error {
	files, err := fs.Glob(fsys, "*.yaml")
	if err != nil {
		return fmt.Errorf("quests %s: %w", name, err)
	}
	sort.Strings(files)
	for _, f := range files {
		data, err := fs.ReadFile(fsys, f)
		if err != nil {
			return fmt.Errorf("quests %s: %w", name, err)
		}
		q, err := quest.Parse(path.Join(name, f), data)
		if err != nil {
			return err
		}
		if _, dup := c.quests[q.ID]; !dup {
			c.order = append(c.order, q.ID)
		}
		c.quests[q.ID] = q
	}
	return nil
}

// Quest returns the quest sheet with that ID.
func (c *Catalog) Quest(id string) (*quest.Quest, bool) {
	q, ok := c.quests[id]
	return q, ok
}

// QuestInfo is a quest as the lobby lists it.
type QuestInfo struct {
	ID         string     `json:"id"`
	Title      rules.Text `json:"title"`
	Mission    rules.Text `json:"mission"`
	Difficulty int        `json:"difficulty,omitempty"`
	TurnLimit  int        `json:"turn_limit,omitempty"`
	// MaxHeroes is the number of starting squares.
	MaxHeroes int `json:"max_heroes"`
	// Unplayable says why the quest cannot be set up, if it cannot.
	Unplayable string `json:"unplayable,omitempty"`
	// Leader: the sheet has a Quest Leader, for whom a person playing
	// the Dark Player may buy a magic object (page 46, step 5).
	Leader bool `json:"leader,omitempty"`
}

// Quests lists the quests on offer, in the order they were read.
func (c *Catalog) Quests() []QuestInfo {
	out := make([]QuestInfo, 0, len(c.order))
	for _, id := range c.order {
		q := c.quests[id]
		qi := QuestInfo{ID: q.ID, Title: text(q.Title), Mission: text(q.Mission), Difficulty: q.Difficulty, TurnLimit: q.TurnLimit, Leader: q.Leader != nil}
		if q.Board != nil {
			qi.MaxHeroes = len(q.Board.Start)
		}
		if err := c.playable(q); err != nil {
			qi.Unplayable = err.Error()
		}
		out = append(out, qi)
	}
	return out
}

// name is the name of the pack's entry of kind and id, or the id.
func (c *Catalog) name(kind, id string) rules.Text {
	if it, ok := c.Pack.Get(kind, id); ok {
		n := it.Base().Name
		return rules.Text{En: n.En, Es: n.Es}
	}
	return rules.Text{En: id, Es: id}
}

func text(t quest.Text) rules.Text { return rules.Text{En: t.En, Es: t.Es} }

// HeroInfo is a predesigned hero as the lobby lists it.
type HeroInfo struct {
	ID    string     `json:"id"`
	Name  rules.Text `json:"name"`
	Race  rules.Text `json:"race"`
	Class rules.Text `json:"class"`
	Text  rules.Text `json:"text"`
}

// Heroes lists the predesigned heroes of the packs, by ID.
func (c *Catalog) Heroes() []HeroInfo {
	var out []HeroInfo
	for _, h := range content.All[*content.Hero](c.Pack, "heroes") {
		hi := HeroInfo{ID: h.ID, Name: rules.Text{En: h.Name.En, Es: h.Name.Es}, Race: c.name("races", h.Race.ID), Class: c.name("classes", h.Class.ID)}
		if h.Text != nil {
			hi.Text = rules.Text{En: h.Text.En, Es: h.Text.Es}
		}
		out = append(out, hi)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Names are the names in both languages of what views name by content ID
// (the figures' skills, the creatures' kinds, the kinds of furniture and
// special elements on the board) and the Dark Player's cards'
// text, for the client's sheets and the Dark Player's hand. The cards are
// the pack's, not anyone's hand: nothing here is hidden.
type Names struct {
	Skills    map[string]rules.Text `json:"skills"`
	Creatures map[string]rules.Text `json:"creatures"`
	Cards     map[string]CardText   `json:"cards"`
	// Elements name the kinds of furniture and special elements: the
	// content packs' furniture, and the kinds the quest package knows
	// (quest.BuiltinKind) that no pack names.
	Elements map[string]rules.Text `json:"elements"`
	// Injuries say each kind of lasting injury (page 44's table), for
	// the heroes' injuries in views.
	Injuries map[string]rules.Text `json:"injuries"`
	// Secondary are RPG mode's secondary skills (page 100): a name and
	// what a passed test lets a hero do, for the lobby and hero sheets.
	Secondary map[string]CardText `json:"secondary"`
}

// CardText is a Dark Player card's name and what it does.
type CardText struct {
	Name rules.Text `json:"name"`
	Text rules.Text `json:"text"`
}

// Names lists the skills' and creatures' names and the cards' text.
func (c *Catalog) Names() Names {
	n := Names{Skills: map[string]rules.Text{}, Creatures: map[string]rules.Text{}, Cards: map[string]CardText{}, Elements: map[string]rules.Text{}, Injuries: map[string]rules.Text{}, Secondary: map[string]CardText{}}
	for _, r := range rules.InjuryTable {
		n.Injuries[string(r.Kind)] = r.Text
	}
	for _, k := range quest.BuiltinKinds() {
		if b, ok := quest.BuiltinKind(k); ok && b.En != "" {
			n.Elements[k] = rules.Text{En: b.En, Es: b.Es}
		}
	}
	for _, f := range content.All[*content.Furniture](c.Pack, "furniture") {
		n.Elements[f.ID] = rules.Text{En: f.Name.En, Es: f.Name.Es}
	}
	for _, sk := range content.All[*content.Skill](c.Pack, "skills") {
		n.Skills[sk.ID] = rules.Text{En: sk.Name.En, Es: sk.Name.Es}
	}
	for _, cr := range content.All[*content.Creature](c.Pack, "creatures") {
		n.Creatures[cr.ID] = rules.Text{En: cr.Name.En, Es: cr.Name.Es}
	}
	for _, k := range content.All[*content.Secondary](c.Pack, "secondary_skills") {
		n.Secondary[k.ID] = CardText{Name: rules.Text{En: k.Name.En, Es: k.Name.Es}, Text: rules.Text{En: k.Text.En, Es: k.Text.Es}}
	}
	for _, dc := range content.All[*content.DarkCard](c.Pack, "dark_cards") {
		n.Cards[dc.ID] = CardText{Name: rules.Text{En: dc.Name.En, Es: dc.Name.Es}, Text: rules.Text{En: dc.Text.En, Es: dc.Text.Es}}
	}
	return n
}
