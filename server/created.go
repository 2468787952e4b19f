package server

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"dun/hero"
	"dun/internal/yamldec"
	"dun/rules"
)

// maxCreated bounds the created heroes of one request: a party has six
// characters at most (page 74).
const maxCreated = 6

// createdLabel names the k-th hero file of a request in messages.
func createdLabel(k int) string { return fmt.Sprintf("created[%d]", k) }

// checkCreated reads and checks the text of a hero file (character
// creation, pages 76-79; docs/hero-format.md) against the catalog's packs.
func checkCreated(c *Catalog, label, text string) (*hero.Sheet, *Problem) {
	f, err := hero.ParseText(label, []byte(text))
	var es yamldec.Errors
	switch {
	case errors.As(err, &es):
		return nil, problem(CodeBadMessage, "%s", "%s", es.Error())
	case err != nil:
		return nil, problem(CodeBadMessage, "%v", "%v", err)
	}
	s, err := hero.Check(c.Pack, f)
	var ps hero.Problems
	switch {
	case errors.As(err, &ps):
		return nil, &Problem{Code: CodeBadMessage, Reason: rules.Text{En: ps.In("en"), Es: ps.In("es")}}
	case err != nil:
		return nil, problem(CodeBadMessage, "%v", "%v", err)
	}
	if _, ok := c.Pack.Get("heroes", s.File.ID.Value); ok {
		return nil, problem(CodeBadMessage, "%s: the created hero's ID %q is a predesigned hero's: give the file another id", "%s: el ID %q del héroe creado es el de un héroe predefinido: dale otro id al fichero", label, s.File.ID.Value)
	}
	if s.Companion != nil {
		return nil, problem(CodeBadMessage, "%s: the lobby does not bring companions yet; take the companion out of the file", "%s: la sala aún no admite acompañantes; quita el acompañante del fichero", label)
	}
	return s, nil
}

// createdFigures checks the hero files of a CreateRequest and returns
// their heroes' figures by ID. A hero made solo (30 coins, page 65) plays
// only alone (R1268).
func createdFigures(c *Catalog, texts []string, party int) (map[string]rules.Figure, *Problem) {
	if len(texts) > maxCreated {
		return nil, problem(CodeBadMessage, "%d created heroes: at most %d", "%d héroes creados: como mucho %d", len(texts), maxCreated)
	}
	out := map[string]rules.Figure{}
	for k, text := range texts {
		s, p := checkCreated(c, createdLabel(k), text)
		if p != nil {
			return nil, p
		}
		id := s.File.ID.Value
		if _, ok := out[id]; ok {
			return nil, problem(CodeBadMessage, "two created heroes are %q", "dos héroes creados son %q", id)
		}
		if s.File.Solo && party > 1 {
			return nil, problem(CodeBadMessage, "%s was created solo, with 30 coins (page 65), to play alone; this party has %d heroes", "%s se creó en solitario, con 30 monedas (página 65), para jugar solo; este grupo tiene %d héroes", id, party)
		}
		f, err := s.Figure()
		if err != nil {
			return nil, problem(CodeBadMessage, "%v", "%v", err)
		}
		out[id] = f
	}
	return out, nil
}

// CheckedHero answers POST /api/heroes/check: the created hero's ID, and
// his finished sheet in both languages (warnings included), for the
// lobby to show before the hero joins a party.
type CheckedHero struct {
	ID    string     `json:"id"`
	Name  rules.Text `json:"name"`
	Race  rules.Text `json:"race"`
	Class rules.Text `json:"class"`
	Solo  bool       `json:"solo,omitempty"`
	Sheet rules.Text `json:"sheet"`
}

// CheckHero checks the text of a hero file for the lobby.
func (s *Server) CheckHero(text string) (CheckedHero, *Problem) {
	sh, p := checkCreated(s.catalog, "hero", text)
	if p != nil {
		return CheckedHero{}, p
	}
	var en, es strings.Builder
	if err := hero.Write(&en, s.catalog.Pack, sh, "en"); err != nil {
		return CheckedHero{}, problem(CodeInternal, "%v", "%v", err)
	}
	if err := hero.Write(&es, s.catalog.Pack, sh, "es"); err != nil {
		return CheckedHero{}, problem(CodeInternal, "%v", "%v", err)
	}
	n := sh.File.Name
	return CheckedHero{ID: sh.File.ID.Value, Name: rules.Text{En: n.En, Es: n.Es},
		Race: rules.Text{En: sh.Race.Name.En, Es: sh.Race.Name.Es}, Class: rules.Text{En: sh.Class.Name.En, Es: sh.Class.Name.Es},
		Solo: sh.File.Solo, Sheet: rules.Text{En: en.String(), Es: es.String()}}, nil
}

// checkHeroRequest is the body of POST /api/heroes/check.
type checkHeroRequest struct {
	Text string `json:"text"`
}

func (s *Server) checkHero(w http.ResponseWriter, r *http.Request) {
	if !jsonOnly(w, r) {
		return
	}
	var req checkHeroRequest
	if !s.decodeJSON(w, r, &req) {
		return
	}
	out, p := s.CheckHero(req.Text)
	if p != nil {
		writeProblem(w, http.StatusBadRequest, p)
		return
	}
	writeJSON(w, http.StatusOK, out)
}
