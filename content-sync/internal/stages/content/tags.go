package content

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
	"go.yaml.in/yaml/v3"
)

// Tag is one key of a blog's tags.yml.
type Tag struct {
	Key         string
	Label       string
	Permalink   string
	Description string
	Line, Col   int
}

// TagSet is one locale's tags.yml.
type TagSet struct {
	Path    string
	Tags    []Tag
	Missing bool // the file does not exist
}

// LoadTags reads a tags.yml; a missing file gives an empty set.
func LoadTags(root, rel string) (*TagSet, diag.List) {
	var l diag.List
	ts := &TagSet{Path: rel}
	data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(rel)))
	if os.IsNotExist(err) {
		ts.Missing = true
		return ts, nil
	}
	if err != nil {
		l.Errorf(rel, 0, 0, "", "cannot read: %v", err)
		return ts, l
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		pe := yamlError(err, data, 1)
		l.Errorf(rel, pe.Line, pe.Col, "fix the YAML syntax", "%s", strings.TrimPrefix(pe.Msg, "front matter is "))
		return ts, l
	}
	if len(doc.Content) == 0 {
		return ts, l
	}
	m := doc.Content[0]
	if m.Kind != yaml.MappingNode {
		l.Errorf(rel, m.Line, m.Column, "each tag is a key with label, permalink and description", "tags file must be a mapping")
		return ts, l
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		t := Tag{Key: k.Value, Line: k.Line, Col: k.Column}
		var fields struct {
			Label       string `yaml:"label"`
			Permalink   string `yaml:"permalink"`
			Description string `yaml:"description"`
		}
		if v.Kind == yaml.MappingNode {
			if err := v.Decode(&fields); err != nil {
				l.Errorf(rel, v.Line, v.Column, "label, permalink and description are strings", "tag %q: %v", k.Value, err)
			}
		}
		t.Label, t.Permalink, t.Description = fields.Label, fields.Permalink, fields.Description
		ts.Tags = append(ts.Tags, t)
	}
	return ts, l
}

// Lookup finds the tag whose key equals name, ignoring case. exact tells
// whether the spelling matched too.
func (ts *TagSet) Lookup(name string) (t Tag, exact, ok bool) {
	for _, t := range ts.Tags {
		if t.Key == name {
			return t, true, true
		}
	}
	for _, t := range ts.Tags {
		if strings.EqualFold(t.Key, name) {
			return t, false, true
		}
	}
	return Tag{}, false, false
}

// Has reports whether a key is defined with exactly this spelling.
func (ts *TagSet) Has(key string) bool {
	_, exact, _ := ts.Lookup(key)
	return exact
}

// ReadYAMLKeys reads the top-level keys of a YAML mapping file such as
// authors.yml. found is false when the file does not exist.
func ReadYAMLKeys(root, rel string) (keys map[string]bool, found bool, perr *PosError) {
	data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(rel)))
	if err != nil {
		return nil, false, nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		pe := yamlError(err, data, 1)
		pe.Msg = strings.TrimPrefix(pe.Msg, "front matter is ")
		return nil, true, pe
	}
	keys = map[string]bool{}
	if len(doc.Content) > 0 && doc.Content[0].Kind == yaml.MappingNode {
		m := doc.Content[0]
		for i := 0; i < len(m.Content); i += 2 {
			keys[m.Content[i].Value] = true
		}
	}
	return keys, true, nil
}
