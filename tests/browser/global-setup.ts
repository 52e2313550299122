/** Builds the real site and the fixture sites once, serves both with `docgen serve`'s server, and shares the URLs. */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildSite } from '@docgen/engine';
import { startStaticServer } from '@docgen/server';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    fixtureUrl: string;
    mdxFixtureUrl: string;
    versionsFixtureUrl: string;
    i18nFixtureUrl: string;
    mathFixtureUrl: string;
    /** What `docgen init --yes` writes into a folder named my-docs: title "My docs", no logo. */
    initSiteUrl: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

async function serve(siteRoot: string, out: string): Promise<{ server: Server; url: string }> {
  await buildSite({ root: siteRoot, outDir: out, cacheDir: false });
  const server = await startStaticServer({ dir: out, port: 0, host: '127.0.0.1' });
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

export default async function setup(project: TestProject) {
  process.env.NODE_ENV = 'production';
  const work = await mkdtemp(path.join(tmpdir(), 'docgen-browser-'));
  const site = await serve(root, path.join(work, 'site'));
  const fixture = await serve(path.join(root, 'packages/engine/fixtures/site-basic'), path.join(work, 'fixture'));
  const mdxFixture = await serve(path.join(root, 'packages/engine/fixtures/site-mdx'), path.join(work, 'mdx-fixture'));
  const versionsFixture = await serve(path.join(root, 'packages/engine/fixtures/site-versions'), path.join(work, 'versions-fixture'));
  const mathFixture = await serve(path.join(root, 'packages/engine/fixtures/site-math'), path.join(work, 'math-fixture'));
  const i18nFixture = await serve(path.join(root, 'packages/engine/fixtures/site-i18n'), path.join(work, 'i18n-fixture'));
  execFileSync(process.execPath, [path.join(root, 'bin/docgen'), 'init', path.join(work, 'my-docs'), '--yes']);
  const initSite = await serve(path.join(work, 'my-docs'), path.join(work, 'init-site'));
  project.provide('siteUrl', site.url);
  project.provide('fixtureUrl', fixture.url);
  project.provide('mdxFixtureUrl', mdxFixture.url);
  project.provide('versionsFixtureUrl', versionsFixture.url);
  project.provide('mathFixtureUrl', mathFixture.url);
  project.provide('i18nFixtureUrl', i18nFixture.url);
  project.provide('initSiteUrl', initSite.url);
  return async () => {
    await Promise.all(
      [site, fixture, mdxFixture, versionsFixture, mathFixture, i18nFixture, initSite].map(({ server }) => new Promise((r) => server.close(r))),
    );
    await rm(work, { recursive: true, force: true });
  };
}
