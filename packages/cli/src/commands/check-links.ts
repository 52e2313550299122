import { InvalidArgumentError, Option, type Command } from 'commander';
import path from 'node:path';
import { countBySeverity, type Diagnostic } from '@docgen/core';
import { EXIT_ERRORS, EXIT_OK, plural, printDiagnostics } from '../report.js';

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

export function registerCheckLinks(program: Command): void {
  program
    .command('check-links')
    .description('check every link and anchor of the site without building it (for CI and pre-commit hooks)')
    .argument('[files...]', 'only report problems in these files (links still resolve against the whole site)')
    .option('--root <dir>', 'site root: the folder with site.config.yaml', '.')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--external', 'also check http(s) links over the network')
    .option('--exclude <pattern...>', 'with --external: skip URLs whose host or URL matches (glob, e.g. "*.example.com")', [])
    .option('--timeout <ms>', 'with --external: time limit of one request', positiveInt('--timeout'), 10_000)
    .option('--concurrency <n>', 'with --external: requests at once', positiveInt('--concurrency'), 8)
    .option('--cache-ttl <seconds>', 'with --external: how long a result stays cached', positiveInt('--cache-ttl'), 86_400)
    .action(async (files: string[], opts: CheckLinksOptions) => {
      const started = performance.now();
      const { loadGraph, checkPageModules } = await import('@docgen/build/graph-loader');
      const { root, graph, sources } = await loadGraph({ root: opts.root, git: false });
      let diagnostics: Diagnostic[] = [...graph.diagnostics, ...(await checkPageModules(root, sources))];
      if (opts.external) {
        const { checkExternalLinks, collectExternalLinks } = await import('@docgen/external-links');
        diagnostics.push(
          ...(await checkExternalLinks(collectExternalLinks(graph), {
            exclude: opts.exclude,
            timeoutMs: opts.timeout,
            concurrency: opts.concurrency,
            cacheFile: path.join(root, '.docgen/cache/external-links.json'),
            cacheTtlMs: opts.cacheTtl * 1000,
          })),
        );
      }
      if (files.length) {
        const wanted = new Set(files.map((f) => path.relative(root, path.resolve(f)).split(path.sep).join('/')));
        diagnostics = diagnostics.filter((d) => wanted.has(d.file));
      }
      const { errors, warnings } = countBySeverity(diagnostics);
      const ms = Math.round(performance.now() - started);
      if (opts.format === 'json') {
        process.stdout.write(`${JSON.stringify({ errors, warnings, durationMs: ms, problems: diagnostics.map(toJson) }, null, 2)}\n`);
      } else {
        printDiagnostics(diagnostics, process.stdout);
        const pages = graph.routes.filter((r) => r.kind === 'doc' || r.kind === 'page').length;
        const fileCount = new Set(diagnostics.map((d) => d.file)).size;
        process.stdout.write(
          errors + warnings === 0
            ? `No broken links in ${plural(pages, 'page')} (${ms} ms).\n`
            : `${plural(errors, 'error')} and ${plural(warnings, 'warning')} in ${plural(fileCount, 'file')} (${ms} ms).\n`,
        );
      }
      process.exitCode = errors > 0 ? EXIT_ERRORS : EXIT_OK;
    });
}

function toJson(d: Diagnostic) {
  return { file: d.file, line: d.line ?? null, column: d.column ?? null, link: d.link ?? null, severity: d.severity, reason: d.message, suggestion: d.hint ?? null, rule: d.ruleId ?? null };
}
