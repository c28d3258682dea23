// Package diag holds the pipeline's problems as data: each one names a file,
// a line and a column, so every stage can report all of them at once and the
// author can jump straight to the spot.
package diag

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// Severity says whether a problem stops the build.
type Severity int

const (
	Warning Severity = iota
	Error
)

func (s Severity) String() string {
	if s == Error {
		return "error"
	}
	return "warning"
}

// Diagnostic is one problem at one position. Line and Col are 1-based; zero
// means the position is the whole file.
type Diagnostic struct {
	Path     string
	Line     int
	Col      int
	Severity Severity
	Message  string
	Hint     string
	// Check names the check that found it ("links", "translations" …),
	// for callers that treat some checks apart; it is not printed.
	Check string
}

// String renders the diagnostic as path:line:col: severity: message (hint).
func (d Diagnostic) String() string {
	line, col := d.Line, d.Col
	if line < 1 {
		line = 1
	}
	if col < 1 {
		col = 1
	}
	s := fmt.Sprintf("%s:%d:%d: %s: %s", d.Path, line, col, d.Severity, d.Message)
	if d.Hint != "" {
		s += " (" + d.Hint + ")"
	}
	return s
}

// List collects diagnostics from any number of checks.
type List []Diagnostic

// Errorf records an error at a position.
func (l *List) Errorf(path string, line, col int, hint, format string, args ...any) {
	*l = append(*l, Diagnostic{Path: path, Line: line, Col: col, Severity: Error, Message: fmt.Sprintf(format, args...), Hint: hint})
}

// Warnf records a warning at a position.
func (l *List) Warnf(path string, line, col int, hint, format string, args ...any) {
	*l = append(*l, Diagnostic{Path: path, Line: line, Col: col, Severity: Warning, Message: fmt.Sprintf(format, args...), Hint: hint})
}

// From marks every diagnostic of l as found by the named check.
func From(check string, l List) List {
	for i := range l {
		l[i].Check = check
	}
	return l
}

// Add appends other lists.
func (l *List) Add(others ...List) {
	for _, o := range others {
		*l = append(*l, o...)
	}
}

// Errors counts the problems that stop the build.
func (l List) Errors() int {
	n := 0
	for _, d := range l {
		if d.Severity == Error {
			n++
		}
	}
	return n
}

// Sort orders by path, then position, then message, so output is stable.
func (l List) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i], l[j]
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return a.Message < b.Message
	})
}

// Print writes every diagnostic, sorted, and a closing count.
func (l List) Print(w io.Writer) {
	l.Sort()
	for _, d := range l {
		fmt.Fprintln(w, d)
	}
	errs := l.Errors()
	fmt.Fprintf(w, "%s, %s\n", plural(errs, "error"), plural(len(l)-errs, "warning"))
}

// Err returns nil when there are no errors, otherwise an error that counts them.
func (l List) Err() error {
	if n := l.Errors(); n > 0 {
		return &Failed{Count: n}
	}
	return nil
}

// Failed reports that diagnostics with error severity were found.
type Failed struct{ Count int }

func (f *Failed) Error() string {
	return plural(f.Count, "content error") + " found; nothing was built"
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// String renders the list one diagnostic a line, for tests and logs.
func (l List) String() string {
	var b strings.Builder
	for _, d := range l {
		b.WriteString(d.String())
		b.WriteByte('\n')
	}
	return b.String()
}
