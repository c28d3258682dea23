// Package notfound makes the site's single 404 page speak the reader's
// language. GitHub Pages answers every unknown path of a project site with
// its one 404.html, the default locale's; for an unknown address under
// another locale's folder (/ds/en/…), a script at the top of that page stops
// it and shows the locale's own 404 page in its place, keeping the address.
package notfound

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Localize adds the switch to dir/404.html for each locale prefix
// ("/ds/en/"), whose own page is prefix + "404.html".
func Localize(dir string, prefixes []string) error {
	if len(prefixes) == 0 {
		return nil
	}
	file := filepath.Join(dir, "404.html")
	src, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	doc, err := html.Parse(bytes.NewReader(src))
	if err != nil {
		return fmt.Errorf("404.html: %w", err)
	}
	head := find(doc, atom.Head)
	if head == nil {
		return fmt.Errorf("404.html has no <head>")
	}
	js, err := script(prefixes)
	if err != nil {
		return err
	}
	s := &html.Node{Type: html.ElementNode, Data: "script", DataAtom: atom.Script}
	s.AppendChild(&html.Node{Type: html.TextNode, Data: js})
	head.InsertBefore(s, head.FirstChild)
	var out bytes.Buffer
	if err := html.Render(&out, doc); err != nil {
		return err
	}
	return os.WriteFile(file, out.Bytes(), 0o644)
}

// script is the switch: if the address lies under one of the prefixes, stop
// this page before its styles and scripts load, fetch the locale's 404 page
// and write it in place; the locale's app then renders its Not Found view
// for the same address.
func script(prefixes []string) (string, error) {
	list, err := json.Marshal(prefixes)
	if err != nil {
		return "", err
	}
	return `(function(){var ps=` + string(list) + `,p=location.pathname;` +
		`for(var i=0;i<ps.length;i++){var x=ps[i];if(p.indexOf(x)===0||p+"/"===x){` +
		`window.stop();document.documentElement.style.visibility="hidden";` +
		`fetch(x+"404.html").then(function(r){return r.text()}).then(function(h){document.open();document.write(h);document.close()});return}}})();`, nil
}

func find(n *html.Node, a atom.Atom) *html.Node {
	if n.Type == html.ElementNode && n.DataAtom == a {
		return n
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if f := find(c, a); f != nil {
			return f
		}
	}
	return nil
}
