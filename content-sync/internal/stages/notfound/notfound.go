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

	"github.com/ayakashi-research/ds/content-sync/internal/support/atomicfile"
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
	// The merged site's files are the locale outputs' own (merge.Into):
	// writing into one would change the output a later build reuses.
	return atomicfile.Write(file, "", out.Bytes())
}

// script is the switch. For an address under one of the prefixes it stops
// the parser from reading the rest of this page (a <plaintext> element takes
// everything after it as text, so no style or script of this page loads),
// fetches the locale's 404 page, puts its document in place of this one and
// runs its scripts in order; the locale's app then renders its Not Found view
// for the same address.
func script(prefixes []string) (string, error) {
	list, err := json.Marshal(prefixes)
	if err != nil {
		return "", err
	}
	return `(function(){var ps=` + string(list) + `,p=location.pathname;` +
		`for(var i=0;i<ps.length;i++){var x=ps[i];if(p.indexOf(x)!==0&&p+"/"!==x)continue;` +
		`document.write('<plaintext style="display:none">');` +
		`fetch(x+"404.html").then(function(r){return r.text()}).then(function(h){` +
		`var d=new DOMParser().parseFromString(h,"text/html");` +
		`document.replaceChild(document.adoptNode(d.documentElement),document.documentElement);` +
		`document.querySelectorAll("script").forEach(function(o){var s=document.createElement("script");` +
		`for(var k=0;k<o.attributes.length;k++)s.setAttribute(o.attributes[k].name,o.attributes[k].value);` +
		`s.text=o.text;s.async=false;o.replaceWith(s)})});return}})();`, nil
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
