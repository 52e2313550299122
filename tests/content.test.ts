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
 *   7. Tabs. Every `<Tabs>` set has a `groupId` registered in TAB_GROUPS, and each `<TabItem>` a `value` of that
 *      group with the label registered for it, so that a set means the same choice on every page and the reader's
 *      pick (which the site syncs across sets of one group and remembers) follows them from page to page. Every
 *      installation page (open-source/installation/*.md) is listed in INSTALL_CHOICES with the choices it offers
 *      (ways to install, host OS, Linux distribution, shell, build DSL); the page holds a tab set of each listed
 *      group, and no heading lays an alternative out as a section instead ("Option 2: pip", "Install with conda",
 *      "Ubuntu and Debian").
 *   8. Destructive commands. A code block (any page, any language) that runs a command in DESTRUCTIVE_COMMANDS or
 *      a destructive `fedml` subcommand (`delete`, `kill`, `killall`, `model deploy --delete`) comes after a
 *      :::warning, :::danger or :::caution admonition in the same section (no heading in between), or inside one.
 *   9. Config files. On how-to and reference pages, a yaml, json, toml or ini code block of at least
 *      CONFIG_MIN_LINES non-blank lines that starts with a top-level entry (its first line that is not blank or a
 *      comment is not indented) shows a config file, and carries `title="…"` naming the file with an extension of
 *      its language (`title="job.yaml"`, `title="config/fedml_config.yaml (excerpt)"`).
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
  meta?: string | null;
  name?: string;
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
  if (
    /^open-source\/(cli|api)\//.test(relative) ||
    dirs.includes('api') ||
    /^(api|cli)([-_.]|$)/i.test(base) ||
    /yaml/i.test(base) ||
    REFERENCE_PAGES.has(relative)
  ) {
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
const headingText = (node: Node) =>
  text(node)
    .replace(/\s*\{#[^}]+\}\s*$/, '')
    .trim();

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

// ---------------------------------------------------------------------------------------------
// Rules 7–9: tabs for the reader's choices, warnings before destructive commands, titles on config files

/**
 * Tab groups. A groupId names one choice the reader makes once; its values are the options, each with the one
 * label it carries everywhere. The site syncs the sets of a group and remembers the pick, so the same value must
 * mean the same thing on every page: add a group (or a value) here before using it.
 */
const TAB_GROUPS: Record<string, Record<string, string>> = {
  /** The host operating system. */
  os: { linux: 'Linux', macos: 'macOS', windows: 'Windows' },
  /** Linux package family: apt on Ubuntu and Debian, dnf/yum on RHEL, CentOS, Rocky and AlmaLinux. */
  'linux-distro': { debian: 'Ubuntu / Debian', rhel: 'RHEL / CentOS / Rocky' },
  /** Where the fedml package goes: a conda environment, or a Python virtual environment made with venv and pip. */
  'python-env': { conda: 'conda', pip: 'pip and venv' },
  /** The Windows shell the commands are typed into. */
  'windows-shell': { cmd: 'Command Prompt', powershell: 'PowerShell' },
  /** Edge devices: a prebuilt container, or pip on the device's own Python. */
  'install-method': { docker: 'Docker', pip: 'pip on the device' },
  /** The language of the Android project's Gradle build scripts. */
  'gradle-dsl': { kotlin: 'Kotlin DSL', groovy: 'Groovy DSL' },
};

/**
 * The choices each installation page offers, as tab groups it must contain. A page offering one way only is
 * listed with []. A new installation page fails until it is listed here, so someone decides.
 */
const INSTALL_CHOICES: Record<string, string[]> = {
  'open-source/installation/linux.md': ['python-env', 'linux-distro'],
  'open-source/installation/macos.md': ['python-env'],
  'open-source/installation/windows.md': ['python-env', 'windows-shell'],
  'open-source/installation/docker.md': ['os'],
  'open-source/installation/jetson.md': ['install-method'],
  'open-source/installation/rpi.md': ['install-method'],
  'open-source/installation/android.md': ['gradle-dsl'],
};

/** A heading that lays out one of several alternatives as a section of its own, where a tab belongs. */
const ALTERNATIVE_HEADING =
  /^(?:option\s+\d|(?:install\s+)?(?:with|using)\s+(?:conda|pip|venv|docker|homebrew)\b|in an? (?:conda|virtual) environment|(?:on\s+)?(?:ubuntu|debian|centos|rhel|fedora|rocky|almalinux)\b|on (?:linux|macos|windows)\b|(?:kotlin|groovy) dsl\b)/i;

interface TabItem {
  value?: string;
  label?: string;
  isDefault: boolean;
  line: number;
}
interface TabSet {
  groupId?: string;
  line: number;
  items: TabItem[];
}

/** The attributes of an HTML tag: `value="pip"`, `label='pip'`, a bare `default`. */
function tagAttributes(source: string): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (const m of source.matchAll(/([A-Za-z][\w-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    out[m[1]] = m[2] ?? m[3] ?? m[4] ?? true;
  }
  return out;
}

/**
 * The tab sets of a page, read from its raw HTML nodes in document order (nested sets included). A tag that the
 * parser read as text (JSX braces `groupId={"os"}`, no blank line before it) renders as text: a problem too.
 */
function tabSetsOf(page: Page): { sets: TabSet[]; problems: string[] } {
  const sets: TabSet[] = [];
  const problems: string[] = [];
  const open: TabSet[] = [];
  visit(page.tree, (node) => {
    if (node.type === 'code' || node.type === 'inlineCode') return 'skip';
    if (node.type === 'text' && /<\/?(?:Tabs|TabItem)\b/.test(node.value!)) {
      problems.push(
        `${at(page, node)}: a <Tabs>/<TabItem> tag the parser reads as text; quote attribute values ("…", not {…}) and put blank lines around the Markdown inside`,
      );
    }
    if (node.type !== 'html') return;
    for (const m of node.value!.matchAll(/<(\/?)(Tabs|TabItem)\b([^>]*)>/g)) {
      const line = node.position!.start.line + node.value!.slice(0, m.index).split('\n').length - 1;
      const attrs = tagAttributes(m[3]);
      if (m[2] === 'Tabs' && !m[1]) open.push({ groupId: typeof attrs.groupId === 'string' ? attrs.groupId : undefined, line, items: [] });
      else if (m[2] === 'Tabs') {
        const set = open.pop();
        if (set) sets.push(set);
        else problems.push(`${page.file}:${line}: </Tabs> without <Tabs>`);
      } else if (!m[1]) {
        const set = open[open.length - 1];
        const item = {
          value: typeof attrs.value === 'string' ? attrs.value : undefined,
          label: typeof attrs.label === 'string' ? attrs.label : undefined,
          isDefault: attrs.default !== undefined,
          line,
        };
        if (set) set.items.push(item);
        else problems.push(`${page.file}:${line}: <TabItem> outside <Tabs>`);
      }
    }
  });
  for (const set of open) problems.push(`${page.file}:${set.line}: <Tabs> is never closed`);
  return { sets, problems };
}

/**
 * Destructive commands: they delete or tear down something the reader cannot get back by running the page's
 * commands again (files, containers and their data, volumes, images built locally, stored objects, model cards,
 * endpoints, rented clusters, database tables and Redis keys, uncommitted work, whole disks), or kill containers
 * without a clean shutdown.
 * Commands that stop or unbind but delete nothing (`fedml logout`, `fedml device unbind`, `fedml run stop`,
 * `fedml cluster stop`, `docker stop`) and uninstalls that a reinstall undoes (`pip uninstall`) are not in the
 * list: the next login, start or install restores them.
 */
const DESTRUCTIVE_COMMANDS: [RegExp, string][] = [
  [/(?:^|[\s;&|(])rm\s+(?:-\w*[rR]\w*|--recursive)\b/, 'rm -r'],
  [/\bdocker\s+(?:container\s+)?(?:rm|kill|prune)\b/, 'docker rm / kill / container prune'],
  [/\bdocker\s+(?:rmi|image\s+(?:rm|prune))\b/, 'docker rmi / image prune'],
  [/\bdocker\s+(?:system|volume|network|builder)\s+(?:prune|rm)\b/, 'docker … prune'],
  [/\bdocker[\s-]compose\s+down\b.*\s(?:-v|--volumes)\b/, 'docker compose down --volumes'],
  [/\bkubectl\s+delete\b/, 'kubectl delete'],
  [/\bhelm\s+(?:uninstall|delete)\b/, 'helm uninstall'],
  [/\b(?:DROP\s+(?:TABLE|DATABASE|SCHEMA)|TRUNCATE\s+TABLE)\b/i, 'DROP / TRUNCATE'],
  [/\bredis-cli\b.*\bflush(?:all|db)\b/i, 'redis-cli flushall'],
  [/\bgit\s+(?:reset\s+--hard|clean\s+-\w*f)/, 'git reset --hard / git clean -f'],
  [/\bmkfs(?:\.\w+)?\s|\bdd\s.*\bof=\/dev\//, 'mkfs / dd to a device'],
  [/\b(?:fedml\.)?api\.(?:delete|model_delete|endpoint_delete|cluster_kill|cluster_killall)\s*\(/, 'fedml.api delete / kill'],
];
/** `fedml <group> <subcommand>` subcommands that delete or tear down. */
const DESTRUCTIVE_SUBCOMMANDS = new Set(['delete', 'kill', 'killall']);
const WARNING_ADMONITIONS = new Set(['warning', 'danger', 'caution']);

/** What makes a code block destructive, or undefined. Comments are not commands. */
function destructiveIn(code: Node): string | undefined {
  const sql = /^(?:sql|mysql|pgsql|postgres(?:ql)?)$/i.test(code.lang ?? '');
  for (const raw of code.value!.split('\n')) {
    const line = sql ? raw.replace(/--.*$/, '') : raw.replace(/(?:^|\s)#.*$/, '');
    for (const [pattern, label] of DESTRUCTIVE_COMMANDS) if (pattern.test(line)) return label;
  }
  for (const usage of fedmlUsages(code.value!, '', 1)) {
    const [group, sub] = usage.words;
    if (sub && DESTRUCTIVE_SUBCOMMANDS.has(sub)) return `fedml ${group} ${sub}`;
    if (group === 'model' && sub === 'deploy' && usage.words.some((w) => /^(?:--delete|-d)(?:=|$)/.test(w))) return 'fedml model deploy --delete';
  }
  return undefined;
}

/** Languages of config files, and the file extensions a title of each must name. */
const CONFIG_EXTENSIONS: Record<string, RegExp> = {
  yaml: /\.ya?ml\b/i,
  yml: /\.ya?ml\b/i,
  json: /\.json\b/i,
  jsonc: /\.jsonc?\b/i,
  json5: /\.json5?\b/i,
  toml: /\.toml\b/i,
  ini: /\.(?:ini|cfg|conf|properties)\b/i,
  cfg: /\.(?:ini|cfg|conf)\b/i,
  conf: /\.(?:ini|cfg|conf)\b/i,
  properties: /\.properties\b/i,
};
/** Shorter blocks (one or two keys the prose is explaining, in a file the prose names) need no title. */
const CONFIG_MIN_LINES = 4;

const codeTitle = (node: Node) =>
  /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/
    .exec(node.meta ?? '')
    ?.slice(1)
    .find((t) => t !== undefined);

describe('reader aids: tabs, warnings and titles', () => {
  const tabs = new Map(pages.map((page) => [page.relative, tabSetsOf(page)]));

  it('reads tab sets, destructive commands and config blocks', () => {
    const page = (source: string): Page => ({ file: 'x.md', relative: 'x.md', kind: 'how-to', tree: parser.parse(source) as Node });
    const { sets } = tabSetsOf(
      page(
        '<Tabs groupId="os">\n<TabItem value="linux" label="Linux" default>\n\nA\n\n<Tabs groupId=\'linux-distro\'>\n<TabItem value=rhel>\n\nB\n\n</TabItem>\n</Tabs>\n\n</TabItem>\n</Tabs>\n',
      ),
    );
    expect(sets.map((s) => [s.groupId, s.line, s.items.map((i) => [i.value, i.label ?? null, i.isDefault, i.line])])).toEqual([
      ['linux-distro', 6, [['rhel', null, false, 7]]],
      ['os', 1, [['linux', 'Linux', true, 2]]],
    ]);
    expect(tabSetsOf(page('Pick one:\n<Tabs groupId={"os"}>\n<TabItem value="linux">\n\nA\n\n</TabItem>\n</Tabs>\n')).problems).toEqual([
      'x.md:1: a <Tabs>/<TabItem> tag the parser reads as text; quote attribute values ("…", not {…}) and put blank lines around the Markdown inside',
      'x.md:3: <TabItem> outside <Tabs>',
      'x.md:8: </Tabs> without <Tabs>',
    ]);
    const destructive = (lang: string, value: string) => destructiveIn({ type: 'code', lang, value });
    expect(destructive('bash', 'fedml logout\nrm -rf ~/.fedml')).toBe('rm -r');
    expect(destructive('bash', 'docker run --rm -it fedml/fedml:light\nrm install.sh')).toBeUndefined();
    expect(destructive('bash', '# never run: docker system prune -a\nfedml cluster stop a')).toBeUndefined();
    expect(destructive('bash', 'docker system prune -a')).toBe('docker … prune');
    expect(destructive('bash', '$ fedml storage delete photos')).toBe('fedml storage delete');
    expect(destructive('bash', 'fedml model deploy -d 42')).toBe('fedml model deploy --delete');
    expect(destructive('python', 'resp = fedml.api.delete("x", service="R2")')).toBe('fedml.api delete / kill');
    expect(destructive('sql', 'DROP TABLE runs; -- start over')).toBe('DROP / TRUNCATE');
    expect(destructive('bash', 'redis-cli flushall')).toBe('redis-cli flushall');
    expect(destructive('bash', 'fedml logout -c\nfedml device unbind\nfedml run stop -rid 3')).toBeUndefined();
    expect(codeTitle({ type: 'code', meta: 'title="config/fedml_config.yaml (excerpt)" {2}' })).toBe('config/fedml_config.yaml (excerpt)');
    expect(codeTitle({ type: 'code', meta: "showLineNumbers title='job.yaml'" })).toBe('job.yaml');
  });

  it('uses registered tab groups, values and labels, so a choice means the same on every page', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const { sets, problems: syntax } = tabs.get(page.relative)!;
      problems.push(...syntax);
      for (const set of sets) {
        const where = `${page.file}:${set.line}`;
        const group = set.groupId === undefined ? undefined : TAB_GROUPS[set.groupId];
        if (!group) {
          problems.push(
            `${where}: <Tabs> ${set.groupId === undefined ? 'without a groupId' : `with groupId "${set.groupId}", which is not in TAB_GROUPS`}; use one of ${Object.keys(TAB_GROUPS).join(', ')} or register the choice`,
          );
          continue;
        }
        if (set.items.length < 2)
          problems.push(`${where}: <Tabs groupId="${set.groupId}"> with ${set.items.length} <TabItem>; a choice needs two options or none`);
        if (set.items.filter((i) => i.isDefault).length > 1) problems.push(`${where}: more than one <TabItem default>`);
        const seen = new Set<string>();
        for (const item of set.items) {
          const at = `${page.file}:${item.line}`;
          if (!item.value || !(item.value in group)) {
            problems.push(`${at}: <TabItem value="${item.value ?? ''}"> is not a value of group "${set.groupId}" (${Object.keys(group).join(', ')})`);
            continue;
          }
          if (item.label !== group[item.value])
            problems.push(
              `${at}: <TabItem value="${item.value}"> has label "${item.label ?? ''}"; group "${set.groupId}" labels it "${group[item.value]}" on every page`,
            );
          if (seen.has(item.value)) problems.push(`${at}: value "${item.value}" twice in one <Tabs>`);
          seen.add(item.value);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('offers the choices of every installation page as tabs', () => {
    const problems: string[] = [];
    for (const page of pages.filter((p) => /^open-source\/installation\/[^/]+\.mdx?$/.test(p.relative))) {
      const required = INSTALL_CHOICES[page.relative];
      if (!required) {
        problems.push(`${page.file}: not in INSTALL_CHOICES; list the choices it offers as tab groups ([] if it offers one way to install)`);
        continue;
      }
      const groups = new Set(tabs.get(page.relative)!.sets.map((s) => s.groupId));
      for (const group of required.filter((g) => !groups.has(g))) {
        const options = Object.values(TAB_GROUPS[group] ?? {}).join(' / ');
        problems.push(`${page.file}: offers a choice of ${group} (${options}) but has no <Tabs groupId="${group}">`);
      }
      for (const heading of headingsOf(page.tree)) {
        if (ALTERNATIVE_HEADING.test(headingText(heading))) {
          problems.push(
            `${at(page, heading)}: heading "${headingText(heading)}" lays out one alternative as a section; put the alternatives in <TabItem>s of one <Tabs>`,
          );
        }
      }
    }
    for (const listed of Object.keys(INSTALL_CHOICES)) {
      if (!tabs.has(listed)) problems.push(`docs/${listed}: listed in INSTALL_CHOICES but missing`);
    }
    expect(problems).toEqual([]);
  });

  it('puts a warning before every destructive command', () => {
    const problems: string[] = [];
    for (const page of pages) {
      let warned = false;
      visit(page.tree, (node) => {
        if (node.type === 'heading') warned = false;
        else if (node.type === 'containerDirective' && WARNING_ADMONITIONS.has(node.name!)) warned = true;
        else if (node.type === 'code' && !warned) {
          const what = destructiveIn(node);
          if (what)
            problems.push(
              `${at(page, node)}: ${what} in a code block with no :::warning, :::danger or :::caution before it in its section; say what is lost and how to avoid it`,
            );
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it('titles the config files shown on how-to and reference pages with their file names', () => {
    const problems: string[] = [];
    for (const page of pages.filter((p) => p.kind !== 'overview')) {
      visit(page.tree, (node) => {
        if (node.type !== 'code') return;
        const extension = CONFIG_EXTENSIONS[(node.lang ?? '').toLowerCase()];
        if (!extension) return;
        const lines = node.value!.split('\n').filter((l) => l.trim());
        const first = lines.find((l) => !/^\s*(?:#|\/\/|;)/.test(l));
        if (lines.length < CONFIG_MIN_LINES || !first || /^\s/.test(first)) return;
        const title = codeTitle(node);
        if (!title)
          problems.push(
            `${at(page, node)}: ${node.lang} block of ${lines.length} lines shows a config file; name it with title="…" (\`\`\`${node.lang} title="config.${node.lang}"; add " (excerpt)" for part of a file)`,
          );
        else if (!extension.test(title)) problems.push(`${at(page, node)}: title "${title}" does not name a ${node.lang} file`);
      });
    }
    expect(problems).toEqual([]);
  });
});
