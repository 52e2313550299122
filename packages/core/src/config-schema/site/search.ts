/** `search`: the hosted search service, or the built-in local index. */
import { boolean, field, object, string, type Infer } from '../combinators.js';

const searchOptions = object({
  /** Hosted search application id; empty means the built-in local index is used. */
  appId: field(string()),
  /** Public, search-only key. */
  apiKey: field(string()),
  indexName: field(string({ nonEmpty: true }), { required: true }),
  contextualSearch: field(boolean(), { default: true }),
  /** Another host than the hosted service's own (an Algolia-compatible proxy): `https://search.example.com`. */
  host: field(string({ pattern: /^(https?:\/\/[^\s]+)?$/, patternHint: 'Write an absolute http(s) URL, or leave it empty.' })),
});
export type SearchOptions = Infer<typeof searchOptions>;

// Without the key: the built-in local index.
export const search = field(searchOptions, { default: () => ({ indexName: 'docs', contextualSearch: true }) });
