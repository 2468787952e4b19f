// Command dun is the Dungeon Universalis rules system on the command line:
// it runs scenario files, validates and draws quest sheets, and measures
// the engine (dun bench).
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

// run executes the command line args and returns the exit status.
func run(args []string) int {
	root := newRoot()
	root.SetArgs(args)
	if err := execute(root); err != nil {
		return 1
	}
	return 0
}
