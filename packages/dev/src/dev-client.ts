/**
 * The script the dev server adds to every page: listens to the server's events; refreshes the page in place
 * (keeping the scroll position) after a change, swaps the stylesheet after a CSS change, and shows problems in an
 * overlay until they are fixed (problems arrive as data: each diagnostic with its formatted line, `text`). Problems
 * only the browser finds (a Mermaid diagram that does not draw, when the build could not check it) arrive as
 * `docgen:problem` events on the window and show in the same overlay until the next update.
 */
export const DEV_CLIENT = String.raw`
const OVERLAY_ID = '__docgen_overlay';
const SERVER_TITLE = 'The site has a problem; the last good version is shown until it is fixed.';
const PAGE_TITLE = 'This page has a problem the build did not check:';
function showOverlay(problems, heading = SERVER_TITLE) {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alert');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:10000;background:rgba(16,19,26,.88);color:#fff;font:14px/1.6 ui-monospace,Menlo,Consolas,monospace;padding:48px;overflow:auto';
    document.body.append(overlay);
  }
  overlay.replaceChildren();
  const title = document.createElement('h2');
  title.textContent = heading;
  title.style.cssText = 'font:600 18px system-ui,sans-serif;margin:0 0 24px;color:#ffb4b4';
  overlay.append(title);
  for (const p of problems) {
    const line = document.createElement('pre');
    line.className = '__docgen_problem';
    line.style.cssText = 'white-space:pre-wrap;margin:0 0 16px';
    // The server sends each problem with its line as the terminal shows it (core's formatter): nothing to format here.
    line.textContent = p.text;
    overlay.append(line);
  }
}
function hideOverlay() {
  document.getElementById(OVERLAY_ID)?.remove();
}
/** Problems the page reported since the last update (shown until then, or until the writer closes them). */
const pageProblems = [];
const events = new EventSource('/__docgen/events');
// Marks the page as following the server (tools and tests wait for it before changing files).
events.addEventListener('open', () => (document.documentElement.dataset.devServer = 'connected'));
events.addEventListener('update', (event) => {
  const data = JSON.parse(event.data);
  pageProblems.length = 0;
  hideOverlay();
  if (data.action === 'reload') return location.reload();
  if (data.css) {
    for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
      if (new URL(link.href).pathname.startsWith('/assets/css/')) link.href = data.css;
    }
  }
  if (window.__docgen && window.__docgen.refresh) window.__docgen.refresh();
  else location.reload();
});
events.addEventListener('problems', (event) => {
  pageProblems.length = 0;
  showOverlay(JSON.parse(event.data));
});
window.addEventListener('docgen:problem', (event) => {
  if (document.getElementById(OVERLAY_ID) && !pageProblems.length) return; // the server's problems come first
  if (!pageProblems.includes(event.detail.text)) pageProblems.push(event.detail.text);
  const hint = event.detail.kind === 'mermaid' ? ['npm i -D mermaid in the site checks every diagram when building, with its page and line.'] : [];
  showOverlay([...pageProblems, ...hint, '(Esc or a click closes this.)'].map((text) => ({ text })), PAGE_TITLE);
  // The page works around its problem: the writer may close the overlay and read on.
  const overlay = document.getElementById(OVERLAY_ID);
  overlay.addEventListener('click', dismissPageProblems);
  document.addEventListener('keydown', dismissPageProblems);
});
function dismissPageProblems(event) {
  if (event.type === 'keydown' && event.key !== 'Escape') return;
  document.removeEventListener('keydown', dismissPageProblems);
  if (!pageProblems.length) return;
  pageProblems.length = 0;
  hideOverlay();
}
events.addEventListener('ok', () => {
  pageProblems.length = 0;
  hideOverlay();
});
`;
