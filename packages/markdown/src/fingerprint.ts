/** A hash of this package's own code: parse results cached under another fingerprint are stale. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

export function parserFingerprint(): string {
  if (cached) return cached;
  const hash = createHash('sha256');
  const dir = new URL('./', import.meta.url);
  for (const name of readdirSync(dir).sort()) {
    if (/\.(js|ts)$/.test(name) && !/\.(test|d)\.ts$/.test(name)) hash.update(name).update(readFileSync(fileURLToPath(new URL(name, dir))));
  }
  hash.update(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url))));
  cached = hash.digest('hex').slice(0, 16);
  return cached;
}
