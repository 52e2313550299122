/** A hash of this package's own code: parse results cached under another fingerprint are stale. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/** The package's code files below `dir` (subfolders such as `code/` included), in a stable order. */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return codeFiles(full);
      return /\.(js|ts)$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
    });
}

export function parserFingerprint(): string {
  if (cached) return cached;
  const hash = createHash('sha256');
  const dir = fileURLToPath(new URL('./', import.meta.url));
  for (const file of codeFiles(dir)) hash.update(path.relative(dir, file)).update(readFileSync(file));
  hash.update(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url))));
  cached = hash.digest('hex').slice(0, 16);
  return cached;
}
