/**
 * The MDX syntax, for `.md` and `.mdx` alike (as Docusaurus reads both): ESM, JSX and expressions, parsed with acorn so
 * that every node keeps its place. Differences from MDX 3, to read content written for MDX 1 (Docusaurus 2): `<` and
 * `{` that cannot start a tag or an expression are text, HTML comments and autolinks work. Indented code is off, as
 * in MDX: JSX children are often indented.
 */
import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxExpression } from 'micromark-extension-mdx-expression';
import { mdxJsx } from 'micromark-extension-mdx-jsx';
import { mdxjsEsm } from 'micromark-extension-mdxjs-esm';
import type { Construct, Extension } from 'micromark-util-types';
import type { Processor } from 'unified';
import { forgiveExpression, forgiveTag, forgiving, type Forgive } from './forgiving.js';
import { htmlComments } from './html-comment.js';

const acorn = Parser.extend(acornJsx());
const acornOptions = { ecmaVersion: 2024 as const, sourceType: 'module' as const };

function forgivingExtension(extension: Extension, forgive: Forgive): Extension {
  const wrap = (map: Extension['flow'], flow: boolean) => {
    const out: Record<number, Construct | Construct[]> = {};
    for (const [code, value] of Object.entries(map ?? {})) {
      out[Number(code)] = Array.isArray(value) ? value.map((c) => forgiving(c, forgive, flow)) : forgiving(value as Construct, forgive, flow);
    }
    return out;
  };
  return { ...extension, flow: wrap(extension.flow, true), text: wrap(extension.text, false) };
}

export function mdxSyntaxExtensions(): Extension[] {
  return [
    mdxjsEsm({ acorn, acornOptions, addResult: true }),
    forgivingExtension(mdxExpression({ acorn, acornOptions, addResult: true }), forgiveExpression),
    forgivingExtension(mdxJsx({ acorn, acornOptions, addResult: true }), forgiveTag),
    htmlComments,
    MDX_DISABLED,
  ];
}

/** What MDX turns off: indented code (JSX children are often indented) and HTML (JSX reads it). */
const MDX_DISABLED: Extension = { disable: { null: ['codeIndented', 'htmlFlow', 'htmlText'] } };

/** MDX's syntax without its constructs: for a page where none could start (see `needsMdx`), the same tree. */
export function remarkMdxDisabled(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(MDX_DISABLED);
}

/** The unified plugin: adds the syntax and its mdast nodes (`mdxjsEsm`, `mdxJsx*Element`, `mdx*Expression`). */
export function remarkMdxSyntax(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(...mdxSyntaxExtensions());
  (data.fromMarkdownExtensions ??= []).push(mdxFromMarkdown());
}
