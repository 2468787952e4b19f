package rules

import "slices"

// The Achievement card's feats (page 12), scored from the events of each
// command as the card the state plays with says (achievement_card.go):
// an event shows deeds, and every line of the card that names a deed's
// happening scores it. The rulebook fixes what a happening is; the card
// how much it is worth (R1090).

// What the walkthroughs show the heroes' feats score (R141).
const (
	ScoredEnemy AchievementWhy = "enemy_defeated"
	ScoredSpell AchievementWhy = "spell_cast"
	ScoredLock  AchievementWhy = "lock_picked"
)

// deed is one happening an event shows: the figure it names, an enemy's
// level, a knocked-out hero's Value Points.
type deed struct {
	why    AchievementWhy
	figure string
	level  string
	vp     int
}

// deeds appends to out the deeds event ev shows.
func (e *env) deeds(ev Event, out []deed) []deed {
	s := e.s
	ours := func(id string) bool {
		i := s.figure(id)
		return i >= 0 && s.Figures[i].Side == Heroes
	}
	switch ev := ev.(type) {
	case ConditionGained:
		i := s.figure(ev.Figure)
		if ev.Condition != KnockedOut || i < 0 {
			break
		}
		f := &s.Figures[i]
		// A hero counts once, however often he falls (page 12).
		if f.Hero() && !slices.Contains(s.Achievements.KnockedOut, f.ID) {
			s.Achievements.KnockedOut = append(s.Achievements.KnockedOut, f.ID)
			out = append(out, deed{why: ScoredKnockedOut, figure: f.ID, vp: f.VP()})
		}
		if f.Side == Dark {
			level := f.Level()
			if level == "" {
				level = "grunt" // no level: the least of them (R1091)
			}
			out = append(out, deed{why: ScoredEnemy, figure: f.ID, level: level})
			if f.Leader() {
				out = append(out, deed{why: ScoredLeader, figure: f.ID, level: level})
			}
		}
	case SpellCast:
		if ours(ev.Figure) {
			out = append(out, deed{why: ScoredSpell, figure: ev.Figure})
		}
	case SpellDispelled:
		if ours(ev.Figure) {
			out = append(out, deed{why: ScoredDispel, figure: ev.Figure})
		}
	case LockTried:
		if ev.Opened {
			out = append(out, deed{why: ScoredLock, figure: ev.Figure})
		}
	case ChestTried:
		if ev.Opened {
			out = append(out, deed{why: ScoredChest, figure: ev.Figure})
		}
	case RiddleTried:
		if ev.Solved {
			out = append(out, deed{why: ScoredRiddle, figure: ev.Figure})
		}
	case TrapDetected:
		if ours(ev.Figure) {
			out = append(out, deed{why: ScoredTrapDetected, figure: ev.Figure})
		}
	case TrapDisarmed:
		if ev.Disarmed && ours(ev.Figure) {
			out = append(out, deed{why: ScoredTrapDisarmed, figure: ev.Figure})
		}
	case SecretDoorsSearched:
		for range ev.Found {
			out = append(out, deed{why: ScoredSecretDoor, figure: ev.Figure})
		}
	case SectionRevealed:
		out = e.discoveries(ev.Section, out)
	case FortuneSpent:
		out = append(out, deed{why: ScoredFortune, figure: ev.Figure})
	case TurnBegan:
		if ev.Side == Dark && !s.Achievements.MainEntered {
			out = append(out, deed{why: ScoredTurn})
		}
	}
	return out
}

// discoveries appends the deeds of revealing section sec: the Main Room,
// and each special element standing in it (R1093). The hero whose
// activation revealed it is named.
func (e *env) discoveries(sec uint8, out []deed) []deed {
	s := e.s
	who := ""
	if a := s.Active; a != nil {
		if i := s.figure(a.Figure); i >= 0 && s.Figures[i].Side == Heroes {
			who = a.Figure
		}
	}
	if x := s.Explore; x != nil && sec > 0 && int(sec) <= len(x.Sections) && x.Sections[sec-1].Main {
		out = append(out, deed{why: ScoredMainRoom, figure: who})
	}
	g := s.Board
	elems := g.Elements()
	var seen []uint16
	for i := range g.Len() {
		sq := g.At(i)
		if sq.Section != sec || sq.Element == 0 || slices.Contains(seen, sq.Element) || !elems[sq.Element-1].Special {
			continue
		}
		seen = append(seen, sq.Element)
		out = append(out, deed{why: ScoredSpecial, figure: who})
	}
	return out
}

// feats scores what event ev shows, line by line of the card.
func (e *env) feats(ev Event) {
	var buf [4]deed
	card := e.s.achievementCard()
	for _, d := range e.deeds(ev, buf[:0]) {
		for k := range card.feats {
			f := &card.feats[k]
			if !slices.Contains(f.Triggers, d.why) || f.Level != "" && f.Level != d.level {
				continue
			}
			points := f.Points
			if f.VP {
				points = max(d.vp, 1) // a hero of no known value still counts (R1092)
			}
			tally := e.s.Achievements.tally(f.ID)
			if f.Max > 0 {
				points = min(points, f.Max-*tally)
			}
			if points <= 0 {
				continue
			}
			*tally += points
			e.score(f.Side(), points, d.why, d.figure, f.ID, f.Name)
		}
	}
}
