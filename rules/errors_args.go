package rules

import "dun/board"

// refusalArg is one argument of a refusal kept by type (see refuse): its
// kind, and an integer or a string. A position or a text takes two, a
// list of strings one and one per string.
type refusalArg struct {
	kind argKind
	n    int64
	s    string
}

type argKind uint8

const (
	argUnknown argKind = iota
	argString
	argInt
	argUint64
	argUint8
	argPos // X, then Y in the next refusalArg
	argDir
	argBoardSide
	argSide
	argCondition
	argCorner
	argDarkMode
	argPromptKind
	argText    // En, then Es in the next refusalArg
	argStrings // n strings, in the refusalArgs that follow
)

// slotsOf is how many refusalArgs keep a.
func slotsOf(a any) int {
	switch v := a.(type) {
	case board.Pos, Text:
		return 2
	case []string:
		return 1 + len(v)
	}
	return 1
}

// keep appends a to l's arguments. A value is copied out of its
// interface, never the interface kept, so that args does not escape.
func (l *laterReason) keep(a any) {
	switch v := a.(type) {
	case string:
		l.args = append(l.args, refusalArg{kind: argString, s: v})
	case int:
		l.args = append(l.args, refusalArg{kind: argInt, n: int64(v)})
	case uint64:
		l.args = append(l.args, refusalArg{kind: argUint64, n: int64(v)})
	case uint8:
		l.args = append(l.args, refusalArg{kind: argUint8, n: int64(v)})
	case board.Pos:
		l.args = append(l.args, refusalArg{kind: argPos, n: int64(v.X)}, refusalArg{n: int64(v.Y)})
	case board.Dir:
		l.args = append(l.args, refusalArg{kind: argDir, n: int64(v)})
	case board.Side:
		l.args = append(l.args, refusalArg{kind: argBoardSide, n: int64(v)})
	case Side:
		l.args = append(l.args, refusalArg{kind: argSide, n: int64(v)})
	case Condition:
		l.args = append(l.args, refusalArg{kind: argCondition, n: int64(v)})
	case Corner:
		l.args = append(l.args, refusalArg{kind: argCorner, n: int64(v)})
	case DarkMode:
		l.args = append(l.args, refusalArg{kind: argDarkMode, s: string(v)})
	case PromptKind:
		l.args = append(l.args, refusalArg{kind: argPromptKind, s: string(v)})
	case Text:
		l.args = append(l.args, refusalArg{kind: argText, s: v.En}, refusalArg{s: v.Es})
	case []string:
		l.args = append(l.args, refusalArg{kind: argStrings, n: int64(len(v))})
		if v == nil {
			l.args[len(l.args)-1].n = -1
		}
		for _, s := range v {
			l.args = append(l.args, refusalArg{s: s})
		}
	default:
		// Any other type would make every caller's arguments escape;
		// TestRefuseArgumentTypes keeps them out of the package.
		l.args = append(l.args, refusalArg{kind: argUnknown})
	}
}

// values is l's arguments as refuse was given them.
func (l *laterReason) values() []any {
	out := make([]any, 0, len(l.args))
	for k := 0; k < len(l.args); k++ {
		a := l.args[k]
		var v any
		switch a.kind {
		case argString:
			v = a.s
		case argInt:
			v = int(a.n)
		case argUint64:
			v = uint64(a.n)
		case argUint8:
			v = uint8(a.n)
		case argPos:
			k++
			v = board.Pos{X: int(a.n), Y: int(l.args[k].n)}
		case argDir:
			v = board.Dir(a.n)
		case argBoardSide:
			v = board.Side(a.n)
		case argSide:
			v = Side(a.n)
		case argCondition:
			v = Condition(a.n)
		case argCorner:
			v = Corner(a.n)
		case argDarkMode:
			v = DarkMode(a.s)
		case argPromptKind:
			v = PromptKind(a.s)
		case argText:
			k++
			v = Text{En: a.s, Es: l.args[k].s}
		case argStrings:
			var ss []string
			if a.n >= 0 {
				ss = make([]string, a.n)
				for j := range ss {
					k++
					ss[j] = l.args[k].s
				}
			}
			v = ss
		default:
			v = "?"
		}
		out = append(out, v)
	}
	return out
}
