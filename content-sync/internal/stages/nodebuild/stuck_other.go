//go:build !linux

package nodebuild

import "time"

// mainThreadsCPU is unknown without Linux's /proc: builds are never taken
// for stuck.
func mainThreadsCPU(int, map[int]time.Duration) bool { return false }
