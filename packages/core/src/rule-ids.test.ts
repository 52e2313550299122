import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('rule ids', () => {
  it('have one shape everywhere: source/rule', () => {
    const ids = new Map<string, string>();
    for (const pkg of readdirSync(packagesDir)) {
      const src = path.join(packagesDir, pkg, 'src');
      let files: string[];
      try {
        files = sourceFiles(src);
      } catch {
        continue;
      }
      for (const file of files) {
        for (const match of readFileSync(file, 'utf8').matchAll(/ruleId(?:\s*[:=]|:\s*\w+\s*\?)\s*'([^']*)'/g))
          ids.set(match[1], path.relative(packagesDir, file));
      }
    }
    expect(ids.size).toBeGreaterThan(30);
    const wrong = [...ids].filter(([id]) => !/^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/.test(id));
    expect(wrong).toEqual([]);
  });
});
