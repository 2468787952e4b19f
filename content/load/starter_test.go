package load_test

import (
	"testing"

	"dun/content"
	"dun/content/load"
	"dun/content/starter"
)

func TestStarterLoads(t *testing.T) {
	p, errs := load.Packs(content.Effects, starter.Source())
	for _, e := range errs {
		t.Error(e)
	}
	for _, k := range content.Kinds {
		if len(p.List(k.Name)) == 0 {
			t.Errorf("the starter pack has no %s", k.Name)
		}
	}
}
