package htmlcheck

import (
	"os"
	"strings"
)

// thpSetting is where Linux says when a process gets transparent huge pages.
const thpSetting = "/sys/kernel/mm/transparent_hugepage/enabled"

// hugePages gives the JVM flag that asks for its heap in huge pages where
// the kernel hands them out only on request ("madvise").
// The checker fills its heap with each page's tree and throws it away.
// `go tool mage check` over the real site's 1,620 pages (two JVMs), seven
// pairs taking turns: page faults 64,000–79,000 → 29,000–36,000 a JVM, the
// check 7.1–12.3 → 6.5–8.7 s (medians 8.4 → 7.6 s), faster in every pair.
// Where the kernel gives huge pages always, or never, the flag changes
// nothing, and it is left out.
func hugePages(setting string) []string {
	if strings.Contains(setting, "[madvise]") {
		return []string{"-XX:+UseTransparentHugePages"}
	}
	return nil
}

// kernelHugePages reads thpSetting; "" where there is none.
func kernelHugePages() string {
	b, err := os.ReadFile(thpSetting)
	if err != nil {
		return ""
	}
	return string(b)
}
