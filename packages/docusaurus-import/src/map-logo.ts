/** A navbar or footer logo: `{alt, src, srcDark, href, width, height}` carry over; styling does not. */
import type { ImportNotes, Place } from './notes.js';
import type { LogoOut } from './output-types.js';
import { isHttpUrl, sitePath } from './paths.js';
import { compact, isDict, num, str } from './values.js';

/** An image path relative to the static folder (docgen's), or a URL. */
export function staticPath(value: string, baseUrl: string): string {
  if (isHttpUrl(value) || value.startsWith('data:')) return value;
  const base = baseUrl.replace(/\/+$/, '');
  const withoutBase = base && value.startsWith(`${base}/`) ? value.slice(base.length) : value;
  return withoutBase.replace(/^\/+/, '');
}

export function mapLogo(value: unknown, ctx: { notes: ImportNotes; baseUrl: string; where: Place; what: string }): LogoOut | undefined {
  if (!isDict(value)) return undefined;
  const src = str(value.src);
  if (!src) {
    ctx.notes.add(ctx.where, `${ctx.what} without "src"`, 'A docgen logo needs an image; add `src` (relative to static/) to show one.');
    return undefined;
  }
  const left = ['target', 'className', 'style'].filter((key) => value[key] !== undefined);
  if (left.length) {
    ctx.notes.add(
      ctx.where,
      `${left.join(', ')} of the ${ctx.what}`,
      'docgen draws its logo with its own styles; an external href opens in a new tab. These were left out.',
    );
  }
  const href = str(value.href);
  const width = num(value.width);
  const height = num(value.height);
  return compact({
    src: staticPath(src, ctx.baseUrl),
    srcDark: str(value.srcDark) && staticPath(str(value.srcDark)!, ctx.baseUrl),
    alt: str(value.alt),
    href: href === undefined ? undefined : isHttpUrl(href) ? href : sitePath(href, ctx.baseUrl),
    width: width && width >= 1 ? width : undefined,
    height: height && height >= 1 ? height : undefined,
  });
}
