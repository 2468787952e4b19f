package adp

import (
	"testing"

	"dun/board"
	"dun/rules"
)

// faceOption finds what optionByID finds for the facing's ID.
func TestFaceOptionIsOptionByID(t *testing.T) {
	opts := []rules.Option{{ID: "face:orc-1:NE"}, {ID: "face:orc-10:N"}, {ID: "face:orc-1:N"}, {ID: "move:orc-1:(3,4)"}, {ID: "face:orc:1:N"}, {ID: "face:orc-1:NW"}}
	for _, id := range []string{"orc-1", "orc-10", "orc", "orc:1", "goblin", ""} {
		for d := board.North; d <= board.NorthWest; d++ {
			want, wok := optionByID(opts, "face:"+id+":"+d.String())
			got, ok := faceOption(opts, id, d)
			if ok != wok || got.ID != want.ID {
				t.Errorf("%s %s: %q %v, want %q %v", id, d, got.ID, ok, want.ID, wok)
			}
		}
	}
}
