package blogplan

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// The blog's house style (docs: tips/style_guide). Japanese prose is
// written in the plain だ・である register with full-width punctuation, and
// every source carries something that locates it.

// politeEndings are the sentence ends of the です・ます register.
var politeEndings = []string{"ませんでした", "でしょう", "ましょう", "ください", "でした", "ました", "ません", "です", "ます"}

// nameForms maps renderings of foreign names that differ from the one
// Japanese scholarship uses to that one.
var nameForms = map[string]string{
	"オナートン": "ホノートン",
}

// halfWidth are marks that Japanese prose writes full-width.
var halfWidth = map[rune]string{
	'(': "（", ')': "）", '｢': "「", '｣': "」", '"': "「」",
}

// afterJapanese are marks that, straight after a Japanese character, should
// be their full-width forms.
var afterJapanese = map[rune]string{',': "、", '!': "！", '?': "？", ':': "：", ';': "；"}

// checkStyle reports what departs from the house style in a post's body.
func checkStyle(l *diag.List, d *content.Document) {
	body := d.Src[d.BodyOffset:]
	doc := goldmark.New().Parser().Parse(text.NewReader(body))
	pos := func(off int) (int, int) { return content.Position(d.Src, d.BodyOffset+off) }
	japanese := d.Locale == "ja"
	inSources := false
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		if h, ok := n.(*ast.Heading); ok && h.Level == 2 {
			inSources = content.IsSourcesHeading(content.PlainText(h, body))
			continue
		}
		if inSources {
			if list, ok := n.(*ast.List); ok {
				for item := list.FirstChild(); item != nil; item = item.NextSibling() {
					checkSource(l, d.Path, item, body, pos)
				}
			}
			continue
		}
		if japanese {
			checkJapaneseProse(l, d.Path, n, body, pos)
		}
	}
}

// run is prose text with the body offset of each of its runes.
type run struct {
	text []rune
	offs []int
}

// proseRuns collects the text of a block, one run per paragraph or heading,
// leaving out code, link addresses and raw HTML.
func proseRuns(n ast.Node, body []byte) []run {
	var runs []run
	var cur *run
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		switch c.Kind() {
		case ast.KindParagraph, ast.KindHeading, ast.KindTextBlock:
			if entering {
				runs = append(runs, run{})
				cur = &runs[len(runs)-1]
			}
			return ast.WalkContinue, nil
		case ast.KindCodeSpan, ast.KindCodeBlock, ast.KindFencedCodeBlock, ast.KindHTMLBlock, ast.KindRawHTML, ast.KindAutoLink:
			return ast.WalkSkipChildren, nil
		}
		if t, ok := c.(*ast.Text); ok && entering && cur != nil {
			off := t.Segment.Start
			for _, r := range string(t.Segment.Value(body)) {
				cur.text = append(cur.text, r)
				cur.offs = append(cur.offs, off)
				off += len(string(r))
			}
			if t.SoftLineBreak() {
				cur.text = append(cur.text, ' ')
				cur.offs = append(cur.offs, off)
			}
		}
		return ast.WalkContinue, nil
	})
	return runs
}

func checkJapaneseProse(l *diag.List, path string, n ast.Node, body []byte, pos func(int) (int, int)) {
	for _, r := range proseRuns(n, body) {
		depth := 0 // inside 「」 or 『』: quoted words keep their own register
		for i, c := range r.text {
			switch c {
			case '「', '『':
				depth++
			case '」', '』':
				depth = max(0, depth-1)
			}
			if hint, ok := halfWidth[c]; ok {
				line, col := pos(r.offs[i])
				l.Errorf(path, line, col, "write "+hint+" in Japanese prose", "half-width %q in Japanese prose", c)
			}
			if hint, ok := afterJapanese[c]; ok && i > 0 && isJapanese(r.text[i-1]) {
				line, col := pos(r.offs[i])
				l.Errorf(path, line, col, "write "+hint+" after Japanese text", "half-width %q after Japanese text", c)
			}
			if depth == 0 && (c == '。' || c == '！' || c == '？') {
				if end := politeEnding(r.text[:i]); end != "" {
					line, col := pos(r.offs[i-len([]rune(end))])
					l.Errorf(path, line, col, "the blog is written in the plain だ・である register", "sentence ends in the polite form %q", end)
				}
			}
		}
		s := string(r.text)
		for wrong, right := range nameForms {
			if i := strings.Index(s, wrong); i >= 0 {
				line, col := pos(r.offs[len([]rune(s[:i]))])
				l.Errorf(path, line, col, "Japanese scholarship writes "+right, "name rendered as %s", wrong)
			}
		}
	}
}

func politeEnding(before []rune) string {
	s := string(before)
	for _, e := range politeEndings {
		if strings.HasSuffix(s, e) {
			return e
		}
	}
	return ""
}

func isJapanese(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r == 'ー' || r == '。' || r == '、'
}

// Locators are what let a reader find a source: an address, a DOI or ISBN,
// a journal's volume, issue or pages, a chapter, a publisher with its place
// and year, an archive's identifier, or a newspaper's date. Where none
// could be confirmed, the entry says so rather than guess one.
var locators = []*regexp.Regexp{
	regexp.MustCompile(`https?://|\bdoi:|\bISBN\b`),
	// pages, or an article number after the year: "(2005): 133–58"
	regexp.MustCompile(`\bpp?\.\s*\d|\(\s*[^()]*\b\d{4}\)\s*:\s*\w`),
	// an issue: "35, no. 6", "24(6)"
	regexp.MustCompile(`\bno\.\s*\d|\b\d+\(\d{1,2}\)`),
	// a part of a longer work
	regexp.MustCompile(`\bch(ap)?\.\s*\d|\bsec(tion)?\.?\s*[\dIVX]|\bvol\.\s*\d`),
	// a book's publisher and year, with its place where known:
	// "(Garden City, NY: Doubleday, 1956)", "(Blueapple Books, 1976)"
	regexp.MustCompile(`\([^()]*[A-Za-z][^()]*,\s*\d{4}\)`),
	// an archive's or a legislature's identifier
	regexp.MustCompile(`\b(Record Group|RG)\s*\d|\b[A-Z]{2,5} \d+/\d+|\bT-?1206\b|\bBox\s+\d|\bmicrofilm\b|\b[Rr]eport [Nn]o\.|\breference [A-Z]*\d|\bH\.R\.\s*\d|\bS\.\s*\d|\bPub(lic)?\.?\s*L(aw)?\.?\s*\d`),
	// Japanese: （出版社、1999年）, 第12巻第3号, 45–67頁, 第3章
	regexp.MustCompile(`（[^（）]+、\s*\d{4}年）|\d+巻|\d+号|\d+頁|第\d+章`),
	// a newspaper's or magazine's issue by its full date
	regexp.MustCompile(`\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b|\d{4}年\d{1,2}月\d{1,2}日`),
	// said plainly when nothing that locates the work could be confirmed
	regexp.MustCompile(`\bnot confirmed\b|未確認`),
}

var yearPattern = regexp.MustCompile(`\b(1[4-9]|20)\d\d\b|\d{4}年`)

// checkSource reports a source list item without a year or a locator.
func checkSource(l *diag.List, path string, item ast.Node, body []byte, pos func(int) (int, int)) {
	var b strings.Builder
	b.WriteString(content.PlainText(item, body))
	_ = ast.Walk(item, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		switch c := c.(type) {
		case *ast.Link:
			b.WriteString(" " + string(c.Destination))
		case *ast.AutoLink:
			b.WriteString(" " + string(c.URL(body)))
		}
		return ast.WalkContinue, nil
	})
	s := b.String()
	line, col := 1, 1
	if runs := proseRuns(item, body); len(runs) > 0 && len(runs[0].offs) > 0 {
		line, col = pos(runs[0].offs[0])
	}
	if !yearPattern.MatchString(s) {
		l.Errorf(path, line, col, "give the year of publication", "source has no year")
	}
	for _, re := range locators {
		if re.MatchString(s) {
			return
		}
	}
	l.Errorf(path, line, col, "add what locates it: (Place: Publisher, year), volume and pages, DOI, address or archive identifier (see tips/style_guide)", "source has no locator")
}
