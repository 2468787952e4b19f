//go:build !unix

package server

import "time"

// cpuTime is not measured here.
func cpuTime() time.Duration { return 0 }
