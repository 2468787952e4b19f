// Package examples embeds the example quest sheets (quests/*.yaml), so
// that `dun serve` offers them on a fresh machine.
package examples

import (
	"embed"
	"io/fs"
)

//go:embed quests/*.yaml
var files embed.FS

// Quests is the folder of example quest sheets, the sheets at its top.
func Quests() fs.FS {
	sub, err := fs.Sub(files, "quests")
	if err != nil {
		panic(err) // the folder is embedded; this cannot happen
	}
	return sub
}
