/**
 * A page's content tree made ready for hast-util-to-mdast, as a copy: MDX components become what they mean (an
 * admonition, labelled tab sections, a link to a video, a disclosure), code blocks and math are reduced to their source
 * text (thousands of highlighting spans less to copy and walk), links and images point where the page's HTML points,
 * and what only the browser uses (buttons, scripts, inline SVG, the footnotes' back links) is left out.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { element, text } from './hast.js';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { resolveComponent, videoSource, type AssetInfo, type ComponentData, type ComponentEntry, type JsonValue } from '@docgen/core';

/** The elements `prepare` makes, which the handlers of `to-markdown.ts` turn into Markdown. */
export const TAG = {
  admonition: 'docgen-admonition',
  admonitionTitle: 'docgen-admonition-title',
  tab: 'docgen-tab',
  code: 'docgen-code',
  math: 'docgen-math',
  details: 'docgen-details',
  summary: 'docgen-summary',
  footnoteRef: 'docgen-footnote-ref',
  footnote: 'docgen-footnote',
} as const;

/** The element a site component's HTML holds its children in (see `ComponentHtml`). */
export const CHILDREN_MARKER = 'docgen-children';

/**
 * The HTML a site component renders, with `<docgen-children></docgen-children>` where its children go: the
 * component's own markup (a card's title and link) is read from its HTML, its children keep their meaning.
 */
export type ComponentHtml = (element: Element) => string;

export interface PrepareContext {
  /** href as written → final href (the page's link targets). */
  links: Record<string, string>;
  /** Embedded file src as written → the copied file. */
  assets: Record<string, AssetInfo>;
  registry: readonly ComponentEntry[];
  renderComponent?: ComponentHtml;
}

/** Elements that are controls or drawing, not text: a page's Markdown leaves them out. */
const DROPPED = new Set(['button', 'script', 'style', 'template', 'svg', 'noscript']);

/** KaTeX's HTML of a math element (set by the markdown stage; the element's text is the TeX). */
const KATEX_HTML = 'dataKatexHtml';

const ADMONITION_KINDS = ['note', 'tip', 'info', 'caution', 'warning', 'danger'] as const;
/** Docusaurus's older names of the `Admonition` component's types. */
const ADMONITION_ALIASES: Record<string, string> = { secondary: 'note', success: 'tip', important: 'info' };

const classes = (node: Element): string[] => (Array.isArray(node.properties.className) ? node.properties.className.map(String) : []);
const str = (value: JsonValue | undefined): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

function resolveHref(href: string, context: PrepareContext): string {
  return context.links[href] ?? context.assets[href]?.url ?? href;
}

export function prepareTree(tree: Root, context: PrepareContext): Root {
  return { type: 'root', children: prepareChildren(tree.children, context) as RootContent[] };
}

function prepareChildren(children: readonly RootContent[], context: PrepareContext): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of children) {
    if (child.type === 'text') out.push(child);
    else if (child.type === 'element') {
      const prepared = prepareElement(child, context);
      if (Array.isArray(prepared)) for (const element of prepared) out.push(element);
      else if (prepared) out.push(prepared);
    }
    // Comments, doctypes and raw nodes are not shown on the page.
  }
  return out;
}

/** The component an element of the content stands for (see `ComponentData`), if it is one. */
function componentOf(node: Element): ComponentData | undefined {
  return (node.data as { component?: ComponentData } | undefined)?.component;
}

function prepareElement(node: Element, context: PrepareContext): ElementContent | ElementContent[] | undefined {
  const component = componentOf(node);
  if (component) return prepareComponent(node, component, context);
  if (DROPPED.has(node.tagName)) return undefined;
  if (node.properties[KATEX_HTML] !== undefined) {
    return element(TAG.math, { dataDisplay: classes(node).includes('math-display') }, [text(toString(node))]);
  }
  switch (node.tagName) {
    case 'pre':
      return codeBlock(node);
    case 'a':
      return link(node, context);
    case 'img':
      return {
        ...node,
        properties: { ...node.properties, src: typeof node.properties.src === 'string' ? resolveHref(node.properties.src, context) : node.properties.src },
      };
    case 'sup':
      return footnoteReference(node) ?? withChildren(node, context);
    case 'section':
      if (node.properties.dataFootnotes !== undefined) return footnotes(node, context);
      break;
    case 'details':
      return details(node, undefined, context);
    case 'div':
      if (node.properties.dataAdmonition !== undefined) return markdownAdmonition(node, context);
      break;
  }
  return withChildren(node, context);
}

function withChildren(node: Element, context: PrepareContext): Element {
  return { ...node, children: prepareChildren(node.children, context) };
}

/** A highlighted code block: its language, title and source lines (the token spans' text). */
function codeBlock(pre: Element): Element {
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  const language = typeof pre.properties.dataLanguage === 'string' ? pre.properties.dataLanguage : undefined;
  const title = typeof pre.properties.dataTitle === 'string' ? pre.properties.dataTitle : undefined;
  return element(TAG.code, { language, title, code: toString(code ?? pre) });
}

function link(node: Element, context: PrepareContext): ElementContent | undefined {
  // The footnotes' "back to the reference" links are navigation of the HTML page.
  if (node.properties.dataFootnoteBackref !== undefined) return undefined;
  const href = typeof node.properties.href === 'string' ? resolveHref(node.properties.href, context) : undefined;
  return { ...node, properties: { ...node.properties, href }, children: prepareChildren(node.children, context) };
}

const FOOTNOTE_ID = /^#?user-content-fn-(.+)$/;

/** `<sup><a href="#user-content-fn-x" data-footnote-ref>1</a></sup>` → a footnote reference `[^x]`. */
function footnoteReference(sup: Element): Element | undefined {
  const ref = sup.children.find((c): c is Element => c.type === 'element' && c.tagName === 'a' && c.properties.dataFootnoteRef !== undefined);
  const id = typeof ref?.properties.href === 'string' ? FOOTNOTE_ID.exec(ref.properties.href)?.[1] : undefined;
  return id ? element(TAG.footnoteRef, { identifier: decodeURIComponent(id) }) : undefined;
}

/** GFM's footnotes section → one definition per item (its screen-reader heading left out). */
function footnotes(section: Element, context: PrepareContext): Element[] {
  const list = section.children.find((c): c is Element => c.type === 'element' && c.tagName === 'ol');
  const out: Element[] = [];
  for (const item of list?.children ?? []) {
    if (item.type !== 'element' || item.tagName !== 'li') continue;
    const id = typeof item.properties.id === 'string' ? FOOTNOTE_ID.exec(item.properties.id)?.[1] : undefined;
    if (id) out.push(element(TAG.footnote, { identifier: decodeURIComponent(id) }, prepareChildren(item.children, context)));
  }
  return out;
}

/** `:::tip[Title]` as the markdown stage made it: `div[data-admonition] > .admonition-heading + .admonition-content`. */
function markdownAdmonition(node: Element, context: PrepareContext): Element {
  const part = (name: string) => node.children.find((c): c is Element => c.type === 'element' && classes(c).includes(name));
  const heading = part('admonition-heading');
  const content = part('admonition-content');
  const title = heading ? prepareChildren(heading.children, context) : [];
  return admonition(String(node.properties.dataAdmonition), title, content ? prepareChildren(content.children, context) : [], title.length > 0);
}

function admonition(kind: string, title: ElementContent[], content: ElementContent[], titled: boolean): Element {
  const known = (ADMONITION_KINDS as readonly string[]).includes(kind) ? kind : (ADMONITION_ALIASES[kind] ?? 'note');
  return element(TAG.admonition, { kind: known }, [...(titled ? [element(TAG.admonitionTitle, {}, title)] : []), ...content]);
}

function details(node: Element, summaryProp: string | undefined, context: PrepareContext): Element {
  const summary = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'summary');
  const rest = node.children.filter((c) => c !== summary) as RootContent[];
  const label = summary ? prepareChildren(summary.children, context) : summaryProp !== undefined ? [text(summaryProp)] : [];
  return element(TAG.details, {}, [element(TAG.summary, {}, label), ...prepareChildren(rest, context)]);
}

/** An MDX component: the built-ins by what they mean, the site's own through their HTML. */
function prepareComponent(node: Element, data: ComponentData, context: PrepareContext): ElementContent | ElementContent[] | undefined {
  const name = resolveComponent(data, context.registry);
  const props = data.props;
  const entry = name === undefined ? undefined : context.registry.find((e) => e.name === name);
  if (entry?.file) return siteComponent(node, context);
  switch (name) {
    case 'Admonition': {
      const title = str(props.title);
      return admonition(str(props.type) ?? 'note', title === undefined ? [] : [text(title)], prepareChildren(node.children, context), title !== undefined);
    }
    case 'Tabs':
      return element('div', {}, tabSections(node, props, context));
    case 'TabItem':
      return element('div', {}, prepareChildren(node.children, context));
    case 'Details':
      return details(node, str(props.summary), context);
    case 'Link': {
      const href = str(props.to) ?? str(props.href);
      return element('a', { href: href === undefined ? undefined : resolveHref(href, context) }, prepareChildren(node.children, context));
    }
    case 'CodeBlock':
      // Text content became a fenced block in the markdown stage; here the content is elements, shown as its text.
      return element(TAG.code, { language: str(props.language), title: str(props.title), code: toString(node) });
    case 'ReactPlayer':
      return video(props, context);
    default:
      // Unknown here (the graph stage reports unknown components before anything is rendered): the content counts.
      return prepareChildren(node.children, context);
  }
}

/** Each tab as a section labelled as its tab is (`values`, then `label`, then `value`), in order. */
function tabSections(node: Element, props: Record<string, JsonValue>, context: PrepareContext): Element[] {
  const values = Array.isArray(props.values) ? (props.values as Array<{ label?: JsonValue; value?: JsonValue }>) : [];
  const items = node.children.flatMap((c) => {
    if (c.type !== 'element') return [];
    const component = componentOf(c);
    return component && resolveComponent(component, context.registry) === 'TabItem' ? [{ item: c, own: component.props }] : [];
  });
  return items.map(({ item, own }, i) => {
    const value = str(own.value) ?? String(i);
    const label = str(values.find((v) => str(v.value) === value)?.label) ?? str(own.label) ?? value;
    return element(TAG.tab, { label }, prepareChildren(item.children, context));
  });
}

/** react-player's light embed: a link to the video, named like the embed's play button. */
function video(props: Record<string, JsonValue>, context: PrepareContext): Element | undefined {
  const url = Array.isArray(props.url) ? props.url.find((u) => typeof u === 'string') : props.url;
  if (typeof url !== 'string') return undefined;
  const href = resolveHref(url, context);
  const source = videoSource(href);
  const provider = source?.provider === 'youtube' ? 'YouTube video' : source?.provider === 'vimeo' ? 'Vimeo video' : 'Video';
  const title = str(props.title);
  return element('p', {}, [element('a', { href }, [text(title ? `Video: ${title}` : provider)])]);
}

/**
 * A site component: its HTML as the theme renders it (its own markup, with links and files already final), with the
 * children, prepared here, where the component puts them.
 */
function siteComponent(node: Element, context: PrepareContext): ElementContent[] {
  const children = prepareChildren(node.children, context);
  if (!context.renderComponent) return children;
  const html = context.renderComponent({ ...node, children: [element(CHILDREN_MARKER, {})] });
  const fragment = fromHtml(html, { fragment: true });
  const splice = (nodes: readonly RootContent[]): ElementContent[] =>
    nodes.flatMap((n): ElementContent[] => {
      if (n.type === 'element' && n.tagName === CHILDREN_MARKER) return children;
      if (n.type === 'text') return [n];
      if (n.type !== 'element' || DROPPED.has(n.tagName)) return [];
      // The rendered HTML is final: only the controls are dropped and the children spliced in.
      return [{ ...n, children: splice(n.children) }];
    });
  return splice(fragment.children);
}
