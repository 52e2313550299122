import { describe, expect, it } from 'vitest';
import { mapFooter } from './map-footer.js';
import { mapTheme } from './map-theme.js';
import { noteLines, written } from './test-support.js';
import type { Dict } from './values.js';

function theme(text: string) {
  const { value, locate, notes } = written(text);
  const out = mapTheme(value.themeConfig as Dict, { notes, locate, baseUrl: '/' });
  return { theme: out, notes: noteLines(notes), info: notes.info };
}

describe('themeConfig → announcement bar, colour mode, search, image, metadata', () => {
  it('carries the announcement bar with Docusaurus defaults filled in', () => {
    // Documented defaults: id "announcement-bar", background #fff, text #000, closeable.
    expect(theme("module.exports = {themeConfig: {announcementBar: {content: 'New <b>release</b>'}}};").theme.announcementBar).toEqual({
      id: 'announcement-bar',
      content: 'New <b>release</b>',
      backgroundColor: '#fff',
      textColor: '#000',
      isCloseable: true,
    });
  });

  it('carries colour mode, Algolia, the social card and metadata', () => {
    const { theme: out, notes } = theme(`module.exports = {themeConfig: {
  colorMode: {defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false},
  algolia: {appId: 'APP', apiKey: 'KEY', indexName: 'docs', contextualSearch: false, searchParameters: {facetFilters: []}},
  image: '/img/card.png',
  metadata: [{name: 'twitter:card', content: 'summary'}, {property: 'og:type', content: 'website'}, {itemprop: 'name', content: 'x'}],
}};`);
    expect(out).toEqual({
      colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false },
      search: { appId: 'APP', apiKey: 'KEY', indexName: 'docs', contextualSearch: false },
      image: 'img/card.png',
      metadata: [
        { name: 'twitter:card', content: 'summary' },
        { property: 'og:type', content: 'website' },
      ],
    });
    expect(notes).toEqual(['docusaurus.config.js:3:86 algolia.searchParameters', 'docusaurus.config.js:5:3 metadata {"itemprop":"name","content":"x"}']);
  });

  it('reports code settings docgen does not take, and theme settings of other plugins', () => {
    const { notes, info } = theme(`const {themes} = {themes: {}};
module.exports = {themeConfig: {
  prism: {theme: 'github', darkTheme: 'dracula', defaultLanguage: 'js', additionalLanguages: ['rust'],
    magicComments: [{className: 'theme-code-block-highlighted-line', line: 'highlight-next-line'}, {className: 'error-line', line: 'error-next-line'}]},
  liveCodeBlock: {playgroundPosition: 'top'},
  zoom: {selector: '.markdown img'},
}};`);
    expect(notes).toEqual([
      'docusaurus.config.js:3:11 code themes github and dracula',
      'docusaurus.config.js:3:50 prism.defaultLanguage "js"',
      'docusaurus.config.js:4:5 custom magic comments (error-next-line)',
      'docusaurus.config.js:5:19 liveCodeBlock.playgroundPosition "top"',
      'docusaurus.config.js:6:3 themeConfig.zoom',
    ]);
    expect(info).toEqual(['prism.additionalLanguages: docgen loads the grammar of every language a code block names']);
  });
});

describe('themeConfig.footer → footer', () => {
  it('keeps link columns, the logo and the copyright (as text), and reports HTML items and the style', () => {
    const { value, locate, notes } = written(`module.exports = {themeConfig: {footer: {
  style: 'dark',
  logo: {alt: 'Org', src: '/img/org.png', href: 'https://org.example.com', width: 160, height: 51},
  links: [{title: 'Docs', items: [{label: 'A', to: '/a'}, {label: 'B', to: '/b'}]}, {title: 'More', items: [{html: '<a href="x">X</a>'}]}],
  copyright: 'Copyright &copy; 2024 Org. Built with <a href="https://docusaurus.io">Docusaurus</a>.',
}}};`);
    expect(mapFooter((value.themeConfig as Dict).footer, { notes, locate, baseUrl: '/' })).toEqual({
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'A', to: '/a' },
            { label: 'B', to: '/b' },
          ],
        },
      ],
      logo: { src: 'img/org.png', alt: 'Org', href: 'https://org.example.com', width: 160, height: 51 },
      copyright: 'Copyright © 2024 Org. Built with Docusaurus.',
    });
    expect(noteLines(notes)).toEqual([
      'docusaurus.config.js:2:3 footer style "dark"',
      'docusaurus.config.js:5:3 HTML of the footer copyright',
      'docusaurus.config.js:4:116 HTML footer item "X"',
    ]);
  });

  it('keeps a simple footer as one row of links, with the base URL taken off; reports what cannot be linked', () => {
    const { value, locate, notes } = written(`module.exports = {themeConfig: {footer: {links: [
  {label: 'A', href: 'https://a.example.com'},
  {label: 'Intro', to: '/docs/intro#start'},
  {label: 'Mail', href: 'mailto:team@example.com'},
  {label: 'Blog', to: '/docs/blog'},
]}}};`);
    const lost = (route: string) => (route === '/blog' ? 'the blog' : undefined);
    expect(mapFooter((value.themeConfig as Dict).footer, { notes, locate, baseUrl: '/docs/', lost })).toEqual({
      links: [
        {
          items: [
            { label: 'A', href: 'https://a.example.com' },
            { label: 'Intro', to: '/intro' },
          ],
        },
      ],
    });
    expect(noteLines(notes)).toEqual([
      'docusaurus.config.js:3:11 the "#start" of footer link "Intro"',
      'docusaurus.config.js:4:11 footer link "Mail" to mailto:team@example.com',
      'docusaurus.config.js:5:11 footer link "Blog" to /blog',
    ]);
  });
});
