/**
 * Where configuration and front matter values are written, for messages that point at them. `@docgen/config` records
 * them in the core types: `places` of the site configuration (value places by path: `favicon`, `navbar.logo.href`,
 * `docs.version.mainDoc`), `place` of navbar items, sidebar items, redirects, `_category_` metadata and category links
 * (at their `id` or `slug`); front matter places are read from the source text, which the graph has anyway.
 *
 * Every reader falls back to the file alone, so objects built without places (tests, other callers) still work.
 */
import type { ConfigLink, ParsedPage, Place, SiteConfig, SiteGraph, SourcePlace, TranslationFileContent, ValuePlace } from '@docgen/core';

/** A place that may lack line and column (only the file is known). */
export type LoosePlace = Place;
export type { ConfigLink, ValuePlace };

export const CONFIG_FILE = 'site.config.yaml';
export const SIDEBARS_FILE = 'sidebars.yaml';

/** The `place` a config object (category link, `_category_` metadata) was given by `@docgen/config`, if any. */
export function placeOfValue(value: { place?: SourcePlace } | null | undefined): SourcePlace | undefined {
  const place = value?.place;
  return place && typeof place.file === 'string' ? place : undefined;
}

/** Where a site configuration value is written: the first of `paths` that has a place, else the file. */
export function configPlace(config: SiteConfig, ...paths: string[]): ValuePlace | { file: string } {
  for (const p of paths) if (config.places?.[p]) return config.places[p];
  return { file: CONFIG_FILE };
}

/** The place of the character at `index` of a one-line string value, else of the value. */
export function placeInString(place: ValuePlace | { file: string }, index: number): LoosePlace {
  if (!('line' in place)) return place;
  const { textColumn, ...rest } = place;
  return textColumn === undefined ? rest : { ...rest, column: textColumn + index };
}

/**
 * Where a top-level front matter key's value is written in a Markdown source (`slug: /x` → the `/`), or undefined
 * when the key is not written there.
 */
export function frontMatterPlace(page: Pick<ParsedPage, 'source' | 'frontMatterPlaces'> | undefined, key: string): SourcePlace | undefined {
  const place = page?.frontMatterPlaces?.[key];
  return place ? { file: page.source, line: place.line, column: place.column } : undefined;
}

/** The graph as `buildGraph` makes it: with the configuration's links and their places, for `checkLinks`. */
export type PlacedSiteGraph = SiteGraph & {
  configLinks: ConfigLink[];
  /** Where the versions left out by `docs.onlyIncludeVersions` would be: links into them are not checked. */
  excludedVersionRoutes?: string[];
  /** Each version's labels a translator may translate (its `current.json` / `version-<name>.json`), by version name. */
  docsMessages?: Record<string, TranslationFileContent>;
};
