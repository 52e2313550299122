/**
 * Standalone pages (`src/pages`). Markdown pages (`.md`, `.mdx`) are docgen standalone pages as they are, so
 * docgen's `pagesDir` points at the folder. React pages (`.js`, `.jsx`, `.ts`, `.tsx`) are written for
 * Docusaurus's theme (`@theme/Layout`) and are reported. docgen would load `.jsx` and `.tsx` files of its pages
 * folder as page modules, so when there are any, the Markdown pages (with the files beside them) are copied to a
 * `pages` folder of the output instead.
 */
import path from 'node:path';
import { pageRoute } from '@docgen/graph';
import type { ImportNotes } from './notes.js';
import { filesBelow } from './report-files.js';

export interface PagesPlan {
  /** The pages folder docgen reads, relative to the project (in place) or to the output folder (copied). */
  pagesDir?: string;
  /** True when `pagesDir` is a copy in the output folder. */
  copied: boolean;
  /** Project-relative source → output-relative target. */
  copies: Array<{ from: string; to: string }>;
  /** Why the pages are copied: the React pages (`.jsx`, `.tsx`) docgen would load, relative to the pages folder. */
  reason?: string[];
  /** Routes of the React pages, which the import does not carry, with their files. */
  reactRoutes: Map<string, string>;
}

/** Files Docusaurus leaves out of the pages: partials, tests. */
const isIgnored = (rel: string) => rel.split('/').some((s) => s.startsWith('_') || s === '__tests__') || /\.test\.[jt]sx?$/.test(rel);
const isReactPage = (rel: string) => /\.[jt]sx?$/.test(rel) && !/\.d\.ts$/.test(rel);
const isStylesheet = (rel: string) => /\.(css|scss|sass|less)$/.test(rel);

export async function planPages(projectDir: string, pagesPath: string | undefined, notes: ImportNotes): Promise<PagesPlan> {
  if (!pagesPath) return { copied: false, copies: [], reactRoutes: new Map() };
  const files = (await filesBelow(projectDir, pagesPath)).map((f) => f.slice(pagesPath.length + 1)).filter((rel) => !isIgnored(rel));
  const react = files.filter(isReactPage);
  const markdown = files.filter((rel) => /\.mdx?$/.test(rel));
  const wouldLoad = react.filter((rel) => /\.[jt]sx$/.test(rel));
  let plan: PagesPlan;
  if (markdown.length === 0) plan = { copied: false, copies: [], reactRoutes: new Map() };
  else if (wouldLoad.length === 0) plan = { pagesDir: pagesPath, copied: false, copies: [], reactRoutes: new Map() };
  else {
    // Copy the Markdown pages and what sits beside them (images they import), not the React pages or stylesheets.
    const copies = files
      .filter((rel) => !isReactPage(rel) && !isStylesheet(rel))
      .map((rel) => ({ from: `${pagesPath}/${rel}`, to: path.posix.join('pages', rel) }));
    plan = { pagesDir: 'pages', copied: true, copies, reason: wouldLoad, reactRoutes: new Map() };
  }
  // Where a docgen page module would go: the pages folder docgen reads.
  const target = plan.copied ? 'pages' : pagesPath;
  for (const rel of react) {
    const route = pageRoute(rel.replace(/\.[jt]s$/, '.tsx'));
    plan.reactRoutes.set(route, `${pagesPath}/${rel}`);
    notes.add(
      { file: `${pagesPath}/${rel}`, line: 1, column: 1 },
      `React page ${route} (${pagesPath}/${rel})`,
      `It is built on Docusaurus's theme (@theme/Layout). Rewrite it as a docgen page module (${target}/${rel.replace(/\.[jt]sx?$/, '.tsx')}: a default-exported React component, without Layout, since docgen draws the navbar and footer), or as a Markdown page.`,
    );
  }
  return plan;
}
