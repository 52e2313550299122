import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from './index.js';

// A watcher on a temporary copy of the fixture site; every change goes through the file system and chokidar.
const fixture = fileURLToPath(new URL('../../engine/fixtures/site-basic', import.meta.url));
const cli = fileURLToPath(new URL('../../../bin/docgen', import.meta.url));

let dir: string;
let outside: string;
let dev: DevServer;
const logged: string[] = [];
type Rebuild = { changed: string[]; ok: boolean; action: string };
let rebuilt: Array<(info: Rebuild) => void> = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'docgen-dev-'));
  outside = await mkdtemp(path.join(tmpdir(), 'docgen-dev-outside-'));
  await cp(fixture, dir, { recursive: true });
  await writeFile(path.join(outside, 'secret.txt'), 'secret');
  await symlink(path.join(outside, 'secret.txt'), path.join(dir, 'static/secret.txt'));
  dev = await startDevServer({
    root: dir,
    port: 0,
    host: '127.0.0.1',
    debounceMs: 30,
    log: (line) => logged.push(line),
    onRebuild: (info) => {
      const waiting = rebuilt;
      rebuilt = [];
      for (const resolve of waiting) resolve(info);
    },
  });
});
afterAll(async () => {
  await dev?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

/**
 * Runs `change` and waits until the dev server has rebuilt after it; with `paths`, until rebuilds have covered all
 * of them (chokidar reports a deletion a little later than other events, to recognise editors' atomic saves).
 */
async function changed(change: () => Promise<unknown>, paths: string[]): Promise<Rebuild> {
  const seen = new Set<string>();
  const done = new Promise<Rebuild>((resolve) => {
    const wait = (info: Rebuild) => {
      // A rebuild that changed nothing (the same content reported twice) does not count.
      if (info.ok && info.action === 'none') return void rebuilt.push(wait);
      for (const p of info.changed) seen.add(p);
      if (paths.every((p) => seen.has(p))) resolve(info);
      else rebuilt.push(wait);
    };
    rebuilt.push(wait);
  });
  await change();
  return done;
}

const file = (rel: string) => path.join(dir, rel);
const get = (p: string, init?: RequestInit) => fetch(dev.url + p, { redirect: 'manual', ...init });
const text = async (p: string) => (await get(p)).text();
const sidebar = async (id: string) => JSON.stringify(await (await get(`/_data/sidebars/${id}.json`)).json());

/** Server-sent events of the dev server, collected as they arrive. */
async function listen(): Promise<{ events: Array<{ event: string; data: unknown }>; next(name: string): Promise<unknown>; close(): void }> {
  const controller = new AbortController();
  const response = await fetch(`${dev.url}/__docgen/events`, { signal: controller.signal });
  const events: Array<{ event: string; data: unknown }> = [];
  const waiting: Array<{ name: string; resolve: (data: unknown) => void }> = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!event) continue;
          const parsed = { event, data: data ? JSON.parse(data) : undefined };
          events.push(parsed);
          const i = waiting.findIndex((w) => w.name === event);
          if (i !== -1) waiting.splice(i, 1)[0].resolve(parsed.data);
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    next: (name) => new Promise((resolve) => waiting.push({ name, resolve })),
    close: () => controller.abort(),
  };
}

describe('docgen serve --watch: building in memory', () => {
  it('serves every page from memory, with the dev client and the site assets', async () => {
    const html = await text('/guide/setup');
    expect(html).toContain('<title>Setup guide | Fixture Docs</title>');
    expect(html).toContain('src="/__docgen/dev-client.js"');
    const css = html.match(/href="(\/assets\/css\/[^"]+)"/)![1];
    expect((await get(css)).status).toBe(200);
    expect((await get('/__docgen/dev-client.js')).headers.get('content-type')).toMatch(/javascript/);
    expect((await get('/img/logo.svg')).headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(JSON.parse(await text('/_data/guide/setup.json')).title).toBe('Setup guide | Fixture Docs');
  });

  it('re-renders an edited doc and names the file and the time in the terminal', async () => {
    const original = await readFile(file('docs/guide/setup.md'), 'utf8');
    // Prose only (not the first paragraph, which is the page's excerpt): the page is swapped into the graph as it
    // is, whose sidebars stay the same objects.
    const sidebarsBefore = dev.site.graph!.sidebars;
    const info = await changed(
      () => writeFile(file('docs/guide/setup.md'), original.replace('You need a computer.', 'You need a computer, edited while watching.')),
      ['docs/guide/setup.md'],
    );
    expect(info).toMatchObject({ changed: ['docs/guide/setup.md'], ok: true });
    expect(await text('/guide/setup')).toContain('You need a computer, edited while watching.');
    expect(JSON.parse(await text('/_data/guide/setup.json')).html).toContain('edited while watching');
    expect(logged.at(-1)).toMatch(/^↻ docs\/guide\/setup\.md \d+ ms$/);
    expect(dev.site.graph!.sidebars).toBe(sidebarsBefore);
  });

  it('updates sidebars and previous/next links when a label or position changes', async () => {
    const original = await readFile(file('docs/guide/setup.md'), 'utf8');
    const sidebarsBefore = dev.site.graph!.sidebars;
    await changed(() => writeFile(file('docs/guide/setup.md'), original.replace('sidebar_label: Setup', 'sidebar_label: Installing')), ['docs/guide/setup.md']);
    // Front matter changed: the graph is built again.
    expect(dev.site.graph!.sidebars).not.toBe(sidebarsBefore);
    expect(await sidebar('guide')).toContain('"Installing"');
    expect(await text('/guide/intro')).toMatch(/pagination-nav__link--next[\s\S]*Installing/);
    // Moving the page before the introduction reorders the sidebar.
    await changed(
      () =>
        writeFile(
          file('docs/guide/setup.md'),
          original.replace('sidebar_label: Setup', 'sidebar_label: Installing').replace('sidebar_position: 2', 'sidebar_position: 0'),
        ),
      ['docs/guide/setup.md'],
    );
    const order = await sidebar('guide');
    expect(order.indexOf('Installing')).toBeLessThan(order.indexOf('Introduction'));
  });

  it('follows a category file to a new generated-index page', async () => {
    const category = file('docs/guide/02-advanced/_category_.json');
    const original = await readFile(category, 'utf8');
    expect((await get('/category/advanced')).status).toBe(200);
    await changed(() => writeFile(category, original.replace('"Advanced"', '"Going further"')), ['docs/guide/02-advanced/_category_.json']);
    expect((await get('/category/going-further')).status).toBe(200);
    expect((await get('/category/advanced')).status).toBe(404);
    expect(await sidebar('guide')).toContain('Going further');
  });

  it('handles created, renamed and deleted files', async () => {
    await changed(() => writeFile(file('docs/guide/fresh.md'), '---\ntitle: Fresh page\n---\n\nNew content.\n'), ['docs/guide/fresh.md']);
    expect(await text('/guide/fresh')).toContain('New content.');
    expect(await sidebar('guide')).toContain('Fresh page');

    await changed(() => rename(file('docs/guide/fresh.md'), file('docs/guide/renamed.md')), ['docs/guide/fresh.md', 'docs/guide/renamed.md']);
    expect((await get('/guide/fresh')).status).toBe(404);
    expect(await text('/guide/renamed')).toContain('New content.');
    expect(await sidebar('guide')).toContain('/guide/renamed');
    expect(await sidebar('guide')).not.toContain('/guide/fresh');

    await changed(() => unlink(file('docs/guide/renamed.md')), ['docs/guide/renamed.md']);
    const gone = await get('/guide/renamed');
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('Page Not Found');
    expect(await sidebar('guide')).not.toContain('Fresh page');
  });

  it('reports a link that becomes broken, keeps serving the last good version, and clears when fixed', async () => {
    const events = await listen();
    const original = await readFile(file('docs/reference/cli.md'), 'utf8');
    const problems = events.next('problems');
    const info = await changed(() => writeFile(file('docs/reference/cli.md'), `${original}\nSee [nowhere](/guide/nowhere).\n`), ['docs/reference/cli.md']);
    expect(info.ok).toBe(false);
    expect(await problems).toEqual([expect.objectContaining({ severity: 'error', file: 'docs/reference/cli.md', line: 7, column: 5, link: '/guide/nowhere' })]);
    expect(await text('/reference/cli')).not.toContain('nowhere');
    const ok = events.next('ok');
    const update = events.next('update');
    await changed(() => writeFile(file('docs/reference/cli.md'), original), ['docs/reference/cli.md']);
    await ok;
    expect(await update).toMatchObject({ action: 'refresh' });
    events.close();
  });

  it('shows bad front matter with its place, prints it once, and clears it when fixed', async () => {
    const events = await listen();
    const scaling = 'docs/guide/02-advanced/scaling.md';
    const target = file(scaling);
    const original = await readFile(target, 'utf8');
    const before = logged.length;
    const problems = events.next('problems');
    await changed(() => writeFile(target, original.replace('title: Scaling', 'title: [Scaling')), [scaling]);
    const [problem] = (await problems) as Array<{ file: string; line: number; column: number; message: string }>;
    expect(problem).toMatchObject({ file: 'docs/guide/02-advanced/scaling.md', line: 2 });
    expect(problem.column).toBeGreaterThan(0);
    expect(problem.message).toMatch(/front matter/);
    // Saved again with the same mistake: not printed a second time.
    await changed(() => writeFile(target, original.replace('title: Scaling', 'title: [Scaling') + '\nMore.\n'), [scaling]);
    const printed = logged.slice(before).filter((line) => line.includes('scaling.md:2:'));
    expect(printed).toHaveLength(1);
    // A new connection (a page opened meanwhile) is told at once.
    const late = await listen();
    expect(await late.next('problems')).toEqual(expect.arrayContaining([expect.objectContaining({ file: 'docs/guide/02-advanced/scaling.md' })]));
    late.close();
    expect(await text('/guide/advanced/scaling')).toContain('How to scale.');
    const ok = events.next('ok');
    await changed(() => writeFile(target, original), [scaling]);
    await ok;
    events.close();
  });

  it('shows a syntax error in a page module with its place, and picks up the fixed module', async () => {
    const events = await listen();
    const page = 'pages/index.tsx';
    const target = file(page);
    const original = await readFile(target, 'utf8');
    const problems = events.next('problems');
    await changed(() => writeFile(target, original.replace('</div>;', '</span>;')), [page]);
    const [problem] = (await problems) as Array<{ file: string; line: number; column: number; message: string }>;
    expect(problem).toMatchObject({ file: page, line: expect.any(Number), column: expect.any(Number) });
    expect((await get('/')).status).toBe(200);
    const ok = events.next('ok');
    await changed(() => writeFile(target, original.replace('Fixture home page', 'Fixture home, edited')), [page]);
    await ok;
    expect(await text('/')).toContain('Fixture home, edited');
    events.close();
  });

  it('rebuilds everything after a configuration change and asks pages to reload', async () => {
    const events = await listen();
    const config = file('site.config.yaml');
    const original = await readFile(config, 'utf8');
    const update = events.next('update');
    await changed(() => writeFile(config, original.replace('label: Blog', 'label: News')), ['site.config.yaml']);
    expect(await update).toMatchObject({ action: 'reload' });
    expect(await text('/guide/intro')).toContain('>News<');
    // An invalid configuration is shown with its place and the site stays up.
    const problems = events.next('problems');
    await changed(() => writeFile(config, original.replace('title: Fixture Docs', 'title: [Fixture')), ['site.config.yaml']);
    const [configProblem] = (await problems) as Array<{ file: string; line: number }>;
    expect(configProblem).toMatchObject({ file: 'site.config.yaml', line: expect.any(Number) });
    expect((await get('/guide/intro')).status).toBe(200);
    await changed(() => writeFile(config, original), ['site.config.yaml']);
    expect(await text('/guide/intro')).toContain('>Blog<');
    events.close();
  });

  it('picks up changed static files at once', async () => {
    await writeFile(file('static/img/extra.txt'), 'first');
    expect(await text('/img/extra.txt')).toBe('first');
  });

  it('classifies theme and runtime sources: CSS swaps the stylesheet, components re-bundle and reload', async () => {
    const themeCss = fileURLToPath(new URL('../../theme/src/styles/theme.css', import.meta.url));
    const shell = fileURLToPath(new URL('../../theme/src/components/Shell.tsx', import.meta.url));
    const router = fileURLToPath(new URL('../../runtime/src/router.ts', import.meta.url));
    expect(dev.site.classify({ type: 'change', path: themeCss })).toBe('styles');
    expect(dev.site.classify({ type: 'change', path: shell })).toBe('theme');
    expect(dev.site.classify({ type: 'change', path: router })).toBe('runtime');
    const css = await dev.site.update([{ type: 'change', path: themeCss }]);
    expect(css).toMatchObject({ action: 'css', css: expect.stringMatching(/^\/assets\/css\/theme\.\w+\.css$/) });
    const theme = await dev.site.update([{ type: 'change', path: shell }]);
    expect(theme.action).toBe('reload');
    expect(await text('/guide/intro')).toContain('<title>Introduction | Fixture Docs</title>');
  }, 60_000);
  it('shows a page module that throws while rendering as build reports it, at its place, and recovers when fixed', async () => {
    const page = 'pages/index.tsx';
    const target = file(page);
    const original = await readFile(target, 'utf8');
    const throwing = original.replace(
      /export default function (\w+)\(\) \{/,
      "export default function $1() {\n  if (Date.now() > 0) throw new Error('boom while rendering');",
    );
    expect(throwing).not.toBe(original);
    await changed(() => writeFile(target, throwing), [page]);
    const res = await get('/');
    expect(res.status).toBe(500);
    expect(await res.text()).toMatch(/pages\/index\.tsx:\d+:\d+ {2}error {2}the page module threw while rendering: boom while rendering/);
    await changed(() => writeFile(target, original), [page]);
    expect((await get('/')).status).toBe(200);
  });

  it('serves sitemap.xml and robots.txt as the build writes them', async () => {
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toContain('<loc>https://fixture.test/guide/intro</loc>');
    expect(await text('/robots.txt')).toContain('Sitemap: https://fixture.test/sitemap.xml');
  });
});

describe('docgen serve --watch: serving', () => {
  // fetch() normalises dot segments away, so raw paths go through http.request.
  const rawStatus = (rawPath: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(`${dev.url}/`, { path: rawPath }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });

  it('never serves a file outside the site (dot segments, encodings, backslashes, symlinks)', async () => {
    for (const p of [
      '/../site.config.yaml',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/img/..%2f..%2fsite.config.yaml',
      '/..%5c..%5csite.config.yaml',
      '/img%5c..%5c..%5csite.config.yaml',
      '/%00',
    ]) {
      expect(await rawStatus(p), p).toBe(403);
    }
    for (const p of ['/%252e%252e/site.config.yaml', '/secret.txt', '/site.config.yaml', '/docs/guide/intro.md', `${dir}/site.config.yaml`]) {
      expect(await rawStatus(p), p).toBe(404);
    }
  });

  it('redirects .html, index.html and trailing slashes to the clean URL', async () => {
    for (const [from, to] of [
      ['/guide/intro.html', '/guide/intro'],
      ['/guide/intro/', '/guide/intro'],
      ['/index.html', '/'],
    ]) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });

  it('answers with ETags and 304, compresses when accepted, and answers HEAD', async () => {
    const first = await get('/guide/intro', { headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await get('/guide/intro', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      request(`${dev.url}/guide/intro`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(raw.encoding).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toContain('Introduction');
    const head = await get('/guide/intro', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('/guide/intro', { method: 'POST' })).status).toBe(405);
  });
});

describe('docgen serve --watch on the command line', () => {
  it('prints the URL and the build time, and stops cleanly on Ctrl+C', async () => {
    const child = spawn(process.execPath, [cli, 'serve', '--watch', '--root', dir, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => out.includes('\n') && resolve());
      child.once('exit', () => reject(new Error(`exited early: ${out}`)));
    });
    const url = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)![1];
    expect(out).toMatch(/pages built in \d+ ms/);
    expect((await fetch(`${url}/guide/intro`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  }, 60_000);
});
