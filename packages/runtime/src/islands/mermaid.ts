/**
 * The Mermaid island: draws the page's ```mermaid diagrams as SVG in the browser, in the colours of the current
 * colour mode, and draws them again when the reader switches it. Until a diagram is drawn (and if drawing fails) the
 * reader sees its source as a code block; the build has already checked its syntax.
 */
import mermaid from 'mermaid';

type Mode = 'light' | 'dark';

const modeNow = (): Mode => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

let drawn = 0;
let watching = false;
let configured: Mode | undefined;

function configure(mode: Mode): void {
  if (configured === mode) return;
  // `strict`: labels are text, never HTML or script; the site's authors wrote them, but a diagram is no place for code.
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: mode === 'dark' ? 'dark' : 'default' });
  configured = mode;
}

async function drawOne(host: HTMLElement, mode: Mode): Promise<void> {
  const source = host.querySelector('pre code')?.textContent ?? '';
  if (!source.trim()) return;
  try {
    const { svg } = await mermaid.render(`docgen-mermaid-${++drawn}`, source);
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

/** Draws the diagrams of `hosts` not yet drawn in the current mode, one after another (Mermaid renders serially). */
export default async function drawDiagrams(hosts: HTMLElement[]): Promise<void> {
  const mode = modeNow();
  configure(mode);
  for (const host of hosts) if (host.isConnected && host.dataset.mermaidMode !== mode) await drawOne(host, mode);
  if (watching) return;
  watching = true;
  // A colour mode switch draws every diagram on the page again in the other theme.
  new MutationObserver(() => {
    const all = [...document.querySelectorAll<HTMLElement>('[data-mermaid]')];
    if (all.some((host) => host.dataset.mermaidMode !== modeNow())) void drawDiagrams(all);
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}
