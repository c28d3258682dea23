package merge

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// swap puts the folder next in place of cur in one atomic step; next then
// holds the previous contents. Where cur does not exist it is a plain rename.
func swap(next, cur string) error {
	if _, err := os.Lstat(cur); errors.Is(err, os.ErrNotExist) {
		return os.Rename(next, cur)
	}
	err := unix.Renameat2(unix.AT_FDCWD, next, unix.AT_FDCWD, cur, unix.RENAME_EXCHANGE)
	if errors.Is(err, unix.EINVAL) || errors.Is(err, unix.ENOSYS) {
		return swapInTwoSteps(next, cur) // file systems without RENAME_EXCHANGE
	}
	return err
}
