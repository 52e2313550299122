/** The markdown stage: SourceFile → ParsedPage. Pure: no file system, no routes, no React. */
import type { Diagnostic, HastRoot, ParsedContent, SourceFile } from '@docgen/core';
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
import { rehypeTabs } from './code/rehype-tabs.js';

export interface MarkdownProcessor {
  /** The page's metadata and its content tree; problems are diagnostics in the result, never thrown. */
  parse(source: Pick<SourceFile, 'path' | 'text'>): Promise<ParsedContent>;
}

function hasRawHtml(node: UnistNode): boolean {
  return node.type === 'html' || (node.children?.some(hasRawHtml) ?? false);
}

function stripPositions(node: UnistNode): void {
  delete node.position;
  if (node.children) for (const child of node.children) stripPositions(child);
}

/** Create once and reuse: building a unified processor costs more than parsing a small page. */
export function createMarkdownProcessor(): MarkdownProcessor {
  const toMdast = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
  const transform = unified()
    .use(remarkContentTitle)
    .use(remarkAdmonitions)
    .use(remarkHeadingIds)
    .use(remarkCodeMeta)
    .use(remarkRehype, { allowDangerousHtml: true })
    .freeze();
  // Raw HTML (details, tables with attributes, anchors, <Tabs>) is parsed into real elements only where a page has some.
  const raw = unified().use(rehypeRaw).freeze();
  const enhance = unified().use(rehypeCodeBlocks).use(rehypeTabs).freeze();

  return {
    async parse(source) {
      const fm = parseFrontMatter(source.path, source.text);
      const file = new VFile({ path: source.path, value: normalizeAdmonitionTitles(fm.body) });
      const mdast = toMdast.parse(file);
      const withRaw = hasRawHtml(mdast as unknown as UnistNode);
      let hast = (await transform.run(mdast, file)) as HastTree;
      if (withRaw) hast = (await raw.run(hast, file)) as HastTree;
      hast = (await enhance.run(hast, file)) as HastTree;
      const tree = hast as unknown as HastRoot;
      const collected = collect(tree, source.path);
      // Positions served the collection above; the render stage does not need them, and they double the size
      // of every cached or transferred tree.
      stripPositions(hast as unknown as UnistNode);
      const diagnostics: Diagnostic[] = [
        ...fm.diagnostics,
        ...file.messages.map((m): Diagnostic => ({
          severity: m.fatal ? 'error' : 'warning',
          file: source.path,
          line: m.line ?? undefined,
          column: m.column ?? undefined,
          message: m.reason,
          ruleId: m.ruleId ?? undefined,
        })),
      ];
      const page = {
        source: source.path,
        frontMatter: fm.frontMatter,
        contentTitle: file.data.contentTitle as string | undefined,
        ...collected,
        frontMatterPlaces: fm.places,
        diagnostics,
      };
      return { page, tree };
    },
  };
}
