/**
 * Mapping a request path to a file of a built site, as pure functions: clean URLs (`/x` → `x.html` or
 * `x/index.html`), canonical redirects, and refusal of anything that could leave the served folder.
 */

export type Resolution = { kind: 'redirect'; location: string } | { kind: 'candidates'; files: string[] } | { kind: 'forbidden' } | { kind: 'bad-request' };

/**
 * `pathname` is the raw (still percent-encoded) path of the request URL. Returned file paths are relative to
 * the served folder, with forward slashes, never containing `..`.
 */
export function resolveRequestPath(pathname: string, search = ''): Resolution {
  let decoded: string;
  try {
    // Decode exactly once: `%252e%252e` becomes the literal name `%2e%2e`, never `..`.
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'bad-request' };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return { kind: 'forbidden' };
  const segments = decoded.split('/').slice(1);
  if (segments.some((s) => s === '..' || s === '.')) return { kind: 'forbidden' };
  if (/\/{2,}/.test(decoded)) return { kind: 'redirect', location: decoded.replace(/\/{2,}/g, '/') + search };

  // Canonical clean URLs: /x.html, /x/index.html and /x/ all move to /x.
  if (decoded.endsWith('/index.html')) return { kind: 'redirect', location: (decoded.slice(0, -'/index.html'.length) || '/') + search };
  if (decoded.endsWith('.html')) return { kind: 'redirect', location: (decoded.slice(0, -'.html'.length) || '/') + search };
  if (decoded.length > 1 && decoded.endsWith('/')) return { kind: 'redirect', location: decoded.replace(/\/+$/, '') + search };

  const rel = decoded.slice(1);
  if (rel === '') return { kind: 'candidates', files: ['index.html'] };
  const last = segments[segments.length - 1];
  const hasExtension = /\.[A-Za-z0-9]{1,8}$/.test(last);
  return { kind: 'candidates', files: hasExtension ? [rel, `${rel}.html`, `${rel}/index.html`] : [`${rel}.html`, `${rel}/index.html`, rel] };
}

/** The raw path and query of a request target, split without normalising anything (dot segments stay visible). */
export function splitRequestTarget(target: string | undefined): { pathname: string; search: string } {
  const url = target ?? '/';
  const q = url.indexOf('?');
  return q === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q) };
}
