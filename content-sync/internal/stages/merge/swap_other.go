//go:build !linux

package merge

func swap(next, cur string) error { return swapInTwoSteps(next, cur) }
