/**
 * MDX 1 (Docusaurus 2) read `<` and `{` in prose as text unless they started a tag or sat inside one; MDX 3 throws
 * at the first that cannot be parsed. These wrappers give MDX 1's reading back for what cannot be meant as MDX: a
 * syntax construct that crashes is told "not here" (`nok`) instead, so micromark tries the next construct or reads
 * the character as text. Crashes that are not forgiven still stop the parse with their place.
 */
import type { Code, Construct, Effects, State, TokenizeContext } from 'micromark-util-types';

interface SyntaxMessage {
  reason: string;
  source?: string | null;
}

function isSyntaxMessage(error: unknown): error is SyntaxMessage {
  return typeof error === 'object' && error !== null && 'reason' in error && 'source' in error;
}

/** Decides whether a crash is read as "not this construct"; `consumed` is the text the construct had read. */
export type Forgive = (reason: string, consumed: string) => boolean;

/** Parsers whose input ended inside a flow construct, which was then read as text (see `wasCutByEnd`). */
const cutByEnd = new WeakSet<object>();

/**
 * Whether a flow construct (an expression, a tag) that `parser` read crashed at the end of the input and was read as
 * text. A part of a page (see parse-in-parts.ts) must not end that way: the rest of the page could have completed it.
 */
export function wasCutByEnd(parser: object): boolean {
  return cutByEnd.has(parser);
}

/** `flow`: the construct starts blocks (a flow construct), rather than text. */
export function forgiving(construct: Construct, forgive: Forgive, flow = false): Construct {
  return {
    ...construct,
    tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
      const parser = this.parser;
      let consumed = '';
      let done = false;
      const tracked: Effects = {
        ...effects,
        consume(code: Code) {
          if (code !== null && code >= 0 && consumed.length < 64) consumed += String.fromCodePoint(code);
          effects.consume(code);
        },
      };
      const finish = (next: State) => (code: Code) => {
        done = true;
        return next(code);
      };
      // Every state the construct returns is guarded, until it says ok or nok.
      const guard =
        (state: State): State =>
        (code) => {
          try {
            const next = state(code);
            return done || typeof next !== 'function' ? next : guard(next);
          } catch (error) {
            if (!done && isSyntaxMessage(error) && forgive(error.reason, consumed)) {
              done = true;
              if (flow && code === null) cutByEnd.add(parser);
              return nok(code);
            }
            throw error;
          }
        };
      return guard(construct.tokenize.call(this, tracked, finish(ok), finish(nok)));
    },
  };
}

const URL_AUTOLINK = /^<[A-Za-z][A-Za-z0-9+.-]{1,31}:/;
const EMAIL_AUTOLINK = /^<[\w.!#$%&'*+/=?^`{|}~-]+@/;

/**
 * JSX tags: a `<` that cannot start a tag (`<10`, `<=`, `<!--`) and autolinks (`<https://…>`, `<a@b.c>`) are not
 * tags. Anything wrong after a tag's name is.
 */
export const forgiveTag: Forgive = (reason, consumed) => / before name,/.test(reason) || URL_AUTOLINK.test(consumed) || EMAIL_AUTOLINK.test(consumed);

/** Braces in prose whose content is not a JavaScript expression are text (`\textit{e.g.}`, `{#id}`, JSON). */
export const forgiveExpression: Forgive = () => true;
