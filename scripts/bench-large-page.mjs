#!/usr/bin/env node
// `npm run bench:large-page`: how the build grows with one large flat page, the shape of a generated API reference or
// a long changelog (`## Name N`, a sentence, again and again). Builds a small site (tests/hostile/site) with one page
// of 1, 4 and 16 million characters of such sections, cold (no caches), with the default worker threads, and prints
// for each the median of --runs runs (default 3): wall and CPU seconds, peak RSS, the parse, render and search stage
// times; then the ratios 4/1 and 16/4 of CPU time and peak RSS, which are about 4 when the build is linear in the
// page's size. Also the page of the issue that raised the bound on a page's length: 120,000 such sections, about
// 6.4 million characters (--sections 0 to leave it out). Exits 1 when a ratio passes --bound (default 6), or when a
// build is not sane (its TOC or search records do not hold every section). Run after `npm run setup`:
//   node scripts/bench-large-page.mjs [--sizes 1,4,16] [--sections 120000] [--runs 3] [--bound 6]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const sizes = flag('sizes', '1,4,16').split(',').map(Number);
const runs = Number(flag('runs', '3'));
const bound = Number(flag('bound', '6'));
const issueSections = Number(flag('sections', '120000'));
const bin = path.join(root, 'bin', 'docgen');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A page of sections of a heading and a sentence (about 54 characters each): as many as `millions` million characters
 * hold, or `sections` of them.
 */
function flatPage({ millions = Infinity, sections: most = Infinity }) {
  const parts = ['# API reference\n\n'];
  let length = parts[0].length;
  for (let sections = 0; ; sections++) {
    const section = `## Name ${sections}\n\nA sentence or two about \`name${sections}\`.\n\n`;
    if (sections === most || length + section.length > millions * 1_000_000) return { text: parts.join(''), sections };
    parts.push(section);
    length += section.length;
  }
}

/** One cold `docgen build` under GNU time: wall and CPU seconds, peak RSS in MB, and the stage times docgen printed. */
function timedBuild(site) {
  rmSync(path.join(site, '.docgen'), { recursive: true, force: true });
  rmSync(path.join(site, 'build'), { recursive: true, force: true });
  const result = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', process.execPath, bin, 'build', '--root', site, '--timings'], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`docgen build failed in ${site}:\n${result.stdout}\n${result.stderr}`);
  const [wall, user, sys, rssKb] = result.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  const stages = JSON.parse(/^timings: (.*)$/m.exec(result.stdout)?.[1] ?? '{}');
  return { wall, cpu: user + sys, rssMb: rssKb / 1024, stages };
}

/** What the built page holds: its TOC entries (each is in the column and in the folded list) and search records. */
function built(site) {
  const html = readFileSync(path.join(site, 'build/api.html'), 'utf8');
  const toc = (html.match(/class="toc__link"/g) ?? []).length / 2;
  const records = JSON.parse(readFileSync(path.join(site, 'build/_search/records.json'), 'utf8'));
  // The sections whose heading has a record.
  const anchors = new Set(records.filter((r) => r.objectID.startsWith('/api#name-')).map((r) => r.anchor));
  return { toc, records: anchors.size };
}

const results = [];
const pages = [...sizes.map((millions) => ({ millions })), ...(issueSections ? [{ sections: issueSections }] : [])];
for (const spec of pages) {
  const site = mkdtempSync(path.join(tmpdir(), 'docgen-bench-large-'));
  try {
    cpSync(path.join(root, 'tests/hostile/site'), site, { recursive: true });
    const { text, sections } = flatPage(spec);
    const millions = spec.millions ?? Math.round(text.length / 1e5) / 10;
    writeFileSync(path.join(site, 'docs/api.md'), text);
    const measured = Array.from({ length: runs }, () => timedBuild(site));
    const sane = built(site);
    const stage = (name) => median(measured.map((m) => m.stages[name] ?? 0)) / 1000;
    const result = {
      millions,
      issue: !spec.millions,
      mb: text.length / 1e6,
      sections,
      wall: median(measured.map((m) => m.wall)),
      cpu: median(measured.map((m) => m.cpu)),
      rssMb: median(measured.map((m) => m.rssMb)),
      parse: stage('parse'),
      render: stage('render'),
      search: stage('search'),
      ...sane,
    };
    results.push(result);
    console.log(
      `${String(millions).padStart(3)} M chars (${sections} sections): wall ${result.wall.toFixed(1)} s, CPU ${result.cpu.toFixed(1)} s, ` +
        `peak RSS ${Math.round(result.rssMb)} MB; parse ${result.parse.toFixed(1)} s, render ${result.render.toFixed(1)} s, ` +
        `search ${result.search.toFixed(1)} s; TOC ${result.toc}, records ${result.records}`,
    );
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

let failed = false;
for (const r of results) {
  // Every section is in the TOC and has its search record.
  if (r.toc !== r.sections || r.records !== r.sections) {
    console.log(`not sane at ${r.millions} M: TOC ${r.toc}, records ${r.records}, sections ${r.sections}`);
    failed = true;
  }
}
const sized = results.filter((r) => !r.issue);
for (let i = 1; i < sized.length; i++) {
  const [a, b] = [sized[i - 1], sized[i]];
  const ratio = (key) => b[key] / a[key];
  const line = ['cpu', 'rssMb', 'wall'].map((key) => `${key} ${ratio(key).toFixed(2)}`).join(', ');
  const over = ['cpu', 'rssMb'].filter((key) => ratio(key) > bound);
  console.log(`${b.millions}/${a.millions} (size × ${(b.mb / a.mb).toFixed(2)}): ${line}${over.length ? `  ← past ${bound}` : ''}`);
  if (over.length) failed = true;
}
process.exit(failed ? 1 : 0);
