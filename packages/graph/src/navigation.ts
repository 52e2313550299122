/** Where each page sits in the sidebars: which sidebar shows it, its breadcrumbs, its previous and next pages. */
import type { Crumb, NavLink, SidebarItem } from '@docgen/core';
import { walkSidebar } from './sidebars.js';

export interface Placement {
  sidebarId: string;
  /** Categories above the page, outermost first. */
  breadcrumbs: Crumb[];
  prev?: NavLink;
  next?: NavLink;
}

interface Stop {
  href: string;
  label: string;
  parents: readonly SidebarItem[];
}

/** The pages a reader steps through with previous/next, in sidebar order. */
function stops(items: readonly SidebarItem[]): Stop[] {
  const out: Stop[] = [];
  walkSidebar(items, (item, parents) => {
    if (item.type === 'link' && !item.external) out.push({ href: item.href, label: item.label, parents });
    if (item.type === 'category' && item.href) out.push({ href: item.href, label: item.label, parents });
  });
  return out;
}

/** Route path → placement. A page listed in several sidebars belongs to the first one declared. */
export function placePages(sidebars: Record<string, SidebarItem[]>): Map<string, Placement> {
  const placements = new Map<string, Placement>();
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    const sequence = stops(items);
    sequence.forEach((stop, i) => {
      if (placements.has(stop.href)) return;
      const prev = sequence[i - 1];
      const next = sequence[i + 1];
      placements.set(stop.href, {
        sidebarId,
        breadcrumbs: stop.parents.map((p) => ({ label: (p as { label: string }).label, href: p.type === 'category' ? p.href : undefined })),
        prev: prev && prev.href !== stop.href ? { label: prev.label, href: prev.href } : undefined,
        next: next && next.href !== stop.href ? { label: next.label, href: next.href } : undefined,
      });
    });
  }
  return placements;
}
