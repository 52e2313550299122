#!/usr/bin/env node
// Writer-experience benchmark of `docgen serve --watch` on a copy of this site (medians; asserts nothing):
// - start: from launching the command to the first HTTP 200 (target ≤ 1.5 s; with the caches of an earlier run)
// - edit: from writing a doc file to the updated page being served, over 20 edits (target ≤ 50 ms), measured as an
//   open page sees it: the server's update event, then the page's data
//   node scripts/bench-watch.mjs [--edits 20]
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const editsArg = process.argv.indexOf('--edits');
const edits = editsArg === -1 ? 20 : Number(process.argv[editsArg + 1]);
const site = mkdtempSync(path.join(tmpdir(), 'docgen-watch-bench-'));
for (const entry of ['docs', 'pages', 'static', 'site.config.yaml', 'sidebars.yaml'])
  cpSync(path.join(root, entry), path.join(site, entry), { recursive: true });
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

async function startOnce() {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'bin/docgen'), 'serve', '--watch', '--root', site, '--port', String(port)], { stdio: 'ignore' });
  for (;;) {
    try {
      if ((await fetch(`${base}/deploy/quickstart`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, ms: performance.now() - started };
}

try {
  // A first run fills the caches (parse results, runtime bundle), as a writer's earlier session would have.
  const warmup = await startOnce();
  warmup.child.kill('SIGINT');
  await new Promise((r) => warmup.child.once('exit', r));
  const starts = [];
  let server;
  for (let i = 0; i < 3; i++) {
    server = await startOnce();
    starts.push(server.ms);
    if (i < 2) {
      server.child.kill('SIGINT');
      await new Promise((r) => server.child.once('exit', r));
    }
  }
  console.log(
    `start to first HTTP 200: median ${median(starts).toFixed(0)} ms over 3 starts (cold first start, no caches: ${warmup.ms.toFixed(0)} ms); target ≤ 1500 ms`,
  );

  const file = path.join(site, 'docs/deploy/quickstart.md');
  const original = readFileSync(file, 'utf8');
  const times = [];
  // As an open page does it: wait for the server's update event, then fetch the page's data.
  const events = await fetch(`${base}/__docgen/events`);
  const reader = events.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const nextUpdate = async () => {
    for (;;) {
      const at = buffered.indexOf('event: update');
      if (at !== -1) {
        buffered = buffered.slice(at + 1);
        return;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the server closed its event stream');
      buffered += decoder.decode(value, { stream: true });
    }
  };
  for (let i = 0; i < edits; i++) {
    const marker = `edit-marker-${i}-${Date.now()}`;
    const started = performance.now();
    writeFileSync(file, `${original}\n\nThe page was edited: ${marker}.\n`);
    for (;;) {
      await Promise.race([nextUpdate(), new Promise((_, reject) => setTimeout(() => reject(new Error(`edit ${i}: no update within 10 s`)), 10_000))]);
      const text = await (await fetch(`${base}/_data/deploy/quickstart.json`)).text();
      if (text.includes(marker)) break;
    }
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 50));
  }
  await reader.cancel();
  console.log(
    `edit to updated page served: median ${median(times).toFixed(1)} ms over ${edits} edits (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}); target ≤ 50 ms`,
  );
  server.child.kill('SIGINT');
  await new Promise((r) => server.child.once('exit', r));
} finally {
  rmSync(site, { recursive: true, force: true });
}
