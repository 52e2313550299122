/**
 * What `docgen init` would write: every file of the site template filled in with the answers, compared with what the
 * folder holds. Pure in its inputs: the existing files are read through a function.
 */
import YAML from 'yaml';
import type { InitAnswers } from './answers.js';
import { mergeGitignore } from './gitignore.js';
import { mergePackageJson, type PackageTemplate } from './package-json.js';
import { fillTemplate, readTemplate, templateFiles } from './templates.js';

export type FileAction = 'create' | 'update' | 'replace' | 'unchanged' | 'conflict';

export interface PlannedFile {
  /** Relative to the site folder, with `/`. */
  path: string;
  content: string;
  /** `update`: merged into the existing file; `replace`: overwritten (only with `force`); `conflict`: would be. */
  action: FileAction;
  /** What changed or conflicts, for the report. */
  detail?: string;
}

export interface PlanOptions {
  answers: InitAnswers;
  /** The existing file's text, or undefined when there is none. */
  readExisting: (path: string) => Promise<string | undefined>;
  /** Overwrite files whose content differs. */
  force: boolean;
  /** Name for a new package.json. */
  packageName: string;
  /** The docgen version range a new dependency gets. */
  docgenRange: string;
  year: number;
}

/** Entries a docgen project keeps out of git: dependencies, the built site, the caches. */
const GITIGNORE_TEMPLATE = 'site/gitignore';

/** Template names that cannot be package files as they are (npm drops dotfiles such as .gitignore). */
function targetPath(template: string): string {
  if (template === 'gitignore') return '.gitignore';
  return template.replace(/^github\//, '.github/');
}

const yamlString = (value: string) => YAML.stringify(value).trimEnd();

/** Text that Markdown and MDX show as written: punctuation that could start syntax is escaped. */
const markdownText = (value: string) => value.replace(/[\\`*_{}[\]<>#!|~&]/g, (c) => `\\${c}`);

export async function planSite(options: PlanOptions): Promise<PlannedFile[]> {
  const { answers } = options;
  const values = {
    title_yaml: yamlString(answers.title),
    title_md: markdownText(answers.title),
    url_yaml: yamlString(answers.url),
    copyright_yaml: yamlString(`Copyright © ${options.year} ${answers.title}`),
    navbar_search: await readTemplate(`search/${answers.search}-navbar.yaml`),
    search_settings: await readTemplate(`search/${answers.search}-settings.yaml`),
  };
  const planned: PlannedFile[] = [];
  for (const template of await templateFiles('site')) {
    const path = targetPath(template);
    const existing = await options.readExisting(path);
    if (`site/${template}` === GITIGNORE_TEMPLATE) {
      const entries = (await readTemplate(GITIGNORE_TEMPLATE)).split('\n').filter((line) => line.trim() !== '');
      const { content, added } = mergeGitignore(existing, entries);
      planned.push({
        path,
        content,
        action: existing === undefined ? 'create' : added.length ? 'update' : 'unchanged',
        detail: existing !== undefined && added.length ? `added ${added.join(', ')}` : undefined,
      });
      continue;
    }
    const content = fillTemplate(await readTemplate(`site/${template}`), values, template);
    planned.push({ path, content, ...compare(existing, content, options.force) });
  }
  planned.push(await planPackageJson(options));
  return planned;
}

function compare(existing: string | undefined, content: string, force: boolean): Pick<PlannedFile, 'action' | 'detail'> {
  if (existing === undefined) return { action: 'create' };
  if (existing === content) return { action: 'unchanged' };
  return force ? { action: 'replace' } : { action: 'conflict', detail: 'exists with other content' };
}

async function planPackageJson(options: PlanOptions): Promise<PlannedFile> {
  const template = JSON.parse(await readTemplate('package/package.json')) as PackageTemplate;
  const existing = await options.readExisting('package.json');
  const merged = mergePackageJson(existing, template, { name: options.packageName, docgenRange: options.docgenRange, force: options.force });
  const path = 'package.json';
  if (existing === undefined) return { path, content: merged.content, action: 'create' };
  if (merged.conflicts.length && !options.force) {
    const detail = merged.conflicts.map((c) => `script "${c.script}" is "${c.existing}", not "${c.wanted}"`).join('; ');
    return { path, content: merged.content, action: 'conflict', detail };
  }
  if (merged.content === existing) return { path, content: existing, action: 'unchanged' };
  const replaced = merged.conflicts.map((c) => c.script);
  const added = merged.added.filter((s) => !replaced.includes(s));
  const parts = [added.length ? `added scripts ${added.join(', ')}` : '', replaced.length ? `replaced scripts ${replaced.join(', ')}` : ''].filter(Boolean);
  return { path, content: merged.content, action: 'update', detail: parts.join('; ') || 'added the docgen dependency' };
}
