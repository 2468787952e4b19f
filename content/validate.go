package content

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
)

var (
	refType    = reflect.TypeFor[Ref]()
	effectType = reflect.TypeFor[EffectUse]()
)

// Validate checks what only the whole pack can tell: references name
// entries that exist, effects are registered in reg or declared pending,
// with parameters of the right names and types, properties belong to
// their equipment type, ranges are ordered, dice tables cover every
// result once, and spawn tables can be paid. Every problem is reported.
func (p *Pack) Validate(reg *Registry) []Error {
	v := &validator{p: p, reg: reg}
	for _, k := range Kinds {
		for _, it := range p.List(k.Name) {
			v.walk(reflect.ValueOf(it).Elem(), it.Base().At)
			v.entry(it)
		}
	}
	return SortErrors(v.errs)
}

type validator struct {
	p    *Pack
	reg  *Registry
	errs []Error
}

func (v *validator) add(at Pos, format string, a ...any) {
	v.errs = append(v.errs, Error{at, fmt.Sprintf(format, a...)})
}

// walk checks the references and effects inside val, a struct, slice or
// pointer; at is the nearest known position.
func (v *validator) walk(val reflect.Value, at Pos) {
	switch val.Kind() {
	case reflect.Pointer:
		if !val.IsNil() {
			v.walk(val.Elem(), at)
		}
	case reflect.Slice:
		for i := range val.Len() {
			v.walk(val.Index(i), at)
		}
	case reflect.Struct:
		if val.Type() == effectType {
			v.effect(val.Addr().Interface().(*EffectUse))
			return
		}
		if f := val.FieldByName("At"); f.IsValid() && f.Type() == reflect.TypeFor[Pos]() && f.Interface().(Pos).File != "" {
			at = f.Interface().(Pos)
		}
		t := val.Type()
		for i := range t.NumField() {
			sf, fv := t.Field(i), val.Field(i)
			if kinds := sf.Tag.Get("ref"); kinds != "" {
				v.refs(fv, strings.Split(kinds, "|"))
				continue
			}
			v.walk(fv, at)
		}
	}
}

// refs checks the Ref, *Ref or []Ref in val.
func (v *validator) refs(val reflect.Value, kinds []string) {
	switch {
	case val.Type() == refType:
		r := val.Interface().(Ref)
		if r.ID == "" {
			return
		}
		for _, k := range kinds {
			if _, ok := v.p.Get(k, r.ID); ok {
				return
			}
		}
		v.add(r.At, "unknown %s %q", strings.Join(kinds, " or "), r.ID)
	case val.Kind() == reflect.Pointer || val.Kind() == reflect.Slice:
		if val.Kind() == reflect.Pointer && val.IsNil() {
			return
		}
		if val.Kind() == reflect.Pointer {
			v.refs(val.Elem(), kinds)
			return
		}
		for i := range val.Len() {
			v.refs(val.Index(i), kinds)
		}
	}
}

func (v *validator) effect(use *EffectUse) {
	exists := func(kind, id string) bool { _, ok := v.p.Get(kind, id); return ok }
	if params, ok := v.reg.Lookup(use.ID); ok {
		checkParams(use, params, exists, v.add)
		return
	}
	if it, ok := v.p.Get("effects", use.ID); ok {
		checkParams(use, it.(*Pending).Params, exists, v.add)
		return
	}
	v.add(use.At, "unknown effect %q: the engine does not implement it and no effects file declares it pending", use.ID)
}

// entry checks what is particular to one kind.
func (v *validator) entry(it Item) {
	switch e := it.(type) {
	case *Race:
		t := reflect.ValueOf(e.Attributes)
		for i := range t.NumField() {
			if r, ok := t.Field(i).Interface().(AttrRange); ok && r.Min > r.Max {
				v.add(r.At, "minimum %d is above maximum %d", r.Min, r.Max)
			}
		}
		v.raceLores(e)
	case *Class:
		for _, l := range e.Learning {
			if l.From > l.To {
				v.add(l.At, "learning range %d-%d is empty", l.From, l.To)
			}
		}
		if e.Spells > 0 && len(e.Lores) == 0 {
			v.add(e.KeyAt["spells"], "a class without lores knows no spells")
		}
	case *Equipment:
		v.equipment(e)
	case *Behaviour:
		if n := len(e.Leader); n != 0 && n != 3 {
			v.add(e.KeyAt["leader"], "the Leader's table has one line per result of 1D3, not %d", n)
		}
	case *Treasure:
		v.table(e.Rows, e.Dice, e.KeyAt["rows"])
	case *Furniture:
		switch {
		case len(e.Search) > 0 && e.SearchDice == "":
			v.add(e.KeyAt["search"], "a search table needs search_dice")
		case len(e.Search) > 0:
			v.table(e.Search, e.SearchDice, e.KeyAt["search"])
		}
		switch {
		case e.BlunderTrap && e.Element != "furniture":
			// Page 48 names searching furniture, not special elements.
			v.add(e.KeyAt["blunder_trap"], "only furniture hides a blunder trap")
		case e.BlunderTrap && e.SearchDice != "2D6":
			// A blunder is a double 1 (page 14): one die never makes it.
			v.add(e.KeyAt["blunder_trap"], "a blunder trap needs a 2D6 search table")
		}
	case *Faction:
		v.faction(e)
	case *Spell:
		switch {
		case (e.Area == "aura" || e.Area == "line" || e.Area == "cone") && e.Radius == 0:
			v.add(e.KeyAt["area"], "area %s needs a radius", e.Area)
		case e.Area != "aura" && e.Area != "line" && e.Area != "cone" && e.Radius != 0:
			v.add(e.KeyAt["radius"], "a radius belongs to area aura, line or cone, not %s", e.Area)
		case (e.Area == "section" || e.Area == "all") && e.Nature == "projectile":
			// A magic projectile is drawn as a line like a shot (page 40,
			// R1102).
			v.add(e.KeyAt["area"], "a magic projectile cannot have area %s", e.Area)
		}
	case *Hero:
		v.heroSpells(e)
	case *Achievement:
		v.achievement(e)
	case *Pending:
		for _, p := range e.Params {
			if (len(p.Values) > 0 || p.Ref != "") && p.Type != ParamString {
				v.add(e.KeyAt["params"], "parameter %q: values and ref belong to string parameters", p.Name)
			}
			if _, ok := KindNamed(p.Ref); p.Ref != "" && !ok {
				v.add(e.KeyAt["params"], "parameter %q refers to %q, which is not a kind", p.Name, p.Ref)
			}
		}
	}
}

// achievement checks a line of the Achievement card: its happenings are
// of one side and named once, a level goes with enemy_defeated alone, and
// it earns either points or, for hero_knocked_out alone, the hero's Value
// Points.
func (v *validator) achievement(a *Achievement) {
	dark := 0
	for k, t := range a.Triggers {
		if slices.Contains(DarkTriggers, t) {
			dark++
		}
		if slices.Contains(a.Triggers[:k], t) {
			v.add(a.KeyAt["triggers"], "%s is named twice", t)
		}
	}
	only := func(t string) bool { return len(a.Triggers) == 1 && a.Triggers[0] == t }
	switch {
	case dark != 0 && dark != len(a.Triggers):
		v.add(a.KeyAt["triggers"], "a line earns points for one side: %v mixes the Dark Player's happenings (%s) with the heroes'", a.Triggers, strings.Join(DarkTriggers, ", "))
	case a.Level != "" && !only("enemy_defeated"):
		v.add(a.KeyAt["level"], "level belongs to a line whose only trigger is enemy_defeated")
	case a.VP && !only("hero_knocked_out"):
		v.add(a.KeyAt["vp"], "vp (the knocked-out hero's Value Points) belongs to a line whose only trigger is hero_knocked_out")
	case a.VP && a.Points != 0:
		v.add(a.KeyAt["points"], "a line earns either points or vp, not both")
	case !a.VP && a.Points == 0:
		v.add(a.At, "a line earns points: give points (1-99) or vp: true")
	}
}

// raceLores checks that a race narrows a class's lores to lores of that
// class (page 78: "Tribal magic only" for a sorcerer, whose card has it).
func (v *validator) raceLores(r *Race) {
	for _, cl := range r.ClassLores {
		it, ok := v.p.Get("classes", cl.Class.ID)
		if !ok {
			continue // reported as an unknown reference
		}
		for _, l := range cl.Lores {
			if !slices.ContainsFunc(it.(*Class).Lores, func(c Ref) bool { return c.ID == l.ID }) {
				v.add(l.At, "lore %s is not one class %s may learn", l.ID, cl.Class.ID)
			}
		}
	}
}

// heroSpells checks that a hero's spells belong to lores its class may
// learn (page 77: a class card names its lores).
func (v *validator) heroSpells(h *Hero) {
	it, ok := v.p.Get("classes", h.Class.ID)
	if !ok {
		return // reported as an unknown reference
	}
	lores := map[string]bool{}
	for _, l := range it.(*Class).Lores {
		lores[l.ID] = true
	}
	for _, r := range h.Spells {
		s, ok := v.p.Get("spells", r.ID)
		if !ok {
			continue
		}
		if l := s.(*Spell).Lore.ID; !lores[l] {
			v.add(r.At, "spell %q is of lore %s, which class %s may not learn", r.ID, l, h.Class.ID)
		}
	}
}

func (v *validator) equipment(e *Equipment) {
	val := reflect.ValueOf(e).Elem()
	t := val.Type()
	for i := range t.NumField() {
		sf := t.Field(i)
		types := sf.Tag.Get("for")
		if types == "" || val.Field(i).IsZero() {
			continue
		}
		if !strings.Contains("|"+types+"|", "|"+e.Type+"|") {
			key := sf.Tag.Get("key")
			v.add(e.KeyAt[key], "%s is a property of %s equipment, not of %s", key, strings.ReplaceAll(types, "|", " or "), e.Type)
		}
	}
	if r := e.Range; r != nil && (r.Squares == 0) == (r.Times == 0) {
		v.add(r.At, "a range gives either squares or strength_times")
	}
}

// table checks that rows cover every result of dice once, in order.
func (v *validator) table(rows []Find, dice string, at Pos) {
	lo, hi := 1, 6
	switch dice {
	case "2D6":
		lo, hi = 2, 12
	case "deck":
		// A deck numbers its cards from 1, as many as its rows say.
		hi = 0
		for _, r := range rows {
			hi = max(hi, r.To)
		}
		if len(rows) == 0 {
			v.add(at, "a deck needs at least one card")
			return
		}
	}
	next := lo
	for _, r := range rows {
		switch {
		case r.From > r.To:
			v.add(r.At, "row %d-%d is empty", r.From, r.To)
			return
		case r.From != next:
			v.add(r.At, "row %d-%d should start at %d", r.From, r.To, next)
			return
		case r.To > hi:
			v.add(r.At, "row %d-%d goes beyond %d, the most %s gives", r.From, r.To, hi, dice)
			return
		}
		next = r.To + 1
	}
	if next <= hi {
		v.add(at, "the rows stop at %d; %s gives up to %d", next-1, dice, hi)
	}
}

// faction checks that its leaders and spawned creatures are its own, that
// every column covers 1 to 10 and that every cell costs what it says.
func (v *validator) faction(f *Faction) {
	own := map[string]bool{}
	for _, r := range f.Creatures {
		own[r.ID] = true
	}
	for _, r := range f.Leaders {
		if !own[r.ID] {
			v.add(r.At, "leader %q is not one of the faction's creatures", r.ID)
		}
	}
	for _, col := range f.Spawn {
		next := 1
		for _, row := range col.Rows {
			if row.From != next || row.From > row.To {
				v.add(row.At, "row %d-%d should start at %d and not end before it starts", row.From, row.To, next)
			}
			next = row.To + 1
			v.pay(row, own)
		}
		if next <= 10 {
			v.add(col.At, "the rows stop at %d; with modifiers 1D6 reaches 10", next-1)
		}
	}
}

// pay checks that the creatures of row are the faction's, that their
// equipment is among their options, and that the row's VP is their cost.
func (v *validator) pay(row Row, own map[string]bool) {
	total, known := 0, true
	for _, s := range row.Spawn {
		it, ok := v.p.Get("creatures", s.Creature.ID)
		if !ok {
			known = false // reported as an unknown reference
			continue
		}
		if !own[s.Creature.ID] {
			v.add(s.Creature.At, "creature %q is not one of the faction's creatures", s.Creature.ID)
		}
		c := it.(*Creature)
		cost := c.VP
		for _, w := range s.With {
			found := false
			for _, o := range c.Options {
				if o.Item.ID == w.ID {
					cost += o.VP
					found = true
				}
			}
			if !found {
				v.add(w.At, "%q is not an option of creature %q", w.ID, c.ID)
				known = false
			}
		}
		total += s.Count * cost
	}
	if known && total != row.VP {
		v.add(row.At, "the row says %d VP but its creatures cost %d: it cannot be paid as written", row.VP, total)
	}
}
