/**
 * `themeConfig.footer` → `footer`: link columns (or a simple footer's row of links), the logo and the copyright line.
 * An HTML item, a link to an address docgen cannot link (`mailto:`) or to a page that is not carried over is
 * reported; the footer style is reported (docgen's follows the colour mode); an HTML copyright becomes its text.
 */
import type { FooterLink } from '@docgen/core';
import { mapLogo } from './map-logo.js';
import type { ImportNotes, Place, SourceLocator } from './notes.js';
import type { SiteConfigOut } from './output-types.js';
import { linkTarget } from './link-target.js';
import { hasTags, textOf } from './text.js';
import { compact, describeValue, isDict, list, str, type Dict } from './values.js';

export interface FooterContext {
  notes: ImportNotes;
  locate: SourceLocator;
  baseUrl: string;
  /** What a site path was in Docusaurus when the import does not carry it; else undefined. */
  lost?: (route: string) => string | undefined;
}

type LinkOut = Omit<FooterLink, 'place'>;
type ColumnOut = { title?: string; items: LinkOut[] };

export function mapFooter(value: unknown, ctx: FooterContext): SiteConfigOut['footer'] {
  if (!isDict(value)) return undefined;
  const at = (...keys: string[]) => ctx.locate.key('themeConfig', 'footer', ...keys);
  if (value.style !== undefined) {
    ctx.notes.add(at('style'), `footer style "${describeValue(value.style)}"`, "docgen's footer follows the colour mode.");
  }
  let copyright = str(value.copyright);
  if (copyright !== undefined && hasTags(copyright)) {
    copyright = textOf(copyright);
    ctx.notes.add(at('copyright'), 'HTML of the footer copyright', `docgen shows the copyright as text: "${copyright}".`);
  }
  const links = footerLinks(list(value.links), ctx);
  const footer = compact({
    links: links.length ? links : undefined,
    logo: mapLogo(value.logo, { notes: ctx.notes, baseUrl: ctx.baseUrl, where: at('logo'), what: 'footer logo' }),
    copyright,
  });
  return Object.keys(footer).length ? footer : undefined;
}

/** Multi-column footers have `{title, items}` columns; a simple footer is a row of links (one untitled column). */
function footerLinks(written: unknown[], ctx: FooterContext): ColumnOut[] {
  const isColumn = (entry: unknown): entry is Dict => isDict(entry) && Array.isArray(entry.items);
  if (!written.some(isColumn)) {
    const items = written.flatMap((item) => (isDict(item) ? (footerLink(item, ctx) ?? []) : []));
    return items.length ? [{ items }] : [];
  }
  const columns: ColumnOut[] = [];
  for (const column of written) {
    if (!isColumn(column)) {
      if (isDict(column))
        ctx.notes.add(
          placeOf(column, ctx),
          'a footer link beside link columns',
          'docgen footers have columns or a row of links, not both; put the link in a column.',
        );
      continue;
    }
    const items = list(column.items).flatMap((item) => (isDict(item) ? (footerLink(item, ctx) ?? []) : []));
    const title = str(column.title);
    if (items.length) columns.push(compact({ title, items }));
  }
  return columns;
}

function placeOf(item: Dict, ctx: FooterContext): Place {
  const anchor = [item.label, item.title, item.html, item.href, item.to].map(str).find((v) => v !== undefined);
  return anchor ? ctx.locate.string(anchor, 'themeConfig', 'footer', 'links') : ctx.locate.key('themeConfig', 'footer', 'links');
}

/** One footer item: its label and target (`to` for a path of the site, `href` for an http(s) URL). */
function footerLink(item: Dict, ctx: FooterContext): LinkOut | undefined {
  const where = placeOf(item, ctx);
  if (str(item.html) !== undefined) {
    ctx.notes.add(
      where,
      `HTML footer item "${shortText(textOf(str(item.html)!))}"`,
      'docgen footer items are links with a label; write it as {label, to} or {label, href}.',
    );
    return undefined;
  }
  const target = str(item.to) ?? str(item.href);
  const label = str(item.label) ?? target;
  if (!target || !label) {
    ctx.notes.add(where, `footer item "${label ?? ''}" without "to" or "href"`, 'Give it a target to carry it over.');
    return undefined;
  }
  return linkTarget(target, label, 'footer', where, ctx);
}

const shortText = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);
