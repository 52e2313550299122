/**
 * Loads an island's code when it is first needed. States: nothing at first; a spinner once loading takes longer
 * than 200 ms; the component; or the error's message with a Retry button.
 */
import { useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { translate, type Strings } from '@docgen/theme/browser';

export const SPINNER_DELAY_MS = 200;

type Loaded<P> = { default: ComponentType<P> };

/** Imports a bundle by URL, as the module `M` it is; a retry adds a query so the browser does not reuse the failed request. */
function importBundle<M>(url: string, attempt: number): Promise<M> {
  return import(/* @vite-ignore */ attempt === 0 ? url : `${url}?retry=${attempt}`) as Promise<M>;
}

/** Imports an island bundle (a component, its default export) by URL. */
export function importIsland<P>(url: string, attempt: number): Promise<Loaded<P>> {
  return importBundle<Loaded<P>>(url, attempt);
}

/**
 * A loader of an island that exports functions, not a component: imported on the first call and kept; a failed import
 * is tried again (a new request) on the next call.
 */
export function islandModule<M>(): (url: string) => Promise<M> {
  let loading: Promise<M> | undefined;
  let attempt = 0;
  return (url) =>
    (loading ??= importBundle<M>(url, attempt++).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

export function Lazy<P extends object>({
  load,
  props,
  frame = (content) => <>{content}</>,
  strings = {},
}: {
  load: (attempt: number) => Promise<Loaded<P>>;
  props: P;
  /** Wraps the loading and error states (not the loaded component). */
  frame?: (content: ReactNode) => ReactElement;
  /** The shell's texts in the page's locale, for the spinner and the Retry button (English without them). */
  strings?: Strings;
}): ReactElement | null {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: 'loading' } | { status: 'loaded'; Component: ComponentType<P> } | { status: 'error'; error: unknown }>({
    status: 'loading',
  });
  const [pastDelay, setPastDelay] = useState(false);

  useEffect(() => {
    let live = true;
    setPastDelay(false);
    const timer = setTimeout(() => setPastDelay(true), SPINNER_DELAY_MS);
    // Once settled, the timer must not fire: a late re-render would re-render the loaded island for nothing.
    load(attempt).then(
      (mod) => {
        clearTimeout(timer);
        if (live) setState({ status: 'loaded', Component: mod.default });
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (live) setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [attempt, load]);

  if (state.status === 'loaded') return <state.Component {...props} />;
  if (state.status === 'error') {
    return frame(
      <div className="loading-error" role="alert">
        <p>{state.error instanceof Error ? state.error.message : String(state.error)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((a) => a + 1);
          }}
        >
          {translate(strings, 'docgen.retry')}
        </button>
      </div>,
    );
  }
  return pastDelay ? frame(<div className="loading-spinner" role="status" aria-label={translate(strings, 'docgen.loading')} />) : null;
}
