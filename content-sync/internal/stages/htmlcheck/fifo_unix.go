//go:build unix

package htmlcheck

import (
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// errNoReader is what opening a named pipe for writing without waiting
// gives while nothing has it open for reading.
var errNoReader = syscall.ENXIO

func mkfifo(path string) error { return unix.Mkfifo(path, 0o600) }

// openWriter opens the named pipe at path for writing if a reader has it
// open, and fails with errNoReader at once if none has.
func openWriter(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK, 0)
}
