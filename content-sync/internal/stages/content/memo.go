package content

import (
	"crypto/sha256"
	"encoding/binary"
	"sync"
)

// memo keeps what parsing a text gave, by the text's sum. Parsing bodies is
// most of a run of the checks, and the live preview runs them over the
// whole site after every save, with all but the saved file as they were.
// The results are shared: callers read them and never change them.
type memo[V any] struct {
	mu sync.Mutex
	m  map[[sha256.Size]byte]V
}

// memoLimit bounds a memo: past it, the memo starts again empty. The site
// has a few hundred files; each save in the preview adds one text.
const memoLimit = 8192

// get returns read(text), from the memo when text was read before with the
// same offset.
func (m *memo[V]) get(text []byte, offset int, read func() V) V {
	h := sha256.New()
	h.Write(binary.AppendVarint(nil, int64(offset)))
	h.Write(text)
	var key [sha256.Size]byte
	h.Sum(key[:0])
	m.mu.Lock()
	v, ok := m.m[key]
	m.mu.Unlock()
	if ok {
		return v
	}
	v = read()
	m.mu.Lock()
	if m.m == nil || len(m.m) >= memoLimit {
		m.m = map[[sha256.Size]byte]V{}
	}
	m.m[key] = v
	m.mu.Unlock()
	return v
}
