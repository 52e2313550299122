/** The HTML document around the rendered shell. */
import { EMBEDDED_DATA_ID, type BuildAssets, type EmbeddedData, type HeadTag, type SiteConfig } from '@docgen/core';
import { STORAGE_KEYS } from './client/storage.js';
import { ROOT_ID } from './dom-ids.js';
import { escapeHtml, renderHeadTag } from './head.js';

/**
 * Runs before first paint: applies the stored colour mode (or the default), the hidden sidebar and a dismissed
 * announcement bar, so none of them flashes. Kept tiny and dependency-free; storage may throw.
 *
 * It also takes clicks on the colour-mode toggle until the runtime does (see ColorModeToggle): it flips the mode and
 * stores it as the toggle does, unless the event was handled already (React's handler, once hydrated, prevents the
 * default, and React's listeners on the root run before this one on the document).
 */
export function bootScript(config: SiteConfig): string {
  // Every value goes through inlineJson: a configured value such as `</script>` must not end the script.
  const fallback = inlineJson(config.colorMode.defaultMode);
  const prefers = config.colorMode.respectPrefersColorScheme;
  const bar = config.announcementBar ? inlineJson(config.announcementBar.id) : 'null';
  const key = inlineJson(STORAGE_KEYS.colorMode);
  const toggle = config.colorMode.disableSwitch
    ? ''
    : `document.addEventListener('click',function(e){var x=e.target;if(!e.defaultPrevented&&x.closest&&x.closest('[data-color-mode-toggle]')){` +
      `x=d.getAttribute('data-theme')==='dark'?'light':'dark';d.setAttribute('data-theme',x);try{localStorage.setItem(${key},x)}catch(e){}}});`;
  return (
    `(function(){var d=document.documentElement,t,a,s;try{t=localStorage.getItem(${key});` +
    `a=localStorage.getItem(${inlineJson(STORAGE_KEYS.announcementDismissed)});s=localStorage.getItem(${inlineJson(STORAGE_KEYS.sidebarHidden)})}catch(e){}` +
    `if(t!=='light'&&t!=='dark')t=${prefers ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':${fallback}` : fallback};` +
    `d.setAttribute('data-theme',t);if(s==='true')d.setAttribute('data-sidebar-hidden','');` +
    `${toggle}var b=${bar};if(b!==null&&a===b)d.setAttribute('data-announcement-dismissed','')})()`
  );
}

export interface DocumentInput {
  config: SiteConfig;
  title: string;
  head: HeadTag[];
  bodyHtml: string;
  assets: Pick<BuildAssets, 'css' | 'js'>;
  /** JSON for the client runtime, embedded as a data script. */
  data?: EmbeddedData;
  bodyClass?: string;
  /** `lang` and `dir` of the page (its locale's); default: the default locale's. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** Escape `</script` and friends inside an inline JSON script. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Loads the runtime (the entry, then any chunks it imports) after the first paint. The page is readable without it
 * (the script hydrates a shell that is already there), so the document and the stylesheet have the connection to
 * themselves until the content shows; chunks, when there are any, are preloaded with the entry so that they do not
 * wait for it.
 */
export function scriptLoader(js: readonly string[]): string {
  const [entry, ...chunks] = js;
  if (!entry) return '';
  const preload = chunks.length
    ? `for(const h of ${inlineJson(chunks)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}`
    : '';
  return `<script type="module">requestAnimationFrame(()=>setTimeout(()=>{${preload}import(${inlineJson(entry)})}))</script>`;
}

export function renderDocument(input: DocumentInput): string {
  const { config } = input;
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale];
  const favicon = config.favicon ? `<link rel="icon" href="/${config.favicon.replace(/^\/+/, '')}">` : '';
  const css = input.assets.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const js = scriptLoader(input.assets.js);
  const data = input.data === undefined ? '' : `<script id="${EMBEDDED_DATA_ID}" type="application/json">${inlineJson(input.data)}</script>`;
  return (
    `<!doctype html><html lang="${escapeHtml(input.lang ?? locale?.htmlLang ?? 'en')}" dir="${input.dir ?? locale?.direction ?? 'ltr'}" data-theme="${config.colorMode.defaultMode}">` +
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="generator" content="docgen">` +
    `<title>${escapeHtml(input.title)}</title>` +
    input.head.map(renderHeadTag).join('') +
    favicon +
    `<script>${bootScript(config)}</script>` +
    css +
    js +
    `</head><body${input.bodyClass ? ` class="${input.bodyClass}"` : ''}><div id="${ROOT_ID}">${input.bodyHtml}</div>${data}</body></html>`
  );
}

/** A page that sends readers (and crawlers) to another URL at once. */
export function renderRedirect(config: SiteConfig, to: string, lang = config.i18n.defaultLocale): string {
  const target = escapeHtml(to);
  const canonical = escapeHtml(config.url + to);
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    `<title>Redirecting to ${target}</title>` +
    `<meta http-equiv="refresh" content="0; url=${target}">` +
    `<link rel="canonical" href="${canonical}">` +
    `<meta name="robots" content="noindex">` +
    `<script>window.location.replace(${inlineJson(to)}+window.location.search+window.location.hash)</script>` +
    `</head><body><p>This page has moved to <a href="${target}">${target}</a>.</p></body></html>`
  );
}
