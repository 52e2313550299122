/**
 * The `navigation` island: what client navigations need beyond the first visit's hydration, loaded by the first
 * navigation (in parallel with its page data) or by the first sign of one (a pointer over a link, a touch, a focus).
 */
export { applyHead, loadPageStyles } from '../head.js';
export { focusMovedIntoOverlay, sameHtml, scrollToTarget } from '../page-swap.js';
