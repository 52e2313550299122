/**
 * The pages docgen makes itself in every locale (search results, not found) and the redirects of the configuration,
 * from and to the locale's own pages: one instance, made after the others, since a redirect may not replace a page.
 */
import { formatPlace, inLocale, type Route } from '@docgen/core';
import { CONFIG_FILE, type LoosePlace } from '../places.js';
import { twinKey } from '../twins.js';
import { emptyInstance, type ContentKind, type Origin } from './kind.js';

export const SEARCH_ROUTE = '/search';
export const NOT_FOUND_ROUTE = '/404';
const FIX_REDIRECT = 'Remove the redirect or move the page.';

function builtIn(name: string): Origin {
  return { name, place: { file: CONFIG_FILE }, fix: `docgen makes ${name} at this route itself: give this page another slug or file name.` };
}

export const builtInKind: ContentKind = {
  name: 'built-in',
  instances({ config, instance }) {
    const out = emptyInstance('built-in');
    const search: Route = { kind: 'search', path: inLocale(instance.routeBase, SEARCH_ROUTE), title: 'Search the documentation' };
    const notFound: Route = { kind: 'not-found', path: inLocale(instance.routeBase, NOT_FOUND_ROUTE), title: 'Page Not Found' };
    out.routes.push({ route: search, origin: builtIn('the search page'), twin: twinKey.special('search') });
    out.routes.push({ route: notFound, origin: builtIn('the not-found page'), twin: twinKey.special('not-found') });
    for (const written of config.redirects) {
      const redirect = { ...written, from: inLocale(instance.routeBase, written.from), to: instance.localize(written.to) };
      const place: LoosePlace = redirect.place ?? { file: CONFIG_FILE };
      out.routes.push({
        route: { kind: 'redirect', path: redirect.from, to: redirect.to, locale: instance.locale },
        origin: { name: `the redirect at ${formatPlace(place)}`, place, chosen: redirect.place, fix: FIX_REDIRECT },
        // A redirect never replaces a page: it is left out, and said so.
        givesWay: (existing) => ({
          severity: 'error',
          ...place,
          message: `redirect from "${redirect.from}" would replace an existing page (from ${existing.name})`,
          hint: FIX_REDIRECT,
          ruleId: 'redirects/shadows-page',
        }),
      });
    }
    return [out];
  },
};
