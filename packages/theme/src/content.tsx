/**
 * Page content: hast → React through hast-util-to-jsx-runtime, with a component map for the elements the theme
 * enhances and the MDX component registry (built-ins and the site's own) for component elements.
 */
import { Children, isValidElement, type ComponentProps, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { parseCodeMeta, resolveComponent, type ComponentData, type ComponentEntry, type HastRoot, type JsonValue } from '@docgen/core';
import { ContentContext, contentHref, Image, Link, type ContentContextValue } from './content-context.js';
import { BUILTIN_COMPONENTS } from './mdx/catalog.js';
import { BUILTIN_IMPLEMENTATIONS } from './mdx/registry.js';
import { labelTaskLists } from './task-list-labels.js';
import { usePageTranslator } from './i18n/page-translator.js';

/** `title="train.py"` from a code block's metastring, read as the markdown stage reads it. */
export function metaTitle(meta: string | undefined): string | undefined {
  return meta ? parseCodeMeta(meta).title : undefined;
}

/** The finished HTML of a code block's highlighted lines (see `serializeCode`). */
const CODE_HTML = 'data-docgen-code-html';

/** The hast property where the markdown stage put KaTeX's HTML of a math element (`math/rehype-katex.ts`). */
const KATEX_HTML = 'dataKatexHtml';
/** The element a math element becomes for React: KaTeX's HTML set as its content, not thousands of elements. */
const MATH_TAG = 'docgen-math';
const MATH_HTML = 'data-docgen-math-html';

/** Whether a page's tree has math (the page then links KaTeX's stylesheet). */
export function hasMath(tree: HastRoot): boolean {
  const stack: Array<Root | Element> = [tree as Root];
  while (stack.length) {
    const node = stack.pop()!;
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.properties[KATEX_HTML] !== undefined) return true;
      stack.push(child);
    }
  }
  return false;
}

type MathProps = { className?: string; 'data-tag'?: string; [MATH_HTML]?: string };

function MathHtml({ className, 'data-tag': tag, [MATH_HTML]: html }: MathProps): ReactElement {
  const Tag = tag === 'div' ? 'div' : 'span';
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}

type PreProps = ComponentProps<'pre'> & { 'data-language'?: string; 'data-title'?: string; 'data-line-numbers'?: string; 'data-live'?: string };

function CopyIcon(): ReactElement {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M19 21H8V7h11m0-2H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m-3-4H4a2 2 0 0 0-2 2v14h2V3h12V1z" />
    </svg>
  );
}

function WrapIcon(): ReactElement {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3 3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z" />
    </svg>
  );
}

/**
 * A highlighted code block (the markdown stage did the highlighting) in its frame: title, line numbers, and
 * copy and word-wrap buttons that the runtime wires up. `live` blocks become a playground the runtime mounts when
 * it comes into view; until then (and without JavaScript) the code shows highlighted.
 */
function CodeBlock({ children, ...props }: PreProps): ReactElement {
  const { t } = usePageTranslator();
  const code = Children.toArray(children).find(isValidElement) as
    ReactElement<{ className?: string; 'data-meta'?: string; [CODE_HTML]?: string; children?: ReactNode }> | undefined;
  const codeHtml = code?.props[CODE_HTML];
  const language = props['data-language'] ?? /language-([\w+#-]+)/.exec(code?.props.className ?? '')?.[1];
  const title = props['data-title'] ?? metaTitle(code?.props['data-meta']);
  const numbered = props['data-line-numbers'];
  const pre = (
    <pre
      className={`code-block__pre${numbered ? ' code-block__pre--numbered' : ''}`}
      tabIndex={0}
      style={numbered && numbered !== '1' ? { counterReset: `line ${Number(numbered) - 1}` } : undefined}
    >
      {codeHtml !== undefined ? (
        <code className={code?.props.className} dangerouslySetInnerHTML={{ __html: codeHtml }} />
      ) : (
        <code className={code?.props.className}>{code?.props.children ?? children}</code>
      )}
    </pre>
  );
  const frame = (
    <div className={`code-block${language ? ` language-${language}` : ''}`} data-language={language}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        {pre}
        <div className="code-block__buttons">
          <button
            type="button"
            className="code-block__button"
            data-code-wrap=""
            title={t('theme.CodeBlock.wordWrapToggle')}
            aria-label={t('theme.CodeBlock.wordWrapToggle')}
            aria-pressed="false"
          >
            <WrapIcon />
          </button>
          {/* The runtime reads the texts of the copied state from the button: they are the page's language. */}
          <button
            type="button"
            className="code-block__button"
            data-code-copy=""
            title={t('theme.CodeBlock.copy')}
            aria-label={t('theme.CodeBlock.copyButtonAriaLabel')}
            data-copied={t('theme.CodeBlock.copied')}
          >
            <CopyIcon />
            <span className="code-block__copy-label">{t('theme.CodeBlock.copy')}</span>
          </button>
        </div>
      </div>
    </div>
  );
  if (props['data-live'] === undefined) return frame;
  return (
    <div
      className="playground"
      data-playground=""
      data-language={language}
      data-editor-label={t('docgen.playground.editorAriaLabel')}
      data-editor-hint={t('docgen.playground.hint')}
    >
      <div className="playground__header">{t('theme.Playground.liveEditor')}</div>
      <div className="playground__editor">{frame}</div>
      <div className="playground__header">{t('theme.Playground.result')}</div>
      <div className="playground__result" data-playground-result="">
        <p className="playground__placeholder">{t('docgen.playground.placeholder')}</p>
      </div>
    </div>
  );
}

function heading(tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function Heading({ id, children, ...rest }: ComponentProps<'h2'>): ReactElement {
    const { t } = usePageTranslator();
    const Tag = tag;
    return (
      <Tag id={id} {...rest}>
        {children}
        {id && (
          <a className="hash-link" href={`#${id}`} aria-label={t('theme.common.headingLinkTitle', { heading: id })} title={t('docgen.common.headingLinkTitle')}>
            {'\u200B'}
          </a>
        )}
      </Tag>
    );
  };
}

/**
 * A wide table scrolls sideways in its wrapper, which is therefore a tab stop (keyboard users scroll it with the
 * arrow keys), as code blocks are, and a named group so that a screen reader says what took focus.
 */
function Table(props: ComponentProps<'table'>): ReactElement {
  const { t } = usePageTranslator();
  return (
    <div className="table-wrapper" tabIndex={0} role="group" aria-label={t('docgen.table.ariaLabel')}>
      <table {...props} />
    </div>
  );
}

type DivProps = ComponentProps<'div'> & { 'data-default-title'?: string };

/** An admonition's title that the writer did not give: the kind's name in the page's language. */
function Div({ 'data-default-title': kind, children, ...rest }: DivProps): ReactElement {
  const { t } = usePageTranslator();
  const known = kind && ['note', 'tip', 'info', 'caution', 'warning', 'danger'].includes(kind);
  return <div {...rest}>{known ? t(`theme.admonition.${kind}` as 'theme.admonition.note') : children}</div>;
}

const components = {
  a: Link,
  div: Div,
  img: Image,
  pre: CodeBlock,
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  table: Table,
  [MATH_TAG]: MathHtml,
};

/** The components MDX content can use: the registry as data, and the React component of each name. */
export interface ContentComponents {
  registry: readonly ComponentEntry[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  implementations: Record<string, ComponentType<any>>;
}

export const BUILTIN_CONTENT_COMPONENTS: ContentComponents = { registry: BUILTIN_COMPONENTS, implementations: BUILTIN_IMPLEMENTATIONS };

/** Props whose string values are links; any other string naming a copied file of the page becomes its URL. */
const LINK_PROPS = new Set(['href', 'to']);

function resolveProps(props: Record<string, JsonValue>, context: ContentContextValue): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(props)) {
    if (typeof value !== 'string') out[key] = value;
    else if (LINK_PROPS.has(key)) out[key] = contentHref(value, context);
    else out[key] = context.assets[value]?.url ?? value;
  }
  return out;
}

/**
 * A component element as the MDX JSX node hast-util-to-jsx-runtime renders with its `components`: the registry name,
 * and the props (already evaluated at build time) as one spread attribute that `evaluater` below hands back.
 */
function componentNode(node: Element, data: ComponentData, children: ElementContent[], context: RenderInput): ElementContent {
  const name = resolveComponent(data, context.components.registry);
  if (!name || !context.components.implementations[name])
    throw new Error(`no component for <${data.name}>: the graph stage reports unknown components before rendering`);
  const props = resolveProps(data.props, context);
  const spread = { type: 'ObjectExpression', properties: [{ type: 'SpreadElement', argument: { type: 'DocgenProps', props } }] };
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: [
      {
        type: 'mdxJsxExpressionAttribute',
        value: '',
        data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: spread }] } },
      },
    ],
    children,
    position: node.position,
    // Cast: hast has no type for an MDX JSX element; hast-util-to-jsx-runtime renders it from this shape.
  } as ElementContent;
}

/** Hands back what `componentNode` put in: a component by its name, or the props of the spread attribute. */
function evaluaterFor(implementations: ContentComponents['implementations']) {
  return () => ({
    evaluateExpression: (expression: { type: string; name?: string; props?: unknown }) =>
      expression.type === 'Identifier' ? implementations[expression.name!] : expression.props,
    evaluateProgram: () => undefined,
  });
}

interface RenderInput extends ContentContextValue {
  components: ContentComponents;
}

/**
 * The tree prepared for React, as a copy: component elements become MDX JSX nodes (above), and the lines of each code
 * block finished HTML. Highlighted code is thousands of token spans, each with a style of two colours: as React
 * elements they were most of a page's render time (style strings parsed into objects, then written back), and nothing
 * in them is a component.
 */
function prepare<T extends Root | Element>(node: T, context: RenderInput): T {
  if (node.type === 'element' && typeof node.properties[KATEX_HTML] === 'string') {
    const { [KATEX_HTML]: html, ...properties } = node.properties;
    return { ...node, tagName: MATH_TAG, properties: { ...properties, dataTag: node.tagName, [MATH_HTML]: html }, children: [] };
  }
  if (node.type === 'element' && node.tagName === 'pre') {
    const children = node.children.map((child) =>
      child.type === 'element' && child.tagName === 'code'
        ? {
            ...child,
            properties: { ...child.properties, [CODE_HTML]: toHtml(child.children, { characterReferences: { useNamedReferences: true } }) },
            children: [],
          }
        : child,
    );
    return { ...node, children };
  }
  let changed = false;
  const children = node.children.map((child) => {
    if (child.type !== 'element') return child;
    const next = prepare(child, context);
    changed ||= next !== child;
    return next;
  });
  const component = node.type === 'element' ? (node.data as { component?: ComponentData } | undefined)?.component : undefined;
  // Cast: a component node replaces an element in the tree, of the same generic node type the caller passed.
  if (component) return componentNode(node as Element, component, children as ElementContent[], context) as T;
  return changed ? { ...node, children: children as ElementContent[] } : node;
}

/**
 * The HTML of one component element of a page's content, as the page renders it (its props resolved the same way):
 * what the page's Markdown version reads a site component's own markup from.
 */
export function renderComponentHtml(node: Element, context: ContentContextValue & { components?: ContentComponents }): string {
  return renderToStaticMarkup(renderContent({ type: 'root', children: [node] }, context));
}

/** React elements for a page's content tree, with its links, assets and components resolved. */
export function renderContent(tree: HastRoot, context: ContentContextValue & { components?: ContentComponents }): ReactElement {
  const input: RenderInput = { ...context, components: context.components ?? BUILTIN_CONTENT_COMPONENTS };
  // Cast: core's HastRoot is the hast tree typed as plain JSON (children: unknown[]).
  const prepared = prepare(labelTaskLists(tree as Root), input);
  const element = toJsxRuntime(prepared, {
    Fragment,
    jsx,
    jsxs,
    components: { ...input.components.implementations, ...components } as never,
    createEvaluater: evaluaterFor(input.components.implementations) as never,
  }) as ReactElement;
  return <ContentContext.Provider value={context}>{element}</ContentContext.Provider>;
}
