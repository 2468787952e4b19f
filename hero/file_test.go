package hero

import (
	"strings"
	"testing"
)

// A hero file's mistakes of form are file:line:column, all in one error.
func TestParseRefuses(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"empty", "", "t.yaml:1:1: the file is empty"},
		{"no class", "name: X\nrace: human\n", `t.yaml:1:1: hero: missing "class"`},
		{"unknown key", "name: X\nrace: human\nclass: warrior\nlevel: 3\n", `t.yaml:4:1: hero: unknown field "level"`},
		{"unknown attribute", "name: X\nrace: human\nclass: warrior\ndevelopment: {luck: 1}\n", `t.yaml:4:15: development: unknown field "luck"`},
		{"a raise of 0", "name: X\nrace: human\nclass: warrior\ndevelopment: {combat: 0}\n", "t.yaml:4:23: development combat: 0 is out of range 1-8"},
		{"a raise in words", "name: X\nrace: human\nclass: warrior\ndevelopment: {combat: lots}\n", `t.yaml:4:23: development combat: want a whole number, not "lots"`},
		{"an attribute twice", "name: X\nrace: human\nclass: warrior\ndevelopment: {combat: 1, combat: 1}\n", "t.yaml:4:26"},
		{"a name without Spanish", "name: {en: X}\nrace: human\nclass: warrior\n", `t.yaml:1:7: name: missing "es"`},
		{"solo as a word", "name: X\nrace: human\nclass: warrior\nsolo: yes\n", `t.yaml:4:7: solo: want true or false, not "yes"`},
		{"a skill that is not an ID", "name: X\nrace: human\nclass: warrior\nskills: [Iron Will]\n", `t.yaml:4:10: skills[0]: "Iron Will" is not an ID`},
		{"two problems", "name: X\nrace: Human\nclass: warrior\nsolo: 1\n", "t.yaml:2:7: race: \"Human\" is not an ID"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("t.yaml", []byte(c.src))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v; want %q", err, c.want)
			}
		})
	}
}

// "+1" reads as 1; the ID is the file's name unless the file gives one.
func TestParseReads(t *testing.T) {
	f, err := Parse("dir/My Hero.yaml", []byte("name: {en: Ysolde, es: Ysolda}\nrace: human\nclass: ranger\ndevelopment: {shooting: +2}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if f.ID.Value != "my_hero" || f.Name.In("es") != "Ysolda" || len(f.Development) != 1 || f.Development[0].By != 2 {
		t.Errorf("%+v", f)
	}
	f, _ = Parse("x.yaml", []byte("id: ysolde\nname: Y\nrace: human\nclass: ranger\n"))
	if f.ID.Value != "ysolde" || f.Name.In("es") != "Y" {
		t.Errorf("id %q, name %q", f.ID.Value, f.Name.In("es"))
	}
}

// Unusual choices are allowed and said: a class outside the race's list
// of page 78 (R1261), development points left over.
func TestWarnings(t *testing.T) {
	s := mustCheck(t, heroYAML("orc", "knight", "development: {combat: 1}"))
	got := s.Warnings.In("en")
	for _, want := range []string{"t.yaml:3:8: Knight is not among the usual classes of the Orc race (page 78)", "t.yaml:4:23: 7 of the 8 development points are left unspent"} {
		if !strings.Contains(got, want) {
			t.Errorf("warnings\n%s\nwant %q", got, want)
		}
	}
	if !strings.Contains(s.Warnings.In("es"), "no está entre las profesiones habituales de la raza Orco") {
		t.Errorf("Spanish warnings %s", s.Warnings.In("es"))
	}
	s = mustCheck(t, heroYAML("human", "warrior", "equipment: [shield, buckler]"))
	if !strings.Contains(s.Warnings.In("en"), "over the limits of page 79") {
		t.Errorf("an overloaded hero is not warned: %v", s.Warnings)
	}
}

// Two figures of one sheet share no memory.
func TestFigureIsFresh(t *testing.T) {
	s := checkFile(t, starterPack(t), "../examples/heroes/aelis.yaml")
	a, _ := s.Figure()
	b, _ := s.Figure()
	a.Items[0].Place = 3
	a.Skills[0] = "x"
	a.Spells[0].Casts = 2
	if b.Items[0].Place == 3 || b.Skills[0] == "x" || b.Spells[0].Casts == 2 {
		t.Error("two figures of a sheet share memory")
	}
}

// FuzzParse: no input makes the parser (or the check after it) panic,
// and every refusal names the file.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"name: X\nrace: human\nclass: warrior\n",
		"name: {en: A, es: B}\nrace: elf\nclass: wizard\ndevelopment: {mana: 2, intelligence: +1}\nspells: [fireball]\nequipment: [staff]\nsolo: true\n",
		"name: X\nrace: orc\nclass: ranger\nskills: [eagle_eye]\nhates: [elf]\ncompanion: wolf\nnotes: {en: a, es: b}\n",
		"- a\n- b\n", "name: &a X\nrace: *a\n", "{",
	} {
		f.Add([]byte(s))
	}
	p := starterPack(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		h, err := Parse("f.yaml", src)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f.yaml:") {
				t.Fatalf("refusal without the file: %v", err)
			}
			return
		}
		s, err := Check(p, h)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f.yaml:") {
				t.Fatalf("problem without the file: %v", err)
			}
			return
		}
		if _, err := s.Figure(); err != nil {
			t.Fatalf("a checked hero does not build: %v", err)
		}
	})
}
