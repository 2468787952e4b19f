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

// Text returns t itself, so that a Text given to a refusal is written in
// each message's language.
func (t Text) Text() Text { return t }
