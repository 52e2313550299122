#!/usr/bin/env node
// How the Markdown stage copes with deep nesting, with its nesting limits turned off: the time to parse one page
// nesting each construct 25 to 3,000 levels deep ("overflow": Node's default stack ran out), and the stack the parse
// takes at 200 levels (the smallest --stack-size, in KB, that parses the page). It also
// finds how deep a plain tree of elements can go through the code that recurses over content after parsing
// (hast-util-to-html, React's renderToString, structured cloning, JSON). The figures chose the limits in
// packages/markdown/src/nesting-limits.ts. Run after `npm run setup`:
//   node scripts/bench-nesting.mjs [--runs 3] [--max-ms 8000]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const runs = option('--runs', 3);
const maxMs = option('--max-ms', 8000);
const depths = [25, 50, 100, 200, 500, 1000, 3000];
const DEFAULT_STACK_KB = 984;

/** Page generators by construct: `n` levels deep. Kept as source text so a child process can rebuild them. */
const CONSTRUCTS = {
  'list (one line)': `(n) => '- '.repeat(n) + 'item\\n'`,
  'list (indented lines)': `(n) => Array.from({ length: n }, (_, i) => ' '.repeat(2 * i) + '- item').join('\\n') + '\\n'`,
  'block quote': `(n) => '> '.repeat(n) + 'text\\n'`,
  admonition: `(n) => Array.from({ length: n }, (_, i) => ':'.repeat(n + 2 - i) + 'note').join('\\n') + '\\ntext\\n' + Array.from({ length: n }, (_, i) => ':'.repeat(i + 3)).join('\\n') + '\\n'`,
  'HTML <div>': `(n) => '<div>'.repeat(n) + 'text' + '</div>'.repeat(n) + '\\n'`,
  'emphasis *': `(n) => '*'.repeat(2 * n) + 'text' + '*'.repeat(2 * n) + '\\n'`,
  'strikethrough ~~': `(n) => '~~a '.repeat(n) + 'text' + ' a~~'.repeat(n) + '\\n'`,
  'link brackets [': `(n) => '['.repeat(n) + 'text' + '](/x)'.repeat(n) + '\\n'`,
};

const markdownEntry = pathToFileURL(path.join(root, 'packages/markdown/dist/index.js')).href;

/** Runs one parse in a fresh process; returns its time in ms, or 'overflow', or 'timeout'. */
function parseOnce(construct, depth, stackKb) {
  const script = `
    const { createMarkdownProcessor } = await import(${JSON.stringify(markdownEntry)});
    const off = { blocks: Infinity, elements: Infinity, inline: Infinity, tree: Infinity };
    const processor = createMarkdownProcessor({ nestingLimits: off });
    await processor.parse({ path: 'docs/warm.md', text: '# Warm\\n\\n- a\\n  - b\\n\\n> q\\n\\n<div>x</div>\\n' });
    const text = (${CONSTRUCTS[construct]})(${depth});
    const started = performance.now();
    const page = await processor.parse({ path: 'docs/deep.md', text });
    const ms = performance.now() - started;
    const stack = page.diagnostics.some((d) => d.ruleId === 'markdown/nesting-depth');
    console.log(stack ? 'overflow' : String(ms));
  `;
  const flags = stackKb ? [`--stack-size=${stackKb}`] : [];
  const child = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], { encoding: 'utf8', timeout: maxMs * 4 });
  if (child.error?.code === 'ETIMEDOUT') return 'timeout';
  const out = child.stdout.trim();
  if (child.status !== 0 || out === '')
    return /Maximum call stack|RangeError/.test(child.stderr) || child.signal === 'SIGSEGV' ? 'overflow' : `error: ${child.stderr.split('\n')[0]}`;
  return out === 'overflow' ? 'overflow' : Number(out);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The smallest --stack-size (KB) at which the page parses. */
function stackNeeded(construct, depth) {
  let lo = 40;
  let hi = DEFAULT_STACK_KB;
  if (typeof parseOnce(construct, depth, hi) !== 'number') return undefined;
  while (hi - lo > 8) {
    const mid = Math.floor((lo + hi) / 2);
    if (typeof parseOnce(construct, depth, mid) === 'number') hi = mid;
    else lo = mid;
  }
  return hi;
}

console.log(`Parse time of one page (ms, median of ${runs} fresh processes; "—": skipped after a slower depth), limits off`);
console.log(['construct'.padEnd(24), ...depths.map((d) => String(d).padStart(9)), '  KB at 200'].join(''));
for (const construct of Object.keys(CONSTRUCTS)) {
  const cells = [];
  let stop = false;
  for (const depth of depths) {
    if (stop) {
      cells.push('—');
      continue;
    }
    const results = Array.from({ length: depth > 500 ? 1 : runs }, () => parseOnce(construct, depth));
    const times = results.filter((r) => typeof r === 'number');
    const cell = times.length === results.length ? Math.round(median(times)) : results.find((r) => typeof r !== 'number');
    cells.push(String(cell));
    if (typeof cell !== 'number' || cell > maxMs / 4) stop = true;
  }
  const stack = stackNeeded(construct, 200);
  console.log([construct.padEnd(24), ...cells.map((c) => c.padStart(9)), String(stack ?? 'n/a').padStart(11)].join(''));
}

// After parsing: how deep a tree of nested elements the code that walks content can take, with the default stack.
const downstream = `
  // Bare imports resolve from the theme package (the working folder of this process).
  const { toHtml } = await import('hast-util-to-html');
  const { renderToString } = await import('react-dom/server');
  const { renderContent } = await import(${JSON.stringify(pathToFileURL(path.join(root, 'packages/theme/dist/content.js')).href)});
  const tree = (n) => {
    let node = { type: 'text', value: 'a' };
    for (let i = 0; i < n; i++) node = { type: 'element', tagName: i % 2 ? 'div' : 'span', properties: {}, children: [node] };
    return { type: 'root', children: [node] };
  };
  const walkers = {
    'hast-util-to-html': (t) => toHtml(t),
    'React renderToString (rehype-react)': (t) => renderToString(renderContent(t, { links: {}, assets: {} })),
    'structuredClone (worker messages)': (t) => structuredClone(t),
    'JSON.stringify (parse cache)': (t) => JSON.stringify(t),
  };
  for (const [name, walk] of Object.entries(walkers)) {
    let lo = 16, hi = 100000;
    while (hi - lo > lo / 100) {
      const mid = Math.floor((lo + hi) / 2);
      try { walk(tree(mid)); lo = mid; } catch (e) { if (!(e instanceof RangeError)) throw e; hi = mid; }
    }
    console.log(name.padEnd(40) + String(lo).padStart(8));
  }
`;
console.log('\nDeepest tree of elements that the code after parsing takes (default stack)');
const child = spawnSync(process.execPath, ['--input-type=module', '-e', downstream], { encoding: 'utf8', cwd: path.join(root, 'packages/theme') });
process.stdout.write(child.stdout || child.stderr);
