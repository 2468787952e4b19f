package rules

// The acting phase (page 18): after recovering, a figure may perform one
// Action and one move, in either order, and one Quick Action at no cost;
// it may give up its Action for a second Quick Action. A knocked-down
// figure that failed to rise may do none of these (page 42): its
// activation only ends.
//
// Every Action and Quick Action spends through spendAction and spendQuick,
// which refuse with a stable code when nothing is left.

// ActionLeft reports whether the Action of the activation is unused: not
// performed, and not given up for a second Quick Action.
func (a *Activation) ActionLeft() bool { return a.Action == "" && a.QuickActions < 2 }

// QuickActionsLeft is the Quick Actions the figure may still perform: two
// while its Action is unused (the second takes the Action's place), one
// once the Action is spent.
func (a *Activation) QuickActionsLeft() int {
	n := 1
	if a.Action == "" {
		n = 2
	}
	return max(n-a.QuickActions, 0)
}

// lying refuses anything but ending the activation to a knocked-down
// figure (page 42).
func lying(f *Figure) *RuleError {
	if f.Conditions.Has(KnockedDown) {
		return refuse(CodeCannotAct, "%s is knocked down: it may not move or act until it rises", "%s: una figura derribada no puede moverse ni actuar hasta que se levante", f.name())
	}
	return nil
}

// spendAction uses the active figure's Action for what (a rule's name,
// "run"), or refuses: the figure is knocked down (cannot_act), or the
// Action is spent or was given up for a second Quick Action (action_used).
func (e *env) spendAction(f *Figure, a *Activation, what string) *RuleError {
	if err := lying(f); err != nil {
		return err
	}
	if a.Action != "" {
		return refuse(CodeActionUsed, "%s has already used its Action (%s)", "%s ya ha usado su Acción (%s)", f.name(), a.Action)
	}
	if !a.ActionLeft() {
		return refuse(CodeActionUsed, "%s gave up its Action for a second Quick Action", "%s cambió su Acción por una segunda Acción rápida", f.name())
	}
	a.Action = what
	return nil
}

// spendQuick uses one of the active figure's Quick Actions, or refuses:
// the figure is knocked down (cannot_act), or it has none left
// (quick_action_used).
func (e *env) spendQuick(f *Figure, a *Activation) *RuleError {
	if err := lying(f); err != nil {
		return err
	}
	if a.QuickActionsLeft() == 0 {
		if a.Action != "" {
			return refuse(CodeQuickActionUsed, "%s has used its Quick Action and its Action", "%s ya ha usado su Acción rápida y su Acción", f.name())
		}
		return refuse(CodeQuickActionUsed, "%s has used both its Quick Actions", "%s ya ha usado sus dos Acciones rápidas", f.name())
	}
	a.QuickActions++
	return nil
}
