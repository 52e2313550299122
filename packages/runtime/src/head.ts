/** Replaces the route-specific tags of <head> after a client navigation. */
import type { HeadTag } from '@docgen/core';

const MANAGED = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  // Language versions, and the page's Markdown version.
  'link[rel="alternate"]',
].join(',');

/** A stylesheet only some pages link (KaTeX's): added when such a page first arrives, then kept. */
const isPageStyle = (tag: HeadTag) => tag.tag === 'link' && tag.attrs.rel === 'stylesheet' && 'data-page-style' in tag.attrs;

const PAGE_STYLE_WAIT_MS = 3000;

/**
 * Adds the page stylesheets of `tags` that the document does not have yet, and resolves when they have loaded (or
 * failed, or after a few seconds), so that a page is not shown before its stylesheet.
 */
export function loadPageStyles(tags: readonly HeadTag[]): Promise<void> {
  const loading: Array<Promise<void>> = [];
  for (const tag of tags.filter(isPageStyle)) {
    const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-page-style]')].some(
      (link) => link.getAttribute('href') === tag.attrs.href,
    );
    if (present) continue;
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(tag.attrs)) link.setAttribute(name, value);
    loading.push(
      new Promise((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      }),
    );
    document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"]'));
  }
  if (!loading.length) return Promise.resolve();
  return Promise.race([Promise.all(loading).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, PAGE_STYLE_WAIT_MS))]);
}

export function applyHead(title: string, tags: readonly HeadTag[]): void {
  document.title = title;
  const head = document.head;
  for (const old of head.querySelectorAll(MANAGED)) old.remove();
  const anchor = head.querySelector('link[rel="icon"], script, link[rel="stylesheet"]');
  for (const tag of tags) {
    if (isPageStyle(tag)) continue;
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    head.insertBefore(element, anchor);
  }
}
