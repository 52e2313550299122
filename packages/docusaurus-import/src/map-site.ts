/**
 * The top of `docusaurus.config.js` → the top of `site.config.yaml`: title, tagline, url, baseUrl, trailingSlash,
 * favicon, title delimiter, locales, broken-link settings and head tags. docgen serves from the root of its host
 * with clean URLs and one locale; other settings are reported.
 */
import { DiagnosticError, type MetaTag, type ReportLevel } from '@docgen/core';
import { staticPath } from './map-logo.js';
import { metaTag } from './map-theme.js';
import type { ImportNotes, SourceLocator } from './notes.js';
import type { SiteConfigOut } from './output-types.js';
import { compact, describeValue, dict, isDict, list, str, type Dict } from './values.js';

export interface SiteContext {
  notes: ImportNotes;
  locate: SourceLocator;
}

type SiteOut = Pick<
  SiteConfigOut,
  | 'title'
  | 'tagline'
  | 'url'
  | 'baseUrl'
  | 'trailingSlash'
  | 'titleDelimiter'
  | 'favicon'
  | 'i18n'
  | 'metadata'
  | 'onBrokenLinks'
  | 'onBrokenMarkdownLinks'
  | 'onBrokenAnchors'
  | 'onDuplicateRoutes'
>;

function required(config: Dict, key: 'title' | 'url', ctx: SiteContext): string {
  const value = str(config[key]);
  if (value && value.trim()) return value;
  throw new DiagnosticError([
    {
      severity: 'error',
      ...ctx.locate.key(key),
      message: `${ctx.locate.file} has no "${key}"`,
      hint: `Docusaurus requires "${key}" as well; add it to the configuration.`,
      ruleId: 'import/missing-field',
    },
  ]);
}

/** Docusaurus's `log` has no docgen counterpart; it warns instead. A function hook is not a level. */
export function reportLevel(value: unknown): ReportLevel | undefined {
  if (value === 'throw' || value === 'warn' || value === 'ignore') return value;
  if (value === 'log') return 'warn';
  return undefined;
}

export function mapSite(config: Dict, ctx: SiteContext): SiteOut {
  const { notes, locate } = ctx;
  const title = required(config, 'title', ctx);
  const url = originOf(required(config, 'url', ctx), ctx);
  const baseUrl = str(config.baseUrl) ?? '/';
  if (baseUrl !== '/') {
    notes.add(
      locate.key('baseUrl'),
      `baseUrl "${baseUrl}"`,
      `docgen serves the site from the root of its host, so every route loses the "${baseUrl.replace(/\/$/, '')}" prefix; serve the build at a host's root, or keep old links working with redirects at your host.`,
    );
  }
  if (config.trailingSlash === true) {
    notes.add(
      locate.key('trailingSlash'),
      'trailingSlash: true',
      'docgen writes URLs without a trailing slash (/docs/intro); `docgen serve` and most hosts redirect /docs/intro/ there.',
    );
  }
  const favicon = str(config.favicon);
  const markdown = dict(config.markdown);
  const hooks = dict(markdown.hooks);
  const onBrokenMarkdownLinks = reportLevel(hooks.onBrokenMarkdownLinks) ?? reportLevel(config.onBrokenMarkdownLinks);
  if (typeof hooks.onBrokenMarkdownLinks === 'function') {
    notes.add(
      locate.key('markdown', 'hooks', 'onBrokenMarkdownLinks'),
      'markdown.hooks.onBrokenMarkdownLinks written as a function',
      'docgen reports broken Markdown links as a warning (onBrokenMarkdownLinks: throw, warn or ignore); fix the links the function rewrote.',
    );
  }
  reportMarkdown(markdown, ctx);
  reportOther(config, ctx);
  return compact({
    title,
    tagline: str(config.tagline),
    url,
    baseUrl: '/' as const,
    trailingSlash: false as const,
    titleDelimiter: str(config.titleDelimiter),
    favicon: favicon && staticPath(favicon, baseUrl),
    i18n: i18n(config.i18n, ctx),
    metadata: headMetadata(config, ctx),
    onBrokenLinks: reportLevel(config.onBrokenLinks),
    onBrokenMarkdownLinks,
    // Documented default of Docusaurus: a broken anchor is a warning (docgen's default is an error).
    onBrokenAnchors: reportLevel(config.onBrokenAnchors) ?? 'warn',
    onDuplicateRoutes: reportLevel(config.onDuplicateRoutes),
  });
}

/** docgen's `url` is the origin; a path written there (Docusaurus tolerates a trailing slash) is dropped. */
function originOf(value: string, ctx: SiteContext): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new DiagnosticError([
      {
        severity: 'error',
        ...ctx.locate.key('url'),
        message: `url "${value}" is not a URL`,
        hint: 'Write the origin of the site, like "https://docs.example.com".',
        ruleId: 'import/invalid-field',
      },
    ]);
  }
  if (parsed.pathname !== '/' && parsed.pathname !== '') {
    ctx.notes.add(ctx.locate.key('url'), `the path "${parsed.pathname}" of url`, "docgen's url is the origin only; the site is served from the root.");
  }
  return parsed.origin;
}

/**
 * Every locale carries over with its settings; their translations are read from i18n/ as they are (see
 * `carryTranslations`). Docusaurus's `i18n.path` (another folder than i18n/) and per-locale `translate: false` are
 * reported.
 */
function i18n(value: unknown, ctx: SiteContext): SiteConfigOut['i18n'] {
  if (!isDict(value)) return undefined;
  const defaultLocale = str(value.defaultLocale) ?? 'en';
  const locales = [defaultLocale, ...list(value.locales).filter((l): l is string => typeof l === 'string' && l !== defaultLocale)];
  if (str(value.path) !== undefined && str(value.path)!.replace(/^\.\/|\/+$/g, '') !== 'i18n') {
    ctx.notes.add(
      ctx.locate.key('i18n', 'path'),
      `i18n.path "${str(value.path)}"`,
      'docgen reads translations from i18n/ beside site.config.yaml; move the folder there.',
    );
  }
  const localeConfigs: NonNullable<NonNullable<SiteConfigOut['i18n']>['localeConfigs']> = {};
  for (const locale of locales) {
    const config = dict(dict(value.localeConfigs)[locale]);
    if (config.translate === false)
      ctx.notes.add(
        ctx.locate.key('i18n', 'localeConfigs', locale, 'translate'),
        `translate: false for locale ${locale}`,
        "docgen reads a locale's translations whenever i18n/ has them; remove the folder to show the default locale's text.",
      );
    const localeConfig = compact({
      label: str(config.label),
      direction: config.direction === 'rtl' ? ('rtl' as const) : config.direction === 'ltr' ? ('ltr' as const) : undefined,
      calendar: str(config.calendar),
      htmlLang: str(config.htmlLang),
      path: locale === defaultLocale ? undefined : str(config.path),
    });
    if (Object.keys(localeConfig).length) localeConfigs[locale] = localeConfig;
  }
  if (locales.length === 1 && defaultLocale === 'en' && Object.keys(localeConfigs).length === 0) return undefined;
  return compact({ defaultLocale, locales, localeConfigs: Object.keys(localeConfigs).length ? localeConfigs : undefined });
}

/** `noIndex` and `<meta>` head tags are meta tags; other head tags are reported. */
function headMetadata(config: Dict, ctx: SiteContext): MetaTag[] | undefined {
  const out: MetaTag[] = [];
  // Documented: noIndex adds <meta name="robots" content="noindex, nofollow"> to every page.
  if (config.noIndex === true) out.push({ name: 'robots', content: 'noindex, nofollow' });
  for (const tag of list(config.headTags)) {
    if (!isDict(tag)) continue;
    const meta = tag.tagName === 'meta' ? metaTag(dict(tag.attributes)) : undefined;
    if (meta) out.push(meta);
    else
      ctx.notes.add(
        ctx.locate.string(str(tag.tagName) ?? 'headTags', 'headTags'),
        `head tag <${describeValue(tag.tagName)}>`,
        'docgen adds meta tags (site.config.yaml "metadata") but no other head tags.',
      );
  }
  return out.length ? out : undefined;
}

function reportMarkdown(markdown: Dict, ctx: SiteContext): void {
  const at = (key: string) => ctx.locate.key('markdown', key);
  if (markdown.mermaid === true) ctx.notes.inform('markdown.mermaid: docgen draws ```mermaid blocks as diagrams itself (markdown.mermaid, on by default)');
  for (const key of ['preprocessor', 'parseFrontMatter']) {
    if (typeof markdown[key] === 'function')
      ctx.notes.add(at(key), `markdown.${key}`, 'docgen reads Markdown files as they are; apply the function to the files once, or keep what it did by hand.');
  }
  if (dict(markdown.anchors).maintainCase === true) {
    ctx.notes.add(
      at('anchors'),
      'markdown.anchors.maintainCase',
      'docgen writes heading ids in lower case, as GitHub does; links to the old ids break, so give those headings an explicit {#Id}.',
    );
  }
  const images = dict(markdown.hooks).onBrokenMarkdownImages;
  if (images !== undefined && images !== 'throw') {
    ctx.notes.add(
      ctx.locate.key('markdown', 'hooks', 'onBrokenMarkdownImages'),
      `markdown.hooks.onBrokenMarkdownImages: ${describeValue(images)}`,
      'A missing image is always an error in docgen.',
    );
  }
}

const HEAD_OPTIONS: Record<string, string> = {
  scripts: 'docgen adds no script tags; load what the scripts did from your host, or ask for a docgen setting that does it.',
  stylesheets: 'docgen adds no stylesheet links; its theme has its own styles.',
  clientModules: 'docgen runs its own small browser runtime; client modules are not loaded.',
  ssrTemplate: 'docgen writes its own HTML document.',
  customFields: 'customFields are read by swizzled components and custom pages, which docgen does not run.',
  webpack: 'docgen does not use webpack.',
};

function reportOther(config: Dict, ctx: SiteContext): void {
  for (const [key, advice] of Object.entries(HEAD_OPTIONS)) {
    const value = config[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0) || (isDict(value) && Object.keys(value).length === 0)) continue;
    ctx.notes.add(ctx.locate.key(key), key, advice);
  }
  const statics = list(config.staticDirectories).filter((d) => typeof d === 'string');
  if (statics.length > 1) {
    ctx.notes.add(
      ctx.locate.key('staticDirectories'),
      `static folders ${statics.slice(1).join(', ')}`,
      `docgen copies one static folder (${statics[0]}); move the files of the others into it.`,
    );
  }
  const deploy = ['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort'].filter((k) => config[k] !== undefined);
  if (deploy.length) {
    ctx.notes.inform(`${deploy.join(', ')}: only used by \`docusaurus deploy\`; publish docgen's build/ folder with your host's own tooling`);
  }
}
