package devserver

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/fsnotify/fsnotify"
)

// watched are the folders whose changes are mirrored.
var watched = []string{"site", "i18n"}

// quiet is how long the files must stay still before a sync: editors write a
// file in several steps, and a save often touches several files.
const quiet = 50 * time.Millisecond

// Watch calls changed after every burst of changes under site/ and i18n/
// until ctx ends. Folders created later are watched too.
func Watch(ctx context.Context, root string, changed func()) error {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return err
	}
	defer w.Close()
	for _, dir := range watched {
		if err := addTree(w, filepath.Join(root, dir)); err != nil {
			return err
		}
	}
	var timer *time.Timer
	fire := make(chan struct{}, 1)
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev, ok := <-w.Events:
			if !ok {
				return nil
			}
			if ev.Has(fsnotify.Create) {
				if st, err := os.Stat(ev.Name); err == nil && st.IsDir() {
					_ = addTree(w, ev.Name)
				}
			}
			if timer != nil {
				timer.Stop()
			}
			timer = time.AfterFunc(quiet, func() {
				select {
				case fire <- struct{}{}:
				default:
				}
			})
		case <-fire:
			changed()
		case err, ok := <-w.Errors:
			if !ok {
				return nil
			}
			return err
		}
	}
}

func addTree(w *fsnotify.Watcher, dir string) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if os.IsNotExist(err) {
				return nil
			}
			return err
		}
		if d.IsDir() {
			return w.Add(p)
		}
		return nil
	})
}
