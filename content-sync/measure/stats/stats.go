// Package stats holds the arithmetic the measurements share, so that the
// benchmarks and the Lighthouse report summarise their runs the same way.
package stats

import "slices"

// Median of the values: the middle one, or the mean of the middle two for
// an even count; 0 for none.
func Median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// Of applies value to each item, for taking the median of one field.
func Of[T any](items []T, value func(T) float64) []float64 {
	v := make([]float64, len(items))
	for i, it := range items {
		v[i] = value(it)
	}
	return v
}
