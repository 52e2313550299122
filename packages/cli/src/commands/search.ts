import type { Command } from 'commander';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchRecord } from '@docgen/search';

export function registerSearch(program: Command): void {
  const search = program.command('search').description('work with the search index');
  search
    .command('push')
    .description('upload the search records of a built site to the hosted index (replaces it atomically)')
    .option('--root <dir>', 'site root: the folder with site.config.yaml', '.')
    .option('--dir <dir>', 'the built site folder, relative to the root', 'build')
    .option('--batch-size <n>', 'records per upload request', (v) => Number(v), 500)
    .action(async (opts: { root: string; dir: string; batchSize: number }) => {
      const [{ loadSiteSettings, recordsFile }, { pushRecords, PushError }] = await Promise.all([import('@docgen/engine'), import('@docgen/search')]);
      const root = path.resolve(opts.root);
      const { config } = await loadSiteSettings(root);
      // One index for every locale, as DocSearch keeps them: each record carries its language.
      const records: SearchRecord[] = [];
      for (const locale of config.i18n.locales) {
        const file = path.join(root, opts.dir, recordsFile(config, locale));
        try {
          for (const record of JSON.parse(await readFile(file, 'utf8')) as typeof records) records.push(record);
        } catch {
          process.stderr.write(`docgen: no search records at ${file}; run \`docgen build\` first.\n`);
          process.exitCode = 1;
          return;
        }
      }
      try {
        const result = await pushRecords({
          appId: config.search.appId ?? '',
          adminKey: process.env.DOCSEARCH_ADMIN_API_KEY ?? '',
          indexName: config.search.indexName,
          records,
          batchSize: opts.batchSize,
          host: config.search.host || undefined,
        });
        process.stdout.write(`Pushed ${result.count} records to index "${config.search.indexName}" in ${result.batches} batches.\n`);
      } catch (e) {
        if (!(e instanceof PushError)) throw e;
        process.stderr.write(`docgen: ${e.message}\n`);
        process.exitCode = 1;
      }
    });
}
