/**
 * The Mermaid island: draws the page's ```mermaid diagrams as SVG in the browser, in the colours of the current
 * colour mode, and draws them again when the reader switches it. Until a diagram is drawn (and if drawing fails) the
 * reader sees its source as a code block; the build has already checked its syntax.
 */
import mermaid from 'mermaid';

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
  } catch {
    // The source stays shown as code.
    host.classList.remove('mermaid-diagram--drawn');
  }
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
