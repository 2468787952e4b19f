package rules

// The Watchman's door (page 116, Watchman; page 30's Initiative summary).
// A creature with the skill "may also use Exploration Actions such as
// opening doors even during a combat turn": one of the Dark Player's
// creatures with Watchman next to an unexplored door (as a hero must be)
// spends its Action to open it, on any of its activations. The sections
// behind are revealed "with the same effects as if it had been opened by a
// hero in terms of the possible appearance of creatures": the sheet's
// creatures come out and the Dark Player may play his encounters there
// (the section-revealed question, human or ADP), "but not Obstacles": no
// trap question, and a trap laid on the door stays, as creatures do not
// set traps off (R74). The creatures that appear "will always lose the
// Initiative roll", so none is rolled: page 30's table gives the heroes'
// win on the Dark Player's turn, "new creatures will not be activated
// until their next turn", and they are marked activated (R1041). Only
// doors: revealing from an exploration arrow is a hero's (R1041).

// watchmanDoors reports whether figure fi opens unexplored doors as a
// Watchman: one of the Dark Player's creatures with the skill.
func watchmanDoors(s *State, fi int) bool {
	f := &s.Figures[fi]
	return f.Side == Dark && !f.Hero() && f.HasSkill("watchman")
}

// WatchmanCalled: the creatures a Watchman's door revealed lost the
// Initiative without a roll and wait for the Dark Player's next turn.
type WatchmanCalled struct {
	Watchman string   `json:"watchman"`
	Figures  []string `json:"figures"`
}

func (WatchmanCalled) EventType() string { return "watchman_called" }

// watchmanMeets settles the creatures placed behind watchman fi's door:
// they lose the Initiative and are activated for this turn.
func (e *env) watchmanMeets(fi int, placed []string) {
	var waiting []string
	for _, id := range placed {
		if i := e.s.figure(id); i >= 0 && e.s.Figures[i].Present() {
			e.s.Figures[i].Activated = true
			waiting = append(waiting, id)
		}
	}
	if len(waiting) > 0 {
		e.emit(WatchmanCalled{Watchman: e.s.Figures[fi].ID, Figures: waiting})
	}
}
