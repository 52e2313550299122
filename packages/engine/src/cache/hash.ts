import { createHash } from 'node:crypto';

/** Short content hash for immutable asset names. */
export function contentHash(data: string | Uint8Array, length = 10): string {
  return createHash('sha256').update(data).digest('base64url').replace(/[-_]/g, '').slice(0, length).toLowerCase();
}
