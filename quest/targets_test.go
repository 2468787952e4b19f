package quest

import "testing"

// Page 62, "Specific target": a creature or the Leader may carry the ID of
// the figure the quest gives it to eliminate, a hero's (unknown to the
// sheet) or an NPC's.
func TestSpecificTargets(t *testing.T) {
	src := head + body + `npcs:
  - {id: hermit, name: {en: Hermit, es: Ermitaño}}
leader: {kind: orc-chief, target: shara}
creatures:
  - {kind: orc, at: [4, 1], facing: W, target: hermit}
  - {kind: orc, at: [5, 1], facing: W}
`
	q, err := Parse("targets.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if q.Leader.Target != "shara" || q.Creatures[0].Target != "hermit" || q.Creatures[1].Target != "" {
		t.Fatalf("leader %q, creatures %q %q", q.Leader.Target, q.Creatures[0].Target, q.Creatures[1].Target)
	}
}
