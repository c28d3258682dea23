package bench

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"github.com/ayakashi-research/ds/content-sync/author/devserver"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/routes"
	"github.com/ayakashi-research/ds/content-sync/measure/lighthouse"
	"github.com/ayakashi-research/ds/content-sync/measure/stats"
	"github.com/ayakashi-research/ds/content-sync/pipeline"

	"github.com/chromedp/chromedp"
)

// previewEdits is how many saves each preview is timed on.
const previewEdits = 7

// previewer is one way of previewing the English site while writing.
type previewer struct {
	name string
	// serve runs the preview on port until ctx ends; file says which file
	// it shows the English text of post (its name in site/blog) from.
	serve func(ctx context.Context, o Options, work string, port int) error
	file  func(work string, post string) (string, error)
}

func previewers(root, latest string) []previewer {
	english := func(dir string) string {
		return filepath.Join(dir, "i18n", "en", "docusaurus-plugin-content-blog")
	}
	stock := func(modules string) previewer {
		how := pipeline.Plain{Faster: true, StockTheme: true, Modules: modules, Locale: "en"}
		return previewer{
			name: "stock Docusaurus " + docusaurusVersion(modulesOr(modules, root)) + ", `docusaurus start --locale en`",
			serve: func(ctx context.Context, o Options, work string, port int) error {
				return pipeline.StartPlain(ctx, pipeline.Options{Root: work, Out: o.Log}, how, port)
			},
			file: func(work, post string) (string, error) {
				cfg, l := config.Read(work)
				if err := l.Err(); err != nil {
					return "", err
				}
				return filepath.Join(english(pipeline.PlainDir(work, cfg, how)), post), nil
			},
		}
	}
	return []previewer{
		{
			name: "pipeline, `go tool mage start -locale=en`",
			serve: func(ctx context.Context, o Options, work string, port int) error {
				return devserver.Run(ctx, devserver.Options{Root: work, Locale: "en", Port: port, Out: o.Log})
			},
			file: func(work, post string) (string, error) { return filepath.Join(english(work), post), nil },
		},
		stock(""),
		stock(latest),
	}
}

// modulesOr names the site's node_modules when modules is "".
func modulesOr(modules, root string) string {
	if modules == "" {
		return filepath.Join(root, "node_modules")
	}
	return modules
}

// previews times the live preview: a post open in Chromium, its English
// source saved with a new sentence, until the sentence shows on the page.
// The pipeline's preview (which copies each save into its staged tree)
// against `docusaurus start` on the same content, stock 3.7 and latest.
func previews(ctx context.Context, o Options, r *Report) error {
	latest, err := installLatest(ctx, o.Root, o)
	if err != nil {
		return err
	}
	chrome, err := lighthouse.Chrome()
	if err != nil {
		return err
	}
	post, err := roundPost(o.Root, 0)
	if err != nil {
		return err
	}
	post = filepath.Base(post)
	ways := previewers(o.Root, latest)
	var rows [][]string
	var medians []time.Duration
	for _, w := range ways {
		fmt.Fprintf(o.Out, "preview: %s … ", w.name)
		times, ready, err := timePreview(ctx, o, w, chrome, post)
		if err != nil {
			return fmt.Errorf("%s: %w", w.name, err)
		}
		m := time.Duration(stats.Median(stats.Of(times, func(d time.Duration) float64 { return float64(d) })))
		medians = append(medians, m)
		fmt.Fprintf(o.Out, "ready after %s, save to page %s (median of %d)\n", seconds(ready), millis(m), len(times))
		rows = append(rows, []string{w.name, seconds(ready), millis(m), millis(slices.Min(times)) + "–" + millis(slices.Max(times))})
	}
	for i := range rows {
		rows[i] = append(rows[i], fmt.Sprintf("%.2f", medians[i].Seconds()/medians[len(medians)-1].Seconds()))
	}
	r.Section(o, "Live preview while writing",
		fmt.Sprintf("Each way serves the English site from a fresh copy; Chromium opens the post %s; then the post's English source is saved %d times, each time with one more sentence, and the time from the save to the sentence showing on the open page is taken (checked on every change of the page). The pipeline's preview copies each save into its staged tree, where `docusaurus start` picks it up; the stock ones are `docusaurus start` on the same content, edited where it lies. \"Ready\" is from the start to the post's first page load.", "`"+post+"`", previewEdits))
	r.Lead(o, fmt.Sprintf("Live preview, save to page updated: %s for the pipeline, %s for stock %s `docusaurus start`.",
		millis(medians[0]), millis(medians[len(medians)-1]), docusaurusVersion(latest)))
	r.Table(o, []string{"way", "ready", "save to page, median", "lowest–highest", "× stock " + docusaurusVersion(latest)}, rows)
	return nil
}

// timePreview starts one preview, opens the post and times the saves.
func timePreview(ctx context.Context, o Options, w previewer, chrome, post string) ([]time.Duration, time.Duration, error) {
	work, err := workCopy(o.Root)
	if err != nil {
		return nil, 0, err
	}
	defer os.RemoveAll(work)
	port, err := freePort()
	if err != nil {
		return nil, 0, err
	}
	ctx, stop := context.WithCancel(ctx)
	served := make(chan error, 1)
	start := time.Now()
	go func() { served <- w.serve(ctx, o, work, port) }()
	defer func() { stop(); <-served }()

	cfg, l := config.Read(work)
	if err := l.Err(); err != nil {
		return nil, 0, err
	}
	url := fmt.Sprintf("http://127.0.0.1:%d%sblog%s", port, cfg.LocaleBaseURL("en"), routes.PostSlug(post))
	if err := waitFor(ctx, url, served); err != nil {
		return nil, 0, err
	}
	file, err := w.file(work, post)
	if err != nil {
		return nil, 0, err
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(ctx, append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome), chromedp.NoSandbox, chromedp.DisableGPU)...)
	defer cancelAlloc()
	browser, cancelBrowser := chromedp.NewContext(alloc, chromedp.WithErrorf(func(string, ...any) {}))
	defer cancelBrowser()
	if err := chromedp.Run(browser, chromedp.Navigate(url),
		chromedp.Poll(`document.documentElement.dataset.hasHydrated === "true"`, nil, chromedp.WithPollingTimeout(5*time.Minute))); err != nil {
		return nil, 0, err
	}
	ready := time.Since(start)
	var times []time.Duration
	for i := range previewEdits {
		mark := "Preview check " + strconv.Itoa(i+1) + " " + strconv.FormatInt(time.Now().UnixNano(), 36) + "."
		saved := time.Now()
		if err := appendLine(file, mark); err != nil {
			return nil, 0, err
		}
		if err := chromedp.Run(browser, chromedp.Poll(`document.body.innerText.includes(`+strconv.Quote(mark)+`)`, nil,
			chromedp.WithPollingMutation(), chromedp.WithPollingTimeout(2*time.Minute))); err != nil {
			return nil, 0, fmt.Errorf("save %d did not reach the page: %w", i+1, err)
		}
		times = append(times, time.Since(saved))
		// The server settles before the next save, as between an author's.
		time.Sleep(time.Second)
	}
	return times, ready, nil
}

// waitFor waits until url answers 200, or the server ends.
func waitFor(ctx context.Context, url string, served <-chan error) error {
	client := &http.Client{Timeout: 5 * time.Minute}
	for {
		select {
		case err := <-served:
			return fmt.Errorf("the preview ended before serving %s: %v", url, err)
		case <-ctx.Done():
			return ctx.Err()
		default:
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		// The development server answers a route with the page only when
		// asked for HTML, as a browser does.
		req.Header.Set("Accept", "text/html")
		res, err := client.Do(req)
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		var op *net.OpError
		if err != nil && !errors.As(err, &op) {
			return err
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func millis(d time.Duration) string { return fmt.Sprintf("%d ms", d.Milliseconds()) }
