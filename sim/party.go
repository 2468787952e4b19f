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
//	secondary:
//	  - {hero: borgron, skill: wood_carving, bonus: 2}
//
// Heroes are predesigned heroes of the content packs, by ID; companions
// are mercenaries and pets of the packs, each with its hero (page 74);
// secondary are the heroes' secondary skills of RPG mode with their
// bonuses (page 100), played only in a game of that mode.
type Party struct {
	Name       string
	Heroes     []string
	Companions []Companion
	Secondary  []SecondaryChoice
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

// Figures resolves the party's heroes from the pack.
func (p *Party) Figures(pack *content.Pack) ([]rules.Figure, error) {
	var out []rules.Figure
	for _, id := range p.Heroes {
		f, err := setup.Hero(pack, id)
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
			f.Secondary = append(f.Secondary, k)
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
