/**
 * The live editor's stylesheet, shipped with the playground island and injected once (a TypeScript string, so that
 * the runtime bundle's cache key, a hash of the runtime's .ts/.tsx sources, covers it). A transparent textarea over
 * the same code highlighted, in shiki's GitHub light and dark colours (with the theme's darker green, red and grey,
 * which keep 4.5:1 on the code background): both share every metric that places text.
 * The hint under the editor shows while it has focus; screen readers have it as the editor's description
 * (aria-describedby) anyway.
 */
export const EDITOR_CSS = `
.playground__code{position:relative;font-family:var(--font-mono);font-size:14px;line-height:1.55;background:var(--color-code-block-bg);--tok-k:#c82938;--tok-f:#6f42c1;--tok-c:#005cc5;--tok-s:#032f62;--tok-t:#1f7935;--tok-m:#626a74}
html[data-theme='dark'] .playground__code{--tok-k:#f97583;--tok-f:#b392f0;--tok-c:#79b8ff;--tok-s:#9ecbff;--tok-t:#85e89d;--tok-m:#939ba4}
.playground__highlight,.playground__textarea{box-sizing:border-box;margin:0;padding:14px 16px;border:0;font:inherit;letter-spacing:normal;tab-size:2;white-space:pre-wrap;overflow-wrap:break-word;word-break:keep-all}
.playground__highlight{min-height:120px;color:var(--color-code-text);pointer-events:none}
.playground__textarea{position:absolute;inset:0;width:100%;height:100%;resize:none;overflow:hidden;color:transparent;background:transparent;caret-color:var(--color-code-text)}
.playground__textarea::selection{background:rgba(84,137,230,.3)}
.playground__textarea:focus-visible{outline:2px solid var(--color-primary);outline-offset:-2px}
.tok-k{color:var(--tok-k)}.tok-f{color:var(--tok-f)}.tok-c{color:var(--tok-c)}.tok-s{color:var(--tok-s)}.tok-t{color:var(--tok-t)}.tok-m{color:var(--tok-m)}
.playground__hint{margin:0;padding:4px 16px;font-size:12px;color:var(--color-text-muted);background:var(--color-code-block-bg)}
.playground__code:not(:focus-within)+.playground__hint{display:none}
`;
