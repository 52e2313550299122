import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARED_MODULES_GLOBAL } from '@docgen/core';
import { bundleRuntime, RUNTIME_ENTRIES, type RuntimeBundle } from './runtime-bundle.js';

let bundle: RuntimeBundle;
const text = (url: string) => {
  const file = bundle.files.find((f) => `/${f.path}` === url);
  if (!file) throw new Error(`no file ${url} in the bundle`);
  return Buffer.from(file.data).toString('utf8');
};
/** A string of React's own code: where it is found, React is bundled. */
const REACT_MARK = 'react.transitional.element';

beforeAll(async () => {
  bundle = await bundleRuntime();
}, 120_000);

describe('the browser runtime bundle', () => {
  it('is one main script, which imports nothing, named by a hash of its bytes', () => {
    const main = text(bundle.entry);
    expect(main.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(main).not.toMatch(/(?:^|[;}])import\s*["{*]|\bfrom\s*"\.\//);
    const hash = createHash('sha256').update(main).digest('hex').slice(0, 10);
    expect(bundle.entry).toBe(`/assets/js/main.${hash}.js`);
  });

  it('has React once, in the main script, which hands it to the islands', () => {
    expect(text(bundle.entry)).toContain(REACT_MARK);
    expect(text(bundle.entry)).toContain(SHARED_MODULES_GLOBAL);
    const others = bundle.files.filter((f) => `/${f.path}` !== bundle.entry);
    expect(others.length).toBeGreaterThan(0);
    for (const file of others) expect(Buffer.from(file.data).toString('utf8'), file.path).not.toContain(REACT_MARK);
    // The islands that render React take it from the main script.
    const reactIslands = ['search', 'search-page', 'playground'].map((name) => bundle.islands[name]);
    for (const url of reactIslands) {
      const closure = [url, ...[...text(url).matchAll(/"\.\/(chunk\.[\w-]+\.js)"/g)].map((m) => `/assets/js/${m[1]}`)];
      expect(
        closure.some((u) => text(u).includes(SHARED_MODULES_GLOBAL)),
        url,
      ).toBe(true);
    }
  });

  it('has a bundle for every island', () => {
    const islands = Object.keys(RUNTIME_ENTRIES).filter((name) => name !== 'main');
    expect(Object.keys(bundle.islands).sort()).toEqual(islands.sort());
    for (const name of islands) expect(bundle.islands[name]).toMatch(new RegExp(`^/assets/js/${name}\\.\\w+\\.js$`));
  });
});
