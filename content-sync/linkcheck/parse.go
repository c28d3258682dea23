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

// parseHTML collects a page's links and the ids its fragments may name.
func parseHTML(r io.Reader) ([]string, map[string]bool, error) {
	doc, err := html.Parse(r)
	if err != nil {
		return nil, nil, err
	}
	var links []string
	ids := map[string]bool{}
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			for _, a := range n.Attr {
				if a.Key == "id" || (n.Data == "a" && a.Key == "name") {
					ids[a.Val] = true
				}
			}
			for _, key := range linkAttrs[n.Data] {
				if v, ok := attr(n, key); ok {
					if key == "srcset" {
						links = append(links, srcset(v)...)
					} else if !(n.Data == "link" && skipLinkRel(n)) {
						links = append(links, v)
					}
				}
			}
			if n.Data == "meta" {
				if p, _ := attr(n, "property"); p == "og:image" || p == "og:url" {
					if v, ok := attr(n, "content"); ok {
						links = append(links, v)
					}
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return links, ids, nil
}

// skipLinkRel leaves out <link> hints to other hosts (preconnect and the
// like), which name an origin, not a resource.
func skipLinkRel(n *html.Node) bool {
	rel, _ := attr(n, "rel")
	switch strings.ToLower(rel) {
	case "preconnect", "dns-prefetch":
		return true
	}
	return false
}

func attr(n *html.Node, key string) (string, bool) {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val, true
		}
	}
	return "", false
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
