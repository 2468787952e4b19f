package scenario

import (
	"bytes"
	"errors"
	"os"
	"testing"
)

// FuzzParseScenario feeds arbitrary bytes to Parse: bad input gets errors
// with positions, never a panic; what parses also runs without panicking.
func FuzzParseScenario(f *testing.F) {
	for _, name := range scenarioFiles(f) {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(base))
	f.Add([]byte("name: [\n"))
	f.Add([]byte("name: &a x\npage: *a\n"))
	f.Add([]byte("quest: q.yaml\nname: n\npage: 1\nrule: r\nabout: a\n"))
	load := func(string) ([]byte, error) { return nil, errors.New("no files here") }
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := Parse("fuzz.yaml", data, load)
		if err != nil {
			var es Errors
			if !errors.As(err, &es) || len(es) == 0 {
				t.Fatalf("error %T without positions: %v", err, err)
			}
			for _, e := range es {
				if e.Line < 1 || e.Col < 1 || e.File == "" {
					t.Fatalf("error without a position: %+v", e)
				}
			}
			return
		}
		if sc == nil {
			t.Fatal("no scenario and no error")
		}
		var out bytes.Buffer
		Report(&out, sc.Run(true), true)
	})
}
