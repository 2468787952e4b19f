package adp

import (
	"testing"

	"dun/board"
	"dun/rules"
)

// faceOption finds what optionByID finds for the facing's ID.
func TestFaceOptionIsOptionByID(t *testing.T) {
	opts := []rules.Option{{ID: "face:orc-1:NE"}, {ID: "face:orc-10:N"}, {ID: "face:orc-1:N"}, {ID: "move:orc-1:(3,4)"}, {ID: "face:orc:1:N"}, {ID: "face:orc-1:NW"}, {ID: "face:orc-1:N", Cost: 1}}
	for _, id := range []string{"orc-1", "orc-10", "orc", "orc:1", "goblin", ""} {
		for d := board.North; d <= board.NorthWest; d++ {
			want, wok := optionByID(opts, "face:"+id+":"+d.String())
			got, ok := faceOption(opts, id, d)
			if ok != wok || got.ID != want.ID {
				t.Errorf("%s %s: %q %v, want %q %v", id, d, got.ID, ok, want.ID, wok)
			}
			if k := faceOptions(opts, id)[d]; (k >= 0) != wok || k >= 0 && (opts[k].ID != want.ID || opts[k].Cost != want.Cost) {
				t.Errorf("faceOptions %s %s: %d, want %q %v", id, d, k, want.ID, wok)
			}
		}
	}
}

// optionByID given in parts finds what it finds given the joined ID.
func TestOptionByIDParts(t *testing.T) {
	opts := []rules.Option{{ID: "disengage:orc-1"}, {ID: "skill_action:orc-1:fly"}, {ID: "disengage:orc-10"}, {ID: "steal:gob:shara"}}
	for _, parts := range [][]string{
		{"disengage:", "orc-1"}, {"disengage:", "orc-10"}, {"disengage:", "orc"}, {"disengage:", ""},
		{"skill_action:", "orc-1", ":fly"}, {"skill_action:", "orc-1:", "fly"}, {"skill_action:", "orc-", ":fly"},
		{"steal:", "gob", ":", "shara"}, {"steal:", "gob", ":", ""}, {""}, {},
	} {
		joined := ""
		for _, p := range parts {
			joined += p
		}
		want, wok := optionByID(opts, joined)
		got, ok := optionByID(opts, parts...)
		if ok != wok || got.ID != want.ID {
			t.Errorf("%q: %q %v, want %q %v", parts, got.ID, ok, want.ID, wok)
		}
	}
}
