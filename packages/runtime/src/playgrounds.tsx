/** Live playgrounds: the editor and compiler are an island, loaded only when a playground comes into view. */
import { createRoot, type Root } from 'react-dom/client';
import type { Strings } from '@docgen/theme/browser';
import { importIsland, Lazy } from './Lazy.js';

export interface PlaygroundProps {
  code: string;
  language: string;
  /** Where the editor goes (the static code it replaces is hidden). */
  editorHost: HTMLElement;
  staticFrame: HTMLElement | null;
  /** The editor's name and keyboard help, in the page's language (from the playground's attributes). */
  labels: { editor: string; hint: string };
}

/** The playgrounds of the page shown: an observer that mounts each as it comes into view, and their React roots. */
export interface Playgrounds {
  /** Watches the playgrounds of the page now shown; unmounts those of the page that left. */
  mount(url: string | undefined): void;
}

/** `strings`: the shell's texts in the page's locale (the island's loading and Retry texts). */
export function createPlaygrounds(strings: Strings = {}): Playgrounds {
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
            mount(entry.target as HTMLElement, url, roots, strings);
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
function mount(playground: HTMLElement, url: string, roots: Map<Element, Root>, strings: Strings): void {
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
    labels: {
      editor: playground.dataset.editorLabel ?? 'Live code editor',
      hint: playground.dataset.editorHint ?? 'Tab indents. To leave the editor, press Escape, then Tab.',
    },
  };
  resultHost.replaceChildren();
  const root = createRoot(resultHost);
  roots.set(playground, root);
  root.render(<Lazy load={(attempt) => importIsland<PlaygroundProps>(url, attempt)} props={props} strings={strings} />);
}
