/** What `docgen init` asks: the site's title, its production URL and how readers search it. */
import path from 'node:path';

export type SearchChoice = 'local' | 'algolia' | 'none';

export const SEARCH_CHOICES: readonly SearchChoice[] = ['local', 'algolia', 'none'];

export interface InitAnswers {
  /** Site title (navbar, `<title>`, home page). */
  title: string;
  /** Production origin, e.g. `https://docs.example.com`. */
  url: string;
  /** `local`: the built-in index; `algolia`: hosted DocSearch, set through the environment; `none`: no search button. */
  search: SearchChoice;
}

/** The defaults: a title made of the folder's name, a placeholder origin, the local search index. */
export function defaultAnswers(dir: string): InitAnswers {
  const words = path
    .basename(path.resolve(dir))
    .replace(/[-_.]+/g, ' ')
    .trim();
  const title = words ? `${words[0].toUpperCase()}${words.slice(1)}` : 'Documentation';
  return { title, url: 'https://docs.example.com', search: 'local' };
}

/** Why `value` cannot be the site's URL, or undefined when it can (the rule of `url` in site.config.yaml). */
export function urlProblem(value: string): string | undefined {
  if (/^https?:\/\/[^/\s]+$/.test(value)) return undefined;
  return `"${value}" is not a site URL: write the origin only, like "https://docs.example.com" (no path, no trailing slash)`;
}

/** Why `value` cannot be the site's title, or undefined when it can. */
export function titleProblem(value: string): string | undefined {
  if (value.trim() === '') return 'the title must not be empty';
  if (/[\r\n]/.test(value)) return 'the title must be one line';
  return undefined;
}

/** Why `value` is not a search choice, or undefined when it is. */
export function searchProblem(value: string): string | undefined {
  return (SEARCH_CHOICES as readonly string[]).includes(value) ? undefined : `"${value}" is not a search choice: use ${SEARCH_CHOICES.join(', ')}`;
}
