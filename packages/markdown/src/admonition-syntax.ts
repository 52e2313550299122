/**
 * Docusaurus writes admonition titles after a space (`:::tip Before you start`); remark-directive wants them
 * in brackets (`:::tip[Before you start]`). Rewrite the opening lines, outside code fences, keeping line numbers.
 */
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'caution', 'warning', 'danger'] as const;
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

const OPENING = new RegExp(`^(\\s*:{3,})(${ADMONITION_KINDS.join('|')})[ \\t]+([^\\[{\\s].*?)[ \\t]*$`);
const FENCE_OPEN = /^\s{0,3}(`{3,}|~{3,})/;

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
    if (m) lines[i] = `${m[1]}${m[2]}[${m[3].replace(/[[\]]/g, '\\$&')}]`;
  }
  return lines.join('\n');
}
