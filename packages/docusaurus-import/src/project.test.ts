import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isDiagnosticError, type Diagnostic } from '@docgen/core';
import { loadConfig, loadSidebars } from './project.js';
import { stubName, type Dict } from './values.js';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

async function diagnosticsOf(promise: Promise<unknown>): Promise<Diagnostic[]> {
  try {
    await promise;
  } catch (e) {
    if (isDiagnosticError(e)) return e.diagnostics;
    throw e;
  }
  throw new Error('expected a DiagnosticError');
}

describe('loading docusaurus.config and sidebars', () => {
  it('loads a CommonJS configuration whose packages are not installed, with placeholders for them', async () => {
    const { file, value } = await loadConfig(fixture('classic'));
    expect(file).toBe('docusaurus.config.js');
    expect(value.title).toBe('Orbit Docs');
    const prism = (value.themeConfig as Dict).prism as Dict;
    // `const {themes} = require('prism-react-renderer')`: the values name what they stood for.
    expect(stubName(prism.theme)).toBe('prism-react-renderer.themes.github');
    expect(stubName(prism.darkTheme)).toBe('prism-react-renderer.themes.dracula');
    const docs = ((value.presets as unknown[][])[0][1] as Dict).docs as Dict;
    // require.resolve of a local file gives its path; of a package that is not installed, its name.
    expect(docs.sidebarPath).toBe(path.join(fixture('classic'), 'sidebars.js'));
    expect(stubName((docs.remarkPlugins as unknown[])[0])).toBe('remark-math');
    const redirects = (value.plugins as unknown[][])[0][1] as Dict;
    expect(typeof redirects.createRedirects).toBe('function');
  });

  it('loads a TypeScript configuration with type imports and named imports of packages', async () => {
    const { file, value } = await loadConfig(fixture('typescript'));
    expect(file).toBe('docusaurus.config.ts');
    expect(value.baseUrl).toBe('/kite/');
    const prism = (value.themeConfig as Dict).prism as Dict;
    expect(stubName(prism.theme)).toBe('prism-react-renderer.themes.oneLight');
    const docs = ((value.presets as unknown[][])[0][1] as Dict).docs as Dict;
    expect((docs.editUrl as (p: Dict) => string)({ docPath: 'intro.md' })).toBe('https://gitlab.example.com/kite/kite-docs/-/edit/main/docs/intro.md');
  });

  it('calls a configuration exported as an async function, with import.meta.url of the file itself', async () => {
    const { value } = await loadConfig(fixture('esm'));
    // The title is read from release.json beside the configuration.
    expect(value.title).toBe('Quill 3.1');
  });

  it('loads sidebars written as CommonJS, TypeScript and ES modules', async () => {
    expect(Object.keys((await loadSidebars(fixture('classic'), path.join(fixture('classic'), 'sidebars.js'))).value)).toEqual(['guides', 'reference']);
    expect((await loadSidebars(fixture('typescript'), path.join(fixture('typescript'), 'sidebars.ts'))).value.docs).toHaveLength(2);
    expect((await loadSidebars(fixture('esm'), path.join(fixture('esm'), 'sidebars.js'))).value.manual).toEqual({
      'Getting started': ['start', 'concepts'],
      Writing: ['writing'],
    });
  });

  it('reports a syntax error at its file, line and column', async () => {
    const [d, ...rest] = await diagnosticsOf(loadConfig(fixture('broken-syntax')));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'error', file: 'docusaurus.config.js', line: 8, column: 7, ruleId: 'import/config-syntax' });
    expect(d.message).toBe('docusaurus.config.js cannot be read: Expected "}" but found "]"');
  });

  it('reports an error thrown while the configuration runs at the line that threw', async () => {
    const [d] = await diagnosticsOf(loadConfig(fixture('broken-throws')));
    expect(d).toMatchObject({ severity: 'error', file: 'docusaurus.config.js', line: 5, column: 11, ruleId: 'import/config-error' });
    expect(d.message).toBe('docusaurus.config.js threw while loading: ORBIT_SITE_URL_THAT_IS_NEVER_SET is not set');
  });

  it('says which files it looked for in a folder without a configuration', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'docgen-import-empty-'));
    try {
      const [d] = await diagnosticsOf(loadConfig(empty));
      expect(d.message).toContain(`no Docusaurus configuration in ${empty} (looked for docusaurus.config.ts`);
      expect(d.hint).toContain('docusaurus.config.js');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
