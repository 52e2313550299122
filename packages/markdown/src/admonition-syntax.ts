/**
 * Docusaurus writes admonition titles after a space (`:::tip Before you start`); remark-directive wants them
 * in brackets (`:::tip[Before you start]`). Rewrite the opening lines, outside code fences, keeping line numbers
 * (and columns: the space becomes the opening bracket). The title stays Markdown, as in Docusaurus: links, code and
 * emphasis in it are parsed, and its links are checked like any other.
 */
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'caution', 'warning', 'danger'] as const;
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

const OPENING = new RegExp(`^(\\s*:{3,})(${ADMONITION_KINDS.join('|')})[ \\t]+([^{\\s].*?)[ \\t]*$`);
const FENCE_OPEN = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * A directive label ends at the first `]` that closes nothing, so brackets that are part of a link (`[a](/x)`)
 * may stay, while a lone `[` or `]` (`Use arr[0`) is escaped. Counted the way the label parser counts: a
 * backslash escapes the bracket after it.
 */
export function escapeUnbalancedBrackets(title: string): string {
  const unbalanced = new Set<number>();
  const open: number[] = [];
  for (let i = 0; i < title.length; i++) {
    const c = title[i];
    if (c === '\\' && (title[i + 1] === '[' || title[i + 1] === ']' || title[i + 1] === '\\')) i++;
    else if (c === '[') open.push(i);
    else if (c === ']') {
      if (open.length) open.pop();
      else unbalanced.add(i);
    }
  }
  for (const i of open) unbalanced.add(i);
  if (unbalanced.size === 0) return title;
  let out = '';
  for (let i = 0; i < title.length; i++) out += unbalanced.has(i) ? `\\${title[i]}` : title[i];
  return out;
}

export function normalizeAdmonitionTitles(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  const lines = markdown.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const f = FENCE_OPEN.exec(line);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = undefined;
      continue;
    }
    if (f) {
      fence = f[1];
      continue;
    }
    const m = OPENING.exec(line);
    if (m) lines[i] = `${m[1]}${m[2]}[${escapeUnbalancedBrackets(m[3])}]`;
  }
  return lines.join('\n');
}
