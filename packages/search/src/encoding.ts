/** Compact text encodings of the local index: sorted ids (postings) and sorted terms, both gzip-friendly. */

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...DIGITS].map((c, i) => [c, i]));

/**
 * Sorted ids, in the smaller of two forms: the first id, then the gaps minus one, as base-32 varints (digits most
 * significant first, all but the last from the upper half of the alphabet: `[3, 4, 40]` → `"DAhD"`), or, for very
 * common terms, `"~"` then a bitmap over all ids, 6 bits a character.
 */
export function encodePostings(ids: readonly number[], total: number): string {
  let gaps = '';
  for (let i = 0; i < ids.length; i++) {
    let n = i === 0 ? ids[0] : ids[i] - ids[i - 1] - 1;
    let digits = DIGITS[n & 31];
    while ((n >>>= 5) > 0) digits = DIGITS[32 + (n & 31)] + digits;
    gaps += digits;
  }
  if (gaps.length * 6 <= total) return gaps;
  const bits = new Uint8Array(Math.ceil(total / 6));
  for (const id of ids) bits[Math.floor(id / 6)] |= 1 << id % 6;
  const map = `~${Array.from(bits, (b) => DIGITS[b]).join('')}`;
  return map.length < gaps.length ? map : gaps;
}

export function decodePostings(encoded: string): number[] {
  const ids: number[] = [];
  if (encoded.startsWith('~')) {
    for (let i = 1; i < encoded.length; i++) {
      const bits = DIGIT.get(encoded[i])!;
      for (let b = 0; b < 6; b++) if (bits & (1 << b)) ids.push((i - 1) * 6 + b);
    }
    return ids;
  }
  let n = 0;
  for (const c of encoded) {
    const d = DIGIT.get(c)!;
    n = n * 32 + (d & 31);
    if (d < 32) {
      ids.push(ids.length === 0 ? n : ids[ids.length - 1] + n + 1);
      n = 0;
    }
  }
  return ids;
}

/** Sorted terms, each as the length it shares with the previous one (a capital: A = 1 … Z = 26) and the rest. */
export function encodeTerms(terms: readonly string[]): string {
  let previous = '';
  return terms
    .map((term) => {
      let shared = 0;
      while (shared < 26 && shared < previous.length && shared < term.length - 1 && previous[shared] === term[shared]) shared++;
      previous = term;
      return (shared ? String.fromCharCode(64 + shared) : '') + term.slice(shared);
    })
    .join(' ');
}

export function decodeTerms(encoded: string): string[] {
  let previous = '';
  if (!encoded) return [];
  return encoded.split(' ').map((entry) => {
    const code = entry.charCodeAt(0);
    previous = code >= 65 && code <= 90 ? previous.slice(0, code - 64) + entry.slice(1) : entry;
    return previous;
  });
}
