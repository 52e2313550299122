/**
 * The live code playground: a code editor (highlighted as the reader types) and the running result. The code is
 * compiled in the browser with sucrase (JSX, and TypeScript for `tsx live`) and run with React and its hooks in
 * scope, like Docusaurus's live code blocks: the code is either an expression (a JSX element, or a component
 * function), or calls `render(…)`. A compile or runtime error shows in the result pane; the page is not affected.
 */
import * as React from 'react';
import { Component, useEffect, useId, useMemo, useRef, useState, type ErrorInfo, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { transform } from 'sucrase';
import type { PlaygroundProps } from '../playgrounds.js';
import { tokenize } from './jsx-tokens.js';
import { EDITOR_CSS } from './playground-css.js';

// The editor's stylesheet ships with the island, and is in the page before the island first renders.
if (!document.getElementById('playground-css')) {
  const style = document.createElement('style');
  style.id = 'playground-css';
  style.textContent = EDITOR_CSS;
  document.head.append(style);
}

type Outcome = { element: ReactNode } | { error: string };

// React and everything it exports (hooks included) are in scope, as in Docusaurus's live code blocks.
const SCOPE: Record<string, unknown> = Object.fromEntries(
  Object.entries({ ...React, React }).filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default'),
);

export function evaluate(code: string, language: string): Outcome {
  try {
    const compiled = transform(code, {
      transforms: language === 'tsx' ? ['jsx', 'typescript'] : ['jsx'],
      jsxRuntime: 'classic',
      production: true,
    }).code.trim();
    const names = Object.keys(SCOPE);
    const values = names.map((n) => SCOPE[n]);
    if (/(^|[^.\w])render\s*\(/.test(compiled)) {
      let rendered: ReactNode = null;
      new Function(...names, 'render', compiled)(...values, (node: ReactNode) => {
        rendered = node;
      });
      return { element: rendered };
    }
    const value: unknown = new Function(...names, `return (${compiled.replace(/;\s*$/, '')});`)(...values);
    if (typeof value === 'function') return { element: React.createElement(value as React.ComponentType) };
    return { element: value as ReactNode };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

class ResultBoundary extends Component<{ children: ReactNode }, { error?: string }> {
  override state: { error?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // Shown in the result pane; not the page's problem.
  }
  override render(): ReactNode {
    return this.state.error ? <pre className="playground__error">{this.state.error}</pre> : this.props.children;
  }
}

const INDENT = '  ';

/** Types `text` over the selection as the reader would, so that the browser's undo history keeps the change. */
function typeText(area: HTMLTextAreaElement, text: string): void {
  if (!document.execCommand('insertText', false, text)) {
    area.setRangeText(text, area.selectionStart, area.selectionEnd, 'end');
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Tab indents, Shift+Tab outdents: the caret's line, or every line the selection touches. */
function indent(area: HTMLTextAreaElement, outdent: boolean): void {
  const { value, selectionStart: start, selectionEnd: end } = area;
  if (!outdent && start === end) return typeText(area, INDENT);
  const from = value.lastIndexOf('\n', start - 1) + 1;
  // A selection that ends at the start of a line leaves that line alone.
  const to = end > start && value[end - 1] === '\n' ? end - 1 : end;
  const lines = value.slice(from, to).split('\n');
  const changed = lines.map((line) => (outdent ? line.replace(/^( {1,2}|\t)/, '') : INDENT + line));
  const text = changed.join('\n');
  if (text === value.slice(from, to)) return;
  area.setSelectionRange(from, to);
  typeText(area, text);
  if (start === end) {
    const caret = Math.max(from, start + changed[0].length - lines[0].length);
    area.setSelectionRange(caret, caret);
  } else area.setSelectionRange(from, from + text.length);
}

/**
 * A textarea over the same code highlighted: the reader edits plain text and sees coloured code (as react-live's
 * editor does). Tab and Shift+Tab indent and outdent; Escape, then Tab, moves focus on (as in CodeMirror), and the
 * editor says so in its description. Enter keeps the line's indentation.
 */
function CodeEditor({ code, onChange, labels }: { code: string; onChange: (code: string) => void; labels: PlaygroundProps['labels'] }): ReactNode {
  const hint = useId();
  // After Escape, the next Tab leaves the editor.
  const tabLeaves = useRef(false);
  const highlighted = useMemo(
    () =>
      tokenize(code).map((t, i) =>
        t.kind ? (
          <span key={i} className={`tok-${t.kind}`}>
            {t.text}
          </span>
        ) : (
          t.text
        ),
      ),
    [code],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const area = event.currentTarget;
    const plain = !event.altKey && !event.ctrlKey && !event.metaKey;
    if (event.key === 'Escape') {
      tabLeaves.current = true;
      return;
    }
    if (event.key === 'Tab' && plain && !tabLeaves.current) {
      event.preventDefault();
      indent(area, event.shiftKey);
    } else if (event.key === 'Enter' && plain && !event.shiftKey) {
      const { value, selectionStart: start } = area;
      const leading = /^[ \t]*/.exec(value.slice(value.lastIndexOf('\n', start - 1) + 1, start))![0];
      if (leading) {
        event.preventDefault();
        typeText(area, `\n${leading}`);
      }
    }
    if (event.key !== 'Shift') tabLeaves.current = false;
  };
  return (
    <>
      <div className="playground__code">
        {/* The extra line break gives a final empty line its height, as in the textarea. */}
        <pre className="playground__highlight" aria-hidden="true">
          {highlighted}
          {'\n'}
        </pre>
        <textarea
          className="playground__textarea"
          aria-label={labels.editor}
          aria-describedby={hint}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          value={code}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => (tabLeaves.current = false)}
        />
      </div>
      <p className="playground__hint" id={hint}>
        {labels.hint}
      </p>
    </>
  );
}

export default function Playground({ code: initial, language, editorHost, staticFrame, labels }: PlaygroundProps) {
  const [code, setCode] = useState(initial);
  const outcome = useMemo(() => evaluate(code, language), [code, language]);
  useEffect(() => {
    if (staticFrame) staticFrame.hidden = true;
    return () => {
      if (staticFrame) staticFrame.hidden = false;
    };
  }, [staticFrame]);
  return (
    <>
      {createPortal(<CodeEditor code={code} onChange={setCode} labels={labels} />, editorHost)}
      <div className="playground__output" data-playground-output="">
        {'error' in outcome ? <pre className="playground__error">{outcome.error}</pre> : <ResultBoundary key={code}>{outcome.element}</ResultBoundary>}
      </div>
    </>
  );
}
