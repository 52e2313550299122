/** Mermaid diagrams: the island that draws them is loaded only on pages that have one, when the page is shown. */

type Draw = (hosts: HTMLElement[]) => Promise<void>;

/** The Mermaid island's drawer, loaded with the first page that has a diagram and kept by the app from then on. */
export interface Diagrams {
  /** Draws the diagrams of the page now shown (after a load or a client navigation). */
  mount(url: string | undefined): void;
}

export function createDiagrams(): Diagrams {
  let drawer: Promise<Draw> | undefined;
  return {
    mount(url) {
      const hosts = [...document.querySelectorAll<HTMLElement>('[data-mermaid]')];
      if (!url || !hosts.length) return;
      drawer ??= (import(/* @vite-ignore */ url) as Promise<{ default: () => Draw }>).then((island) => island.default());
      drawer.then(
        (draw) => draw(hosts),
        () => {
          // The diagrams stay shown as code; the next page with one tries again.
          drawer = undefined;
        },
      );
    },
  };
}
