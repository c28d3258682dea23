package linkcheck

import (
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/net/html"
)

func openFile(dir, rel string) (*os.File, error) {
	return os.Open(filepath.Join(dir, filepath.FromSlash(rel)))
}

// linkAttrs are the attributes that point somewhere, by element.
var linkAttrs = map[string][]string{
	"a": {"href"}, "link": {"href"}, "script": {"src"}, "img": {"src", "srcset"},
	"source": {"src", "srcset"}, "iframe": {"src"}, "video": {"src", "poster"}, "audio": {"src"}, "area": {"href"},
}

// parseHTML collects a page's links and the ids its fragments may name. It
// reads tokens rather than building a tree: only start tags matter here.
func parseHTML(r io.Reader) ([]string, map[string]bool, error) {
	z := html.NewTokenizer(r)
	var links []string
	ids := map[string]bool{}
	for {
		switch z.Next() {
		case html.ErrorToken:
			if z.Err() == io.EOF {
				return links, ids, nil
			}
			return nil, nil, z.Err()
		case html.StartTagToken, html.SelfClosingTagToken:
			name, hasAttr := z.TagName()
			if !hasAttr {
				continue
			}
			tag := string(name)
			attrs := map[string]string{}
			for more := true; more; {
				var k, v []byte
				k, v, more = z.TagAttr()
				attrs[string(k)] = string(v)
			}
			if id, ok := attrs["id"]; ok {
				ids[id] = true
			}
			if n, ok := attrs["name"]; ok && tag == "a" {
				ids[n] = true
			}
			links = appendLinks(links, tag, attrs)
		}
	}
}

func appendLinks(links []string, tag string, attrs map[string]string) []string {
	if tag == "link" {
		switch strings.ToLower(attrs["rel"]) {
		case "preconnect", "dns-prefetch":
			return links // these name an origin, not a resource
		}
	}
	if tag == "meta" {
		if p := attrs["property"]; p == "og:image" || p == "og:url" {
			if v, ok := attrs["content"]; ok {
				links = append(links, v)
			}
		}
		return links
	}
	for _, key := range linkAttrs[tag] {
		v, ok := attrs[key]
		if !ok {
			continue
		}
		if key == "srcset" {
			links = append(links, srcset(v)...)
		} else {
			links = append(links, v)
		}
	}
	return links
}

// srcset splits "a.png 1x, b.png 2x" into its addresses.
func srcset(v string) []string {
	var out []string
	for _, part := range strings.Split(v, ",") {
		if f := strings.Fields(part); len(f) > 0 {
			out = append(out, f[0])
		}
	}
	return out
}

// parseXML collects the addresses of a sitemap (<loc>) or a feed (<link>,
// <link href>, <id> is not an address there).
func parseXML(r io.Reader) ([]string, map[string]bool, error) {
	dec := xml.NewDecoder(r)
	var links []string
	var inLoc bool
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return links, map[string]bool{}, nil
		}
		if err != nil {
			return nil, nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "loc", "link":
				inLoc = true
				for _, a := range t.Attr {
					if a.Name.Local == "href" {
						links = append(links, a.Value)
						inLoc = false
					}
				}
			}
		case xml.CharData:
			if inLoc {
				if s := strings.TrimSpace(string(t)); s != "" {
					links = append(links, s)
				}
			}
		case xml.EndElement:
			inLoc = false
		}
	}
}
