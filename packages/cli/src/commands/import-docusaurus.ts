import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { DiagnosticError, isDiagnosticError, type Diagnostic } from '@docgen/core';
import { EXIT_ERRORS, EXIT_OK, EXIT_USAGE, plural, printDiagnostics } from '../report.js';

interface ImportOptions {
  out?: string;
  force?: boolean;
}

/** A list of names: `a`, `a and b`, `a, b and c`. */
const and = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

export function registerImportDocusaurus(program: Command): void {
  program
    .command('import-docusaurus')
    .description('write site.config.yaml and sidebars.yaml from a Docusaurus project, and report what does not carry over')
    .argument('<dir>', 'the Docusaurus project: the folder with docusaurus.config.js')
    .option('--out <dir>', 'where to write the two files (default: the project folder, beside docusaurus.config.js)')
    .option('--force', 'replace site.config.yaml and sidebars.yaml if they exist')
    .action(async (dir: string, opts: ImportOptions) => {
      const projectDir = path.resolve(dir);
      if (!existsSync(projectDir) || !statSync(projectDir).isDirectory()) {
        process.stderr.write(`docgen: no folder at ${dir}; give the folder of the Docusaurus site (the one with docusaurus.config.js).\n`);
        process.exitCode = EXIT_USAGE;
        return;
      }
      // Messages name files relative to the project; shown relative to where the command runs.
      const shown = (file: string) => path.relative(process.cwd(), path.join(projectDir, file)).split(path.sep).join('/') || '.';
      const here = (d: Diagnostic): Diagnostic => ({ ...d, file: shown(d.file) });
      const { importDocusaurus } = await import('@docgen/docusaurus-import');
      let result: Awaited<ReturnType<typeof importDocusaurus>>;
      try {
        result = await importDocusaurus({ projectDir, outDir: opts.out, force: opts.force });
      } catch (e) {
        throw isDiagnosticError(e) ? new DiagnosticError(e.diagnostics.map(here)) : e;
      }
      const out = (text: string) => process.stdout.write(`${text}\n`);

      out(`Read ${and(result.read)} in ${shown('.')}.`);
      out(`Wrote ${and(result.written.filter((f) => !f.startsWith('pages/')))} in ${path.relative(process.cwd(), result.outDir) || '.'}.`);
      if (result.pages.copied) {
        out(
          `Copied the Markdown pages to ${path.join(path.relative(process.cwd(), result.outDir), 'pages')}, since docgen would load the React pages beside them (${and(result.pages.reason ?? [])}).`,
        );
      }
      const notes = result.notes.notCarried;
      if (notes.length) {
        out(`\nNot carried over (${notes.length}):`);
        printDiagnostics(notes.map(here), process.stdout);
      }
      if (result.notes.info.length) {
        out('\nGood to know:');
        for (const line of result.notes.info) out(`  - ${line}`);
      }
      if (result.problems.length) {
        out(
          `\ndocgen will stop at ${plural(result.problems.length, 'problem')} in the docs when it builds; fix ${result.problems.length === 1 ? 'it' : 'them'} first:`,
        );
        printDiagnostics(result.problems.map(here), process.stdout);
      }
      const root = path.relative(process.cwd(), result.outDir) || '.';
      out(`\nNext: docgen build --root ${root}   (or docgen serve --watch --root ${root})`);
      process.exitCode = result.problems.some((p) => p.severity === 'error') ? EXIT_ERRORS : EXIT_OK;
    });
}
