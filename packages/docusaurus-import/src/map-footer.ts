/**
 * `themeConfig.footer` → `footer`: the logo and the copyright line. docgen's footer has nothing else, so link
 * columns and the footer style are reported; an HTML copyright becomes its text.
 */
import { mapLogo } from './map-logo.js';
import type { ImportNotes, SourceLocator } from './notes.js';
import type { SiteConfigOut } from './output-types.js';
import { hasTags, textOf } from './text.js';
import { compact, describeValue, isDict, list, str } from './values.js';

export interface FooterContext {
  notes: ImportNotes;
  locate: SourceLocator;
  baseUrl: string;
}

export function mapFooter(value: unknown, ctx: FooterContext): SiteConfigOut['footer'] {
  if (!isDict(value)) return undefined;
  const at = (...keys: string[]) => ctx.locate.key('themeConfig', 'footer', ...keys);
  const links = list(value.links);
  if (links.length) {
    // Multi-column footers have `{title, items}` columns; simple footers a row of links.
    const columns = links.filter((l) => isDict(l) && Array.isArray(l.items));
    const count = columns.length ? columns.reduce<number>((n, c) => n + list((c as { items: unknown }).items).length, 0) : links.length;
    const what = columns.length ? `${columns.length} column${columns.length === 1 ? '' : 's'} of ${count} links` : `${count} links`;
    ctx.notes.add(at('links'), `footer links (${what})`, "docgen's footer shows a logo and a copyright line only; put the important links in the navbar (a dropdown keeps a column together) or on a page.");
  }
  if (value.style !== undefined) {
    ctx.notes.add(at('style'), `footer style "${describeValue(value.style)}"`, "docgen's footer follows the colour mode.");
  }
  let copyright = str(value.copyright);
  if (copyright !== undefined && hasTags(copyright)) {
    copyright = textOf(copyright);
    ctx.notes.add(at('copyright'), 'HTML of the footer copyright', `docgen shows the copyright as text: "${copyright}".`);
  }
  const footer = compact({
    logo: mapLogo(value.logo, { notes: ctx.notes, baseUrl: ctx.baseUrl, where: at('logo'), what: 'footer logo' }),
    copyright,
  });
  return Object.keys(footer).length ? footer : undefined;
}
