package board

import (
	"strings"
	"testing"
)

// The cone's shape on an empty board, drawn: C the caster's base, # the
// cone's squares.
func TestInCone(t *testing.T) {
	cases := []struct {
		name string
		at   Pos
		span int
		d    Dir
		n    int
		want string
	}{
		{"one square facing north", Pos{3, 3}, 1, North, 3, `
.#####.
..###..
...#...
...C...
.......
.......
.......`},
		{"one square facing east", Pos{1, 3}, 1, East, 2, `
.......
.......
...#...
.C##...
...#...
.......
.......`},
		{"one square facing south-east", Pos{1, 1}, 1, SouthEast, 3, `
.......
.C.....
..###..
..###..
..###..
.......
.......`},
		{"a 2x2 base facing west", Pos{4, 2}, 2, West, 2, `
.......
..#....
..##CC.
..##CC.
..#....
.......
.......`},
		{"a 2x2 base facing north-west", Pos{3, 3}, 2, NorthWest, 2, `
.......
.##....
.##....
...CC..
...CC..
.......
.......`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var b strings.Builder
			for y := 0; y < 7; y++ {
				b.WriteByte('\n')
				for x := 0; x < 7; x++ {
					p := Pos{x, y}
					switch {
					case p.X >= tc.at.X && p.X < tc.at.X+tc.span && p.Y >= tc.at.Y && p.Y < tc.at.Y+tc.span:
						b.WriteByte('C')
					case InCone(tc.at, tc.span, tc.d, tc.n, p):
						b.WriteByte('#')
					default:
						b.WriteByte('.')
					}
				}
			}
			if got := b.String(); got != tc.want {
				t.Errorf("got%s\nwant%s", got, tc.want)
			}
		})
	}
}

func BenchmarkInCone(b *testing.B) {
	b.ReportAllocs()
	n := 0
	for i := 0; i < b.N; i++ {
		if InCone(Pos{5, 5}, 1, NorthEast, 4, Pos{i % 11, (i / 11) % 11}) {
			n++
		}
	}
	_ = n
}
