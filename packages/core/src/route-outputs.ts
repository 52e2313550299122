/**
 * What a route's page is made into besides its document (see `RouteOutputs`): read by the stages after the graph,
 * which know no kind of content by name. Not part of the browser entry.
 */
import type { RedirectRoute, Route } from './pipeline-types.js';

/** Whether a route has a Markdown version (`/<route>.md`): its content instance said so. */
export function hasMarkdownVersion(route: Route): route is Exclude<Route, RedirectRoute> & { markdown: true } {
  return 'markdown' in route && route.markdown === true;
}

/** Whether a route has search records (and is in the search index): its content instance said so. */
export function hasSearchRecords(route: Route): route is Exclude<Route, RedirectRoute> & { search: true } {
  return 'search' in route && route.search === true;
}
