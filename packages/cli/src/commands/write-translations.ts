import type { Command } from 'commander';
import { EXIT_OK } from '../report.js';

export function registerWriteTranslations(program: Command): void {
  program
    .command('write-translations')
    .description(
      "write a locale's translation files under i18n/<locale>/: the theme's texts (code.json), navbar and footer labels, and each docs version's sidebar and version labels",
    )
    .argument('[locale]', 'the locale, one of i18n.locales (default: the default locale)')
    .option('--root <dir>', 'site root: the folder with site.config.yaml', '.')
    .option('--override', 'replace messages already translated with the source text', false)
    .action(async (locale: string | undefined, opts: { root: string; override: boolean }) => {
      const { writeTranslations } = await import('@docgen/engine');
      const result = await writeTranslations({ root: opts.root, locale, override: opts.override });
      const lines = result.files.map((f) => `  ${f.path}  ${f.messages} message${f.messages === 1 ? '' : 's'}${f.added ? `, ${f.added} new` : ''}`);
      process.stdout.write(`Wrote the translation files of "${result.locale}":\n${lines.join('\n')}\n`);
      process.exitCode = EXIT_OK;
    });
}
