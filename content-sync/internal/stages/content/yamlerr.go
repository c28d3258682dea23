package content

import (
	"bytes"
	"errors"
	"regexp"
	"strings"

	"go.yaml.in/yaml/v3"
)

// yaml.v3 reports syntax errors only as text, "yaml: line N: …", and its N is
// sometimes the line before the mistake; this pattern only strips it.
var yamlLine = regexp.MustCompile(`^yaml: line \d+: `)

// yamlError turns a YAML error into a position in the file. The line is the
// first one after the longest run of leading lines that still parses — the
// point where the text stops being YAML.
func yamlError(err error, text []byte, firstLine int) *PosError {
	var te *yaml.TypeError
	msg := err.Error()
	if errors.As(err, &te) {
		msg = strings.Join(te.Errors, "; ")
	}
	msg = strings.TrimPrefix(yamlLine.ReplaceAllString(msg, ""), "yaml: ")
	return &PosError{Line: firstLine + lastGoodLine(text), Col: 1, Msg: "front matter is not valid YAML: " + msg}
}

// lastGoodLine is the number of leading lines of text that parse as YAML.
func lastGoodLine(text []byte) int {
	lines := bytes.SplitAfter(text, []byte("\n"))
	good := 0
	for n := 1; n <= len(lines); n++ {
		var v yaml.Node
		if yaml.Unmarshal(bytes.Join(lines[:n], nil), &v) == nil {
			good = n
		}
	}
	if good >= len(lines) {
		good = len(lines) - 1
	}
	return good
}
