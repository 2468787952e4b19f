// Package starter embeds the content pack shipped with dun (the folder
// pack beside this file). It is a seed: a few entries of every kind, enough
// to exercise every kind and every reference; the full starter pack of
// issue 5 is yet to be written.
package starter

import (
	"embed"
	"io/fs"

	"dun/content/load"
)

//go:embed pack
var files embed.FS

// FS is the starter pack, its kinds at the top.
func FS() fs.FS {
	sub, err := fs.Sub(files, "pack")
	if err != nil {
		panic(err) // the folder is embedded; this cannot happen
	}
	return sub
}

// Source is the starter pack as the loader takes it; its files are named
// starter/... in messages.
func Source() load.Source { return load.Source{Name: "starter", FS: FS()} }
