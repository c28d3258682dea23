module github.com/ayakashi-research/ds

go 1.24.0

tool (
	github.com/magefile/mage
	github.com/rhysd/actionlint/cmd/actionlint
	github.com/wjdp/htmltest
)

require (
	github.com/chromedp/cdproto v0.0.0-20250403032234-65de8f5d025b
	github.com/chromedp/chromedp v0.13.6
	github.com/fsnotify/fsnotify v1.9.0
	github.com/otiai10/copy v1.14.1
	github.com/pelletier/go-toml/v2 v2.4.3
	github.com/prometheus/procfs v0.19.2
	github.com/yuin/goldmark v1.8.7
	golang.org/x/net v0.50.0
	golang.org/x/sync v0.19.0
	golang.org/x/sys v0.41.0
	gopkg.in/yaml.v3 v3.0.1
)

require (
	github.com/badoux/checkmail v1.2.1 // indirect
	github.com/bmatcuk/doublestar/v4 v4.8.0 // indirect
	github.com/chromedp/sysutil v1.1.0 // indirect
	github.com/docopt/docopt-go v0.0.0-20180111231733-ee0de3bc6815 // indirect
	github.com/fatih/color v1.18.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20250211171154-1ae217ad3535 // indirect
	github.com/gobwas/httphead v0.1.0 // indirect
	github.com/gobwas/pool v0.2.1 // indirect
	github.com/gobwas/ws v1.4.0 // indirect
	github.com/imdario/mergo v0.3.11 // indirect
	github.com/magefile/mage v1.17.2 // indirect
	github.com/mattn/go-colorable v0.1.14 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	github.com/mattn/go-runewidth v0.0.16 // indirect
	github.com/mattn/go-shellwords v1.0.12 // indirect
	github.com/otiai10/mint v1.6.3 // indirect
	github.com/rhysd/actionlint v1.7.7 // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	github.com/robfig/cron/v3 v3.0.1 // indirect
	github.com/wjdp/htmltest v0.17.0 // indirect
	gopkg.in/seborama/govcr.v2 v2.4.2 // indirect
	gopkg.in/yaml.v2 v2.4.0 // indirect
)
