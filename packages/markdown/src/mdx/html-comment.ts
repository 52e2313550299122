/**
 * HTML comments (`<!-- … -->`), which MDX 1 and Docusaurus (`mdx1Compat.comments`) accept in Markdown. CommonMark's
 * own HTML constructs, gated to start with `<!--`: every other `<` belongs to JSX.
 */
import { htmlFlow, htmlText } from 'micromark-core-commonmark';
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

const OPEN = [60, 33, 45, 45]; // <!--

function commentOnly(construct: Construct, name: string): Construct {
  return {
    ...construct,
    name,
    tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
      let index = 0;
      const gate =
        (state: State): State =>
        (code: Code) => {
          if (code !== OPEN[index]) return nok(code);
          index++;
          const next = state(code);
          return index < OPEN.length && typeof next === 'function' ? gate(next) : next;
        };
      return gate(construct.tokenize.call(this, effects, ok, nok));
    },
  };
}

export const htmlComments: Extension = {
  flow: { 60: commentOnly(htmlFlow, 'htmlFlowComment') },
  text: { 60: commentOnly(htmlText, 'htmlTextComment') },
};
