import type { Command } from 'commander';
import { invalidVersionName } from '@docgen/core';
import { EXIT_ERRORS, EXIT_OK, EXIT_USAGE } from '../report.js';

export function registerDocsVersion(program: Command): void {
  program
    .command('docs:version')
    .description('release the current docs as a version: copy them to versioned_docs/, their sidebars to versioned_sidebars/, and list it in versions.json')
    .argument('<name>', "the version's name, such as 2.0 (a folder name and a URL path segment)")
    .option('--root <dir>', 'site root: the folder with site.config.yaml', '.')
    .action(async (name: string, opts: { root: string }) => {
      // A name that cannot be a version is refused before the engine loads.
      const invalid = invalidVersionName(name);
      if (invalid) {
        process.stderr.write(`docgen: cannot release "${name}": ${invalid}.\n`);
        process.exitCode = EXIT_USAGE;
        return;
      }
      const { releaseDocsVersion, DocsVersionError } = await import('@docgen/engine');
      try {
        const result = await releaseDocsVersion({ root: opts.root, name });
        const wrote = [`${result.docsDir}/`, ...(result.sidebarsFile ? [result.sidebarsFile] : []), ...result.translations, 'versions.json'];
        process.stdout.write(`Released docs version ${name}: wrote ${wrote.join(', ')}.\nVersions, newest first: ${result.versions.join(', ')}.\n`);
        process.exitCode = EXIT_OK;
      } catch (e) {
        if (!(e instanceof DocsVersionError)) throw e;
        process.stderr.write(`docgen: ${e.message}\n`);
        // A name that cannot be a version is a usage error; an existing version or missing docs is the site's state.
        process.exitCode = e.reason === 'invalid-name' ? EXIT_USAGE : EXIT_ERRORS;
      }
    });
}
