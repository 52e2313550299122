/** Route ↔ output file naming, shared by the build (which writes) and the server (which reads). */

/** `/` → `index.html`, `/deploy` → `deploy.html`, `/deploy/quickstart` → `deploy/quickstart.html`. */
export function routeToFile(route: string): string {
  if (route === '/' || route === '') return 'index.html';
  return `${route.replace(/^\/+/, '').replace(/\/+$/, '')}.html`;
}

/** Collapse duplicate slashes, drop a trailing slash (but keep `/`). */
export function normalizeRoute(route: string): string {
  let r = `/${route}`.replace(/\/{2,}/g, '/');
  if (r.length > 1) r = r.replace(/\/+$/, '');
  return r;
}

/** Forward-slash join of path segments. */
export function joinPosix(...parts: string[]): string {
  return parts
    .filter(Boolean)
    .join('/')
    .replace(/\/{2,}/g, '/');
}
