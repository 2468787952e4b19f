package adp

import (
	"slices"
	"strconv"

	"dun/board"
	"dun/rules"
)

// Target selection (page 61): enemies not yet attacked this turn first
// (unless the card ignores the spread), then the card's priorities, then
// one at random among equals. A Leader replaces the card's priorities by
// the pick its 1D3 gives on the card's Leader table (page 64) and ignores
// the spread (R303).

// candidate is one enemy the active creature can attack this activation
// and the cheapest way it found to do it.
type candidate struct {
	ti     int  // the target's index in the state
	ranged bool // a shot, not a melee attack
	// effort: 0 attack now, 1 after turning, 2 after moving.
	effort int
	cost   int          // Movement points spent on the way
	first  rules.Option // the option that starts the way
}

// pickText describes each pick in reasons.
var pickText = map[Pick]rules.Text{
	PickEngaged:            {En: "it is engaged with it", Es: "está trabado con él"},
	PickEasiestToHit:       {En: "the easiest to hit", Es: "el más fácil de impactar"},
	PickLikelyShot:         {En: "the shot most likely to hit", Es: "el disparo con más probabilidad de acertar"},
	PickClosest:            {En: "the closest", Es: "el más cercano"},
	PickLowestCourage:      {En: "the lowest Courage", Es: "el de menos Valor"},
	PickFewestVitality:     {En: "the fewest Vitality points left", Es: "el de menos puntos de Vitalidad restantes"},
	PickWorstArmour:        {En: "the worst Armour", Es: "el de peor Armadura"},
	PickBestArmour:         {En: "the best Armour", Es: "el de mejor Armadura"},
	PickMostVP:             {En: "the most VP", Es: "el de más PV"},
	PickLowestIntelligence: {En: "the lowest Intelligence", Es: "el de menos Inteligencia"},
	PickNextToLeader:       {En: "it stands next to the Leader", Es: "está junto al Líder"},
	PickSmallest:           {En: "the smallest", Es: "el más pequeño"},
	PickHurt:               {En: "it is down, stunned or wounded", Es: "está derribado, aturdido o herido"},
	PickFree:               {En: "nobody holds it in melee", Es: "nadie lo tiene trabado"},
	PickMostEngaged:        {En: "engaged with the most allies", Es: "trabado con más aliados"},
	PickInWater:            {En: "it stands in deep water", Es: "está en aguas profundas"},
	PickCaster:             {En: "it casts spells", Es: "lanza hechizos"},
}

// spreadText and randomText describe the first and last criteria.
var (
	spreadText = rules.Text{En: "not attacked yet this turn", Es: "no ha recibido ataques en este turno"}
	randomText = rules.Text{En: "drawn at random among equals", Es: "elegido al azar entre iguales"}
)

// stableRoll is the book's random choice made reproducible: a number from
// 0 to n-1 drawn from a hash of the turn and the given words (R302).
func stableRoll(turn int, n int, words ...string) int {
	var buf [20]byte
	h := fnv64a(fnvOffset, strconv.AppendInt(buf[:0], int64(turn), 10))
	for _, w := range words {
		h = fnv64a(h, zero[:])
		h = fnv64a(h, w)
	}
	return int(h % uint64(n))
}

// FNV-1a (hash/fnv's New64a) over bytes or a string, without the
// hasher's allocation and the strings' copies.
const (
	fnvOffset uint64 = 14695981039346656037
	fnvPrime  uint64 = 1099511628211
)

var zero [1]byte

func fnv64a[T string | []byte](h uint64, b T) uint64 {
	for i := 0; i < len(b); i++ {
		h ^= uint64(b[i])
		h *= fnvPrime
	}
	return h
}

// leaderRoll is the Leader's 1D3 for its current action (page 64): a new
// roll at the start of the activation and for each new action.
func leaderRoll(s *rules.State, f *rules.Figure) int {
	n := 0
	if a := s.Active; a != nil && a.Figure == f.ID {
		n = a.Attacks + a.Shots
	}
	return 1 + stableRoll(s.Turn, 3, f.ID, "d3", strconv.Itoa(n))
}

// criteria returns the ordered criteria for figure f: the spread (or
// not), then the picks, with the reason of a Leader's roll.
func (p *Player) criteria(s *rules.State, f *rules.Figure, card Card) (spread bool, picks []Pick, note rules.Text) {
	if f.Leader() {
		r := leaderRoll(s, f)
		pk := card.Leader[r-1]
		if pk == "" {
			pk = PickClosest
		}
		n := strconv.Itoa(r)
		return false, []Pick{pk}, rules.Text{
			En: "Leader's 1D3 = " + n + " (" + pickText[pk].En + "); ",
			Es: "1D3 del Líder = " + n + " (" + pickText[pk].Es + "); ",
		}
	}
	picks = card.Picks
	if len(picks) == 0 {
		picks = fallbackCard.Picks
	}
	return !card.NoSpread, picks, rules.Text{}
}

// judge scores enemies for figure fi: lower is better, criterion by
// criterion.
type judge struct {
	s       *rules.State
	fi      int
	from    rules.Figure // fi, where the distances are measured from
	dist    *distances   // measured when a criterion first asks
	leaders []int
	// engagers are fi's (rules.Engagers), listed when a criterion first
	// asks.
	engagers []string
	engaged  bool
}

// newJudge measures from figure fi's square, or, with fromStart, from
// where it began its activation: the target it set out for then stays the
// closest once it has moved. Give it back with release. (A value: the
// caller keeps it on its stack.)
func newJudge(s *rules.State, fi int, fromStart bool) judge {
	j := judge{s: s, fi: fi, from: s.Figures[fi]}
	if a := s.Active; fromStart && a != nil && a.Figure == j.from.ID {
		j.from.At = a.Start
	}
	for i := range s.Figures {
		o := &s.Figures[i]
		if o.Leader() && o.Side == s.Figures[fi].Side && o.Present() {
			j.leaders = append(j.leaders, i)
		}
	}
	return j
}

// release gives back the distances' search, if one was made.
func (j *judge) release() {
	if j.dist != nil {
		j.dist.release()
	}
}

func (j *judge) closeness(ti int) int {
	if j.dist == nil {
		j.dist = measureFrom(j.s, &j.from)
	}
	t := &j.s.Figures[ti]
	if d := j.dist.to(t, t.At); d >= 0 {
		return d
	}
	return 1 << 20
}

// key is enemy c's score under pick pk.
func (j *judge) key(pk Pick, c candidate) int {
	s := j.s
	f, t := &s.Figures[j.fi], &s.Figures[c.ti]
	switch pk {
	case PickEngaged:
		if !j.engaged {
			j.engagers, j.engaged = rules.Engagers(*s, f.ID), true
		}
		for _, id := range j.engagers {
			if id == t.ID {
				return 0
			}
		}
		return 1
	case PickEasiestToHit:
		return combatSkill(t)
	case PickLikelyShot:
		cover := 0
		if c.ranged {
			if seen, err := rules.Sight(*s, f.ID, t.ID); err == nil {
				cover = int(seen.Cover)
			}
		}
		return c.effort*10000 + cover*1000 + gap(f.At, f.Span(), t.At, t.Span())
	case PickClosest:
		return j.closeness(c.ti)
	case PickLowestCourage:
		return t.Attrs().Courage
	case PickFewestVitality:
		return t.Attrs().Vitality - int(t.Wounds)
	case PickWorstArmour:
		return t.Attrs().Armour
	case PickBestArmour:
		return -t.Attrs().Armour
	case PickMostVP:
		return -t.VP()
	case PickLowestIntelligence:
		return t.Attrs().Intelligence
	case PickNextToLeader:
		for _, li := range j.leaders {
			if rules.Adjacent(*s, t.ID, s.Figures[li].ID, false) {
				return 0
			}
		}
		return 1
	case PickSmallest:
		return t.Size
	case PickHurt:
		if t.Conditions.Has(rules.KnockedDown) || t.Conditions.Has(rules.Stunned) || t.Wounds > 0 {
			return 0
		}
		return 1
	case PickFree:
		if len(rules.Engagers(*s, t.ID)) > 0 {
			return 2
		}
		if t.Attrs().Mana > 0 || holds(t, rules.ItemRanged) {
			return 0
		}
		return 1
	case PickMostEngaged:
		return -len(rules.Engagers(*s, t.ID))
	case PickInWater:
		for _, p := range t.Squares(nil) {
			if s.Board.In(p) && s.Board.Square(p).Terrain == board.DeepWater {
				return 0
			}
		}
		return 1
	case PickCaster:
		if t.Attrs().Mana > 0 {
			return 0
		}
		return 1
	}
	return 0
}

// combatSkill is a figure's Combat Skill with the penalties of the
// equipment it holds or wears, and 2 less when it is down or stunned.
func combatSkill(t *rules.Figure) int {
	cs := t.Attrs().CombatSkill
	for k := range t.Items {
		it := &t.Items[k]
		if it.Place != rules.InHand && it.Place != rules.Worn {
			continue
		}
		for _, pen := range it.ActivePenalties() {
			if pen.Attribute == rules.CombatSkill {
				cs += pen.Value
			}
		}
	}
	if t.Conditions.Has(rules.KnockedDown) || t.Conditions.Has(rules.Stunned) {
		cs -= 2
	}
	return cs
}

// choose ranks the candidates (one per target) and returns the best with
// the reason it won.
func (p *Player) choose(s *rules.State, fi int, card Card, cands []candidate) (candidate, rules.Text) {
	f := &s.Figures[fi]
	spread, picks, note := p.criteria(s, f, card)
	j := newJudge(s, fi, true)
	defer j.release()
	// Every candidate's keys in one array, nk apiece (on the stack for a
	// few candidates).
	nk := len(picks) + 1
	if spread {
		nk++
	}
	var keyBuf [64]int
	keys := keyBuf[:0]
	if len(cands)*nk > len(keyBuf) {
		keys = make([]int, 0, len(cands)*nk)
	}
	for _, c := range cands {
		if spread {
			b := 0
			if s.Figures[c.ti].Attacked {
				b = 1
			}
			keys = append(keys, b)
		}
		for _, pk := range picks {
			keys = append(keys, j.key(pk, c))
		}
		keys = append(keys, stableRoll(s.Turn, 1<<30, f.ID, s.Figures[c.ti].ID))
	}
	keysOf := func(k int) []int { return keys[k*nk : (k+1)*nk] }
	var orderBuf [16]int
	order := orderBuf[:0]
	for k := range cands {
		order = append(order, k)
	}
	slices.SortStableFunc(order, func(a, b int) int { return slices.Compare(keysOf(a), keysOf(b)) })
	best, bestKeys := cands[order[0]], keysOf(order[0])
	name := s.Figures[best.ti].Name()
	if len(cands) == 1 {
		why := rules.Text{
			En: note.En + "target " + name + ": the only enemy it can attack",
			Es: note.Es + "objetivo " + name + ": el único enemigo al que puede atacar",
		}
		if spread && s.Figures[best.ti].Attacked {
			// Say whom the spread would rather have (page 68: the orc
			// would attack Shara, but cannot reach her).
			for _, ti := range enemiesOf(s, fi) {
				if t := &s.Figures[ti]; !t.Attacked {
					why.En += "; " + t.Name() + ", not attacked yet, is out of its reach"
					why.Es += "; " + t.Name() + ", que no ha recibido ataques, está fuera de su alcance"
					break
				}
			}
		}
		return best, why
	}
	// The criterion that decided: the first where the runner-up is worse.
	second := keysOf(order[1])
	why := randomText
	for k := range bestKeys {
		if bestKeys[k] == second[k] {
			continue
		}
		switch {
		case spread && k == 0:
			why = spreadText
		case k < len(bestKeys)-1:
			i := k
			if spread {
				i--
			}
			why = pickText[picks[i]]
			if !f.Leader() && card.Name.En != "" {
				why = rules.Text{En: why.En + " (" + card.Name.En + ")", Es: why.Es + " (" + card.Name.Es + ")"}
			}
		}
		break
	}
	return best, rules.Text{
		En: note.En + "target " + name + ": " + why.En + " among " + strconv.Itoa(len(cands)) + " it can attack",
		Es: note.Es + "objetivo " + name + ": " + why.Es + " entre " + strconv.Itoa(len(cands)) + " a los que puede atacar",
	}
}
