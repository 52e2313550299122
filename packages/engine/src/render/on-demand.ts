/**
 * Routes rendered on this thread when they are asked for (the dev server): the same `renderRoute` the build's workers
 * call, with the tree read back from the content store. Each locale's renderer is made when its first page is asked
 * for.
 */
import { DiagnosticError, type AssetInfo, type ComponentEntry, type Route, type SiteGraph } from '@docgen/core';
import { pageModuleError } from '../bundle/modules.js';
import type { ModulePage, RenderContext } from '@docgen/theme';
import type { ContentStore } from '../cache/content-store.js';
import { readTree } from '../parse/highlights.js';
import { localeOfRoute, localeRenderContext, type SharedContext } from './render-contexts.js';
import { contentRefOf, isModuleRoute, renderRoute, sidebarIdOf, sourceOf, type RenderedRoute, type RouteRendering, type RouteWants } from './route.js';

/** The theme's server side: the compiled package, or (in the dev server) a bundle of its edited sources. */
export type ThemeModule = Pick<typeof import('@docgen/theme'), 'createRenderer' | 'BUILTIN_CONTENT_COMPONENTS'>;

export interface OnDemandInput {
  /** Site root (absolute): a page module's error is reported relative to it. */
  root: string;
  graph: SiteGraph;
  store: ContentStore;
  theme: ThemeModule;
  /** What every locale's pages share (asset URLs, islands, components, KaTeX's stylesheet). */
  shared: SharedContext;
  registry: ComponentEntry[];
  /** Per source path: embedded file src as written → the copied file. */
  assetsBySource: Record<string, Record<string, AssetInfo>>;
  /** Page modules, by source path. */
  modules: Record<string, ModulePage>;
}

export interface OnDemandRenderer {
  /**
   * Renders a route; throws what a component throws, a page module's error as a DiagnosticError at its place (as
   * `docgen build` reports it), and when a page's tree is missing.
   */
  render(route: Route, wants?: RouteWants): Promise<RenderedRoute>;
}

export function onDemandRenderer(input: OnDemandInput): OnDemandRenderer {
  const { graph } = input;
  const renderings = new Map<string, Promise<RouteRendering>>();
  const renderingOf = (locale: string): Promise<RouteRendering> => {
    let made = renderings.get(locale);
    if (!made) {
      made = (async () => {
        const context: RenderContext = localeRenderContext(graph, locale, input.shared);
        const [records, llms] = await Promise.all([
          import('@docgen/search').then((m) => m.recordsOfPage),
          graph.config.llms?.enabled ? import('@docgen/llms') : undefined,
        ]);
        return { renderer: input.theme.createRenderer(context), registry: input.registry, records, llms, config: graph.config };
      })();
      renderings.set(locale, made);
    }
    return made;
  };
  return {
    async render(route, wants) {
      const ref = contentRefOf(graph, route, input.assetsBySource);
      const tree = ref && (await readTree(input.store, ref.contentKey));
      if (ref && !tree) throw new Error(`the content of ${route.path} is missing from the cache; save the file again`);
      const content = ref && tree ? { tree, links: ref.links, assets: ref.assets } : undefined;
      const sidebarId = sidebarIdOf(route);
      const source = sourceOf(route);
      const rendering = await renderingOf(localeOfRoute(graph, route));
      try {
        return renderRoute(
          rendering,
          { route, content, sidebar: sidebarId ? graph.sidebars[sidebarId] : undefined, module: source ? input.modules[source] : undefined },
          wants,
        );
      } catch (e) {
        // A page module's own code failing is the writer's to fix.
        if (isModuleRoute(route)) throw new DiagnosticError([pageModuleError(input.root, route.source, e, 'while rendering')]);
        throw e;
      }
    },
  };
}
