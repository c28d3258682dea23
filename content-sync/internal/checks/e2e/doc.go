// Package e2e tests the real site end to end: it builds a copy of the
// repository with the real pipeline and Docusaurus, serves it the way GitHub
// Pages does, and checks routes and behaviour, some of it in a real browser.
package e2e
