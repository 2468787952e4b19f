package scenario

import "dun/board"

// match reports whether got (decoded JSON: maps, lists, float64, string,
// bool, nil) has everything want (decoded YAML) gives:
//
//   - a mapping matches a mapping holding at least its keys, each matching;
//   - a list matches a list of the same length, item by item (a square
//     [x, y] matches the [x, y] that plain makes of the rules' squares);
//   - a number, a string or a boolean matches an equal value; a direction
//     name (N, NE, ...) matches the number the rules write for it;
//   - false, 0, "" and [] match a field the rules leave out (omitempty).
func match(want, got any) bool {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return false
		}
		for k, wv := range w {
			if !match(wv, g[k]) {
				return false
			}
		}
		return true
	case []any:
		if got == nil {
			return len(w) == 0
		}
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return false
		}
		for i := range w {
			if !match(w[i], g[i]) {
				return false
			}
		}
		return true
	case nil:
		return got == nil
	case bool:
		if got == nil {
			return !w
		}
		g, ok := got.(bool)
		return ok && g == w
	case int64:
		if got == nil {
			return w == 0
		}
		g, ok := got.(float64)
		return ok && g == float64(w)
	case float64:
		if got == nil {
			return w == 0
		}
		g, ok := got.(float64)
		return ok && g == w
	case string:
		switch g := got.(type) {
		case nil:
			return w == ""
		case string:
			return g == w
		case float64:
			d, err := board.ParseDir(w)
			return err == nil && float64(d) == g
		}
		return false
	}
	return false
}
