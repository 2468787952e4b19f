package setup

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"dun/content"
	"dun/rules"
)

// Every skill of the starter pack is either played by the rules or listed
// as waiting with a reason, never both and never neither; the pack and
// the rules agree on what an implemented skill is (its effect and
// parameters, name, use and minimum); and `dun content list` tells the
// truth: it asks the rules whether they play the skill, and the effect
// of every skill they play is registered. An effect may be registered
// for a waiting skill when an implemented one names it too (Hardy and
// Iron Will both name attribute_bonus).
func TestEverySkillImplementedOrWaiting(t *testing.T) {
	sharedEffect := func(effect string) bool {
		for _, s := range rules.Skills() {
			if s.Implemented && s.Effect == effect {
				return true
			}
		}
		return false
	}
	p := starterPack(t)
	known := map[string]rules.SkillInfo{}
	for _, s := range rules.Skills() {
		if _, dup := known[s.ID]; dup {
			t.Errorf("skill %s is both implemented and waiting", s.ID)
		}
		known[s.ID] = s
		if s.Implemented && s.Waiting != "" {
			t.Errorf("skill %s is implemented and still says it waits: %s", s.ID, s.Waiting)
		}
		if !s.Implemented && s.Waiting == "" {
			t.Errorf("skill %s waits for nothing", s.ID)
		}
	}
	implemented := 0
	for _, it := range p.List("skills") {
		sk := it.(*content.Skill)
		info, ok := known[sk.ID]
		if !ok {
			t.Errorf("skill %s of the pack is neither implemented nor listed as waiting", sk.ID)
			continue
		}
		delete(known, sk.ID)
		listed := content.Implemented(content.Effects, sk.Effect)
		if info.Implemented != rules.SkillImplemented(sk.ID) {
			t.Errorf("skill %s: Skills says implemented %v, SkillImplemented the opposite", sk.ID, info.Implemented)
		}
		if !info.Implemented {
			if listed && !sharedEffect(sk.Effect.ID) {
				t.Errorf("skill %s waits (%s) but its effect %s is registered and no implemented skill names it", sk.ID, info.Waiting, sk.Effect.ID)
			}
			continue
		}
		implemented++
		if !listed {
			t.Errorf("skill %s is implemented but its effect %s is not registered", sk.ID, sk.Effect.ID)
		}
		if info.Effect != sk.Effect.ID {
			t.Errorf("skill %s: the rules play effect %s, the pack names %s", sk.ID, info.Effect, sk.Effect.ID)
		}
		if !sameValues(info.Values, sk.Effect.Params) {
			t.Errorf("skill %s: the rules play with %v, the pack says %v", sk.ID, info.Values, sk.Effect.Params)
		}
		if info.Name.En != sk.Name.En || info.Name.Es != sk.Name.Es {
			t.Errorf("skill %s: the rules call it %v, the pack %v", sk.ID, info.Name, sk.Name)
		}
		if info.Active != (sk.Use == "active") || info.Reaction != sk.Reaction {
			t.Errorf("skill %s: active %v, reaction %v in the rules, use %s, reaction %v in the pack", sk.ID, info.Active, info.Reaction, sk.Use, sk.Reaction)
		}
		var attr string
		var val int
		if sk.Minimum != nil {
			attr, val = sk.Minimum.Attribute, sk.Minimum.Value
		}
		if info.MinimumAttribute != attr || info.MinimumValue != val {
			t.Errorf("skill %s: minimum %s %d in the rules, %s %d in the pack", sk.ID, info.MinimumAttribute, info.MinimumValue, attr, val)
		}
	}
	for id := range known {
		t.Errorf("the rules know skill %s, which the starter pack does not have", id)
	}
	t.Logf("%d skills implemented", implemented)
}

func sameValues(rules map[string]any, pack map[string]any) bool {
	if len(rules) == 0 && len(pack) == 0 {
		return true
	}
	return reflect.DeepEqual(normalise(rules), normalise(pack))
}

func normalise(m map[string]any) map[string]string {
	out := map[string]string{}
	for k, v := range m {
		out[k] = fmt.Sprint(v)
	}
	return out
}

// Skills that share an effect declare the same parameters, and a pending
// declaration the pack keeps for an effect the engine now registers
// (kept so that package content loads the pack on its own) agrees with
// the registration (docs/content-format.md).
func TestSkillEffectsAgree(t *testing.T) {
	byEffect := map[string][]rules.SkillParam{}
	for _, s := range rules.Skills() {
		if !s.Implemented {
			continue
		}
		if prev, ok := byEffect[s.Effect]; ok && !slices.Equal(prev, s.Params) {
			t.Errorf("effect %s: skills declare different parameters %v and %v", s.Effect, prev, s.Params)
		}
		byEffect[s.Effect] = s.Params
	}
	p := starterPack(t)
	ids, params := SkillEffects()
	for _, id := range ids {
		got, ok := content.Effects.Lookup(id)
		if !ok {
			t.Errorf("effect %s is not registered", id)
			continue
		}
		if !reflect.DeepEqual(got, params[id]) {
			t.Errorf("effect %s registered with %v, the rules declare %v", id, got, params[id])
		}
		it, ok := p.Get("effects", id)
		if !ok {
			continue
		}
		pending := it.(*content.Pending).Params
		if len(pending) != len(got) {
			t.Errorf("effect %s: the pack's pending declaration has %d parameters, the registration %d", id, len(pending), len(got))
			continue
		}
		for i := range got {
			if pending[i].Name != got[i].Name || pending[i].Type != got[i].Type || pending[i].Required != got[i].Required {
				t.Errorf("effect %s: parameter %d is %+v in the pack, %+v registered", id, i, pending[i], got[i])
			}
		}
	}
}

// Setup checks the minimum attributes of the skills it gives (page 110):
// every predesigned hero and creature of the starter pack can use its
// skills, except the cases listed, which the rules refuse in play (R237).
func TestSkillMinimums(t *testing.T) {
	known := map[string]bool{
		"goblin_chieftain tricky_fighter": true, // Intelligence 3 in the profile, 4 needed
	}
	p := starterPack(t)
	check := func(who string, f rules.Figure) {
		for _, id := range f.Skills {
			it, ok := p.Get("skills", id)
			if !ok {
				t.Errorf("%s: unknown skill %s", who, id)
				continue
			}
			sk := it.(*content.Skill)
			if sk.Minimum == nil {
				continue
			}
			at, ok := penaltyAttributes[sk.Minimum.Attribute]
			if !ok {
				t.Errorf("%s: skill %s: unknown attribute %s", who, id, sk.Minimum.Attribute)
				continue
			}
			below := at.Of(f.Attrs()) < sk.Minimum.Value
			if below != known[who+" "+id] {
				t.Errorf("%s: skill %s needs %s %d, has %d (listed as below: %v)", who, id, sk.Minimum.Attribute, sk.Minimum.Value, at.Of(f.Attrs()), known[who+" "+id])
			}
		}
	}
	for _, it := range p.List("heroes") {
		f, err := Hero(p, it.Base().ID)
		if err != nil {
			t.Fatal(err)
		}
		check(it.Base().ID, f)
	}
	prof := Creatures(p)
	for _, it := range p.List("creatures") {
		if f, ok := prof(it.Base().ID); ok {
			check(it.Base().ID, f)
		}
	}
}
