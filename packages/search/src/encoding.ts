/** Compact text encodings of the local index: sorted ids (postings) and sorted terms, both gzip-friendly. */

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...DIGITS].map((c, i) => [c, i]));
const DIGIT_CODES = Uint8Array.from(DIGITS, (c) => c.charCodeAt(0));

/**
 * Sorted ids, in the smaller of two forms: the first id, then the gaps minus one, as base-32 varints (digits most
 * significant first, all but the last from the upper half of the alphabet: `[3, 4, 40]` → `"DAhD"`), or, for very
 * common terms, `"~"` then a bitmap over all ids, 6 bits a character.
 */
export function encodePostings(ids: ArrayLike<number>, total: number): string {
  // Written as character codes into one buffer: building strings digit by digit costs more than the rest.
  let size = 0;
  for (let i = 0; i < ids.length; i++) {
    let n = i === 0 ? ids[0] : ids[i] - ids[i - 1] - 1;
    size++;
    while ((n >>>= 5) > 0) size++;
  }
  const map = Math.ceil(total / 6) + 1;
  if (size * 6 > total && map < size) {
    const bits = new Uint8Array(map);
    bits[0] = 126; // "~"
    for (let i = 0; i < ids.length; i++) bits[1 + Math.floor(ids[i] / 6)] |= 1 << (ids[i] % 6);
    for (let i = 1; i < map; i++) bits[i] = DIGIT_CODES[bits[i]];
    return latin1(bits);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (let i = 0; i < ids.length; i++) {
    let n = i === 0 ? ids[0] : ids[i] - ids[i - 1] - 1;
    let width = 1;
    for (let m = n >>> 5; m > 0; m >>>= 5) width++;
    for (let d = width - 1; d >= 0; d--) {
      out[at + d] = DIGIT_CODES[(d === width - 1 ? 0 : 32) + (n & 31)];
      n >>>= 5;
    }
    at += width;
  }
  return latin1(out);
}

/** ASCII codes as a string, in slices small enough for `String.fromCharCode`'s arguments. */
function latin1(codes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < codes.length; i += 8192) out += String.fromCharCode(...codes.subarray(i, i + 8192));
  return out;
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
