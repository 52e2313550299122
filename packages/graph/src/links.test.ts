import { describe, expect, it } from 'vitest';
import { contentRoots, markdownTargets } from './links.js';

describe('markdownTargets', () => {
  const roots = contentRoots({ docs: { path: 'docs/' } as never, pagesDir: 'pages' }, [{ contentDir: 'docs' }, { contentDir: 'versioned_docs/version-1.0' }]);

  it('knows the docs folder, the pages folder and each version folder', () => {
    expect(roots).toEqual(['docs', 'pages', 'versioned_docs/version-1.0']);
  });

  it('resolves ./ and ../ from the file only', () => {
    expect(markdownTargets('docs/a/b.md', './c.md', roots)).toEqual(['docs/a/c.md']);
    expect(markdownTargets('docs/a/b.md', '../c.md#x', roots)).toEqual(['docs/c.md']);
  });

  it('resolves /x.md from the content root holding the file, then from the site root', () => {
    expect(markdownTargets('docs/a/b.md', '/c.md', roots)).toEqual(['docs/c.md', 'c.md']);
    expect(markdownTargets('docs/a/b.md', '/docs/c.md', roots)).toEqual(['docs/docs/c.md', 'docs/c.md']);
    expect(markdownTargets('versioned_docs/version-1.0/a/b.md', '/c.md', roots)).toEqual(['versioned_docs/version-1.0/c.md', 'c.md']);
    expect(markdownTargets('pages/about.md', '/team.md', roots)).toEqual(['pages/team.md', 'team.md']);
    // A file in no content root: the site root only.
    expect(markdownTargets('README.md', '/c.md', roots)).toEqual(['c.md']);
  });

  it('resolves a bare x.md from the file, then the content root, then the site root', () => {
    expect(markdownTargets('docs/a/b.md', 'c.md', roots)).toEqual(['docs/a/c.md', 'docs/c.md', 'c.md']);
    expect(markdownTargets('docs/b.md', 'c.md', roots)).toEqual(['docs/c.md', 'c.md']);
    expect(markdownTargets('docs/a/b.md', 'sub/c%20d.md', roots)).toEqual(['docs/a/sub/c d.md', 'docs/sub/c d.md', 'sub/c d.md']);
  });
});
