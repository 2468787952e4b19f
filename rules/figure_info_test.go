package rules

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// infoFields are FigureInfo's fields, each read by Figure's method of its
// name and written by Set and its name.
func infoFields() []reflect.StructField {
	return slices.Collect(reflect.TypeFor[FigureInfo]().Fields())
}

func infoGet(f *Figure, name string) reflect.Value {
	v := reflect.ValueOf(f).MethodByName(name).Call(nil)[0]
	if fd, _ := reflect.TypeFor[FigureInfo]().FieldByName(name); fd.Type.Kind() != reflect.Pointer && v.Kind() == reflect.Pointer {
		v = v.Elem() // Attrs, read through a pointer
	}
	return v
}

func infoSet(f *Figure, name string, v reflect.Value) {
	reflect.ValueOf(f).MethodByName("Set" + name).Call([]reflect.Value{v})
}

// other is a value of v's type that differs from v.
func other(v reflect.Value) reflect.Value {
	n := reflect.New(v.Type()).Elem()
	switch v.Kind() {
	case reflect.String:
		n.SetString(v.String() + "x")
	case reflect.Int:
		n.SetInt(v.Int() + 1)
	case reflect.Uint8:
		n.SetUint(v.Uint() + 1)
	case reflect.Bool:
		n.SetBool(!v.Bool())
	case reflect.Slice:
		n.Set(reflect.Append(v, reflect.Zero(v.Type().Elem())))
	case reflect.Pointer:
		if v.IsNil() {
			n.Set(reflect.New(v.Type().Elem()))
		}
	case reflect.Struct:
		n.Set(v)
		bumpFirst(n)
	default:
		panic("no other value of " + v.Type().String())
	}
	return n
}

// bumpFirst changes v, or its first field.
func bumpFirst(v reflect.Value) {
	if v.Kind() == reflect.Struct {
		bumpFirst(v.Field(0))
		return
	}
	v.Set(other(v))
}

// A zero Figure reads every field of its FigureInfo as zero and writes
// each; a figure whose info a write leaves all zero has none, as a zero
// figure.
func TestFigureInfoZero(t *testing.T) {
	for _, fd := range infoFields() {
		t.Run(fd.Name, func(t *testing.T) {
			var f Figure
			if v := infoGet(&f, fd.Name); !v.IsZero() {
				t.Fatalf("a zero figure's %s is %v", fd.Name, v)
			}
			want := other(infoGet(&f, fd.Name))
			infoSet(&f, fd.Name, want)
			if got := infoGet(&f, fd.Name); !reflect.DeepEqual(got.Interface(), want.Interface()) {
				t.Fatalf("set %v, read %v", want, got)
			}
			infoSet(&f, fd.Name, reflect.Zero(fd.Type))
			if f.info != nil {
				t.Fatalf("info left after %s went back to zero", fd.Name)
			}
			if !reflect.ValueOf(noInfo).IsZero() {
				t.Fatal("a write reached noInfo")
			}
		})
	}
}

// A figure's FigureInfo is shared by its copies (a state's clones), so
// a write through one copy must not reach another: each Set writes a
// copy of it, holding its own copy of what it is given, and what a
// getter returns has no spare capacity for an append to write into.
func TestFigureInfoCopyOnWrite(t *testing.T) {
	var f Figure
	for _, fd := range infoFields() {
		infoSet(&f, fd.Name, other(infoGet(&f, fd.Name)))
	}
	snap := *f.info.own()
	for _, fd := range infoFields() {
		g := f // shares f's info
		v := other(infoGet(&g, fd.Name))
		infoSet(&g, fd.Name, v)
		if !reflect.DeepEqual(*f.info, snap) {
			t.Fatalf("setting a copy's %s changed the original", fd.Name)
		}
		if v.Kind() == reflect.Slice {
			bumpFirst(v.Index(0))
			if reflect.DeepEqual(infoGet(&g, fd.Name).Interface(), v.Interface()) {
				t.Fatalf("Set%s kept the caller's slice", fd.Name)
			}
			if got := infoGet(&g, fd.Name); got.Cap() != got.Len() {
				t.Fatalf("%s has room for an append to write into", fd.Name)
			}
		}
	}
}

// figureJSON is Figure's fields and FigureInfo's, with the same types and
// tags, in the order the figure's JSON always had.
func TestFigureJSONFields(t *testing.T) {
	want := map[string]reflect.StructField{}
	for fd := range reflect.TypeFor[Figure]().Fields() {
		if fd.IsExported() {
			want[fd.Name] = fd
		}
	}
	for _, fd := range infoFields() {
		if _, dup := want[fd.Name]; dup {
			t.Fatalf("%s is in Figure and FigureInfo", fd.Name)
		}
		want[fd.Name] = fd
	}
	var keys []string
	for fd := range reflect.TypeFor[figureJSON]().Fields() {
		w, ok := want[fd.Name]
		if !ok {
			t.Fatalf("figureJSON.%s is no field of Figure or FigureInfo", fd.Name)
		}
		if w.Type != fd.Type || w.Tag != fd.Tag {
			t.Fatalf("figureJSON.%s is %v %s, the figure's %v %s", fd.Name, fd.Type, fd.Tag, w.Type, w.Tag)
		}
		delete(want, fd.Name)
		keys = append(keys, strings.Split(fd.Tag.Get("json"), ",")[0])
	}
	for name := range want {
		t.Fatalf("figureJSON has no %s", name)
	}
	const order = "id name side hero facing flying conditions size at attrs wounds mana_used mana_racial fortune_used items skills marks wounds_recent fear_immune shielding searched shot_defensively potion_combat leader last_kill potion_bonus owner level spells sorcery boons aid_turn behaviour vp attacked activated down_last_activation moved_last_activation on_difficult left netted coins quest_fortune injuries race alignment kind hates secondary shape quarry power vanished skill_uses last_skills hunts profile extra_actions riding rider saddle reins provokers riderless_hits"
	if got := strings.Join(keys, " "); got != order {
		t.Fatalf("the figure's JSON fields are in the order\n%s\nnot\n%s", got, order)
	}
}

// A figure with every field set, its FigureInfo's included, reads back as
// it was written; a zero one has no FigureInfo once read.
func TestFigureJSONRoundTrip(t *testing.T) {
	var f Figure
	for _, fd := range infoFields() {
		infoSet(&f, fd.Name, other(infoGet(&f, fd.Name)))
	}
	f.ID = "f"
	f.Size = SizeLarge
	f.Wounds = 2
	f.Skills = []string{"a"}
	f.SetLeader(true)
	for _, in := range []Figure{f, {}} {
		js, err := json.Marshal(in)
		if err != nil {
			t.Fatal(err)
		}
		var out Figure
		if err := json.Unmarshal(js, &out); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(in, out) {
			t.Fatalf("%s read back as %+v", js, out)
		}
	}
	if err := json.Unmarshal([]byte(`{"id":"f","nickname":"x"}`), new(Figure)); err == nil {
		t.Fatal("a figure with an unknown field was read")
	}
}
