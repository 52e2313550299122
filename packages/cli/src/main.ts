/** The `docgen` command line: parses flags, calls the library, maps errors to exit codes. */
import { Command, CommanderError } from 'commander';
import { isDiagnosticError } from '@docgen/core';
import { registerBuild } from './commands/build.js';
import { registerCheckLinks } from './commands/check-links.js';
import { registerDocsVersion } from './commands/docs-version.js';
import { registerImportDocusaurus } from './commands/import-docusaurus.js';
import { registerInit } from './commands/init.js';
import { registerSearch } from './commands/search.js';
import { registerServe } from './commands/serve.js';
import { registerWriteTranslations } from './commands/write-translations.js';
import { EXIT_ERRORS, EXIT_USAGE, printDiagnostics } from './report.js';
import { DOCGEN_VERSION } from './version.js';
import { EnvironmentError } from './worker-options.js';

export function createProgram(): Command {
  const program = new Command('docgen')
    .description('Build, serve and check a documentation site')
    .version(DOCGEN_VERSION, '-v, --version')
    .showHelpAfterError()
    .exitOverride();
  registerInit(program);
  registerBuild(program);
  registerServe(program);
  registerCheckLinks(program);
  registerSearch(program);
  registerImportDocusaurus(program);
  registerDocsVersion(program);
  registerWriteTranslations(program);
  for (const command of program.commands) command.exitOverride().showHelpAfterError();
  return program;
}

export async function main(argv: string[]): Promise<number> {
  const program = createProgram();
  try {
    if (argv.length <= 2) {
      program.outputHelp();
      return EXIT_USAGE;
    }
    await program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version end here too, with code 0.
      return e.exitCode === 0 ? 0 : EXIT_USAGE;
    }
    if (e instanceof EnvironmentError) {
      process.stderr.write(`docgen: ${e.message}\n`);
      return EXIT_USAGE;
    }
    if (isDiagnosticError(e)) {
      printDiagnostics(e.diagnostics);
      const n = e.diagnostics.filter((d) => d.severity === 'error').length;
      process.stderr.write(`docgen: failed with ${n} error${n === 1 ? '' : 's'}; nothing was written.\n`);
      return EXIT_ERRORS;
    }
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'EADDRINUSE') {
      process.stderr.write(`docgen: the port is already in use; choose another with --port.\n`);
      return EXIT_ERRORS;
    }
    process.stderr.write(`docgen: ${err.message}\n`);
    if (process.env.DOCGEN_DEBUG) process.stderr.write(`${err.stack}\n`);
    return EXIT_ERRORS;
  }
}
