// Package web is the browser client of `dun serve`: plain HTML, CSS and
// JavaScript modules, no build step, embedded into the binary.
package web

import (
	"embed"
	"io/fs"
)

//go:embed static
var files embed.FS

// Files is the client, index.html at its top.
func Files() fs.FS {
	sub, err := fs.Sub(files, "static")
	if err != nil {
		panic(err) // the folder is embedded; this cannot happen
	}
	return sub
}
