/**
 * Math syntax, as remark-math reads it (micromark-extension-math, mdast-util-math): `$$` fenced blocks become `math`
 * nodes, and `$…$` or `$$…$$` in text `inlineMath`. One difference keeps prose with dollars as it was written
 * (Pandoc's rule): a single `$` opens math only when a non-space follows it, and the next single `$` closes it only
 * when it follows a non-space and no digit follows it; otherwise the first `$` is text. So "$5 and $10", "$HOME",
 * "from $5-$10" and "costs $3 or $4" stay text. `\$` is a literal dollar.
 */
import { mathFromMarkdown } from 'mdast-util-math';
import { math } from 'micromark-extension-math';
import type { Code, Construct, Effects, State, TokenizeContext } from 'micromark-util-types';
import type { Processor } from 'unified';

const DOLLAR = 36;
const SPACE = 32;

const isLineEnding = (code: Code) => code !== null && code < -2;
const isSpace = (code: Code) => code === null || code === SPACE || code === -2 || code === -1 || isLineEnding(code) || code === 9;
const isDigit = (code: Code) => code !== null && code >= 48 && code <= 57;

/** micromark-extension-math's text construct with the tokenizer below (its resolver and `previous` are kept). */
function guardedMathText(): Construct {
  const original = math().text![DOLLAR] as Construct;
  return { ...original, tokenize: tokenizeGuardedMathText };
}

function tokenizeGuardedMathText(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  let sizeOpen = 0;
  let size = 0;
  let token: { type: string } | undefined;
  // Whether the last character inside the math was a space or a line ending (a single `$` there closes nothing).
  let afterSpace = false;
  return start;

  function start(code: Code): State | undefined {
    effects.enter('mathText');
    effects.enter('mathTextSequence');
    return sequenceOpen(code);
  }

  function sequenceOpen(code: Code): State | undefined {
    if (code === DOLLAR) {
      effects.consume(code);
      sizeOpen++;
      return sequenceOpen;
    }
    // `$ 5`: a single dollar followed by a space opens nothing.
    if (sizeOpen === 1 && isSpace(code)) return nok(code);
    effects.exit('mathTextSequence');
    return between(code);
  }

  function between(code: Code): State | undefined {
    if (code === null) return nok(code);
    // `$5 and $10`: the next dollar follows a space, so the first one opened no math.
    if (code === DOLLAR && sizeOpen === 1 && afterSpace) return nok(code);
    if (code === DOLLAR) {
      token = effects.enter('mathTextSequence');
      size = 0;
      return sequenceClose(code);
    }
    if (code === SPACE) {
      effects.enter('space');
      effects.consume(code);
      effects.exit('space');
      afterSpace = true;
      return between;
    }
    if (isLineEnding(code)) {
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      afterSpace = true;
      return between;
    }
    effects.enter('mathTextData');
    return data(code);
  }

  function data(code: Code): State | undefined {
    if (code === null || code === SPACE || code === DOLLAR || isLineEnding(code)) {
      effects.exit('mathTextData');
      return between(code);
    }
    afterSpace = false;
    effects.consume(code);
    return data;
  }

  function sequenceClose(code: Code): State | undefined {
    if (code === DOLLAR) {
      effects.consume(code);
      size++;
      return sequenceClose;
    }
    // `$5-$10`: a single dollar followed by a digit is a price, so the first one opened no math.
    if (sizeOpen === 1 && size === 1 && isDigit(code)) return nok(code);
    if (size === sizeOpen) {
      effects.exit('mathTextSequence');
      effects.exit('mathText');
      return ok(code);
    }
    token!.type = 'mathTextData';
    afterSpace = false;
    return data(code);
  }
}

/** The unified plugin: math syntax and its mdast nodes. */
export function remarkMathSyntax(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push({ flow: math().flow, text: { [DOLLAR]: guardedMathText() } });
  (data.fromMarkdownExtensions ??= []).push(mathFromMarkdown());
}
