package quest

import (
	"os"
	"testing"
)

func FuzzParse(f *testing.F) {
	for _, file := range exampleFiles(f) {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{
		head + body,
		add("colour: red\n"),
		mut("    CC.BBB", "    CC*BBB"),
		mut("{at: [2, 0], side: east}", "{at: [2, 1], side: east, kind: double}"),
		add("furniture:\n  - {kind: table, at: [4, 1], size: [2, 1]}\n  - {kind: barrel, at: [5, 1]}\n"),
		add("arrows:\n  - {at: [0, 0], facing: S, to: C}\n"),
		mut("    CC.BBB\n", "    CC.BBB\n  terrain: |\n    .>....\n    w~p#^v\n    <.....\n  levels: |\n    .2....\n    9.....\n"),
		"a: &x [*x]\n",
		"map: {sections: [\"AB\", 'A', AB]}\nsections: {A: {kind: room}}\n",
		"",
		"- 1\n- 2\n",
		"map:\n  sections: |+\n    A\n\n\nsections: {A: {kind: corridor}}\nstart: [[0, 0]]\n",
		"\t",
		"{",
		"id: [",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		q, err := Parse("fuzz.yaml", data)
		if err == nil {
			if q == nil || q.Board == nil || q.Board.Grid == nil {
				t.Fatal("no error and no quest")
			}
			_ = q.Render(RenderOptions{Unicode: true, Legend: true})
			return
		}
		if q != nil {
			t.Fatal("a quest and errors")
		}
		es, ok := err.(Errors)
		if !ok || len(es) == 0 {
			t.Fatalf("error %T %v", err, err)
		}
		for _, e := range es {
			if e.Line < 1 || e.Col < 1 || e.Msg == "" {
				t.Fatalf("bad error %+v", e)
			}
		}
	})
}
