/**
 * The local index in other languages than English: words of scripts without spaces found by Intl.Segmenter (so that a
 * query of two characters finds the word in running text), accents and Arabic vowel marks folded, no English stemming,
 * and the manifest naming the rules so that the browser reads queries the same way.
 */
import { describe, expect, it } from 'vitest';
import type { HastRoot } from '@docgen/core';
import { buildSearchIndex } from './build-index.js';
import { openIndex } from './engine.js';
import { recordsOfPage } from './records.js';
import { ENGLISH_RULES, wordRules } from './word-rules.js';

const config = { url: 'https://kite.test', i18n: { defaultLocale: 'en' } };
const tree = (...paragraphs: string[]): HastRoot => ({
  type: 'root',
  children: paragraphs.map((text) => ({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] })),
});

function indexOf(locale: string, pages: Array<{ path: string; title: string; text: string[] }>) {
  const records = pages.flatMap((p) => recordsOfPage({ route: { path: p.path, title: p.title }, tree: tree(...p.text), config, locale }));
  const files = new Map(buildSearchIndex(records, { locale }).map((f) => [f.path, f.data]));
  return { files, index: openIndex(async (path) => JSON.parse(files.get(path)!)) };
}

const words = (lang: string, text: string) => {
  const rules = wordRules(lang);
  const out: string[] = [];
  rules.forEachWordSpan(text, (start, end) => out.push(rules.normalize(text.slice(start, end))));
  return out;
};

describe('word rules of a language', () => {
  it('keeps the English rules for English', () => {
    expect(wordRules('en')).toBe(ENGLISH_RULES);
    expect(wordRules('en-GB')).toBe(ENGLISH_RULES);
    expect(wordRules(undefined)).toBe(ENGLISH_RULES);
  });

  it('splits Japanese and Chinese into words, and keeps words with marks whole elsewhere', () => {
    expect(words('ja', '分散学習を始める。')).toEqual(['分散', '学習', 'を', '始める']);
    expect(words('zh-Hans', '联邦学习平台的部署指南')).toEqual(['联邦', '学习', '平台', '的', '部署', '指南']);
    expect(words('ar', 'كلُّ رحلةٍ تحمل وسمًا')).toEqual(['كل', 'رحلة', 'تحمل', 'وسما']);
    expect(words('fr', 'Déployez l’équipe, puis créez')).toEqual(['deployez', 'l', 'equipe', 'puis', 'creez']);
    expect(words('hi', 'खोज')).toEqual(['खोज']);
  });

  it('allows no typos where words have no spaces between them, and no English stemming elsewhere', () => {
    expect(wordRules('ja').typosAllowed('ドキュメント検索')).toBe(0);
    expect(wordRules('de').typosAllowed('Bereitstellung')).toBe(2);
    expect(wordRules('fr').termOf('options')).toBe('options');
    expect(ENGLISH_RULES.termOf('options')).toBe('option');
  });
});

describe('a local index in Japanese', () => {
  const { files, index } = indexOf('ja', [
    { path: '/ja/docs/train', title: 'モデルの学習', text: ['分散学習を始めるには、ジョブを投入します。'] },
    { path: '/ja/docs/deploy', title: 'デプロイ', text: ['推論エンドポイントを作成します。'] },
  ]);

  it('names its rules in the manifest', () => {
    expect(JSON.parse(files.get('manifest.json')!).lang).toBe('ja');
  });

  it('finds a word of two characters inside running text, and marks it', async () => {
    const result = await index.search('学習');
    expect(result.hits.map((h) => h.url)).toEqual(['/ja/docs/train']);
    expect(result.hits[0]._highlightResult.hierarchy.lvl1.value).toBe('モデルの<mark>学習</mark>');
    expect(result.hits[0]._snippetResult.content?.value).toBe('分散<mark>学習</mark>を始めるには、ジョブを投入します。');
    expect((await index.search('推論')).hits.map((h) => h.url)).toEqual(['/ja/docs/deploy']);
    expect((await index.search('分散')).nbHits).toBe(1);
  });

  it('matches the last word as a prefix, as in English', async () => {
    expect((await index.search('エンド')).hits.map((h) => h.url)).toEqual(['/ja/docs/deploy']);
  });
});

describe('a local index in an alphabet with accents and marks', () => {
  it('finds French words with or without their accents', async () => {
    const { index } = indexOf('fr', [{ path: '/fr/docs/deploy', title: 'Déploiement', text: ['Créez une équipe, puis déployez le modèle.'] }]);
    for (const query of ['equipe', 'équipe', 'modele', 'DÉPLOYEZ']) expect((await index.search(query)).nbHits, query).toBe(1);
    expect((await index.search('créations')).nbHits).toBe(0);
  });

  it('finds Arabic words with or without their vowel marks', async () => {
    const { index } = indexOf('ar', [{ path: '/ar/docs/intro', title: 'مقدمة', text: ['كلُّ رحلةٍ تحمل وسمَ الصقر.'] }]);
    for (const query of ['رحلة', 'رحلةٍ', 'الصقر']) expect((await index.search(query)).nbHits, query).toBe(1);
  });
});
