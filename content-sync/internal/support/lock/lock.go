// Package lock keeps two builds of one checkout from running at once: they
// would stage into, and swap, the same folders.
package lock

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// ErrBusy means another build holds the lock.
var ErrBusy = errors.New("another build is running in this checkout")

// Lock is a held lock; Release gives it up.
type Lock struct {
	f *os.File
}

// Acquire takes the lock file at path or fails at once with ErrBusy, naming
// the process that holds it. The operating system drops the lock when its
// holder exits, however it exits, so a killed build never leaves it stale.
func Acquire(path string) (*Lock, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if err := tryLock(f); err != nil {
		holder, _ := os.ReadFile(path)
		f.Close()
		return nil, fmt.Errorf("%w (%s); wait for it to finish or stop it", ErrBusy, strings.TrimSpace(string(holder)))
	}
	_ = f.Truncate(0)
	_, _ = f.WriteAt([]byte(fmt.Sprintf("pid %d, since %s\n", os.Getpid(), time.Now().Format(time.TimeOnly))), 0)
	return &Lock{f: f}, nil
}

// Release gives the lock up.
func (l *Lock) Release() {
	_ = unlock(l.f)
	_ = l.f.Close()
}
