package bench

import (
	"fmt"

	"dun/board"
)

// The board's workloads run the work sets of PEER-RESULTS.md, so that one
// op equals one op of the peers' table: 16 whole-map searches, 64 paths or
// 1024 sight checks. Buffers (a board.Search) are built once, as the peers'
// reusable structures were.

func prepareReach(on string) (Op, error) {
	m, err := LoadMap(on)
	if err != nil {
		return nil, err
	}
	ov := m.allyOverlay()
	var s board.Search
	s.Reach(m.Grid, board.Average, m.Starts[0], ov, -1)
	return func() error {
		for _, from := range m.Starts {
			s.Reach(m.Grid, board.Average, from, ov, -1)
		}
		return nil
	}, nil
}

// ReachSum is the sum of the movement costs to every reachable square
// over the 16 starts: PEER-RESULTS.md's Dijkstra verification value.
func ReachSum(m *Map) int {
	ov := m.allyOverlay()
	var s board.Search
	sum := 0
	for _, from := range m.Starts {
		s.Reach(m.Grid, board.Average, from, ov, -1)
		for i := 0; i < m.Grid.Len(); i++ {
			if c := s.Cost(i); c > 0 {
				sum += c
			}
		}
	}
	return sum
}

func prepareRoute(on string) (Op, error) {
	m, err := LoadMap(on)
	if err != nil {
		return nil, err
	}
	ov := m.allyOverlay()
	var s board.Search
	s.Reach(m.Grid, board.Average, m.Starts[0], ov, -1)
	return func() error {
		for _, p := range m.Paths {
			_, cost, ok := s.Route(m.Grid, board.Average, p.From, p.To, ov, -1)
			if !ok || cost != p.Want {
				return fmt.Errorf("path %v to %v: cost %d (found %v), want %d", m.Grid.Pos(p.From), m.Grid.Pos(p.To), cost, ok, p.Want)
			}
		}
		return nil
	}, nil
}

// look is the bench's viewer and target: average figures on the floor.
var look = board.Look{Eye: board.HeightMedium, Target: board.HeightMedium}

func prepareSight(on string) (Op, error) {
	m, err := LoadMap(on)
	if err != nil {
		return nil, err
	}
	return func() error {
		for _, p := range m.LOS {
			if got := m.Grid.Sight(p.From, p.To, look); got.Visible != (p.Want == 1) {
				return fmt.Errorf("sight %v to %v: visible %v, want %v", m.Grid.Pos(p.From), m.Grid.Pos(p.To), got.Visible, p.Want == 1)
			}
		}
		return nil
	}, nil
}

func prepareSightFigures(on string) (Op, error) {
	m, err := LoadMap(on)
	if err != nil {
		return nil, err
	}
	figs := make([]uint8, m.Grid.Len())
	for _, i := range append(append([]int(nil), m.Starts...), m.Allies...) {
		figs[i] = board.HeightMedium
	}
	l := look
	l.Figures = figs
	sink := 0
	return func() error {
		for _, p := range m.LOS {
			if m.Grid.Sight(p.From, p.To, l).Visible {
				sink++
			}
		}
		return nil
	}, nil
}
