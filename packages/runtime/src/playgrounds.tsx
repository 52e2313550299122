/** Live playgrounds: the editor and compiler are an island, loaded only when a playground comes into view. */
import { createRoot, type Root } from 'react-dom/client';
import { importIsland, Lazy } from './Lazy.js';

export interface PlaygroundProps {
  code: string;
  language: string;
  /** Where the editor goes (the static code it replaces is hidden). */
  editorHost: HTMLElement;
  staticFrame: HTMLElement | null;
}

/** The playgrounds of the page shown: an observer that mounts each as it comes into view, and their React roots. */
export interface Playgrounds {
  /** Watches the playgrounds of the page now shown; unmounts those of the page that left. */
  mount(url: string | undefined): void;
}

export function createPlaygrounds(): Playgrounds {
  const roots = new Map<Element, Root>();
  let observer: IntersectionObserver | undefined;
  return {
    mount(url) {
      for (const [element, root] of roots) {
        if (!element.isConnected) {
          root.unmount();
          roots.delete(element);
        }
      }
      if (!url) return;
      observer ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer!.unobserve(entry.target);
            mount(entry.target as HTMLElement, url, roots);
          }
        },
        { rootMargin: '200px' },
      );
      for (const playground of document.querySelectorAll<HTMLElement>('[data-playground]')) {
        if (!roots.has(playground)) observer.observe(playground);
      }
    },
  };
}

/** Mounts the island over one playground, its root kept in `roots`. */
function mount(playground: HTMLElement, url: string, roots: Map<Element, Root>): void {
  const resultHost = playground.querySelector<HTMLElement>('[data-playground-result]');
  const editor = playground.querySelector<HTMLElement>('.playground__editor');
  if (!resultHost || !editor) return;
  const staticFrame = editor.querySelector<HTMLElement>('.code-block');
  const editorHost = document.createElement('div');
  editor.append(editorHost);
  const props: PlaygroundProps = {
    code: staticFrame?.querySelector('pre code')?.textContent ?? '',
    language: playground.dataset.language ?? 'jsx',
    editorHost,
    staticFrame,
  };
  resultHost.replaceChildren();
  const root = createRoot(resultHost);
  roots.set(playground, root);
  root.render(<Lazy load={(attempt) => importIsland<PlaygroundProps>(url, attempt)} props={props} />);
}
