package sim

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dun/quest"
	"dun/setup"
)

// Every example party of created heroes (pages 76-79) resolves and plays
// a simulated quest to its end.
func TestCreatedHeroesPlay(t *testing.T) {
	pack := testPack(t)
	data, err := os.ReadFile(filepath.Join("..", "examples", "quests", "03-goblin-chasm.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	q, err := quest.Parse("03-goblin-chasm.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"created-heroes.yaml", "solo-brakka.yaml"} {
		path := filepath.Join("..", "examples", "parties", file)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		p, err := ParseParty(path, src)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Created) == 0 {
			t.Fatalf("%s names no created hero", file)
		}
		figs, err := p.Figures(pack)
		if err != nil {
			t.Fatal(err)
		}
		for id := range p.Created {
			found := false
			for _, f := range figs {
				found = found || f.ID == id && f.Hero()
			}
			if !found {
				t.Fatalf("%s: created hero %s is not among the figures", file, id)
			}
		}
		s, err := setup.Game(q, figs, setup.Creatures(pack))
		if err != nil {
			t.Fatal(err)
		}
		games, err := Run(context.Background(), config(s, 4, 2))
		if err != nil {
			t.Fatal(err)
		}
		if sum := Summarise("q", file, 42, games); sum.Wins+sum.Losses == 0 {
			t.Errorf("%s: no game finished: %+v", file, sum)
		}
	}
}

// A party file's created heroes: read relative to the party file, each
// known by its ID; a hero created solo plays alone (R1268).
func TestPartyCreatedRefusals(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("solo.yaml", "name: S\nrace: human\nclass: warrior\nsolo: true\n")
	write("bad.yaml", "name: S\nrace: human\n")
	party := filepath.Join(dir, "p.yaml")
	for src, want := range map[string]string{
		"heroes: [{file: missing.yaml}]\n":               "p.yaml:1:10: heroes[0]:",
		"heroes: [{file: bad.yaml}]\n":                   `bad.yaml:1:1: hero: missing "class"`,
		"heroes: [{path: solo.yaml}]\n":                  `p.yaml:1:11: heroes[0]: unknown field "path"`,
		"heroes: [{file: solo.yaml}, {file: solo.yaml}]": "hero solo is in the party twice",
	} {
		_, err := ParseParty(party, []byte(src))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", src, err, want)
		}
	}
	pack := testPack(t)
	p, err := ParseParty(party, []byte("heroes: [shara, {file: solo.yaml}]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Figures(pack); err == nil || !strings.Contains(err.Error(), "created solo, with 30 coins (page 65), to play alone; this party has 2 heroes") {
		t.Errorf("a solo hero in a party of two: %v", err)
	}
	p, _ = ParseParty(party, []byte("heroes: [{file: solo.yaml}]\n"))
	if figs, err := p.Figures(pack); err != nil || len(figs) != 1 || figs[0].ID != "solo" {
		t.Errorf("a solo hero alone: %v %v", figs, err)
	}
}

// A created hero's companion, hired out of his budget (page 79), comes
// with him unless the party file says whom he brings.
func TestCreatedHeroCompanion(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "aki2.yaml"), []byte("name: A\nrace: human\nclass: animist\nspells: [breathe_life]\ncompanion: wolf\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	pack := testPack(t)
	for src, want := range map[string]string{
		"heroes: [{file: aki2.yaml}]\n": "aki2-wolf",
		"heroes: [{file: aki2.yaml}]\ncompanions: [{hero: aki2, follower: war_dog}]\n": "aki2-war_dog",
	} {
		p, err := ParseParty(filepath.Join(dir, "p.yaml"), []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		figs, err := p.Figures(pack)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, f := range figs {
			ids = append(ids, f.ID)
		}
		if len(figs) != 2 || figs[1].ID != want || figs[1].Owner() != "aki2" {
			t.Errorf("%q: figures %v; want aki2 and %s", src, ids, want)
		}
	}
}

// A party file naming a device or a directory as a hero file is refused,
// not read forever.
func TestPartyHeroFileNotAFile(t *testing.T) {
	for _, path := range []string{"/dev/zero", "."} {
		_, err := ParseParty("party.yaml", []byte("heroes: [{file: "+path+"}]\n"))
		if err == nil {
			t.Errorf("%s read as a hero file", path)
		}
	}
}
