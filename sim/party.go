package sim

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

	"dun/content"
	"dun/hero"
	"dun/internal/yamldec"
	"dun/rules"
	"dun/setup"

	"go.yaml.in/yaml/v3"
)

// Party is a group of heroes for simulated games, read from a party file:
//
//	name: Shara, Borgron and Taeral
//	heroes: [shara, borgron, {file: ../heroes/ysolde.yaml}]
//	companions:
//	  - {hero: taeral, follower: war_dog}
//	secondary:
//	  - {hero: borgron, skill: wood_carving, bonus: 2}
//
// Heroes are predesigned heroes of the content packs, by ID, or heroes
// created by the players, by hero file (package hero, docs/hero-format.md;
// a path relative to the party file), known by the file's ID; companions
// are mercenaries and pets of the packs, each with its hero (page 74);
// secondary are the heroes' secondary skills of RPG mode with their
// bonuses (page 100), played only in a game of that mode.
type Party struct {
	Name       string
	Heroes     []string
	Companions []Companion
	Secondary  []SecondaryChoice
	// Created are the hero files of the created heroes, by ID.
	Created map[string]*hero.File
}

// SecondaryChoice is a hero's secondary skill at its bonus (+1 to +5).
type SecondaryChoice struct {
	Hero  string
	Skill string
	Bonus int
}

// Companion is a mercenary or pet of a party's hero.
type Companion struct {
	Hero     string
	Follower string
}

// ParseParty reads a party file; errors are file:line:column.
func ParseParty(file string, src []byte) (*Party, error) {
	return parseParty(file, src, readHeroFile)
}

// parseParty is ParseParty reading the hero files it names with read.
func parseParty(file string, src []byte, read func(path string) ([]byte, error)) (*Party, error) {
	d := yamldec.New(file, src, yamldec.Format{Name: "party"})
	root := d.Document()
	var p Party
	if root != nil {
		d.Object(root, "party", yamldec.Required("heroes"), yamldec.Handlers{
			"name": func(v *yaml.Node) { p.Name, _ = d.Str(v, "name") },
			"heroes": func(v *yaml.Node) {
				d.List(v, "heroes", func(i int, n *yaml.Node) {
					what := fmt.Sprintf("heroes[%d]", i)
					id := ""
					if n.Kind == yaml.MappingNode {
						id = p.readCreated(d, file, n, what, read)
					} else {
						id, _ = d.Ident(n, what)
					}
					switch {
					case id == "":
					case slices.Contains(p.Heroes, id):
						d.Errorf(n, "%s: hero %s is in the party twice", what, id)
					default:
						p.Heroes = append(p.Heroes, id)
					}
				})
			},
			"companions": func(v *yaml.Node) {
				d.List(v, "companions", func(i int, n *yaml.Node) {
					what := fmt.Sprintf("companions[%d]", i)
					var c Companion
					d.Object(n, what, yamldec.Required("hero", "follower"), yamldec.Handlers{
						"hero":     func(v *yaml.Node) { c.Hero, _ = d.Ident(v, what+" hero") },
						"follower": func(v *yaml.Node) { c.Follower, _ = d.Ident(v, what+" follower") },
					})
					if c.Hero != "" && c.Follower != "" {
						p.Companions = append(p.Companions, c)
					}
				})
			},
			"secondary": func(v *yaml.Node) {
				d.List(v, "secondary", func(i int, n *yaml.Node) {
					what := fmt.Sprintf("secondary[%d]", i)
					var c SecondaryChoice
					d.Object(n, what, yamldec.Required("hero", "skill", "bonus"), yamldec.Handlers{
						"hero":  func(v *yaml.Node) { c.Hero, _ = d.Ident(v, what+" hero") },
						"skill": func(v *yaml.Node) { c.Skill, _ = d.Ident(v, what+" skill") },
						"bonus": func(v *yaml.Node) { c.Bonus, _ = d.Int(v, what+" bonus", 1, rules.MaxSecondaryBonus) },
					})
					if c.Hero != "" && c.Skill != "" && c.Bonus != 0 {
						p.Secondary = append(p.Secondary, c)
					}
				})
			},
		})
	}
	if err := d.Err(); err != nil {
		return nil, err
	}
	if len(p.Heroes) == 0 {
		return nil, fmt.Errorf("%s: a party needs at least one hero", file)
	}
	for _, c := range p.Companions {
		if !slices.Contains(p.Heroes, c.Hero) {
			return nil, fmt.Errorf("%s: companion %s belongs to %s, who is not in the party", file, c.Follower, c.Hero)
		}
	}
	for k, c := range p.Secondary {
		if !slices.Contains(p.Heroes, c.Hero) {
			return nil, fmt.Errorf("%s: secondary skill %s belongs to %s, who is not in the party", file, c.Skill, c.Hero)
		}
		for _, o := range p.Secondary[:k] {
			if o.Hero == c.Hero && o.Skill == c.Skill {
				return nil, fmt.Errorf("%s: %s has secondary skill %s twice", file, c.Hero, c.Skill)
			}
		}
	}
	if p.Name == "" {
		p.Name = fmt.Sprint(p.Heroes)
	}
	return &p, nil
}

// readCreated reads the hero file that entry n ({file: PATH}) of the
// party file names, and returns its hero's ID ("" when it cannot be read;
// the problem is reported).
func (p *Party) readCreated(d *yamldec.Decoder, file string, n *yaml.Node, what string, read func(string) ([]byte, error)) string {
	path := ""
	d.Object(n, what, yamldec.Required("file"), yamldec.Handlers{
		"file": func(v *yaml.Node) { path, _ = d.Str(v, what+" file") },
	})
	if path == "" {
		return ""
	}
	if !filepath.IsAbs(path) {
		path = filepath.Join(filepath.Dir(file), path)
	}
	src, err := read(path)
	if err != nil {
		d.Errorf(n, "%s: %v", what, err)
		return ""
	}
	h, err := hero.Parse(path, src)
	var es yamldec.Errors
	if errors.As(err, &es) {
		d.Add(es...)
		return ""
	} else if err != nil {
		d.Errorf(n, "%s: %v", what, err)
		return ""
	}
	if p.Created == nil {
		p.Created = map[string]*hero.File{}
	}
	p.Created[h.ID.Value] = h
	return h.ID.Value
}

// maxHeroFile bounds a hero file: a few hundred bytes make a hero.
const maxHeroFile = 1 << 20

// readHeroFile reads the hero file at path, refusing what is no regular
// file (a device or a pipe would never end) or is too large to be one.
func readHeroFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a file", path)
	}
	if st.Size() > maxHeroFile {
		return nil, fmt.Errorf("%s: %d bytes, more than a hero file's %d", path, st.Size(), maxHeroFile)
	}
	return io.ReadAll(io.LimitReader(f, maxHeroFile+1))
}

// Figures resolves the party's heroes from the pack: predesigned heroes
// by ID, created heroes from their files (hero.Check), each with the
// companions of its card or file unless the party file says whom it
// brings. A hero created solo (30 coins, page 65) plays alone (R1268).
func (p *Party) Figures(pack *content.Pack) ([]rules.Figure, error) {
	var out []rules.Figure
	sheets := map[string]*hero.Sheet{}
	for _, id := range p.Heroes {
		f, err := p.heroFigure(pack, id, sheets)
		if err != nil {
			return nil, err
		}
		for _, c := range p.Secondary {
			if c.Hero != id {
				continue
			}
			k, err := setup.Secondary(pack, c.Skill, c.Bonus)
			if err != nil {
				return nil, err
			}
			f.SetSecondary(append(f.Secondary(), k))
		}
		out = append(out, f)
	}
	listed := map[string]bool{}
	var refs []setup.CompanionOf
	for _, c := range p.Companions {
		f, err := setup.Follower(pack, c.Follower, c.Hero)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
		listed[c.Hero] = true
		refs = append(refs, setup.CompanionOf{Hero: c.Hero, Follower: c.Follower})
	}
	// A predesigned hero brings the companions of his card unless the
	// party file says whom he brings.
	for _, id := range p.Heroes {
		if listed[id] {
			continue
		}
		if sh := sheets[id]; sh != nil {
			cs, err := sh.Companions(pack)
			if err != nil {
				return nil, err
			}
			out = append(out, cs...)
			if sh.Companion != nil {
				refs = append(refs, setup.CompanionOf{Hero: id, Follower: sh.Companion.ID})
			}
			continue
		}
		cs, err := setup.HeroCompanions(pack, id)
		if err != nil {
			return nil, err
		}
		out = append(out, cs...)
		if it, ok := pack.Get("heroes", id); ok {
			for _, r := range it.(*content.Hero).Companions {
				refs = append(refs, setup.CompanionOf{Hero: id, Follower: r.ID})
			}
		}
	}
	if err := setup.CheckCompanions(pack, len(p.Heroes), refs); err != nil {
		return nil, err
	}
	if err := setup.CheckGiants(out); err != nil {
		return nil, err
	}
	return out, nil
}

// heroFigure is hero id of the party: created (its sheet kept in sheets)
// or predesigned.
func (p *Party) heroFigure(pack *content.Pack, id string, sheets map[string]*hero.Sheet) (rules.Figure, error) {
	h, ok := p.Created[id]
	if !ok {
		return setup.Hero(pack, id)
	}
	if h.Solo && len(p.Heroes) > 1 {
		return rules.Figure{}, fmt.Errorf("%s: %s was created solo, with 30 coins (page 65), to play alone; this party has %d heroes", h.Path, id, len(p.Heroes))
	}
	if _, ok := pack.Get("heroes", id); ok {
		return rules.Figure{}, fmt.Errorf("%s: the created hero's ID %s is a predesigned hero's too: give the file another id", h.Path, id)
	}
	sh, err := hero.Check(pack, h)
	if err != nil {
		return rules.Figure{}, err
	}
	sheets[id] = sh
	return sh.Figure()
}
