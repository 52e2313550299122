import { describe, expect, it } from 'vitest';
import { tokenize, type TokenKind } from './jsx-tokens.js';

/** The coloured tokens only, as "kind:text". */
const coloured = (code: string) =>
  tokenize(code)
    .filter((t) => t.kind)
    .map((t) => `${t.kind}:${t.text}`);
const ofKind = (code: string, kind: TokenKind) =>
  tokenize(code)
    .filter((t) => t.kind === kind)
    .map((t) => t.text);

describe('tokenize', () => {
  it('keeps every character, in order, whatever the input', () => {
    const inputs = [
      '',
      'function RoundCounter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>Run {n}</button>;\n}',
      'const s = "unterminated\nnext',
      '/* open comment',
      '<div>{/* c */}<>{`t ${x}`}</></div>',
      'a < b && c > d; x<y>(z); </ >} { ) ]',
      '\\ @ # 🙂 \t\r\n',
      '<p>x</p>; <>y</>; <b/>',
      '<a b={{ c: { d: 1 } }} e="f" g=\'h\'>{ {} }</a>',
    ];
    for (const input of inputs)
      expect(
        tokenize(input)
          .map((t) => t.text)
          .join(''),
      ).toBe(input);
  });

  it('colours JavaScript as the build does (keywords and operators, functions, constants, strings, comments)', () => {
    expect(coloured('const answer = 42; // why\nfunction ask(q) { return q === "life" ? true : null; }')).toEqual([
      'k:const',
      'k:=',
      'c:42',
      'm:// why',
      'k:function',
      'f:ask',
      'k:return',
      'k:===',
      's:"life"',
      'k:?',
      'c:true',
      'k::',
      'c:null',
    ]);
    expect(ofKind('let t = `a ${b}`; /* block */ x => 0x1F + 1.5e3', 's')).toEqual(['`a ${b}`']);
    expect(ofKind('let t = `a ${b}`; /* block */ x => 0x1F + 1.5e3', 'c')).toEqual(['0x1F', '1.5e3']);
    expect(ofKind('let t = `a ${b}`; /* block */ x => 0x1F + 1.5e3', 'm')).toEqual(['/* block */']);
  });

  it('tells JSX from comparisons and type arguments', () => {
    expect(ofKind('return <div className="x">{a < b}</div>;', 't')).toEqual(['div', 'div']);
    expect(ofKind('return <div className="x">{a < b}</div>;', 'f')).toEqual(['className']);
    expect(ofKind('if (a < b) c = d > e;', 't')).toEqual([]);
    expect(ofKind('const [n, setN] = useState<number>(0);', 't')).toEqual([]);
    expect(ofKind('render(<><Greeting name="World" /></>)', 't')).toEqual(['Greeting']);
    expect(ofKind('const el = cond ? <b>yes</b> : <i>no</i>;', 't')).toEqual(['b', 'b', 'i', 'i']);
  });

  it('leaves JSX text plain, and colours expressions inside braces as JavaScript', () => {
    const tokens = tokenize('<p>if return {x ? "y" : 1}</p>');
    expect(tokens.find((t) => t.text.includes('if return'))?.kind).toBe('');
    expect(coloured('<p>if return {x ? "y" : 1}</p>')).toEqual(['t:p', 'k:?', 's:"y"', 'k::', 'c:1', 't:p']);
  });

  it('returns to JavaScript after nested elements and object literals in attributes', () => {
    const code = '<a style={{ color: "red" }}><b>{f({ x: 1 })}</b></a>; const z = 1;';
    expect(coloured(code)).toEqual(['t:a', 'f:style', 'k:=', 'k::', 's:"red"', 't:b', 'f:f', 'k::', 'c:1', 't:b', 't:a', 'k:const', 'k:=', 'c:1']);
  });
});
