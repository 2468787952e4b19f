package quest

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"dun/board"

	"go.yaml.in/yaml/v3"
)

var update = flag.Bool("update", false, "rewrite the golden renderings in testdata")

func exampleFiles(t testing.TB) []string {
	files, err := filepath.Glob("../examples/quests/*.yaml")
	if err != nil || len(files) < 2 {
		t.Fatalf("examples: %v %v", files, err)
	}
	return files
}

func parseFile(t testing.TB, path string) *Quest {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	q, err := Parse(path, data)
	if err != nil {
		t.Fatalf("%s:\n%v", path, err)
	}
	return q
}

func TestExamplesParse(t *testing.T) {
	for _, f := range exampleFiles(t) {
		q := parseFile(t, f)
		if q.Board.Grid == nil || q.Title.En == "" || q.Title.Es == "" {
			t.Errorf("%s: incomplete quest", f)
		}
		if _, ok := q.Board.Main(); !ok {
			t.Errorf("%s: no main section", f)
		}
	}
}

func TestDrownedChapel(t *testing.T) {
	q := parseFile(t, "../examples/quests/01-drowned-chapel.yaml")
	b, g := q.Board, q.Board.Grid
	if g.W() != 20 || g.H() != 11 {
		t.Fatalf("size %dx%d", g.W(), g.H())
	}
	m, _ := b.Section("M")
	if !m.Main || !m.Large || m.Squares != 100 || m.Kind != Room {
		t.Errorf("main room %+v", m)
	}
	if c, _ := b.Section("C"); c.Kind != Corridor || c.Large {
		t.Errorf("corridor %+v", c)
	}
	// Walls between sections, doors where declared.
	if e := g.Edge(board.Pos{X: 1, Y: 1}, board.SideS); e.Kind != board.Wall {
		t.Errorf("A/B boundary: %v", e.Kind)
	}
	if e := g.Edge(board.Pos{X: 2, Y: 1}, board.SideS); e.Kind != board.Door || e.Door != board.NormalDoor || e.State != board.Closed {
		t.Errorf("door: %+v", e)
	}
	for _, y := range []int{4, 5} {
		if e := g.Edge(board.Pos{X: 9, Y: y}, board.SideE); e.Kind != board.Door || e.Door != board.DoubleDoor {
			t.Errorf("double door at y=%d: %+v", y, e)
		}
	}
	if e := g.Edge(board.Pos{X: 9, Y: 6}, board.SideE); e.Kind != board.Wall {
		t.Errorf("beside the double door: %+v", e)
	}
	if e := g.Edge(board.Pos{X: 3, Y: 8}, board.SideN); e.Door != board.SecretDoor {
		t.Errorf("secret door: %+v", e)
	}
	// Arrows open their edge.
	if e := g.Edge(board.Pos{X: 8, Y: 1}, board.SideS); e.Kind != board.Opening {
		t.Errorf("arrow edge: %+v", e)
	}
	if len(b.Arrows) != 2 || b.Arrows[0].To != 3 || b.Arrows[0].Facing != board.South {
		t.Errorf("arrows %+v", b.Arrows)
	}
	// Stairs and the raised floor.
	st := g.Square(board.Pos{X: 14, Y: 1})
	if !st.HasStair || st.Stairs.Up != board.East || st.Level != 1 ||
		!st.Stairs.Access.Has(board.SideW) || !st.Stairs.Access.Has(board.SideE) || st.Stairs.Access.Has(board.SideN) {
		t.Errorf("stair %+v", st)
	}
	if lv := g.Square(board.Pos{X: 18, Y: 0}).Level; lv != 2 {
		t.Errorf("dais level %d", lv)
	}
	// Terrain.
	for p, want := range map[board.Pos]board.Terrain{
		{X: 8, Y: 6}: board.Difficult, {X: 11, Y: 7}: board.DeepWater, {X: 12, Y: 2}: board.Impassable,
		{X: 6, Y: 3}: board.Impassable, {X: 0, Y: 0}: board.Normal,
	} {
		if got := g.Square(p).Terrain; got != want {
			t.Errorf("terrain at %v: %v, want %v", p, got, want)
		}
	}
	if g.Square(board.Pos{X: 6, Y: 3}).Section != 0 {
		t.Error("rock has a section")
	}
	// Elements with built-in and explicit values.
	table, _ := g.Element(board.Pos{X: 3, Y: 4})
	if table.Kind != "table" || table.Height != 1 || table.Cover != board.LightCover || table.Special {
		t.Errorf("table %+v", table)
	}
	well, _ := g.Element(board.Pos{X: 14, Y: 7})
	if well.Kind != "water_well" || !well.Impassable || well.Cover != board.HeavyCover || !well.Special {
		t.Errorf("well %+v", well)
	}
	for i, e := range b.Elements {
		if e.Index != i || !reflect.DeepEqual(g.Elements()[i], e.Element) {
			t.Errorf("element %d out of step with the grid", i)
		}
	}
	// The rest of the sheet.
	if q.Leader == nil || q.Leader.At == nil || *q.Leader.At != (board.Pos{X: 17, Y: 2}) || q.Leader.Facing != board.West {
		t.Errorf("leader %+v", q.Leader)
	}
	if len(q.Creatures) != 2 || len(b.Traps) != 1 || !b.Traps[0].Hidden || q.TurnLimit != 20 || len(q.SpecialRules) != 2 {
		t.Errorf("creatures %d traps %+v turn limit %d", len(q.Creatures), b.Traps, q.TurnLimit)
	}
	// Heroes can walk from the start onto the dais by the stair.
	var s board.Search
	open := g.Clone()
	for _, d := range b.Doors {
		for _, p := range d.Squares() {
			open.SetEdge(p, d.Side, board.Edge{Kind: board.Door, Door: d.Kind, State: board.Opened})
		}
	}
	s.Reach(open, board.Average, open.Index(b.Start[0]), nil, -1)
	if s.Cost(open.Index(board.Pos{X: 18, Y: 1})) == board.Unreached {
		t.Error("the dais is unreachable")
	}
}

func TestBanditsMill(t *testing.T) {
	q := parseFile(t, "../examples/quests/02-bandits-mill.yaml")
	g := q.Board.Grid
	if y, _ := q.Board.Section("Y"); !y.Outdoor || !y.Large {
		t.Errorf("yard %+v", y)
	}
	gate := g.Edge(board.Pos{X: 13, Y: 4}, board.SideE)
	if gate.Door != board.Gate || gate.State != board.Closed {
		t.Errorf("gate %+v", gate)
	}
	if d := q.Board.Doors[2]; d.ID != "iron-door" || !d.Locked || d.Kind != board.ReinforcedDoor {
		t.Errorf("iron door %+v", d)
	}
	for _, x := range []int{15, 16} {
		if e := g.Edge(board.Pos{X: x, Y: 7}, board.SideS); e.Kind != board.Opening {
			t.Errorf("opening at x=%d: %+v", x, e)
		}
	}
	if st := g.Square(board.Pos{X: 19, Y: 4}); !st.Stairs.Access.Has(board.SideW) || st.Stairs.Up != board.North {
		t.Errorf("stair access %+v", st.Stairs)
	}
	if sq := g.Square(board.Pos{X: 22, Y: 11}); sq.Terrain != board.Pit || sq.PitDepth != 2 {
		t.Errorf("deep pit %+v", sq)
	}
	if sq := g.Square(board.Pos{X: 10, Y: 7}); sq.Terrain != board.Pit || sq.PitDepth != DefaultPitDepth {
		t.Errorf("pit %+v", sq)
	}
	if q.Leader == nil || q.Leader.At != nil || len(q.Leader.Equipment) != 2 {
		t.Errorf("leader %+v", q.Leader)
	}
	if len(q.Board.Finish) != 2 || len(q.Board.Goals) != 1 || q.Board.Traps[0].Hidden {
		t.Errorf("finish %v goals %v traps %+v", q.Board.Finish, q.Board.Goals, q.Board.Traps)
	}
	barrel, _ := g.Element(board.Pos{X: 18, Y: 13})
	if barrel.Kind != "barrel" {
		t.Errorf("barrel %+v", barrel)
	}
	if _, err := json.Marshal(q); err != nil {
		t.Errorf("quest is not plain data: %v", err)
	}
}

// A map embedded in a larger document decodes with the file's own lines.
func TestDecodeBoardEmbedded(t *testing.T) {
	src := `name: a rules scenario
setup:
  map:
    sections: |
      AAB
      AAB
  sections:
    A: {kind: room}
    B: {kind: room}
  doors:
    - {at: [1, 0], side: east}
  figures: [Taeral]
`
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(src), &doc); err != nil {
		t.Fatal(err)
	}
	setup := doc.Content[0].Content[3]
	boardPart, rest := SplitBoard(setup)
	if len(rest.Content) != 2 || rest.Content[0].Value != "figures" {
		t.Fatalf("rest %+v", rest.Content)
	}
	b, err := DecodeBoard("scen.yaml", []byte(src), boardPart)
	if err != nil {
		t.Fatal(err)
	}
	if b.Grid.W() != 3 || b.Grid.Edge(board.Pos{X: 1, Y: 0}, board.SideE).Kind != board.Door ||
		b.Grid.Edge(board.Pos{X: 1, Y: 1}, board.SideE).Kind != board.Wall {
		t.Fatal("board not built")
	}
	// An unknown letter is reported at its own line and column.
	bad := strings.Replace(src, "      AAB\n      AAB", "      AAB\n      AXB", 1)
	doc = yaml.Node{}
	if err := yaml.Unmarshal([]byte(bad), &doc); err != nil {
		t.Fatal(err)
	}
	boardPart, _ = SplitBoard(doc.Content[0].Content[3])
	_, err = DecodeBoard("scen.yaml", []byte(bad), boardPart)
	if err == nil || !strings.Contains(err.Error(), `scen.yaml:6:8: map.sections: section "X" is not declared`) {
		t.Fatalf("err %v", err)
	}
	// Without the source, columns in a block are guessed from the key.
	_, err = DecodeBoard("scen.yaml", nil, boardPart)
	if err == nil || !strings.Contains(err.Error(), `scen.yaml:6:8:`) {
		t.Fatalf("err without source %v", err)
	}
	// The board part alone refuses other keys.
	_, err = DecodeBoard("scen.yaml", []byte(src), setup)
	if err == nil || !strings.Contains(err.Error(), `scen.yaml:12:3: board: unknown field "figures"`) {
		t.Fatalf("err %v", err)
	}
	if _, err := DecodeBoard("x", nil, nil); err == nil {
		t.Fatal("nil node accepted")
	}
	if !reflect.DeepEqual(BoardKeys()[:2], []string{"map", "sections"}) {
		t.Fatalf("keys %v", BoardKeys())
	}
}

func TestRenderGolden(t *testing.T) {
	for _, f := range exampleFiles(t) {
		q := parseFile(t, f)
		name := strings.TrimSuffix(filepath.Base(f), ".yaml")
		for _, v := range []struct {
			suffix string
			opt    RenderOptions
		}{
			{".txt", RenderOptions{Coords: true, Legend: true}},
			{".unicode.txt", RenderOptions{Unicode: true}},
		} {
			got := q.Render(v.opt)
			path := filepath.Join("testdata", "render", name+v.suffix)
			if *update {
				os.MkdirAll(filepath.Dir(path), 0o755)
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if got != string(want) {
				t.Errorf("%s differs from the golden rendering; run go test -update and check the diff\n%s", path, got)
			}
		}
	}
}

func TestRenderOptions(t *testing.T) {
	q := parseFile(t, "../examples/quests/01-drowned-chapel.yaml")
	// Figures, colour and a grid whose door was opened.
	g := q.Board.Grid.Clone()
	g.SetEdge(board.Pos{X: 2, Y: 1}, board.SideS, board.Edge{Kind: board.Door, State: board.Opened})
	out := q.Board.Render(RenderOptions{Grid: g, Figures: []Figure{{At: board.Pos{X: 3, Y: 0}, Glyph: 'T'}}})
	if !strings.Contains(out, "-d-") || strings.Contains(out, "-D-") {
		t.Errorf("opened door not drawn:\n%s", out)
	}
	if !strings.Contains(out, " T ") {
		t.Errorf("figure not drawn:\n%s", out)
	}
	col := q.Board.Render(RenderOptions{Color: true})
	if !strings.Contains(col, "\x1b[") {
		t.Error("no colour")
	}
	if (&Board{}).Render(RenderOptions{}) != "" {
		t.Error("empty board drew something")
	}
	var nilQuest *Quest
	if nilQuest.Render(RenderOptions{}) != "" {
		t.Error("nil quest drew something")
	}
}

func TestParseRefusesHugeFiles(t *testing.T) {
	big := append([]byte("id: x\n#"), bytes.Repeat([]byte("x"), MaxFileSize)...)
	_, err := Parse("big.yaml", big)
	if err == nil || !strings.Contains(err.Error(), "big.yaml:1:1: the file is") {
		t.Fatalf("got %v", err)
	}
}
