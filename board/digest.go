package board

import (
	"math/bits"
	"sync"
)

// Digest is a 64-bit digest of everything on the grid that decides play:
// its size, every square (section, terrain, pit depth, level, element,
// stairs, ladders), every edge (kind, door kind, state) and every element with all
// its fields. Two grids with different contents digest differently (up to
// collisions of a 64-bit hash).
//
// The digest is computed once per change of the grid and kept, so a
// state's hash (rules.State.Hash) pays one word for its board however large
// the board is, instead of a walk over every square. Like the searches, it
// is safe to call from several goroutines on a grid no one is changing.
func (g *Grid) Digest() uint64 {
	d := &g.digest
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.ok || d.version != g.version {
		d.sum, d.version, d.ok = g.computeDigest(), g.version, true
	}
	return d.sum
}

// digestCache keeps a grid's Digest until its version changes.
type digestCache struct {
	mu      sync.Mutex
	ok      bool
	version uint64
	sum     uint64
}

// Mix folds word v into the running digest h: the high and low halves of
// the 128-bit product of h^v and an odd constant, xored (wyhash's "mum"), a
// multiply that carries every bit of v into every bit of the result. The
// rules' state hash folds with the same function.
func Mix(h, v uint64) uint64 {
	hi, lo := bits.Mul64(h^v, 0x9E3779B97F4A7C15)
	return hi ^ lo
}

// DigestSeed starts a digest.
const DigestSeed uint64 = 0xA0761D6478BD642F

func (g *Grid) computeDigest() uint64 {
	h := Mix(DigestSeed, uint64(g.w)|uint64(g.h)<<32)
	for i := range g.sq {
		sq := &g.sq[i]
		var stair uint64
		if sq.HasStair {
			stair = 1
		}
		if sq.HasLadder {
			stair |= 2 | uint64(sq.LadderUp)<<4
		}
		var e, s Edge
		if i%g.w < g.w-1 {
			e = g.east[i]
		}
		if i/g.w < g.h-1 {
			s = g.south[i]
		}
		h = Mix(h, uint64(sq.Section)|uint64(sq.Terrain)<<8|uint64(sq.PitDepth)<<16|uint64(sq.Level)<<24|
			uint64(sq.Element)<<32|uint64(sq.Stairs.Up)<<48|uint64(sq.Stairs.Access)<<56)
		h = Mix(h, stair|uint64(e.Kind)<<8|uint64(e.Door)<<16|uint64(e.State)<<24|
			uint64(s.Kind)<<32|uint64(s.Door)<<40|uint64(s.State)<<48)
	}
	h = Mix(h, uint64(len(g.elems)))
	for k := range g.elems {
		e := &g.elems[k]
		h = Mix(h, uint64(len(e.Kind)))
		for j := 0; j < len(e.Kind); j += 8 {
			var w uint64
			for b := j; b < j+8 && b < len(e.Kind); b++ {
				w |= uint64(e.Kind[b]) << (8 * (b - j))
			}
			h = Mix(h, w)
		}
		flags := uint64(e.Height) | uint64(e.Cover)<<8
		for b, on := range [...]bool{e.Impassable, e.Movable, e.Special, e.NoObstacle} {
			if on {
				flags |= 1 << (16 + b)
			}
		}
		h = Mix(h, flags)
	}
	return h
}
