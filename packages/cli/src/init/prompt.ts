/**
 * The questions of `docgen init` on a terminal: each shows its default, an empty answer takes it, and an answer that
 * is not valid is explained and asked again. Input and output are parameters, so tests answer through a stream.
 */
import { createInterface } from 'node:readline/promises';
import { SEARCH_CHOICES, searchProblem, titleProblem, urlProblem, type InitAnswers, type SearchChoice } from './answers.js';

export interface PromptStreams {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

interface Question {
  key: keyof InitAnswers;
  text: string;
  problem: (value: string) => string | undefined;
}

const QUESTIONS: Question[] = [
  { key: 'title', text: 'Site title', problem: titleProblem },
  { key: 'url', text: 'Production URL', problem: urlProblem },
  { key: 'search', text: `Search (${SEARCH_CHOICES.join(', ')})`, problem: searchProblem },
];

/**
 * Asks for every answer not already `given` (flags), starting from `defaults`. When the input ends, the remaining
 * answers take their defaults.
 */
export async function askAnswers(defaults: InitAnswers, given: Partial<InitAnswers>, streams: PromptStreams): Promise<InitAnswers> {
  const answers: InitAnswers = { ...defaults, ...given };
  // Lines are read through the iterator, which buffers them: answers piped in all at once are not lost between
  // questions. The terminal echoes what is typed.
  const rl = createInterface({ input: streams.input, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  try {
    for (const question of QUESTIONS) {
      if (given[question.key] !== undefined) continue;
      for (;;) {
        streams.output.write(`${question.text} (${answers[question.key]}): `);
        const next = await lines.next();
        if (next.done) {
          streams.output.write('\n');
          return answers;
        }
        const value = String(next.value).trim();
        if (value === '') break;
        const problem = question.problem(value);
        if (!problem) {
          if (question.key === 'search') answers.search = value as SearchChoice;
          else answers[question.key] = value;
          break;
        }
        streams.output.write(`  ${problem}\n`);
      }
    }
    return answers;
  } finally {
    rl.close();
  }
}
