package sim

import (
	"fmt"
	"html/template"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// labels are the report's words in English and Spanish.
var labels = map[string][2]string{
	"title":              {"Balance report", "Informe de equilibrio"},
	"quest":              {"Quest", "Misión"},
	"party":              {"Party", "Grupo"},
	"runs":               {"Games", "Partidas"},
	"seed":               {"Seed", "Semilla"},
	"victory":            {"Heroes' victory rate", "Victorias de los héroes"},
	"interval":           {"95% interval", "intervalo del 95%"},
	"outcomes":           {"Outcomes", "Resultados"},
	"wins":               {"heroes win", "ganan los héroes"},
	"losses":             {"Dark Player wins", "gana el Jugador Oscuro"},
	"unfinished":         {"unfinished (turn limit)", "sin terminar (límite de turnos)"},
	"ends":               {"How the quests ended", "Cómo terminaron las misiones"},
	"heroes/withdrew":    {"heroes win: mission done, they withdrew", "ganan los héroes: misión cumplida, se retiraron"},
	"heroes/left":        {"heroes win: mission done, they left the scenario", "ganan los héroes: misión cumplida, salieron del escenario"},
	"heroes/turn_limit":  {"heroes win: mission done by the last turn", "ganan los héroes: misión cumplida en el último turno"},
	"heroes/knocked_out": {"heroes win: mission done, all then knocked out", "ganan los héroes: misión cumplida, y después todos fuera de combate"},
	"dark/knocked_out":   {"Dark Player wins: every hero knocked out", "gana el Jugador Oscuro: todos los héroes fuera de combate"},
	"dark/turn_limit":    {"Dark Player wins: the turn limit passed", "gana el Jugador Oscuro: se agotaron los turnos"},
	"dark/left":          {"Dark Player wins: the heroes left, mission not done", "gana el Jugador Oscuro: los héroes salieron sin cumplir la misión"},
	"dark/withdrew":      {"Dark Player wins: the heroes withdrew, mission not done", "gana el Jugador Oscuro: los héroes se retiraron sin cumplir la misión"},
	"turns":              {"Turns to finish", "Turnos hasta el final"},
	"median":             {"median", "mediana"},
	"mean":               {"mean", "media"},
	"ko":                 {"Heroes knocked out per game", "Héroes fuera de combate por partida"},
	"kohero":             {"Knocked out, by hero", "Fuera de combate, por héroe"},
	"falls":              {"Where heroes fall (section)", "Dónde caen los héroes (sección)"},
	"worst":              {"Section where heroes fall most", "Sección donde más caen los héroes"},
	"fortune":            {"Fortune points spent per game", "Puntos de Fortuna gastados por partida"},
	"dark":               {"Dark Player's achievement points per game", "Puntos de hazaña del Jugador Oscuro por partida"},
	"feats":              {"Achievement points per game, by line of the card", "Puntos de hazaña por partida, por línea de la carta de logros"},
	"heroach":            {"Heroes' achievement points per game (the Achievement card's feats and objectives met)", "Puntos de hazaña de los héroes por partida (las hazañas de la carta de logros y los objetivos cumplidos)"},
	"enemies":            {"Enemies knocked out per game", "Enemigos fuera de combate por partida"},
	"none":               {"none", "ninguna"},
	"compare":            {"Comparison", "Comparación"},
	"delta":              {"Difference in victory rate (B - A)", "Diferencia de victorias (B - A)"},
	"vp":                 {"Value Points", "Puntos de Valor"},
	"dead":               {"Heroes dead after the quest per game", "Héroes muertos tras la misión por partida"},
	"injured":            {"Heroes left with a permanent injury per game", "Héroes con una herida permanente por partida"},
	"nocards":            {"The Dark Player played without cards: no reserve points nor cards to report.", "El Jugador Oscuro jugó sin cartas: no hay puntos de reserva ni cartas que contar."},
	"start":              {"Reserve points at the start per game (the sheet's change made, R1280)", "Puntos de reserva al empezar por partida (hecho el cambio de la hoja, R1280)"},
	"spent":              {"Reserve points spent per game", "Puntos de reserva gastados por partida"},
	"left":               {"Reserve points left at the end per game", "Puntos de reserva sobrantes al final por partida"},
	"sheetpaid":          {"Reserve points paid for the sheet's creatures per game", "Puntos de reserva pagados por las criaturas de la hoja por partida"},
	"sheetwithheld":      {"Sheet creatures not placed for want of points per game", "Criaturas de la hoja no colocadas por falta de puntos por partida"},
	"kinds":              {"Cards activated per game", "Cartas activadas por partida"},
	"bycard":             {"Cards activated, by card (all games)", "Cartas activadas, por carta (todas las partidas)"},
	"obstacle":           {"obstacles", "obstáculos"},
	"encounter":          {"encounters", "encuentros"},
	"power":              {"powers", "poderes"},
}

func label(lang, key string) string {
	l := labels[key]
	if lang == "es" {
		return l[1]
	}
	return l[0]
}

func pct(x float64) string { return strconv.FormatFloat(100*x, 'f', 1, 64) + "%" }
func f2(x float64) string  { return strconv.FormatFloat(x, 'f', 2, 64) }

// WriteText prints a summary for a terminal.
func WriteText(w io.Writer, s Summary, lang string) {
	L := func(k string) string { return label(lang, k) }
	party := s.Party
	if s.PartyVP > 0 {
		party += fmt.Sprintf(" (%d %s)", s.PartyVP, L("vp"))
	}
	fmt.Fprintf(w, "%s: %s\n%s: %s\n%s: %d   %s: %d\n", L("quest"), s.Quest, L("party"), party, L("runs"), s.Runs, L("seed"), s.Seed)
	fmt.Fprintf(w, "%s: %s (%s %s-%s)\n", L("victory"), pct(s.VictoryRate), L("interval"), pct(s.VictoryLow), pct(s.VictoryHigh))
	fmt.Fprintf(w, "%s: %d %s, %d %s, %d %s\n", L("outcomes"), s.Wins, L("wins"), s.Losses, L("losses"), s.Unfinished, L("unfinished"))
	if len(s.Ends) > 0 {
		fmt.Fprintf(w, "%s:\n", L("ends"))
		for _, b := range endBars(s, lang) {
			fmt.Fprintf(w, "  %s: %d\n", b.Label, b.Value)
		}
	}
	fmt.Fprintf(w, "%s: %s %d, %s %s, p10-p90 %d-%d\n", L("turns"), L("median"), s.TurnsMedian, L("mean"), f2(s.TurnsMean), s.TurnsP10, s.TurnsP90)
	fmt.Fprintf(w, "%s: %s\n", L("ko"), f2(s.KnockedOutMean))
	worst := L("none")
	if s.WorstSection > 0 {
		worst = strconv.Itoa(s.WorstSection)
	}
	fmt.Fprintf(w, "%s: %s\n", L("worst"), worst)
	fmt.Fprintf(w, "%s: %s\n%s: %s\n%s: %s\n%s: %s\n", L("fortune"), f2(s.FortuneSpentMean), L("dark"), f2(s.DarkAchievementMean), L("heroach"), f2(s.HeroAchievementMean), L("enemies"), f2(s.EnemiesDownMean))
	if len(s.FeatMeans) > 0 {
		fmt.Fprintf(w, "%s: %s\n", L("feats"), featMeans(s))
	}
	fmt.Fprintf(w, "%s: %s\n%s: %s\n", L("dead"), f2(s.DeadMean), L("injured"), f2(s.InjuredMean))
	writeCards(w, s, lang)
}

// featMeans lists what each line of the Achievement card earned per
// game, by ID: "dark_turn 5.98, spells 2.32".
func featMeans(s Summary) string {
	ids := slices.Sorted(maps.Keys(s.FeatMeans))
	parts := make([]string, len(ids))
	for k, id := range ids {
		parts[k] = id + " " + f2(s.FeatMeans[id])
	}
	return strings.Join(parts, ", ")
}

// writeCards prints the Dark Player's reserve and cards.
func writeCards(w io.Writer, s Summary, lang string) {
	L := func(k string) string { return label(lang, k) }
	if !s.DarkCards {
		fmt.Fprintln(w, L("nocards"))
		return
	}
	fmt.Fprintf(w, "%s: %s\n", L("start"), f2(s.ReserveStartMean))
	fmt.Fprintf(w, "%s: %s\n%s: %s\n", L("spent"), f2(s.ReserveSpentMean), L("left"), f2(s.ReserveLeftMean))
	fmt.Fprintf(w, "%s: %s\n%s: %s\n", L("sheetpaid"), f2(s.SheetPaidMean), L("sheetwithheld"), f2(s.SheetWithheldMean))
	fmt.Fprintf(w, "%s: %s %s, %s %s, %s %s\n", L("kinds"), L("obstacle"), f2(s.CardKindsMean["obstacle"]), L("encounter"), f2(s.CardKindsMean["encounter"]), L("power"), f2(s.CardKindsMean["power"]))
	if len(s.Cards) > 0 {
		fmt.Fprintf(w, "%s:\n", L("bycard"))
		for _, b := range cardBars(s, lang) {
			fmt.Fprintf(w, "  %s: %d\n", b.Label, b.Value)
		}
	}
}

// cardBars are the cards activated, most played first, by name.
func cardBars(s Summary, lang string) []bar {
	var out []bar
	for id, n := range s.Cards {
		name := id
		if nm, ok := s.CardNames[id]; ok {
			name = nm[0]
			if lang == "es" {
				name = nm[1]
			}
		}
		out = append(out, bar{name, n})
	}
	slices.SortFunc(out, func(a, b bar) int {
		if a.Value != b.Value {
			return b.Value - a.Value
		}
		return strings.Compare(a.Label, b.Label)
	})
	return out
}

// bar is one bar of a chart.
type bar struct {
	Label string
	Value int
}

// chart draws bars as an inline SVG, scaled to the largest.
func chart(bars []bar) template.HTML {
	const w, h, pad = 640, 180, 24
	if len(bars) == 0 {
		return ""
	}
	top := 1
	for _, b := range bars {
		top = max(top, b.Value)
	}
	bw := float64(w-2*pad) / float64(len(bars))
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" role="img">`, w, h+40, w, h+40)
	for i, b := range bars {
		bh := float64(h-pad) * float64(b.Value) / float64(top)
		x := float64(pad) + float64(i)*bw
		fmt.Fprintf(&sb, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#7a4b2a"><title>%s: %d</title></rect>`,
			x+1, float64(h)-bh, max(bw-2, 1), bh, template.HTMLEscapeString(b.Label), b.Value)
		if len(bars) <= 40 || i%(len(bars)/20+1) == 0 {
			fmt.Fprintf(&sb, `<text x="%.1f" y="%d" font-size="11" text-anchor="middle">%s</text>`, x+bw/2, h+14, template.HTMLEscapeString(b.Label))
		}
		if b.Value > 0 && len(bars) <= 20 {
			fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f" font-size="11" text-anchor="middle">%d</text>`, x+bw/2, float64(h)-bh-3, b.Value)
		}
	}
	sb.WriteString(`</svg>`)
	return template.HTML(sb.String())
}

func countBars(counts []int) []bar {
	var out []bar
	for i, c := range counts {
		out = append(out, bar{strconv.Itoa(i), c})
	}
	return out
}

func mapBars[K int | string](m map[K]int, name func(K) string) []bar {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var out []bar
	for _, k := range keys {
		out = append(out, bar{name(k), m[k]})
	}
	return out
}

var page = template.Must(template.New("report").Parse(`<!DOCTYPE html>
<html lang="{{.Lang}}"><head><meta charset="utf-8"><title>{{.L.title}}: {{.S.Quest}}</title>
<style>body{font:15px/1.4 system-ui,sans-serif;margin:2em auto;max-width:720px;color:#222}h1{font-size:1.5em}h2{font-size:1.1em;margin-top:1.6em}dt{font-weight:600}dd{margin:0 0 .5em 0}.big{font-size:2em;font-weight:700}</style>
</head><body>
<h1>{{.L.title}}</h1>
<dl><dt>{{.L.quest}}</dt><dd>{{.S.Quest}}</dd><dt>{{.L.party}}</dt><dd>{{.S.Party}}</dd>
<dt>{{.L.runs}}</dt><dd>{{.S.Runs}} ({{.L.seed}} {{.S.Seed}})</dd></dl>
<h2>{{.L.victory}}</h2><p class="big">{{.Victory}}</p><p>{{.L.interval}}: {{.Low}} – {{.High}}</p>
<h2>{{.L.outcomes}}</h2>{{.Outcomes}}
{{if .S.Ends}}<h2>{{.L.ends}}</h2>{{.Ends}}{{end}}
<h2>{{.L.turns}}</h2><p>{{.L.median}} {{.S.TurnsMedian}}, {{.L.mean}} {{.TurnsMean}}, p10–p90 {{.S.TurnsP10}}–{{.S.TurnsP90}}</p>{{.Turns}}
<h2>{{.L.ko}}</h2><p>{{.L.mean}} {{.KOMean}}</p>{{.KO}}
<h2>{{.L.kohero}}</h2>{{.KOHero}}
<h2>{{.L.falls}}</h2>{{.Falls}}
<dl><dt>{{.L.fortune}}</dt><dd>{{.Fortune}}</dd><dt>{{.L.dark}}</dt><dd>{{.Dark}}</dd><dt>{{.L.heroach}}</dt><dd>{{.HeroAch}}</dd><dt>{{.L.dead}}</dt><dd>{{.Dead}}</dd><dt>{{.L.injured}}</dt><dd>{{.Injured}}</dd><dt>{{.L.enemies}}</dt><dd>{{.Enemies}}</dd>{{if .S.FeatMeans}}<dt>{{.L.feats}}</dt><dd>{{.Feats}}</dd>{{end}}</dl>
{{if .S.DarkCards}}<h2>{{.L.kinds}}</h2>{{.Kinds}}
<dl><dt>{{.L.start}}</dt><dd>{{.Start}}</dd><dt>{{.L.spent}}</dt><dd>{{.Spent}}</dd><dt>{{.L.left}}</dt><dd>{{.Left}}</dd><dt>{{.L.sheetpaid}}</dt><dd>{{.SheetPaid}}</dd><dt>{{.L.sheetwithheld}}</dt><dd>{{.SheetWithheld}}</dd></dl>
<h2>{{.L.bycard}}</h2>{{.ByCard}}{{else}}<p>{{.L.nocards}}</p>{{end}}
{{if .Cmp}}<h2>{{.L.compare}}</h2><p>A: {{.Cmp.A.Party}} — {{.CmpA}}<br>B: {{.Cmp.B.Party}} — {{.CmpB}}</p><p>{{.L.delta}}: {{.Delta}} ({{.L.interval}} {{.DeltaLow}} – {{.DeltaHigh}})</p>{{end}}
</body></html>
`))

// WriteHTML writes a self-contained report with its charts; the same
// summary always gives the same bytes. cmp, when not nil, adds the
// comparison of two parties.
func WriteHTML(w io.Writer, s Summary, cmp *Comparison, lang string) error {
	L := map[string]string{}
	for k := range labels {
		L[k] = label(lang, k)
	}
	data := map[string]any{
		"Lang": lang, "L": L, "S": s,
		"Victory": pct(s.VictoryRate), "Low": pct(s.VictoryLow), "High": pct(s.VictoryHigh),
		"Outcomes":  chart([]bar{{L["wins"], s.Wins}, {L["losses"], s.Losses}, {L["unfinished"], s.Unfinished}}),
		"Ends":      chart(endBars(s, lang)),
		"TurnsMean": f2(s.TurnsMean), "Turns": chart(countBars(s.TurnsHistogram)),
		"KOMean": f2(s.KnockedOutMean), "KO": chart(countBars(s.KnockedOutGames)),
		"KOHero":  chart(mapBars(s.KnockedOutBy, func(k string) string { return k })),
		"Falls":   chart(mapBars(s.FallsBySection, strconv.Itoa)),
		"Fortune": f2(s.FortuneSpentMean), "Dark": f2(s.DarkAchievementMean), "HeroAch": f2(s.HeroAchievementMean), "Dead": f2(s.DeadMean), "Injured": f2(s.InjuredMean), "Enemies": f2(s.EnemiesDownMean), "Feats": featMeans(s),
		"Cmp":   cmp,
		"Start": f2(s.ReserveStartMean), "Spent": f2(s.ReserveSpentMean), "Left": f2(s.ReserveLeftMean), "ByCard": chart(cardBars(s, lang)),
		"SheetPaid": f2(s.SheetPaidMean), "SheetWithheld": f2(s.SheetWithheldMean),
		"Kinds": chart([]bar{{L["obstacle"], int(100 * s.CardKindsMean["obstacle"])}, {L["encounter"], int(100 * s.CardKindsMean["encounter"])}, {L["power"], int(100 * s.CardKindsMean["power"])}}),
	}
	if cmp != nil {
		data["CmpA"], data["CmpB"] = pct(cmp.A.VictoryRate), pct(cmp.B.VictoryRate)
		data["Delta"], data["DeltaLow"], data["DeltaHigh"] = pct(cmp.VictoryDelta), pct(cmp.DeltaLow), pct(cmp.DeltaHigh)
	}
	return page.Execute(w, data)
}

// endBars are the finished games by how they ended, the most frequent
// first (ties in the labels' order, so that the report is stable). A
// reason the labels do not know yet is shown by its key.
func endBars(s Summary, lang string) []bar {
	var out []bar
	for k, n := range s.Ends {
		l := k
		if _, ok := labels[k]; ok {
			l = label(lang, k)
		}
		out = append(out, bar{l, n})
	}
	slices.SortFunc(out, func(a, b bar) int {
		if a.Value != b.Value {
			return b.Value - a.Value
		}
		return strings.Compare(a.Label, b.Label)
	})
	return out
}
