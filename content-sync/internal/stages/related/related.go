// Package related chooses, for every blog post, a handful of others worth
// reading next: posts that share its topics, weighted by how rare each
// shared topic is, and whose text is most alike (cosine similarity of TF-IDF
// word weights). The choice is the same in every language; titles are each
// language's own.
package related

import (
	"maps"
	"math"
	"regexp"
	"runtime"
	"slices"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/normalize"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/routes"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/validate"
	"go.yaml.in/yaml/v3"
	"golang.org/x/sync/errgroup"
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
	tags   []string          // topics, sorted
	terms  []term            // TF-IDF weights of its words, by word
	norm   float64           // length of the weight vector
	titles map[string]string // by locale
}

// term is one word's weight in a post; id numbers the words of all posts.
type term struct {
	id     int
	weight float64
}

// monthTag matches the archive tags ("2025-09"), which say nothing of topic.
var monthTag = regexp.MustCompile(`^\d{4}-\d{2}$`)

// Choose returns, per locale, each post's related posts keyed by its route.
// Text similarity is measured on the English text, whose words split
// cleanly; textLocale names it.
func Choose(site *content.Site, textLocale string) map[string]map[string][]Link {
	posts, words := collect(site, textLocale)
	idf := tagWeights(posts)
	// Each post is scored against all others through the lists of posts
	// that share a word or a topic with it, so the cost follows the shared
	// words, not posts × words of every post.
	type use struct {
		post   int
		weight float64
	}
	byWord := make([][]use, words)
	byTag := map[string][]int{}
	for j, q := range posts {
		for _, t := range q.terms {
			byWord[t.id] = append(byWord[t.id], use{j, t.weight})
		}
		for _, t := range q.tags {
			byTag[t] = append(byTag[t], j)
		}
	}
	out := map[string]map[string][]Link{}
	for _, loc := range site.Locales {
		out[loc] = map[string][]Link{}
	}
	dot, tagScore, score := make([]float64, len(posts)), make([]float64, len(posts)), make([]float64, len(posts))
	top := make([]int, 0, Count+1)
	for i, p := range posts {
		clear(dot)
		clear(tagScore)
		for _, t := range p.terms {
			for _, u := range byWord[t.id] {
				dot[u.post] += t.weight * u.weight
			}
		}
		for _, t := range p.tags {
			for _, j := range byTag[t] {
				tagScore[j] += idf[t]
			}
		}
		for j, q := range posts {
			cos := 0.0
			if p.norm > 0 && q.norm > 0 {
				cos = dot[j] / (p.norm * q.norm)
			}
			score[j] = tagScore[j] + 2*cos
		}
		better := func(a, b int) bool {
			if score[a] != score[b] {
				return score[a] > score[b]
			}
			return posts[a].route > posts[b].route // newer first on ties
		}
		top = best(top[:0], len(posts), i, better)
		for _, loc := range site.Locales {
			var links []Link
			for _, j := range top {
				links = append(links, Link{Permalink: posts[j].route, Title: posts[j].titles[loc]})
			}
			out[loc][p.route] = links
		}
	}
	return out
}

// best fills top with the Count best of 0…n-1 but skip, best first.
func best(top []int, n, skip int, better func(a, b int) bool) []int {
	for j := range n {
		if j == skip {
			continue
		}
		k := len(top)
		for k > 0 && better(j, top[k-1]) {
			k--
		}
		if k < Count {
			top = slices.Insert(top, k, j)
			top = top[:min(len(top), Count)]
		}
	}
	return top
}

// collect reads the posts of the default locale with their topics and word
// weights; words is how many distinct words they have.
func collect(site *content.Site, textLocale string) (posts []*post, words int) {
	def := site.Layout.DefaultLocale
	var texts []*content.Document
	for _, d := range site.Docs {
		if d.Kind != content.Post || d.Locale != def {
			continue
		}
		if !validate.ParsePostName(d.Rel).HasDate || hidden(site, d) {
			continue
		}
		p := &post{route: routes.PostRoute(d), titles: map[string]string{}}
		for _, n := range d.Front.List("tags") {
			if t := strings.ToLower(n.Value); !monthTag.MatchString(n.Value) && !slices.Contains(p.tags, t) {
				p.tags = append(p.tags, t)
			}
		}
		slices.Sort(p.tags)
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
		texts = append(texts, text)
		posts = append(posts, p)
	}
	// Reading the texts is most of the work, and each is read on its own.
	counts := make([]map[string]float64, len(texts))
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for i, d := range texts {
		g.Go(func() error {
			counts[i] = termCounts(content.ReadShape(d.Src[d.BodyOffset:]).Prose)
			return nil
		})
	}
	_ = g.Wait()
	return posts, weigh(posts, counts)
}

// hidden reports a post that readers are not led to: a draft, which is not
// built, or an unlisted post, which only a direct link reaches. Either flag
// on any language's version hides it.
func hidden(site *content.Site, d *content.Document) bool {
	for _, loc := range site.Locales {
		if t := site.Find(loc, content.Post, d.Rel); t != nil && (t.Front.String("draft") == "true" || t.Front.String("unlisted") == "true") {
			return true
		}
	}
	return false
}

// tagWeights makes a shared rare tag count for more than a shared common one.
func tagWeights(posts []*post) map[string]float64 {
	n := map[string]int{}
	for _, p := range posts {
		for _, t := range p.tags {
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

// weigh turns each post's word counts into TF-IDF weights across the posts,
// numbering the words in alphabetical order, and returns how many there are.
func weigh(posts []*post, counts []map[string]float64) int {
	df := map[string]int{}
	for _, c := range counts {
		for w := range c {
			df[w]++
		}
	}
	vocabulary := slices.Sorted(maps.Keys(df))
	id := make(map[string]int, len(vocabulary))
	for i, w := range vocabulary {
		id[w] = i
	}
	for i, p := range posts {
		for w, c := range counts[i] {
			p.terms = append(p.terms, term{id[w], (1 + math.Log(c)) * math.Log(float64(len(posts))/float64(df[w]))})
		}
		slices.SortFunc(p.terms, func(a, b term) int { return a.id - b.id })
		sum := 0.0
		for _, t := range p.terms {
			sum += t.weight * t.weight
		}
		p.norm = math.Sqrt(sum)
	}
	return len(vocabulary)
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
		links := choice[d.Locale][routes.PostRoute(d)]
		if !validate.ParsePostName(d.Rel).HasDate || len(links) == 0 {
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
