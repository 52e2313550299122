import { describe, expect, it } from 'vitest';
import { ImportNotes } from './notes.js';
import { isFollowed, mdxImports, reportMdxImports } from './report-mdx.js';
import { inventoryOf } from './test-support.js';

describe('MDX imports docgen cannot follow', () => {
  it('reads top-level imports, also over several lines, and not those in code blocks or front matter', () => {
    const text = `---
title: import X from 'nope'
---

import Tabs from '@theme/Tabs';
import {
  Chart,
  Legend,
} from '@site/src/components/Chart';
import './styles.css';

\`\`\`js
import React from 'react';
\`\`\`

Text that says import this from that.
`;
    expect(mdxImports(text)).toEqual([
      { specifier: '@theme/Tabs', bindings: 'Tabs', line: 5, column: 1 },
      { specifier: '@site/src/components/Chart', bindings: '{ Chart, Legend, }', line: 6, column: 1 },
      { specifier: './styles.css', bindings: '', line: 10, column: 1 },
    ]);
  });

  it('follows registry components, useBaseUrl and file imports', () => {
    const follows = (specifier: string, bindings = 'X') => isFollowed({ specifier, bindings, line: 1, column: 1 });
    expect(follows('@theme/Tabs', 'Tabs')).toBe(true);
    expect(follows('react-player', 'ReactPlayer')).toBe(true);
    expect(follows('@docusaurus/useBaseUrl', 'useBaseUrl')).toBe(true);
    expect(follows('./img/diagram.png')).toBe(true);
    expect(follows('@site/static/files/report.pdf')).toBe(true);
    // Components are default exports; a named import of a registry module is not one.
    expect(follows('@theme/Tabs', '{ Tabs }')).toBe(false);
    expect(follows('@site/src/components/Card')).toBe(false);
    expect(follows('./Card.jsx')).toBe(false);
    expect(follows('@docusaurus/theme-common', '{ useColorMode }')).toBe(false);
  });

  it('reports each module once, at its first import, with how many files use it', () => {
    const inventory = inventoryOf({
      'a.mdx': "import Card from '@site/src/components/Card';\n\n<Card />\n",
      'b.mdx': "import Tabs from '@theme/Tabs';\nimport Card from '@site/src/components/Card';\n",
      'src/pages/p.mdx': "import {useColorMode} from '@docusaurus/theme-common';\n",
    });
    const notes = new ImportNotes();
    reportMdxImports(inventory, notes);
    expect(notes.notCarried.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      "docs/a.mdx:1:1 MDX import of Card from '@site/src/components/Card' (in 2 files)",
      "src/pages/p.mdx:1:1 MDX import of {useColorMode} from '@docusaurus/theme-common'",
    ]);
    expect(notes.notCarried[0].hint).toContain('A component of the site is a React component docgen does not run');
  });
});
