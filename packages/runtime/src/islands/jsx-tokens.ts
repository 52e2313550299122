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

export function tokenize(code: string): Token[] {
  const tokens: Token[] = [];
  const stack: Frame[] = [{ mode: 'js', depth: 0, jsx: false }];
  let i = 0;
  // Whether the last token of JavaScript ended a value (so `<` is "less than", not the start of JSX).
  let afterValue = false;
  const emit = (kind: TokenKind, text: string) => {
    const last = tokens[tokens.length - 1];
    if (last && last.kind === kind) last.text += text;
    else tokens.push({ kind, text });
    i += text.length;
  };
  /** An element just ended: back in JavaScript it is a value; in children, more children follow. */
  const elementEnded = () => {
    afterValue = true;
  };

  while (i < code.length) {
    const frame = stack[stack.length - 1];
    const ch = code[i];

    if (frame.mode === 'children') {
      if (ch === '{') {
        emit('', ch);
        stack.push({ mode: 'js', depth: 0, jsx: true });
        afterValue = false;
      } else if (ch === '<') {
        const closing = code[i + 1] === '/';
        emit('', closing ? '</' : '<');
        if (closing) stack.pop();
        stack.push({ mode: 'tag', named: false, closing });
      } else {
        emit('', at(CHILD_TEXT, code, i)!);
      }
      continue;
    }

    if (frame.mode === 'tag') {
      const space = at(SPACE, code, i);
      const name = space ? undefined : at(TAG_NAME, code, i);
      const string = space || name ? undefined : ch === '"' || ch === "'" ? at(STRING, code, i) : undefined;
      if (space) emit('', space);
      else if (name) {
        emit(frame.named ? 'f' : 't', name);
        frame.named = true;
      } else if (string) emit('s', string);
      else if (ch === '{') {
        emit('', ch);
        stack.push({ mode: 'js', depth: 0, jsx: true });
        afterValue = false;
      } else if (ch === '/' && code[i + 1] === '>') {
        emit('', '/>');
        stack.pop();
        if (stack[stack.length - 1].mode === 'js') elementEnded();
      } else if (ch === '>') {
        emit('', ch);
        stack.pop();
        if (!frame.closing) stack.push({ mode: 'children' });
        else if (stack[stack.length - 1].mode === 'js') elementEnded();
      } else emit(ch === '=' ? 'k' : '', ch);
      continue;
    }

    // JavaScript.
    const space = at(SPACE, code, i);
    if (space) {
      emit('', space);
      continue;
    }
    const comment = ch === '/' ? (at(LINE_COMMENT, code, i) ?? at(BLOCK_COMMENT, code, i)) : undefined;
    if (comment) {
      emit('m', comment);
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') {
      emit('s', at(STRING, code, i)!);
      afterValue = true;
      continue;
    }
    const number = at(NUMBER, code, i);
    if (number) {
      emit('c', number);
      afterValue = true;
      continue;
    }
    const word = at(IDENTIFIER, code, i);
    if (word) {
      const next = at(NEXT_NON_SPACE, code, i + word.length);
      const called = next !== undefined && next.trimStart() === '(';
      if (KEYWORDS.has(word)) {
        emit('k', word);
        // `this`, `super`: values; other keywords start expressions.
        afterValue = word === 'this' || word === 'super';
      } else {
        emit(CONSTANTS.has(word) ? 'c' : called ? 'f' : /^[A-Z]/.test(word) && code[i - 1] !== '.' ? 'c' : '', word);
        afterValue = true;
      }
      continue;
    }
    if (ch === '<' && !afterValue && /[A-Za-z_$>]/.test(code[i + 1] ?? '')) {
      // A fragment, `<>`, or a tag.
      const fragment = code[i + 1] === '>';
      emit('', fragment ? '<>' : '<');
      stack.push(fragment ? { mode: 'children' } : { mode: 'tag', named: false, closing: false });
      continue;
    }
    if (ch === '{' || ch === '(' || ch === '[') {
      if (ch === '{') frame.depth++;
      emit('', ch);
      afterValue = false;
      continue;
    }
    if (ch === '}') {
      emit('', ch);
      if (frame.depth === 0 && frame.jsx) stack.pop();
      else frame.depth--;
      afterValue = false;
      continue;
    }
    if (ch === ')' || ch === ']') {
      emit('', ch);
      afterValue = true;
      continue;
    }
    const operator = at(OPERATOR, code, i);
    if (operator) {
      emit('k', operator);
      afterValue = false;
      continue;
    }
    emit('', ch);
    afterValue = false;
  }
  return tokens;
}
