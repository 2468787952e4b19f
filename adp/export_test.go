package adp

import (
	"fmt"

	"dun/rules"
)

// StrikesInPlace checks strikes on the states a look builds, which it
// turns and spends in place: for every move of the Dark figure active in
// s, toward every enemy, the attacks are those strikes finds on a copy,
// and the state is put back as it was.
func StrikesInPlace(s rules.State) (int, error) {
	a := s.Active
	if a == nil {
		return 0, nil
	}
	fi := find(&s, a.Figure)
	if fi < 0 || s.Figures[fi].Side != rules.Dark {
		return 0, nil
	}
	lk := newLook()
	defer lk.done()
	n := 0
	for _, o := range rules.Options(s, rules.Dark) {
		if _, ok := o.Command.(rules.Move); !ok {
			continue
		}
		ns, ok := lk.after(&s, o)
		if !ok || ns.Active == nil {
			continue
		}
		if !lk.owns(&ns) {
			return n, fmt.Errorf("%s: the look does not own the state it built", o.ID)
		}
		h, c := ns.Hash(), ns.Clone()
		for _, ti := range enemiesOf(&ns, fi) {
			got := rules.OptionIDs(strikes(&ns, fi, ti, lk))
			if ns.Hash() != h {
				return n, fmt.Errorf("%s toward %s: the state was not put back", o.ID, ns.Figures[ti].ID)
			}
			if want := rules.OptionIDs(strikes(&c, fi, ti, lk)); got != want {
				return n, fmt.Errorf("%s toward %s: %s in place, %s on a copy", o.ID, ns.Figures[ti].ID, got, want)
			}
			n++
		}
	}
	return n, nil
}
