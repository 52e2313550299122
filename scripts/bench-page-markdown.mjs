#!/usr/bin/env node
// What each page's Markdown version costs, made the two ways docgen could make it, over this site's docs: from the
// hast tree the content store holds (prepared, then written by serialize.ts: what the build does), and from the
// page's mdast, had the store kept it too (mdast-util-to-markdown alone, with the MDX and directive
// serialisers). Prints CPU milliseconds (median of the passes, all pages each) and the size of each kind of tree as
// JSON. Figures in ARCHITECTURE.md ("Markdown for AI readers"). Run after `npm run setup`:
//   node scripts/bench-page-markdown.mjs [--runs 7]
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = process.argv.indexOf('--runs');
const runs = at === -1 ? 7 : Number(process.argv[at + 1]);
const fromPackage = (pkg) => createRequire(path.join(root, 'packages', pkg, 'package.json'));
const load = (pkg, name) => import(pathToFileURL(fromPackage(pkg).resolve(name)).href);

const { createMarkdownProcessor } = await import(pathToFileURL(path.join(root, 'packages/markdown/dist/index.js')).href);
const { pageMarkdown } = await import(pathToFileURL(path.join(root, 'packages/llms/dist/index.js')).href);
const { BUILTIN_COMPONENTS } = await import(pathToFileURL(path.join(root, 'packages/theme/dist/mdx/catalog.js')).href);
const { toMarkdown } = await load('llms', 'mdast-util-to-markdown');
const gfm = [
  (await load('llms', 'mdast-util-gfm-footnote')).gfmFootnoteToMarkdown(),
  (await load('llms', 'mdast-util-gfm-strikethrough')).gfmStrikethroughToMarkdown(),
  (await load('llms', 'mdast-util-gfm-table')).gfmTableToMarkdown(),
  (await load('llms', 'mdast-util-gfm-task-list-item')).gfmTaskListItemToMarkdown(),
];
const { mathToMarkdown } = await load('llms', 'mdast-util-math');
const { mdxToMarkdown } = await load('markdown', 'mdast-util-mdx');
const { directiveToMarkdown } = await load('markdown', 'mdast-util-directive');

// The page's final mdast, as a last remark plugin sees it.
const mdasts = [];
const capture = { kind: 'remark', name: 'capture', attacher: () => (tree) => void mdasts.push(JSON.stringify(tree)) };
const processor = createMarkdownProcessor({ math: { strict: true }, mermaid: true, remarkPlugins: [capture], rehypePlugins: [] });
const docs = path.join(root, 'docs');
const files = readdirSync(docs, { recursive: true }).filter((f) => /\.mdx?$/.test(f));
const hasts = [];
const titles = [];
for (const file of files) {
  const { page, tree } = await processor.parse({ path: `docs/${file}`, text: readFileSync(path.join(docs, file), 'utf8') });
  hasts.push(JSON.stringify(tree));
  titles.push(page.frontMatter.title ?? page.contentTitle ?? file);
}

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const median = (work) => {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = cpu();
    work();
    times.push(cpu() - start);
  }
  return Math.round(times.sort((a, b) => a - b)[Math.floor(runs / 2)]);
};
const kb = (texts) => Math.round(texts.reduce((n, t) => n + Buffer.byteLength(t), 0) / 1024);
// mdast has a node remark-rehype turns into an element, unknown to the serialiser: its children as flow.
const handlers = { admonitionContent: (node, _parent, state, info) => state.containerFlow(node, info) };
let markdownBytes = 0;
const fromHast = median(() => {
  markdownBytes = 0;
  hasts.forEach((json, i) => {
    markdownBytes += Buffer.byteLength(pageMarkdown({ title: titles[i], tree: JSON.parse(json), links: {}, assets: {}, registry: BUILTIN_COMPONENTS }));
  });
});
const fromMdast = median(() =>
  mdasts.forEach((json) => toMarkdown(JSON.parse(json), { handlers, extensions: [...gfm, mathToMarkdown(), mdxToMarkdown(), directiveToMarkdown()] })),
);
console.log(`${files.length} pages, ${runs} passes, CPU ms (median):`);
console.log(`  from the stored hast (what the build does): ${fromHast} ms, ${Math.round(markdownBytes / 1024)} KB of Markdown; hast as JSON ${kb(hasts)} KB`);
console.log(`  from an mdast kept beside it:               ${fromMdast} ms (no component or directive meaning); mdast as JSON ${kb(mdasts)} KB`);
