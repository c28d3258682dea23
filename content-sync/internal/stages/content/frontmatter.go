package content

import (
	"bytes"
	"fmt"

	"go.yaml.in/yaml/v3"
)

// FrontMatter is the YAML block at the top of a markdown file, parsed with
// positions kept. Lines and columns of its nodes are already shifted to be
// positions in the markdown file, not in the YAML block.
type FrontMatter struct {
	Root *yaml.Node // the mapping node; nil when the file has no front matter
}

// Split separates a markdown file into its front matter text and body. It
// returns the YAML text, the file line on which that text starts (1-based),
// and the byte offset where the body begins. ok is false when the file does
// not open with a "---" line; closed is false when the block never ends.
func Split(src []byte) (yamlText []byte, firstLine, bodyOffset int, ok, closed bool) {
	first, rest, _ := cutLine(src)
	if !isFence(first) {
		return nil, 0, 0, false, false
	}
	start := len(src) - len(rest)
	off := start
	for off < len(src) {
		line, after, _ := cutLine(src[off:])
		if isFence(line) {
			return src[start:off], 2, len(src) - len(after), true, true
		}
		off = len(src) - len(after)
	}
	return src[start:], 2, len(src), true, false
}

// cutLine returns the first line of b without its line ending, and the rest.
func cutLine(b []byte) (line, rest []byte, found bool) {
	i := bytes.IndexByte(b, '\n')
	if i < 0 {
		return b, nil, false
	}
	return bytes.TrimSuffix(b[:i], []byte("\r")), b[i+1:], true
}

func isFence(line []byte) bool {
	return string(bytes.TrimRight(line, " \t")) == "---"
}

// ParseFrontMatter parses the YAML text that Split found. A syntax error is
// returned with its position in the markdown file.
func ParseFrontMatter(yamlText []byte, firstLine int) (*FrontMatter, *PosError) {
	var doc yaml.Node
	if err := yaml.Unmarshal(yamlText, &doc); err != nil {
		return nil, yamlError(err, yamlText, firstLine)
	}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		return &FrontMatter{}, nil
	}
	root := doc.Content[0]
	shift(root, firstLine-1)
	if root.Kind == yaml.ScalarNode && root.Tag == "!!null" {
		return &FrontMatter{}, nil
	}
	if root.Kind != yaml.MappingNode {
		return nil, &PosError{Line: root.Line, Col: root.Column, Msg: "front matter must be a mapping of keys to values"}
	}
	return &FrontMatter{Root: root}, nil
}

func shift(n *yaml.Node, lines int) {
	n.Line += lines
	for _, c := range n.Content {
		shift(c, lines)
	}
}

// PosError is a problem at a line and column of a file.
type PosError struct {
	Line, Col int
	Msg       string
}

func (e *PosError) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// Field is one key of the front matter with its value node.
type Field struct {
	Key   *yaml.Node
	Value *yaml.Node
}

// Fields lists the keys in the order written.
func (f *FrontMatter) Fields() []Field {
	if f == nil || f.Root == nil {
		return nil
	}
	var out []Field
	for i := 0; i+1 < len(f.Root.Content); i += 2 {
		out = append(out, Field{Key: f.Root.Content[i], Value: f.Root.Content[i+1]})
	}
	return out
}

// Get returns the field named key, if present.
func (f *FrontMatter) Get(key string) (Field, bool) {
	for _, fl := range f.Fields() {
		if fl.Key.Value == key {
			return fl, true
		}
	}
	return Field{}, false
}

// String returns a scalar field's value.
func (f *FrontMatter) String(key string) string {
	if fl, ok := f.Get(key); ok && fl.Value.Kind == yaml.ScalarNode {
		return fl.Value.Value
	}
	return ""
}

// List returns the scalar items of a sequence field, or the field itself when
// it is a single scalar, as Docusaurus accepts both for tags and authors.
func (f *FrontMatter) List(key string) []*yaml.Node {
	fl, ok := f.Get(key)
	if !ok {
		return nil
	}
	switch fl.Value.Kind {
	case yaml.SequenceNode:
		return fl.Value.Content
	case yaml.ScalarNode:
		return []*yaml.Node{fl.Value}
	}
	return nil
}
