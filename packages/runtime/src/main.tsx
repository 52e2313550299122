/** Browser entry: hydrate the shell the server rendered, then take over navigation. */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { EMBEDDED_DATA_ID, type EmbeddedData } from '@docgen/core/browser';
import { MAIN_ID, ROOT_ID } from '@docgen/theme/browser';
import { App } from './App.js';
import { cleanPath } from './router.js';
import { createRuntimeState } from './runtime-state.js';
import { shareModules } from './shared-modules.js';

// Before any island can load.
shareModules();

const dataElement = document.getElementById(EMBEDDED_DATA_ID);
const root = document.getElementById(ROOT_ID);
if (dataElement && root) {
  const data = JSON.parse(dataElement.textContent ?? '{}') as EmbeddedData;
  // `/x.html` and `/x/index.html` show as `/x` in the address bar.
  const clean = cleanPath(location.pathname);
  if (clean !== location.pathname) history.replaceState(history.state, '', `${clean}${location.search}${location.hash}`);
  // Hand React the exact HTML it will find, so the content is adopted as is.
  const mainHtml = document.getElementById(MAIN_ID)?.innerHTML ?? '';
  // What the app keeps for the page's lifetime: its caches and the islands it mounts.
  const runtime = createRuntimeState(data.shell.site.strings);
  // Hydration as a transition: React then works in slices of a few milliseconds and lets the browser handle input
  // and paint between them, instead of one long task (on a slow phone, most of a first visit's blocking time).
  // Events that arrive before it is done are replayed once their part of the page is hydrated.
  startTransition(() => {
    hydrateRoot(root, <App data={data} mainHtml={mainHtml} runtime={runtime} />, {
      onRecoverableError(error) {
        console.error('Hydration problem:', error);
      },
    });
  });
}
