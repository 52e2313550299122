import { describe, expect, it } from 'vitest';
import type { SiteConfig } from './config-types.js';
import { invalidVersionName, resolveVersions, sidebarIdOfKey, sidebarKey, versionedDocsDir, type DocsVersion } from './versions.js';

const docs = (extra: Partial<SiteConfig['docs']> = {}) =>
  ({
    docs: {
      path: 'docs',
      routeBasePath: '/docs',
      version: { mainDoc: 'intro' },
      versions: {},
      includeCurrentVersion: true,
      disableVersioning: false,
      ...extra,
    },
  }) as unknown as SiteConfig;
const resolve = (config: SiteConfig, released: string[]) =>
  resolveVersions({
    config,
    released,
    sidebarsFiles: { '2.0': 'versioned_sidebars/version-2.0-sidebars.json' },
    currentSidebarsFile: 'sidebars.yaml',
    contentDirOf: versionedDocsDir,
  });
const summary = (versions: DocsVersion[]) =>
  versions.map((v) => `${v.name} "${v.label}" ${v.routeBase} ${v.banner}${v.badge ? ' badge' : ''}${v.isLast ? ' last' : ''}`);

describe('docs versions with Docusaurus defaults', () => {
  it('puts the current docs at the docs root without banner or badge when nothing is released', () => {
    const { versions, diagnostics } = resolve(docs(), []);
    expect(diagnostics).toEqual([]);
    expect(summary(versions)).toEqual(['current "Next" /docs none last']);
    expect(versions[0]).toMatchObject({ contentDir: 'docs', sidebarsFile: 'sidebars.yaml', className: 'docs-version-current', noIndex: false });
  });

  it('puts the newest release at the root, the current docs at /next (unreleased) and older releases at /<name> (unmaintained)', () => {
    const { versions } = resolve(docs(), ['2.0', '1.0']);
    expect(summary(versions)).toEqual([
      'current "Next" /docs/next unreleased badge',
      '2.0 "2.0" /docs none badge last',
      '1.0 "1.0" /docs/1.0 unmaintained badge',
    ]);
    expect(versions.map((v) => [v.contentDir, v.sidebarsFile])).toEqual([
      ['docs', 'sidebars.yaml'],
      ['versioned_docs/version-2.0', 'versioned_sidebars/version-2.0-sidebars.json'],
      ['versioned_docs/version-1.0', undefined],
    ]);
  });

  it('marks versions newer than lastVersion unreleased, and takes per-version settings', () => {
    const config = docs({
      lastVersion: '1.0',
      versions: { current: { label: 'Canary', path: 'canary', banner: 'none' }, '2.0': { badge: false, noIndex: true, className: 'v2' } },
    });
    const { versions } = resolve(config, ['2.0', '1.0']);
    expect(summary(versions)).toEqual(['current "Canary" /docs/canary none badge', '2.0 "2.0" /docs/2.0 unreleased', '1.0 "1.0" /docs none badge last']);
    expect(versions[1]).toMatchObject({ noIndex: true, className: 'v2' });
  });

  it('builds only the versions of onlyIncludeVersions, with defaults among them, and says where the others would be', () => {
    const { versions, excludedRouteBases } = resolve(docs({ onlyIncludeVersions: ['current'] }), ['2.0', '1.0']);
    expect(summary(versions)).toEqual(['current "Next" /docs none last']);
    expect(excludedRouteBases).toEqual(['/docs/2.0', '/docs/1.0']);
    expect(summary(resolve(docs({ disableVersioning: true }), ['2.0']).versions)).toEqual(['current "Next" /docs none last']);
    expect(summary(resolve(docs({ includeCurrentVersion: false }), ['2.0', '1.0']).versions)).toEqual([
      '2.0 "2.0" /docs none badge last',
      '1.0 "1.0" /docs/1.0 unmaintained badge',
    ]);
  });

  it('reports options that name unknown versions, at their place', () => {
    const placed = {
      ...docs({ lastVersion: '3.0', onlyIncludeVersions: ['current', '0.9'], versions: { '1.5': { label: 'x' } } }),
      places: { 'docs.lastVersion': { file: 'site.config.yaml', line: 9, column: 16 } },
    };
    const { versions, diagnostics } = resolve(placed as SiteConfig, ['2.0']);
    expect(versions).toEqual([]);
    expect(diagnostics.map((d) => `${d.file}:${d.line ?? ''} ${d.message} | ${d.hint}`)).toEqual([
      'site.config.yaml: docs.versions names unknown version "1.5" | Versions: "current", "2.0".',
      'site.config.yaml:9 docs.lastVersion names unknown version "3.0" | Versions: "current", "2.0".',
      'site.config.yaml: docs.onlyIncludeVersions names unknown version "0.9" | Versions: "current", "2.0".',
      'site.config.yaml:9 docs.lastVersion "3.0" is not among docs.onlyIncludeVersions | The last version is the one at the docs\' root: include it, or choose another.',
    ]);
    expect(resolve(docs({ includeCurrentVersion: false }), []).diagnostics[0].message).toBe(
      'no docs version to build: docs.includeCurrentVersion is false and versions.json lists no version',
    );
    expect(resolve(docs({ versions: { '1.0': { path: '' } } }), ['2.0', '1.0']).diagnostics[0].message).toBe('versions "2.0" and "1.0" are both at /docs');
  });
});

describe('version names and sidebar keys', () => {
  it('accepts names that are folder names and URL segments', () => {
    expect(['1.0', 'v2', '2024-01', 'next-gen'].map(invalidVersionName)).toEqual([undefined, undefined, undefined, undefined]);
    expect(['', 'current', '..', 'a/b', 'a b', 'x?', 'x'.repeat(33)].map((n) => invalidVersionName(n) !== undefined)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it("keys the last version's sidebars by their id and the others by id@version", () => {
    expect(sidebarKey('guide', { name: '2.0', isLast: true })).toBe('guide');
    expect(sidebarKey('guide', { name: '1.0', isLast: false })).toBe('guide@1.0');
    expect(sidebarIdOfKey('guide@1.0')).toBe('guide');
  });
});
