import { describe, expect, it } from 'vitest';
import { DiagnosticError } from '@docgen/core';
import { parseSidebars, parseSiteConfig, parseVersionsFile } from './index.js';

const problems = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DiagnosticError) return e.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`);
    throw e;
  }
  return [];
};

describe('versions.json', () => {
  it('reads the names with their places', () => {
    expect(parseVersionsFile({ text: '[\n  "2.0",\n  "1.0"\n]\n' })).toEqual({
      names: ['2.0', '1.0'],
      places: { '2.0': { file: 'versions.json', line: 2, column: 3 }, '1.0': { file: 'versions.json', line: 3, column: 3 } },
    });
    expect(parseVersionsFile({ text: '' }).names).toEqual([]);
  });

  it('reports what is not a list of valid, distinct names, at its place', () => {
    expect(problems(() => parseVersionsFile({ text: '{"a": 1}' }))).toEqual(['versions.json:1:1 versions.json must be a list of version names']);
    expect(problems(() => parseVersionsFile({ text: '["2.0", 1]' }))).toEqual(['versions.json:1:9 a version name must be a string, got 1']);
    expect(problems(() => parseVersionsFile({ text: '["2.0", "a/b"]' }))).toEqual([
      'versions.json:1:9 invalid version name "a/b": a version name cannot contain "/" or "\\"',
    ]);
    expect(problems(() => parseVersionsFile({ text: '["2.0", "2.0"]' }))).toEqual(['versions.json:1:9 version "2.0" is listed twice']);
    expect(problems(() => parseVersionsFile({ text: '["2.0"' }))).toEqual([
      'versions.json:1:1 invalid JSON: the "[" that starts this value is never closed with "]"',
    ]);
  });
});

describe('the docs options of versions', () => {
  const config = (docs: string) => `title: T\nurl: https://t.test\nnavbar: {}\ndocs:\n  version: { mainDoc: a }\n${docs}`;

  it('reads versions, lastVersion, onlyIncludeVersions and the version navbar items', () => {
    const parsed = parseSiteConfig({
      file: 'site.config.yaml',
      text: `${config('  lastVersion: "1.0"\n  onlyIncludeVersions: [current, "1.0"]\n  versions:\n    current: { label: Canary, banner: none, badge: false }\n')}`.replace(
        'navbar: {}',
        'navbar:\n  items:\n    - { type: docsVersionDropdown, dropdownItemsAfter: [{ label: Archive, href: "https://old.t.test" }] }\n    - { type: docsVersion }',
      ),
    });
    expect(parsed.docs).toMatchObject({
      lastVersion: '1.0',
      onlyIncludeVersions: ['current', '1.0'],
      versions: { current: { label: 'Canary', banner: 'none', badge: false } },
      includeCurrentVersion: true,
      disableVersioning: false,
    });
    expect(parsed.navbar.items.map((i) => i.type)).toEqual(['docsVersionDropdown', 'docsVersion']);
    expect(parsed.places['docs.versions.current']).toMatchObject({ line: 12 });
  });

  it('reports bad values at their place, and the keys that moved to docs.versions', () => {
    expect(problems(() => parseSiteConfig({ file: 'site.config.yaml', text: config('  versions:\n    "1.0": { banner: loud }\n') }))).toEqual([
      'site.config.yaml:7:22 docs.versions.1.0.banner must be one of "unreleased", "unmaintained", "none", got the string "loud"',
    ]);
    expect(problems(() => parseSiteConfig({ file: 'site.config.yaml', text: config('').replace('{ mainDoc: a }', '{ mainDoc: a, label: Next }') }))).toEqual([
      'site.config.yaml:5:33 docs.version.label has moved to docs.versions.current.label',
    ]);
  });
});

describe('versioned sidebars', () => {
  it("reads Docusaurus's JSON, with the shorthand of categories", () => {
    const sidebars = parseSidebars({
      file: 'versioned_sidebars/version-1.0-sidebars.json',
      text: '{\n  "guide": {\n    "Start": ["intro", {"More": ["a", "b"]}],\n    "Guides": ["g"]\n  }\n}\n',
    });
    expect(JSON.parse(JSON.stringify(sidebars.guide.items, (key, value) => (key === 'place' ? undefined : value)))).toEqual([
      {
        type: 'category',
        label: 'Start',
        items: [
          { type: 'doc', id: 'intro' },
          {
            type: 'category',
            label: 'More',
            items: [
              { type: 'doc', id: 'a' },
              { type: 'doc', id: 'b' },
            ],
          },
        ],
      },
      { type: 'category', label: 'Guides', items: [{ type: 'doc', id: 'g' }] },
    ]);
    expect(sidebars.guide.items[0].place).toEqual({ file: 'versioned_sidebars/version-1.0-sidebars.json', line: 3, column: 5 });
  });
});
