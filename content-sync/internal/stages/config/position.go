package config

import (
	"strings"

	"github.com/pelletier/go-toml/v2/unstable"
)

// KeyPosition finds where a dotted key ("site.base_path") is set in a TOML
// document, so a value that parses but makes no sense can still be reported
// at its line and column. It returns 0, 0 when the key is not in the file.
func KeyPosition(data []byte, dotted string) (line, col int) {
	p := unstable.Parser{}
	p.Reset(data)
	var table []string
	for p.NextExpression() {
		e := p.Expression()
		switch e.Kind {
		case unstable.Table, unstable.ArrayTable:
			table = keyParts(e.Key())
		case unstable.KeyValue:
			full := append(append([]string{}, table...), keyParts(e.Key())...)
			if strings.Join(full, ".") == dotted {
				r := e.Value().Raw
				if r.Length == 0 {
					r = e.Raw // an array has no raw text of its own: its line
				}
				s := p.Shape(r)
				return s.Start.Line, s.Start.Column
			}
		}
	}
	return 0, 0
}

func keyParts(it unstable.Iterator) []string {
	var parts []string
	for it.Next() {
		parts = append(parts, string(it.Node().Data))
	}
	return parts
}
