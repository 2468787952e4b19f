//go:build unix

package bench

import (
	"syscall"
	"time"
)

// processCPU is the CPU time the process has used so far, user and system,
// all threads (the garbage collector's included); ok is false where the
// system cannot say.
func processCPU() (d time.Duration, ok bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
