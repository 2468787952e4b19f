package rules

import "fmt"

// Side is one of the two sides of the table. It is also the seat a command
// comes from and a prompt is addressed to: a session maps its players onto
// sides (several hero players share Heroes; a prompt names the figure whose
// player must answer).
type Side uint8

const (
	// Heroes: the heroes and the companions that activate with them.
	Heroes Side = iota
	// Dark: the Dark Player's creatures.
	Dark
)

var sideNames = [...]string{"heroes", "dark"}

func (s Side) String() string {
	if int(s) < len(sideNames) {
		return sideNames[s]
	}
	return fmt.Sprintf("side(%d)", s)
}

// Text names the side for players, with its article: "the heroes" /
// "los héroes", "the Dark Player" / "el Jugador Oscuro".
func (s Side) Text() Text {
	if s == Dark {
		return Text{En: "the Dark Player", Es: "el Jugador Oscuro"}
	}
	return Text{En: "the heroes", Es: "los héroes"}
}

// Other is the opposing side.
func (s Side) Other() Side { return 1 - s&1 }

// Valid reports whether s is Heroes or Dark.
func (s Side) Valid() bool { return s <= Dark }

// MarshalText writes "heroes" or "dark".
func (s Side) MarshalText() ([]byte, error) {
	if !s.Valid() {
		return nil, fmt.Errorf("invalid side %d", s)
	}
	return []byte(sideNames[s]), nil
}

// UnmarshalText reads "heroes" or "dark".
func (s *Side) UnmarshalText(b []byte) error {
	v, err := ParseSide(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// ParseSide reads "heroes" or "dark".
func ParseSide(s string) (Side, error) {
	switch s {
	case "heroes", "hero":
		return Heroes, nil
	case "dark", "dark-player", "dp":
		return Dark, nil
	}
	return 0, fmt.Errorf("unknown side %q (want heroes or dark)", s)
}
