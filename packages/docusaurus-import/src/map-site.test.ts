import { describe, expect, it } from 'vitest';
import { isDiagnosticError } from '@docgen/core';
import { mapSite, reportLevel } from './map-site.js';
import { noteLines, written } from './test-support.js';

function site(text: string) {
  const { value, locate, notes } = written(text);
  return { site: mapSite(value, { notes, locate }), notes: noteLines(notes), info: notes.info };
}

describe('the top of docusaurus.config.js → site.config.yaml', () => {
  it('carries title, tagline, url, favicon, title delimiter and the broken-link settings', () => {
    const { site: out, notes } = site(`module.exports = {
  title: 'Site', tagline: 'Docs for all', url: 'https://docs.example.com', baseUrl: '/', favicon: '/img/favicon.ico',
  titleDelimiter: '·', onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'throw', onDuplicateRoutes: 'ignore',
};`);
    expect(notes).toEqual([]);
    expect(out).toEqual({
      title: 'Site',
      tagline: 'Docs for all',
      url: 'https://docs.example.com',
      baseUrl: '/',
      trailingSlash: false,
      titleDelimiter: '·',
      // Docusaurus writes the favicon as a URL; docgen's is relative to the static folder.
      favicon: 'img/favicon.ico',
      onBrokenLinks: 'warn',
      onBrokenMarkdownLinks: 'throw',
      // Documented default of Docusaurus: a broken anchor only warns.
      onBrokenAnchors: 'warn',
      onDuplicateRoutes: 'ignore',
    });
  });

  it('serves from the root: a baseUrl is dropped from values and reported, as are trailing slashes', () => {
    const { site: out, notes } = site(`module.exports = {
  title: 'Site', url: 'https://example.github.io/', baseUrl: '/project/', trailingSlash: true, favicon: '/project/img/f.svg',
};`);
    expect(out).toMatchObject({ url: 'https://example.github.io', baseUrl: '/', trailingSlash: false, favicon: 'img/f.svg' });
    expect(notes).toEqual(['docusaurus.config.js:2:53 baseUrl "/project/"', 'docusaurus.config.js:2:75 trailingSlash: true']);
  });

  it('keeps every locale with its settings, the default one first', () => {
    const { site: out, notes } = site(`module.exports = {
  title: 'Site', url: 'https://example.com',
  i18n: {defaultLocale: 'fr', locales: ['en', 'fr', 'ar'], localeConfigs: {fr: {label: 'Français', htmlLang: 'fr-FR'}, ar: {direction: 'rtl', path: 'arabic'}}},
};`);
    expect(out.i18n).toEqual({
      defaultLocale: 'fr',
      locales: ['fr', 'en', 'ar'],
      localeConfigs: { fr: { label: 'Français', htmlLang: 'fr-FR' }, ar: { direction: 'rtl', path: 'arabic' } },
    });
    expect(notes).toEqual([]);
  });

  it('reports another translations folder than i18n/ and a locale that is not translated', () => {
    const { notes } = site(`module.exports = {
  title: 'Site', url: 'https://example.com',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr'], path: 'translations', localeConfigs: {fr: {translate: false}}},
};`);
    expect(notes).toEqual(['docusaurus.config.js:3:54 i18n.path "translations"', 'docusaurus.config.js:3:97 translate: false for locale fr']);
  });

  it('turns noIndex and meta head tags into metadata, and reports other head tags and scripts', () => {
    const { site: out, notes } = site(`module.exports = {
  title: 'Site', url: 'https://example.com', noIndex: true,
  headTags: [{tagName: 'meta', attributes: {property: 'og:site_name', content: 'Site'}}, {tagName: 'script', attributes: {src: '/a.js'}}],
  scripts: ['https://cdn.example.com/widget.js'], stylesheets: [], clientModules: ['./src/track.js'], customFields: {team: 'docs'},
};`);
    expect(out.metadata).toEqual([
      // Documented: noIndex adds <meta name="robots" content="noindex, nofollow">.
      { name: 'robots', content: 'noindex, nofollow' },
      { property: 'og:site_name', content: 'Site' },
    ]);
    expect(notes).toEqual([
      'docusaurus.config.js:4:3 scripts',
      'docusaurus.config.js:4:68 clientModules',
      'docusaurus.config.js:4:103 customFields',
      'docusaurus.config.js:3:100 head tag <script>',
    ]);
  });

  it('reads the Markdown hooks of Docusaurus 3.9 and reports Markdown features docgen lacks (Mermaid it has)', () => {
    const { site: out, notes } = site(`module.exports = {
  title: 'Site', url: 'https://example.com',
  markdown: {mermaid: true, anchors: {maintainCase: true}, hooks: {onBrokenMarkdownLinks: 'log', onBrokenMarkdownImages: 'warn'}, preprocessor: ({fileContent}) => fileContent},
};`);
    expect(out.onBrokenMarkdownLinks).toBe('warn');
    expect(notes).toEqual([
      'docusaurus.config.js:3:131 markdown.preprocessor',
      'docusaurus.config.js:3:29 markdown.anchors.maintainCase',
      'docusaurus.config.js:3:98 markdown.hooks.onBrokenMarkdownImages: warn',
    ]);
  });

  it('stops with the place of a missing title or url', () => {
    for (const [text, message] of [
      ["module.exports = {url: 'https://example.com'};", 'docusaurus.config.js has no "title"'],
      ["module.exports = {title: 'T'};", 'docusaurus.config.js has no "url"'],
      ["module.exports = {title: 'T', url: 'example dot com'};", 'url "example dot com" is not a URL'],
    ]) {
      let error: unknown;
      try {
        site(text);
      } catch (e) {
        error = e;
      }
      expect(isDiagnosticError(error) && error.diagnostics[0].message).toBe(message);
    }
  });

  it("maps Docusaurus's reporting levels to docgen's", () => {
    expect(['throw', 'warn', 'ignore', 'log', () => undefined, undefined].map(reportLevel)).toEqual(['throw', 'warn', 'ignore', 'warn', undefined, undefined]);
  });
});
