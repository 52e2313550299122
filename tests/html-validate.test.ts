// Every page the real site builds is valid HTML by html-validate's recommended rules (configured in
// .htmlvalidate.mjs, which says why the few rules that are off are off).
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '@docgen/engine';

const root = fileURLToPath(new URL('..', import.meta.url));
let out: string;

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'docgen-html-validate-'));
  await buildSite({ root, outDir: out });
}, 180_000);
afterAll(() => rm(out, { recursive: true, force: true }));

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

describe('html-validate on the built site', () => {
  it('finds no error on any page', async () => {
    // The configuration is looked up from the repository's root, as the html-validate command would.
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const config = path.join(root, 'index.html');
    const files = await htmlFiles(out);
    expect(files.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateString(await readFile(file, 'utf8'), config);
      for (const result of report.results) {
        for (const m of result.messages) problems.push(`${path.relative(out, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
