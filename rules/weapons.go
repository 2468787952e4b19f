package rules

import "dun/board"

// Handling weapons in a fight: disengaging (page 32), drawing and
// switching weapons (a Quick Action, page 28), picking up a dropped weapon
// (page 36) and reloading (page 70).

const (
	ruleDisengage = "disengage"
	rulePickUp    = "pick_up"
	ruleReload    = "reload"
	ruleWield     = "wield"
)

// Disengage: the figure tests Agility once for each enemy engaging it,
// before its Action and its move. Passing them all frees it to move as if
// not engaged; a failure keeps it engaged and ends its activation; a
// critical failure also lets that enemy hit it at once (page 32). The
// Artificial Dark Player's creatures fight instead of ending (R840). The
// tests are the figure's own rolls, so a hero may reroll each with Fortune.
func (c Disengage) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	if rerr := lying(f); rerr != nil {
		return rerr
	}
	fi := e.s.figure(f.ID)
	// A rider disengages his mount, the one engaged (R851).
	by := engagers(e.s, carrier(e.s, fi), f.At)
	switch {
	case len(by) == 0:
		return refuse(CodeCannotAct, "%s is not engaged", "%s no está trabado", f.name())
	case a.Disengaged:
		return refuse(CodeCannotAct, "%s has already disengaged", "%s ya se ha destrabado", f.name())
	case !a.ActionLeft() || a.Moved || a.Still:
		return refuse(CodeActionUsed, "%s must disengage before its Action and its move", "%s debe destrabarse antes de su Acción y de moverse", f.name())
	}
	return e.nextDisengageTest(fi)
}

// nextDisengageTest tests Agility against the first enemy still engaging
// figure fi that it has not yet slipped away from (disengageFrom).
func (e *env) nextDisengageTest(fi int) error {
	a := e.s.Active
	f := &e.s.Figures[fi]
	if oi := disengageFrom(e.s, fi); oi >= 0 {
		r, err := e.test(fi, ruleDisengage, Agility, 0, testSkillMods(e.s, fi, Agility, ruleDisengage, nil)...)
		if err != nil {
			return err
		}
		return e.offerFortune(f, r, r.failed())
	}
	a.Disengaged = true
	e.emit(Disengaged{Figure: f.ID, Free: true})
	return nil
}

// disengageFrom is the first enemy engaging figure fi that it has not yet
// passed its test against, or -1.
func disengageFrom(s *State, fi int) int {
	a := s.Active
	for _, oi := range engagers(s, carrier(s, fi), s.Figures[fi].At) {
		if a == nil || !contains(a.DisengagedFrom, s.Figures[oi].ID) {
			return oi
		}
	}
	return -1
}

// settleDisengage applies a final disengaging test.
func settleDisengage(e *env, r RollRecord) error {
	fi := e.s.figure(r.Figure)
	a := e.s.Active
	if fi < 0 || a == nil {
		return unknownFigure(r.Figure)
	}
	oi := disengageFrom(e.s, fi)
	if oi < 0 {
		return refuse(CodeBadState, "no enemy to disengage from", "no hay enemigo del que destrabarse")
	}
	if !r.failed() {
		a.DisengagedFrom = append(a.DisengagedFrom, e.s.Figures[oi].ID)
		return e.nextDisengageTest(fi)
	}
	e.emit(Disengaged{Figure: r.Figure})
	adp := adpCreature(e.s, fi)
	if adp {
		e.adpDisengageFailed(fi)
	}
	if r.Critical == CriticalFailure && oi >= 0 && e.s.Figures[oi].Present() {
		o := &e.s.Figures[oi]
		k := -1
		if ws := o.MeleeWeapons(); len(ws) > 0 {
			k = ws[0]
		}
		e.emit(AttackDeclared{Figure: o.ID, Target: r.Figure, Item: k})
		return e.beginStrike(Strike{Attacker: o.ID, Target: r.Figure, Item: k, Auto: true, EndsActivation: !adp})
	}
	if !adp {
		e.endActivation()
	}
	return nil
}

// Wield: the figure takes item Item from its backpack into its hands; what
// no longer fits goes back to the backpack, last held first. Drawing
// inside an enemy's melee range costs -1 Combat Skill for the activation's
// attacks (page 37), but not to the Artificial Dark Player's creatures
// (page 62, R841).
func (c Wield) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	if c.Item < 0 || c.Item >= len(f.Items) {
		return refuse(CodeBadItem, "%s has no item %d", "%s no tiene objeto %d", f.name(), c.Item)
	}
	it := &f.Items[c.Item]
	if it.Place != InPack || it.Broken || (it.Kind != ItemMelee && it.Kind != ItemRanged && it.Kind != ItemShield) || it.Hands > 2 {
		return refuse(CodeBadItem, "%s cannot take %s in hand", "%s no puede empuñar %s", f.name(), it.Name)
	}
	if relicTooBig(f, it) {
		return relicRefusal(f, it) // no relic for a Large or Huge figure (page 72)
	}
	if o := wieldClash(f, c.Item); o >= 0 {
		return magicLimitRefusal(f, c.Item, o) // one magic object of each type (page 72)
	}
	if rerr := e.spendQuick(f, a); rerr != nil {
		return rerr
	}
	need := max(it.Hands, 1)
	it = f.editItem(c.Item) // and the others held, written below
	for k := len(f.Items) - 1; k >= 0 && f.HandsUsed()+need > 2; k-- {
		if f.Items[k].Place == InHand {
			f.Items[k].Place = InPack
		}
	}
	it.Place = InHand
	fi := e.s.figure(f.ID)
	if (enemyAdjacent(e.s, fi, f.At) || len(engagers(e.s, fi, f.At)) > 0) && !adpCreature(e.s, fi) {
		a.DrewInMelee = true
	}
	e.emit(Wielded{Figure: f.ID, Item: c.Item, ItemName: it.Name})
	return nil
}

// pickUpSpot checks that figure f may pick up owner's item k: it lies on
// the ground on f's square or next to it.
func pickUpSpot(s *State, f *Figure, owner string, k int) (*Figure, *RuleError) {
	oi := s.figure(owner)
	if oi < 0 {
		return nil, unknownFigure(owner)
	}
	o := &s.Figures[oi]
	if k < 0 || k >= len(o.Items) || o.Items[k].Place != OnGround {
		return nil, s.refuse(CodeBadItem, "%s has no item %d lying on the ground", "%s no tiene ningún objeto %d en el suelo", o.name(), k)
	}
	at := o.Items[k].At
	near := false
	for _, p := range f.Squares(nil) {
		if p == at || s.Board.In(at) && s.Board.Adjacent(s.Board.Index(p), s.Board.Index(at)) {
			near = true
		}
	}
	if !near {
		return nil, s.refuse(CodeBadItem, "%s is not on or next to %v", "%s no está en %v ni junto a esa casilla", f.name(), at)
	}
	return o, nil
}

// PickUp: a Quick Action, or inside an enemy's melee range an Action and an
// Agility test (page 36). The item comes back to the picker's hands if
// they are free enough, to its backpack otherwise; another figure's item
// becomes the picker's.
func (c PickUp) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	if _, rerr := pickUpSpot(e.s, f, c.Owner, c.Item); rerr != nil {
		return rerr
	}
	fi := e.s.figure(f.ID)
	if enemyAdjacent(e.s, fi, f.At) || len(engagers(e.s, fi, f.At)) > 0 {
		if rerr := e.spendAction(f, a, rulePickUp); rerr != nil {
			return rerr
		}
		r, err := e.test(fi, rulePickUp, Agility, 0, testSkillMods(e.s, fi, Agility, rulePickUp, nil)...)
		if err != nil {
			return err
		}
		if r.failed() {
			return nil
		}
	} else if rerr := e.spendQuick(f, a); rerr != nil {
		return rerr
	}
	return e.pickUp(fi, c.Owner, c.Item)
}

func (e *env) pickUp(fi int, owner string, k int) error {
	oi := e.s.figure(owner)
	f := &e.s.Figures[fi]
	it := e.s.Figures[oi].Items[k]
	at := it.At
	it.At = board.Pos{}
	it.Place, it.Stolen = InPack, false
	own := -1
	if oi == fi {
		own = k
	}
	if f.HandsUsed()+max(it.Hands, 1) <= 2 && it.Kind != ItemObject && it.Kind != ItemArmour &&
		(!isMagic(&it) || magicHeld(f, it.Kind, own, InHand, Worn) < 0) && !relicTooBig(f, &it) { // one magic object of each type, relics (page 72)
		it.Place = InHand
	}
	lightPickedUp(f, &it)
	idx := k
	if oi != fi {
		o := &e.s.Figures[oi]
		o.Items = append(o.Items[:k:k], o.Items[k+1:]...)
		f = &e.s.Figures[fi]
		f.Items = append(f.Items, it)
		idx = len(f.Items) - 1
	} else {
		f.editItem(k)
		f.Items[k] = it
	}
	e.emit(PickedUp{Figure: f.ID, Owner: owner, Item: idx, ItemName: it.Name, At: at})
	return nil
}

// Reload: an Action readies a reload weapon that was shot (page 70).
func (c Reload) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	if c.Item < 0 || c.Item >= len(f.Items) || !f.Items[c.Item].Unloaded || f.Items[c.Item].Broken {
		return refuse(CodeBadItem, "%s has no weapon %d to reload", "%s no tiene un arma %d que recargar", f.name(), c.Item)
	}
	fi := e.s.figure(f.ID)
	if enemyAdjacent(e.s, fi, f.At) {
		return refuse(CodeEnemyAdjacent, "%s cannot reload next to an enemy", "%s no puede recargar junto a un enemigo", f.name())
	}
	if contains(f.Marks, markQuickReload) {
		// Quick Reloading: a Quick Action (page 111).
		if rerr := e.spendQuick(f, a); rerr != nil {
			return rerr
		}
	} else if rerr := e.spendAction(f, a, ruleReload); rerr != nil {
		return rerr
	}
	f.editItem(c.Item).Unloaded = false
	e.emit(Reloaded{Figure: f.ID, Item: c.Item, ItemName: f.Items[c.Item].Name})
	return nil
}

// weaponOptions lists disengaging, drawing weapons, picking up dropped
// items and reloading, as far as the active figure may do them now.
func weaponOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if a == nil || lying(f) != nil {
		return nil
	}
	var out []Option
	engaged := len(engagers(s, carrier(s, fi), f.At)) > 0
	if engaged && !a.Disengaged && a.ActionLeft() && !a.Moved && !a.Still {
		out = append(out, Option{ID: "disengage:" + f.ID, Command: Disengage{Header: h, Figure: f.ID}})
	}
	if a.QuickActionsLeft() > 0 {
		for k := range f.Items {
			it := &f.Items[k]
			if it.Place == InPack && !it.Broken && (it.Kind == ItemMelee || it.Kind == ItemRanged || it.Kind == ItemShield) && wieldClash(f, k) < 0 && !relicTooBig(f, it) {
				out = append(out, Option{ID: "wield:" + f.ID + ":" + itoa(k), Command: Wield{Header: h, Figure: f.ID, Item: k}})
			}
		}
	}
	near := engaged || enemyAdjacent(s, fi, f.At)
	if (near && a.ActionLeft()) || (!near && a.QuickActionsLeft() > 0) {
		for oi := range s.Figures {
			o := &s.Figures[oi]
			for k := range o.Items {
				if o.Items[k].Place != OnGround {
					continue
				}
				if _, err := pickUpSpot(s, f, o.ID, k); err == nil {
					out = append(out, Option{ID: "pick_up:" + f.ID + ":" + o.ID + ":" + itoa(k), Command: PickUp{Header: h, Figure: f.ID, Owner: o.ID, Item: k}})
				}
			}
		}
	}
	quick := contains(f.Marks, markQuickReload) && a.QuickActionsLeft() > 0
	if (a.ActionLeft() || quick) && !enemyAdjacent(s, fi, f.At) {
		for k := range f.Items {
			if f.Items[k].Unloaded && !f.Items[k].Broken {
				out = append(out, Option{ID: "reload:" + f.ID + ":" + itoa(k), Command: Reload{Header: h, Figure: f.ID, Item: k}})
			}
		}
	}
	return out
}
