package sim

import (
	"bytes"
	"fmt"
	"strconv"

	"dun/rules"

	"go.yaml.in/yaml/v3"
)

// SetSecondary returns party file src with hero's secondary skill at
// bonus (page 100: what `dun party learn` writes after a passed test):
// the entry of `secondary` for that hero and skill is changed, or one is
// added, and the rest of the file, comments included, is kept. The result
// is parsed again, so a file it returns is a valid party.
func SetSecondary(file string, src []byte, hero, skill string, bonus int) ([]byte, error) {
	if bonus < 1 || bonus > rules.MaxSecondaryBonus {
		return nil, fmt.Errorf("%s: a bonus of +1 to +%d, not %+d", file, rules.MaxSecondaryBonus, bonus)
	}
	if _, err := ParseParty(file, src); err != nil {
		return nil, err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		return nil, fmt.Errorf("%s: %v", file, err)
	}
	root := doc.Content[0]
	var list *yaml.Node
	for k := 0; k+1 < len(root.Content); k += 2 {
		if root.Content[k].Value == "secondary" {
			list = root.Content[k+1]
		}
	}
	if list == nil {
		list = &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq"}
		root.Content = append(root.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: "secondary"}, list)
	}
	value := strconv.Itoa(bonus)
	for _, e := range list.Content {
		var h, s, b *yaml.Node
		for k := 0; k+1 < len(e.Content); k += 2 {
			switch e.Content[k].Value {
			case "hero":
				h = e.Content[k+1]
			case "skill":
				s = e.Content[k+1]
			case "bonus":
				b = e.Content[k+1]
			}
		}
		if h != nil && s != nil && b != nil && h.Value == hero && s.Value == skill {
			b.Value = value
			return encodeParty(file, &doc)
		}
	}
	str := func(v string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: v} }
	list.Content = append(list.Content, &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Style: yaml.FlowStyle, Content: []*yaml.Node{
		str("hero"), str(hero), str("skill"), str(skill), str("bonus"), {Kind: yaml.ScalarNode, Tag: "!!int", Value: value},
	}})
	return encodeParty(file, &doc)
}

func encodeParty(file string, doc *yaml.Node) ([]byte, error) {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(doc); err != nil {
		return nil, fmt.Errorf("%s: %v", file, err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("%s: %v", file, err)
	}
	out := buf.Bytes()
	if _, err := ParseParty(file, out); err != nil {
		return nil, err
	}
	return out, nil
}
