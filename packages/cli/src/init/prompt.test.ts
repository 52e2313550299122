import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { defaultAnswers } from './answers.js';
import { askAnswers } from './prompt.js';

const defaults = defaultAnswers('/work/acme-docs');

/** Answers the questions from `lines`, all given at once as a user piping them would; returns answers and output. */
async function answer(lines: string[], given = {}) {
  const output = new PassThrough();
  let printed = '';
  output.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const answers = await askAnswers(defaults, given, { input: Readable.from([lines.map((l) => `${l}\n`).join('')]), output });
  return { answers, printed };
}

describe('docgen init questions', () => {
  it('defaults to a title from the folder name, a placeholder URL and local search', () => {
    expect(defaults).toEqual({ title: 'Acme docs', url: 'https://docs.example.com', search: 'local' });
  });

  it('takes each typed answer, and the default for an empty one', async () => {
    const { answers, printed } = await answer(['Acme Platform', '', 'none']);
    expect(answers).toEqual({ title: 'Acme Platform', url: 'https://docs.example.com', search: 'none' });
    expect(printed).toContain('Site title (Acme docs): ');
    expect(printed).toContain('Production URL (https://docs.example.com): ');
    expect(printed).toContain('Search (local, algolia, none) (local): ');
  });

  it('explains an answer that is not valid and asks again', async () => {
    const { answers, printed } = await answer(['Acme', 'docs.acme.dev/path', 'https://docs.acme.dev', 'elastic', 'algolia']);
    expect(answers).toEqual({ title: 'Acme', url: 'https://docs.acme.dev', search: 'algolia' });
    expect(printed).toContain('"docs.acme.dev/path" is not a site URL: write the origin only');
    expect(printed).toContain('"elastic" is not a search choice: use local, algolia, none');
    expect(printed.match(/Production URL/g)).toHaveLength(2);
  });

  it('does not ask what a flag answered', async () => {
    const { answers, printed } = await answer(['https://acme.dev'], { title: 'From a flag', search: 'none' });
    expect(answers).toEqual({ title: 'From a flag', url: 'https://acme.dev', search: 'none' });
    expect(printed).not.toContain('Site title');
    expect(printed).not.toContain('Search');
  });

  it('takes the defaults for what is left when the input ends', async () => {
    const { answers } = await answer(['Only a title']);
    expect(answers).toEqual({ ...defaults, title: 'Only a title' });
  });
});
