/** The translation table: every built-in language translates every text, keeps its values, and has its plural forms. */
import { describe, expect, it } from 'vitest';
import { ENGLISH } from './english.js';
import { SEARCH_ENGLISH, withSearchEnglish } from './english-search.js';
import { SHELL_ENGLISH } from './english-shell.js';
import { MESSAGES, type MessageId } from './messages.js';
import { BUILT_IN_LOCALES, builtInMessages, isBrowserMessage, stringOverrides, translationTable } from './table.js';
import { plural } from './plural.js';
import { translate, translateParts } from './translate.js';
import { formatDate } from '../components/DocFooter.js';

const ids = Object.keys(MESSAGES) as MessageId[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('built-in translations', () => {
  it('are French, German, Spanish, Simplified Chinese, Japanese and Arabic', () => {
    expect(BUILT_IN_LOCALES.sort()).toEqual(['ar', 'de', 'es', 'fr', 'ja', 'zh-Hans']);
  });

  for (const locale of ['fr', 'de', 'es', 'zh-Hans', 'ja', 'ar']) {
    it(`${locale}: translates every text, with the values the English text has`, () => {
      const messages = builtInMessages(locale);
      expect(ids.filter((id) => messages[id] === undefined)).toEqual([]);
      for (const id of ids) {
        // A plural message may leave {count} out of a form whose number is its word ("one item").
        const own = placeholders(messages[id]!).filter((p) => p !== 'count');
        const english = [...new Set(placeholders(MESSAGES[id].message).filter((p) => p !== 'count'))];
        expect(new Set(own), `${locale} ${id}`).toEqual(new Set(english));
      }
    });
  }

  it('match a locale by its language, and simplified Chinese by its region', () => {
    expect(builtInMessages('fr-CA')['theme.docs.paginator.next']).toBe('Suivant');
    expect(builtInMessages('zh-CN')['theme.docs.paginator.next']).toBe('下一页');
    expect(builtInMessages('zh-TW')).toEqual({});
    expect(builtInMessages('pt-BR')).toEqual({});
  });
});

describe('the table of a locale', () => {
  it("puts the site's code.json over the built-in texts", () => {
    const table = translationTable('ar', { 'theme.docs.paginator.next': 'الصفحة التالية', 'not.a.theme.id': 'x' });
    expect(table['theme.docs.paginator.next']).toBe('الصفحة التالية');
    expect(table['theme.docs.paginator.previous']).toBe('السابق');
    expect('not.a.theme.id' in table).toBe(false);
    expect(translationTable('pt')['theme.docs.paginator.next']).toBe('Next');
  });

  it('carries only what differs from English, and for the browser only what the browser shows', () => {
    expect(stringOverrides(translationTable('en'))).toEqual({});
    const all = stringOverrides(translationTable('ja'));
    const browser = stringOverrides(translationTable('ja'), { browser: true });
    expect(Object.keys(browser).length).toBeLessThan(Object.keys(all).length);
    expect(browser['theme.SearchBar.label']).toBe('検索');
    expect(browser['theme.ErrorPageContent.tryAgain']).toBe('再試行');
    expect(browser['theme.docs.versionBadge.label']).toBeUndefined();
    expect(isBrowserMessage('theme.docs.sidebar.navAriaLabel')).toBe(true);
    expect(isBrowserMessage('theme.NotFound.title')).toBe(false);
    expect(Object.keys(browser).sort()).toEqual(Object.keys({ ...SHELL_ENGLISH, ...SEARCH_ENGLISH }).sort());
  });
});

describe('reading a message', () => {
  it("fills its values, with the shell's English when the browser's table has no text", () => {
    expect(translate({}, 'docgen.versionsDropdown.ariaLabel', { versionLabel: '2.0' })).toBe('Docs version: 2.0');
    // The texts of pages are not in the browser's code: pages are rendered with a complete table.
    expect(translate({}, 'theme.docs.versionBadge.label')).toBe('theme.docs.versionBadge.label');
    expect(translate(ENGLISH, 'theme.docs.versionBadge.label', { versionLabel: '2.0' })).toBe('Version: 2.0');
    // The search islands' English comes with them, under the page's texts.
    expect(translate({}, 'docgen.SearchPage.searching')).toBe('docgen.SearchPage.searching');
    expect(translate(withSearchEnglish({}), 'docgen.SearchPage.searching')).toBe('Searching…');
    expect(translate(withSearchEnglish({ 'docgen.SearchPage.searching': 'Recherche…' }), 'docgen.SearchPage.searching')).toBe('Recherche…');
    expect(translate({ 'theme.docs.versionBadge.label': 'Version : {versionLabel}' }, 'theme.docs.versionBadge.label', { versionLabel: '2.0' })).toBe(
      'Version : 2.0',
    );
  });

  it('joins text next to text, so a sentence with a link is one text node around it', () => {
    const link = { type: 'a', props: {}, key: null } as never;
    expect(translateParts(ENGLISH, 'theme.docs.versions.latestVersionSuggestionLabel', { latestVersionLink: link, versionLabel: '2.0' })).toEqual([
      'For up-to-date documentation, see the ',
      link,
      ' (2.0).',
    ]);
    expect(translateParts(ENGLISH, 'theme.lastUpdated.lastUpdatedAtBy', { atDate: ['', ' on ', link], byUser: '' })).toEqual(['Last updated on ', link]);
  });

  it("chooses the plural form by the language's rules, in Docusaurus's order", () => {
    const id = 'theme.docs.DocCard.categoryDescription.plurals';
    expect([0, 1, 2, 5].map((n) => plural(ENGLISH, id, n, 'en'))).toEqual(['0 items', '1 item', '2 items', '5 items']);
    const ar = builtInMessages('ar');
    expect([0, 1, 2, 3, 11, 100].map((n) => plural(ar, id, n, 'ar'))).toEqual(['لا عناصر', 'عنصر واحد', 'عنصران', '3 عناصر', '11 عنصرًا', '100 عنصر']);
    // French has three categories (one, many, other) and writes two forms: the last serves the rest.
    expect([1, 2, 1_000_000].map((n) => plural(builtInMessages('fr'), id, n, 'fr'))).toEqual(['1 élément', '2 éléments', '1000000 éléments']);
    expect(plural(builtInMessages('ja'), id, 3, 'ja')).toBe('3 件');
  });
});

describe('dates', () => {
  it("are written in the page's language and in the locale's calendar", () => {
    const day = Date.UTC(2023, 10, 14);
    expect(formatDate(day)).toBe('Nov 14, 2023');
    expect(formatDate(day, 'fr')).toBe('14 nov. 2023');
    expect(formatDate(day, 'ar', 'islamic')).toContain('1445');
  });
});
