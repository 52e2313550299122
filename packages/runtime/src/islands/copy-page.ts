/**
 * The "Copy page" island, loaded on a first click of the button: fetches the page's Markdown version (`/<route>.md`)
 * and shows how copying went, on the button ("Copied", "Copy failed") and in the page's live region. The runtime
 * starts the clipboard write itself, inside the click, where every browser allows it (see `content.ts`).
 */

const SHOWN_MS = 2000;
const LABEL = 'Copy page';

/** The Markdown of the page at `url`, asked for again on each copy (the dev server changes it as files are saved). */
export async function pageMarkdown(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: 'text/markdown, text/plain' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

function show(button: HTMLElement, state: 'copied' | 'failed' | undefined): void {
  const label = button.querySelector('.copy-page__label');
  button.classList.toggle('copy-page--copied', state === 'copied');
  button.classList.toggle('copy-page--failed', state === 'failed');
  if (label) label.textContent = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : LABEL;
}

/** Shows the outcome of `written` on the button for a moment, and says it. */
export function showResult(button: HTMLElement, written: Promise<void>, announce: (message: string) => void): Promise<void> {
  button.setAttribute('aria-busy', 'true');
  return written
    .then(
      () => {
        show(button, 'copied');
        announce('Page copied as Markdown');
      },
      () => {
        show(button, 'failed');
        announce('Could not copy the page');
      },
    )
    .finally(() => {
      button.removeAttribute('aria-busy');
      // Another copy within the time keeps the outcome shown for the full time again.
      clearTimeout(timers.get(button));
      timers.set(
        button,
        setTimeout(() => show(button, undefined), SHOWN_MS),
      );
    });
}
