package quest

import (
	"dun/internal/yamldec"

	"go.yaml.in/yaml/v3"
)

var (
	req = yamldec.Req
	opt = yamldec.Opt
)

// specs lists the keys of each kind of mapping. The JSON Schema test
// compares these lists with docs/schema/quest.schema.json, so the parser
// and the schema cannot drift apart.
var specs = map[string]yamldec.Keys{
	"board": {req("map"), req("sections"), opt("doors"), opt("openings"), opt("stairs"), opt("ladders"), opt("pits"),
		opt("furniture"), opt("elements"), opt("start"), opt("finish"), opt("goals"), opt("arrows"), opt("traps"), opt("footbridges"), opt("npcs"), opt("challenges")},
	"quest": {req("id"), req("title"), req("mission"), opt("background"), opt("faction"), opt("difficulty"),
		opt("leader"), opt("creatures"), opt("turn_limit"), opt("riding_indoors"), opt("adp_reserve"), opt("adp_reserve_vp"), opt("special_rules"), opt("rewards"),
		opt("success"), opt("failure"), opt("objectives")},
	"map":       {req("sections"), opt("terrain"), opt("levels")},
	"section":   {req("kind"), opt("main"), opt("outdoor"), opt("large"), opt("name"), opt("dark")},
	"text":      {req("en"), req("es")},
	"door":      {opt("id"), req("at"), req("side"), opt("kind"), opt("state"), opt("locked"), opt("riddle"), opt("width")},
	"opening":   {req("at"), req("side"), opt("width")},
	"stair":     {req("at"), req("access")},
	"ladder":    {req("at"), req("up")},
	"pit":       {req("at"), req("depth")},
	"bridge":    {req("from"), req("to")},
	"npc":       {req("id"), req("name"), opt("intelligence"), opt("courage"), opt("race"), opt("alignment"), opt("animal")},
	"challenge": {req("id"), req("text"), req("attribute"), opt("target"), req("at"), opt("attempts"), req("success"), opt("failure")},
	"outcome":   {req("text"), opt("remove"), opt("open"), opt("harm"), opt("condition")},
	"element":   {opt("id"), req("kind"), opt("at"), opt("size"), opt("squares"), opt("height"), opt("cover"), opt("impassable"), opt("movable"), opt("riddle")},
	"arrow":     {req("at"), req("facing"), req("to")},
	"trap":      {opt("id"), req("kind"), req("at"), opt("hidden"), opt("detect"), opt("disarm"), opt("dice")},
	"leader":    {opt("id"), req("kind"), opt("at"), opt("facing"), opt("equipment"), opt("target"), opt("notes")},
	"creature":  {opt("id"), req("kind"), req("at"), req("facing"), opt("target"), opt("free"), opt("notes")},
	"rewards":   {opt("coins"), opt("experience"), opt("text")},
	"objective": {req("kind"), req("text"), opt("target"), opt("at"), opt("turns"), opt("section")},
}

// format is what quest sheets share with the other files dun reads, and
// where they differ: an empty value counts as absent, and squares lie on a
// map of at most MaxSize x MaxSize.
var format = yamldec.Format{Name: "quest", EmptyIsAbsent: true, MaxCoord: MaxSize - 1}

// decoder reads the nodes of a quest sheet.
type decoder struct {
	*yamldec.Decoder
}

func newDecoder(file string, src []byte) decoder {
	return decoder{yamldec.New(file, src, format)}
}

// object reads mapping n whose keys are exactly those of specs[kind]; what
// names the mapping in messages.
func (d decoder) object(n *yaml.Node, kind, what string, h yamldec.Handlers) bool {
	s, ok := specs[kind]
	if !ok || len(s) != len(h) {
		panic("quest: handlers do not match the spec of " + kind)
	}
	return d.Object(n, what, s, h)
}

// Text is a text in English and Spanish.
type Text struct {
	En string `json:"en"`
	Es string `json:"es"`
}

// IsZero reports whether the text was not given.
func (t Text) IsZero() bool { return t.En == "" && t.Es == "" }

func (d decoder) text(n *yaml.Node, what string) Text {
	var t Text
	d.object(n, "text", what, yamldec.Handlers{
		"en": func(v *yaml.Node) { t.En, _ = d.Str(v, what+" en") },
		"es": func(v *yaml.Node) { t.Es, _ = d.Str(v, what+" es") },
	})
	return t
}
