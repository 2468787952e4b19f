package rules

import "slices"

// Rock Throwing (page 116): a Large or Huge creature throws a rock as its
// Action, without moving that activation: a shot at -1 within as many
// squares as its Strength, which deals as many damage dice as its
// Strength at -1 Armour and knocks down a smaller target. It is a shot
// declared with the skill (Shoot.Skills), the rock a weapon the figure
// needs not carry (ItemRock, R710); a figure that throws may not move
// after.

const skillRocks = "rock_throwing"

// ItemRock is the weapon index of a shot with Rock Throwing's rock.
const ItemRock = -2

// rockItem is the rock figure f throws: its Strength as damage dice and
// range, -1 to the target's Armour; thrown, so past half range its
// criticals still count.
func rockItem(f *Figure) *Item {
	str := max(attributeNow(f, Strength), 0)
	return &Item{ItemCard: &ItemCard{ID: "rock", Name: Text{En: "Rock (Rock Throwing)", Es: "Roca (Lanzar rocas)"}, Kind: ItemRanged,
		Dice: str, Range: str, Piercing: -1, Throwing: true}, Place: InHand}
}

// throwsRocks reports whether figure f may throw a rock in activation a:
// it has the skill, is Large or Huge, and has not moved.
func throwsRocks(f *Figure, a *Activation) bool {
	_, ok := hasSkill(f, skillRocks)
	return ok && f.Size >= SizeLarge && (a == nil || a.Figure != f.ID || !a.Moved)
}

// shotWeapon is the weapon of shot c: the rock when the shot declares
// Rock Throwing (or the Action's first shot did), else a ranged weapon
// held (rangedWeapon).
func shotWeapon(f *Figure, a *Activation, c Shoot) (int, *RuleError) {
	rock := slices.Contains(c.Skills, skillRocks) || a.Shots > 0 && slices.Contains(a.Skills, skillRocks)
	if !rock {
		return rangedWeapon(f, c.Item)
	}
	if c.Item != -1 && c.Item != ItemRock {
		return 0, refuse(CodeBadItem, "a rock is thrown with no weapon named", "una roca se lanza sin nombrar arma")
	}
	if !throwsRocks(f, a) {
		return 0, refuse(CodeBadSkill, "%s cannot throw a rock now (Large or Huge, without moving)", "%s no puede lanzar una roca ahora (grande o enorme, sin moverse)", f.name())
	}
	return ItemRock, nil
}

// rockOptions lists the rocks the active figure may throw: one option per
// enemy in range and sight, Rock Throwing declared.
func rockOptions(s *State, fi int, h Header, only int) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if !throwsRocks(f, a) || a.Shots > 0 && !slices.Contains(a.Skills, skillRocks) {
		return nil
	}
	var out []Option
	for ti := range s.Figures {
		t := &s.Figures[ti]
		if only >= 0 && ti != only || t.Side == f.Side || !t.Present() {
			continue
		}
		if _, _, err := shotTarget(s, fi, ti, ItemRock); err != nil {
			continue
		}
		ctx := rollCtx{s: s, fi: fi, oi: ti, kind: RollShot, attr: ShootingSkill, item: rockItem(f)}
		for _, set := range actionDeclarations(&ctx, a) {
			if !slices.Contains(set, skillRocks) {
				continue
			}
			ctx.declared = set
			if a.Shots >= maxShotsOf(&ctx, ctx.item) {
				continue
			}
			if a.Shots > 0 {
				set = nil // declared with the Action's first shot
			}
			out = append(out, Option{ID: "shoot:" + f.ID + ":" + t.ID + skillSuffix(set), Command: Shoot{Header: h, Figure: f.ID, Target: t.ID, Item: -1, Skills: set}})
		}
	}
	return out
}

// rockKnocksDown reports whether the hit of attack st by a on t is a rock
// that knocks t down: a smaller target.
func rockKnocksDown(st *Strike, a, t *Figure) bool {
	return st.Ranged && st.Item == ItemRock && t.Size < a.Size
}

func init() {
	registerSkill(&skill{
		id: skillRocks, name: Text{En: "Rock Throwing", Es: "Lanzar rocas"}, active: true, effect: "rock_throwing",
		params: []SkillParam{intParam("penalty")}, values: map[string]any{"penalty": 1},
		usable: func(c *rollCtx) bool {
			return shot(c) && c.item != nil && c.item.ID == "rock" && throwsRocks(c.f(), c.s.Active)
		},
		mod: func(c *rollCtx) int { return -1 },
	})
}
