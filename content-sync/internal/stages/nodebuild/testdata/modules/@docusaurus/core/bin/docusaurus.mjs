// A stand-in for the Docusaurus CLI: behaves as FAKE_MODE says, so the
// runner's streaming, failure and cancellation paths can be tested quickly.
import {spawn} from 'node:child_process';
import {existsSync, writeFileSync} from 'node:fs';
import {Worker} from 'node:worker_threads';

const mode = process.env.FAKE_MODE;
console.log(`building ${process.argv.slice(2).join(' ')}`);
console.log(`base ${process.env.DS_BASE_URL}`);
console.log(`gc ${typeof globalThis.gc}`);
if (mode === 'fail') {
  for (let i = 1; i <= 50; i++) console.error(`error line ${i}`);
  process.exit(3);
}
if (mode === 'stuck' && !(process.env.FAKE_STATE && existsSync(process.env.FAKE_STATE))) {
  // Like the bundler spinning on a thread of its own: silent, main thread idle.
  if (process.env.FAKE_STATE) writeFileSync(process.env.FAKE_STATE, 'stuck once');
  new Worker('for (;;) {}', {eval: true});
} else if (mode === 'busy') {
  // Silent, but working on the main thread, as when rendering pages.
  const until = Date.now() + Number(process.env.FAKE_BUSY_MS);
  while (Date.now() < until) {}
  process.stdout.write('done without newline');
} else if (mode === 'hang') {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600000)'], {stdio: 'ignore'});
  writeFileSync(process.env.FAKE_PIDFILE, String(child.pid));
  setTimeout(() => {}, 600000);
} else {
  process.stdout.write('done without newline');
}
