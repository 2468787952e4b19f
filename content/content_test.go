package content

import "testing"

func entry(kind, id, file string, override bool) Item {
	k, _ := KindNamed(kind)
	it := k.New()
	e := it.Base()
	e.ID, e.Override, e.At = id, override, Pos{File: file, Line: 1, Col: 3}
	return it
}

func TestMerge(t *testing.T) {
	base, later := NewPack(), NewPack()
	base.Add("skills", entry("skills", "a", "base.yaml", false))
	if errs := base.Add("skills", entry("skills", "a", "base2.yaml", true)); len(errs) != 1 ||
		errs[0].Error() != `base2.yaml:1:3: duplicate skills id "a": already defined at base.yaml:1:3` {
		t.Errorf("duplicate in a pack: %v", errs)
	}
	later.Add("skills", entry("skills", "a", "later.yaml", false))
	later.Add("lores", entry("lores", "a", "later.yaml", false)) // another kind: no clash
	later.Add("spells", entry("spells", "b", "later.yaml", true))
	errs := base.Merge(later)
	if len(errs) != 2 ||
		errs[0].Error() != `later.yaml:1:3: skills "a" is already defined at base.yaml:1:3; mark this one override: true to replace it` ||
		errs[1].Error() != `later.yaml:1:3: spells "b" has override: true but no earlier pack defines it` {
		t.Errorf("merge: %v", errs)
	}
	if _, ok := base.Get("lores", "a"); !ok {
		t.Error("lore a not added")
	}
	over := NewPack()
	over.Add("skills", entry("skills", "a", "over.yaml", true))
	if errs := base.Merge(over); len(errs) != 0 {
		t.Fatal(errs)
	}
	if it, _ := base.Get("skills", "a"); it.Base().At.File != "over.yaml" {
		t.Error("override did not replace")
	}
}

func TestRegistryTwice(t *testing.T) {
	r := NewRegistry()
	r.Register("x")
	defer func() {
		if recover() == nil {
			t.Error("no panic on a second registration")
		}
	}()
	r.Register("x")
}

func TestText(t *testing.T) {
	x := Text{En: "Fire", Es: "Fuego"}
	if x.In("es") != "Fuego" || x.In("en") != "Fire" || x.In("") != "Fire" {
		t.Error(x)
	}
}
