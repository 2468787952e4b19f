package autoplay

import "dun/rules"

// menu is a decision's options other than moves and turns, in their
// order, with each one's index in the full list.
type menu struct {
	opts []rules.Option
	at   []int
}

// others picks out of opts the options that are neither a move nor a
// turn, appending them to buf and their indexes to at.
func others(opts []rules.Option, buf []rules.Option, at []int) menu {
	for i, o := range opts {
		switch o.Command.(type) {
		case rules.Move, rules.Face:
			continue
		}
		buf = append(buf, o)
		at = append(at, i)
	}
	return menu{buf, at}
}

// index is the index in the full list of option k of the menu; a
// negative k (none) is kept.
func (m menu) index(k int) int {
	if k < 0 {
		return k
	}
	return m.at[k]
}
