package server

import (
	"encoding/json"
	"strconv"

	"dun/rules"
)

// encodeOptions writes opts as json.Marshal does, byte for byte, without
// its reflection and without the second pass it makes over each
// command's encoding (a command's MarshalJSON is rules.EncodeCommand,
// already compact): the options of the seat to act are encoded after
// every command.
func encodeOptions(opts []rules.Option) ([]byte, error) {
	if opts == nil {
		return []byte("null"), nil
	}
	b := make([]byte, 0, 2+len(opts)*96)
	b = append(b, '[')
	for k := range opts {
		o := &opts[k]
		if k > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"id":`...)
		b = appendJSONString(b, o.ID)
		b = append(b, `,"command":`...)
		if o.Command == nil {
			b = append(b, "null"...)
		} else {
			c, err := rules.EncodeCommand(o.Command)
			if err != nil {
				return nil, err
			}
			b = append(b, c...)
		}
		if o.Cost != 0 {
			b = append(b, `,"cost":`...)
			b = strconv.AppendInt(b, int64(o.Cost), 10)
		}
		if o.Label != nil {
			l, err := json.Marshal(o.Label)
			if err != nil {
				return nil, err
			}
			b = append(b, `,"label":`...)
			b = append(b, l...)
		}
		b = append(b, '}')
	}
	return append(b, ']'), nil
}

// appendJSONString appends s as a JSON string, as encoding/json writes
// it: plain printable ASCII as it is, anything else through json.Marshal
// (which escapes control characters, quotes, backslashes, <, > and &, and
// invalid UTF-8).
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			e, _ := json.Marshal(s)
			return append(b, e...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
