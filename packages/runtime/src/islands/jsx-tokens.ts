/**
 * A small tokenizer for the live editor's JSX and TSX: enough to colour code as the reader types (keywords,
 * strings, numbers, comments, function names, JSX tags and attributes), in the colours shiki gives the same code
 * at build time. Not a parser: it never fails, and every character of the input is in exactly one token, so the
 * highlighted text always lines up with the textarea over it. Part of the playground island only.
 */

/** k keyword or operator, f function or attribute name, c constant, number or type, s string, t tag, m comment. */
export type TokenKind = 'k' | 'f' | 'c' | 's' | 't' | 'm' | '';

export interface Token {
  kind: TokenKind;
  text: string;
}

const KEYWORDS = new Set(
  'abstract as async await break case catch class const continue debugger declare default delete do else enum export extends finally for from function get if implements import in infer instanceof interface is keyof let namespace new of private protected public readonly return satisfies set static super switch this throw try type typeof var void while with yield'.split(
    ' ',
  ),
);
const CONSTANTS = new Set('true false null undefined NaN Infinity any unknown never string number boolean object symbol bigint'.split(' '));

type Frame =
  /** JavaScript; `jsx`: an expression in braces inside JSX, which a `}` at depth 0 ends. */
  | { mode: 'js'; depth: number; jsx: boolean }
  /** Inside `<name …>` or `</name>`. */
  | { mode: 'tag'; named: boolean; closing: boolean }
  /** Between an opening and a closing tag. */
  | { mode: 'children' };

// Sticky patterns, tried at the current position.
const SPACE = /\s+/y;
const LINE_COMMENT = /\/\/[^\n]*/y;
const BLOCK_COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/y;
const STRING = /'(?:[^'\\\n]|\\.)*'?|"(?:[^"\\\n]|\\.)*"?|`(?:[^`\\]|\\[\s\S])*`?/y;
const NUMBER = /(?:0[xXbBoO][\da-fA-F_]+|\d[\d_]*\.?[\d_]*(?:[eE][+-]?\d+)?|\.\d[\d_]*)n?/y;
const IDENTIFIER = /[A-Za-z_$][\w$]*/y;
const TAG_NAME = /[A-Za-z_$][\w$.:-]*/y;
const OPERATOR = /=>|[=+\-*/%!<>&|^~?:]+/y;
const CHILD_TEXT = /[^{<]+/y;
const NEXT_NON_SPACE = /\s*(.)/y;

function at(pattern: RegExp, code: string, i: number): string | undefined {
  pattern.lastIndex = i;
  return pattern.exec(code)?.[0];
}

/** One tokenization: the tokens so far, where it is, and the stack of what it is inside. */
class Tokenizer {
  readonly tokens: Token[] = [];
  private readonly stack: Frame[] = [{ mode: 'js', depth: 0, jsx: false }];
  private i = 0;
  // Whether the last token of JavaScript ended a value (so `<` is "less than", not the start of JSX).
  private afterValue = false;

  constructor(private readonly code: string) {}

  run(): Token[] {
    const { code, stack } = this;
    while (this.i < code.length) {
      const frame = stack[stack.length - 1];
      if (frame.mode === 'children') this.children();
      else if (frame.mode === 'tag') this.tag(frame);
      else this.javascript(frame);
    }
    return this.tokens;
  }

  private emit(kind: TokenKind, text: string): void {
    const last = this.tokens[this.tokens.length - 1];
    if (last && last.kind === kind) last.text += text;
    else this.tokens.push({ kind, text });
    this.i += text.length;
  }

  /** An element just ended: back in JavaScript it is a value; in children, more children follow. */
  private elementEnded(): void {
    this.afterValue = true;
  }

  /** Between an opening and a closing tag: an expression in braces, a tag, or text. */
  private children(): void {
    const { code, i, stack } = this;
    const ch = code[i];
    if (ch === '{') {
      this.emit('', ch);
      stack.push({ mode: 'js', depth: 0, jsx: true });
      this.afterValue = false;
    } else if (ch === '<') {
      const closing = code[i + 1] === '/';
      this.emit('', closing ? '</' : '<');
      if (closing) stack.pop();
      stack.push({ mode: 'tag', named: false, closing });
    } else {
      this.emit('', at(CHILD_TEXT, code, i)!);
    }
  }

  /** Inside `<name …>` or `</name>`: the name, attributes, their values, and the end of the tag. */
  private tag(frame: Extract<Frame, { mode: 'tag' }>): void {
    const { code, i, stack } = this;
    const ch = code[i];
    const space = at(SPACE, code, i);
    const name = space ? undefined : at(TAG_NAME, code, i);
    const string = space || name ? undefined : ch === '"' || ch === "'" ? at(STRING, code, i) : undefined;
    if (space) this.emit('', space);
    else if (name) {
      this.emit(frame.named ? 'f' : 't', name);
      frame.named = true;
    } else if (string) this.emit('s', string);
    else if (ch === '{') {
      this.emit('', ch);
      stack.push({ mode: 'js', depth: 0, jsx: true });
      this.afterValue = false;
    } else if (ch === '/' && code[i + 1] === '>') {
      this.emit('', '/>');
      stack.pop();
      if (stack[stack.length - 1].mode === 'js') this.elementEnded();
    } else if (ch === '>') {
      this.emit('', ch);
      stack.pop();
      if (!frame.closing) stack.push({ mode: 'children' });
      else if (stack[stack.length - 1].mode === 'js') this.elementEnded();
    } else this.emit(ch === '=' ? 'k' : '', ch);
  }

  /** JavaScript: one token, and whether it leaves a value behind. */
  private javascript(frame: Extract<Frame, { mode: 'js' }>): void {
    const { code, i } = this;
    const ch = code[i];
    const space = at(SPACE, code, i);
    if (space) return this.emit('', space);
    const comment = ch === '/' ? (at(LINE_COMMENT, code, i) ?? at(BLOCK_COMMENT, code, i)) : undefined;
    if (comment) return this.emit('m', comment);
    if (ch === '"' || ch === "'" || ch === '`') return this.value('s', at(STRING, code, i)!);
    const number = at(NUMBER, code, i);
    if (number) return this.value('c', number);
    const word = at(IDENTIFIER, code, i);
    if (word) return this.word(word);
    if (ch === '<' && !this.afterValue && /[A-Za-z_$>]/.test(code[i + 1] ?? '')) {
      // A fragment, `<>`, or a tag.
      const fragment = code[i + 1] === '>';
      this.emit('', fragment ? '<>' : '<');
      this.stack.push(fragment ? { mode: 'children' } : { mode: 'tag', named: false, closing: false });
      return;
    }
    if (ch === '{' || ch === '(' || ch === '[') {
      if (ch === '{') frame.depth++;
      return this.operator('', ch);
    }
    if (ch === '}') {
      this.emit('', ch);
      if (frame.depth === 0 && frame.jsx) this.stack.pop();
      else frame.depth--;
      this.afterValue = false;
      return;
    }
    if (ch === ')' || ch === ']') return this.value('', ch);
    const operator = at(OPERATOR, code, i);
    if (operator) return this.operator('k', operator);
    this.operator('', ch);
  }

  /** A token that ends a value (a string, a number, a closing bracket). */
  private value(kind: TokenKind, text: string): void {
    this.emit(kind, text);
    this.afterValue = true;
  }

  /** A token after which an expression starts (an operator, an opening bracket). */
  private operator(kind: TokenKind, text: string): void {
    this.emit(kind, text);
    this.afterValue = false;
  }

  /** A keyword, or a name: of a constant, a function called, a type or component, or anything else. */
  private word(word: string): void {
    const { code, i } = this;
    const next = at(NEXT_NON_SPACE, code, i + word.length);
    const called = next !== undefined && next.trimStart() === '(';
    if (KEYWORDS.has(word)) {
      this.emit('k', word);
      // `this`, `super`: values; other keywords start expressions.
      this.afterValue = word === 'this' || word === 'super';
    } else {
      this.value(CONSTANTS.has(word) ? 'c' : called ? 'f' : /^[A-Z]/.test(word) && code[i - 1] !== '.' ? 'c' : '', word);
    }
  }
}

export function tokenize(code: string): Token[] {
  return new Tokenizer(code).run();
}
