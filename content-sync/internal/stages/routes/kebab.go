package routes

import (
	"strings"
	"unicode"
)

// KebabCase is lodash's kebabCase for ASCII text, which Docusaurus applies
// to tag keys without a permalink and to author keys: the words — runs of
// letters split where lower case turns to upper case, before the last
// capital of a run of capitals followed by lower case, and between letters
// and digits — lower-cased and joined with hyphens. ok is false for text
// outside ASCII, whose word boundaries only lodash knows.
func KebabCase(s string) (string, bool) {
	for _, r := range s {
		if r > unicode.MaxASCII {
			return "", false
		}
	}
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(s)
	for i, r := range rs {
		alnum := unicode.IsLetter(r) || unicode.IsDigit(r)
		if !alnum {
			flush()
			continue
		}
		if len(cur) > 0 {
			prev := cur[len(cur)-1]
			switch {
			case unicode.IsDigit(prev) != unicode.IsDigit(r):
				flush()
			case unicode.IsLower(prev) && unicode.IsUpper(r):
				flush()
			case unicode.IsUpper(prev) && unicode.IsUpper(r) && i+1 < len(rs) && unicode.IsLower(rs[i+1]):
				flush()
			}
		}
		cur = append(cur, r)
	}
	flush()
	return strings.Join(words, "-"), true
}
