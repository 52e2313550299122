/**
 * What the import could not carry over, as diagnostics (warnings with a line of advice), and what a reader should
 * know that needs no action (what docgen does itself instead of a plugin). Places are found in the configuration's text: the values were computed by
 * running it, so a key's place is where it is written (best effort: a value built elsewhere names the file only).
 */
import type { Diagnostic } from '@docgen/core';

/** Where something is written: a file of the Docusaurus project, and a line and column when they were found. */
export interface Place {
  file: string;
  line?: number;
  column?: number;
}

export const NOT_CARRIED = 'import/not-carried';

export class ImportNotes {
  /** Things docgen cannot show or do as Docusaurus did, each with advice. */
  readonly notCarried: Diagnostic[] = [];
  /** Things to know that need no action: what docgen does itself instead of a plugin, what the import made. */
  readonly info: string[] = [];

  /** `message` says what is left behind; `advice` what to do instead. */
  add(place: Place, message: string, advice: string): void {
    this.notCarried.push({ severity: 'warning', ...place, message, hint: advice, ruleId: NOT_CARRIED });
  }

  inform(message: string): void {
    if (!this.info.includes(message)) this.info.push(message);
  }
}

/** Finds keys and strings in one file's text. */
export class SourceLocator {
  constructor(
    readonly file: string,
    private readonly text: string,
  ) {}

  /**
   * The place of a key path (`themeConfig`, `footer`, `links`): each key is looked for after the previous one. When a
   * key is not found, the place of the deepest key found so far; the file alone when none is.
   */
  key(...keys: string[]): Place {
    return this.keyFrom(0, keys);
  }

  /** The place of a key path written after a string literal (a plugin's options after its name). */
  keyAfterString(value: string, ...keys: string[]): Place {
    const start = this.string(value);
    if (start.line === undefined) return this.key(...keys);
    const found = this.keyFrom(this.offsetOf(start.line, start.column ?? 1), keys);
    return found.line === undefined ? start : found;
  }

  private keyFrom(start: number, keys: string[]): Place {
    let from = start;
    let found: number | undefined;
    for (const key of keys) {
      const at = this.find(keyPattern(key), from);
      if (at === undefined) break;
      found = at;
      from = at + key.length;
    }
    return found === undefined ? { file: this.file } : this.placeAt(found);
  }

  /** The place of a string literal (`'@docusaurus/plugin-pwa'`), after a key path when one is given. */
  string(value: string, ...after: string[]): Place {
    const start = after.length ? this.key(...after) : undefined;
    const from = start?.line === undefined ? 0 : this.offsetOf(start.line, start.column ?? 1);
    const quoted = new RegExp(`(['"\`])${escapeRegExp(value)}\\1`, 'g');
    const at = this.find(quoted, from) ?? this.find(quoted, 0);
    return at === undefined ? (start ?? { file: this.file }) : this.placeAt(at);
  }

  private find(pattern: RegExp, from: number): number | undefined {
    pattern.lastIndex = from;
    const match = pattern.exec(this.text);
    return match ? match.index : undefined;
  }

  private placeAt(offset: number): Place {
    const before = this.text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    return { file: this.file, line, column };
  }

  private offsetOf(line: number, column: number): number {
    let offset = 0;
    for (let l = 1; l < line; l++) offset = this.text.indexOf('\n', offset) + 1;
    return offset + column - 1;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `key:`, `'key':`, `"key":`, or a method `key(` — as a whole word. */
function keyPattern(key: string): RegExp {
  const k = escapeRegExp(key);
  return new RegExp(`(?<![\\w$.])(?:${k}|'${k}'|"${k}")\\s*(?::|\\()`, 'g');
}
