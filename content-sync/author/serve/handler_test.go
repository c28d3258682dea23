package serve

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/support/ghpages"

	cp "github.com/otiai10/copy"
)

func newServer(t *testing.T) *httptest.Server {
	t.Helper()
	dir := t.TempDir()
	if err := cp.Copy("testdata/site", dir); err != nil {
		t.Fatal(err)
	}
	secret := filepath.Join(t.TempDir(), "secret.txt")
	if err := os.WriteFile(secret, []byte("outside"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(secret, filepath.Join(dir, "leak.txt")); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(&Handler{ghpages.Resolver{Dir: dir, Base: "/ds/"}})
	t.Cleanup(srv.Close)
	return srv
}

func TestPagesSemantics(t *testing.T) {
	srv := newServer(t)
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	tests := []struct {
		path     string
		status   int
		body     string // expected substring, or the Location of a redirect
		ctypePfx string
	}{
		{"/ds/", 200, "home", "text/html"},
		{"/ds", 301, "/ds/", ""},
		{"/ds/blog", 200, "blog list", "text/html"},
		{"/ds/blog/page/2", 200, "page 2", ""},
		{"/ds/blog/", 404, "見つかりません", ""},
		{"/ds/en", 301, "/ds/en/", ""},
		{"/ds/en/", 200, "en home", ""},
		{"/ds/en/blog", 200, "en blog", ""},
		{"/ds/Blog", 404, "見つかりません", ""},
		{"/ds/en/no-such-page", 404, "見つかりません", "text/html"},
		{"/ds/assets/app.js", 200, "console.log", "text/javascript"},
		{"/ds/assets/", 404, "見つかりません", ""},
		{"/ds/img/logo.png", 200, "PNG", "image/png"},
		{"/ds/leak.txt", 404, "見つかりません", ""},
		{"/ds/%2e%2e/serve/handler.go", 404, "", ""},
		{"/ds/blog%2Fpage/2", 404, "", ""},
		{"/ds/blog/..%2f..%2fhandler.go", 404, "", ""},
		{"/elsewhere", 404, "404 page not found", ""},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			req, _ := http.NewRequest("GET", srv.URL+tt.path, nil)
			req.Header.Set("Accept-Encoding", "identity")
			resp, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != tt.status {
				t.Fatalf("status %d, want %d", resp.StatusCode, tt.status)
			}
			if tt.status == 301 {
				if loc := resp.Header.Get("Location"); loc != tt.body {
					t.Errorf("Location %q, want %q", loc, tt.body)
				}
				return
			}
			if !strings.Contains(string(body), tt.body) {
				t.Errorf("body %q lacks %q", body, tt.body)
			}
			if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, tt.ctypePfx) {
				t.Errorf("Content-Type %q", ct)
			}
		})
	}
}

func TestGzipForText(t *testing.T) {
	srv := newServer(t)
	for _, c := range []struct {
		path string
		gz   bool
	}{{"/ds/", true}, {"/ds/assets/app.js", true}, {"/ds/img/logo.png", false}} {
		req, _ := http.NewRequest("GET", srv.URL+c.path, nil)
		req.Header.Set("Accept-Encoding", "gzip")
		resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		if got := resp.Header.Get("Content-Encoding") == "gzip"; got != c.gz {
			t.Errorf("%s: gzip=%v, want %v", c.path, got, c.gz)
		}
		if c.gz {
			zr, err := gzip.NewReader(resp.Body)
			if err != nil {
				t.Fatal(err)
			}
			if b, _ := io.ReadAll(zr); len(b) == 0 {
				t.Errorf("%s: empty gzip body", c.path)
			}
		}
		resp.Body.Close()
	}
}

func TestCommandWithoutBuild(t *testing.T) {
	err := Command(t.Context(), t.TempDir(), 0, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "build it first with go tool mage build") {
		t.Fatalf("got %v", err)
	}
}
