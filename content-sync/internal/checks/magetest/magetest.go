// Package magetest runs the mage targets the way the author does, as `go
// tool mage` started from a terminal, and checks what they leave behind
// when they are stopped. It holds tests only.
package magetest
