// Package related chooses, for every blog post, a handful of others worth
// reading next: posts that share its topics, weighted by how rare each
// shared topic is, and whose text is most alike (cosine similarity of TF-IDF
// word weights). The choice is the same in every language; titles are each
// language's own.
package related

import (
	"math"
	"regexp"
	"sort"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/blogplan"
	"github.com/ayakashi-research/ds/content-sync/content"
	"github.com/ayakashi-research/ds/content-sync/normalize"
	"github.com/ayakashi-research/ds/content-sync/validate"
	"gopkg.in/yaml.v3"
)

// Count is how many related posts each post lists.
const Count = 4

// Link is one related post as a page shows it.
type Link struct {
	Permalink string `yaml:"permalink"` // below the locale's base URL
	Title     string `yaml:"title"`
}

// post is what the choice looks at.
type post struct {
	route  string
	tags   map[string]bool
	vector map[string]float64
	titles map[string]string // by locale
}

// monthTag matches the archive tags ("2025-09"), which say nothing of topic.
var monthTag = regexp.MustCompile(`^\d{4}-\d{2}$`)

// Choose returns, per locale, each post's related posts keyed by its route.
// Text similarity is measured on the English text, whose words split
// cleanly; textLocale names it.
func Choose(site *content.Site, textLocale string) map[string]map[string][]Link {
	posts := collect(site, textLocale)
	idf := tagWeights(posts)
	out := map[string]map[string][]Link{}
	for _, loc := range site.Locales {
		out[loc] = map[string][]Link{}
	}
	for i, p := range posts {
		type cand struct {
			j     int
			score float64
		}
		var cands []cand
		for j, q := range posts {
			if i == j {
				continue
			}
			tagScore := 0.0
			for t := range p.tags {
				if q.tags[t] {
					tagScore += idf[t]
				}
			}
			cands = append(cands, cand{j, tagScore + 2*cosine(p.vector, q.vector)})
		}
		sort.SliceStable(cands, func(a, b int) bool {
			if cands[a].score != cands[b].score {
				return cands[a].score > cands[b].score
			}
			return posts[cands[a].j].route > posts[cands[b].j].route // newer first on ties
		})
		for _, loc := range site.Locales {
			var links []Link
			for _, c := range cands[:min(Count, len(cands))] {
				q := posts[c.j]
				links = append(links, Link{Permalink: q.route, Title: q.titles[loc]})
			}
			out[loc][p.route] = links
		}
	}
	return out
}

func collect(site *content.Site, textLocale string) []*post {
	def := site.Layout.DefaultLocale
	var posts []*post
	for _, d := range site.Docs {
		if d.Kind != content.Post || d.Locale != def {
			continue
		}
		pn := validate.ParsePostName(d.Rel)
		if !pn.HasDate {
			continue
		}
		p := &post{route: "/blog/" + pn.Route(), tags: map[string]bool{}, titles: map[string]string{}}
		for _, n := range d.Front.List("tags") {
			if !monthTag.MatchString(n.Value) {
				p.tags[strings.ToLower(n.Value)] = true
			}
		}
		text := d
		for _, loc := range site.Locales {
			t := site.Find(loc, content.Post, d.Rel)
			if t == nil {
				t = d
			}
			p.titles[loc] = t.Front.String("title")
			if loc == textLocale {
				text = t
			}
		}
		p.vector = termCounts(blogplan.Read(text.Src[text.BodyOffset:]).Prose)
		posts = append(posts, p)
	}
	weigh(posts)
	return posts
}

// tagWeights makes a shared rare tag count for more than a shared common one.
func tagWeights(posts []*post) map[string]float64 {
	n := map[string]int{}
	for _, p := range posts {
		for t := range p.tags {
			n[t]++
		}
	}
	w := map[string]float64{}
	for t, c := range n {
		w[t] = math.Log(1 + float64(len(posts))/float64(c))
	}
	return w
}

// termCounts counts the words of four letters or more.
func termCounts(text string) map[string]float64 {
	m := map[string]float64{}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}) {
		if len(w) >= 4 && !stopwords[w] {
			m[w]++
		}
	}
	return m
}

// weigh turns counts into TF-IDF weights across the posts.
func weigh(posts []*post) {
	df := map[string]int{}
	for _, p := range posts {
		for w := range p.vector {
			df[w]++
		}
	}
	for _, p := range posts {
		for w, c := range p.vector {
			p.vector[w] = (1 + math.Log(c)) * math.Log(float64(len(posts))/float64(df[w]))
		}
	}
}

func cosine(a, b map[string]float64) float64 {
	var dot, na, nb float64
	for w, x := range a {
		na += x * x
		if y, ok := b[w]; ok {
			dot += x * y
		}
	}
	for _, y := range b {
		nb += y * y
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / math.Sqrt(na*nb)
}

var stopwords = map[string]bool{}

func init() {
	for _, w := range strings.Fields("that this with from were have which their there been they what when would about into than them then also some more most other such only over these those after before where while could should being does because under between through against during without whose said says each much very even many just like make made both still here does") {
		stopwords[w] = true
	}
}

// Key is the front matter key the related posts are staged under.
const Key = "related_posts"

// Edits writes each post's related posts into its own front matter, in its
// language, so that a post page carries its own list and no page loads the
// lists of every post.
func Edits(site *content.Site, choice map[string]map[string][]Link) map[string][]normalize.Edit {
	edits := map[string][]normalize.Edit{}
	for _, d := range site.Docs {
		if d.Kind != content.Post || d.BodyOffset == 0 {
			continue
		}
		pn := validate.ParsePostName(d.Rel)
		links := choice[d.Locale]["/blog/"+pn.Route()]
		if !pn.HasDate || len(links) == 0 {
			continue
		}
		var b strings.Builder
		enc := yaml.NewEncoder(&b)
		enc.SetIndent(2)
		if err := enc.Encode(map[string][]Link{Key: links}); err != nil {
			panic(err) // plain strings always encode
		}
		text := strings.ReplaceAll(b.String(), "\n", d.Newline())
		edits[d.Path] = append(edits[d.Path], normalize.Edit{Offset: d.FrontMatterEnd(), Text: text})
	}
	return edits
}
