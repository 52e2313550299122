import { describe, expect, it } from 'vitest';
import { searchParameters, versionOfFilters } from './search-client.js';

describe('the docs version of a search', () => {
  it("puts the reader's version in the hosted index's contextual filters", () => {
    const hosted = {
      provider: 'algolia' as const,
      appId: 'A',
      apiKey: 'k',
      indexName: 'i',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0']],
    };
    expect(searchParameters(hosted)).toEqual({ facetFilters: hosted.facetFilters });
    expect(searchParameters(hosted, '1.0')).toEqual({ facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0']] });
    expect(searchParameters({ ...hosted, facetFilters: [] }, '1.0')).toEqual({});
  });

  it('asks the local index for the same version, unless contextual search is off', () => {
    const local = { provider: 'local' as const, indexUrl: '/_search/index.json', contextualSearch: true };
    const parameters = searchParameters(local, 'current');
    expect(versionOfFilters(parameters.facetFilters)).toBe('current');
    expect(searchParameters(local)).toEqual({});
    expect(searchParameters({ ...local, contextualSearch: false }, 'current')).toEqual({});
    expect(versionOfFilters(undefined)).toBeUndefined();
  });
});
