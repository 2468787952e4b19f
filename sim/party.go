package sim

import (
	"fmt"
	"slices"

	"dun/content"
	"dun/internal/yamldec"
	"dun/rules"
	"dun/setup"

	"go.yaml.in/yaml/v3"
)

// Party is a group of heroes for simulated games, read from a party file:
//
//	name: Shara, Borgron and Taeral
//	heroes: [shara, borgron, taeral]
//	companions:
//	  - {hero: taeral, follower: war_dog}
//
// Heroes are predesigned heroes of the content packs, by ID; companions
// are mercenaries and pets of the packs, each with its hero (page 74).
type Party struct {
	Name       string
	Heroes     []string
	Companions []Companion
}

// Companion is a mercenary or pet of a party's hero.
type Companion struct {
	Hero     string
	Follower string
}

// ParseParty reads a party file; errors are file:line:column.
func ParseParty(file string, src []byte) (*Party, error) {
	d := yamldec.New(file, src, yamldec.Format{Name: "party"})
	root := d.Document()
	var p Party
	if root != nil {
		d.Object(root, "party", yamldec.Required("heroes"), yamldec.Handlers{
			"name": func(v *yaml.Node) { p.Name, _ = d.Str(v, "name") },
			"heroes": func(v *yaml.Node) {
				d.List(v, "heroes", func(i int, n *yaml.Node) {
					if id, ok := d.Ident(n, fmt.Sprintf("heroes[%d]", i)); ok {
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
	if p.Name == "" {
		p.Name = fmt.Sprint(p.Heroes)
	}
	return &p, nil
}

// Figures resolves the party's heroes from the pack.
func (p *Party) Figures(pack *content.Pack) ([]rules.Figure, error) {
	var out []rules.Figure
	for _, id := range p.Heroes {
		f, err := setup.Hero(pack, id)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	listed := map[string]bool{}
	for _, c := range p.Companions {
		f, err := setup.Follower(pack, c.Follower, c.Hero)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
		listed[c.Hero] = true
	}
	// A predesigned hero brings the companions of his card unless the
	// party file says whom he brings.
	for _, id := range p.Heroes {
		if listed[id] {
			continue
		}
		cs, err := setup.HeroCompanions(pack, id)
		if err != nil {
			return nil, err
		}
		out = append(out, cs...)
	}
	if err := setup.CheckGiants(out); err != nil {
		return nil, err
	}
	return out, nil
}
