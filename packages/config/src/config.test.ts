import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DiagnosticError, type Diagnostic } from '@docgen/core';
import { parseCategoryMeta, parseSidebars, parseSiteConfig, parseTranslationFile } from './index.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

function errorsOf(fn: () => unknown): Diagnostic[] {
  try {
    fn();
  } catch (e) {
    if (e instanceof DiagnosticError) return e.diagnostics;
    throw e;
  }
  throw new Error('expected a DiagnosticError');
}

describe('site.config.yaml', () => {
  it('accepts a complete configuration and fills defaults', () => {
    const config = parseSiteConfig({ file: 'site.config.yaml', text: fixture('valid/site.config.yaml'), env: { APP: 'abc' } });
    expect(config.title).toBe('Example Docs');
    expect(config.baseUrl).toBe('/');
    expect(config.trailingSlash).toBe(false);
    expect(config.titleDelimiter).toBe('|');
    expect(config.docs.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.docs.sidebar).toEqual({ collapsible: true, hideable: true, autoCollapseCategories: false });
    expect(config.i18n.localeConfigs.en).toEqual({ label: 'English', direction: 'ltr', calendar: 'gregory', htmlLang: 'en' });
    expect(config.navbar.items.map((i) => i.type)).toEqual(['docSidebar', 'link', 'search', 'link']);
    expect(config.announcementBar).toMatchObject({ id: 'bar-1', isCloseable: true });
    expect(config.search).toEqual({ appId: 'abc', apiKey: '', indexName: 'fedml', contextualSearch: true });
    expect(config.redirects).toEqual([{ from: '/old', to: '/intro', place: { file: 'site.config.yaml', line: 29, column: 5 } }]);
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenMarkdownLinks).toBe('warn');
  });

  it('names file, line and column of an unknown key, with a suggestion', () => {
    const [d, ...rest] = errorsOf(() => parseSiteConfig({ file: 'site.config.yaml', text: fixture('invalid/unknown-key.yaml') }));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: 'site.config.yaml', line: 4, column: 3, message: 'unknown key "navbar.titel"', expected: ['title'] });
  });

  it('reports a wrong type at the value', () => {
    const [d] = errorsOf(() => parseSiteConfig({ file: 'site.config.yaml', text: fixture('invalid/wrong-type.yaml') }));
    expect(d).toMatchObject({ line: 8, column: 16, message: 'docs.breadcrumbs must be true or false, got the string "yes please"' });
  });

  it('reports an unknown navbar item type with the allowed ones', () => {
    const [d] = errorsOf(() => parseSiteConfig({ file: 'site.config.yaml', text: fixture('invalid/navbar-type.yaml') }));
    expect(d.message).toBe('navbar.items[1] has an unknown navbar item type "docSidbar"');
    expect(d.expected).toEqual(['docSidebar']);
    expect(d.hint).toBe('Allowed types: docSidebar, doc, link, dropdown, docsVersionDropdown, docsVersion, localeDropdown, search');
    expect(d).toMatchObject({ line: 6, column: 13 });
  });

  it('reports keys and types named like built-in properties of objects as unknown', () => {
    const text = (rest: string) => `title: T\nurl: https://x.example.com\ndocs: { version: { mainDoc: intro } }\n${rest}`;
    const [key] = errorsOf(() => parseSiteConfig({ file: 'site.config.yaml', text: text('navbar: {}\ntoString: x\n') }));
    expect(key).toMatchObject({ line: 5, column: 1, message: 'unknown key "toString"', ruleId: 'config/unknown-key' });
    const [type] = errorsOf(() => parseSiteConfig({ file: 'site.config.yaml', text: text('navbar:\n  items: [{ type: constructor }]\n') }));
    expect(type).toMatchObject({ line: 5, column: 19, message: 'navbar.items[0] has an unknown navbar item type "constructor"' });
  });

  it('reports invalid YAML syntax with its position', () => {
    const errors = errorsOf(() => parseSiteConfig({ file: 'site.config.yaml', text: 'title: x\nnavbar:\n  items: a: b\n' }));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ ruleId: 'config/yaml-syntax', line: 3, column: 10 });
  });

  it('reports every missing required key', () => {
    const errors = errorsOf(() => parseSiteConfig({ file: 'site.config.yaml', text: 'tagline: only this\n' }));
    expect(errors.map((e) => e.message)).toEqual(['title is required', 'url is required', 'navbar is required', 'docs is required']);
  });

  it('keeps the place of every written value, for messages of later stages', () => {
    const config = parseSiteConfig({ file: 'site.config.yaml', text: fixture('places/site.config.yaml') });
    const at = (key: string) => config.places[key];
    expect(at('favicon')).toEqual({ file: 'site.config.yaml', line: 3, column: 10, textColumn: 10 });
    expect(at('navbar.logo.src')).toMatchObject({ line: 6, column: 10 });
    expect(at('navbar.logo.href')).toMatchObject({ line: 7, column: 11 });
    expect(at('docs.version.mainDoc')).toMatchObject({ line: 16, column: 14 });
    // A quoted string: its characters start one column after the quote.
    expect(at('announcementBar.content')).toEqual({ file: 'site.config.yaml', line: 19, column: 12, textColumn: 13 });
    // Defaults are not written anywhere.
    expect(at('onBrokenLinks')).toBeUndefined();
    // The theme gets chosen fields; places stay out of the objects it passes to the browser.
    expect(config.navbar.logo).toEqual({ src: 'img/logo.svg', href: '/home', alt: '' });
    expect(config.announcementBar).not.toHaveProperty('place');
  });

  it('gives no text column to a string written differently from its value', () => {
    const text = 'title: T\nurl: https://t.test\nnavbar: {}\ndocs: { version: { mainDoc: a } }\nannouncementBar:\n  id: x\n  content: "Say \\"hi\\""\n';
    const config = parseSiteConfig({ file: 'site.config.yaml', text });
    expect(config.announcementBar?.content).toBe('Say "hi"');
    expect(config.places['announcementBar.content']).toEqual({ file: 'site.config.yaml', line: 7, column: 12 });
  });

  it('gives dropdown items their place', () => {
    const config = parseSiteConfig({ file: 'site.config.yaml', text: fixture('places/site.config.yaml') });
    const [dropdown] = config.navbar.items;
    expect(dropdown.type === 'dropdown' && dropdown.items.map((i) => i.place)).toEqual([
      { file: 'site.config.yaml', line: 12, column: 11 },
      { file: 'site.config.yaml', line: 13, column: 11 },
    ]);
  });

  it('points an unclosed quote at where the value starts', () => {
    const errors = errorsOf(() => parseSiteConfig({ file: 'site.config.yaml', text: 'title: "Docs\nurl: https://t.test\nnavbar: {}\n' }));
    expect(errors).toEqual([
      expect.objectContaining({ line: 1, column: 8, message: 'invalid YAML: the quote that starts this value is never closed', ruleId: 'config/yaml-syntax' }),
    ]);
  });

  it('points an unclosed [ or { at where the value starts', () => {
    const list = errorsOf(() =>
      parseSiteConfig({ file: 'site.config.yaml', text: 'title: Docs\nurl: https://t.test\nnavbar:\n  items: [{ type: search }\ndocs: {}\n' }),
    );
    expect(list).toEqual([expect.objectContaining({ line: 4, column: 10, message: 'invalid YAML: the "[" that starts this value is never closed with "]"' })]);
    const map = errorsOf(() => parseSiteConfig({ file: 'site.config.yaml', text: 'title: Docs\nnavbar: { title: x\nurl: https://t.test\n' }));
    expect(map).toEqual([expect.objectContaining({ line: 2, column: 9, message: 'invalid YAML: the "{" that starts this value is never closed with "}"' })]);
  });

  it('rejects a navbar link with both to and href', () => {
    const text = fixture('valid/site.config.yaml').replace('href: https://example.com/blog', 'href: https://example.com/blog\n      to: /intro');
    const [d] = errorsOf(() => parseSiteConfig({ file: 'site.config.yaml', text }));
    expect(d.message).toContain('exactly one of "to"');
  });
});

describe('footer links', () => {
  it('reads columns of links, each link with the place of its target', () => {
    const config = parseSiteConfig({ file: 'site.config.yaml', text: fixture('footer/columns.yaml') });
    expect(config.footer.links.map((c) => [c.title, c.items.map((l) => l.label)])).toEqual([
      ['Docs', ['Getting started', 'Reference']],
      ['Community', ['GitHub']],
    ]);
    expect(config.footer.links[0].items[1]).toMatchObject({ to: '/reference/cli', place: { file: 'site.config.yaml', line: 15, column: 15 } });
    expect(config.footer.links[1].items[0].href).toBe('https://github.com/example/docs');
  });

  it('keeps a simple footer (a row of links) as one column without a title', () => {
    const config = parseSiteConfig({ file: 'site.config.yaml', text: fixture('footer/simple.yaml') });
    expect(config.footer.links).toEqual([
      {
        items: [
          expect.objectContaining({ label: 'Privacy', to: '/privacy' }),
          expect.objectContaining({ label: 'Status', href: 'https://status.example.com' }),
        ],
      },
    ]);
  });

  it('has no links by default', () => {
    expect(parseSiteConfig({ file: 'site.config.yaml', text: fixture('valid/site.config.yaml') }).footer.links).toEqual([]);
  });

  it('reports a list that mixes columns and single links at the first single link', () => {
    const [d] = errorsOf(() => parseSiteConfig({ file: 'site.config.yaml', text: fixture('footer/mixed.yaml') }));
    expect(d).toMatchObject({ line: 13, column: 7 });
    expect(d.message).toContain('mixes columns');
  });

  it('needs exactly one of to and href on a footer link', () => {
    const text = fixture('footer/simple.yaml').replace('      to: /privacy', '      to: /privacy\n      href: https://example.com/privacy');
    const [d] = errorsOf(() => parseSiteConfig({ file: 'site.config.yaml', text }));
    expect(d.message).toContain('a footer link needs exactly one of "to"');
  });
});

describe('output for AI readers (llms)', () => {
  const base = 'title: T\nurl: https://t.test\nnavbar: {}\ndocs: { version: { mainDoc: a } }\n';
  const llms = (yaml: string) => parseSiteConfig({ file: 'site.config.yaml', text: base + yaml }).llms;

  it('writes the files and the Copy page button by default', () => {
    expect(llms('')).toEqual({ enabled: true, copyPage: true });
  });

  it('turns both off with llms: false, or one at a time', () => {
    expect(llms('llms: false\n')).toEqual({ enabled: false, copyPage: false });
    expect(llms('llms: { copyPage: false }\n')).toEqual({ enabled: true, copyPage: false });
    // The button copies the Markdown file: without the files it is off unless asked for.
    expect(llms('llms: { enabled: false }\n')).toEqual({ enabled: false, copyPage: false });
  });

  it('refuses the button without the files it copies, at the button setting', () => {
    const [d, ...rest] = errorsOf(() => parseSiteConfig({ file: 'site.config.yaml', text: `${base}llms:\n  enabled: false\n  copyPage: true\n` }));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({
      file: 'site.config.yaml',
      line: 7,
      column: 13,
      ruleId: 'config/invalid',
      hint: 'Remove copyPage (it follows enabled), or set enabled: true.',
    });
    expect(d.message).toMatch(/^llms\.copyPage needs llms\.enabled/);
  });

  it('reports a wrong value and an unknown key at their place', () => {
    const errors = errorsOf(() => parseSiteConfig({ file: 'site.config.yaml', text: `${base}llms:\n  enabled: yes please\n  copyPages: true\n` }));
    expect(errors.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '6:12 llms.enabled must be true or false, got the string "yes please"',
      '7:3 unknown key "llms.copyPages"',
    ]);
    expect(errors[1].expected).toEqual(['copyPage']);
  });
});

describe('sidebars.yaml', () => {
  it('reads doc ids, autogenerated folders, categories and links with their places', () => {
    const sidebars = parseSidebars({ file: 'sidebars.yaml', text: fixture('valid/sidebars.yaml') });
    expect(Object.keys(sidebars)).toEqual(['guide', 'api']);
    const [intro, category, link] = sidebars.guide.items;
    expect(intro).toEqual({ type: 'doc', id: 'intro', place: { file: 'sidebars.yaml', line: 2, column: 5 } });
    expect(category).toMatchObject({ type: 'category', label: 'Guides', collapsed: false, link: { type: 'generated-index', description: 'All guides' } });
    // A link without slug or id is placed at its mapping.
    expect(category.type === 'category' && category.link).toMatchObject({ place: { file: 'sidebars.yaml', line: 6, column: 11 } });
    expect(link).toMatchObject({ type: 'link', label: 'GitHub', href: 'https://github.com/example' });
    expect(sidebars.api.items[0]).toMatchObject({ type: 'autogenerated', dirName: 'api' });
  });

  it('reports an unknown item type and an unknown key', () => {
    const errors = errorsOf(() => parseSidebars({ file: 'sidebars.yaml', text: fixture('invalid/sidebars.yaml') }));
    expect(errors.map((e) => [e.line, e.column, e.message]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [3, 11, 'guide[0] has an unknown sidebar item type "categroy"'],
      [5, 5, 'guide[1].label is required'],
      [6, 5, 'unknown key "guide[1].lable"'],
    ]);
  });
});

describe('_category_ files', () => {
  it('reads label, position and a generated-index link', () => {
    const meta = parseCategoryMeta({
      file: 'docs/a/_category_.json',
      text: '{"label": "A", "position": 2, "link": {"type": "generated-index", "slug": "a-things"}}',
    });
    expect(meta).toEqual({
      label: 'A',
      position: 2,
      link: { type: 'generated-index', slug: 'a-things', place: { file: 'docs/a/_category_.json', line: 1, column: 75 } },
      place: { file: 'docs/a/_category_.json', line: 1, column: 1 },
    });
  });

  it("keeps the place of a doc link's id, so an unknown id is reported in this file", () => {
    const meta = parseCategoryMeta({ file: 'docs/guides/_category_.json', text: fixture('places/_category_.json') });
    expect(meta.link).toEqual({ type: 'doc', id: 'guides/overview', place: { file: 'docs/guides/_category_.json', line: 3, column: 34 } });
  });

  it("accepts Docusaurus's keys docgen does not use, and leaves them out", () => {
    const meta = parseCategoryMeta({
      file: 'docs/a/_category_.json',
      text: '{"label": "A", "key": "a-en", "customProps": {"x": 1}, "link": {"type": "generated-index", "image": "/img/a.png", "keywords": ["a"]}}',
    });
    expect(meta).toEqual({
      label: 'A',
      link: { type: 'generated-index', place: { file: 'docs/a/_category_.json', line: 1, column: 64 } },
      place: { file: 'docs/a/_category_.json', line: 1, column: 1 },
    });
  });

  it('keeps an explicit null link apart from no link', () => {
    expect(parseCategoryMeta({ file: 'x', text: 'label: B\nlink: null\n' }).link).toBeNull();
    expect('link' in parseCategoryMeta({ file: 'x', text: 'label: B\n' })).toBe(false);
  });

  it('names the line of a bad value', () => {
    const [d] = errorsOf(() => parseCategoryMeta({ file: 'docs/a/_category_.json', text: '{\n  "label": "A",\n  "position": "first"\n}' }));
    expect(d).toMatchObject({ file: 'docs/a/_category_.json', line: 3, column: 15, message: 'position must be a number, got the string "first"' });
  });
});

describe('locales', () => {
  const site = (i18n: string) =>
    `title: T\nurl: https://t.test\nnavbar: { items: [{ type: localeDropdown, position: right }] }\ndocs: { version: { mainDoc: intro } }\n${i18n}`;

  it('names each locale in its own language and writes right-to-left languages so, unless told otherwise', () => {
    const config = parseSiteConfig({
      file: 'site.config.yaml',
      text: site('i18n: { defaultLocale: en, locales: [en, ar, fr], localeConfigs: { fr: { label: French, path: francais } } }'),
    });
    expect(config.i18n.localeConfigs.ar).toEqual({ label: 'العربية', direction: 'rtl', calendar: 'gregory', htmlLang: 'ar' });
    expect(config.i18n.localeConfigs.fr).toEqual({ label: 'French', direction: 'ltr', calendar: 'gregory', htmlLang: 'fr', path: 'francais' });
    expect(config.navbar.items[0]).toMatchObject({ type: 'localeDropdown', position: 'right', dropdownItemsBefore: [], dropdownItemsAfter: [] });
  });

  it('reports locales that cannot be a folder and a URL segment, twice listed, or served at one path', () => {
    const problems = (i18n: string) => {
      try {
        parseSiteConfig({ file: 'site.config.yaml', text: site(i18n) });
      } catch (e) {
        return (e as DiagnosticError).diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);
      }
      return [];
    };
    expect(problems('i18n: { defaultLocale: en, locales: [en, "fr/ca"] }')).toEqual(['5:42 i18n.locales[1] has an invalid value "fr/ca"']);
    expect(problems('i18n: { defaultLocale: en, locales: [en, fr, fr] }')).toEqual(['5:7 i18n.locales lists "fr" twice']);
    expect(problems('i18n: { defaultLocale: en, locales: [en, fr, de], localeConfigs: { de: { path: fr } } }')).toEqual(['5:7 two locales are served at /fr']);
    expect(problems('i18n: { defaultLocale: en, locales: [en], localeConfigs: { fr: { label: F } } }')).toEqual([
      '5:7 i18n.localeConfigs names "fr", which is not in i18n.locales',
    ]);
  });
});

describe('translation files', () => {
  it('reads messages as Docusaurus writes them, with the place of each', () => {
    const file = parseTranslationFile({
      file: 'i18n/fr/code.json',
      text: '{\n  "theme.docs.paginator.next": {\n    "message": "Suivant",\n    "description": "Next"\n  }\n}\n',
    });
    expect(file.messages).toEqual({ 'theme.docs.paginator.next': 'Suivant' });
    expect(file.places['theme.docs.paginator.next']).toEqual({ file: 'i18n/fr/code.json', line: 3, column: 16 });
    expect(parseTranslationFile({ file: 'x.json', text: '' }).messages).toEqual({});
  });

  it('reports invalid JSON and messages without text at their place', () => {
    const problems = (text: string) => {
      try {
        parseTranslationFile({ file: 'i18n/fr/navbar.json', text });
      } catch (e) {
        return (e as DiagnosticError).diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);
      }
      return [];
    };
    expect(problems('{\n  "title": {"message": "Kite"\n}')).toEqual([expect.stringMatching(/^\d+:\d+ invalid JSON: /)]);
    expect(problems('{\n  "title": "Kite",\n  "item.label.Docs": {"message": 3}\n}')).toEqual([
      '2:12 "title" has no "message" string',
      '3:22 "item.label.Docs" has no "message" string',
    ]);
    expect(problems('["title"]')).toEqual(['1:1 a translation file must be a JSON object of messages']);
  });
});
