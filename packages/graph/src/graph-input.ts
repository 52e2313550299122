/** What the graph stage is made from: the configuration, the scanned sources and their parsed pages. */
import type { CategoryMeta, DocsVersion, LocaleTranslations, ParsedPage, SidebarsConfig, SiteConfig, SourceEntry } from '@docgen/core';

export interface GraphInput {
  config: SiteConfig;
  /** The current docs' sidebars (sidebars.yaml). */
  sidebars: SidebarsConfig;
  sources: readonly SourceEntry[];
  /** Parsed Markdown by source path (docs and Markdown pages). */
  pages: Record<string, ParsedPage>;
  /** `_category_` metadata by the site-root relative folder of its file, as on disk (`docs/02-guides`). */
  categories: ReadonlyMap<string, CategoryMeta>;
  /** Drafts are built by the dev server, left out of production builds. */
  includeDrafts?: boolean;
  /** The docs versions to build, newest first; default: the current docs alone (`resolveVersions` without versions.json). */
  versions?: readonly DocsVersion[];
  /** Sidebars of released versions, by version name (a version without any has no sidebar). */
  versionSidebars?: Readonly<Record<string, SidebarsConfig>>;
  /** Where the versions left out by `docs.onlyIncludeVersions` would be: links into them are not checked. */
  excludedVersionRoutes?: readonly string[];
  /** The label files of each locale, by locale (a locale without any shows the labels as written). */
  translations?: Readonly<Record<string, LocaleTranslations>>;
}
