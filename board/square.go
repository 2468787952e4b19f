package board

import "fmt"

// Terrain is what the floor of a square is made of (pages 18-21).
type Terrain uint8

const (
	Normal     Terrain = iota
	Difficult          // +1 to enter; -1 to combat and casting while on it
	DeepWater          // swum with Agility instead of walked
	Pit                // a hole of PitDepth levels; entered only by falling or climbing down
	Impassable         // rock, a column or a wall filling most of the square
)

var terrainNames = [...]string{"normal", "difficult", "deep-water", "pit", "impassable"}

func (t Terrain) String() string {
	if int(t) < len(terrainNames) {
		return terrainNames[t]
	}
	return fmt.Sprintf("terrain(%d)", t)
}

// Cover is the protection an element gives a target next to it (page 31).
type Cover uint8

const (
	NoCover Cover = iota
	LightCover
	HeavyCover
)

func (c Cover) String() string { return [...]string{"none", "light", "heavy"}[c%3] }

// ParseCover reads none, light or heavy.
func ParseCover(s string) (Cover, error) {
	switch s {
	case "", "none":
		return NoCover, nil
	case "light":
		return LightCover, nil
	case "heavy":
		return HeavyCover, nil
	}
	return 0, fmt.Errorf("unknown cover %q (want none, light or heavy)", s)
}

// Heights of page 11, for elements and for figures' sizes.
const (
	HeightGround = 0
	HeightLow    = 1 // tables, chairs, barrels, chests
	HeightMedium = 2 // wardrobes, libraries, doors; an average figure
	HeightTall   = 3 // large statues; a Large figure
	HeightWall   = 4 // large trees, walls; a Huge figure, a flying target
	HeightSky    = 5
)

// Element is a piece of furniture or a special element standing on one or
// more squares.
type Element struct {
	Kind       string // content ID, e.g. "table" or "shrine"
	Height     uint8  // 1-5
	Cover      Cover  // what it gives a target adjacent to it
	Impassable bool   // never entered, whatever the mover's height
	Movable    bool   // may be moved by the "moving furniture" action
	Special    bool   // a special element rather than furniture
	// NoObstacle: the element stands on its squares but obstructs neither
	// movement nor sight, as treasure chests (page 73).
	NoObstacle bool
}

// Stairs marks a square as part of a staircase: Up is the (orthogonal)
// direction of ascent and Access the sides through which the square may be
// entered or left. Each ascending square climbs one level (page 19).
type Stairs struct {
	Up     Dir
	Access Sides
}

// Square is one cell of the grid.
type Square struct {
	Section  uint8 // 0: outside every section (solid rock)
	Terrain  Terrain
	PitDepth uint8  // levels down, for Terrain == Pit
	Level    uint8  // floor height 0-5
	Element  uint16 // 1 + index into the grid's elements; 0 for none
	HasStair bool
	Stairs   Stairs
	// HasLadder marks a square of a vertical ladder (page 19), climbed
	// toward LadderUp: see LadderStep.
	HasLadder bool
	LadderUp  Dir
}

// LadderStep reports whether the orthogonal step from square i in
// direction d goes along a vertical ladder: up from a ladder square
// toward its LadderUp, or down onto one from the square beyond it. Such a
// step joins the two floors whatever their levels, as a normal step
// (page 19: "as if making a normal movement"): no cliff stops it and it
// pays no ascent. The levels a ladder joins are its square's and the one
// beyond it; a longer ladder is a line of ladder squares.
func (g *Grid) LadderStep(i int, d Dir) bool {
	if d.Diagonal() {
		return false
	}
	j, in := g.Neighbor(i, d)
	if !in {
		return false
	}
	si, sj := &g.sq[i], &g.sq[j]
	return si.HasLadder && si.LadderUp == d || sj.HasLadder && sj.LadderUp == d.Opposite()
}
