/**
 * The rest of `themeConfig`: announcement bar, colour mode, Algolia search, the social card image, metadata, and
 * the code block settings. docgen highlights code at build time with its own themes, so Prism's settings are
 * reported rather than carried.
 */
import type { MetaTag } from '@docgen/core';
import { staticPath } from './map-logo.js';
import type { ImportNotes, SourceLocator } from './notes.js';
import type { SiteConfigOut } from './output-types.js';
import { bool, compact, describeValue, dict, isDict, list, str, type Dict } from './values.js';

export interface ThemeContext {
  notes: ImportNotes;
  locate: SourceLocator;
  baseUrl: string;
}

type ThemeOut = Pick<SiteConfigOut, 'announcementBar' | 'colorMode' | 'search' | 'image' | 'metadata'>;

/** Keys of `themeConfig` read by this module or by the navbar, footer and docs mappers. */
const KNOWN = new Set([
  'navbar',
  'footer',
  'docs',
  'tableOfContents',
  'announcementBar',
  'colorMode',
  'algolia',
  'image',
  'metadata',
  'prism',
  'liveCodeBlock',
  'blog',
  'hideableSidebar',
  'autoCollapseSidebarCategories',
]);

const DEFAULT_MAGIC_COMMENT = 'theme-code-block-highlighted-line';

export function mapTheme(themeConfig: Dict, ctx: ThemeContext): ThemeOut {
  const at = (...keys: string[]) => ctx.locate.key('themeConfig', ...keys);
  reportCode(themeConfig, ctx);
  for (const key of Object.keys(themeConfig)) {
    if (!KNOWN.has(key)) {
      ctx.notes.add(at(key), `themeConfig.${key}`, 'It configures a theme or plugin that docgen does not have; see the plugins in this report.');
    }
  }
  const image = str(themeConfig.image);
  return compact({
    announcementBar: announcementBar(themeConfig.announcementBar),
    colorMode: colorMode(themeConfig.colorMode, ctx),
    search: search(themeConfig.algolia, ctx),
    image: image && staticPath(image, ctx.baseUrl),
    metadata: metadata(themeConfig.metadata, ctx),
  });
}

function announcementBar(value: unknown): ThemeOut['announcementBar'] {
  if (!isDict(value) || !str(value.content)) return undefined;
  // Documented defaults: id "announcement-bar", white background, black text, closeable.
  return compact({
    id: str(value.id) ?? 'announcement-bar',
    content: str(value.content)!,
    backgroundColor: str(value.backgroundColor) ?? '#fff',
    textColor: str(value.textColor) ?? '#000',
    isCloseable: bool(value.isCloseable) ?? true,
  });
}

function colorMode(value: unknown, ctx: ThemeContext): ThemeOut['colorMode'] {
  if (!isDict(value)) return undefined;
  if (value.switchConfig !== undefined) {
    ctx.notes.add(ctx.locate.key('themeConfig', 'colorMode', 'switchConfig'), 'colorMode.switchConfig', "docgen's colour switch has its own icons.");
  }
  const out = compact({
    defaultMode: value.defaultMode === 'dark' ? ('dark' as const) : value.defaultMode === 'light' ? ('light' as const) : undefined,
    respectPrefersColorScheme: bool(value.respectPrefersColorScheme),
    disableSwitch: bool(value.disableSwitch),
  });
  return Object.keys(out).length ? out : undefined;
}

const ALGOLIA_CARRIED = new Set(['appId', 'apiKey', 'indexName', 'contextualSearch']);

function search(value: unknown, ctx: ThemeContext): ThemeOut['search'] {
  if (!isDict(value)) return undefined;
  for (const key of Object.keys(value)) {
    if (!ALGOLIA_CARRIED.has(key)) {
      ctx.notes.add(
        ctx.locate.key('themeConfig', 'algolia', key),
        `algolia.${key}`,
        'docgen queries the index with the app id, key, index name and contextual search only.',
      );
    }
  }
  return compact({
    appId: str(value.appId),
    apiKey: str(value.apiKey),
    indexName: str(value.indexName) ?? 'docs',
    contextualSearch: bool(value.contextualSearch),
  });
}

function metadata(value: unknown, ctx: ThemeContext): MetaTag[] | undefined {
  const out: MetaTag[] = [];
  for (const tag of list(value)) {
    if (!isDict(tag)) continue;
    const meta = metaTag(tag);
    if (meta) out.push(meta);
    else
      ctx.notes.add(
        ctx.locate.key('themeConfig', 'metadata'),
        `metadata ${JSON.stringify(tag)}`,
        'docgen writes meta tags with a name or a property and a content.',
      );
  }
  return out.length ? out : undefined;
}

/** A `<meta>` of `{name or property, content}`; other attributes are not carried. */
export function metaTag(tag: Dict): MetaTag | undefined {
  const content = str(tag.content);
  const name = str(tag.name);
  const property = str(tag.property);
  if (content === undefined || !name === !property) return undefined;
  const extra = Object.keys(tag).filter((k) => !['name', 'property', 'content'].includes(k));
  if (extra.length) return undefined;
  return name ? { name, content } : { property: property!, content };
}

function reportCode(themeConfig: Dict, ctx: ThemeContext): void {
  const prism = dict(themeConfig.prism);
  const at = (key: string) => ctx.locate.key('themeConfig', 'prism', key);
  if (prism.theme !== undefined || prism.darkTheme !== undefined) {
    const names = [prism.theme, prism.darkTheme]
      .filter((t) => t !== undefined)
      .map(describeValue)
      .join(' and ');
    ctx.notes.add(
      at(prism.theme !== undefined ? 'theme' : 'darkTheme'),
      `code themes ${names}`,
      "docgen highlights code at build time in GitHub's light and dark colours, following the colour mode.",
    );
  }
  if (str(prism.defaultLanguage)) {
    ctx.notes.add(
      at('defaultLanguage'),
      `prism.defaultLanguage "${str(prism.defaultLanguage)}"`,
      'docgen shows a code block without a language as plain text; give those blocks their language.',
    );
  }
  if (list(prism.additionalLanguages).length) {
    ctx.notes.inform(`prism.additionalLanguages: docgen loads the grammar of every language a code block names`);
  }
  const custom = list(prism.magicComments).filter((c) => isDict(c) && c.className !== DEFAULT_MAGIC_COMMENT);
  if (custom.length) {
    const names = custom.map((c) => str((c as Dict).line) ?? str(dict((c as Dict).block).start) ?? '?').join(', ');
    ctx.notes.add(
      at('magicComments'),
      `custom magic comments (${names})`,
      'docgen knows highlight-next-line, highlight-start / highlight-end and highlight-next-line-error; those lines stay in the code as written.',
    );
  }
  const live = dict(themeConfig.liveCodeBlock);
  if (live.playgroundPosition === 'top') {
    ctx.notes.add(
      ctx.locate.key('themeConfig', 'liveCodeBlock', 'playgroundPosition'),
      'liveCodeBlock.playgroundPosition "top"',
      "docgen's playground shows the editor above the result.",
    );
  }
}
