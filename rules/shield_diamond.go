package rules

// (Named shield_ so that its init runs after prompt.go's fills
// rollSettlers.)

// The Diamond Shield against magic projectiles (content's magic_armor
// power blocks_magic_projectiles). Page 43 gives a shield no block against
// a magic projectile, only light cover when raised; this shield's card
// adds the block. Its bearer, about to be hit by a projectile, may block
// it as he blocks a hit: 1D6 at or above the shield's blocking roll, one
// more per critical of the cast, never against a double critical nor a
// caster behind him (page 43: no shield helps from behind). A block
// stops the projectile's damage and its extra effects on him; a failed
// block still leaves the shield raised, light cover. The shield never
// breaks, so no breaking roll follows either way. Raising it for cover
// alone stays offered when he has no cover, as for any shield (R1077).

func init() { rollSettlers[ruleBlockProjectile] = settleProjectileBlock }

// projectileBlockNeed is what figure ti needs to block with its shield
// the projectile figure fi's cast c is about to hit it with; ok false
// when it may not block it.
func projectileBlockNeed(s *State, fi, ti int, c *CastState) (need int, ok bool) {
	t := &s.Figures[ti]
	sh := t.Shield()
	if sh < 0 || !blocksMagic(&t.Items[sh]) || berserk(t) || attackFromBehind(s, fi, ti) {
		return 0, false
	}
	crits := Criticals(c.Roll)
	need = magicBlock(&t.Items[sh]) + crits
	if need <= 0 || crits >= 2 || need > 6 {
		return 0, false
	}
	return need, true
}

// spellShieldOptions are the choices of figure ti's shield against the
// next hit h of figure fi's projectile: raise it for cover (without
// cover already), block with it (a shield that blocks magic), or
// neither; nil when the shield can do nothing.
func spellShieldOptions(s *State, fi, ti int, c *CastState, h *SpellHit) []PromptOption {
	var opts []PromptOption
	if h.Cover == 0 {
		opts = append(opts, PromptOption{ID: OptionUseShield, Label: Text{En: "Raise the shield: light cover, then a breaking roll", Es: "Alzar el escudo: cobertura ligera y después tirada de rotura"}})
	}
	if need, ok := projectileBlockNeed(s, fi, ti, c); ok {
		opts = append(opts, PromptOption{ID: OptionBlock, Label: Text{
			En: "Block the projectile with the shield (" + itoa(need) + "+)",
			Es: "Bloquear el proyectil con el escudo (" + itoa(need) + "+)"}})
	}
	if opts == nil {
		return nil
	}
	return append(opts, PromptOption{ID: OptionNoShield, Label: Text{En: "Keep the shield down", Es: "No usar el escudo"}})
}

// blockProjectile rolls figure p.Figure's block against the projectile
// about to hit it; a hero may reroll it with Fortune (page 14).
func (e *env) blockProjectile(p Prompt) error {
	fi, c, _, err := e.casting()
	if err != nil {
		return err
	}
	ti := e.s.figure(p.Figure)
	need, ok := 0, false
	if ti >= 0 {
		need, ok = projectileBlockNeed(e.s, fi, ti, c)
	}
	if !ok {
		return refuse(CodeBadOption, "%s cannot block this projectile", "%s no puede bloquear este proyectil", p.Figure)
	}
	r, err := e.rollD6Against(ti, ruleBlockProjectile, need)
	if err != nil {
		return err
	}
	return e.offerFortune(&e.s.Figures[ti], r, r.failed())
}

// settleProjectileBlock applies a final block against a projectile: the
// hit is gone, or it lands with the shield's light cover.
func settleProjectileBlock(e *env, r RollRecord) error {
	_, c, _, err := e.casting()
	if err != nil {
		return err
	}
	if len(c.Hits) == 0 || c.Hits[0].Figure != r.Figure {
		return refuse(CodeBadState, "no projectile is about to hit %q", "ningún proyectil está a punto de alcanzar a %q", r.Figure)
	}
	blocked := !r.failed()
	e.emit(BlockRolled{Figure: r.Figure, Roll: r.Seq, Need: r.Target, Blocked: blocked})
	if blocked {
		c.Hits = c.Hits[1:]
	} else {
		c.Hits[0].Cover = max(c.Hits[0].Cover, 1)
	}
	return e.nextHit()
}
