#!/usr/bin/env node
// `docgen serve` under load: builds the site (or reuses build/ when it is newer than the sources), starts the real
// command on 127.0.0.1, and drives 200 concurrent keep-alive clients for 10 seconds over a mix of pages, page data,
// assets and a 404. Prints requests per second, p50/p99 latency and failures; exits 1 on any failed request.
// Traffic stays on the loopback address and stops by itself.
//   node scripts/bench-serve.mjs [--clients 200] [--seconds 10] [--rebuild]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = path.join(root, 'bin', 'docgen');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const clients = option('--clients', 200);
const seconds = option('--seconds', 10);
const host = '127.0.0.1';
const buildDir = path.join(root, 'build');

/** Newest modification time below a folder (or of a file). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(target).map((name) => newest(path.join(target, name))));
}

function ensureBuild() {
  const sources = Math.max(...['docs', 'pages', 'static', 'site.config.yaml', 'sidebars.yaml'].map((p) => newest(path.join(root, p))));
  const built = existsSync(path.join(buildDir, 'index.html')) ? statSync(path.join(buildDir, 'index.html')).mtimeMs : 0;
  if (!args.includes('--rebuild') && built > sources) return console.log('Reusing build/ (newer than the sources; --rebuild to build again).');
  console.log('Building the site…');
  const run = spawnSync(process.execPath, [bin, 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/** URLs to request: pages, their page data, assets, and a path that does not exist. */
function targets() {
  const pages = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else pages.push(path.relative(buildDir, full).split(path.sep).join('/'));
    }
  };
  walk(buildDir);
  const html = pages
    .filter((p) => p.endsWith('.html') && p !== '404.html' && !p.startsWith('_'))
    .map((p) => `/${p.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`);
  const data = pages.filter((p) => p.startsWith('_data/') && p.endsWith('.json')).map((p) => `/${p}`);
  const assets = pages.filter((p) => p.startsWith('assets/')).map((p) => `/${p}`);
  const pick = (list, n) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n);
  return [...pick(html, 40), ...pick(data, 20), ...pick(assets, 10), '/no/such/page'];
}

async function startServer(port) {
  const child = spawn(process.execPath, [bin, 'serve', '--port', String(port), '--host', host], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Serving')) resolve();
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`docgen serve exited with ${code}:\n${output}`)));
  });
  return child;
}

function get(agent, port, target) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request({ host, port, path: target, agent, headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          ok: res.statusCode === 200 || (target === '/no/such/page' && res.statusCode === 404),
          status: res.statusCode,
          ms: performance.now() - started,
        }),
      );
      res.on('error', (error) => resolve({ ok: false, status: error.code, ms: performance.now() - started }));
    });
    req.on('error', (error) => resolve({ ok: false, status: error.code, ms: performance.now() - started }));
    req.end();
  });
}

ensureBuild();
const urls = targets();
const port = 3900 + Math.floor(Math.random() * 90);
const server = await startServer(port);
try {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const latencies = [];
  const failures = new Map();
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      const result = await get(agent, port, urls[next++ % urls.length]);
      latencies.push(result.ms);
      if (!result.ok) failures.set(result.status, (failures.get(result.status) ?? 0) + 1);
    }
  };
  console.log(`${clients} keep-alive clients for ${seconds} s over ${urls.length} URLs (pages, page data, assets, a 404) at http://${host}:${port}`);
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  const failed = [...failures.values()].reduce((a, b) => a + b, 0);
  console.log(`requests ${latencies.length}, ${(latencies.length / elapsed).toFixed(0)} per second`);
  console.log(`latency p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`);
  console.log(`failures ${failed}${failed ? ` (${[...failures].map(([status, n]) => `${status}: ${n}`).join(', ')})` : ''}`);
  console.log(`(load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]} on a shared machine)`);
  process.exitCode = failed ? 1 : 0;
} finally {
  server.kill('SIGTERM');
}
