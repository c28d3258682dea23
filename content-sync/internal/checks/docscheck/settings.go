package docscheck

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/pelletier/go-toml/v2"
	"github.com/yuin/goldmark"
	gast "github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
)

// Settings lists every key site.toml accepts, dotted ("site.token"), with
// its default as the docs write it: strings bare, lists as TOML arrays,
// dates as YYYY-MM-DD. It is read from the config package itself, so a key
// added there is a key the docs must describe.
func Settings() map[string]string {
	out := map[string]string{}
	def := reflect.ValueOf(config.Default())
	for i := 0; i < def.NumField(); i++ {
		table := def.Type().Field(i).Tag.Get("toml")
		section := def.Field(i)
		for j := 0; j < section.NumField(); j++ {
			key := section.Type().Field(j).Tag.Get("toml")
			out[table+"."+key] = format(section.Field(j).Interface())
		}
	}
	return out
}

func format(v any) string {
	switch v := v.(type) {
	case []string:
		return `["` + strings.Join(v, `", "`) + `"]`
	case toml.LocalDate:
		return v.String()
	default:
		return fmt.Sprint(v)
	}
}

// SettingsRows reads the settings tables of a markdown page: tables whose
// first column is headed "key" (or キー) and lists keys as code spans, with
// the defaults as code spans in the second column. A row may name several
// keys and give their defaults in the same order.
func SettingsRows(body []byte) (map[string]string, error) {
	md := goldmark.New(goldmark.WithExtensions(extension.Table))
	doc := md.Parser().Parse(text.NewReader(body))
	rows := map[string]string{}
	var err error
	_ = gast.Walk(doc, func(n gast.Node, entering bool) (gast.WalkStatus, error) {
		table, ok := n.(*east.Table)
		if !entering || !ok {
			return gast.WalkContinue, nil
		}
		head := table.FirstChild()
		if head == nil || head.FirstChild() == nil {
			return gast.WalkSkipChildren, nil
		}
		if h := strings.TrimSpace(string(head.FirstChild().Text(body))); h != "key" && h != "キー" {
			return gast.WalkSkipChildren, nil
		}
		for row := head.NextSibling(); row != nil; row = row.NextSibling() {
			cells := []gast.Node{}
			for c := row.FirstChild(); c != nil; c = c.NextSibling() {
				cells = append(cells, c)
			}
			if len(cells) < 2 {
				continue
			}
			keys, defaults := codeSpans(cells[0], body), codeSpans(cells[1], body)
			if len(keys) != len(defaults) {
				err = fmt.Errorf("row %q: %d keys but %d defaults", strings.Join(keys, ", "), len(keys), len(defaults))
				continue
			}
			for i, k := range keys {
				rows[k] = defaults[i]
			}
		}
		return gast.WalkSkipChildren, nil
	})
	return rows, err
}

func codeSpans(cell gast.Node, body []byte) []string {
	var out []string
	for c := cell.FirstChild(); c != nil; c = c.NextSibling() {
		if cs, ok := c.(*gast.CodeSpan); ok {
			out = append(out, string(cs.Text(body)))
		}
	}
	return out
}

// CheckTOML holds a TOML snippet of the docs to the real settings file: it
// must decode strictly (no key the pipeline does not know), and a snippet
// that shows a [table] with more than one key shows the table as it stands:
// every key the real file sets there, with the same value. A snippet of a
// single key may show another value, as examples do.
func CheckTOML(snippet string, real []byte) []string {
	var problems []string
	if _, l := config.Parse("snippet", []byte(snippet)); l.Errors() > 0 {
		for _, d := range l {
			problems = append(problems, d.Message)
		}
		return problems
	}
	var shown, file map[string]any
	if err := toml.Unmarshal([]byte(snippet), &shown); err != nil {
		return []string{err.Error()}
	}
	if err := toml.Unmarshal(real, &file); err != nil {
		return []string{"site.toml: " + err.Error()}
	}
	for table, v := range shown {
		keys, ok := v.(map[string]any)
		if !ok {
			continue
		}
		if len(keys) < 2 {
			continue
		}
		realKeys, _ := file[table].(map[string]any)
		for k, want := range realKeys {
			got, ok := keys[k]
			switch {
			case !ok:
				problems = append(problems, fmt.Sprintf("[%s] leaves out %s, which site.toml sets", table, k))
			case fmt.Sprint(got) != fmt.Sprint(want):
				problems = append(problems, fmt.Sprintf("[%s] shows %s = %v, site.toml has %v", table, k, got, want))
			}
		}
	}
	return problems
}
