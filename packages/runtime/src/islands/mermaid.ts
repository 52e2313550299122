/**
 * The Mermaid island: draws the page's ```mermaid diagrams as SVG in the browser, in the colours of the current
 * colour mode, and draws them again when the reader switches it. Until a diagram is drawn (and if drawing fails) the
 * reader sees its source as a code block. A build with Mermaid installed in the site has checked each diagram's
 * syntax; without it, a mistake shows here: Mermaid's message under the source, and in the dev server's overlay
 * (a `docgen:problem` event, which only the dev server's script listens to).
 */
import mermaid from 'mermaid';
import { diagramProblem } from '@docgen/core/browser';

type Mode = 'light' | 'dark';

const modeNow = (): Mode => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

/** Draws one diagram in `mode` (`nextId`: an id no other SVG of the page has). */
async function drawOne(host: HTMLElement, mode: Mode, nextId: () => string): Promise<void> {
  const source = host.querySelector('pre code')?.textContent ?? '';
  if (!source.trim()) return;
  try {
    const { svg } = await mermaid.render(nextId(), source);
    let figure = host.querySelector<HTMLElement>(':scope > .mermaid-diagram__svg');
    if (!figure) {
      figure = document.createElement('div');
      figure.className = 'mermaid-diagram__svg';
      figure.setAttribute('role', 'img');
      host.append(figure);
    }
    figure.innerHTML = svg;
    host.dataset.mermaidMode = mode;
    host.classList.add('mermaid-diagram--drawn');
    host.querySelector(':scope > .mermaid-diagram__error')?.remove();
  } catch (e) {
    // The source stays shown as code, with Mermaid's message under it.
    host.classList.remove('mermaid-diagram--drawn');
    showError(host, e);
  }
}

/**
 * What Mermaid says about a diagram it cannot draw, shown after the diagram's source, worded as the build's check
 * words it: "Mermaid diagram, line 2, column 18: Parse error: Expecting …" (the line of the diagram).
 */
function showError(host: HTMLElement, error: unknown): void {
  const problem = diagramProblem(error);
  const place = problem.line === undefined ? '' : `, line ${problem.line}${problem.column === undefined ? '' : `, column ${problem.column}`}`;
  const message = `Mermaid diagram${place}: ${problem.message}`;
  let note = host.querySelector<HTMLElement>(':scope > .mermaid-diagram__error');
  if (!note) {
    note = document.createElement('pre');
    note.className = 'mermaid-diagram__error';
    host.append(note);
  }
  note.textContent = message;
  window.dispatchEvent(new CustomEvent('docgen:problem', { detail: { text: `${location.pathname}: ${message}`, kind: 'mermaid' } }));
}

/**
 * The island's entry: a drawer for the app to keep, which draws the diagrams of each page it is given, remembering
 * how many it drew, the mode Mermaid is set up for and whether it watches the mode.
 */
export default function createDiagramDrawer(): (hosts: HTMLElement[]) => Promise<void> {
  let drawn = 0;
  let watching = false;
  /** Mermaid's configuration is the library's own, global to the page: set again only when the mode changes. */
  let configured: Mode | undefined;
  const configure = (mode: Mode) => {
    if (configured === mode) return;
    // `strict`: labels are text, never HTML or script; the site's authors wrote them, but a diagram is no place for code.
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: mode === 'dark' ? 'dark' : 'default' });
    configured = mode;
  };
  const nextId = () => `docgen-mermaid-${++drawn}`;
  /** Draws the diagrams of `hosts` not yet drawn in the current mode, one after another (Mermaid renders serially). */
  const drawDiagrams = async (hosts: HTMLElement[]): Promise<void> => {
    const mode = modeNow();
    configure(mode);
    for (const host of hosts) if (host.isConnected && host.dataset.mermaidMode !== mode) await drawOne(host, mode, nextId);
    if (watching) return;
    watching = true;
    // A colour mode switch draws every diagram on the page again in the other theme.
    new MutationObserver(() => {
      const all = [...document.querySelectorAll<HTMLElement>('[data-mermaid]')];
      if (all.some((host) => host.dataset.mermaidMode !== modeNow())) void drawDiagrams(all);
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  };
  return drawDiagrams;
}
