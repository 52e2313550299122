/**
 * The script the dev server adds to every page: listens to the server's events; refreshes the page in place
 * (keeping the scroll position) after a change, swaps the stylesheet after a CSS change, and shows problems in an
 * overlay until they are fixed (problems arrive as data: each diagnostic with its formatted line, `text`).
 */
export const DEV_CLIENT = String.raw`
const OVERLAY_ID = '__docgen_overlay';
function showOverlay(problems) {
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
  title.textContent = 'The site has a problem; the last good version is shown until it is fixed.';
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
const events = new EventSource('/__docgen/events');
// Marks the page as following the server (tools and tests wait for it before changing files).
events.addEventListener('open', () => (document.documentElement.dataset.devServer = 'connected'));
events.addEventListener('update', (event) => {
  const data = JSON.parse(event.data);
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
events.addEventListener('problems', (event) => showOverlay(JSON.parse(event.data)));
events.addEventListener('ok', () => hideOverlay());
`;
