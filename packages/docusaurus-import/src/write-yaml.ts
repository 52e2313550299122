/**
 * `site.config.yaml` and `sidebars.yaml` as text a person will keep editing: a header saying where they came from,
 * a comment where a value is not what a reader of the Docusaurus configuration would expect, short items on one
 * line.
 */
import { Document, isMap, isPair, isScalar, isSeq, type Node, type Pair, type YAMLMap } from 'yaml';
import type { SidebarsOut, SiteConfigOut } from './output-types.js';

const OPTIONS = { lineWidth: 0, flowCollectionPadding: true } as const;

function pairOf(map: unknown, key: string): Pair<Node, Node> | undefined {
  if (!isMap(map)) return undefined;
  return (map as YAMLMap<Node, Node>).items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key) as Pair<Node, Node> | undefined;
}

/** A comment line above a key (at a path of keys), with a blank line before top-level sections. */
function comment(doc: Document, path: string[], text: string, spaceBefore = path.length === 1): void {
  let map: unknown = doc.contents;
  let pair: Pair<Node, Node> | undefined;
  for (const key of path) {
    pair = pairOf(map, key);
    if (!pair) return;
    map = pair.value;
  }
  if (!pair || !isScalar(pair.key)) return;
  pair.key.commentBefore = ` ${text}`;
  if (spaceBefore) pair.key.spaceBefore = true;
}

function space(doc: Document, key: string): void {
  const pair = pairOf(doc.contents, key);
  if (pair && isScalar(pair.key)) pair.key.spaceBefore = true;
}

/** Maps without nested collections are written on one line: `{ type: doc, docId: intro, label: Intro }`. */
function flowLeaves(node: unknown): void {
  if (isSeq(node)) {
    for (const item of node.items) {
      if (isMap(item) && item.items.every((p) => isPair(p) && !isMap(p.value) && !isSeq(p.value))) item.flow = true;
      else flowLeaves(item);
    }
  } else if (isMap(node)) {
    for (const p of node.items) if (isPair(p)) flowLeaves(p.value);
  }
}

export function siteConfigYaml(config: SiteConfigOut, source: string): string {
  const doc = new Document(config);
  doc.commentBefore = ` Site configuration for docgen, imported from ${source} by \`docgen import-docusaurus\`.\n Every key is described in README.md ("Configuration").`;
  flowLeaves(pairOf(pairOf(doc.contents, 'navbar')?.value, 'items')?.value);
  for (const key of ['i18n', 'navbar', 'footer', 'announcementBar', 'colorMode', 'metadata']) space(doc, key);
  comment(doc, ['docs'], 'The Docusaurus docs folder, read as it is: ids, routes, number prefixes, _category_ files and front matter.');
  if (!config.docs.showLastUpdateTime) comment(doc, ['docs', 'showLastUpdateTime'], 'As in Docusaurus, where showLastUpdateTime is off by default.', false);
  comment(doc, ['docs', 'version', 'mainDoc'], "The doc at the root of the docs, else the first doc of the first sidebar (Docusaurus's main doc).", false);
  if (config.search?.appId) comment(doc, ['search'], 'Algolia DocSearch, from themeConfig.algolia. Without appId and apiKey, docgen searches a local index.');
  comment(doc, ['redirects'], 'From @docusaurus/plugin-client-redirects: each "from" becomes a page that redirects to "to".');
  const firstReport = (['onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenAnchors'] as const).find((k) => config[k] !== undefined);
  if (firstReport) comment(doc, [firstReport], 'As Docusaurus reports them: a broken anchor is a warning unless onBrokenAnchors says otherwise.');
  comment(doc, ['staticDir'], "The Docusaurus project's folders, used where they are.");
  if (!pairOf(doc.contents, 'staticDir')) comment(doc, ['pagesDir'], "The Docusaurus project's folders, used where they are.");
  return doc.toString(OPTIONS);
}

export function sidebarsYaml(sidebars: SidebarsOut, source: string | undefined): string {
  const empty = Object.keys(sidebars).length === 0;
  const doc = new Document(sidebars);
  flowLeaves(doc.contents);
  const from = source ? `imported from ${source}` : 'made by `docgen import-docusaurus`';
  const what = empty
    ? ' The docs options turn sidebars off (sidebarPath: false), so docs are shown without one.'
    : source
      ? ''
      : ' The Docusaurus project has no sidebars file: one sidebar of every doc, as Docusaurus makes it.';
  doc.commentBefore = ` Sidebars for docgen, ${from}.${what}\n Items use Docusaurus's vocabulary (README.md, "sidebars.yaml").`;
  const map = doc.contents;
  if (isMap(map)) map.items.slice(1).forEach((p) => isPair(p) && isScalar(p.key) && (p.key.spaceBefore = true));
  return doc.toString(OPTIONS);
}
