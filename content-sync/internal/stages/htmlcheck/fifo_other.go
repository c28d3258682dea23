//go:build !unix

package htmlcheck

import (
	"errors"
	"os"
)

// Without named pipes there is no gate (OpenGate returns nil).
var errNoReader = errors.ErrUnsupported

func mkfifo(string) error { return errors.ErrUnsupported }

func openWriter(string) (*os.File, error) { return nil, errors.ErrUnsupported }
