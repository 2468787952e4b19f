package rules

import "testing"

// Page 116: a figure vulnerable to fire (R714) defends at -1 against a
// burning weapon, and its Armour is 1 lower against fire.
func TestVulnerable(t *testing.T) {
	shara := armed(heroFig("shara", 0, 0, 4, 0), sword())
	shara.Boons = []Boon{{Roll: 1, Why: Text{En: "Flaming weapon", Es: "Arma llameante"}, Flaming: true}}
	treefolk := skilled(fig("treefolk", Dark, SizeAverage, 0, 0, 4), "vulnerable")
	s := duel(t, shara, treefolk)
	_, evs := play(t, s, []int{5, 4, 1, 2, 6, 2, 1, 1}, attack(Heroes, "shara", "orc"))
	var def RollRecord
	for _, e := range evs {
		if r, ok := e.(Rolled); ok && r.Roll.Rule == ruleMelee && r.Roll.Figure == "orc" {
			def = r.Roll
		}
	}
	if !hasModifier(def, -1, "against fire: skill: Vulnerable") {
		t.Fatalf("the defence: %+v", def.Modifiers)
	}
	d, _ := find[DamageRolled](evs)
	if !d.Flaming || d.Armour != 2 || d.Wounds != 2 {
		t.Fatalf("the fire's damage: %+v", d)
	}
}
