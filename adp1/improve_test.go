package adp1_test

import (
	"testing"

	"dun/adp1"
	"dun/rules"
)

// R893: the rules apply the earlier edition's improvement with the ADP as
// ImproveLeader reckons it, and the same extra actions.
func TestImprovementMatchesTheRules(t *testing.T) {
	for reserve := -3; reserve <= 40; reserve++ {
		for heroes := 1; heroes <= 5; heroes++ {
			want := adp1.ImproveLeader(reserve, false)
			v, a, left := rules.LeaderGainFirst(reserve, heroes)
			if v != want.Vitality || left != want.Reserve || a != adp1.LeaderExtraActions(heroes) {
				t.Fatalf("reserve %d, %d heroes: rules %d %d %d, adp1 %+v", reserve, heroes, v, a, left, want)
			}
		}
	}
}
