package setup

import (
	"dun/adp"
	"dun/content"
)

// The behaviour cards of the content pack carry text for people; what the
// Artificial Dark Player reads of each is below, by card ID (R301): the
// target priorities in order, the Leader's 1D3 table, and the few choices
// the card fixes. A card the table does not know keeps the general rules
// and ranks by distance.
var behaviourRules = map[string]adp.Card{
	"specific_leader": {
		Picks: []adp.Pick{adp.PickMostVP, adp.PickMostEngaged, adp.PickClosest}, NoSpread: true,
		Follow: adp.FollowNever,
		Leader: [3]adp.Pick{adp.PickClosest, adp.PickMostVP, adp.PickLowestCourage},
	},
	"aquatic": {
		Picks: []adp.Pick{adp.PickInWater, adp.PickEasiestToHit, adp.PickClosest}, NeverDisengage: true,
		Follow: adp.FollowWater,
		Leader: [3]adp.Pick{adp.PickClosest, adp.PickInWater, adp.PickLowestCourage},
	},
	"undead": {
		Picks: []adp.Pick{adp.PickNextToLeader, adp.PickClosest, adp.PickLowestCourage}, NeverDisengage: true,
		Leader: [3]adp.Pick{adp.PickClosest, adp.PickFewestVitality, adp.PickLowestCourage},
	},
	"animals_vermin": {
		Picks: []adp.Pick{adp.PickHurt, adp.PickSmallest, adp.PickClosest}, NeverDisengage: true,
		Push:   adp.PushNever,
		Leader: [3]adp.Pick{adp.PickClosest, adp.PickFewestVitality, adp.PickLowestCourage},
	},
	"large_huge": {
		Picks: []adp.Pick{adp.PickBestArmour, adp.PickClosest}, NoSpread: true,
		Leader: [3]adp.Pick{adp.PickClosest, adp.PickClosest, adp.PickLowestCourage},
	},
	"sorcerer": {
		Picks: []adp.Pick{adp.PickCaster, adp.PickLowestIntelligence}, Caster: true,
		Follow: adp.FollowNever,
		Leader: [3]adp.Pick{adp.PickClosest, adp.PickClosest, adp.PickLowestCourage},
	},
	"battle_sorcerer": {
		Picks: []adp.Pick{adp.PickEasiestToHit, adp.PickClosest}, Caster: true, SelfFirst: true,
		Leader: [3]adp.Pick{adp.PickClosest, adp.PickEasiestToHit, adp.PickLowestCourage},
	},
	"berserker": {
		Picks: []adp.Pick{adp.PickClosest, adp.PickMostVP}, NoSpread: true, MeleeOnly: true,
		NeverDisengage: true, NoShield: true, NoSupport: true,
		Leader: [3]adp.Pick{adp.PickClosest, adp.PickClosest, adp.PickLowestCourage},
	},
	"melee_fighter": {
		Picks: []adp.Pick{adp.PickEngaged, adp.PickEasiestToHit, adp.PickClosest}, NeverDisengage: true,
		Leader: [3]adp.Pick{adp.PickClosest, adp.PickEasiestToHit, adp.PickLowestCourage},
	},
	"ranged": {
		Picks: []adp.Pick{adp.PickLikelyShot, adp.PickWorstArmour, adp.PickClosest}, Ranged: true,
		Follow: adp.FollowNever,
		Leader: [3]adp.Pick{adp.PickClosest, adp.PickLikelyShot, adp.PickLowestCourage},
	},
	"flying": {
		Picks: []adp.Pick{adp.PickFree, adp.PickEasiestToHit, adp.PickClosest},
		Push:  adp.PushNever, Follow: adp.FollowNever,
		Leader: [3]adp.Pick{adp.PickClosest, adp.PickFree, adp.PickLowestCourage},
	},
}

// Behaviours returns the behaviour cards of pack p as the Artificial Dark
// Player reads them, by card ID: the name from the pack, the rest from the
// table above.
func Behaviours(p *content.Pack) map[string]adp.Card {
	out := map[string]adp.Card{}
	if p == nil {
		return out
	}
	for _, it := range p.List("behaviours") {
		b := it.(*content.Behaviour)
		c, ok := behaviourRules[b.ID]
		if !ok {
			c = adp.Card{Picks: []adp.Pick{adp.PickClosest}, Leader: [3]adp.Pick{adp.PickClosest, adp.PickEasiestToHit, adp.PickLowestCourage}}
		}
		c.ID, c.Name = b.ID, text(b.Name)
		out[b.ID] = c
	}
	return out
}

// DarkDeckCards are the Dark Player cards of the pack, as the Artificial
// Dark Player's set-up builds its decks from them (adp.BuildDecks).
func DarkDeckCards(p *content.Pack) []adp.DeckCard {
	var out []adp.DeckCard
	if p == nil {
		return out
	}
	for _, it := range p.List("dark_cards") {
		c := it.(*content.DarkCard)
		out = append(out, adp.DeckCard{ID: c.ID, Type: c.Type, Copies: max(c.Copies, 1)})
	}
	return out
}
