package rules

// Text is a message in the two languages the game is played in.
type Text struct {
	En string `json:"en"`
	Es string `json:"es"`
}

// In returns the text in lang ("es" for Spanish; anything else English).
func (t Text) In(lang string) string {
	if lang == "es" && t.Es != "" {
		return t.Es
	}
	return t.En
}

// Text returns t itself, so a refusal's arguments may be texts that each
// message writes in its own language.
func (t Text) Text() Text { return t }
