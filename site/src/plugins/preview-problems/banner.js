// Shows the files the preview holds back, in a banner fixed to the bottom
// of the page; removes it when the list is empty. Re-runs when the list
// changes, without reloading the page.
import problems from '@site/.preview/problems.json';

const id = 'ds-preview-problems';

function render(list) {
  let banner = document.getElementById(id);
  if (list.length === 0) {
    banner?.remove();
    return;
  }
  if (!banner) {
    banner = document.createElement('section');
    banner.id = id;
    banner.setAttribute('role', 'alert');
    banner.setAttribute('aria-label', 'Files held back from the preview');
    Object.assign(banner.style, {
      position: 'fixed', left: '0', right: '0', bottom: '0', zIndex: '10000', maxHeight: '40vh', overflow: 'auto',
      padding: '0.75rem 1rem', background: '#8b1a1a', color: '#fff', font: '14px/1.45 ui-monospace, monospace',
      boxShadow: '0 -2px 8px rgba(0,0,0,.3)',
    });
    document.body.appendChild(banner);
  }
  const heading = document.createElement('strong');
  heading.textContent = `${list.length === 1 ? 'This problem holds' : 'These problems hold'} a file back: the preview shows its last good version until it is fixed.`;
  const items = document.createElement('ul');
  items.style.margin = '0.5rem 0 0';
  for (const p of list) {
    const li = document.createElement('li');
    li.textContent = p.text;
    items.appendChild(li);
  }
  banner.replaceChildren(heading, items);
}

if (typeof document !== 'undefined') {
  render(problems);
}

if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
}
