/** The markdown stage: SourceFile → ParsedPage. Pure: no file system, no routes, no React. */
import type { Diagnostic, HastRoot, ParsedPage, SourceFile } from '@docgen/core';
import type { Root as HastTree } from 'hast';
import rehypeRaw from 'rehype-raw';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { UnistNode } from './walk.js';
import { VFile } from 'vfile';
import { normalizeAdmonitionTitles } from './admonition-syntax.js';
import { collect } from './collect.js';
import { parseFrontMatter } from './front-matter.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { remarkCodeMeta } from './remark-code-meta.js';
import { remarkContentTitle } from './remark-content-title.js';
import { remarkHeadingIds } from './remark-heading-ids.js';
import { rehypeCodeBlocks } from './code/rehype-code-blocks.js';
import { mdxHandlers } from './mdx/to-hast.js';
import { remarkMdxSyntax } from './mdx/syntax.js';
import { remarkMdxCodeBlock } from './remark-mdx-code-block.js';
import { remarkMdxContent, type MdxFileData } from './remark-mdx-content.js';

export interface MarkdownProcessor {
  parse(source: Pick<SourceFile, 'path' | 'text'>): Promise<ParsedPage>;
}

function hasRawHtml(node: UnistNode): boolean {
  return node.type === 'html' || (node.children?.some(hasRawHtml) ?? false);
}

function stripPositions(node: UnistNode): void {
  delete node.position;
  if (node.children) for (const child of node.children) stripPositions(child);
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

/** Create once and reuse: building a unified processor costs more than parsing a small page. */
export function createMarkdownProcessor(): MarkdownProcessor {
  const toMdast = unified().use(remarkParse).use(remarkMdxSyntax).use(remarkGfm).use(remarkDirective).freeze();
  // After an MDX syntax error (reported), the page is read as CommonMark so that its headings and links still count.
  const toMdastPlain = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
  const transform = unified()
    .use(remarkMdxContent)
    .use(remarkMdxCodeBlock)
    .use(remarkContentTitle)
    .use(remarkAdmonitions)
    .use(remarkHeadingIds)
    .use(remarkCodeMeta)
    .use(remarkRehype, { allowDangerousHtml: true, handlers: mdxHandlers as never })
    .freeze();
  // MDX turns HTML into elements itself; raw HTML is left only in the CommonMark reading after a syntax error.
  const raw = unified().use(rehypeRaw).freeze();
  const enhance = unified().use(rehypeCodeBlocks).freeze();

  return {
    async parse(source) {
      const fm = parseFrontMatter(source.path, source.text);
      const file = new VFile({ path: source.path, value: normalizeAdmonitionTitles(fm.body) });
      const syntaxErrors: Diagnostic[] = [];
      let mdast;
      try {
        mdast = toMdast.parse(file);
      } catch (error) {
        if (!isSyntaxError(error)) throw error;
        // "Expected a closing tag for `<br>` (5:23-5:27) before the end of `paragraph`": the tag is the place to fix.
        const named = /\((\d+):(\d+)-\d+:\d+\)/.exec(error.reason);
        syntaxErrors.push({
          severity: 'error',
          file: source.path,
          line: named ? Number(named[1]) : (error.line ?? undefined),
          column: named ? Number(named[2]) : (error.column ?? undefined),
          message: `MDX syntax: ${error.reason}`,
          hint: SYNTAX_HINT,
          ruleId: 'mdx/syntax',
        });
        mdast = toMdastPlain.parse(file);
      }
      const withRaw = syntaxErrors.length > 0 && hasRawHtml(mdast as unknown as UnistNode);
      let hast = (await transform.run(mdast, file)) as HastTree;
      if (withRaw) hast = (await raw.run(hast, file)) as HastTree;
      hast = (await enhance.run(hast, file)) as HastTree;
      const tree = hast as unknown as HastRoot;
      const mdx = (file.data.mdx as MdxFileData | undefined) ?? { assets: [], imports: [], components: [] };
      const collected = collect(tree, source.path, mdx.assets);
      // Positions served the collection above; the render stage does not need them, and they double the size
      // of every cached or transferred tree.
      stripPositions(hast as unknown as UnistNode);
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
        })),
      ];
      return {
        source: source.path,
        frontMatter: fm.frontMatter,
        contentTitle: file.data.contentTitle as string | undefined,
        hast: tree,
        ...collected,
        imports: mdx.imports,
        components: mdx.components,
        diagnostics,
      };
    },
  };
}
