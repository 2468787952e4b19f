package board

import (
	"encoding/json"
	"testing"
)

func TestPosJSON(t *testing.T) {
	b, err := json.Marshal([]Pos{{3, 4}, {0, -1}})
	if err != nil || string(b) != "[[3,4],[0,-1]]" {
		t.Fatalf("marshal: %s, %v", b, err)
	}
	var p Pos
	if err := json.Unmarshal([]byte(" [ 7 , 2 ] "), &p); err != nil || p != (Pos{7, 2}) {
		t.Fatalf("unmarshal: %v, %v", p, err)
	}
	for _, bad := range []string{`{"X":1,"Y":2}`, `[1]`, `[1,2,3]`, `[1.5,2]`, `["1",2]`, `null`, `[1,null]`, `"1,2"`} {
		q := Pos{9, 9}
		if err := json.Unmarshal([]byte(bad), &q); err == nil {
			t.Errorf("%s: accepted as %v", bad, q)
		}
	}
}
