/** A hash of this package's own code (every module, in subfolders too): parse results cached under another fingerprint are stale. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

function hashFolder(hash: ReturnType<typeof createHash>, dir: string, prefix: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) hashFolder(hash, file, `${prefix}${entry.name}/`);
    else if (/\.(js|ts)$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) hash.update(prefix + entry.name).update(readFileSync(file));
  }
}

export function parserFingerprint(): string {
  if (cached) return cached;
  const hash = createHash('sha256');
  hashFolder(hash, fileURLToPath(new URL('./', import.meta.url)), '');
  hash.update(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url))));
  cached = hash.digest('hex').slice(0, 16);
  return cached;
}
