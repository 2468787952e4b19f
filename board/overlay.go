package board

// Overlay carries what figures do to movement, square by square, so that the
// board can search without knowing about figures. The rules fill it before a
// search and Reset it after; Reset touches only the squares that were set.
type Overlay struct {
	f       []uint8
	touched []int32
	// ver changes with every Set and Reset, so a Search can tell whether
	// the overlay it folded into its tables is still the same.
	ver uint64
}

// Overlay flags. The low four bits are extra Movement points to enter the
// square (an ally not engaged costs +1, page 20).
const (
	ExtraMask uint8 = 0x0f
	// Stop: a move that enters the square ends there (an enemy's melee
	// range that engages the mover, page 32).
	Stop uint8 = 1 << 4
	// NoEnd: the square may be crossed but a move may not end on it (it is
	// occupied, page 20). A Large or Huge base may not cover it either.
	NoEnd uint8 = 1 << 5
	// Blocked: the square may not be entered (an enemy, or for a running
	// figure a square next to an enemy), nor covered by a Large or Huge base.
	Blocked uint8 = 1 << 7
)

// NewOverlay returns an empty overlay sized for g.
func NewOverlay(g *Grid) *Overlay { return &Overlay{f: make([]uint8, g.Len())} }

// Len is the number of squares the overlay covers.
func (o *Overlay) Len() int { return len(o.f) }

// Set ORs flags into square i's entry; extra costs add up, saturating at 15.
func (o *Overlay) Set(i int, flags uint8) {
	old := o.f[i]
	extra := old&ExtraMask + flags&ExtraMask
	if extra > ExtraMask {
		extra = ExtraMask
	}
	v := (old|flags)&^ExtraMask | extra
	if old == 0 && v != 0 {
		o.touched = append(o.touched, int32(i))
	}
	o.f[i] = v
	o.ver++
}

// Get returns square i's flags.
func (o *Overlay) Get(i int) uint8 {
	if o == nil {
		return 0
	}
	return o.f[i]
}

// Reset clears every square that was set.
func (o *Overlay) Reset() {
	for _, i := range o.touched {
		o.f[i] = 0
	}
	o.touched = o.touched[:0]
	o.ver++
}
