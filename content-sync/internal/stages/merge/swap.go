package merge

import "os"

// swapInTwoSteps moves cur aside, then next into place, and leaves the old
// contents in next; if the second rename fails, cur is put back.
func swapInTwoSteps(next, cur string) error {
	aside := next + ".old"
	if err := os.Rename(cur, aside); err != nil {
		if os.IsNotExist(err) {
			return os.Rename(next, cur)
		}
		return err
	}
	if err := os.Rename(next, cur); err != nil {
		_ = os.Rename(aside, cur)
		return err
	}
	return os.Rename(aside, next)
}
