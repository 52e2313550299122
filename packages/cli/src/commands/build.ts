import type { Command } from 'commander';
import { countBySeverity } from '@docgen/core';
import { EXIT_OK, plural, printDiagnostics } from '../report.js';
import { workerOptions } from '../worker-options.js';

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('build the static site into a folder (written atomically)')
    .option('--out-dir <dir>', 'output folder, relative to the root', 'build')
    .option('--root <dir>', 'site root: the folder with site.config.yaml', '.')
    .option('--timings', 'print the milliseconds each stage took, as JSON, after the summary')
    .action(async (opts: { outDir: string; root: string; timings?: boolean }) => {
      // Commands load their libraries when they run, so `--help` and `check-links` start fast.
      const [{ buildSite }, { withProgress }] = await Promise.all([import('@docgen/engine'), import('@docgen/engine/progress')]);
      const result = await withProgress('building', (report) =>
        buildSite({ root: opts.root, outDir: opts.outDir, workers: workerOptions(), onProgress: report }),
      );
      printDiagnostics(result.diagnostics);
      const { warnings } = countBySeverity(result.diagnostics);
      process.stdout.write(
        `Built ${plural(result.pages, 'page')} with ${plural(warnings, 'warning')} in ${Math.round(result.durationMs)} ms → ${result.outDir}\n`,
      );
      if (opts.timings) process.stdout.write(`timings: ${JSON.stringify({ ...result.timings, parsed: result.parsed, rendered: result.rendered })}\n`);
      process.exitCode = EXIT_OK;
    });
}
