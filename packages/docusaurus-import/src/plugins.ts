/**
 * Sorting out `presets`, `plugins` and `themes`: the classic preset's options and the plugins that carry content
 * options (docs, pages, blog, sitemap, redirects) are picked out, whichever way they were declared; everything else
 * is listed for the report.
 */
import path from 'node:path';
import { entries } from './project.js';
import { dict, isDict, str, stubName, type Dict } from './values.js';

export type PluginKind = 'preset' | 'plugin' | 'theme';

/** One entry of `presets`, `plugins` or `themes`. */
export interface PluginUse {
  kind: PluginKind;
  /** The package, with Docusaurus's short names expanded: `@docusaurus/plugin-content-docs`. */
  name: string;
  /** As written, to find it in the file: the string, or a function's name. */
  written: string;
  options: Dict;
  /** Set when the entry was disabled (`false`, `null`), which Docusaurus allows. */
  disabled?: boolean;
}

export interface PluginSetup {
  /** Options of the default docs instance; `false` when the preset turns docs off. */
  docs: Dict | false;
  /** Where the docs options were written: `presets` (classic preset's `docs`) or `plugins`. */
  docsFrom: PluginKind;
  /** The docs plugin's name as written, when the options are a plugin's. */
  docsWritten?: string;
  /** Further docs instances (`id` other than `default`). */
  extraDocs: PluginUse[];
  pages: Dict | false;
  /** `undefined` when the classic preset enables the blog by default without options. */
  blog: Dict | false | undefined;
  sitemap: Dict | false | undefined;
  /** The classic preset's `theme` options (`customCss`). */
  theme: Dict;
  /** Options of the classic preset that are other plugins (`gtag`, `googleTagManager`, `googleAnalytics`, `svgr`…). */
  presetPlugins: Array<{ key: string; options: unknown }>;
  redirects: PluginUse[];
  /** Every other plugin, theme and preset. */
  others: PluginUse[];
}

const CLASSIC = '@docusaurus/preset-classic';
/** Official packages that may be written by their short names. */
const OFFICIAL: Record<PluginKind, string[]> = {
  preset: ['classic'],
  plugin: [
    'content-docs',
    'content-blog',
    'content-pages',
    'content-showcase',
    'client-redirects',
    'sitemap',
    'debug',
    'ideal-image',
    'pwa',
    'google-analytics',
    'google-gtag',
    'google-tag-manager',
    'svgr',
    'rsdoctor',
    'vercel-analytics',
    'css-cascade-layers',
  ],
  theme: ['classic', 'live-codeblock', 'mermaid', 'search-algolia'],
};

/** Docusaurus's name resolution for the official packages; anything else is kept as written. */
export function canonicalName(written: string, kind: PluginKind): string {
  let name = written;
  // `require.resolve('some-plugin')` gives a path inside node_modules.
  const inModules = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(name);
  if (inModules) name = inModules[1].replace(/\\/g, '/');
  const core = name
    .replace(/^@docusaurus\//, '')
    .replace(/^docusaurus-/, '')
    .replace(new RegExp(`^${kind}-`), '');
  return OFFICIAL[kind].includes(core) ? `@docusaurus/${kind}-${core}` : name;
}

function use(kind: PluginKind, entry: unknown, options: unknown, projectDir: string): PluginUse | undefined {
  if (entry === false || entry === null || entry === undefined) return undefined;
  if (typeof entry === 'string') {
    const written = path.isAbsolute(entry) && !/node_modules/.test(entry) ? path.relative(projectDir, entry).split(path.sep).join('/') : entry;
    return { kind, name: canonicalName(written, kind), written: entry, options: dict(options) };
  }
  const stub = stubName(entry);
  if (stub) return { kind, name: canonicalName(stub.replace(/\.default$/, ''), kind), written: stub, options: dict(options) };
  if (typeof entry === 'function') {
    const name = entry.name || `an inline ${kind}`;
    return { kind, name, written: entry.name, options: dict(options) };
  }
  if (isDict(entry) && typeof entry.name === 'string') return { kind, name: entry.name, written: entry.name, options: {} };
  return undefined;
}

/** Sorts the configuration's presets, plugins and themes. */
export function pluginSetup(config: Dict, projectDir: string): PluginSetup {
  const setup: PluginSetup = {
    docs: {},
    docsFrom: 'plugin',
    extraDocs: [],
    pages: false,
    blog: false,
    sitemap: false,
    theme: {},
    presetPlugins: [],
    redirects: [],
    others: [],
  };
  let docsSeen = false;
  const kinds: Array<[PluginKind, unknown]> = [
    ['preset', config.presets],
    ['plugin', config.plugins],
    ['theme', config.themes],
  ];
  for (const [kind, value] of kinds) {
    for (const { entry, options } of entries(value)) {
      const plugin = use(kind, entry, options, projectDir);
      if (!plugin) continue;
      if (plugin.name === CLASSIC) {
        const o = dict(options);
        // The classic preset turns a plugin off with `false`; without options it is on, with defaults.
        setup.docs = o.docs === false ? false : dict(o.docs);
        setup.docsFrom = 'preset';
        docsSeen = true;
        setup.pages = o.pages === false ? false : dict(o.pages);
        setup.blog = o.blog === false ? false : isDict(o.blog) ? o.blog : undefined;
        setup.sitemap = o.sitemap === false ? false : isDict(o.sitemap) ? o.sitemap : undefined;
        setup.theme = dict(o.theme);
        for (const key of ['gtag', 'googleTagManager', 'googleAnalytics', 'svgr', 'debug']) {
          if (o[key] !== undefined && o[key] !== false) setup.presetPlugins.push({ key, options: o[key] });
        }
        continue;
      }
      switch (plugin.name) {
        case '@docusaurus/plugin-content-docs': {
          const id = str(plugin.options.id) ?? 'default';
          if (id === 'default' && !docsSeen) {
            setup.docs = plugin.options;
            setup.docsFrom = 'plugin';
            setup.docsWritten = plugin.written;
            docsSeen = true;
          } else setup.extraDocs.push(plugin);
          break;
        }
        case '@docusaurus/plugin-content-pages':
          if ((str(plugin.options.id) ?? 'default') === 'default') setup.pages = plugin.options;
          else setup.others.push(plugin);
          break;
        case '@docusaurus/plugin-content-blog':
          setup.blog = plugin.options;
          break;
        case '@docusaurus/plugin-sitemap':
          setup.sitemap = plugin.options;
          break;
        case '@docusaurus/plugin-client-redirects':
          setup.redirects.push(plugin);
          break;
        default:
          setup.others.push(plugin);
      }
    }
  }
  if (!docsSeen) setup.docs = false;
  return setup;
}
