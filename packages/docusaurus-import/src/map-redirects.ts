/**
 * `@docusaurus/plugin-client-redirects` → `redirects`. Its `redirects` rules carry over one `from` at a time, and
 * `createRedirects` is run against every route the docs and pages produce, as the plugin runs it against every
 * route Docusaurus created. Like the plugin, a redirect from a route that exists is not written.
 */
import type { ImportNotes, Place, SourceLocator } from './notes.js';
import type { SiteConfigOut } from './output-types.js';
import { isHttpUrl, sitePath } from './paths.js';
import type { PluginUse } from './plugins.js';
import { describeValue, isDict, list, str } from './values.js';

export interface RedirectsContext {
  notes: ImportNotes;
  locate: SourceLocator;
  baseUrl: string;
  /** Every route of the imported site's docs and pages. */
  routes: readonly string[];
}

type Redirects = NonNullable<SiteConfigOut['redirects']>;

export function mapRedirects(plugins: readonly PluginUse[], ctx: RedirectsContext): Redirects {
  const out: Redirects = [];
  const existing = new Set(ctx.routes);
  const seen = new Set<string>();
  const add = (from: string, to: string, where: Place) => {
    if (existing.has(from)) {
      ctx.notes.add(where, `redirect from ${from}`, 'A page exists at that path, so the redirect would replace it (the plugin skips it too).');
      return;
    }
    if (seen.has(from) || from === to) return;
    seen.add(from);
    out.push({ from, to });
  };
  for (const plugin of plugins) {
    const at = (...keys: string[]) => ctx.locate.keyAfterString(plugin.written, ...keys);
    for (const rule of list(plugin.options.redirects)) {
      if (!isDict(rule)) continue;
      const to = str(rule.to) ?? '';
      const froms = (Array.isArray(rule.from) ? rule.from : [rule.from]).filter((f): f is string => typeof f === 'string');
      const where = froms[0] ? ctx.locate.string(froms[0]) : at('redirects');
      if (isHttpUrl(to)) {
        ctx.notes.add(where, `redirect to the external URL ${to}`, 'docgen redirects go to a path of the site; make this redirect at your host.');
        continue;
      }
      for (const from of froms) add(sitePath(from, ctx.baseUrl), sitePath(to, ctx.baseUrl), where);
    }
    if (typeof plugin.options.createRedirects === 'function') {
      runCreateRedirects(plugin.options.createRedirects as (path: string) => unknown, ctx, at('createRedirects'), add);
    }
    const fromExtensions = list(plugin.options.fromExtensions).filter((e): e is string => typeof e === 'string');
    if (fromExtensions.includes('html')) {
      ctx.notes.inform('fromExtensions "html": docgen writes each page as <route>.html, so /docs/intro.html is served as it is');
    }
    const otherExtensions = fromExtensions.filter((e) => e !== 'html');
    if (otherExtensions.length) {
      ctx.notes.add(at('fromExtensions'), `fromExtensions ${otherExtensions.join(', ')}`, 'Make these redirects at your host, or list them in redirects.');
    }
    if (list(plugin.options.toExtensions).length) {
      ctx.notes.add(
        at('toExtensions'),
        `toExtensions ${list(plugin.options.toExtensions).map(describeValue).join(', ')}`,
        'docgen redirects go to pages of the site; link the files with their extension.',
      );
    }
  }
  return out;
}

/** The plugin's callback, asked about every route: it answers with the paths that should redirect there. */
function runCreateRedirects(fn: (path: string) => unknown, ctx: RedirectsContext, where: Place, add: (from: string, to: string, where: Place) => void): void {
  const prefix = ctx.baseUrl.replace(/\/+$/, '');
  for (const route of ctx.routes) {
    let answer: unknown;
    try {
      answer = fn(`${prefix}${route}`);
    } catch (e) {
      ctx.notes.add(
        where,
        `createRedirects threw for ${route}: ${e instanceof Error ? e.message : String(e)}`,
        'The redirects it would have made for this route are missing; list them in redirects.',
      );
      continue;
    }
    for (const from of Array.isArray(answer) ? answer : [answer]) {
      if (typeof from === 'string' && from) add(sitePath(from, ctx.baseUrl), route, where);
    }
  }
}
