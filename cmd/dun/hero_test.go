package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// dun hero check prints the finished sheet in either language; a broken
// file fails with its problems at file:line:column.
func TestHeroCheck(t *testing.T) {
	out, errw, code := cli(t, "hero", "check", "../../examples/heroes/ysolde.yaml")
	if code != 0 || !strings.Contains(out, "Ysolde of the Marches — Human, Ranger (good)") || !strings.Contains(out, "Coins: 16 spent of 20, 4 carried") {
		t.Fatalf("code %d\n%s\n%s", code, out, errw)
	}
	out, _, code = cli(t, "hero", "check", "--lang", "es", "../../examples/heroes/brakka.yaml")
	if code != 0 || !strings.Contains(out, "Monedas: 28 gastadas de 30") || !strings.Contains(out, "quedan sin gastar 1 de los 8") {
		t.Fatalf("code %d\n%s", code, out)
	}
	dir := t.TempDir()
	bad := write(t, dir, "bad.yaml", "name: X\nrace: human\nclass: warrior\ndevelopment: {strength: 2}\n")
	_, errw, code = cli(t, "hero", "check", "--lang", "es", bad)
	if code == 0 || !strings.Contains(errw, "bad.yaml:4:25: Fuerza 5 supera el máximo de 4 de la raza Humano") {
		t.Fatalf("code %d\n%s", code, errw)
	}
	if _, errw, code = cli(t, "hero", "check", "--lang", "fr", bad); code == 0 || !strings.Contains(errw, "want en or es") {
		t.Fatalf("--lang fr: code %d %s", code, errw)
	}
}

// dun hero new writes a file that checks, never over another.
func TestHeroNew(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "new.yaml")
	if _, errw, code := cli(t, "hero", "new", "--race", "dwarf", "--class", "runic_master", "--lang", "es", "-o", file); code != 0 {
		t.Fatal(errw)
	}
	src, _ := os.ReadFile(file)
	if !strings.Contains(string(src), "# Un héroe nuevo de raza Enano y profesión Maestro rúnico") {
		t.Fatalf("template:\n%s", src)
	}
	if out, errw, code := cli(t, "hero", "check", file); code != 0 || !strings.Contains(out, "Dwarf, Runic Master") {
		t.Fatalf("the new file does not check: %s %s", out, errw)
	}
	if _, errw, code := cli(t, "hero", "new", "--race", "dwarf", "--class", "warrior", "-o", file); code == 0 || !strings.Contains(errw, "exists already") {
		t.Fatalf("overwrote: %s", errw)
	}
	if _, errw, code := cli(t, "hero", "new", "--race", "gnome", "--class", "warrior"); code == 0 || !strings.Contains(errw, `no race "gnome"`) {
		t.Fatalf("unknown race: %s", errw)
	}
}

// dun sim plays a party of created heroes.
func TestSimCreatedParty(t *testing.T) {
	out, errw, code := cli(t, "sim", "../../examples/quests/03-goblin-chasm.yaml", "--party", "../../examples/parties/created-heroes.yaml", "--runs", "4")
	if code != 0 || !strings.Contains(out, "Party: Thorgar, Ysolde and Aelis") {
		t.Fatalf("code %d\n%s\n%s", code, out, errw)
	}
}

// dun sim says what page 88 advises against in a party, in the report's
// language.
func TestSimPartyWarnings(t *testing.T) {
	_, errw, code := cli(t, "sim", "../../examples/quests/03-goblin-chasm.yaml", "--party", "../../examples/parties/knight-witch-priestess.yaml", "--runs", "2", "--lang", "es")
	if code != 0 || !strings.Contains(errw, "knight-witch-priestess.yaml: con 3 héroes el grupo debería tener un Explorador (página 88)") {
		t.Fatalf("code %d\n%s", code, errw)
	}
}
