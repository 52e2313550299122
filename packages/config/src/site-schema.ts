/** The schema of `site.config.yaml`. Field meanings are documented on the types in @docgen/core. */
import { isMap, isScalar, isSeq, type Node } from 'yaml';
import type {
  AnnouncementBar,
  ColorModeOptions,
  DocsOptions,
  FooterColumn,
  JsonValue,
  LlmsOptions,
  LocaleConfig,
  Logo,
  MarkdownOptions,
  MarkdownPluginConfig,
  MathOptions,
  MetaTag,
  NavbarItem,
  NavbarLinkItem,
  Redirect,
  SearchOptions,
  SiteConfig,
  VersionSettings,
} from '@docgen/core';
import { defaultDirection, defaultLocaleLabel } from '@docgen/core';
import { boolean, field, list, literal, moved, number, object, placeOf, record, report, string, tagged, withPlace, type Validator } from './schema.js';

const ROUTE = /^\/[^\s?#]*$/;
const routeString = string({ pattern: ROUTE, patternHint: 'Write a site path starting with "/", without query or hash.' });
const urlString = string({ pattern: /^https?:\/\/[^\s]+$/, patternHint: 'Write an absolute http(s) URL.' });
const position = literal('left', 'right');
const reportLevel = literal('throw', 'warn', 'ignore');

const logo: Validator<Logo> = object({
  src: field(string({ nonEmpty: true }), { required: true }),
  srcDark: field(string()),
  alt: field(string(), { default: '' }),
  href: field(string(), { default: '/' }),
  width: field(number({ min: 1 })),
  height: field(number({ min: 1 })),
});

const linkItem = object(
  {
    type: field(literal('link')),
    label: field(string({ nonEmpty: true }), { required: true }),
    to: field(routeString),
    href: field(urlString),
    position: field(position, { default: 'left' }),
    className: field(string()),
  },
  {
    onValue: (v, node, ctx) => {
      if (!v.to === !v.href) report(ctx, node, 'a navbar link needs exactly one of "to" (a site path) or "href" (an external URL)');
    },
  },
);

/** A link of a dropdown's list: `type` may be left out. */
const linkItemOfDropdown: Validator<NavbarLinkItem> = withPlace(((node: Node, ctx, path) => {
  const v = linkItem(node, ctx, path);
  return v && { ...v, type: 'link' };
}) as Validator<NavbarLinkItem>);
const footerLink = withPlace(
  object(
    {
      label: field(string({ nonEmpty: true }), { required: true }),
      to: field(routeString),
      href: field(urlString),
    },
    {
      onValue: (v, node, ctx) => {
        if (!v.to === !v.href) report(ctx, node, 'a footer link needs exactly one of "to" (a site path) or "href" (an external URL)');
      },
    },
  ),
  { at: ['to', 'href'] },
);

const footerColumn = object({
  title: field(string({ nonEmpty: true })),
  items: field(list(footerLink), { default: () => [] }),
});

/** Docusaurus's two footer shapes: columns (`{title, items}`), or one row of links (kept as one untitled column). */
const footerLinks: Validator<FooterColumn[]> = (node, ctx, path) => {
  const isColumn = (n: unknown) => isMap(n) && n.items.some((pair) => isScalar(pair.key) && pair.key.value === 'items');
  if (isSeq(node) && node.items.some(isColumn)) {
    const single = node.items.find((n) => !isColumn(n));
    if (single)
      return report(
        ctx,
        single as Node,
        `${path} mixes columns ({title, items}) with single links`,
        'Put every link in a column, or make the whole list links without columns.',
      );
    return list(footerColumn)(node, ctx, path);
  }
  const links = list(footerLink)(node, ctx, path);
  return links && (links.length ? [{ items: links }] : []);
};

const docItem = object({
  type: field(literal('doc'), { required: true }),
  docId: field(string({ nonEmpty: true }), { required: true }),
  label: field(string({ nonEmpty: true }), { required: true }),
  position: field(position, { default: 'left' }),
  className: field(string()),
});

const navbarItem: Validator<NavbarItem> = withPlace(
  tagged<NavbarItem>(
    {
      docSidebar: object({
        type: field(literal('docSidebar'), { required: true }),
        sidebarId: field(string({ nonEmpty: true }), { required: true }),
        label: field(string({ nonEmpty: true }), { required: true }),
        position: field(position, { default: 'left' }),
        className: field(string()),
      }) as Validator<NavbarItem>,
      doc: docItem as Validator<NavbarItem>,
      link: ((node, ctx, path) => {
        const v = linkItem(node, ctx, path);
        return v && { ...v, type: 'link' };
      }) as Validator<NavbarItem>,
      dropdown: object({
        type: field(literal('dropdown'), { required: true }),
        label: field(string({ nonEmpty: true }), { required: true }),
        position: field(position, { default: 'left' }),
        className: field(string()),
        items: field(
          list(
            withPlace(
              tagged(
                {
                  link: ((n: Node, c, p) => {
                    const v = linkItem(n, c, p);
                    return v && { ...v, type: 'link' };
                  }) as Validator<NavbarItem>,
                  doc: docItem as Validator<NavbarItem>,
                },
                { what: 'dropdown item', fallbackType: () => 'link' },
              ),
            ),
          ),
          { required: true },
        ),
      }) as Validator<NavbarItem>,
      docsVersionDropdown: object({
        type: field(literal('docsVersionDropdown'), { required: true }),
        position: field(position, { default: 'left' }),
        dropdownItemsBefore: field(list(linkItemOfDropdown), { default: () => [] }),
        dropdownItemsAfter: field(list(linkItemOfDropdown), { default: () => [] }),
        dropdownActiveClassDisabled: field(boolean(), { default: false }),
        className: field(string()),
      }) as Validator<NavbarItem>,
      docsVersion: object({
        type: field(literal('docsVersion'), { required: true }),
        label: field(string({ nonEmpty: true })),
        to: field(routeString),
        position: field(position, { default: 'left' }),
        className: field(string()),
      }) as Validator<NavbarItem>,
      localeDropdown: object({
        type: field(literal('localeDropdown'), { required: true }),
        position: field(position, { default: 'left' }),
        dropdownItemsBefore: field(list(linkItemOfDropdown), { default: () => [] }),
        dropdownItemsAfter: field(list(linkItemOfDropdown), { default: () => [] }),
        className: field(string()),
      }) as unknown as Validator<NavbarItem>,
      search: object({
        type: field(literal('search'), { required: true }),
        position: field(position, { default: 'right' }),
        className: field(string()),
      }) as Validator<NavbarItem>,
    },
    // Like Docusaurus, an item without `type` is a plain link.
    { what: 'navbar item', fallbackType: () => 'link' },
  ),
);

// Defaults that depend on the locale (label, direction, htmlLang) are filled by completeSiteConfig.
const localeConfig: Validator<LocaleConfig> = object({
  label: field(string({ nonEmpty: true })),
  direction: field(literal('ltr', 'rtl')),
  calendar: field(string(), { default: 'gregory' }),
  htmlLang: field(string({ nonEmpty: true })),
  path: field(
    string({
      pattern: /^\/?[\w.-]+\/?$/,
      patternHint: 'Write one URL path segment, like "fr" or "pt-br": the locale\'s pages are served below it.',
    }),
  ),
}) as Validator<LocaleConfig>;

const localeName = string({
  nonEmpty: true,
  pattern: /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/,
  patternHint: 'Write a language tag such as "fr", "pt-BR" or "zh-Hans".',
});

/** `docs.versions.<name>`: Docusaurus's per-version settings. */
const versionSettings: Validator<VersionSettings> = object({
  label: field(string({ nonEmpty: true })),
  // A URL path below the docs' route: '' puts the version at the docs' root.
  path: field(
    string({
      pattern: /^\/?([\w.-]+(\/[\w.-]+)*)?\/?$/,
      patternHint: 'Write a path below the docs\' route, like "next" or "1.0", or "" for the docs\' root.',
    }),
  ),
  banner: field(literal('unreleased', 'unmaintained', 'none')),
  badge: field(boolean()),
  className: field(string()),
  noIndex: field(boolean()),
});

const docs: Validator<DocsOptions> = object({
  path: field(string({ nonEmpty: true }), { default: 'docs' }),
  routeBasePath: field(string({ pattern: /^\/[\w\-/]*$/ }), { default: '/' }),
  breadcrumbs: field(boolean(), { default: true }),
  showLastUpdateTime: field(boolean(), { default: true }),
  sidebar: field(
    object({
      collapsible: field(boolean(), { default: true }),
      hideable: field(boolean(), { default: false }),
      autoCollapseCategories: field(boolean(), { default: false }),
    }),
    { default: () => ({ collapsible: true, hideable: false, autoCollapseCategories: false }) },
  ),
  toc: field(
    object(
      {
        minHeadingLevel: field(number({ integer: true, min: 2, max: 6 }), { default: 2 }),
        maxHeadingLevel: field(number({ integer: true, min: 2, max: 6 }), { default: 3 }),
      },
      {
        onValue: (v, node, ctx) => {
          if (v.minHeadingLevel > v.maxHeadingLevel) report(ctx, node, 'docs.toc.minHeadingLevel must not be greater than maxHeadingLevel');
        },
      },
    ),
    { default: () => ({ minHeadingLevel: 2, maxHeadingLevel: 3 }) },
  ),
  editUrl: field(urlString),
  version: field(
    object({
      mainDoc: field(string({ nonEmpty: true }), { required: true }),
      name: field(moved('docs.versions (the current docs are the version "current")')),
      label: field(moved('docs.versions.current.label')),
      path: field(moved('docs.versions.current.path')),
    }),
    { required: true },
  ),
  versions: field(record(versionSettings), { default: () => ({}) }),
  lastVersion: field(string({ nonEmpty: true })),
  onlyIncludeVersions: field(list(string({ nonEmpty: true }))),
  includeCurrentVersion: field(boolean(), { default: true }),
  disableVersioning: field(boolean(), { default: false }),
}) as Validator<DocsOptions>;

const announcementBar: Validator<AnnouncementBar> = object({
  id: field(string({ nonEmpty: true }), { required: true }),
  content: field(string({ nonEmpty: true }), { required: true }),
  backgroundColor: field(string(), { default: '#fff' }),
  textColor: field(string(), { default: '#000' }),
  isCloseable: field(boolean(), { default: true }),
});

const colorMode: Validator<ColorModeOptions> = object({
  defaultMode: field(literal('light', 'dark'), { default: 'light' }),
  respectPrefersColorScheme: field(boolean(), { default: false }),
  disableSwitch: field(boolean(), { default: false }),
}) as Validator<ColorModeOptions>;

const search: Validator<SearchOptions> = object({
  appId: field(string()),
  apiKey: field(string()),
  indexName: field(string({ nonEmpty: true }), { required: true }),
  contextualSearch: field(boolean(), { default: true }),
  host: field(string({ pattern: /^(https?:\/\/[^\s]+)?$/, patternHint: 'Write an absolute http(s) URL, or leave it empty.' })),
});

const redirect: Validator<Redirect> = withPlace(
  object({
    from: field(routeString, { required: true }),
    to: field(routeString, { required: true }),
  }),
);

const metaTag: Validator<MetaTag> = object(
  { name: field(string()), property: field(string()), content: field(string(), { required: true }) },
  {
    onValue: (v, node, ctx) => {
      if (!v.name === !v.property) report(ctx, node, 'a metadata entry needs exactly one of "name" or "property"');
    },
  },
);

const COMPONENTS_FOLDER = string({
  nonEmpty: true,
  pattern: /^(?!\/)(?!.*(^|\/)\.\.(\/|$))/,
  patternHint: 'Write a folder relative to the site root, like "src/components".',
});

/** A package name (`remark-toc`, `@scope/rehype-x`) or a file relative to the site root (`./plugins/x.mjs`). */
const PLUGIN_NAME = /^(\.{1,2}\/[^\0]+|(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w.@-]+)*)$/i;
const pluginName = string({
  nonEmpty: true,
  pattern: PLUGIN_NAME,
  patternHint: 'Write a package name ("remark-toc") or a file relative to the site root starting with "./" ("./plugins/my-plugin.mjs").',
});

/** Any YAML value, as plain data (a plugin's options). */
const anyValue: Validator<JsonValue> = (node) => (node as { toJSON(): JsonValue }).toJSON();

/** `- remark-toc`, or `- name: remark-toc` with `options:`; the place of each is kept for messages about it. */
const markdownPlugin: Validator<MarkdownPluginConfig> = (node, ctx, path) => {
  const value = isScalar(node)
    ? (() => {
        const name = pluginName(node, ctx, path);
        return name === undefined ? undefined : { name };
      })()
    : object({ name: field(pluginName, { required: true }), options: field(anyValue) })(node, ctx, path);
  return value && { ...value, place: placeOf(node, ctx) };
};

const math: Validator<MathOptions> = (node, ctx, path) => {
  if (isScalar(node) && typeof node.value === 'boolean') return { enabled: node.value, strict: true };
  return object({ enabled: field(boolean(), { default: true }), strict: field(boolean(), { default: true }) })(node, ctx, path);
};

/**
 * `llms: false`, or `{enabled, copyPage}`. The button copies the page's Markdown file, so it needs the files:
 * `copyPage` follows `enabled` unless written, and written `true` beside `enabled: false` is an error at it.
 */
const llms: Validator<LlmsOptions> = (node, ctx, path) => {
  if (isScalar(node) && typeof node.value === 'boolean') return { enabled: node.value, copyPage: node.value };
  const value = object({ enabled: field(boolean()), copyPage: field(boolean()) })(node, ctx, path);
  if (!value) return undefined;
  const enabled = value.enabled ?? true;
  if (value.copyPage === true && !enabled) {
    const pair = isMap(node) ? node.items.find((p) => isScalar(p.key) && p.key.value === 'copyPage') : undefined;
    return report(
      ctx,
      (pair?.value as Node | undefined) ?? node,
      `${path}.copyPage needs ${path}.enabled: the "Copy page" button copies the page's Markdown file, which ${path}.enabled: false leaves out`,
      'Remove copyPage (it follows enabled), or set enabled: true.',
    );
  }
  return { enabled, copyPage: value.copyPage ?? enabled };
};

const markdown = object({
  components: field(COMPONENTS_FOLDER),
  remarkPlugins: field(list(markdownPlugin), { default: () => [] }),
  rehypePlugins: field(list(markdownPlugin), { default: () => [] }),
  math: field(math, { default: () => ({ enabled: true, strict: true }) }),
  mermaid: field(boolean(), { default: true }),
});

export const siteConfigSchema = object({
  title: field(string({ nonEmpty: true }), { required: true }),
  tagline: field(string()),
  url: field(string({ pattern: /^https?:\/\/[^/\s]+$/, patternHint: 'Write the origin only, like "https://docs.example.com" (no path, no trailing slash).' }), {
    required: true,
  }),
  baseUrl: field(literal('/'), { default: '/' }),
  trailingSlash: field(literal(false), { default: false }),
  titleDelimiter: field(string({ nonEmpty: true }), { default: '|' }),
  favicon: field(string()),
  image: field(string()),
  i18n: field(
    object(
      {
        defaultLocale: field(localeName, { default: 'en' }),
        locales: field(list(localeName), { default: () => ['en'] }),
        localeConfigs: field(record(localeConfig), { default: () => ({}) }),
      },
      {
        onValue: (v, node, ctx) => {
          if (!v.locales.includes(v.defaultLocale)) report(ctx, node, `i18n.locales must include the default locale "${v.defaultLocale}"`);
          const twice = v.locales.find((locale, i) => v.locales.indexOf(locale) !== i);
          if (twice) report(ctx, node, `i18n.locales lists "${twice}" twice`);
          const unknown = Object.keys(v.localeConfigs).find((locale) => !v.locales.includes(locale));
          if (unknown)
            report(ctx, node, `i18n.localeConfigs names "${unknown}", which is not in i18n.locales`, 'Add it to i18n.locales, or remove its settings.');
          const paths = [...new Set(v.locales)]
            .filter((l) => l !== v.defaultLocale)
            .map((l) => ((v.localeConfigs as Record<string, { path?: string }>)[l]?.path ?? l).replace(/^\/+|\/+$/g, ''));
          const clash = paths.find((p, i) => paths.indexOf(p) !== i);
          if (clash) report(ctx, node, `two locales are served at /${clash}`, 'Give one of them another localeConfigs.<locale>.path.');
        },
      },
    ),
    { default: () => ({ defaultLocale: 'en', locales: ['en'], localeConfigs: {} }) },
  ),
  navbar: field(
    object({
      title: field(string()),
      logo: field(logo),
      hideOnScroll: field(boolean(), { default: false }),
      items: field(list(navbarItem), { default: () => [] }),
    }),
    { required: true },
  ),
  footer: field(object({ logo: field(logo), copyright: field(string(), { default: '' }), links: field(footerLinks, { default: () => [] }) }), {
    default: () => ({ copyright: '', links: [] as FooterColumn[] }),
  }),
  docs: field(docs, { required: true }),
  announcementBar: field(announcementBar),
  colorMode: field(colorMode, { default: () => ({ defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false }) }),
  search: field(search, { default: () => ({ indexName: 'docs', contextualSearch: true }) }),
  redirects: field(list(redirect), { default: () => [] }),
  metadata: field(list(metaTag), { default: () => [] }),
  onBrokenLinks: field(reportLevel, { default: 'throw' }),
  onBrokenMarkdownLinks: field(reportLevel, { default: 'warn' }),
  onBrokenAnchors: field(reportLevel, { default: 'throw' }),
  onDuplicateRoutes: field(reportLevel, { default: 'warn' }),
  staticDir: field(string({ nonEmpty: true }), { default: 'static' }),
  pagesDir: field(string({ nonEmpty: true }), { default: 'pages' }),
  markdown: field(markdown, {
    default: () => ({ remarkPlugins: [], rehypePlugins: [], math: { enabled: true, strict: true }, mermaid: true }) as unknown as MarkdownOptions,
  }),
  llms: field(llms, { default: () => ({ enabled: true, copyPage: true }) }),
}) as unknown as Validator<SiteConfig>;

/** Fill what the schema cannot default on its own (values that depend on other values). */
export function completeSiteConfig(config: SiteConfig): SiteConfig {
  const localeConfigs: Record<string, LocaleConfig> = {};
  for (const locale of config.i18n.locales) {
    const given = config.i18n.localeConfigs[locale];
    localeConfigs[locale] = {
      label: given?.label ?? defaultLocaleLabel(locale),
      direction: given?.direction ?? defaultDirection(locale),
      calendar: given?.calendar ?? 'gregory',
      htmlLang: given?.htmlLang ?? locale,
      ...(given?.path ? { path: given.path.replace(/^\/+|\/+$/g, '') } : {}),
    };
  }
  return { ...config, i18n: { ...config.i18n, localeConfigs } };
}
