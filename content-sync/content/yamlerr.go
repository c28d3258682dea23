package content

import (
	"errors"
	"regexp"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// yaml.v3 reports syntax errors only as text ("yaml: line 3: ..."); this
// pattern reads the line number out of that message, nothing more.
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): `)

func yamlError(err error, firstLine int) *PosError {
	var te *yaml.TypeError
	msg := err.Error()
	if errors.As(err, &te) {
		msg = strings.Join(te.Errors, "; ")
	}
	line := 1
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ = strconv.Atoi(m[1])
		msg = msg[len(m[0]):]
	}
	msg = strings.TrimPrefix(msg, "yaml: ")
	return &PosError{Line: firstLine + line - 1, Col: 1, Msg: "front matter is not valid YAML: " + msg}
}
