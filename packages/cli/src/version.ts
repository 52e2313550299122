import { readFileSync } from 'node:fs';

/** This package's version, which is docgen's. */
export const DOCGEN_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
