/** Worker settings the environment may give: `DOCGEN_PARSE_TIME_LIMIT` (seconds a file's parse may take). */
import type { WorkersOptions } from '@docgen/engine/workers';

export class EnvironmentError extends Error {
  override name = 'EnvironmentError';
}

export function workerOptions(env: Record<string, string | undefined> = process.env): WorkersOptions {
  const raw = env.DOCGEN_PARSE_TIME_LIMIT;
  if (raw === undefined || raw === '') return {};
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new EnvironmentError(`DOCGEN_PARSE_TIME_LIMIT must be a number of seconds, such as 30 (it is "${raw}")`);
  return { parseTimeLimitMs: Math.round(seconds * 1000) };
}
