/**
 * What a client navigation does to the document around React's render: scrolling to the new page's target, telling
 * whether refetched HTML is what the page shows, and whether the reader moved focus into an overlay meanwhile. Only
 * navigations need it: it reaches the browser with them (the `navigation` island), not with the first visit.
 */

export function scrollToTarget(hash: string, restoreY: number | undefined): void {
  if (restoreY !== undefined) {
    window.scrollTo(0, restoreY);
    return;
  }
  const id = hash ? decodeURIComponent(hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * Whether fetched HTML is what the page already shows. The HTML of a page loaded in full was read back from the
 * DOM, as the browser writes it, so it is compared after the browser has parsed and written the fetched HTML too.
 */
export function sameHtml(html: string, current: string): boolean {
  if (html === current) return true;
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML === current;
}

/** What the reader may open over the page while a navigation is on its way: the mobile menu, the search modal. */
const OVERLAY = '[aria-modal="true"], .DocSearch-Container';

/**
 * Whether the reader moved focus into an overlay while a navigation was on its way (Ctrl+K opened the search, the
 * mobile menu was opened): the new page then leaves it there instead of taking it to the main content. Focus that
 * merely stayed where it was (a link followed inside the mobile menu), or moved elsewhere (a search result followed:
 * the modal gave it back to the search button), goes to the main content.
 */
export function focusMovedIntoOverlay(before: Element | null): boolean {
  const now = document.activeElement;
  return now !== null && now !== before && now.closest(OVERLAY) !== null;
}
