/**
 * A site's output held in memory and made when asked for (the dev server): the files a build writes besides the
 * pages (stylesheet, runtime, sidebars, sitemap, the content's images), each page's document and Markdown version
 * rendered on request, the search index and the files for AI readers made from the same graph.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { hasSearchRecords, LLMS_FULL_TXT_PATH, LLMS_TXT_PATH, routeOfMarkdownUrl, type ComponentEntry, type Route, type SiteGraph } from '@docgen/core';
import type { ModulePage } from '@docgen/theme';
import { collectContentAssets, type AssetCache, type OutputFile } from '../bundle/assets.js';
import type { MathStylesheet } from '../bundle/math-stylesheet.js';
import type { RuntimeBundle } from '../bundle/runtime-bundle.js';
import type { LoadedComponents } from '../bundle/site-components.js';
import type { ContentStore } from '../cache/content-store.js';
import { graphFiles } from '../output/site-files.js';
import { searchOutput } from '../output/search-files.js';
import { onDemandRenderer, type OnDemandRenderer, type ThemeModule } from './on-demand.js';
import type { RenderedRoute } from './route.js';
import { localeOfRoute, localesOf } from './render-contexts.js';

/** A file of the output: made in memory, or a file of the site read when asked for. */
export type ServedFile = { data: string | Uint8Array } | { from: string };

/** A file for AI readers: made whole, or (llms-full.txt) a page at a time. */
export type AiFile = { type: string; body: string } | { type: string; chunks: AsyncIterable<string> };

export interface OnDemandSiteInput {
  root: string;
  graph: SiteGraph;
  store: ContentStore;
  theme: ThemeModule;
  stylesheet: OutputFile;
  runtime: RuntimeBundle;
  registry: ComponentEntry[];
  /** The site's own MDX components, loaded. */
  components: Pick<LoadedComponents, 'implementations'>;
  /** Page modules, by source path. */
  modules: Record<string, ModulePage>;
  /** Embedded files read so far (kept across states: a change to one forgets it). */
  assetCache: AssetCache;
  /** KaTeX's stylesheet and fonts, bundled when a page first has math. */
  math: () => Promise<MathStylesheet>;
}

export interface OnDemandSite {
  graph: SiteGraph;
  renderer: OnDemandRenderer;
  /** A route's document and page data, rendered once (a failure is not kept: the next request tries again). */
  page(route: Route): Promise<RenderedRoute>;
  /** A route's Markdown version (once), or undefined when it has none. */
  markdown(route: Route): Promise<string | undefined>;
  /** Every file but the pages, by URL path. */
  files: Map<string, ServedFile>;
  /** The search records and each locale's local index, into `files` under `_search/<folder>/`. */
  addSearchFiles(folder: string): Promise<void>;
  /** `/llms.txt`, `/llms-full.txt` and `/<route>.md` (the site's own static file of the same name wins, as in a build). */
  aiFile(urlPath: string): Promise<AiFile | undefined>;
}

export async function onDemandSite(input: OnDemandSiteInput): Promise<OnDemandSite> {
  const { graph, theme, runtime } = input;
  const content = await collectContentAssets(input.root, Object.values(graph.pages), input.assetCache);
  const math = Object.values(graph.pages).some((page) => page.math) ? await input.math() : undefined;
  const shared = {
    assets: { css: [`/${input.stylesheet.path}`], js: [runtime.entry] },
    islands: runtime.islands,
    components: { registry: input.registry, implementations: { ...theme.BUILTIN_CONTENT_COMPONENTS.implementations, ...input.components.implementations } },
    ...(math ? { mathStylesheet: math.url } : {}),
  };
  const files = new Map<string, ServedFile>();
  for (const file of [input.stylesheet, ...runtime.files, ...(math?.files ?? []), ...graphFiles(graph)]) files.set(`/${file.path}`, { data: file.data });
  for (const file of content.outputs) files.set(`/${file.path}`, { from: file.from });
  const renderer = onDemandRenderer({
    root: input.root,
    graph,
    store: input.store,
    theme,
    shared,
    registry: input.registry,
    assetsBySource: content.files,
    modules: input.modules,
  });
  const routes = new Map(graph.routes.map((r) => [r.path, r]));
  const pages = new Map<string, Promise<RenderedRoute>>();
  const markdown = new Map<string, Promise<string | undefined>>();
  const page = (route: Route) => once(pages, route.path, () => renderer.render(route, { markdown: false, records: false }));
  const markdownOf = (route: Route) => once(markdown, route.path, async () => (await renderer.render(route, { document: false, records: false })).markdown);
  return {
    graph,
    renderer,
    page,
    markdown: markdownOf,
    files,
    async addSearchFiles(folder) {
      for (const locale of localesOf(graph)) {
        const records = [];
        for (const route of graph.routes) {
          if (hasSearchRecords(route) && localeOfRoute(graph, route) === locale)
            for (const record of (await renderer.render(route, { document: false, markdown: false })).records) records.push(record);
        }
        for (const file of await searchOutput(graph.config, records, { folder, locale })) files.set(`/${file.path}`, { data: file.data });
      }
    },
    async aiFile(urlPath) {
      if (!graph.config.llms?.enabled) return undefined;
      const whole = urlPath === LLMS_TXT_PATH || urlPath === LLMS_FULL_TXT_PATH;
      const route = whole ? undefined : routes.get(routeOfMarkdownUrl(urlPath) ?? '');
      if (!whole && !route) return undefined;
      if (whole && (await exists(path.join(input.root, graph.config.staticDir, urlPath)))) return undefined;
      const llms = await import('@docgen/llms');
      if (urlPath === LLMS_TXT_PATH) return { type: 'text/plain; charset=utf-8', body: llms.llmsTxt(graph) };
      if (urlPath === LLMS_FULL_TXT_PATH) return { type: 'text/plain; charset=utf-8', chunks: llms.llmsFullChunks(graph, markdownOf) };
      const body = await markdownOf(route!);
      return body === undefined ? undefined : { type: 'text/markdown; charset=utf-8', body };
    },
  };
}

/** Made once: a failure is not kept, so the next request tries again. */
function once<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let made = cache.get(key);
  if (!made) {
    made = make();
    made.catch(() => cache.delete(key));
    cache.set(key, made);
  }
  return made;
}

function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
