/**
 * `themeConfig.navbar` → `navbar`. Every Docusaurus item type is read: the default link, `dropdown`, `doc`,
 * `docSidebar`, `docsVersion`, `docsVersionDropdown`, `localeDropdown`, `search` and `html`. Labels Docusaurus
 * derives (a doc item's id, a sidebar's first link) are written out, since docgen asks for them.
 */
import type { NavbarPosition } from '@docgen/core';
import type { DocsInventory } from './docs-inventory.js';
import { mapLogo } from './map-logo.js';
import type { MappedSidebars } from './map-sidebars.js';
import type { ImportNotes, Place, SourceLocator } from './notes.js';
import type { DropdownItemOut, NavbarItemOut, SiteConfigOut } from './output-types.js';
import { linkTarget } from './link-target.js';
import { isHttpUrl, sitePath } from './paths.js';
import { firstLink } from './sidebar-links.js';
import { shorten, textOf } from './text.js';
import { bool, compact, describeValue, dict, isDict, list, str, type Dict } from './values.js';

export interface NavbarContext {
  notes: ImportNotes;
  locate: SourceLocator;
  baseUrl: string;
  inventory: DocsInventory;
  sidebars: MappedSidebars;
  routeBasePath: string;
  /** The docs version's label (`Next` unless the docs options say otherwise) and its main doc's route. */
  version: { label: string; route: string };
  /** A search is configured (Algolia, or a local search plugin): Docusaurus then shows the search bar. */
  search: boolean;
  /** What a site path was in Docusaurus when the import does not carry it (`the blog`, a React page); else undefined. */
  lost: (route: string) => string | undefined;
}

/** Keys a link item may carry that are read here; others are HTML attributes Docusaurus passes on. */
const LINK_KEYS = new Set([
  'type',
  'label',
  'html',
  'to',
  'href',
  'position',
  'className',
  'activeBasePath',
  'activeBaseRegex',
  'prependBaseUrlToHref',
  'target',
  'items',
  'docId',
  'sidebarId',
  'docsPluginId',
  'aria-label',
]);

export function mapNavbar(value: unknown, ctx: NavbarContext): SiteConfigOut['navbar'] {
  const navbar = isDict(value) ? value : {};
  const at = (...keys: string[]) => ctx.locate.key('themeConfig', 'navbar', ...keys);
  if (navbar.style !== undefined) {
    ctx.notes.add(
      at('style'),
      `navbar style "${describeValue(navbar.style)}"`,
      "docgen's navbar follows the colour mode; it has no fixed primary or dark style.",
    );
  }
  const items: NavbarItemOut[] = [];
  for (const item of list(navbar.items)) {
    if (!isDict(item)) continue;
    const mapped = navbarItem(item, ctx);
    if (mapped) items.push(mapped);
  }
  // Docusaurus puts the search bar at the right end when a search is set up and no item places it.
  if (ctx.search && !items.some((i) => i.type === 'search')) items.push({ type: 'search', position: 'right' });
  return compact({
    title: str(navbar.title),
    logo: mapLogo(navbar.logo, { notes: ctx.notes, baseUrl: ctx.baseUrl, where: at('logo'), what: 'navbar logo' }),
    hideOnScroll: bool(navbar.hideOnScroll),
    items,
  });
}

function placeOf(item: Dict, ctx: NavbarContext): Place {
  // The most distinctive value written in the item; a URL may be written in several items.
  const anchor = [item.label, item.docId, item.sidebarId, item.html, item.value, item['aria-label'], item.href, item.to, item.type]
    .map(str)
    .find((v) => v !== undefined);
  return anchor ? ctx.locate.string(anchor, 'themeConfig', 'navbar', 'items') : ctx.locate.key('themeConfig', 'navbar', 'items');
}

function position(item: Dict): NavbarPosition {
  return item.position === 'right' ? 'right' : 'left';
}

/** Docusaurus's item type: `default` (a link) unless given; an item with `items` and no type is a dropdown. */
function typeOf(item: Dict): string {
  const type = str(item.type);
  if (type === undefined || type === 'default') return Array.isArray(item.items) ? 'dropdown' : 'default';
  return type;
}

function navbarItem(item: Dict, ctx: NavbarContext): NavbarItemOut | undefined {
  const where = placeOf(item, ctx);
  const type = typeOf(item);
  const pluginId = str(item.docsPluginId);
  if (pluginId && pluginId !== 'default') {
    ctx.notes.add(
      where,
      `navbar item "${str(item.label) ?? type}" of the docs instance "${pluginId}"`,
      'docgen builds one docs folder; move those docs under it and point the item at them.',
    );
    return undefined;
  }
  const common = { position: position(item), className: str(item.className) };
  switch (type) {
    case 'default': {
      const link = linkLike(item, ctx, where);
      return link && compact({ type: 'link' as const, ...link, ...common });
    }
    case 'dropdown':
      return dropdown(item, ctx, where, common);
    case 'doc': {
      const docId = str(item.docId) ?? '';
      // Documented default: the doc id.
      return compact({ type: 'doc' as const, docId, label: str(item.label) ?? docId, ...common });
    }
    case 'docSidebar': {
      const id = str(item.sidebarId) ?? '';
      const sidebarId = ctx.sidebars.ids.get(id) ?? id;
      const items = ctx.sidebars.sidebars[sidebarId];
      // Documented default: the label of the sidebar's first link.
      const label = str(item.label) ?? (items && firstLink(items, ctx.inventory, ctx.routeBasePath)?.label) ?? id;
      return compact({ type: 'docSidebar' as const, sidebarId, label, ...common });
    }
    case 'docsVersion': {
      // docgen's docsVersion item follows the version being read, as Docusaurus's does.
      const to = str(item.to);
      return compact({ type: 'docsVersion' as const, label: str(item.label), to: to ? sitePath(to, ctx.baseUrl) : undefined, ...common });
    }
    case 'search':
      return compact({ type: 'search' as const, ...common });
    case 'docsVersionDropdown':
    case 'localeDropdown': {
      if (type === 'localeDropdown' && item.queryString !== undefined)
        ctx.notes.add(
          where,
          'queryString of the locale dropdown',
          "docgen's locale dropdown leads to the same page in the other locale, without a query string.",
        );
      const links = (key: string) => {
        const out = list(item[key]).flatMap((child) => {
          const link = linkLike(dict(child), ctx, where);
          return link ? [compact({ type: 'link' as const, ...link })] : [];
        });
        return out.length ? out : undefined;
      };
      if (type === 'localeDropdown')
        return compact({
          type: 'localeDropdown' as const,
          dropdownItemsBefore: links('dropdownItemsBefore'),
          dropdownItemsAfter: links('dropdownItemsAfter'),
          ...common,
        });
      return compact({
        type: 'docsVersionDropdown' as const,
        dropdownItemsBefore: links('dropdownItemsBefore'),
        dropdownItemsAfter: links('dropdownItemsAfter'),
        dropdownActiveClassDisabled: bool(item.dropdownActiveClassDisabled) || undefined,
        ...common,
      });
    }
    case 'html':
      ctx.notes.add(
        where,
        `navbar HTML item ${JSON.stringify(shorten(str(item.value) ?? ''))}`,
        'docgen navbar items are links, dropdowns, docs, sidebars and the search button; write it as one of those.',
      );
      return undefined;
    default:
      ctx.notes.add(
        where,
        `navbar item of type "${type}"`,
        'A custom navbar item is a swizzled component, which docgen does not have; write it as a link, dropdown, doc, docSidebar or search item.',
      );
      return undefined;
  }
}

function versionLink(item: Dict, ctx: NavbarContext): { label: string; to: string } {
  const to = str(item.to);
  // Documented defaults: the version's label, and its main doc.
  return { label: str(item.label) ?? ctx.version.label, to: to ? sitePath(to, ctx.baseUrl) : ctx.version.route };
}

/** A link's label and target (`to` for a path of the site, `href` for a URL); undefined when docgen cannot show it. */
function linkLike(item: Dict, ctx: NavbarContext, where: Place): { label: string; to?: string; href?: string } | undefined {
  const target = str(item.to) ?? str(item.href);
  let label = str(item.label);
  if (label === undefined && str(item.html)) {
    label = textOf(str(item.html)!);
    ctx.notes.add(where, `HTML label of navbar link "${label}"`, 'docgen shows navbar labels as text; the HTML was reduced to its text.');
  }
  if (label === undefined && str(item['aria-label'])) {
    label = str(item['aria-label'])!;
    ctx.notes.add(
      where,
      `navbar link without a label (to ${target ?? 'nowhere'})`,
      `Its icon came from custom CSS; docgen shows its aria-label "${label}" as the label.`,
    );
  }
  if (!target) {
    ctx.notes.add(where, `navbar link "${label ?? ''}" without "to" or "href"`, 'Give it a target to carry it over.');
    return undefined;
  }
  label ??= target;
  reportLinkExtras(item, ctx, where, label);
  return linkTarget(target, label, 'navbar', where, ctx);
}

function reportLinkExtras(item: Dict, ctx: NavbarContext, where: Place, label: string): void {
  if (item.activeBasePath !== undefined || item.activeBaseRegex !== undefined) {
    ctx.notes.add(where, `active path rule of navbar link "${label}"`, 'docgen marks a navbar link active on its own page and the pages below it.');
  }
  const external = isHttpUrl(str(item.to) ?? str(item.href) ?? '');
  if (item.target !== undefined && (item.target === '_blank') !== external) {
    ctx.notes.add(
      where,
      `target "${describeValue(item.target)}" of navbar link "${label}"`,
      'docgen opens external links in a new tab and site links in the same one.',
    );
  }
  const attributes = Object.keys(item).filter((key) => !LINK_KEYS.has(key));
  if (attributes.length) {
    ctx.notes.add(
      where,
      `attributes ${attributes.join(', ')} of navbar link "${label}"`,
      'docgen navbar links take a label, a target and a className; other attributes were left out.',
    );
  }
}

function dropdown(item: Dict, ctx: NavbarContext, where: Place, common: { position: NavbarPosition; className?: string }): NavbarItemOut | undefined {
  const label = str(item.label) ?? (str(item.html) && textOf(str(item.html)!)) ?? '';
  if (item.to !== undefined || item.href !== undefined) {
    ctx.notes.add(where, `the link of dropdown "${label}" itself`, "A docgen dropdown's label opens the menu; add the link as the dropdown's first item.");
  }
  const items: DropdownItemOut[] = [];
  for (const child of list(item.items)) {
    if (!isDict(child)) continue;
    const mapped = dropdownItem(child, ctx);
    if (mapped) items.push(mapped);
  }
  return compact({ type: 'dropdown' as const, label, position: common.position, className: common.className, items });
}

function dropdownItem(item: Dict, ctx: NavbarContext): DropdownItemOut | undefined {
  const where = placeOf(item, ctx);
  const className = str(item.className);
  switch (typeOf(item)) {
    case 'default': {
      const link = linkLike(item, ctx, where);
      return link && compact({ type: 'link' as const, ...link, className });
    }
    case 'doc': {
      const docId = str(item.docId) ?? '';
      return compact({ type: 'doc' as const, docId, label: str(item.label) ?? docId, className });
    }
    case 'docSidebar': {
      // docgen dropdowns hold links and docs: the sidebar's first link, as Docusaurus opens it.
      const id = str(item.sidebarId) ?? '';
      const items = ctx.sidebars.sidebars[ctx.sidebars.ids.get(id) ?? id];
      const first = items && firstLink(items, ctx.inventory, ctx.routeBasePath);
      const label = str(item.label) ?? first?.label ?? id;
      if (first?.kind === 'doc') return compact({ type: 'doc' as const, docId: first.docId, label, className });
      if (first?.kind === 'index') return compact({ type: 'link' as const, label, to: first.route, className });
      ctx.notes.add(where, `dropdown item of sidebar "${id}"`, 'The sidebar has no doc to open; link a doc instead.');
      return undefined;
    }
    case 'docsVersion':
      return compact({ type: 'link' as const, ...versionLink(item, ctx), className });
    default:
      ctx.notes.add(where, `dropdown item of type "${typeOf(item)}"`, 'docgen dropdowns hold links and docs; write it as one of those.');
      return undefined;
  }
}
