/** Code block metastrings, read the same by the markdown stage and the theme: ```py title="train.py" {1,3-5} showLineNumbers live npm2yarn */

export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlightLines: Set<number>;
  showLineNumbers: boolean;
  /** First line number when line numbers are shown (`showLineNumbers=5`). */
  firstLineNumber: number;
  live: boolean;
  npm2yarn: boolean;
}

/** `1,3-5` → {1, 3, 4, 5}. */
export function parseLineRanges(ranges: string): Set<number> {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[2] ? Number(match[2]) : from;
    for (let n = Math.min(from, to); n <= Math.max(from, to); n++) lines.add(n);
  }
  return lines;
}

export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const text = meta ?? '';
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const ranges = /\{([\d,\s-]+)\}/.exec(text);
  const numbers = /\bshowLineNumbers(?:=(\d+))?\b/.exec(text);
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    highlightLines: ranges ? parseLineRanges(ranges[1]) : new Set(),
    showLineNumbers: numbers !== null,
    firstLineNumber: numbers?.[1] ? Number(numbers[1]) : 1,
    live: /(?:^|\s)live(?:\s|$)/.test(text),
    npm2yarn: /(?:^|\s)npm2yarn(?:\s|$)/.test(text),
  };
}
