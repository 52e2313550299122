/**
 * The same page in every locale: a doc by its version and file, a generated index by its place in its version, a
 * standalone page by its file, the built-in pages by kind. Collected while each locale's routes are made, then set
 * on the routes (`localePaths`, `untranslated`), so the locale dropdown and the hreflang alternates need nothing
 * site-wide.
 */
import type { LocalizedRoute } from '@docgen/core';

interface Twin {
  route: LocalizedRoute & { path: string };
  locale: string;
  /** Shows the default locale's text (no translation in its locale). */
  untranslated: boolean;
}

export class Twins {
  private readonly groups = new Map<string, Twin[]>();

  /** Records a route of a locale under the key that names the same page in every locale. */
  add(key: string, locale: string, route: LocalizedRoute & { path: string }, untranslated = false): void {
    route.locale = locale;
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = []));
    // Two routes of one locale for one key are a duplicate the route table reports; the first stays.
    if (!group.some((t) => t.locale === locale)) group.push({ route, locale, untranslated });
  }

  /** Sets each route's twins (only when the site has more than one locale: a page then needs none). */
  apply(localeCount: number): void {
    if (localeCount < 2) return;
    for (const group of this.groups.values()) {
      const localePaths = Object.fromEntries(group.map((t) => [t.locale, t.route.path]));
      const untranslated = group.filter((t) => t.untranslated).map((t) => t.locale);
      for (const { route } of group) {
        route.localePaths = localePaths;
        if (untranslated.length) route.untranslated = untranslated;
      }
    }
  }
}

/** Twin keys: the same page in every locale. */
export const twinKey = {
  doc: (version: string, relPath: string) => `doc\0${version}\0${relPath}`,
  index: (version: string, pathInVersion: string) => `index\0${version}\0${pathInVersion}`,
  page: (relPath: string) => `page\0${relPath.replace(/\.(mdx?|[jt]sx)$/i, '')}`,
  special: (kind: string) => `special\0${kind}`,
};
