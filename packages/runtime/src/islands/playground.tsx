/**
 * The live code playground: a code editor and the running result. The code is compiled in the browser with
 * sucrase (JSX, and TypeScript for `tsx live`) and run with React and its hooks in scope, like Docusaurus's live
 * code blocks: the code is either an expression (a JSX element, or a component function), or calls `render(…)`.
 * A compile or runtime error shows in the result pane; the page is not affected.
 */
import * as React from 'react';
import { Component, useEffect, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { transform } from 'sucrase';
import type { PlaygroundProps } from '../playgrounds.js';

type Outcome = { element: ReactNode } | { error: string };

// React and everything it exports (hooks included) are in scope, as in Docusaurus's live code blocks.
const SCOPE: Record<string, unknown> = Object.fromEntries(Object.entries({ ...React, React }).filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default'));

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

export default function Playground({ code: initial, language, editorHost, staticFrame }: PlaygroundProps) {
  const [code, setCode] = useState(initial);
  const outcome = useMemo(() => evaluate(code, language), [code, language]);
  useEffect(() => {
    if (staticFrame) staticFrame.hidden = true;
    return () => {
      if (staticFrame) staticFrame.hidden = false;
    };
  }, [staticFrame]);
  const lines = code.split('\n').length;
  return (
    <>
      {createPortal(
        <textarea
          className="playground__textarea"
          aria-label="Live code editor"
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          rows={Math.min(Math.max(lines, 4), 30)}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />,
        editorHost,
      )}
      <div className="playground__output" data-playground-output="">
        {'error' in outcome ? <pre className="playground__error">{outcome.error}</pre> : <ResultBoundary key={code}>{outcome.element}</ResultBoundary>}
      </div>
    </>
  );
}
