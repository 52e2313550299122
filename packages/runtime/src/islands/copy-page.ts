/**
 * The "Copy page" island, loaded on a first click of the button: fetches the page's Markdown version (`/<route>.md`,
 * named by the button) and shows how copying went, on the button ("Copied", "Copy failed") and in the page's live
 * region. The runtime starts the clipboard write itself, inside the click, where every browser allows it (see
 * `content.ts`); when that write is refused (no `ClipboardItem`, or no promise in it), the text is copied here.
 */

const SHOWN_MS = 2000;

/** The Markdown of the button's page, asked for again on each copy (the dev server changes it as files are saved). */
export async function markdownBlob(button: HTMLElement): Promise<Blob> {
  const url = button.dataset.copyPage ?? '';
  const response = await fetch(url, { headers: { Accept: 'text/markdown, text/plain' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Blob([await response.text()], { type: 'text/plain' });
}

const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** The button's own label, as the server wrote it in the page's language. */
const labels = new WeakMap<HTMLElement, string>();

function show(button: HTMLElement, state: 'copied' | 'failed' | undefined): void {
  const label = button.querySelector('.copy-page__label');
  button.classList.toggle('copy-page--copied', state === 'copied');
  button.classList.toggle('copy-page--failed', state === 'failed');
  if (!label) return;
  if (!labels.has(button)) labels.set(button, label.textContent ?? '');
  // The texts in the page's language come with the button (data attributes); English when a page has none.
  const { copied = 'Copied', failed = 'Copy failed' } = button.dataset;
  label.textContent = state === 'copied' ? copied : state === 'failed' ? failed : labels.get(button)!;
}

/**
 * Waits for the copy (copying the text itself if the runtime's write was refused), then shows and says how it went.
 * `announce` speaks in the page's polite live region; `copyText` copies with the older browsers' fallback.
 */
export function finish(
  button: HTMLElement,
  written: Promise<void>,
  blob: Promise<Blob>,
  announce: (message: string) => void,
  copyText: (text: string) => Promise<void>,
): Promise<void> {
  button.setAttribute('aria-busy', 'true');
  return written
    .catch(() => blob.then((b) => b.text()).then(copyText))
    .then(
      () => {
        show(button, 'copied');
        announce(button.dataset.copiedAnnouncement ?? 'Page copied as Markdown');
      },
      () => {
        show(button, 'failed');
        announce(button.dataset.failedAnnouncement ?? 'Could not copy the page');
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
