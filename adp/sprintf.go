package adp

import (
	"fmt"
	"strconv"
	"strings"

	"dun/board"
)

// sprintf is fmt.Sprintf(format, args...) for the formats of the reasons
// (text), which every decision writes: %s of a string or a square and %d
// of an int are written here, anything else (another verb or type, a
// flag, a missing or extra argument) by fmt.
func sprintf(format string, args []any) string {
	var buf [192]byte // most reasons fit: no allocation but the string
	b := buf[:0]
	k := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			// The text up to the next verb, at once.
			j := strings.IndexByte(format[i:], '%')
			if j < 0 {
				j = len(format) - i
			}
			b = append(b, format[i:i+j]...)
			i += j - 1
			continue
		}
		if i+1 == len(format) || k == len(args) {
			return fmt.Sprintf(format, args...)
		}
		switch v := args[k].(type) {
		case string:
			if format[i+1] != 's' {
				return fmt.Sprintf(format, args...)
			}
			b = append(b, v...)
		case board.Pos:
			if format[i+1] != 's' {
				return fmt.Sprintf(format, args...)
			}
			// board.Pos.String.
			b = append(b, '(')
			b = strconv.AppendInt(b, int64(v.X), 10)
			b = append(b, ',')
			b = strconv.AppendInt(b, int64(v.Y), 10)
			b = append(b, ')')
		case int:
			if format[i+1] != 'd' {
				return fmt.Sprintf(format, args...)
			}
			b = strconv.AppendInt(b, int64(v), 10)
		default:
			return fmt.Sprintf(format, args...)
		}
		k++
		i++
	}
	if k != len(args) {
		return fmt.Sprintf(format, args...)
	}
	return string(b)
}
