/**
 * Content quality of the documentation in docs/ (issue #8, "The documentation itself").
 *
 * Every Markdown page is parsed into an mdast tree with the same remark parser, plugins, front-matter reader and
 * admonition syntax that the site build uses (resolved from @docgen/markdown), and checked against these rules.
 * Each failure names the file (and line where there is one) and says what to fix.
 *
 * Page kinds (`kindOf` below is the code; reference wins over overview, overview over how-to):
 *   reference  CLI, Python API and YAML references: everything under open-source/cli/ and open-source/api/,
 *              every file in a folder named `api`, every file whose name starts with `api` or `cli` or contains
 *              `yaml` (launch/yaml.md, deploy/yaml_ref.md, storage/cli.md, federate/cross-silo/api.md…), and the
 *              few reference pages named otherwise, listed in REFERENCE_PAGES.
 *   overview   Landing, overview and concept pages: files named `index.md` or `overview.md`, the index pages of
 *              example collections (`example.md`, `examples.md`), and every page in OVERVIEW_FOLDERS: the product
 *              tours of platform/, community/, the research pages of federate/tech/ and benchmark results.
 *              Category pages (`_category_.json` generated indexes) are overviews too; they have no Markdown, so
 *              they only need a description.
 *   how-to     Everything else: quickstarts, installation, tutorials, worked examples and guides. A new page is a
 *              how-to unless a rule above says otherwise, so it gets the strictest defaults.
 *
 * Rules:
 *   1. Length: at least 300 words of prose, 500 on reference pages. Prose is all text outside code blocks, raw
 *      HTML and front matter; inline code counts.
 *   2. Title and outline: one h1, from the front-matter `title` or a leading `# Title` (the theme renders either
 *      as the page's h1), not both; no other h1 in the body; at least two h2 sections; the outline never skips a
 *      level (h2 → h4); no two h2 with the same text; no empty heading.
 *   3. Code: every how-to and reference page has at least one code block; every code block of every page
 *      declares its language (```bash, ```text for output); indented code blocks, which cannot, are not used.
 *   4. Links: every page links to at least one other page of the site. That every link and anchor resolves is
 *      asserted by `docgen check-links` in tests/site.test.ts.
 *   5. No empty section: a heading is never followed directly by a heading of the same or a higher level, nor
 *      by the end of the file. No placeholder text, in prose or code: TODO, TBD, FIXME, XXX, lorem ipsum,
 *      "coming soon", "under construction", "… goes here", "to be written", "will be added later".
 *   6. Facts agree across pages. Every `fedml …` command line, in code blocks (shell, YAML `job:` sections, any
 *      language) and in inline code, names a command documented in docs/open-source/cli/*.md, and uses only
 *      flags listed in the option tables of that command's section there (`cliReference` says how the pages are
 *      read). Option tables on other pages, under a heading naming a command ("### fedml login"), list only
 *      flags of the reference, with the same short form for each long one.
 *   Generated category indexes (`_category_.json`) carry a description of at least five words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normalizeAdmonitionTitles, parseFrontMatter } from '../packages/markdown/src/index.js';

type Node = {
  type: string;
  value?: string;
  depth?: number;
  lang?: string | null;
  url?: string;
  children?: Node[];
  position?: { start: { line: number } };
};
type Kind = 'reference' | 'how-to' | 'overview';

// The parser of the site build: the same packages and versions that @docgen/markdown depends on.
const fromMarkdownPackage = createRequire(new URL('../packages/markdown/package.json', import.meta.url));
const load = async (name: string) => import(pathToFileURL(fromMarkdownPackage.resolve(name)).href);
const [{ unified }, { default: remarkParse }, { default: remarkGfm }, { default: remarkDirective }, { toString }] = await Promise.all(
  ['unified', 'remark-parse', 'remark-gfm', 'remark-directive', 'mdast-util-to-string'].map(load),
);
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
const text = (node: Node): string => toString(node) as string;

const root = fileURLToPath(new URL('..', import.meta.url));
const docsDir = path.join(root, 'docs');

// ---------------------------------------------------------------------------------------------
// Pages and their kinds

/** Reference pages that the path rules below do not recognise (paths relative to docs/). */
const REFERENCE_PAGES = new Set(['federate/datasets-and-models.md']);
/** Folders of overview and concept pages: product tours of the web platform, research, benchmark results, community. */
const OVERVIEW_FOLDERS = /^(platform|community|federate\/tech)\/|\/benchmark\//;

function kindOf(relative: string): Kind {
  const parts = relative.split('/');
  const base = parts[parts.length - 1].replace(/\.mdx?$/, '');
  const dirs = parts.slice(0, -1);
  if (/^open-source\/(cli|api)\//.test(relative) || dirs.includes('api') || /^(api|cli)([-_.]|$)/i.test(base) || /yaml/i.test(base) || REFERENCE_PAGES.has(relative)) {
    return 'reference';
  }
  if (['index', 'overview', 'example', 'examples'].includes(base) || OVERVIEW_FOLDERS.test(relative)) return 'overview';
  return 'how-to';
}

function walkFiles(dir: string, match: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walkFiles(full, match);
      return match(entry.name) ? [full] : [];
    })
    .sort();
}

interface Page {
  /** Path relative to the repository root, as failures print it. */
  file: string;
  /** Path relative to docs/. */
  relative: string;
  kind: Kind;
  title?: string;
  tree: Node;
}

const pages: Page[] = walkFiles(docsDir, (name) => /\.mdx?$/.test(name)).map((full) => {
  const source = readFileSync(full, 'utf8');
  const file = path.relative(root, full).split(path.sep).join('/');
  const relative = path.relative(docsDir, full).split(path.sep).join('/');
  const fm = parseFrontMatter(file, source);
  // The body keeps the front matter's lines as blank lines, so positions are lines of the file.
  const tree = parser.parse(normalizeAdmonitionTitles(fm.body)) as Node;
  return { file, relative, kind: kindOf(relative), title: fm.frontMatter.title, tree };
});

function visit(node: Node, fn: (node: Node, parent?: Node) => void | 'skip', parent?: Node): void {
  if (fn(node, parent) === 'skip') return;
  for (const child of node.children ?? []) visit(child, fn, node);
}

const at = (page: Page, node?: Node) => (node?.position ? `${page.file}:${node.position.start.line}` : page.file);

// ---------------------------------------------------------------------------------------------
// Rules 1–5

const MIN_WORDS: Record<Kind, number> = { reference: 500, 'how-to': 300, overview: 300 };
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’._-]*/gu;

function proseWords(tree: Node): number {
  let words = 0;
  visit(tree, (node) => {
    if (node.type === 'code' || node.type === 'html') return 'skip';
    if (node.type === 'text' || node.type === 'inlineCode') words += node.value!.match(WORD)?.length ?? 0;
  });
  return words;
}

const PLACEHOLDERS: [RegExp, string][] = [
  [/\bTODO\b/, 'TODO'],
  [/\bTBD\b/, 'TBD'],
  [/\bFIXME\b/, 'FIXME'],
  [/\bXXX\b/, 'XXX'],
  [/lorem ipsum/i, 'lorem ipsum'],
  [/coming soon/i, '"coming soon"'],
  [/under construction/i, '"under construction"'],
  [/\b(?:content|text|details|description) goes here\b/i, '"… goes here"'],
  [/\bto be (?:written|documented)\b/i, '"to be written"'],
  [/\b(?:to|will) be (?:added|written|documented|completed) (?:later|soon)\b/i, '"will be added later"'],
];

function headingsOf(tree: Node): Node[] {
  const out: Node[] = [];
  visit(tree, (node) => {
    if (node.type === 'code') return 'skip';
    if (node.type === 'heading') out.push(node);
  });
  return out;
}

/** Heading text as the table of contents shows it, without an explicit `{#id}`. */
const headingText = (node: Node) => text(node).replace(/\s*\{#[^}]+\}\s*$/, '').trim();

describe('documentation content', () => {
  it('finds the pages and classifies them', () => {
    expect(pages.length).toBeGreaterThan(100);
    for (const kind of ['reference', 'how-to', 'overview'] as const) {
      expect(pages.filter((p) => p.kind === kind).length, `pages of kind ${kind}`).toBeGreaterThan(5);
    }
    expect(kindOf('open-source/cli/run.md')).toBe('reference');
    expect(kindOf('federate/api/api-core.md')).toBe('reference');
    expect(kindOf('deploy/yaml_ref.md')).toBe('reference');
    expect(kindOf('deploy/quickstart.md')).toBe('how-to');
    expect(kindOf('open-source/installation/linux.md')).toBe('how-to');
    expect(kindOf('federate/cross-silo/overview.md')).toBe('overview');
    expect(kindOf('train/index.md')).toBe('overview');
    expect(kindOf('platform/studio.md')).toBe('overview');
    expect(kindOf('federate/simulation/benchmark/BENCHMARK_MPI.md')).toBe('overview');
    expect(kindOf('federate/datasets-and-models.md')).toBe('reference');
    expect(kindOf('federate/cross-silo/example/mqtt_s3_fedavg_mnist_lr_example.md')).toBe('how-to');
  });

  it('gives every page enough words (300; 500 on reference pages)', () => {
    const problems = pages.flatMap((page) => {
      const words = proseWords(page.tree);
      const min = MIN_WORDS[page.kind];
      return words < min ? [`${page.file}: ${words} words of prose, a ${page.kind} page needs at least ${min}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('gives every page one h1 title and an h2/h3 outline that makes a useful table of contents', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const headings = headingsOf(page.tree);
      const h1s = headings.filter((h) => h.depth === 1);
      const leading = page.tree.children?.find((n) => n.type !== 'html');
      const leadingH1 = leading?.type === 'heading' && leading.depth === 1;
      if (!page.title && !leadingH1) problems.push(`${page.file}: no title; add \`title:\` to the front matter or start with "# Title"`);
      if (page.title && leadingH1) problems.push(`${at(page, leading)}: two h1 titles (front-matter title and "# ${headingText(leading!)}"); keep one`);
      for (const h of h1s) {
        if (h !== leading) problems.push(`${at(page, h)}: h1 "${headingText(h)}" inside the body; the page title is the only h1, use ## for sections`);
      }
      const h2s = headings.filter((h) => h.depth === 2);
      if (h2s.length < 2) problems.push(`${page.file}: ${h2s.length} h2 section(s); split the page into at least two ## sections for the table of contents`);
      const seen = new Set<string>();
      for (const h of h2s) {
        const label = headingText(h).toLowerCase();
        if (seen.has(label)) problems.push(`${at(page, h)}: h2 "${headingText(h)}" appears twice; the table of contents cannot tell them apart`);
        seen.add(label);
      }
      let previous = 1;
      for (const h of headings) {
        if (h.depth! > previous + 1) problems.push(`${at(page, h)}: h${h.depth} "${headingText(h)}" follows an h${previous}; do not skip heading levels`);
        if (!headingText(h)) problems.push(`${at(page, h)}: empty heading`);
        previous = h.depth!;
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a code example on every how-to and reference page, each code block with its language', () => {
    const problems: string[] = [];
    for (const page of pages) {
      let blocks = 0;
      visit(page.tree, (node) => {
        if (node.type !== 'code') return;
        blocks++;
        if (!node.lang) problems.push(`${at(page, node)}: code block without a language; write \`\`\`bash, \`\`\`python, \`\`\`yaml, \`\`\`text…`);
      });
      if (blocks === 0 && page.kind !== 'overview') problems.push(`${page.file}: a ${page.kind} page without a code example`);
    }
    expect(problems).toEqual([]);
  });

  it('links every page to related pages', () => {
    const problems = pages.flatMap((page) => {
      let internal = 0;
      visit(page.tree, (node) => {
        if ((node.type !== 'link' && node.type !== 'definition') || !node.url) return;
        if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(node.url) && !node.url.startsWith('#')) internal++;
      });
      return internal === 0 ? [`${page.file}: no link to another page of the site; add links to related pages`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('has no empty section', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const blocks = page.tree.children ?? [];
      blocks.forEach((node, i) => {
        if (node.type !== 'heading') return;
        const next = blocks.slice(i + 1).find((n) => n.type !== 'html' || !/^<!--[\s\S]*-->$/.test(n.value!.trim()));
        if (!next) problems.push(`${at(page, node)}: section "${headingText(node)}" is empty (end of file)`);
        else if (next.type === 'heading' && next.depth! <= node.depth!) {
          problems.push(`${at(page, node)}: section "${headingText(node)}" is empty (directly followed by "${headingText(next)}")`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it('has no placeholder text', () => {
    const problems: string[] = [];
    for (const page of pages) {
      visit(page.tree, (node) => {
        if (node.value === undefined || !['text', 'inlineCode', 'code', 'html'].includes(node.type)) return;
        for (const [pattern, label] of PLACEHOLDERS) {
          const match = pattern.exec(node.value);
          if (!match) continue;
          const line = (node.position?.start.line ?? 0) + (node.type === 'code' ? 1 : 0) + node.value.slice(0, match.index).split('\n').length - 1;
          problems.push(`${page.file}:${line}: placeholder text ${label}; write the content or remove the sentence`);
        }
      });
      if (page.title && PLACEHOLDERS.some(([p]) => p.test(page.title!))) problems.push(`${page.file}: placeholder text in the title`);
    }
    expect(problems).toEqual([]);
  });

  it('describes every generated category index', () => {
    const problems = walkFiles(docsDir, (name) => name === '_category_.json').flatMap((full) => {
      const category = JSON.parse(readFileSync(full, 'utf8'));
      const file = path.relative(root, full);
      if (category.link?.type !== 'generated-index') return [];
      const words = String(category.link.description ?? '').match(WORD)?.length ?? 0;
      return words < 5 ? [`${file}: a generated index needs a description of at least five words`] : [];
    });
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Rule 6: the same fedml command has the same flags everywhere

/** The fedml command named by a heading or title text: "fedml model push" → "model push". */
const COMMAND_NAME = /\bfedml((?: [a-z][\w-]*)+)/;
/** The flags of one table row: the `-x` / `--xyz` names in the inline code of its first cell (`--api_key TEXT`). */
function rowFlags(row: Node): string[] {
  const flags: string[] = [];
  visit(row.children![0], (cell) => {
    if (cell.type === 'inlineCode' && cell.value!.trim().startsWith('-')) flags.push(...(cell.value!.match(/(?<![\w-])--?[A-Za-z][\w-]*/g) ?? []));
  });
  return flags;
}

interface CommandReference {
  pages: Set<string>;
  /** Every documented flag, long and short. */
  flags: Set<string>;
  /** The flags of each option-table row: the long and short names of one option. */
  rows: string[][];
}

/**
 * The CLI reference, read from docs/open-source/cli/*.md. A page documents the commands of its title ("fedml run
 * logs"; "fedml login and fedml logout") and one command per h2 section titled with the command alone
 * ("## fedml model push"). A command's flags are those of the option-table rows in its section, h3 sub-sections
 * included; a row's flags are the inline-code names starting with `-` in its first cell ("`--run_id`, `-rid`").
 * Tables under any other h2 ("## Options", "## Common options", "## Shared options") belong to the commands of
 * the title and to their subcommands.
 */
function cliReference(referencePages: Page[]): Map<string, CommandReference> {
  const commands = new Map<string, CommandReference>();
  for (const page of referencePages) {
    const own = (page.title ?? '')
      .split(/\s+and\s+|\s*[,/]\s*/)
      .map((part) => /^fedml((?: [a-z][\w-]*)+)$/.exec(part.trim())?.[1].trim())
      .filter((c): c is string => Boolean(c));
    const pageWide: string[][] = [];
    const perCommand = new Map<string, string[][]>();
    let section: string | undefined;
    for (const node of page.tree.children ?? []) {
      if (node.type === 'heading' && node.depth === 2) {
        section = /^fedml((?: [a-z][\w-]*)+)$/.exec(headingText(node))?.[1].trim();
        if (section && !perCommand.has(section)) perCommand.set(section, []);
      }
      if (node.type !== 'table') continue;
      const target = section ? perCommand.get(section)! : pageWide;
      for (const row of node.children!.slice(1)) {
        const flags = rowFlags(row);
        if (flags.length) target.push(flags);
      }
    }
    for (const command of new Set([...own, ...perCommand.keys()])) {
      if (!commands.has(command)) commands.set(command, { pages: new Set(), flags: new Set(), rows: [] });
      const entry = commands.get(command)!;
      entry.pages.add(page.file);
      const inherits = own.some((c) => command === c || command.startsWith(`${c} `));
      for (const row of [...(inherits ? pageWide : []), ...(perCommand.get(command) ?? [])]) {
        entry.rows.push(row);
        for (const flag of row) entry.flags.add(flag);
      }
    }
  }
  return commands;
}

/** The longest run of leading words that names a documented command: "run logs" before "run". */
function resolveCommand(words: string[], reference: Map<string, CommandReference>): string | undefined {
  for (let n = words.length; n > 0; n--) {
    const head = words.slice(0, n);
    if (!head.some((w) => w.startsWith('-')) && reference.has(head.join(' '))) return head.join(' ');
  }
  return undefined;
}

/** Shell words of one command line, quotes respected; operators (`|`, `&&`, `;`…) and `#` comments as tokens. */
function shellTokens(line: string): string[] {
  const tokens: string[] = [];
  let current = '';
  let started = false;
  const flush = () => {
    if (started) tokens.push(current);
    current = '';
    started = false;
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "'" || c === '"') {
      const end = line.indexOf(c, i + 1);
      current += end < 0 ? line.slice(i + 1) : line.slice(i + 1, end);
      started = true;
      i = end < 0 ? line.length : end;
    } else if (/\s/.test(c)) {
      flush();
    } else if (c === '#' && !started) {
      flush();
      tokens.push('#');
      break;
    } else if ('|&;()`'.includes(c) || (c === '$' && line[i + 1] === '(')) {
      flush();
      tokens.push(c === '$' ? '$(' : c);
      if (c === '$') i++;
    } else {
      current += c;
      started = true;
    }
  }
  flush();
  return tokens;
}

interface Usage {
  file: string;
  line: number;
  words: string[];
  source: string;
}

const OPERATORS = new Set(['|', '&', ';', '(', ')', '`', '$(', '#']);
/** Words that may stand before a command on a line: prompts, YAML list dashes, wrappers. */
const PREFIXES = new Set(['$', '-', '>', 'sudo', 'nohup', 'time', 'exec', 'then', 'do', 'else', '!']);

/** Every `fedml …` command line of a text: one usage per simple command that starts with `fedml`. */
function fedmlUsages(source: string, file: string, firstLine: number): Usage[] {
  const usages: Usage[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let line = lines[i];
    while (/\\\s*$/.test(line) && i + 1 < lines.length) line = line.replace(/\\\s*$/, ' ') + lines[++i];
    if (!/\bfedml\s/.test(line)) continue;
    // Synopsis brackets are not shell syntax: `[-c | -s]` lists two optional flags.
    const tokens = shellTokens(line.replace(/\[([^\]]*)\]/g, (_, inner: string) => ` ${inner.replace(/\|/g, ' ')} `));
    let commandStart = true;
    for (let t = 0; t < tokens.length; t++) {
      const token = tokens[t];
      if (token === '#') break;
      if (OPERATORS.has(token)) {
        commandStart = true;
        continue;
      }
      if (!commandStart) continue;
      if (PREFIXES.has(token) || /^[A-Za-z_][A-Za-z0-9_]*=/.test(token)) continue;
      commandStart = false;
      if (token !== 'fedml') continue;
      let end = t + 1;
      while (end < tokens.length && !OPERATORS.has(tokens[end])) end++;
      // Printed output such as "fedml version: 0.9.0" is not a command line.
      if (end > t + 1 && !/^(?:[a-z][\w-]*|-.*)$/.test(tokens[t + 1])) continue;
      usages.push({ file, line: firstLine + start, words: tokens.slice(t + 1, end), source: tokens.slice(t, end).join(' ') });
      t = end - 1;
    }
  }
  return usages;
}

describe('fedml commands agree with the CLI reference', () => {
  const reference = cliReference(pages.filter((p) => p.relative.startsWith('open-source/cli/')));
  const usages = pages.flatMap((page) => {
    const found: Usage[] = [];
    visit(page.tree, (node) => {
      if (node.type === 'code') found.push(...fedmlUsages(node.value!, page.file, node.position!.start.line + 1));
      else if (node.type === 'inlineCode' && /^\s*fedml\s/.test(node.value!)) found.push(...fedmlUsages(node.value!, page.file, node.position!.start.line));
    });
    return found;
  });
  const describedBy = (command: string) => [...reference.get(command)!.pages].join(', ');

  it('reads the CLI reference pages', () => {
    for (const command of ['login', 'logout', 'launch', 'run', 'run logs', 'cluster', 'device bind', 'model deploy', 'storage upload']) {
      expect(reference.get(command)?.flags.size ?? 0, `flags of fedml ${command}`).toBeGreaterThan(0);
    }
    expect([...reference.get('run logs')!.flags]).toContain('-rid');
    expect(reference.get('run stop')!.rows).toContainEqual(['--api_key', '-k']);
    expect(reference.get('logout')!.rows).toContainEqual(['--computing', '-c']);
    expect(usages.length).toBeGreaterThan(50);
  });

  it('finds command lines in shell, YAML and inline code', () => {
    const words = (source: string) => fedmlUsages(source, 'x.md', 1).map((u) => u.words.join(' '));
    expect(words('fedml login -c "$KEY"  # then\nyes | fedml launch job.yaml && fedml run list')).toEqual(['login -c $KEY', 'launch job.yaml', 'run list']);
    expect(words('job: |\n  fedml storage download data -d ./data\n  python train.py --epochs 3')).toEqual(['storage download data -d ./data']);
    expect(words('fedml model deploy \\\n  -n bot \\\n  --local')).toEqual(['model deploy -n bot --local']);
    expect(words('fedml logout [-c | -s] [-v VERSION]')).toEqual(['logout -c -s -v VERSION']);
    expect(words('import fedml\nfrom fedml import api\n$ fedml env\nfedml version: 0.9.0')).toEqual(['env']);
  });

  it('documents every command used in the docs on a CLI reference page', () => {
    const problems = usages.flatMap((usage) => {
      const group = usage.words[0];
      if (!group || group.startsWith('-') || resolveCommand(usage.words, reference)) return [];
      return [`${usage.file}:${usage.line}: \`fedml ${group}\` has no CLI reference page in docs/open-source/cli/ (in "${usage.source}")`];
    });
    expect(problems).toEqual([]);
  });

  it("uses only flags that the command's CLI reference lists", () => {
    const problems: string[] = [];
    for (const usage of usages) {
      const command = resolveCommand(usage.words, reference);
      if (!command) continue; // reported by the test above
      const documented = reference.get(command)!;
      for (const word of usage.words.slice(command.split(' ').length)) {
        if (!/^--?[A-Za-z]/.test(word)) continue;
        const flag = word.replace(/=.*$/, '');
        if (!documented.flags.has(flag)) {
          problems.push(`${usage.file}:${usage.line}: \`fedml ${command}\` has no flag ${flag} in ${describedBy(command)} (in "${usage.source}")`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists the same options as the CLI reference in the option tables of other pages', () => {
    // A table under a heading that names a command ("### fedml login", "## `fedml model push`") describes that
    // command's options: each row's flags must exist, and a row's short names must belong to its long name.
    const problems: string[] = [];
    for (const page of pages) {
      if (page.relative.startsWith('open-source/cli/')) continue;
      const stack: { depth: number; command?: string }[] = [];
      for (const node of page.tree.children ?? []) {
        if (node.type === 'heading') {
          while (stack.length && stack[stack.length - 1].depth >= node.depth!) stack.pop();
          const named = COMMAND_NAME.exec(headingText(node))?.[1].trim().split(' ');
          stack.push({ depth: node.depth!, command: named && resolveCommand(named, reference) });
          continue;
        }
        const command = [...stack].reverse().find((h) => h.command)?.command;
        if (node.type !== 'table' || !command) continue;
        const documented = reference.get(command)!;
        for (const row of node.children!.slice(1)) {
          const flags = rowFlags(row);
          const where = `${at(page, row)}: \`fedml ${command}\``;
          for (const flag of flags.filter((f) => !documented.flags.has(f))) problems.push(`${where} has no flag ${flag} in ${describedBy(command)}`);
          const long = flags.filter((f) => f.startsWith('--'));
          if (long.length !== 1 || !documented.flags.has(long[0])) continue;
          const pair = documented.rows.find((r) => r.includes(long[0]))!;
          for (const short of flags.filter((f) => !f.startsWith('--') && documented.flags.has(f) && !pair.includes(f))) {
            problems.push(`${where}: ${short} is not the short form of ${long[0]} in ${describedBy(command)} (it is ${pair.join(', ')})`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
