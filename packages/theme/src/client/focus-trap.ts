/** Keeping keyboard focus inside a modal panel (the mobile menu, the search modal) while it is open. */

const CANDIDATES =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, iframe, [tabindex], [contenteditable="true"]';

/** The elements of `container` that Tab stops at, in document order: focusable, in the tab order, and shown. */
export function tabStops(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
}

/**
 * Handles a keydown for a panel that keeps focus: Tab from its last stop goes to its first, Shift+Tab from its first
 * to its last, and focus that has left the panel comes back into it. Hidden elements (a collapsed category, a
 * button only shown on other screens) are not stops, so the wrap happens where the reader is.
 */
export function keepTabInside(container: Element, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabStops(container);
  const active = document.activeElement;
  if (stops.length === 0) {
    event.preventDefault();
    return;
  }
  const outside = !(active instanceof Node) || !container.contains(active);
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  if (event.shiftKey ? outside || active === first : outside || active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
