package rules

import (
	"fmt"
	"slices"
)

// Gunpowder's noise (page 70): for each gunpowder weapon the group of
// heroes used in a combat, the Dark Player gets +1 to the Initiative roll
// of the next encounter against them. A weapon counts once however often
// it fired; the count starts again after each encounter (R142).

// gunfire notes that hero-side figure f fired its gunpowder weapon k.
func (e *env) gunfire(f *Figure, k int) {
	if f.Side != Heroes {
		return
	}
	sc := e.s.scene()
	key := fmt.Sprintf("%s:%d", f.ID, k)
	if !slices.Contains(sc.Gunfire, key) && len(sc.Gunfire) < maxScene {
		sc.Gunfire = append(sc.Gunfire, key)
	}
}

// gunfireMods appends the Dark Player's Initiative modifier for the
// gunpowder weapons fired since the last encounter, and starts the count
// again.
func (e *env) gunfireMods(mods []Modifier) []Modifier {
	sc := e.s.Scene
	if sc == nil || len(sc.Gunfire) == 0 {
		return mods
	}
	n := len(sc.Gunfire)
	sc.Gunfire = nil
	return append(mods, Modifier{Value: n, Why: Text{
		En: fmt.Sprintf("noise: %d gunpowder weapons fired", n),
		Es: fmt.Sprintf("ruido: %d armas de pólvora disparadas", n)}})
}
