/** Replaces the route-specific tags of <head> after a client navigation. */
import type { HeadTag } from '@docgen/core';

const MANAGED = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
].join(',');

export function applyHead(title: string, tags: readonly HeadTag[]): void {
  document.title = title;
  const head = document.head;
  for (const old of head.querySelectorAll(MANAGED)) old.remove();
  const anchor = head.querySelector('link[rel="icon"], script, link[rel="stylesheet"]');
  for (const tag of tags) {
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    head.insertBefore(element, anchor);
  }
}
