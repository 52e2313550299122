/** The markdown stage: SourceFile → ParsedContent (the page's metadata and its tree). Pure: no file system, no routes, no React. */
import type { Diagnostic, HastRoot, ParsedContent, ParsedPage, SourceFile } from '@docgen/core';
import type { Element as HastElement, Root as HastTree } from 'hast';
import rehypeRaw from 'rehype-raw';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { remarkGfmLiteralAutolinks } from './gfm-literal-autolinks.js';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { some, type UnistNode } from './walk.js';
import { VFile } from 'vfile';
import { DEFAULT_NESTING_LIMITS, nestingMessage, type NestingLimits, type NestingProblem } from './nesting-limits.js';
import { scanNesting } from './scan-nesting.js';
import { parseInParts } from './parse-in-parts.js';
import { checkSourceText } from './source-checks.js';
import { findTooDeep, type DeepNode } from './tree-depth.js';
import { normalizeAdmonitionTitles } from './admonition-syntax.js';
import { collect } from './collect.js';
import { parseFrontMatter } from './front-matter.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { remarkCodeMeta } from './remark-code-meta.js';
import { remarkContentTitle } from './remark-content-title.js';
import { remarkUnclosedBlocks } from './remark-unclosed-blocks.js';
import { remarkHeadingIds } from './remark-heading-ids.js';
import { HighlightCache } from './code/highlighter.js';
import type { DeferHighlighting } from './code/deferred-highlights.js';
import { rehypeCodeBlocks } from './code/rehype-code-blocks.js';
import { mdxHandlers } from './mdx/to-hast.js';
import { needsMdx } from './mdx/needs-mdx.js';
import { remarkMdxDisabled, remarkMdxSyntax } from './mdx/syntax.js';
import { remarkMdxCodeBlock } from './remark-mdx-code-block.js';
import { remarkMdxContent, type MdxFileData } from './remark-mdx-content.js';
import { rehypeKatex } from './math/rehype-katex.js';
import { remarkMathSyntax } from './math/syntax.js';
import { createDiagramChecker } from './mermaid/check-diagram.js';
import { rehypeMermaid } from './mermaid/rehype-mermaid.js';
import { guardedPlugin, type UserPlugin } from './user-plugins.js';

export interface MarkdownProcessor {
  /** The page's metadata and its content tree; problems are diagnostics in the result, never thrown. */
  parse(source: Pick<SourceFile, 'path' | 'text'>): Promise<ParsedContent>;
}

export interface MarkdownOptions {
  /** How deeply a page may nest (see nesting-limits.ts); a page that nests deeper is an error and is not parsed. */
  nestingLimits?: NestingLimits;
  /** `$…$` and `$$` math rendered with KaTeX (default: on, invalid TeX an error); `false` turns it off. */
  math?: { strict: boolean } | false;
  /** ```mermaid blocks become diagrams (default true). */
  mermaid?: boolean;
  /**
   * The module file of the mermaid package that checks each diagram's syntax with Mermaid's own parsers: the site's
   * own install (Mermaid is an optional peer dependency, 161 MB with its own dependencies). Unset, diagrams are not
   * checked here; a mistake shows where the browser draws the diagram.
   */
  mermaidModule?: string;
  /** The site's remark plugins, run in order after docgen's own, before the tree becomes hast. */
  remarkPlugins?: UserPlugin[];
  /** The site's rehype plugins, run in order after docgen's own (highlighting, math, diagrams). */
  rehypePlugins?: UserPlugin[];
  /**
   * Reads every page with MDX's extensions, even one in which no MDX construct could start (see `needsMdx`): the
   * same trees, more slowly. For tests that compare the two.
   */
  readEveryPageAsMdx?: boolean;
  /**
   * The length of the parts a long page is parsed in (see parse-in-parts.ts; default `PART_CHARACTERS`). For tests
   * that cut small pages everywhere.
   */
  partCharacters?: number;
  /**
   * Leaves code blocks plain, marked for highlighting apart from the parse (see code/deferred-highlights.ts): the
   * site's rehype plugins then see plain lines, so the engine defers only for sites without any.
   */
  deferHighlighting?: DeferHighlighting;
}

function stripPositions(tree: UnistNode): void {
  some(tree, (node) => {
    delete node.position;
    return false;
  });
}

function nestingDiagnostic(file: string, problem: NestingProblem): Diagnostic {
  return { severity: 'error', file, line: problem.line, column: problem.column, ...nestingMessage(problem), ruleId: 'markdown/nesting-depth' };
}

const NODE_NAMES: Record<string, string> = {
  listItem: 'a list item',
  list: 'a list',
  blockquote: 'a block quote',
  emphasis: 'emphasis',
  strong: 'strong emphasis',
  delete: 'strikethrough',
  link: 'a link',
};

function deepNodeProblem(deep: DeepNode, limit: number): NestingProblem {
  const { node } = deep;
  const what = node.type === 'element' ? `<${(node as HastElement).tagName}>` : (NODE_NAMES[node.type] ?? `a ${node.type} node`);
  return { kind: 'tree', line: deep.place?.line ?? 1, column: deep.place?.column ?? 1, depth: deep.depth, limit, what };
}

/** A page that was not parsed, for the problems that stopped it. */
function emptyPage(source: string, frontMatter: ParsedPage['frontMatter'], diagnostics: Diagnostic[]): ParsedContent {
  const page = {
    source,
    frontMatter,
    headings: [],
    anchorIds: [],
    links: [],
    assets: [],
    excerpt: '',
    frontMatterPlaces: {},
    imports: [],
    components: [],
    diagnostics,
  };
  return { page, tree: { type: 'root', children: [] } };
}

interface SyntaxError {
  reason: string;
  line?: number | null;
  column?: number | null;
  ruleId?: string | null;
}

function isSyntaxError(error: unknown): error is SyntaxError {
  return typeof error === 'object' && error !== null && 'reason' in error && 'line' in error;
}

const SYNTAX_HINT =
  'Markdown is read as MDX: close every tag (`<br />`, `<img … />`), quote attribute values, and write `\\{` or `&lt;` for a literal `{` or `<` (code in backticks needs neither).';

/** The MDX syntax error a page has, as a diagnostic at the tag or brace to fix. */
function syntaxDiagnostic(file: string, error: SyntaxError): Diagnostic {
  // "Expected a closing tag for `<br>` (5:23-5:27) before the end of `paragraph`": the tag is the place to fix.
  const named = /\((\d+):(\d+)-\d+:\d+\)/.exec(error.reason);
  return {
    severity: 'error',
    file,
    line: named ? Number(named[1]) : (error.line ?? undefined),
    column: named ? Number(named[2]) : (error.column ?? undefined),
    message: `MDX syntax: ${error.reason}`,
    hint: SYNTAX_HINT,
    ruleId: 'mdx/syntax',
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyProcessor = Processor<any, any, any, any, any>;

/**
 * The parsers from Markdown to mdast: with MDX's syntax, without it (for a page in which no MDX construct could
 * start, see `needsMdx`: the same tree), and CommonMark's reading after an MDX syntax error (reported), so that the
 * page's headings and links still count.
 */
export function syntaxParsers(math: boolean): { mdx: AnyProcessor; withoutMdx: AnyProcessor; plain: AnyProcessor } {
  const withSyntax = (processor: AnyProcessor) => (math ? processor.use(remarkMathSyntax) : processor);
  return {
    mdx: withSyntax(unified().use(remarkParse).use(remarkMdxSyntax).use(remarkGfm).use(remarkGfmLiteralAutolinks).use(remarkDirective)).freeze(),
    withoutMdx: withSyntax(unified().use(remarkParse).use(remarkGfm).use(remarkGfmLiteralAutolinks).use(remarkDirective).use(remarkMdxDisabled)).freeze(),
    plain: withSyntax(unified().use(remarkParse).use(remarkGfm).use(remarkGfmLiteralAutolinks).use(remarkDirective)).freeze(),
  };
}

/** Create once and reuse: building a unified processor costs more than parsing a small page. */
export function createMarkdownProcessor(options: MarkdownOptions = {}): MarkdownProcessor {
  const limits = options.nestingLimits ?? DEFAULT_NESTING_LIMITS;
  const math = options.math ?? { strict: true };
  const readEveryPageAsMdx = options.readEveryPageAsMdx ?? false;
  const parts = { partCharacters: options.partCharacters };
  const { mdx: toMdast, withoutMdx: toMdastWithoutMdx, plain: toMdastPlain } = syntaxParsers(math !== false);
  let transform: AnyProcessor = unified()
    .use(remarkUnclosedBlocks)
    .use(remarkMdxContent)
    .use(remarkMdxCodeBlock)
    .use(remarkContentTitle)
    .use(remarkAdmonitions)
    .use(remarkHeadingIds)
    .use(remarkCodeMeta);
  for (const plugin of options.remarkPlugins ?? []) transform = transform.use(guardedPlugin(plugin));
  transform = transform.use(remarkRehype, { allowDangerousHtml: true, handlers: mdxHandlers as never });
  // MDX turns HTML into elements itself; raw HTML is left only in the CommonMark reading after a syntax error (and by
  // plugins that add HTML).
  const raw = unified().use(rehypeRaw).freeze();
  let enhance: AnyProcessor = unified();
  if (math) enhance = enhance.use(rehypeKatex, { strict: math.strict });
  if (options.mermaid ?? true)
    enhance = enhance.use(rehypeMermaid, { checker: options.mermaidModule ? createDiagramChecker(options.mermaidModule) : undefined });
  // The processor owns the highlighted lines of recent code blocks: a re-parse of an edited page reuses its blocks'.
  enhance = enhance.use(rehypeCodeBlocks, { cache: new HighlightCache(), defer: options.deferHighlighting });
  for (const plugin of options.rehypePlugins ?? []) enhance = enhance.use(guardedPlugin(plugin));
  // Setting up the plugins now: one that throws on its options fails here, once, not on every file.
  transform.freeze();
  enhance.freeze();

  return {
    async parse(source) {
      const notText = checkSourceText(source.path, source.text);
      if (notText) return emptyPage(source.path, { extra: {} }, [notText]);
      const fm = parseFrontMatter(source.path, source.text);
      // A page that nests too deeply is not handed to the parser at all: it could stall it for minutes.
      const scan = scanNesting(fm.body, { limits, syntax: 'mdx' });
      const unparsed = (problem: NestingProblem) => emptyPage(source.path, fm.frontMatter, [...fm.diagnostics, nestingDiagnostic(source.path, problem)]);
      if (scan.problem) return unparsed(scan.problem);
      const text = normalizeAdmonitionTitles(fm.body);
      const file = new VFile({ path: source.path, value: text });
      const syntaxErrors: Diagnostic[] = [];
      let hast: HastTree;
      try {
        let mdast;
        try {
          mdast = parseInParts(readEveryPageAsMdx || needsMdx(text) ? toMdast : toMdastWithoutMdx, text, parts);
        } catch (error) {
          if (!isSyntaxError(error)) throw error;
          syntaxErrors.push(syntaxDiagnostic(source.path, error));
          mdast = parseInParts(toMdastPlain, text, parts);
        }
        const deepMdast = findTooDeep(mdast, limits.tree);
        if (deepMdast) return unparsed(deepNodeProblem(deepMdast, limits.tree));
        hast = (await transform.run(mdast, file)) as HastTree;
        // Dropped now, not at the end of the parse: on a long page it is a third of the heap the parse holds.
        mdast = undefined;
        if (some(hast, (node) => node.type === 'raw')) hast = (await raw.run(hast, file)) as HastTree;
        hast = (await enhance.run(hast, file)) as HastTree;
      } catch (e) {
        // The last resort, for nesting the checks above did not foresee: the parser ran out of stack.
        if (!(e instanceof RangeError)) throw e;
        const { blocks, elements, inline } = scan.deepest;
        const deepest = [blocks, elements, inline].reduce((a, b) => (b.depth > a.depth ? b : a));
        return unparsed({ kind: 'stack', ...deepest, limit: limits.tree, what: 'the page' });
      }
      const deepHast = findTooDeep(hast, limits.tree);
      if (deepHast) return unparsed(deepNodeProblem(deepHast, limits.tree));
      // Cast: core's HastRoot is the same tree typed as plain JSON (children: unknown[]), which hast's types do not convert to.
      const tree = hast as HastRoot;
      const mdx = (file.data.mdx as MdxFileData | undefined) ?? { assets: [], imports: [], components: [] };
      const collected = collect(tree, source.path, mdx.assets);
      // Positions served the collection above; the render stage does not need them, and they double the size
      // of every cached or transferred tree.
      stripPositions(hast);
      const diagnostics: Diagnostic[] = [
        ...fm.diagnostics,
        ...syntaxErrors,
        ...file.messages.map((m): Diagnostic => ({
          severity: m.fatal ? 'error' : 'warning',
          file: source.path,
          line: m.line ?? undefined,
          column: m.column ?? undefined,
          message: m.reason,
          ...(m.note ? { hint: m.note } : {}),
          ruleId: m.ruleId ?? undefined,
          ...(m.expected?.length ? { expected: m.expected } : {}),
          ...(m.url ? { url: m.url } : {}),
        })),
      ];
      const page = {
        source: source.path,
        frontMatter: fm.frontMatter,
        contentTitle: file.data.contentTitle as string | undefined,
        ...collected,
        frontMatterPlaces: fm.places,
        imports: mdx.imports,
        components: mdx.components,
        ...(file.data.math ? { math: true as const } : {}),
        diagnostics,
      };
      return { page, tree };
    },
  };
}
