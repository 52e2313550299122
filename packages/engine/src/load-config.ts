/** Reading `site.config.yaml` and `sidebars.yaml` from a site root. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSidebars, parseSiteConfig } from '@docgen/config';
import { DiagnosticError, type SidebarsConfig, type SiteConfig } from '@docgen/core';

export const CONFIG_FILE = 'site.config.yaml';
export const SIDEBARS_FILE = 'sidebars.yaml';

async function readRequired(root: string, file: string, what: string): Promise<string> {
  try {
    return await readFile(path.join(root, file), 'utf8');
  } catch {
    throw new DiagnosticError([
      {
        severity: 'error',
        file,
        message: `no ${file} (${what}) in ${root}`,
        hint: `Run docgen in the site's folder, or pass --root <folder> pointing at the folder that holds ${file}.`,
        ruleId: 'config/missing-file',
      },
    ]);
  }
}

export interface SiteSettings {
  config: SiteConfig;
  sidebars: SidebarsConfig;
}

export async function loadSiteSettings(root: string, env: Record<string, string | undefined> = process.env): Promise<SiteSettings> {
  // Both files are read before anything is reported, so a folder missing both says so, in the same order every time.
  const [configRead, sidebarsRead] = await Promise.allSettled([
    readRequired(root, CONFIG_FILE, 'the site configuration'),
    readRequired(root, SIDEBARS_FILE, 'the sidebars file'),
  ]);
  const missing = [configRead, sidebarsRead].flatMap((read) => (read.status === 'rejected' ? [read.reason as unknown] : []));
  if (missing.length) {
    if (missing.every((e) => e instanceof DiagnosticError)) throw new DiagnosticError(missing.flatMap((e) => (e as DiagnosticError).diagnostics));
    throw missing.find((e) => !(e instanceof DiagnosticError));
  }
  const configText = (configRead as PromiseFulfilledResult<string>).value;
  const sidebarsText = (sidebarsRead as PromiseFulfilledResult<string>).value;
  // Report problems of both files at once.
  const errors: DiagnosticError[] = [];
  const attempt = <T>(fn: () => T): T | undefined => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof DiagnosticError) errors.push(e);
      else throw e;
      return undefined;
    }
  };
  const config = attempt(() => parseSiteConfig({ file: CONFIG_FILE, text: configText, env }));
  const sidebars = attempt(() => parseSidebars({ file: SIDEBARS_FILE, text: sidebarsText, env }));
  if (errors.length || !config || !sidebars) throw new DiagnosticError(errors.flatMap((e) => e.diagnostics));
  return { config, sidebars };
}
