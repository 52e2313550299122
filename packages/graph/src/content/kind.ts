/**
 * Content kinds and their instances: the seam every kind of content goes through. A kind (the docs, standalone
 * pages, the built-in pages) makes its instances for each locale: the docs of one version, a locale's standalone
 * pages. The graph iterates the instances of every kind and knows none by name; adding a kind means adding one
 * module that implements `ContentKind` and listing it in `KINDS` (graph.ts).
 */
import type { Diagnostic, LocaleTranslations, Route, SidebarItem, SiteConfig, SourcePlace, TranslationFileContent, VersionRoutes } from '@docgen/core';
import type { GraphInput } from '../graph-input.js';
import type { LinkedPage } from '../links.js';
import type { LocaleInstance } from '../locales.js';
import type { ConfigLink, LoosePlace } from '../places.js';

/** Who produced a route, for duplicate messages. */
export interface Origin {
  /** Named in messages: a source file, or a category link with its place. */
  name: string;
  /** Where to report a duplicate caused by this origin. */
  place: LoosePlace;
  /** Set when a front matter `slug` (or a category link's slug) chose the route: the place to point at. */
  chosen?: SourcePlace;
  /** What to change about this origin to end a clash. */
  fix: string;
}

/** A route of an instance, with what the graph needs to place it among the others. */
export interface InstanceRoute {
  route: Route;
  origin: Origin;
  /** Names the same page in every locale (see twins.ts); absent for a route of one locale only (a redirect). */
  twin?: string;
  /** Shown in a locale other than the default one with the default locale's text (no translation). */
  untranslated?: boolean;
  /**
   * Set for a route that never replaces one already there (a redirect): it is then left out, with this problem.
   * Without it, a second route at a path is a duplicate (`onDuplicateRoutes`).
   */
  givesWay?: (existing: Origin) => Diagnostic;
}

/** One body of content in one locale: the docs of one version, the standalone pages, the built-in pages. */
export interface ContentInstance {
  /** Unique in its locale, for messages and tests: `docs@current`, `pages`. */
  id: string;
  routes: InstanceRoute[];
  /** Its sidebars, by key (see `sidebarKey`). */
  sidebars: Record<string, SidebarItem[]>;
  /** Its pages with content: their links are rewritten (`.md` paths, relative routes) and checked. */
  content: LinkedPage[];
  /** Source path (its own, and for a translation the file it translates) → route, for `.md` links. */
  sourceRoutes: Array<[source: string, route: string]>;
  /** Links written in configuration (sidebar items, index cards), with their places, for the link check. */
  configLinks: ConfigLink[];
  /** The folders `/x.md` links written in its files resolve from (site-root relative). */
  roots: string[];
  /** A versioned instance: its version as the locale shows it, with its routes. */
  version?: VersionRoutes;
  /** Labels a translator may translate, as the locale's label file of this instance holds them (default locale only). */
  messages?: { key: string; content: TranslationFileContent };
  diagnostics: Diagnostic[];
}

/** What a kind sees of the locale being built. */
export interface LocaleContext {
  input: GraphInput;
  /** The configuration as the locale's pages show it (labels translated, links into its pages). */
  config: SiteConfig;
  instance: LocaleInstance;
  translations: LocaleTranslations;
}

export interface ContentKind {
  name: string;
  /** Its instances in a locale, each with its routes, sidebars and content. */
  instances(locale: LocaleContext): ContentInstance[];
}

/** An empty instance, to fill. */
export function emptyInstance(id: string): ContentInstance {
  return { id, routes: [], sidebars: {}, content: [], sourceRoutes: [], configLinks: [], roots: [], diagnostics: [] };
}
