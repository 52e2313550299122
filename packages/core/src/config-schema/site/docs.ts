/** `docs`: the docs folder, its routes and page features, and its versions (Docusaurus's docs plugin options). */
import { boolean, field, list, literal, moved, number, object, record, string, type Infer } from '../combinators.js';
import { urlString } from './common.js';

/** How a version's pages are marked: a banner above each doc saying what the version is. */
const versionBanner = literal('unreleased', 'unmaintained', 'none');
export type VersionBanner = Infer<typeof versionBanner>;

/** Settings of one docs version (`docs.versions.<name>`), as Docusaurus's docs option `versions`; unset means the default. */
const versionSettings = object({
  /** Shown in the version dropdown and the badge; default: `Next` for the current docs, else the version's name. */
  label: field(string({ nonEmpty: true })),
  /** Path of the version under the docs' route; default: '' for the last version, `next` for the current docs, else the name. */
  path: field(
    string({
      // '' puts the version at the docs' root.
      pattern: /^\/?([\w.-]+(\/[\w.-]+)*)?\/?$/,
      patternHint: 'Write a path below the docs\' route, like "next" or "1.0", or "" for the docs\' root.',
    }),
  ),
  /** Default: none on the last version, `unreleased` on newer ones, `unmaintained` on older ones. */
  banner: field(versionBanner),
  /** Show "Version: <label>" on its docs; default: when the site has more than one version. */
  badge: field(boolean()),
  /** Class on the `<html>` of its pages; default `docs-version-<name>`. */
  className: field(string()),
  /** Ask search engines not to index its pages. */
  noIndex: field(boolean()),
});
export type VersionSettings = Infer<typeof versionSettings>;

const docsOptions = object({
  /** Folder of the docs, relative to the site root. */
  path: field(string({ nonEmpty: true }), { default: 'docs' }),
  routeBasePath: field(string({ pattern: /^\/[\w\-/]*$/ }), { default: '/' }),
  breadcrumbs: field(boolean(), { default: true }),
  showLastUpdateTime: field(boolean(), { default: true }),
  sidebar: field(
    object({
      collapsible: field(boolean(), { default: true }),
      hideable: field(boolean(), { default: false }),
      autoCollapseCategories: field(boolean(), { default: false }),
    }),
    { default: () => ({ collapsible: true, hideable: false, autoCollapseCategories: false }) },
  ),
  toc: field(
    object(
      {
        minHeadingLevel: field(number({ integer: true, min: 2, max: 6 }), { default: 2 }),
        maxHeadingLevel: field(number({ integer: true, min: 2, max: 6 }), { default: 3 }),
      },
      {
        check: (v, report) => {
          if (v.minHeadingLevel > v.maxHeadingLevel) report('docs.toc.minHeadingLevel must not be greater than maxHeadingLevel');
        },
      },
    ),
    { default: () => ({ minHeadingLevel: 2, maxHeadingLevel: 3 }) },
  ),
  /** Base of the "Edit this page" links; the doc's path is appended. */
  editUrl: field(urlString),
  /** The current docs' main doc: what the version dropdown and version links open when a page has no counterpart. */
  version: field(
    object({
      mainDoc: field(string({ nonEmpty: true }), { required: true }),
      name: field(moved('docs.versions (the current docs are the version "current")')),
      label: field(moved('docs.versions.current.label')),
      path: field(moved('docs.versions.current.path')),
    }),
    { required: true },
  ),
  /** Settings per version name (`current` for the docs folder). */
  versions: field(record(versionSettings), { default: () => ({}) }),
  /** The version shown at the docs' root; default: the newest in versions.json, else the current docs. */
  lastVersion: field(string({ nonEmpty: true })),
  /** Build only these versions (fast local builds). */
  onlyIncludeVersions: field(list(string({ nonEmpty: true }))),
  /** Build the current docs (the docs folder) besides the released versions. */
  includeCurrentVersion: field(boolean(), { default: true }),
  /** Build the current docs only, whatever versions.json lists. */
  disableVersioning: field(boolean(), { default: false }),
});
export type DocsOptions = Infer<typeof docsOptions>;

export const docs = field(docsOptions, { required: true });
