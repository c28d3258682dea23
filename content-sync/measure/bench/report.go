package bench

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/support/procgroup"
)

// Report gathers the results as markdown, for the terminal and BENCHMARKS.md.
type Report struct {
	head bytes.Buffer
	lead bytes.Buffer // the headline ratios, first after the header
	body bytes.Buffer
}

func newReport(ctx context.Context, root string, runs int) *Report {
	r := &Report{}
	fmt.Fprintf(&r.head, "# Benchmarks\n\n")
	fmt.Fprintf(&r.head, "Measured %s by `go tool mage bench` (full builds and blog sizes: %d runs each, medians; BENCH_RUNS changes that).\n", time.Now().UTC().Format("2006-01-02"), runs)
	fmt.Fprintf(&r.head, "Every figure in a table comes from the same run on the same machine; the machine is shared, so compare ratios, not absolute seconds.\n\n")
	fmt.Fprintf(&r.head, "Machine: %s, %d cores, %s memory; %s; Node %s; the site's Docusaurus %s (from node_modules).\n\n",
		cpuModel(), runtime.NumCPU(), memTotal(), runtime.Version(), strings.TrimPrefix(output(ctx, root, "node", "--version"), "v"),
		docusaurusVersion(filepath.Join(root, "node_modules")))
	return r
}

// Section starts a part of the report and echoes it.
func (r *Report) Section(o Options, title, intro string) {
	s := fmt.Sprintf("## %s\n\n%s\n\n", title, intro)
	r.body.WriteString(s)
	fmt.Fprint(o.Out, "\n"+s)
}

// Table adds a markdown table and echoes it.
func (r *Report) Table(o Options, header []string, rows [][]string) {
	var b strings.Builder
	b.WriteString("| " + strings.Join(header, " | ") + " |\n")
	b.WriteString(strings.Repeat("| --- ", len(header)) + "|\n")
	for _, row := range rows {
		b.WriteString("| " + strings.Join(row, " | ") + " |\n")
	}
	b.WriteString("\n")
	r.body.WriteString(b.String())
	fmt.Fprint(o.Out, b.String())
}

// Note adds a paragraph and echoes it.
func (r *Report) Note(o Options, text string) {
	r.body.WriteString(text + "\n\n")
	fmt.Fprint(o.Out, text+"\n\n")
}

// Lead adds a headline ratio to the list that opens the report.
func (r *Report) Lead(o Options, text string) {
	r.lead.WriteString("- " + text + "\n")
	fmt.Fprintln(o.Out, "\n- "+text)
}

func (r *Report) String() string {
	lead := ""
	if r.lead.Len() > 0 {
		lead = "## In short\n\nMedians of the tables below.\n\n" + r.lead.String() + "\n"
	}
	return r.head.String() + lead + r.body.String()
}

func output(ctx context.Context, dir, name string, args ...string) string {
	cmd := procgroup.Command(ctx, name, args...)
	cmd.Dir = dir
	b, err := procgroup.Output(cmd)
	if err != nil {
		return "unknown"
	}
	return strings.TrimSpace(string(b))
}

func cpuModel() string {
	b, _ := os.ReadFile("/proc/cpuinfo")
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return runtime.GOARCH
}

func memTotal() string {
	b, _ := os.ReadFile("/proc/meminfo")
	var kb int64
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "MemTotal:") {
			fmt.Sscanf(strings.TrimPrefix(line, "MemTotal:"), "%d", &kb)
		}
	}
	if kb == 0 {
		return "unknown"
	}
	return fmt.Sprintf("%.0f GiB", float64(kb)/(1<<20))
}
