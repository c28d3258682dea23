package blogplan

import (
	"sort"
	"strings"
)

// Overlap is a run of text that two posts share.
type Overlap struct {
	A, B string // the posts' paths
	Run  string
}

// SharedRuns finds passages that appear word for word in more than one text:
// runs of at least n words (English, split on spaces) or n characters (text
// without spaces, such as Japanese). texts maps a name to its prose.
func SharedRuns(texts map[string]string, n int, byChars bool) []Overlap {
	seen := map[string]string{} // run → first name
	found := map[[2]string]string{}
	names := make([]string, 0, len(texts))
	for name := range texts {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		for _, run := range shingles(texts[name], n, byChars) {
			first, ok := seen[run]
			switch {
			case !ok:
				seen[run] = name
			case first != name && !mostlyLatin(run, byChars):
				key := [2]string{first, name}
				if _, dup := found[key]; !dup {
					found[key] = run
				}
			}
		}
	}
	var out []Overlap
	for k, run := range found {
		out = append(out, Overlap{A: k[0], B: k[1], Run: run})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].A+out[i].B < out[j].A+out[j].B })
	return out
}

func shingles(text string, n int, byChars bool) []string {
	var units []string
	if byChars {
		for _, r := range text {
			if !isSpace(r) {
				units = append(units, string(r))
			}
		}
	} else {
		units = strings.Fields(strings.ToLower(text))
	}
	sep := " "
	if byChars {
		sep = ""
	}
	var out []string
	for i := 0; i+n <= len(units); i++ {
		out = append(out, strings.Join(units[i:i+n], sep))
	}
	return out
}

func isSpace(r rune) bool { return r == ' ' || r == '\n' || r == '\t' || r == '\r' || r == '\u3000' }

// mostlyLatin tells a character run of Japanese text that is mostly a Latin
// title or name, such as a cited report's English title, which two posts
// may well both mention.
func mostlyLatin(run string, byChars bool) bool {
	if !byChars {
		return false
	}
	latin, all := 0, 0
	for _, r := range run {
		all++
		if r < 0x80 {
			latin++
		}
	}
	return latin*2 > all
}
