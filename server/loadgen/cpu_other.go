//go:build !unix

package loadgen

import "time"

// cpuTime is not measured here.
func cpuTime() time.Duration { return 0 }
