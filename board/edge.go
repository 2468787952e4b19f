package board

import "fmt"

// EdgeKind is what stands between two orthogonal neighbours.
type EdgeKind uint8

const (
	Open    EdgeKind = iota // nothing: the two squares belong together
	Wall                    // blocks movement and sight
	Opening                 // an arch between sections: passable like Open
	Door                    // see DoorKind and DoorState
)

var edgeKindNames = [...]string{"open", "wall", "opening", "door"}

func (k EdgeKind) String() string {
	if int(k) < len(edgeKindNames) {
		return edgeKindNames[k]
	}
	return fmt.Sprintf("edge(%d)", k)
}

// DoorKind distinguishes the doors of pages 16-17 and 22-28.
type DoorKind uint8

const (
	NormalDoor DoorKind = iota
	ReinforcedDoor
	DoubleDoor
	SecretDoor
	Trapdoor
	Gate
	Portcullis
)

var doorKindNames = [...]string{"normal", "reinforced", "double", "secret", "trapdoor", "gate", "portcullis"}

func (k DoorKind) String() string {
	if int(k) < len(doorKindNames) {
		return doorKindNames[k]
	}
	return fmt.Sprintf("door(%d)", k)
}

// ParseDoorKind reads a door kind by its name.
func ParseDoorKind(s string) (DoorKind, error) {
	if s == "" {
		return NormalDoor, nil
	}
	for i, n := range doorKindNames {
		if n == s {
			return DoorKind(i), nil
		}
	}
	return 0, fmt.Errorf("unknown door kind %q (want one of %v)", s, doorKindNames)
}

// DoorState is whether a door lets figures and sight through. A broken door
// never closes again.
type DoorState uint8

const (
	Closed DoorState = iota
	Opened
	Broken
)

var doorStateNames = [...]string{"closed", "open", "broken"}

func (s DoorState) String() string {
	if int(s) < len(doorStateNames) {
		return doorStateNames[s]
	}
	return fmt.Sprintf("state(%d)", s)
}

// ParseDoorState reads closed, open or broken.
func ParseDoorState(s string) (DoorState, error) {
	switch s {
	case "", "closed":
		return Closed, nil
	case "open", "opened":
		return Opened, nil
	case "broken":
		return Broken, nil
	}
	return 0, fmt.Errorf("unknown door state %q (want closed, open or broken)", s)
}

// Edge is the boundary between two orthogonal neighbours.
type Edge struct {
	Kind  EdgeKind
	Door  DoorKind  // for Kind == Door
	State DoorState // for Kind == Door
}

// Blocks reports whether the edge stops movement and sight: a wall, or a
// door that is closed.
func (e Edge) Blocks() bool {
	return e.Kind == Wall || (e.Kind == Door && e.State == Closed)
}

// BlocksSight reports whether the edge stops Line of Sight: as Blocks,
// but sight passes between the bars of a closed portcullis (page 109's
// overtile; rules R896).
func (e Edge) BlocksSight() bool {
	return e.Blocks() && !(e.Kind == Door && e.Door == Portcullis)
}
