/**
 * A prepared content tree (see `prepare.ts`) written out as Markdown, directly: blocks and phrasing of the HTML
 * elements the markdown stage makes, and the elements `prepare` makes for components. It writes what
 * mdast-util-to-markdown wrote from the tree hast-util-to-mdast made (ATX headings, `-` bullets, `_emphasis_`,
 * `**strong**`, fenced code, GFM tables, task lists, footnotes and `$` math), for a tenth of the time: those two
 * libraries copied and re-normalised every tree and ran some thirty expressions over every text, which was more than
 * rendering the page itself (see ARCHITECTURE.md, "Markdown for AI readers").
 *
 * Text is escaped where it would otherwise read as Markdown: `*`, `` ` ``, `[`, `$`, `~` and `\` before
 * punctuation everywhere, `_` that could open or close emphasis, `<` that could open a tag or autolink, `&` that could
 * start an entity, `|` in table cells, and `#`, `>`, `+`, `-` and numbered-list markers at the start of a line.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { TAG } from './prepare.js';

const ADMONITION_TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', caution: 'Caution', warning: 'Warning', danger: 'Danger' };

/** Elements that are text-level (HTML's phrasing content), with docgen's inline footnote references. */
const PHRASING = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'img',
  'input',
  'ins',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
  TAG.footnoteRef,
]);

interface Inline {
  /** Inside a table cell: `|` is escaped and line breaks are spaces. */
  cell?: boolean;
  /** Inside a link's text: `]` is escaped. */
  label?: boolean;
  /** How many strong and emphasis markers are open: nested ones alternate (`**a __b__**`). */
  strong: number;
  emphasis: number;
}

const TOP: Inline = { strong: 0, emphasis: 0 };

const prop = (node: Element, name: string): string | undefined => {
  const value = node.properties[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
};

const isElement = (node: RootContent | ElementContent | undefined, tagName?: string): node is Element =>
  node?.type === 'element' && (tagName === undefined || node.tagName === tagName);

function isPhrasing(node: RootContent | ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element') return false;
  if (node.tagName === TAG.math) return !node.properties.dataDisplay;
  return PHRASING.has(node.tagName);
}

/** The Markdown of a prepared tree, ending in a newline (nothing for an empty tree). */
export function treeToMarkdown(tree: Root): string {
  const text = flow(tree.children).join('\n\n');
  return text ? `${text}\n` : '';
}

// ---------------------------------------------------------------------------------------------------------------
// Blocks

/** The blocks of a list of children: runs of text-level content become paragraphs; whitespace between blocks goes. */
function flow(children: readonly (RootContent | ElementContent)[]): string[] {
  const blocks: string[] = [];
  let run: Array<RootContent | ElementContent> = [];
  const flush = () => {
    const text = paragraph(run);
    if (text) blocks.push(text);
    run = [];
  };
  for (const child of children) {
    if (isPhrasing(child)) run.push(child);
    else if (child.type === 'element') {
      flush();
      for (const text of block(child)) blocks.push(text);
    }
  }
  flush();
  return blocks;
}

function paragraph(nodes: readonly (RootContent | ElementContent)[]): string {
  return phrasing(nodes, TOP, true).trim();
}

function block(node: Element): string[] {
  const { tagName } = node;
  const heading = /^h([1-6])$/.exec(tagName);
  // A heading's text starts no line of its own: only its end could be read as a closing `#` run.
  if (heading) return [`${'#'.repeat(Number(heading[1]))} ${phrasing(node.children, TOP, false).trim()}`.trimEnd()];
  switch (tagName) {
    case 'p':
      return nonEmpty(paragraph(node.children));
    case 'blockquote':
      return [quote(flow(node.children))];
    case 'ul':
    case 'ol':
      return nonEmpty(list(node));
    case 'hr':
      return ['---'];
    case 'table':
      return nonEmpty(table(node));
    case 'pre':
      return [fence(toString(node), undefined, undefined)];
    case 'iframe':
    case 'video':
    case 'audio':
      return nonEmpty(mediaLink(node));
    case TAG.code:
      return [fence(prop(node, 'code') ?? '', prop(node, 'language'), prop(node, 'title'))];
    case TAG.math:
      return [`$$\n${toString(node).trim()}\n$$`];
    case TAG.admonition:
      return [admonition(node)];
    case TAG.tab:
      return [`**${escapeText(prop(node, 'label') ?? '', { strong: 1, emphasis: 0 }, false)}**`, ...flow(node.children)];
    case TAG.details:
      return details(node);
    case TAG.footnote:
      return [footnoteDefinition(node)];
    default:
      // A container (div, section, a site component's markup): its blocks, or one paragraph of its text.
      return node.children.some((child) => !isPhrasing(child) && child.type === 'element') ? flow(node.children) : nonEmpty(paragraph(node.children));
  }
}

const nonEmpty = (text: string): string[] => (text ? [text] : []);

/** Each line behind `> ` (`>` alone on a blank line). */
function quote(blocks: readonly string[]): string {
  return blocks
    .join('\n\n')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

function admonition(node: Element): string {
  const label = ADMONITION_TITLES[prop(node, 'kind') ?? 'note'] ?? 'Note';
  const [first, ...rest] = node.children;
  const titled = isElement(first, TAG.admonitionTitle);
  const title = titled ? phrasing(first.children, { strong: 1, emphasis: 0 }, false).trim() : '';
  const lead = titled && toString(first).trim().toLowerCase() !== label.toLowerCase() ? `**${label}: ${title}**` : `**${label}**`;
  return quote([lead, ...flow(titled ? rest : node.children)]);
}

function details(node: Element): string[] {
  const [summary, ...rest] = node.children;
  const label = isElement(summary, TAG.summary) ? toString(summary).trim() : '';
  const open = label ? `<details>\n<summary>${escapeHtml(label)}</summary>` : '<details>';
  return [open, ...flow(isElement(summary, TAG.summary) ? rest : node.children), '</details>'];
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function footnoteDefinition(node: Element): string {
  const lines = flow(node.children).join('\n\n').split('\n');
  return lines.map((line, i) => (i === 0 ? `[^${prop(node, 'identifier') ?? ''}]: ${line}` : line ? `    ${line}` : '')).join('\n');
}

/** A fenced code block, its fence longer than any run of backticks in the code. */
function fence(code: string, language: string | undefined, title: string | undefined): string {
  const value = code.replace(/\n+$/, '');
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(Math.max(3, longest + 1));
  const lang = language && language !== 'text' ? language : title ? 'text' : '';
  const info = [lang, title ? `title=${JSON.stringify(title)}` : ''].filter(Boolean).join(' ');
  return `${ticks}${info}\n${value ? `${value}\n` : ''}${ticks}`;
}

/** An embedded frame or media element as a link to what it shows. */
function mediaLink(node: Element): string {
  const src = prop(node, 'src') ?? (node.children.find((c): c is Element => isElement(c, 'source'))?.properties.src as string | undefined);
  if (!src) return '';
  const name = prop(node, 'title') ?? src;
  return `[${escapeText(name, { ...TOP, label: true }, false)}](${destination(src)})`;
}

// ---------------------------------------------------------------------------------------------------------------
// Lists and tables

/** A leading checkbox of a list item (directly, or at the start of its first paragraph), and the item without it. */
function taskOf(item: Element): { checked: boolean | null; children: ElementContent[] } {
  const [head, ...rest] = item.children;
  if (isElement(head, 'input') && head.properties.type === 'checkbox') return { checked: Boolean(head.properties.checked), children: rest };
  if (isElement(head, 'p')) {
    const [inner, ...after] = head.children;
    if (isElement(inner, 'input') && inner.properties.type === 'checkbox') {
      return { checked: Boolean(inner.properties.checked), children: [{ ...head, children: after }, ...rest] };
    }
  }
  return { checked: null, children: item.children };
}

/** Whether an item is loose (its blocks apart): it has a paragraph, or more than one block. */
function spread(children: readonly ElementContent[]): boolean {
  let blocks = 0;
  for (const child of children) {
    if (child.type !== 'element' || isPhrasing(child)) continue;
    if (child.tagName === 'p' || ++blocks > 1 || spread(child.children)) return true;
  }
  return false;
}

function list(node: Element): string {
  const ordered = node.tagName === 'ol';
  const start = Number(node.properties.start ?? 1);
  const items = node.children.filter((child): child is Element => isElement(child, 'li')).map((item) => ({ item, task: taskOf(item) }));
  const loose = items.some(({ task }) => spread(task.children));
  return items
    .map(({ task }, i) => {
      const marker = ordered ? `${(Number.isFinite(start) ? start : 1) + i}.` : '-';
      const blocks = flow(task.children);
      if (task.checked !== null) blocks[0] = `[${task.checked ? 'x' : ' '}] ${blocks[0] ?? ''}`.trimEnd();
      const indent = ' '.repeat(marker.length + 1);
      const lines = blocks.join(loose ? '\n\n' : '\n').split('\n');
      return lines.map((line, n) => (n === 0 ? `${marker} ${line}`.trimEnd() : line ? `${indent}${line}` : '')).join('\n');
    })
    .join(loose ? '\n\n' : '\n');
}

function table(node: Element): string {
  const rows: Element[] = [];
  const collect = (parent: Element) => {
    for (const child of parent.children) {
      if (!isElement(child)) continue;
      if (child.tagName === 'tr') rows.push(child);
      else if (child.tagName === 'thead' || child.tagName === 'tbody' || child.tagName === 'tfoot') collect(child);
    }
  };
  collect(node);
  if (!rows.length) return '';
  const cells = rows.map((row) => row.children.filter((c): c is Element => isElement(c, 'th') || isElement(c, 'td')));
  const width = cells.reduce((most, row) => Math.max(most, row.length), 0);
  const line = (values: readonly string[]) => `|${Array.from({ length: width }, (_, i) => (values[i] ? ` ${values[i]} ` : ' ')).join('|')}|`;
  const align = Array.from({ length: width }, (_, i) => {
    const value = cells[0][i] ? prop(cells[0][i], 'align') : undefined;
    return value === 'left' ? ':-' : value === 'right' ? '-:' : value === 'center' ? ':-:' : '-';
  });
  const text = cells.map((row) => row.map((cell) => phrasing(cell.children, { ...TOP, cell: true }, false).trim()));
  return [line(text[0]), line(align), ...text.slice(1).map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Phrasing

/** Text-level content; `lineStart` when it begins a line (a paragraph's first text). */
function phrasing(nodes: readonly (RootContent | ElementContent)[], inline: Inline, lineStart: boolean): string {
  let out = '';
  for (const node of nodes) {
    const atStart = lineStart && out.trim() === '';
    if (node.type === 'text') out += escapeText(node.value.replace(/[ \t\r\n]+/g, ' '), inline, atStart && !/\S/.test(out));
    else if (node.type === 'element') out += inlineElement(node, inline, atStart);
  }
  return out;
}

function inlineElement(node: Element, inline: Inline, lineStart: boolean): string {
  switch (node.tagName) {
    case 'strong':
    case 'b':
      return wrapped(node, inline.strong % 2 ? '__' : '**', { ...inline, strong: inline.strong + 1 }, lineStart);
    case 'em':
    case 'i':
      return wrapped(node, inline.emphasis % 2 ? '*' : '_', { ...inline, emphasis: inline.emphasis + 1 }, lineStart);
    case 'del':
    case 's':
    case 'strike':
      return wrapped(node, '~~', inline, lineStart);
    case 'code':
    case 'kbd':
    case 'samp':
      // GFM ends a table cell at a `|` even inside code.
      return codeSpan(inline.cell ? toString(node).replace(/\|/g, '\\|') : toString(node));
    case 'a':
      return link(node, inline);
    case 'img':
      return image(node);
    case 'br':
      return inline.cell ? ' ' : '\\\n';
    case 'input':
    case 'wbr':
      return '';
    case TAG.footnoteRef:
      return `[^${prop(node, 'identifier') ?? ''}]`;
    case TAG.math:
      return `$${toString(node).trim()}$`;
    default:
      if (!isPhrasing(node)) return ` ${flow(node.children).join(' ')} `;
      return phrasing(node.children, inline, lineStart);
  }
}

/** Emphasis, strong or strikethrough: spaces at the edges go outside the markers, and nothing is written for none. */
function wrapped(node: Element, marker: string, inline: Inline, lineStart: boolean): string {
  const inner = phrasing(node.children, inline, lineStart);
  const text = inner.trim();
  if (!text) return inner;
  const lead = inner.slice(0, inner.length - inner.trimStart().length);
  const tail = inner.slice(inner.trimEnd().length);
  return `${lead}${marker}${text}${marker}${tail}`;
}

function codeSpan(value: string): string {
  const text = value.replace(/\r?\n/g, ' ');
  let ticks = '`';
  while (text.includes(ticks)) ticks += '`';
  // Padded when it starts or ends with a backtick, or with a space that would otherwise be stripped.
  const pad = /^`|`$/.test(text) || (/^ |^$| $/.test(text) && /\S/.test(text)) ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** A link destination, in angle brackets when it holds spaces or unbalanced parentheses. */
function destination(url: string): string {
  let depth = 0;
  for (const char of url) {
    if (char === '(') depth++;
    else if (char === ')' && --depth < 0) break;
  }
  return /[\s<>]/.test(url) || depth !== 0 ? `<${url.replace(/[<>]/g, (c) => `\\${c}`)}>` : url;
}

const titlePart = (title: string | undefined) => (title ? ` "${title.replace(/["\\]/g, (c) => `\\${c}`)}"` : '');

function link(node: Element, inline: Inline): string {
  const href = prop(node, 'href');
  const text = phrasing(node.children, { ...inline, label: true }, false).trim();
  if (href === undefined) return text;
  // A link whose text is its own address (with a scheme) is written as an autolink.
  const plain = toString(node).trim();
  if (/^[a-z][a-z\d+.-]{1,31}:[^\s<>]*$/i.test(href) && (plain === href || `mailto:${plain}` === href) && !/[<>\s]/.test(plain)) return `<${plain}>`;
  return `[${text}](${destination(href)}${titlePart(prop(node, 'title'))})`;
}

function image(node: Element): string {
  const src = prop(node, 'src') ?? '';
  return `![${escapeText(prop(node, 'alt') ?? '', { ...TOP, label: true }, false)}](${destination(src)}${titlePart(prop(node, 'title'))})`;
}

// ---------------------------------------------------------------------------------------------------------------
// Text

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const WORD = /[\p{L}\p{N}]/u;

/** Text escaped so that it reads as itself (see the module comment); `lineStart` when it starts a line. */
function escapeText(value: string, inline: Inline, lineStart: boolean): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    const next = value[i + 1] ?? '';
    switch (char) {
      case '\\':
        out += next === '' || ASCII_PUNCTUATION.test(next) ? '\\\\' : char;
        continue;
      case '*':
      case '`':
      case '[':
      case '$':
      case '~':
        out += `\\${char}`;
        continue;
      case ']':
        out += inline.label ? '\\]' : char;
        continue;
      case '_':
        // Inside a word an underscore cannot open or close emphasis.
        out += WORD.test(value[i - 1] ?? '') && WORD.test(next) ? char : '\\_';
        continue;
      case '<':
        out += /[A-Za-z!/?]/.test(next) ? '\\<' : char;
        continue;
      case '&':
        out += /[#A-Za-z]/.test(next) ? '\\&' : char;
        continue;
      case '|':
        out += inline.cell ? '\\|' : char;
        continue;
    }
    out += char;
  }
  return lineStart ? escapeLineStart(out) : out;
}

/** Markers that open a block when they start a line: headings, quotes, list items. */
function escapeLineStart(text: string): string {
  const lead = text.length - text.trimStart().length;
  const rest = text.slice(lead);
  if (/^#{1,6}(?=\s|$)|^>|^[+-](?=\s|$)|^-(?=-)/.test(rest)) return `${text.slice(0, lead)}\\${rest}`;
  const numbered = /^(\d{1,9})([.)])(?=\s|$)/.exec(rest);
  if (numbered) return `${text.slice(0, lead)}${numbered[1]}\\${rest.slice(numbered[1].length)}`;
  return text;
}
