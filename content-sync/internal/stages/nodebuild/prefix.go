package nodebuild

import (
	"bytes"
	"io"
	"sync"
	"time"
)

// prefixer writes each complete line it receives to w with a prefix, and
// remembers the last few lines for an error report.
type prefixer struct {
	mu     sync.Mutex
	w      io.Writer
	prefix string
	buf    []byte
	tail   []string
	keep   int
	last   time.Time // of the last write
}

func newPrefixer(w io.Writer, prefix string, keep int) *prefixer {
	return &prefixer{w: w, prefix: prefix, keep: keep, last: time.Now()}
}

func (p *prefixer) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.last = time.Now()
	p.buf = append(p.buf, b...)
	for {
		i := bytes.IndexByte(p.buf, '\n')
		if i < 0 {
			break
		}
		p.line(p.buf[:i])
		p.buf = p.buf[i+1:]
	}
	return len(b), nil
}

func (p *prefixer) line(l []byte) {
	l = bytes.TrimRight(l, "\r")
	p.tail = append(p.tail, string(l))
	if len(p.tail) > p.keep {
		p.tail = p.tail[1:]
	}
	io.WriteString(p.w, p.prefix+string(l)+"\n")
}

// Flush writes a last line that had no newline.
func (p *prefixer) Flush() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.buf) > 0 {
		p.line(p.buf)
		p.buf = nil
	}
}

// LastWrite is when the build last printed anything.
func (p *prefixer) LastWrite() time.Time {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.last
}

// Tail returns the last lines written.
func (p *prefixer) Tail() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.tail...)
}
