package server

import (
	"encoding/json"
	"fmt"

	"dun/rules"
)

// Options are how a game is played, chosen in the lobby (page 98 for time
// limits and competitive play).
type Options struct {
	// Dice is "digital" (the server rolls; the default) or "physical":
	// the players roll real dice and the seat that rolls types each
	// result when the server asks for it (dice.go).
	Dice string `json:"dice,omitempty"`
	// TimeLimits: a hero player has a minute for his hero's activation
	// (with the hero's companions), the Dark Player two minutes for his
	// turn in a combat turn in a large room or the Main Room; each time a
	// hero runs over, the Dark Player scores an extra achievement point
	// (timer.go). Any seat that plays may stop the clock (pause.go).
	TimeLimits bool `json:"time_limits,omitempty"`
	// Competitive: each hero's own achievement points are counted beside
	// the party's; at the end the best hero earns an extra experience
	// point and, with three heroes or more, the worst one less.
	Competitive bool `json:"competitive,omitempty"`
	// DarkBot is the Artificial Dark Player that plays a bot Dark seat:
	// "adp" (the second edition's, pages 54-69) or "adp1" (the earlier
	// edition's); empty, the server's default (Config.Dark).
	DarkBot string `json:"dark_bot,omitempty"`
	// DarkMode is how a person playing the Dark Player plays his cards:
	// "human" (pages 46-49; the default), "classic" (page 99) or "rpg"
	// (page 100). A bot Dark seat plays the Artificial Dark Player's
	// decks instead, so the option is refused with one.
	DarkMode string `json:"dark_mode,omitempty"`
	// Challenges are the improvements of "Increase the challenge!" a
	// person playing the Dark Player chooses (page 46: one for every 25
	// VP of the group over 100; rules.ChallengeChoices): "elite",
	// "leader", "traps", "grunts". LeaderObject is a magic object or
	// relic he buys for the Quest Leader (page 46, step 5). A bot Dark
	// seat takes its own tiers and buys none, so both are refused with
	// one.
	Challenges   []string `json:"challenges,omitempty"`
	LeaderObject string   `json:"leader_object,omitempty"`
	// Secondary are the heroes' secondary skills with their bonuses, from
	// their character files (page 100); RPG mode's alone, so they are
	// refused in another mode.
	Secondary []SecondaryChoice `json:"secondary,omitempty"`
}

// SecondaryChoice is a hero's secondary skill at its bonus (+1 to +5).
type SecondaryChoice struct {
	Hero  string `json:"hero"`
	Skill string `json:"skill"`
	Bonus int    `json:"bonus"`
}

// Dice entry modes.
const (
	DiceDigital  = "digital"
	DicePhysical = "physical"
)

func (o Options) check() *Problem {
	switch o.Dice {
	case "", DiceDigital, DicePhysical:
	default:
		return problem(CodeBadMessage, "dice are %q or %q, not %q", "los dados son %q o %q, no %q", DiceDigital, DicePhysical, o.Dice)
	}
	switch o.DarkBot {
	case "", "adp", "adp1":
	default:
		return problem(CodeBadMessage, "the Dark Player's bot is %q or %q, not %q", "el bot del Jugador Oscuro es %q o %q, no %q", "adp", "adp1", o.DarkBot)
	}
	switch rules.DarkMode(o.DarkMode) {
	case "", rules.DarkHuman, rules.DarkClassic, rules.DarkRPG:
	default:
		return problem(CodeBadMessage, "the Dark Player's mode is %q, %q or %q, not %q", "el modo del Jugador Oscuro es %q, %q o %q, no %q", rules.DarkHuman, rules.DarkClassic, rules.DarkRPG, o.DarkMode)
	}
	if len(o.Challenges) > 4 {
		return problem(CodeBadMessage, "at most 4 improvements, not %d", "como mucho 4 mejoras, no %d", len(o.Challenges))
	}
	if len(o.Secondary) > 0 && rules.DarkMode(o.DarkMode) != rules.DarkRPG {
		return problem(CodeBadMessage, "secondary skills are played only in RPG mode (page 100)", "las habilidades secundarias solo se juegan en la modalidad de rol (página 100)")
	}
	if len(o.Secondary) > maxSecondaryChoices {
		return problem(CodeBadMessage, "at most %d secondary skills, not %d", "como mucho %d habilidades secundarias, no %d", maxSecondaryChoices, len(o.Secondary))
	}
	return nil
}

// maxSecondaryChoices bounds the secondary skills a game's request
// gives: a few for each hero of a large party.
const maxSecondaryChoices = 64

// darkMode is the mode of a person's Dark Player cards.
func (o Options) darkMode() rules.DarkMode {
	if o.DarkMode == "" {
		return rules.DarkHuman
	}
	return rules.DarkMode(o.DarkMode)
}

// physical reports whether players enter the dice.
func (o Options) physical() bool { return o.Dice == DicePhysical }

func (o Options) encode() []byte {
	b, _ := json.Marshal(o)
	if string(b) == "{}" {
		return nil
	}
	return b
}

func parseOptions(b []byte) (Options, error) {
	var o Options
	if len(b) == 0 {
		return o, nil
	}
	if err := json.Unmarshal(b, &o); err != nil {
		return o, fmt.Errorf("options: %w", err)
	}
	if p := o.check(); p != nil {
		return o, p
	}
	return o, nil
}
