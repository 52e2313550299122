import { InvalidArgumentError, Option, type Command } from 'commander';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { workerOptions } from '../worker-options.js';
import { countBySeverity, isDiagnosticError, type Diagnostic, type SiteGraph } from '@docgen/core';
import { EXIT_ERRORS, EXIT_OK, EXIT_USAGE, plural, printDiagnostics, toJson } from '../report.js';
import { concernedFiles } from './link-targets.js';

interface CheckLinksOptions {
  root: string;
  format: 'text' | 'json';
  external?: boolean;
  exclude: string[];
  timeout: number;
  concurrency: number;
  cacheTtl: number;
}

const positiveInt = (what: string) => (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(`${what} must be a whole number above 0`);
  return n;
};

/** The files given on the command line, as site-root relative paths (folders end with `/`); throws a usage message. */
async function resolveFiles(root: string, files: readonly string[]): Promise<string[]> {
  return Promise.all(
    files.map(async (file) => {
      const absolute = path.resolve(file);
      const info = await stat(absolute).catch(() => undefined);
      if (!info) throw new UsageError(`no such file: ${file}. Give files of the site, relative to the current folder (or absolute).`);
      const relative = path.relative(root, absolute);
      if (relative.startsWith('..') || path.isAbsolute(relative))
        throw new UsageError(`${file} is not inside the site root ${root} (use --root to point at another site).`);
      const site = relative.split(path.sep).join('/');
      return info.isDirectory() ? (site === '' ? '' : `${site}/`) : site;
    }),
  );
}

class UsageError extends Error {}

export function registerCheckLinks(program: Command): void {
  program
    .command('check-links')
    .description('check every link and anchor of the site without building it (for CI and pre-commit hooks)')
    .argument('[files...]', 'only report problems in these files, and in links (anywhere) to their pages; links still resolve against the whole site')
    .option('--root <dir>', 'site root: the folder with site.config.yaml', '.')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--external', 'also check http(s) links over the network')
    .option('--exclude <pattern...>', 'with --external: skip URLs whose host or URL matches (glob, e.g. "*.example.com")', [])
    .option('--timeout <ms>', 'with --external: time limit of one request', positiveInt('--timeout'), 10_000)
    .option('--concurrency <n>', 'with --external: requests at once', positiveInt('--concurrency'), 8)
    .option('--cache-ttl <seconds>', 'with --external: how long a result stays cached', positiveInt('--cache-ttl'), 86_400)
    .action(async (files: string[], opts: CheckLinksOptions) => {
      const started = performance.now();
      const root = path.resolve(opts.root);
      let wanted: string[] | undefined;
      try {
        wanted = files.length ? await resolveFiles(root, files) : undefined;
      } catch (e) {
        if (!(e instanceof UsageError)) throw e;
        process.stderr.write(`docgen: ${e.message}\n`);
        process.exitCode = EXIT_USAGE;
        return;
      }

      let diagnostics: Diagnostic[];
      let graph: SiteGraph | undefined;
      try {
        ({ graph, diagnostics } = await check(root, opts));
        if (wanted) {
          const isWanted = (file: string) => wanted!.some((w) => file === w || (w.endsWith('/') && file.startsWith(w)) || w === '');
          const g = graph;
          diagnostics = diagnostics.filter((d) => concernedFiles(g, d).some(isWanted));
        }
      } catch (e) {
        // The site could not be read (configuration, sidebars): that is the whole report, whatever the files.
        if (!isDiagnosticError(e)) throw e;
        diagnostics = e.diagnostics;
      }

      const { errors, warnings } = countBySeverity(diagnostics);
      const ms = Math.round(performance.now() - started);
      if (opts.format === 'json') {
        process.stdout.write(`${JSON.stringify({ errors, warnings, durationMs: ms, problems: diagnostics.map(toJson) }, null, 2)}\n`);
      } else {
        printDiagnostics(diagnostics, process.stdout);
        const pages = graph?.routes.filter((r) => r.kind === 'doc' || r.kind === 'page').length ?? 0;
        const fileCount = new Set(diagnostics.map((d) => d.file)).size;
        let summary: string;
        if (errors + warnings > 0) summary = `${plural(errors, 'error')} and ${plural(warnings, 'warning')} in ${plural(fileCount, 'file')} (${ms} ms).`;
        else if (!wanted) summary = `No broken links in ${plural(pages, 'page')} (${ms} ms).`;
        else
          summary = `No broken links in ${files.length === 1 ? files[0] : plural(files.length, 'file')} or in links to ${files.length === 1 ? 'it' : 'them'} (${plural(pages, 'page')} checked, ${ms} ms).`;
        process.stdout.write(`${summary}\n`);
      }
      process.exitCode = errors > 0 ? EXIT_ERRORS : EXIT_OK;
    });
}

/** Every problem of the site: the graph's link checks, page modules, and (with --external) http(s) links. */
async function check(root: string, opts: CheckLinksOptions): Promise<{ graph: SiteGraph; diagnostics: Diagnostic[] }> {
  const { checkSite } = await import('@docgen/engine/check');
  // No rendering here: the page cache (no content trees) is enough, and reads in a few milliseconds.
  const { graph, diagnostics, cacheDir } = await checkSite({ root, git: false, workers: workerOptions() });
  if (opts.external) {
    const { checkExternalLinks, collectExternalLinks } = await import('@docgen/external-links');
    diagnostics.push(
      ...(await checkExternalLinks(collectExternalLinks(graph), {
        exclude: opts.exclude,
        timeoutMs: opts.timeout,
        concurrency: opts.concurrency,
        cacheFile: cacheDir && path.join(cacheDir, 'external-links.json'),
        cacheTtlMs: opts.cacheTtl * 1000,
      })),
    );
  }
  return { graph, diagnostics };
}
