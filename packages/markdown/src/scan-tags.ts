/**
 * Counting how deeply HTML (or JSX) elements nest, from the Markdown source, before anything parses it. A linear
 * tokenizer, not a parser: it errs towards counting too deep (an unclosed tag counts until its parent closes), and
 * knows only what keeps real pages well under the limit: void and self-closing elements, comments, raw-text
 * elements (`<script>`, `<style>`), and the end tags HTML implies (`<li>` after `<li>`, `<tr>` after `<td>`).
 *
 * Two modes, as Markdown has them: in an HTML block, comments and raw-text elements run over lines until they end;
 * inline (in a paragraph), a tag or comment that a paragraph does not finish is text, so what is pending is dropped
 * when the paragraph ends (`endParagraph`).
 */

export interface TagSyntax {
  /** MDX: tag names are case-sensitive, `<>`/`</>` fragments are elements, attribute values may be `{expressions}`. */
  jsx: boolean;
}

/** An element opened at a place in the source, with the number of elements open once it is. */
export interface OpenedTag {
  name: string;
  line: number;
  column: number;
  depth: number;
}

export type TagMode = 'block' | 'inline';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'pre']);
/** Elements an opening tag closes when they are the current element, as HTML's parser does. */
const IMPLIED_END: Record<string, readonly string[]> = {
  li: ['li'],
  dt: ['dt', 'dd'],
  dd: ['dt', 'dd'],
  td: ['td', 'th'],
  th: ['td', 'th'],
  tr: ['td', 'th', 'tr'],
  tbody: ['td', 'th', 'tr', 'tbody', 'thead'],
  tfoot: ['td', 'th', 'tr', 'tbody', 'thead'],
  option: ['option'],
  optgroup: ['option', 'optgroup'],
  rt: ['rt', 'rp'],
  rp: ['rt', 'rp'],
};
/** Block elements close an open `<p>`. */
const CLOSES_P = new Set(
  'address article aside blockquote details dialog div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr main menu nav ol p pre section summary table ul'.split(
    ' ',
  ),
);
const NAME_START = /[A-Za-z]/;
const NAME_CHAR = /[A-Za-z0-9:._-]/;

type Pending = { kind: 'comment' } | { kind: 'raw'; name: string } | { kind: 'tag'; name: string; line: number; column: number; quote: string; braces: number };

export class TagDepthScanner {
  private readonly stack: string[] = [];
  private pending: (Pending & { mode: TagMode }) | undefined;

  constructor(
    private readonly syntax: TagSyntax,
    /** Called for every element opened. */
    private readonly onOpen: (tag: OpenedTag) => void,
  ) {}

  /** Scans a line of an HTML block from `from`: every tag and comment on it. */
  scanBlockLine(text: string, from: number, line: number): void {
    let i = this.resume(text, from);
    while (i < text.length) {
      const lt = text.indexOf('<', i);
      if (lt === -1) return;
      i = this.at(text, lt, line, 'block');
    }
  }

  /** A paragraph (or HTML block) ended: a tag or comment it left unfinished was text, not HTML. */
  endParagraph(): void {
    this.pending = undefined;
  }

  /** Where `<` is at `at` in `text`: consumes the tag, comment or fragment it starts and returns the index after it. */
  at(text: string, at: number, line: number, mode: TagMode): number {
    if (text.startsWith('<!--', at)) {
      if (mode === 'inline') {
        // An inline comment is HTML only if the paragraph closes it; on this line, it surely does.
        const end = text.indexOf('-->', at + 4);
        return end === -1 ? at + 4 : end + 3;
      }
      this.pending = { kind: 'comment', mode };
      return this.resume(text, at + 4);
    }
    const closing = text[at + 1] === '/';
    let i = at + (closing ? 2 : 1);
    if (this.syntax.jsx && text[i] === '>') {
      // A fragment: <> … </>.
      if (closing) this.close('');
      else this.open('', line, at + 1);
      return i + 1;
    }
    if (!NAME_START.test(text[i] ?? '')) return at + 1;
    const nameStart = i;
    while (i < text.length && NAME_CHAR.test(text[i])) i++;
    const raw = text.slice(nameStart, i);
    const name = this.syntax.jsx ? raw : raw.toLowerCase();
    const after = text[i];
    if (after !== undefined && after !== '>' && after !== '/' && after !== ' ' && after !== '\t' && after !== '{') return at + 1;
    if (closing) {
      const end = text.indexOf('>', i);
      this.close(name);
      return end === -1 ? text.length : end + 1;
    }
    this.pending = { kind: 'tag', name, line, column: at + 1, quote: '', braces: 0, mode };
    return this.resume(text, i);
  }

  /** Goes on with a comment, raw-text element or tag left unfinished by an earlier line (or by `at`). */
  resume(text: string, from: number): number {
    const state = this.pending;
    if (!state) return from;
    switch (state.kind) {
      case 'comment': {
        const end = text.indexOf('-->', from);
        if (end === -1) return text.length;
        this.pending = undefined;
        return end + 3;
      }
      case 'raw': {
        const end = text.toLowerCase().indexOf(`</${state.name}`, from);
        if (end === -1) return text.length;
        this.pending = undefined;
        const close = text.indexOf('>', end);
        return close === -1 ? text.length : close + 1;
      }
      case 'tag': {
        for (let i = from; i < text.length; i++) {
          const c = text[i];
          if (state.quote) {
            if (c === state.quote) state.quote = '';
          } else if (state.braces > 0) {
            if (c === '{') state.braces++;
            else if (c === '}') state.braces--;
            else if (c === '"' || c === "'" || c === '`') state.quote = c;
          } else if (c === '"' || c === "'") {
            state.quote = c;
          } else if (c === '{' && this.syntax.jsx) {
            state.braces++;
          } else if (c === '>') {
            this.pending = undefined;
            if (text[i - 1] === '/' || VOID.has(state.name)) return i + 1;
            // Raw text runs to its end tag only in an HTML block; inline, the next Markdown node ends it.
            if (!this.syntax.jsx && state.mode === 'block' && RAW_TEXT.has(state.name)) {
              this.pending = { kind: 'raw', name: state.name, mode: state.mode };
              return this.resume(text, i + 1);
            }
            this.open(state.name, state.line, state.column);
            return i + 1;
          }
        }
        return text.length;
      }
    }
  }

  private open(name: string, line: number, column: number): void {
    const top = () => this.stack[this.stack.length - 1];
    const implied = this.syntax.jsx ? undefined : IMPLIED_END[name];
    if (implied) while (this.stack.length && implied.includes(top())) this.stack.pop();
    if (!this.syntax.jsx && CLOSES_P.has(name) && top() === 'p') this.stack.pop();
    this.stack.push(name);
    this.onOpen({ name, line, column, depth: this.stack.length });
  }

  /** An end tag closes its element and everything opened inside it; one that matches nothing is ignored. */
  private close(name: string): void {
    const at = this.stack.lastIndexOf(name);
    if (at !== -1) this.stack.length = at;
  }
}
