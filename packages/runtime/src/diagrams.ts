/** Mermaid diagrams: the island that draws them is loaded only on pages that have one, when the page is shown. */

type Draw = (hosts: HTMLElement[]) => Promise<void>;

/** Draws the diagrams of the page now shown (after a load or a client navigation). */
export function mountDiagrams(url: string | undefined): void {
  const hosts = [...document.querySelectorAll<HTMLElement>('[data-mermaid]')];
  if (!url || !hosts.length) return;
  (import(/* @vite-ignore */ url) as Promise<{ default: Draw }>).then(
    (island) => island.default(hosts),
    () => undefined, // The diagrams stay shown as code; the next page with one tries again.
  );
}
