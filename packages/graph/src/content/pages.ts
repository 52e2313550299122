/** The standalone pages of a locale (Markdown, or React modules), drafts left out unless asked for: one instance. */
import { inLocale, type StandalonePageRoute } from '@docgen/core';
import { pageRoute } from '../doc-identity.js';
import { isTranslation, pageSources } from '../locales.js';
import { buildToc } from '../toc.js';
import { twinKey } from '../twins.js';
import { sourceOrigin } from './docs.js';
import { emptyInstance, type ContentKind } from './kind.js';

export const pagesKind: ContentKind = {
  name: 'pages',
  instances({ input, config, instance }) {
    const out = emptyInstance('pages');
    const pagesDir = config.pagesDir.replace(/\/+$/, '');
    out.roots = [pagesDir];
    for (const source of pageSources(instance, config.pagesDir, input.sources, out.diagnostics)) {
      const page = input.pages[source.path];
      const isModule = /\.[jt]sx$/i.test(source.path);
      if (!isModule && !page) continue;
      if (page?.frontMatter.draft && !input.includeDrafts) continue;
      const fm = page?.frontMatter;
      const route: StandalonePageRoute = {
        kind: 'page',
        path: inLocale(instance.routeBase, fm?.slug || pageRoute(source.relPath)),
        source: source.path,
        format: isModule ? 'module' : 'markdown',
        title: fm?.title ?? page?.contentTitle ?? config.title,
        description: fm?.description ?? page?.excerpt ?? config.tagline ?? '',
        toc: page
          ? buildToc(page.headings, fm?.toc_min_heading_level ?? config.docs.toc.minHeadingLevel, fm?.toc_max_heading_level ?? config.docs.toc.maxHeadingLevel)
          : [],
        hideTableOfContents: fm?.hide_table_of_contents === true,
        unlisted: fm?.unlisted === true,
        // A module's sections are not known to the build (it has no content tree): no search records.
        ...(isModule || fm?.unlisted === true ? {} : { search: true as const }),
        markdown: true,
      };
      const original = `${pagesDir}/${source.relPath}`;
      out.sourceRoutes.push([original, route.path], [source.path, route.path]);
      if (page) out.content.push({ route: route.path, page, sourcePath: original });
      out.routes.push({
        route,
        origin: sourceOrigin(source.path, page, fm?.slug !== undefined),
        twin: twinKey.page(source.relPath),
        untranslated: !instance.isDefault && !isTranslation(instance, source.path),
      });
    }
    return [out];
  },
};
