import { existsSync } from 'node:fs';
import path from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { defaultAnswers, searchProblem, titleProblem, urlProblem, type InitAnswers, type SearchChoice } from '../init/answers.js';
import { initSite, InitConflictError } from '../init/init.js';
import type { FileAction } from '../init/plan.js';
import { askAnswers } from '../init/prompt.js';
import { EXIT_ERRORS } from '../report.js';
import { DOCGEN_VERSION } from '../version.js';

interface InitFlags {
  title?: string;
  url?: string;
  search?: SearchChoice;
  yes?: boolean;
  force?: boolean;
}

/** An option parser that turns a validation problem into commander's usage error. */
const checked =
  <T extends string>(problem: (value: string) => string | undefined) =>
  (value: string): T => {
    const found = problem(value);
    if (found) throw new InvalidArgumentError(found);
    return value as T;
  };

const VERB: Record<FileAction, string> = { create: 'created', update: 'updated', replace: 'replaced', unchanged: 'unchanged', conflict: 'differs' };

export function registerInit(program: Command): void {
  program
    .command('init')
    .description('write a new site (configuration, sidebars, example pages, scripts, CI workflow) into a folder')
    .argument('[dir]', 'the site folder, created if missing', '.')
    .option('--title <title>', 'site title (default: from the folder name)', checked(titleProblem))
    .option('--url <url>', 'production URL, origin only (default: https://docs.example.com)', checked(urlProblem))
    .option('--search <choice>', 'search: local (built-in index), algolia (hosted DocSearch) or none', checked<SearchChoice>(searchProblem))
    .option('-y, --yes', 'take the default for every answer not given as a flag, without asking')
    .option('--force', 'overwrite files that differ from what init writes, and replace scripts of the same name')
    .action(async (dir: string, flags: InitFlags) => {
      const given: Partial<InitAnswers> = {};
      if (flags.title !== undefined) given.title = flags.title;
      if (flags.url !== undefined) given.url = flags.url;
      if (flags.search !== undefined) given.search = flags.search;
      const defaults = defaultAnswers(dir);
      const interactive = !flags.yes && process.stdin.isTTY && process.stdout.isTTY;
      const answers = interactive ? await askAnswers(defaults, given, { input: process.stdin, output: process.stdout }) : { ...defaults, ...given };
      const out = (text: string) => process.stdout.write(`${text}\n`);
      // Paths relative to where the command runs, unless they lie outside it.
      const shown = (file: string) => {
        const relative = path.relative(process.cwd(), file);
        return relative.startsWith('..') ? file : relative || '.';
      };
      try {
        const result = await initSite({ dir, answers, force: flags.force, docgenVersion: DOCGEN_VERSION });
        const written = result.files.filter((f) => f.action !== 'unchanged').length;
        out(
          `docgen init: ${written ? `wrote ${written} file${written === 1 ? '' : 's'}` : 'nothing to write'} in ${shown(result.dir)} ("${answers.title}", ${answers.url}, search: ${answers.search})`,
        );
        for (const file of result.files) out(`  ${VERB[file.action].padEnd(9)} ${file.path}${file.detail ? `  (${file.detail})` : ''}`);
        const cd = shown(result.dir) === '.' ? '' : `cd ${shown(result.dir)} && `;
        const install = existsSync(path.join(result.dir, 'node_modules', 'docgen')) ? '' : 'npm install && ';
        out(`Next: ${cd}${install}npm run dev   (then npm run build, npm run check-links, npm run serve)`);
      } catch (e) {
        if (!(e instanceof InitConflictError)) throw e;
        process.stderr.write(`docgen: ${e.message}:\n`);
        for (const file of e.files) process.stderr.write(`  ${shown(path.join(e.dir, file.path))}: ${file.detail}\n`);
        process.stderr.write('Move or merge these files, or run again with --force to overwrite them.\n');
        process.exitCode = EXIT_ERRORS;
      }
    });
}
