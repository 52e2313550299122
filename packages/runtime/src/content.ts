/**
 * Behaviour of interactive pieces inside page content, which stays plain HTML: code copy and word wrap, tab sets
 * (synced by group and remembered), light video embeds (the `video-embed` island, loaded on play), and live
 * playgrounds mounted when they come into view. Event delegation on the
 * document: installed once, working for every page the router swaps in.
 */
import { savePreferredVersion, type SafeStorage } from '@docgen/theme/browser';
import { islandModule } from './Lazy.js';

const TAB_KEY = (group: string) => `docgen-tabs-${group}`;
const COPIED_MS = 2000;

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Older browsers, or a denied permission: the selection-based fallback.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

function onWrap(button: HTMLElement): void {
  const pre = button.closest('.code-block')?.querySelector('pre');
  if (!pre) return;
  const wrapped = pre.classList.toggle('code-block__pre--wrap');
  button.setAttribute('aria-pressed', String(wrapped));
}

/** Shows the tab with `value` in one tab set; returns whether the set has such a tab. */
function selectInSet(tabs: Element, value: string, focus = false): boolean {
  const buttons = [...tabs.querySelectorAll<HTMLElement>(':scope > .tabs__list > .tabs__tab')];
  const target = buttons.find((b) => b.dataset.value === value);
  if (!target) return false;
  for (const button of buttons) {
    const selected = button === target;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  if (focus) target.focus();
  return true;
}

function selectTab(button: HTMLElement, storage: SafeStorage, focus = false): void {
  const tabs = button.closest('.tabs');
  const value = button.dataset.value;
  if (!tabs || value === undefined) return;
  const group = tabs.getAttribute('data-group-id');
  if (!group) {
    selectInSet(tabs, value, focus);
    return;
  }
  // Keep the tab under the reader's pointer in place while other sets change height.
  const before = button.getBoundingClientRect().top;
  for (const set of document.querySelectorAll(`.tabs[data-group-id="${CSS.escape(group)}"]`)) selectInSet(set, value, focus && set === tabs);
  window.scrollBy(0, button.getBoundingClientRect().top - before);
  storage.set(TAB_KEY(group), value);
}

function onTabKey(event: KeyboardEvent, button: HTMLElement, storage: SafeStorage): void {
  const buttons = [...(button.parentElement?.querySelectorAll<HTMLElement>('.tabs__tab') ?? [])];
  const i = buttons.indexOf(button);
  const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  selectTab(buttons[(next + buttons.length) % buttons.length], storage, true);
}

/**
 * A polite live region outside the React root, added when the behaviours are installed, so that it is in the page
 * before anything is said in it (screen readers announce changes only to regions they already know).
 */
function createAnnouncer() {
  let liveRegion: HTMLElement | undefined;
  /** The pending step of the last announcement: saying it, or emptying the region after it. */
  let announcing: ReturnType<typeof setTimeout> | undefined;
  return {
    /** Adds the region to the page; false when it is there already. */
    attach(): boolean {
      if (liveRegion) return false;
      liveRegion = document.createElement('div');
      liveRegion.className = 'sr-only';
      liveRegion.setAttribute('role', 'status');
      liveRegion.setAttribute('aria-live', 'polite');
      liveRegion.dataset.announcer = '';
      document.body.append(liveRegion);
      return true;
    },
    say(message: string): void {
      if (!liveRegion) return;
      clearTimeout(announcing);
      // Emptied first, so the same message said twice is announced twice.
      liveRegion.textContent = '';
      announcing = setTimeout(() => {
        liveRegion!.textContent = message;
        announcing = setTimeout(() => (liveRegion!.textContent = ''), COPIED_MS);
      }, 50);
    },
  };
}

/** `copiedTimers`: each copy button's pending return to "Copy". */
function onCopy(button: HTMLElement, announce: (message: string) => void, copiedTimers: WeakMap<HTMLElement, ReturnType<typeof setTimeout>>): void {
  const code = button.closest('.code-block')?.querySelector('pre code');
  if (!code) return;
  void copyText(code.textContent ?? '').then(() => {
    const label = button.querySelector('.code-block__copy-label');
    // The texts are the page's language: the server wrote them on the button.
    button.dataset.copyLabel ??= button.title || 'Copy';
    button.dataset.copyAriaLabel ??= button.getAttribute('aria-label') ?? 'Copy code to clipboard';
    const copiedText = button.dataset.copied ?? 'Copied';
    const show = (copied: boolean) => {
      button.classList.toggle('code-block__button--copied', copied);
      button.setAttribute('aria-label', copied ? copiedText : button.dataset.copyAriaLabel!);
      button.title = copied ? copiedText : button.dataset.copyLabel!;
      if (label) label.textContent = copied ? copiedText : button.dataset.copyLabel!;
    };
    show(true);
    announce(copiedText);
    // A second copy within the time keeps "Copied" for the full time again.
    clearTimeout(copiedTimers.get(button));
    copiedTimers.set(
      button,
      setTimeout(() => show(false), COPIED_MS),
    );
  });
}

const ignore = () => undefined;

type CopyPageIsland = typeof import('./islands/copy-page.js');
type VideoEmbedIsland = typeof import('./islands/video-embed.js');

/**
 * "Copy page": the island (loaded on the first click) fetches the page's Markdown and shows the outcome. The clipboard
 * write starts here, in the click, with the text to follow: Safari allows a write only while handling the click, not
 * once the island and the text have arrived. The island copies the text itself when this write is refused. A failed
 * load of the island is tried again on the next click.
 */
function onCopyPage(button: HTMLElement, island: Promise<CopyPageIsland>, announce: (message: string) => void): void {
  const blob = island.then((m) => m.markdownBlob(button));
  // Run at once (inside the click); a browser without ClipboardItem makes it a refusal.
  const written = new Promise<void>((resolve) => resolve(navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })])));
  // The island takes the outcome when it has arrived; until then a refusal is not an unhandled rejection.
  written.catch(ignore);
  blob.catch(ignore);
  island.then(
    (m) => m.finish(button, written, blob, announce, copyText),
    () => announce('Could not copy the page'),
  );
}

/**
 * The document's listeners for content behaviours, installed once and kept by the app for the page's lifetime, with
 * what they remember: the live region that announces a copy, and each copy button's pending reset. `storage` keeps
 * tab choices and the preferred docs version.
 */
export interface ContentBehaviours {
  /** `islands`: island name → URL (the Copy page button loads its island on the first click). */
  install(islands: Record<string, string>): void;
}

export function createContentBehaviours(storage: SafeStorage): ContentBehaviours {
  const announcer = createAnnouncer();
  const copiedTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();
  const copyPageIsland = islandModule<CopyPageIsland>();
  const videoEmbedIsland = islandModule<VideoEmbedIsland>();
  return {
    install(islands) {
      // Once per document.
      if (!announcer.attach()) return;
      document.addEventListener('click', (event) => {
        const target = event.target as Element | null;
        const copy = target?.closest<HTMLElement>('[data-code-copy]');
        if (copy) return onCopy(copy, announcer.say, copiedTimers);
        const copyPage = target?.closest<HTMLElement>('[data-copy-page]');
        if (copyPage && islands['copy-page']) return onCopyPage(copyPage, copyPageIsland(islands['copy-page']), announcer.say);
        const wrap = target?.closest<HTMLElement>('[data-code-wrap]');
        if (wrap) return onWrap(wrap);
        const tab = target?.closest<HTMLElement>('.tabs__tab');
        if (tab) return selectTab(tab, storage);
        const play = target?.closest<HTMLElement>('[data-video-embed] .video-embed__play');
        // The player's code comes with the first press (a failed load is tried again on the next).
        if (play && islands['video-embed']) return void videoEmbedIsland(islands['video-embed']).then((m) => m.play(play), ignore);
        // A version banner's link: the version it leads to becomes the reader's preferred one (the link is followed).
        const versionLink = target?.closest<HTMLElement>('[data-preferred-version]');
        if (versionLink) savePreferredVersion(storage, versionLink.dataset.preferredVersion!);
      });
      document.addEventListener('keydown', (event) => {
        const tab = (event.target as Element | null)?.closest?.<HTMLElement>('.tabs__tab');
        if (tab) onTabKey(event, tab, storage);
      });
    },
  };
}

/** Applies remembered tab choices to the tab sets of the page now shown. */
export function restoreTabs(storage: SafeStorage, root: ParentNode = document): void {
  for (const tabs of root.querySelectorAll('.tabs[data-group-id]')) {
    const stored = storage.get(TAB_KEY(tabs.getAttribute('data-group-id')!));
    if (stored !== null) selectInSet(tabs, stored);
  }
}
