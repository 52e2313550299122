import { describe, expect, it } from 'vitest';
import type { ComponentEntry, ParsedPage, SiteConfig } from '@docgen/core';
import { checkComponents } from './check-components.js';

const registry: ComponentEntry[] = [
  { name: 'Tabs', modules: ['@theme/Tabs'] },
  { name: 'ReactPlayer', modules: ['react-player'] },
  { name: 'Card', modules: ['src/components/Card'], file: 'src/components/Card.tsx' },
];
const config = { markdown: { components: 'src/components' } } as unknown as SiteConfig;

function page(imports: ParsedPage['imports'], components: ParsedPage['components']): ParsedPage {
  return {
    source: 'docs/a.md',
    contentKey: 'a',
    frontMatter: { extra: {} },
    frontMatterPlaces: {},
    headings: [],
    anchorIds: [],
    links: [],
    assets: [],
    excerpt: '',
    imports,
    components,
    diagnostics: [],
  };
}

describe('the component check', () => {
  it('accepts names used without import, imports by module, and site components by path', () => {
    const ok = page(
      [
        { source: 'react-player', module: 'react-player', imported: 'default', local: 'Player', line: 1, column: 8 },
        { source: '../src/components/Card', module: 'src/components/Card', imported: 'default', local: 'Card', line: 2, column: 8 },
      ],
      [
        { name: 'Player', module: 'react-player', imported: 'default', line: 5, column: 1 },
        { name: 'Card', module: 'src/components/Card', imported: 'default', line: 6, column: 1 },
        { name: 'Tabs', line: 7, column: 1 },
      ],
    );
    expect(checkComponents({ config, pages: [ok], registry })).toEqual([]);
  });

  it('reports unknown names and unresolved imports where they are written, once', () => {
    const bad = page(
      [
        { source: 'some-lib', module: 'some-lib', imported: 'default', local: 'Chart', line: 1, column: 8 },
        { source: '@theme/Tabs', module: '@theme/Tabs', imported: 'TabsList', local: 'TabsList', line: 2, column: 10 },
        { source: './_partial.md', module: 'docs/_partial.md', imported: 'default', local: 'Partial', line: 3, column: 8 },
      ],
      [
        { name: 'Chart', module: 'some-lib', imported: 'default', line: 5, column: 1 },
        { name: 'Tab', line: 6, column: 3 },
      ],
    );
    const found = checkComponents({ config, pages: [bad], registry });
    expect(found.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '1:8 cannot resolve the import "some-lib"',
      '2:10 "@theme/Tabs" has no export `TabsList` docgen knows: import its default export (`import TabsList from \'@theme/Tabs\'`)',
      '3:8 cannot import "./_partial.md": docgen does not include Markdown files in other pages',
      '6:3 unknown component <Tab>',
    ]);
    expect(found[0].hint).toBe('Modules docgen provides: @theme/Tabs, react-player, @site/src/components/Card.');
    expect(found[3]).toMatchObject({ expected: ['Tabs'], hint: 'Available: Tabs, ReactPlayer, Card (src/components/Card.tsx).' });
  });

  it('reports a components folder that does not exist at its setting', () => {
    expect(checkComponents({ config, pages: [], registry, missingFolder: true })).toEqual([
      expect.objectContaining({
        file: 'site.config.yaml',
        message: 'markdown.components names a folder that does not exist: src/components',
        ruleId: 'config/missing-folder',
      }),
    ]);
  });
});
