// The client's entry, started over four tasks. main.js holds ReactDOM,
// the route table, the theme and Docusaurus's client; evaluating it all was
// one task of 35-50 ms on this machine at full speed, which Lighthouse's 4x
// CPU slowdown counts as 140-200 ms, most of it blocking. Here ReactDOM is
// evaluated first, then the route table, then Docusaurus's App with the
// theme, and Docusaurus's own entry (clientEntry.js) last, each in a task of
// its own: 10-25 ms each. All of it stays in main.js: a require() inside a
// callback is bundled in the same chunk and run when it is called, and
// clientEntry.js finds the modules it imports already evaluated.
require('react-dom/client');

(globalThis.__dsPatches ||= []).push('split-start');

// Each step in a task of its own (nextTask.js).
const nextTask = require('./nextTask').default;

[
  () => require('@generated/routes'),
  () => require('@docusaurus/core/lib/client/App.js'),
  () => require('@docusaurus/core/lib/client/clientEntry.js'),
].reduce((done, step) => done.then(nextTask).then(step), Promise.resolve());
