module github.com/ayakashi-research/ds

go 1.24.0

tool github.com/magefile/mage

require (
	github.com/chromedp/cdproto v0.0.0-20250403032234-65de8f5d025b
	github.com/chromedp/chromedp v0.13.6
	github.com/fsnotify/fsnotify v1.9.0
	github.com/otiai10/copy v1.14.1
	github.com/pelletier/go-toml/v2 v2.4.3
	github.com/prometheus/procfs v0.19.2
	github.com/yuin/goldmark v1.8.7
	go.yaml.in/yaml/v3 v3.0.6
	golang.org/x/net v0.50.0
	golang.org/x/sync v0.19.0
	golang.org/x/sys v0.41.0
)

require (
	github.com/chromedp/sysutil v1.1.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20250211171154-1ae217ad3535 // indirect
	github.com/gobwas/httphead v0.1.0 // indirect
	github.com/gobwas/pool v0.2.1 // indirect
	github.com/gobwas/ws v1.4.0 // indirect
	github.com/magefile/mage v1.17.2 // indirect
	github.com/otiai10/mint v1.6.3 // indirect
)
