/** The <head> of every page: title, description, canonical and alternates, social card. */
import type { HeadTag, SiteConfig } from '@docgen/core';

export interface HeadInput {
  path: string;
  /** Page title without the site title; undefined for the home page. */
  pageTitle?: string;
  description?: string;
  image?: string;
  keywords?: string[];
  noIndex?: boolean;
  /** The docs version of the page: told to search crawlers as DocSearch's Docusaurus template reads it. */
  docsVersion?: string;
  /** The canonical path, when it is not `path` (a page shown untranslated names the page it shows). */
  canonical?: string;
  /** The hreflang alternates (x-default included); default: the page itself in the default locale. */
  alternates?: Array<{ hreflang: string; path: string }>;
  /** The page's locale: its name (search's language facet) and `lang`. */
  locale?: { name: string; htmlLang: string };
  /** The URL of the page's Markdown version, announced as an alternate of type text/markdown. */
  markdown?: string;
}

/**
 * `Page | Site` on every page, however long (as Docusaurus: a reader's tabs and bookmarks name the site, and a
 * search engine cuts what it must itself); the site title alone for the home page.
 */
export function documentTitle(config: SiteConfig, pageTitle: string | undefined): string {
  if (!pageTitle || pageTitle === config.title) return config.title;
  return `${pageTitle} ${config.titleDelimiter} ${config.title}`;
}

function absolute(config: SiteConfig, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${config.url}/${pathOrUrl.replace(/^\/+/, '')}`;
}

export function headTags(config: SiteConfig, input: HeadInput): HeadTag[] {
  const title = documentTitle(config, input.pageTitle);
  const urlOf = (path: string) => config.url + (path === '/' ? '/' : path);
  const url = urlOf(input.canonical ?? input.path);
  const locale = input.locale ?? {
    name: config.i18n.defaultLocale,
    htmlLang: config.i18n.localeConfigs[config.i18n.defaultLocale]?.htmlLang ?? config.i18n.defaultLocale,
  };
  const alternates = input.alternates ?? [
    { hreflang: locale.htmlLang, path: input.path },
    { hreflang: 'x-default', path: input.path },
  ];
  const description = input.description ?? config.metadata.find((m) => m.name === 'description')?.content ?? config.tagline ?? '';
  const image = input.image ?? config.image;
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attrs: { property: 'og:locale', content: locale.htmlLang.replace(/-/g, '_') } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
  ];
  for (const alternate of alternates) tags.push({ tag: 'link', attrs: { rel: 'alternate', href: urlOf(alternate.path), hreflang: alternate.hreflang } });
  if (input.markdown) tags.push({ tag: 'link', attrs: { rel: 'alternate', type: 'text/markdown', href: input.markdown } });
  if (image) {
    tags.push({ tag: 'meta', attrs: { property: 'og:image', content: absolute(config, image) } });
    tags.push({ tag: 'meta', attrs: { name: 'twitter:image', content: absolute(config, image) } });
  }
  if (input.keywords?.length) tags.push({ tag: 'meta', attrs: { name: 'keywords', content: input.keywords.join(', ') } });
  if (input.noIndex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, nofollow' } });
  tags.push({ tag: 'meta', attrs: { name: 'docsearch:language', content: locale.name } });
  if (input.docsVersion !== undefined) {
    tags.push({ tag: 'meta', attrs: { name: 'docsearch:version', content: input.docsVersion } });
    tags.push({ tag: 'meta', attrs: { name: 'docsearch:docusaurus_tag', content: `docs-default-${input.docsVersion}` } });
  }
  // Site-wide metadata, unless the page already set the same name.
  for (const meta of config.metadata) {
    const key = meta.name ?? meta.property;
    if (tags.some((t) => t.tag === 'meta' && (t.attrs.name ?? t.attrs.property) === key)) continue;
    tags.push({ tag: 'meta', attrs: meta.name ? { name: meta.name, content: meta.content } : { property: meta.property!, content: meta.content } });
  }
  return tags;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function renderHeadTag(tag: HeadTag): string {
  const attrs = Object.entries(tag.attrs)
    .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
    .join(' ');
  return `<${tag.tag} ${attrs}>`;
}
